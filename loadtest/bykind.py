"""What one proposal costs, by kind: CPU milliseconds per process and NATS messages, each kind alone.

    python -m loadtest.bykind [--rate 120 | --rate max] [--seconds 8] [--rounds 2]

The full sweep (`loadtest.bench`) measures the load mix as a whole; this drives one kind of the
mix at a time (loadtest/mix.py), each in a fresh scope at a rate below saturation, with no reads,
and then the cheapest kind again with one `facts.get` per proposal, so a read's own cost is the
difference between the last two rows. Before a kind is measured, a few seconds of new values (not
measured) give it slots with known values to aim at, as in the mix. Each row is the median over
`--rounds` passes of every kind (the passes alternate the kinds, so a noisy minute spreads over all
of them).

At a fixed rate below saturation each batch of the projector and each write of the sockets carries
few messages, so these figures are higher than those of the sweep's `max` step, where the same work
is shared by fuller batches: read them against each other, and against the `mix` row. `--rate max`
drives each kind as fast as it goes (the sweep's closed loop, 4 proposals in flight per agent):
what each kind costs where throughput is decided.
"""
from __future__ import annotations

import argparse
import asyncio
import statistics
from typing import Any

from .bench import Harness, Progress, parse
from .mix import Workload

# (row, the kinds driven and their weights (None: the whole mix), facts.get reads per proposal)
KINDS: tuple[tuple[str, dict[str, float] | None, float], ...] = (
    ("mix (no reads)", None, 0.0),
    ("new: a source recorded, then a proposal citing it (accepted)", {"new": 1.0}, 0.0),
    ("unsourced: no evidence (held, then refused by the verifier)", {"unsourced": 1.0}, 0.0),
    ("low_conf: below the confidence floor (refused at once)", {"low_conf": 1.0}, 0.0),
    ("low_conf with one facts.get per proposal", {"low_conf": 1.0}, 1.0),
    ("restate: the current value again, citing its source (confirmed)", {"restate": 1.0}, 0.0),
)
WARM_S, WARM_RATE = 3.0, 120.0  # seconds (and rate) of new values before a kind is measured: slots it can aim at
PROCESSES = ("intake", "projector", "nats-server", "postgres", "generator")


async def one(h: Harness, name: str, weights: dict[str, float] | None, reads: float, rate: float | None,
              seconds: float, n: int) -> dict[str, Any]:
    scope = await h.gen.new_scope(f"{h.tag}-k{n}")
    h.gen.read_ratio = 0.0
    if weights is not None:
        # first, unmeasured, slots with known values to aim at (a kind that needs one falls back to
        # a new value without it, and with only a few every proposal would contend for the same slot)
        h.gen.workload = w = Workload(scope, seed=n, weights={"new": 1.0})
        await h.gen.run_rate(rate or WARM_RATE, WARM_S)
        w.reweight(weights)
    h.gen.read_ratio = reads
    run = h.gen.run_closed(seconds, depth=4) if rate is None else h.gen.run_rate(rate, seconds)
    step, cpu = await h.measured(run)
    s = step.summary()
    items = max(1, s["proposals"])
    per = {k: v * cpu["wall_s"] * 1000 / items for k, v in cpu["cpu_cores"].items() if v is not None}
    return {"row": name, "achieved_per_s": s.get("achieved_per_s"), "other_cores": cpu["other_cores"],
            "cpu_ms": per, "msgs": (cpu["nats_msgs"] or 0) / items}


def table(rows: list[dict[str, Any]]) -> str:
    out = ["| kind | achieved /s | CPU ms per proposal: front (intake, gate, verifier) / projector / nats-server "
           "/ PostgreSQL / load generator | NATS messages per proposal |", "|---|---|---|---|"]
    for r in rows:
        cpu = " / ".join(f"{r['cpu_ms'].get(p, 0):.2f}" for p in PROCESSES)
        out.append(f"| {r['row']} | {r['achieved_per_s']:.0f} | {cpu} | {r['msgs']:.1f} |")
    return "\n".join(out)


def median_rows(passes: list[list[dict[str, Any]]]) -> list[dict[str, Any]]:
    rows = []
    for i, first in enumerate(passes[0]):
        same = [p[i] for p in passes]
        rows.append({"row": first["row"], "achieved_per_s": statistics.median(r["achieved_per_s"] for r in same),
                     "cpu_ms": {p: statistics.median(r["cpu_ms"].get(p, 0.0) for r in same) for p in PROCESSES},
                     "msgs": statistics.median(r["msgs"] for r in same)})
    return rows


async def run(rate: float | None, seconds: float, rounds: int) -> list[dict[str, Any]]:
    say = Progress()
    h = Harness(parse(["--no-baseline", "--read-ratio", "0"]), say)
    await h.start()
    passes: list[list[dict[str, Any]]] = []
    try:
        n = 0
        for r in range(rounds):
            done = []
            for name, weights, reads in KINDS:
                n += 1
                row = await one(h, name, weights, reads, rate, seconds, n)
                say(f"pass {r + 1}/{rounds}, {name}: {row['achieved_per_s']:.0f}/s, CPU ms per proposal "
                      + ", ".join(f"{k} {v:.2f}" for k, v in row["cpu_ms"].items() if k in PROCESSES)
                    + f", {row['msgs']:.1f} NATS messages (other {row['other_cores']:.2f} cores)")
                done.append(row)
            passes.append(done)
    finally:
        await h.stop()
    return median_rows(passes)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rate", default="120", help="proposals per second (below saturation), or 'max'")
    ap.add_argument("--seconds", type=float, default=8.0, help="length of each kind's step")
    ap.add_argument("--rounds", type=int, default=2, help="passes over every kind; medians are reported")
    a = ap.parse_args()
    print(table(asyncio.run(run(None if a.rate == "max" else float(a.rate), a.seconds, a.rounds))))


if __name__ == "__main__":
    main()
