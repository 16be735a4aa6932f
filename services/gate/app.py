"""The gate as a FastStream app around one durable consumer on proposals, any number of instances.

The consumer is `shared.consumers.Consumer` (each proposal decided as it arrives); FastStream
hosts the process: its lifecycle, health and metrics requests, and the AsyncAPI document. The
decision itself, and its compare-and-set on the log, is `decider.Gate`.

Decisions on one slot serialise through the log itself: the decision is appended to the slot's
subject only if that subject's last sequence is still the one the state was read at. Two
instances deciding on one slot at once: one wins, the other re-reads and decides again.

A proposal whose `Provgate-Decider` header names a process that decides it itself (issue 14's
fold, services/front) is swept, not decided at once: this gate reads its slot when it is
`sweep_after_s` old and decides it only if that process has not (it may have died between its
two appends). A process that decides in-process holds a `GateService` of its own and settles
its own proposals from memory (`settle`), so its consumer acks them without a read.
"""
from __future__ import annotations

import asyncio
import time
from collections.abc import Callable

from faststream import FastStream
from nats.aio.msg import Msg

from contracts.erasure import SpeakerErased
from contracts.events import decode_event
from contracts.proposals import ProposalDecided, ProposalSubmitted
from shared.bus import DECIDER_HEADER, Bus
from shared.consumers import Consumer, Settle, recorded_here, settled_here
from shared.health import host
from shared.metrics import Decisions, Metrics, consumer_lag
from shared.telemetry import event_attributes, inner_span

from .decider import Gate
from .settings import GateSettings


class GateService:
    """The gate's dependencies and handlers: made by `build_app` (nothing connects), connected by
    `start`, consuming after `serve`. `decider` names this process in the `Provgate-Decider` header
    of the proposals it decides itself; `settle` (see `Settle`) is asked first about each of them."""

    bus: Bus  # connected by `start`
    gate: Gate
    proposals: Consumer
    erasures: Consumer

    def __init__(self, settings: GateSettings, *, bus: Bus | None = None, decider: str = "",
                 settle: Settle | None = None) -> None:
        self.settings = settings
        self.given_bus = bus
        self.decider = decider
        self.settle = settle
        self.recorded: Callable[[str], bool] | None = None  # `recorded_here`: settled without waiting
        self.metrics = Metrics("gate")
        self.decisions = Decisions(self.metrics, "provgate.gate.decision", "decide a proposal")
        self.state: dict[str, object] = {}  # what `connections` reports on (bus, consumer)

    async def start(self) -> None:
        s, subjects = self.settings, self.settings.subjects
        b = self.given_bus or await Bus.connect(s.nats_url, subjects, name="provgate-gate",
                                                leader_reads=s.stream_replicas > 1)
        await b.ensure_stream(s.stream_replicas)
        self.bus = b
        self.gate = await Gate.open(b, s.policy(), self.decisions, s.occ_attempts, s.slot_cache)
        self.gate.slot_reads = self.metrics.counter(
            "provgate.gate.slot_reads", "Slot states read from the log before a decision, by why: not_kept (not in "
            "the gate's memory: raise PROVGATE_SLOT_CACHE if this grows with the rate), or asked (a retry, a sweep).")
        if self.decider:  # its decisions name it too: a verifier in the same process settles their quarantines
            self.gate.headers = {DECIDER_HEADER: self.decider}
        self.proposals = Consumer.deciding(b, s, subjects.all_proposals, self.on_proposal_submitted,
                                           give_up=self.give_up,
                                           skip=lambda m: recorded_here(m, self.decider, self.recorded))
        self.erasures = Consumer(b, durable=s.durable + "-erasures", filter_subject=subjects.all_erasures,
                                 handle=self.on_erasure, capacity=4, ack_wait_s=s.ack_wait_s)
        self.state.update(bus=b, consumer=self.proposals)
        self.metrics.track_consumer(s.durable, lambda: consumer_lag(b.js, subjects.stream, s.durable))

    async def serve(self) -> None:
        await self.proposals.start()
        await self.erasures.start()

    async def stop(self) -> None:
        if "bus" in self.state:
            await self.proposals.stop()
            await self.erasures.stop()
            if self.given_bus is None:
                await self.bus.close()

    # ------------------------------------------------------------------ handlers
    async def on_proposal_submitted(self, msg: Msg) -> None:
        h = msg.headers or {}
        if await settled_here(msg, self.decider, self.settle):
            return  # decided in this process (or found decided): nothing to read
        decider = h.get(DECIDER_HEADER)
        p = decode_event(msg.data)
        if not isinstance(p, ProposalSubmitted):
            return
        sweep = None
        if decider and decider != self.decider:  # another process decides it: only sweep up after it
            sweep = msg.metadata.timestamp.timestamp() + self.settings.sweep_after_s
            await asyncio.sleep(max(0.0, sweep - time.time()))
        with inner_span("gate decide", attributes=lambda: event_attributes(p)) as span:
            await self.gate.decide(p, span, sweep_until=sweep)

    async def give_up(self, msg: Msg, why: str) -> None:
        p = decode_event(msg.data)
        if isinstance(p, ProposalSubmitted):
            await self.gate.refuse(p, why)

    async def on_erasure(self, msg: Msg) -> None:
        """Issue 16: the points an erasure names are taken off their slots here, where every slot
        decision is made, so the gate stops seeing erased values as current."""
        e = decode_event(msg.data)
        if isinstance(e, SpeakerErased):
            await self.gate.withdraw(e)


def build_app(settings: GateSettings, *, bus: Bus | None = None, service: GateService | None = None) -> FastStream:
    """The gate's app; `service`: one made by the caller (services/front holds it, to decide in-process)."""
    app, broker = host(service or GateService(settings, bus=bus), "gate", settings)
    broker.publisher(settings.subjects.all_slots, title="gate/proposal.decided", schema=ProposalDecided,
                     description="Decides each submitted proposal (durable consumer on proposal events) and "
                                 "appends the decision to its slot, compare-and-set on the slot's subject.")
    return app
