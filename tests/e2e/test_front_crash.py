"""Issue 14's crash story under load: the front (intake, the gate and the rules verifier in one
process; alone, or one of two), the embedded nats-server or the embedded PostgreSQL SIGKILLed three times while 16 agents
keep submitting (4 of them in batches of 5), and started again each time by the supervisor's loop.

An agent whose submit got no reply, or the answer `unavailable`, sends it again with the same
`client_ref` (a batch: those of its items), as the contract says to. Afterwards the log holds
exactly the proposals the agents were told were stored (none lost, none twice), each with exactly
one decision; every held one the rules verifier owes a verdict has exactly one; every proposal
reaches a final status; and the views equal a replay of the log. What the kills leave half done (a
proposal appended whose decision was not, a quarantine whose verdict was not, an ack the server
forgot) is the restarted process's consumers' to finish, at once (`Consumer.reclaim`).
"""
from __future__ import annotations

import asyncio
import contextlib
import os
import random
import signal
from collections import Counter
from typing import Any

import pytest
from nats.js.api import AckPolicy, ConsumerConfig, DeliverPolicy

from cli.client import Client
from cli.keys import create_key
from cli.replay import differences, live_snapshot, replay
from contracts.events import decode_event
from contracts.proposals import ProposalDecided, ProposalSubmitted, VerdictRendered
from contracts.subjects import Subjects
from shared.bus import Bus
from shared.checksum import view_checksums

from ..conftest import new_system
from ..helpers import eventually, rand
from .test_exactly_once import caught_up, consumer_drained, last_seq

pytestmark = pytest.mark.e2e

AGENTS = 16
BATCHING, BATCH = 4, 5  # of them send batches of 5 (`proposals.submit_batch`)
KILLS = 3
ACK_WAIT_S = 600  # JetStream's own redelivery of what a dead process held: never, within this test


async def logged(bus: Bus, subject: str) -> list[Any]:
    """Every event of the log on `subject` (a wildcard), in log order."""
    if not (await bus.js.stream_info(bus.subjects.stream, subjects_filter=subject)).state.subjects:
        return []
    sub = await bus.js.pull_subscribe(subject, stream=bus.subjects.stream, config=ConsumerConfig(
        ack_policy=AckPolicy.NONE, deliver_policy=DeliverPolicy.ALL, inactive_threshold=60))
    out = []
    try:
        while True:
            msgs = await sub.fetch(1000, timeout=10)
            out += [decode_event(m.data) for m in msgs]
            if msgs[-1].metadata.num_pending == 0:
                return out
    finally:
        await sub.unsubscribe()


@pytest.mark.parametrize("victim", ["front", "one of two fronts", "nats-server", "postgres"])
async def test_a_crash_under_load_loses_no_proposal_and_decides_each_exactly_once(victim: str) -> None:
    # two fronts: the one killed, and one that keeps deciding, and whose deliveries in flight its
    # sibling's restart hands out again (each must still be decided once)
    replicas = {"intake": 2, "gate": 1, "verifier": 1, "projector": 1} if victim == "one of two fronts" else None
    s = await new_system(extra_env={"PROVGATE_ACK_WAIT_S": str(ACK_WAIT_S)},
                         **({"replicas": replicas} if replicas else {})).astart()
    try:
        assert s.nats_url and s.database_url and s.fold
        if victim == "nats-server" and (s._nats is None or s._nats.proc is None):
            pytest.skip("a given NATS server is its operator's to restart")
        if victim == "postgres" and s._pg is None:
            pytest.skip("a given PostgreSQL is its operator's to restart")
        bus = await Bus.connect(s.admin_url, Subjects(s.prefix))
        scope = "acme/crash"
        _, chat_key = await create_key(bus, role="channel", name="chat", scopes=[scope])
        _, alex_key = await create_key(bus, role="agent", name="alex", scopes=[scope])
        # a short timeout per attempt: a request that reached a front as it died is sent again soon
        chat = await Client.connect(s.nats_url, chat_key, s.prefix, timeout=2.0)
        alex = chat.as_key(alex_key)
        said = [await chat.record_source(scope=scope, kind="utterance", speaker="customer",
                                         text=f"The budget of project {k} is ${1000 * (k + 1):,}.")
                for k in range(6)]
        rng = random.Random(20261204)
        stop = asyncio.Event()
        stored: dict[str, str] = {}  # client_ref -> the proposal id its (last) reply named
        resent = Counter[str]()

        def body(ref: str, n: int) -> dict[str, Any]:
            k = rng.randrange(6)
            b: dict[str, Any] = {  # few slots: decisions on one slot race across the kills
                "scope": scope, "subject": f"project:{k}", "predicate": "budget", "confidence": 0.9, "client_ref": ref}
            if n % 4:  # sourced: accepted, then confirmed
                return b | {"value": 1000 * (k + 1), "evidence": [said[k]["source_id"]]}
            return b | {"value": 7, "evidence": []}  # unsourced: held for the verifier, which rejects it

        async def sent(ref: str, call: Any) -> dict[str, Any]:
            """`call()` until it is answered: the front is down or restarting, the same write again."""
            while True:
                try:
                    return await call()  # type: ignore[no-any-return]
                except Exception:  # noqa: BLE001
                    resent[ref] += 1
                    await asyncio.sleep(0.05)

        async def agent(a: int) -> None:
            n = 0
            while not stop.is_set():
                ref = f"agent{a}-{n}"
                if a < BATCHING:  # a batch: sent again whole, then its items answered `unavailable` (each
                    # keeps its client_ref: one whose append was stored and not acknowledged is named then)
                    items = [body(f"{ref}-{i}", n + i) for i in range(BATCH)]
                    answers = []
                    while items:
                        reply = await sent(ref, lambda items=items: alex.call(
                            alex.subjects.proposals_submit_batch, {"proposals": items}))
                        got = list(zip(items, reply["results"], strict=True))
                        answers += [(i["client_ref"], r) for i, r in got if r["ok"]]
                        assert {r["error"]["code"] for _, r in got if not r["ok"]} <= {"unavailable"}, got
                        items = [i for i, r in got if not r["ok"]]
                        resent.update(i["client_ref"] for i in items)
                    n += BATCH
                else:
                    one = body(ref, n)
                    answers = [(ref, await sent(ref, lambda one=one: alex.submit(**one)))]
                    n += 1
                for r, answer in answers:
                    assert answer["ok"] is True, answer
                    assert stored.setdefault(r, answer["proposal_id"]) == answer["proposal_id"]

        killed: list[int] = []
        at_kill: list[int] = []  # how many proposals the agents were told were stored, at each kill

        def kill() -> None:
            at_kill.append(len(stored))
            if victim == "postgres":
                assert s._pg is not None and (pid := s._pg.postmaster_pid())
                os.kill(pid, signal.SIGKILL)
                killed.append(pid)
                return
            if victim in ("front", "one of two fronts"):
                p = s.proc("intake").popen
            else:
                assert s._nats is not None and s._nats.proc is not None
                p = s._nats.proc
            p.send_signal(signal.SIGKILL)
            p.wait()

        async def supervisor() -> None:  # `provgate up`'s loop: what died is started again
            while True:
                s.supervise_once()
                await asyncio.sleep(0.1)

        async def killer() -> None:
            for _ in range(KILLS):
                await asyncio.sleep(rng.uniform(0.8, 1.6))
                kill()
                await asyncio.sleep(0.3)
                await s.await_ready(60)
            await asyncio.sleep(1.0)
            stop.set()

        restarting = asyncio.create_task(supervisor())
        try:
            await asyncio.gather(killer(), *(agent(a) for a in range(AGENTS)))
        finally:
            restarting.cancel()
        if victim == "postgres":  # the write path never waits on the views: the agents saw nothing
            assert s._pg is not None and len(set(killed)) == KILLS and s._pg.postmaster_pid() not in killed
        else:
            # every in-flight request of a lone victim is lost; one of two fronts may have held none
            # at a kill (its sibling answered them all), so there only the progress below is certain
            assert resent or victim == "one of two fronts", resent
        # the kills landed mid-load: proposals were stored before the first, between each two, and after the last
        assert [0, *at_kill, len(stored)] == sorted(set([0, *at_kill, len(stored)])), at_kill
        assert len(stored) > 200

        ids = set(stored.values())
        assert len(ids) == len(stored)

        # what a killed front had pulled and not acked is delivered again when its successor starts,
        # not after the consumers' ack wait (set far beyond these timeouts here); once both consumers
        # are drained, every decision and verdict is in the log (each is acked after it is appended)
        await consumer_drained(bus, "gate")
        await consumer_drained(bus, "verifier")
        slot_events = await logged(bus, bus.subjects.all_slots)
        decided = Counter(e.proposal_id for e in slot_events if isinstance(e, ProposalDecided))
        proposals = Counter(e.proposal_id for e in await logged(bus, bus.subjects.all_proposals)
                            if isinstance(e, ProposalSubmitted))
        assert proposals == Counter(ids)  # each stored proposal once, and nothing else
        assert {p: n for p, n in decided.items() if n != 1} == {}
        assert set(decided) == ids
        held = {e.proposal_id for e in slot_events if isinstance(e, ProposalDecided) and e.outcome == "quarantined"
                and "needs_provenance" in {r.value for r in e.reasons}}
        assert held  # the unsourced ones

        judged = Counter(e.proposal_id for e in slot_events if isinstance(e, VerdictRendered))
        assert held <= set(judged)
        assert {p: n for p, n in judged.items() if n != 1} == {}
        statuses = await eventually(lambda: asyncio.gather(*(alex.proposal(p) for p in rng.sample(sorted(ids), 40))),
                                    lambda rs: all(r["final"] for r in rs), timeout=60)
        assert {r["status"] for r in statuses} <= {"accepted", "confirmed", "rejected"}

        await caught_up(s, bus)
        pos, live = live_snapshot(s.database_url)
        assert pos == await last_seq(bus)
        schema = rand("crash_")
        assert await replay(s.admin_url, s.database_url, s.prefix, schema, until_seq=pos) == pos
        assert differences(live, view_checksums(s.database_url, schema)) == []
        with contextlib.suppress(Exception):
            await chat.close()
        await bus.close()
    finally:
        s.stop()
