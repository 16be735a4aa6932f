"""A log written by provgate v1 replays on this provgate (events are upcast when read).

tests/contracts/log_v1.jsonl was recorded once from a real run (the demo story, a conflict
resolved as a temporal change, a negated statement refused) and is never regenerated.
"""
from __future__ import annotations

import json
import uuid
from pathlib import Path

import psycopg
import pytest

from cli.replay import replay
from cli.runtime import System
from contracts.events import decode_event
from contracts.subjects import Subjects
from contracts.upcast import LATEST
from shared.bus import Bus
from shared.checksum import view_checksums
from shared.embedded import EmbeddedNats

pytestmark = pytest.mark.integration
LOG = Path(__file__).resolve().parents[1] / "contracts" / "log_v1.jsonl"


async def test_a_stored_v1_log_replays_into_the_same_story(system: System, tmp_path: Path) -> None:
    """The stored log is published as it is (every event family) to a NATS of its own without
    users: on provgate's own server no user may write every family."""
    lines = [json.loads(x) for x in LOG.read_text().splitlines()]
    assert all(decode_event(json.dumps(x["data"])).version == LATEST[x["data"]["type"]] for x in lines)
    prefix = f"v1{uuid.uuid4().hex[:8]}"
    assert system.nats_url and system.database_url
    srv = EmbeddedNats(tmp_path / "nats").start()
    bus = await Bus.connect(srv.url, Subjects(prefix))
    try:
        await bus.ensure_stream()
        for x in lines:
            await bus.js.publish(x["subject"].replace("{prefix}", prefix), json.dumps(x["data"]).encode(),
                                 headers={"Nats-Msg-Id": x["data"]["event_id"]}, stream=bus.subjects.stream)
    finally:
        await bus.close()
    schema = f"v1_{uuid.uuid4().hex[:8]}"
    try:
        assert await replay(srv.url, system.database_url, prefix, schema) == len(lines)
        again = f"v1_{uuid.uuid4().hex[:8]}"
        await replay(srv.url, system.database_url, prefix, again)
    finally:
        srv.stop()
    with psycopg.connect(system.database_url, options=f"-c search_path={schema},public") as c:
        current = dict(c.execute("SELECT scope || ' ' || predicate, value::text FROM facts"
                                 " WHERE retired_at IS NULL AND valid_to IS NULL ORDER BY 1").fetchall())
        statuses = sorted(r[0] for r in c.execute("SELECT status FROM proposals"))
        case = c.execute("SELECT status, resolution, reviewer FROM cases").fetchone()
    demo = next(k for k in current if k.startswith("acme/demo-"))
    assert current[demo] == "14000" and current["acme/v1 budget"] == "25000"
    assert statuses == ["accepted", "accepted", "accepted", "approved", "rejected", "rejected"]
    assert case == ("resolved", "temporal_change", "dana")
    assert view_checksums(system.database_url, schema) == view_checksums(system.database_url, again)
