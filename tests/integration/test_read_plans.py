"""Reads that cost what they return, not the size of their scope (issue 14: "plans that stay good as
tables grow"). A scope holds thousands of sources, proposals and cases that the planner's statistics
have not seen yet (as in a busy install between two autovacuum runs); the sources a facts.get or an
explain cites must still be read by their ids, never by reading every source of the scope."""
from __future__ import annotations

import uuid
from datetime import UTC, datetime
from typing import Any

import orjson
import psycopg
import pytest
from psycopg import sql
from psycopg.rows import dict_row

from cli.runtime import System
from services.intake import store
from shared.db import migrate
from tests.integration.schemas import migrated_schema

pytestmark = pytest.mark.integration

N = 5000
T0 = datetime(2026, 10, 1, tzinfo=UTC)


def plan(conn: psycopg.Connection[Any], query: str, params: Any) -> str:
    return "\n".join(r["QUERY PLAN"] for r in conn.execute("EXPLAIN " + query, params).fetchall())


@pytest.fixture
def big_scope(system: System) -> Any:
    with migrated_schema(system, "rp") as conn:
        # what the planner knows before the load: a small scope of another name
        conn.execute("INSERT INTO sources (source_id, scope, kind, text, captured_at, authority, recorded_by, key_id,"
                     " recorded_at, stream_seq) SELECT 'o_' || i, 'other/scope', 'note', 'x', %s, 'agent', 'a', 'k',"
                     " %s, i FROM generate_series(1, 50) i", (T0, T0))
        conn.execute("ANALYZE")
        with conn.transaction():
            conn.execute(
                "INSERT INTO sources (source_id, scope, kind, speaker, text, captured_at, authority, recorded_by,"
                " key_id, recorded_at, stream_seq) SELECT 's_' || i, 'big/scope', 'utterance', 'customer',"
                " 'Our budget is $' || i || '.', %s, 'channel', 'chat', 'k_1', %s, i FROM generate_series(1, %s) i",
                (T0, T0, N))
            conn.execute(
                "INSERT INTO proposals (proposal_id, scope, slot_id, subject, predicate, subject_key, predicate_key,"
                " value, confidence, evidence, proposed_by, key_id, role, status, final, received_at, stream_seq)"
                " SELECT 'p_' || i, 'big/scope', 'slot_' || i, 'customer:' || i, 'budget', 'customer:' || i, 'budget',"
                " to_jsonb(i), 0.9, ARRAY['s_' || i], 'alex', 'k_2', 'agent',"
                " CASE WHEN i %% 100 = 0 THEN 'quarantined' ELSE 'accepted' END, i %% 100 <> 0, %s + i * interval '1 s',"
                " i FROM generate_series(1, %s) i", (T0, N))
            conn.execute(
                "INSERT INTO cases (case_id, scope, slot_id, challenger, incumbent, opened_at, subject_key, predicate_key)"
                " SELECT 'c_' || i, 'big/scope', 'slot_' || i, 'p_' || i, NULL, %s, 'customer:' || i, 'budget'"
                " FROM generate_series(1, %s) i", (T0, N))
            # a busy subject: N proposals about it over time, one of which opened a case
            conn.execute(
                "INSERT INTO proposals (proposal_id, scope, slot_id, subject, predicate, subject_key, predicate_key,"
                " value, confidence, evidence, proposed_by, key_id, role, status, final, received_at, stream_seq)"
                " SELECT 'b_' || i, 'big/scope', 'slot_busy', 'customer:busy', 'budget', 'customer:busy', 'budget',"
                " to_jsonb(i), 0.9, ARRAY['s_' || i], 'alex', 'k_2', 'agent', 'rejected', true,"
                " %s + i * interval '1 s', %s + i FROM generate_series(1, %s) i", (T0, N, N))
            conn.execute("INSERT INTO cases (case_id, scope, slot_id, challenger, incumbent, opened_at, subject_key,"
                         " predicate_key) VALUES ('c_busy', 'big/scope', 'slot_busy', 'b_7', NULL, %s, 'customer:busy',"
                         " 'budget')", (T0,))
        yield conn


def test_a_facts_read_reaches_its_sources_by_their_ids_whatever_the_statistics(big_scope: Any) -> None:
    params = {"scope": "big/scope", "subject": "customer:42", "pred": None, "asof": None, "known": None}
    p = plan(big_scope, store.FACTS_READ, params)
    assert "sources_pkey" in p, p
    assert "on sources" not in p.replace("using sources_pkey on sources", ""), p  # no other read of sources
    p = plan(big_scope, store.SOURCES_BY_ID, (["s_1", "s_2"], "big/scope"))
    assert "sources_pkey" in p and "sources_scope" not in p, p


def test_the_cases_of_a_read_are_found_by_their_proposals_not_by_the_scope(big_scope: Any) -> None:
    """explain and reviews.list read the conflict cases of a few proposals: by the challenger's or the
    incumbent's index, never every case of the scope (`cases_scope`); facts.get by the subject the
    cases carry (below)."""
    params = {"scope": "big/scope", "subject": "customer:42", "pred": None, "asof": None, "known": None}
    p = plan(big_scope, store.FACTS_READ, params)
    assert "cases_subject" in p and "cases_scope" not in p and "Seq Scan on cases" not in p, p
    p = plan(big_scope, store.CASES_OF_PROPOSAL, {"scope": "big/scope", "id": "p_42"})
    assert "cases_scope" not in p and "Seq Scan on cases" not in p, p
    p = plan(big_scope, store.WAITING, ("big/scope", 50))
    assert "cases_scope" not in p and "Seq Scan on cases" not in p, p


def test_a_read_of_a_busy_subject_does_not_go_through_its_history(big_scope: Any) -> None:
    """A subject with 5,000 proposals, one of which opened a case: facts.get finds the case by the
    subject it carries (`cases_subject`), not by probing the cases of each of the subject's proposals,
    which made every read of a busy subject cost more with each proposal made about it."""
    for pred in (None, "budget"):
        params = {"scope": "big/scope", "subject": "customer:busy", "pred": pred, "asof": None, "known": None}
        p = plan(big_scope, store.FACTS_READ, params)
        assert "cases_subject" in p and "proposals_scope_subject" not in p and "cases_challenger" not in p, p
        assert "Seq Scan on proposals" not in p and "Seq Scan on cases" not in p, p
        (row,) = big_scope.execute(store.FACTS_READ, params).fetchall()
        assert [c["case_id"] for c in orjson.loads(row["reply"])["cases"]] == ["c_busy"]
    params = {"scope": "big/scope", "subject": "customer:busy", "pred": "headcount", "asof": None, "known": None}
    (row,) = big_scope.execute(store.FACTS_READ, params).fetchall()
    assert orjson.loads(row["reply"])["cases"] == []


def test_reviews_list_reads_only_the_proposals_that_wait(big_scope: Any) -> None:
    """reviews.list finds the proposals that wait for a person by their own index, not by reading
    every proposal of the scope (50 of the 5,000 wait here)."""
    p = plan(big_scope, store.WAITING, ("big/scope", 50))
    assert "proposals_waiting" in p and "proposals_scope_time" not in p and "Seq Scan on proposals" not in p, p


def test_cases_opened_before_they_carried_their_subject_are_given_it(system: System, monkeypatch: Any) -> None:
    """110_case_subject.sql on views built before it: each case takes its challenger's subject and
    predicate keys, so facts.get still finds it."""
    from shared import db

    url = system.database_url
    assert url
    schema = f"rp_{uuid.uuid4().hex[:8]}"
    before = [f for f in db.migration_files() if f.name < "110_"]
    monkeypatch.setattr(db, "migration_files", lambda: before)
    migrate(url, schema=schema)
    monkeypatch.undo()
    try:
        with psycopg.connect(url, autocommit=True, row_factory=dict_row,
                             options=f"-c search_path={schema},public") as conn:
            conn.execute(
                "INSERT INTO proposals (proposal_id, scope, slot_id, subject, predicate, subject_key, predicate_key,"
                " value, confidence, evidence, proposed_by, key_id, role, status, final, received_at, stream_seq)"
                " VALUES ('p_1', 's', 'slot', 'Customer:Acme', 'Budget', 'customer:acme', 'budget', '1', 0.9,"
                " ARRAY['s_1'], 'alex', 'k', 'agent', 'quarantined', false, %s, 1)", (T0,))
            conn.execute("INSERT INTO cases (case_id, scope, slot_id, challenger, opened_at)"
                         " VALUES ('c_1', 's', 'slot', 'p_1', %s)", (T0,))
            applied = migrate(url, schema=schema)  # 110 first, then the migrations after it
            assert applied[0] == "110_case_subject.sql" and applied == sorted(applied), applied
            params = {"scope": "s", "subject": "customer:acme", "pred": "budget", "asof": None, "known": None}
            (row,) = conn.execute(store.FACTS_READ, params).fetchall()
            assert [(c["case_id"], c["predicate"]) for c in orjson.loads(row["reply"])["cases"]] == [("c_1", "Budget")]
    finally:
        with psycopg.connect(url, autocommit=True) as c:
            c.execute(sql.SQL("DROP SCHEMA IF EXISTS {} CASCADE").format(sql.Identifier(schema)))
