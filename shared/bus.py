"""The event log on NATS JetStream: idempotent appends, per-subject compare-and-set, direct gets.

Every append sets `Nats-Msg-Id` to the event id, so a repeated publish inside the stream's
`duplicate_window` is stored once. An append may also require the subject's last sequence
to be a given value (`Nats-Expected-Last-Subject-Sequence`); that is how deciders on one
fact slot serialise without any lock service.

Appends and direct gets are traced by hand (nats-py, not FastStream): an append is a
`<subject template> publish` producer span whose context goes into the message's headers, so
whoever consumes the event continues the trace; a direct get is a `receive` span linked to the
span that produced the message it read.
"""
from __future__ import annotations

import asyncio
import contextlib
import itertools
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

import nats
import orjson
from nats.aio.client import Client
from nats.aio.msg import Msg
from nats.errors import TimeoutError as NatsTimeout
from nats.js import JetStreamContext
from nats.js.api import DiscardPolicy, RetentionPolicy, StorageType, StreamConfig
from nats.js.errors import APIError, NoStreamResponseError, NotFoundError
from opentelemetry.trace import SpanKind, Status, StatusCode

from contracts.events import encode_event
from contracts.subjects import DUPLICATE_WINDOW_S, Subjects

from .telemetry import (
    PROPOSAL_HEADER,
    TYPE_HEADER,
    destination_template,
    event_attributes,
    inject_context,
    inner_span,
    messaging_attributes,
    producer_link,
    recording,
)

WRONG_LAST_SEQUENCE = 10071
MIN_SERVER = (2, 11)
# a decision's or verdict's outcome and reason codes, so a consumer can skip it without decoding
OUTCOME_HEADER = "Provgate-Outcome"
REASONS_HEADER = "Provgate-Reasons"
# on a proposal: the process that decides it right behind its append (issue 14's fold, services/front);
# any other gate only sweeps it up if that process did not (services/gate/app.py)
DECIDER_HEADER = "Provgate-Decider"
# on a quarantine: the process that appended it renders the verifier's verdict right behind it, so
# a projector gathering a batch waits for the verdict as it waits for a decision (services/projector/pace.py)
VERDICT_DUE_HEADER = "Provgate-Verdict-Due"


class Conflict(Exception):
    """The subject moved on since it was read: re-read the state and decide again."""


class Duplicate(Conflict):
    """The same event id was appended already (inside the stream's dedupe window)."""


@dataclass(frozen=True)
class Stored:
    data: bytes
    seq: int
    headers: dict[str, str] | None

    @classmethod
    def of(cls, m: Any) -> Stored:
        """A message as a get of the stream returns it (nats-py's RawStreamMsg)."""
        return cls(m.data or b"", int(m.seq or 0), dict(m.headers) if m.headers else None)


def server_list(url: str) -> list[str]:
    return [u.strip() for u in url.split(",") if u.strip()]


# The log's size limit (issue 12): one agent once filled the disk in about two hours. When it is
# reached, new appends are refused (discard NEW): the log never loses an event to make room.
# `provgate status` raises an alarm from STREAM_ALARM_SHARE on.
STREAM_MAX_BYTES = 4 * 1024**3  # PROVGATE_STREAM_MAX_BYTES; JetStream reserves it on the server's disk
STREAM_ALARM_SHARE = 0.8


def stream_config(subjects: Subjects, replicas: int = 1, max_bytes: int = STREAM_MAX_BYTES) -> StreamConfig:
    return StreamConfig(
        name=subjects.stream,
        subjects=[subjects.events],
        storage=StorageType.FILE,
        retention=RetentionPolicy.LIMITS,
        discard=DiscardPolicy.NEW,  # full: refuse new events, never drop old ones
        max_bytes=max_bytes,
        max_age=0,  # no age limit: the log is the source of truth
        duplicate_window=DUPLICATE_WINDOW_S,
        allow_direct=True,
        deny_delete=True,
        deny_purge=True,
        num_replicas=replicas,
    )


# The read log (issue 12): every `facts.search` is recorded, in a stream of its own that forgets
# what is older than READS_MAX_AGE_S or beyond READS_MAX_BYTES, so reads cannot fill the disk.
READS_MAX_AGE_S = 30 * 24 * 3600.0
READS_MAX_BYTES = 256 * 1024**2


def reads_config(subjects: Subjects, replicas: int = 1) -> StreamConfig:
    return StreamConfig(
        name=subjects.reads_stream, subjects=[subjects.reads], storage=StorageType.FILE,
        retention=RetentionPolicy.LIMITS, discard=DiscardPolicy.OLD, max_age=READS_MAX_AGE_S,
        max_bytes=READS_MAX_BYTES, duplicate_window=DUPLICATE_WINDOW_S, allow_direct=True, num_replicas=replicas,
    )


def keys_config(subjects: Subjects, replicas: int = 1) -> StreamConfig:
    """The key store (issue 16, shared/keyring.py): apart from the log; messages may be deleted
    (that is erasure), never purged wholesale; one message per subject."""
    return StreamConfig(
        name=subjects.keys_stream, subjects=[subjects.keystore], storage=StorageType.FILE,
        retention=RetentionPolicy.LIMITS, discard=DiscardPolicy.NEW, max_msgs_per_subject=1,
        allow_direct=True, deny_delete=False, deny_purge=True, num_replicas=replicas,
    )


class Acks:
    """The stream's acknowledgements of this connection's appends, on one inbox subscription of its own.

    nats-py's `request` waits for each reply through `asyncio.wait_for`: on Python 3.11 a timer per
    request, and two more turns of the event loop between the reply's arrival and the code awaiting
    it (the reply future's callback releases a second future, which wakes the task). On a busy loop
    each turn waits behind everything else that is ready, and an append is awaited twice on the way
    to every decision. Here the subscription's callback resolves the append's own future, and one
    task, waking every `sweep_s`, fails those older than their deadline (appends are made with one
    timeout, so the oldest come first). Errors are nats-py's: `TimeoutError`, and `NoStreamResponseError`
    when no stream takes the subject (the server's "no responders" status).
    """

    def __init__(self, nc: Client, timeout_s: float = 5.0, sweep_s: float = 0.25) -> None:
        self.nc = nc
        self.timeout_s, self.sweep_s = timeout_s, sweep_s
        self._waiting: dict[str, tuple[asyncio.Future[Msg], float]] = {}
        self._tokens = itertools.count()
        self._prefix = ""  # set once the subscription is made (by the first request)
        self._starting = asyncio.Lock()
        self._sweeper: asyncio.Task[None] | None = None

    async def _start(self) -> None:
        async with self._starting:  # the first requests may come together: one subscription
            if not self._prefix:
                prefix = self.nc.new_inbox() + "."
                await self.nc.subscribe(prefix + "*", cb=self._on_reply)
                self._sweeper = asyncio.create_task(self._sweep())
                self._prefix = prefix

    async def request(self, subject: str, payload: bytes, headers: dict[str, str]) -> Msg:
        if not self._prefix:
            await self._start()
        token = str(next(self._tokens))
        fut: asyncio.Future[Msg] = asyncio.get_running_loop().create_future()
        self._waiting[token] = (fut, time.monotonic() + self.timeout_s)
        try:
            await self.nc.publish(subject, payload, reply=self._prefix + token, headers=headers)
            msg = await fut
        finally:
            self._waiting.pop(token, None)
        if msg.headers and msg.headers.get("Status") == "503":
            raise NoStreamResponseError
        return msg

    async def _on_reply(self, msg: Msg) -> None:
        hit = self._waiting.pop(msg.subject[len(self._prefix):], None)
        if hit is not None and not hit[0].done():
            hit[0].set_result(msg)

    async def _sweep(self) -> None:
        while True:
            await asyncio.sleep(self.sweep_s)
            now = time.monotonic()
            while self._waiting:
                token, (fut, deadline) = next(iter(self._waiting.items()))
                if deadline > now:
                    break
                del self._waiting[token]
                if not fut.done():
                    fut.set_exception(NatsTimeout())

    async def close(self) -> None:
        if self._sweeper is not None:
            self._sweeper.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._sweeper
        for fut, _ in self._waiting.values():
            if not fut.done():
                fut.set_exception(NatsTimeout())
        self._waiting.clear()


def _explained(e: APIError, cfg: StreamConfig) -> Exception:
    """A server's refusal to make or update one of provgate's streams, as an error that says which
    stream and what to change (nats-py's own shows as `ServerError()`)."""
    said = f"nats-server refused the stream {cfg.name}: {e.description} (JetStream error {e.err_code})"
    if e.err_code == 10047:  # insufficient storage resources available
        return RuntimeError(
            f"{said}. JetStream reserves a stream's limit ({(cfg.max_bytes or 0) / 1024**2:,.0f} MiB here) when it "
            "makes it: give the server more JetStream storage (its `jetstream { max_file_store }` and the disk under "
            "its store_dir), or set PROVGATE_STREAM_MAX_BYTES lower (the event log's limit).")
    if e.err_code == 10052:  # duplicates window can not be larger then server limit
        return RuntimeError(
            f"{said}. provgate needs a duplicate window of {cfg.duplicate_window:.0f} s: a decision or an append "
            "sent again within it is stored once. Raise the server's `jetstream { limits { duplicate_window } }`.")
    return RuntimeError(said)


class Bus:
    def __init__(self, nc: Client, subjects: Subjects, leader_reads: bool = False) -> None:
        self.nc = nc
        self.acks = Acks(nc)
        # called after each reconnect (a pull request open on a server that restarted is gone)
        self.on_reconnect: list[Callable[[], Awaitable[None]]] = []
        self.leader_reads = leader_reads
        self.js: JetStreamContext = nc.jetstream()
        self.subjects = subjects

    @classmethod
    async def connect(cls, url: str, subjects: Subjects, name: str = "provgate", leader_reads: bool = False) -> Bus:
        """`url` may list several servers, comma-separated: the client fails over between them.

        `leader_reads`: read latest states through the stream's leader; needed when the stream
        has replicas (see `last`), slower otherwise.
        """
        hooks: list[Callable[[], Awaitable[None]]] = []

        async def reconnected() -> None:
            for hook in list(hooks):
                await hook()

        nc = await nats.connect(servers=server_list(url), name=name, max_reconnect_attempts=-1,
                                reconnect_time_wait=0.5, reconnected_cb=reconnected)
        bus = cls(nc, subjects, leader_reads)
        bus.on_reconnect = hooks
        return bus

    async def close(self) -> None:
        if not self.nc.is_closed:
            await self.nc.drain()
        await self.acks.close()

    async def usage(self) -> dict[str, float]:
        """How full the log is: bytes stored, the limit, their ratio, and `alarm` past 80 %."""
        info = await self.js.stream_info(self.subjects.stream)
        used, limit = int(info.state.bytes or 0), int(info.config.max_bytes or -1)
        share = used / limit if limit > 0 else 0.0
        return {"bytes": used, "max_bytes": limit, "used": round(share, 4), "alarm": share >= STREAM_ALARM_SHARE}

    async def ensure_stream(self, replicas: int = 1, update: bool = False, max_bytes: int = STREAM_MAX_BYTES) -> None:
        """Create the event stream if it is missing; with `update`, also bring its config up to date.

        Services call it without `update`: only the operator (`provgate up`, `migrate`, the
        deploy launcher) may change the log's config, so a service started with other settings
        can never shrink the replicas or add limits that would age the log out. Refuses a
        nats-server older than 2.11: a slot's compare-and-set covers all its event kinds with
        `Nats-Expected-Last-Subject-Sequence-Subject`, which an older server would ignore.
        """
        version = self.nc.connected_server_version
        if (version.major, version.minor) < MIN_SERVER:
            raise RuntimeError(f"nats-server {version} is too old: provgate needs {MIN_SERVER[0]}.{MIN_SERVER[1]} or "
                               "newer (Nats-Expected-Last-Subject-Sequence-Subject serialises a slot's decisions)")
        if update:  # the operator's: the read log and the key store too (services may not change them)
            await self._ensure(reads_config(self.subjects, replicas), update)
            await self._ensure(keys_config(self.subjects, replicas), update)
            from .keyring import Keyring  # noqa: PLC0415 - keyring is built on Bus
            await Keyring(self).value_secret(create=True)
        await self._ensure(stream_config(self.subjects, replicas, max_bytes), update)

    async def _ensure(self, cfg: StreamConfig, update: bool) -> None:
        assert cfg.name
        try:
            await self.js.stream_info(cfg.name)
            if not update:
                return
        except NotFoundError:
            try:
                await self.js.add_stream(cfg)
                return
            except APIError as e:  # another process created it first
                if e.err_code != 10058:
                    raise _explained(e, cfg) from e
        try:
            await self.js.update_stream(cfg)
        except APIError as e:
            raise _explained(e, cfg) from e

    async def append(self, evt: Any, *, expect_last_subject_seq: int | None = None,
                     headers: dict[str, str] | None = None, raise_duplicate: bool = False) -> int:
        """Publish one event to its subject; returns its stream sequence.

        Raises `Conflict` when `expect_last_subject_seq` no longer holds. A duplicate
        (same event id inside the dedupe window) returns the first copy's sequence, or raises
        `Duplicate` with `raise_duplicate`.
        """
        subject = self.subjects.for_event(evt)
        with inner_span(lambda: f"{destination_template(subject)} publish", kind=SpanKind.PRODUCER,
                        attributes=lambda: {**messaging_attributes(subject, "publish"),
                                            **event_attributes(evt, message=True)}) as span:
            h = {"Nats-Msg-Id": evt.event_id, TYPE_HEADER: evt.type}
            if getattr(evt, "proposal_id", None):
                h[PROPOSAL_HEADER] = evt.proposal_id
            if getattr(evt, "outcome", None):
                h[OUTCOME_HEADER] = evt.outcome
                h[REASONS_HEADER] = ",".join(getattr(evt, "reasons", ()))  # ReasonCode is a str
            inject_context(h)  # W3C traceparent of this span: the consumer's span is its child
            if headers:
                h.update(headers)
            if expect_last_subject_seq is not None:
                h["Nats-Expected-Last-Subject-Sequence"] = str(expect_last_subject_seq)
                if over := self.subjects.compare_over(evt):  # a slot's events, of every kind (2.11+)
                    h["Nats-Expected-Last-Subject-Sequence-Subject"] = over
            try:
                seq, duplicate = await self._publish(subject, encode_event(evt), h, self.subjects.stream_of(subject))
            except APIError as e:
                if e.err_code == WRONG_LAST_SEQUENCE:
                    span.set_attribute("provgate.conflict", True)  # expected: the caller re-reads and decides again
                    raise Conflict(str(e)) from e
                span.set_status(Status(StatusCode.ERROR, type(e).__name__))
                raise
            except Exception as e:
                span.set_status(Status(StatusCode.ERROR, type(e).__name__))
                raise
            span.set_attribute("provgate.stream.sequence", seq)
            if duplicate:
                span.set_attribute("provgate.duplicate", True)
                if raise_duplicate:
                    raise Duplicate(evt.event_id)
            return seq

    async def _publish(self, subject: str, payload: bytes, headers: dict[str, str], stream: str) -> tuple[int, bool]:
        """nats-py's `JetStreamContext.publish` (a request to the stream, its acknowledgement read,
        here through `Acks`), without building a `PubAck` from the stdlib's JSON: the stream sequence
        and whether it was a duplicate. Errors as nats-py raises them (`APIError`,
        `NoStreamResponseError`, `TimeoutError`)."""
        headers["Nats-Expected-Stream"] = stream
        msg = await self.acks.request(subject, payload, headers)
        resp = orjson.loads(msg.data)
        if "error" in resp:
            raise APIError.from_error(resp["error"])
        return int(resp["seq"]), bool(resp.get("duplicate"))

    async def last(self, subject: str) -> Stored | None:
        """The last message on one subject.

        On a replicated stream (`leader_reads`) it is read through the stream's leader: any
        replica may answer a direct get, even one that has not yet stored a message the leader
        acknowledged, and a decision made on such a read could miss a source or a pending
        proposal (seen on a 3-node cluster). On a single replica a direct get is exact, and it
        bypasses the server's JetStream API queue, which leader reads all go through (under
        load, that queue made reads time out).
        """
        with inner_span(lambda: f"{destination_template(subject)} receive", kind=SpanKind.CLIENT,
                        attributes=lambda: messaging_attributes(subject, "receive")) as span:
            try:
                m = await self.js.get_last_msg(self.subjects.stream, subject, direct=not self.leader_reads)
            except NotFoundError:
                span.set_attribute("provgate.found", False)
                return None
            stored = Stored.of(m)
            if recording():
                for link in producer_link(stored.headers):
                    span.add_link(link.context)
            span.set_attribute("provgate.stream.sequence", stored.seq)
            return stored

    async def slots_before_kinds(self) -> bool:
        """Whether the log holds slot events of the layout before issue 14's kinds
        (`evt.slot.<id>`, read through the leader: any replica's answer would do, but the deciders'
        permissions name the leader's API). Such a log's slots are read from both layouts, and a
        decider never builds on a guess about a slot it has not read (logreader.Latest)."""
        try:
            await self.js.get_msg(self.subjects.stream, 1, subject=self.subjects.slot_before_kinds("*"), next=True)
        except NotFoundError:
            return False
        return True

    async def next_on(self, subject: str, seq: int) -> Stored | None:
        """The first message stored on `subject` at or after stream sequence `seq` (None: none yet).

        What a reader that must see only stored events uses: a core subscriber on an event
        subject also receives appends the stream refused (a compare-and-set on a stale state).
        Read as `last` reads (through the leader with `leader_reads`).
        """
        try:
            m = await self.js.get_msg(self.subjects.stream, seq, subject=subject, next=True,
                                      direct=not self.leader_reads)
        except NotFoundError:
            return None
        return Stored.of(m)
