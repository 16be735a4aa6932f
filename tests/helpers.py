"""Test helpers: wait for a condition with a deadline (never sleep), random names."""
from __future__ import annotations

import asyncio
import time
import uuid
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

T = TypeVar("T")


async def eventually(fetch: Callable[[], Awaitable[T]], until: Callable[[T], bool], timeout: float = 10.0,
                     interval: float = 0.05) -> T:
    """Poll `fetch` until `until(value)` holds; on timeout fail showing the last value seen."""
    deadline = time.monotonic() + timeout
    last: Any = None
    while True:
        last = await fetch()
        if until(last):
            return last
        if time.monotonic() > deadline:
            raise AssertionError(f"condition not met within {timeout}s; last value: {last!r}")
        await asyncio.sleep(interval)


def rand(prefix: str = "") -> str:
    return prefix + uuid.uuid4().hex[:8]


def settle_from(answers: dict[str, bool]) -> Callable[[str], asyncio.Future[bool] | None]:
    """A consumer's `settle` (shared.consumers.Settle) that answers from `answers`, as a process
    deciding in-process would: the outcome of its decision about a proposal id, None if it has none."""

    def settle(proposal_id: str) -> asyncio.Future[bool] | None:
        if proposal_id not in answers:
            return None
        fut: asyncio.Future[bool] = asyncio.get_running_loop().create_future()
        fut.set_result(answers[proposal_id])
        return fut

    return settle
