"""Intake's reads of the views (the read side of the contract). Plain, parameterised SQL."""
from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime
from typing import Any

import orjson
from psycopg import AsyncConnection

Conn = AsyncConnection[dict[str, Any]]  # rows as dicts (the pool's and the CLI's `dict_row`)

JOURNAL_COLUMNS = (
    "proposal_id, scope, subject, predicate, value, confidence, evidence, proposed_by, status, final, reasons,"
    " verdict_id, verdict_outcome, verdict_reason, verdict_by, fact_id, received_at, decided_at, verdict_at,"
    " gate_latency_us, decision_id, withdrawn_reason, withdrawn_at"
)
FACT_COLUMNS = (
    "f.fact_id, f.subject, f.predicate, f.value, f.valid_from, f.valid_to, f.expires_at, f.recorded_at, f.retired_at,"
    " (f.valid_to IS NULL AND f.expires_at IS NOT NULL AND f.expires_at <= now()) AS expired,"
    " f.superseded_by, f.proposal_id, p.proposed_by, p.decision_id, p.verdict_id, p.evidence, p.withdrawn_reason"
)


async def proposal(conn: Conn, proposal_id: str) -> dict[str, Any] | None:
    cur = await conn.execute(f"SELECT {JOURNAL_COLUMNS} FROM proposals WHERE proposal_id = %s", (proposal_id,))
    return await cur.fetchone()


async def journal(conn: Conn, scope: str, subject_key: str | None, limit: int) -> list[dict[str, Any]]:
    """Every attempt, refusals first, then newest first."""
    cur = await conn.execute(
        f"SELECT {JOURNAL_COLUMNS} FROM proposals WHERE scope = %s AND (%s::text IS NULL OR subject_key = %s)"
        " ORDER BY (status = 'rejected') DESC, received_at DESC, proposal_id LIMIT %s",
        (scope, subject_key, subject_key, limit))
    return list(await cur.fetchall())


# the sources of ids `i.id`, each by one primary-key probe; the scope is checked after the probe (in the
# subquery it lets the planner read every source of the scope to match a few ids instead: picked on
# stale statistics, that plan made each facts.get read 7,157 rows 40 s into a benchmark). `LIMIT 1`
# keeps the subquery apart, so the scope test cannot move into it.
SOURCES_OF_IDS = (
    "SELECT x.source_id, x.kind, x.speaker, x.authority, x.text, x.captured_at FROM {ids}"
    " CROSS JOIN LATERAL (SELECT * FROM sources WHERE source_id = i.id LIMIT 1) x WHERE x.scope = {scope}"
)

SOURCES_BY_ID = SOURCES_OF_IDS.format(ids="unnest(%s::text[]) AS i(id)", scope="%s")

# which facts a `facts.get` returns: valid at `as_of` (default: now, i.e. current) as recorded by
# `known_at` (default: now); named parameters scope, subject, pred, asof, known
FACTS_WHERE = (
    " WHERE f.scope = %(scope)s AND f.subject_key = %(subject)s"
    " AND (%(pred)s::text IS NULL OR f.predicate_key = %(pred)s)"
    " AND (CASE WHEN %(known)s::timestamptz IS NULL THEN f.retired_at IS NULL"
    "      ELSE f.recorded_at <= %(known)s AND (f.retired_at IS NULL OR f.retired_at > %(known)s) END)"
    " AND (CASE WHEN %(asof)s::timestamptz IS NULL THEN f.valid_to IS NULL AND (f.expires_at IS NULL OR f.expires_at > now())"
    "      ELSE f.valid_from <= %(asof)s AND (f.valid_to IS NULL OR f.valid_to > %(asof)s)"
    "           AND (f.expires_at IS NULL OR f.expires_at > %(asof)s) END)"
)
# the whole of a `facts.get`, one statement (issue 14: four round trips cost a third of intake's CPU
# under load): the facts, the refused claims and the conflict cases of the subject (and predicate),
# and the sources any of them stand on, as one JSON object; timestamps come as ISO 8601 strings,
# which the reply models read back. The cases are found by the subject (and predicate) they carry
# (deploy/sql/110_case_subject.sql): not through every proposal the subject ever had, which made a read
# of a busy subject cost more with each proposal about it
FACTS_READ = (
    f"WITH f AS (SELECT {FACT_COLUMNS}, f.predicate_key AS sort_key FROM facts f"
    f" JOIN proposals p ON p.proposal_id = f.proposal_id{FACTS_WHERE}),"
    " c AS (SELECT proposal_id, subject, predicate, value, reasons, proposed_by, refused_at, sources FROM claims"
    "  WHERE scope = %(scope)s AND subject_key = %(subject)s AND (%(pred)s::text IS NULL OR predicate_key = %(pred)s)),"
    " k AS (SELECT c.case_id, p.predicate, c.challenger, c.incumbent, c.status, c.opened_at, c.resolution, c.winner,"
    "  c.reviewer, c.reason, c.resolved_at FROM cases c JOIN proposals p ON p.proposal_id = c.challenger"
    "  WHERE c.scope = %(scope)s AND c.subject_key = %(subject)s AND (%(pred)s::text IS NULL OR c.predicate_key = %(pred)s))"
    " SELECT json_build_object("
    "  'facts', (SELECT coalesce(json_agg(f ORDER BY f.sort_key, f.valid_from), '[]') FROM f),"
    "  'claims', (SELECT coalesce(json_agg(c ORDER BY c.refused_at), '[]') FROM c),"
    "  'cases', (SELECT coalesce(json_agg(k ORDER BY k.opened_at, k.case_id), '[]') FROM k),"
    "  'sources', (SELECT coalesce(json_agg(s), '[]') FROM ("
    + SOURCES_OF_IDS.format(ids="(SELECT unnest(evidence) AS id FROM f UNION SELECT unnest(sources) FROM c) i",
                            scope="%(scope)s")
    + ") s))::text AS reply"
)


async def facts(
    conn: Conn, scope: str, subject_key: str, predicate_key: str | None,
    as_of: datetime | None, known_at: datetime | None,
) -> list[dict[str, Any]]:
    """Facts valid at `as_of` (default: now, i.e. current) as recorded by `known_at` (default: now)."""
    cur = await conn.execute(
        f"SELECT {FACT_COLUMNS} FROM facts f JOIN proposals p ON p.proposal_id = f.proposal_id{FACTS_WHERE}"
        " ORDER BY f.predicate_key, f.valid_from",
        {"scope": scope, "subject": subject_key, "pred": predicate_key, "asof": as_of, "known": known_at})
    return list(await cur.fetchall())


async def facts_read(
    conn: Conn, scope: str, subject_key: str, predicate_key: str | None,
    as_of: datetime | None, known_at: datetime | None,
) -> dict[str, list[dict[str, Any]]]:
    """A `facts.get` in one statement (`FACTS_READ`): {facts, claims, cases, sources}, each a list of rows."""
    cur = await conn.execute(
        FACTS_READ, {"scope": scope, "subject": subject_key, "pred": predicate_key, "asof": as_of, "known": known_at})
    row = await cur.fetchone()
    assert row is not None  # one row, always
    out: dict[str, list[dict[str, Any]]] = orjson.loads(row["reply"])
    return out


# the live versions of one fact, oldest first (by valid time, then as recorded); deploy/sql/120_history_pages.sql
# reads them in this order, and a page after a version starts its index scan there (a row comparison, not an OR)
HISTORY = (
    f"SELECT {FACT_COLUMNS} FROM facts f JOIN proposals p ON p.proposal_id = f.proposal_id"
    " WHERE f.scope = %(scope)s AND f.subject_key = %(subject)s AND f.predicate_key = %(pred)s AND f.retired_at IS NULL"
    "{after} ORDER BY f.valid_from, f.row_id LIMIT %(n)s::bigint"
)
HISTORY_FROM_START = HISTORY.format(after="")
HISTORY_AFTER = HISTORY.format(after=" AND (f.valid_from, f.row_id) > (%(after_from)s, %(after_row)s::bigint)")


async def history(conn: Conn, scope: str, subject_key: str, predicate_key: str, n: int | None = None,
                  after: tuple[datetime, int] | None = None) -> list[dict[str, Any]]:
    """At most `n` (None: every) live versions of one fact, oldest first, after the position `after`
    (`version_at`). The operator's CLI reads them all; `facts.history` a page."""
    after_from, after_row = after if after is not None else (None, None)
    cur = await conn.execute(HISTORY_FROM_START if after is None else HISTORY_AFTER, {"scope": scope, "subject": subject_key, "pred": predicate_key,
                                       "after_from": after_from, "after_row": after_row, "n": n})
    return list(await cur.fetchall())


async def version_at(conn: Conn, scope: str, subject_key: str, predicate_key: str,
                     fact_id: str) -> tuple[datetime, int] | None:
    """Where the live version `fact_id` of this fact stands in its history; None if it is no such version."""
    cur = await conn.execute(
        "SELECT valid_from, row_id FROM facts WHERE fact_id = %s AND retired_at IS NULL AND scope = %s"
        " AND subject_key = %s AND predicate_key = %s", (fact_id, scope, subject_key, predicate_key))
    row = await cur.fetchone()
    return (row["valid_from"], row["row_id"]) if row is not None else None


async def sources(conn: Conn, scope: str, ids: list[str]) -> dict[str, dict[str, Any]]:
    if not ids:
        return {}
    cur = await conn.execute(SOURCES_BY_ID, (ids, scope))
    return {r["source_id"]: r for r in await cur.fetchall()}


async def cited(conn: Conn, scope: str, rows: Iterable[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """The sources that the rows' evidence cites (facts, proposals), by id."""
    return await sources(conn, scope, sorted({s for r in rows for s in r["evidence"]}))


# proposals held for a decision (not final), oldest first, with their conflict case if any
WAITING = (
    "SELECT p.proposal_id, p.slot_id, p.subject, p.predicate, p.value, p.proposed_by, p.reasons, p.evidence,"
    " p.received_at, p.valid_from, p.closest_sentence, p.closest_why, c.case_id FROM proposals p"
    " LEFT JOIN cases c ON c.challenger = p.proposal_id"
    " WHERE p.scope = %s AND p.status = 'quarantined' AND NOT p.final ORDER BY p.received_at, p.proposal_id LIMIT %s"
)


async def waiting(conn: Conn, scope: str, limit: int) -> list[dict[str, Any]]:
    """Proposals held for a decision (not final), oldest first, with their conflict case if any."""
    cur = await conn.execute(WAITING, (scope, limit))
    return list(await cur.fetchall())


async def current_of_slot(conn: Conn, slot_id: str) -> list[dict[str, Any]]:
    cur = await conn.execute(
        "SELECT f.proposal_id, f.value, f.valid_from, p.proposed_by, p.evidence FROM facts f"
        " JOIN proposals p ON p.proposal_id = f.proposal_id"
        " WHERE f.slot_id = %s AND f.retired_at IS NULL AND f.valid_to IS NULL"
        " AND (f.expires_at IS NULL OR f.expires_at > now())", (slot_id,))
    return list(await cur.fetchall())


async def case(conn: Conn, case_id: str) -> dict[str, Any] | None:
    cur = await conn.execute("SELECT case_id, scope, challenger, incumbent, status FROM cases WHERE case_id = %s",
                             (case_id,))
    return await cur.fetchone()


async def search(conn: Conn, scope: str, embedding: str, limit: int) -> list[dict[str, Any]]:
    """Current facts of a scope by exact cosine similarity to `embedding` (no approximate index)."""
    cur = await conn.execute(
        f"SELECT {FACT_COLUMNS}, 1 - (p.embedding <=> %s::vector) AS score FROM facts f"
        " JOIN proposals p ON p.proposal_id = f.proposal_id"
        " WHERE f.scope = %s AND f.retired_at IS NULL AND f.valid_to IS NULL AND p.embedding IS NOT NULL"
        " AND (f.expires_at IS NULL OR f.expires_at > now())"
        " ORDER BY p.embedding <=> %s::vector, f.fact_id LIMIT %s", (embedding, scope, embedding, limit))
    return list(await cur.fetchall())


# ---------------------------------------------------------------- explain and the delivery log (issue 16)
DELIVERY_COLUMNS = "read_id, via, fact_id, delivered_by, run_id, delivered_at"
# the proposals that restated a version's value, as its row `f` knew them (deploy/sql/100): those live
# when the row was (for a retired row, when it was retired), in the order they were recorded
CONFIRMATIONS = (
    "ARRAY(SELECT c.proposal_id FROM fact_confirmations c WHERE c.fact_id = f.fact_id"
    " AND c.recorded_at <= COALESCE(f.retired_at, 'infinity')"
    " AND (c.retired_at IS NULL OR c.retired_at >= COALESCE(f.retired_at, 'infinity'))"
    " ORDER BY c.recorded_at, c.proposal_id) AS confirmations")


async def fact_by_id(conn: Conn, scope: str, fact_id: str) -> dict[str, Any] | None:
    """A fact's live version (what the facts read now shows of it), with its proposal's slot; for a
    fact withdrawn since (issue 16: its words were erased), its last version."""
    cur = await conn.execute(
        f"SELECT {FACT_COLUMNS}, f.slot_id, {CONFIRMATIONS} FROM facts f JOIN proposals p ON p.proposal_id = f.proposal_id"
        " WHERE f.scope = %s AND f.fact_id = %s AND (f.retired_at IS NULL OR p.withdrawn_reason IS NOT NULL)"
        " ORDER BY f.retired_at DESC NULLS FIRST, f.row_id DESC LIMIT 1", (scope, fact_id))
    return await cur.fetchone()


async def superseded_versions(conn: Conn, scope: str, slot_id: str, fact_id: str) -> list[dict[str, Any]]:
    """The versions a fact replaced: those whose valid time it ended."""
    cur = await conn.execute(
        f"SELECT {FACT_COLUMNS} FROM facts f JOIN proposals p ON p.proposal_id = f.proposal_id"
        " WHERE f.scope = %s AND f.slot_id = %s AND f.superseded_by = %s AND f.retired_at IS NULL"
        " ORDER BY f.valid_from, f.row_id", (scope, slot_id, fact_id))
    return list(await cur.fetchall())


async def proposal_of_fact(conn: Conn, proposal_id: str) -> dict[str, Any] | None:
    cur = await conn.execute(
        f"SELECT {JOURNAL_COLUMNS}, valid_from, role FROM proposals WHERE proposal_id = %s", (proposal_id,))
    return await cur.fetchone()


# the cases a proposal challenged or was challenged in: by each index (cases_challenger,
# cases_incumbent), never by reading the scope's cases (deploy/sql/080_case_lookups.sql); `OFFSET 0`
# keeps the scope test out of the probes, where stale statistics made it a read of the scope's cases
CASES_OF_PROPOSAL = (
    "SELECT c.case_id, p.predicate, c.challenger, c.incumbent, c.status, c.opened_at, c.resolution, c.winner,"
    " c.reviewer, c.reason, c.resolved_at FROM ((SELECT * FROM cases WHERE challenger = %(id)s OFFSET 0)"
    " UNION (SELECT * FROM cases WHERE incumbent = %(id)s OFFSET 0)) c JOIN proposals p ON p.proposal_id = c.challenger"
    " WHERE c.scope = %(scope)s ORDER BY c.opened_at, c.case_id"
)


async def cases_of_proposal(conn: Conn, scope: str, proposal_id: str) -> list[dict[str, Any]]:
    cur = await conn.execute(CASES_OF_PROPOSAL, {"scope": scope, "id": proposal_id})
    return list(await cur.fetchall())


async def deliveries_of_fact(conn: Conn, scope: str, fact_id: str, limit: int = 1000) -> list[dict[str, Any]]:
    cur = await conn.execute(
        f"SELECT {DELIVERY_COLUMNS} FROM deliveries WHERE scope = %s AND fact_id = %s"
        " ORDER BY delivered_at, read_id LIMIT %s", (scope, fact_id, limit))
    return list(await cur.fetchall())


async def deliveries_of_run(conn: Conn, scope: str, run_id: str, limit: int) -> list[dict[str, Any]]:
    cur = await conn.execute(
        f"SELECT {DELIVERY_COLUMNS} FROM deliveries WHERE scope = %s AND run_id = %s"
        " ORDER BY delivered_at, read_id, rank LIMIT %s", (scope, run_id, limit))
    return list(await cur.fetchall())


async def facts_by_ids(conn: Conn, scope: str, fact_ids: list[str]) -> list[dict[str, Any]]:
    """The live version of each fact named, in the order named."""
    cur = await conn.execute(
        f"SELECT {FACT_COLUMNS} FROM facts f JOIN proposals p ON p.proposal_id = f.proposal_id"
        " JOIN unnest(%s::text[]) WITH ORDINALITY AS t(id, i) ON t.id = f.fact_id"
        " WHERE f.scope = %s AND f.retired_at IS NULL ORDER BY t.i", (fact_ids, scope))
    return list(await cur.fetchall())


async def explain(conn: Conn, scope: str, fact_id: str) -> dict[str, Any] | None:
    """Every row behind one fact (`core.explain_reply` shapes them); None if the scope has no such fact."""
    fact = await fact_by_id(conn, scope, fact_id)
    if fact is None:
        return None
    proposal = await proposal_of_fact(conn, fact["proposal_id"])
    supersedes = await superseded_versions(conn, scope, fact["slot_id"], fact_id)
    successor = await fact_by_id(conn, scope, fact["superseded_by"]) if fact["superseded_by"] else None
    rows = [fact, *supersedes, *([successor] if successor else [])]
    return {"fact": fact, "proposal": proposal, "supersedes": supersedes, "superseded_by": successor,
            "cases": await cases_of_proposal(conn, scope, fact["proposal_id"]),
            "deliveries": await deliveries_of_fact(conn, scope, fact_id),
            "sources": await cited(conn, scope, rows)}
