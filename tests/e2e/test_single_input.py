"""Issue 11: no single input stops, pins or wedges provgate. Each test is one finding, through the bus.

Every refusal must be `invalid_request` (or a reason code) and append nothing; every input that
is taken must leave the pipeline moving: a proposal made afterwards is decided and visible.
"""
from __future__ import annotations

import asyncio
from typing import Any

import orjson
import pytest

from cli.client import ApiError
from cli.runtime import System
from domain.canon import slot_id
from shared.bus import Bus

from ..conftest import KeyMaker
from ..helpers import eventually, rand

pytestmark = pytest.mark.e2e


async def messages(bus: Bus) -> int:
    return int((await bus.js.stream_info(bus.subjects.stream)).state.messages)


async def refused(call: Any) -> str:
    with pytest.raises(ApiError) as e:
        await call
    return e.value.code


async def still_moving(api: KeyMaker, scope: str) -> None:
    """A sourced proposal made now is decided, and its fact is visible to a reader."""
    chat, alex = await api("channel"), await api("agent")
    s = await chat.record_source(scope=scope, kind="utterance", speaker="customer", text="Our budget is $21,000.")
    subject = rand("customer:")
    r = await alex.submit(scope=scope, subject=subject, predicate="budget", value=21000, confidence=0.9,
                          evidence=[s["source_id"]], wait=True)
    assert r["final"] and r["status"] == "accepted", r
    facts = await alex.facts(scope=scope, subject=subject)
    assert [f["value"] for f in facts] == [21000]


async def test_a_nul_or_a_lone_surrogate_anywhere_is_invalid_and_appends_nothing(
        api: KeyMaker, bus: Bus, scope: str) -> None:
    """Finding 1: a NUL in a value, a note or a search text was appended, and PostgreSQL's refusal of
    it froze every view. Lone surrogates cannot be stored either (nor encoded as UTF-8)."""
    alex = await api("agent")
    subjects = alex.subjects
    before = await messages(bus)
    for bad in ("\x00", "\ud800", "\udfff"):
        text = f"budget is 5{bad}000"
        proposal = {"scope": scope, "subject": "customer:acme", "predicate": "budget", "value": "5000",
                    "confidence": 0.9}
        for subject, body in (
            (subjects.proposals_submit, {**proposal, "value": text}),
            (subjects.proposals_submit, {**proposal, "value": {f"k{bad}": "v"}}),
            (subjects.proposals_submit, {**proposal, "value": {"k": {"deeper": ["ok", text]}}}),
            (subjects.sources_record, {"scope": scope, "kind": "note", "text": text}),
            (subjects.facts_search, {"scope": scope, "text": text}),
            (subjects.proposals_submit, {**proposal, "subject": f"customer:{bad}acme"}),
            (subjects.proposals_submit, {**proposal, "client_ref": f"ref-{bad}"}),
            (subjects.facts_get, {"scope": scope, "subject": text}),
        ):
            # sent as JSON escapes (\u0000, \ud800): what any client in any language can put on the wire
            reply = await alex.raw(subject, _big_json(body))
            assert reply["ok"] is False and reply["error"]["code"] == "invalid_request", (subject, body, reply)
    assert await messages(bus) == before
    await still_moving(api, scope)


async def test_a_time_outside_the_documented_range_is_invalid_and_reads_keep_working(
        api: KeyMaker, bus: Bus, scope: str) -> None:
    """Finding 2: such a time was accepted, and afterwards every read of the subject, and every
    search of the scope, answered `unavailable`. Times must lie in [1000-01-01, 3000-01-01) UTC."""
    chat, alex = await api("channel"), await api("agent")
    before = await messages(bus)
    for field, when in (
        ("valid_from", "9999-12-31T23:59:59-01:00"),  # the year 10000 in UTC
        ("valid_from", "0001-01-01T00:30:00+01:00"),  # the year 0 in UTC
        ("valid_from", "0999-12-31T23:59:59Z"),
        ("valid_from", "3000-01-01T00:00:00Z"),
        ("as_of", "9999-12-31T23:59:59-01:00"),
        ("known_at", "0001-01-01T00:00:00+00:30"),
        ("captured_at", "9999-12-31T23:59:59-01:00"),
    ):
        if field == "captured_at":
            call = chat.record_source(scope=scope, kind="utterance", text="Our budget is $5,000.", captured_at=when)
        elif field == "valid_from":
            call = alex.submit(scope=scope, subject="customer:acme", predicate="budget", value=5000, confidence=0.9,
                               valid_from=when)
        else:
            call = alex.facts(scope=scope, subject="customer:acme", **{field: when})
        assert await refused(call) == "invalid_request", (field, when)
    assert await messages(bus) == before
    await still_moving(api, scope)
    assert isinstance(await alex.search(scope=scope, text="budget"), list)


async def test_a_number_that_would_not_survive_the_round_trip_is_invalid(api: KeyMaker, bus: Bus, scope: str) -> None:
    """Integers above 2^64 silently became floats; every number must survive a round trip exactly."""
    alex = await api("agent")
    before = await messages(bus)
    for value in (2**64 + 1, 123456789012345678901234567890, -(2**53), 1e300, {"n": [1, 2**60]}):
        body = {"scope": scope, "subject": "customer:acme", "predicate": "budget", "value": value, "confidence": 0.9}
        reply = await alex.raw(alex.subjects.proposals_submit, _big_json(body))
        assert reply["ok"] is False and reply["error"]["code"] == "invalid_request", (value, reply)
    assert await messages(bus) == before


def _big_json(body: dict[str, Any]) -> bytes:
    """JSON with integers of any size (orjson refuses those above 64 bits)."""
    import json

    return json.dumps(body).encode()


async def test_a_future_capture_time_is_refused(api: KeyMaker, bus: Bus, scope: str) -> None:
    """A source records what was already said: a capture time days ahead would prop up a valid time."""
    chat = await api("channel")
    before = await messages(bus)
    code = await refused(chat.record_source(scope=scope, kind="utterance", text="Our budget is $5,000.",
                                            captured_at="2099-01-01T00:00:00Z"))
    assert code == "invalid_request" and await messages(bus) == before


async def test_an_agent_cannot_pin_a_value_as_current_with_a_far_future_valid_time(api: KeyMaker, scope: str) -> None:
    """Finding 3: an agent's proposal with a genuine channel source and valid_from years ahead
    became current, and a reviewer's later document landed in history as `older_than_current`."""
    chat, reviewer, alex = await api("channel"), await api("reviewer"), await api("agent")
    said = await chat.record_source(scope=scope, kind="utterance", speaker="customer", text="Our budget is $9,000.",
                                    captured_at="2026-10-01T09:00:00Z")
    pinned = await alex.submit(scope=scope, subject="customer:acme", predicate="budget", value=9000, confidence=0.9,
                               evidence=[said["source_id"]], valid_from="2999-01-01T00:00:00Z", wait=True)
    assert pinned["status"] == "rejected" and pinned["reasons"] == ["valid_time_unsupported"], pinned
    doc = await reviewer.record_source(scope=scope, kind="document", speaker="signed contract",
                                       text="Contract: the budget is $12,000.", captured_at="2026-11-01T09:00:00Z")
    r = await alex.submit(scope=scope, subject="customer:acme", predicate="budget", value=12000, confidence=0.9,
                          evidence=[doc["source_id"]], wait=True)
    assert r["status"] == "accepted", r
    facts = await alex.facts(scope=scope, subject="customer:acme", predicate="budget")
    assert [f["value"] for f in facts] == [12000]
    # the valid time the evidence does support is still the agent's to give
    ok = await alex.submit(scope=scope, subject="customer:beta", predicate="budget", value=9000, confidence=0.9,
                           evidence=[said["source_id"]], valid_from="2026-09-15T00:00:00Z", wait=True)
    assert ok["status"] == "accepted", ok


async def test_a_slot_cannot_be_wedged_by_a_flood_of_contradictions(api: KeyMaker, bus: Bus, scope: str) -> None:
    """Finding 4: ~250 contradicting proposals with 4 KB values grew the slot's state event past
    NATS's max payload, and every later proposal on the slot failed all its deliveries. Now a
    slot holds at most `max_pending_per_slot` (16) waiting proposals, long values are hashed in
    its state, and every slot event stays small."""
    chat, reviewer, alex = await api("channel"), await api("reviewer"), await api("agent")
    doc = await reviewer.record_source(scope=scope, kind="document", text="Contract: the budget is $900.",
                                       captured_at="2026-10-01T09:00:00Z")
    first = await alex.submit(scope=scope, subject="customer:acme", predicate="budget", value=900, confidence=0.9,
                              evidence=[doc["source_id"]], wait=True)
    assert first["status"] == "accepted", first
    pad = "x" * 3000

    async def contradict(i: int) -> dict[str, Any]:
        s = await chat.record_source(scope=scope, kind="utterance", speaker="customer",
                                     text=f"Our budget is now ${1000 + i:,}. {pad}", captured_at="2026-10-02T09:00:00Z")
        return await alex.submit(scope=scope, subject="customer:acme", predicate="budget", value=1000 + i,
                                 confidence=0.9, evidence=[s["source_id"]], client_ref=f"flood-{i}")

    submitted = await asyncio.gather(*(contradict(i) for i in range(24)))
    final = [await eventually(lambda pid=r["proposal_id"]: alex.proposal(pid),
                              until=lambda x: x["status"] != "received", timeout=30) for r in submitted]
    held = [f for f in final if f["status"] == "quarantined"]
    capped = [f for f in final if f["reasons"] == ["too_many_pending"]]
    assert len(held) == 16 and len(capped) == 8, [f["reasons"] for f in final]
    slot = await bus.last(bus.subjects.slot_events(slot_id(scope, "customer:acme", "budget")))
    assert slot is not None and len(slot.data) < 64 * 1024
    # the slot still decides: a newer document of the same authority supersedes the value
    newer = await reviewer.record_source(scope=scope, kind="document", text="Contract: the budget is $950.",
                                         captured_at="2026-11-01T09:00:00Z")
    r = await alex.submit(scope=scope, subject="customer:acme", predicate="budget", value=950, confidence=0.9,
                          evidence=[newer["source_id"]], wait=True)
    assert r["status"] == "accepted", r


async def test_an_event_the_views_cannot_take_is_recorded_and_the_projection_goes_on(
        system: System, api: KeyMaker, bus: Bus, scope: str) -> None:
    """Finding 1, the class: whatever event reaches the log that PostgreSQL refuses (here a NUL,
    written straight onto the log, bypassing intake's checks) is recorded as a dead letter in the
    same transaction, `status` raises an alarm, and later events are applied."""
    import nats

    forged = {
        "event_id": rand("e"), "occurred_at": "2026-10-01T09:00:00Z", "correlation_id": "c", "scope": scope,
        "type": "source.recorded", "version": 1, "source_id": rand("s_"), "kind": "utterance",
        "text": "poison\u0000pill", "captured_at": "2026-10-01T09:00:00Z", "authority": "channel",
        "recorded_by": "chat", "key_id": "k_x",
    }
    url = system.nats_url_for("intake")
    nc = await nats.connect(url)  # a writer of sources: what a forger would need
    try:
        ack = await nc.jetstream().publish(bus.subjects.source(forged["source_id"]), orjson.dumps(forged),
                                           stream=bus.subjects.stream)
    finally:
        await nc.close()
    await still_moving(api, scope)

    async def dead() -> list[Any]:
        import psycopg

        with psycopg.connect(system.database_url) as c:
            return c.execute("SELECT stream_seq, reason FROM dead_letters WHERE stream_seq = %s", (ack.seq,)).fetchall()

    (row,) = await eventually(dead, until=bool)
    assert "NUL" in row[1] or "0x00" in row[1] or "\\u0000" in row[1], row
    health = await eventually(lambda: _health(bus, "projector"), until=lambda h: h.get("dead_letters", 0) >= 1)
    assert health["applied_seq"] >= ack.seq


async def _health(bus: Bus, service: str) -> dict[str, Any]:
    msg = await bus.nc.request(bus.subjects.health(service), b"", timeout=2)
    return orjson.loads(msg.data)  # type: ignore[no-any-return]
