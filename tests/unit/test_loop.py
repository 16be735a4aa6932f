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
