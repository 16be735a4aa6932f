"""Runs last (file order): after the whole suite, the live views equal a replay of the whole log.

Every e2e test before this one wrote to the same session's log and views (random scopes, some
projector restarts, a redelivery of every event, a replay swapped in): the live projector and a
clean replay must still agree, table by table.
"""
from __future__ import annotations

import uuid

import pytest

from cli.replay import differences, live_snapshot, replay
from cli.runtime import System
from shared.bus import Bus
from shared.checksum import view_checksums

from ..helpers import eventually

pytestmark = pytest.mark.e2e


async def test_after_the_whole_suite_the_live_views_equal_a_replay_of_the_log(system: System, bus: Bus) -> None:
    assert system.nats_url and system.database_url
    last = (await bus.js.stream_info(bus.subjects.stream)).state.last_seq

    async def position() -> int:
        return live_snapshot(system.database_url)[0]  # type: ignore[arg-type]

    await eventually(position, lambda p: p >= last, timeout=60)
    pos, live = live_snapshot(system.database_url)
    schema = f"verify_{uuid.uuid4().hex[:8]}"
    assert await replay(system.admin_url, system.database_url, system.prefix, schema, until_seq=pos) == pos
    assert differences(live, view_checksums(system.database_url, schema)) == []
    assert live["proposals"][0] > 100  # the suite's traffic, not an empty log
