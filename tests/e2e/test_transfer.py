"""`provgate export` and `provgate import` (issue 16): a scope re-gated into another, through the gate."""
from __future__ import annotations

import uuid
from pathlib import Path

import orjson
import pytest

from cli.runtime import System

from ..helpers import rand
from .test_cli import provgate
from .test_explain import budget_story, replace_budget

pytestmark = pytest.mark.e2e


async def state(c, scope: str) -> tuple[list, dict]:  # type: ignore[no-untyped-def,type-arg]
    current, history = [], {}
    for s in ("customer:acme", "customer:globex"):
        current += [(f["subject"], f["predicate"], str(f["value"])) for f in await c.facts(scope=scope, subject=s)]
    for p in ("budget", "timeline"):
        history[p] = [(str(h["value"]), h["valid_from"], h["valid_to"], h["status"])
                      for h in await c.history(scope=scope, subject="customer:acme", predicate=p)]
    return sorted(current), history


async def test_an_exported_scope_imported_through_the_gate_ends_with_the_same_facts(
        system: System, api, scope: str, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    chat, alex, maria, dana, s1, first = await budget_story(api, scope)
    rogue = await api("agent", "rogue")
    assert (await rogue.submit(scope=scope, subject="customer:acme", predicate="budget", value="1800",
                               confidence=0.95, wait=True))["status"] == "rejected"
    await replace_budget(dana, scope)
    s = await chat.record_source(scope=scope, kind="utterance", speaker="customer", captured_at="2026-10-02T10:00:00Z",
                                 text="We plan to roll out in Q4.")
    assert (await alex.submit(scope=scope, subject="customer:acme", predicate="timeline", value="Q4", confidence=0.9,
                              evidence=[s["source_id"]], wait=True))["status"] == "accepted"
    g = await chat.record_source(scope=scope, kind="document", captured_at="2026-10-03T10:00:00Z", text="Budget: $5,000.")
    assert (await alex.submit(scope=scope, subject="customer:globex", predicate="budget", value=5000, confidence=0.9,
                              evidence=[g["source_id"]], wait=True))["status"] == "accepted"

    out = tmp_path / "export.jsonl"
    done = provgate(system, "export", scope, "--out", str(out))
    assert done.returncode == 0, done.stderr + done.stdout
    lines = [orjson.loads(line) for line in out.read_bytes().splitlines()]
    header = lines[0]
    assert header["record"] == "header" and header["format"] == "provgate.export" and header["version"] == 1
    assert header["counts"] == {k: sum(1 for r in lines if r["record"] == k)
                                for k in ("source", "proposal", "decision", "case", "fact")}
    assert header["counts"]["proposal"] == 5 and header["counts"]["source"] == 4

    target = f"t{rand()}/copy"
    done = provgate(system, "import", str(out), "--scope", target, "--keep-authority")  # an export of this install
    assert done.returncode == 0, done.stderr + done.stdout
    assert "5 proposals" in done.stdout and "outcome differs" not in done.stdout, done.stdout

    reader = await api("reviewer", "auditor", scopes=[scope, target])
    before, after = await state(reader, scope), await state(reader, target)
    assert after == before
    assert [v for v, *_ in after[1]["budget"]] == ["18000", "14000"]

    # every import is journaled, attributed to the import's keys, and nothing went around the gate
    journal = await reader.journal(scope=target)
    assert len(journal) == 5 and all(e["proposed_by"].endswith("@import") for e in journal)
    assert sorted(e["status"] for e in journal) == sorted(e["status"] for e in await reader.journal(scope=scope))
    budget = next(f for f in await reader.facts(scope=target, subject="customer:acme", predicate="budget"))
    explained = await reader.call(reader.subjects.facts_explain, {"scope": target, "fact_id": budget["fact_id"]})
    assert explained["sources"][0]["text"] == "Signed order form: the budget is $14,000."
    # re-gated: accepted at once (a reviewer's document supersedes), or held and decided again by the import
    verdict = explained["decision"]["verdict"]
    assert explained["decision"]["status"] in ("accepted", "approved"), explained["decision"]
    assert verdict is None or verdict["reason"].startswith("imported: "), verdict
    assert explained["supersedes"][0]["value"] == "18000"


def crafted(tmp: Path, records: list[dict]) -> Path:  # type: ignore[type-arg]
    header = {"record": "header", "format": "provgate.export", "version": 1, "scope": "elsewhere/x",
              "exported_at": "2026-10-01T00:00:00Z", "counts": {}}
    path = tmp / f"crafted-{uuid.uuid4().hex[:6]}.jsonl"
    path.write_bytes(b"".join(orjson.dumps(r) + b"\n" for r in [header, *records]))
    return path


async def test_by_default_an_import_grants_no_more_than_a_channels_authority_and_decides_nothing_again(
        system: System, api, scope: str, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """A worst-client audit: the file said who recorded what with which role, and the import believed it. A crafted
    source "recorded by a reviewer" replaced a value that rests on a reviewer's source (a channel's is held), and a
    crafted decision "reviewer_approved" made the import's reviewer approve what the gate held for a person."""
    alex, dana = await api("agent"), await api("reviewer")
    s = await dana.record_source(scope=scope, kind="utterance", text="Our budget is $18,000.",
                                 captured_at="2026-10-01T09:00:00Z")
    assert (await alex.submit(scope=scope, subject="customer:acme", predicate="budget", value=18000, confidence=0.9,
                              evidence=[s["source_id"]], wait=True))["status"] == "accepted"
    source = {"record": "source", "source_id": "s_m", "kind": "utterance", "speaker": None,
              "text": "Our budget is $99,999.", "captured_at": "2026-10-01T09:00:00Z", "authority": "reviewer",
              "recorded_by": "mallory", "client_ref": None, "recorded_at": "2026-10-01T09:00:00Z"}
    proposal = {"record": "proposal", "proposal_id": "p_x1", "subject": "customer:acme", "predicate": "budget",
                "value": 99999, "confidence": 1.0, "evidence": ["s_m"], "valid_from": None, "client_ref": None,
                "proposed_by": "mallory", "role": "agent", "received_at": "2026-10-01T00:00:00Z"}
    decision = {"record": "decision", "proposal_id": "p_x1", "status": "approved",
                "reasons": ["contradicts_current", "reviewer_approved"], "verdict_reason": "fine"}
    done = provgate(system, "import", str(crafted(tmp_path, [source, proposal, decision])), "--scope", scope)
    assert done.returncode == 0, done.stderr + done.stdout
    assert "1 records the file says a reviewer made were imported with a channel's authority" in done.stdout, done.stdout
    assert "0 decided again" in done.stdout, done.stdout
    facts = await alex.facts(scope=scope, subject="customer:acme", predicate="budget")
    assert [f["value"] for f in facts] == [18000], facts  # held for a person, as a channel's source is
    held = [e for e in await alex.journal(scope=scope) if e["proposed_by"] == "mallory@import"]
    assert [e["status"] for e in held] == ["quarantined"], held


async def test_keep_authority_takes_only_an_export_this_install_holds_as_it_is(
        system: System, api, scope: str, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """`--keep-authority` trusted the file's roles and decisions: a crafted or edited file then imported a
    reviewer's authority nobody had. It now checks every record against this install's own records of the
    exported scope, and refuses the file whole if one is missing or differs."""
    alex, dana = await api("agent"), await api("reviewer")
    s = await dana.record_source(scope=scope, kind="utterance", text="Our budget is $18,000.",
                                 captured_at="2026-10-01T09:00:00Z")
    assert (await alex.submit(scope=scope, subject="customer:acme", predicate="budget", value=18000, confidence=0.9,
                              evidence=[s["source_id"]], wait=True))["status"] == "accepted"
    out = tmp_path / "own.jsonl"
    assert provgate(system, "export", scope, "--out", str(out)).returncode == 0
    lines = [orjson.loads(line) for line in out.read_bytes().splitlines()]

    def edited(change: dict) -> Path:  # type: ignore[type-arg]
        path = tmp_path / f"edited-{uuid.uuid4().hex[:6]}.jsonl"
        path.write_bytes(b"".join(orjson.dumps({**r, **change} if r["record"] == "source" else r) + b"\n" for r in lines))
        return path

    refusals = {
        "a source's words": edited({"text": "Our budget is $99,999."}),
        "a source's authority": edited({"authority": "reviewer", "recorded_by": "mallory"}),
        "a record this install does not hold": edited({"source_id": "s_crafted"}),
        "another scope's file": crafted(tmp_path, [lines[1]]),
    }
    for what, path in refusals.items():
        target = f"t{rand()}/copy"
        done = provgate(system, "import", str(path), "--scope", target, "--keep-authority")
        assert done.returncode == 1, (what, done.stdout, done.stderr)
        assert "--keep-authority trusts an export of this install only" in done.stdout + done.stderr, (what, done.stdout)
        reader = await api("reviewer", "auditor", scopes=[target])
        assert await reader.journal(scope=target) == [], what  # refused whole: no key, no source, no proposal
    target = f"t{rand()}/copy"
    done = provgate(system, "import", str(out), "--scope", target, "--keep-authority")  # as exported: taken
    assert done.returncode == 0 and "1 proposals" in done.stdout, done.stdout + done.stderr
