"""Run a service's main coroutine on uvloop (libuv), or on asyncio's own loop.

uvloop runs the same asyncio code with less CPU per socket event; every service spends much of
its time in the event loop and nats-py's socket handling (loadtest/RESULTS.md has the
difference). `PROVGATE_LOOP=asyncio` chooses the standard loop.
"""
from __future__ import annotations

import asyncio
import gc
import os
from collections.abc import Coroutine
from typing import Any


def run(main: Coroutine[Any, Any, None]) -> None:
    # everything imported so far lives as long as the process: out of the collector's full passes,
    # which otherwise walk it again and again while a service's caches fill (pauses of the loop)
    gc.freeze()
    if os.environ.get("PROVGATE_LOOP", "uvloop") == "uvloop":
        import uvloop

        uvloop.run(main)
    else:
        asyncio.run(main)
