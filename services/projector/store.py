"""The projector's SQL: one named statement per change, all inside the caller's transaction.

Apart from the position, nothing here reads from the database on the hot path: the projector
is the only writer of the views, so it keeps each slot's points and live fact versions in a
`SlotCache` and only writes, which lets a whole batch run in one pipelined round trip. The
cache is dropped whenever a transaction fails, and refilled from the tables on a miss.
"""
from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Any

from psycopg import AsyncConnection
from psycopg.types.json import Jsonb

from contracts.erasure import SpeakerErased
from contracts.facts import FactsSearched
from contracts.keys import KeyCreated, KeyRevoked
from contracts.proposals import PointsWithdrawn, ProposalDecided, ProposalSubmitted, VerdictRendered
from contracts.slot import Point, SlotState
from contracts.sources import SourceRecorded
from domain.slot import MAX_POINTS

from .core import PointRow, VersionRow, desired_versions, plan, plan_appended

Conn = AsyncConnection[dict[str, Any]]  # rows as dicts (the pool's `dict_row`)


@dataclass
class SlotRows:
    """A slot's points and live fact rows; `by_id` and `tail` (the latest point's place in valid time
    and decision order) kept with the points, so that adding one costs the same on any slot."""

    points: list[PointRow]
    live: dict[str, VersionRow]
    by_id: dict[str, PointRow] = field(init=False)
    tail: tuple[datetime, int] | None = field(init=False)

    def __post_init__(self) -> None:
        self.reindex()

    def reindex(self) -> None:
        self.by_id = {p.proposal_id: p for p in self.points}
        self.tail = max(((p.valid_from, p.seq_hint) for p in self.points), default=None)

    def plan_with(self, p: PointRow) -> tuple[list[str], list[VersionRow]]:
        """Add `p` and say which live rows to retire and which to record."""
        last = self.tail is None or (p.valid_from, p.seq_hint) > self.tail
        current = next((v for v in reversed(self.live.values()) if v.valid_to is None), None) if last else None
        self.points.append(p)
        self.by_id[p.proposal_id] = p
        if last:
            self.tail = (p.valid_from, p.seq_hint)
            quick = plan_appended(self.live, p, self.by_id.get(current.proposal_id) if current else None)
            if quick is not None:
                return quick
        return plan(self.points, self.live)


class SlotCache:
    """Each slot's points and live versions, as the tables hold them (bounded LRU)."""

    def __init__(self, size: int = 100_000) -> None:
        self.size = size
        self._slots: OrderedDict[str, SlotRows] = OrderedDict()

    def clear(self) -> None:
        self._slots.clear()

    async def get(self, conn: Conn, slot_id: str, snapshot: SlotState | None = None,
                  adding: str | None = None) -> SlotRows:
        """The slot's rows. On a miss, an event's snapshot that holds all of the slot's points
        (fewer than the cap) rebuilds them without a read: the live versions are a pure function
        of the points (the invariant every write here keeps)."""
        rows = self._slots.get(slot_id)
        if rows is None and snapshot is not None and len(snapshot.points) < MAX_POINTS:
            points = [PointRow(p.proposal_id, p.fact_id, p.value_key, p.valid_from, p.seq_hint, p.expires_at)
                      for p in snapshot.points if p.proposal_id != adding]
            rows = self._slots[slot_id] = SlotRows(points, {v.fact_id: v for v in desired_versions(points)})
        if rows is None:
            cur = await conn.execute(
                "SELECT proposal_id, fact_id, value_key, valid_from, seq_hint, expires_at FROM fact_points"
                " WHERE slot_id = %s AND withdrawn_at IS NULL",
                (slot_id,))
            points = [PointRow(**r) for r in await cur.fetchall()]
            cur = await conn.execute(
                "SELECT fact_id, proposal_id FROM fact_confirmations WHERE slot_id = %s AND retired_at IS NULL"
                " ORDER BY recorded_at, proposal_id", (slot_id,))
            confirmed: dict[str, list[str]] = {}
            for r in await cur.fetchall():
                confirmed.setdefault(r["fact_id"], []).append(r["proposal_id"])
            cur = await conn.execute(LIVE_VERSIONS, (slot_id,))
            live = {r["fact_id"]: VersionRow(r["fact_id"], r["proposal_id"], r["valid_from"], r["valid_to"],
                                             r["superseded_by"], tuple(confirmed.get(r["fact_id"], ())), r["expires_at"])
                    for r in await cur.fetchall()}
            rows = self._slots[slot_id] = SlotRows(points, live)
            if len(self._slots) > self.size:
                self._slots.popitem(last=False)
        self._slots.move_to_end(slot_id)
        return rows


async def position(conn: Conn, consumer: str) -> int:
    """The last stream sequence applied, locked for this transaction (0 for a new consumer)."""
    cur = await conn.execute("SELECT stream_seq FROM projector_position WHERE consumer = %s FOR UPDATE", (consumer,))
    row = await cur.fetchone()
    if row is not None:
        return int(row["stream_seq"])
    await conn.execute(
        "INSERT INTO projector_position (consumer, stream_seq) VALUES (%s, 0) ON CONFLICT DO NOTHING", (consumer,))
    cur = await conn.execute("SELECT stream_seq FROM projector_position WHERE consumer = %s FOR UPDATE", (consumer,))
    return int((await cur.fetchone())["stream_seq"])  # type: ignore[index]


async def set_position(conn: Conn, consumer: str, seq: int) -> None:
    await conn.execute("UPDATE projector_position SET stream_seq = %s WHERE consumer = %s", (seq, consumer))


POSITION_MOVED = "PV001"  # the SQLSTATE of provgate_advance_position when the position is not where expected


async def advance_position(conn: Conn, consumer: str, from_seq: int, to_seq: int) -> None:
    """Move the position from `from_seq` to `to_seq`, in the caller's transaction. If it was not at
    `from_seq` (the views moved under the projector: lost commits, or a replay swapped in), the
    statement fails with SQLSTATE `POSITION_MOVED` and the transaction rolls back (deploy/sql/070).
    Nothing is read back: in a pipeline, the batch's statements, this and COMMIT are one round trip."""
    await conn.execute("SELECT provgate_advance_position(%s, %s, %s)", (consumer, from_seq, to_seq))


async def dead_letter(conn: Conn, seq: int, subject: str, reason: str, data: bytes) -> None:
    await conn.execute(
        "INSERT INTO dead_letters (stream_seq, subject, reason, data) VALUES (%s, %s, %s, %s) ON CONFLICT DO NOTHING",
        (seq, subject, reason[:2000], data))


async def insert_key(conn: Conn, e: KeyCreated) -> None:
    await conn.execute(
        "INSERT INTO keys (key_id, name, role, scopes, secret_hash, created_at, rotated_from)"
        " VALUES (%s, %s, %s, %s, %s, %s, %s) ON CONFLICT DO NOTHING",
        (e.key_id, e.name, e.role, list(e.scopes), e.secret_hash, e.occurred_at, e.rotated_from))


async def revoke_key(conn: Conn, e: KeyRevoked) -> None:
    """A revocation is a row of its own (insert only): the key's row is never changed."""
    await conn.execute(
        "INSERT INTO key_revocations (secret_hash, key_id, reason, revoked_by, replaced_by, revoked_at)"
        " VALUES (%s, %s, %s, %s, %s, %s) ON CONFLICT DO NOTHING",
        (e.secret_hash, e.key_id, e.reason, e.revoked_by, e.replaced_by, e.occurred_at))


async def insert_source(conn: Conn, e: SourceRecorded, seq: int) -> None:
    await conn.execute(
        "INSERT INTO sources (source_id, scope, kind, speaker, text, captured_at, authority, recorded_by, key_id,"
        " client_ref, recorded_at, stream_seq, sealed_by) VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s)"
        " ON CONFLICT DO NOTHING",
        (e.source_id, e.scope, e.kind, e.speaker, e.text, e.captured_at, e.authority, e.recorded_by, e.key_id,
         e.client_ref, e.occurred_at, seq, e.sealed_by))


# the columns a decision sets on its proposal's row, in the order `DECISION_UPDATE` sets them
DECIDED = ("status", "final", "reasons", "decision_id", "decided_at", "gate_latency_us", "fact_id", "grounded_by",
           "closest_sentence", "closest_why")
UNDECIDED: tuple[Any, ...] = ("received", False, [], None, None, None, None, [], None, None)  # their values before it
# a proposal's row, written with its decision's columns still undecided; the batched path
# (`batched.py`) writes it decided instead when its decision comes in the same batch, so the row
# is written once (the `DECISION_UPDATE` it saves is one of the four or five statements of an
# accepted proposal). A row already there (the same proposal in the log twice) is left as it is,
# unless this one carries a decision that the row has not had: then it takes it, as the UPDATE would
PROPOSAL_INSERT = (
    "INSERT INTO proposals AS p (proposal_id, scope, slot_id, subject, predicate, subject_key, predicate_key, value,"
    " confidence, evidence, valid_from, client_ref, proposed_by, key_id, role, received_at, stream_seq, embedding,"
    " valid_to, sealed_with, " + ", ".join(DECIDED) + ") VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s,"
    " %s, %s, %s, %s, %s::vector, %s, %s, " + ", ".join(["%s"] * len(DECIDED)) + ") ON CONFLICT (proposal_id) DO UPDATE"
    " SET " + ", ".join(f"{c} = EXCLUDED.{c}" for c in DECIDED)
    + " WHERE p.decision_id IS NULL AND EXCLUDED.decision_id IS NOT NULL"
)
DECISION_UPDATE = ("UPDATE proposals SET " + ", ".join(f"{c} = %s" for c in DECIDED)
                   + " WHERE proposal_id = %s AND decision_id IS NULL")


async def insert_proposal(conn: Conn, e: ProposalSubmitted, seq: int, embedding: str) -> None:
    await conn.execute(PROPOSAL_INSERT, (
        e.proposal_id, e.scope, e.slot_id, e.subject, e.predicate, e.subject_key, e.predicate_key, Jsonb(e.value),
        e.confidence, list(e.evidence), e.valid_from, e.client_ref, e.proposed_by, e.key_id, e.role, e.occurred_at, seq,
        embedding, e.valid_to, sorted(e.sealed_by) if e.sealed_by else None, *UNDECIDED))


async def log_search(conn: Conn, e: FactsSearched) -> None:
    await conn.execute(
        "INSERT INTO retrievals (search_id, scope, searched_by, text, fact_ids, scores, searched_at)"
        " VALUES (%s, %s, %s, %s, %s, %s, %s) ON CONFLICT DO NOTHING",
        (e.search_id, e.scope, e.searched_by, e.text, list(e.fact_ids), list(e.scores), e.occurred_at))
    await log_delivery(conn, e.search_id, "facts.search", e.scope, e.searched_by, e.key_id, e.run_id, e.fact_ids,
                       e.occurred_at)


async def log_delivery(conn: Conn, read_id: str, via: str, scope: str, by: str, key_id: str,
                       run_id: str | None, fact_ids: tuple[str, ...], at: datetime) -> None:
    """The delivery log (issue 16): one row per fact a read handed over, once (insert or nothing)."""
    if not fact_ids:
        return
    await conn.execute(
        "INSERT INTO deliveries (read_id, fact_id, scope, via, delivered_by, key_id, run_id, rank, delivered_at)"
        " SELECT %s, f, %s, %s, %s, %s, %s, i, %s FROM unnest(%s::text[]) WITH ORDINALITY AS t(f, i)"
        " ON CONFLICT DO NOTHING",
        (read_id, scope, via, by, key_id, run_id, at, list(fact_ids)))


async def record_decision(conn: Conn, e: ProposalDecided, cache: SlotCache) -> None:
    """The gate's decision. Applied once per event (the position guarantees it), so no guard is read."""
    grounded = [u.source_id for u in e.evidence if u.states_value]
    await conn.execute(DECISION_UPDATE, (
        e.outcome, e.outcome != "quarantined", [r.value for r in e.reasons], e.decision_id, e.occurred_at,
        e.latency_us, e.fact_id, grounded, e.closest, e.closest_why, e.proposal_id))
    if e.point is not None:
        await add_point(conn, cache, e.slot_id, e.point, e.occurred_at, e.slot)
    if e.outcome == "rejected":
        await keep_claim(conn, e.proposal_id, e.occurred_at)
    if e.case_id is not None:
        await conn.execute(
            "INSERT INTO cases (case_id, scope, slot_id, challenger, incumbent, opened_at, subject_key, predicate_key)"
            " SELECT %(case)s, %(scope)s, %(slot)s, %(challenger)s, %(incumbent)s, %(at)s, p.subject_key, p.predicate_key"
            " FROM (SELECT 1) one LEFT JOIN proposals p ON p.proposal_id = %(challenger)s"  # a case even without its row
            " ON CONFLICT DO NOTHING", {"case": e.case_id, "scope": e.scope, "slot": e.slot_id, "challenger": e.proposal_id,
                                       "incumbent": e.incumbent, "at": e.occurred_at})


async def keep_claim(conn: Conn, proposal_id: str, at: datetime) -> None:
    """A refused proposal that a person's statement supports is kept as that person's claim."""
    await conn.execute(
        "INSERT INTO claims (proposal_id, scope, subject, predicate, subject_key, predicate_key, value, sources,"
        " proposed_by, reasons, refused_at) SELECT proposal_id, scope, subject, predicate, subject_key, predicate_key,"
        " value, grounded_by, proposed_by, reasons, %s FROM proposals"
        " WHERE proposal_id = %s AND cardinality(grounded_by) > 0 ON CONFLICT DO NOTHING", (at, proposal_id))


async def record_verdict(conn: Conn, e: VerdictRendered, cache: SlotCache) -> None:
    await conn.execute(
        "UPDATE proposals SET status = %s, final = true, verdict_id = %s,"
        " reasons = reasons || ARRAY(SELECT r FROM unnest(%s::text[]) WITH ORDINALITY AS t(r, i)"
        "                            WHERE NOT r = ANY(reasons) ORDER BY i),"
        " verdict_outcome = %s, verdict_reason = %s, verdict_by = %s, verdict_at = %s,"
        " fact_id = COALESCE(%s, fact_id) WHERE proposal_id = %s AND verdict_id IS NULL",
        (e.outcome, e.verdict_id, [r.value for r in e.reasons], e.outcome, e.reason,
         e.decided_by, e.occurred_at, e.fact_id, e.proposal_id))
    if e.point is not None:
        await add_point(conn, cache, e.slot_id, e.point, e.occurred_at, e.slot)
    if e.outcome == "rejected":
        await keep_claim(conn, e.proposal_id, e.occurred_at)
    # any verdict closes the proposal's case, if it had one
    await conn.execute(
        "UPDATE cases SET status = 'resolved', resolution = %s, winner = %s, reviewer = %s, reason = %s,"
        " resolved_at = %s WHERE challenger = %s AND status = 'open'",
        (e.resolution or ("approved" if e.outcome == "approved" else "rejected"), e.winner, e.reviewer or e.by,
         e.reason, e.occurred_at, e.proposal_id))


async def add_point(conn: Conn, cache: SlotCache, slot_id: str, p: Point, at: datetime,
                    snapshot: SlotState | None = None) -> None:
    rows = await cache.get(conn, slot_id, snapshot, p.proposal_id)
    if p.proposal_id in rows.by_id:
        return
    await conn.execute(
        "INSERT INTO fact_points (proposal_id, fact_id, slot_id, value_key, valid_from, authority, seq_hint,"
        " recorded_at, expires_at) VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s)",
        (p.proposal_id, p.fact_id, slot_id, p.value_key, p.valid_from, p.authority, p.seq_hint, at, p.expires_at))
    planned = rows.plan_with(PointRow(p.proposal_id, p.fact_id, p.value_key, p.valid_from, p.seq_hint, p.expires_at))
    await rebuild_versions(conn, rows, slot_id, at, planned)


# a slot's live versions, and retiring some of them: both by the slot's live rows (index facts_slot_live, migration 130)
LIVE_VERSIONS = ("SELECT fact_id, proposal_id, valid_from, valid_to, superseded_by, expires_at FROM facts"
                 " WHERE slot_id = %s AND retired_at IS NULL")
FACT_RETIRE = "UPDATE facts SET retired_at = %s WHERE slot_id = %s AND fact_id = ANY(%s) AND retired_at IS NULL"
FACT_INSERT = (
    "INSERT INTO facts (fact_id, slot_id, scope, subject, predicate, subject_key, predicate_key, value,"
    " value_key, valid_from, valid_to, superseded_by, recorded_at, proposal_id, expires_at)"
    " SELECT %s, slot_id, scope, subject, predicate, subject_key, predicate_key, value, %s, %s, %s, %s, %s,"
    " proposal_id, %s FROM proposals WHERE proposal_id = %s")
CONFIRMATION_RETIRE = ("UPDATE fact_confirmations SET retired_at = %s WHERE fact_id = %s AND proposal_id = ANY(%s)"
                       " AND retired_at IS NULL")
CONFIRMATION_INSERT = "INSERT INTO fact_confirmations (fact_id, proposal_id, slot_id, recorded_at) VALUES (%s, %s, %s, %s)"


async def rebuild_versions(conn: Conn, rows: SlotRows, slot_id: str, at: datetime,
                           planned: tuple[list[str], list[VersionRow]] | None = None) -> None:
    """Bring the slot's live fact rows in line with its points (`planned`: what `plan` says of them,
    worked out already); changed rows are retired, not deleted. A version whose only change is its
    confirmations keeps its row: those that joined it are recorded in `fact_confirmations` (one row
    each), those that left it retired there (deploy/sql/100)."""
    retire, record = planned or plan(rows.points, rows.live)
    before = {fid: rows.live.pop(fid) for fid in retire}
    after = {v.fact_id: v for v in record}
    kept = {fid for fid, v in after.items()
            if fid in before and replace(before[fid], confirmations=()) == replace(v, confirmations=())}
    if gone := [fid for fid in retire if fid not in kept]:
        await conn.execute(FACT_RETIRE, (at, slot_id, gone))
    confirmed = {fid: set(old.confirmations) for fid, old in before.items()}  # each live row's, once
    for fid, had in confirmed.items():
        if left := had.difference(after[fid].confirmations if fid in after else ()):
            await conn.execute(CONFIRMATION_RETIRE, (at, fid, sorted(left)))
    keys = rows.by_id
    for v in record:
        if v.fact_id not in kept:
            await conn.execute(FACT_INSERT, (v.fact_id, keys[v.proposal_id].value_key, v.valid_from, v.valid_to,
                                             v.superseded_by, at, v.expires_at, v.proposal_id))
        had = confirmed.get(v.fact_id, set())
        for pid in v.confirmations:
            if pid not in had:
                await conn.execute(CONFIRMATION_INSERT, (v.fact_id, pid, slot_id, at))
        rows.live[v.fact_id] = v


async def erase(conn: Conn, e: SpeakerErased, seq: int, erased_embedding: Callable[[str, str], str]) -> None:
    """An erasure (issue 16): every text and value sealed only under erased keys becomes `[erased]`
    in the views, as a replay (which cannot open them any more) writes them in the first place.
    Which values: those whose every wrap key has been erased, by this erasure or an earlier one."""
    await conn.execute(
        "INSERT INTO erasures (erasure_id, scope, key_ids, erased_by, withdrawn, erased_at, stream_seq)"
        " VALUES (%s, %s, %s, %s, %s, %s, %s) ON CONFLICT DO NOTHING",
        (e.erasure_id, e.scope, list(e.key_ids), e.erased_by, sorted({p.proposal_id for p in e.points}), e.occurred_at,
         seq))
    cur = await conn.execute(
        "SELECT proposal_id, subject, predicate FROM proposals WHERE scope = %s AND sealed_with && %s"
        " AND sealed_with <@ ARRAY(SELECT DISTINCT unnest(key_ids) FROM erasures WHERE scope = %s)"
        " ORDER BY proposal_id", (e.scope, list(e.key_ids), e.scope))
    rows = await cur.fetchall()
    # a function that can write nothing but `[erased]` (deploy/sql/060): the projector's role may
    # erase words in the views, never rewrite them
    await conn.execute(
        "SELECT provgate_erase_rows(current_schema(), %s, %s, %s)",
        (list(e.key_ids), [r["proposal_id"] for r in rows],
         [erased_embedding(r["subject"], r["predicate"]) for r in rows]))


async def withdraw(conn: Conn, e: PointsWithdrawn, cache: SlotCache) -> None:
    """Points taken off a slot because the words they stood on were erased: the slot's fact
    versions are rebuilt without them (changed rows retired, never deleted). A proposal that still
    waited for a verdict is refused (`erased`), and a conflict case it opened is dismissed."""
    ids = list(e.proposal_ids)
    await conn.execute(
        "UPDATE fact_points SET withdrawn_at = %s WHERE proposal_id = ANY(%s) AND withdrawn_at IS NULL", (e.occurred_at, ids))
    await conn.execute(
        "UPDATE proposals SET withdrawn_reason = %s, withdrawn_at = %s WHERE proposal_id = ANY(%s)"
        " AND withdrawn_at IS NULL", (e.reason, e.occurred_at, ids))
    await conn.execute(
        "UPDATE proposals SET status = 'rejected', final = true, reasons = reasons || ARRAY[%s]"
        " WHERE proposal_id = ANY(%s) AND NOT final", (e.reason, ids))
    await conn.execute(
        "UPDATE cases SET status = 'resolved', resolution = 'dismissed', reason = %s, reviewer = %s, resolved_at = %s"
        " WHERE challenger = ANY(%s) AND status = 'open'", (e.reason, "erasure", e.occurred_at, ids))
    rows = await cache.get(conn, e.slot_id)
    gone = set(ids)
    rows.points[:] = [p for p in rows.points if p.proposal_id not in gone]
    rows.reindex()
    await rebuild_versions(conn, rows, e.slot_id, e.occurred_at)


async def erased_keys(conn: Conn) -> list[str]:
    cur = await conn.execute("SELECT DISTINCT unnest(key_ids) AS k FROM erasures")
    return [r["k"] for r in await cur.fetchall()]


async def dead_letter_count(conn: Conn) -> int:
    cur = await conn.execute("SELECT count(*) AS n FROM dead_letters")
    return int((await cur.fetchone())["n"])  # type: ignore[index]
