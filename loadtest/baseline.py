"""The bare baseline: JetStream publish -> one durable pull consumer -> batched INSERT -> ack.

It runs on the same servers as provgate, with its own stream (`LOADTEST_BASELINE`, subjects
`loadtest.baseline.>`), its own database and table, and its consumer in its own process:

    python -m loadtest.baseline --nats URL --db URL

The consumer loops: `fetch(100)` returns what is available (up to 100), the batch is written
in one transaction (`executemany INSERT ... ON CONFLICT DO NOTHING`), committed, every message
acked, and then the committed stream sequences are announced on core NATS
(`loadtest.baseline.committed`). The publisher (`Baseline`, in the load generator's process)
times each message from just before its publish to the announcement of its commit, on the
same clock as provgate's proposals.
"""
from __future__ import annotations

import argparse
import asyncio
import contextlib
import signal
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import nats
import orjson
import psycopg
from nats.aio.client import Client as Nats
from nats.js.api import AckPolicy, ConsumerConfig, DeliverPolicy, StorageType, StreamConfig
from nats.js.errors import NotFoundError

from .pacing import sampling, ticks
from .stats import summary_ms

STREAM = "LOADTEST_BASELINE"
SUBJECT = "loadtest.baseline.msgs"
COMMITTED = "loadtest.baseline.committed"
DURABLE = "baseline"
TABLE = "loadtest_baseline"
ROOT = Path(__file__).resolve().parents[1]
now = time.perf_counter

DDL = f"""CREATE TABLE IF NOT EXISTS {TABLE} (
    stream_seq bigint PRIMARY KEY,
    msg_id     text NOT NULL,
    payload    jsonb NOT NULL
)"""


async def setup(nats_url: str, db_url: str) -> None:
    """A fresh stream (file storage, 2-minute dedupe window like provgate's) and an empty table."""
    nc = await nats.connect(nats_url)
    js = nc.jetstream()
    with contextlib.suppress(NotFoundError):
        await js.delete_stream(STREAM)
    await js.add_stream(StreamConfig(name=STREAM, subjects=["loadtest.baseline.msgs"], storage=StorageType.FILE,
                                     duplicate_window=120.0))
    await nc.close()
    with psycopg.connect(db_url, autocommit=True) as c:
        c.execute(f"DROP TABLE IF EXISTS {TABLE}")
        c.execute(DDL)


def spawn_consumer(nats_url: str, db_url: str, log: Path) -> subprocess.Popen[bytes]:
    log.parent.mkdir(parents=True, exist_ok=True)
    out = open(log, "ab")  # noqa: SIM115 - owned by the child
    return subprocess.Popen([sys.executable, "-m", "loadtest.baseline", "--nats", nats_url, "--db", db_url],
                            cwd=ROOT, stdin=subprocess.DEVNULL, stdout=out, stderr=subprocess.STDOUT,
                            start_new_session=True)


# ------------------------------------------------------------------ the consumer process
async def consume(nats_url: str, db_url: str) -> None:
    nc = await nats.connect(nats_url, name="loadtest-baseline-consumer")
    js = nc.jetstream()
    sub = await js.pull_subscribe(SUBJECT, durable=DURABLE, stream=STREAM, config=ConsumerConfig(
        ack_policy=AckPolicy.EXPLICIT, deliver_policy=DeliverPolicy.ALL, max_ack_pending=20_000, ack_wait=60))
    conn = await psycopg.AsyncConnection.connect(db_url)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, stop.set)
    print("baseline consumer ready", flush=True)
    while not stop.is_set():
        try:
            msgs = await sub.fetch(100, timeout=1.0)
        except TimeoutError:
            continue
        rows = [(m.metadata.sequence.stream, (m.headers or {}).get("Nats-Msg-Id", ""), m.data.decode())
                for m in msgs]
        async with conn.cursor() as cur:
            await cur.executemany(f"INSERT INTO {TABLE} (stream_seq, msg_id, payload) VALUES (%s, %s, %s)"
                                  " ON CONFLICT (stream_seq) DO NOTHING", rows)
        await conn.commit()
        for m in msgs:
            await m.ack()
        await nc.publish(COMMITTED, orjson.dumps({"seqs": [r[0] for r in rows]}))
    await conn.close()
    with contextlib.suppress(Exception):
        await sub.unsubscribe()
    await nc.close()  # not drain(): a pull subscription's drain can outlast the caller's patience


# ------------------------------------------------------------------ the publisher side
class BRec:
    __slots__ = ("seq", "t_pub", "t_ack", "t_commit", "fut")

    def __init__(self) -> None:
        self.seq = 0
        self.t_pub = self.t_ack = self.t_commit = 0.0
        self.fut: asyncio.Future[None] | None = None


@dataclass
class BStep:
    mode: str
    target_rate: float | None
    seconds: float
    recs: list[BRec] = field(default_factory=list)
    errors: int = 0
    capped_s: float = 0.0
    t_start: float = 0.0
    t_load_end: float = 0.0
    t_end: float = 0.0
    lag_max: int = 0
    lag_at_end: int = 0

    def summary(self) -> dict[str, Any]:
        acked = [r for r in self.recs if r.t_ack]
        done = [r for r in self.recs if r.t_commit]
        load_s = max(self.t_load_end - self.t_start, 1e-9)
        first = min((r.t_pub for r in self.recs), default=0.0)
        last = max((r.t_commit for r in done), default=0.0)
        return {
            "mode": self.mode,
            "target_per_s": self.target_rate,
            "load_s": round(load_s, 3),
            "messages": len(self.recs),
            "offered_per_s": round(len(self.recs) / load_s, 1),
            "capped_s": round(self.capped_s, 2),
            "achieved_per_s": round(len(done) / (last - first), 1) if done and last > first else 0.0,
            "ack_ms": summary_ms(r.t_ack - r.t_pub for r in acked),
            "visible_ms": summary_ms(r.t_commit - r.t_pub for r in done),
            "not_committed": len(self.recs) - len(done),
            "errors": self.errors,
            "drain_s": round(self.t_end - self.t_load_end, 3),
            "lag_max": self.lag_max,
            "lag_at_load_end": self.lag_at_end,
        }


class Baseline:
    """Publishes ~proposal-sized events to the baseline stream and times them until committed."""

    def __init__(self, nats_url: str, payload_bytes: int = 600) -> None:
        self.nats_url = nats_url
        self.pad = "x" * max(0, payload_bytes - 200)
        self.n = 0
        self.pending: dict[int, BRec] = {}
        self.early: dict[int, float] = {}  # commits announced before their PubAck was seen
        self.sent: int = 0
        self._tag = f"{time.time_ns():x}"

    async def start(self) -> Baseline:
        self.nc: Nats = await nats.connect(self.nats_url, name="loadtest-baseline-publisher")
        self.js = self.nc.jetstream()
        self._sub = await self.nc.subscribe(COMMITTED, cb=self._on_committed)
        await self.nc.flush()
        return self

    async def close(self) -> None:
        with contextlib.suppress(Exception):
            await self.nc.close()

    async def _on_committed(self, msg: Any) -> None:
        t = now()
        for seq in orjson.loads(msg.data)["seqs"]:
            rec = self.pending.pop(seq, None)
            if rec is None:
                if len(self.early) < 100_000:
                    self.early[seq] = t
                continue
            self._done(rec, t)

    @staticmethod
    def _done(rec: BRec, t: float) -> None:
        if not rec.t_commit:
            rec.t_commit = t
            if rec.fut is not None and not rec.fut.done():
                rec.fut.set_result(None)

    def _payload(self) -> tuple[bytes, str]:
        self.n += 1
        mid = f"bl-{self._tag}-{self.n}"
        body = {"event_id": mid, "type": "proposal.submitted", "scope": "lt-baseline/fleet", "i": self.n,
                "subject": f"account:{self.n % 5000}", "predicate": "budget", "value": 18000 + self.n,
                "confidence": 0.9, "pad": self.pad}
        return orjson.dumps(body), mid

    def _acked(self, rec: BRec, ack: Any) -> None:
        rec.t_ack = now()
        rec.seq = int(ack.seq)
        t = self.early.pop(rec.seq, None)
        if t is not None:
            self._done(rec, t)
        elif not rec.t_commit:
            self.pending[rec.seq] = rec

    async def _publish(self, step: BStep, rec: BRec) -> None:
        data, mid = self._payload()
        step.recs.append(rec)
        rec.t_pub = now()
        try:
            ack = await self.js.publish(SUBJECT, data, headers={"Nats-Msg-Id": mid}, timeout=10)
        except Exception:  # noqa: BLE001 - counted; the check at the end tells if it was stored
            step.errors += 1
            return
        self._acked(rec, ack)

    async def lag(self) -> int:
        with contextlib.suppress(Exception):
            info = await self.js.consumer_info(STREAM, DURABLE)
            return int(info.num_pending or 0) + int(info.num_ack_pending or 0)
        return -1

    async def run_rate(self, rate: float, seconds: float, drain_timeout: float = 120.0,
                       max_inflight: int = 20_000) -> BStep:
        """Open loop at `rate` messages per second (pipelined: publishes do not wait for each other)."""
        step = BStep("rate", rate, seconds)
        tasks: set[asyncio.Task[None]] = set()
        async with self._observe(step):
            step.t_start = now()

            def capped(s: float) -> None:
                step.capped_s += s

            async for _ in ticks(rate, seconds, lambda: len(tasks) + len(self.pending), max_inflight, capped):
                task = asyncio.ensure_future(self._publish(step, BRec()))
                tasks.add(task)
                task.add_done_callback(tasks.discard)
            step.t_load_end = now()
            step.lag_at_end = await self.lag()
            await self._drain(step, tasks, drain_timeout)
        return step

    async def run_closed(self, seconds: float, window: int = 200, drain_timeout: float = 120.0) -> BStep:
        """As fast as possible with `window` messages in flight, each waiting until committed."""
        step = BStep("closed", None, seconds)

        async def worker(stop_at: float) -> None:
            loop = asyncio.get_running_loop()
            while now() < stop_at:
                rec = BRec()
                rec.fut = loop.create_future()
                await self._publish(step, rec)
                if rec.seq:
                    with contextlib.suppress(TimeoutError):
                        await asyncio.wait_for(rec.fut, 10)

        async with self._observe(step):
            step.t_start = now()
            await asyncio.gather(*(worker(step.t_start + seconds) for _ in range(window)))
            step.t_load_end = now()
            step.lag_at_end = await self.lag()
            await self._drain(step, set(), drain_timeout)
        return step

    async def _drain(self, step: BStep, tasks: set[asyncio.Task[None]], timeout: float) -> None:
        deadline = now() + timeout
        while now() < deadline and (tasks or any(not r.t_commit for r in step.recs if r.seq)):
            await asyncio.sleep(0.05)
        step.t_end = now()
        for r in step.recs:
            self.pending.pop(r.seq, None)
        self.sent += len(step.recs)

    @contextlib.asynccontextmanager
    async def _observe(self, step: BStep) -> Any:
        async def lag() -> None:
            step.lag_max = max(step.lag_max, await self.lag())

        async with sampling(lag):
            yield

    def stored(self, db_url: str, steps: list[BStep]) -> dict[str, int]:
        """Rows committed vs messages published (acked): `lost` = acked but not exactly one row."""
        seqs = [r.seq for s in steps for r in s.recs if r.seq]
        with psycopg.connect(db_url) as c:
            rows = c.execute(f"SELECT count(*) FROM {TABLE} WHERE stream_seq = ANY(%s)", (seqs,)).fetchone()
        n = int(rows[0]) if rows else 0
        return {"published": sum(len(s.recs) for s in steps), "acked": len(seqs), "committed": n,
                "lost": len(seqs) - n}


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description="the baseline's consumer process")
    ap.add_argument("--nats", required=True)
    ap.add_argument("--db", required=True)
    a = ap.parse_args(argv)
    asyncio.run(consume(a.nats, a.db))


if __name__ == "__main__":
    main()
