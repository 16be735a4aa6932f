"""The projector as a FastStream app around one ordered batch loop.

The loop is `shared.consumers.Consumer` in batch mode: events arrive continuously on one open
pull request, and each batch is whatever arrived while the previous one was being applied (one
event when the log is quiet, hundreds under load), so no event waits for a batch to fill.
FastStream's per-message pull subscriber runs the messages of a batch concurrently (no order),
and its batch subscriber waits for a full batch or the timeout (research/limits.md pitfalls 7-8).
Each batch is applied in one transaction that also moves the stored stream position, from the
one this projector committed last, and only if it is still there (one conditional UPDATE, no
read or row lock per batch; if the views moved under it, the batch rolls back and is applied
again from theirs). Messages are acked only after the commit, and a sequence at or below the
position is skipped, so a redelivery or a restart writes nothing twice. Events are applied strictly in
log order: a gap before a fetched message (left by a projector that died holding unacked
messages) is filled by reading those sequences from the stream directly. Only one projector applies at a
time (a PostgreSQL advisory lock); others wait as standbys.

Tracing is by hand here (no FastStream subscriber): each event applied gets a `process` span,
child of the span that appended it (W3C context from its headers), ended at the batch's commit,
which is when its effect becomes visible; the end-to-end latency is measured at the same moment.
"""
from __future__ import annotations

import asyncio
import contextlib
import time
from datetime import UTC, datetime
from typing import Any

import orjson
from faststream import FastStream
from faststream.nats import NatsBroker
from opentelemetry import trace
from opentelemetry.trace import Status, StatusCode
from pydantic import ValidationError

from contracts.events import decode_event
from contracts.facts import FactsSearched
from contracts.keys import KeyCreated
from contracts.proposals import ProposalDecided, ProposalSubmitted, VerdictRendered
from contracts.sources import SourceRecorded
from domain.embedding import fact_text, hash_embed
from shared.bus import Bus, server_list
from shared.consumers import Consumer
from shared.db import open_pool
from shared.embedders import Embedder, embedder, vector_literal
from shared.health import add_health, connections
from shared.metrics import Metrics, consumer_lag
from shared.telemetry import broker_middlewares, consumer_span, event_attributes, logger

from . import store
from .core import EndToEnd
from .settings import ProjectorSettings

log = logger("provgate.projector")
LEADER_LOCK = 0x70726F6A  # advisory lock id: one applying projector per database


class PositionMoved(Exception):
    """The stored position is not the one this projector committed last (the batch rolls back)."""


async def apply(conn: Any, evt: Any, seq: int, cache: store.SlotCache, embed: Embedder = hash_embed) -> None:
    if isinstance(evt, KeyCreated):
        await store.insert_key(conn, evt)
    elif isinstance(evt, SourceRecorded):
        await store.insert_source(conn, evt, seq)
    elif isinstance(evt, ProposalSubmitted):
        await store.insert_proposal(conn, evt, seq, vector_literal(embed(fact_text(evt.subject, evt.predicate, evt.value))))
    elif isinstance(evt, ProposalDecided):
        await store.record_decision(conn, evt, cache)
    elif isinstance(evt, VerdictRendered):
        await store.record_verdict(conn, evt, cache)
    elif isinstance(evt, FactsSearched):
        await store.log_search(conn, evt)


def build_app(settings: ProjectorSettings) -> FastStream:
    subjects = settings.subjects
    broker = NatsBroker(server_list(settings.nats_url), logger=None, middlewares=broker_middlewares(subjects))
    app = FastStream(broker, logger=None)
    st: dict[str, Any] = {"applied": 0, "leader": False, "e2e": EndToEnd(datetime.now(UTC)), "cache": store.SlotCache(),
                          "embed": embedder(settings.embedder, hash_embed)}
    metrics = Metrics("projector")
    e2e = metrics.histogram("provgate.proposal.end_to_end.duration",
                            "From the request received by intake to the proposal's final state visible in the views.")
    applied = metrics.counter("provgate.projector.events", "Events applied to the views, by type.")

    async def probe() -> dict[str, Any]:
        return {"applied_seq": st["applied"], "leader": st["leader"]}

    add_health(broker, subjects, "projector", settings.instance, connections(st, metrics, probe), metrics)

    async def run() -> None:
        bus: Bus = st["bus"]
        pool = st["pool"]
        async with pool.connection() as lock_conn:
            await lock_conn.set_autocommit(True)
            while not (await (await lock_conn.execute("SELECT pg_try_advisory_lock(%s) AS ok", (LEADER_LOCK,))).fetchone())["ok"]:
                await asyncio.sleep(1.0)
            st["leader"] = True
            async with pool.connection() as conn, conn.transaction():
                st["applied"] = await store.position(conn, settings.durable)
            st["consumer"] = c = Consumer(
                bus, durable=settings.durable, filter_subject=subjects.events, batch=apply_batch,
                capacity=settings.batch_size, ack_wait_s=settings.ack_wait_s, max_deliver=-1, max_ack_pending=20_000)
            await c.start()
            while True:  # say where we are now and then, so waiters that joined late are not left hanging
                await asyncio.sleep(1.0)
                await bus.nc.publish(subjects.projected, orjson.dumps({"seq": st["applied"]}))

    async def missing(first: int, last: int) -> list[tuple[int, str, bytes, dict[str, str] | None]]:
        """Messages first..last read straight from the stream: the gap left by messages a dead
        projector had fetched and never acked (JetStream would redeliver them only after ack_wait)."""
        bus: Bus = st["bus"]
        out = []
        for seq in range(first, last + 1):
            m = await bus.js.get_msg(subjects.stream, seq, direct=not bus.leader_reads)  # as Bus.last
            out.append((seq, m.subject, m.data or b"", dict(m.headers) if m.headers else None))
        return out

    async def apply_in_transaction(conn: Any, msgs: list[Any], done: list[tuple[Any, Any]]) -> int:
        """Apply the batch's new events after the position this projector committed last, and move
        the stored position on only if it is still there; returns the new position. `done` gets
        (span, event) of each event applied, so the caller ends the spans whatever happens."""
        async with conn.transaction(), conn.pipeline():
            pos = start = st["applied"]
            for m in msgs:
                seq = m.metadata.sequence.stream
                if seq <= pos:
                    continue  # already applied: a redelivery
                todo = await missing(pos + 1, seq - 1) if seq > pos + 1 else []
                for s_seq, subject, data, headers in todo + [(seq, m.subject, m.data, m.headers)]:
                    span = consumer_span(subject, headers, consumer=settings.durable, seq=s_seq)
                    done.append((span, None))
                    with trace.use_span(span, end_on_exit=False):
                        done[-1] = (span, await apply_one(conn, s_seq, subject, data))
                    pos = s_seq
            if pos != start and not await store.advance_position(conn, settings.durable, start, pos):
                raise PositionMoved  # rolls the transaction back
        return pos

    def end_spans(done: list[tuple[Any, Any]], why: str) -> None:
        for span, _ in done:
            span.set_status(Status(StatusCode.ERROR, why))
            span.end()

    async def apply_batch(msgs: list[Any]) -> None:
        # one connection kept across batches (the loop is sequential); returned to the pool, which
        # drops it if broken, whenever a batch fails
        conn = st.get("conn") or await st["pool"].getconn()
        st["conn"] = conn
        for _ in range(2):
            done: list[tuple[Any, Any]] = []
            try:
                pos = await apply_in_transaction(conn, msgs, done)
                break
            except PositionMoved:
                # the views are not where this projector left them: PostgreSQL lost its last commits
                # in a crash (they are not flushed one by one), or a replay was swapped in. The slot
                # rows in memory may be ahead of the tables: drop them and apply again from the
                # views' own position (the gap is read from the stream).
                end_spans(done, "position moved: applied again")
                st["cache"].clear()
                async with conn.transaction():
                    found = await store.position(conn, settings.durable)
                log.warning("position_moved", expected=st["applied"], found=found)
                st["applied"] = found
            except Exception as e:  # noqa: BLE001 - nothing committed: every message comes back
                st["cache"].clear()  # it may hold rows of the transaction that did not commit
                await st["pool"].putconn(st.pop("conn"))
                log.error("batch_failed", error=repr(e))
                end_spans(done, "batch rolled back")
                for m in msgs:
                    await m.nak(delay=0.5)
                return
        else:
            for m in msgs:  # moved twice in a row: let them come back
                await m.nak(delay=0.5)
            return
        committed = datetime.now(UTC)
        end_ns = time.time_ns()
        for span, evt in done:
            visible = st["e2e"].final(evt)
            if visible is not None:
                outcome, path, received = visible
                e2e.record(max(0.0, (committed - received).total_seconds()), outcome=outcome, path=path)
            if evt is not None:
                applied.add(type=evt.type)
            span.end(end_time=end_ns)
        for m in msgs:
            await m.ack()
        st["applied"] = pos
        await st["bus"].nc.publish(subjects.projected, orjson.dumps({"seq": pos}))

    async def apply_one(conn: Any, seq: int, subject: str, data: bytes) -> Any:
        """Apply one event; returns it (None if it could not be decoded: it is dead-lettered)."""
        try:
            evt = decode_event(data)
        except (ValidationError, orjson.JSONDecodeError, ValueError) as e:
            await store.dead_letter(conn, seq, subject, str(e), data)
            trace.get_current_span().set_status(Status(StatusCode.ERROR, "undecodable event: dead-lettered"))
            return None
        trace.get_current_span().set_attributes(event_attributes(evt, message=True))
        await apply(conn, evt, seq, st["cache"], st["embed"])
        return evt

    @app.on_startup
    async def connect() -> None:
        st["bus"] = await Bus.connect(settings.nats_url, subjects, name="provgate-projector",
                                 leader_reads=settings.stream_replicas > 1)
        await st["bus"].ensure_stream(settings.stream_replicas)
        # the views are made again from the log whenever they lose a commit: no need to wait for
        # each commit's WAL flush (see apply_batch for how a lost commit is noticed)
        st["pool"] = await open_pool(settings.database_url, min_size=2, max_size=settings.pool_size,
                                     durable_commits=False)
        metrics.track_consumer(settings.durable,
                               lambda: consumer_lag(st["bus"].js, subjects.stream, settings.durable))

    @app.after_startup
    async def start_loop() -> None:
        st["task"] = asyncio.create_task(run())

    @app.on_shutdown
    async def stop() -> None:
        task = st.get("task")
        if task:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task
        if st.get("consumer") is not None:
            await st["consumer"].stop()
        if st.get("conn") is not None:
            await st["pool"].putconn(st.pop("conn"))
        await st["pool"].close()
        await st["bus"].close()

    return app
