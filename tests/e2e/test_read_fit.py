"""A fact whose sources' words outgrow the bus is still read (v1.5): the words shortened, `sources.get` whole.

Found by trying the read side as a worst client would: the contract tells a long document to go in as several
sources, and a reviewer may approve a fact citing up to 64 of them (4 MiB of words). `facts.get`, `facts.history`,
`facts.search` and `facts.explain` hand each fact out with its sources' words, so every reply holding that fact was
larger than NATS carries (1 MiB) and was refused: nobody could read the fact, and every search that ranked it
failed whole. A customer's long messages on a few predicates did the same to a whole subject's `facts.get`.
"""
from __future__ import annotations

import asyncio

import orjson
import pytest

from cli.client import ApiError, Client
from client.errors import RateLimited

from ..helpers import eventually

pytestmark = pytest.mark.e2e

# one line of a long contract, as a chat channel or a document import records it, about 62,000 characters a part
FILLER = "Section {n}. The parties agree on delivery, support and invoicing terms as described in annex {n}. "


def part(n: int) -> str:
    body = "".join(FILLER.format(n=f"{n}.{i}") for i in range(620))
    return f"Part {n} of the contract. Our budget is $25,000 now. {body}"


async def record(chat: Client, scope: str, text: str) -> str:
    """Record one source, waiting out the key's bytes-per-second quota as a client would."""
    while True:
        try:
            return str((await chat.record_source(scope=scope, kind="document", text=text,
                                                 captured_at="2026-02-01T00:00:00Z"))["source_id"])
        except RateLimited:
            await asyncio.sleep(0.25)


async def test_a_fact_on_more_words_than_the_bus_carries_is_read_with_them_shortened(api, scope: str) -> None:  # type: ignore[no-untyped-def]
    reviewer, alex = await api("reviewer", "dana"), await api("agent")
    chats = [await api("channel") for _ in range(3)]
    texts = [part(n) for n in range(18)]
    assert sum(len(t) for t in texts) > 1024 * 1024
    ids = list(await asyncio.gather(*(record(chats[n % 3], scope, t) for n, t in enumerate(texts))))
    held = await alex.submit(scope=scope, subject="acme", predicate="budget", value=25000, confidence=0.9,
                             evidence=ids, wait=True)
    assert held["status"] == "quarantined"  # more words than the gate reads on its own: a person decides
    await reviewer.decide(proposal_id=held["proposal_id"], decision="approve", reason="The signed contract.")
    small = await alex.submit(scope=scope, subject="acme", predicate="seats", value=12, confidence=0.9,
                              evidence=[(await chats[0].record_source(scope=scope, kind="utterance", speaker="customer",
                                                                      text="We have 12 seats."))["source_id"]], wait=True)
    assert small["status"] == "accepted"

    def whole_and_cut(reply: dict) -> None:  # type: ignore[type-arg]
        assert len(orjson.dumps(reply)) <= 1024 * 1024 - 4096
        [fact] = [f for f in reply["facts"] if f["predicate"] == "budget"]
        got = fact["provenance"]["sources"]
        assert [s["source_id"] for s in got] == ids  # every source, in order, each with its first words
        for s, text in zip(got, texts, strict=True):
            assert s["truncated_from"] == len(text) and text.startswith(s["text"]) and len(s["text"]) > 1_000
        for f in reply["facts"]:
            if f["predicate"] == "seats":  # a fact on short words in the same reply keeps them whole
                assert [s["truncated_from"] for s in f["provenance"]["sources"]] == [None]
                assert f["provenance"]["sources"][0]["text"] == "We have 12 seats."

    got = await eventually(lambda: alex.call(alex.subjects.facts_get, {"scope": scope, "subject": "acme"}),
                           lambda r: len(r["facts"]) == 2)
    whole_and_cut(got)
    whole_and_cut(await alex.call(alex.subjects.facts_history, {"scope": scope, "subject": "acme",
                                                                 "predicate": "budget"}))
    hits = await eventually(lambda: alex.call(alex.subjects.facts_search, {"scope": scope, "text": "budget"}),
                            lambda r: len(r["facts"]) == 2)
    whole_and_cut(hits)
    fact_id = got["facts"][0]["fact_id"] if got["facts"][0]["predicate"] == "budget" else got["facts"][1]["fact_id"]
    explained = await alex.call(alex.subjects.facts_explain, {"scope": scope, "fact_id": fact_id})
    assert [s["truncated_from"] for s in explained["sources"]] == [len(t) for t in texts]
    whole_and_cut({"facts": [explained["fact"]]})

    # sources.get: each source whole, to the scope's keys only
    for n in (0, 17):
        one = await alex.call(alex.subjects.sources_get, {"scope": scope, "source_id": ids[n]})
        assert one["source"]["text"] == texts[n] and one["source"]["truncated_from"] is None
        assert one["source"]["authority"] == "channel" and one["source"]["kind"] == "document"
    stranger = await api("agent", scopes=[scope + "-other"])
    with pytest.raises(ApiError) as e:
        await stranger.call(alex.subjects.sources_get, {"scope": scope, "source_id": ids[0]})
    assert e.value.code == "forbidden"
    for bad, code in (({"scope": scope + "-other", "source_id": ids[0]}, "forbidden"),
                      ({"scope": scope, "source_id": "s_nosuchsource"}, "not_found"),
                      ({"scope": scope, "source_id": "s 1"}, "invalid_request"),
                      ({"scope": scope}, "invalid_request")):
        with pytest.raises(ApiError) as e:
            await alex.call(alex.subjects.sources_get, bad)
        assert e.value.code == code, (bad, e.value)
    with pytest.raises(ApiError) as e:
        await stranger.call(alex.subjects.sources_get, {"scope": scope + "-other", "source_id": ids[0]})
    assert e.value.code == "not_found"  # a source of another scope is not found in the asker's own


async def test_a_history_is_read_in_pages_and_the_typed_client_reads_them_all(api, scope: str) -> None:  # type: ignore[no-untyped-def]
    """v1.5: `facts.history` with `limit` answers a page and `next_after`; without, the whole history as before."""
    from client import Client as TypedClient  # the typed client pages on its own

    chat, alex = await api("channel"), await api("agent")
    ids = []
    for n in range(7):
        src = await chat.record_source(scope=scope, kind="utterance", speaker="customer", text=f"Our budget is ${n + 1},000 now.",
                                       captured_at=f"2026-01-0{n + 1}T00:00:00Z")
        r = await alex.submit(scope=scope, subject="acme", predicate="budget", value=(n + 1) * 1000, confidence=0.9,
                              evidence=[src["source_id"]], wait=True)
        assert r["status"] == "accepted", r
        ids.append(r["fact_id"])
    whole = await eventually(lambda: alex.call(alex.subjects.facts_history, {"scope": scope, "subject": "acme",
                                                                             "predicate": "budget"}),
                             lambda h: len(h["facts"]) == 7)
    assert [f["fact_id"] for f in whole["facts"]] == ids and whole["next_after"] is None
    pages, after = [], None
    while True:
        body = {"scope": scope, "subject": "acme", "predicate": "budget", "limit": 3}
        page = await alex.call(alex.subjects.facts_history, body if after is None else {**body, "after": after})
        pages.append([f["value"] for f in page["facts"]])
        if (after := page["next_after"]) is None:
            break
        assert after == page["facts"][-1]["fact_id"]
    assert pages == [[1000, 2000, 3000], [4000, 5000, 6000], [7000]]
    assert [f.fact_id for f in await TypedClient.history(alex, scope, "acme", "budget")] == ids
    other = await alex.submit(scope=scope, subject="acme", predicate="seats", value=12, confidence=0.9, evidence=[
        (await chat.record_source(scope=scope, kind="utterance", speaker="customer", text="We have 12 seats."))["source_id"]],
        wait=True)
    base = {"scope": scope, "subject": "acme", "predicate": "budget"}
    for bad in ({**base, "limit": 0}, {**base, "limit": 1001}, {**base, "limit": "3"}, {**base, "after": other["fact_id"]},
                {**base, "after": "f_nosuchversion"}, {**base, "after": "not an id"}):
        with pytest.raises(ApiError) as e:
            await alex.call(alex.subjects.facts_history, bad)
        assert e.value.code == "invalid_request", (bad, e.value)
