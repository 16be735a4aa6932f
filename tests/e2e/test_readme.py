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


ROUND_TRIP = re.compile(r"## One round trip\n(.*?)\n## ", re.S)


def snippets() -> list[str]:
    """The round trip's snippets: with provgate's client, then with nats-py alone (for other languages)."""
    section = ROUND_TRIP.search(README.read_text()).group(1)  # type: ignore[union-attr]
    return re.findall(r"```python\n(.*?)```", section, re.S)


def test_the_readme_shows_the_round_trip_with_the_client_and_with_bare_nats() -> None:
    client, bare = snippets()
    assert "from client import Client" in client and "import nats" not in client
    assert "nats.connect" in bare and "Provgate-Key" in bare
    assert all(len(s.strip().splitlines()) <= 12 for s in (client, bare))


@pytest.mark.parametrize("which", [0, 1], ids=["client", "bare-nats"])
async def test_the_readme_round_trip_works(system: System, bus: Bus, which: int) -> None:
    code = snippets()[which]
    if system.prefix != "provgate":
        code = code.replace('"provgate.v1.', f'"{system.prefix}.v1.').replace('prefix="provgate"',
                                                                             f'prefix="{system.prefix}"')
    ns: dict = {}  # type: ignore[type-arg]
    exec(compile(code, "README.md", "exec"), ns)
    _, key = await create_key(bus, role="agent", name="alex", scopes=["acme/fleet"])
    reply = await ns["main"](system.nats_url, key)
    assert reply["ok"] is True and reply["status"] == "rejected"
    assert reply["reasons"][0] == "needs_provenance"
