"""Issue 14's fold (PROVGATE_FOLD=1): intake decides each proposal right behind its append, in
its own process, and the gate service only sweeps up what intake left undecided.

Both halves run on a provgate of their own: proposals are decided by intake (its log has the
decisions, the gate's has none), a proposal that reached the log without a decision (its intake
died between the two appends; here it is appended straight onto the log) is decided by the gate
after the sweep time, decisions on one slot still serialise, and a replay gives the same views.
"""
from __future__ import annotations

import asyncio
import json
import uuid
from collections.abc import AsyncIterator, Iterator
from datetime import UTC, datetime

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
from shared.bus import Bus
from shared.checksum import view_checksums
from shared.keyring import Keyring

from ..conftest import new_system
from ..helpers import eventually

pytestmark = pytest.mark.e2e


@pytest.fixture(scope="module")
def folded() -> Iterator[System]:
    s = new_system(extra_env={"PROVGATE_FOLD": "1"}).start()
    yield s
    s.stop()


@pytest.fixture
async def admin(folded: System) -> AsyncIterator[Bus]:
    b = await Bus.connect(folded.admin_url, Subjects(folded.prefix))
    yield b
    await b.close()


def decided_by(system: System, service: str) -> set[str]:
    """The proposals a service's log says it recorded a decision for."""
    out = set()
    for f in (system.home / "logs").glob(f"{service}-*.log"):
        for line in f.read_text().splitlines():
            try:
                x = json.loads(line)
            except ValueError:
                continue
            if x.get("event") == "decision_recorded":
                out.add(x.get("proposal_id"))
    return out


async def test_intake_decides_in_process_and_the_gate_sweeps_what_it_left(folded: System, admin: Bus) -> None:
    assert folded.nats_url
    scope = f"fold{uuid.uuid4().hex[:6]}/fleet"
    _, chat_key = await create_key(admin, role="channel", name="chat", scopes=[scope])
    _, agent_key = await create_key(admin, role="agent", name="alex", scopes=[scope])
    chat = await Client.connect(folded.nats_url, chat_key, folded.prefix)
    alex = await Client.connect(folded.nats_url, agent_key, folded.prefix)
    try:
        replies = []
        for i in range(6):
            s = await chat.record_source(scope=scope, kind="utterance", speaker="customer",
                                         text=f"Our budget is ${18000 + 100 * i:,}.")
            replies.append(await alex.submit(scope=scope, subject=f"customer:c{i}", predicate="budget",
                                             value=18000 + 100 * i, confidence=0.9, evidence=[s["source_id"]],
                                             wait=True))
        # two at once on one slot: decisions still serialise (one new value, one confirmation)
        s = await chat.record_source(scope=scope, kind="utterance", speaker="customer", text="Our budget is $9,000.")
        both = await asyncio.gather(*(alex.submit(scope=scope, subject="customer:race", predicate="budget",
                                                  value=9000, confidence=0.9, evidence=[s["source_id"]], wait=True)
                                      for _ in range(2)))
        assert all(r["status"] == "accepted" for r in replies), replies
        assert sorted(r["status"] for r in both) == ["accepted", "confirmed"], both
        ids = {r["proposal_id"] for r in replies + list(both)}
        mine = await eventually(lambda: asyncio.sleep(0, decided_by(folded, "intake")), lambda d: ids <= d)
        assert ids <= mine and not ids & decided_by(folded, "gate")

        # a proposal in the log with no decision (its intake died between the two appends)
        keys = Keyring(admin)  # the operator reads keys (it cannot make them): seal under the source's speaker
        stored = await admin.last(admin.subjects.source(s["source_id"]))
        assert stored is not None
        speaker_key = decode_event(stored.data).sealed_by  # type: ignore[union-attr]
        sk, pk = canon_text("customer:orphan"), canon_text("budget")
        pid = "p_" + uuid.uuid4().hex
        orphan = await keys.seal_proposal(ProposalSubmitted(
            event_id="e" + pid, occurred_at=datetime.now(UTC), correlation_id="c", scope=scope, proposal_id=pid,
            slot_id=slot_id(scope, sk, pk), subject="customer:orphan", predicate="budget", subject_key=sk,
            predicate_key=pk, value=9000, confidence=0.9, evidence=(s["source_id"],), proposed_by="alex",
            key_id="k_x", role="agent"), [speaker_key])
        nc = await nats.connect(folded.nats_url_for("intake"))  # a writer of proposals, as intake is
        try:
            await nc.jetstream().publish(admin.subjects.proposal(pid), orphan.model_dump_json().encode(),
                                         stream=admin.subjects.stream)
        finally:
            await nc.close()
        got = await eventually(lambda: alex.proposal(pid), lambda r: r["final"], timeout=20)
        assert got["status"] == "accepted", got
        assert pid in decided_by(folded, "gate") and pid not in decided_by(folded, "intake")
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
