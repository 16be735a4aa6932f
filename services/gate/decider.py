"""The gate's decisions around the log: one compare-and-set loop with a pure decision inside.

`Gate.decide` is the whole hot path of a proposal: read the slot (or use the state this process
saw last), build the decision (`core.decision_event`, pure), open a new predicate on its subject
when the decision adds the subject's first value of it, and append the decision only if the slot
has not moved since it was read. When it has, the loop reads again and decides again; nothing is
ever appended on a stale state, and a slot that keeps moving is tried again later (`Later`).

Everything it needs is made once per process and held here, typed: the bus, the policy (with the
install's value seal), the key ring that opens sealed words, the cited sources (cached), and what
this process saw last of each slot and each subject's predicate set. The FastStream app
(`app.py`) is only the consumer and the lifecycle around it; anything else that decides
proposals in-process can hold a `Gate` too.
"""
from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from typing import Any

from contracts.erasure import SpeakerErased
from contracts.proposals import PointsWithdrawn, ProposalDecided, ProposalSubmitted
from contracts.reasons import ReasonCode
from contracts.slot import SlotState
from domain.canon import subject_id
from domain.model import Policy, Source, sealed_with
from domain.rules import long_evidence, predicate_admitted
from shared import logreader
from shared.bus import Bus, Conflict
from shared.consumers import KeyedLocks, Later
from shared.keyring import Keyring
from shared.metrics import Counter, Decisions
from shared.predicates import open_predicate, predicates_seen
from shared.telemetry import annotate, logger

from . import core

log = logger("provgate.gate")


@dataclass
class Gate:
    bus: Bus
    policy: Policy  # with the install's value seal (issue 16)
    keys: Keyring
    decisions: Decisions
    attempts: int = 50  # reads of a moving slot before it is tried again later
    sources: logreader.SourceCache = field(init=False)
    slots: KeyedLocks = field(default_factory=KeyedLocks)  # one decision per slot at a time in this process
    seen_slots: logreader.Latest = field(default_factory=logreader.slots_seen)
    seen_predicates: logreader.Latest = field(default_factory=predicates_seen)
    headers: dict[str, str] | None = None  # added to each decision appended (the fold's Provgate-Decider)
    # slot states read from the log before a decision, by why (`not_kept`: the slot is not in `seen_slots`,
    # which grows with the slots in use past PROVGATE_SLOT_CACHE; `asked`: a retry after a refused
    # append, or a sweep); None: not counted
    slot_reads: Counter | None = None
    # headers of one decision's own, added to those (the fold's Provgate-Verdict-Due on a quarantine it judges)
    headers_of: Callable[[ProposalDecided], dict[str, str]] | None = None

    def __post_init__(self) -> None:
        self.sources = logreader.SourceCache(self.bus, convert=Source.of, reveal=self.keys.reveal)

    @classmethod
    async def open(cls, bus: Bus, policy: Policy, decisions: Decisions, attempts: int = 50,
                   slot_cache: int = logreader.SLOTS_KEPT) -> Gate:
        """A gate on `bus`, its policy sealed with the install's value secret from the key store,
        keeping the latest state of up to `slot_cache` slots in memory."""
        keys = Keyring(bus)
        gate = cls(bus, replace(policy, value_seal=await keys.value_secret()), keys, decisions, attempts,
                   seen_slots=logreader.slots_seen(slot_cache))
        gate.seen_slots.unseen = not await bus.slots_before_kinds()  # such a log's unseen slots are read
        return gate

    # ------------------------------------------------------------------ deciding
    async def decide(self, sealed: ProposalSubmitted, span: Any = None, *, sweep_until: float | None = None,
                     revealed: ProposalSubmitted | None = None,
                     stored: Awaitable[Any] | None = None) -> ProposalDecided | None:
        """Decide one proposal as the log holds it (sealed) and append the decision; None when it
        was decided already (a redelivery). Raises `Later` when its slot kept moving.

        `sweep_until` (a wall-clock time): this gate only sweeps up what the process that appended
        the proposal did not decide itself (issue 14's fold, services/front). The slot is read
        first; a proposal decided there costs nothing more, and one not decided yet is left to its
        appender (`Later`) until that time has passed, then decided here. `revealed`: the same
        proposal with its value open, from the process that sealed it (nothing to unseal).
        `stored`: the proposal's own append, still on its way (services/front decides while it
        waits for its acknowledgement): awaited before anything is appended, so a decision never
        precedes its proposal in the log, and is never appended for one that was not stored (its
        error is raised)."""
        if sweep_until is not None:
            slot, _ = await self._slot(sealed.slot_id, fresh=True)
            if sealed.proposal_id in slot.decided:
                return None
            if time.time() < sweep_until:
                raise Later(max(0.05, sweep_until - time.time()))
        p = revealed or await self.keys.reveal(sealed)
        t0 = time.perf_counter_ns()
        evidence = sealed_with(await self.sources.many(p.evidence), p.scope, p.sealed_by)
        async with self.slots.hold(p.slot_id):
            for attempt in range(self.attempts):
                slot, version = await self._slot(p.slot_id, fresh=attempt > 0)
                if p.proposal_id in slot.decided:
                    if span is not None:
                        span.set_attribute("provgate.redelivered", True)
                    return None
                evt = await self._decision(p, evidence, slot, t0, stored)
                if evt is None:
                    continue  # the subject's predicate cap filled meanwhile: decide again
                if stored is not None:
                    await stored
                headers = self.headers if self.headers_of is None else {**(self.headers or {}), **self.headers_of(evt)}
                try:
                    seq = await self.bus.append(evt, expect_last_subject_seq=version, headers=headers)
                except Conflict:
                    continue  # the slot moved: read it, decide again
                self.seen_slots.saw(p.slot_id, evt.slot, seq)
                self._recorded(evt, (time.perf_counter_ns() - t0) / 1e9, span, attempt + 1)
                return evt
        raise Later(0.2)

    async def _slot(self, slot_id: str, fresh: bool) -> tuple[SlotState, int]:
        """The slot's state and sequence: what this process saw last, or read from the log."""
        if not fresh and (guess := self.seen_slots.guess(slot_id)) is not None:
            return guess
        if self.slot_reads is not None:
            self.slot_reads.add(why="asked" if fresh else "not_kept")
        state, seq = await logreader.slot_state(self.bus, slot_id)
        self.seen_slots.saw(slot_id, state, seq)
        return state, seq

    async def _decision(self, p: ProposalSubmitted, evidence: list[Source | None], slot: SlotState,
                        t0: int, stored: Awaitable[Any] | None = None) -> ProposalDecided | None:
        """The decision on this slot state, with its subject's predicate set when it is the slot's
        first value (the cap), the new predicate opened on the subject (compare-and-set) when the
        decision adds it, and the closest sentence sealed. None: the cap filled meanwhile."""
        # long sources are read off the event loop's thread, which keeps serving meanwhile (the
        # GIL is shared in slices); short ones, nearly all, are decided here at once
        away = long_evidence(evidence)

        async def decision(preds: frozenset[str] | None) -> ProposalDecided:
            def build() -> ProposalDecided:
                return core.decision_event(p, evidence, slot, self.policy, now=datetime.now(UTC),
                                           latency_us=(time.perf_counter_ns() - t0) // 1000, subject_predicates=preds)

            return await asyncio.to_thread(build) if away else build()

        if slot.points:  # the predicate is open on its subject already
            return await self.keys.seal_closest(await decision(None), p.sealed_by)
        subject = subject_id(p.scope, p.subject_key)
        preds, _ = self.seen_predicates.guess(subject) or (frozenset(), 0)  # sets only grow: one holding it is exact
        evt = await decision(preds)
        if evt.point is None and p.predicate_key not in preds:
            # a refusal or quarantine is never built on a guess: read the set, decide again
            preds, seq = await logreader.subject_predicates(self.bus, subject)
            self.seen_predicates.saw(subject, preds, seq)
            evt = await decision(preds)
        if evt.point is not None and p.predicate_key not in preds:
            if stored is not None:
                await stored  # opening the predicate is an append too
            if not await open_predicate(
                    self.bus, scope=p.scope, subject_id=subject, subject_key=p.subject_key,
                    predicate_key=p.predicate_key, correlation_id=p.correlation_id,
                    admit=lambda s: predicate_admitted(s, p.predicate_key, self.policy), latest=self.seen_predicates):
                return None
        return await self.keys.seal_closest(evt, p.sealed_by)

    def _recorded(self, evt: ProposalDecided, seconds: float, span: Any, attempts: int) -> None:
        self.decisions.record(seconds, evt.outcome, evt.reasons)
        annotate(span, evt, extra={"provgate.attempts": attempts})
        log.info("decision_recorded", proposal_id=evt.proposal_id, scope=evt.scope, outcome=evt.outcome,
                 reasons=[r.value for r in evt.reasons], latency_us=evt.latency_us, attempts=attempts)

    # ------------------------------------------------------------------ the rare paths
    async def refuse(self, sealed: ProposalSubmitted, why: str) -> ProposalDecided | None:
        """After every retry failed: the proposal refused with `retries_exhausted`, recorded
        (issue 11: a terminal outcome, never silence); None if it was decided after all."""
        p = await self.keys.reveal(sealed)

        async def build(slot: SlotState) -> ProposalDecided | None:
            if p.proposal_id in slot.decided:
                return None
            return core.refusal_event(p, slot, ReasonCode.RETRIES_EXHAUSTED, now=datetime.now(UTC),
                                      seal=self.policy.value_seal)

        async with self.slots.hold(p.slot_id):
            evt = await logreader.append_to_slot(self.bus, p.slot_id, build, self.attempts, latest=self.seen_slots)
        if evt is not None:
            self.decisions.record(0.0, evt.outcome, evt.reasons)
            log.warning("decision_recorded", proposal_id=p.proposal_id, scope=p.scope, outcome=evt.outcome,
                        reasons=[r.value for r in evt.reasons], why=why)
        return evt

    async def withdraw(self, e: SpeakerErased) -> list[PointsWithdrawn]:
        """Take an erasure's points off their slots (issue 16), compare-and-set like a decision."""
        by_slot: dict[str, set[str]] = {}
        for pt in e.points:
            by_slot.setdefault(pt.slot_id, set()).add(pt.proposal_id)
        done = []
        for slot_id, pids in sorted(by_slot.items()):
            async def build(slot: SlotState, slot_id: str = slot_id, pids: set[str] = pids) -> PointsWithdrawn | None:
                return core.withdrawal_event(e, slot_id, pids, slot, now=datetime.now(UTC))

            async with self.slots.hold(slot_id):
                evt = await logreader.append_to_slot(self.bus, slot_id, build, self.attempts, latest=self.seen_slots)
            if evt is not None:
                done.append(evt)
                log.info("points_withdrawn", slot_id=slot_id, proposals=list(evt.proposal_ids), reason=evt.reason,
                         erasure_id=e.erasure_id)
        return done

