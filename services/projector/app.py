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
from types import SimpleNamespace
from typing import Any

import orjson
import psycopg
from faststream import FastStream
from faststream.nats import NatsBroker
from nats.js.errors import NotFoundError
from opentelemetry import trace
from opentelemetry.trace import Status, StatusCode

from contracts.events import decode_event
from contracts.facts import FactsDelivered, FactsSearched
from domain.embedding import hash_embed
from shared.bus import Bus, server_list
from shared.consumers import Consumer, backoff_delay, fatal_on_error
from shared.db import open_pool, pipelined_transaction
from shared.embedders import embedder
from shared.health import add_health, connections
from shared.keyring import Keyring
from shared.metrics import Metrics, consumer_lag
from shared.telemetry import annotate, broker_middlewares, consumer_span, logger

from . import store
from .batched import Batch
from .core import EndToEnd
from .fold import TRANSIENT, Item, apply, apply_guarded
from .pace import Pace
from .settings import ProjectorSettings

__all__ = ["apply", "build_app"]

log = logger("provgate.projector")
READS_LINGER_S = 0.25  # the read log's batches gather this long: nobody waits on it, fewer transactions
LEADER_LOCK = 0x70726F6A  # advisory lock id: one applying projector per database


class _Read:
    """A message read from the stream (not delivered by the consumer), shaped like one: nothing to ack."""

    def __init__(self, item: Item) -> None:
        self.subject, self.data, self.headers = item.subject, item.data, item.headers
        self.metadata = SimpleNamespace(sequence=SimpleNamespace(stream=item.seq), num_delivered=1)

    async def ack(self) -> None:
        return None

    async def nak(self, delay: float | None = None) -> None:
        raise RuntimeError("could not apply what the stream holds")  # run() dies: the supervisor retries


class PositionMoved(Exception):
    """The stored position is not the one this projector committed last (the batch rolls back)."""


def build_app(settings: ProjectorSettings) -> FastStream:
    subjects = settings.subjects
    broker = NatsBroker(server_list(settings.nats_url), logger=None, middlewares=broker_middlewares(subjects))
    app = FastStream(broker, logger=None)
    st: dict[str, Any] = {"applied": 0, "leader": False, "dead_letters": 0, "refused": [], "e2e": EndToEnd(datetime.now(UTC)), "cache": store.SlotCache(),
                          "embed": embedder(settings.embedder, hash_embed)}
    pace = Pace(settings.busy_events_per_s, settings.busy_linger_s)  # how long each batch gathers
    metrics = Metrics("projector")
    e2e = metrics.histogram("provgate.proposal.end_to_end.duration",
                            "From the request received by intake to the proposal's final state visible in the views.")
    applied = metrics.counter("provgate.projector.events", "Events applied to the views, by type.")

    unapplicable = metrics.counter("provgate.projector.unapplicable",
                                   "Events the views could not take, recorded as dead letters (an alarm).")

    async def probe() -> dict[str, Any]:
        return {"applied_seq": st["applied"], "leader": st["leader"], "dead_letters": st["dead_letters"]}

    add_health(broker, subjects, "projector", settings.instance, connections(st, metrics, probe), metrics)

    async def run() -> None:
        """Take the lock, then apply the log for as long as this process lives.

        The lock is held on a connection of its own, not one of the pool's: a session lock on a
        pooled connection would outlive this task if it died and the connection went back to the
        pool, and no standby could ever take over. If this task ends for any reason but a stop,
        the process exits (`fatal_on_error`) and its supervisor starts it again.
        """
        bus: Bus = st["bus"]
        pool = st["pool"]
        async with await psycopg.AsyncConnection.connect(settings.database_url, autocommit=True) as lock_conn:
            while not ((await (await lock_conn.execute("SELECT pg_try_advisory_lock(%s)", (LEADER_LOCK,))).fetchone())
                       or (False,))[0]:
                await asyncio.sleep(1.0)
            st["leader"] = True
            async with pool.connection() as conn, conn.transaction():
                st["applied"] = await store.position(conn, settings.durable)
                st["dead_letters"] = await store.dead_letter_count(conn)
                st["keys"].forget(await store.erased_keys(conn))  # erased per the log, whatever the store says
            await catch_up()
            st["reads"] = r = Consumer(
                bus, durable=settings.durable + "-reads", filter_subject=subjects.reads, stream=subjects.reads_stream,
                batch=apply_reads, capacity=settings.batch_size, ack_wait_s=settings.ack_wait_s, linger=READS_LINGER_S)
            await r.start()
            st["consumer"] = c = Consumer(
                bus, durable=settings.durable, filter_subject=subjects.events, batch=apply_batch,
                capacity=settings.batch_size, ack_wait_s=settings.ack_wait_s, max_ack_pending=20_000,
                resume_from=lambda: st["applied"] + 1, linger=lambda msgs: pace.linger(msgs, time.monotonic()))
            await c.start()
            while True:  # say where we are now and then, so waiters that joined late are not left hanging
                await asyncio.sleep(1.0)
                await lock_conn.execute("SELECT 1")  # the lock's session is alive (else: raise, exit)
                await bus.nc.publish(subjects.projected, orjson.dumps({"seq": st["applied"]}))

    async def apply_reads(msgs: list[Any]) -> None:
        """The read log (a stream of its own, with limits): each search into `retrievals`, and each
        delivery (a search's too) into `deliveries`, once (insert or nothing). Not part of the views a
        replay rebuilds: the read log forgets. Nobody waits on it, so its batches linger (READS_LINGER_S)
        and go in one pipelined transaction; if the views refuse one, each read gets a savepoint of
        its own and a read they refuse is dropped, not the rest."""
        reads = []
        for m in msgs:
            try:
                evt = decode_event(m.data)
            except (ValueError, orjson.JSONDecodeError):
                continue  # nothing to keep of it
            if isinstance(evt, FactsSearched | FactsDelivered):
                reads.append(evt)
        try:
            try:
                async with st["pool"].connection() as conn, pipelined_transaction(conn):
                    for evt in reads:
                        await log_read(conn, evt)
            except TRANSIENT:
                raise
            except Exception as e:  # noqa: BLE001 - one read the views refuse: each on its own
                log.warning("reads_refused", error=repr(e)[:300], reads=len(reads))
                async with st["pool"].connection() as conn, conn.transaction():
                    for evt in reads:
                        async with conn.transaction():  # a savepoint: one odd read skips, not the rest
                            try:
                                await log_read(conn, evt)
                            except TRANSIENT:
                                raise
                            except Exception as e:  # noqa: BLE001 - a read record the views refuse is dropped
                                log.error("read_unrecordable", error=repr(e)[:300])
        except Exception as e:  # noqa: BLE001 - the database is down: they come back
            log.error("reads_failed", error=repr(e)[:300])
            for m in msgs:
                await m.nak(delay=backoff_delay(m.metadata.num_delivered))
            return
        await st["reads"].ack_batch(msgs)

    async def log_read(conn: Any, evt: FactsSearched | FactsDelivered) -> None:
        if isinstance(evt, FactsSearched):
            await store.log_search(conn, evt)
        else:
            await store.log_delivery(conn, evt.delivery_id, evt.via, evt.scope, evt.delivered_by, evt.key_id,
                                     evt.run_id, evt.fact_ids, evt.occurred_at)

    async def catch_up() -> None:
        """Apply, straight from the stream, what the durable delivered beyond this projector's position
        before it took over: a projector that died holding a batch left it unacked, and JetStream
        would deliver it again only after `ack_wait` (issue 11: a restart must not stall the views)."""
        bus: Bus = st["bus"]
        try:
            info = await bus.js.consumer_info(subjects.stream, settings.durable)
        except NotFoundError:
            return
        upto = int(info.delivered.stream_seq or 0)
        if upto > st["applied"]:
            m = await bus.js.get_msg(subjects.stream, upto, direct=not bus.leader_reads)
            await apply_batch([_Read(Item(upto, m.subject or "", m.data or b"", dict(m.headers) if m.headers else None))])
            log.info("caught_up", to_seq=upto)

    async def missing(first: int, last: int) -> list[Item]:
        """Messages first..last read straight from the stream: the gap left by messages a dead
        projector had fetched and never acked (JetStream would redeliver them only after ack_wait)."""
        bus: Bus = st["bus"]
        out = []
        for seq in range(first, last + 1):
            m = await bus.js.get_msg(subjects.stream, seq, direct=not bus.leader_reads)  # as Bus.last
            out.append(Item(seq, m.subject or "", m.data or b"", dict(m.headers) if m.headers else None))
        return out

    async def apply_in_transaction(conn: Any, msgs: list[Any], done: list[tuple[Any, Any]], careful: bool) -> int:
        """Apply the batch's new events after the position this projector committed last, and move
        the stored position on only if it is still there; returns the new position. `done` gets
        (span, event) of each event applied, so the caller ends the spans whatever happens.

        `careful`: one savepoint per event, and an event the views refuse is recorded as a dead
        letter instead of failing the batch (fold.py); the fast path is one pipelined transaction with
        one statement per kind (batched.py)."""
        try:
            # fast: BEGIN, the rows, the position and COMMIT leave together, one round trip
            async with conn.transaction() if careful else pipelined_transaction(conn):
                return await apply_events(conn, msgs, done, careful)
        except psycopg.Error as e:
            if e.sqlstate == store.POSITION_MOVED:
                raise PositionMoved from None  # (rolled back)
            raise

    async def apply_events(conn: Any, msgs: list[Any], done: list[tuple[Any, Any]], careful: bool) -> int:
        """`apply_in_transaction`'s work, inside its transaction."""
        batch = None if careful else Batch(conn, st["cache"], st["embed"], st["keys"])  # one statement per kind
        pos = start = st["applied"]
        for m in msgs:
            seq = m.metadata.sequence.stream
            if seq <= pos:
                continue  # already applied: a redelivery
            todo = await missing(pos + 1, seq - 1) if seq > pos + 1 else []
            for item in todo + [Item(seq, m.subject, m.data, m.headers)]:
                span = consumer_span(item.subject, item.headers, consumer=settings.durable, seq=item.seq)
                done.append((span, None))
                with trace.use_span(span, end_on_exit=False):
                    if batch is None:
                        evt, refused = await apply_guarded(conn, item, st["cache"], st["embed"], st["keys"])
                    else:
                        evt, refused = await batch.apply_item(item)
                    if refused is not None:
                        st["refused"].append((item.seq, refused))
                        span.set_status(Status(StatusCode.ERROR, "unapplicable: dead-lettered"))
                    if evt is not None:
                        annotate(span, evt, message=True)
                    done[-1] = (span, evt)
                pos = item.seq
        if batch is not None:
            await batch.flush()
        if pos != start:
            await store.advance_position(conn, settings.durable, start, pos)  # fails if it moved: rolls back
        return pos

    def end_spans(done: list[tuple[Any, Any]], why: str) -> None:
        for span, _ in done:
            span.set_status(Status(StatusCode.ERROR, why))
            span.end()

    async def apply_batch(msgs: list[Any]) -> None:
        pace.took(len(msgs), time.monotonic())
        # one connection kept across batches (the loop is sequential); returned to the pool, which
        # drops it if broken, whenever a batch fails
        conn = st.get("conn") or await st["pool"].getconn()
        st["conn"] = conn
        careful = False
        for _ in range(3):
            done: list[tuple[Any, Any]] = []
            st["refused"] = []
            try:
                pos = await apply_in_transaction(conn, msgs, done, careful)
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
            except Exception as e:  # noqa: BLE001 - nothing committed: applied again, or every message comes back
                st["cache"].clear()  # it may hold rows of the transaction that did not commit
                end_spans(done, "batch rolled back")
                if not careful and not isinstance(e, TRANSIENT):
                    log.warning("batch_refused", error=repr(e)[:500], events=len(msgs))
                    careful = True  # find the event the views refuse, record it, apply the rest
                    continue
                await st["pool"].putconn(st.pop("conn"))
                log.error("batch_failed", error=repr(e)[:500])
                for m in msgs:  # back off with the delivery count, with jitter (the database may be down)
                    await m.nak(delay=backoff_delay(m.metadata.num_delivered))
                return
        else:
            for m in msgs:  # moved again and again: let them come back
                await m.nak(delay=backoff_delay(m.metadata.num_delivered))
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
        for seq, reason in st["refused"]:
            st["dead_letters"] += 1
            unapplicable.add()
            log.error("event_unapplicable", stream_seq=seq, reason=reason)
        if "consumer" in st:
            await st["consumer"].ack_batch(msgs)  # (catch_up's messages were read, not delivered)
        st["applied"] = pos
        await st["bus"].nc.publish(subjects.projected, orjson.dumps({"seq": pos}))

    @app.on_startup
    async def connect() -> None:
        st["bus"] = await Bus.connect(settings.nats_url, subjects, name="provgate-projector",
                                 leader_reads=settings.stream_replicas > 1)
        await st["bus"].ensure_stream(settings.stream_replicas)
        st["keys"] = Keyring(st["bus"])
        # the views are made again from the log whenever they lose a commit: no need to wait for
        # each commit's WAL flush (see apply_batch for how a lost commit is noticed)
        # autocommit: every transaction is explicit (pipelined_transaction, or transaction())
        st["pool"] = await open_pool(settings.database_url, min_size=2, max_size=settings.pool_size,
                                     durable_commits=False, autocommit=True)
        metrics.track_consumer(settings.durable,
                               lambda: consumer_lag(st["bus"].js, subjects.stream, settings.durable))

    @app.after_startup
    async def start_loop() -> None:
        st["task"] = task = asyncio.create_task(run())
        task.add_done_callback(fatal_on_error("projector loop"))

    @app.on_shutdown
    async def stop() -> None:
        task = st.get("task")
        if task:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task
        for c in (st.get("consumer"), st.get("reads")):
            if c is not None:
                await c.stop()
        if st.get("conn") is not None:
            await st["pool"].putconn(st.pop("conn"))
        await st["pool"].close()
        await st["bus"].close()

    return app
