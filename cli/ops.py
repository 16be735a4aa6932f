"""`provgate ops` and `provgate status`: read every service instance's metrics and health over NATS.

Each instance answers `<prefix>.int.metrics.<service>` with its histograms (the bucket bounds of
`shared.metrics.BOUNDS_S`, cumulative and per second for the last minute), counters and consumer
lag, read from the same recorder as its Prometheus exposition and its OTLP export; percentiles
are read from the buckets as Prometheus's `histogram_quantile` reads them. `aggregate` merges
them (buckets add up across instances) into one snapshot: latency percentiles over the last
minute and since start, throughput over the last 10 seconds, outcomes by reason, lag per durable
consumer. `provgate ops` redraws it every second with a p95 sparkline per latency; `--json` prints
one snapshot. No collector is involved: this is the view an operator has on any machine.
"""
from __future__ import annotations

import asyncio
import time
from collections import Counter, defaultdict
from collections.abc import Iterable
from datetime import UTC, datetime
from typing import Any

import nats
import orjson
from nats.aio.client import Client as Nats
from rich import box
from rich.console import Group
from rich.table import Table
from rich.text import Text

from contracts.subjects import Subjects
from shared.metrics import merge, quantiles

from .runtime import SERVICES

LATENCIES = {  # name in the snapshot -> the histogram it reads
    "gate_decision": "provgate.gate.decision.duration",
    "verdict": "provgate.verifier.verdict.duration",
    "end_to_end": "provgate.proposal.end_to_end.duration",
}
RATES = {  # name -> (kind, metric) whose per-second counts make the rate
    "proposals_received": ("counters", "provgate.intake.proposals"),
    "gate_decisions": ("histograms", "provgate.gate.decision.duration"),
    "verdicts": ("histograms", "provgate.verifier.verdict.duration"),
    "final_visible": ("histograms", "provgate.proposal.end_to_end.duration"),
    "events_applied": ("counters", "provgate.projector.events"),
}
OUTCOMES = {"gate": "provgate.gate.decision", "verifier": "provgate.verifier.verdict"}
WINDOW_S = 60
RATE_WINDOW_S = 10
SPARK = "▁▂▃▄▅▆▇█"


# ---------------------------------------------------------------------------- gathering
async def gather(nc: Nats, subjects: Subjects, kind: str, wait: float = 0.5) -> list[dict[str, Any]]:
    """Every instance's reply to `<prefix>.int.<kind>.<service>` ("health" or "metrics").

    Instances of one service all answer, so this listens until `wait` has passed, or until every
    service has answered and 50 ms went by without another reply.
    """
    inbox = nc.new_inbox()
    sub = await nc.subscribe(inbox)
    subject = subjects.health if kind == "health" else subjects.metrics
    out: list[dict[str, Any]] = []
    try:
        for s in SERVICES:
            await nc.publish(subject(s), b"", reply=inbox)
        deadline = time.monotonic() + wait
        while (left := deadline - time.monotonic()) > 0:
            quiet = {r.get("service") for r in out} >= set(SERVICES)
            try:
                m = await sub.next_msg(timeout=min(left, 0.05) if quiet else left)
            except Exception:  # noqa: BLE001 - nats-py raises its own TimeoutError
                if quiet:
                    break
                continue
            if m.data:  # an empty message is the server's "no responders"
                out.append(orjson.loads(m.data))
    finally:
        await sub.unsubscribe()
    return out


async def log_position(nc: Nats, subjects: Subjects) -> int | None:
    try:
        info = await nc.jetstream().stream_info(subjects.stream)
    except Exception:  # noqa: BLE001 - no stream yet, or no JetStream: leave it out
        return None
    return int(info.state.last_seq)


# ---------------------------------------------------------------------------- aggregating
def _ms(v: float | None) -> float | None:
    return None if v is None else round(v * 1000, 3)


def _percentiles(buckets: Counter[int]) -> dict[str, Any]:
    p50, p95, p99 = quantiles(buckets, (0.5, 0.95, 0.99))
    return {"count": sum(buckets.values()), "p50": _ms(p50), "p95": _ms(p95), "p99": _ms(p99)}


def _window(snaps: Iterable[dict[str, Any]], name: str, since: int, until: int) -> Counter[int]:
    out: Counter[int] = Counter()
    for s in snaps:
        for sec, b in s.get("histograms", {}).get(name, {}).get("recent", {}).items():
            if since <= int(sec) <= until:
                merge(out, b)
    return out


def series(replies: list[dict[str, Any]], name: str, now: int, q: float = 0.95, seconds: int = WINDOW_S) -> list[float | None]:
    """The q-quantile of histogram `name` (ms) in each of the last `seconds` seconds; None if empty."""
    per: dict[int, Counter[int]] = defaultdict(Counter)
    for s in replies:
        for sec, b in s.get("histograms", {}).get(name, {}).get("recent", {}).items():
            merge(per[int(sec)], b)
    return [_ms(quantiles(per[t], (q,))[0]) if per.get(t) else None for t in range(now - seconds + 1, now + 1)]


def aggregate(replies: list[dict[str, Any]], now: float | None = None, log_seq: int | None = None) -> dict[str, Any]:
    """One snapshot of the whole system from every instance's metrics reply."""
    now = time.time() if now is None else now
    sec = int(now)
    instances: Counter[str] = Counter(r["service"] for r in replies)
    latency: dict[str, Any] = {}
    for key, name in LATENCIES.items():
        total: Counter[int] = Counter()
        for r in replies:
            merge(total, r.get("histograms", {}).get(name, {}).get("buckets", {}))
        latency[key] = {**_percentiles(total), f"last_{WINDOW_S}s": _percentiles(_window(replies, name, sec - WINDOW_S + 1, sec))}
    rates: dict[str, float] = {}
    for key, (kind, name) in RATES.items():
        n = 0
        for r in replies:
            recent = r.get(kind, {}).get(name, {}).get("recent", {})
            for s, v in recent.items():
                if sec - RATE_WINDOW_S <= int(s) < sec:  # whole seconds only
                    n += sum(v.values()) if isinstance(v, dict) else v
        rates[key] = round(n / RATE_WINDOW_S, 2)
    outcomes: dict[str, dict[str, int]] = {}
    reasons: dict[str, dict[str, dict[str, int]]] = {}
    for who, base in OUTCOMES.items():
        o: Counter[str] = Counter()
        rs: dict[str, Counter[str]] = defaultdict(Counter)
        for r in replies:
            for v in r.get("counters", {}).get(f"{base}s", {}).get("values", []):
                o[v["labels"]["outcome"]] += v["value"]
            for v in r.get("counters", {}).get(f"{base}.reasons", {}).get("values", []):
                rs[v["labels"]["outcome"]][v["labels"]["reason"]] += v["value"]
        outcomes[who] = dict(sorted(o.items()))
        reasons[who] = {k: dict(sorted(c.items())) for k, c in sorted(rs.items())}
    lag: dict[str, dict[str, int]] = {}
    for r in sorted(replies, key=lambda r: r.get("time", 0)):  # the newest reading of each durable wins
        lag.update(r.get("lag", {}))
    proj = [r for r in replies if r["service"] == "projector"]
    leader = next((r for r in proj if r.get("leader")), None)
    out: dict[str, Any] = {
        "time": datetime.fromtimestamp(now, UTC).isoformat(timespec="seconds").replace("+00:00", "Z"),
        "instances": dict(sorted(instances.items())),
        "missing": sorted(set(SERVICES) - set(instances)),
        "latency_ms": latency,
        "throughput_per_s": rates,
        "outcomes": outcomes,
        "reasons": reasons,
        "lag": dict(sorted(lag.items())),
        "projector": {"applied_seq": max((r.get("applied_seq", 0) for r in proj), default=None),
                      "leader": leader["instance"] if leader else None},
    }
    # what an operator must look at: dead letters, a log filling up (issue 11, 12), keys over quota
    out["alarms"] = sorted({f"{r['service']}: {a}" for r in replies if (a := alarms(r))})
    limited: Counter[str] = Counter()
    for r in replies:
        for v in r.get("counters", {}).get("provgate.intake.rate_limited", {}).get("values", []):
            limited[v["labels"].get("key", "?")] += v["value"]
    out["rate_limited"] = dict(limited.most_common(10))
    # nats-py's flusher and header patches (shared.loop): where one did not apply, nats-py's internals changed
    out["coalesce_writes"] = {f"{r['service']}/{r['instance']}": r["coalesce_writes"]
                              for r in replies if "coalesce_writes" in r}
    out["warnings"] = sorted({f"{r['service']}: {what} {r[k]}" for r in replies
                              for k, what in (("coalesce_writes", "nats write coalescing"),
                                              ("fast_headers", "nats header parsing"))
                              if str(r.get(k, "")).startswith("not applied")})
    if log_seq is not None:
        out["log"] = {"last_seq": log_seq}
    return out


async def snapshot(url: str, prefix: str) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    nc = await nats.connect(url, name="provgate-ops")
    try:
        subjects = Subjects(prefix)
        replies = await gather(nc, subjects, "metrics")
        return aggregate(replies, log_seq=await log_position(nc, subjects)), replies
    finally:
        await nc.close()


# ---------------------------------------------------------------------------- rendering
def sparkline(values: list[float | None]) -> str:
    """One character per value, scaled from zero to the largest; a blank where there is none."""
    seen = [v for v in values if v is not None]
    if not seen:
        return " " * len(values)
    hi = max(seen) or 1.0
    return "".join(" " if v is None else SPARK[min(len(SPARK) - 1, int(v / hi * (len(SPARK) - 1) + 0.5))]
                   for v in values)


def _fmt(v: float | None) -> str:
    return "-" if v is None else (f"{v:,.1f}" if v >= 10 else f"{v:,.2f}")


def render(snap: dict[str, Any], replies: list[dict[str, Any]], width: int = 160) -> Group:
    """The latency table with its charts, then throughput, lag and outcomes (side by side when
    the terminal is wide enough)."""
    now = int(time.time())
    chart = max(10, min(WINDOW_S, width - 100))
    lat = Table(title=f"provgate ops  {snap['time']}  latency in ms: last {WINDOW_S} s | since start",
                title_justify="left", box=box.SIMPLE_HEAD, pad_edge=False)
    for c in ("", "n", "p50", "p95", "p99", "n all", "p50 ", "p95 ", "p99 "):
        lat.add_column(c, justify="left" if not c else "right", no_wrap=True)
    lat.add_column(f"p95 each second, last {chart} s", no_wrap=True)
    for key, name in LATENCIES.items():
        a = snap["latency_ms"][key]
        w = a[f"last_{WINDOW_S}s"]
        s = series(replies, name, now, seconds=chart)
        peak = max((v for v in s if v is not None), default=None)
        lat.add_row(key.replace("_", " "), str(w["count"]), _fmt(w["p50"]), _fmt(w["p95"]), _fmt(w["p99"]),
                    str(a["count"]), _fmt(a["p50"]), _fmt(a["p95"]), _fmt(a["p99"]),
                    Text(sparkline(s), style="cyan") + Text(f" max {_fmt(peak)}" if peak is not None else ""))
    rate = Table(title=f"per second, last {RATE_WINDOW_S} s", title_justify="left", box=box.SIMPLE, show_header=False)
    rate.add_column()
    rate.add_column(justify="right")
    for k, v in snap["throughput_per_s"].items():
        rate.add_row(k.replace("_", " "), f"{v:,.1f}")
    lag = Table("consumer", "pending", "unacked", title="consumer lag", title_justify="left", box=box.SIMPLE)
    for d, v in snap["lag"].items():
        lag.add_row(d, str(v.get("pending", "-")), str(v.get("ack_pending", "-")))
    log_seq = snap.get("log", {}).get("last_seq")
    proj = snap["projector"]
    lag.add_row("applied", str(proj["applied_seq"]), f"of {log_seq}" if log_seq is not None else "")
    outcomes = Table(title="outcomes since start", title_justify="left", box=box.SIMPLE)
    outcomes.add_column("", no_wrap=True, min_width=8)
    outcomes.add_column("outcome", no_wrap=True, min_width=11)
    outcomes.add_column("n", justify="right", no_wrap=True, min_width=3)
    outcomes.add_column("top reasons", no_wrap=True, overflow="ellipsis", max_width=60)
    for who, o in snap["outcomes"].items():
        for outcome, n in o.items():
            rs = sorted(snap["reasons"][who].get(outcome, {}).items(), key=lambda x: -x[1])
            outcomes.add_row(who, outcome, str(n), ", ".join(f"{r} {c}" for r, c in rs[:3]))
    grid = Table.grid(padding=(0, 4))
    wide = width >= 150
    grid.add_row(rate, lag, *([outcomes] if wide else []))
    foot = Text("instances: " + ", ".join(f"{k} {v}" for k, v in snap["instances"].items()), style="dim")
    if snap["missing"]:
        foot += Text(f"   not answering: {', '.join(snap['missing'])}", style="red")
    for a in snap.get("alarms", []):
        foot += Text(f"\nALARM {a}", style="bold red")
    for w in snap.get("warnings", []):
        foot += Text(f"\nWARNING {w}", style="yellow")
    if snap.get("rate_limited"):
        foot += Text("\nrate limited since start: " + ", ".join(f"{k} {n}" for k, n in snap["rate_limited"].items()),
                     style="yellow")
    return Group(lat, grid, *([] if wide else [outcomes]), foot)


async def live(url: str, prefix: str, console: Any, once: bool = False) -> None:
    """Redraw every second until Ctrl-C."""
    from rich.live import Live

    nc = await nats.connect(url, name="provgate-ops")
    subjects = Subjects(prefix)
    try:
        with Live(console=console, auto_refresh=False, screen=False) as view:
            while True:
                started = time.monotonic()
                replies = await gather(nc, subjects, "metrics")
                snap = aggregate(replies, log_seq=await log_position(nc, subjects))
                view.update(render(snap, replies, console.width), refresh=True)
                if once:
                    return
                await asyncio.sleep(max(0.0, 1.0 - (time.monotonic() - started)))
    finally:
        await nc.close()


# ---------------------------------------------------------------------------- status
def alarms(row: dict[str, Any]) -> str:
    """What an operator must look at in one instance's health: events the views could not take
    (dead letters), a log past 80 % of its size limit."""
    out = []
    if row.get("dead_letters"):
        out.append(f"{row['dead_letters']} event(s) could not be applied (see dead_letters)")
    stream = row.get("stream") or {}
    if stream.get("alarm"):
        out.append(f"the log is {stream['used']:.0%} full ({stream['bytes']} of {stream['max_bytes']} bytes)")
    return "; ".join(out)


def status_table(rows: list[dict[str, Any]]) -> Table:
    """`provgate status`: one row per instance: connections, consumer lag, last event applied."""
    t = Table("service", "instance", "pid", "uptime s", "nats", "db", "consumer lag", "applied seq", "details")
    shown = {"ok", "service", "instance", "pid", "uptime_s", "nats", "db", "lag", "applied_seq"}

    def yes(v: Any) -> str:
        return "" if v is None else ("ok" if v else "[red]DOWN[/red]")

    for r in sorted(rows, key=lambda r: (SERVICES.index(r["service"]) if r["service"] in SERVICES else 99, r["instance"])):
        lag = "; ".join((f"{d}: " if d != r["service"] else "") + f"{v.get('pending', 0)} pending, "
                        f"{v.get('ack_pending', 0)} unacked" for d, v in r.get("lag", {}).items())
        extra = {k: v for k, v in r.items() if k not in shown}
        extra = {**({"ALARM": a} if (a := alarms(r)) else {}), **extra}
        t.add_row(r["service"], r["instance"], str(r["pid"]), str(r["uptime_s"]), yes(r.get("nats")), yes(r.get("db")),
                  lag, str(r.get("applied_seq", "")), str(extra or ""))
    return t
