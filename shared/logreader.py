"""Reads of the latest state straight from the log, by direct get on one subject.

Keys, sources and proposals each have their own subject, and every slot event carries the
slot's state after it, so none of these reads waits for the projector.
"""
from __future__ import annotations

from collections import OrderedDict
from collections.abc import Awaitable, Callable
from typing import Any

from contracts.events import decode_event
from contracts.facts import PredicateOpened
from contracts.keys import KeyCreated
from contracts.proposals import ProposalDecided, ProposalSubmitted, VerdictRendered
from contracts.slot import SlotState
from contracts.sources import SourceRecorded

from .bus import Bus, Conflict


async def slot_state(bus: Bus, slot_id: str) -> tuple[SlotState, int]:
    """The slot's state and the stream sequence it was read at (0: nothing decided yet)."""
    last = await bus.last(bus.subjects.slot(slot_id))
    if last is None:
        return SlotState(), 0
    evt = decode_event(last.data)
    assert isinstance(evt, ProposalDecided | VerdictRendered)
    return evt.slot, last.seq


class Retry(Exception):
    """Raised by a builder: read the slot again and build again."""


async def append_to_slot(bus: Bus, slot_id: str, build: Callable[[SlotState], Awaitable[Any]], attempts: int = 50) -> Any:
    """Read a slot, build an event from its state and append it only if the slot has not moved.

    This is how every decision on a slot is serialised (BRIEF rule 7): whoever appended first
    wins, the others read the new state and decide again. `build` returns None when there is
    nothing to append (e.g. the decision was already made). Raises `Conflict` when the slot
    kept moving for `attempts` reads.
    """
    return await append_when_unchanged(bus, lambda: slot_state(bus, slot_id), build, attempts, slot_id)


async def append_when_unchanged(bus: Bus, read: Callable[[], Awaitable[tuple[Any, int]]],
                                build: Callable[[Any], Awaitable[Any]], attempts: int, name: str) -> Any:
    """Compare-and-set on one subject of the log: read (state, sequence), build, append if unchanged."""
    for _ in range(attempts):
        state, version = await read()
        try:
            evt = await build(state)
        except Retry:
            continue
        if evt is None:
            return None
        try:
            await bus.append(evt, expect_last_subject_seq=version)
            return evt
        except Conflict:
            continue
    raise Conflict(f"{name} kept moving")


async def subject_predicates(bus: Bus, subject_id: str) -> tuple[frozenset[str], int]:
    """The predicates a subject holds facts for, and the sequence they were read at."""
    last = await bus.last(bus.subjects.subject(subject_id))
    if last is None:
        return frozenset(), 0
    evt = decode_event(last.data)
    assert isinstance(evt, PredicateOpened)
    return frozenset(evt.predicates), last.seq


async def proposal(bus: Bus, proposal_id: str) -> ProposalSubmitted | None:
    last = await bus.last(bus.subjects.proposal(proposal_id))
    if last is None:
        return None
    evt = decode_event(last.data)
    assert isinstance(evt, ProposalSubmitted)
    return evt


async def key(bus: Bus, secret_hash: str) -> KeyCreated | None:
    last = await bus.last(bus.subjects.key(secret_hash))
    if last is None:
        return None
    evt = decode_event(last.data)
    assert isinstance(evt, KeyCreated)
    return evt


class SourceCache:
    """Sources are immutable, so a source once read is kept (bounded LRU)."""

    def __init__(self, bus: Bus, size: int = 50_000) -> None:
        self.bus = bus
        self.size = size
        self._cache: OrderedDict[str, SourceRecorded] = OrderedDict()

    async def get(self, source_id: str) -> SourceRecorded | None:
        hit = self._cache.get(source_id)
        if hit is not None:
            self._cache.move_to_end(source_id)
            return hit
        last = await self.bus.last(self.bus.subjects.source(source_id))
        if last is None:
            return None
        evt = decode_event(last.data)
        if not isinstance(evt, SourceRecorded):
            return None
        self._cache[source_id] = evt
        if len(self._cache) > self.size:
            self._cache.popitem(last=False)
        return evt

    async def many(self, ids: tuple[str, ...] | list[str]) -> list[SourceRecorded | None]:
        return [await self.get(i) for i in ids]
