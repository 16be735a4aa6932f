"""Issue 11 item 6: `provgate up` supervises its servers, not only its services. After a SIGKILL of
the embedded PostgreSQL and nats-server, the supervisor starts them again on the same ports with
the same data and credentials, and a proposal made afterwards is decided and visible."""
from __future__ import annotations

import asyncio
import os
import signal
import time
from collections.abc import Awaitable, Callable
from typing import TypeVar

import pytest

from cli.client import Client
from cli.keys import create_key
from contracts.subjects import Subjects
from shared.bus import Bus

from ..conftest import new_system
from ..helpers import eventually
from .test_placement import cores_of

T = TypeVar("T")

pytestmark = pytest.mark.e2e


async def test_the_supervisor_restarts_killed_servers_and_the_system_still_decides() -> None:
    s = await new_system().astart()
    try:
        if s._pg is None or s._nats is None or s._nats.proc is None:
            pytest.skip("given servers are supervised by their operator")
        ports = (s._pg.port, s._nats.port)
        pg_pid = s._pg.postmaster_pid()
        assert pg_pid
        os.kill(pg_pid, signal.SIGKILL)
        os.kill(s._nats.proc.pid, signal.SIGKILL)

        restarted: list[str] = []
        deadline = time.monotonic() + 60
        while not {"postgres", "nats-server"} <= set(restarted):
            assert time.monotonic() < deadline, f"restarted only {restarted}"
            restarted += s.supervise_once()
            await asyncio.sleep(0.1)
        assert (s._pg.port, s._nats.port) == ports and s._pg.alive() and s._nats.alive()
        if s.placement is not None:  # restarted on the cores they had (shared/cpus.py)
            pg_pid = s._pg.postmaster_pid()
            assert pg_pid and s._nats.proc is not None
            for pid in (pg_pid, s._nats.proc.pid):
                assert cores_of(pid) == {s.placement.rest}

        scope = "sup/fleet"
        assert s.nats_url
        bus = await Bus.connect(getattr(s, "admin_url", s.nats_url), Subjects(s.prefix))
        try:
            _, chat_key = await create_key(bus, role="channel", name="chat", scopes=[scope])
            _, alex_key = await create_key(bus, role="agent", name="alex", scopes=[scope])
        finally:
            await bus.close()
        chat = await Client.connect(s.nats_url, chat_key, s.prefix)
        alex = await Client.connect(s.nats_url, alex_key, s.prefix)
        deadline = time.monotonic() + 60

        async def retried(call: Callable[[], Awaitable[T]]) -> T:
            """Services that lost their servers reconnect, or die and are restarted by the same loop."""
            while True:
                s.supervise_once()
                try:
                    return await call()
                except Exception:  # noqa: BLE001 - not back yet
                    if time.monotonic() > deadline:
                        raise
                    await asyncio.sleep(0.2)

        try:
            said = await retried(lambda: chat.record_source(scope=scope, kind="utterance", text="Budget is $18,000.",
                                                            captured_at="2026-01-01T00:00:00Z"))
            done = await retried(lambda: alex.submit(scope=scope, subject="c", predicate="budget", value=18000,
                                                     confidence=0.9, evidence=[said["source_id"]],
                                                     client_ref="after-restart", wait=True))
            decided = await eventually(lambda: retried(lambda: alex.proposal(done["proposal_id"])),
                                       lambda p: p["final"], timeout=60)
            assert decided["status"] == "accepted"
            await eventually(lambda: retried(lambda: alex.facts(scope=scope, subject="c")),
                                     lambda fs: [f["value"] for f in fs] == [18000], timeout=30)
        finally:
            await chat.close()
            await alex.close()
    finally:
        s.stop()
