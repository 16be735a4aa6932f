"""shared.loop.run: services run on uvloop unless PROVGATE_LOOP=asyncio."""
from __future__ import annotations

import asyncio
import gc

import pytest
import uvloop

from shared import loop
from shared.loop import run


@pytest.mark.parametrize(("choice", "uv"), [(None, True), ("uvloop", True), ("asyncio", False)])
def test_the_loop_a_service_runs_on(monkeypatch: pytest.MonkeyPatch, choice: str | None, uv: bool) -> None:
    if choice is None:
        monkeypatch.delenv("PROVGATE_LOOP", raising=False)
    else:
        monkeypatch.setenv("PROVGATE_LOOP", choice)
    seen: list[bool] = []

    async def main() -> None:
        seen.append(isinstance(asyncio.get_running_loop(), uvloop.Loop))

    run(main())
    assert seen == [uv]


@pytest.mark.parametrize("service", [True, False])
def test_run_returns_what_its_coroutine_does_and_only_a_service_serves_metrics(
        monkeypatch: pytest.MonkeyPatch, service: bool) -> None:
    """`provgate replay` and `verify` run through `run` too (service=False): they return their last
    sequence, and must not try to serve the services' metrics port, which those hold already."""
    from shared import metrics

    served: list[int] = []

    async def serve(host: str, port: int) -> None:
        served.append(port)

    monkeypatch.setattr(metrics, "serve_exposition", serve)
    monkeypatch.setenv("PROVGATE_METRICS_PORT", "9464")

    async def main() -> int:
        return 42

    assert run(main(), service=service) == 42
    assert served == ([9464] if service else [])


@pytest.mark.parametrize(("gen0", "young"), [(None, 50_000), ("", 50_000), ("2000", 2_000), (" 900 ", 900)])
def test_a_service_collects_young_objects_less_often(monkeypatch: pytest.MonkeyPatch, gen0: str | None,
                                                     young: int) -> None:
    if gen0 is None:
        monkeypatch.delenv("PROVGATE_GC_GEN0", raising=False)
    else:
        monkeypatch.setenv("PROVGATE_GC_GEN0", gen0)
    seen: list[tuple[int, int, int]] = []

    async def main() -> None:
        seen.append(gc.get_threshold())

    old = gc.get_threshold()
    try:
        run(main())
    finally:
        gc.set_threshold(*old)
    assert seen == [(young, 20, loop.GC_GEN2)]


@pytest.mark.parametrize("service", [True, False])
def test_a_service_collects_by_the_clock_so_replaced_cache_entries_do_not_pile_up_among_the_young(
        monkeypatch: pytest.MonkeyPatch, service: bool) -> None:
    """A cache that replaces its entries frees an old object for each new one it keeps: CPython's
    allocation count stays put, no collection starts, and the kept objects pile up in the young
    generation that the next collection walks in one pause. A service collects by the clock; a
    command (`service=False`) is left to CPython, and shows the pile-up."""
    monkeypatch.setattr(loop, "GC_YOUNG_EVERY_S", 0.01)
    monkeypatch.setattr(loop, "GC_MIDDLE_EVERY", 3)
    monkeypatch.setattr(loop, "GC_FULL_EVERY_S", 0.15)
    size = 20_000

    async def main() -> tuple[int, int, list[int]]:
        cache = {i: [i] for i in range(size)}
        before = [g["collections"] for g in gc.get_stats()]
        end = asyncio.get_running_loop().time() + 0.4
        k = 0
        while asyncio.get_running_loop().time() < end:
            for _ in range(200):
                cache[k % size] = [k]  # a new entry kept, the old one freed
                k += 1
            await asyncio.sleep(0.001)
        young = len(gc.get_objects(0))
        return young, k, [g["collections"] - b for g, b in zip(gc.get_stats(), before, strict=True)]

    old = gc.get_threshold()
    try:
        young, replaced, collections = run(main(), service=service)
    finally:
        gc.set_threshold(*old)
    assert replaced > 2 * size  # every entry replaced at least twice
    if service:
        assert young < size // 2, young  # at most about 10 ms of replacements
        assert collections[0] >= 10 and collections[1] >= 3 and collections[2] >= 1, collections
    else:
        assert young >= size, young  # every entry kept since the last collection is young
        assert collections[1:] == [0, 0], collections


def test_the_collectors_pauses_are_metrics_of_the_process_and_of_each_services_reply(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from shared.metrics import Metrics, exposition, runtime_metrics

    monkeypatch.setattr(loop, "GC_YOUNG_EVERY_S", 0.01)
    monkeypatch.setattr(loop, "GC_MIDDLE_EVERY", 2)
    pauses = runtime_metrics().histogram("provgate.runtime.gc_pause", "")
    before = {k: s.count for k, s in pauses.series.items()}
    service = Metrics("gate")

    async def main() -> tuple[str, dict[str, object]]:
        await asyncio.sleep(0.2)
        return exposition(), await service.snapshot()

    old = gc.get_threshold()
    try:
        text, reply = run(main())
    finally:
        gc.set_threshold(*old)
    grew = {dict(k)["generation"]: s.count - before.get(k, 0) for k, s in pauses.series.items()}
    assert grew.get("0", 0) >= 3 and grew.get("1", 0) >= 3, grew
    assert 'provgate_runtime_gc_pause_seconds_count{generation="1"}' in text
    assert "provgate.runtime.gc_pause" in reply["histograms"]  # type: ignore[operator]


@pytest.mark.parametrize("gen0", ["0", "-5", "lots", "1e4"])
def test_a_bad_collector_setting_stops_the_service_before_it_starts(monkeypatch: pytest.MonkeyPatch,
                                                                    gen0: str) -> None:
    monkeypatch.setenv("PROVGATE_GC_GEN0", gen0)
    started: list[bool] = []

    async def main() -> None:
        started.append(True)

    old = gc.get_threshold()
    coro = main()
    try:
        with pytest.raises(ValueError, match="PROVGATE_GC_GEN0 must be a positive whole number"):
            run(coro)
    finally:
        coro.close()
        gc.set_threshold(*old)
    assert started == [] and gc.get_threshold() == old


def test_coalesced_writes_patch_nats_py_when_its_flusher_is_the_one_they_replace() -> None:
    from nats.aio.client import Client

    from shared import loop

    original = Client._flusher
    try:
        assert loop.flusher_patch_problem() is None
        assert loop.coalesce_nats_writes() is True and Client._flusher is not original
        assert loop.COALESCE_STATUS["coalesce_writes"] == "applied"
        assert loop.flusher_patch_problem() is None  # patched twice is still fine
    finally:
        Client._flusher = original  # type: ignore[method-assign]


def test_a_client_missing_an_attribute_the_patch_touches_is_left_alone_with_a_warning() -> None:
    from nats.aio.client import Client
    from structlog.testing import capture_logs

    from shared import loop

    class Changed(Client):  # a nats-py whose client no longer keeps `_pending_data_size`
        def __init__(self) -> None:
            super().__init__()
            del self._pending_data_size

    before = dict(loop.COALESCE_STATUS)
    try:
        assert "_pending_data_size" in (loop.flusher_patch_problem(Changed) or "")
        with capture_logs() as logs:
            assert loop.coalesce_nats_writes(Changed) is False
        assert "_flusher" not in Changed.__dict__  # nothing replaced
        assert loop.COALESCE_STATUS["coalesce_writes"].startswith("not applied: ")
        assert [(e["log_level"], e["event"]) for e in logs] == [("warning", "nats_write_coalescing_not_applied")]
        assert "_pending_data_size" in logs[0]["why"]
    finally:
        loop.COALESCE_STATUS.update(before)


def test_a_flusher_that_changed_upstream_is_not_replaced() -> None:
    from nats.aio.client import Client

    from shared import loop

    class Rewritten(Client):
        async def _flusher(self) -> None:  # a new nats-py's flusher, say, batching by size
            while self.is_connected:
                await self._flush_queue.get()
                self._transport.write(b"".join(self._pending))

    class Gone(Client):
        _flusher = None  # type: ignore[assignment]

    assert "differs" in (loop.flusher_patch_problem(Rewritten) or "")
    assert "no _flusher" in (loop.flusher_patch_problem(Gone) or "")


def test_fast_header_parsing_reads_every_sample_as_nats_py_does_and_replaces_its_parser() -> None:
    from nats.aio.client import Client

    from shared import loop

    original = Client.__dict__["_parse_header_lines"]
    try:
        for raw in loop.HEADER_SAMPLES:  # odd names, separators, encodings and empty blocks included
            assert loop._parse_header_lines(raw) == Client._parse_header_lines(raw)
        assert loop.fast_header_parsing() is True
        assert Client._parse_header_lines is loop._parse_header_lines
        assert loop.COALESCE_STATUS["fast_headers"] == "applied"
        assert loop.fast_header_parsing() is True  # applied twice is still fine
    finally:
        Client._parse_header_lines = original  # type: ignore[method-assign]


def test_a_header_parser_that_reads_otherwise_is_left_alone_with_a_warning() -> None:
    from nats.aio.client import Client
    from structlog.testing import capture_logs

    from shared import loop

    class Lenient(Client):  # a nats-py that keeps names with whitespace in them, say
        @staticmethod
        def _parse_header_lines(raw: bytes) -> dict[str, str]:
            out = {}
            for line in raw.split(b"\r\n"):
                name, sep, value = line.partition(b":")
                if sep:
                    out[name.strip().decode("ascii", "replace")] = value.strip().decode("utf-8", "replace")
            return out

    before = dict(loop.COALESCE_STATUS)
    try:
        with capture_logs() as logs:
            assert loop.fast_header_parsing(Lenient) is False
        assert Lenient.__dict__["_parse_header_lines"].__func__ is not loop._parse_header_lines
        assert loop.COALESCE_STATUS["fast_headers"].startswith("not applied: ")
        assert [(e["log_level"], e["event"]) for e in logs] == [("warning", "nats_fast_headers_not_applied")]
    finally:
        loop.COALESCE_STATUS.update(before)
