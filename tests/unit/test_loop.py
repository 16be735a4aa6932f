"""shared.loop.run: services run on uvloop unless PROVGATE_LOOP=asyncio."""
from __future__ import annotations

import asyncio

import pytest
import uvloop

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


def test_coalesced_writes_patch_only_the_nats_py_they_were_written_for(monkeypatch: pytest.MonkeyPatch) -> None:
    from nats.aio import client
    from nats.aio.client import Client

    from shared import loop

    original = Client._flusher
    try:
        monkeypatch.setattr(client, "__version__", "9.9.9")
        assert loop.coalesce_nats_writes() is False and Client._flusher is original
        monkeypatch.setattr(client, "__version__", loop.NATS_PY_PATCHED)
        assert loop.coalesce_nats_writes() is True and Client._flusher is not original
    finally:
        Client._flusher = original  # type: ignore[method-assign]
