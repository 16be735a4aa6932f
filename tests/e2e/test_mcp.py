"""`provgate mcp` driven by the MCP SDK's own client, over stdio and over streamable HTTP, against the
session's provgate: the server holds one agent key (from the environment) and nothing more."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import httpx
import mcp
import pytest
from mcp.client.stdio import StdioServerParameters

from cli.keys import create_key
from cli.runtime import System
from shared.bus import Bus
from shared.embedded import free_port

from ..helpers import eventually, rand

pytestmark = pytest.mark.e2e
ROOT = Path(__file__).resolve().parents[2]


def server_env(system: System, key: str) -> dict[str, str]:
    assert system.nats_url
    return {"PROVGATE_NATS_URL": system.nats_url, "PROVGATE_KEY": key, "PROVGATE_PREFIX": system.prefix,
            "PROVGATE_MCP_CONFIG": "/nonexistent", "PYTHONPATH": str(ROOT)}


@asynccontextmanager
async def over_stdio(env: dict[str, str]) -> AsyncIterator[mcp.Client]:
    params = StdioServerParameters(command=sys.executable, args=["-m", "cli", "mcp"], env=env, cwd=str(ROOT))
    async with mcp.Client(params) as c:
        yield c


@pytest.fixture
def http_server(system: System, bus: Bus) -> Iterator[Any]:
    """`provgate mcp --http` in a process of its own on a free port; the key is made on first use."""
    procs: list[subprocess.Popen[bytes]] = []

    @asynccontextmanager
    async def start(env: dict[str, str]) -> AsyncIterator[mcp.Client]:
        port = free_port()
        procs.append(subprocess.Popen([sys.executable, "-m", "cli", "mcp", "--http", "--port", str(port)], cwd=ROOT,
                                      env={**os.environ, **env}, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))

        async def up() -> bool:
            assert procs[-1].poll() is None, "provgate mcp --http exited"
            try:
                async with httpx.AsyncClient() as h:
                    await h.get(f"http://127.0.0.1:{port}/mcp", timeout=1)
                return True
            except httpx.TransportError:
                return False

        await eventually(up, bool, timeout=20, interval=0.1)
        async with mcp.Client(f"http://127.0.0.1:{port}/mcp") as c:
            yield c

    yield start
    for p in procs:
        p.terminate()
        p.wait(timeout=10)


async def call(c: mcp.Client, tool: str, **args: Any) -> tuple[bool, Any]:
    """(is_error, the tool's JSON result or its error text)."""
    r = await c.call_tool(tool, args)
    if r.is_error:
        return True, " ".join(getattr(x, "text", "") for x in r.content)
    if r.structured_content is not None:
        return False, r.structured_content
    return False, json.loads(r.content[0].text)  # type: ignore[union-attr]


async def the_story(c: mcp.Client, chat_source: str, scope: str) -> None:
    tools = {t.name: t for t in (await c.list_tools()).tools}
    assert set(tools) >= {"record_source", "propose", "get_facts", "fact_history", "search_facts", "journal"}
    assert not any("review" in n or "decide" in n for n in tools), "reviewing stays a person's act"
    assert "needs_provenance" in (tools["propose"].description or "")
    for t in tools.values():  # the key comes from the server's environment, never from the model
        assert not any("key" in name.lower() for name in t.input_schema.get("properties", {})), t.name

    err, r = await call(c, "propose", scope=scope, subject="customer:acme", predicate="budget", value="18000",
                        confidence=0.9, evidence=[chat_source])
    assert not err and r["status"] == "accepted" and r["final"], r

    err, r = await call(c, "propose", scope=scope, subject="customer:acme", predicate="budget", value="1800",
                        confidence=0.99, evidence=[])
    assert not err and r["status"] == "rejected" and r["final"], r
    assert r["reasons"][0] == "needs_provenance" and r["verdict"]["outcome"] == "rejected"

    err, r = await call(c, "get_facts", scope=scope, subject="customer:acme", predicate="budget")
    assert not err and [f["value"] for f in r["facts"]] == ["18000"], r
    src = r["facts"][0]["provenance"]["sources"][0]
    assert src["source_id"] == chat_source and src["speaker"] == "customer" and src["authority"] == "channel"

    err, r = await call(c, "journal", scope=scope)
    assert not err and [e["status"] for e in r["entries"]][0] == "rejected"

    err, msg = await call(c, "get_facts", scope=rand("other") + "/fleet", subject="customer:acme")
    assert err and "forbidden: " in msg, msg


async def world(api: Any, bus: Bus, scope: str) -> tuple[str, str]:
    chat = await api("channel", "chat")
    s = await chat.record_source(scope=scope, kind="utterance", speaker="customer", text="Our budget is $18,000.",
                                 captured_at="2026-10-01T09:00:00Z")
    _, key = await create_key(bus, role="agent", name=rand("mcp-"), scopes=[scope])
    return s["source_id"], key


async def test_an_agent_host_over_stdio_gets_sourced_facts_in_and_unsourced_ones_refused(
        system: System, bus: Bus, api: Any, scope: str) -> None:
    source, key = await world(api, bus, scope)
    async with over_stdio(server_env(system, key)) as c:
        await the_story(c, source, scope)


async def test_the_same_over_streamable_http(system: System, bus: Bus, api: Any, scope: str, http_server: Any) -> None:
    source, key = await world(api, bus, scope)
    async with http_server(server_env(system, key)) as c:
        await the_story(c, source, scope)
