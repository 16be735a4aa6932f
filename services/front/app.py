"""Intake and the gate in one process, each proposal decided right behind its append (issue 14's fold).

The design keeps intake, the gate, the verifier and the projector as services of their own, each
deployable and scalable alone. On one small machine, `provgate up` with `PROVGATE_FOLD=1` runs
this in place of both intake and the gate: the same `Intake` (every subject, reply and check)
and the same `GateService` (its durable consumer on proposals, its erasure consumer, health and
metrics), each on its own NATS login, so decisions are still appended with the gate's rights only.

What the fold saves is the hop between them. Intake hands each proposal it stores, with its
value still open, straight to the gate's decider (compare-and-set on its slot like any gate's,
so serialisation is unchanged), and the sources it records to the decider's cache; the submit's
reply does not wait for the decision. The gate's consumer still gets every proposal: one this
process is deciding is acked once that decision is recorded (`settle`, no read, no decode).

Nothing is lost if this process dies between the two appends: its proposals name it in their
`Provgate-Decider` header, and whichever gate consumer they reach next (this process restarted,
another front, a gate service) sees that the decider is not itself, waits until the proposal is
`sweep_after_s` old, reads its slot and decides it if no one has.

This module may import both services: it composes them (import-linter keeps intake and gate
independent of each other).
"""
from __future__ import annotations

import asyncio
import contextlib
import os
import time
import uuid
from collections import OrderedDict

from faststream import FastStream

from contracts.proposals import ProposalSubmitted
from contracts.sources import SourceRecorded
from services.gate.app import GateService
from services.gate.app import build_app as gate_app
from services.intake.app import Intake
from services.intake.app import build_app as intake_app
from shared.bus import DECIDER_HEADER
from shared.telemetry import event_attributes, inner_span, logger

from .settings import FrontSettings

log = logger("provgate.front")
FORGET_AFTER_S = 120.0  # an in-process decision no delivery asked about (it went to another gate)
MAX_EXPECTED = 100_000


class DecidingIntake(Intake):
    """Intake that decides each proposal it stores, in this process, through `gate`'s decider."""

    def __init__(self, settings: FrontSettings, gate: GateService) -> None:
        super().__init__(settings)
        self.gate = gate
        gate.settle = self.settle
        # proposal id -> (its in-process decision: True once recorded or found recorded, when asked)
        self.expected: OrderedDict[str, tuple[asyncio.Future[bool], float]] = OrderedDict()
        self.deciding: set[asyncio.Task[None]] = set()

    async def store_proposal(self, evt: ProposalSubmitted, plain: ProposalSubmitted, *, first: bool,
                             headers: dict[str, str] | None = None) -> int:
        done = self.expect(evt.proposal_id)  # before the append: its delivery may come before the reply
        try:
            seq = await super().store_proposal(evt, plain, first=first,
                                               headers={**(headers or {}), DECIDER_HEADER: self.gate.decider})
        except BaseException:
            self.expected.pop(evt.proposal_id, None)
            done.set_result(False)
            raise
        task = asyncio.create_task(self.decide(evt, plain.model_copy(update={"sealed_by": evt.sealed_by}), done))
        self.deciding.add(task)
        task.add_done_callback(self.deciding.discard)
        return seq

    def expect(self, proposal_id: str) -> asyncio.Future[bool]:
        now = time.monotonic()
        while self.expected and (len(self.expected) >= MAX_EXPECTED
                                 or next(iter(self.expected.values()))[1] < now - FORGET_AFTER_S):
            self.expected.popitem(last=False)  # forgotten: its delivery, if it comes, decides as any gate
        fut: asyncio.Future[bool] = asyncio.get_running_loop().create_future()
        self.expected[proposal_id] = (fut, now)
        return fut

    async def decide(self, sealed: ProposalSubmitted, plain: ProposalSubmitted, done: asyncio.Future[bool]) -> None:
        ok = False
        try:
            with inner_span("gate decide", attributes=lambda: event_attributes(sealed)) as span:
                await self.gate.gate.decide(sealed, span, revealed=plain)
            ok = True
        except Exception as e:  # noqa: BLE001 - the proposal is in the log: the gate's consumer decides it
            log.warning("inline_decision_failed", proposal_id=sealed.proposal_id, error=repr(e)[:300])
        finally:
            if not done.done():
                done.set_result(ok)

    def settle(self, proposal_id: str) -> asyncio.Future[bool] | None:
        """The gate consumer's question about one of this process's proposals (see GateService)."""
        hit = self.expected.pop(proposal_id, None)
        return hit[0] if hit is not None else None

    def source_appended(self, evt: SourceRecorded) -> None:
        self.gate.gate.sources.put(evt)

    async def stop(self) -> None:
        for task in list(self.deciding):
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task
        await super().stop()


def build_app(settings: FrontSettings) -> FastStream:
    gate_settings = settings.gate()
    decider = f"{settings.instance or 'front'}-{os.getpid()}-{uuid.uuid4().hex[:8]}"
    gate = GateService(gate_settings, decider=decider)
    app = intake_app(settings, DecidingIntake(settings, gate))
    gate_half = gate_app(gate_settings, service=gate)

    async def start_gate() -> None:  # after intake's start, before it serves (FastStream keeps the order)
        await gate_half.start()

    async def stop_gate() -> None:  # after intake's stop (no decision is started after it)
        await gate_half.stop()

    app.on_startup(start_gate)
    app.on_shutdown(stop_gate)
    return app
