"""Intake as a FastStream app: the `provgate.v1.*` request-reply handlers (queue group "intake").

Each subject is served by up to `concurrency` requests at once, with a bounded backlog. A submit
with `wait` hands its waiting to a task of its own and frees its worker at once (issue 11: waits
once held every worker while PostgreSQL was down, and stopped all submits).

Writes become events on the log (sources, proposals); reads come from the views. A submit with
`wait` listens on the proposal's slot subject (subscribed before the proposal is published, so
nothing is missed) until the decision is final, then until the projector has applied it, so a
read right after the reply sees the fact. Both waits share one deadline.
"""
from __future__ import annotations

import asyncio
import contextlib
import re
import time
import uuid
from contextvars import ContextVar
from dataclasses import replace
from datetime import UTC, datetime
from typing import Any

import orjson
from faststream import BaseMiddleware, FastStream
from faststream.nats import NatsBroker
from opentelemetry import trace
from pydantic import ValidationError

from contracts.api import (
    CaseView,
    DecideReview,
    DeliveriesReply,
    ExplainFact,
    ExplainReply,
    FactsHistory,
    FactsReply,
    GetFacts,
    GetProposal,
    JournalReply,
    ListDeliveries,
    ListJournal,
    ListReviews,
    ProposalReceivedReply,
    ProposalStatusReply,
    RecordSource,
    ReviewsReply,
    SearchFacts,
    SearchHit,
    SearchReply,
    SourceRecordedReply,
    SubmitBatchReply,
    SubmitProposal,
    SubmitProposals,
    Verdict,
)
from contracts.common import AUTHORITY_RANK
from contracts.errors import Conflict, InvalidRequest, NotFound, ProvgateError, RateLimited, Unavailable
from contracts.events import decode_event
from contracts.facts import FactsDelivered, FactsSearched
from contracts.keys import KeyCreated
from contracts.proposals import FINAL_STATUSES, ProposalDecided, ProposalSubmitted, VerdictRendered
from contracts.slot import SlotState
from contracts.sources import SourceRecorded
from domain.canon import canon_text, subject_id
from domain.embedding import hash_embed
from domain.rules import predicate_admitted, proposal_id_of_case, resolve_case
from domain.verdicts import verdict_event
from shared import logreader
from shared.bus import Bus, server_list
from shared.bus import Conflict as BusConflict
from shared.db import open_pool
from shared.embedders import embedder, vector_literal
from shared.errors import describe_invalid, error_middleware, error_reply
from shared.health import add_health, connections
from shared.keyring import Keyring
from shared.metrics import Metrics
from shared.predicates import open_predicate
from shared.telemetry import broker_middlewares, event_attributes, logger

from . import core, store
from .settings import IntakeSettings

_SOURCE_ID = re.compile(r"[A-Za-z0-9_-]{1,128}")  # what a source id can be (a subject token)

log = logger("provgate.intake")


_request: ContextVar[Any] = ContextVar("provgate_request")


class CurrentRequest(BaseMiddleware):  # type: ignore[type-arg]
    """The raw request (its headers, its size) for `authenticate`, without a handler parameter:
    FastStream resolves a `NatsMessage` parameter in a worker thread, about 10 % of intake's CPU."""

    async def consume_scope(self, call_next: Any, msg: Any) -> Any:
        token = _request.set(msg)
        try:
            return await call_next(msg)
        finally:
            _request.reset(token)


class Projected:
    """The last stream sequence the projector announced as committed."""

    def __init__(self) -> None:
        self.seq = 0
        self._changed = asyncio.Event()

    def update(self, seq: int) -> None:
        if seq > self.seq:
            self.seq = seq
            self._changed.set()
            self._changed = asyncio.Event()

    async def reach(self, seq: int, deadline: float) -> bool:
        while self.seq < seq:
            left = deadline - time.monotonic()
            if left <= 0:
                return False
            try:
                await asyncio.wait_for(self._changed.wait(), left)
            except TimeoutError:
                return False
        return True


def build_app(settings: IntakeSettings) -> FastStream:
    subjects = settings.subjects
    broker = NatsBroker(server_list(settings.nats_url), logger=None,
                        middlewares=[*broker_middlewares(subjects), CurrentRequest, error_middleware()])
    app = FastStream(broker, logger=None)
    st: dict[str, Any] = {"keys": {}, "projected": Projected()}
    policy = settings.policy()
    embed = embedder(settings.embedder, hash_embed)
    metrics = Metrics("intake")
    received = metrics.counter("provgate.intake.proposals", "Proposals received, by whether they repeat an earlier one.")
    rate_limited = metrics.counter("provgate.intake.rate_limited", "Requests refused for a key over its quota, by key name.")
    quotas = core.Quotas(settings.quotas())
    async def stream_usage() -> dict[str, Any]:
        """The log's fill level, read at most every 5 s (status and ops raise the alarm)."""
        cached = st.get("usage")
        if cached is None or cached[1] < time.monotonic():
            try:
                st["usage"] = cached = (await st["bus"].usage(), time.monotonic() + 5)
            except Exception:  # noqa: BLE001 - unknown is not an alarm of its own
                return {}
        return {"stream": cached[0]}

    add_health(broker, subjects, "intake", settings.instance, connections(st, extra=stream_usage), metrics)
    broker.publisher(subjects.all_proposals, title="intake/proposal.submitted", schema=ProposalSubmitted,
                     description="Each accepted submit, appended to the log (the gate's input).")

    async def authenticate(write: bool = False) -> KeyCreated:
        """The request's key (a revoked key stops working within `key_cache_s`), within its quota:
        requests per second, and for a `write` (a source or a proposal) bytes per second."""
        msg = _request.get()
        if len(msg.body) > settings.max_body_bytes:
            raise InvalidRequest(f"request body larger than {settings.max_body_bytes} bytes")
        secret = (msg.headers or {}).get(core.KEY_HEADER)
        if not secret:
            return core.require_key(None)
        h = core.secret_hash(secret)
        cached = st["keys"].get(h)
        if cached and cached[1] > time.monotonic():
            key: KeyCreated = cached[0]
        else:
            key = core.require_key(await logreader.key(st["bus"], h))
            if len(st["keys"]) > 100_000:
                st["keys"].clear()
            st["keys"][h] = (key, time.monotonic() + settings.key_cache_s)
        within_quota(key, len(msg.body) if write else 0)
        return key

    def within_quota(key: KeyCreated, write_bytes: int) -> None:
        """Count one request (and its written bytes) against the key's quota; `rate_limited` past it."""
        over = quotas.admit(key.key_id, write_bytes, time.monotonic())
        if over is not None:
            rate_limited.add(key=key.name)
            raise RateLimited(f"this key sent {over}: slow down and try again")

    # Every API subject: one queue group, `concurrency` requests at once per subject, and a bounded
    # backlog: past `pending_limit` requests waiting in this process, the client library drops new
    # ones (a slow-consumer error) instead of queueing requests whose callers gave up long ago.
    serve: dict[str, Any] = {"queue": settings.queue, "max_workers": settings.concurrency,
                             "pending_msgs_limit": settings.pending_limit}
    waits: set[asyncio.Task[None]] = set()  # submits waiting for their outcome, each in its own task

    def now() -> datetime:
        return datetime.now(UTC)

    @app.on_startup
    async def connect() -> None:
        st["bus"] = await Bus.connect(settings.nats_url, subjects, name="provgate-intake",
                                 leader_reads=settings.stream_replicas > 1)
        await st["bus"].ensure_stream(settings.stream_replicas)
        st["pool"] = await open_pool(settings.database_url, min_size=1, max_size=settings.pool_size)
        nonlocal policy
        st["keyring"] = keyring = Keyring(st["bus"])
        policy = replace(policy, value_seal=await keyring.value_secret(create=True))

        async def on_projected(m: Any) -> None:
            st["projected"].update(int(orjson.loads(m.data)["seq"]))

        st["projected_sub"] = await st["bus"].nc.subscribe(subjects.projected, cb=on_projected)

    @app.on_shutdown
    async def close() -> None:
        for task in list(waits):
            task.cancel()
        await st["pool"].close()
        await st["bus"].close()

    # ------------------------------------------------------------ sources.record
    @broker.subscriber(subjects.sources_record, title="provgate.v1.sources.record", **serve)
    async def on_record_source(body: RecordSource) -> SourceRecordedReply:
        key = await authenticate(write=True)
        core.may_record(key, body)
        bus: Bus = st["bus"]
        source_id = core.source_id_for(key, body.client_ref, uuid.uuid4().hex)
        evt = await st["keyring"].seal_source(core.source_event(body, key, source_id, now(), correlation_id=uuid.uuid4().hex))
        try:
            # with a client_ref the source's subject must be empty: the append itself answers a repeat
            await bus.append(evt, expect_last_subject_seq=0 if body.client_ref else None, raise_duplicate=True)
        except BusConflict:  # the same client_ref from the same key, now or earlier
            return SourceRecordedReply(source_id=source_id, authority=key.role, duplicate=True)
        sealed_by[source_id] = (body.scope, evt.sealed_by)
        if len(sealed_by) > 100_000:
            sealed_by.clear()
        log.info("source_recorded", source_id=source_id, scope=body.scope, kind=body.kind, authority=key.role)
        return SourceRecordedReply(source_id=source_id, authority=key.role)

    sealed_by: dict[str, tuple[str, str | None]] = {}  # source id -> (scope, the key its words are sealed under)

    async def speaker_keys(scope: str, evidence: tuple[str, ...]) -> list[str]:
        """The keys of the speakers a proposal's evidence cites (in its scope): its value is
        sealed so that it can be read while any of them is not erased (issue 16)."""
        out = []
        for sid in evidence[:64]:
            hit = sealed_by.get(sid)
            if hit is None:
                last = await st["bus"].last(subjects.source(sid)) if _SOURCE_ID.fullmatch(sid) else None
                evt = decode_event(last.data) if last is not None else None
                hit = (evt.scope, evt.sealed_by) if isinstance(evt, SourceRecorded) else ("", None)
                sealed_by[sid] = hit
            if hit[0] == scope and hit[1]:
                out.append(hit[1])
        return out

    # ------------------------------------------------------------ proposals.submit
    @broker.subscriber(subjects.proposals_submit, title="provgate.v1.proposals.submit", **serve)
    async def on_submit_proposal(body: SubmitProposal) -> ProposalReceivedReply | ProposalStatusReply:
        """Append the proposal; with `wait`, answer later from a task of its own (issue 11: a wait
        holds no worker, and once the proposal is in the log the answer always names it)."""
        key = await authenticate(write=True)
        core.require_scope(key, body.scope)
        pid, evt, seq, sub, existing = await append_proposal(body, key)
        deadline = time.monotonic() + settings.wait_timeout_s
        received.add(duplicate=str(existing is not None).lower())
        if sub is None:
            return ProposalReceivedReply(proposal_id=pid, duplicate=existing is not None)
        # from here on the proposal is in the log: whatever happens, the answer names it
        held = ProposalStatusReply(proposal_id=pid, status="received", final=False, duplicate=existing is not None)
        request = _request.get()
        if len(waits) >= settings.max_waits or not request.reply_to:
            await sub.unsubscribe()
            return held  # too many waits in flight: answer at once, the caller reads proposals.get later
        task = asyncio.create_task(answer_later(request.reply_to, existing or evt, seq, sub, deadline, held))
        waits.add(task)
        task.add_done_callback(waits.discard)
        request.reply_to = ""  # FastStream answers nothing now: `answer_later` will
        return held

    async def append_proposal(body: SubmitProposal, key: KeyCreated) -> tuple[str, ProposalSubmitted, int, Any,
                                                                              ProposalSubmitted | None]:
        """The proposal appended (or, for a repeated client_ref, the first one found): its id, the
        event, its stream sequence, the slot subscription a `wait` listens on, and the earlier event."""
        bus: Bus = st["bus"]
        pid = core.proposal_id_for(key, body.client_ref, uuid.uuid4().hex)
        evt = core.proposal_event(body, key, pid, now(), correlation_id=uuid.uuid4().hex, policy=policy)
        evt = await st["keyring"].seal_proposal(evt, await speaker_keys(evt.scope, evt.evidence))
        trace.get_current_span().set_attributes(event_attributes(evt))
        existing = None
        # subscribed before the append, so no decision on the slot can be missed
        sub = await bus.nc.subscribe(subjects.slot(evt.slot_id)) if body.wait else None
        try:
            try:
                # with a client_ref the proposal's subject must be empty: the append itself answers a repeat
                seq = await bus.append(evt, expect_last_subject_seq=0 if body.client_ref else None, raise_duplicate=True)
                log.info("proposal_received", proposal_id=pid, scope=body.scope, slot_id=evt.slot_id,
                         event_id=evt.event_id, correlation_id=evt.correlation_id)
            except BusConflict:  # the same client_ref from the same key, now or earlier
                first = await logreader.proposal_at(bus, pid)
                if first is None:
                    raise
                existing, seq = first
                if sub is not None and existing.slot_id != evt.slot_id:  # the first one named another slot
                    await sub.unsubscribe()
                    sub = await bus.nc.subscribe(subjects.slot(existing.slot_id))
        except BaseException:
            if sub is not None:
                await sub.unsubscribe()
            raise
        return pid, existing or evt, seq, sub, existing

    # ------------------------------------------------------------ proposals.submit_batch (v1.1, issue 14)
    @broker.subscriber(subjects.proposals_submit_batch, title="provgate.v1.proposals.submit_batch", **serve)
    async def on_submit_batch(body: SubmitProposals) -> SubmitBatchReply:
        """Many proposals in one request: each checked, appended (concurrently) and answered on its
        own, in order; one refused item changes nothing for the others. Each item counts against
        the key's request quota. With `wait`, the answer comes when every item is final or the
        wait's deadline passes, from a task of its own, like a single submit's."""
        key = await authenticate(write=True)
        deadline = time.monotonic() + settings.wait_timeout_s

        async def one(raw: dict[str, Any]) -> tuple[Any, Any]:
            try:
                item = core.batch_item(raw, body.wait)
                within_quota(key, 0)  # each item is a request (the batch's bytes were counted whole)
                core.require_scope(key, item.scope)
                pid, p, seq, sub, existing = await append_proposal(item, key)
            except ProvgateError as e:
                return error_reply(e.code, e.message), None
            except ValidationError as e:
                return error_reply("invalid_request", describe_invalid(e)), None
            except Exception as e:  # noqa: BLE001 - nothing was appended for this item
                log.error("batch_item_failed", error=repr(e)[:300])
                return error_reply("unavailable", "This proposal could not be recorded; it changed nothing, try again."), None
            received.add(duplicate=str(existing is not None).lower())
            if sub is None:
                return ProposalReceivedReply(proposal_id=pid, duplicate=existing is not None), None
            held = ProposalStatusReply(proposal_id=pid, status="received", final=False, duplicate=existing is not None)
            return held, (p, seq, sub)

        done = await asyncio.gather(*(one(raw) for raw in body.proposals))
        replies = [r for r, _ in done]
        request = _request.get()
        waiting = [(i, w) for i, (_, w) in enumerate(done) if w is not None]
        if not waiting or len(waits) >= settings.max_waits or not request.reply_to:
            for _, (_, _, sub) in waiting:
                await sub.unsubscribe()
            return SubmitBatchReply(results=replies)

        async def answer() -> None:
            async def wait_one(i: int, p: ProposalSubmitted, seq: int, sub: Any) -> None:
                try:
                    replies[i] = await wait_final(p, seq, sub, deadline, duplicate=replies[i].duplicate)
                except Exception as e:  # noqa: BLE001 - it is in the log: its id is the answer
                    log.warning("wait_failed", proposal_id=p.proposal_id, error=repr(e)[:300])
                finally:
                    with contextlib.suppress(Exception):
                        await sub.unsubscribe()

            await bus_flush()
            await asyncio.gather(*(wait_one(i, *w) for i, w in waiting))
            await reply_late(reply_to, SubmitBatchReply(results=replies))

        reply_to = request.reply_to
        task = asyncio.create_task(answer())
        waits.add(task)
        task.add_done_callback(waits.discard)
        request.reply_to = ""  # FastStream answers nothing now: `answer` will
        return SubmitBatchReply(results=replies)

    async def answer_later(reply_to: str, p: ProposalSubmitted, seq: int, sub: Any, deadline: float,
                           held: ProposalStatusReply) -> None:
        """Wait for the proposal's outcome (bounded by `deadline`) and answer the waiting caller. Any
        failure meanwhile (PostgreSQL down, say) answers with what is known, never with an error:
        the proposal is in the log and will be decided."""
        try:
            await bus_flush()
            reply = await wait_final(p, seq, sub, deadline, duplicate=held.duplicate)
        except Exception as e:  # noqa: BLE001 - the append happened: answer with its id, never "nothing changed"
            log.warning("wait_failed", proposal_id=p.proposal_id, error=repr(e)[:300])
            reply = held
        finally:
            with contextlib.suppress(Exception):
                await sub.unsubscribe()
        await reply_late(reply_to, reply)

    async def reply_late(reply_to: str, reply: Any) -> None:
        """Answer a request after its handler returned (a wait), on the connection the request came in
        on (allow_responses is per connection), plain: the request's own span covered the work, and a
        publish span would start a trace of its own. A caller that is gone can ask proposals.get."""
        try:
            await broker.connection.publish(reply_to, reply.model_dump_json().encode(),
                                            headers={"content-type": "application/json"})
        except Exception as e:  # noqa: BLE001 - the caller is gone or the bus is down
            log.warning("wait_reply_failed", error=repr(e)[:300])

    async def bus_flush() -> None:
        with contextlib.suppress(Exception):
            await st["bus"].nc.flush(timeout=1)

    async def wait_final(p: ProposalSubmitted, seq: int, sub: Any, deadline: float,
                         duplicate: bool) -> ProposalStatusReply:
        """Follow the slot's stored events after the proposal's own (stream sequence `seq`) until
        its status is final, then until the projector has applied it.

        Events are read back from the stream, in order. The core subscription on the slot only
        wakes the loop: what it delivers may be an append the stream refused (a decider's
        compare-and-set on a stale state), or arrive before the stream has stored it, so after
        each wake the stream is read again a few times (1, 2, 4, 8, 16 ms apart).
        """
        try:
            reply = await from_views(p.proposal_id, duplicate)
        except Exception as e:  # noqa: BLE001 - the views are unavailable: the log still answers
            log.warning("views_unavailable", proposal_id=p.proposal_id, error=repr(e)[:200])
            reply = None
        if reply is not None and reply.final:
            return reply
        reply = ProposalStatusReply(proposal_id=p.proposal_id, status="received", final=False, duplicate=duplicate)
        bus: Bus = st["bus"]
        pos, seen, backoff = seq, 0, 0.0
        while not reply.final:
            stored = await bus.next_on(subjects.slot(p.slot_id), pos + 1)
            if stored is None:
                left = deadline - time.monotonic()
                if left <= 0:
                    return reply
                if backoff:
                    await asyncio.sleep(min(backoff, left))
                    backoff = backoff * 2 if backoff < 0.016 else 0.0
                    continue
                try:
                    await sub.next_msg(timeout=left)
                except TimeoutError:
                    return reply
                backoff = 0.001
                continue
            pos = stored.seq
            evt = decode_event(stored.data)
            if getattr(evt, "proposal_id", None) != p.proposal_id:
                continue
            reply, seen = merge(reply, evt), stored.seq
            if reply.status == "quarantined" and "contradicts_current" in reply.reasons:
                break  # waits for a reviewer: no point holding the caller
        if seen:
            await st["projected"].reach(seen, deadline)
        return reply

    def merge(reply: ProposalStatusReply, evt: Any) -> ProposalStatusReply:
        if isinstance(evt, ProposalDecided):
            return reply.model_copy(update={
                "status": evt.outcome, "final": evt.outcome in FINAL_STATUSES,
                "reasons": [r.value for r in evt.reasons], "fact_id": evt.fact_id})
        if isinstance(evt, VerdictRendered):
            return reply.model_copy(update={
                "status": evt.outcome, "final": True,
                "reasons": reply.reasons + [r.value for r in evt.reasons if r.value not in reply.reasons],
                "verdict": Verdict(outcome=evt.outcome, reason=evt.reason,
                                   by=evt.decided_by),
                "fact_id": evt.fact_id or reply.fact_id})
        return reply

    async def from_views(proposal_id: str, duplicate: bool = False) -> ProposalStatusReply | None:
        async with st["pool"].connection() as conn:
            row = await store.proposal(conn, proposal_id)
        return core.status_reply(row, duplicate) if row else None

    # ------------------------------------------------------------ proposals.get
    @broker.subscriber(subjects.proposals_get, title="provgate.v1.proposals.get", **serve)
    async def on_get_proposal(body: GetProposal) -> ProposalStatusReply:
        key = await authenticate()
        async with st["pool"].connection() as conn:
            row = await store.proposal(conn, body.proposal_id)
        if row is not None:
            core.may_read_proposal(key, row["scope"])
            return core.status_reply(row)
        p = await logreader.proposal(st["bus"], body.proposal_id)  # in the log, not yet projected
        core.may_read_proposal(key, p.scope if p else None)
        return ProposalStatusReply(proposal_id=body.proposal_id, status="received", final=False)

    # ------------------------------------------------------------ facts
    async def with_sources(conn: Any, scope: str, rows: list[dict[str, Any]], claims: list[dict[str, Any]] = (),  # type: ignore[assignment]
                           cases: list[dict[str, Any]] = ()) -> FactsReply:  # type: ignore[assignment]
        ids = sorted({s for r in rows for s in r["evidence"]} | {s for c in claims for s in c["sources"]})
        srcs = await store.sources(conn, scope, ids)
        return FactsReply(facts=[core.fact_view(r, srcs) for r in rows], claims=[core.claim_view(c, srcs) for c in claims],
                          cases=[CaseView(**c) for c in cases])

    async def delivered(key: KeyCreated, body: GetFacts | FactsHistory, via: str, reply: FactsReply) -> FactsReply:
        """Record which facts this read hands to `key` in the read log (issue 16), before the reply."""
        if reply.facts:
            did = "d_" + uuid.uuid4().hex
            await st["bus"].append(FactsDelivered(
                event_id="e" + did, occurred_at=now(), correlation_id=did, scope=body.scope, delivery_id=did, via=via,
                delivered_by=key.name, key_id=key.key_id, run_id=body.run_id,
                fact_ids=tuple(dict.fromkeys(f.fact_id for f in reply.facts))))
        return reply

    @broker.subscriber(subjects.facts_get, title="provgate.v1.facts.get", **serve)
    async def on_get_facts(body: GetFacts) -> FactsReply:
        key = await authenticate()
        core.require_scope(key, body.scope)
        async with st["pool"].connection() as conn:
            subject, predicate = canon_text(body.subject), canon_text(body.predicate) if body.predicate else None
            rows = await store.facts(conn, body.scope, subject, predicate, body.as_of, body.known_at)
            claims = await store.claims(conn, body.scope, subject, predicate)
            cases = await store.cases_of(conn, body.scope, subject, predicate)
            reply = await with_sources(conn, body.scope, rows, claims, cases)
        return await delivered(key, body, "facts.get", reply)

    @broker.subscriber(subjects.facts_history, title="provgate.v1.facts.history", **serve)
    async def on_facts_history(body: FactsHistory) -> FactsReply:
        key = await authenticate()
        core.require_scope(key, body.scope)
        async with st["pool"].connection() as conn:
            rows = await store.history(conn, body.scope, canon_text(body.subject), canon_text(body.predicate))
            reply = await with_sources(conn, body.scope, rows)
        return await delivered(key, body, "facts.history", reply)

    @broker.subscriber(subjects.facts_explain, title="provgate.v1.facts.explain", **serve)
    async def on_explain_fact(body: ExplainFact) -> ExplainReply:
        """The chain behind one fact (issue 16); an audit read, itself not a delivery."""
        key = await authenticate()
        core.require_scope(key, body.scope)
        async with st["pool"].connection() as conn:
            rows = await store.explain(conn, body.scope, body.fact_id)
        if rows is None:
            raise NotFound("no such fact in this scope")
        return core.explain_reply(rows)

    @broker.subscriber(subjects.deliveries_list, title="provgate.v1.deliveries.list", **serve)
    async def on_list_deliveries(body: ListDeliveries) -> DeliveriesReply:
        """The facts a tagged run was handed, oldest delivery first, each fact as it stands now."""
        key = await authenticate()
        core.require_scope(key, body.scope)
        async with st["pool"].connection() as conn:
            rows = await store.deliveries_of_run(conn, body.scope, body.run_id, body.limit)
            facts = await store.facts_by_ids(conn, body.scope, list(dict.fromkeys(r["fact_id"] for r in rows)))
            srcs = await store.sources(conn, body.scope, sorted({s for f in facts for s in f["evidence"]}))
        return core.deliveries_reply(body.run_id, rows, facts, srcs)

    # ------------------------------------------------------------ reviews
    @broker.subscriber(subjects.reviews_decide, title="provgate.v1.reviews.decide", **serve)
    async def on_decide_review(body: DecideReview) -> ProposalStatusReply:
        key = await authenticate()
        core.may_review(key)
        bus: Bus = st["bus"]
        pid = body.proposal_id or proposal_id_of_case(body.case_id or "")
        p = await logreader.proposal(bus, pid)
        core.may_read_proposal(key, p.scope if p else None)
        assert p is not None
        core.require_scope(key, p.scope)
        if body.case_id is not None:
            async with st["pool"].connection() as conn:
                case = await store.case(conn, body.case_id)
            if case is None:  # a case opened a moment ago may not be projected yet: read your writes
                last = await bus.last(subjects.slot(p.slot_id))
                if last is not None and await st["projected"].reach(last.seq, time.monotonic() + settings.wait_timeout_s):
                    async with st["pool"].connection() as conn:
                        case = await store.case(conn, body.case_id)
            if case is None or case["scope"] != p.scope:
                raise NotFound("no such conflict case")
            if body.winner is not None and body.winner not in (case["challenger"], case["incumbent"]):
                raise InvalidRequest("the winner must be one of the two proposals of the case")
            judgement = resolve_case(body.resolution or "", body.winner, pid, body.reason)
        else:
            judgement = core.review_judgement(body.decision or "", body.reason)
        deadline = time.monotonic() + settings.wait_timeout_s

        async def build(slot: SlotState) -> VerdictRendered:
            # checked before anything is appended: a refused decision must change nothing
            evt = verdict_event(
                proposal_id=p.proposal_id, slot_id=p.slot_id, scope=p.scope, correlation_id=p.correlation_id,
                causation_id=p.event_id, state=slot, judgement=judgement, authority=AUTHORITY_RANK["reviewer"],
                by="reviewer", reviewer=key.name, now=now(), latency_us=0, resolution=body.resolution,
                winner=body.winner)
            if evt is None:
                raise Conflict("this proposal is not waiting for a decision: it was already decided")
            if judgement.outcome == "approved" and not slot.points and not await open_predicate(
                    bus, scope=p.scope, subject_id=subject_id(p.scope, p.subject_key), subject_key=p.subject_key,
                    predicate_key=p.predicate_key, correlation_id=p.correlation_id,
                    admit=lambda s: predicate_admitted(s, p.predicate_key, policy)):
                raise Conflict("the subject already holds the most predicates the policy allows")
            return evt

        try:
            evt = await logreader.append_to_slot(bus, p.slot_id, build)
        except BusConflict:
            raise Unavailable("the slot kept changing; try again") from None
        log.info("review_recorded", proposal_id=p.proposal_id, scope=p.scope, outcome=evt.outcome,
                 reviewer=key.name, resolution=body.resolution)
        last = await bus.last(subjects.slot(p.slot_id))
        if last is not None:
            await st["projected"].reach(last.seq, deadline)
        reply = await from_views(p.proposal_id)
        return reply or merge(ProposalStatusReply(proposal_id=p.proposal_id, status="quarantined", final=False), evt)

    @broker.subscriber(subjects.reviews_list, title="provgate.v1.reviews.list", **serve)
    async def on_list_reviews(body: ListReviews) -> ReviewsReply:
        key = await authenticate()
        core.may_review(key)
        core.require_scope(key, body.scope)
        async with st["pool"].connection() as conn:
            rows = await store.waiting(conn, body.scope, body.limit)
            currents = {r["slot_id"]: await store.current_of_slot(conn, r["slot_id"]) for r in rows}
            ids = sorted({s for r in rows for s in r["evidence"]}
                         | {s for cs in currents.values() for c in cs for s in c["evidence"]})
            srcs = await store.sources(conn, body.scope, ids)
        return ReviewsReply(items=[core.review_item(r, currents[r["slot_id"]], srcs) for r in rows])

    # ------------------------------------------------------------ facts.search
    @broker.subscriber(subjects.facts_search, title="provgate.v1.facts.search", **serve)
    async def on_search_facts(body: SearchFacts) -> SearchReply:
        key = await authenticate(write=True)
        core.require_scope(key, body.scope)
        vector = embed(body.text)
        rows: list[dict[str, Any]] = []
        async with st["pool"].connection() as conn:
            if any(vector):  # a text with no word to compare ("...", "!!") matches nothing (no NaN scores)
                rows = await store.search(conn, body.scope, vector_literal(vector), body.limit)
            found = await with_sources(conn, body.scope, rows)
        hits = [SearchHit(**f.model_dump(), score=round(float(r["score"]), 6)) for f, r in zip(found.facts, rows, strict=True)]
        sid = "q_" + uuid.uuid4().hex
        await st["bus"].append(FactsSearched(
            event_id="e" + sid, occurred_at=now(), correlation_id=sid, scope=body.scope, search_id=sid,
            searched_by=key.name, key_id=key.key_id, text=body.text, fact_ids=tuple(h.fact_id for h in hits),
            scores=tuple(h.score for h in hits), run_id=body.run_id))
        return SearchReply(facts=hits, search_id=sid)

    # ------------------------------------------------------------ journal
    @broker.subscriber(subjects.journal_list, title="provgate.v1.journal.list", **serve)
    async def on_list_journal(body: ListJournal) -> JournalReply:
        key = await authenticate()
        core.require_scope(key, body.scope)
        async with st["pool"].connection() as conn:
            rows = await store.journal(conn, body.scope, canon_text(body.subject) if body.subject else None, body.limit)
        return JournalReply(entries=[core.journal_entry(r) for r in rows])

    return app
