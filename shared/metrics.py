"""Metrics a service keeps: latency histograms, outcome counters, consumer lag.

Each is recorded twice: into the OpenTelemetry instrument of the same name (exported over OTLP
when `OTEL_*` asks for it, see `telemetry.configure`) and into a small process-local recorder
that answers `<prefix>.int.metrics.<service>` on core NATS, so `provgate ops` can read every
instance without any collector. The recorder's histograms use log-scale buckets (4% wide: a
percentile read from them is within 2% of the true value) and keep one bucket set per second
for the last minute, so live percentiles, rates and charts need only one snapshot.
"""
from __future__ import annotations

import asyncio
import math
import time
from collections import Counter as Tally
from collections import defaultdict
from collections.abc import Awaitable, Callable, Iterable, Mapping, Sequence
from typing import Any

from nats.js import JetStreamContext
from nats.js.errors import NotFoundError
from opentelemetry import metrics as otel
from opentelemetry.metrics import CallbackOptions, Observation

GAMMA = 1.04  # bucket i holds values in (GAMMA**(i-1), GAMMA**i] microseconds
WINDOW_S = 60  # seconds of per-second history in a snapshot
# OTLP histogram boundaries in seconds: milliseconds matter here, the SDK default starts at 5 s
LATENCY_BOUNDARIES_S = (0.0005, 0.001, 0.002, 0.003, 0.005, 0.0075, 0.01, 0.015, 0.02, 0.03, 0.05, 0.075,
                        0.1, 0.15, 0.25, 0.5, 0.75, 1.0, 2.5, 5.0, 10.0)
_LOG_GAMMA = math.log(GAMMA)


def bucket_of(seconds: float) -> int:
    return max(0, math.ceil(math.log(max(seconds * 1e6, 1.0)) / _LOG_GAMMA))


def bucket_seconds(i: int) -> float:
    """A bucket's representative value: the geometric middle of its bounds."""
    return GAMMA ** (i - 0.5) / 1e6 if i > 0 else 1e-6


def merge(into: Tally[int], buckets: Mapping[str | int, int]) -> Tally[int]:
    for k, n in buckets.items():
        into[int(k)] += n
    return into


def quantiles(buckets: Mapping[int, int], qs: Sequence[float]) -> list[float | None]:
    """The q-quantiles (seconds) of a bucket set; None where it is empty."""
    total = sum(buckets.values())
    if total == 0:
        return [None for _ in qs]
    ordered = sorted(buckets.items())
    out: list[float | None] = []
    for q in qs:
        rank, seen = max(1, math.ceil(q * total)), 0
        for i, n in ordered:
            seen += n
            if seen >= rank:
                out.append(bucket_seconds(i))
                break
    return out


def _second() -> int:
    return int(time.time())


class Histogram:
    def __init__(self, meter: Any, name: str, description: str) -> None:
        self.name = name
        self.count = 0
        self.sum = 0.0
        self.buckets: Tally[int] = Tally()
        self.recent: dict[int, Tally[int]] = defaultdict(Tally)
        self._otel = meter.create_histogram(name, unit="s", description=description,
                                            explicit_bucket_boundaries_advisory=LATENCY_BOUNDARIES_S)

    def record(self, seconds: float, **attributes: Any) -> None:
        i = bucket_of(seconds)
        self.count += 1
        self.sum += seconds
        self.buckets[i] += 1
        self.recent[_second()][i] += 1
        self._otel.record(seconds, attributes=attributes or None)

    def snapshot(self, now: int) -> dict[str, Any]:
        for s in [s for s in self.recent if s <= now - WINDOW_S]:
            del self.recent[s]
        return {"unit": "s", "count": self.count, "sum": round(self.sum, 6),
                "buckets": {str(i): n for i, n in sorted(self.buckets.items())},
                "recent": {str(s): {str(i): n for i, n in sorted(b.items())} for s, b in sorted(self.recent.items())}}


class Counter:
    def __init__(self, meter: Any, name: str, description: str) -> None:
        self.name = name
        self.values: Tally[tuple[tuple[str, str], ...]] = Tally()
        self.recent: Tally[int] = Tally()
        self._otel = meter.create_counter(name, description=description)

    def add(self, n: int = 1, **labels: str) -> None:
        self.values[tuple(sorted(labels.items()))] += n
        self.recent[_second()] += n
        self._otel.add(n, attributes=labels or None)

    def snapshot(self, now: int) -> dict[str, Any]:
        for s in [s for s in self.recent if s <= now - WINDOW_S]:
            del self.recent[s]
        return {"total": sum(self.values.values()),
                "values": [{"labels": dict(k), "value": v} for k, v in sorted(self.values.items())],
                "recent": {str(s): n for s, n in sorted(self.recent.items())}}


LagFetch = Callable[[], Awaitable[dict[str, int] | None]]


class Metrics:
    """One service's metrics. Built in `build_app`; instruments are created once, by name."""

    def __init__(self, service: str) -> None:
        self.service = service
        self._meter = otel.get_meter("provgate")
        self.histograms: dict[str, Histogram] = {}
        self.counters: dict[str, Counter] = {}
        self._lag_fetch: dict[str, LagFetch] = {}
        self._lag: dict[str, dict[str, int]] = {}
        self._loop: asyncio.AbstractEventLoop | None = None
        self._gauges = False

    def histogram(self, name: str, description: str) -> Histogram:
        if name not in self.histograms:
            self.histograms[name] = Histogram(self._meter, name, description)
        return self.histograms[name]

    def counter(self, name: str, description: str) -> Counter:
        if name not in self.counters:
            self.counters[name] = Counter(self._meter, name, description)
        return self.counters[name]

    # ------------------------------------------------------------------ consumer lag
    def track_consumer(self, durable: str, fetch: LagFetch) -> None:
        """Report a durable consumer's lag (called from the service's event loop, at start)."""
        self._lag_fetch[durable] = fetch
        self._loop = asyncio.get_running_loop()
        if not self._gauges:
            self._gauges = True
            self._meter.create_observable_gauge(
                "provgate.consumer.pending", callbacks=[self._observe("pending")], unit="{message}",
                description="Messages of the stream the durable consumer has not yet been delivered (JetStream num_pending).")
            self._meter.create_observable_gauge(
                "provgate.consumer.ack_pending", callbacks=[self._observe("ack_pending")], unit="{message}",
                description="Messages delivered to the durable consumer and not yet acknowledged.")

    async def lag(self) -> dict[str, dict[str, int]]:
        for durable, fetch in self._lag_fetch.items():
            try:
                got = await fetch()
            except Exception:  # noqa: BLE001 - a lag we cannot read is left out, never fatal
                got = None
            if got is not None:
                self._lag[durable] = got
        return dict(self._lag)

    def _observe(self, field: str) -> Callable[[CallbackOptions], Iterable[Observation]]:
        def callback(_: CallbackOptions) -> Iterable[Observation]:
            # runs on the exporter's thread: ask the service's loop, briefly, else report the last value
            loop = self._loop
            if field == "pending" and loop is not None and loop.is_running() and not loop.is_closed():
                try:
                    asyncio.run_coroutine_threadsafe(self.lag(), loop).result(timeout=2)
                except Exception:  # noqa: BLE001
                    pass
            return [Observation(v.get(field, 0), {"messaging.consumer.group.name": d}) for d, v in self._lag.items()]
        return callback

    # ------------------------------------------------------------------ snapshot
    async def snapshot(self) -> dict[str, Any]:
        now = _second()
        out: dict[str, Any] = {
            "time": time.time(),
            "histograms": {n: h.snapshot(now) for n, h in self.histograms.items()},
            "counters": {n: c.snapshot(now) for n, c in self.counters.items()},
        }
        if self._lag_fetch:
            out["lag"] = await self.lag()
        return out


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
