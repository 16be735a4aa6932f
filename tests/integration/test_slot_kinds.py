"""Slot events by kind (issue 14) on a log written before them.

Deciders now append a slot's events on `evt.slot.<id>.q` (quarantines) and `evt.slot.<id>.e`,
compare-and-set over `evt.slot.<id>.*`. A log from before holds a slot's events on
`evt.slot.<id>`: those slots are read there, a decider never guesses such a slot empty, and the
verifier's durable made with the old filter is brought up to date in place.
"""
from __future__ import annotations

import uuid
from typing import Any

import pytest

from contracts.events import decode_event
from contracts.proposals import ProposalSubmitted
from contracts.subjects import Subjects
from domain.model import Policy
from loadtest.gateprof import prepare
from services.gate.decider import Gate
from shared import logreader
from shared.bus import Bus
from shared.consumers import Consumer
from shared.keyring import Keyring
from shared.metrics import Decisions, Metrics

pytestmark = pytest.mark.integration


class BeforeKinds(Subjects):
    """The subjects as provgate wrote them before the kinds: a slot's events on one subject,
    compared over that subject alone."""

    def slot(self, slot_id: str, kind: str = "e") -> str:
        return self.slot_before_kinds(slot_id)

    def compare_over(self, evt: Any) -> str | None:
        return None


def decisions() -> Decisions:
    return Decisions(Metrics("gate"), "provgate.gate.decision", "decide")




async def test_a_slot_decided_before_the_kinds_is_read_from_its_old_subject(log_bus: Bus) -> None:
    assert not await log_bus.slots_before_kinds()
    [data] = await prepare(log_bus, 1)
    first = decode_event(data)
    assert isinstance(first, ProposalSubmitted)
    old = Bus(log_bus.nc, BeforeKinds(log_bus.subjects.prefix))  # an older gate, still writing the old layout
    assert (await (await Gate.open(old, Policy(), decisions())).decide(first)).outcome == "accepted"  # type: ignore[union-attr]
    assert await log_bus.last(log_bus.subjects.slot_before_kinds(first.slot_id)) is not None
    assert await log_bus.slots_before_kinds()

    # the same value again, citing the same source: a restatement of what the old event made current
    keys = Keyring(log_bus)
    plain = await keys.reveal(first)
    pid = "p_" + uuid.uuid4().hex
    again = await keys.seal_proposal(plain.model_copy(update={"proposal_id": pid, "event_id": "e" + pid}),
                                     sorted(first.sealed_by or {}))
    await log_bus.append(again)
    gate = await Gate.open(log_bus, Policy(), decisions())
    assert gate.seen_slots.unseen is False  # this log's unseen slots are read, never guessed empty
    evt = await gate.decide(again)
    assert evt is not None and evt.outcome == "confirmed", evt  # built on the old event's state
    last = await log_bus.last(log_bus.subjects.slot_events(first.slot_id))
    assert last is not None and last.headers and last.headers.get("Provgate-Type") == "proposal.decided"
    state, seq = await logreader.slot_state(log_bus, first.slot_id)
    assert seq == last.seq and {first.proposal_id, pid} <= set(state.decided)


async def test_the_verifiers_durable_made_before_the_kinds_gets_the_new_filters_in_place(log_bus: Bus) -> None:
    durable = "v" + uuid.uuid4().hex[:6]
    before = Consumer(log_bus, durable=durable, filter_subject=log_bus.subjects.slot_before_kinds("*"),
                      handle=lambda m: None)  # type: ignore[arg-type,return-value]
    assert await before.ensure()
    made = await log_bus.js.consumer_info(log_bus.subjects.stream, durable)
    now = Consumer(log_bus, durable=durable, filter_subject=log_bus.subjects.quarantine_filters(),
                   handle=lambda m: None)  # type: ignore[arg-type,return-value]
    assert not await now.ensure()  # it existed: updated, not made again
    info = await log_bus.js.consumer_info(log_bus.subjects.stream, durable)
    assert sorted(info.config.filter_subjects or ()) == sorted(log_bus.subjects.quarantine_filters())
    assert info.created == made.created
