"""`provgate.v1.proposals.submit_batch` (v1.1): many proposals in one request, each decided and answered on its own."""
from __future__ import annotations

import json

import pytest

from shared.bus import Bus

from ..conftest import KeyMaker
from ..helpers import eventually, rand

pytestmark = pytest.mark.e2e


async def test_a_batch_answers_each_proposal_on_its_own_and_a_refused_item_changes_nothing(
        api: KeyMaker, bus: Bus, scope: str) -> None:
    chat, alex = await api("channel"), await api("agent")
    s = await chat.record_source(scope=scope, kind="utterance", speaker="customer",
                                 text="Our budget is $18,000. Our timeline is Q4.")
    subject = rand("customer:")
    good = {"scope": scope, "subject": subject, "confidence": 0.9, "evidence": [s["source_id"]]}
    items = [
        {**good, "predicate": "budget", "value": 18000},
        {**good, "predicate": "timeline", "value": "Q4"},
        {**good, "predicate": "budget", "value": None},  # malformed: refused alone
        {**good, "scope": "other/fleet", "predicate": "budget", "value": 5},  # not this key's scope
        {**good, "predicate": "seats", "value": 12, "wait": True},  # an item has no wait of its own
        {**good, "predicate": "owner", "value": "Dana", "evidence": []},  # unsourced: held, then rejected
    ]
    before = (await bus.js.stream_info(bus.subjects.stream, subjects_filter=bus.subjects.all_proposals)).state
    reply = json.loads(json.dumps(await alex.raw(alex.subjects.proposals_submit_batch,
                                                 json.dumps({"proposals": items, "wait": True}).encode())))
    assert reply["ok"] is True
    r = reply["results"]
    assert [x.get("status") or x["error"]["code"] for x in r] == [
        "accepted", "accepted", "invalid_request", "forbidden", "invalid_request", r[5].get("status")]
    assert r[5]["status"] in ("quarantined", "rejected")
    after = (await bus.js.stream_info(bus.subjects.stream, subjects_filter=bus.subjects.all_proposals)).state
    assert len(after.subjects or {}) - len(before.subjects or {}) == 3  # the three valid items, nothing else
    facts = await alex.facts(scope=scope, subject=subject)
    assert sorted((f["predicate"], f["value"]) for f in facts) == [("budget", 18000), ("timeline", "Q4")]
    done = await eventually(lambda: alex.proposal(r[5]["proposal_id"]), until=lambda x: x["final"])
    assert done["status"] == "rejected" and "needs_provenance" in done["reasons"]


async def test_a_batch_without_wait_is_received_and_a_repeated_client_ref_is_a_duplicate(api: KeyMaker, scope: str) -> None:
    alex = await api("agent")
    items = [{"scope": scope, "subject": "s:1", "predicate": f"p{i}", "value": i, "confidence": 0.9,
              "client_ref": f"batch-{i}"} for i in range(1, 4)]
    first = await alex.call(alex.subjects.proposals_submit_batch, {"proposals": items})
    again = await alex.call(alex.subjects.proposals_submit_batch, {"proposals": items})
    assert [x["status"] for x in first["results"]] == ["received"] * 3
    assert [x["proposal_id"] for x in again["results"]] == [x["proposal_id"] for x in first["results"]]
    assert all(x["duplicate"] for x in again["results"])


async def test_a_batch_too_large_or_holding_unstorable_text_is_refused_whole(api: KeyMaker, scope: str) -> None:
    alex = await api("agent")
    items = [{"scope": scope, "subject": "s", "predicate": "p", "value": i, "confidence": 0.9} for i in range(101)]
    reply = await alex.raw(alex.subjects.proposals_submit_batch, json.dumps({"proposals": items}).encode())
    assert reply["ok"] is False and reply["error"]["code"] == "invalid_request"
    # text the views cannot store is refused at the contract, whatever item holds it (issue 11)
    items = [items[0], {**items[1], "subject": "s\u0000"}]
    reply = await alex.raw(alex.subjects.proposals_submit_batch, json.dumps({"proposals": items}).encode())
    assert reply["ok"] is False and reply["error"]["code"] == "invalid_request"
