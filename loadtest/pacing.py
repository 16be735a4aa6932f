"""The open-loop schedule both load drivers share: one tick per 1/rate seconds, capped in flight."""
from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator, Callable


async def ticks(rate: float, seconds: float, in_flight: Callable[[], int], max_inflight: int,
                on_capped: Callable[[float], None]) -> AsyncIterator[None]:
    """Yield once per due tick until `seconds` have passed.

    Ticks are dispatched on schedule whatever the replies do, so queueing shows as latency. While
    `max_inflight` items are still in flight, dispatch pauses (the pause goes to `on_capped`) and
    the schedule restarts from that moment, without a burst to catch up.
    """
    now = time.perf_counter
    base = now()
    end = base + seconds
    i = 0
    while True:
        t = now()
        if t >= end:
            return
        due = base + i / rate
        if due > t:
            await asyncio.sleep(min(due, end) - t)
            continue
        if in_flight() >= max_inflight:
            while in_flight() >= max_inflight and now() < end:
                await asyncio.sleep(0.005)
            on_capped(now() - t)
            base, i = now(), 0
            continue
        yield
        i += 1
