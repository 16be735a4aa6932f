"""Replay rebuilds the same views from the log; verify proves the live ones agree."""
from __future__ import annotations

import uuid

import psycopg
import pytest

from cli.replay import differences, live_snapshot, replay, swap_in
from cli.runtime import System
from shared.bus import Bus
from shared.checksum import view_checksums

from ..helpers import eventually

pytestmark = pytest.mark.e2e


async def traffic(api, scope: str) -> None:  # type: ignore[no-untyped-def]
    chat, alex, reviewer = await api("channel"), await api("agent"), await api("reviewer")
    s1 = await chat.record_source(scope=scope, kind="utterance", text="Budget is $18,000.", captured_at="2026-01-01T00:00:00Z")
    s2 = await chat.record_source(scope=scope, kind="utterance", text="Budget now $14,000.", captured_at="2026-02-01T00:00:00Z")
    doc = await reviewer.record_source(scope=scope, kind="document", text="Plan: Q4.", captured_at="2026-01-01T00:00:00Z")
    said = await chat.record_source(scope=scope, kind="utterance", text="Timeline: Q1 now.", captured_at="2026-03-01T00:00:00Z")
    await alex.submit(scope=scope, subject="c", predicate="budget", value=18000, confidence=0.9, evidence=[s1["source_id"]], wait=True)
    await alex.submit(scope=scope, subject="c", predicate="budget", value=14000, confidence=0.9, evidence=[s2["source_id"]], wait=True)
    await alex.submit(scope=scope, subject="c", predicate="budget", value=1800, confidence=0.99, wait=True)
    await alex.submit(scope=scope, subject="c", predicate="timeline", value="Q4", confidence=0.9, evidence=[doc["source_id"]], wait=True)
    held = await alex.submit(scope=scope, subject="c", predicate="timeline", value="Q1", confidence=0.9,
                             evidence=[said["source_id"]], wait=True)
    await reviewer.decide(proposal_id=held["proposal_id"], decision="reject", reason="The plan says Q4.")


async def test_a_replay_of_the_log_equals_the_live_views(system: System, api, scope: str) -> None:  # type: ignore[no-untyped-def]
    await traffic(api, scope)
    assert system.nats_url and system.database_url
    pos, live = live_snapshot(system.database_url)
    schema = f"verify_{uuid.uuid4().hex[:8]}"
    last = await replay(system.admin_url, system.database_url, system.prefix, schema, until_seq=pos)
    assert last == pos
    assert differences(live, view_checksums(system.database_url, schema)) == []
    assert live["proposals"][0] >= 5 and live["claims"][0] >= 1


async def test_replay_until_a_sequence_leaves_the_past_state_to_query(system: System, bus: Bus, api, scope: str) -> None:  # type: ignore[no-untyped-def]
    chat, alex = await api("channel"), await api("agent")
    s1 = await chat.record_source(scope=scope, kind="utterance", text="Budget is $18,000.", captured_at="2026-01-01T00:00:00Z")
    await alex.submit(scope=scope, subject="c", predicate="budget", value=18000, confidence=0.9, evidence=[s1["source_id"]], wait=True)
    cut = (await bus.js.stream_info(bus.subjects.stream)).state.last_seq
    s2 = await chat.record_source(scope=scope, kind="utterance", text="Budget now $14,000.", captured_at="2026-02-01T00:00:00Z")
    await alex.submit(scope=scope, subject="c", predicate="budget", value=14000, confidence=0.9, evidence=[s2["source_id"]], wait=True)
    schema = f"until_{uuid.uuid4().hex[:8]}"
    assert system.nats_url and system.database_url
    assert await replay(system.admin_url, system.database_url, system.prefix, schema, until_seq=cut) == cut
    with psycopg.connect(system.database_url, options=f"-c search_path={schema},public") as c:
        values = [r[0] for r in c.execute(
            "SELECT value FROM facts WHERE scope = %s AND retired_at IS NULL AND valid_to IS NULL", (scope,))]
    assert values == [18000]


async def test_swapping_a_replay_in_keeps_the_projector_going(system: System, api, scope: str) -> None:  # type: ignore[no-untyped-def]
    await traffic(api, scope)
    assert system.nats_url and system.database_url
    schema = f"replay_{uuid.uuid4().hex[:8]}"
    await replay(system.admin_url, system.database_url, system.prefix, schema)
    swap_in(system.database_url, schema)
    chat, alex = await api("channel"), await api("agent")
    s = await chat.record_source(scope=scope, kind="utterance", text="Team of 12.", captured_at="2026-04-01T00:00:00Z")
    r = await alex.submit(scope=scope, subject="c", predicate="team_size", value=12, confidence=0.9,
                          evidence=[s["source_id"]], wait=True)
    assert r["status"] == "accepted"
    await eventually(lambda: alex.facts(scope=scope, subject="c", predicate="team_size"), lambda f: len(f) == 1)
    pos, live = live_snapshot(system.database_url)
    check = f"verify_{uuid.uuid4().hex[:8]}"
    await replay(system.admin_url, system.database_url, system.prefix, check, until_seq=pos)
    assert differences(live, view_checksums(system.database_url, check)) == []


async def test_views_that_lost_their_last_commits_catch_up_from_the_log(system: System, bus: Bus, api, scope: str) -> None:  # type: ignore[no-untyped-def]
    """The projector commits without waiting for each WAL flush, so a crash of PostgreSQL can lose
    its last commits. Swapping in a replay that stops short of the log leaves the views exactly so:
    the projector must notice, forget the slot rows it keeps in memory, and apply those events again."""
    chat, alex = await api("channel"), await api("agent")

    async def said(text: str, at: str) -> str:
        return (await chat.record_source(scope=scope, kind="utterance", text=text, captured_at=at))["source_id"]

    s1 = await said("Budget is $18,000.", "2026-01-01T00:00:00Z")
    await alex.submit(scope=scope, subject="c", predicate="budget", value=18000, confidence=0.9, evidence=[s1], wait=True)
    cut = (await bus.js.stream_info(bus.subjects.stream)).state.last_seq
    s2 = await said("Budget now $14,000.", "2026-02-01T00:00:00Z")
    await alex.submit(scope=scope, subject="c", predicate="budget", value=14000, confidence=0.9, evidence=[s2], wait=True)
    assert system.nats_url and system.database_url
    lost = f"lost_{uuid.uuid4().hex[:8]}"
    await replay(system.admin_url, system.database_url, system.prefix, lost, until_seq=cut)
    swap_in(system.database_url, lost)  # the views as they stood at `cut`: the update's commits are gone

    s3 = await said("Budget now $16,000.", "2026-03-01T00:00:00Z")
    r = await alex.submit(scope=scope, subject="c", predicate="budget", value=16000, confidence=0.9, evidence=[s3],
                          wait=True)
    assert r["status"] == "accepted"
    history = await eventually(lambda: alex.history(scope=scope, subject="c", predicate="budget"),
                               lambda h: len(h) == 3)
    assert [h["value"] for h in history] == [18000, 14000, 16000]
    pos, live = live_snapshot(system.database_url)
    check = f"verify_{uuid.uuid4().hex[:8]}"
    await replay(system.admin_url, system.database_url, system.prefix, check, until_seq=pos)
    assert differences(live, view_checksums(system.database_url, check)) == []
