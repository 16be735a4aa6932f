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
from contracts.keys import KeyCreated, KeyRevoked
from contracts.proposals import PointsWithdrawn, ProposalDecided, ProposalSubmitted, VerdictRendered
from contracts.slot import SlotState
from contracts.sources import SourceRecorded

from .bus import Bus, Conflict, Stored


async def slot_last(bus: Bus, slot_id: str) -> tuple[Stored | None, int]:
    """The slot's last event, and the sequence a compare-and-set append to it must expect: the
    last over its event kinds (0: none yet). A log written before the kinds may hold the slot's
    earlier events on its old subject only: then that event is the state, and 0 is expected."""
    last = await bus.last(bus.subjects.slot_events(slot_id))
    if last is not None:
        return last, last.seq
    return await bus.last(bus.subjects.slot_before_kinds(slot_id)), 0


async def slot_state(bus: Bus, slot_id: str) -> tuple[SlotState, int]:
    """The slot's state and the sequence a compare-and-set append must expect (see `slot_last`)."""
    last, seq = await slot_last(bus, slot_id)
    if last is None:
        return SlotState(), 0
    evt = decode_event(last.data)
    assert isinstance(evt, ProposalDecided | VerdictRendered | PointsWithdrawn)
    return evt.slot, seq


class Retry(Exception):
    """Raised by a builder: read the slot again and build again."""


class Latest:
    """The latest (state, stream sequence) this process has seen per subject: a guess to append against.

    A compare-and-set append made against a stale guess fails, and the caller then reads the
    log: a guess can cost one retry, never a wrong decision. A subject never seen is guessed
    empty (sequence 0), unless `unseen` is False: then there is no guess (None) and the caller
    reads. That is so for slots of a log written before the slot event kinds, where a slot
    empty over its kinds (what an append expecting 0 checks) may hold events on its old subject.

    Bounded (least recently used out). A subject pushed out is not guessed empty when it comes
    back (that guess would be wrong: its append would fail and the whole decision be made twice):
    each one pushed out sets a bit of `_gone`, a fixed-size filter of their hashes, and a subject
    whose bit is set gets no guess, so the caller reads it. A new subject whose bit another one set
    is read too: one read more, never a wrong guess. Without it, a slot's decision cost about twice
    as much once the slots in use outgrew `size` (a 500/s soak: decision p50 10 ms at first, 144 ms
    after two minutes).
    """

    def __init__(self, empty: Any, state_of: Callable[[Any], Any], size: int = 20_000,
                 gone_bits: int = 1 << 23) -> None:
        self.empty = empty
        self.state_of = state_of  # the state an appended event leaves its subject in
        self.size = size
        self.unseen = True  # an unseen subject may be guessed empty
        self._seen: OrderedDict[str, tuple[Any, int]] = OrderedDict()
        self._gone = bytearray(max(1, gone_bits // 8))  # 1 MiB by default: a few % of false reads per million pushed out

    def _bit(self, key: str) -> tuple[int, int]:
        h = hash(key) % (len(self._gone) * 8)
        return h >> 3, 1 << (h & 7)

    def guess(self, key: str) -> tuple[Any, int] | None:
        hit = self._seen.get(key)
        if hit is None:
            if not self.unseen:
                return None
            at, mask = self._bit(key)
            return None if self._gone[at] & mask else (self.empty, 0)
        self._seen.move_to_end(key)
        return hit

    def saw(self, key: str, state: Any, seq: int) -> None:
        if seq <= self._seen.get(key, (None, -1))[1]:
            return  # an older read than one already seen
        self._seen[key] = (state, seq)
        self._seen.move_to_end(key)
        if len(self._seen) > self.size:
            gone, _ = self._seen.popitem(last=False)
            at, mask = self._bit(gone)
            self._gone[at] |= mask


SLOTS_KEPT = 50_000  # a gate's default (PROVGATE_SLOT_CACHE): about 2.2 KB a slot, 110 MB when full


def slots_seen(size: int = SLOTS_KEPT) -> Latest:
    """A `Latest` of slot states (what `append_to_slot` takes)."""
    return Latest(SlotState(), lambda evt: evt.slot, size)


async def append_to_slot(bus: Bus, slot_id: str, build: Callable[[SlotState], Awaitable[Any]], attempts: int = 50,
                         latest: Latest | None = None) -> Any:
    """Read a slot, build an event from its state and append it only if the slot has not moved.

    This is how every decision on a slot is serialised (BRIEF rule 7): whoever appended first
    wins, the others read the new state and decide again. `build` returns None when there is
    nothing to append (e.g. the decision was already made). Raises `Conflict` when the slot
    kept moving for `attempts` reads. With `latest`, the first attempt builds on its guess
    instead of reading the log.
    """
    return await append_when_unchanged(bus, lambda: slot_state(bus, slot_id), build, attempts, slot_id,
                                       latest=latest)


async def append_when_unchanged(bus: Bus, read: Callable[[], Awaitable[tuple[Any, int]]],
                                build: Callable[[Any], Awaitable[Any]], attempts: int, name: str,
                                latest: Latest | None = None) -> Any:
    """Compare-and-set on one subject of the log: read (state, sequence), build, append if unchanged.

    With `latest` (keyed by `name`), the first attempt uses its guess and skips the read; every
    read and every append it makes is remembered there. "Nothing to append" is never concluded
    from a guess: a guess may be another process's past (e.g. a slot some other gate decided, whose
    points an erasure withdraws), so a `None` built on one is checked against a read.
    """
    for attempt in range(attempts):
        guess = latest.guess(name) if latest is not None and attempt == 0 else None
        guessed = guess is not None
        if guess is not None:
            state, version = guess
        else:
            state, version = await read()
            if latest is not None:
                latest.saw(name, state, version)
        try:
            evt = await build(state)
        except Retry:
            continue
        if evt is None:
            if guessed:
                continue
            return None
        try:
            seq = await bus.append(evt, expect_last_subject_seq=version)
        except Conflict:
            continue
        if latest is not None:
            latest.saw(name, latest.state_of(evt), seq)
        return evt
    raise Conflict(f"{name} kept moving")


async def subject_predicates(bus: Bus, subject_id: str) -> tuple[frozenset[str], int]:
    """The predicates a subject holds facts for, and the sequence they were read at."""
    last = await bus.last(bus.subjects.subject(subject_id))
    if last is None:
        return frozenset(), 0
    evt = decode_event(last.data)
    assert isinstance(evt, PredicateOpened)
    return frozenset(evt.predicates), last.seq


async def proposal_at(bus: Bus, proposal_id: str) -> tuple[ProposalSubmitted, int] | None:
    """The proposal and the stream sequence it is stored at (its decisions come after it)."""
    last = await bus.last(bus.subjects.proposal(proposal_id))
    if last is None:
        return None
    evt = decode_event(last.data)
    assert isinstance(evt, ProposalSubmitted)
    return evt, last.seq


async def proposal(bus: Bus, proposal_id: str) -> ProposalSubmitted | None:
    found = await proposal_at(bus, proposal_id)
    return found[0] if found else None


async def key(bus: Bus, secret_hash: str) -> KeyCreated | None:
    """The key whose secret hashes to `secret_hash`; None if there is none or it was revoked (the
    last event on a key's subject decides: a `key.revoked` after its `key.created`)."""
    last = await bus.last(bus.subjects.key(secret_hash))
    if last is None:
        return None
    evt = decode_event(last.data)
    return evt if isinstance(evt, KeyCreated) else None


async def key_with_seq(bus: Bus, secret_hash: str) -> tuple[KeyCreated | KeyRevoked, int] | None:
    """The last event on a key's subject and its sequence (what a revocation appends after)."""
    last = await bus.last(bus.subjects.key(secret_hash))
    if last is None:
        return None
    evt = decode_event(last.data)
    assert isinstance(evt, KeyCreated | KeyRevoked)
    return evt, last.seq


class SourceCache:
    """Sources are immutable, so a source once read is kept (bounded LRU), as `convert` makes it
    (e.g. the domain's own small type, so the pydantic event is not what stays in memory).

    With `reveal` (issue 16: a keyring's), the sealed event is what is kept, and each read opens
    it again: words whose speaker was erased stop being readable here within the key cache's time."""

    def __init__(self, bus: Bus, size: int = 50_000, convert: Callable[[SourceRecorded], Any] = lambda e: e,
                 reveal: Callable[[SourceRecorded], Awaitable[SourceRecorded]] | None = None) -> None:
        self.bus = bus
        self.size = size
        self.convert = convert
        self.reveal = reveal
        self._cache: OrderedDict[str, Any] = OrderedDict()

    async def get(self, source_id: str) -> Any:
        hit = self._cache.get(source_id)
        if hit is None:
            last = await self.bus.last(self.bus.subjects.source(source_id))
            if last is None:
                return None
            evt = decode_event(last.data)
            if not isinstance(evt, SourceRecorded):
                return None
            self._cache[source_id] = hit = evt if self.reveal is not None else self.convert(evt)
            if len(self._cache) > self.size:
                self._cache.popitem(last=False)
        else:
            self._cache.move_to_end(source_id)
        return self.convert(await self.reveal(hit)) if self.reveal is not None else hit

    def put(self, evt: SourceRecorded) -> None:
        """A source this process has just seen stored (as the log holds it, sealed): no read needed."""
        self._cache[evt.source_id] = evt if self.reveal is not None else self.convert(evt)
        self._cache.move_to_end(evt.source_id)
        if len(self._cache) > self.size:
            self._cache.popitem(last=False)

    async def many(self, ids: tuple[str, ...] | list[str]) -> list[Any]:
        return [await self.get(i) for i in ids]
