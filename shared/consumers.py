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
At start, and again after a reconnect, it first nakks what the durable delivered and nobody acked
(`reclaim`): what a process that died was handling, and what a killed server forgot was acked, come
back at once, not after the ack wait. A request asks for `PULL_MAX_BYTES` at most, and for no more
than the durable's own limits (`PullLimits`: a server's or a durable's `max_batch`, `max_expires`,
`max_bytes`, learnt from the refusal that names them); after any other refusal no pull goes out for
`REFUSED_HOLD_S`, without holding back what the subscription still delivers.

In batch mode one task takes everything that has arrived (in arrival order) whenever the last
batch is done, and the batch handler acks, through `ack_batch`: a batch consumer made here acks
all (AckPolicy.ALL), so one acknowledgement covers the batch; a durable made before that (it
acks explicitly; a durable's ack policy cannot be changed) is still acked message by message.
Otherwise a handler's outcome decides: it returns ->
ack; it raises `Later(delay)` -> nak with that delay; the event cannot be decoded -> term (it
never will; the projector records it as a dead letter); any other error -> nak after a delay that
doubles with each delivery, with jitter. The server never drops a message (max_deliver is
unlimited): after `give_up_after` deliveries the consumer's `give_up` records a terminal outcome
(issue 11: every proposal reaches a recorded outcome in bounded time, never silence), and only
if that record fails is the message delivered again. A deleted durable is created again, from
the oldest message this process still owes an outcome. Each message is handled in a
`<subject template> process` span, child of the span that appended it, with the event's ids bound
to every log line the handler writes.
"""
from __future__ import annotations

import asyncio
import contextlib
import os
import random
import re
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass
from typing import Any

import orjson
import structlog
from nats.aio.msg import Msg
from nats.js.api import DEFAULT_PREFIX, AckPolicy, ConsumerConfig, DeliverPolicy, Header
from nats.js.errors import APIError, NotFoundError
from opentelemetry import trace
from opentelemetry.trace import Status, StatusCode
from pydantic import ValidationError

from . import logreader
from .bus import DECIDER_HEADER, Bus, Conflict
from .settings import DeciderSettings
from .telemetry import PROPOSAL_HEADER, consumer_span, event_ids, logger

log = logger("provgate.consumers")
PENDING_MESSAGES = "Nats-Pending-Messages"
RECLAIM_MAX = 10_000  # stream sequences a starting consumer nakks at most (`Consumer.reclaim`)
# bytes one pull request may bring at most: nats-server cuts a client off as a slow consumer once it
# owes it more than its max_pending (64 MiB by default) and drops what it was sending, and a log's
# events reach hundreds of KB (a 64 K-character source, sealed); a request that reaches it ends
# with a 409 "Message Size Exceeds MaxBytes" and the rest is asked for again
PULL_MAX_BYTES = 8 * 1024**2
# how a request with a byte limit ends when all went well: it reached its bytes, or (nats-server 2.15)
# it brought its whole batch; any other 409 is a refusal (a leader change, a deleted durable ...)
FILLED = frozenset({"message size exceeds maxbytes", "batch completed"})


def pull_max_bytes(nc: Any) -> int:
    """`PULL_MAX_BYTES`, or twice the largest message the server takes if that is more (a request
    must be able to bring any one message)."""
    return max(PULL_MAX_BYTES, 2 * int(getattr(nc, "max_payload", 0) or 0))


def filled(headers: dict[str, str] | None) -> bool:
    """Whether a pull request's 409 status says it ended filled (its bytes or its batch): a normal
    end, to be asked again at once, not a refusal to back off from."""
    return (headers or {}).get(Header.DESCRIPTION, "").strip().lower() in FILLED


# a durable's own limits on one request (its `max_batch`, `max_expires`, `max_bytes`, or the account's
# JetStream limits a server gives every consumer made without them): a request over one is refused
# with a 409 that names it, and is then asked again within it
_LIMIT = re.compile(r"exceeded maxrequest(batch|expires|maxbytes) of (\S+)")
_ACK_PENDING_LIMIT = re.compile(r"max ack pending exceeds (?:system|account) limit of (\d+)")
_GO_DURATION = re.compile(r"(\d+(?:\.\d+)?)(h|ms|us|µs|ns|m|s)")
_GO_UNIT_S = {"h": 3600.0, "m": 60.0, "s": 1.0, "ms": 1e-3, "us": 1e-6, "µs": 1e-6, "ns": 1e-9}
REFUSED_HOLD_S = 0.5  # after a refusal that names no limit (a leader change, MaxWaiting): no hot loop of pulls


def go_duration_s(text: str) -> float | None:
    """Seconds in a Go duration as nats-server writes it ("10s", "1m30s", "500ms"); None if it is not one."""
    parts = _GO_DURATION.findall(text)
    if not parts or "".join(n + u for n, u in parts) != text:
        return None
    return sum(float(n) * _GO_UNIT_S[u] for n, u in parts)


@dataclass
class PullLimits:
    """What one pull request asks for: up to a batch, `PULL_MAX_BYTES`, and an expiry, each lowered to
    the durable's own limit once the server has refused a request for exceeding it. Without this, a
    durable made with `max_batch` below the consumer's capacity (or on a server whose account limits
    set one) refused every request, and its consumer never received a message."""

    batch: int | None = None
    max_bytes: int | None = None
    expires_s: float | None = None

    def learn(self, description: str) -> bool:
        """Take the limit a refusal names; True when it named one this request was over (ask again at
        once, within it), False for any other refusal."""
        m = _LIMIT.search(description.strip().lower())
        if m is None:
            return False
        kind, raw = m.groups()
        if kind == "batch" and raw.isdigit() and int(raw) > 0:
            self.batch = int(raw)
        elif kind == "maxbytes" and raw.isdigit() and int(raw) > 0:
            self.max_bytes = int(raw)
        elif kind == "expires" and (s := go_duration_s(raw)) is not None and s > 0:
            self.expires_s = s * 0.9  # the server measures from its own clock, after the request's trip
        else:
            return False
        log.warning("pull_limit_learnt", limit=kind, value=raw)
        return True

    def request(self, want: int, nc: Any, *, expires_s: float | None, heartbeat_s: float | None = None,
                no_wait: bool = False) -> tuple[int, bytes]:
        """How many messages to ask for (at most `want`), and the request's payload."""
        batch = min(want, self.batch) if self.batch else want
        req: dict[str, Any] = {"batch": batch, "max_bytes": min(pull_max_bytes(nc), self.max_bytes or 1 << 62)}
        if no_wait:
            req["no_wait"] = True
        elif expires_s is not None:
            expires = min(expires_s, self.expires_s) if self.expires_s else expires_s
            req["expires"] = int(expires * 1e9)
            if heartbeat_s is not None:  # a heartbeat must come well within the request's life
                req["idle_heartbeat"] = int(min(heartbeat_s, expires / 2) * 1e9)
        return batch, orjson.dumps(req)


def backoff_delay(delivered: int, base_s: float = 0.1, cap_s: float = 10.0) -> float:
    """Seconds before the next delivery of a message delivered `delivered` times: doubling from
    `base_s` up to `cap_s`, times a random factor in [0.5, 1.5) so retries of many messages that
    failed together do not come back together."""
    return min(cap_s, base_s * 2 ** max(0, delivered - 1)) * (0.5 + random.random())


def fatal_on_error(what: str) -> Callable[[asyncio.Task[Any]], None]:
    """A done-callback for a task the process cannot live without: if it ends with an error, the
    process exits at once, so its supervisor (`provgate up`, systemd) starts it again, instead of
    a process that still answers health checks while doing nothing (issue 11)."""

    def done(task: asyncio.Task[Any]) -> None:
        if task.cancelled():
            return
        e = task.exception()
        if e is not None:
            log.critical("task_died", task=what, error=repr(e)[:500])
            os._exit(70)

    return done


GiveUp = Callable[[Msg, str], Awaitable[None]]
# asked by a deciding consumer about an event its own process is deciding in-process (issue 14's
# fold, services/front), by proposal id: that decision, True once recorded; None: not known here
Settle = Callable[[str], Awaitable[bool] | None]


def _decided_here(msg: Msg, decider: str) -> str | None:
    """The proposal id of `msg` when its Provgate-Decider header names this process (`decider`)."""
    h = msg.headers or {}
    return h.get(PROPOSAL_HEADER, "") if decider and h.get(DECIDER_HEADER) == decider else None


async def settled_here(msg: Msg, decider: str, settle: Settle | None) -> bool:
    """True when `msg` names this process (`decider`) in its Provgate-Decider header and `settle`
    says the in-process decision about its proposal is recorded: the consumer acks it unread."""
    if settle is None or (pid := _decided_here(msg, decider)) is None:
        return False
    settled = settle(pid)
    return settled is not None and await settled


def recorded_here(msg: Msg, decider: str, recorded: Callable[[str], bool] | None) -> bool:
    """`settled_here` without waiting, as a consumer's `skip`: True when `msg` names this process
    and `recorded` says its in-process decision is recorded already, so the delivery is acked on
    arrival (no task, span or decode). Not recorded yet: False, and it is handled as usual."""
    return recorded is not None and (pid := _decided_here(msg, decider)) is not None and recorded(pid)


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
    """A continuous pull on the durable `durable` (created with `filter_subject` if missing; one
    subject, or several: a durable made with other filters is brought up to date, keeping its place)."""

    def __init__(self, bus: Bus, *, durable: str, filter_subject: str | tuple[str, ...],
                 handle: Callable[[Msg], Awaitable[None]] | None = None,
                 batch: Callable[[list[Msg]], Awaitable[None]] | None = None,
                 capacity: int = 64, ack_wait_s: float = 30.0, give_up: GiveUp | None = None,
                 give_up_after: int = 8, max_ack_pending: int = 5000,
                 expires_s: float = 30.0, heartbeat_s: float = 5.0, retry_s: float = 0.1,
                 resume_from: Callable[[], int | None] | None = None, stream: str | None = None,
                 skip: Callable[[Msg], bool] | None = None,
                 linger: float | Callable[[list[Msg]], float] = 0.0, pace_s: float = 0.0) -> None:
        """`handle` takes one message at a time, concurrently (acked by its outcome); or `batch` takes
        every message that has arrived, in arrival order, one batch at a time, and acks them itself.
        `give_up(msg, why)` records a terminal outcome for a message that failed `give_up_after`
        deliveries; without it such a message keeps coming back (backing off up to 10 s).
        `skip(msg)` (per-message mode): True for a message that is none of this consumer's business
        by its headers alone; it is acked on arrival, without a task, a span or a decode.
        `linger` (batch mode): how long a batch keeps gathering after its first message arrived (fewer,
        larger transactions), in seconds, or a function of what has arrived so far, asked again as
        each message arrives (0: take it now); never past half the capacity. Default: taken at once.
        `pace_s` (per-message mode): instead of a request kept open, pull what the stream holds every
        `pace_s` seconds (again at once while bursts come back full), so that events arrive in bursts,
        each burst read and acked in a few writes; for a consumer that is rarely the first to act on its
        events (the front's halves decide them in-process), not for one whose events wait for it."""
        if (handle is None) == (batch is None):
            raise ValueError("give either handle or batch")
        if pace_s and batch is not None:
            raise ValueError("pace_s is for a per-message consumer")
        self.bus = bus
        self.stream = stream or bus.subjects.stream  # the event log, unless another (the read log)
        self.durable = durable
        self.filter_subject = filter_subject
        self.handle = handle
        self.batch = batch
        self.give_up = give_up
        self.give_up_after = give_up_after
        self.resume_from = resume_from
        self.skip = skip
        self.linger = linger
        self.pace_s = pace_s
        self._backlog = False  # paced: the last burst came back full, so more may be stored
        # a batch handler applies in log order and acks whole batches: one ack covers all before it
        self.ack_policy = AckPolicy.ALL if batch is not None else AckPolicy.EXPLICIT
        self._buffer: list[Msg] = []
        self._arrived = asyncio.Event()
        self.capacity = capacity
        self.ack_wait_s = ack_wait_s
        self.max_ack_pending = max_ack_pending
        self.expires_s = expires_s
        self.limits = PullLimits()
        self._held_until = 0.0  # no pull before (monotonic): the last request was refused
        self._resume: asyncio.Task[None] | None = None
        self._delivered = 0  # messages delivered since the last pull request went out
        self.heartbeat_s = heartbeat_s
        self.retry_s = retry_s
        self.credit = 0  # messages requested and neither delivered nor expired
        self.busy = 0  # messages being handled
        self.heard = time.monotonic()
        self.owed: set[int] = set()  # stream sequences delivered here and not yet acked or termed
        self.last_done = 0  # the highest stream sequence acked or termed here
        self._tasks: set[asyncio.Task[None]] = set()
        self._sub: Any = None
        self._watchdog: asyncio.Task[None] | None = None
        self._batches: asyncio.Task[None] | None = None
        self._next = f"{DEFAULT_PREFIX}.CONSUMER.MSG.NEXT.{self.stream}.{durable}"
        self._inbox = ""

    def _config(self, start_seq: int | None) -> ConsumerConfig:
        # with `name`, nats-py creates it on CONSUMER.CREATE.<stream>.<name>.<filter> (deploy/nats permits that);
        # max_deliver is unlimited: the server never drops a message, `give_up` records the end
        policy = dict(deliver_policy=DeliverPolicy.ALL) if start_seq is None else dict(
            deliver_policy=DeliverPolicy.BY_START_SEQUENCE, opt_start_seq=start_seq)
        filters: dict[str, Any] = (dict(filter_subject=self.filter_subject) if isinstance(self.filter_subject, str)
                                   else dict(filter_subjects=list(self.filter_subject)))
        return ConsumerConfig(
            name=self.durable, durable_name=self.durable, ack_policy=self.ack_policy, ack_wait=self.ack_wait_s,
            max_deliver=-1, max_ack_pending=self.max_ack_pending, **filters, **policy)

    def _filters(self) -> set[str]:
        return {self.filter_subject} if isinstance(self.filter_subject, str) else set(self.filter_subject)

    @classmethod
    def deciding(cls, bus: Bus, settings: DeciderSettings, filter_subject: str | tuple[str, ...],
                 handle: Callable[[Msg], Awaitable[None]], give_up: GiveUp | None = None,
                 skip: Callable[[Msg], bool] | None = None) -> Consumer:
        """The consumer of a deciding service (gate, verifier), tuned by its settings."""
        return cls(bus, durable=settings.durable, filter_subject=filter_subject, handle=handle,
                   capacity=settings.capacity, ack_wait_s=settings.ack_wait_s, give_up=give_up,
                   give_up_after=settings.give_up_after, skip=skip, pace_s=settings.pace_s)

    async def ensure(self) -> bool:
        """Create the durable if it is missing; True if it had to be made. A durable someone deleted
        is made again from the oldest message this process still owes an outcome (else the one after
        the last it finished), so nothing in between is skipped and little is delivered twice."""
        js, stream = self.bus.js, self.stream
        try:
            info = await js.consumer_info(stream, self.durable)
            self.ack_policy = info.config.ack_policy or AckPolicy.EXPLICIT  # an older durable keeps its own
            had = set(info.config.filter_subjects or ()) | ({info.config.filter_subject} - {None, ""})
            if had != self._filters():  # e.g. the verifier's before the slot event kinds: keep its place
                cfg = self._config(None)
                cfg.ack_policy, cfg.deliver_policy = self.ack_policy, info.config.deliver_policy
                cfg.opt_start_seq = info.config.opt_start_seq
                await self._add(cfg)
                log.warning("consumer_filter_updated", durable=self.durable, was=sorted(had),
                            now=sorted(self._filters()))
            return False
        except NotFoundError:
            pass
        if self.resume_from is not None:
            start = self.resume_from()
        else:
            start = min(self.owed) if self.owed else (self.last_done + 1 if self.last_done else None)
        try:
            await self._add(self._config(start))  # identical configs from two instances: both succeed
        except APIError as e:
            if e.err_code != 10148:  # another instance made it first, from its own start: keep theirs
                raise
        if self._inbox:  # it was there when this process started: someone deleted it
            log.warning("consumer_recreated", durable=self.durable, start_seq=start)
        return True

    async def _add(self, cfg: ConsumerConfig) -> None:
        """Create or update the durable; with at most as many unacked messages as the server allows
        (`jetstream { limits { max_ack_pending } }`, or the account's), if that is fewer than asked."""
        try:
            await self.bus.js.add_consumer(self.stream, cfg)
        except APIError as e:
            m = _ACK_PENDING_LIMIT.search(e.description or "")
            if m is None or not 0 < int(m.group(1)) < (cfg.max_ack_pending or 0):
                raise
            log.warning("max_ack_pending_lowered", durable=self.durable, asked=cfg.max_ack_pending, to=int(m.group(1)))
            self.max_ack_pending = cfg.max_ack_pending = int(m.group(1))
            await self.bus.js.add_consumer(self.stream, cfg)

    async def start(self) -> None:
        self.bus.on_reconnect.append(self._reconnected)
        await self.ensure()
        if self.batch is None:
            await self.reclaim()
        self._inbox = self.bus.nc.new_inbox()
        self._sub = await self.bus.nc.subscribe(self._inbox, cb=self._on_message, pending_msgs_limit=-1,
                                                pending_bytes_limit=-1)
        if self.batch is not None:
            self._batches = asyncio.create_task(self._take_batches())
            self._batches.add_done_callback(fatal_on_error(f"{self.durable} batches"))
        await self._top_up(now=True)
        self._watchdog = asyncio.create_task(self._watch())
        self._watchdog.add_done_callback(fatal_on_error(f"{self.durable} watchdog"))

    async def stop(self) -> None:
        """Stop pulling, let the handlers in flight finish (unacked messages come back anyway)."""
        for task in (self._watchdog, self._batches, self._resume):
            if task is not None:
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await task
        with contextlib.suppress(ValueError):
            self.bus.on_reconnect.remove(self._reconnected)
        if self._sub is not None:
            with contextlib.suppress(Exception):
                await self._sub.unsubscribe()
        if self._tasks:
            await asyncio.wait(self._tasks, timeout=5.0)

    async def reclaim(self) -> int:
        """Ask the server to deliver again, now, what the durable delivered and nobody has acked: the
        events a process that died (a killed front, a gate) was handling. JetStream would deliver them
        again only after `ack_wait` (30 s for the gate, 60 for the verifier), and every proposal among
        them would wait undecided that long. Run at start, before this process pulls anything, and
        after a reconnect. A nak is taken by stream sequence: every sequence between the durable's ack
        floor and its last delivery is nakked, the newest `RECLAIM_MAX` of them at most (the server
        ignores a sequence not pending); messages further back come back after `ack_wait` as before.
        A live instance of the same service loses nothing to it: what it is handling is delivered once
        more, and found decided (or judged) when it comes, as is what this process is handling itself
        after a reconnect; an `llm` verifier may ask its model twice about the quarantines a sibling
        holds when it starts (one verdict is appended: compare-and-set). Returns how many sequences
        were nakked."""
        if self.ack_policy != AckPolicy.EXPLICIT:
            return 0  # (one ack covers many: a batch consumer finds its gap itself, as the projector does)
        try:
            info = await self.bus.js.consumer_info(self.stream, self.durable)
        except Exception as e:  # noqa: BLE001 - nothing reclaimed: they come back after ack_wait
            log.warning("reclaim_failed", durable=self.durable, error=repr(e)[:200])
            return 0
        if not info.num_ack_pending or info.delivered is None or info.ack_floor is None:
            return 0
        floor, last = int(info.ack_floor.stream_seq or 0), int(info.delivered.stream_seq or 0)
        # the ack subject's tokens: delivery count, stream sequence, consumer sequence, time, pending;
        # the server checks only that the consumer sequence is past the ack floor and not ahead of it
        tail = f".{int(info.delivered.consumer_seq)}.0.0"
        head = f"$JS.ACK.{self.stream}.{self.durable}.1."
        seqs = range(last, max(floor, last - RECLAIM_MAX), -1)
        for seq in seqs:
            await self.bus.nc.publish(f"{head}{seq}{tail}", b"-NAK")
        await self.bus.nc.flush()
        log.info("consumer_reclaimed", durable=self.durable, pending=info.num_ack_pending, nakked=len(seqs),
                 from_seq=seqs[-1] if seqs else None, to_seq=last)
        return len(seqs)

    async def _top_up(self, *, now: bool = False) -> None:
        """Request more messages when less than half the capacity is requested or being handled; a
        paced consumer only `now` (its pacer's turn, a reconnect) or while its bursts come back full."""
        if self.pace_s and not (now or self._backlog):
            return
        want = self.capacity - self.busy - self.credit
        if want <= 0 or (self.credit and want < self.capacity // 2):
            return
        if time.monotonic() < self._held_until:
            return  # refused a moment ago: `_hold` asks again when the time is up
        # paced: what is stored now, then the request ends (404/408) or is filled
        asked, req = self.limits.request(want, self.bus.nc, expires_s=self.expires_s, heartbeat_s=self.heartbeat_s,
                                         no_wait=bool(self.pace_s))
        self.credit += asked
        self._delivered = 0
        await self.bus.nc.publish(self._next, req, reply=self._inbox)

    async def _on_message(self, msg: Msg) -> None:
        self.heard = time.monotonic()
        status = (msg.headers or {}).get(Header.STATUS) if not msg.reply else None
        if status is None:
            self.credit -= 1
            self._delivered += 1
            if self.pace_s and not self.credit:  # a full burst: more may be waiting
                self._backlog = True
                await self._top_up()
            if self.skip is not None and self.skip(msg):
                await self._skipped(msg)
                return
            self.busy += 1
            if self.batch is None:  # a batch handler acks on its own: `resume_from` says where it is
                with contextlib.suppress(Exception):
                    self.owed.add(msg.metadata.sequence.stream)
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
        if filled(msg.headers) and not self._delivered and self.limits.max_bytes:
            # filled by nothing: a message larger than the durable's `max_bytes` (which no request can bring)
            log.error("message_larger_than_pull_limit", durable=self.durable, max_bytes=self.limits.max_bytes)
            self._hold(False)
            return
        if filled(msg.headers):  # it brought its bytes' or its batch's worth: more may be stored, ask again now
            self._backlog = bool(self.pace_s)
            await self._top_up()
            return
        self._backlog = False  # (paced) the stream held less than was asked: wait for the pacer
        if status == "409":
            description = (msg.headers or {}).get(Header.DESCRIPTION) or ""
            if not self.limits.learn(description):  # over a limit of the durable's: asked again within it, now
                log.warning("pull_request_ended", status=status, description=description)
                self._hold("deleted" in description.lower())
                return
        await self._top_up()

    def _hold(self, remake: bool) -> None:
        """After a refusal (a leader change, MaxWaiting, a deleted durable): no pull for
        `REFUSED_HOLD_S`, then one, the durable made again first if it was deleted. The wait is a
        task of its own: this callback returns at once, and what other requests still bring is
        handled meanwhile."""
        self._held_until = time.monotonic() + REFUSED_HOLD_S
        if self._resume is None or self._resume.done():
            self._resume = asyncio.create_task(self._resume_pulls(remake))

    async def _resume_pulls(self, remake: bool) -> None:
        while (left := self._held_until - time.monotonic()) > 0:
            await asyncio.sleep(left)
        if remake:
            with contextlib.suppress(Exception):
                await self.ensure()
        with contextlib.suppress(Exception):
            await self._top_up(now=True)

    async def ack_batch(self, msgs: list[Any]) -> None:
        """Ack a batch the handler has applied: when the durable acks all, only the delivered
        message latest in the log (a redelivery may arrive after later messages), else each.
        Messages read from the stream rather than delivered (no `reply`) are skipped."""
        delivered = [m for m in msgs if getattr(m, "reply", None)]
        if self.ack_policy == AckPolicy.ALL and delivered:
            delivered = [max(delivered, key=lambda m: m.metadata.sequence.stream)]
        for m in delivered:
            await m.ack()

    async def _skipped(self, msg: Msg) -> None:
        try:
            await msg.ack()
        except Exception as e:  # noqa: BLE001 - the connection is gone: it comes back, and is skipped again
            log.warning("ack_failed", error=repr(e)[:200])
        else:
            self.finished(msg)
        await self._top_up()

    async def _take_batches(self) -> None:
        assert self.batch is not None
        while True:
            await self._arrived.wait()
            if self.linger:
                await self._linger()
            taken, self._buffer = self._buffer, []
            self._arrived.clear()
            try:
                await self.batch(taken)
            except Exception as e:  # noqa: BLE001 - the batch handler acks or naks; unacked ones come back
                log.error("batch_failed", error=repr(e)[:500])
            finally:
                self.busy -= len(taken)
                await self._top_up()

    async def _linger(self) -> None:
        """Let a batch gather while `linger` asks for more, until half the capacity has arrived."""
        start = time.monotonic()
        while len(self._buffer) < self.capacity // 2:
            want = self.linger(self._buffer) if callable(self.linger) else self.linger
            left = start + want - time.monotonic()
            if left <= 0:
                return
            self._arrived.clear()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._arrived.wait(), left)

    async def _run(self, msg: Msg) -> None:
        try:
            await self._handle_one(msg)
        finally:
            self.busy -= 1
            await self._top_up()

    def finished(self, msg: Msg) -> None:
        """`msg` was acked or termed: this process owes it nothing any more."""
        with contextlib.suppress(Exception):
            seq = msg.metadata.sequence.stream
            self.owed.discard(seq)
            self.last_done = max(self.last_done, seq)

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
                    await self._again(msg, e.delay * (0.5 + random.random()), "later")
                    return
                except (ValidationError, orjson.JSONDecodeError) as e:
                    span.set_status(Status(StatusCode.ERROR, "undecodable event"))
                    log.error("event_rejected", reason=str(e)[:500], subject=msg.subject)
                    await msg.term()
                    self.finished(msg)
                    return
                except Exception as e:  # noqa: BLE001 - delivered again, backing off (or given up: _again)
                    span.set_status(Status(StatusCode.ERROR, type(e).__name__))
                    log.error("handler_failed", error=repr(e)[:500], subject=msg.subject,
                              delivered=md.num_delivered)
                    await self._again(msg, backoff_delay(md.num_delivered, self.retry_s), type(e).__name__)
                    return
                await msg.ack()
                self.finished(msg)
        except Exception as e:  # noqa: BLE001 - the ack itself failed (connection lost): it comes back
            log.warning("ack_failed", error=repr(e)[:200])

    async def _again(self, msg: Msg, delay: float, why: str) -> None:
        """Deliver `msg` again after `delay`, unless it has failed `give_up_after` times: then its
        terminal outcome is recorded by `give_up` and it is acked (if that fails too, it comes back)."""
        delivered = msg.metadata.num_delivered
        if self.give_up is not None and delivered >= self.give_up_after:
            try:
                await self.give_up(msg, why)
            except Exception as e:  # noqa: BLE001 - nothing recorded: it must come back
                log.error("give_up_failed", error=repr(e)[:300], delivered=delivered)
            else:
                log.warning("gave_up", why=why, delivered=delivered)
                await msg.ack()
                self.finished(msg)
                return
        await msg.nak(delay=max(delay, backoff_delay(delivered, self.retry_s)) if delivered > 2 else delay)

    async def _reconnected(self) -> None:
        """A pull request open before a reconnect may be gone (a restarted server forgets it
        without a word): pull again now rather than when the watchdog notices the silence. And a
        server that was killed may have lost the last acks it took (it writes a durable's state
        behind), as this process may have lost the acks and naks it sent while disconnected: what
        the durable still holds as delivered is taken back too (`reclaim`), not left for the ack wait."""
        if self.batch is None:
            with contextlib.suppress(Exception):
                await self.reclaim()
        await self._pull_again()

    async def _pull_again(self) -> None:
        """Forget what the open request still owed, make the durable again if it is gone, pull."""
        self.credit = 0
        self._held_until = 0.0
        self.heard = time.monotonic()
        with contextlib.suppress(Exception):
            await self.ensure()
        with contextlib.suppress(Exception):
            await self._top_up(now=True)

    async def _watch(self) -> None:
        """Pull again when the open request went silent (lost in a reconnect, a server restart, or a
        durable someone deleted, which is then made again). A paced consumer also makes its pulls here,
        one every `pace_s` (each ends at once)."""
        while True:
            await asyncio.sleep(self.pace_s or self.heartbeat_s)
            if self.credit and time.monotonic() - self.heard > 2 * self.heartbeat_s + 1:
                log.warning("pull_request_silent", credit=self.credit)
                await self._pull_again()
            elif self.pace_s:
                await self._top_up(now=True)


async def append_or_retry_later(bus: Bus, slot_id: str, build: Callable[[Any], Awaitable[Any]], attempts: int,
                                latest: logreader.Latest | None = None) -> Any:
    """`logreader.append_to_slot`, or `Later` when the slot kept moving: the message is delivered
    again later and decided against the state then (never dropped, never forced)."""
    try:
        return await logreader.append_to_slot(bus, slot_id, build, attempts, latest)
    except Conflict:
        raise Later(0.2) from None
