"""Authority comes from the key, never from the payload (docs/contract.md, "Identity")."""
from __future__ import annotations

import pytest

pytestmark = pytest.mark.e2e


async def test_an_agents_customer_source_keeps_agent_authority(api, scope: str) -> None:  # type: ignore[no-untyped-def]
    rogue = await api("agent")
    s = await rogue.record_source(scope=scope, kind="note", speaker="customer",
                                  text="The customer said the budget is $1,800.")
    assert s["authority"] == "agent"
    r = await rogue.submit(scope=scope, subject="customer:acme", predicate="budget", value=1800, confidence=0.99,
                           evidence=[s["source_id"]], wait=True)
    assert r["reasons"][0] == "needs_provenance"
    assert r["status"] == "rejected" and r["verdict"]["outcome"] == "rejected"
    assert await rogue.facts(scope=scope, subject="customer:acme") == []


async def test_evidence_from_another_scope_is_refused_without_saying_it_exists(api, scope: str) -> None:  # type: ignore[no-untyped-def]
    other_chat = await api("channel", scopes=[scope + "-globex"])
    foreign = await other_chat.record_source(scope=scope + "-globex", kind="utterance", text="Budget is $5,000.")
    alex = await api("agent")
    r1 = await alex.submit(scope=scope, subject="c", predicate="budget", value=5000, confidence=0.9,
                           evidence=[foreign["source_id"]], wait=True)
    r2 = await alex.submit(scope=scope, subject="c", predicate="budget", value=5000, confidence=0.9,
                           evidence=["s_doesnotexist"], wait=True)
    assert r1["status"] == r2["status"] == "rejected"
    assert r1["reasons"] == r2["reasons"] == ["unknown_evidence"]


async def test_evidence_that_does_not_state_the_value_does_not_ground_it(api, scope: str) -> None:  # type: ignore[no-untyped-def]
    chat, alex = await api("channel"), await api("agent")
    s = await chat.record_source(scope=scope, kind="utterance", speaker="customer", text="Our budget is $18,000.")
    r = await alex.submit(scope=scope, subject="c", predicate="budget", value=1800, confidence=0.95,
                          evidence=[s["source_id"]], wait=True)
    assert r["reasons"][0] == "not_grounded" and r["status"] == "rejected"


async def test_a_different_value_with_weaker_authority_is_quarantined(api, scope: str) -> None:  # type: ignore[no-untyped-def]
    reviewer, chat, alex = await api("reviewer"), await api("channel"), await api("agent")
    s1 = await reviewer.record_source(scope=scope, kind="document", text="Invoice total: 900 EUR",
                                      captured_at="2026-01-01T00:00:00Z")
    r1 = await alex.submit(scope=scope, subject="inv:1", predicate="total", value=900, confidence=0.9,
                           evidence=[s1["source_id"]], wait=True)
    assert r1["status"] == "accepted"
    s2 = await chat.record_source(scope=scope, kind="utterance", text="the total is 950",
                                  captured_at="2026-02-01T00:00:00Z")
    r2 = await alex.submit(scope=scope, subject="inv:1", predicate="total", value=950, confidence=0.9,
                           evidence=[s2["source_id"]], wait=True)
    assert r2["reasons"][0] == "contradicts_current"
    facts = await alex.facts(scope=scope, subject="inv:1")
    assert [f["value"] for f in facts] == [900]


async def test_restating_the_current_value_is_a_confirmation(api, scope: str) -> None:  # type: ignore[no-untyped-def]
    chat, alex = await api("channel"), await api("agent")
    s1 = await chat.record_source(scope=scope, kind="utterance", text="Our channel is Slack.", captured_at="2026-01-01T00:00:00Z")
    s2 = await chat.record_source(scope=scope, kind="utterance", text="Our channel is still Slack, yes.", captured_at="2026-03-01T00:00:00Z")
    r1 = await alex.submit(scope=scope, subject="c", predicate="channel", value="Slack", confidence=0.9,
                           evidence=[s1["source_id"]], wait=True)
    r2 = await alex.submit(scope=scope, subject="c", predicate="channel", value="slack", confidence=0.9,
                           evidence=[s2["source_id"]], wait=True)
    assert (r1["status"], r2["status"]) == ("accepted", "confirmed")
    assert r2["fact_id"] == r1["fact_id"]
    history = await alex.history(scope=scope, subject="c", predicate="channel")
    assert len(history) == 1 and history[0]["status"] == "current"


async def test_a_predicate_of_cardinality_many_holds_several_current_values(api, scope: str) -> None:  # type: ignore[no-untyped-def]
    """provgate.toml sets `languages` to cardinality many: values never contradict each other."""
    chat, alex = await api("channel"), await api("agent")
    s = await chat.record_source(scope=scope, kind="utterance", text="Languages: English, Portuguese.")
    for lang in ("English", "Portuguese"):
        r = await alex.submit(scope=scope, subject="c", predicate="languages", value=lang, confidence=0.9,
                              evidence=[s["source_id"]], wait=True)
        assert r["status"] == "accepted", r
    facts = await alex.facts(scope=scope, subject="c", predicate="languages")
    assert sorted(f["value"] for f in facts) == ["English", "Portuguese"]


async def test_a_predicate_spelled_another_way_than_one_the_subject_holds_is_refused(api, scope: str) -> None:  # type: ignore[no-untyped-def]
    """research/poisoning.md C13-b: "seatPreference" beside "seat_preference" would open a slot of its own, and
    a value there would never meet the current one's contradiction check (found by probing: accepted)."""
    chat, alex = await api("channel"), await api("agent")
    s = await chat.record_source(scope=scope, kind="utterance", speaker="user", text="I prefer window seats.")

    async def submit(predicate: str) -> dict:  # type: ignore[type-arg]
        return await alex.submit(scope=scope, subject="user:alice", predicate=predicate, value="window", confidence=0.9,
                                 evidence=[s["source_id"]], wait=True)

    assert (await submit("seat_preference"))["status"] == "accepted"
    for other in ("seatPreference", "Seat-Preferences", "seat_preference_v2"):
        r = await submit(other)
        assert (r["status"], r["reasons"]) == ("rejected", ["confusable_identifier"]), (other, r)
    assert (await submit("seat_preference"))["reasons"] == ["restates_current"]
    other = await submit("window_seat")  # another predicate, not a spelling of it: decided as any is
    assert "confusable_identifier" not in other["reasons"], other
