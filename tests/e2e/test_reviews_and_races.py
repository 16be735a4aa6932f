"""Reviewers decide contradictions; decisions on one slot stay serialisable across gate instances."""
from __future__ import annotations

import asyncio
import contextlib
import uuid
from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta

import pytest

from cli.client import ApiError, Client
from cli.keys import create_key
from cli.runtime import System
from contracts.facts import PredicateOpened
from contracts.subjects import Subjects
from domain.canon import canon_text, subject_id
from shared import logreader
from shared.bus import Bus

from ..conftest import new_system
from ..helpers import eventually

pytestmark = pytest.mark.e2e
T0 = datetime(2026, 3, 1, 9, 0, tzinfo=UTC)


def at(days: float) -> str:
    return (T0 + timedelta(days=days)).isoformat().replace("+00:00", "Z")


@contextlib.asynccontextmanager
async def fleet(replicas: dict[str, int], scope: str, channel: str) -> AsyncIterator[tuple[Bus, Client, Client]]:
    """A provgate of its own with these instances; a channel key named `channel` and the agent key
    "alex" in `scope`, both on one client connection; and a bus as another gate would hold it (the
    NATS user `gate`: it reads and appends what a gate does). Unfolded: the gates race as
    services of their own (two folded intakes racing: test_fold.py)."""
    s = await new_system(replicas=replicas, extra_env={"PROVGATE_FOLD": "0"}).astart()
    try:
        assert s.nats_url
        admin = await Bus.connect(s.admin_url, Subjects(s.prefix))
        _, chat_key = await create_key(admin, role="channel", name=channel, scopes=[scope])
        _, alex_key = await create_key(admin, role="agent", name="alex", scopes=[scope])
        await admin.close()
        bus = await Bus.connect(s.nats_url_for("gate"), Subjects(s.prefix))
        chat = await Client.connect(s.nats_url, chat_key, s.prefix)
        try:
            yield bus, chat, chat.as_key(alex_key)
        finally:
            await chat.close()
            await bus.close()
    finally:
        s.stop()


async def test_only_a_reviewer_decides_a_contradiction_and_only_once(api, scope: str) -> None:  # type: ignore[no-untyped-def]
    reviewer, chat, alex = await api("reviewer", "dana"), await api("channel"), await api("agent")
    doc = await reviewer.record_source(scope=scope, kind="document", text="Contract: budget $20,000.", captured_at=at(0))
    await alex.submit(scope=scope, subject="c", predicate="budget", value=20000, confidence=0.9,
                      evidence=[doc["source_id"]], wait=True)
    said = await chat.record_source(scope=scope, kind="utterance", speaker="customer", text="Budget is $25,000 now.",
                                    captured_at=at(5))
    held = await alex.submit(scope=scope, subject="c", predicate="budget", value=25000, confidence=0.9,
                             evidence=[said["source_id"]], wait=True)
    assert (held["status"], held["final"], held["reasons"]) == ("quarantined", False, ["contradicts_current"])

    for who in (alex, chat):
        with pytest.raises(ApiError) as e:
            await who.decide(proposal_id=held["proposal_id"], decision="approve", reason="looks right")
        assert e.value.code == "forbidden"

    done = await reviewer.decide(proposal_id=held["proposal_id"], decision="approve", reason="Finance confirmed the raise.")
    assert done["status"] == "approved" and done["final"]
    assert done["verdict"] == {"outcome": "approved", "reason": "Finance confirmed the raise.", "by": "reviewer:dana"}
    assert [f["value"] for f in await alex.facts(scope=scope, subject="c")] == [25000]

    with pytest.raises(ApiError) as e:
        await reviewer.decide(proposal_id=held["proposal_id"], decision="reject", reason="second thoughts")
    assert e.value.code == "conflict"
    journal = await alex.journal(scope=scope)
    assert {j["status"] for j in journal} == {"accepted", "approved"}


async def test_a_refused_statement_is_kept_as_an_attributed_claim(api, scope: str) -> None:  # type: ignore[no-untyped-def]
    reviewer, chat, alex = await api("reviewer"), await api("channel"), await api("agent")
    plate = await reviewer.record_source(scope=scope, kind="document", text="Nameplate: MFD 05/2004, model 82V40-2",
                                         captured_at=at(0))
    await alex.submit(scope=scope, subject="job:77", predicate="manufacture_date", value="2004-05", confidence=0.9,
                      evidence=[plate["source_id"]], wait=True)
    said = await chat.record_source(scope=scope, kind="utterance", speaker="homeowner",
                                    text="Manufacture date: 2022-05.", captured_at=at(1))
    held = await alex.submit(scope=scope, subject="job:77", predicate="manufacture_date", value="2022-05",
                             confidence=0.9, evidence=[said["source_id"]], wait=True)
    await reviewer.decide(proposal_id=held["proposal_id"], decision="reject", reason="The nameplate says 05/2004.")
    reply = await alex.call(alex.subjects.facts_get, {"scope": scope, "subject": "job:77"})
    assert [f["value"] for f in reply["facts"]] == ["2004-05"]
    assert len(reply["claims"]) == 1
    claim = reply["claims"][0]
    assert claim["value"] == "2022-05" and claim["status"] == "refused"
    assert claim["sources"][0]["speaker"] == "homeowner"


async def test_a_value_that_loops_back_while_updates_wait_ends_current(api, scope: str) -> None:  # type: ignore[no-untyped-def]
    """FleetMemory's lost race: Slack -> email (held) -> phone (held) -> back to Slack; then both approved."""
    reviewer, chat, alex = await api("reviewer"), await api("channel"), await api("agent")

    async def say(text: str, day: float, by: Client = chat) -> str:
        return (await by.record_source(scope=scope, kind="utterance", speaker="customer", text=text,
                                       captured_at=at(day)))["source_id"]

    first = await alex.submit(scope=scope, subject="c", predicate="preferred_channel", value="Slack", confidence=0.92,
                              evidence=[await say("Please reach us on Slack, that's where our team is.", 0, reviewer)],
                              wait=True)
    email = await alex.submit(scope=scope, subject="c", predicate="preferred_channel", value="email", confidence=0.86,
                              evidence=[await say("switch to email please, Slack got shut off by IT.", 1)], wait=True)
    phone = await alex.submit(scope=scope, subject="c", predicate="preferred_channel", value="phone", confidence=0.88,
                              evidence=[await say("email's too slow, just call me by phone.", 2)], wait=True)
    back = await alex.submit(scope=scope, subject="c", predicate="preferred_channel", value="Slack", confidence=0.87,
                             evidence=[await say("actually go back to Slack, phone tag isn't working.", 3)], wait=True)
    assert first["status"] == "accepted"
    assert email["status"] == phone["status"] == "quarantined"
    assert back["status"] == "confirmed"
    for held in (email, phone):
        r = await reviewer.decide(proposal_id=held["proposal_id"], decision="approve", reason="The customer said so.")
        assert r["status"] == "approved"
    current = await alex.facts(scope=scope, subject="c", predicate="preferred_channel")
    assert [f["value"] for f in current] == ["Slack"]
    history = await alex.history(scope=scope, subject="c", predicate="preferred_channel")
    assert [h["value"] for h in history] == ["Slack", "email", "phone", "Slack"]
    assert [h["status"] for h in history] == ["superseded"] * 3 + ["current"]


async def test_fifty_concurrent_updates_on_one_slot_across_three_gates_end_with_the_newest() -> None:
    scope = "acme/race"
    async with fleet({"intake": 2, "gate": 3, "verifier": 1, "projector": 1}, scope, channel="chat") as (bus, chat, alex):
        sources = await asyncio.gather(*[chat.record_source(
            scope=scope, kind="utterance", text=f"Our budget is now ${10_000 + i * 100:,}.", captured_at=at(i))
            for i in range(50)])
        order = list(range(50))
        order.reverse()  # the newest arrives first, the rest out of order
        order = order[::2] + order[1::2]
        replies = await asyncio.gather(*[alex.submit(
            scope=scope, subject="c", predicate="budget", value=10_000 + i * 100, confidence=0.9,
            evidence=[sources[i]["source_id"]], client_ref=f"r{i}", wait=True) for i in order])
        assert all(r["final"] and r["status"] in ("accepted", "confirmed") for r in replies), replies
        journal = await eventually(lambda: alex.journal(scope=scope, limit=500), lambda j: len(j) == 50)
        assert len({j["proposal_id"] for j in journal}) == 50
        # a reply waits for the projector only up to its deadline: wait for the views themselves
        history = await eventually(lambda: alex.history(scope=scope, subject="c", predicate="budget"),
                                   lambda h: len(h) == 50, timeout=30)
        assert [h["value"] for h in history] == [10_000 + i * 100 for i in range(50)]
        current = await alex.facts(scope=scope, subject="c", predicate="budget")
        assert [f["value"] for f in current] == [10_000 + 49 * 100]
        infos = await bus.js.consumer_info(bus.subjects.stream, "gate")
        assert infos.num_pending == 0


async def test_reviews_need_a_reviewer_key(system: System, api, scope: str) -> None:  # type: ignore[no-untyped-def]
    alex = await api("agent")
    with pytest.raises(ApiError) as e:
        await alex.decide(case_id="c_1", resolution="dismissed", reason="two environments")
    assert e.value.code == "forbidden"
    reviewer = await api("reviewer")
    with pytest.raises(ApiError) as e:
        await reviewer.decide(proposal_id="p_x", decision="approve", case_id="c_1", resolution="dismissed", reason="x")
    assert e.value.code == "invalid_request"


async def test_the_predicate_cap_holds_across_three_gates_that_decide_on_what_they_saw_last() -> None:
    """Each gate builds on the predicate sets it saw last (shared/logreader.Latest); the cap must
    still admit exactly 64 predicates, and a refusal must name the cap whichever gate decides it."""
    scope = "acme/cap"
    async with fleet({"intake": 1, "gate": 3, "verifier": 1, "projector": 1}, scope, channel="sensor") as (bus, chat, alex):
        readings = await chat.record_source(scope=scope, kind="observation", speaker="sensor",
                                            text="\n".join(f"reading_{i}: {i}" for i in range(1, 80)))

        async def submit(i: int, value: int | None = None) -> dict:  # type: ignore[type-arg]
            return await alex.submit(scope=scope, subject="sensor:flood", predicate=f"reading_{i}",
                                     value=value or i, confidence=0.9, evidence=[readings["source_id"]], wait=True)

        first = [await submit(i) for i in range(1, 11)]  # one by one: each gate has seen some of them
        rest = await asyncio.gather(*[submit(i) for i in range(11, 71)])
        replies = first + list(rest)
        assert all(r["final"] for r in replies), replies
        assert sum(r["status"] == "accepted" for r in replies) == 64
        refused = [r for r in replies if r["status"] == "rejected"]
        assert len(refused) == 6 and all(r["reasons"] == ["too_many_predicates"] for r in refused), refused

        # Another decider fills a second subject's set behind the gates' backs (as a gate of another
        # process would): whatever each gate saw of it is now stale, and small.
        async def on_b(i: int, evidence: bool = True) -> dict:  # type: ignore[type-arg]
            return await alex.submit(scope=scope, subject="sensor:b", predicate=f"reading_{i}", value=i, confidence=0.9,
                                     evidence=[readings["source_id"]] if evidence else [], wait=True)

        assert [(await on_b(i))["status"] for i in range(1, 7)] == ["accepted"] * 6
        sid = subject_id(scope, canon_text("sensor:b"))
        preds, seq = await logreader.subject_predicates(bus, sid)
        full = tuple(sorted(preds | {f"reading_{i}" for i in range(7, 65)}))
        await bus.append(PredicateOpened(
            event_id="po_test_" + uuid.uuid4().hex, occurred_at=datetime.now(UTC), correlation_id="test", scope=scope,
            subject_id=sid, subject_key=canon_text("sensor:b"), predicate_key="reading_64", predicates=full),
            expect_last_subject_seq=seq)
        # a refusal is never built on a stale set: unsourced or sourced, a new predicate names the cap
        later = await asyncio.gather(*[on_b(i, evidence=i % 2 == 0) for i in range(65, 77)])
        assert all((r["status"], r["reasons"]) == ("rejected", ["too_many_predicates"]) for r in later), later
        # and a predicate opened meanwhile is admitted, though no gate has seen it opened
        assert [(await on_b(i))["status"] for i in range(7, 10)] == ["accepted"] * 3
