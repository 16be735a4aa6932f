"""Exactly-once effects: redelivered messages and a projector killed mid-stream change nothing."""
from __future__ import annotations

import asyncio
import random
import signal

import psycopg
import pytest

from cli.client import Client
from cli.keys import create_key
from cli.replay import differences, live_snapshot, replay
from cli.runtime import System
from contracts.subjects import Subjects
from shared.bus import Bus
from shared.checksum import view_checksums

from ..conftest import new_system
from ..helpers import eventually, rand

pytestmark = pytest.mark.e2e


def projected_seq(url: str, consumer: str = "projector") -> int:
    with psycopg.connect(url) as c:
        row = c.execute("SELECT stream_seq FROM projector_position WHERE consumer = %s", (consumer,)).fetchone()
    return int(row[0]) if row else 0


async def last_seq(bus: Bus) -> int:
    return int((await bus.js.stream_info(bus.subjects.stream)).state.last_seq)


async def caught_up(system: System, bus: Bus) -> None:
    assert system.database_url
    target = await last_seq(bus)

    async def seq() -> int:
        return projected_seq(system.database_url)  # type: ignore[arg-type]

    await eventually(seq, lambda s: s >= target, timeout=30)


async def consumer_drained(bus: Bus, durable: str) -> None:
    async def info():  # type: ignore[no-untyped-def]
        return await bus.js.consumer_info(bus.subjects.stream, durable)

    await eventually(info, lambda i: i.num_pending == 0 and i.num_ack_pending == 0, timeout=60)


async def some_traffic(api, scope: str) -> None:  # type: ignore[no-untyped-def]
    chat, alex = await api("channel"), await api("agent")
    s = await chat.record_source(scope=scope, kind="utterance", text="Budget is $18,000.", captured_at="2026-01-01T00:00:00Z")
    await alex.submit(scope=scope, subject="c", predicate="budget", value=18000, confidence=0.9,
                      evidence=[s["source_id"]], wait=True)
    await alex.submit(scope=scope, subject="c", predicate="budget", value=1800, confidence=0.9, wait=True)
    await alex.submit(scope=scope, subject="c", predicate="stage", value="won", confidence=0.9, wait=True)


async def test_redelivering_every_event_to_every_consumer_changes_nothing(system: System, bus: Bus, api, scope: str) -> None:  # type: ignore[no-untyped-def]
    await some_traffic(api, scope)
    await caught_up(system, bus)
    assert system.database_url
    before_views = view_checksums(system.database_url)
    before_msgs = await last_seq(bus)

    # restart each consumer with its durable gone: JetStream delivers the whole log again (resetting
    # a durable is the stream owner's, not the operator's)
    durables = ("gate", "verifier", "projector")
    # the processes that hold them: folded (the default), intake runs the gate's and the verifier's
    holders = [system.proc(s) for s in ("intake", *durables) if system.runs(s) and (s != "intake" or system.fold)]
    owner = await Bus.connect(system.nats_url_for("owner"), bus.subjects)
    system.stop_services(holders)
    for durable in durables:
        await owner.js.delete_consumer(bus.subjects.stream, durable)
    for proc in holders:
        proc.popen = system.spawn(proc.service, 0)
    await owner.close()
    await system.await_ready()
    for service in durables:
        await eventually(lambda s=service: _has_consumer(bus, s), lambda ok: ok, timeout=30)
        await consumer_drained(bus, service)

    assert await last_seq(bus) == before_msgs, "a redelivered message produced a new event"
    assert view_checksums(system.database_url) == before_views


async def _has_consumer(bus: Bus, durable: str) -> bool:
    try:
        await bus.js.consumer_info(bus.subjects.stream, durable)
        return True
    except Exception:  # noqa: BLE001
        return False


async def test_a_projector_killed_at_random_points_of_a_10000_event_load_ends_identical_to_a_replay() -> None:
    s = await new_system().astart()
    try:
        assert s.nats_url and s.database_url
        subjects = Subjects(s.prefix)
        bus = await Bus.connect(s.admin_url, subjects)
        scope = "acme/kill"
        _, chat_key = await create_key(bus, role="channel", name="chat", scopes=[scope])
        _, alex_key = await create_key(bus, role="agent", name="alex", scopes=[scope])
        chat = await Client.connect(s.nats_url, chat_key, s.prefix)
        alex = chat.as_key(alex_key)
        target_events = 10_000
        rng = random.Random(20261130)
        kill_at = sorted(rng.randrange(300, 9_000) for _ in range(6))

        async def load() -> int:
            n = 0
            while await last_seq(bus) < target_events:
                batch = n // 50
                srcs = await asyncio.gather(*[chat.record_source(
                    scope=scope, kind="utterance", text=f"The value of item {batch}-{i} is {batch * 100 + i}.",
                    captured_at=f"2025-{1 + batch % 12:02d}-{1 + i % 28:02d}T00:00:00Z") for i in range(50)])
                await asyncio.gather(*[alex.submit(
                    scope=scope, subject=f"item:{i % 7}", predicate=f"p{i % 3}", value=batch * 100 + i, confidence=0.9,
                    evidence=[srcs[i]["source_id"]] if i % 4 else []) for i in range(50)])
                n += 50
            return n

        async def killer() -> None:
            for target in kill_at:
                await eventually(lambda: asyncio.sleep(0, projected_seq(s.database_url)),  # type: ignore[arg-type]
                                 lambda q, t=target: q >= t, timeout=120)
                p = s.proc("projector")
                p.popen.send_signal(signal.SIGKILL)
                p.popen.wait()
                p.popen = s.spawn("projector", 0)

        submitted, _ = await asyncio.gather(load(), killer())
        await eventually(lambda: alex.journal(scope=scope, limit=500), lambda j: all(e["final"] for e in j), timeout=60)
        await consumer_drained(bus, "gate")
        await consumer_drained(bus, "verifier")
        await caught_up(s, bus)
        assert await last_seq(bus) >= target_events

        pos, live = live_snapshot(s.database_url)
        assert pos == await last_seq(bus)
        schema = rand("clean_")
        assert await replay(s.admin_url, s.database_url, s.prefix, schema, until_seq=pos) == pos
        assert differences(live, view_checksums(s.database_url, schema)) == []
        assert live["proposals"][0] == submitted  # every proposal journaled exactly once
        await chat.close()
        await bus.close()
    finally:
        s.stop()
