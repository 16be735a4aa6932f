"""What the JetStream consumers share: a durable consumer that handles each message as it arrives
(the gate and the verifier one by one, the projector in batches), and the retry policy of a
compare-and-set append.

FastStream's pull subscriber fetches a batch, runs its handlers and fetches again only when all
of them are done, so a message that arrives meanwhile waits for the slowest handler of the batch,
and an idle subscriber polls (one fetch per `timeout`). Its per-message middleware stack was half
of the gate's CPU under load (loadtest/RESULTS.md; research/limits.md measured a FastStream
per-message consumer at about 0.34x raw nats-py).

Here one pull request for up to `capacity` messages stays open on the server (it expires after
`expires_s` and carries idle heartbeats); the server delivers messages into one inbox as the
stream stores them, each is handled in its own task, and the request is topped up whenever less
than half of `capacity` is requested or being handled. So at most about `capacity` messages are
in the process at once, none waits for another, and an idle consumer costs one heartbeat every
`heartbeat_s`. If heartbeats stop (a reconnect loses the open request), a watchdog pulls again.

In batch mode one task takes everything that has arrived (in arrival order) whenever the last
batch is done, and the batch handler acks. Otherwise a handler's outcome decides: it returns ->
ack; it raises `Later(delay)` -> nak with that delay (the message comes back, up to the
consumer's max_deliver); the event cannot be decoded -> term (it never will); any other error ->
nak after `retry_s`. Each message is handled in a `<subject template> process` span, child of
the span that appended it, with the event's ids bound to every log line the handler writes.
"""
from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

import orjson
import structlog
from nats.aio.msg import Msg
from nats.js.api import DEFAULT_PREFIX, AckPolicy, ConsumerConfig, DeliverPolicy, Header
from nats.js.errors import NotFoundError
from opentelemetry import trace
from opentelemetry.trace import Status, StatusCode
from pydantic import ValidationError

from . import logreader
from .bus import Bus, Conflict
from .settings import DeciderSettings
from .telemetry import consumer_span, event_ids, logger

log = logger("provgate.consumers")
PENDING_MESSAGES = "Nats-Pending-Messages"


class Later(Exception):
    """Raised by a handler: deliver this message again after `delay` seconds."""

    def __init__(self, delay: float) -> None:
        super().__init__(f"later: {delay}s")
        self.delay = delay


class KeyedLocks:
    """One asyncio lock per key, dropped when no one holds or waits for it."""

    def __init__(self) -> None:
        self._locks: dict[str, tuple[asyncio.Lock, int]] = {}

    @contextlib.asynccontextmanager
    async def hold(self, key: str) -> AsyncIterator[None]:
        lock, users = self._locks.get(key, (asyncio.Lock(), 0))
        self._locks[key] = (lock, users + 1)
        try:
            async with lock:
                yield
        finally:
            lock, users = self._locks[key]
            if users == 1:
                del self._locks[key]
            else:
                self._locks[key] = (lock, users - 1)


class Consumer:
    """A continuous pull on the durable `durable` (created with `filter_subject` if missing)."""

    def __init__(self, bus: Bus, *, durable: str, filter_subject: str,
                 handle: Callable[[Msg], Awaitable[None]] | None = None,
                 batch: Callable[[list[Msg]], Awaitable[None]] | None = None,
                 capacity: int = 64, ack_wait_s: float = 30.0, max_deliver: int = 20, max_ack_pending: int = 5000,
                 expires_s: float = 30.0, heartbeat_s: float = 5.0, retry_s: float = 0.5) -> None:
        """`handle` takes one message at a time, concurrently (acked by its outcome); or `batch` takes
        every message that has arrived, in arrival order, one batch at a time, and acks them itself."""
        if (handle is None) == (batch is None):
            raise ValueError("give either handle or batch")
        self.bus = bus
        self.durable = durable
        self.filter_subject = filter_subject
        self.handle = handle
        self.batch = batch
        self._buffer: list[Msg] = []
        self._arrived = asyncio.Event()
        self.capacity = capacity
        self.config = ConsumerConfig(
            # with `name`, nats-py creates it on CONSUMER.CREATE.<stream>.<name>.<filter> (deploy/nats permits that)
            name=durable, durable_name=durable, filter_subject=filter_subject, ack_policy=AckPolicy.EXPLICIT,
            deliver_policy=DeliverPolicy.ALL, ack_wait=ack_wait_s, max_deliver=max_deliver,
            max_ack_pending=max_ack_pending)
        self.expires_ns = int(expires_s * 1e9)
        self.heartbeat_s = heartbeat_s
        self.retry_s = retry_s
        self.credit = 0  # messages requested and neither delivered nor expired
        self.busy = 0  # messages being handled
        self.heard = time.monotonic()
        self._tasks: set[asyncio.Task[None]] = set()
        self._sub: Any = None
        self._watchdog: asyncio.Task[None] | None = None
        self._batches: asyncio.Task[None] | None = None
        self._next = f"{DEFAULT_PREFIX}.CONSUMER.MSG.NEXT.{bus.subjects.stream}.{durable}"
        self._inbox = ""

    @classmethod
    def deciding(cls, bus: Bus, settings: DeciderSettings, filter_subject: str,
                 handle: Callable[[Msg], Awaitable[None]]) -> Consumer:
        """The consumer of a deciding service (gate, verifier), tuned by its settings."""
        return cls(bus, durable=settings.durable, filter_subject=filter_subject, handle=handle,
                   capacity=settings.capacity, ack_wait_s=settings.ack_wait_s, max_deliver=settings.max_deliver)

    async def start(self) -> None:
        js, stream = self.bus.js, self.bus.subjects.stream
        try:
            await js.consumer_info(stream, self.durable)
        except NotFoundError:
            await js.add_consumer(stream, self.config)  # identical configs from two instances: both succeed
        self._inbox = self.bus.nc.new_inbox()
        self._sub = await self.bus.nc.subscribe(self._inbox, cb=self._on_message, pending_msgs_limit=-1,
                                                pending_bytes_limit=-1)
        if self.batch is not None:
            self._batches = asyncio.create_task(self._take_batches())
        await self._top_up()
        self._watchdog = asyncio.create_task(self._watch())

    async def stop(self) -> None:
        """Stop pulling, let the handlers in flight finish (unacked messages come back anyway)."""
        for task in (self._watchdog, self._batches):
            if task is not None:
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await task
        if self._sub is not None:
            with contextlib.suppress(Exception):
                await self._sub.unsubscribe()
        if self._tasks:
            await asyncio.wait(self._tasks, timeout=5.0)

    async def _top_up(self) -> None:
        want = self.capacity - self.busy - self.credit
        if want <= 0 or (self.credit and want < self.capacity // 2):
            return
        self.credit += want
        req = {"batch": want, "expires": self.expires_ns, "idle_heartbeat": int(self.heartbeat_s * 1e9)}
        await self.bus.nc.publish(self._next, orjson.dumps(req), reply=self._inbox)

    async def _on_message(self, msg: Msg) -> None:
        self.heard = time.monotonic()
        status = (msg.headers or {}).get(Header.STATUS) if not msg.reply else None
        if status is None:
            self.credit -= 1
            self.busy += 1
            if self.batch is not None:
                self._buffer.append(msg)
                self._arrived.set()
                return
            task = asyncio.create_task(self._run(msg))
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)
            return
        if status == "100":
            return  # an idle heartbeat: the request is still open
        # 404/408/409: the request ended (expired, or the server dropped it); what it still owed
        pending = (msg.headers or {}).get(PENDING_MESSAGES)
        self.credit = max(0, self.credit - int(pending)) if pending else 0
        if status == "409":
            log.warning("pull_request_ended", status=status, description=(msg.headers or {}).get(Header.DESCRIPTION))
            await asyncio.sleep(self.retry_s)  # e.g. a leader change: no hot loop of refused pulls
        await self._top_up()

    async def _take_batches(self) -> None:
        assert self.batch is not None
        while True:
            await self._arrived.wait()
            taken, self._buffer = self._buffer, []
            self._arrived.clear()
            try:
                await self.batch(taken)
            except Exception as e:  # noqa: BLE001 - the batch handler acks or naks; unacked ones come back
                log.error("batch_failed", error=repr(e)[:500])
            finally:
                self.busy -= len(taken)
                await self._top_up()

    async def _run(self, msg: Msg) -> None:
        try:
            await self._handle_one(msg)
        finally:
            self.busy -= 1
            await self._top_up()

    async def _handle_one(self, msg: Msg) -> None:
        headers = msg.headers or {}
        md = msg.metadata
        span = consumer_span(msg.subject, headers, consumer=self.durable, seq=md.sequence.stream)
        span.set_attribute("provgate.delivery_count", md.num_delivered)
        try:
            with trace.use_span(span, end_on_exit=True, record_exception=False, set_status_on_exception=False), \
                    structlog.contextvars.bound_contextvars(**event_ids(headers)):
                try:
                    await self.handle(msg)  # type: ignore[misc]
                except Later as e:
                    await msg.nak(delay=e.delay)
                    return
                except (ValidationError, orjson.JSONDecodeError) as e:
                    span.set_status(Status(StatusCode.ERROR, "undecodable event"))
                    log.error("event_rejected", reason=str(e)[:500], subject=msg.subject)
                    await msg.term()
                    return
                except Exception as e:  # noqa: BLE001 - delivered again after retry_s (up to max_deliver)
                    span.set_status(Status(StatusCode.ERROR, type(e).__name__))
                    log.error("handler_failed", error=repr(e)[:500], subject=msg.subject)
                    await msg.nak(delay=self.retry_s)
                    return
                await msg.ack()
        except Exception as e:  # noqa: BLE001 - the ack itself failed (connection lost): it comes back
            log.warning("ack_failed", error=repr(e)[:200])

    async def _watch(self) -> None:
        """Pull again when the open request went silent (lost in a reconnect, or a server restart)."""
        while True:
            await asyncio.sleep(self.heartbeat_s)
            if self.credit and time.monotonic() - self.heard > 2 * self.heartbeat_s + 1:
                log.warning("pull_request_silent", credit=self.credit)
                self.credit = 0
                self.heard = time.monotonic()
                with contextlib.suppress(Exception):
                    await self._top_up()


async def append_or_retry_later(bus: Bus, slot_id: str, build: Callable[[Any], Awaitable[Any]], attempts: int,
                                latest: logreader.Latest | None = None) -> Any:
    """`logreader.append_to_slot`, or `Later` when the slot kept moving: the message is delivered
    again later and decided against the state then (never dropped, never forced)."""
    try:
        return await logreader.append_to_slot(bus, slot_id, build, attempts, latest)
    except Conflict:
        raise Later(0.2) from None
