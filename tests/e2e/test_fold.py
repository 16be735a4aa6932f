"""Issue 14's fold (PROVGATE_FOLD=1): each intake process runs the gate and the rules verifier too
(services/front), and decides each proposal it stores right behind the append, and judges it when
it is held; no gate or verifier process runs.

On a provgate of its own with two such fronts: proposals are decided by the fronts (their logs
have the decisions) and decisions on one slot still serialise across the two processes. A
proposal that reached the log without its front's decision is swept up by a front's gate
consumer: at once when no decider is named (it came from a plain intake), after the sweep time
when its `Provgate-Decider` header names a front that died between its two appends. A replay
gives the same views.
"""
from __future__ import annotations

import asyncio
import contextlib
import json
import uuid
from collections.abc import AsyncIterator, Iterator
from datetime import UTC, datetime
from typing import Any

import nats
import pytest

from cli.client import Client
from cli.keys import create_key
from cli.replay import differences, live_snapshot, replay
from cli.runtime import System
from contracts.events import decode_event
from contracts.proposals import ProposalSubmitted
from contracts.subjects import Subjects
from domain.canon import canon_text, slot_id
from shared.bus import DECIDER_HEADER, VERDICT_DUE_HEADER, Bus
from shared.checksum import view_checksums
from shared.keyring import Keyring

from ..conftest import new_system
from ..helpers import eventually

pytestmark = pytest.mark.e2e


@pytest.fixture(scope="module")
def folded() -> Iterator[System]:
    s = new_system(extra_env={"PROVGATE_FOLD": "1"}, replicas={"intake": 2, "gate": 1, "verifier": 1,
                                                              "projector": 1}).start()
    yield s
    s.stop()


@pytest.fixture
async def admin(folded: System) -> AsyncIterator[Bus]:
    b = await Bus.connect(folded.admin_url, Subjects(folded.prefix))
    yield b
    await b.close()


def decisions_logged(system: System, service: str, event: str = "decision_recorded") -> dict[str, datetime]:
    """The proposals a service's logs say it recorded a decision (or `event`) for, with when."""
    out = {}
    for f in (system.home / "logs").glob(f"{service}-*.log"):
        for line in f.read_text().splitlines():
            try:
                x = json.loads(line)
            except ValueError:
                continue
            if x.get("event") == event:
                out[x.get("proposal_id")] = datetime.fromisoformat(x["timestamp"].replace("Z", "+00:00"))
    return out


def decided_by(system: System, service: str) -> set[str]:
    return set(decisions_logged(system, service))


async def test_each_front_decides_what_it_stores_and_sweeps_what_a_front_left(folded: System, admin: Bus) -> None:
    assert folded.nats_url
    assert not [p for p in folded.procs if p.service in ("gate", "verifier")]  # they run inside each front
    scope = f"fold{uuid.uuid4().hex[:6]}/fleet"
    _, chat_key = await create_key(admin, role="channel", name="chat", scopes=[scope])
    _, agent_key = await create_key(admin, role="agent", name="alex", scopes=[scope])
    chat = await Client.connect(folded.nats_url, chat_key, folded.prefix)
    alex = await Client.connect(folded.nats_url, agent_key, folded.prefix)
    async def final(r: dict[str, Any]) -> dict[str, Any]:
        """The submit's outcome: its waited reply, or (a wait is bounded; a loaded machine may pass
        its deadline) the proposal read until final."""
        if r.get("final"):
            return r
        return await eventually(lambda: alex.proposal(r["proposal_id"]), lambda x: x["final"], timeout=30)

    async def serving() -> set[str]:
        """The intake instances answering now (a provgate is ready when one of each service is)."""
        inbox = admin.nc.new_inbox()
        sub = await admin.nc.subscribe(inbox)
        await admin.nc.publish(admin.subjects.health("intake"), b"", reply=inbox)
        seen: set[str] = set()
        with contextlib.suppress(TimeoutError, nats.errors.TimeoutError):
            while True:
                seen.add(json.loads((await sub.next_msg(timeout=0.3)).data)["instance"])
        await sub.unsubscribe()
        return seen

    await eventually(serving, lambda s: len(s) == 2, timeout=30)  # both fronts take requests
    try:
        replies = []
        for i in range(8):
            s = await chat.record_source(scope=scope, kind="utterance", speaker="customer",
                                         text=f"Our budget is ${18000 + 100 * i:,}.")
            replies.append(await final(await alex.submit(
                scope=scope, subject=f"customer:c{i}", predicate="budget", value=18000 + 100 * i, confidence=0.9,
                evidence=[s["source_id"]], wait=True)))
        # no source: held for the verifier, and judged (rejected) by the front that decided it
        rogue = [await final(await alex.submit(scope=scope, subject=f"customer:c{i}", predicate="budget", value=1800,
                                               confidence=0.99, evidence=[], wait=True)) for i in range(4)]
        assert all(r["status"] == "rejected" and {"needs_provenance", "verifier_rejected"} <= set(r["reasons"])
                   for r in rogue), rogue
        judged = await eventually(lambda: asyncio.sleep(0, decisions_logged(folded, "intake", "verdict_recorded")),
                                  lambda d: {r["proposal_id"] for r in rogue} <= set(d))
        assert {r["proposal_id"] for r in rogue} <= set(judged)
        # a quarantine its front judges right behind it says so (the projector waits for the verdict
        # as for a decision); a final decision does not
        def slot_of(i: int) -> str:
            return slot_id(scope, canon_text(f"customer:c{i}"), canon_text("budget"))

        for i in range(4):
            held = await admin.last(admin.subjects.slot(slot_of(i), "q"))
            assert held is not None and decode_event(held.data).proposal_id == rogue[i]["proposal_id"]  # type: ignore[union-attr]
            assert (held.headers or {}).get(VERDICT_DUE_HEADER) == "1", held.headers
        for i in range(4, 8):
            accepted = await admin.last(admin.subjects.slot(slot_of(i), "e"))
            assert accepted is not None and decode_event(accepted.data).outcome == "accepted"  # type: ignore[union-attr]
            assert VERDICT_DUE_HEADER not in (accepted.headers or {}), accepted.headers
        # several at once on one slot, spread over both fronts: decisions still serialise (one new
        # value, the rest confirmations of it)
        s = await chat.record_source(scope=scope, kind="utterance", speaker="customer", text="Our budget is $9,000.")
        many = [await final(r) for r in await asyncio.gather(*(
            alex.submit(scope=scope, subject="customer:race", predicate="budget", value=9000, confidence=0.9,
                        evidence=[s["source_id"]], wait=True) for _ in range(6)))]
        assert all(r["status"] == "accepted" for r in replies), replies
        assert sorted(r["status"] for r in many) == ["accepted"] + 5 * ["confirmed"], many
        ids = {r["proposal_id"] for r in replies + list(many)}
        mine = await eventually(lambda: asyncio.sleep(0, decided_by(folded, "intake")), lambda d: ids <= d)
        assert ids <= mine
        fronts = {f.name for f in (folded.home / "logs").glob("intake-*.log")
                  if ids & {json.loads(x).get("proposal_id") for x in f.read_text().splitlines() if x.startswith("{")}}
        assert len(fronts) == 2, fronts  # both fronts decided some (the queue group spread the submits)

        # proposals in the log that their front did not decide: one from a plain intake (no decider
        # named) and one whose front died between its two appends (it names a decider that is gone)
        keys = Keyring(admin)  # the operator reads keys (it cannot make them): seal under the source's speaker
        stored = await admin.last(admin.subjects.source(s["source_id"]))
        assert stored is not None
        speaker_key = decode_event(stored.data).sealed_by  # type: ignore[union-attr]
        nc = await nats.connect(folded.nats_url_for("intake"))  # a writer of proposals, as intake is
        orphans: dict[str, tuple[str | None, datetime]] = {}
        try:
            for name, decider in (("plain", None), ("dead", "intake-9-1234-deadbeef")):
                sk, pk = canon_text(f"customer:{name}"), canon_text("budget")
                pid = "p_" + uuid.uuid4().hex
                orphan = await keys.seal_proposal(ProposalSubmitted(
                    event_id="e" + pid, occurred_at=datetime.now(UTC), correlation_id="c", scope=scope,
                    proposal_id=pid, slot_id=slot_id(scope, sk, pk), subject=f"customer:{name}", predicate="budget",
                    subject_key=sk, predicate_key=pk, value=9000, confidence=0.9, evidence=(s["source_id"],),
                    proposed_by="alex", key_id="k_x", role="agent"), [speaker_key])
                appended = datetime.now(UTC)
                await nc.jetstream().publish(admin.subjects.proposal(pid), orphan.model_dump_json().encode(),
                                             stream=admin.subjects.stream,
                                             headers={DECIDER_HEADER: decider} if decider else None)
                orphans[pid] = (decider, appended)
        finally:
            await nc.close()
        for pid, (decider, appended) in orphans.items():
            got = await eventually(lambda pid=pid: alex.proposal(pid), lambda r: r["final"], timeout=20)
            assert got["status"] == "accepted", got
            when = await eventually(lambda: asyncio.sleep(0, decisions_logged(folded, "intake")),
                                    lambda d, pid=pid: pid in d)
            if decider:  # its named front was given the sweep time (1 s) to decide it first
                assert (when[pid] - appended).total_seconds() >= 0.9, (when[pid], appended)
    finally:
        await chat.close()
        await alex.close()

    # the views equal a replay of the log
    last = (await admin.js.stream_info(admin.subjects.stream)).state.last_seq
    assert folded.database_url
    await eventually(lambda: asyncio.sleep(0, live_snapshot(folded.database_url)[0]),  # type: ignore[arg-type]
                     lambda p: p >= last, timeout=30)
    pos, live = live_snapshot(folded.database_url)
    schema = f"fold_{uuid.uuid4().hex[:8]}"
    assert await replay(folded.admin_url, folded.database_url, folded.prefix, schema, until_seq=pos) == pos
    assert differences(live, view_checksums(folded.database_url, schema)) == []
