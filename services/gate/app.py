"""The gate as a FastStream app: one durable pull consumer on proposals, any number of instances.

Decisions on one slot serialise through the log itself: the decision is appended to the slot's
subject only if that subject's last sequence is still the one the state was read at. Two
instances deciding on one slot at once: one wins, the other re-reads and decides again.
"""
from __future__ import annotations

import time
from datetime import UTC, datetime
from typing import Any

from faststream import AckPolicy, FastStream
from faststream.nats import ConsumerConfig, JStream, NatsBroker, PullSub

from contracts.proposals import ProposalDecided, ProposalSubmitted
from contracts.slot import SlotState
from domain.canon import subject_id
from domain.model import Source
from domain.rules import predicate_admitted
from shared import logreader
from shared.bus import Bus, server_list
from shared.consumers import append_or_retry_later, event_decoder, reject_invalid_events
from shared.health import add_health, connections
from shared.metrics import Decisions, Metrics, consumer_lag
from shared.predicates import open_predicate
from shared.telemetry import broker_middlewares, event_attributes, logger, tracer

from . import core
from .settings import GateSettings

log = logger("provgate.gate")


def build_app(settings: GateSettings, *, bus: Bus | None = None) -> FastStream:
    subjects = settings.subjects
    policy = settings.policy()
    broker = NatsBroker(server_list(settings.nats_url), logger=None,
                        middlewares=[*broker_middlewares(subjects), reject_invalid_events()])
    app = FastStream(broker, logger=None)
    state: dict[str, object] = {}
    metrics = Metrics("gate")
    decisions = Decisions(metrics, "provgate.gate.decision", "decide a proposal")

    @app.on_startup
    async def connect() -> None:
        b = bus or await Bus.connect(settings.nats_url, subjects, name="provgate-gate",
                                 leader_reads=settings.stream_replicas > 1)
        await b.ensure_stream(settings.stream_replicas)
        state["bus"] = b
        state["sources"] = logreader.SourceCache(b)
        metrics.track_consumer(settings.durable, lambda: consumer_lag(b.js, subjects.stream, settings.durable))

    add_health(broker, subjects, "gate", settings.instance, connections(state, metrics), metrics)

    @app.on_shutdown
    async def close() -> None:
        if bus is None and "bus" in state:
            await state["bus"].close()  # type: ignore[attr-defined]

    @broker.subscriber(
        subjects.all_proposals,
        stream=JStream(subjects.stream, declare=False),
        durable=settings.durable,
        pull_sub=PullSub(batch_size=settings.batch_size, timeout=settings.fetch_linger_s),
        config=ConsumerConfig(ack_wait=settings.ack_wait_s, max_deliver=settings.max_deliver, max_ack_pending=5000),
        ack_policy=AckPolicy.NACK_ON_ERROR,
        decoder=event_decoder,
        title="gate/proposal.submitted",
        description="Decides each submitted proposal and appends the decision to its slot.",
    )
    async def on_proposal_submitted(p: ProposalSubmitted) -> None:
        with tracer().start_as_current_span("gate decide", attributes=event_attributes(p)) as span:
            await decide(p, span)

    async def decide(p: ProposalSubmitted, span: Any) -> None:
        """Decide and append in the `gate decide` span, so the decision event carries its context."""
        b: Bus = state["bus"]  # type: ignore[assignment]
        sources: logreader.SourceCache = state["sources"]  # type: ignore[assignment]
        t0 = time.perf_counter_ns()
        evidence = [Source.of(s) for s in await sources.many(p.evidence)]
        subject = subject_id(p.scope, p.subject_key)
        attempts = 0

        async def build(slot: SlotState) -> ProposalDecided | None:
            nonlocal attempts
            attempts += 1
            if p.proposal_id in slot.decided:
                span.set_attribute("provgate.redelivered", True)
                return None  # a redelivery of a proposal already decided
            # a slot with no value yet may be a new predicate for its subject: count it (the cap)
            preds = None if slot.points else (await logreader.subject_predicates(b, subject))[0]
            evt = core.decision_event(p, evidence, slot, policy, now=datetime.now(UTC),
                                      latency_us=(time.perf_counter_ns() - t0) // 1000, subject_predicates=preds)
            if preds is not None and evt.point is not None and p.predicate_key not in preds:
                if not await open_predicate(
                        b, scope=p.scope, subject_id=subject, subject_key=p.subject_key,
                        predicate_key=p.predicate_key, correlation_id=p.correlation_id,
                        admit=lambda s: predicate_admitted(s, p.predicate_key, policy)):
                    raise logreader.Retry  # the cap filled meanwhile: decide again, against the new set
            return evt

        evt = await append_or_retry_later(b, p.slot_id, build, settings.occ_attempts)
        if evt is not None:
            decisions.record((time.perf_counter_ns() - t0) / 1e9, evt.outcome, evt.reasons)
            span.set_attributes({**event_attributes(evt), "provgate.attempts": attempts})
            log.info("decision_recorded", proposal_id=p.proposal_id, scope=p.scope, outcome=evt.outcome,
                     reasons=[r.value for r in evt.reasons], latency_us=evt.latency_us)

    return app
