"""Issue 13 through the bus: a genuine source that does not assert the claim grounds nothing, and what
the rules cannot tell waits for a reviewer with the sentence that came closest."""
from __future__ import annotations

import pytest

from ..conftest import KeyMaker
from ..helpers import eventually

pytestmark = pytest.mark.e2e

# the issue's own four, each accepted before: a number of another predicate, a question, a
# counterfactual, another subject's fact
REFUSED = [
    ("We ship 40 units a month.", "budget", 40),
    ("Do you think 12 seats would do?", "seats", 12),
    ("Had we signed in March, we'd have saved $5,000.", "discount", 5000),
    ("Acme's parent company is based in Berlin.", "hq_city", "Berlin"),
    # and one found since: the statement called a lie by the next sentence
    ("Our budget is $18,000. That was a lie.", "budget", 18000),
]


@pytest.mark.parametrize("text,predicate,value", REFUSED)
async def test_a_number_or_phrase_in_a_genuine_source_is_not_a_statement_of_the_claim(
        api: KeyMaker, scope: str, text: str, predicate: str, value: object) -> None:
    chat, alex = await api("channel"), await api("agent")
    s = await chat.record_source(scope=scope, kind="utterance", speaker="customer", text=text)
    r = await alex.submit(scope=scope, subject="customer:acme", predicate=predicate, value=value, confidence=0.9,
                          evidence=[s["source_id"]], wait=True)
    assert r["status"] in ("rejected", "quarantined"), r
    assert not await alex.facts(scope=scope, subject="customer:acme", predicate=predicate)


async def test_what_the_rules_cannot_tell_waits_for_a_reviewer_with_the_closest_sentence(
        api: KeyMaker, scope: str) -> None:
    chat, alex, dana = await api("channel"), await api("agent"), await api("reviewer")
    s = await chat.record_source(scope=scope, kind="utterance", speaker="customer",
                                 text="Thanks for the call. Our marketing budget is $18,000.")
    r = await alex.submit(scope=scope, subject="customer:acme", predicate="budget", value=18000, confidence=0.9,
                          evidence=[s["source_id"]], wait=True)
    assert (r["status"], r["reasons"]) == ("quarantined", ["needs_review"]), r
    items = await eventually(lambda: dana.reviews(scope=scope), until=bool)
    (item,) = items
    assert item["proposal_id"] == r["proposal_id"]
    assert item["closest_sentence"] == "Our marketing budget is $18,000." and item["closest_why"]
    decided = await dana.decide(proposal_id=r["proposal_id"], decision="approve", reason="It is the whole budget.")
    assert decided["status"] == "approved"


async def test_a_crafted_long_source_is_held_for_a_person_and_the_gate_keeps_deciding(
        api: KeyMaker, scope: str) -> None:
    """64 KiB of 'a. a. a.' once cost 40 s of CPU to split, in the event loop that also decides
    and (folded) takes requests: now a source longer than grounding reads waits for a reviewer,
    with the reason, and a proposal behind it is decided as usual."""
    chat, alex, dana = await api("channel"), await api("agent"), await api("reviewer")
    crafted = await chat.record_source(scope=scope, kind="utterance", speaker="customer",
                                       text="a. " * 21_000 + "Our budget is $18,000.")
    plain = await chat.record_source(scope=scope, kind="utterance", speaker="customer", text="We need 12 seats.")
    held = await alex.submit(scope=scope, subject="customer:acme", predicate="budget", value=18000, confidence=0.9,
                             evidence=[crafted["source_id"]], wait=True)
    after = await alex.submit(scope=scope, subject="customer:acme", predicate="seats", value=12, confidence=0.9,
                              evidence=[plain["source_id"]], wait=True)
    assert (held["status"], held["reasons"]) == ("quarantined", ["needs_review"]), held
    assert after["status"] == "accepted", after
    (item,) = await eventually(lambda: dana.reviews(scope=scope), until=bool)
    assert "more sentences than the gate reads" in item["closest_why"] and item["closest_sentence"] is None
