"""What both load drivers share: the open-loop schedule, and a sampler that runs beside a step."""
from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import AsyncIterator, Awaitable, Callable


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


@contextlib.asynccontextmanager
async def sampling(sample: Callable[[], Awaitable[None]], every_s: float = 1.0) -> AsyncIterator[None]:
    """Call `sample` every `every_s` seconds while the block runs (and once more if it is quick)."""
    stop = asyncio.Event()

    async def loop() -> None:
        while not stop.is_set():
            await sample()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(stop.wait(), every_s)

    task = asyncio.create_task(loop())
    try:
        yield
    finally:
        stop.set()
        await task
