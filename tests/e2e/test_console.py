"""`provgate console`: a person with a reviewer key sees a conflict with both sides' sources and resolves
it from the page; the decision goes over the bus with that key's authority and nothing more. An agent
key's console reads (the ledger) and decides nothing."""
from __future__ import annotations

import asyncio
import re
from typing import Any

import pytest
from starlette.testclient import TestClient

from cli.console import build
from cli.keys import create_key
from cli.runtime import System
from client import Client
from shared.bus import Bus

from ..helpers import eventually, rand

pytestmark = pytest.mark.e2e


async def held_conflict(system: System, api: Any, reviewer_key: str, scope: str) -> tuple[str, str]:
    """A reviewer's contract says $20,000 (current); a newer chat message says $25,000 (held as a case)."""
    assert system.nats_url
    chat, alex = await api("channel"), await api("agent")
    async with await Client.connect(system.nats_url, reviewer_key, system.prefix) as reviewer:
        doc = await reviewer.record_source(scope, "document", "Contract: budget $20,000.", captured_at="2026-01-01T00:00:00Z")
    await alex.submit(scope=scope, subject="c", predicate="budget", value=20000, confidence=0.9,
                      evidence=[doc.source_id], wait=True)
    said = await chat.record_source(scope=scope, kind="utterance", speaker="customer", text="Our budget is $25,000 now.",
                                    captured_at="2026-02-01T00:00:00Z")
    held = await alex.submit(scope=scope, subject="c", predicate="budget", value=25000, confidence=0.9,
                             evidence=[said["source_id"]], wait=True)
    assert held["status"] == "quarantined"
    return held["proposal_id"], "c_" + held["proposal_id"].removeprefix("p_")


async def test_a_reviewer_resolves_a_conflict_from_the_console(system: System, bus: Bus, api: Any, scope: str) -> None:
    assert system.nats_url
    _, key = await create_key(bus, role="reviewer", name="dana", scopes=[scope])
    pid, case_id = await held_conflict(system, api, key, scope)
    with TestClient(build(system.nats_url, key, system.prefix), base_url="http://127.0.0.1") as web:
        page = await eventually(lambda: asyncio.to_thread(web.get, "/", params={"scope": scope}),
                                lambda r: case_id in r.text)
        assert "Our budget is $25,000 now." in page.text and "Contract: budget $20,000." in page.text
        token = re.search(r'name=token value="([^"]+)"', page.text).group(1)  # type: ignore[union-attr]
        form = {"scope": scope, "case_id": case_id, "resolution": "contradiction", "winner": pid,
                "reason": "The contract was amended."}

        forged = await asyncio.to_thread(web.post, "/resolve", data={**form, "token": "not-the-token"})
        assert forged.status_code == 403
        rebinding = await asyncio.to_thread(web.get, "http://evil.example/", params={"scope": scope})
        assert rebinding.status_code == 400

        done = await asyncio.to_thread(web.post, "/resolve", data={**form, "token": token})
        assert done.status_code == 200 and f"proposal {pid} approved" in done.text
        assert "Nothing waits for a reviewer" in done.text
        again = await asyncio.to_thread(web.post, "/resolve", data={**form, "token": token})
        assert again.status_code == 409 and "conflict" in again.text

    alex = await api("agent")
    assert [f["value"] for f in await alex.facts(scope=scope, subject="c", predicate="budget")] == [25000]


async def test_the_console_of_an_agent_key_decides_nothing(system: System, bus: Bus, scope: str) -> None:
    assert system.nats_url
    _, key = await create_key(bus, role="agent", name=rand("a-"), scopes=[scope])
    with TestClient(build(system.nats_url, key, system.prefix), base_url="http://127.0.0.1") as web:
        r = await asyncio.to_thread(web.get, "/", params={"scope": scope})
        assert r.status_code == 403 and "forbidden" in r.text
        ledger = await asyncio.to_thread(web.get, "/ledger", params={"scope": scope})  # reading is an agent's right
        assert ledger.status_code == 200 and "Ledger: refusals first" in ledger.text and "/resolve" not in ledger.text
        bad = await asyncio.to_thread(web.get, "/subject", params={"scope": scope, "subject": "c", "as_of": "yesterday"})
        assert bad.status_code == 400 and "not a date-time" in bad.text
        for edge in ("9999-12-31T23:59:59-23:59", "0001-01-01T00:00:00+23:59"):  # its UTC form leaves the calendar
            bad = await asyncio.to_thread(web.get, "/subject", params={"scope": scope, "subject": "c", "as_of": edge})
            assert bad.status_code == 400 and "not a date-time" in bad.text, (edge, bad.status_code)
        rebinding = await asyncio.to_thread(web.get, "http://evil.example/events", params={"scope": scope})
        assert rebinding.status_code == 400
