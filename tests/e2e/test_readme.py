"""The README's round trip runs as written."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from cli.keys import create_key
from cli.runtime import System
from shared.bus import Bus

pytestmark = pytest.mark.e2e
README = Path(__file__).resolve().parents[2] / "README.md"


async def test_the_readme_round_trip_works(system: System, bus: Bus) -> None:
    code = re.search(r"```python\n(.*?)```", README.read_text(), re.S).group(1)  # type: ignore[union-attr]
    if system.prefix != "provgate":
        code = code.replace('"provgate.v1.', f'"{system.prefix}.v1.')
    ns: dict = {}  # type: ignore[type-arg]
    exec(compile(code, "README.md", "exec"), ns)
    _, key = await create_key(bus, role="agent", name="alex", scopes=["acme/fleet"])
    reply = await ns["main"](system.nats_url, key)
    assert reply["ok"] is True and reply["status"] == "rejected"
    assert reply["reasons"][0] == "needs_provenance"
