"""A replay of a log whose events are large reads it whole: its pull asks for a bounded number of
bytes at a time, so the server never has more in flight to it than a client may hold.

Found by killing nats-server under load (tests/e2e/test_front_crash.py): a hot slot's decisions
carry its snapshot (up to about 31 KB), and the replay's 2,000 requested messages came to about
the 64 MiB nats-server lets a client fall behind by; past it the server cut the replay off as a
slow consumer, dropped what it owed, and the replay waited for them until it gave up.
"""
from __future__ import annotations

import json
import uuid
from datetime import UTC, datetime
from pathlib import Path

import psycopg
import pytest

from cli.replay import replay
from cli.runtime import System
from contracts.sources import SourceRecorded
from contracts.subjects import Subjects
from shared.bus import Bus
from shared.embedded import EmbeddedNats

from .test_embedded_ports import get

pytestmark = pytest.mark.integration
EVENTS = 1500
TEXT = 60_000  # characters: a source of the largest kind the contract takes is 65,536


def slow_consumers(srv: EmbeddedNats) -> int:
    """Clients the server has cut off for owing them too much, since it started (its /varz)."""
    assert srv.monitor_port
    return int(json.loads(get(srv.monitor_port, "/varz"))["slow_consumers"])


async def test_a_log_of_large_events_replays_whole(system: System, tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    assert system.database_url
    prefix = f"big{uuid.uuid4().hex[:8]}"
    monkeypatch.setenv("PROVGATE_NATS_MONITOR_PORT", "0")  # a free port: its /varz counts slow consumers
    srv = EmbeddedNats(tmp_path / "nats").start()
    try:
        bus = await Bus.connect(srv.url, Subjects(prefix))
        try:
            await bus.ensure_stream(max_bytes=256 * 1024**2)
            for i in range(EVENTS):
                e = SourceRecorded(event_id=f"e{i}", occurred_at=datetime.now(UTC), correlation_id="c", scope="big/fleet",
                                   source_id=f"s_{i:08d}", kind="document", text=(f"Page {i}. " * (TEXT // 8))[:TEXT],
                                   captured_at=datetime(2026, 1, 1, tzinfo=UTC), authority="channel", recorded_by="import",
                                   key_id="k_import")
                await bus.js.publish(bus.subjects.source(e.source_id), e.model_dump_json().encode(),
                                     stream=bus.subjects.stream, headers={"Nats-Msg-Id": e.event_id})
            state = (await bus.js.stream_info(bus.subjects.stream)).state
            assert state.messages == EVENTS and state.bytes > 80 * 1024**2  # beyond what a client may owe
        finally:
            await bus.close()
        schema = f"big_{uuid.uuid4().hex[:8]}"
        assert await replay(srv.url, system.database_url, prefix, schema) == EVENTS
        assert slow_consumers(srv) == 0  # read at the pace it asked for, not recovered after a cut-off
    finally:
        srv.stop()
    with psycopg.connect(system.database_url, options=f"-c search_path={schema},public") as c:
        assert c.execute("SELECT count(*), min(length(text)) FROM sources").fetchone() == (EVENTS, TEXT)
