"""The projector's reads and writes of a slot cost what the slot holds, not what the views hold (issue 14:
replay at 10,000 events/s).

Reading a slot's live versions (`WHERE slot_id = $1 AND retired_at IS NULL`) once took every live row of
the facts table and filtered it: no index held live rows by slot. With migration 120's partial history
index it got worse, and `provgate replay` fell from about 14,000 to 1,800 events/s on 100,000 events.
Migration 130 adds facts_slot_live. Both plans are checked as a prepared statement's generic plan too
(psycopg prepares a statement after five executions, and the replay runs them thousands of times)."""
from __future__ import annotations

import uuid
from datetime import UTC, datetime
from typing import Any

import psycopg
import pytest

from cli.runtime import System
from services.projector.store import FACT_RETIRE, LIVE_VERSIONS
from tests.integration.schemas import migrated_schema

pytestmark = pytest.mark.integration

N = 20_000  # versions of 2,000 facts in one scope
T0 = datetime(2026, 10, 1, tzinfo=UTC)


@pytest.fixture
def many_facts(system: System) -> Any:
    with migrated_schema(system, "wp") as conn:
        # ten versions per fact, nine of them retired: a replay's views midway
        conn.execute(
            "INSERT INTO facts (fact_id, slot_id, scope, subject, predicate, subject_key, predicate_key, value,"
            " value_key, valid_from, recorded_at, retired_at, proposal_id)"
            " SELECT 'f_' || (i / 10) || '_' || (i %% 10), 'slot_' || (i / 10), 'big/scope', 'customer:' || (i / 10),"
            " 'budget', 'customer:' || (i / 10), 'budget', to_jsonb(i), i::text, %s + i * interval '1 s', %s,"
            " CASE WHEN i %% 10 = 9 THEN NULL ELSE %s END, 'p_' || i FROM generate_series(0, %s) i",
            (T0, T0, T0, N - 1))
        conn.execute("ANALYZE facts")
        yield conn


def plan(conn: psycopg.Connection[Any], statement: str, types: str, args: str, generic: bool) -> str:
    """EXPLAIN ANALYZE of `statement` (psycopg placeholders) prepared with `types`, run with `args` (SQL literals)."""
    conn.execute("SET plan_cache_mode = " + ("force_generic_plan" if generic else "auto"))
    name = f"st_{uuid.uuid4().hex[:6]}"
    numbered = statement
    for i in range(1, statement.count("%s") + 1):
        numbered = numbered.replace("%s", f"${i}", 1)
    conn.execute(f"PREPARE {name} ({types}) AS {numbered}")
    try:
        return "\n".join(r["QUERY PLAN"] for r in conn.execute(f"EXPLAIN ANALYZE EXECUTE {name} ({args})").fetchall())
    finally:
        conn.execute(f"DEALLOCATE {name}")


@pytest.mark.parametrize("generic", [False, True], ids=["custom", "generic"])
def test_a_slot_s_live_versions_are_read_by_the_slot(many_facts: psycopg.Connection[Any], generic: bool) -> None:
    shown = plan(many_facts, LIVE_VERSIONS, "text", "'slot_77'", generic)
    assert "facts_slot_live" in shown and "Rows Removed by Filter" not in shown, shown


@pytest.mark.parametrize("generic", [False, True], ids=["custom", "generic"])
def test_retiring_a_version_reads_only_its_slot(many_facts: psycopg.Connection[Any], generic: bool) -> None:
    shown = ""
    with many_facts.transaction():  # (EXPLAIN ANALYZE runs the update: undone)
        shown = plan(many_facts, FACT_RETIRE, "timestamptz, text, text[]",
                     f"'{T0.isoformat()}', 'slot_77', ARRAY['f_77_9']", generic)
        raise psycopg.Rollback()
    assert "Seq Scan" not in shown and "Rows Removed by Filter" not in shown, shown


def test_history_pages_have_an_index_the_projector_does_not_take(many_facts: psycopg.Connection[Any]) -> None:
    """The history index (migration 130) holds every row, so no statement that names `retired_at IS NULL` is
    drawn to it; a page still reads its own range by it."""
    indexes = {r["indexname"]: r["indexdef"] for r in many_facts.execute(
        "SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'facts' AND schemaname = current_schema()")}
    assert "facts_history" not in indexes and "WHERE" not in indexes["facts_history_pages"], indexes
    rows = many_facts.execute(
        "EXPLAIN SELECT fact_id FROM facts WHERE scope = 'big/scope' AND subject_key = 'customer:77'"
        " AND predicate_key = 'budget' AND retired_at IS NULL ORDER BY valid_from, row_id LIMIT 100").fetchall()
    shown = "\n".join(r["QUERY PLAN"] for r in rows)
    assert "facts_history_pages" in shown or "facts_lookup" in shown, shown
