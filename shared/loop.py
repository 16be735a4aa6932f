"""Run a service's main coroutine on uvloop (libuv), or on asyncio's own loop.

uvloop runs the same asyncio code with less CPU per socket event; every service spends much of
its time in the event loop and nats-py's socket handling (loadtest/RESULTS.md has the
difference). `PROVGATE_LOOP=asyncio` chooses the standard loop. Before the loop starts, nats-py's
socket writes are coalesced (`coalesce_nats_writes`) and the objects of the imports are frozen
out of the collector's full passes.
"""
from __future__ import annotations

import asyncio
import gc
import os
from collections.abc import Coroutine
from typing import Any

NATS_PY_PATCHED = "2.16.0"  # the nats-py whose private flusher `coalesce_nats_writes` replaces


def coalesce_nats_writes() -> bool:
    """nats-py's flusher writes to the socket as soon as it is woken, i.e. once per publish that
    found it idle. Waiting one turn of the loop first lets every task that is ready in that turn
    add its output, which then leaves in one write (py-spy put about a quarter of intake's samples
    in that write call under load; at 100 proposals/s two A/B pairs gave visible p50 14.0 and 12.7
    ms against 15.6 and 17.4, p99 38 and 30 against 48 and 60). It replaces a private method, so
    only on the nats-py it was written for (pinned in pyproject.toml); returns whether it did.
    `PROVGATE_COALESCE_WRITES=0` leaves nats-py alone."""
    from nats.aio import client
    from nats.aio.client import Client

    if client.__version__ != NATS_PY_PATCHED:
        return False

    async def _flusher(self: Any) -> None:
        while True:
            if not self.is_connected or self.is_connecting:
                break
            future = await self._flush_queue.get()
            try:
                await asyncio.sleep(0)  # the coalescing: one more turn of the loop
                if self._pending_data_size > 0:
                    self._transport.writelines(self._pending[:])
                    self._pending = []
                    self._pending_data_size = 0
                    await self._transport.drain()
            except OSError as e:
                await self._error_cb(e)
                await self._process_op_err(e)
                break
            except (asyncio.CancelledError, RuntimeError, AttributeError):
                break
            finally:
                if not future.done():
                    future.set_result(None)

    Client._flusher = _flusher  # type: ignore[method-assign]
    return True


def run(main: Coroutine[Any, Any, None]) -> None:
    if os.environ.get("PROVGATE_COALESCE_WRITES", "1") == "1":
        coalesce_nats_writes()
    # everything imported so far lives as long as the process: out of the collector's full passes,
    # which otherwise walk it again and again while a service's caches fill (pauses of the loop)
    gc.freeze()
    if os.environ.get("PROVGATE_LOOP", "uvloop") == "uvloop":
        import uvloop

        uvloop.run(main)
    else:
        asyncio.run(main)
