"""Consumers and the replay on a server that limits its consumers, and a server short of storage.

An operator's nats-server can cap every pull consumer's request (`jetstream { limits {
max_request_batch: N } }`, which the server writes into each consumer made without one) and the
unacked messages any consumer may hold (`max_ack_pending`); and a durable can carry its own
`max_batch`, `max_expires` and `max_bytes`. Before, on such a server, a request over a limit was
refused with a 409 naming it, and provgate's consumers asked for 64 (the replay for 2,000) again
every half second for ever and never received a message: the gate, the verifier, the projector and
`provgate replay` stood still. A durable asked to hold more unacked messages than allowed was not
made at all, and the services did not start. Now each request is lowered to the limit its refusal
names and asked again at once, and a durable is made with the server's `max_ack_pending`.
"""
from __future__ import annotations

import asyncio
import contextlib
import uuid
from collections import Counter
from collections.abc import AsyncIterator, Iterator
from datetime import UTC, datetime
from pathlib import Path

import orjson
import psycopg
import pytest
from nats.aio.msg import Msg

from cli.replay import replay
from cli.runtime import System
from contracts.sources import SourceRecorded
from contracts.subjects import Subjects
from shared.bus import Bus
from shared.consumers import Consumer, PullLimits, go_duration_s
from shared.embedded import EmbeddedNats

from ..helpers import eventually

pytestmark = pytest.mark.integration
SERVER_BATCH = 7  # the server's limit on any pull consumer's request
SERVER_ACK_PENDING = 1000  # and on any consumer's unacked messages (the projector asks for 20,000)


@pytest.fixture(scope="module")
def capped(tmp_path_factory: pytest.TempPathFactory) -> Iterator[EmbeddedNats]:
    home = tmp_path_factory.mktemp("capped")
    conf = home / "nats.conf"
    conf.write_text("jetstream {\n  limits {\n"
                    f"    max_request_batch: {SERVER_BATCH}\n    max_ack_pending: {SERVER_ACK_PENDING}\n  }}\n}}\n")
    srv = EmbeddedNats(home / "data").start(config=conf)
    yield srv
    srv.stop()


@pytest.fixture
async def bus(capped: EmbeddedNats) -> AsyncIterator[Bus]:
    b = await Bus.connect(capped.url, Subjects(f"l{uuid.uuid4().hex[:8]}"))
    await b.ensure_stream(max_bytes=64 * 1024**2)
    yield b
    await b.close()


async def sources(bus: Bus, n: int) -> None:
    for i in range(n):
        e = SourceRecorded(event_id=f"e{i}", occurred_at=datetime.now(UTC), correlation_id="c", scope="lim/fleet",
                           source_id=f"s_{i:08d}", kind="document", text=f"Page {i}.",
                           captured_at=datetime(2026, 1, 1, tzinfo=UTC), authority="channel", recorded_by="import",
                           key_id="k_import")
        await bus.js.publish(bus.subjects.source(e.source_id), e.model_dump_json().encode(),
                             stream=bus.subjects.stream, headers={"Nats-Msg-Id": e.event_id})


async def durable_info(bus: Bus, name: str) -> tuple[int, int, int]:
    """(not yet delivered, delivered and not acked, the durable's own request limit)."""
    raw = await bus.nc.request(f"$JS.API.CONSUMER.INFO.{bus.subjects.stream}.{name}", b"", timeout=5)
    info = orjson.loads(raw.data)
    return info["num_pending"], info["num_ack_pending"], info["config"].get("max_batch", 0)


async def test_each_kind_of_consumer_reads_everything_within_the_servers_limit(bus: Bus) -> None:
    await sources(bus, 50)
    seen: Counter[bytes] = Counter()
    batches: list[int] = []

    async def handle(msg: Msg) -> None:
        seen[msg.data] += 1

    async def batch(msgs: list[Msg]) -> None:
        batches.append(len(msgs))
        await by_batch.ack_batch(msgs)

    one = Consumer(bus, durable="one", filter_subject=bus.subjects.events, handle=handle)  # capacity 64
    by_batch = Consumer(bus, durable="many", filter_subject=bus.subjects.events, batch=batch, capacity=100,
                        max_ack_pending=20_000)  # as the projector's
    for c in (one, by_batch):
        await c.start()
    try:
        await eventually(lambda: durable_info(bus, "one"), lambda i: i[:2] == (0, 0) and len(seen) == 50)
        await eventually(lambda: durable_info(bus, "many"), lambda i: i[:2] == (0, 0) and sum(batches) == 50)
    finally:
        for c in (one, by_batch):
            await c.stop()
    assert set(seen.values()) == {1}
    assert (await durable_info(bus, "one"))[2] == SERVER_BATCH  # the server did set the limit on the durable
    assert one.limits.batch == by_batch.limits.batch == SERVER_BATCH
    assert one.max_ack_pending == by_batch.max_ack_pending == SERVER_ACK_PENDING  # made within it, not refused
    assert max(batches) <= 100


async def test_a_durable_made_with_its_own_limits_is_pulled_within_all_three(bus: Bus) -> None:
    await sources(bus, 40)
    cfg = {"durable_name": "own", "name": "own", "ack_policy": "explicit", "deliver_policy": "all",
           "filter_subject": bus.subjects.events, "max_batch": 5, "max_expires": 2_000_000_000, "max_bytes": 4096}
    made = orjson.loads((await bus.nc.request(f"$JS.API.CONSUMER.CREATE.{bus.subjects.stream}.own",
                                              orjson.dumps({"stream_name": bus.subjects.stream, "config": cfg}),
                                              timeout=5)).data)
    assert "error" not in made, made
    seen: Counter[bytes] = Counter()

    async def handle(msg: Msg) -> None:
        seen[msg.data] += 1

    c = Consumer(bus, durable="own", filter_subject=bus.subjects.events, handle=handle)  # asks 64, 8 MiB, 30 s
    await c.start()
    try:
        await eventually(lambda: durable_info(bus, "own"), lambda i: i[:2] == (0, 0) and len(seen) == 40)
    finally:
        await c.stop()
    assert set(seen.values()) == {1}
    assert (c.limits.batch, c.limits.max_bytes) == (5, 4096)
    assert c.limits.expires_s is not None and c.limits.expires_s < 2.0


async def test_a_message_larger_than_the_durables_max_bytes_does_not_make_a_hot_loop_of_pulls(bus: Bus) -> None:
    """No request can bring a message larger than the durable's `max_bytes`: each ends at once, "filled"
    by nothing. The consumer holds its pulls as after a refusal instead of asking again at once, for ever."""
    for body in (b"small-1", b"x" * 6000, b"small-2"):
        await bus.js.publish(bus.subjects.proposal("p"), body, stream=bus.subjects.stream)
    cfg = {"durable_name": "tight", "name": "tight", "ack_policy": "explicit", "deliver_policy": "all",
           "filter_subject": bus.subjects.events, "max_bytes": 2048}
    made = orjson.loads((await bus.nc.request(f"$JS.API.CONSUMER.CREATE.{bus.subjects.stream}.tight",
                                              orjson.dumps({"stream_name": bus.subjects.stream, "config": cfg}),
                                              timeout=5)).data)
    assert "error" not in made, made
    pulls = 0

    async def count(_: Msg) -> None:
        nonlocal pulls
        pulls += 1

    watch = await bus.nc.subscribe(f"$JS.API.CONSUMER.MSG.NEXT.{bus.subjects.stream}.tight", cb=count)
    seen: list[bytes] = []

    async def handle(msg: Msg) -> None:
        seen.append(msg.data)

    c = Consumer(bus, durable="tight", filter_subject=bus.subjects.events, handle=handle)
    await c.start()
    try:
        await eventually(lambda: asyncio.sleep(0, seen), lambda s: s == [b"small-1"])
        await asyncio.sleep(2.0)  # a hot loop asks thousands of times in this while
    finally:
        await c.stop()
        await watch.unsubscribe()
    assert seen == [b"small-1"]  # the large one stays in the log, and nothing after it is skipped
    assert pulls < 30, pulls


async def test_a_replay_reads_the_whole_log_within_the_servers_limit(bus: Bus, system: System, capped: EmbeddedNats,
                                                                     tmp_path: Path) -> None:
    assert system.database_url
    await sources(bus, 60)
    schema = f"lim_{uuid.uuid4().hex[:8]}"
    assert await replay(capped.url, system.database_url, bus.subjects.prefix, schema) == 60
    with psycopg.connect(system.database_url, options=f"-c search_path={schema},public") as c:
        assert c.execute("SELECT count(*) FROM sources").fetchone() == (60,)


@pytest.mark.parametrize("said, batch, max_bytes, expires", [
    ("Exceeded MaxRequestBatch of 5", 5, None, None),
    ("Exceeded MaxRequestMaxBytes of 1024", None, 1024, None),
    ("Exceeded MaxRequestExpires of 1m30s", None, None, 81.0),
    ("Exceeded MaxRequestExpires of 500ms", None, None, 0.45),
])
def test_a_refusal_that_names_a_limit_is_learnt(said: str, batch: int | None, max_bytes: int | None,
                                                 expires: float | None) -> None:
    lim = PullLimits()
    assert lim.learn(said)
    assert (lim.batch, lim.max_bytes) == (batch, max_bytes)
    assert lim.expires_s == pytest.approx(expires) if expires else lim.expires_s is None


@pytest.mark.parametrize("said", ["Exceeded MaxWaiting", "Leadership Change", "Consumer Deleted", "",
                                  "Exceeded MaxRequestBatch of 0", "Exceeded MaxRequestBatch of many",
                                  "Exceeded MaxRequestExpires of 10 seconds"])
def test_any_other_refusal_teaches_nothing(said: str) -> None:
    lim = PullLimits()
    assert not lim.learn(said)
    assert lim == PullLimits()


def test_a_request_within_learnt_limits_keeps_its_heartbeat_inside_its_life() -> None:
    class Nc:
        max_payload = 1024**2

    lim = PullLimits()
    assert lim.learn("Exceeded MaxRequestExpires of 2s")
    asked, req = lim.request(64, Nc(), expires_s=30.0, heartbeat_s=5.0)
    body = orjson.loads(req)
    assert asked == 64 == body["batch"]
    assert body["expires"] == int(1.8e9) and body["idle_heartbeat"] == int(0.9e9)
    assert go_duration_s("1h2m3.5s") == 3723.5 and go_duration_s("2 s") is None


@contextlib.asynccontextmanager
async def server_with(tmp_path: Path, conf: str) -> AsyncIterator[Bus]:
    """A bus on a nats-server of its own, started with `conf` (a stream of its own, not yet made)."""
    path = tmp_path / "nats.conf"
    path.write_text(conf)
    srv = EmbeddedNats(tmp_path / "data").start(config=path)
    try:
        b = await Bus.connect(srv.url, Subjects(f"r{uuid.uuid4().hex[:8]}"))
        try:
            yield b
        finally:
            await b.close()
    finally:
        srv.stop()


async def test_a_server_without_room_for_the_log_says_what_to_change(tmp_path: Path) -> None:
    """JetStream reserves a stream's `max_bytes` when it makes it: on a server with less storage the
    log is not made, and the error names the setting (before: `ServerError()` and a traceback)."""
    async with server_with(tmp_path, "jetstream { max_file_store: 64MB }\n") as b:
        with pytest.raises(RuntimeError, match=r"refused the stream .*insufficient storage.*PROVGATE_STREAM_MAX_BYTES"):
            await b.ensure_stream()  # 4 GiB by default
        await b.ensure_stream(max_bytes=16 * 1024**2)
        assert (await b.js.stream_info(b.subjects.stream)).config.max_bytes == 16 * 1024**2


async def test_a_server_with_a_shorter_duplicate_window_says_what_provgate_needs(tmp_path: Path) -> None:
    """A decision sent again within the stream's duplicate window is stored once: a server whose
    limit is shorter than provgate's 120 s refuses the streams, and the error says so."""
    async with server_with(tmp_path, "jetstream { limits { duplicate_window: 30s } }\n") as b:
        with pytest.raises(RuntimeError, match=r"duplicate window of 120 s.*duplicate_window"):
            await b.ensure_stream(max_bytes=16 * 1024**2)
