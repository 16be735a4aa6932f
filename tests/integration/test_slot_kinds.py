"""Slot events by kind (issue 14) on a log written before them.

Deciders now append a slot's events on `evt.slot.<id>.q` (quarantines) and `evt.slot.<id>.e`,
compare-and-set over `evt.slot.<id>.*`. A log from before holds a slot's events on
`evt.slot.<id>`: those slots are read there, a decider never guesses such a slot empty, and the
verifier's durable made with the old filter is brought up to date in place.
"""
from __future__ import annotations

import uuid
from collections.abc import AsyncIterator
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
from shared.embedded import EmbeddedNats
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


@pytest.fixture
async def bus(bare_nats: EmbeddedNats) -> AsyncIterator[Bus]:
    b = await Bus.connect(bare_nats.url, Subjects(f"k{uuid.uuid4().hex[:8]}"))
    await b.ensure_stream(update=True, max_bytes=64 * 1024**2)  # the key store and value seal too
    yield b
    await b.close()


async def test_a_slot_decided_before_the_kinds_is_read_from_its_old_subject(bus: Bus) -> None:
    assert not await bus.slots_before_kinds()
    [data] = await prepare(bus, 1)
    first = decode_event(data)
    assert isinstance(first, ProposalSubmitted)
    old = Bus(bus.nc, BeforeKinds(bus.subjects.prefix))  # an older gate, still writing the old layout
    assert (await (await Gate.open(old, Policy(), decisions())).decide(first)).outcome == "accepted"  # type: ignore[union-attr]
    assert await bus.last(bus.subjects.slot_before_kinds(first.slot_id)) is not None
    assert await bus.slots_before_kinds()

    # the same value again, citing the same source: a restatement of what the old event made current
    keys = Keyring(bus)
    plain = await keys.reveal(first)
    pid = "p_" + uuid.uuid4().hex
    again = await keys.seal_proposal(plain.model_copy(update={"proposal_id": pid, "event_id": "e" + pid}),
                                     sorted(first.sealed_by or {}))
    await bus.append(again)
    gate = await Gate.open(bus, Policy(), decisions())
    assert gate.seen_slots.unseen is False  # this log's unseen slots are read, never guessed empty
    evt = await gate.decide(again)
    assert evt is not None and evt.outcome == "confirmed", evt  # built on the old event's state
    last = await bus.last(bus.subjects.slot_events(first.slot_id))
    assert last is not None and last.headers and last.headers.get("Provgate-Type") == "proposal.decided"
    state, seq = await logreader.slot_state(bus, first.slot_id)
    assert seq == last.seq and {first.proposal_id, pid} <= set(state.decided)


async def test_the_verifiers_durable_made_before_the_kinds_gets_the_new_filters_in_place(bus: Bus) -> None:
    durable = "v" + uuid.uuid4().hex[:6]
    before = Consumer(bus, durable=durable, filter_subject=bus.subjects.slot_before_kinds("*"),
                      handle=lambda m: None)  # type: ignore[arg-type,return-value]
    assert await before.ensure()
    made = await bus.js.consumer_info(bus.subjects.stream, durable)
    now = Consumer(bus, durable=durable, filter_subject=bus.subjects.quarantine_filters(),
                   handle=lambda m: None)  # type: ignore[arg-type,return-value]
    assert not await now.ensure()  # it existed: updated, not made again
    info = await bus.js.consumer_info(bus.subjects.stream, durable)
    assert sorted(info.config.filter_subjects or ()) == sorted(bus.subjects.quarantine_filters())
    assert info.created == made.created
