"""The load generator and the bare baseline, briefly and at a low rate: nothing lost, every latency recorded.

No assertion on speed: this machine is shared. The timings only have to exist and be consistent.
"""
from __future__ import annotations

from pathlib import Path

import psycopg
import pytest

from cli.runtime import System
from loadtest import baseline as bl
from loadtest.bench import log_counts
from loadtest.generator import LoadGenerator
from shared.db import create_database
from shared.embedded import EmbeddedNats

from ..helpers import eventually, rand

pytestmark = pytest.mark.e2e


async def test_the_load_generator_journals_every_proposal_once_and_times_each(system: System) -> None:
    assert system.nats_url and system.database_url
    gen = await LoadGenerator(system.nats_url, system.prefix, agents=4, channels=2, read_ratio=0.5,
                              admin_url=system.admin_url).start()
    try:
        await gen.new_scope(rand("lt"))
        log_before = await gen.log_bytes()
        step = await gen.run_rate(20, 2.0, drain_timeout=60)
        closed = await gen.run_closed(1.0, depth=1, drain_timeout=60)
        batched = await gen.run_batched(1.0, batch=5, drain_timeout=60)  # proposals.submit_batch, 5 a request
        log_after = await gen.log_bytes()
    finally:
        await gen.close()

    for st in (step, closed, batched):
        s = st.summary()
        assert s["proposals"] > 0 and s["errors"] == {}
        assert s["not_visible"] == 0 and s["unexpected_outcomes"] == 0
        for key in ("ack_ms", "decision_ms", "final_ms", "visible_ms"):
            assert s[key]["n"] == s["proposals"], key
        for r in st.recs:  # one clock: each proposal is acked, decided, final and visible, in that order
            assert 0 < r.t_submit <= r.t_decided <= r.t_final and r.t_submit < r.t_ack and r.seq > 0
            assert r.t_visible >= r.t_final or r.t_visible > r.t_submit
    assert step.summary()["reads"] > 0
    # the soak's "event log" figure: the stream's bytes, grown by at least a few hundred bytes a proposal
    n = sum(st.summary()["proposals"] for st in (step, closed, batched))
    assert log_after - log_before >= n * 300, (log_before, log_after, n)
    assert sum(step.summary()["outcomes"].get("new", {}).values()) > 0

    assert batched.summary()["proposals"] >= 5 * 4  # at least one batch per agent
    pids = [r.pid for st in (step, closed, batched) for r in st.recs]

    async def journaled() -> int:
        with psycopg.connect(system.database_url) as c:  # type: ignore[arg-type]
            row = c.execute("SELECT count(*) FROM proposals WHERE proposal_id = ANY(%s)", (pids,)).fetchone()
        return int(row[0]) if row else 0

    await eventually(journaled, lambda n: n == len(pids), timeout=30)
    gen2 = await LoadGenerator(system.nats_url, system.prefix, agents=1, admin_url=system.admin_url).start()
    try:
        counts = await log_counts(gen2.nc, gen2.subjects.stream, [gen2.subjects.proposal(p) for p in pids])
    finally:
        await gen2.close()
    assert len(counts) == len(pids) and set(counts.values()) == {1}


async def test_the_baseline_commits_every_message_once_and_times_each(system: System, tmp_path: Path) -> None:
    """The bare pipeline has no users or permissions of its own: it runs on a NATS of its own."""
    assert system.nats_url and system.database_url
    srv = EmbeddedNats(tmp_path / "nats").start()
    db = create_database(system.database_url, "provgate_loadtest_t")
    await bl.setup(srv.url, db)
    consumer = bl.spawn_consumer(srv.url, db, system.home / "logs" / "baseline-test.log")
    base = await bl.Baseline(srv.url).start()
    try:
        async def ready() -> bool:
            try:
                await base.js.consumer_info(bl.STREAM, bl.DURABLE)
                return True
            except Exception:  # noqa: BLE001 - not created yet
                return consumer.poll() is not None

        await eventually(ready, bool, timeout=30)
        assert consumer.poll() is None
        step = await base.run_rate(50, 1.0, drain_timeout=30)
        closed = await base.run_closed(0.5, window=4, drain_timeout=30)
    finally:
        await base.close()
        consumer.terminate()
        consumer.wait(10)
        srv.stop()
    for st in (step, closed):
        s = st.summary()
        assert s["messages"] > 0 and s["errors"] == 0 and s["not_committed"] == 0
        assert s["visible_ms"]["n"] == s["messages"] and s["ack_ms"]["n"] == s["messages"]
    assert base.stored(db, [step, closed])["lost"] == 0


async def test_the_atomic_batch_measurement_stores_every_pair_of_each_variant(tmp_path: Path) -> None:
    """`loadtest/atomic.py` (issue 14: atomic batches against two appends) on a nats-server of its
    own: each variant stores every proposal and decision it sent (it checks the stream's count and
    raises otherwise) and reports a rate and CPU per pair."""
    from loadtest import atomic

    for variant, k in ((atomic.two_appends, 1), (atomic.atomic_batch, 1), (atomic.atomic_batch, 5)):
        rate, server_us, client_us = await atomic.measure(variant, k, pairs=20, in_flight=10, home=tmp_path / "nats")
        assert rate > 0 and server_us >= 0 and client_us >= 0  # (CPU is read in clock ticks)
