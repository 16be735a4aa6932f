"""The gate as a FastStream app around one durable consumer on proposals, any number of instances.

The consumer is `shared.consumers.Consumer` (each proposal decided as it arrives); FastStream
hosts the process: its lifecycle, health and metrics requests, and the AsyncAPI document.

Decisions on one slot serialise through the log itself: the decision is appended to the slot's
subject only if that subject's last sequence is still the one the state was read at. Two
instances deciding on one slot at once: one wins, the other re-reads and decides again.
"""
from __future__ import annotations

import time
from dataclasses import replace
from datetime import UTC, datetime
from typing import Any

from faststream import FastStream
from faststream.nats import NatsBroker
from nats.aio.msg import Msg

from contracts.erasure import SpeakerErased
from contracts.events import decode_event
from contracts.proposals import PointsWithdrawn, ProposalDecided, ProposalSubmitted
from contracts.reasons import ReasonCode
from contracts.slot import SlotState
from domain.canon import subject_id
from domain.model import Source
from domain.rules import predicate_admitted
from shared import logreader
from shared.bus import Bus, server_list
from shared.consumers import Consumer, KeyedLocks, append_or_retry_later
from shared.health import add_health, connections
from shared.keyring import Keyring
from shared.metrics import Decisions, Metrics, consumer_lag
from shared.predicates import open_predicate, predicates_seen
from shared.telemetry import broker_middlewares, event_attributes, logger, tracer

from . import core
from .settings import GateSettings

log = logger("provgate.gate")


def build_app(settings: GateSettings, *, bus: Bus | None = None) -> FastStream:
    subjects = settings.subjects
    policy = settings.policy()
    broker = NatsBroker(server_list(settings.nats_url), logger=None, middlewares=broker_middlewares(subjects))
    app = FastStream(broker, logger=None)
    state: dict[str, object] = {}
    slots = KeyedLocks()  # one decision at a time per slot in this process, in delivery order
    # the slot states and predicate sets this gate saw last: a decision is built on them and the
    # append checks them (compare-and-set), so in the usual case nothing is read before deciding
    seen_slots, seen_predicates = logreader.slots_seen(), predicates_seen()
    metrics = Metrics("gate")
    decisions = Decisions(metrics, "provgate.gate.decision", "decide a proposal")

    @app.on_startup
    async def connect() -> None:
        b = bus or await Bus.connect(settings.nats_url, subjects, name="provgate-gate",
                                 leader_reads=settings.stream_replicas > 1)
        await b.ensure_stream(settings.stream_replicas)
        state["bus"] = b
        state["keyring"] = kr = Keyring(b)
        state["sources"] = logreader.SourceCache(b, convert=Source.of, reveal=kr.reveal)
        nonlocal policy
        policy = replace(policy, value_seal=await kr.value_secret())
        metrics.track_consumer(settings.durable, lambda: consumer_lag(b.js, subjects.stream, settings.durable))

    @app.after_startup
    async def consume() -> None:
        state["consumer"] = c = Consumer.deciding(state["bus"], settings, subjects.all_proposals,  # type: ignore[arg-type]
                                                  on_proposal_submitted, give_up=give_up)
        await c.start()
        # issue 16: the points an erasure names are taken off their slots here, where every slot
        # decision is made (compare-and-set), so the gate stops seeing erased values as current
        state["erasures"] = e = Consumer(state["bus"], durable=settings.durable + "-erasures",  # type: ignore[arg-type]
                                         filter_subject=subjects.all_erasures, handle=on_erasure,
                                         capacity=4, ack_wait_s=settings.ack_wait_s)
        await e.start()

    async def on_erasure(msg: Msg) -> None:
        evt = decode_event(msg.data)
        if not isinstance(evt, SpeakerErased):
            return
        b: Bus = state["bus"]  # type: ignore[assignment]
        by_slot: dict[str, set[str]] = {}
        for p in evt.points:
            by_slot.setdefault(p.slot_id, set()).add(p.proposal_id)
        for slot_id, pids in sorted(by_slot.items()):
            async def build(slot: SlotState, slot_id: str = slot_id, pids: set[str] = pids) -> PointsWithdrawn | None:
                return core.withdrawal_event(evt, slot_id, pids, slot, now=datetime.now(UTC))

            async with slots.hold(slot_id):
                done = await logreader.append_to_slot(b, slot_id, build, settings.occ_attempts, latest=seen_slots)
            if done is not None:
                log.info("points_withdrawn", slot_id=slot_id, proposals=list(done.proposal_ids), reason=done.reason,
                         erasure_id=evt.erasure_id)

    add_health(broker, subjects, "gate", settings.instance, connections(state, metrics), metrics)

    @app.on_shutdown
    async def close() -> None:
        for name in ("consumer", "erasures"):
            if name in state:
                await state[name].stop()  # type: ignore[attr-defined]
        if bus is None and "bus" in state:
            await state["bus"].close()  # type: ignore[attr-defined]

    broker.publisher(subjects.all_slots, title="gate/proposal.decided", schema=ProposalDecided,
                     description="Decides each submitted proposal (durable consumer on proposal events) and "
                                 "appends the decision to its slot, compare-and-set on the slot's subject.")

    async def on_proposal_submitted(msg: Msg) -> None:
        p = decode_event(msg.data)
        if not isinstance(p, ProposalSubmitted):
            return
        p = await state["keyring"].reveal(p)  # type: ignore[attr-defined]
        async with slots.hold(p.slot_id):
            with tracer().start_as_current_span("gate decide", attributes=event_attributes(p)) as span:
                await decide(p, span)

    async def give_up(msg: Msg, why: str) -> None:
        """After every retry failed: the proposal is refused with `retries_exhausted`, recorded."""
        p = decode_event(msg.data)
        if not isinstance(p, ProposalSubmitted):
            return
        p = await state["keyring"].reveal(p)  # type: ignore[attr-defined]
        b: Bus = state["bus"]  # type: ignore[assignment]

        async def build(slot: SlotState) -> ProposalDecided | None:
            if p.proposal_id in slot.decided:
                return None  # decided after all
            return core.refusal_event(p, slot, ReasonCode.RETRIES_EXHAUSTED, now=datetime.now(UTC),
                                      seal=policy.value_seal)

        async with slots.hold(p.slot_id):
            evt = await logreader.append_to_slot(b, p.slot_id, build, settings.occ_attempts)
        if evt is not None:
            decisions.record(0.0, evt.outcome, evt.reasons)
            log.warning("decision_recorded", proposal_id=p.proposal_id, scope=p.scope, outcome=evt.outcome,
                        reasons=[r.value for r in evt.reasons], why=why)

    async def decide(p: ProposalSubmitted, span: Any) -> None:
        """Decide and append in the `gate decide` span, so the decision event carries its context."""
        b: Bus = state["bus"]  # type: ignore[assignment]
        sources: logreader.SourceCache = state["sources"]  # type: ignore[assignment]
        t0 = time.perf_counter_ns()
        evidence = await sources.many(p.evidence)
        subject = subject_id(p.scope, p.subject_key)
        attempts = 0

        async def build(slot: SlotState) -> ProposalDecided | None:
            nonlocal attempts
            attempts += 1
            if p.proposal_id in slot.decided:
                span.set_attribute("provgate.redelivered", True)
                return None  # a redelivery of a proposal already decided
            # a slot with no value yet may be a new predicate for its subject: count it (the cap)
            if slot.points:
                return decision(slot, None)
            preds, seq = seen_predicates.guess(subject)
            if p.predicate_key not in preds and attempts == 1:
                # sets only grow, so a guess holding the predicate is exact; one without it may
                # only admit it, checked by open_predicate's compare-and-set below
                evt = decision(slot, preds)
                if evt.point is not None:
                    return await admitted(evt)
            if p.predicate_key not in preds:
                preds, seq = await logreader.subject_predicates(b, subject)  # a refusal is never built on a guess
                seen_predicates.saw(subject, preds, seq)
            evt = decision(slot, preds)
            return await admitted(evt) if evt.point is not None and p.predicate_key not in preds else evt

        def decision(slot: SlotState, preds: frozenset[str] | None) -> ProposalDecided:
            return core.decision_event(p, evidence, slot, policy, now=datetime.now(UTC),
                                       latency_us=(time.perf_counter_ns() - t0) // 1000, subject_predicates=preds)

        async def admitted(evt: ProposalDecided) -> ProposalDecided:
            """Open the new predicate on its subject (compare-and-set) before the decision that uses it."""
            if not await open_predicate(
                    b, scope=p.scope, subject_id=subject, subject_key=p.subject_key,
                    predicate_key=p.predicate_key, correlation_id=p.correlation_id,
                    admit=lambda s: predicate_admitted(s, p.predicate_key, policy), latest=seen_predicates):
                raise logreader.Retry  # the cap filled meanwhile: decide again, against the new set
            return evt

        async def sealed(slot: SlotState) -> ProposalDecided | None:
            """The decision with the closest sentence (a source's words) sealed like the value."""
            evt = await build(slot)
            return await state["keyring"].seal_closest(evt, p.sealed_by) if evt is not None else None  # type: ignore[attr-defined]

        evt = await append_or_retry_later(b, p.slot_id, sealed, settings.occ_attempts, seen_slots)
        if evt is not None:
            decisions.record((time.perf_counter_ns() - t0) / 1e9, evt.outcome, evt.reasons)
            span.set_attributes({**event_attributes(evt), "provgate.attempts": attempts})
            log.info("decision_recorded", proposal_id=p.proposal_id, scope=p.scope, outcome=evt.outcome,
                     reasons=[r.value for r in evt.reasons], latency_us=evt.latency_us)

    return app
