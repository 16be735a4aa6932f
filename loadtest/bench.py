"""`python -m loadtest.bench` (`make bench`, `provgate bench`): provgate beside the bare baseline.

One invocation starts a whole provgate (embedded NATS + PostgreSQL unless PROVGATE_*_URL are
set, and the four services as processes), the baseline's consumer process on the same
servers, and then, for each rate of the sweep and each repeat, runs a provgate step and a
baseline step back to back, so both see the same machine. Per step: offered and achieved
rates, latency percentiles (submit -> decision, submit -> visible; baseline publish -> commit),
CPU per process in cores (from /proc), consumer lag. Afterwards every proposal is checked to be
in the journal and in the log exactly once (`lost` counts the others). Then the gate's pure
decision is timed in-process.

Modes: the sweep (default; `--quick` for about a minute), `--soak` (a long run at one rate:
memory growth and latency drift per minute) and `--profile` (py-spy on every service while
one rate holds). Progress lines go to stdout; the last line is one JSON object. Results go to
loadtest/results/<date>[-mode].json (+ .png for sweeps) and a section of loadtest/RESULTS.md.
"""
from __future__ import annotations

import argparse
import asyncio
import gc
import json
import os
import shutil
import sys
import time
import uuid
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import orjson
import psycopg
import uvloop

from cli.runtime import SERVICES, System
from shared import loop
from shared.cpus import available, process_on
from shared.db import create_database
from shared.embedded import EmbeddedNats

from . import baseline as bl
from . import microbench, procstat, report
from . import profile as prof
from .generator import LoadGenerator, Step
from .mix import parse_weights
from .stats import median, ratio, spread, summary_ms

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
FULL_RATES = "100,250,500,1000,2000,max"
HEADLINE_RATE = 500.0  # always run: the last line reports it
SATURATED = 0.7  # a step whose achieved rate is below this share of its target is saturated
QUICK_RATES = "100,250,500,max"


# ------------------------------------------------------------------ arguments
def parse(argv: list[str] | None) -> argparse.Namespace:
    ap = argparse.ArgumentParser(prog="provgate bench", description=__doc__.split("\n\n")[0])
    ap.add_argument("--quick", action="store_true", help="a short sweep (about a minute)")
    ap.add_argument("--soak", action="store_true", help="one long step at --rate: memory and latency drift")
    ap.add_argument("--profile", action="store_true", help="py-spy every service while --rate holds (with --batch: closed-loop batches of N instead)")
    ap.add_argument("--rates", help=f"comma-separated proposals/s, 'max' = as fast as possible (default {FULL_RATES})")
    ap.add_argument("--seconds", type=float, help="length of each step (default 10; quick 4)")
    ap.add_argument("--repeat", type=int, help="repeats of the sweep; medians are reported (default 3; quick 1)")
    ap.add_argument("--rate", type=float, default=500.0, help="rate of --soak / --profile (default 500)")
    ap.add_argument("--duration", type=float, default=600.0, help="length of --soak / --profile in seconds")
    ap.add_argument("--interval", type=float, default=60.0, help="--soak sampling interval in seconds")
    ap.add_argument("--agents", type=int, default=50, help="concurrent agents, one NATS connection each")
    ap.add_argument("--depth", type=int, default=4, help="proposals in flight per agent in the 'max' step")
    ap.add_argument("--read-ratio", type=float, default=0.25, help="facts.get reads per proposal")
    ap.add_argument("--mix", metavar="KIND=W,...",
                    help="the workload's kinds and weights, the rest at 0, e.g. new=1 (default: loadtest/mix.py's mix)")
    ap.add_argument("--replicas", default="", help="service instances, e.g. intake=2,gate=2")
    ap.add_argument("--no-baseline", action="store_true", help="skip the baseline steps")
    ap.add_argument("--keep-going", action="store_true",
                    help="run provgate at every rate, even above the rate at which it saturated")
    ap.add_argument("--wait", action="store_true", help="submit with wait=true (intake replies when visible)")
    ap.add_argument("--batch", type=int, default=0, metavar="N",
                    help="also run a closed-loop step submitting N proposals per proposals.submit_batch request "
                         "(row 'max batch N', beside 'max', one request per proposal)")
    ap.add_argument("--batch-depth", type=int, default=1, help="batch requests in flight per agent in that step")
    ap.add_argument("--max-inflight", type=int, default=2000,
                    help="open-loop steps pause while this many proposals are not yet visible")
    ap.add_argument("--micro-calls", type=int, default=20_000, help="calls of the gate micro-benchmark")
    ap.add_argument("--no-write", action="store_true", help="print only; write no results files")
    ap.add_argument("--out", default=str(HERE / "results"), help="results folder")
    ap.add_argument("--keep", action="store_true", help="keep the servers' data folder afterwards")
    ap.add_argument("--report-only", metavar="JSON", help="rebuild the chart and RESULTS.md block from a results file")
    a = ap.parse_args(argv)
    try:
        a.weights = parse_weights(a.mix) if a.mix else None
    except ValueError as e:
        ap.error(str(e))
    a.rates = a.rates or (QUICK_RATES if a.quick else FULL_RATES)
    a.seconds = a.seconds or (4.0 if a.quick else 10.0)
    a.repeat = a.repeat or (1 if a.quick else 3)
    if a.profile and a.duration == 600.0:
        a.duration = 20.0
    if a.soak or a.profile:
        a.no_baseline = True
    return a


def rate_list(text: str) -> list[float | None]:
    return [None if r.strip() == "max" else float(r) for r in text.split(",") if r.strip()]


def label(rate: float | None) -> str:
    return "max" if rate is None else f"{rate:g}"


class Progress:
    def __init__(self) -> None:
        self.t0 = time.monotonic()

    def __call__(self, msg: str) -> None:
        print(f"[{time.monotonic() - self.t0:7.1f}s] {msg}", flush=True)


# ------------------------------------------------------------------ the system under test
class Harness:
    """A started System, the processes watched, the generator and the baseline publisher."""

    def __init__(self, a: argparse.Namespace, say: Progress) -> None:
        self.a = a
        self.say = say
        self.tag = uuid.uuid4().hex[:8]
        self.home = ROOT / ".provgate" / f"bench-{self.tag}"
        nats_url, db_url = os.environ.get("PROVGATE_NATS_URL") or None, os.environ.get("PROVGATE_DATABASE_URL") or None
        if db_url:  # given servers: a subject prefix and a database of its own, as the tests do
            db_url = create_database(db_url, f"provgate_lt{self.tag}")
        self.system = System(home=self.home, nats_url=nats_url, database_url=db_url,
                             prefix=f"lt{self.tag}" if nats_url else "provgate",
                             # a few channel keys record every source of the run: quotas fit the load
                             extra_env={"PROVGATE_QUOTA_REQUESTS_PER_SECOND": "1e9",
                                        "PROVGATE_QUOTA_WRITE_BYTES_PER_SECOND": "1e12"})
        for item in filter(None, a.replicas.split(",")):
            name, _, n = item.partition("=")
            if name not in SERVICES:
                raise SystemExit(f"unknown service in --replicas: {name}")
            self.system.replicas[name] = int(n)
        # the embedded nats-servers (provgate's, the baseline's) serve /varz: messages per step
        os.environ.setdefault("PROVGATE_NATS_MONITOR_PORT", "0")
        self.procs = procstat.ProcSet()
        self.monitors: dict[str, int | None] = {}  # nats-server -> its monitoring port (message counts)
        self.base_proc: Any = None
        self.base_nats: EmbeddedNats | None = None

    async def start(self) -> None:
        t = time.monotonic()
        await self.system.astart()
        s = self.system
        assert s.nats_url and s.database_url
        for p in s.procs:
            self.procs.add(p.service if s.replicas.get(p.service, 1) == 1 else f"{p.service}-{p.index}",
                           p.popen.pid)
        if s._nats is not None and s._nats.proc is not None:
            self.procs.add("nats-server", s._nats.proc.pid)
            self.monitors["provgate"] = s._nats.monitor_port
        if s._pg is not None:
            self.procs.add("postgres", procstat.postmaster_pid(s._pg.pgdata), tree=True)
        self.procs.add("generator", os.getpid())
        self.say(f"provgate up in {time.monotonic() - t:.1f} s (nats {s.nats_url}); services "
                 + ", ".join(f"{p.service}-{p.index} pid {p.popen.pid}" for p in s.procs)
                 + f"; cores: {self.cores()}")
        self.gen = await LoadGenerator(s.nats_url, s.prefix, agents=self.a.agents, read_ratio=self.a.read_ratio,
                                       max_inflight=self.a.max_inflight, wait=self.a.wait,
                                       admin_url=s.admin_url, weights=self.a.weights).start()
        if not self.a.no_baseline:
            # the bare pipeline has no users of its own: on provgate's embedded server (users and
            # permissions) it gets a nats-server of its own, the same binary, without authorization
            base_url = s.nats_url
            if s.nats_users:
                self.base_nats = EmbeddedNats(self.home / "baseline-nats").start()
                base_url = self.base_nats.url
                assert self.base_nats.proc is not None
                self.procs.add("baseline-nats-server", self.base_nats.proc.pid)
                self.monitors["baseline"] = self.base_nats.monitor_port
            self.base_db = create_database(s.database_url, "provgate_loadtest")
            await bl.setup(base_url, self.base_db)
            self.base_proc = bl.spawn_consumer(base_url, self.base_db, self.home / "logs" / "baseline.log")
            self.procs.add("baseline-consumer", self.base_proc.pid)
            self.base = await bl.Baseline(base_url).start()
            await self._baseline_ready()
            await self._baseline_unplaced()

    async def _baseline_unplaced(self, timeout: float = 30.0) -> None:
        """The bare pipeline at its best: its consumer and nats-server run on every core, and so does
        its PostgreSQL backend, which otherwise inherits the cores `provgate up` gave the postmaster
        (shared/cpus.py; pinned with provgate's servers, the bare pipeline made about 5 % less)."""
        if self.system.placement is None or self.system._pg is None:
            return
        every = available()
        deadline = time.monotonic() + timeout
        async with await psycopg.AsyncConnection.connect(self.base_db, autocommit=True) as conn:
            while True:
                pids = [r[0] for r in await (await conn.execute(
                    "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()"
                )).fetchall()]
                if pids or time.monotonic() > deadline:
                    break
                await asyncio.sleep(0.05)
        if not pids:
            raise TimeoutError("the baseline consumer opened no PostgreSQL connection")
        for pid in pids:
            os.sched_setaffinity(pid, every)

    async def _baseline_ready(self, timeout: float = 30.0) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.base_proc.poll() is not None:
                raise RuntimeError("the baseline consumer exited; see " + str(self.home / "logs" / "baseline.log"))
            try:
                await self.base.js.consumer_info(bl.STREAM, bl.DURABLE)
                return
            except Exception:  # noqa: BLE001 - not up yet
                await asyncio.sleep(0.1)
        raise TimeoutError("the baseline consumer did not start")

    async def stop(self) -> None:
        for closer in (getattr(self, "gen", None), getattr(self, "base", None)):
            if closer is not None:
                await closer.close()
        if self.base_proc is not None and self.base_proc.poll() is None:
            self.base_proc.terminate()
            try:
                self.base_proc.wait(10)
            except Exception:  # noqa: BLE001
                self.base_proc.kill()
        if self.base_nats is not None:
            self.base_nats.stop()
        self.system.stop()
        if not self.a.keep:
            shutil.rmtree(self.home, ignore_errors=True)

    @property
    def generator_cores(self) -> frozenset[int] | None:
        """Where the load generator runs during provgate's steps: with everything but the front
        (shared/cpus.py), whose core is its own; agents on other machines would take nothing of
        this one. Left on both cores, it took part of the front's, and the decision p50 at 500/s
        was 1.4x (3 pairs, loadtest/RESULTS.md). The bare pipeline's steps run it on every core."""
        p = self.system.placement
        return p.rest if p is not None else None

    def cores(self) -> str:
        p = self.system.placement
        if p is None:
            return "left to the scheduler"
        return f"{p.describe()}; the load generator on CPU {','.join(map(str, sorted(p.rest)))} during provgate's steps"

    def service_pids(self) -> dict[str, int]:
        return {w.name: w.pid for w in self.procs.procs if w.name.split("-")[0] in SERVICES}

    # -------------------------------------------------------------- measured steps
    async def measured(self, run: Any, server: str = "provgate") -> tuple[Any, dict[str, Any]]:
        """Run one step; returns it with the CPU used meanwhile (cores per process, machine, noise)
        and the messages in and out of `server`'s nats-server (None if it has no monitoring port)."""
        port = self.monitors.get(server)
        n0 = await asyncio.to_thread(procstat.nats_messages, port)
        b0 = await asyncio.to_thread(procstat.nats_messages_by_client, port)
        c0, m0, l0 = self.procs.sample(), procstat.machine_cpu(), time.monotonic()
        with process_on(self.generator_cores if server == "provgate" else None):
            step = await run
        c1, m1, wall = self.procs.sample(), procstat.machine_cpu(), time.monotonic() - l0
        n1 = await asyncio.to_thread(procstat.nats_messages, port)
        b1 = await asyncio.to_thread(procstat.nats_messages_by_client, port)
        cores = self.procs.cores(c0, c1)
        ours = sum(v for v in cores.values() if v is not None)
        busy = round((m1[0] - m0[0]) / wall, 3)
        return step, {"cpu_cores": cores, "cpu_system_share": self.procs.system_share(c0, c1),
                      "machine_busy_cores": busy, "other_cores": round(max(busy - ours, 0.0), 3),
                      "stolen_cores": round((m1[1] - m0[1]) / wall, 3), "wall_s": round(wall, 2),
                      "load_average": procstat.load_average(),
                      "nats_msgs": None if n0 is None or n1 is None else n1 - n0,
                      "nats_msgs_by_client": None if b0 is None or b1 is None else
                      {k: v - b0.get(k, 0) for k, v in b1.items() if k != "(server)"}
                      | {"(server)": b1.get("(server)", 0) - b0.get("(server)", 0)}}

    async def provgate_step(self, rate: float | None, seconds: float, name: str, batch: int = 0) -> dict[str, Any]:
        await self.gen.new_scope(f"{self.tag}-{name}")
        run = (self.gen.run_batched(seconds, batch, depth=self.a.batch_depth) if batch
               else self.gen.run_closed(seconds, depth=self.a.depth) if rate is None
               else self.gen.run_rate(rate, seconds))
        step, cpu = await self.measured(run)
        out = {**step.summary(), **cpu}
        out["batch"] = batch or None
        out["nats_msgs_per_proposal"] = per_item(cpu["nats_msgs"], out["proposals"])
        by = cpu.get("nats_msgs_by_client") or {}
        out["nats_msgs_per_proposal_by_client"] = {k: per_item(v, out["proposals"]) for k, v in sorted(by.items())}
        out["cpu_ms_per_proposal"] = cpu_ms_per_item(cpu, exclude=("generator", "baseline-consumer"),
                                                     items=out["proposals"])
        out["journal"] = await self.journal_check(step)
        out["lost"] = out["journal"]["lost"]
        return out

    async def baseline_step(self, rate: float | None, seconds: float) -> dict[str, Any]:
        run = self.base.run_closed(seconds, window=self.a.agents * self.a.depth) if rate is None \
            else self.base.run_rate(rate, seconds)
        step, cpu = await self.measured(run, "baseline")
        out = {**step.summary(), **cpu}
        out["nats_msgs_per_message"] = per_item(cpu["nats_msgs"], out["messages"])
        out["cpu_ms_per_message"] = cpu_ms_per_item(cpu, exclude=("generator",), items=out["messages"],
                                                    only=("baseline-consumer", "nats-server", "postgres"))
        stored = self.base.stored(self.base_db, [step])
        out["stored"] = stored
        out["lost"] = stored["lost"]
        return out

    # -------------------------------------------------------------- exactly once
    async def journal_check(self, step: Step) -> dict[str, int]:
        """Every proposal sent: one row in the journal (`proposals`) and one event in the log."""
        pids = [r.pid for r in step.recs if r.t_submit]
        assert self.system.database_url
        with psycopg.connect(self.system.database_url) as c:
            rows = c.execute("SELECT proposal_id, count(*) FROM proposals WHERE proposal_id = ANY(%s)"
                             " GROUP BY proposal_id", (pids,)).fetchall()
        in_journal = {r[0]: int(r[1]) for r in rows}
        in_log = await log_counts(self.gen.nc, self.gen.subjects.stream, [self.gen.subjects.proposal(p) for p in pids])
        bad = [p for p in pids if in_journal.get(p) != 1 or in_log.get(self.gen.subjects.proposal(p)) != 1]
        return {"sent": len(pids), "journaled": sum(1 for p in pids if in_journal.get(p) == 1),
                "in_log": sum(1 for p in pids if in_log.get(self.gen.subjects.proposal(p)) == 1), "lost": len(bad)}


def per_item(n: int | None, items: int) -> float | None:
    return None if n is None or not items else round(n / items, 2)


def cpu_ms_per_item(cpu: dict[str, Any], *, exclude: tuple[str, ...], items: int,
                    only: tuple[str, ...] | None = None) -> float | None:
    """CPU milliseconds the system under test spent per item (generator excluded)."""
    if not items:
        return None
    cores = cpu["cpu_cores"]
    names = [n for n in cores if n not in exclude and (only is None or n in only)]
    total = sum(cores[n] or 0.0 for n in names) * cpu["wall_s"]
    return round(total * 1000 / items, 3)


async def log_counts(nc: Any, stream: str, subjects: list[str]) -> dict[str, int]:
    """Messages per subject in the stream (STREAM.INFO with a subjects filter, page by page)."""
    want = set(subjects)
    if not want:
        return {}
    prefix = subjects[0].rsplit(".", 1)[0]
    out: dict[str, int] = {}
    offset = 0
    for _ in range(10_000):  # bounded: pages of up to 100k subjects
        req = orjson.dumps({"subjects_filter": prefix + ".*", "offset": offset})
        msg = await nc.request(f"$JS.API.STREAM.INFO.{stream}", req, timeout=30)
        resp = orjson.loads(msg.data)
        page = (resp.get("state") or {}).get("subjects") or {}
        out.update({s: n for s, n in page.items() if s in want})
        offset += len(page)
        if not page or offset >= int(resp.get("total", 0)):
            break
    return out


# ------------------------------------------------------------------ modes
async def sweep(a: argparse.Namespace, h: Harness, say: Progress) -> dict[str, Any]:
    rates = rate_list(a.rates)
    say(f"warm-up: 100/s for 2 s (provgate{'' if a.no_baseline else ' and baseline'})")
    await h.gen.new_scope(f"{h.tag}-warm")
    await h.gen.run_rate(100, 2)
    if not a.no_baseline:
        await h.base.run_rate(100, 1)
    steps: dict[str, dict[str, list[dict[str, Any]]]] = {"provgate": {}, "baseline": {}}
    skipped: list[str] = []
    for rep in range(a.repeat):
        saturated_at: float | None = None
        for rate in rates:
            lb = label(rate)
            if (rate is not None and saturated_at is not None and rate > saturated_at and rate != HEADLINE_RATE
                    and not a.keep_going):
                why = f"provgate saturated at {saturated_at:g}/s (achieved < {SATURATED:.0%} of offered)"
                skipped.append(f"{lb}/s in repeat {rep + 1}: {why}")
                say(f"provgate  {lb:>5} [{rep + 1}/{a.repeat}] skipped: {why}")
            else:
                s = await h.provgate_step(rate, a.seconds, f"r{rep}-{lb}")
                steps["provgate"].setdefault(lb, []).append(s)
                say(f"provgate  {lb:>5} [{rep + 1}/{a.repeat}] {line(s)}")
                if rate is not None and (s["achieved_per_s"] < SATURATED * rate or s["capped_s"] > 0):
                    saturated_at = rate if saturated_at is None else min(saturated_at, rate)
            if not a.no_baseline:
                b = await h.baseline_step(rate, a.seconds)
                steps["baseline"].setdefault(lb, []).append(b)
                say(f"baseline  {lb:>5} [{rep + 1}/{a.repeat}] {line(b)}")
        if a.batch:
            lb = batch_label(a.batch)
            s = await h.provgate_step(None, a.seconds, f"r{rep}-batch{a.batch}", batch=a.batch)
            steps["provgate"].setdefault(lb, []).append(s)
            say(f"provgate  {lb} [{rep + 1}/{a.repeat}] {line(s)}")
    say(f"gate micro-benchmark: {a.micro_calls} calls of domain.rules.decide")
    micro = micro_bench(a.micro_calls)
    say(f"decide median {micro['decide_all']['median_us']} us, p99 {micro['decide_all']['p99_us']} us")
    labels = [label(r) for r in rates] + ([batch_label(a.batch)] if a.batch else [])
    return {"steps": steps, "rates": labels, "micro": micro, "skipped": skipped, "batch": a.batch,
            "table": aggregate(steps, labels)}


def batch_label(n: int) -> str:
    return f"max batch {n}"


def micro_bench(calls: int) -> dict[str, Any]:
    from services.gate.settings import GateSettings

    return microbench.run(calls, GateSettings().policy())


def line(s: dict[str, Any]) -> str:
    d, v = s.get("decision_ms") or {}, s["visible_ms"]
    cpu = ", ".join(f"{k} {c:.2f}" for k, c in s["cpu_cores"].items() if c is not None)
    dec = f"decision p50 {fmt(d.get('p50'))} p99 {fmt(d.get('p99'))} ms; " if d else ""
    return (f"offered {s['offered_per_s']:.0f}/s achieved {s['achieved_per_s']:.0f}/s; {dec}"
            f"visible p50 {fmt(v['p50'])} p99 {fmt(v['p99'])} max {fmt(v['max'])} ms; lost {s['lost']}; "
            f"lag max {s['lag_max']}; cpu [{cpu}] other {s['other_cores']:.2f}; nats msgs per item "
            f"{fmt(s.get('nats_msgs_per_proposal', s.get('nats_msgs_per_message')))}"
            + (" (" + ", ".join(f"{k} {fmt(n)}" for k, n in by.items()) + ")"
               if (by := s.get("nats_msgs_per_proposal_by_client")) else ""))


def fmt(x: float | None) -> str:
    return "-" if x is None else f"{x:.1f}"


def aggregate(steps: dict[str, dict[str, list[dict[str, Any]]]], rates: list[str]) -> list[dict[str, Any]]:
    """Per rate: the median over repeats of every figure (max latency: the largest seen)."""
    rows = []
    for lb in rates:
        pg, base = steps["provgate"].get(lb, []), steps["baseline"].get(lb, [])
        row: dict[str, Any] = {"rate": lb, "repeats": len(pg)}

        def med(runs: list[dict[str, Any]], *path: str) -> float | None:
            vals = []
            for r in runs:
                x: Any = r
                for p in path:
                    x = (x or {}).get(p)
                vals.append(x)
            return median(vals)

        for who, runs, vis in (("pg", pg, "visible_ms"), ("base", base, "visible_ms")):
            if not runs:
                continue
            row[f"{who}_offered"] = med(runs, "offered_per_s")
            ach = spread(r["achieved_per_s"] for r in runs)
            row[f"{who}_achieved"], row[f"{who}_achieved_min"], row[f"{who}_achieved_max"] = ach
            for q in ("p50", "p95", "p99"):
                row[f"{who}_visible_{q}"] = med(runs, vis, q)
            row[f"{who}_visible_max"] = max((r[vis]["max"] or 0) for r in runs)
            row[f"{who}_lost"] = sum(r["lost"] for r in runs)
            row[f"{who}_other_cores"] = med(runs, "other_cores")
        if pg:
            for q in ("p50", "p95", "p99"):
                row[f"pg_decision_{q}"] = med(pg, "decision_ms", q)
            row["pg_decision_max"] = max((r["decision_ms"]["max"] or 0) for r in pg)
            row["pg_cpu"] = {n: med(pg, "cpu_cores", n) for n in pg[0]["cpu_cores"]}
            # CPU milliseconds per proposal, per process: cores x wall / proposals
            row["pg_cpu_ms"] = {n: median([(r["cpu_cores"].get(n) or 0) * r["wall_s"] * 1000 / r["proposals"]
                                           for r in pg if r.get("proposals") and r.get("wall_s")])
                                for n in pg[0]["cpu_cores"]}
            row["pg_cpu_ms_per_proposal"] = med(pg, "cpu_ms_per_proposal")
            row["pg_lag_max"] = {c: max(r["lag_max"].get(c, 0) for r in pg) for c in pg[0]["lag_max"]}
            row["pg_events_per_proposal"] = med(pg, "events_per_proposal")
            row["pg_nats_msgs_per_proposal"] = med(pg, "nats_msgs_per_proposal")
            row["pg_unexpected"] = sum(r["unexpected_outcomes"] for r in pg)
            errors: dict[str, int] = {}
            for r in pg:
                for k, n in r.get("errors", {}).items():
                    errors[k] = errors.get(k, 0) + n
            row["pg_errors"] = errors  # summed over the repeats (client timeouts, refusals)
        if base:
            row["base_cpu"] = {n: med(base, "cpu_cores", n) for n in base[0]["cpu_cores"]}
            row["base_cpu_ms_per_message"] = med(base, "cpu_ms_per_message")
            row["base_nats_msgs_per_message"] = med(base, "nats_msgs_per_message")
            row["base_lag_max"] = max(r["lag_max"] for r in base)
        if pg and base:
            row["ratio_visible_p50"] = ratio(row["pg_visible_p50"], row["base_visible_p50"], 1)
            row["ratio_visible_p99"] = ratio(row["pg_visible_p99"], row["base_visible_p99"], 1)
            row["ratio_achieved"] = ratio(row["pg_achieved"], row["base_achieved"], 3)
            row["ratio_cpu_per_item"] = ratio(row["pg_cpu_ms_per_proposal"], row["base_cpu_ms_per_message"], 1)
        rows.append(row)
    return rows


def headline(res: dict[str, Any]) -> dict[str, Any]:
    rows = {r["rate"]: r for r in res["table"]}
    at500, mx = rows.get("500", {}), rows.get("max", {})
    lost = sum(r["lost"] for runs in res["steps"]["provgate"].values() for r in runs)
    blost = sum(r["lost"] for runs in res["steps"]["baseline"].values() for r in runs)
    return {
        "p50_ms_at_500": at500.get("pg_decision_p50"), "p99_ms_at_500": at500.get("pg_decision_p99"),
        "visible_p50_ms_at_500": at500.get("pg_visible_p50"), "visible_p99_ms_at_500": at500.get("pg_visible_p99"),
        "achieved_per_s_at_500": at500.get("pg_achieved"),
        "baseline_p50_ms_at_500": at500.get("base_visible_p50"),
        "baseline_p99_ms_at_500": at500.get("base_visible_p99"),
        "max_proposals_per_s": mx.get("pg_achieved"), "baseline_max_per_s": mx.get("base_achieved"),
        **({f"max_per_s_batch_{n}": rows[batch_label(n)].get("pg_achieved")}
           if (n := res.get("batch")) and batch_label(n) in rows else {}),
        "nats_msgs_per_proposal_at_max": mx.get("pg_nats_msgs_per_proposal"),
        "baseline_nats_msgs_per_message_at_max": mx.get("base_nats_msgs_per_message"),
        "max_ratio_to_baseline": mx.get("ratio_achieved"),
        "lost": lost, "baseline_lost": blost,
        "gate_decide_median_us": res["micro"]["decide_all"]["median_us"],
        "gate_decide_p99_us": res["micro"]["decide_all"]["p99_us"],
    }


MEMORY = "RSS; postgres: PSS of its processes"  # what the soak's memory figures are (procstat.py)


async def soak(a: argparse.Namespace, h: Harness, say: Progress) -> dict[str, Any]:
    """One long open-loop step; every interval: memory per process (MEMORY), the event log's size, CPU,
    latency of that interval."""
    await h.gen.new_scope(f"{h.tag}-warm")
    await h.gen.run_rate(100, 2)
    await h.gen.new_scope(f"{h.tag}-soak")
    samples: list[dict[str, Any]] = []
    stop = asyncio.Event()

    async def sampler() -> None:
        t0 = time.monotonic()
        c_prev = h.procs.sample()
        samples.append({"t_s": 0.0, "rss_mib": h.procs.rss_mib(), "log_mib": await h.gen.log_mib()})
        while not stop.is_set():
            try:
                await asyncio.wait_for(stop.wait(), a.interval)
            except TimeoutError:
                pass
            c = h.procs.sample()
            s = {"t_s": round(time.monotonic() - t0, 1), "rss_mib": h.procs.rss_mib(),
                 "cpu_cores": h.procs.cores(c_prev, c), "lag": await h.gen.consumer_lag(),
                 "log_mib": await h.gen.log_mib()}
            c_prev = c
            samples.append(s)
            say(f"soak t={s['t_s']:.0f}s MiB ({MEMORY}) "
                + ", ".join(f"{k} {v}" for k, v in s["rss_mib"].items())
                + f"; event log {s['log_mib']} MiB; lag {s['lag']}")

    task = asyncio.create_task(sampler())
    step, cpu = await h.measured(h.gen.run_rate(a.rate, a.duration, drain_timeout=60))
    stop.set()
    await task
    summary = {**step.summary(), **cpu}
    summary["journal"] = await h.journal_check(step)
    summary["lost"] = summary["journal"]["lost"]
    t0 = step.t_start
    windows = []
    for i in range(max(1, int(a.duration // a.interval))):
        lo, hi = t0 + i * a.interval, t0 + (i + 1) * a.interval
        w = [r for r in step.recs if lo <= r.t_submit < hi]
        windows.append({"window": i + 1, "from_s": round(i * a.interval), "proposals": len(w),
                        "decision_ms": summary_ms(r.t_decided - r.t_submit for r in w if r.t_decided),
                        "visible_ms": summary_ms(r.t_visible - r.t_submit for r in w if r.t_visible)})
    first, last = samples[0]["rss_mib"], samples[-1]["rss_mib"]
    growth = {k: (None if first.get(k) is None or last.get(k) is None else round(last[k] - first[k], 1))
              for k in first}
    return {"rate": a.rate, "duration_s": a.duration, "summary": summary, "samples": samples,
            "windows": windows, "rss_growth_mib": growth, "memory": MEMORY}


async def profile(a: argparse.Namespace, h: Harness, say: Progress, out_dir: Path) -> dict[str, Any]:
    await h.gen.new_scope(f"{h.tag}-warm")
    await h.gen.run_rate(100, 2)
    await h.gen.new_scope(f"{h.tag}-profile")
    record_s = max(2.0, a.duration - 4)
    pids = h.service_pids()  # Python processes only: nats-server and PostgreSQL are not py-spy's

    async def later() -> dict[str, Any]:
        await asyncio.sleep(2)  # let the rate settle first
        say(f"py-spy recording {', '.join(pids)} for {record_s:.0f} s")
        procs = prof.start(pids, record_s, out_dir)
        return await asyncio.to_thread(prof.finish, procs, out_dir, record_s + 60)

    rec_task = asyncio.create_task(later())
    load = (h.gen.run_batched(a.duration, a.batch, depth=a.batch_depth) if a.batch  # closed loop, as 'max batch N'
            else h.gen.run_rate(a.rate, a.duration))
    step, cpu = await h.measured(load)
    tops = await rec_task
    summary = {**step.summary(), **cpu}
    say(f"profiled at {f'max, batches of {a.batch}' if a.batch else f'{a.rate:g}/s'}: {line({**summary, 'lost': 0})}")
    return {"rate": None if a.batch else a.rate, "batch": a.batch or None, "duration_s": a.duration, "summary": summary, "profiles": tops}


# ------------------------------------------------------------------ entry point
async def run(a: argparse.Namespace, say: Progress, mode: str, out_dir: Path, stem: str) -> dict[str, Any]:
    h = Harness(a, say)
    meta = {"date": datetime.now(UTC).isoformat(timespec="seconds"), "mode": mode, "args": vars(a),
            "cpus": os.cpu_count(), "python": sys.version.split()[0], "replicas": h.system.replicas,
            "cores": h.cores() if h.system.placement else None}
    try:
        await h.start()
        if a.soak:
            res: dict[str, Any] = await soak(a, h, say)
            w0, w1 = res["windows"][0], res["windows"][-1]
            last = {"soak_rate": a.rate, "soak_s": a.duration, "lost": res["summary"]["lost"],
                    "achieved_per_s": res["summary"]["achieved_per_s"], "rss_growth_mib": res["rss_growth_mib"],
                    "p50_ms_first_window": w0["decision_ms"]["p50"], "p50_ms_last_window": w1["decision_ms"]["p50"],
                    "p99_ms_first_window": w0["decision_ms"]["p99"], "p99_ms_last_window": w1["decision_ms"]["p99"]}
        elif a.profile:
            res = await profile(a, h, say, ROOT / ".provgate" / f"pyspy-{stem}")  # raw stacks: git-ignored
            last = {"profile_rate": None if a.batch else a.rate, "profile_batch": a.batch or None, "profiled": sorted(res["profiles"])}
        else:
            res = await sweep(a, h, say)
            last = headline(res)
    finally:
        await h.stop()
    return {**meta, **res, "headline": last}


def write(res: dict[str, Any], mode: str, out_dir: Path, stem: str, say: Progress) -> None:
    last = res["headline"]
    out_dir.mkdir(parents=True, exist_ok=True)
    path = out_dir / f"{stem}.json"
    last["results"] = str(path.relative_to(ROOT) if path.is_relative_to(ROOT) else path)
    if mode in ("full", "quick"):
        png = out_dir / f"{stem}.png"
        if report.chart(res, png):
            last["chart"] = str(png.relative_to(ROOT) if png.is_relative_to(ROOT) else png)
        else:
            say("matplotlib is not installed (pip install -e '.[bench]'): no chart")
    path.write_text(json.dumps(res, indent=1, default=str) + "\n")
    report.update_results_md(HERE / "RESULTS.md", mode, res, last)
    say(f"wrote {last['results']} and loadtest/RESULTS.md")


def main(argv: list[str] | None = None) -> int:
    a = parse(argv)
    say = Progress()
    mode = "soak" if a.soak else "profile" if a.profile else "quick" if a.quick else "full"
    if mode == "profile" and not a.report_only and prof.py_spy() is None:  # say so before starting anything
        print("provgate bench --profile: py-spy is not installed (make bench installs it, or pip install py-spy)",
              file=sys.stderr)
        return 2
    say(f"provgate bench ({mode}): {os.cpu_count()} CPUs, load average {procstat.load_average():.2f}; "
        f"this machine may be shared: 'other' is the CPU used by processes outside this benchmark")
    if a.report_only:
        src = Path(a.report_only)
        res = json.loads(src.read_text())
        if res["mode"] in ("full", "quick"):
            res["table"] = aggregate(res["steps"], res["rates"])
        raw_dir = ROOT / ".provgate" / f"pyspy-{src.stem}"
        if res["mode"] == "profile" and raw_dir.is_dir():  # fold the raw stacks again (newer folding)
            res["profiles"] = {p.name.removesuffix(".raw"): prof.top(p.read_text())
                               for p in sorted(raw_dir.glob("*.raw"))}
        write(res, res["mode"], src.parent, src.stem, say)
        print(json.dumps(res["headline"], default=str), flush=True)
        return 0
    day = datetime.now(UTC).strftime("%Y-%m-%d")
    stem = day if mode == "full" else f"{day}-{mode}"
    out_dir = Path(a.out)
    # the generator and the baseline run as the services do: on uvloop, nats-py's writes coalesced
    # (3 interleaved pairs at max: the generator's CPU per proposal 0.53/0.53/0.62 -> 0.42/0.55/0.49 ms),
    # the collector on the same schedule
    loop.coalesce_nats_writes()
    loop.fast_header_parsing()
    gc.set_threshold(*loop.gc_thresholds(os.environ.get("PROVGATE_GC_GEN0", "")))
    res = uvloop.run(loop.collecting(run(a, say, mode, out_dir, stem)))
    if not a.no_write:
        write(res, mode, out_dir, stem, say)
    print(json.dumps(res["headline"], default=str), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
