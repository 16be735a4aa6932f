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
import time
import uuid
from collections import OrderedDict
from collections.abc import Awaitable, Coroutine, Sequence
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from typing import Any, NamedTuple, TypeVar, cast

import orjson
from faststream import FastStream
from faststream.nats import NatsBroker
from nats.aio.msg import Msg
from nats.aio.subscription import Subscription
from opentelemetry import trace
from psycopg_pool import AsyncConnectionPool
from pydantic import ValidationError

from contracts.api import (
    DecideReview,
    DeliveriesReply,
    ErrorReply,
    ExplainFact,
    ExplainReply,
    FactsHistory,
    FactsReply,
    GetFacts,
    GetProposal,
    GetSource,
    HistoryReply,
    JournalReply,
    ListDeliveries,
    ListJournal,
    ListReviews,
    ProposalReceivedReply,
    ProposalStatusReply,
    RecordSource,
    RecordSources,
    ReviewsReply,
    SearchFacts,
    SearchHit,
    SearchReply,
    SourceBatchReply,
    SourceRecordedReply,
    SourceReply,
    SourceView,
    SubmitBatchReply,
    SubmitProposal,
    SubmitProposals,
)
from contracts.common import AUTHORITY_RANK
from contracts.envelope import Reply
from contracts.errors import Conflict, InvalidRequest, NotFound, ProvgateError, RateLimited, Unavailable
from contracts.events import decode_event
from contracts.facts import FactsDelivered, FactsSearched
from contracts.keys import KeyCreated
from contracts.proposals import ProposalSubmitted, VerdictRendered
from contracts.slot import SlotState
from contracts.sources import SourceRecorded
from domain.canon import canon_text, subject_id
from domain.embedding import hash_embed
from domain.model import Judgement, Policy
from domain.rules import predicate_admitted, proposal_id_of_case, resolve_case
from domain.verdicts import verdict_event
from shared import logreader
from shared.bus import Bus, server_list
from shared.bus import Conflict as BusConflict
from shared.db import open_pool
from shared.embedders import Embedder, embedder, vector_literal
from shared.errors import describe_invalid, error_reply
from shared.health import add_health, connections
from shared.keyring import Keyring
from shared.metrics import Counter, Metrics
from shared.predicates import open_predicate
from shared.responder import Responder, current_request
from shared.telemetry import annotate, broker_middlewares, logger

from . import core, store
from .settings import IntakeSettings

log = logger("provgate.intake")
T = TypeVar("T")
MAX_SEALS = 100_000  # sources whose scope and seal intake keeps in memory


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


@dataclass
class Appended:
    """A proposal in the log: the event stored (for a repeated client_ref, the first one), its
    stream sequence, and the slot subscription a `wait` listens on (None without `wait`)."""

    event: ProposalSubmitted
    seq: int
    sub: Subscription | None
    duplicate: bool


class Waiting(NamedTuple):
    """A batch item whose outcome the batch's answer waits for."""

    event: ProposalSubmitted
    seq: int
    sub: Subscription
    duplicate: bool


BatchResult = ProposalReceivedReply | ProposalStatusReply | ErrorReply


def now() -> datetime:
    return datetime.now(UTC)


async def alone(what: str, work: Awaitable[T]) -> T | ErrorReply:
    """One item of a batch (a `what`), answered on its own: a refusal as its error, an invalid item
    as `invalid_request`, any other failure as `unavailable` (which may or may not have stored it: a
    lost acknowledgement); none of them changes the other items."""
    try:
        return await work
    except ProvgateError as e:
        return error_reply(e.code, e.message)
    except ValidationError as e:
        return error_reply("invalid_request", describe_invalid(e))
    except Exception as e:  # noqa: BLE001 - e.g. the log did not acknowledge the append in time
        log.error("batch_item_failed", error=repr(e)[:300])
        return error_reply("unavailable", f"This {what} could not be recorded in time. Send it again: with the same "
                                          "client_ref it is recorded once, whether or not this one was.")


async def with_sources(conn: store.Conn, scope: str, rows: Sequence[dict[str, Any]]) -> FactsReply:
    """Facts with the words of the sources they stand on."""
    srcs = await store.cited(conn, scope, rows)
    return FactsReply(facts=[core.fact_view(r, srcs) for r in rows])


class Intake:
    """Intake's dependencies and its handlers, one method per public subject.

    Made by `build_app` (nothing connects); `start` connects the bus, the pool and the keyring
    and seals the policy's values, before FastStream serves a request. A handler takes the
    validated request model, checks the key through `authenticate`, calls `core` and `store`,
    appends to the log and replies; errors are raised as `contracts.errors` classes.
    """

    bus: Bus  # connected by `start`
    pool: AsyncConnectionPool[store.Conn]  # connected by `start` (the reader role)
    keyring: Keyring  # connected by `start`: seals sources' words and proposals' values (issue 16)

    def __init__(self, settings: IntakeSettings) -> None:
        self.settings = settings
        self.subjects = settings.subjects
        self.responders: list[Responder] = []  # one per public subject, serving on the bus's connection
        self.policy: Policy = settings.policy()  # its value seal is added by `start`
        self.embed: Embedder = embedder(settings.embedder, hash_embed)
        self.quotas = core.Quotas(settings.quotas())
        self.metrics = Metrics("intake")
        self.received: Counter = self.metrics.counter(
            "provgate.intake.proposals", "Proposals received, by whether they repeat an earlier one.")
        self.rate_limited: Counter = self.metrics.counter(
            "provgate.intake.rate_limited", "Requests refused for a key over its quota, by key name.")
        self.projected = Projected()  # what the projector has committed, for read-your-writes
        self.keys: dict[str, tuple[KeyCreated, float]] = {}  # secret hash -> (key, valid until)
        # source id -> (scope, the key its words are sealed under); least recently used out
        self.sealed_by: OrderedDict[str, tuple[str, str | None]] = OrderedDict()
        self.waits: set[asyncio.Task[None]] = set()  # submits waiting for their outcome, each in its own task
        self._usage: tuple[dict[str, float], float] | None = None  # the log's fill level, valid until

    # ------------------------------------------------------------ lifecycle
    async def start(self) -> None:
        settings = self.settings
        self.bus = await Bus.connect(settings.nats_url, self.subjects, name="provgate-intake",
                                     leader_reads=settings.stream_replicas > 1)
        await self.bus.ensure_stream(settings.stream_replicas)
        pool = await open_pool(settings.database_url, min_size=1, max_size=settings.pool_size, autocommit=True)
        self.pool = cast("AsyncConnectionPool[store.Conn]", pool)  # open_pool's rows are dicts (dict_row)
        self.keyring = Keyring(self.bus)
        self.policy = replace(self.policy, value_seal=await self.keyring.value_secret(create=True))
        await self.bus.nc.subscribe(self.subjects.projected, cb=self._on_projected)

    async def serve(self) -> None:
        """Take requests (after `start`): one queue-group responder per public subject, on the bus's
        connection, so late answers go out on the connection their requests came in on."""
        s = self.settings
        for subject, _, handler in self.api():
            r = Responder(self.bus.nc, subject, handler, queue=s.queue, concurrency=s.concurrency,
                          pending_limit=s.pending_limit)
            await r.start()
            self.responders.append(r)

    def api(self) -> list[tuple[str, str, Any]]:
        """(subject, title, handler) of every public subject."""
        subjects = self.subjects
        return [
            (subjects.sources_record, "provgate.v1.sources.record", self.on_record_source),
            (subjects.sources_record_batch, "provgate.v1.sources.record_batch", self.on_record_sources),
            (subjects.sources_get, "provgate.v1.sources.get", self.on_get_source),
            (subjects.proposals_submit, "provgate.v1.proposals.submit", self.on_submit_proposal),
            (subjects.proposals_submit_batch, "provgate.v1.proposals.submit_batch", self.on_submit_batch),
            (subjects.proposals_get, "provgate.v1.proposals.get", self.on_get_proposal),
            (subjects.facts_get, "provgate.v1.facts.get", self.on_get_facts),
            (subjects.facts_history, "provgate.v1.facts.history", self.on_facts_history),
            (subjects.facts_explain, "provgate.v1.facts.explain", self.on_explain_fact),
            (subjects.deliveries_list, "provgate.v1.deliveries.list", self.on_list_deliveries),
            (subjects.reviews_decide, "provgate.v1.reviews.decide", self.on_decide_review),
            (subjects.reviews_list, "provgate.v1.reviews.list", self.on_list_reviews),
            (subjects.facts_search, "provgate.v1.facts.search", self.on_search_facts),
            (subjects.journal_list, "provgate.v1.journal.list", self.on_list_journal)]

    async def _on_projected(self, m: Msg) -> None:
        self.projected.update(int(orjson.loads(m.data)["seq"]))

    async def stop(self) -> None:
        for r in self.responders:
            await r.stop()
        for task in list(self.waits):
            task.cancel()
        await self.pool.close()
        await self.bus.close()

    async def stream_usage(self) -> dict[str, Any]:
        """The log's fill level, read at most every 5 s (status and ops raise the alarm)."""
        cached = self._usage
        if cached is None or cached[1] < time.monotonic():
            try:
                self._usage = cached = (await self.bus.usage(), time.monotonic() + 5)
            except Exception:  # noqa: BLE001 - unknown is not an alarm of its own
                return {}
        return {"stream": cached[0]}

    # ------------------------------------------------------------ keys and quotas
    async def authenticate(self, write: bool = False) -> KeyCreated:
        """The request's key (a revoked key stops working within `key_cache_s`), within its quota:
        requests per second, and for a `write` (a source or a proposal) bytes per second."""
        msg = current_request()
        if len(msg.body) > self.settings.max_body_bytes:
            raise InvalidRequest(f"request body larger than {self.settings.max_body_bytes} bytes")
        secret = (msg.headers or {}).get(core.KEY_HEADER)
        if not secret:
            return core.require_key(None)
        h = core.secret_hash(secret)
        cached = self.keys.get(h)
        if cached and cached[1] > time.monotonic():
            key = cached[0]
        else:
            key = core.require_key(await logreader.key(self.bus, h))
            if len(self.keys) > 100_000:
                self.keys.clear()
            self.keys[h] = (key, time.monotonic() + self.settings.key_cache_s)
        self.within_quota(key, len(msg.body) if write else 0)
        return key

    def within_quota(self, key: KeyCreated, write_bytes: int) -> None:
        """Count one request (and its written bytes) against the key's quota; `rate_limited` past it."""
        over = self.quotas.admit(key.key_id, write_bytes, time.monotonic())
        if over is not None:
            self.rate_limited.add(key=key.name)
            raise RateLimited(f"this key sent {over}: slow down and try again")

    # ------------------------------------------------------------ sources.record
    async def on_record_source(self, body: RecordSource) -> SourceRecordedReply:
        return await self.record_source(await self.authenticate(write=True), body)

    async def record_source(self, key: KeyCreated, body: RecordSource) -> SourceRecordedReply:
        """One source checked against `key`, sealed and appended (a repeated client_ref: the first one's id)."""
        core.may_record(key, body)
        source_id = core.source_id_for(key, body.client_ref, uuid.uuid4().hex)
        evt = await self.keyring.seal_source(
            core.source_event(body, key, source_id, now(), correlation_id=uuid.uuid4().hex))
        try:
            # with a client_ref the source's subject must be empty: the append itself answers a repeat
            await self.bus.append(evt, expect_last_subject_seq=0 if body.client_ref else None, raise_duplicate=True)
        except BusConflict:  # the same client_ref from the same key, now or earlier
            return SourceRecordedReply(source_id=source_id, authority=key.role, duplicate=True)
        self.remember_seal(source_id, body.scope, evt.sealed_by)
        self.source_appended(evt)
        log.info("source_recorded", source_id=source_id, scope=body.scope, kind=body.kind, authority=key.role)
        return SourceRecordedReply(source_id=source_id, authority=key.role)

    # ------------------------------------------------------------ sources.record_batch (v1.4, issue 14)
    async def on_record_sources(self, body: RecordSources) -> SourceBatchReply:
        """Many sources in one request: each checked, recorded (concurrently) and answered on its own,
        in order; one refused item changes nothing for the others. Each item counts against the
        key's request quota, as a batch of proposals' items do."""
        key = await self.authenticate(write=True)
        done = await asyncio.gather(*(self.record_item(key, raw) for raw in body.sources))
        return SourceBatchReply(results=list(done))

    async def record_item(self, key: KeyCreated, raw: Any) -> SourceRecordedReply | ErrorReply:
        """One item of a batch of sources, answered on its own: an error reply changes nothing for the others."""
        async def record() -> SourceRecordedReply:
            item = core.batch_source(raw)
            self.within_quota(key, 0)  # each item is a request (the batch's bytes were counted whole)
            return await self.record_source(key, item)

        return await alone("source", record())

    def source_appended(self, evt: SourceRecorded) -> None:
        """Runs once per new source, right after the log stored it (as sealed, `evt`); a repeated
        client_ref does not come here. services/front keeps it for the decisions it makes."""

    def remember_seal(self, source_id: str, scope: str, sealed_by: str | None) -> None:
        """Kept for the proposals that cite it. The least recently used go past MAX_SEALS (all of
        them went at once before, and every proposal then read its sources from the log again)."""
        self.sealed_by[source_id] = (scope, sealed_by)
        self.sealed_by.move_to_end(source_id)
        if len(self.sealed_by) > MAX_SEALS:
            self.sealed_by.popitem(last=False)

    async def speaker_keys(self, scope: str, evidence: tuple[str, ...]) -> list[str]:
        """The keys of the speakers a proposal's evidence cites (in its scope): its value is
        sealed so that it can be read while any of them is not erased (issue 16)."""
        out = []
        for sid in evidence:  # ids the request model checked (OpaqueId, at most MAX_EVIDENCE)
            hit = self.sealed_by.get(sid)
            if hit is None:
                last = await self.bus.last(self.subjects.source(sid))
                evt = decode_event(last.data) if last is not None else None
                if not isinstance(evt, SourceRecorded):
                    continue  # not recorded (yet): nothing kept, a later proposal citing it looks again
                hit = (evt.scope, evt.sealed_by)
                self.remember_seal(sid, *hit)
            else:
                self.sealed_by.move_to_end(sid)
            if hit[0] == scope and hit[1]:
                out.append(hit[1])
        return out

    # ------------------------------------------------------------ proposals.submit
    async def on_submit_proposal(self, body: SubmitProposal) -> ProposalReceivedReply | ProposalStatusReply:
        """Append the proposal; with `wait`, answer later from a task of its own (issue 11: a wait
        holds no worker, and once the proposal is in the log the answer always names it)."""
        key = await self.authenticate(write=True)
        core.require_scope(key, body.scope)
        a = await self.append_proposal(body, key)
        deadline = time.monotonic() + self.settings.wait_timeout_s
        pid = a.event.proposal_id
        self.received.add(duplicate=str(a.duplicate).lower())
        if a.sub is None:
            return ProposalReceivedReply(proposal_id=pid, duplicate=a.duplicate)
        # from here on the proposal is in the log: whatever happens, the answer names it
        held = ProposalStatusReply(proposal_id=pid, status="received", final=False, duplicate=a.duplicate)
        request = current_request()
        if not self.may_wait(request):
            await a.sub.unsubscribe()
            return held  # too many waits in flight: answer at once, the caller reads proposals.get later
        self.answer_in_task(request, self.answer_later(request.reply_to, a.event, a.seq, a.sub, deadline, held))
        return held

    async def append_proposal(self, body: SubmitProposal, key: KeyCreated) -> Appended:
        """The proposal sealed and appended, or, for a repeated client_ref, the first one found."""
        bus = self.bus
        pid = core.proposal_id_for(key, body.client_ref, uuid.uuid4().hex)
        plain = core.proposal_event(body, key, pid, now(), correlation_id=uuid.uuid4().hex, policy=self.policy)
        evt = await self.keyring.seal_proposal(plain, await self.speaker_keys(plain.scope, plain.evidence))
        annotate(trace.get_current_span(), evt)
        # subscribed before the append, so no decision on the slot can be missed
        sub = await bus.nc.subscribe(self.subjects.slot_events(evt.slot_id)) if body.wait else None
        try:
            try:
                seq = await self.store_proposal(evt, plain, first=bool(body.client_ref))
            except BusConflict:  # the same client_ref from the same key, now or earlier
                first = await logreader.proposal_at(bus, pid)
                if first is None:
                    raise
                existing, seq = first
                if sub is not None and existing.slot_id != evt.slot_id:  # the first one named another slot
                    await sub.unsubscribe()
                    sub = await bus.nc.subscribe(self.subjects.slot_events(existing.slot_id))
                return Appended(existing, seq, sub, duplicate=True)
            log.info("proposal_received", proposal_id=evt.proposal_id, scope=evt.scope, slot_id=evt.slot_id,
                     event_id=evt.event_id, correlation_id=evt.correlation_id)
        except BaseException:
            if sub is not None:
                await sub.unsubscribe()
            raise
        return Appended(evt, seq, sub, duplicate=False)

    async def store_proposal(self, evt: ProposalSubmitted, plain: ProposalSubmitted, *, first: bool,
                             headers: dict[str, str] | None = None) -> int:
        """Append a new proposal (`evt`, sealed; `plain`, the same with its value open) and return
        its stream sequence. `first`: it must be the first event on its subject (a client_ref);
        if it is not, `BusConflict` (a repeat). services/front decides it right behind the append;
        a crash there loses nothing (the gate's durable consumer has every stored proposal)."""
        return await self.bus.append(evt, expect_last_subject_seq=0 if first else None, raise_duplicate=True,
                                     headers=headers)

    # ------------------------------------------------------------ proposals.submit_batch (v1.1, issue 14)
    async def on_submit_batch(self, body: SubmitProposals) -> SubmitBatchReply:
        """Many proposals in one request: each checked, appended (concurrently) and answered on its
        own, in order; one refused item changes nothing for the others. Each item counts against
        the key's request quota. With `wait`, the answer comes when every item is final or the
        wait's deadline passes, from a task of its own, like a single submit's."""
        key = await self.authenticate(write=True)
        deadline = time.monotonic() + self.settings.wait_timeout_s
        done = await asyncio.gather(*(self.submit_item(key, raw, body.wait) for raw in body.proposals))
        replies = [r for r, _ in done]
        request = current_request()
        waiting = [(i, w) for i, (_, w) in enumerate(done) if w is not None]
        if not waiting or not self.may_wait(request):
            for _, w in waiting:
                await w.sub.unsubscribe()
            return SubmitBatchReply(results=replies)
        self.answer_in_task(request, self.answer_batch_later(request.reply_to, replies, waiting, deadline))
        return SubmitBatchReply(results=replies)

    async def submit_item(self, key: KeyCreated, raw: Any, wait: bool) -> tuple[BatchResult, Waiting | None]:
        """One item of a batch, answered on its own: an error reply changes nothing for the others."""
        async def append() -> Appended:
            item = core.batch_item(raw, wait)
            self.within_quota(key, 0)  # each item is a request (the batch's bytes were counted whole)
            core.require_scope(key, item.scope)
            return await self.append_proposal(item, key)

        a = await alone("proposal", append())
        if isinstance(a, ErrorReply):
            return a, None
        self.received.add(duplicate=str(a.duplicate).lower())
        pid = a.event.proposal_id
        if a.sub is None:
            return ProposalReceivedReply(proposal_id=pid, duplicate=a.duplicate), None
        held = ProposalStatusReply(proposal_id=pid, status="received", final=False, duplicate=a.duplicate)
        return held, Waiting(a.event, a.seq, a.sub, a.duplicate)

    # ------------------------------------------------------------ waits (answer_later, wait_final)
    def may_wait(self, request: Any) -> bool:
        """A wait needs a caller to answer and room among the waits in flight."""
        return len(self.waits) < self.settings.max_waits and bool(request.reply_to)

    def answer_in_task(self, request: Any, answer: Coroutine[Any, Any, None]) -> None:
        """Hand the answer to a task of its own (it holds no worker) and tell FastStream to answer
        nothing now: `answer` replies itself."""
        task = asyncio.create_task(answer)
        self.waits.add(task)
        task.add_done_callback(self.waits.discard)
        request.reply_to = ""  # the responder answers nothing now

    async def answer_later(self, reply_to: str, p: ProposalSubmitted, seq: int, sub: Subscription, deadline: float,
                           held: ProposalStatusReply) -> None:
        """Wait for the proposal's outcome (bounded by `deadline`) and answer the waiting caller. Any
        failure meanwhile (PostgreSQL down, say) answers with what is known, never with an error:
        the proposal is in the log and will be decided."""
        try:
            await self.bus_flush()
            reply = await self.wait_final(p, seq, sub, deadline, duplicate=held.duplicate)
        except Exception as e:  # noqa: BLE001 - the append happened: answer with its id, never "nothing changed"
            log.warning("wait_failed", proposal_id=p.proposal_id, error=repr(e)[:300])
            reply = held
        finally:
            with contextlib.suppress(Exception):
                await sub.unsubscribe()
        await self.reply_late(reply_to, reply)

    async def answer_batch_later(self, reply_to: str, replies: list[BatchResult], waiting: list[tuple[int, Waiting]],
                                 deadline: float) -> None:
        """A batch's `answer_later`: every waiting item followed at once, then one answer."""
        async def wait_one(i: int, p: ProposalSubmitted, seq: int, sub: Subscription, duplicate: bool) -> None:
            try:
                replies[i] = await self.wait_final(p, seq, sub, deadline, duplicate=duplicate)
            except Exception as e:  # noqa: BLE001 - it is in the log: its id is the answer
                log.warning("wait_failed", proposal_id=p.proposal_id, error=repr(e)[:300])
            finally:
                with contextlib.suppress(Exception):
                    await sub.unsubscribe()

        await self.bus_flush()
        await asyncio.gather(*(wait_one(i, *w) for i, w in waiting))
        await self.reply_late(reply_to, SubmitBatchReply(results=replies))

    async def reply_late(self, reply_to: str, reply: Reply) -> None:
        """Answer a request after its handler returned (a wait), on the connection the request came in
        on (allow_responses is per connection), plain: the request's own span covered the work, and a
        publish span would start a trace of its own. A caller that is gone can ask proposals.get."""
        try:
            await self.bus.nc.publish(reply_to, reply.model_dump_json().encode(),
                                                 headers={"content-type": "application/json"})
        except Exception as e:  # noqa: BLE001 - the caller is gone or the bus is down
            log.warning("wait_reply_failed", error=repr(e)[:300])

    async def bus_flush(self) -> None:
        with contextlib.suppress(Exception):
            await self.bus.nc.flush(timeout=1)

    async def wait_final(self, p: ProposalSubmitted, seq: int, sub: Subscription, deadline: float,
                         duplicate: bool) -> ProposalStatusReply:
        """Follow the slot's stored events after the proposal's own (stream sequence `seq`) until
        its status is final, then until the projector has applied it.

        Events are read back from the stream, in order. The core subscription on the slot only
        wakes the loop: what it delivers may be an append the stream refused (a decider's
        compare-and-set on a stale state), or arrive before the stream has stored it, so after
        each wake the stream is read again a few times (1, 2, 4, 8, 16 ms apart).
        """
        try:
            found = await self.from_views(p.proposal_id, duplicate)
        except Exception as e:  # noqa: BLE001 - the views are unavailable: the log still answers
            log.warning("views_unavailable", proposal_id=p.proposal_id, error=repr(e)[:200])
            found = None
        if found is not None and found.final:
            return found
        reply = ProposalStatusReply(proposal_id=p.proposal_id, status="received", final=False, duplicate=duplicate)
        pos, seen, backoff = seq, 0, 0.0
        while not reply.final:
            stored = await self.bus.next_on(self.subjects.slot_events(p.slot_id), pos + 1)
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
            reply, seen = core.status_after(reply, evt), stored.seq
            if reply.status == "quarantined" and "contradicts_current" in reply.reasons:
                break  # waits for a reviewer: no point holding the caller
        if seen:
            await self.projected.reach(seen, deadline)
        return reply

    async def from_views(self, proposal_id: str, duplicate: bool = False) -> ProposalStatusReply | None:
        async with self.pool.connection() as conn:
            row = await store.proposal(conn, proposal_id)
        return core.status_reply(row, duplicate) if row else None

    # ------------------------------------------------------------ proposals.get
    async def on_get_proposal(self, body: GetProposal) -> ProposalStatusReply:
        key = await self.authenticate()
        async with self.pool.connection() as conn:
            row = await store.proposal(conn, body.proposal_id)
        if row is not None:
            core.may_read_proposal(key, row["scope"])
            return core.status_reply(row)
        p = await logreader.proposal(self.bus, body.proposal_id)  # in the log, not yet projected
        core.may_read_proposal(key, p.scope if p else None)
        return ProposalStatusReply(proposal_id=body.proposal_id, status="received", final=False)

    # ------------------------------------------------------------ facts
    async def delivered(self, key: KeyCreated, body: GetFacts | FactsHistory, via: str, reply: FactsReply) -> FactsReply:
        """Record which facts this read hands to `key` in the read log (issue 16), before the reply."""
        if reply.facts:
            did = "d_" + uuid.uuid4().hex
            await self.bus.append(FactsDelivered(
                event_id="e" + did, occurred_at=now(), correlation_id=did, scope=body.scope, delivery_id=did, via=via,
                delivered_by=key.name, key_id=key.key_id, run_id=body.run_id,
                fact_ids=tuple(dict.fromkeys(f.fact_id for f in reply.facts))))
        return reply

    async def on_get_facts(self, body: GetFacts) -> FactsReply:
        key = await self.authenticate()
        core.require_scope(key, body.scope)
        async with self.pool.connection() as conn:
            subject, predicate = canon_text(body.subject), canon_text(body.predicate) if body.predicate else None
            read = await store.facts_read(conn, body.scope, subject, predicate, body.as_of, body.known_at)
        return await self.delivered(key, body, "facts.get", core.facts_reply(read))

    async def on_facts_history(self, body: FactsHistory) -> HistoryReply:
        key = await self.authenticate()
        core.require_scope(key, body.scope)
        subject, predicate = canon_text(body.subject), canon_text(body.predicate)
        async with self.pool.connection() as conn:
            after = None
            if body.after is not None and (
                    after := await store.version_at(conn, body.scope, subject, predicate, body.after)) is None:
                raise InvalidRequest("`after` names no version of this fact: give the `next_after` of the page before")
            rows = await store.history(conn, body.scope, subject, predicate, core.history_rows(body.limit), after)
            srcs = await store.cited(conn, body.scope, rows)
        reply = core.history_reply(rows, srcs, body.limit)
        await self.delivered(key, body, "facts.history", reply)
        return reply

    async def on_get_source(self, body: GetSource) -> SourceReply:
        """One source with its words whole (v1.5): what a read shortened to fit the bus (`truncated_from`)."""
        key = await self.authenticate()
        core.require_scope(key, body.scope)
        async with self.pool.connection() as conn:
            found = await store.sources(conn, body.scope, [body.source_id])
        if body.source_id not in found:
            raise NotFound("no such source in this scope (a source is readable a moment after it is recorded)")
        return SourceReply(source=SourceView(**found[body.source_id]))

    async def on_explain_fact(self, body: ExplainFact) -> ExplainReply:
        """The chain behind one fact (issue 16); an audit read, itself not a delivery."""
        key = await self.authenticate()
        core.require_scope(key, body.scope)
        async with self.pool.connection() as conn:
            rows = await store.explain(conn, body.scope, body.fact_id)
        if rows is None:
            raise NotFound("no such fact in this scope")
        return core.explain_reply(rows)

    async def on_list_deliveries(self, body: ListDeliveries) -> DeliveriesReply:
        """The facts a tagged run was handed, oldest delivery first, each fact as it stands now."""
        key = await self.authenticate()
        core.require_scope(key, body.scope)
        async with self.pool.connection() as conn:
            rows = await store.deliveries_of_run(conn, body.scope, body.run_id, body.limit)
            facts = await store.facts_by_ids(conn, body.scope, list(dict.fromkeys(r["fact_id"] for r in rows)))
            srcs = await store.cited(conn, body.scope, facts)
        return core.deliveries_reply(body.run_id, rows, facts, srcs)

    # ------------------------------------------------------------ reviews
    async def on_decide_review(self, body: DecideReview) -> ProposalStatusReply:
        key = await self.authenticate()
        core.may_review(key)
        p = await logreader.proposal(self.bus, body.proposal_id or proposal_id_of_case(body.case_id or ""))
        core.may_read_proposal(key, p.scope if p else None)
        assert p is not None
        core.require_scope(key, p.scope)
        if body.case_id is not None:
            judgement = await self.case_judgement(body, body.case_id, p)
        else:
            judgement = core.review_judgement(body.decision or "", body.reason)
        deadline = time.monotonic() + self.settings.wait_timeout_s

        async def build(slot: SlotState) -> VerdictRendered:
            return await self.review_verdict(body, key, p, judgement, slot)

        try:
            evt = await logreader.append_to_slot(self.bus, p.slot_id, build)
        except BusConflict:
            raise Unavailable("the slot kept changing; try again") from None
        log.info("review_recorded", proposal_id=p.proposal_id, scope=p.scope, outcome=evt.outcome,
                 reviewer=key.name, resolution=body.resolution)
        last, _ = await logreader.slot_last(self.bus, p.slot_id)
        if last is not None:
            await self.projected.reach(last.seq, deadline)
        reply = await self.from_views(p.proposal_id)
        return reply or core.status_after(
            ProposalStatusReply(proposal_id=p.proposal_id, status="quarantined", final=False), evt)

    async def case_judgement(self, body: DecideReview, case_id: str, p: ProposalSubmitted) -> Judgement:
        """A reviewer's resolution of a conflict case, once the case is known in the proposal's scope."""
        async with self.pool.connection() as conn:
            case = await store.case(conn, case_id)
        if case is None:  # a case opened a moment ago may not be projected yet: read your writes
            last, _ = await logreader.slot_last(self.bus, p.slot_id)
            if last is not None and await self.projected.reach(
                    last.seq, time.monotonic() + self.settings.wait_timeout_s):
                async with self.pool.connection() as conn:
                    case = await store.case(conn, case_id)
        if case is None or case["scope"] != p.scope:
            raise NotFound("no such conflict case")
        if body.winner is not None and body.winner not in (case["challenger"], case["incumbent"]):
            raise InvalidRequest("the winner must be one of the two proposals of the case")
        return resolve_case(body.resolution or "", body.winner, p.proposal_id, body.reason)

    async def review_verdict(self, body: DecideReview, key: KeyCreated, p: ProposalSubmitted, judgement: Judgement,
                             slot: SlotState) -> VerdictRendered:
        """The reviewer's verdict on the slot's state as read now (`append_to_slot` calls it again
        on a newer state). Checked before anything is appended: a refused decision changes nothing."""
        evt = verdict_event(
            proposal_id=p.proposal_id, slot_id=p.slot_id, scope=p.scope, correlation_id=p.correlation_id,
            causation_id=p.event_id, state=slot, judgement=judgement, authority=AUTHORITY_RANK["reviewer"],
            by="reviewer", reviewer=key.name, now=now(), latency_us=0, resolution=body.resolution,
            winner=body.winner)
        if evt is None:
            raise Conflict("this proposal is not waiting for a decision: it was already decided")
        if judgement.outcome == "approved" and not slot.points and not await open_predicate(
                self.bus, scope=p.scope, subject_id=subject_id(p.scope, p.subject_key), subject_key=p.subject_key,
                predicate_key=p.predicate_key, correlation_id=p.correlation_id,
                admit=lambda s: predicate_admitted(s, p.predicate_key, self.policy)):
            raise Conflict("the subject already holds the most predicates the policy allows")
        return evt

    async def on_list_reviews(self, body: ListReviews) -> ReviewsReply:
        key = await self.authenticate()
        core.may_review(key)
        core.require_scope(key, body.scope)
        async with self.pool.connection() as conn:
            rows = await store.waiting(conn, body.scope, body.limit)
            currents = {r["slot_id"]: await store.current_of_slot(conn, r["slot_id"]) for r in rows}
            ids = sorted({s for r in rows for s in r["evidence"]}
                         | {s for cs in currents.values() for c in cs for s in c["evidence"]})
            srcs = await store.sources(conn, body.scope, ids)
        return ReviewsReply(items=[core.review_item(r, currents[r["slot_id"]], srcs) for r in rows])

    # ------------------------------------------------------------ facts.search
    async def on_search_facts(self, body: SearchFacts) -> SearchReply:
        key = await self.authenticate(write=True)
        core.require_scope(key, body.scope)
        vector = self.embed(body.text)
        rows: list[dict[str, Any]] = []
        async with self.pool.connection() as conn:
            if any(vector):  # a text with no word to compare ("...", "!!") matches nothing (no NaN scores)
                rows = await store.search(conn, body.scope, vector_literal(vector), body.limit)
            found = await with_sources(conn, body.scope, rows)
        hits = [SearchHit(**f.model_dump(), score=round(float(r["score"]), 6)) for f, r in zip(found.facts, rows, strict=True)]
        sid = "q_" + uuid.uuid4().hex
        await self.bus.append(FactsSearched(
            event_id="e" + sid, occurred_at=now(), correlation_id=sid, scope=body.scope, search_id=sid,
            searched_by=key.name, key_id=key.key_id, text=body.text, fact_ids=tuple(h.fact_id for h in hits),
            scores=tuple(h.score for h in hits), run_id=body.run_id))
        return SearchReply(facts=hits, search_id=sid)

    # ------------------------------------------------------------ journal
    async def on_list_journal(self, body: ListJournal) -> JournalReply:
        key = await self.authenticate()
        core.require_scope(key, body.scope)
        async with self.pool.connection() as conn:
            rows = await store.journal(conn, body.scope, canon_text(body.subject) if body.subject else None, body.limit)
        return JournalReply(entries=[core.journal_entry(r) for r in rows])


def build_app(settings: IntakeSettings, intake: Intake | None = None) -> FastStream:
    """The app, its lifecycle and health; the public subjects are served by `Intake.serve`
    (shared/responder.py). `intake`: one made by the caller, e.g. a subclass that decides what it
    stores (services/front)."""
    subjects = settings.subjects
    broker = NatsBroker(server_list(settings.nats_url), logger=None, middlewares=broker_middlewares(subjects))
    app = FastStream(broker, logger=None)
    intake = intake or Intake(settings)
    app.on_startup(intake.start)
    app.after_startup(intake.serve)
    app.on_shutdown(intake.stop)
    # the health probe reads the attributes `start` sets (bus, pool), absent before it
    add_health(broker, subjects, "intake", settings.instance,
               connections(vars(intake), extra=intake.stream_usage), intake.metrics)
    broker.publisher(subjects.all_proposals, title="intake/proposal.submitted", schema=ProposalSubmitted,
                     description="Each accepted submit, appended to the log (the gate's input).")
    # The AsyncAPI document of the public subjects: the same handlers on a broker that never starts.
    # Each subject: one queue group, `concurrency` requests at once, and a bounded backlog: past
    # `pending_limit` requests waiting in this process, the client library drops new ones (a
    # slow-consumer error) instead of queueing requests whose callers gave up long ago.
    api = NatsBroker(server_list(settings.nats_url), logger=None)
    for subject, title, handler in intake.api():
        api.subscriber(subject, title=title, queue=settings.queue)(handler)
    app.documented = [broker, api]  # type: ignore[attr-defined]
    return app
