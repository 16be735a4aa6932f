"""The batched fast path (services/projector/batched.py) writes the very rows that applying each
event alone writes (issue 14): the same views, table by table, whatever the batch size and
however often the statements kept are sent, including an event the views refuse (the careful
path records it as a dead letter) and a message that does not decode."""
from __future__ import annotations

import json
import random
import uuid
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import psycopg
import pytest
from psycopg import sql
from psycopg.rows import dict_row

import cli.replay as replay_mod
from cli.runtime import System
from contracts.events import encode_event
from contracts.facts import PredicateOpened
from contracts.proposals import ProposalSubmitted
from contracts.slot import SlotState
from contracts.sources import SourceRecorded
from domain.canon import canon_text, slot_id
from domain.embedding import hash_embed
from domain.model import Policy, Source
from loadtest.replay_bench import T0, make_log
from services.gate.core import decision_event
from services.projector import batched, store
from services.projector.core import PointRow, desired_versions
from services.projector.fold import Item, apply_guarded
from shared.checksum import view_checksums
from shared.db import migrate

pytestmark = pytest.mark.integration
LOG_V1 = Path(__file__).resolve().parents[1] / "contracts" / "log_v1.jsonl"


def the_log() -> list[Item]:
    """Every event family of the stored v1 log, a generated log of sources, proposals and the gate's
    decisions, and odd ones: a repeated source, a source the views refuse (NUL in its text), a
    message that does not decode, and an event that writes no row (a subject's predicate opened)."""
    datas = [json.dumps(x["data"]).encode() for x in map(json.loads, LOG_V1.read_text().splitlines())]
    generated = make_log(900, scope="batched/fold")
    src = next(e for e in generated if isinstance(e, SourceRecorded))
    nul = src.model_copy(update={"source_id": "s_nul", "event_id": "es_nul", "text": "the budget is\x00 9000"})
    opened = PredicateOpened(event_id="eo1", occurred_at=src.occurred_at + timedelta(seconds=1), correlation_id="c",
                             scope="batched/fold", subject_id="x" * 32, subject_key="customer:1", predicate_key="budget",
                             predicates=("budget",))
    datas += [encode_event(e) for e in generated[:400]]
    datas += [encode_event(src), encode_event(nul), b'{"type": "proposal.submitted", "nonsense": 1}',
              encode_event(opened)]
    datas += [encode_event(e) for e in generated[400:]]
    return [Item(seq, "provgate.test", data) for seq, data in enumerate(datas, 1)]


def fresh(url: str) -> str:
    schema = f"bf_{uuid.uuid4().hex[:8]}"
    migrate(url, schema=schema)
    return schema


async def connect(url: str, schema: str) -> Any:
    return await psycopg.AsyncConnection.connect(url, row_factory=dict_row, options=f"-c search_path={schema},public")


def drop(url: str, *schemas: str) -> None:
    with psycopg.connect(url, autocommit=True) as c:
        for s in schemas:
            c.execute(sql.SQL("DROP SCHEMA IF EXISTS {} CASCADE").format(sql.Identifier(s)))


async def test_batches_of_any_size_write_what_one_event_at_a_time_writes(system: System, monkeypatch: Any) -> None:
    url = system.database_url
    assert url
    items = the_log()
    one, small, large = fresh(url), fresh(url), fresh(url)
    try:
        async with await connect(url, one) as conn:  # the reference: each event alone, in its savepoint
            cache = store.SlotCache()
            refused = []
            for item in items:
                async with conn.transaction():
                    evt, reason = await apply_guarded(conn, item, cache, hash_embed)
                    if reason is not None:
                        refused.append(item.seq)
                    await store.position(conn, replay_mod.LIVE)
                    await store.set_position(conn, replay_mod.LIVE, item.seq)
        assert len(refused) == 2  # the NUL source and the message that does not decode
        for schema, size, every in ((small, 37, 5), (large, 1000, 100)):
            monkeypatch.setattr(batched, "FLUSH_EVERY", every)
            async with await connect(url, schema) as conn:  # replay's own batches: fast, then careful
                cache = store.SlotCache()
                for k in range(0, len(items), size):
                    await replay_mod._apply_batch(conn, items[k:k + size], cache, hash_embed, None)
        want = view_checksums(url, one)
        assert want["dead_letters"][0] == 2 and want["facts"][0] > 100
        assert view_checksums(url, small) == want
        assert view_checksums(url, large) == want
    finally:
        drop(url, one, small, large)


async def test_a_fact_restated_hundreds_of_times_is_written_alike_by_the_quick_plan_and_the_full_one(
        system: System, monkeypatch: Any) -> None:
    """The projector plans a point that comes after every other one of its slot in constant time
    (`core.plan_appended`) and records a restatement as one confirmation row: the views of a hot
    slot's log, applied in batches that way, equal those of every point planned in full, one event
    at a time."""
    url = system.database_url
    assert url
    items = [Item(seq, "provgate.test", encode_event(e))
             for seq, e in enumerate(make_log(900, scope="batched/hot", hot=True), 1)]
    full, quick = fresh(url), fresh(url)
    taken = 0
    try:
        with monkeypatch.context() as m:
            m.setattr(store, "plan_appended", lambda *a: None)  # the reference: always the full plan
            async with await connect(url, full) as conn:
                cache = store.SlotCache()
                for item in items:
                    async with conn.transaction():
                        await apply_guarded(conn, item, cache, hash_embed)
                        await store.position(conn, replay_mod.LIVE)
                        await store.set_position(conn, replay_mod.LIVE, item.seq)
        planned = store.plan_appended

        def counted(*a: Any) -> Any:
            nonlocal taken
            out = planned(*a)
            taken += out is not None
            return out

        monkeypatch.setattr(store, "plan_appended", counted)
        async with await connect(url, quick) as conn:
            cache = store.SlotCache()
            for k in range(0, len(items), 100):
                await replay_mod._apply_batch(conn, items[k:k + 100], cache, hash_embed, None)
        want = view_checksums(url, full)
        # one fact row for the one version, one confirmation row per restatement (deploy/sql/100): the
        # storage a hot slot takes grows with its restatements, not with their square
        assert want["facts"][0] == 1 and want["fact_confirmations"][0] > 200
        assert view_checksums(url, quick) == want
        assert taken > 200  # (the quick plan was the one used)
    finally:
        drop(url, full, quick)


def shuffled_slot_log(n: int, seed: int) -> list[object]:
    """One slot's log whose sources were captured in any order: a value stated earlier in valid time
    than points already on the slot splits a run, so versions are renamed and their confirmations
    move from one fact to another."""
    rng = random.Random(seed)
    scope, subj, pred = "batched/shuffled", "customer:0", "budget"
    sk, pk = canon_text(subj), canon_text(pred)
    state, out = SlotState(), []
    for i in range(1, n + 1):
        at = T0 + timedelta(hours=i)
        captured = T0 + timedelta(minutes=rng.randrange(0, 60 * i))
        value = rng.choice([4000, 4000, 4000, 5000])
        src = SourceRecorded(event_id=f"es{i}", occurred_at=at, correlation_id="c", scope=scope, source_id=f"s_{i}",
                             kind="utterance", speaker="customer", text=f"Our budget is {value}.", captured_at=captured,
                             authority="channel", recorded_by="chat", key_id="k_chat")
        p = ProposalSubmitted(event_id=f"ep{i}", occurred_at=at, correlation_id="c", scope=scope, proposal_id=f"p_{i}",
                              slot_id=slot_id(scope, sk, pk), subject=subj, predicate=pred, subject_key=sk,
                              predicate_key=pk, value=value, confidence=0.9, evidence=(src.source_id,),
                              proposed_by="alex", key_id="k_alex", role="agent")
        d = decision_event(p, [Source.of(src)], state, Policy(), now=at, latency_us=50)
        state = d.slot
        out += [src, p, d]
    return out


async def test_confirmations_that_move_between_versions_are_retired_and_recorded_again(system: System) -> None:
    """A slot whose points arrive out of valid-time order: after every event, the live fact rows and
    the live confirmation rows are exactly the versions its points call for (`desired_versions`), a
    confirmation is live on one version at most, and one that moved was retired, not deleted; the
    batched quick path writes the same tables as the careful one, event by event."""
    url = system.database_url
    assert url
    events = shuffled_slot_log(150, seed=3)
    items = [Item(seq, "provgate.test", encode_event(e)) for seq, e in enumerate(events, 1)]
    one, batched_ = fresh(url), fresh(url)
    try:
        async with await connect(url, one) as conn:
            cache = store.SlotCache()
            for k, item in enumerate(items):
                async with conn.transaction():
                    await apply_guarded(conn, item, cache, hash_embed)
                if k % 3 != 2:
                    continue
                cache.clear()  # the next event reads the slot back from the tables
                points = [PointRow(**r) for r in await (await conn.execute(
                    "SELECT proposal_id, fact_id, value_key, valid_from, seq_hint, expires_at FROM fact_points"
                    " WHERE withdrawn_at IS NULL")).fetchall()]
                want = {(v.fact_id, v.proposal_id, v.valid_from, v.valid_to, v.superseded_by, frozenset(v.confirmations))
                        for v in desired_versions(points)}
                rows = await (await conn.execute(
                    "SELECT f.fact_id, f.proposal_id, f.valid_from, f.valid_to, f.superseded_by,"
                    " ARRAY(SELECT c.proposal_id FROM fact_confirmations c WHERE c.fact_id = f.fact_id"
                    "       AND c.retired_at IS NULL) AS confirmations"
                    " FROM facts f WHERE f.retired_at IS NULL")).fetchall()
                got = {(r["fact_id"], r["proposal_id"], r["valid_from"], r["valid_to"], r["superseded_by"],
                        frozenset(r["confirmations"])) for r in rows}
                assert got == want, f"after event {item.seq}"
                live = await (await conn.execute(
                    "SELECT count(*) AS n, count(DISTINCT proposal_id) AS d FROM fact_confirmations"
                    " WHERE retired_at IS NULL")).fetchone()
                assert live["n"] == live["d"]  # a confirmation is live on one version at most
            moved = await (await conn.execute(
                "SELECT count(*) AS n FROM fact_confirmations WHERE retired_at IS NOT NULL")).fetchone()
            versions = await (await conn.execute("SELECT count(DISTINCT fact_id) AS n FROM facts")).fetchone()
        assert moved["n"] > 10 and versions["n"] > 5  # (the log did move confirmations between versions)
        async with await connect(url, batched_) as conn:
            cache = store.SlotCache()
            for k in range(0, len(items), 50):
                await replay_mod._apply_batch(conn, items[k:k + 50], cache, hash_embed, None)
        assert view_checksums(url, batched_) == view_checksums(url, one)
    finally:
        drop(url, one, batched_)


async def test_statements_keep_log_order_where_they_touch_the_same_rows() -> None:
    """A decision's UPDATE stays behind its proposal's INSERT, a case's UPDATE behind its INSERT,
    while statements of other proposals join their kind's group."""

    sent: list[Any] = []

    class Cursor:
        async def __aenter__(self) -> Cursor:
            return self

        async def __aexit__(self, *exc: object) -> None:
            return None

        async def executemany(self, q: str, rows: list[Any]) -> None:
            sent.extend(rows)

    class Conn:
        async def execute(self, q: str, params: Any = None) -> None:
            sent.append(params)

        def cursor(self) -> Cursor:
            return Cursor()

    conn = Conn()
    rec = batched.Recorder(conn)
    ins, upd = "INSERT INTO proposals (proposal_id) VALUES (%s)", "UPDATE proposals SET status = %s WHERE proposal_id = %s"
    rec.tags = frozenset({"p1", "slot"})
    await rec.execute(ins, ("p1",))
    await rec.execute(upd, ("accepted", "p1"))
    rec.tags = frozenset({"p2", "slot"})
    await rec.execute(ins, ("p2",))  # the UPDATE of p1 touches the same slot: p2 waits behind it
    rec.tags = frozenset({"p3", "other"})
    await rec.execute(upd, ("accepted", "p3"))  # nothing of p3 after the UPDATE group: it joins it
    await rec.flush()
    assert sent == [("p1",), ("accepted", "p1"), ("accepted", "p3"), ("p2",)]

    # the order is kept per (table, entity): a later group that touches the same entity in another
    # table does not hold a statement back; one that touches it in the same table does
    sent.clear()
    retire = "UPDATE facts SET retired_at = %s WHERE fact_id = %s"
    reasons = "UPDATE proposals SET reasons = %s WHERE proposal_id = %s"
    rec.tags = frozenset({"p4"})
    await rec.execute(upd, ("accepted", "p4"))
    await rec.execute(retire, ("now", "f4"))  # p4 in facts, in a later group
    rec.tags = frozenset({"p4", "p6"})
    await rec.execute(upd, ("accepted", "p6"))  # joins the first group: facts is another table
    rec.tags = frozenset({"p8"})
    await rec.execute(reasons, ("r", "p8"))  # p8 in proposals, in a later group
    await rec.execute(upd, ("accepted", "p8"))  # so it cannot join the first group: a new one at the end
    await rec.flush()
    assert sent == [("accepted", "p4"), ("accepted", "p6"), ("now", "f4"), ("r", "p8"), ("accepted", "p8")]


async def test_an_event_that_writes_no_row_sends_nothing_kept(monkeypatch: Any) -> None:
    """The predicate a new value opens on its subject (the gate's cap, in no view) comes between
    most new values and their decisions: applied as an unknown type, it sent every statement kept so
    far and split each kind's group (2,575 flushes for about 4,100 proposals at max, 1,002 since)."""
    flushed = 0

    class Conn:
        async def execute(self, q: str, params: Any = None) -> None:
            raise AssertionError("nothing to write")

    batch = batched.Batch(Conn(), store.SlotCache(), hash_embed)
    send = batch.rec.flush

    async def counted() -> None:
        nonlocal flushed
        flushed += 1
        await send()

    monkeypatch.setattr(batch.rec, "flush", counted)
    opened = PredicateOpened(event_id="eo2", occurred_at=datetime.now(UTC), correlation_id="c",
                             scope="batched/fold", subject_id="y" * 32, subject_key="customer:2",
                             predicate_key="budget", predicates=("budget",))
    evt, reason = await batch.apply_item(Item(1, "provgate.test", encode_event(opened)))
    assert isinstance(evt, PredicateOpened) and reason is None
    assert flushed == 0
    # the control: a type the fast path does not know is applied after a flush
    monkeypatch.delitem(batched.TAGS, PredicateOpened)
    await batch.apply_item(Item(2, "provgate.test", encode_event(opened)))
    assert flushed == 1


async def test_a_decision_in_the_batch_of_its_proposal_is_written_into_its_row(system: System) -> None:
    """The fast path writes a proposal whose decision comes in the same batch once, decided: no
    UPDATE of proposals at all (one event at a time, each decision is an UPDATE), and the rows are
    the same either way (the test above)."""
    url = system.database_url
    assert url
    events = [e for e in make_log(120, scope="batched/decided")
              if type(e).__name__ in ("SourceRecorded", "ProposalSubmitted", "ProposalDecided")]
    items = [Item(seq, "provgate.test", encode_event(e)) for seq, e in enumerate(events, 1)]
    decisions = sum(type(e).__name__ == "ProposalDecided" for e in events)
    proposals = sum(type(e).__name__ == "ProposalSubmitted" for e in events)
    assert decisions > 20 and proposals > 20
    one, batch = fresh(url), fresh(url)

    async def writes(conn: Any, schema: str) -> tuple[int, int]:
        cur = await conn.execute("SELECT n_tup_ins, n_tup_upd FROM pg_stat_xact_user_tables"
                                 " WHERE schemaname = %s AND relname = 'proposals'", (schema,))
        row = await cur.fetchone()
        return row["n_tup_ins"], row["n_tup_upd"]

    try:
        async with await connect(url, one) as conn, conn.transaction():
            cache = store.SlotCache()
            for item in items:
                await apply_guarded(conn, item, cache, hash_embed)
            assert await writes(conn, one) == (proposals, decisions)
        async with await connect(url, batch) as conn, conn.transaction():
            await batched.apply_items(conn, items, store.SlotCache(), hash_embed)
            assert await writes(conn, batch) == (proposals, 0)
        assert view_checksums(url, batch) == view_checksums(url, one)
    finally:
        drop(url, one, batch)


async def test_a_proposal_in_the_log_twice_still_takes_its_decision(system: System) -> None:
    """The same proposal appended twice (a retry past the stream's duplicate window), its decision
    after the second copy, in the batch of the second copy: the decision folded into that copy's
    row still decides the row the first copy wrote, as the UPDATE would have."""
    url = system.database_url
    assert url
    events = [e for e in make_log(40, scope="batched/twice")
              if type(e).__name__ in ("SourceRecorded", "ProposalSubmitted", "ProposalDecided")]
    first = next(i for i, e in enumerate(events) if type(e).__name__ == "ProposalSubmitted")
    pid = events[first].proposal_id
    decided = next(i for i, e in enumerate(events) if type(e).__name__ == "ProposalDecided" and e.proposal_id == pid)
    log = [*events[:decided], events[first], *events[decided:]]  # the copy right before the decision
    items = [Item(seq, "provgate.test", encode_event(e)) for seq, e in enumerate(log, 1)]
    one, split, whole = fresh(url), fresh(url), fresh(url)
    try:
        async with await connect(url, one) as conn, conn.transaction():
            cache = store.SlotCache()
            for item in items:
                await apply_guarded(conn, item, cache, hash_embed)
        async with await connect(url, split) as conn:  # the first copy in one batch, the rest in the next
            cache = store.SlotCache()
            for part in (items[:decided], items[decided:]):
                await replay_mod._apply_batch(conn, part, cache, hash_embed, None)
        async with await connect(url, whole) as conn:  # both copies in one batch
            await replay_mod._apply_batch(conn, items, store.SlotCache(), hash_embed, None)
        want = view_checksums(url, one)
        assert view_checksums(url, split) == want and view_checksums(url, whole) == want
        with psycopg.connect(url, options=f"-c search_path={split},public") as c:
            status = c.execute("SELECT status FROM proposals WHERE proposal_id = %s", (pid,)).fetchone()
        assert status is not None and status[0] != "received"
    finally:
        drop(url, one, split, whole)


def test_an_install_upgraded_across_the_confirmation_rows_keeps_its_live_confirmations(system: System,
                                                                                     monkeypatch: Any) -> None:
    """deploy/sql/100 on views written before it: the live versions' confirmation lists become rows
    (the retired versions' lists stay where they were), and the explain read finds them."""
    url = system.database_url
    assert url
    import shared.db as db

    schema = f"bf_{uuid.uuid4().hex[:8]}"
    before = [f for f in db.migration_files() if not f.name.startswith("100_")]
    monkeypatch.setattr(db, "migration_files", lambda: before)
    migrate(url, schema=schema)
    monkeypatch.undo()
    try:
        with psycopg.connect(url, options=f"-c search_path={schema},public") as c:
            for row_id, retired, confirmations in ((1, T0, ["p_2"]), (2, None, ["p_2", "p_3"])):
                c.execute("INSERT INTO facts (fact_id, slot_id, scope, subject, predicate, subject_key, predicate_key,"
                          " value, value_key, valid_from, recorded_at, retired_at, proposal_id, confirmations)"
                          " VALUES ('f_1', 'slot', 's', 'customer:acme', 'budget', 'customer:acme', 'budget', '18000',"
                          " 'n:18000', %s, %s, %s, 'p_1', %s)",
                          (T0, T0 + timedelta(minutes=row_id), retired, confirmations))
            c.commit()
        assert migrate(url, schema=schema) == ["100_confirmations.sql"]
        with psycopg.connect(url, options=f"-c search_path={schema},public") as c:
            rows = c.execute("SELECT fact_id, proposal_id, slot_id, retired_at FROM fact_confirmations"
                             " ORDER BY proposal_id").fetchall()
            assert rows == [("f_1", "p_2", "slot", None), ("f_1", "p_3", "slot", None)]
            from services.intake.store import CONFIRMATIONS
            live = c.execute(f"SELECT {CONFIRMATIONS} FROM facts f WHERE f.retired_at IS NULL").fetchone()
            assert live == (["p_2", "p_3"],)
    finally:
        drop(url, schema)
