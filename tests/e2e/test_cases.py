"""Conflict cases: a sourced contradiction waits for a reviewer, who resolves it one of three ways."""
from __future__ import annotations

import pytest

from cli.client import ApiError, Client

from ..helpers import eventually

pytestmark = pytest.mark.e2e


async def conflict(api, scope: str) -> tuple[Client, Client, dict, dict]:  # type: ignore[no-untyped-def,type-arg]
    """The current budget comes from a reviewer's contract; a newer chat message says otherwise."""
    reviewer, chat, alex = await api("reviewer", "dana"), await api("channel"), await api("agent")
    doc = await reviewer.record_source(scope=scope, kind="document", text="Contract: budget $20,000.",
                                       captured_at="2026-01-01T00:00:00Z")
    first = await alex.submit(scope=scope, subject="c", predicate="budget", value=20000, confidence=0.9,
                              evidence=[doc["source_id"]], wait=True)
    said = await chat.record_source(scope=scope, kind="utterance", speaker="customer",
                                    text="Our budget is $25,000 now.", captured_at="2026-02-01T00:00:00Z")
    held = await alex.submit(scope=scope, subject="c", predicate="budget", value=25000, confidence=0.9,
                             evidence=[said["source_id"]], wait=True)
    assert held["status"] == "quarantined" and held["reasons"] == ["contradicts_current"]
    return reviewer, alex, first, held


def case_of(proposal_id: str) -> str:
    return "c_" + proposal_id.removeprefix("p_")


async def current(c: Client, scope: str) -> list[object]:
    return [f["value"] for f in await c.facts(scope=scope, subject="c", predicate="budget")]


async def test_reviewers_see_what_waits_beside_the_current_value(api, scope: str) -> None:  # type: ignore[no-untyped-def]
    reviewer, alex, first, held = await conflict(api, scope)
    items = await eventually(lambda: reviewer.reviews(scope=scope), lambda i: len(i) == 1)
    item = items[0]
    assert item["case_id"] == case_of(held["proposal_id"]) and item["reasons"] == ["contradicts_current"]
    assert item["proposed"]["value"] == 25000 and item["proposed"]["sources"][0]["text"] == "Our budget is $25,000 now."
    assert [c["value"] for c in item["current"]] == [20000]
    assert item["current"][0]["sources"][0]["text"] == "Contract: budget $20,000."
    with pytest.raises(ApiError) as e:
        await alex.reviews(scope=scope)
    assert e.value.code == "forbidden"


async def test_a_contradiction_won_by_the_challenger_replaces_the_value(api, scope: str) -> None:  # type: ignore[no-untyped-def]
    reviewer, alex, first, held = await conflict(api, scope)
    r = await reviewer.decide(case_id=case_of(held["proposal_id"]), resolution="contradiction",
                              winner=held["proposal_id"], reason="The contract was amended.")
    assert r["status"] == "approved"
    assert await current(alex, scope) == [25000]


async def test_a_contradiction_won_by_the_incumbent_keeps_the_value_and_the_claim(api, scope: str) -> None:  # type: ignore[no-untyped-def]
    reviewer, alex, first, held = await conflict(api, scope)
    r = await reviewer.decide(case_id=case_of(held["proposal_id"]), resolution="contradiction",
                              winner=first["proposal_id"], reason="The signed contract stands.")
    assert r["status"] == "rejected"
    reply = await alex.call(alex.subjects.facts_get, {"scope": scope, "subject": "c"})
    assert [f["value"] for f in reply["facts"]] == [20000]
    assert [c["value"] for c in reply["claims"]] == [25000]


async def test_a_temporal_change_keeps_both_at_their_valid_times(api, scope: str) -> None:  # type: ignore[no-untyped-def]
    reviewer, alex, first, held = await conflict(api, scope)
    await reviewer.decide(case_id=case_of(held["proposal_id"]), resolution="temporal_change",
                          winner=held["proposal_id"], reason="The budget grew in February.")
    history = await alex.history(scope=scope, subject="c", predicate="budget")
    assert [(h["value"], h["status"]) for h in history] == [(20000, "superseded"), (25000, "current")]
    assert history[0]["valid_to"] == history[1]["valid_from"]
    assert history[1]["valid_from"].startswith("2026-02-01")


async def test_a_dismissed_case_changes_no_fact_and_cannot_be_decided_again(api, scope: str) -> None:  # type: ignore[no-untyped-def]
    reviewer, alex, first, held = await conflict(api, scope)
    cid = case_of(held["proposal_id"])
    r = await reviewer.decide(case_id=cid, resolution="dismissed", reason="Two environments, both right.")
    assert r["status"] == "rejected" and r["verdict"]["by"] == "reviewer:dana"
    assert await current(alex, scope) == [20000]
    with pytest.raises(ApiError) as e:
        await reviewer.decide(case_id=cid, resolution="temporal_change", winner=held["proposal_id"], reason="again")
    assert e.value.code == "conflict"
    with pytest.raises(ApiError) as e:
        await reviewer.decide(case_id="c_nosuchcase", resolution="dismissed", reason="x")
    assert e.value.code == "not_found"
    assert await reviewer.reviews(scope=scope) == []
    reply = await alex.call(alex.subjects.facts_get, {"scope": scope, "subject": "c"})
    (case,) = reply["cases"]
    assert case["case_id"] == cid and case["status"] == "resolved" and case["resolution"] == "dismissed"
    assert case["reviewer"] == "dana" and case["incumbent"] == first["proposal_id"]
    assert case["opened_at"] < case["resolved_at"]


async def test_one_read_gives_facts_claims_cases_and_their_sources_as_the_separate_reads_do(api, scope: str) -> None:  # type: ignore[no-untyped-def]
    """`facts.get` is one statement returning JSON (issue 14); its facts, times included, read the
    same as `facts.history`'s (rows as psycopg decodes them), and its claims and cases carry their
    sources' words and their own times."""
    reviewer, alex, first, held = await conflict(api, scope)
    await reviewer.decide(case_id=case_of(held["proposal_id"]), resolution="contradiction",
                          winner=first["proposal_id"], reason="The signed contract stands.")
    reply = await alex.call(alex.subjects.facts_get, {"scope": scope, "subject": "c", "predicate": "budget"})
    history = await alex.history(scope=scope, subject="c", predicate="budget")
    assert reply["facts"] == [h for h in history if h["status"] == "current"] and len(reply["facts"]) == 1
    [claim] = reply["claims"]
    assert claim["value"] == 25000 and claim["reasons"] == ["contradicts_current", "reviewer_rejected"]
    assert [s["text"] for s in claim["sources"]] == ["Our budget is $25,000 now."]
    assert claim["refused_at"].endswith("Z") and claim["refused_at"] >= reply["facts"][0]["recorded_at"]
    [case] = reply["cases"]
    assert case["case_id"] == case_of(held["proposal_id"]) and case["status"] == "resolved"
    assert case["winner"] == first["proposal_id"] and case["resolved_at"] >= case["opened_at"]
    other = await alex.call(alex.subjects.facts_get, {"scope": scope, "subject": "c", "predicate": "headcount"})
    assert other["facts"] == [] and other["claims"] == [] and other["cases"] == []
