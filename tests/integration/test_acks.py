"""shared.bus.Acks on a real NATS: each append's acknowledgement reaches the append that waits for
it, whatever the order they come back in; a subject no stream takes is refused at once; a reply that
never comes is a timeout, not a wait for ever; closing fails what still waits."""
from __future__ import annotations

import asyncio
import time
import uuid
from collections.abc import AsyncIterator
from datetime import UTC, datetime

import nats
import pytest
from nats.aio.client import Client
from nats.errors import TimeoutError as NatsTimeout
from nats.js.errors import NoStreamResponseError

from contracts.events import decode_event
from contracts.sources import SourceRecorded
from shared.bus import Acks, Bus
from shared.embedded import EmbeddedNats

pytestmark = pytest.mark.integration
T0 = datetime(2026, 1, 5, tzinfo=UTC)


@pytest.fixture
async def nc(bare_nats: EmbeddedNats) -> AsyncIterator[Client]:
    c = await nats.connect(bare_nats.url)
    yield c
    await c.close()


def source(i: int) -> SourceRecorded:
    return SourceRecorded(event_id=f"acks-{uuid.uuid4().hex}", occurred_at=T0, correlation_id="c", scope="acks/fleet",
                          source_id=f"s_{uuid.uuid4().hex[:12]}", kind="utterance", speaker="customer",
                          text=f"Our budget is {i}.", captured_at=T0, authority="channel", recorded_by="chat",
                          key_id="k_chat")


async def test_many_appends_in_flight_each_get_their_own_sequence(log_bus: Bus) -> None:
    events = [source(i) for i in range(300)]
    seqs = await asyncio.gather(*(log_bus.append(e) for e in events))
    assert len(set(seqs)) == 300
    by_seq = dict(zip(seqs, events, strict=True))
    for seq in (min(seqs), max(seqs), sorted(seqs)[150]):  # what each was told is where its event is
        stored = await log_bus.js.get_msg(log_bus.subjects.stream, seq)
        assert decode_event(stored.data).event_id == by_seq[seq].event_id
    assert not log_bus.acks._waiting  # nothing left waiting


async def test_a_subject_no_stream_takes_is_refused_at_once(nc: Client) -> None:
    acks = Acks(nc, timeout_s=5.0)
    t = time.monotonic()
    with pytest.raises(NoStreamResponseError):
        await acks.request("nobody.stores.this", b"{}", {})
    assert time.monotonic() - t < 2.0  # the server's "no responders", not the 5 s timeout
    await acks.close()


async def test_a_reply_that_never_comes_times_out(nc: Client) -> None:
    silent = await nc.subscribe("silent.listener")  # someone hears it, nobody answers: no "no responders"
    acks = Acks(nc, timeout_s=0.3, sweep_s=0.05)
    t = time.monotonic()
    with pytest.raises(NatsTimeout):
        await acks.request("silent.listener", b"{}", {})
    assert 0.25 <= time.monotonic() - t < 3.0
    assert not acks._waiting
    await silent.unsubscribe()
    await acks.close()


async def test_replies_in_any_order_reach_their_own_request(nc: Client) -> None:
    async def answer_backwards() -> None:
        held = []
        async for msg in sub.messages:
            held.append(msg)
            if len(held) == 5:
                for m in reversed(held):
                    await nc.publish(m.reply, m.data)
                return

    sub = await nc.subscribe("echo.backwards")
    task = asyncio.create_task(answer_backwards())
    acks = Acks(nc)
    replies = await asyncio.gather(*(acks.request("echo.backwards", str(i).encode(), {}) for i in range(5)))
    assert [r.data for r in replies] == [str(i).encode() for i in range(5)]
    await task
    await acks.close()


async def test_closing_fails_what_still_waits(nc: Client) -> None:
    silent = await nc.subscribe("silent.two")
    acks = Acks(nc, timeout_s=60.0)
    waiting = asyncio.ensure_future(acks.request("silent.two", b"{}", {}))
    await asyncio.sleep(0.1)
    await acks.close()
    with pytest.raises(NatsTimeout):
        await asyncio.wait_for(waiting, 2.0)
    await silent.unsubscribe()


async def test_a_payload_over_the_servers_limit_fails_at_once_and_leaves_nothing_waiting(nc: Client) -> None:
    acks = Acks(nc, timeout_s=30.0)
    t = time.monotonic()
    with pytest.raises(Exception) as caught:  # nats-py's MaxPayloadError, raised before anything is sent
        await acks.request("silent.big", b"x" * (nc.max_payload + 1), {})
    assert type(caught.value).__name__ == "MaxPayloadError"
    assert time.monotonic() - t < 2.0 and not acks._waiting
    await acks.close()
