"""Run a service's main coroutine on uvloop (libuv), or on asyncio's own loop.

uvloop runs the same asyncio code with less CPU per socket event; every service spends much of
its time in the event loop and nats-py's socket handling (loadtest/RESULTS.md has the
difference). `PROVGATE_LOOP=asyncio` chooses the standard loop. Before the loop starts, nats-py's
socket writes are coalesced (`coalesce_nats_writes`) and the objects of the imports are frozen
out of the collector's full passes, and the collector runs on a schedule (`collect_on_schedule`:
short pauses at known intervals, not long ones whenever the allocation count says). With `PROVGATE_METRICS_PORT` set (0: any free port) the
process serves its metrics as a Prometheus exposition at `http://PROVGATE_METRICS_HOST:port/metrics`
(host 127.0.0.1 unless set; the metrics reply names the URL). With `PROVGATE_CPROFILE=<folder>`
the whole process runs under cProfile, timed by CPU time (so waiting for a core on a shared
machine does not count), and writes `<folder>/<service>-<pid>.prof` when it exits (issue 14:
where each service's CPU goes, `python -m loadtest.cprof <folder>` prints it).
"""
from __future__ import annotations

import asyncio
import contextlib
import gc
import os
import time
from collections.abc import Coroutine
from typing import Any, TypeVar

T = TypeVar("T")

NATS_PY_PATCHED = "2.16.0"  # the nats-py whose private flusher `coalesce_nats_writes` was written against
# the names nats-py 2.16.0's `Client._flusher` uses: a flusher using others is not the one replaced
FLUSHER_NAMES = frozenset({
    "AttributeError", "CancelledError", "OSError", "RuntimeError", "_error_cb", "_flush_queue", "_pending",
    "_pending_data_size", "_process_op_err", "_transport", "asyncio", "done", "drain", "get", "is_connected",
    "is_connecting", "set_result", "writelines"})
# what the replacement touches on a client
FLUSHER_ATTRIBUTES = ("_flush_queue", "_pending", "_pending_data_size", "_transport", "_error_cb",
                      "_process_op_err", "is_connected", "is_connecting")
# how the patch stands in this process: "applied", "off" (PROVGATE_COALESCE_WRITES=0), "not applied: why",
# or "not run" (the process did not start through `run`, e.g. a service inside a test)
COALESCE_STATUS: dict[str, str] = {"coalesce_writes": "not run", "fast_headers": "not run"}

# header blocks nats-py's own parser and the replacement must read alike before it replaces it: the
# shapes provgate's events, JetStream's replies and odd peers send (`fast_header_parsing`)
HEADER_SAMPLES = (
    b"Nats-Msg-Id: e1\r\nProvgate-Type: proposal.decided\r\ntraceparent: 00-ab-cd-01\r\n\r\n",
    b"Name:Value\r\nName2:\tpadded \r\nBad Name: x\r\n\x1cSep: y\r\nTab\tIn: z\r\nno-colon\r\n\r\n",
    b"K\xc3\xa9y: v\r\nKey: caf\xc3\xa9 \xff\r\n: empty name\r\nDup: 1\r\nDup: 2\r\n\r\n",
    b"", b"\r\n", b"A: b: c\r\n  Lead: sp\r\nTrail : sp\r\n",
)


def _not_applied(patch: str, event: str, why: str, hint: str) -> bool:
    """A nats-py patch left out: said in every health and metrics reply (`patch`) and as a WARNING."""
    COALESCE_STATUS[patch] = f"not applied: {why}"
    from .telemetry import logger

    logger("provgate.loop").warning(event, why=why, hint=hint)
    return False


def flusher_patch_problem(client_class: Any = None) -> str | None:
    """Why `coalesce_nats_writes` cannot replace nats-py's flusher, or None if it can: the client
    must have a `_flusher` that uses the names 2.16.0's did (so the replacement drops nothing
    nats-py has changed since), and a fresh client the attributes the replacement touches."""
    from nats.aio import client

    cls = client_class or client.Client
    version = getattr(client, "__version__", "?")
    original = getattr(cls, "_flusher", None)
    if original is None:
        return f"nats-py {version}: Client has no _flusher"
    code = getattr(original, "__code__", None)
    if code is None or not asyncio.iscoroutinefunction(original):
        return f"nats-py {version}: Client._flusher is not a coroutine function"
    names = set(code.co_names)
    if names != FLUSHER_NAMES and not getattr(original, "_provgate_coalescing", False):  # (or already ours)
        added, gone = sorted(names - FLUSHER_NAMES), sorted(FLUSHER_NAMES - names)
        return (f"nats-py {version}: Client._flusher differs from the {NATS_PY_PATCHED} one the patch replaces"
                f" (uses {added or 'nothing'} more, {gone or 'nothing'} less)")
    try:
        probe = cls()
    except Exception as e:  # noqa: BLE001 - a client we cannot build is a client we do not know
        return f"nats-py {version}: Client() failed: {e!r}"
    missing = [a for a in FLUSHER_ATTRIBUTES if not hasattr(probe, a)]
    if missing:
        return f"nats-py {version}: a client has no {', '.join(missing)}"
    return None


def coalesce_nats_writes(client_class: Any = None) -> bool:
    """nats-py's flusher writes to the socket as soon as it is woken, i.e. once per publish that
    found it idle. Waiting one turn of the loop first lets every task that is ready in that turn
    add its output, which then leaves in one write (py-spy put about a quarter of intake's samples
    in that write call under load; at 100 proposals/s two A/B pairs gave visible p50 14.0 and 12.7
    ms against 15.6 and 17.4, p99 38 and 30 against 48 and 60). It replaces a private method, so
    only where `flusher_patch_problem` finds nats-py's internals as they were written against;
    otherwise it logs a WARNING, says why in every health and metrics reply (`coalesce_writes`) and
    leaves nats-py alone. Returns whether it applied. `PROVGATE_COALESCE_WRITES=0` turns it off."""
    from nats.aio.client import Client

    cls: Any = client_class or Client
    problem = flusher_patch_problem(cls)
    if problem is not None:
        return _not_applied("coalesce_writes", "nats_write_coalescing_not_applied", problem,
                            "nats-py's internals changed: check the patch in shared/loop.py still pays, then adapt "
                            "it or remove it")

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

    _flusher._provgate_coalescing = True  # type: ignore[attr-defined]
    cls._flusher = _flusher
    COALESCE_STATUS["coalesce_writes"] = "applied"
    return True


def _parse_header_lines(raw: bytes) -> dict[str, str]:
    """nats-py 2.16's header parser, the same result without a generator step per character of each
    name (12.5 -> 5.5 us for an event's headers here; every delivered event and direct get pays it)."""
    out: dict[str, str] = {}
    for line in raw.split(b"\r\n"):
        if not line:
            continue
        name, sep, value = line.partition(b":")
        if not sep:
            continue
        try:
            key = name.strip().decode("ascii")
        except UnicodeDecodeError:
            continue
        if key and key.split() != [key]:  # whitespace in a name (str.split splits where isspace is true)
            continue
        out[key] = value.strip().decode("utf-8", "replace")
    return out


def fast_header_parsing(client_class: Any = None) -> bool:
    """Replace nats-py's `Client._parse_header_lines` with `_parse_header_lines`, only if the two read
    every block of HEADER_SAMPLES alike (so a nats-py whose parser changed is left alone, with a
    WARNING and the reason in every health reply, `fast_headers`). Returns whether it applied.
    `PROVGATE_FAST_HEADERS=0` turns it off."""
    from nats.aio.client import Client

    cls: Any = client_class or Client
    original = cls.__dict__.get("_parse_header_lines")
    parse = getattr(original, "__func__", None)
    problem = None
    if parse is None:
        problem = "Client._parse_header_lines is not a static method"
    elif parse is not _parse_header_lines:
        for raw in HEADER_SAMPLES:
            try:
                theirs: Any = parse(raw)
            except Exception as e:  # noqa: BLE001 - a parser we cannot run is one we do not know
                theirs = e
            if theirs != _parse_header_lines(raw):
                problem = f"Client._parse_header_lines reads {raw[:40]!r} otherwise: {theirs!r:.120}"
                break
    if problem is not None:
        return _not_applied("fast_headers", "nats_fast_headers_not_applied", problem,
                            "nats-py's header parser changed: check shared/loop.py's replacement still reads alike "
                            "and still pays, then adapt it or remove it")
    cls._parse_header_lines = staticmethod(_parse_header_lines)
    COALESCE_STATUS["fast_headers"] = "applied"
    return True


async def _serving_metrics(main: Coroutine[Any, Any, T]) -> T:
    from .metrics import serve_exposition

    await serve_exposition(os.environ.get("PROVGATE_METRICS_HOST", "127.0.0.1"),
                           int(os.environ["PROVGATE_METRICS_PORT"]))
    return await main


def _profiled(folder: str) -> None:
    """Profile the rest of this process by CPU time; the stats are written at exit."""
    import atexit
    import cProfile
    import sys
    import time
    from pathlib import Path

    prof = cProfile.Profile(time.process_time)
    name = Path(sys.argv[0]).parent.name if sys.argv and sys.argv[0].endswith("__main__.py") else "process"
    out = Path(folder) / f"{name}-{os.getpid()}.prof"
    out.parent.mkdir(parents=True, exist_ok=True)

    def dump() -> None:
        prof.disable()
        prof.dump_stats(out)

    atexit.register(dump)
    prof.enable()


GC_GEN0 = 50_000  # allocations between young collections (CPython's default: 700)
# a service's collections, by the clock (`collect_on_schedule`): a young one every GC_YOUNG_EVERY_S,
# every GC_MIDDLE_EVERY-th of them a middle one instead, a full one every GC_FULL_EVERY_S
GC_YOUNG_EVERY_S = 0.25
GC_MIDDLE_EVERY = 4
GC_FULL_EVERY_S = 3600.0
GC_GEN2 = 1_000_000  # middle collections before CPython itself makes a full one: never, the schedule does


def gc_thresholds(gen0: str) -> tuple[int, int, int]:
    """The collector's thresholds for a service: young collections every `gen0` allocations (net of
    frees; `GC_GEN0` when empty), and full ones left to `collect_on_schedule`. A service allocates and
    drops many small objects per message, nearly none of them in cycles: at CPython's 700 the young
    collection ran several times per proposal (loadtest/RESULTS.md has the difference). Raises
    ValueError for anything but a positive whole number."""
    from .settings import whole_number

    n = whole_number("PROVGATE_GC_GEN0", gen0, 1, what="a positive whole number") if gen0.strip() else GC_GEN0
    return n, 20, GC_GEN2


async def collect_on_schedule() -> None:
    """Run the collector by the clock, for as long as the service runs.

    CPython counts allocations net of frees, and starts a young collection when the count passes its
    threshold. A service whose caches replace their entries (a slot's new state for its old one, a
    source for the one its LRU drops) frees an old object for each one it keeps, so the count hardly
    moves while the objects it keeps pile up among the young: each young collection then walked all
    that were kept since the last one, a pause that grew with the time between them (the front at
    500/s: 30 ms in the first minute, 100 ms after five; the projector's 25 then 134 ms), and the first
    middle collection, after 20 of them, would have walked them all again. Collected by the clock,
    the young are at most GC_YOUNG_EVERY_S worth of kept objects (a few thousand at 500/s, a
    millisecond or two), and the middle generation GC_MIDDLE_EVERY times that. The full collection,
    which walks every object the caches hold, runs every GC_FULL_EVERY_S; it finds what cycles the
    younger ones missed (the collections of a service under load find next to none). Each pause
    is recorded in `provgate.runtime.gc_pause`, by generation (Prometheus, OTLP, the metrics reply)."""
    from .metrics import runtime_metrics

    pauses = runtime_metrics().histogram(
        "provgate.runtime.gc_pause", "Pauses of the process's scheduled garbage collections, by generation "
        f"(0: young, every {GC_YOUNG_EVERY_S:g} s; 1: middle, every {GC_YOUNG_EVERY_S * GC_MIDDLE_EVERY:g} s; "
        f"2: full, every {GC_FULL_EVERY_S:g} s). The event loop waits for each.")
    n = 0
    last_full = time.monotonic()
    while True:
        await asyncio.sleep(GC_YOUNG_EVERY_S)
        n += 1
        full = time.monotonic() - last_full >= GC_FULL_EVERY_S
        generation = 2 if full else 1 if n % GC_MIDDLE_EVERY == 0 else 0
        t = time.perf_counter()
        gc.collect(generation)
        pauses.record(time.perf_counter() - t, generation=str(generation))
        if full:
            last_full = time.monotonic()


async def collecting(main: Coroutine[Any, Any, T]) -> T:
    """`main`, with `collect_on_schedule` running beside it until it ends."""
    task = asyncio.create_task(collect_on_schedule(), name="provgate-gc")
    try:
        return await main
    finally:
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task


def run(main: Coroutine[Any, Any, T], *, service: bool = True) -> T:
    """Run `main` to its end as a service does (nats-py's patches, the collector's settings, uvloop)
    and return what it returns. `service=False`: a command, not a service (the CLI's long reads of
    the log, `replay` and `verify`): no metrics endpoint, even where `PROVGATE_METRICS_PORT` is set
    for the services beside it."""
    if os.environ.get("PROVGATE_CPROFILE"):
        _profiled(os.environ["PROVGATE_CPROFILE"])
    if os.environ.get("PROVGATE_COALESCE_WRITES", "1") == "1":
        coalesce_nats_writes()
    else:
        COALESCE_STATUS["coalesce_writes"] = "off"
    if os.environ.get("PROVGATE_FAST_HEADERS", "1") == "1":
        fast_header_parsing()
    else:
        COALESCE_STATUS["fast_headers"] = "off"
    if service and os.environ.get("PROVGATE_METRICS_PORT"):
        main = _serving_metrics(main)
    # everything imported so far lives as long as the process: out of the collector's full passes,
    # which otherwise walk it again and again while a service's caches fill (pauses of the loop)
    gc.freeze()
    gc.set_threshold(*gc_thresholds(os.environ.get("PROVGATE_GC_GEN0", "")))
    if service:
        main = collecting(main)
    if os.environ.get("PROVGATE_LOOP", "uvloop") == "uvloop":
        import uvloop

        return uvloop.run(main)
    return asyncio.run(main)
