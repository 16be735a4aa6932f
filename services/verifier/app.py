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
moved since it was read (compare-and-set on the subject's sequence); if it has, the proposal
is judged again against the new state. A proposal that no longer waits is never judged twice.
"""
from __future__ import annotations

import asyncio
import time
from collections.abc import Iterable
from dataclasses import replace
from datetime import UTC, datetime
from typing import Any

from faststream import FastStream
from faststream.nats import NatsBroker
from nats.aio.msg import Msg

from contracts.common import AUTHORITY_RANK
from contracts.events import decode_event
from contracts.proposals import ProposalDecided, VerdictRendered
from contracts.reasons import ReasonCode
from contracts.slot import SlotState
from domain.canon import subject_id
from domain.model import Judgement, Source
from domain.rules import judge, predicate_admitted
from domain.slot import pending_of
from shared import logreader
from shared.bus import OUTCOME_HEADER, REASONS_HEADER, Bus, server_list
from shared.consumers import Consumer, Later, append_or_retry_later
from shared.health import add_health, connections
from shared.keyring import Keyring
from shared.metrics import Decisions, Metrics, consumer_lag
from shared.predicates import open_predicate
from shared.telemetry import broker_middlewares, event_attributes, inner_span, logger

from . import core
from .llm import LlmBackend
from .settings import VerifierSettings

log = logger("provgate.verifier")


def build_app(settings: VerifierSettings, *, bus: Bus | None = None) -> FastStream:
    subjects = settings.subjects
    policy = settings.policy()
    broker = NatsBroker(server_list(settings.nats_url), logger=None, middlewares=broker_middlewares(subjects))
    app = FastStream(broker, logger=None)
    state: dict[str, object] = {}
    metrics = Metrics("verifier")
    verdicts = Decisions(metrics, "provgate.verifier.verdict", "judge a quarantined proposal")
    seen_slots = logreader.slots_seen(2_000)

    @app.on_startup
    async def connect() -> None:
        b = bus or await Bus.connect(settings.nats_url, subjects, name="provgate-verifier",
                                 leader_reads=settings.stream_replicas > 1)
        await b.ensure_stream(settings.stream_replicas)
        state["bus"] = b
        seen_slots.unseen = not await b.slots_before_kinds()  # such a log's unseen slots are read
        state["keyring"] = kr = Keyring(b)
        state["sources"] = logreader.SourceCache(b, convert=Source.of, reveal=kr.reveal)
        nonlocal policy
        policy = replace(policy, value_seal=await kr.value_secret())
        if settings.backend == "llm":
            state["llm"] = LlmBackend.from_settings(settings, policy)
        metrics.track_consumer(settings.durable, lambda: consumer_lag(b.js, subjects.stream, settings.durable))

    @app.after_startup
    async def consume() -> None:
        # quarantines only (the slot events of a log written before the kinds too: skipped by header)
        state["consumer"] = c = Consumer.deciding(state["bus"], settings, subjects.quarantine_filters(),  # type: ignore[arg-type]
                                                  on_slot_event, give_up=give_up, skip=not_ours)
        await c.start()

    @app.on_shutdown
    async def close() -> None:
        if "consumer" in state:
            await state["consumer"].stop()  # type: ignore[attr-defined]
        if "llm" in state:
            await state["llm"].aclose()  # type: ignore[attr-defined]
        if bus is None and "bus" in state:
            await state["bus"].close()  # type: ignore[attr-defined]

    add_health(broker, subjects, "verifier", settings.instance, connections(state, metrics), metrics)

    async def rules_backend(p, evidence, slot) -> Judgement:
        return judge(p, evidence, slot, policy)

    async def judged(p, evidence, slot) -> Judgement:
        """Fail closed: an error or a timeout of the backend is a rejection with its own code."""
        backend = state["llm"] if settings.backend == "llm" else rules_backend
        try:
            return await asyncio.wait_for(backend(p, evidence, slot), settings.verdict_timeout_s)  # type: ignore[operator]
        except TimeoutError:
            return core.TIMEOUT
        except Exception as e:  # noqa: BLE001 - any failure of the judge is a rejection
            log.error("verifier_failed", error=repr(e))
            return core.ERROR

    broker.publisher(subjects.all_slots, title="verifier/verdict.rendered", schema=VerdictRendered,
                     description="Judges every quarantined proposal (durable consumer on slot events) and appends "
                                 "one verdict to its slot, compare-and-set on the slot's subject.")

    def judged_here(kind: str | None, outcome: str | None, reasons: Iterable[str]) -> bool:
        """A quarantine this verifier judges. A contradiction between two sourced statements
        (`reviewer_reasons`) is a reviewer's to decide (reviews.decide)."""
        return (kind == "proposal.decided" and outcome == "quarantined"
                and not settings.reviewer_reasons.intersection(reasons))

    def not_ours(msg: Msg) -> bool:
        """The headers say this slot event is no quarantine of ours: acked on arrival, not even decoded."""
        h = msg.headers or {}
        return OUTCOME_HEADER in h and not judged_here(h.get("Provgate-Type"), h[OUTCOME_HEADER],
                                                       h.get(REASONS_HEADER, "").split(","))

    async def on_slot_event(msg: Msg) -> None:
        evt = decode_event(msg.data)  # (events appended before the headers existed are decoded here)
        if not isinstance(evt, ProposalDecided) or not judged_here(evt.type, evt.outcome, evt.reasons):
            return
        # the slot as this decision left it: the verdict is built on it, and the append checks it
        seen_slots.saw(evt.slot_id, evt.slot, msg.metadata.sequence.stream)
        with inner_span("verifier judge", attributes=lambda: event_attributes(evt)) as span:
            await judge_one(evt, span)

    async def give_up(msg: Msg, why: str) -> None:
        """After every retry failed: the quarantined proposal is rejected (fail closed), recorded."""
        evt = decode_event(msg.data)
        if not isinstance(evt, ProposalDecided) or not judged_here(evt.type, evt.outcome, evt.reasons):
            return
        b: Bus = state["bus"]  # type: ignore[assignment]

        async def build(slot: SlotState) -> VerdictRendered | None:
            return core.verdict_event(
                proposal_id=evt.proposal_id, slot_id=evt.slot_id, scope=evt.scope, correlation_id=evt.correlation_id,
                causation_id=evt.event_id, state=slot, judgement=core.GAVE_UP, authority=AUTHORITY_RANK["agent"],
                by=settings.backend, reviewer=None, now=datetime.now(UTC), latency_us=0)

        verdict = await logreader.append_to_slot(b, evt.slot_id, build, settings.occ_attempts)
        if verdict is not None:
            verdicts.record(0.0, verdict.outcome, verdict.reasons)
            log.warning("verdict_recorded", proposal_id=evt.proposal_id, outcome=verdict.outcome, why=why)

    async def judge_one(evt: ProposalDecided, span: Any) -> None:
        """Judge and append in the `verifier judge` span, so the verdict event carries its context."""
        b: Bus = state["bus"]  # type: ignore[assignment]
        sources: logreader.SourceCache = state["sources"]  # type: ignore[assignment]
        t_in = time.perf_counter_ns()
        p = await logreader.proposal(b, evt.proposal_id)
        if p is None:
            raise Later(1.0)  # the log holds the proposal before its decision
        p = await state["keyring"].reveal(p)  # type: ignore[attr-defined]
        evidence = await sources.many(p.evidence)
        attempts = 0

        async def build(slot: SlotState) -> VerdictRendered | None:
            nonlocal attempts
            attempts += 1
            if pending_of(slot, p.proposal_id) is None:
                span.set_attribute("provgate.already_decided", True)
                return None  # already judged (a redelivery) or decided by a reviewer
            t0 = time.perf_counter_ns()
            j = await judged(p, evidence, slot)
            if j.outcome == "approved" and not slot.points and not await open_predicate(
                    b, scope=p.scope, subject_id=subject_id(p.scope, p.subject_key), subject_key=p.subject_key,
                    predicate_key=p.predicate_key, correlation_id=p.correlation_id,
                    admit=lambda s: predicate_admitted(s, p.predicate_key, policy)):
                j = Judgement("rejected", (ReasonCode.VERIFIER_REJECTED, ReasonCode.TOO_MANY_PREDICATES),
                              "The subject already holds the most predicates the policy allows.")
            grounded = [s.rank for s in evidence if s is not None and s.scope == p.scope]
            return core.verdict_event(
                proposal_id=p.proposal_id, slot_id=p.slot_id, scope=p.scope, correlation_id=p.correlation_id,
                causation_id=evt.event_id, state=slot, judgement=j,
                authority=max(grounded, default=AUTHORITY_RANK["agent"]), by=settings.backend, reviewer=None,
                now=datetime.now(UTC), latency_us=(time.perf_counter_ns() - t0) // 1000,
            )

        verdict = await append_or_retry_later(b, evt.slot_id, build, settings.occ_attempts, seen_slots)
        if verdict is not None:
            verdicts.record((time.perf_counter_ns() - t_in) / 1e9, verdict.outcome, verdict.reasons)
            span.set_attributes({**event_attributes(verdict), "provgate.attempts": attempts})
            log.info("verdict_recorded", proposal_id=p.proposal_id, scope=p.scope, outcome=verdict.outcome,
                     reason=verdict.reason, latency_us=verdict.latency_us)

    return app
