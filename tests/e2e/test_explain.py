"""facts.explain and the delivery log (issue 16): the chain behind a fact, and which runs were handed it."""
from __future__ import annotations

import pytest

from cli.client import ApiError
from cli.runtime import System

from ..helpers import eventually, rand
from .test_cases import case_of
from .test_cli import provgate

pytestmark = pytest.mark.e2e


async def budget_story(api, scope: str):  # type: ignore[no-untyped-def]
    """The demo's budget, then a reviewer's later document that replaces it."""
    chat, alex, maria, dana = await api("channel", "chat"), await api("agent", "alex"), await api("agent", "maria"), \
        await api("reviewer", "dana")
    s1 = await chat.record_source(scope=scope, kind="utterance", speaker="customer", captured_at="2026-10-01T09:00:00Z",
                                  text="Our budget for this project is $18,000, confirmed by our CFO.")
    first = await alex.submit(scope=scope, subject="customer:acme", predicate="budget", value="18000", confidence=0.9,
                              evidence=[s1["source_id"]], wait=True)
    assert first["status"] == "accepted", first
    return chat, alex, maria, dana, s1, first


async def replace_budget(dana, scope: str):  # type: ignore[no-untyped-def]
    doc = await dana.record_source(scope=scope, kind="document", speaker="finance", captured_at="2026-10-20T15:30:00Z",
                                   text="Signed order form: the budget is $14,000.")
    held = await dana.submit(scope=scope, subject="customer:acme", predicate="budget", value=14000, confidence=1.0,
                             evidence=[doc["source_id"]], wait=True)
    if held["status"] == "accepted":  # a reviewer's signed document supersedes a channel's value at once
        assert held["reasons"] == ["supersedes_current"] and held["fact_id"], held
        return doc, held
    assert held["status"] == "quarantined", held  # else it waits for a reviewer's decision
    why = "The signed order form says $14,000; $18,000 was wrong."
    if "contradicts_current" in held["reasons"]:
        second = await dana.decide(case_id=case_of(held["proposal_id"]), resolution="contradiction",
                                   winner=held["proposal_id"], reason=why)
    else:
        second = await dana.decide(proposal_id=held["proposal_id"], decision="approve", reason=why)
    assert second["status"] == "approved" and second["fact_id"], second
    return doc, second


async def test_the_runs_shown_a_fact_later_found_wrong_can_be_listed(system: System, api, scope: str) -> None:  # type: ignore[no-untyped-def]
    chat, alex, maria, dana, s1, first = await budget_story(api, scope)
    run_a, run_b = rand("run-a-"), rand("run-b-")
    sub = maria.subjects
    got = await maria.call(sub.facts_get, {"scope": scope, "subject": "customer:acme", "run_id": run_a})
    assert [f["fact_id"] for f in got["facts"]] == [first["fact_id"]]
    await maria.call(sub.facts_search, {"scope": scope, "text": "budget of acme", "run_id": run_b})
    await alex.call(sub.facts_history, {"scope": scope, "subject": "customer:acme", "predicate": "budget"})
    await maria.call(sub.facts_get, {"scope": scope, "subject": "customer:nobody", "run_id": run_a})  # nothing handed over

    # the fact is found wrong: a reviewer's later document replaces it
    doc, second = await replace_budget(dana, scope)

    async def explained() -> dict:  # type: ignore[type-arg]
        return await maria.call(sub.facts_explain, {"scope": scope, "fact_id": first["fact_id"]})

    x = await eventually(explained, lambda r: len(r["deliveries"]) == 3)
    assert x["fact"]["status"] == "superseded" and x["superseded_by"]["fact_id"] == second["fact_id"]
    assert {(d["via"], d["delivered_by"], d["run_id"]) for d in x["deliveries"]} == {
        ("facts.get", "maria", run_a), ("facts.search", "maria", run_b), ("facts.history", "alex", None)}
    runs = sorted({d["run_id"] for d in x["deliveries"] if d["run_id"]})
    assert runs == sorted([run_a, run_b])
    shown = provgate(system, "explain", scope, first["fact_id"])
    assert shown.returncode == 0 and f"facts.get to maria, run {run_a}" in shown.stdout, shown.stdout + shown.stderr
    print(shown.stdout)  # the report quotes it

    # a run's facts, each as it stands now: the run was handed a value since replaced
    listed = await maria.call(sub.deliveries_list, {"scope": scope, "run_id": run_a})
    assert [d["fact_id"] for d in listed["deliveries"]] == [first["fact_id"]]
    assert [(f["fact_id"], f["status"], f["superseded_by"]) for f in listed["facts"]] == [
        (first["fact_id"], "superseded", second["fact_id"])]
    assert (await maria.call(sub.deliveries_list, {"scope": scope, "run_id": rand("none-")}))["facts"] == []
    typed = await maria.explain(scope, first["fact_id"])  # the typed client (client/) has both reads
    assert typed.superseded_by is not None and typed.superseded_by.fact_id == second["fact_id"]
    assert [(f.fact_id, f.status) for f in (await maria.deliveries(scope, run_b)).facts] == [(first["fact_id"], "superseded")]

    # scope checked like facts.get; an explain is an audit read, not a delivery
    with pytest.raises(ApiError) as e:
        await maria.call(sub.facts_explain, {"scope": scope + "x", "fact_id": first["fact_id"]})
    assert e.value.code == "forbidden"
    with pytest.raises(ApiError) as e:
        await maria.call(sub.deliveries_list, {"scope": scope + "x", "run_id": run_a})
    assert e.value.code == "forbidden"
    with pytest.raises(ApiError) as e:
        await maria.call(sub.facts_explain, {"scope": scope, "fact_id": "f_nope"})
    assert e.value.code == "not_found"
    with pytest.raises(ApiError) as e:
        await maria.call(sub.facts_get, {"scope": scope, "subject": "customer:acme", "run_id": "r" * 129})
    assert e.value.code == "invalid_request"
    assert len((await explained())["deliveries"]) == 3


async def test_explain_shows_the_whole_chain_of_the_budget_story(system: System, api, scope: str) -> None:  # type: ignore[no-untyped-def]
    chat, alex, maria, dana, s1, first = await budget_story(api, scope)
    rogue = await api("agent", "rogue")
    refused = await rogue.submit(scope=scope, subject="customer:acme", predicate="budget", value="1800",
                                 confidence=0.95, wait=True)
    assert refused["status"] == "rejected"
    doc, second = await replace_budget(dana, scope)
    sub = maria.subjects

    old = await maria.call(sub.facts_explain, {"scope": scope, "fact_id": first["fact_id"]})
    assert old["fact"]["value"] == "18000"
    assert [s["text"] for s in old["sources"]] == ["Our budget for this project is $18,000, confirmed by our CFO."]
    assert old["sources"][0]["authority"] == "channel" and old["sources"][0]["speaker"] == "customer"
    assert old["proposal"]["proposal_id"] == first["proposal_id"] and old["proposal"]["proposed_by"] == "alex"
    assert old["proposal"]["role"] == "agent" and old["proposal"]["evidence"] == [s1["source_id"]]
    assert old["decision"]["status"] == "accepted" and old["decision"]["decision_id"]
    assert old["decision"]["reasons"] == first["reasons"]
    assert old["supersedes"] == [] and old["superseded_by"]["value"] == 14000
    assert old["superseded_by"]["provenance"]["sources"][0]["text"] == "Signed order form: the budget is $14,000."

    new = await maria.call(sub.facts_explain, {"scope": scope, "fact_id": second["fact_id"]})
    assert new["fact"]["status"] == "current" and new["superseded_by"] is None
    assert [v["fact_id"] for v in new["supersedes"]] == [first["fact_id"]]
    assert new["proposal"]["role"] == "reviewer" and new["proposal"]["proposed_by"] == "dana"
    assert [s["source_id"] for s in new["sources"]] == [doc["source_id"]]

    out = provgate(system, "explain", scope, first["fact_id"])
    assert out.returncode == 0, out.stderr + out.stdout
    assert "Our budget for this project is $18,000" in out.stdout and "superseded by" in out.stdout
    assert second["fact_id"] in out.stdout and "Signed order form" in out.stdout
    print(out.stdout)  # the report quotes it
    missing = provgate(system, "explain", scope, "f_nope")
    assert missing.returncode == 1


async def test_explain_names_the_proposals_that_restated_a_fact_before_and_after_it_was_superseded(  # type: ignore[no-untyped-def]
        system: System, api, scope: str) -> None:
    """Each restatement is one confirmation row of its version (deploy/sql/100), in the order they
    came; a version that ended keeps them."""
    chat, alex, maria, dana, s1, first = await budget_story(api, scope)
    again = []
    for agent, day in ((maria, "02"), (alex, "03")):
        src = await chat.record_source(scope=scope, kind="utterance", speaker="customer",
                                       captured_at=f"2026-10-{day}T09:00:00Z", text="Our budget is $18,000.")
        r = await agent.submit(scope=scope, subject="customer:acme", predicate="budget", value="18000", confidence=0.9,
                               evidence=[src["source_id"]], wait=True)
        assert r["status"] == "confirmed", r
        again.append(r["proposal_id"])
    ex = await maria.call(maria.subjects.facts_explain, {"scope": scope, "fact_id": first["fact_id"]})
    assert ex["confirmations"] == again
    await replace_budget(dana, scope)
    ex = await maria.call(maria.subjects.facts_explain, {"scope": scope, "fact_id": first["fact_id"]})
    assert ex["superseded_by"] is not None and ex["confirmations"] == again
