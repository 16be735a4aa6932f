"""shared.consumers.Consumer on a real JetStream: each message handled as it arrives, once, with
ack / nak / term by the handler's outcome, within its capacity, and still pulling after idling.

Each test has its own stream (a random prefix) on the session's NATS server.
"""
from __future__ import annotations

import asyncio
import uuid
from collections import Counter
from collections.abc import AsyncIterator, Awaitable, Callable

import orjson
import pytest
from nats.aio.msg import Msg
from nats.js.api import AckPolicy, ConsumerConfig

from contracts.subjects import Subjects
from shared.bus import Bus
from shared.consumers import Consumer, KeyedLocks, Later
from shared.embedded import EmbeddedNats

from ..helpers import eventually

pytestmark = pytest.mark.integration


@pytest.fixture
async def own_bus(bare_nats: EmbeddedNats) -> AsyncIterator[Bus]:
    b = await Bus.connect(bare_nats.url, Subjects(f"c{uuid.uuid4().hex[:8]}"))
    await b.ensure_stream(max_bytes=64 * 1024**2)  # JetStream reserves a stream's limit: keep test streams small
    yield b
    await b.close()


async def publish(bus: Bus, *bodies: bytes) -> None:
    for i, body in enumerate(bodies):
        await bus.js.publish(bus.subjects.proposal(f"p{i}"), body, stream=bus.subjects.stream)


def consumer(bus: Bus, handle: Callable[[Msg], Awaitable[None]], **kw: float) -> Consumer:
    return Consumer(bus, durable="t", filter_subject=bus.subjects.all_proposals, handle=handle, **kw)  # type: ignore[arg-type]


async def pending(bus: Bus) -> tuple[int, int]:
    """(messages not yet delivered, delivered and not yet acked) of the durable."""
    info = await bus.js.consumer_info(bus.subjects.stream, "t")
    return info.num_pending or 0, info.num_ack_pending or 0


async def test_every_message_is_handled_once_and_never_more_than_capacity_at_once(own_bus: Bus) -> None:
    seen: Counter[bytes] = Counter()
    running = peak = 0

    async def handle(msg: Msg) -> None:
        nonlocal running, peak
        running += 1
        peak = max(peak, running)
        await asyncio.sleep(0.01)
        seen[msg.data] += 1
        running -= 1

    await publish(own_bus, *(b"m%d" % i for i in range(60)))
    c = consumer(own_bus, handle, capacity=8)
    await c.start()
    try:
        await eventually(lambda: pending(own_bus), lambda p: p == (0, 0) and len(seen) == 60)
        assert set(seen.values()) == {1}
        assert 1 < peak <= 8  # concurrent, and bounded
    finally:
        await c.stop()


async def test_a_message_does_not_wait_for_a_slow_one_before_it(own_bus: Bus) -> None:
    release = asyncio.Event()
    done: list[bytes] = []

    async def handle(msg: Msg) -> None:
        if msg.data == b"slow":
            await release.wait()
        done.append(msg.data)

    c = consumer(own_bus, handle)
    await c.start()
    try:
        await publish(own_bus, b"slow")
        await asyncio.sleep(0.05)
        await publish(own_bus, b"fast")
        await eventually(lambda: asyncio.sleep(0, done), lambda d: d == [b"fast"], timeout=5)
        release.set()
        await eventually(lambda: asyncio.sleep(0, done), lambda d: d == [b"fast", b"slow"], timeout=5)
    finally:
        await c.stop()


async def test_later_and_errors_deliver_again_and_an_undecodable_event_is_terminated(own_bus: Bus) -> None:
    deliveries: Counter[bytes] = Counter()

    async def handle(msg: Msg) -> None:
        deliveries[msg.data] += 1
        if msg.data == b'{"later": 1}' and deliveries[msg.data] == 1:
            raise Later(0.1)
        if msg.data == b'{"boom": 1}' and deliveries[msg.data] == 1:
            raise RuntimeError("a transient failure")
        if msg.data == b"not json":
            orjson.loads(msg.data)  # raises JSONDecodeError: this event will never decode

    c = consumer(own_bus, handle, retry_s=0.1)
    await c.start()
    try:
        await publish(own_bus, b'{"later": 1}', b'{"boom": 1}', b"not json", b'{"fine": 1}')
        await eventually(lambda: pending(own_bus), lambda p: p == (0, 0) and sum(deliveries.values()) >= 6)
        assert deliveries == {b'{"later": 1}': 2, b'{"boom": 1}': 2, b"not json": 1, b'{"fine": 1}': 1}
        # terminated, not left for redelivery: nothing more arrives after the others were done twice
        await asyncio.sleep(0.5)
        assert deliveries[b"not json"] == 1 and await pending(own_bus) == (0, 0)
    finally:
        await c.stop()


async def test_it_keeps_pulling_after_its_request_expired(own_bus: Bus) -> None:
    got: list[bytes] = []

    async def handle(msg: Msg) -> None:
        got.append(msg.data)

    c = consumer(own_bus, handle, expires_s=0.5, heartbeat_s=0.2)
    await c.start()
    try:
        await asyncio.sleep(1.3)  # two requests expired unused
        await publish(own_bus, b"after idling")
        await eventually(lambda: asyncio.sleep(0, got), lambda g: g == [b"after idling"], timeout=5)
        assert 0 < c.credit <= c.capacity
    finally:
        await c.stop()


async def test_messages_its_skip_names_are_acked_on_arrival_and_never_handled(own_bus: Bus) -> None:
    handled: list[bytes] = []

    async def handle(msg: Msg) -> None:
        handled.append(msg.data)

    c = Consumer(own_bus, durable="t", filter_subject=own_bus.subjects.all_proposals, handle=handle,
                 skip=lambda m: (m.headers or {}).get("Kind") == "final")
    await c.start()
    try:
        for i in range(20):
            await own_bus.js.publish(own_bus.subjects.proposal(f"p{i}"), b"%d" % i, stream=own_bus.subjects.stream,
                                     headers={"Kind": "final" if i % 4 else "quarantined"})
        await eventually(lambda: pending(own_bus), lambda p: p == (0, 0))  # every message acked
        assert sorted(handled) == sorted(b"%d" % i for i in range(0, 20, 4))
        assert c.busy == 0 and not c.owed
    finally:
        await c.stop()


async def test_a_paced_consumer_takes_what_is_stored_in_bursts_and_pulls_again_while_they_come_back_full(
        own_bus: Bus) -> None:
    """`pace_s`: no request stays open; every `pace_s` it asks for what the stream holds (the request
    ends at once), and asks again at once while a burst fills its capacity, so a backlog larger than
    the capacity does not wait a pace per burst. Messages its skip names are still acked on arrival."""
    handled: list[bytes] = []

    async def handle(msg: Msg) -> None:
        handled.append(msg.data)

    c = Consumer(own_bus, durable="t", filter_subject=own_bus.subjects.all_proposals, handle=handle,
                 capacity=8, pace_s=1.0, skip=lambda m: m.data.startswith(b"skip"))
    await publish(own_bus, *(b"m%d" % i for i in range(40)))
    await c.start()
    try:
        # 40 stored, 8 per burst: five bursts, back to back (at one per pace they would take 4 s)
        await eventually(lambda: pending(own_bus), lambda p: p == (0, 0) and len(handled) == 40, timeout=2)
        assert sorted(handled) == sorted(b"m%d" % i for i in range(40))
        assert c.credit == 0  # each request ended: none is left open on the server
        await asyncio.sleep(1.1)  # idle: it keeps asking
        await publish(own_bus, b"skip me", b"later")
        await eventually(lambda: pending(own_bus), lambda p: p == (0, 0) and handled[-1] == b"later", timeout=3)
        assert b"skip me" not in handled and c.busy == 0 and not c.owed
    finally:
        await c.stop()


async def test_a_paced_consumer_whose_request_was_lost_pulls_again(own_bus: Bus) -> None:
    """A request whose end never comes (a reconnect drops it without a status) is forgotten after
    the watchdog's silence, and the paced consumer asks again."""
    got: list[bytes] = []

    async def handle(msg: Msg) -> None:
        got.append(msg.data)

    c = consumer(own_bus, handle, pace_s=0.05, heartbeat_s=0.2)
    await c.start()
    try:
        await asyncio.sleep(0.2)
        c.credit = c.capacity  # as if a request were still open and would never end
        await publish(own_bus, b"after the loss")
        await eventually(lambda: asyncio.sleep(0, got), lambda g: g == [b"after the loss"], timeout=5)
    finally:
        await c.stop()


def test_pace_is_refused_in_batch_mode(own_bus: Bus) -> None:
    async def batch(msgs: list[Msg]) -> None:
        return None

    with pytest.raises(ValueError, match="pace_s"):
        Consumer(own_bus, durable="t", filter_subject=own_bus.subjects.all_proposals, batch=batch, pace_s=0.1)


async def test_keyed_locks_serialise_one_key_and_not_others() -> None:
    locks = KeyedLocks()
    order: list[str] = []
    gate = asyncio.Event()

    async def hold(key: str, name: str, wait: bool) -> None:
        async with locks.hold(key):
            order.append(name + " in")
            if wait:
                await gate.wait()
            order.append(name + " out")

    first = asyncio.create_task(hold("a", "a1", True))
    await asyncio.sleep(0)
    second = asyncio.create_task(hold("a", "a2", False))
    other = asyncio.create_task(hold("b", "b1", False))
    await other
    assert order == ["a1 in", "b1 in", "b1 out"]  # b did not wait for a; a2 waits for a1
    gate.set()
    await asyncio.gather(first, second)
    assert order[3:] == ["a1 out", "a2 in", "a2 out"]
    assert not locks._locks  # nothing kept once no one holds a key


async def test_in_batch_mode_each_batch_is_what_arrived_meanwhile_in_log_order(own_bus: Bus) -> None:
    batches: list[list[bytes]] = []
    first_started = asyncio.Event()
    release = asyncio.Event()

    async def batch(msgs: list[Msg]) -> None:
        batches.append([m.data for m in msgs])
        if len(batches) == 1:
            first_started.set()
            await release.wait()  # the next messages arrive while this batch is being applied
        for m in msgs:
            await m.ack()

    c = Consumer(own_bus, durable="t", filter_subject=own_bus.subjects.all_proposals, batch=batch, capacity=50)
    await c.start()
    try:
        await publish(own_bus, b"0")
        await first_started.wait()
        await publish(own_bus, *(b"%d" % i for i in range(1, 21)))
        await eventually(lambda: pending(own_bus), lambda p: p[0] == 0 and c.busy == 21)  # 1 applying, 20 waiting
        release.set()
        await eventually(lambda: pending(own_bus), lambda p: p == (0, 0))
        assert batches[0] == [b"0"] and batches[1] == [b"%d" % i for i in range(1, 21)]  # one batch, in order
        assert [x for b in batches for x in b] == [b"%d" % i for i in range(21)]
    finally:
        await c.stop()
    with pytest.raises(ValueError):
        Consumer(own_bus, durable="t", filter_subject="x")  # neither handle nor batch


async def test_a_batch_lingers_only_while_its_linger_asks_for_more(own_bus: Bus) -> None:
    """The projector's batch that ends with a proposal waits a moment for its decision, so the two
    go in one transaction; any other batch is taken at once."""
    batches: list[list[bytes]] = []

    async def batch(msgs: list[Msg]) -> None:
        batches.append([m.data for m in msgs])
        await c.ack_batch(msgs)

    def linger(msgs: list[Msg]) -> float:  # a batch ending with a "wait" message waits up to 30 s
        return 30.0 if msgs[-1].data.startswith(b"wait") else 0.0

    c = Consumer(own_bus, durable="t", filter_subject=own_bus.subjects.all_proposals, batch=batch, capacity=50,
                 linger=linger)
    await c.start()
    try:
        await publish(own_bus, b"alone")
        await eventually(lambda: asyncio.sleep(0, len(batches)), lambda n: n == 1)  # taken at once
        await publish(own_bus, b"wait-1")
        await asyncio.sleep(0.3)  # nothing to poll: the batch must still be open after this long
        assert batches == [[b"alone"]]
        await publish(own_bus, b"then")  # the batch no longer ends with "wait": taken now
        await eventually(lambda: asyncio.sleep(0, len(batches)), lambda n: n == 2, timeout=10)
        assert batches == [[b"alone"], [b"wait-1", b"then"]]
        await publish(own_bus, *(b"wait-%d" % i for i in range(25)))  # half the capacity ends a linger
        await eventually(lambda: pending(own_bus), lambda p: p == (0, 0), timeout=10)
        assert sum(len(b) for b in batches[2:]) == 25 and len(batches) <= 4
    finally:
        await c.stop()


@pytest.mark.parametrize("older_durable", [False, True])
async def test_a_batch_is_acked_with_one_ack_unless_the_durable_predates_ack_all(own_bus: Bus,
                                                                                  older_durable: bool) -> None:
    """Issue 14: a batch consumer's durable acks all, so one ack (the batch's latest message) covers
    the batch; a durable made before (explicit acks, which cannot be changed) gets each acked."""
    if older_durable:
        await own_bus.js.add_consumer(own_bus.subjects.stream, ConsumerConfig(
            durable_name="t", filter_subject=own_bus.subjects.all_proposals, ack_policy=AckPolicy.EXPLICIT))
    acks: list[int] = []
    sizes: list[int] = []
    release = asyncio.Event()

    async def batch(msgs: list[Msg]) -> None:
        sizes.append(len(msgs))
        await release.wait()
        for m in msgs:  # count the acks sent
            m.ack = (lambda m=m, ack=m.ack: (acks.append(m.metadata.sequence.stream), ack())[1])  # type: ignore[method-assign]
        await c.ack_batch(msgs)

    c = Consumer(own_bus, durable="t", filter_subject=own_bus.subjects.all_proposals, batch=batch, capacity=50)
    await c.start()
    try:
        await publish(own_bus, *(b"%d" % i for i in range(30)))
        await eventually(lambda: pending(own_bus), lambda p: p[0] == 0 and c.busy == 30)
        release.set()
        await eventually(lambda: pending(own_bus), lambda p: p == (0, 0))  # every message acked
        info = await own_bus.js.consumer_info(own_bus.subjects.stream, "t")
        assert info.ack_floor.stream_seq == 30
        assert info.config.ack_policy == (AckPolicy.EXPLICIT if older_durable else AckPolicy.ALL)
        assert len(acks) == (30 if older_durable else len(sizes))  # one ack per batch
        assert max(acks) == 30
    finally:
        await c.stop()


def test_with_coalesced_writes_every_publish_and_request_still_arrives(bare_nats: EmbeddedNats) -> None:
    """In a process of its own (the patch is process-wide): 2,000 publishes from concurrent tasks
    and 200 requests, all delivered, with nats-py's flusher replaced as the services run it."""
    import subprocess
    import sys

    code = (
        "import asyncio, nats\n"
        "from shared.loop import coalesce_nats_writes\n"
        "assert coalesce_nats_writes()\n"
        "async def main():\n"
        f"    nc = await nats.connect({bare_nats.url!r})\n"
        "    got = []\n"
        "    async def keep(m): got.append(m.data)\n"
        "    await nc.subscribe('coalesce.t', cb=keep)\n"
        "    async def echo(m): await m.respond(m.data)\n"
        "    await nc.subscribe('coalesce.echo', cb=echo)\n"
        "    await asyncio.gather(*[nc.publish('coalesce.t', b'%d' % i) for i in range(2000)])\n"
        "    replies = await asyncio.gather(*[nc.request('coalesce.echo', b'%d' % i, timeout=5) for i in range(200)])\n"
        "    await nc.flush()\n"
        "    for _ in range(100):\n"
        "        if len(got) == 2000: break\n"
        "        await asyncio.sleep(0.05)\n"
        "    print(len(got), len(set(got)), sum(r.data == b'%d' % i for i, r in enumerate(replies)))\n"
        "    await nc.close()\n"
        "asyncio.run(main())\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.stdout.split() == ["2000", "2000", "200"], out.stderr[-2000:]


async def test_after_the_server_is_killed_and_restarted_its_watchdog_pulls_again(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """A server killed and started again forgets the open pull request, and, killed, told no one
    it ended: no heartbeat and no status comes for it. Without the watchdog the consumer would
    wait forever. Its own server, so it can be killed."""
    srv = EmbeddedNats(tmp_path / "nats").start()
    got: list[bytes] = []

    async def handle(msg: Msg) -> None:
        got.append(msg.data)

    bus = await Bus.connect(srv.url, Subjects("restart"))
    c = None
    try:
        await bus.ensure_stream()
        c = consumer(bus, handle, heartbeat_s=0.3)
        await c.start()
        await publish(bus, b"before")
        await eventually(lambda: asyncio.sleep(0, got), lambda g: g == [b"before"], timeout=5)
        assert srv.proc is not None
        srv.proc.kill()  # SIGKILL: no "server shutdown" status reaches the open request
        srv.proc.wait()
        srv = EmbeddedNats(tmp_path / "nats", port=srv.port).start()  # same port, same store

        async def published() -> bool:
            try:
                await bus.js.publish(bus.subjects.proposal("p1"), b"after", stream=bus.subjects.stream, timeout=1)
                return True
            except Exception:  # noqa: BLE001 - reconnecting, or JetStream not ready yet
                return False

        await eventually(published, lambda ok: ok, timeout=20, interval=0.2)
        # "after" is delivered; "before" may come again: the SIGKILL can take the consumer's record of
        # its acknowledgement with it (JetStream writes consumer state behind), so delivery is at least once
        seen = await eventually(lambda: asyncio.sleep(0, got), lambda g: b"after" in g, timeout=15)
        assert seen[0] == b"before" and set(seen) == {b"before", b"after"}, seen
    finally:
        if c is not None:
            await c.stop()
        await bus.close()
        srv.stop()


async def test_a_message_that_keeps_failing_gets_a_recorded_outcome_and_is_never_dropped(own_bus: Bus) -> None:
    """Issue 11: after `max_deliver` a proposal used to stay `received` forever. Now the server never
    drops a message, and after `give_up_after` deliveries the consumer records a terminal outcome."""
    deliveries: Counter[bytes] = Counter()
    given_up: list[tuple[bytes, str]] = []

    async def handle(msg: Msg) -> None:
        deliveries[msg.data] += 1
        raise RuntimeError("always fails")

    async def give_up(msg: Msg, why: str) -> None:
        given_up.append((msg.data, why))

    c = consumer(own_bus, handle, retry_s=0.01, give_up=give_up, give_up_after=3)  # type: ignore[arg-type]
    await c.start()
    try:
        await publish(own_bus, b'{"doomed": 1}')
        await eventually(lambda: pending(own_bus), lambda p: p == (0, 0) and given_up, timeout=10)
        assert deliveries[b'{"doomed": 1}'] == 3 and given_up == [(b'{"doomed": 1}', "RuntimeError")]
    finally:
        await c.stop()


async def test_when_recording_the_outcome_fails_too_the_message_comes_back(own_bus: Bus) -> None:
    attempts: list[int] = []

    async def handle(msg: Msg) -> None:
        raise RuntimeError("always fails")

    async def give_up(msg: Msg, why: str) -> None:
        attempts.append(msg.metadata.num_delivered)
        if len(attempts) < 2:
            raise RuntimeError("the log is unreachable")

    c = consumer(own_bus, handle, retry_s=0.01, give_up=give_up, give_up_after=2)  # type: ignore[arg-type]
    await c.start()
    try:
        await publish(own_bus, b'{"doomed": 2}')
        await eventually(lambda: pending(own_bus), lambda p: p == (0, 0) and len(attempts) == 2, timeout=10)
        assert attempts == [2, 3]
    finally:
        await c.stop()


async def test_a_deleted_durable_is_made_again_and_nothing_after_it_is_skipped(own_bus: Bus) -> None:
    """Issue 11: with the gate's durable consumer deleted, new proposals stayed `received` forever."""
    got: list[bytes] = []

    async def handle(msg: Msg) -> None:
        got.append(msg.data)

    c = consumer(own_bus, handle)
    await c.start()
    try:
        await publish(own_bus, b"1", b"2")
        await eventually(lambda: asyncio.sleep(0, got), lambda g: len(g) == 2)
        await own_bus.js.delete_consumer(own_bus.subjects.stream, "t")
        await publish(own_bus, b"3", b"4")
        await eventually(lambda: asyncio.sleep(0, got), lambda g: len(g) >= 4, timeout=20)
        assert sorted(got) == [b"1", b"2", b"3", b"4"]  # the new ones, and the finished ones not again
        info = await own_bus.js.consumer_info(own_bus.subjects.stream, "t")
        assert info.config.max_deliver == -1
    finally:
        await c.stop()


async def dead_holder(bus: Bus, n: int, acked: tuple[int, ...]) -> list[Msg]:
    """A process that pulled `n` messages of the durable, acked those at `acked` (out of order) and
    died holding the rest: nothing but the server's ack wait would ever deliver them again."""
    sub = await bus.js.pull_subscribe_bind("t", bus.subjects.stream)
    msgs = await sub.fetch(n, timeout=5)
    assert len(msgs) == n
    for i in acked:
        await msgs[i].ack_sync()
    await sub.unsubscribe()
    return msgs


async def test_a_starting_consumer_takes_at_once_what_a_dead_process_held_unacked(own_bus: Bus) -> None:
    """Issue 14: a front killed under load left the proposals it had pulled unacked, and they waited
    the ack wait (30 s; its quarantines 60 s) before anyone decided them."""
    got: Counter[bytes] = Counter()

    async def handle(msg: Msg) -> None:
        got[msg.data] += 1

    await publish(own_bus, *(b"m%d" % i for i in range(10)))
    await consumer(own_bus, handle, ack_wait_s=600).ensure()  # an ack wait no test waits out
    await dead_holder(own_bus, 6, acked=(1, 3))
    assert await pending(own_bus) == (4, 4)
    c = consumer(own_bus, handle, ack_wait_s=600)
    await c.start()
    try:
        await eventually(lambda: pending(own_bus), lambda p: p == (0, 0))
        assert got == Counter(b"m%d" % i for i in range(10) if i not in (1, 3))  # each once; the acked ones not again
    finally:
        await c.stop()


async def test_it_nakks_only_the_newest_sequences_and_a_batch_consumer_none(own_bus: Bus,
                                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    got: list[bytes] = []

    async def handle(msg: Msg) -> None:
        got.append(msg.data)

    monkeypatch.setattr("shared.consumers.RECLAIM_MAX", 3)
    await publish(own_bus, *(b"m%d" % i for i in range(6)))
    await consumer(own_bus, handle, ack_wait_s=600).ensure()
    await dead_holder(own_bus, 6, acked=())
    c = consumer(own_bus, handle, ack_wait_s=600)
    assert await c.reclaim() == 3
    await c.start()  # (reclaims the same three again: still pending, or delivered and not yet acked, when a busy
    # machine runs the first reclaim's redeliveries before it: then they come twice, as at-least-once allows)
    try:
        await eventually(lambda: asyncio.sleep(0, sorted(set(got))), lambda g: g == [b"m3", b"m4", b"m5"])
        await asyncio.sleep(0.5)
        assert sorted(set(got)) == [b"m3", b"m4", b"m5"] and await pending(own_bus) == (0, 3)  # the older ones wait
    finally:
        await c.stop()

    async def take(msgs: list[Msg]) -> None:
        pass

    batch = Consumer(own_bus, durable="t", filter_subject=own_bus.subjects.all_proposals, batch=take)
    assert await batch.reclaim() == 0
