"""The gate as a FastStream app around one durable consumer on proposals, any number of instances.

The consumer is `shared.consumers.Consumer` (each proposal decided as it arrives); FastStream
hosts the process: its lifecycle, health and metrics requests, and the AsyncAPI document. The
decision itself, and its compare-and-set on the log, is `decider.Gate`.

Decisions on one slot serialise through the log itself: the decision is appended to the slot's
subject only if that subject's last sequence is still the one the state was read at. Two
instances deciding on one slot at once: one wins, the other re-reads and decides again.
"""
from __future__ import annotations

from dataclasses import dataclass

from faststream import FastStream
from faststream.nats import NatsBroker
from nats.aio.msg import Msg

from contracts.erasure import SpeakerErased
from contracts.events import decode_event
from contracts.proposals import ProposalDecided, ProposalSubmitted
from shared.bus import Bus, server_list
from shared.consumers import Consumer
from shared.health import add_health, connections
from shared.metrics import Decisions, Metrics, consumer_lag
from shared.telemetry import broker_middlewares, event_attributes, inner_span

from .decider import Gate
from .settings import GateSettings


@dataclass
class Running:
    """What the app holds once started."""

    bus: Bus
    gate: Gate
    proposals: Consumer
    erasures: Consumer


def build_app(settings: GateSettings, *, bus: Bus | None = None) -> FastStream:
    subjects = settings.subjects
    broker = NatsBroker(server_list(settings.nats_url), logger=None, middlewares=broker_middlewares(subjects))
    app = FastStream(broker, logger=None)
    metrics = Metrics("gate")
    decisions = Decisions(metrics, "provgate.gate.decision", "decide a proposal")
    state: dict[str, object] = {}  # what `connections` reports on (bus, consumer)

    async def on_proposal_submitted(msg: Msg) -> None:
        p = decode_event(msg.data)
        if isinstance(p, ProposalSubmitted):
            sweep = msg.metadata.timestamp.timestamp() + settings.sweep_after_s if settings.sweep_after_s else None
            with inner_span("gate decide", attributes=lambda: event_attributes(p)) as span:
                await run.gate.decide(p, span, sweep_until=sweep)

    async def give_up(msg: Msg, why: str) -> None:
        p = decode_event(msg.data)
        if isinstance(p, ProposalSubmitted):
            await run.gate.refuse(p, why)

    async def on_erasure(msg: Msg) -> None:
        """Issue 16: the points an erasure names are taken off their slots here, where every slot
        decision is made, so the gate stops seeing erased values as current."""
        e = decode_event(msg.data)
        if isinstance(e, SpeakerErased):
            await run.gate.withdraw(e)

    run: Running

    @app.on_startup
    async def connect() -> None:
        nonlocal run
        b = bus or await Bus.connect(settings.nats_url, subjects, name="provgate-gate",
                                     leader_reads=settings.stream_replicas > 1)
        await b.ensure_stream(settings.stream_replicas)
        gate = await Gate.open(b, settings.policy(), decisions, settings.occ_attempts)
        run = Running(b, gate, Consumer.deciding(b, settings, subjects.all_proposals, on_proposal_submitted,
                                                 give_up=give_up),
                      Consumer(b, durable=settings.durable + "-erasures", filter_subject=subjects.all_erasures,
                               handle=on_erasure, capacity=4, ack_wait_s=settings.ack_wait_s))
        state.update(bus=b, consumer=run.proposals)
        metrics.track_consumer(settings.durable, lambda: consumer_lag(b.js, subjects.stream, settings.durable))

    @app.after_startup
    async def consume() -> None:
        await run.proposals.start()
        await run.erasures.start()

    add_health(broker, subjects, "gate", settings.instance, connections(state, metrics), metrics)

    @app.on_shutdown
    async def close() -> None:
        if "bus" in state:
            await run.proposals.stop()
            await run.erasures.stop()
            if bus is None:
                await run.bus.close()

    broker.publisher(subjects.all_slots, title="gate/proposal.decided", schema=ProposalDecided,
                     description="Decides each submitted proposal (durable consumer on proposal events) and "
                                 "appends the decision to its slot, compare-and-set on the slot's subject.")
    return app
