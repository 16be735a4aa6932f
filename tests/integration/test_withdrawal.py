"""Two gates: an erasure's withdrawal reaches a slot that another gate decided (issue 16).

A gate builds on the slot states it saw last (a guess, checked by the append's compare-and-set).
A gate that never saw a slot guesses it empty, where the erased point is not: "nothing to
withdraw" must never be concluded from such a guess (shared/logreader.append_when_unchanged).
"""
from __future__ import annotations

import asyncio
from datetime import UTC, datetime

import pytest

from contracts.erasure import ErasedPoint, SpeakerErased
from contracts.events import decode_event
from contracts.proposals import ProposalSubmitted
from domain.model import Policy
from loadtest.gateprof import prepare
from services.gate.decider import Gate
from shared import logreader
from shared.bus import Bus
from shared.keyring import Keyring
from shared.metrics import Decisions, Metrics

pytestmark = pytest.mark.integration




async def test_a_gate_withdraws_points_another_gate_decided(log_bus: Bus) -> None:
    def decisions() -> Decisions:
        return Decisions(Metrics("gate"), "provgate.gate.decision", "decide")

    deciding, withdrawing = await Gate.open(log_bus, Policy(), decisions()), await Gate.open(log_bus, Policy(), decisions())
    points = []
    for data in await prepare(log_bus, 3):
        p = decode_event(data)
        assert isinstance(p, ProposalSubmitted)
        evt = await deciding.decide(p)
        assert evt is not None and evt.outcome == "accepted"
        points.append(ErasedPoint(proposal_id=p.proposal_id, slot_id=p.slot_id))
    erasure = SpeakerErased(event_id="ex_t", occurred_at=datetime.now(UTC), correlation_id="c", scope="bench/fleet",
                            erasure_id="x_t", key_ids=("dk_t",), erased_by="operator", points=tuple(points))
    done = await withdrawing.withdraw(erasure)
    assert sorted(e.slot_id for e in done) == sorted(pt.slot_id for pt in points)
    for pt in points:
        state, _ = await logreader.slot_state(log_bus, pt.slot_id)
        assert state.points == () and pt.proposal_id in state.decided


async def test_two_erasures_destroying_one_key_at_once_both_finish(log_bus: Bus) -> None:
    """Two `provgate erase` runs of one speaker race to delete its key: one deletes it, the other
    finds it gone (JetStream: sequence not found) and says so instead of failing."""
    key_id, _ = await Keyring(log_bus).for_speaker("t/fleet", "customer")
    results = await asyncio.gather(*(Keyring(log_bus).destroy(key_id) for _ in range(2)))
    assert sorted(results) == [False, True]
    assert await Keyring(log_bus).get(key_id) is None
    await asyncio.gather(*(Keyring(log_bus).drop_index("t/fleet", "customer") for _ in range(2)))  # no error either
    assert await Keyring(log_bus).current("t/fleet", "customer") == (None, 0)
