"""Rebuild the views from the log (`provgate replay`) and prove the live ones match (`provgate verify`).

Replay reads the stream from its first event with an ordered consumer and applies every event
with the projector's own `apply`, into a fresh schema, one transaction per batch. Every time in
the views comes from an event, so a replay of the same log yields the same rows. `--until`
stops at a stream sequence or a time and leaves the schema for a user to query. Without it,
the rebuilt views are swapped into the live tables in one transaction; a live projector that
applied events past the replay's end during the swap refills them from the stream (it fills any
gap behind its position), so nothing is lost.
"""
from __future__ import annotations

import asyncio
import contextlib
import gc
import os
import time
from collections import deque
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import psycopg
from nats.aio.msg import Msg
from nats.js.api import DEFAULT_PREFIX, AckPolicy, ConsumerConfig, DeliverPolicy, Header
from psycopg import sql
from psycopg.rows import dict_row

from contracts.subjects import Subjects
from domain.embedding import hash_embed
from services.projector import store
from services.projector.batched import apply_items
from services.projector.fold import TRANSIENT, Item, apply_guarded
from shared.bus import Bus
from shared.checksum import VIEWS, columns, view_checksums
from shared.consumers import REFUSED_HOLD_S, PullLimits, filled
from shared.db import migrate
from shared.embedders import embedder
from shared.keyring import Keyring

BATCH = 500
PULL_EXPIRES_S = 10.0  # a pull request's life: a replay that took its requests as lost (`take`) has few open
STALL_S = 5.0
GIVE_UP_S = 60.0
LIVE = "projector"


@dataclass
class Progress:
    applied: int
    total: int
    rate: float

    @property
    def eta_s(self) -> float:
        return (self.total - self.applied) / self.rate if self.rate > 0 else 0.0


def _schema_name(name: str) -> str:
    if not name.replace("_", "").isalnum() or not name[0].isalpha() or len(name) > 60:
        raise ValueError(f"invalid schema name {name!r}")
    return name.lower()


async def replay(
    nats_url: str, database_url: str, prefix: str, schema: str, *,
    until_seq: int | None = None, until_time: datetime | None = None,
    progress: Callable[[Progress], None] | None = None,
) -> int:
    """Apply the log from its first event into `schema` (created fresh); returns the last seq applied."""
    schema = _schema_name(schema)
    with psycopg.connect(database_url, autocommit=True) as c:
        c.execute(sql.SQL("DROP SCHEMA IF EXISTS {} CASCADE").format(sql.Identifier(schema)))
    migrate(database_url, schema=schema)
    subjects = Subjects(prefix)
    bus = await Bus.connect(nats_url, subjects, name="provgate-replay")
    last = 0
    try:
        info = await bus.js.stream_info(subjects.stream)
        end = min(info.state.last_seq, until_seq) if until_seq else info.state.last_seq
        if end == 0 or info.state.messages == 0:
            return 0
        pull = _Pull(bus, window=4 * BATCH)
        await pull.start()
        started = tick = time.monotonic()
        cache = store.SlotCache()
        keys = Keyring(bus)  # sealed words open as they do live; an erased key is gone from the store
        embed = embedder(os.environ.get("PROVGATE_EMBEDDER", "hash"), hash_embed)  # as the live projector
        with _fewer_collections():
            try:
                async with await psycopg.AsyncConnection.connect(
                        database_url, row_factory=dict_row, options=f"-c search_path={schema},public") as conn:
                    done = False
                    while not done:
                        msgs = await pull.take(BATCH)
                        items: list[Item] = []
                        for m in msgs:
                            seq = _stream_seq(m)
                            if seq > end or (until_time and m.metadata.timestamp > until_time):
                                done = True
                                break
                            items.append(Item(seq, m.subject, m.data))
                            if seq >= end:
                                done = True
                                break
                        if items:
                            await _apply_batch(conn, items, cache, embed, keys)
                            last = items[-1].seq
                        now = time.monotonic()
                        if progress and (now - tick >= 1.0 or done):
                            tick = now
                            progress(Progress(last, end, last / max(now - started, 1e-9)))
            finally:
                await pull.stop()
    finally:
        await bus.close()
    return last


@contextlib.contextmanager
def _fewer_collections() -> Iterator[None]:
    """A replay makes millions of short-lived objects, which reference counting frees, while the
    slot cache grows; at the default thresholds (every 700 allocations) the cyclic collector
    walks that cache again and again, a fifth of replay's CPU here. Raised for the replay."""
    old = gc.get_threshold()
    gc.set_threshold(50_000, 50, 100)
    try:
        yield
    finally:
        gc.set_threshold(*old)


def _stream_seq(m: Msg) -> int:
    """The message's stream sequence, read from its reply subject (`$JS.ACK.<stream>.<consumer>.
    <delivered>.<stream seq>...`) without all of `m.metadata`, which makes a datetime per message
    (a twelfth of a replay's CPU in py-spy)."""
    tokens = m.reply.split(".")
    if len(tokens) == 9 and tokens[0] == "$JS" and tokens[1] == "ACK":
        return int(tokens[5])
    return int(m.metadata.sequence.stream)  # the longer form, with domain and account hash


class _Pull:
    """The event log from its first message, pulled continuously: one pull request for up to
    `window` messages stays open and is topped up as batches are taken, and the messages land in
    a buffer from the subscription's callback, also while the previous batch is being applied.
    (nats-py's `fetch` awaits each message of a batch with a timeout: a task per message, most of
    a replay's time in the client.)"""

    def __init__(self, bus: Bus, window: int) -> None:
        self.bus = bus
        self.window = window
        self.credit = 0  # messages requested and neither delivered nor expired
        self.buffer: deque[Msg] = deque()
        self.arrived = asyncio.Event()
        self.consumer = ""
        self.inbox = ""
        self.sub: Any = None
        self.limits = PullLimits()
        self.held: asyncio.Task[None] | None = None

    async def start(self) -> None:
        s = self.bus.subjects
        info = await self.bus.js.add_consumer(s.stream, ConsumerConfig(
            ack_policy=AckPolicy.NONE, deliver_policy=DeliverPolicy.ALL, filter_subject=s.events,
            inactive_threshold=60.0))
        self.consumer = str(info.name)
        self.inbox = self.bus.nc.new_inbox()
        self.sub = await self.bus.nc.subscribe(self.inbox, cb=self._on_message, pending_msgs_limit=-1,
                                               pending_bytes_limit=-1)
        await self._top_up()

    async def stop(self) -> None:
        """Stop reading; the server drops the consumer after `inactive_threshold` (no user but the
        owner may delete consumers on provgate's own server)."""
        with contextlib.suppress(Exception):
            await self.sub.unsubscribe()

    async def _top_up(self) -> None:
        want = self.window - self.credit - len(self.buffer)
        if want < self.window // 2:
            return
        # at most its bytes' worth each (`PULL_MAX_BYTES`): 2,000 of a hot slot's decisions, about 31 KB
        # each, came to the 64 MiB nats-server lets a client owe it, and it cut the replay off
        asked, req = self.limits.request(want, self.bus.nc, expires_s=PULL_EXPIRES_S)
        self.credit += asked
        await self.bus.nc.publish(f"{DEFAULT_PREFIX}.CONSUMER.MSG.NEXT.{self.bus.subjects.stream}.{self.consumer}",
                                  req, reply=self.inbox)

    async def _on_message(self, msg: Msg) -> None:
        if msg.reply:  # a message of the stream
            self.credit -= 1
            self.buffer.append(msg)
            self.arrived.set()
            return
        # a status (404/408/409): the request ended with what it still owed; ask again
        headers = msg.headers or {}
        pending = headers.get("Nats-Pending-Messages")
        self.credit = max(0, self.credit - int(pending)) if pending else 0
        if headers.get(Header.STATUS) == "409" and not filled(headers) \
                and not self.limits.learn(headers.get(Header.DESCRIPTION) or ""):
            # refused (e.g. a leader change): pull again in a moment, not in a hot loop, and not by
            # sleeping here, which would hold back what the other open requests bring
            if self.held is None or self.held.done():  # one pull after the pause, however many refusals came
                self.held = asyncio.create_task(self._after_refusal())
            return
        await self._top_up()

    async def _after_refusal(self) -> None:
        await asyncio.sleep(REFUSED_HOLD_S)
        with contextlib.suppress(Exception):  # (`take` pulls again when nothing comes)
            await self._top_up()

    async def take(self, n: int, stall_s: float = STALL_S, give_up_s: float = GIVE_UP_S) -> list[Msg]:
        """Up to `n` messages in log order. When none comes for `stall_s`, the open requests are
        taken as lost (a server that cut this client off, or restarted, ends them without a word)
        and made again; after `give_up_s` without a message, TimeoutError."""
        deadline = time.monotonic() + give_up_s
        while not self.buffer:
            self.arrived.clear()
            try:
                await asyncio.wait_for(self.arrived.wait(), stall_s)
            except TimeoutError:
                if time.monotonic() > deadline:
                    raise
                self.credit = 0
                await self._top_up()
        buf = self.buffer
        out = [buf.popleft() for _ in range(min(n, len(buf)))]
        await self._top_up()
        return out


async def _apply_batch(conn: Any, items: list[Item], cache: store.SlotCache, embed: Any, keys: Keyring) -> None:
    """One transaction for the batch, with the position; the same two paths as the live projector
    (services/projector/fold.py): pipelined, or, when the views refuse an event, one savepoint per
    event and a dead letter for the one refused, so both record the very same rows."""
    for careful in (False, True):
        try:
            async with conn.transaction(), (contextlib.nullcontext() if careful else conn.pipeline()):
                if careful:
                    for item in items:
                        await apply_guarded(conn, item, cache, embed, keys)
                else:
                    await apply_items(conn, items, cache, embed, keys)
                await store.position(conn, LIVE)
                await store.set_position(conn, LIVE, items[-1].seq)
            return
        except TRANSIENT:
            raise
        except Exception:  # noqa: BLE001 - find the event the views refuse: the careful path records it
            cache.clear()
            if careful:
                raise


def swap_in(database_url: str, schema: str) -> None:
    """Replace the live views with the rebuilt ones, in one transaction."""
    schema = _schema_name(schema)
    with psycopg.connect(database_url) as c, c.transaction():
        tables = [*VIEWS, "projector_position"]
        c.execute(sql.SQL("LOCK TABLE {} IN ACCESS EXCLUSIVE MODE").format(
            sql.SQL(", ").join(sql.Identifier("public", t) for t in tables)))
        c.execute(sql.SQL("TRUNCATE {}").format(sql.SQL(", ").join(sql.Identifier("public", t) for t in tables)))
        for t in tables:
            cols = columns(c, "public", t)
            ident = sql.SQL(", ").join(sql.Identifier(x) for x in cols)
            c.execute(sql.SQL("INSERT INTO {} ({}) SELECT {} FROM {}").format(
                sql.Identifier("public", t), ident, ident, sql.Identifier(schema, t)))
        c.execute("SELECT setval(pg_get_serial_sequence('public.facts', 'row_id'),"
                  " coalesce((SELECT max(row_id) FROM public.facts), 0) + 1, false)")


def live_snapshot(database_url: str) -> tuple[int, dict[str, tuple[int, str]]]:
    """The live projector's position and the views' checksums, read in one snapshot."""
    with psycopg.connect(database_url) as c:
        c.execute("BEGIN ISOLATION LEVEL REPEATABLE READ")
        row = c.execute("SELECT stream_seq FROM projector_position WHERE consumer = %s", (LIVE,)).fetchone()
        pos = int(row[0]) if row else 0
        sums = view_checksums(database_url, conn=c)
        c.execute("COMMIT")
    return pos, sums


def differences(a: dict[str, Any], b: dict[str, Any]) -> list[str]:
    return [t for t in sorted(set(a) | set(b)) if a.get(t) != b.get(t)]
