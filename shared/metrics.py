"""Metrics a service keeps: latency histograms, outcome counters, consumer lag.

One recorder per service, and only one: every value is recorded once, here, and everything that
reports metrics reads this recorder. The `<prefix>.int.metrics.<service>` reply (what `provgate
ops` reads, on core NATS, from every instance, no collector needed), the Prometheus text
exposition (`exposition`, served over HTTP when `PROVGATE_METRICS_PORT` is set) and the OTLP
export (`shared.telemetry`, when `OTEL_*` asks for it) are three views of the same buckets and
counts, so ops and Prometheus cannot disagree.

Histograms have fixed bucket bounds, four per doubling (`BOUNDS_S`: 61 µs to 64 s, then +Inf),
the same in every view. Percentiles are read from them the way Prometheus's
`histogram_quantile` does (linear inside the bucket), so `provgate ops` shows what
`histogram_quantile(0.5, sum by (le) (..._bucket))` shows for the same counts. Beside the
cumulative buckets the recorder keeps one merged bucket set per second for the last minute, so
ops' live percentiles, rates and charts need only one snapshot.
"""
from __future__ import annotations

import asyncio
import bisect
import time
import weakref
from collections import Counter as Tally
from collections import defaultdict
from collections.abc import Awaitable, Callable, Iterable, Mapping, Sequence
from typing import Any

from nats.js import JetStreamContext
from nats.js.errors import NotFoundError

# the upper bounds (seconds) of the histograms' buckets: 2**(k/4) for k in -56..24, i.e. 61 µs to
# 64 s, four buckets per doubling (each about 19 % wide); bucket len(BOUNDS_S) is (64 s, +Inf)
BOUNDS_S: tuple[float, ...] = tuple(2.0 ** (k / 4) for k in range(-56, 25))
INF = len(BOUNDS_S)
WINDOW_S = 60  # seconds of per-second history in a snapshot

Labels = tuple[tuple[str, str], ...]


def bucket_of(seconds: float) -> int:
    """The bucket of a value: the first whose upper bound is >= it (Prometheus' `le`)."""
    return bisect.bisect_left(BOUNDS_S, seconds)


def merge(into: Tally[int], buckets: Mapping[str | int, int]) -> Tally[int]:
    for k, n in buckets.items():
        into[int(k)] += n
    return into


def quantiles(buckets: Mapping[int, int], qs: Sequence[float]) -> list[float | None]:
    """The q-quantiles (seconds) of a bucket set, as Prometheus's `histogram_quantile` reads them
    from the same buckets: the bucket holding rank q*count, interpolated linearly inside it (from
    0 for the first bucket; a rank in +Inf reads the highest finite bound). None where empty."""
    total = sum(buckets.values())
    if total == 0:
        return [None for _ in qs]
    ordered = sorted((int(i), n) for i, n in buckets.items() if n)
    out: list[float | None] = []
    for q in qs:
        rank, seen = q * total, 0
        for i, n in ordered:
            if seen + n >= rank:
                if i >= INF:
                    out.append(BOUNDS_S[-1])
                else:
                    lower = BOUNDS_S[i - 1] if i > 0 else 0.0
                    out.append(lower + (BOUNDS_S[i] - lower) * (rank - seen) / n)
                break
            seen += n
    return out


def _second() -> int:
    return int(time.time())


def _labels(attributes: Mapping[str, Any]) -> Labels:
    return tuple(sorted((k, str(v)) for k, v in attributes.items()))


class Series:
    """One label set of a histogram: cumulative count, sum and per-bucket counts."""

    __slots__ = ("count", "sum", "min", "max", "buckets")

    def __init__(self) -> None:
        self.count = 0
        self.sum = 0.0
        self.min = float("inf")
        self.max = float("-inf")
        self.buckets = [0] * (INF + 1)


class Histogram:
    def __init__(self, name: str, description: str) -> None:
        self.name = name
        self.description = description
        self.count = 0
        self.sum = 0.0
        self.buckets: Tally[int] = Tally()  # all label sets together
        self.series: dict[Labels, Series] = {}  # by label set, for the exports
        self.recent: dict[int, Tally[int]] = defaultdict(Tally)

    def record(self, seconds: float, **attributes: Any) -> None:
        i = bucket_of(seconds)
        self.count += 1
        self.sum += seconds
        self.buckets[i] += 1
        self.recent[_second()][i] += 1
        key = _labels(attributes) if attributes else ()
        s = self.series.get(key)
        if s is None:
            s = self.series[key] = Series()
        s.count += 1
        s.sum += seconds
        s.buckets[i] += 1
        if seconds < s.min:
            s.min = seconds
        if seconds > s.max:
            s.max = seconds

    def snapshot(self, now: int) -> dict[str, Any]:
        for s in [s for s in self.recent if s <= now - WINDOW_S]:
            del self.recent[s]
        return {"unit": "s", "count": self.count, "sum": round(self.sum, 6),
                "buckets": {str(i): n for i, n in sorted(self.buckets.items())},
                "recent": {str(s): {str(i): n for i, n in sorted(b.items())} for s, b in sorted(self.recent.items())}}


class Counter:
    def __init__(self, name: str, description: str) -> None:
        self.name = name
        self.description = description
        self.values: Tally[Labels] = Tally()
        self.recent: Tally[int] = Tally()

    def add(self, n: int = 1, **labels: str) -> None:
        self.values[tuple(sorted(labels.items()))] += n
        self.recent[_second()] += n

    def snapshot(self, now: int) -> dict[str, Any]:
        for s in [s for s in self.recent if s <= now - WINDOW_S]:
            del self.recent[s]
        return {"total": sum(self.values.values()),
                "values": [{"labels": dict(k), "value": v} for k, v in sorted(self.values.items())],
                "recent": {str(s): n for s, n in sorted(self.recent.items())}}


LagFetch = Callable[[], Awaitable[dict[str, int] | None]]
LAG_GAUGES = {  # gauge name -> (field of a lag reading, description)
    "provgate.consumer.pending": ("pending", "Messages of the stream the durable consumer has not yet been delivered (JetStream num_pending)."),
    "provgate.consumer.ack_pending": ("ack_pending", "Messages delivered to the durable consumer and not yet acknowledged."),
}
# every Metrics of this process, for the exports (a service folded into another's process adds its own)
REGISTRY: weakref.WeakSet[Metrics] = weakref.WeakSet()
# where this process serves its Prometheus exposition, once `serve_exposition` has started
_served: dict[str, str] = {}
_servers: list[asyncio.Server] = []


class Metrics:
    """One service's metrics. Built in `build_app`; instruments are created once, by name."""

    def __init__(self, service: str) -> None:
        self.service = service
        self.started_ns = time.time_ns()
        self.histograms: dict[str, Histogram] = {}
        self.counters: dict[str, Counter] = {}
        self._lag_fetch: dict[str, LagFetch] = {}
        self._lag: dict[str, dict[str, int]] = {}
        self.loop: asyncio.AbstractEventLoop | None = None
        REGISTRY.add(self)

    def histogram(self, name: str, description: str) -> Histogram:
        if name not in self.histograms:
            self.histograms[name] = Histogram(name, description)
        return self.histograms[name]

    def counter(self, name: str, description: str) -> Counter:
        if name not in self.counters:
            self.counters[name] = Counter(name, description)
        return self.counters[name]

    # ------------------------------------------------------------------ consumer lag
    def track_consumer(self, durable: str, fetch: LagFetch) -> None:
        """Report a durable consumer's lag (called from the service's event loop, at start)."""
        self._lag_fetch[durable] = fetch
        self.loop = asyncio.get_running_loop()

    async def lag(self) -> dict[str, dict[str, int]]:
        for durable, fetch in self._lag_fetch.items():
            try:
                got = await fetch()
            except Exception:  # noqa: BLE001 - a lag we cannot read is left out, never fatal
                got = None
            if got is not None:
                self._lag[durable] = got
        return dict(self._lag)

    def last_lag(self) -> dict[str, dict[str, int]]:
        """The lag last read (by a snapshot, a health request or `refresh_lag`)."""
        return dict(self._lag)

    def refresh_lag(self, timeout: float = 2.0) -> None:
        """From another thread (an exporter's): read the lag on the service's loop, briefly."""
        loop = self.loop
        if self._lag_fetch and loop is not None and loop.is_running() and not loop.is_closed():
            try:
                asyncio.run_coroutine_threadsafe(self.lag(), loop).result(timeout=timeout)
            except Exception:  # noqa: BLE001 - the last reading stands
                pass

    # ------------------------------------------------------------------ snapshot
    async def snapshot(self) -> dict[str, Any]:
        now = _second()
        runtime = _runtime[0].histograms if _runtime and _runtime[0] is not self else {}
        out: dict[str, Any] = {
            "time": time.time(),
            "histograms": {n: h.snapshot(now) for n, h in (self.histograms | runtime).items()},
            "counters": {n: c.snapshot(now) for n, c in self.counters.items()},
        }
        if self._lag_fetch:
            out["lag"] = await self.lag()
        if _served:
            out["exposition"] = _served["url"]
        return out


_runtime: list[Metrics] = []


def runtime_metrics() -> Metrics:
    """The process's own metrics (its collector's pauses), beside those of the services it runs:
    one per process, in every exposition and export, and in every service's metrics reply."""
    if not _runtime:
        _runtime.append(Metrics("runtime"))
    return _runtime[0]


class Decisions:
    """A decider's latency histogram and its outcomes, by outcome and by (outcome, reason code)."""

    def __init__(self, metrics: Metrics, name: str, what: str) -> None:
        self.latency = metrics.histogram(f"{name}.duration", f"Time to {what} and record it in the log.")
        self.outcomes = metrics.counter(f"{name}s", f"Each {what}, by outcome.")
        self.reasons = metrics.counter(f"{name}.reasons", f"Reason codes of each {what}, by outcome and reason.")

    def record(self, seconds: float, outcome: str, reasons: Iterable[Any]) -> None:
        self.latency.record(seconds, outcome=outcome)
        self.outcomes.add(outcome=outcome)
        for r in reasons:
            self.reasons.add(outcome=outcome, reason=str(getattr(r, "value", r)))


async def consumer_lag(js: JetStreamContext, stream: str, durable: str) -> dict[str, int] | None:
    """num_pending and num_ack_pending of a durable consumer (None if it does not exist yet)."""
    try:
        info = await js.consumer_info(stream, durable, timeout=1)
    except NotFoundError:
        return None
    return {"pending": int(info.num_pending or 0), "ack_pending": int(info.num_ack_pending or 0)}


# ---------------------------------------------------------------------------- Prometheus
def prometheus_name(name: str, kind: str, unit: str = "") -> str:
    """The name the OpenTelemetry Collector's Prometheus exporter gives an OTLP metric:
    `provgate.gate.decision.duration` (unit s) -> `provgate_gate_decision_duration_seconds`,
    a counter gets `_total`."""
    out = name.replace(".", "_")
    if unit == "s":
        out += "_seconds"
    return out + "_total" if kind == "counter" else out


def _escape(v: str) -> str:
    return v.replace("\\", "\\\\").replace("\n", "\\n").replace('"', '\\"')


def _fmt_labels(labels: Iterable[tuple[str, str]]) -> str:
    inner = ",".join(f'{k.replace(".", "_")}="{_escape(v)}"' for k, v in labels)
    return "{" + inner + "}" if inner else ""


def _bound(b: float) -> str:
    return repr(b)  # exact: parsing it back gives the same float


def exposition(metrics: Iterable[Metrics] | None = None) -> str:
    """The Prometheus text exposition (format 0.0.4) of `metrics` (default: every Metrics of this
    process): histograms with cumulative `le` buckets, `_sum` and `_count` per label set,
    counters as `_total`, and the consumer lag last read as gauges."""
    ms = sorted(REGISTRY if metrics is None else metrics, key=lambda m: m.service)
    lines: list[str] = []
    hists: dict[str, list[tuple[Labels, Series]]] = defaultdict(list)
    counters: dict[str, list[tuple[Labels, int]]] = defaultdict(list)
    helps: dict[str, str] = {}
    lag: dict[str, dict[str, int]] = {}
    for m in ms:
        for h in m.histograms.values():
            hists[h.name].extend(h.series.items())
            helps[h.name] = h.description
        for c in m.counters.values():
            counters[c.name].extend(c.values.items())
            helps[c.name] = c.description
        lag.update(m.last_lag())
    for name, rows in sorted(hists.items()):
        pn = prometheus_name(name, "histogram", "s")
        lines += [f"# HELP {pn} {helps[name]}", f"# TYPE {pn} histogram"]
        for labels, s in sorted(rows, key=lambda r: r[0]):
            cum = 0
            for i, n in enumerate(s.buckets):
                cum += n
                le = "+Inf" if i == INF else _bound(BOUNDS_S[i])
                lines.append(f"{pn}_bucket{_fmt_labels((*labels, ('le', le)))} {cum}")
            lines.append(f"{pn}_sum{_fmt_labels(labels)} {s.sum!r}")
            lines.append(f"{pn}_count{_fmt_labels(labels)} {s.count}")
    for name, crows in sorted(counters.items()):
        pn = prometheus_name(name, "counter")
        lines += [f"# HELP {pn} {helps[name]}", f"# TYPE {pn} counter"]
        lines += [f"{pn}{_fmt_labels(labels)} {v}" for labels, v in sorted(crows)]
    if lag:
        for gauge, (field, help_) in LAG_GAUGES.items():
            pn = prometheus_name(gauge, "gauge")
            lines += [f"# HELP {pn} {help_}", f"# TYPE {pn} gauge"]
            lines += [f'{pn}{{messaging_consumer_group_name="{_escape(d)}"}} {v.get(field, 0)}' for d, v in sorted(lag.items())]
    return "\n".join(lines) + "\n"


async def serve_exposition(host: str = "127.0.0.1", port: int = 0) -> str:
    """Serve `exposition()` at http://host:port/metrics from this process's loop (port 0: any free
    port); returns the URL, which the metrics reply also carries (`exposition`)."""

    async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            request = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), 5)
            path = request.split(b" ", 2)[1] if request.count(b" ") >= 2 else b""
            for m in REGISTRY:
                await m.lag()
            if path.split(b"?")[0] in (b"/metrics", b"/"):
                body, status = exposition().encode(), b"200 OK"
            else:
                body, status = b"not found\n", b"404 Not Found"
            writer.write(b"HTTP/1.1 " + status + b"\r\nContent-Type: text/plain; version=0.0.4; charset=utf-8\r\n"
                         b"Content-Length: " + str(len(body)).encode() + b"\r\nConnection: close\r\n\r\n" + body)
            await writer.drain()
        except (asyncio.IncompleteReadError, asyncio.LimitOverrunError, TimeoutError, ConnectionError):
            pass
        finally:
            writer.close()

    server = await asyncio.start_server(handle, host, port)
    _servers.append(server)
    bound = server.sockets[0].getsockname()
    _served["url"] = f"http://{bound[0]}:{bound[1]}/metrics"
    return _served["url"]
