"""Issue 16, expiry: a fact may stop being true without a successor (its `valid_to`, or the predicate's
time to live). It leaves current reads and stays visible through `as_of` and history."""
from __future__ import annotations

import pytest

from ..conftest import KeyMaker

pytestmark = pytest.mark.e2e


async def test_an_expired_fact_leaves_current_reads_and_stays_in_as_of_and_history(api: KeyMaker, scope: str) -> None:
    chat, alex = await api("channel"), await api("agent")
    s = await chat.record_source(scope=scope, kind="utterance", speaker="customer",
                                 text="Our promo code is SPRING26.", captured_at="2026-06-01T09:00:00Z")
    r = await alex.submit(scope=scope, subject="customer:acme", predicate="promo_code", value="SPRING26",
                          confidence=0.9, evidence=[s["source_id"]], valid_to="2026-07-01T00:00:00Z", wait=True)
    assert r["status"] == "accepted", r
    assert await alex.facts(scope=scope, subject="customer:acme") == []  # expired: not current
    then = await alex.facts(scope=scope, subject="customer:acme", as_of="2026-06-15T00:00:00Z")
    assert [(f["value"], f["expires_at"][:10]) for f in then] == [("SPRING26", "2026-07-01")]
    history = await alex.history(scope=scope, subject="customer:acme", predicate="promo_code")
    assert [(h["value"], h["status"]) for h in history] == [("SPRING26", "expired")]
    assert await alex.facts(scope=scope, subject="customer:acme", as_of="2026-07-02T00:00:00Z") == []


async def test_after_expiry_a_new_value_is_new_not_a_contradiction(api: KeyMaker, scope: str) -> None:
    """An expired value holds no slot: a later statement of another value starts afresh, even from a
    source weaker than the expired one's."""
    chat, reviewer, alex = await api("channel"), await api("reviewer"), await api("agent")
    doc = await reviewer.record_source(scope=scope, kind="document", text="Contract: the promo code is SPRING26.",
                                       captured_at="2026-06-01T09:00:00Z")
    r1 = await alex.submit(scope=scope, subject="c", predicate="promo_code", value="SPRING26", confidence=0.9,
                           evidence=[doc["source_id"]], valid_to="2026-07-01T00:00:00Z", wait=True)
    said = await chat.record_source(scope=scope, kind="utterance", text="Our promo code is AUTUMN26.",
                                    captured_at="2026-09-01T09:00:00Z")
    r2 = await alex.submit(scope=scope, subject="c", predicate="promo_code", value="AUTUMN26", confidence=0.9,
                           evidence=[said["source_id"]], wait=True)
    assert (r1["status"], r2["status"], r2["reasons"]) == ("accepted", "accepted", ["new_value"]), (r1, r2)
    assert [f["value"] for f in await alex.facts(scope=scope, subject="c")] == ["AUTUMN26"]


async def test_a_valid_to_before_the_valid_time_is_refused(api: KeyMaker, scope: str) -> None:
    alex = await api("agent")
    reply = await alex.raw(alex.subjects.proposals_submit, (
        b'{"scope": "%s", "subject": "c", "predicate": "p", "value": 1, "confidence": 0.9,'
        b' "valid_from": "2026-06-01T00:00:00Z", "valid_to": "2026-05-01T00:00:00Z"}' % scope.encode()))
    assert reply["ok"] is False and reply["error"]["code"] == "invalid_request"
