"""Token buckets, the arithmetic of quotas (issue 12): pure, the caller passes the clock.

Intake counts requests and bytes per key with them; the `llm` verifier counts model calls per
proposing key.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass
class TokenBucket:
    """`level` tokens at time `at`, refilled at `rate` per second up to `burst`."""

    level: float
    at: float

    def take(self, n: float, rate: float, burst: float, now: float) -> bool:
        """Take `n` tokens if there are that many (refilled up to `now` first); False otherwise."""
        self.level = min(burst, self.level + (now - self.at) * rate)
        self.at = now
        if self.level < n:
            return False
        self.level -= n
        return True
