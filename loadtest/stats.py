"""Percentiles and medians, plainly (nearest-rank on the sorted sample; no interpolation)."""
from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from typing import Any


def percentile(sorted_values: Sequence[float], q: float) -> float | None:
    """Nearest-rank percentile `q` (0-100) of an already sorted sequence; None when empty."""
    if not sorted_values:
        return None
    if q <= 0:
        return sorted_values[0]
    rank = math.ceil(q / 100 * len(sorted_values))
    return sorted_values[min(max(rank, 1), len(sorted_values)) - 1]


def summary_ms(seconds: Iterable[float]) -> dict[str, Any]:
    """p50/p95/p99/max in milliseconds (3 decimals) and the count of a latency sample in seconds."""
    v = sorted(seconds)
    out: dict[str, Any] = {"n": len(v)}
    for name, q in (("p50", 50), ("p95", 95), ("p99", 99)):
        p = percentile(v, q)
        out[name] = None if p is None else round(p * 1000, 3)
    out["max"] = round(v[-1] * 1000, 3) if v else None
    return out


def median(values: Iterable[float | None]) -> float | None:
    v = sorted(x for x in values if x is not None)
    if not v:
        return None
    mid = len(v) // 2
    return v[mid] if len(v) % 2 else (v[mid - 1] + v[mid]) / 2


def spread(values: Iterable[float | None]) -> tuple[float | None, float | None, float | None]:
    """(median, min, max) of the values that are not None."""
    v = [x for x in values if x is not None]
    if not v:
        return None, None, None
    return median(v), min(v), max(v)


def ratio(a: float | None, b: float | None, digits: int = 2) -> float | None:
    if a is None or b is None or b == 0:
        return None
    return round(a / b, digits)
