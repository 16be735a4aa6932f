"""`provgate erase --scope S --speaker X` (issue 16): a person's words made unreadable for good.

Their source texts, the values proposed from them and the closest sentences quoted from them are
sealed in the log under the speaker's key (shared/keyring.py). Erasing is, in this order:

1. wait until the views hold the whole log, and find the points that stood only on those words
   (every grounding source the speaker's, or a value no other speaker's key can open), and the
   proposals still waiting for a verdict on them (every cited source the speaker's, or the value);
2. append `speaker.erased` (the key ids and those points; never the speaker's name); the gate
   takes the points off their slots, one `points.withdrawn` per slot (compare-and-set, as every
   decision), so it stops seeing the erased values as current; wait until the views show it;
4. destroy the key (its key store message deleted with secure erase) and the speaker's index;
5. after the services' key cache has expired (5 s), look again: a proposal the gate accepted on
   those words in the meantime is withdrawn too (a second `speaker.erased`, `<id>_late`).

A run that stops half-way can be run again: each step skips what is done. Views and replays show
`[erased]` from then on; `provgate verify` still holds. See docs/erasure.md.
"""
from __future__ import annotations

import asyncio
import hashlib
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime

import psycopg
from psycopg.rows import dict_row

from contracts.erasure import ErasedPoint, SpeakerErased
from shared.bus import Bus
from shared.keyring import Keyring

SETTLE_S = 6.0  # longer than the services' key cache (shared/keyring.py, 5 s)


class EraseError(Exception):
    """Nothing to erase (no words of this speaker in this scope), or the views are behind."""


@dataclass
class Erased:
    erasure_id: str
    key_id: str
    sources: int
    proposals: int
    withdrawn: list[str]


STOOD_ONLY_ON = """
SELECT fp.proposal_id, fp.slot_id FROM fact_points fp JOIN proposals p ON p.proposal_id = fp.proposal_id
 WHERE p.scope = %(scope)s AND fp.withdrawn_at IS NULL AND (
       (cardinality(p.sealed_with) > 0 AND p.sealed_with <@ %(keys)s::text[])
    OR (cardinality(p.grounded_by) > 0 AND NOT EXISTS (
           SELECT 1 FROM sources s WHERE s.source_id = ANY(p.grounded_by)
              AND (s.sealed_by IS NULL OR NOT s.sealed_by = ANY(%(keys)s::text[])))))
UNION
SELECT p.proposal_id, p.slot_id FROM proposals p
 WHERE p.scope = %(scope)s AND NOT p.final AND p.status = 'quarantined' AND p.withdrawn_at IS NULL AND (
       (cardinality(p.sealed_with) > 0 AND p.sealed_with <@ %(keys)s::text[])
    OR (cardinality(p.evidence) > 0 AND NOT EXISTS (
           SELECT 1 FROM sources s WHERE s.source_id = ANY(p.evidence)
              AND (s.sealed_by IS NULL OR NOT s.sealed_by = ANY(%(keys)s::text[])))))
 ORDER BY 2, 1
"""


async def _caught_up(bus: Bus, database_url: str, timeout_s: float = 30.0) -> None:
    """Wait until the projector has applied everything the log holds now."""
    end = int((await bus.js.stream_info(bus.subjects.stream)).state.last_seq or 0)
    deadline = time.monotonic() + timeout_s
    async with await psycopg.AsyncConnection.connect(database_url, autocommit=True) as conn:
        while True:
            row = await (await conn.execute("SELECT max(stream_seq) FROM projector_position")).fetchone()
            if row is not None and int(row[0] or 0) >= end:
                return
            if time.monotonic() > deadline:
                raise EraseError(f"the projector has not applied the log up to {end}: is provgate running?")
            await asyncio.sleep(0.1)


async def _standing_only_on(database_url: str, scope: str, key_id: str) -> list[tuple[str, str]]:
    """The (proposal, slot) points that stand only on `key_id` and the scope's keys erased before it."""
    async with await psycopg.AsyncConnection.connect(database_url, row_factory=dict_row) as conn:
        cur = await conn.execute("SELECT DISTINCT unnest(key_ids) AS k FROM erasures WHERE scope = %s", (scope,))
        keys = sorted({r["k"] for r in await cur.fetchall()} | {key_id})
        cur = await conn.execute(STOOD_ONLY_ON, {"scope": scope, "keys": keys})
        return [(r["proposal_id"], r["slot_id"]) for r in await cur.fetchall()]


async def _withdrawn(database_url: str, points: list[tuple[str, str]], timeout_s: float = 30.0) -> None:
    """Wait until the gate has taken these points off their slots and the views show it."""
    pids = sorted({pid for pid, _ in points})
    deadline = time.monotonic() + timeout_s
    async with await psycopg.AsyncConnection.connect(database_url, autocommit=True) as conn:
        while True:
            row = await (await conn.execute(
                "SELECT count(*) FROM fact_points WHERE proposal_id = ANY(%s) AND withdrawn_at IS NULL", (pids,))).fetchone()
            if row is not None and int(row[0]) == 0:
                return
            if time.monotonic() > deadline:
                raise EraseError("the gate has not withdrawn the erased points: is provgate running?")
            await asyncio.sleep(0.1)


async def _append(bus: Bus, scope: str, erasure_id: str, key_id: str, by: str, points: list[tuple[str, str]]) -> None:
    await bus.append(SpeakerErased(
        event_id="e" + erasure_id, occurred_at=datetime.now(UTC), correlation_id=uuid.uuid4().hex, scope=scope,
        erasure_id=erasure_id, key_ids=(key_id,), erased_by=by,
        points=tuple(ErasedPoint(proposal_id=pid, slot_id=slot) for pid, slot in points)))


async def erase(bus: Bus, database_url: str, *, scope: str, speaker: str, by: str = "operator",
                settle_s: float = SETTLE_S, say: Callable[[str], None] = lambda _: None) -> Erased:
    keys = Keyring(bus)
    key_id, _ = await keys.current(scope, speaker)
    if key_id is None or await keys.get(key_id) is None:
        raise EraseError(f"nothing to erase: no words of {speaker!r} are sealed in scope {scope!r} "
                         "(never recorded, or erased already)")
    say("waiting for the views to hold the whole log")
    await _caught_up(bus, database_url)
    points = await _standing_only_on(database_url, scope, key_id)
    erasure_id = "x_" + hashlib.sha256(key_id.encode()).hexdigest()[:32]
    await _append(bus, scope, erasure_id, key_id, by, points)
    say(f"speaker.erased appended ({erasure_id}); the gate withdraws {len(points)} point(s)")
    await _withdrawn(database_url, points)
    await keys.destroy(key_id)
    await keys.drop_index(scope, speaker)
    say(f"key {key_id} destroyed; waiting {settle_s:.0f} s for every service's key cache to expire")
    await asyncio.sleep(settle_s)
    await _caught_up(bus, database_url)
    late = await _standing_only_on(database_url, scope, key_id)
    if late:  # accepted on those words while a cache still held the key: withdrawn by a second event
        await _append(bus, scope, erasure_id + "_late", key_id, by, late)
        await _withdrawn(database_url, late)
    withdrawn = sorted({pid for pid, _ in points + late})
    async with await psycopg.AsyncConnection.connect(database_url) as conn:
        n_src = (await (await conn.execute("SELECT count(*) FROM sources WHERE sealed_by = %s", (key_id,))).fetchone())
        n_prop = (await (await conn.execute(
            "SELECT count(*) FROM proposals WHERE %s = ANY(sealed_with) AND value = '\"[erased]\"'::jsonb",
            (key_id,))).fetchone())
    return Erased(erasure_id, key_id, int(n_src[0]) if n_src else 0, int(n_prop[0]) if n_prop else 0, withdrawn)
