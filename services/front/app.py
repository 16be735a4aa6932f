"""Intake that decides each proposal right behind its append (issue 14: fold on a small machine).

The design keeps intake, the gate, the verifier and the projector as services of their own, each
deployable and scalable alone. On one small machine, `provgate up` with `PROVGATE_FOLD=1` runs
this instead of intake: the same `Intake` (every subject, reply and check), whose hook right
after a new proposal is stored (`proposal_appended`) hands it to a `services.gate.decider.Gate`
in this process. The decision is appended right behind the proposal, compare-and-set on its slot
like any gate's, so nothing about serialisation changes; the submit's reply does not wait for it.

Nothing is lost if this process dies between the two appends: the gate service still consumes
every proposal, as a sweeper (`PROVGATE_SWEEP_AFTER_S`). It reads the proposal's slot; one decided
here costs it that read and nothing else, and one still undecided after the sweep time it decides.

This module may import both services: it composes them (import-linter keeps intake and gate
independent of each other).
"""
from __future__ import annotations

import asyncio
import contextlib

from faststream import FastStream

from contracts.proposals import ProposalSubmitted
from services.gate.decider import Gate
from services.intake.app import Intake
from services.intake.app import build_app as intake_app
from services.intake.settings import IntakeSettings
from shared.metrics import Decisions
from shared.telemetry import event_attributes, inner_span, logger

log = logger("provgate.front")


class DecidingIntake(Intake):
    gate: Gate

    async def start(self) -> None:
        await super().start()
        self.gate = Gate(self.bus, self.policy, self.keyring,
                         Decisions(self.metrics, "provgate.gate.decision", "decide a proposal"))
        self.deciding: set[asyncio.Task[None]] = set()

    async def proposal_appended(self, evt: ProposalSubmitted, seq: int) -> None:
        await super().proposal_appended(evt, seq)
        task = asyncio.create_task(self.decide(evt))
        self.deciding.add(task)
        task.add_done_callback(self.deciding.discard)

    async def decide(self, evt: ProposalSubmitted) -> None:
        try:
            with inner_span("gate decide", attributes=lambda: event_attributes(evt)) as span:
                await self.gate.decide(evt, span)
        except Exception as e:  # noqa: BLE001 - the proposal is in the log: the gate's sweeper decides it
            log.warning("inline_decision_failed", proposal_id=evt.proposal_id, error=repr(e)[:300])

    async def stop(self) -> None:
        for task in list(getattr(self, "deciding", ())):
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task
        await super().stop()


def build_app(settings: IntakeSettings) -> FastStream:
    return intake_app(settings, DecidingIntake)
