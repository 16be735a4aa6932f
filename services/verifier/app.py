"""The verifier as a FastStream app around a durable consumer of quarantines that judges them.

A decision that holds a proposal is appended on its slot's `q` subject (contracts/subjects.py),
and the consumer takes only those, so final decisions, verdicts and withdrawals never reach it
(issue 14). The gate names each decision's outcome and reasons in the message's headers, so a
quarantine a reviewer decides is acked as it arrives, without a task, a span, or decoding the
event and the slot state it carries; so are the final decisions of a log written before the
slot event kinds, which it also reads. (Events appended before those headers existed are decoded.)

It judges proposals held for want of provenance or grounding. A contradiction between two
sourced statements (`contradicts_current`) is left to a reviewer: no rule can say which
person was right, or whether both were, at different times.

No lock is held while judging. The verdict is appended to the slot only if the slot has not
moved since it was read (compare-and-set over the slot's events); if it has, the proposal is
judged again against the new state. A proposal that no longer waits is never judged twice.

A process that judges its own quarantines right behind their decision (issue 14's fold,
services/front) holds a `VerifierService` of its own: a quarantine whose `Provgate-Decider`
header names this process is settled from memory (`settle`), as the gate's consumer does.
"""
from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Iterable
from dataclasses import replace
from datetime import UTC, datetime
from typing import Any

from faststream import FastStream
from nats.aio.msg import Msg

from contracts.common import AUTHORITY_RANK
from contracts.events import decode_event
from contracts.proposals import ProposalDecided, ProposalSubmitted, VerdictRendered
from contracts.reasons import ReasonCode
from contracts.slot import SlotState
from domain.canon import subject_id
from domain.model import Judgement, Source, sealed_with
from domain.rules import judge, long_evidence, predicate_admitted
from domain.slot import pending_of
from shared import logreader
from shared.bus import OUTCOME_HEADER, REASONS_HEADER, Bus
from shared.consumers import (
    Consumer,
    KeyedLocks,
    Later,
    Settle,
    append_or_retry_later,
    recorded_here,
    settled_here,
)
from shared.health import host
from shared.keyring import Keyring
from shared.metrics import Decisions, Metrics, consumer_lag
from shared.predicates import open_predicate
from shared.telemetry import TYPE_HEADER, annotate, event_attributes, inner_span, logger

from . import core
from .llm import LlmBackend
from .settings import VerifierSettings

log = logger("provgate.verifier")


class VerifierService:
    """The verifier's dependencies and handlers: made by `build_app` (nothing connects), connected
    by `start`, consuming after `serve`. `decider` and `settle` as the gate's (services/gate/app.py)."""

    bus: Bus  # connected by `start`
    keyring: Keyring
    sources: logreader.SourceCache

    def __init__(self, settings: VerifierSettings, *, bus: Bus | None = None, decider: str = "",
                 settle: Settle | None = None) -> None:
        self.settings = settings
        self.given_bus = bus
        self.decider = decider
        self.settle = settle
        self.recorded: Callable[[str], bool] | None = None  # `recorded_here`: settled without waiting
        self.policy = settings.policy()
        self.metrics = Metrics("verifier")
        self.verdicts = Decisions(self.metrics, "provgate.verifier.verdict", "judge a quarantined proposal")
        self.seen_slots = logreader.slots_seen(2_000)
        # one verdict per slot at a time in this process: verdicts on one slot would only undo each
        # other's compare-and-set (services/front shares the gate's, so decisions wait their turn too)
        self.slots = KeyedLocks()
        self.llm: LlmBackend | None = None
        self.consumer: Consumer | None = None
        self.state: dict[str, object] = {}  # what `connections` reports on (bus)

    async def start(self) -> None:
        s, subjects = self.settings, self.settings.subjects
        b = self.given_bus or await Bus.connect(s.nats_url, subjects, name="provgate-verifier",
                                                leader_reads=s.stream_replicas > 1)
        await b.ensure_stream(s.stream_replicas)
        self.bus = b
        self.state["bus"] = b
        self.seen_slots.unseen = not await b.slots_before_kinds()  # such a log's unseen slots are read
        self.keyring = Keyring(b)
        self.sources = logreader.SourceCache(b, convert=Source.of, reveal=self.keyring.reveal)
        self.policy = replace(self.policy, value_seal=await self.keyring.value_secret())
        if s.backend == "llm":
            self.llm = LlmBackend.from_settings(s, self.policy)
        self.metrics.track_consumer(s.durable, lambda: consumer_lag(b.js, subjects.stream, s.durable))

    async def serve(self) -> None:
        # quarantines only (the slot events of a log written before the kinds too: skipped by header)
        self.consumer = Consumer.deciding(self.bus, self.settings, self.settings.subjects.quarantine_filters(),
                                          self.on_slot_event, give_up=self.give_up,
                                          skip=lambda m: self.not_ours(m) or recorded_here(m, self.decider, self.recorded))
        await self.consumer.start()

    async def stop(self) -> None:
        if self.consumer is not None:
            await self.consumer.stop()
        if self.llm is not None:
            await self.llm.aclose()
        if self.given_bus is None and "bus" in self.state:
            await self.bus.close()

    # ------------------------------------------------------------------ which events are its own
    def judged_here(self, kind: str | None, outcome: str | None, reasons: Iterable[str]) -> bool:
        """A quarantine this verifier judges. A contradiction between two sourced statements
        (`reviewer_reasons`) is a reviewer's to decide (reviews.decide)."""
        return (kind == "proposal.decided" and outcome == "quarantined"
                and not self.settings.reviewer_reasons.intersection(reasons))

    def not_ours(self, msg: Msg) -> bool:
        """The headers say this slot event is no quarantine of ours: acked on arrival, not even decoded."""
        h = msg.headers or {}
        return OUTCOME_HEADER in h and not self.judged_here(h.get(TYPE_HEADER), h[OUTCOME_HEADER],
                                                            h.get(REASONS_HEADER, "").split(","))

    # ------------------------------------------------------------------ handlers
    async def on_slot_event(self, msg: Msg) -> None:
        if await settled_here(msg, self.decider, self.settle):
            return  # judged in this process (or found judged): nothing to read
        evt = decode_event(msg.data)  # (events appended before the headers existed are decoded here)
        if not isinstance(evt, ProposalDecided) or not self.judged_here(evt.type, evt.outcome, evt.reasons):
            return
        # the slot as this decision left it: the verdict is built on it, and the append checks it
        self.seen_slots.saw(evt.slot_id, evt.slot, msg.metadata.sequence.stream)
        with inner_span("verifier judge", attributes=lambda: event_attributes(evt)) as span:
            await self.judge_one(evt, span)

    async def give_up(self, msg: Msg, why: str) -> None:
        """After every retry failed: the quarantined proposal is rejected (fail closed), recorded."""
        evt = decode_event(msg.data)
        if not isinstance(evt, ProposalDecided) or not self.judged_here(evt.type, evt.outcome, evt.reasons):
            return

        async def build(slot: SlotState) -> VerdictRendered | None:
            return core.verdict_event(
                proposal_id=evt.proposal_id, slot_id=evt.slot_id, scope=evt.scope, correlation_id=evt.correlation_id,
                causation_id=evt.event_id, state=slot, judgement=core.GAVE_UP, authority=AUTHORITY_RANK["agent"],
                by=self.settings.backend, reviewer=None, now=datetime.now(UTC), latency_us=0)

        async with self.slots.hold(evt.slot_id):
            verdict = await logreader.append_to_slot(self.bus, evt.slot_id, build, self.settings.occ_attempts)
        if verdict is not None:
            self.verdicts.record(0.0, verdict.outcome, verdict.reasons)
            log.warning("verdict_recorded", proposal_id=evt.proposal_id, outcome=verdict.outcome, why=why)

    # ------------------------------------------------------------------ judging
    async def rules_backend(self, p: ProposalSubmitted, evidence: list[Source | None], slot: SlotState) -> Judgement:
        if long_evidence(evidence):  # read on a worker thread: the event loop keeps serving
            return await asyncio.to_thread(judge, p, evidence, slot, self.policy)
        return judge(p, evidence, slot, self.policy)

    async def judged(self, p: ProposalSubmitted, evidence: list[Source | None], slot: SlotState) -> Judgement:
        """Fail closed: an error or a timeout of the backend is a rejection with its own code."""
        backend = self.llm if self.llm is not None else self.rules_backend
        try:
            return await asyncio.wait_for(backend(p, evidence, slot), self.settings.verdict_timeout_s)
        except TimeoutError:
            return core.TIMEOUT
        except Exception as e:  # noqa: BLE001 - any failure of the judge is a rejection
            log.error("verifier_failed", error=repr(e))
            return core.ERROR

    async def judge_one(self, evt: ProposalDecided, span: Any, proposal: ProposalSubmitted | None = None) -> None:
        """Judge and append in the `verifier judge` span, so the verdict event carries its context.
        `proposal`: the quarantined proposal with its value open, from the process that sealed it
        (nothing to read or unseal)."""
        b, settings = self.bus, self.settings
        t_in = time.perf_counter_ns()
        p = proposal
        if p is None:
            p = await logreader.proposal(b, evt.proposal_id)
            if p is None:
                raise Later(1.0)  # the log holds the proposal before its decision
            p = await self.keyring.reveal(p)
        evidence = sealed_with(await self.sources.many(p.evidence), p.scope, p.sealed_by)
        attempts = 0

        async def build(slot: SlotState) -> VerdictRendered | None:
            nonlocal attempts
            attempts += 1
            if pending_of(slot, p.proposal_id) is None:
                span.set_attribute("provgate.already_decided", True)
                return None  # already judged (a redelivery) or decided by a reviewer
            t0 = time.perf_counter_ns()
            j = await self.judged(p, evidence, slot)
            if j.outcome == "approved" and not slot.points and not await open_predicate(
                    b, scope=p.scope, subject_id=subject_id(p.scope, p.subject_key), subject_key=p.subject_key,
                    predicate_key=p.predicate_key, correlation_id=p.correlation_id,
                    admit=lambda s: predicate_admitted(s, p.predicate_key, self.policy)):
                j = Judgement("rejected", (ReasonCode.VERIFIER_REJECTED, ReasonCode.TOO_MANY_PREDICATES),
                              "The subject already holds the most predicates the policy allows.")
            grounded = [s.rank for s in evidence if s is not None and s.scope == p.scope]
            return core.verdict_event(
                proposal_id=p.proposal_id, slot_id=p.slot_id, scope=p.scope, correlation_id=p.correlation_id,
                causation_id=evt.event_id, state=slot, judgement=j,
                authority=max(grounded, default=AUTHORITY_RANK["agent"]), by=settings.backend, reviewer=None,
                now=datetime.now(UTC), latency_us=(time.perf_counter_ns() - t0) // 1000,
            )

        async with self.slots.hold(evt.slot_id):
            verdict = await append_or_retry_later(b, evt.slot_id, build, settings.occ_attempts, self.seen_slots)
        if verdict is not None:
            self.verdicts.record((time.perf_counter_ns() - t_in) / 1e9, verdict.outcome, verdict.reasons)
            annotate(span, verdict, extra={"provgate.attempts": attempts})
            log.info("verdict_recorded", proposal_id=p.proposal_id, scope=p.scope, outcome=verdict.outcome,
                     reason=verdict.reason, latency_us=verdict.latency_us)


def build_app(settings: VerifierSettings, *, bus: Bus | None = None,
              service: VerifierService | None = None) -> FastStream:
    """The verifier's app; `service`: one made by the caller (services/front holds it, to judge in-process)."""
    app, broker = host(service or VerifierService(settings, bus=bus), "verifier", settings)
    broker.publisher(settings.subjects.all_slots, title="verifier/verdict.rendered", schema=VerdictRendered,
                     description="Judges every quarantined proposal (durable consumer on quarantines) and appends "
                                 "one verdict to its slot, compare-and-set over the slot's events.")
    return app
