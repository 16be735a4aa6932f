"""How long the projector lets a batch gather before it applies it.

Every batch costs the same fixed work whatever its size: a transaction (BEGIN, the position,
COMMIT), a stream acknowledgement, an announcement to the waiters, a span per event and a wake-up
of each process involved. When events come slowly, each is applied as it arrives: the latency
is the point. When they come fast (`busy_events_per_s` over the last `WINDOW_S`), a batch
gathers for `busy_linger_s` first, so fewer and larger batches carry the same events (3
interleaved pairs at 250 proposals/s, gathering 6 ms: the projector's CPU per proposal 1.65 /
1.60 / 1.52 -> 1.41 / 1.40 / 1.41 ms, PostgreSQL's 0.88 / 0.95 / 0.91 -> 0.76 / 0.80 / 0.81 ms). Otherwise,
a batch that ends with a proposal waits `DECISION_LINGER_S` for its decision, which the deciding
process appends right behind it: the two in one transaction instead of two.

Pure: the caller says what time it is.
"""
from __future__ import annotations

from collections import deque
from collections.abc import Mapping, Sequence
from typing import Any

from shared.telemetry import TYPE_HEADER

DECISION_LINGER_S = 0.002
WINDOW_S = 0.2  # how far back "lately" reaches


class Pace:
    """The events taken lately, and the linger of the next batch that follows from them."""

    def __init__(self, busy_events_per_s: float, busy_linger_s: float, window_s: float = WINDOW_S) -> None:
        self.busy_events_per_s = busy_events_per_s
        self.busy_linger_s = busy_linger_s
        self.window_s = window_s
        self._taken: deque[tuple[float, int]] = deque()  # (when, how many) of each batch taken
        self._count = 0

    def took(self, n: int, now: float) -> None:
        """A batch of `n` events was taken at `now`."""
        self._taken.append((now, n))
        self._count += n
        self._forget(now)

    def rate(self, now: float) -> float:
        """Events per second taken over the last `window_s`."""
        self._forget(now)
        return self._count / self.window_s

    def linger(self, msgs: Sequence[Any], now: float) -> float:
        """Seconds the batch gathering `msgs` (so far) may wait from its first message."""
        if self.busy_linger_s > 0 and self.rate(now) >= self.busy_events_per_s:
            return self.busy_linger_s
        return DECISION_LINGER_S if msgs and _ends_with_proposal(msgs[-1].headers) else 0.0

    def _forget(self, now: float) -> None:
        while self._taken and self._taken[0][0] < now - self.window_s:
            self._count -= self._taken.popleft()[1]


def _ends_with_proposal(headers: Mapping[str, str] | None) -> bool:
    return headers is not None and headers.get(TYPE_HEADER) == "proposal.submitted"
