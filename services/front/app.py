"""Intake, the gate and the rules verifier in one process: each proposal decided, and judged when
it is held, right behind its append (issue 14's fold).

The design keeps intake, the gate, the verifier and the projector as services of their own, each
deployable and scalable alone. On one small machine, `provgate up` runs (by default; `PROVGATE_FOLD=0` does not)
this in place of intake, the gate and (with the `rules` backend) the verifier: the same `Intake`
(every subject, reply and check), the same `GateService` and `VerifierService` (their durable
consumers, health and metrics), each on its own NATS login, so decisions and verdicts are still
appended with the gate's and the verifier's rights only. An `llm` verifier stays its own service.

What the fold saves is the hops between them. Intake hands each proposal it stores, with its
value still open, straight to the gate's decider (compare-and-set on its slot like any gate's,
so serialisation is unchanged), and a decision that holds it for the verifier straight to the
verifier; the sources it records go to both their caches, and both build on one view of the
slots. The submit's reply does not wait. The consumers still get every proposal and quarantine:
one this process has decided or judged already is acked on arrival (`recorded`: no task, span or
read), one it is still deciding once that is recorded (`settle`). Since they are rarely the first to
act, they pull in bursts, every `halves_pace_s` (0.1 s; each burst is read and acked in a few writes,
not one delivery and one ack per event: at 350/s, visible p50 0.81x and the front's CPU 0.97x).

Nothing is lost if this process dies between its appends: its proposals and decisions name it in
their `Provgate-Decider` header, and whichever consumer they reach next (this process restarted,
another front, a gate service) sees that the decider is not itself: a gate waits until the
proposal is `sweep_after_s` old, reads its slot and decides it if no one has; a verifier judges
the quarantine (a proposal that no longer waits is never judged twice). What the dead process
had pulled and not acked is delivered again as soon as a consumer of the same durable starts
(`Consumer.reclaim`), not after the ack wait (30 s for the gate, 60 for the verifier).

This module may import the services: it composes them (import-linter keeps them independent of
each other).
"""
from __future__ import annotations

import asyncio
import contextlib
import os
import time
import uuid
from collections import OrderedDict
from typing import Any

from faststream import FastStream

from contracts.proposals import ProposalSubmitted
from contracts.sources import SourceRecorded
from services.gate.app import GateService
from services.gate.app import build_app as gate_app
from services.intake.app import Intake
from services.intake.app import build_app as intake_app
from services.verifier.app import VerifierService
from services.verifier.app import build_app as verifier_app
from shared.bus import DECIDER_HEADER, VERDICT_DUE_HEADER
from shared.telemetry import event_attributes, inner_span, logger

from .settings import FrontSettings

log = logger("provgate.front")
FORGET_AFTER_S = 120.0  # an in-process decision no delivery asked about (it went to another consumer)
MAX_EXPECTED = 100_000


class Expected:
    """What this process is deciding (or judging) in-process, by proposal id, for its consumer's
    `settle`: True once recorded. Forgotten after FORGET_AFTER_S or past MAX_EXPECTED; a delivery
    that finds nothing is then handled as any consumer would."""

    def __init__(self) -> None:
        self._futures: OrderedDict[str, tuple[asyncio.Future[bool], float]] = OrderedDict()

    def expect(self, proposal_id: str) -> asyncio.Future[bool]:
        now = time.monotonic()
        while self._futures and (len(self._futures) >= MAX_EXPECTED
                                 or next(iter(self._futures.values()))[1] < now - FORGET_AFTER_S):
            self._futures.popitem(last=False)
        fut: asyncio.Future[bool] = asyncio.get_running_loop().create_future()
        self._futures[proposal_id] = (fut, now)
        return fut

    def settle(self, proposal_id: str) -> asyncio.Future[bool] | None:
        hit = self._futures.pop(proposal_id, None)
        return hit[0] if hit is not None else None

    def recorded(self, proposal_id: str) -> bool:
        """True (and forgotten) once the in-process decision is recorded; else left for `settle`."""
        hit = self._futures.get(proposal_id)
        if hit is None or not hit[0].done() or not hit[0].result():
            return False
        del self._futures[proposal_id]
        return True

    def done(self, proposal_id: str, fut: asyncio.Future[bool] | None, ok: bool, *, asked: bool = True) -> None:
        """`fut` resolved; `asked=False`: no delivery will ask about it (forget it now)."""
        if fut is not None and not fut.done():
            fut.set_result(ok)
        if not asked or not ok:
            self._futures.pop(proposal_id, None)


def not_stored(append: asyncio.Future[Any]) -> bool:
    """Whether a proposal's append is over without storing it (it failed, or was cancelled)."""
    return append.done() and (append.cancelled() or append.exception() is not None)


class DecidingIntake(Intake):
    """Intake that decides each proposal it stores, in this process, through `gate`'s decider, and
    judges it through `verifier` (if any) when that decision holds it for the verifier."""

    def __init__(self, settings: FrontSettings, gate: GateService, verifier: VerifierService | None) -> None:
        super().__init__(settings)
        self.gate, self.verifier = gate, verifier
        self.decisions, self.verdicts = Expected(), Expected()
        gate.settle, gate.recorded = self.decisions.settle, self.decisions.recorded
        if verifier is not None:
            verifier.settle, verifier.recorded = self.verdicts.settle, self.verdicts.recorded
        self.deciding: set[asyncio.Task[None]] = set()

    async def store_proposal(self, evt: ProposalSubmitted, plain: ProposalSubmitted, *, first: bool,
                             headers: dict[str, str] | None = None) -> int:
        pid = evt.proposal_id
        # before the appends: their deliveries may come before the reply, or before the decision returns
        decided = self.decisions.expect(pid)
        judged = self.verdicts.expect(pid) if self.verifier is not None else None
        # the decision is worked out while the proposal's append waits for its acknowledgement; it
        # appends nothing before the proposal is stored, and nothing at all if it is not (`stored`)
        stored = asyncio.ensure_future(super().store_proposal(
            evt, plain, first=first, headers={**(headers or {}), DECIDER_HEADER: self.gate.decider}))
        task = asyncio.create_task(self.decide(evt, plain.model_copy(update={"sealed_by": evt.sealed_by}),
                                               decided, judged, stored))
        self.deciding.add(task)
        task.add_done_callback(self.deciding.discard)
        return await stored

    async def decide(self, sealed: ProposalSubmitted, plain: ProposalSubmitted, decided: asyncio.Future[bool],
                     judged: asyncio.Future[bool] | None, stored: asyncio.Future[int]) -> None:
        pid = sealed.proposal_id
        evt: Any = None
        try:
            with inner_span("gate decide", attributes=lambda: event_attributes(sealed)) as span:
                evt = await self.gate.gate.decide(sealed, span, revealed=plain, stored=stored)
            self.decisions.done(pid, decided, True)
        except Exception as e:  # noqa: BLE001 - the proposal is in the log: the gate's consumer decides it
            if not_stored(stored):  # a repeated client_ref, a failed append: nothing to decide, the caller hears why
                self.decisions.done(pid, decided, False)
                self.verdicts.done(pid, judged, False)
                return
            log.warning("inline_decision_failed", proposal_id=pid, error=repr(e)[:300])
            self.decisions.done(pid, decided, False)
        if self.verifier is None:
            return
        if evt is None:  # not decided here: a quarantine it may be is the verifier consumer's
            self.verdicts.done(pid, judged, False)
            return
        if not self.verifier.judged_here(evt.type, evt.outcome, evt.reasons):
            self.verdicts.done(pid, judged, True, asked=False)  # no verdict of the verifier's is owed
            return
        try:
            with inner_span("verifier judge", attributes=lambda: event_attributes(evt)) as span:
                await self.verifier.judge_one(evt, span, proposal=plain)
            self.verdicts.done(pid, judged, True)
        except Exception as e:  # noqa: BLE001 - the quarantine is in the log: the verifier's consumer judges it
            log.warning("inline_verdict_failed", proposal_id=pid, error=repr(e)[:300])
            self.verdicts.done(pid, judged, False)

    def source_appended(self, evt: SourceRecorded) -> None:
        self.gate.gate.sources.put(evt)
        if self.verifier is not None:
            self.verifier.sources.put(evt)

    async def stop(self) -> None:
        for task in list(self.deciding):
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task
        await super().stop()


def build_app(settings: FrontSettings) -> FastStream:
    gate_settings, verifier_settings = settings.gate(), settings.verifier()
    decider = f"{settings.instance or 'front'}-{os.getpid()}-{uuid.uuid4().hex[:8]}"
    gate = GateService(gate_settings, decider=decider)
    verifier = VerifierService(verifier_settings, decider=decider) if verifier_settings.backend == "rules" else None
    app = intake_app(settings, DecidingIntake(settings, gate, verifier))
    halves = [gate_app(gate_settings, service=gate)]
    if verifier is not None:
        halves.append(verifier_app(verifier_settings, service=verifier))

    async def start_halves() -> None:  # after intake's start, before it serves (FastStream keeps the order)
        for half in halves:
            await half.start()
        if verifier is not None:  # one view of the slots: neither's guess goes stale on the other's appends,
            verifier.seen_slots = gate.gate.seen_slots
            verifier.slots = gate.gate.slots  # and one turn at a time on each (no compare-and-set undone in-process)
            gate.gate.headers_of = lambda evt: (  # a quarantine judged right behind it: the projector may wait
                {VERDICT_DUE_HEADER: "1"} if verifier.judged_here(evt.type, evt.outcome, evt.reasons) else {})

    async def stop_halves() -> None:  # after intake's stop (nothing is decided after it)
        for half in reversed(halves):
            await half.stop()

    app.on_startup(start_halves)
    app.on_shutdown(stop_halves)
    return app
