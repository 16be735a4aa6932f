"""`provgate.v1.proposals.submit_batch` (v1.1): many proposals in one request, each decided and answered on its own."""
from __future__ import annotations

import asyncio
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
        5,  # not an object: refused alone
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


async def test_a_batch_of_sources_records_each_on_its_own_and_its_sources_ground_a_batch_of_proposals(
        api: KeyMaker, bus: Bus, scope: str) -> None:
    chat, alex = await api("channel"), await api("agent")
    good = {"scope": scope, "kind": "utterance", "speaker": "customer"}
    items = [
        {**good, "text": "Our budget is $18,000.", "client_ref": "src-1"},
        {**good, "text": "Our timeline is Q4."},
        {**good, "text": ""},  # malformed: refused alone
        {**good, "scope": "other/fleet", "text": "Our budget is $5."},  # not this key's scope
        {**good, "kind": "rumour", "text": "Our budget is $7."},  # no such kind
        {**good, "text": "Seats: 12.", "captured_at": "2999-01-01T00:00:00Z"},  # a capture in the future
        {**good, "text": "Our budget is $18,000.", "client_ref": "src-1"},  # the first item again
    ]
    before = (await bus.js.stream_info(bus.subjects.stream)).state.messages
    reply = await chat.call(chat.subjects.sources_record_batch, {"sources": items})
    r = reply["results"]
    assert [x["ok"] and "recorded" or x["error"]["code"] for x in r] == [
        "recorded", "recorded", "invalid_request", "forbidden", "invalid_request", "invalid_request", "recorded"]
    assert r[6]["source_id"] == r[0]["source_id"] and r[6]["duplicate"] and not r[0]["duplicate"]
    assert {x["authority"] for x in r if x["ok"]} == {"channel"}
    assert (await bus.js.stream_info(bus.subjects.stream)).state.messages - before == 2  # the two new sources
    for x in (r[0], r[1]):
        assert await bus.last(bus.subjects.source(x["source_id"])) is not None

    # an agent key records notes only, item by item; the same client_ref from another key is another source
    notes = await alex.record_sources([{"scope": scope, "kind": "utterance", "text": "Our budget is $9."},
                                       {"scope": scope, "kind": "note", "text": "Called back on Monday."}])
    assert [x.ok for x in notes.results] == [False, True]
    assert notes.results[0].error.code == "forbidden"  # type: ignore[union-attr]

    # the recorded sources ground proposals sent in one batch, each decided on its own
    subject = rand("customer:")
    batch = await alex.propose_batch([
        {"scope": scope, "subject": subject, "predicate": "budget", "value": 18000, "confidence": 0.9,
         "evidence": [r[0]["source_id"]]},
        {"scope": scope, "subject": subject, "predicate": "timeline", "value": "Q4", "confidence": 0.9,
         "evidence": [r[1]["source_id"]]},
        {"scope": scope, "subject": subject, "predicate": "budget", "value": 99, "confidence": 0.9,
         "evidence": [r[1]["source_id"]]},  # the source does not say it
    ], wait=True)
    statuses = [getattr(x, "status", None) for x in batch.results]
    assert statuses[:2] == ["accepted", "accepted"] and statuses[2] in ("quarantined", "rejected")
    facts = await alex.facts(scope=scope, subject=subject)
    assert sorted((f["predicate"], f["value"]) for f in facts) == [("budget", 18000), ("timeline", "Q4")]


async def test_a_batch_of_sources_too_large_or_holding_unstorable_text_is_refused_whole(
        api: KeyMaker, bus: Bus, scope: str) -> None:
    chat = await api("channel")
    before = (await bus.js.stream_info(bus.subjects.stream)).state.messages
    items = [{"scope": scope, "kind": "utterance", "text": f"Line {i}."} for i in range(101)]
    for body in ({"sources": items}, {"sources": []}, {"sources": items[0]},
                 {"sources": [items[0], {**items[1], "speaker": "cust\u0000omer"}]},
                 {"sources": [items[0]], "wait": True}):
        reply = await chat.raw(chat.subjects.sources_record_batch, json.dumps(body).encode())
        assert reply["ok"] is False and reply["error"]["code"] == "invalid_request", body
    assert (await bus.js.stream_info(bus.subjects.stream)).state.messages == before


async def test_batches_of_the_same_sources_racing_record_each_once(api: KeyMaker, bus: Bus, scope: str) -> None:
    """One key sends the same batch three times at once (a client retrying on a timeout while the
    first is still in flight): every client_ref is recorded once, and every answer names it."""
    first, second = await api("channel", "racer"), await api("channel", "racer-2")
    twin = first.as_key(first.key)  # another caller with the same key
    items = [{"scope": scope, "kind": "utterance", "text": f"Line {i}.", "client_ref": f"race-{i}"} for i in range(20)]
    before = (await bus.js.stream_info(bus.subjects.stream)).state.messages
    a, b, c = await asyncio.gather(*(x.call(x.subjects.sources_record_batch, {"sources": items})
                                     for x in (first, twin, first)))
    ids = [[r["source_id"] for r in reply["results"]] for reply in (a, b, c)]
    assert ids[0] == ids[1] == ids[2] and len(set(ids[0])) == 20
    assert all(r["ok"] for reply in (a, b, c) for r in reply["results"])
    assert sum(not r["duplicate"] for reply in (a, b, c) for r in reply["results"]) == 20  # each recorded once
    assert (await bus.js.stream_info(bus.subjects.stream)).state.messages - before == 20
    # another key's same client_refs are its own sources
    other = await second.call(second.subjects.sources_record_batch, {"sources": items})
    assert not set(ids[0]) & {r["source_id"] for r in other["results"]}


async def test_an_item_with_its_own_wait_refuses_the_batch_whole_and_stores_nothing(
        api: KeyMaker, bus: Bus, scope: str) -> None:
    """contract.md: a request with an item that has its own `wait` is no batch: refused whole with invalid_request,
    and a refused request changes nothing (the items before it were appended before: found by a worst-client
    audit)."""
    alex = await api("agent")
    good = {"scope": scope, "subject": rand("customer:"), "value": 1, "confidence": 0.9}
    before = (await bus.js.stream_info(bus.subjects.stream)).state.messages
    for own in (False, True, None):
        reply = await alex.raw(alex.subjects.proposals_submit_batch, json.dumps({"proposals": [
            {**good, "predicate": rand("p")}, {**good, "predicate": rand("p"), "wait": own}]}).encode())
        assert reply["ok"] is False and reply["error"]["code"] == "invalid_request", reply
        assert "wait" in reply["error"]["message"], reply
    await asyncio.sleep(0.3)
    assert (await bus.js.stream_info(bus.subjects.stream)).state.messages == before


async def test_the_batch_wait_flag_and_times_are_what_the_contract_says_not_what_a_lax_reader_makes_of_them(
        api: KeyMaker, bus: Bus, scope: str) -> None:
    """`wait` is a boolean ("true", 1 and "yes" were read as true); every time has a UTC offset (a number, or a
    string of one, was read as seconds since 1970: `captured_at: 0` recorded a source said in 1970). Each refused
    item changes nothing; a source item that is not an object is refused alone."""
    chat, alex = await api("channel"), await api("agent")
    good = {"scope": scope, "subject": rand("customer:"), "predicate": rand("p"), "value": 1, "confidence": 0.9}
    before = (await bus.js.stream_info(bus.subjects.stream)).state.messages
    for w in ("true", 1, "yes"):
        reply = await alex.raw(alex.subjects.proposals_submit_batch, json.dumps({"proposals": [good], "wait": w}).encode())
        assert reply["ok"] is False and reply["error"]["code"] == "invalid_request", (w, reply)
        reply = await alex.raw(alex.subjects.proposals_submit, json.dumps({**good, "wait": w}).encode())
        assert reply["ok"] is False and reply["error"]["code"] == "invalid_request", (w, reply)
    src = {"scope": scope, "kind": "utterance", "speaker": "customer", "text": "Hello."}
    r = await chat.raw(chat.subjects.sources_record_batch, json.dumps({"sources": [
        {**src, "captured_at": 0}, {**src, "captured_at": "1700000000"}, {**src, "captured_at": 1.5e9}, None]}).encode())
    p = await alex.raw(alex.subjects.proposals_submit_batch, json.dumps({"proposals": [
        {**good, "valid_from": 0}, {**good, "valid_from": "1700000000", "valid_to": "1800000000"}]}).encode())
    assert r["ok"] is True and p["ok"] is True, (r, p)
    assert [x["error"]["code"] for x in r["results"] + p["results"]] == ["invalid_request"] * 6, (r, p)
    assert "UTC offset" in r["results"][0]["error"]["message"], r
    await asyncio.sleep(0.3)
    assert (await bus.js.stream_info(bus.subjects.stream)).state.messages == before
    ok = await chat.call(chat.subjects.sources_record_batch, {"sources": [{**src, "captured_at": "2026-10-01T09:00:00Z"}]})
    assert ok["results"][0]["ok"] is True, ok


async def test_a_batch_racing_with_itself_stores_a_repeated_ref_once_and_holds_the_predicate_cap(
        api: KeyMaker, bus: Bus, scope: str) -> None:
    """The worst batch: one client_ref twice in it (and once more in a batch sent at the same moment),
    and 70 new predicates on one subject at once, past the cap of 64: the items are appended concurrently,
    and still one proposal is stored for the reference and exactly 64 predicates open."""
    chat, alex = await api("channel"), await api("agent")
    readings = await chat.record_source(scope=scope, kind="observation", speaker="sensor",
                                        text="\n".join(f"reading_{i}: {i}" for i in range(1, 80)))
    subject = rand("sensor:")
    same = {"scope": scope, "subject": rand("s:"), "predicate": "budget", "value": 1, "confidence": 0.9,
            "client_ref": "twice"}
    items = [same, same, *({"scope": scope, "subject": subject, "predicate": f"reading_{i}", "value": i,
                            "confidence": 0.9, "evidence": [readings["source_id"]], "client_ref": f"r{i}"}
                           for i in range(1, 71))]
    a, b = await asyncio.gather(alex.call(alex.subjects.proposals_submit_batch, {"proposals": items, "wait": True}),
                                alex.call(alex.subjects.proposals_submit_batch, {"proposals": [same]}))
    refs = a["results"][:2] + b["results"]
    assert len({x["proposal_id"] for x in refs}) == 1, refs
    assert sorted(bool(x["duplicate"]) for x in refs) == [False, True, True], refs
    stored = await bus.js.stream_info(bus.subjects.stream, subjects_filter=bus.subjects.proposal(refs[0]["proposal_id"]))
    assert list((stored.state.subjects or {}).values()) == [1]
    readings_out = [await eventually(lambda r=r: alex.proposal(r["proposal_id"]), until=lambda x: x["final"])
                    for r in a["results"][2:]]
    assert sum(r["status"] == "accepted" for r in readings_out) == 64, readings_out
    assert all(r["reasons"] == ["too_many_predicates"] for r in readings_out if r["status"] != "accepted")
    facts = await eventually(lambda: alex.facts(scope=scope, subject=subject), until=lambda f: len(f) >= 64)
    assert sorted(f["predicate"] for f in facts) == sorted(r["predicate"] for r in (
        x for x, out in zip(items[2:], readings_out, strict=True) if out["status"] == "accepted"))
