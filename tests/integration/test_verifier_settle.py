"""The verifier's consumer and the process that judges its own quarantines (issue 14's fold).

A quarantine whose decision names this process in `Provgate-Decider` is settled from memory:
acked on the word of the in-process verdict, judged as any verifier would when that failed or
was forgotten. A quarantine another process decided is judged at once, and never twice.
"""
from __future__ import annotations

import asyncio
import uuid
from datetime import UTC, datetime
from typing import Any

import pytest
from opentelemetry import trace

from contracts.proposals import ProposalSubmitted
from domain.canon import canon_text, slot_id
from domain.model import Policy
from services.gate.decider import Gate
from services.verifier.app import VerifierService
from services.verifier.settings import VerifierSettings
from shared.bus import DECIDER_HEADER, Bus, Conflict
from shared.consumers import KeyedLocks
from shared.keyring import Keyring
from shared.metrics import Decisions, Metrics

from ..helpers import eventually, settle_from

pytestmark = pytest.mark.integration


async def held(bus: Bus, decider: str) -> ProposalSubmitted:
    """A proposal with no evidence (held for the verifier), stored and decided by a gate whose
    decisions name `decider`."""
    pid, sk, pk = "p_" + uuid.uuid4().hex, canon_text(f"account:{uuid.uuid4().hex[:6]}"), canon_text("budget")
    p = await Keyring(bus).seal_proposal(ProposalSubmitted(
        event_id="e" + pid, occurred_at=datetime.now(UTC), correlation_id="c", scope="bench/fleet", proposal_id=pid,
        slot_id=slot_id("bench/fleet", sk, pk), subject=sk, predicate="budget", subject_key=sk, predicate_key=pk,
        value=1800, confidence=0.99, evidence=(), proposed_by="rogue", key_id="k_r", role="agent"), [])
    await bus.append(p)
    gate = await Gate.open(bus, Policy(), Decisions(Metrics("gate"), "provgate.gate.decision", "decide"))
    gate.headers = {DECIDER_HEADER: decider}
    decision = await gate.decide(p)
    assert decision is not None and decision.outcome == "quarantined"
    return p


async def verdicts_on(bus: Bus, p: ProposalSubmitted) -> list[str]:
    out, seq = [], 1
    while (m := await bus.next_on(bus.subjects.slot_events(p.slot_id), seq)) is not None:
        if (m.headers or {}).get("Provgate-Type") == "verdict.rendered":
            out.append((m.headers or {}).get("Provgate-Proposal-Id", ""))
        seq = m.seq + 1
    return out


async def test_the_verifier_acks_on_its_own_processs_word_and_judges_the_rest_once(log_bus: Bus) -> None:
    answers: dict[str, bool] = {}
    settle = settle_from(answers)
    trusted, failed, forgotten = [await held(log_bus, "me") for _ in range(3)]
    theirs = await held(log_bus, "them")
    answers[trusted.proposal_id] = True  # "judged here": acked on that word, nothing appended
    answers[failed.proposal_id] = False  # the in-process verdict failed: judged here
    settings = VerifierSettings(nats_url="", prefix=log_bus.subjects.prefix, durable="v" + uuid.uuid4().hex[:6])
    verifier = VerifierService(settings, bus=log_bus, decider="me", settle=settle)
    await verifier.start()
    await verifier.serve()
    try:
        for p in (failed, forgotten, theirs):
            await eventually(lambda p=p: verdicts_on(log_bus, p), lambda v, p=p: v == [p.proposal_id])
        await eventually(lambda: log_bus.js.consumer_info(log_bus.subjects.stream, settings.durable),
                         lambda i: i.num_pending == 0 and i.num_ack_pending == 0)
        assert await verdicts_on(log_bus, trusted) == []  # its word was taken
        for p in (failed, forgotten, theirs):
            assert await verdicts_on(log_bus, p) == [p.proposal_id]  # once
    finally:
        await verifier.stop()


async def test_verdicts_on_one_slot_take_turns_in_process_and_none_is_built_twice(log_bus: Bus) -> None:
    """Quarantines of one slot judged at once in one process append their verdicts in turn: none
    is built on a state another verdict of the same process is about to change (the fold shares
    this turn with the gate's decisions). Without the turns, all but one would fail their
    compare-and-set and be judged again."""
    sk = canon_text(f"account:{uuid.uuid4().hex[:6]}")

    async def quarantines(n: int) -> list[Any]:
        gate = await Gate.open(log_bus, Policy(), Decisions(Metrics("gate"), "provgate.gate.decision", "decide"))
        out = []
        for i in range(n):
            pid = "p_" + uuid.uuid4().hex
            p = await Keyring(log_bus).seal_proposal(ProposalSubmitted(
                event_id="e" + pid, occurred_at=datetime.now(UTC), correlation_id="c", scope="bench/fleet",
                proposal_id=pid, slot_id=slot_id("bench/fleet", sk, "budget"), subject=sk, predicate="budget",
                subject_key=sk, predicate_key="budget", value=1800 + i, confidence=0.99, evidence=(),
                proposed_by="rogue", key_id="k_r", role="agent"), [])
            await log_bus.append(p)
            d = await gate.decide(p)
            assert d is not None and d.outcome == "quarantined"
            out.append(d)
        return out

    conflicts = 0
    append = log_bus.append

    async def counting(*args: Any, **kw: Any) -> int:
        nonlocal conflicts
        try:
            return await append(*args, **kw)
        except Conflict:
            conflicts += 1
            raise

    settings = VerifierSettings(nats_url="", prefix=log_bus.subjects.prefix, durable="v" + uuid.uuid4().hex[:6])
    verifier = VerifierService(settings, bus=log_bus)
    await verifier.start()
    log_bus.append = counting  # type: ignore[method-assign]
    try:
        first = await quarantines(5)
        await asyncio.gather(*(verifier.judge_one(d, trace.INVALID_SPAN) for d in first))
        assert conflicts == 0
        verifier.slots = KeyedLocks()  # the control: a lock of its own per verdict, i.e. no turns
        holds = verifier.slots.hold
        verifier.slots.hold = lambda key: holds(uuid.uuid4().hex)  # type: ignore[method-assign]
        second = await quarantines(5)
        await asyncio.gather(*(verifier.judge_one(d, trace.INVALID_SPAN) for d in second))
        assert conflicts > 0
        for d in first + second:  # each judged once, whatever it took
            got = await verdicts_on(log_bus, d)
            assert got.count(d.proposal_id) == 1
    finally:
        log_bus.append = append  # type: ignore[method-assign]
