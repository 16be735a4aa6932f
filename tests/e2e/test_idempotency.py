"""client_ref idempotency: the same reference from the same key names the same record."""
from __future__ import annotations

import asyncio

import pytest

from shared.bus import Bus

pytestmark = pytest.mark.e2e


async def test_recording_a_source_twice_returns_the_first_id(api, scope: str) -> None:  # type: ignore[no-untyped-def]
    chat = await api("channel")
    a = await chat.record_source(scope=scope, kind="utterance", text="first", client_ref="m-1")
    b = await chat.record_source(scope=scope, kind="utterance", text="second text, same ref", client_ref="m-1")
    assert a["duplicate"] is False and b["duplicate"] is True
    assert a["source_id"] == b["source_id"]


async def test_submitting_twice_returns_the_first_proposal_and_its_status(api, scope: str) -> None:  # type: ignore[no-untyped-def]
    alex = await api("agent")
    first = await alex.submit(scope=scope, subject="s", predicate="p", value="v", confidence=0.9,
                              client_ref="turn-1", wait=True)
    again = await alex.submit(scope=scope, subject="s", predicate="p", value="other", confidence=0.9,
                              client_ref="turn-1", wait=True)
    assert again["proposal_id"] == first["proposal_id"]
    assert again["duplicate"] is True and again["status"] == first["status"]
    assert len(await alex.journal(scope=scope)) == 1


async def test_the_same_reference_from_another_key_is_another_proposal(api, scope: str) -> None:  # type: ignore[no-untyped-def]
    alex, maria = await api("agent"), await api("agent")
    a = await alex.submit(scope=scope, subject="s", predicate="p", value="v", confidence=0.9, client_ref="r")
    m = await maria.submit(scope=scope, subject="s", predicate="p", value="v", confidence=0.9, client_ref="r")
    assert a["proposal_id"] != m["proposal_id"]


async def test_concurrent_duplicates_store_one_proposal(api, bus: Bus, scope: str) -> None:  # type: ignore[no-untyped-def]
    alex = await api("agent")
    replies = await asyncio.gather(*[
        alex.submit(scope=scope, subject="s", predicate="p", value="v", confidence=0.9, client_ref="burst")
        for _ in range(10)])
    assert len({r["proposal_id"] for r in replies}) == 1
    assert sorted(r["duplicate"] for r in replies) == [False] + [True] * 9
    stored = await bus.js.stream_info(bus.subjects.stream, subjects_filter=bus.subjects.proposal(replies[0]["proposal_id"]))
    assert stored.state.subjects == {bus.subjects.proposal(replies[0]["proposal_id"]): 1}


async def test_a_repeat_naming_another_slot_still_waits_on_the_first_proposal(api, scope: str) -> None:  # type: ignore[no-untyped-def]
    alex = await api("agent")
    first = await alex.submit(scope=scope, subject="s", predicate="p", value="v", confidence=0.9,
                              client_ref="turn-9", wait=True)
    again = await alex.submit(scope=scope, subject="other", predicate="q", value="w", confidence=0.9,
                              client_ref="turn-9", wait=True)
    assert again["proposal_id"] == first["proposal_id"] and again["duplicate"] is True
    assert (again["status"], again["final"]) == (first["status"], first["final"])
    assert len(await alex.journal(scope=scope)) == 1
