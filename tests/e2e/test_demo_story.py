"""The seeds' story, end to end over the bus, exactly as `provgate demo` tells it."""
from __future__ import annotations

import io

import pytest
from rich.console import Console

from cli.demo import run_demo
from cli.runtime import System

pytestmark = pytest.mark.e2e


async def test_demo_story_accepts_sourced_values_and_refuses_the_rogue_claim(system: System) -> None:
    buf = io.StringIO()
    assert system.nats_url
    out = await run_demo(system.nats_url, system.prefix, Console(file=buf, width=200), admin_url=system.admin_url)

    assert out["first"]["status"] == "accepted" and out["first"]["final"]
    rogue = out["rogue"]
    assert rogue["status"] == "rejected" and rogue["final"]
    assert rogue["reasons"][0] == "needs_provenance"
    assert rogue["verdict"]["by"] == "rules" and rogue["verdict"]["outcome"] == "rejected"
    assert out["update"]["status"] == "accepted"

    versions = {str(h["value"]): h for h in out["history"]}
    assert versions["18000"]["status"] == "superseded"
    assert versions["18000"]["superseded_by"] == versions["14000"]["fact_id"]
    assert versions["18000"]["valid_to"] == versions["14000"]["valid_from"]
    assert versions["14000"]["status"] == "current"

    # the ledger: refusals first, each value with its source
    statuses = [e["status"] for e in out["journal"]]
    assert statuses[0] == "rejected" and statuses.count("rejected") == 1
    text = buf.getvalue()
    assert "rejected" in text and "Our budget for this project is $18,000" in text
    assert "no source" in text


async def test_a_second_agent_reads_the_fact_back_with_its_provenance(api, scope: str) -> None:  # type: ignore[no-untyped-def]
    chat, alex, maria = await api("channel", "chat"), await api("agent", "alex"), await api("agent", "maria")
    s = await chat.record_source(scope=scope, kind="utterance", speaker="customer", text="Our budget is $18,000.",
                                 captured_at="2026-10-01T09:00:00Z")
    r = await alex.submit(scope=scope, subject="customer:acme", predicate="budget", value="18000", confidence=0.9,
                          evidence=[s["source_id"]], wait=True)
    assert r["status"] == "accepted" and r["fact_id"]

    facts = await maria.facts(scope=scope, subject="customer:acme")
    assert len(facts) == 1
    f = facts[0]
    assert f["fact_id"] == r["fact_id"] and f["value"] == "18000" and f["status"] == "current"
    assert f["valid_from"].startswith("2026-10-01T09:00:00")
    prov = f["provenance"]
    assert prov["proposed_by"] == "alex" and prov["proposal_id"] == r["proposal_id"]
    assert prov["sources"] == [{"source_id": s["source_id"], "kind": "utterance", "speaker": "customer",
                                "authority": "channel", "text": "Our budget is $18,000.",
                                "captured_at": prov["sources"][0]["captured_at"], "truncated_from": None}]
    assert prov["sources"][0]["captured_at"].startswith("2026-10-01T09:00:00")
