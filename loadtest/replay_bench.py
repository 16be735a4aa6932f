"""Replay throughput: rebuild the views from a log of N events, beside the bare PostgreSQL insert rate.

    python -m loadtest.replay_bench [--events 100000] [--hot]

The log is made in-process with the gate's own pure decision functions (sources, proposals and
their decisions, a realistic mix of new values, restatements, updates and unsourced claims), so
that generating it costs seconds; it is then published to a fresh stream. Replay runs
`provgate replay`'s code into a fresh schema. The baseline, in the same run on the same
PostgreSQL, inserts the same N event payloads as (seq, jsonb) rows, 500 per transaction, which
is the least a projector must do per event. Each replay also reports the cores the replaying
process and (embedded) PostgreSQL used meanwhile, so it says which of the two it waited for. Every
run starts from an empty `.provgate/bench-replay`. `--hot` makes every proposal restate one fact
(the hottest slot of a long-lived install), and each run says how much its facts table holds.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import shutil
import statistics
import time
import uuid
from datetime import UTC, datetime, timedelta
from pathlib import Path

import psycopg
from psycopg import sql
from psycopg.types.json import Jsonb

from cli.replay import replay
from cli.runtime import System
from contracts.events import encode_event
from contracts.proposals import ProposalSubmitted
from contracts.slot import SlotState
from contracts.sources import SourceRecorded
from contracts.subjects import Subjects
from domain.canon import canon_text, slot_id
from domain.model import Policy, Source
from services.gate.core import decision_event
from shared import loop
from shared.bus import Bus
from shared.embedded import EmbeddedNats

from . import procstat

T0 = datetime(2026, 1, 1, tzinfo=UTC)


def make_log(n_events: int, scope: str = "bench/replay", seed: int = 7, *, subjects: int = 2000,
             hot: bool = False) -> list[object]:
    """Sources, proposals and the gate's decisions on them, about a third each. `hot`: every
    proposal restates one fact (one subject's budget, always the same value), as agents do with a
    fact everyone repeats; a long-lived install's hottest slot."""
    rng = random.Random(seed)
    slots: dict[str, SlotState] = {}
    out: list[object] = []
    i = 0
    while len(out) < n_events:
        i += 1
        subj, pred = f"customer:{rng.randrange(subjects)}", rng.choice(["budget", "team_size", "timeline"])
        value = rng.choice([1000, 2000, 3000, 4000]) * (1 + rng.randrange(5))
        if hot:
            subj, pred, value = "customer:0", "budget", 4000
        at = T0 + timedelta(minutes=i)
        src = SourceRecorded(event_id=f"es{i}", occurred_at=at, correlation_id="c", scope=scope, source_id=f"s_{i}",
                             kind="utterance", speaker="customer", text=f"The {pred} is {value}.", captured_at=at,
                             authority="channel", recorded_by="chat", key_id="k_chat")
        sourced = rng.random() < 0.8
        sk, pk = canon_text(subj), canon_text(pred)
        p = ProposalSubmitted(event_id=f"ep{i}", occurred_at=at, correlation_id="c", scope=scope, proposal_id=f"p_{i}",
                              slot_id=slot_id(scope, sk, pk), subject=subj, predicate=pred, subject_key=sk,
                              predicate_key=pk, value=value, confidence=0.9, evidence=(src.source_id,) if sourced else (),
                              proposed_by="alex", key_id="k_alex", role="agent")
        state = slots.get(p.slot_id, SlotState())
        d = decision_event(p, [Source.of(src)] if sourced else [], state, Policy(), now=at, latency_us=50)
        slots[p.slot_id] = d.slot
        out += [src, p, d]
    return out[:n_events]


async def publish(nats_url: str, prefix: str, events: list[object]) -> None:
    bus = await Bus.connect(nats_url, Subjects(prefix))
    try:
        await bus.ensure_stream()
        for k in range(0, len(events), 1000):
            await asyncio.gather(*[bus.js.publish(bus.subjects.for_event(e), encode_event(e), stream=bus.subjects.stream,
                                                  headers={"Nats-Msg-Id": e.event_id})  # type: ignore[attr-defined]
                                   for e in events[k:k + 1000]])
    finally:
        await bus.close()


def bare_inserts(database_url: str, events: list[object]) -> float:
    """Rows per second for the same payloads as (seq, jsonb), 500 per transaction."""
    table = f"bench_bare_{uuid.uuid4().hex[:8]}"
    rows = [(k, Jsonb(json.loads(encode_event(e)))) for k, e in enumerate(events, 1)]
    with psycopg.connect(database_url) as c:
        c.execute(f"CREATE TABLE {table} (seq bigint PRIMARY KEY, data jsonb NOT NULL)")  # name made above, not input
        c.commit()
        t = time.perf_counter()
        with c.cursor() as cur:
            for k in range(0, len(rows), 500):
                cur.executemany(f"INSERT INTO {table} (seq, data) VALUES (%s, %s)", rows[k:k + 500])
                c.commit()
        rate = len(rows) / (time.perf_counter() - t)
        c.execute(f"DROP TABLE {table}")
        c.commit()
    return rate


def fact_rows(database_url: str, schema: str) -> dict[str, int]:
    """The size of what a replay wrote into `schema`'s facts and fact_confirmations tables (rows, bytes)."""
    with psycopg.connect(database_url) as c:
        row = c.execute(sql.SQL("SELECT (SELECT count(*) FROM {}), (SELECT count(*) FROM {}),"
                                " pg_total_relation_size(%s::regclass), pg_total_relation_size(%s::regclass)").format(
            sql.Identifier(schema, "facts"), sql.Identifier(schema, "fact_confirmations")),
            (f"{schema}.facts", f"{schema}.fact_confirmations")).fetchone()
    assert row is not None
    return {"facts_rows": row[0], "confirmation_rows": row[1], "facts_bytes": row[2], "confirmations_bytes": row[3]}


async def run(n: int, repeats: int, hot: bool = False) -> dict[str, object]:
    home = Path(".provgate") / "bench-replay"
    # the servers' data of the last run goes: each run's streams reserve their storage, and a few
    # runs' worth would leave no room for the next (JetStream's "insufficient storage resources")
    shutil.rmtree(home, ignore_errors=True)
    system = System.from_env(home, prefix=f"rb{uuid.uuid4().hex[:6]}")
    await system.astart_servers()
    # a synthetic log of every event family: no user of provgate's own server may write all of
    # them, so on an embedded server the log goes to a nats-server of its own without users
    bare = EmbeddedNats(system.home / "bare-nats").start() if system.nats_users else None
    nats_url = bare.url if bare else system.nats_url
    try:
        assert nats_url and system.database_url
        t = time.perf_counter()
        events = make_log(n, hot=hot)
        print(f"made {len(events):,} events in {time.perf_counter() - t:.1f} s", flush=True)
        t = time.perf_counter()
        await publish(nats_url, system.prefix, events)
        print(f"published in {time.perf_counter() - t:.1f} s", flush=True)
        replay_rates, bare_rates, cpus = [], [], []
        procs = procstat.ProcSet()
        procs.add("replay", os.getpid())
        if system._pg is not None:  # an embedded PostgreSQL: its backends' CPU too
            procs.add("postgres", procstat.postmaster_pid(system._pg.pgdata), tree=True)
        for r in range(repeats):
            t = time.perf_counter()
            c0 = procs.sample()
            last = await replay(nats_url, system.database_url, system.prefix, f"rb_{r}",
                                progress=lambda p: print(f"  replay {p.applied:,}/{p.total:,} events, "
                                                         f"{p.rate:,.0f}/s, eta {p.eta_s:.0f} s", flush=True))
            replay_rates.append(last / (time.perf_counter() - t))
            cpus.append(procs.cores(c0, procs.sample()))
            bare_rates.append(bare_inserts(system.database_url, events))
            facts = fact_rows(system.database_url, f"rb_{r}")
            print(f"run {r + 1}: replay {replay_rates[-1]:,.0f} events/s, bare inserts {bare_rates[-1]:,.0f} rows/s; "
                  f"cores busy while replaying: {cpus[-1]}; facts and confirmations: {facts}", flush=True)
        result = {"events": len(events), "repeats": repeats, "hot": hot, **facts,
                  "replay_events_per_s": round(statistics.median(replay_rates)),
                  "bare_insert_rows_per_s": round(statistics.median(bare_rates)),
                  "ratio": round(statistics.median(replay_rates) / statistics.median(bare_rates), 3),
                  "replay_runs": [round(x) for x in replay_rates], "bare_runs": [round(x) for x in bare_rates],
                  # CPU of the replaying process and of PostgreSQL, in cores, while each replay ran:
                  # which of the two the replay waits for
                  "replay_cores": cpus}
        print(json.dumps(result), flush=True)
        return result
    finally:
        if bare is not None:
            bare.stop()
        system.stop()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--events", type=int, default=100_000)
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--hot", action="store_true", help="every proposal restates one fact (a long-lived hot slot)")
    ap.add_argument("--out", default=None, help="write the result JSON here")
    args = ap.parse_args()
    result = loop.run(run(args.events, args.repeats, args.hot), service=False)  # as `provgate replay` runs
    if args.out:
        Path(args.out).write_text(json.dumps(result, indent=2) + "\n")


if __name__ == "__main__":
    main()
