"""facts.search: current facts of a scope by cosine similarity, each search in the retrieval log."""
from __future__ import annotations

import psycopg
import pytest

from cli.client import ApiError
from cli.runtime import System

from ..helpers import eventually

pytestmark = pytest.mark.e2e


async def test_search_ranks_current_facts_and_logs_what_it_returned(system: System, api, scope: str) -> None:  # type: ignore[no-untyped-def]
    chat, alex, maria = await api("channel"), await api("agent"), await api("agent", "maria")
    facts = [("customer:acme", "budget", 18000, "Our budget is $18,000."),
             ("customer:acme", "preferred_channel", "Slack", "Reach us on Slack."),
             ("customer:acme", "timeline", "Q4", "We plan to roll out in Q4."),
             ("customer:globex", "budget", 5000, "Budget: $5,000.")]
    for subject, predicate, value, text in facts:
        s = await chat.record_source(scope=scope, kind="utterance", text=text)
        r = await alex.submit(scope=scope, subject=subject, predicate=predicate, value=value, confidence=0.9,
                              evidence=[s["source_id"]], wait=True)
        assert r["status"] == "accepted"
    # the default embedder is lexical: ranking follows the words a fact shares with the query
    reply = await maria.call(maria.subjects.facts_search, {"scope": scope, "text": "budget of globex", "limit": 2})
    hits = reply["facts"]
    assert [(h["subject"], h["predicate"]) for h in hits] == [("customer:globex", "budget"), ("customer:acme", "budget")]
    assert hits[0]["score"] > hits[1]["score"] > 0 and hits[1]["provenance"]["sources"][0]["text"] == "Our budget is $18,000."
    with pytest.raises(ApiError) as e:
        await maria.search(scope=scope + "x", text="budget")
    assert e.value.code == "forbidden"

    assert system.database_url
    def logged() -> list[tuple]:  # type: ignore[type-arg]
        with psycopg.connect(system.database_url) as c:
            return c.execute("SELECT searched_by, text, fact_ids FROM retrievals WHERE search_id = %s",
                             (reply["search_id"],)).fetchall()

    rows = await eventually(lambda: _async(logged), lambda r: len(r) == 1)
    assert rows[0] == ("maria", "budget of globex", [h["fact_id"] for h in hits])


async def _async(f):  # type: ignore[no-untyped-def]
    return f()


async def test_a_search_is_recorded_in_the_read_log_and_never_grows_the_event_log(system: System, api, bus,  # type: ignore[no-untyped-def]
                                                                                  scope: str) -> None:
    """Issue 12: every `facts.search`, a read, appended 2.7 KB to the undeletable log. Searches now go
    to a stream of their own that forgets by age and size."""
    maria = await api("agent")
    events = (await bus.js.stream_info(bus.subjects.stream)).state.messages
    reads = (await bus.js.stream_info(bus.subjects.reads_stream)).state.messages
    for _ in range(3):
        await maria.search(scope=scope, text="budget")
    assert (await bus.js.stream_info(bus.subjects.stream)).state.messages == events
    info = await bus.js.stream_info(bus.subjects.reads_stream)
    assert info.state.messages == reads + 3
    assert info.config.max_age and info.config.max_bytes and info.config.max_bytes > 0
