"""`provgate mcp`: provgate as Model Context Protocol tools, for agent hosts (Claude Code, Cursor...).

It is one more client on the bus (`client.Client`): it connects with one provgate key and has that
key's authority and nothing more. The key comes from PROVGATE_KEY or a config file, never from a
tool argument, so the model it serves cannot choose whose authority it uses. There is no review
tool: approving or rejecting what the gate held is a person's act (`provgate review`).
"""
from __future__ import annotations

import asyncio
import os
import sys
import tomllib
from pathlib import Path
from typing import Annotated, Any, Literal

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from pydantic import Field

from client import Client, ProvgateError

CONFIG = Path("~/.config/provgate/mcp.toml")

INSTRUCTIONS = """\
provgate is a provenance gate in front of a shared memory of facts. A fact gets into memory only
when it traces to a real source: first record what was said or seen with `record_source` (it
returns a source_id), then `propose` the fact with that id in `evidence`. A claim without a source
is quarantined and then rejected (reason `needs_provenance`), and the refusal is kept in the
journal with its reasons. Read facts with `get_facts` (each with its provenance: who said it, where
and when), `fact_history`, `search_facts`, and `journal`. Scopes are exact: use one of your key's."""

UNSOURCED = ("A proposal with no evidence is quarantined and then rejected (`needs_provenance`), and the "
             "refusal is kept in the journal: first call `record_source` and cite the source_id it returns in "
             "`evidence`. Confidence does not replace a source.")

Scope = Annotated[str, Field(description="the scope, exactly as your key was made for, e.g. acme/fleet")]
Time = Annotated[str | None, Field(description="an ISO 8601 time with a UTC offset, e.g. 2026-10-01T09:00:00Z")]


class Settings:
    """Where to connect and with which key: the environment first, then the config file (TOML:
    `key`, `nats_url`, `prefix`), then the provgate running in this folder for the URL."""

    def __init__(self, config: Path | None = None) -> None:
        path = config or Path(os.environ.get("PROVGATE_MCP_CONFIG", str(CONFIG))).expanduser()
        file: dict[str, Any] = tomllib.loads(path.read_text()) if path.is_file() else {}
        self.key: str | None = os.environ.get("PROVGATE_KEY") or file.get("key")
        self.nats_url: str | None = os.environ.get("PROVGATE_NATS_URL") or file.get("nats_url")
        self.prefix: str = os.environ.get("PROVGATE_PREFIX") or file.get("prefix") or "provgate"
        if not self.nats_url:
            from .runtime import Instance

            inst = Instance.find(Path(os.environ.get("PROVGATE_HOME", ".provgate")).resolve())
            if inst is not None:
                self.nats_url, self.prefix = inst.nats_url, inst.prefix
        if not self.key:
            raise SystemExit(f"provgate mcp: no key. Set PROVGATE_KEY, or `key = \"pgk_...\"` in {path}")
        if not self.nats_url:
            raise SystemExit(f"provgate mcp: no NATS URL. Set PROVGATE_NATS_URL, or `nats_url` in {path}")


class Connection:
    """The key's one connection, made on first use in the server's own event loop."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self._client: Client | None = None
        self._lock = asyncio.Lock()

    async def get(self) -> Client:
        async with self._lock:
            if self._client is None or self._client.nc.is_closed:
                s = self.settings
                assert s.key and s.nats_url
                self._client = await Client.connect(s.nats_url, s.key, s.prefix, name="provgate-mcp",
                                                    timeout=30.0)
            return self._client


def _refused(e: ProvgateError) -> ToolError:
    hint = {"forbidden": " (your key's role or scopes do not allow it)",
            "unauthenticated": " (the key is unknown or revoked)",
            "rate_limited": " (slow down and try again)"}.get(e.code, "")
    return ToolError(f"{e.code}: {e.message}{hint}")


def build(settings: Settings) -> MCPServer:
    conn = Connection(settings)
    server: MCPServer = MCPServer("provgate", instructions=INSTRUCTIONS)

    async def call(fn: Any) -> Any:
        try:
            return await fn(await conn.get())
        except ProvgateError as e:
            raise _refused(e) from None

    @server.tool(description=(
        "Record a source: what a person said (`utterance`), what a document shows (`document`), what "
        "was observed (`observation`), or your own `note`. Returns its source_id, to cite in `propose`. "
        "Which kinds you may record depends on your key: an agent key records only `note` (the lowest "
        "authority); channel and reviewer keys record the others. Sources are immutable; the same "
        "client_ref returns the first source_id."))
    async def record_source(
        scope: Scope,
        kind: Literal["utterance", "document", "observation", "note"],
        text: Annotated[str, Field(description="the words as said or written, verbatim")],
        speaker: Annotated[str | None, Field(description="who said it, e.g. customer")] = None,
        captured_at: Time = None,
        client_ref: Annotated[str | None, Field(description="your idempotency key (optional)")] = None,
    ) -> dict[str, Any]:
        r = await call(lambda c: c.record_source(scope, kind, text, speaker=speaker, captured_at=captured_at,
                                                 client_ref=client_ref))
        return dict(r.model_dump(mode="json"))

    @server.tool(description=(
        "Propose a fact (subject, predicate, value) for the shared memory, citing the source ids that "
        "support it in `evidence`. Returns the status (accepted, confirmed, quarantined, approved, "
        "rejected), the reason codes and, once final, the verifier's verdict. " + UNSOURCED))
    async def propose(
        scope: Scope,
        subject: Annotated[str, Field(description="what the fact is about, e.g. customer:acme")],
        predicate: Annotated[str, Field(description="the attribute, e.g. budget")],
        value: Annotated[str | int | float | bool | dict[str, Any], Field(description="the value")],
        evidence: Annotated[list[str], Field(description="source ids from record_source that state this value")],
        confidence: Annotated[float, Field(ge=0.0, le=1.0)] = 0.9,
        valid_from: Time = None,
        client_ref: Annotated[str | None, Field(description="your idempotency key (optional)")] = None,
    ) -> dict[str, Any]:
        r = await call(lambda c: c.propose(scope, subject, predicate, value, confidence=confidence,
                                           evidence=evidence, valid_from=valid_from, client_ref=client_ref,
                                           wait=True))
        return dict(r.model_dump(mode="json", exclude={"ok"}))

    @server.tool(description=(
        "Get the proposal's current status, reasons and verdict (for one `propose` returned before "
        "it was final)."))
    async def get_proposal(proposal_id: str) -> dict[str, Any]:
        r = await call(lambda c: c.proposal(proposal_id))
        return dict(r.model_dump(mode="json", exclude={"ok"}))

    @server.tool(description=(
        "Read a subject's facts, each with its provenance (the sources behind it: kind, speaker, "
        "authority, text, captured_at; who proposed it). Without as_of/known_at: what is current. "
        "as_of: what was true at that valid time; known_at: what provgate had recorded by then. "
        "Also returns `claims` (refused statements people made, attributed, never facts) and `cases` "
        "(conflicts waiting for or resolved by a reviewer)."))
    async def get_facts(scope: Scope, subject: str, predicate: str | None = None, as_of: Time = None,
                        known_at: Time = None) -> dict[str, Any]:
        r = await call(lambda c: c.facts(scope, subject, predicate, as_of=as_of, known_at=known_at))
        return dict(r.model_dump(mode="json", exclude={"ok"}))

    @server.tool(description=(
        "Every version of one fact, oldest first, superseded ones included, each with valid_from, "
        "valid_to, recorded_at and its provenance. Nothing is ever deleted."))
    async def fact_history(scope: Scope, subject: str, predicate: str) -> dict[str, Any]:
        facts = await call(lambda c: c.history(scope, subject, predicate))
        return {"facts": [f.model_dump(mode="json") for f in facts]}

    @server.tool(description=(
        "Search a scope's current facts by text, best match first, each with its score and provenance. "
        "Every search is recorded with the facts it returned."))
    async def search_facts(scope: Scope, text: str,
                           limit: Annotated[int, Field(ge=1, le=50)] = 10) -> dict[str, Any]:
        r = await call(lambda c: c.search(scope, text, limit))
        return dict(r.model_dump(mode="json", exclude={"ok"}))

    @server.tool(description=(
        "Every proposal attempted in a scope, refusals first, then newest first: value, who proposed "
        "it, status, reason codes, verdict, evidence. Use it to see why a claim was refused."))
    async def journal(scope: Scope, subject: str | None = None,
                      limit: Annotated[int, Field(ge=1, le=500)] = 50) -> dict[str, Any]:
        entries = await call(lambda c: c.journal(scope, subject, limit))
        return {"entries": [e.model_dump(mode="json") for e in entries]}

    return server


def serve(http: bool = False, host: str = "127.0.0.1", port: int = 8765, config: Path | None = None) -> None:
    """Run over stdio (what agent hosts spawn), or streamable HTTP at http://host:port/mcp."""
    server = build(Settings(config))
    if http:
        print(f"provgate mcp on http://{host}:{port}/mcp", file=sys.stderr, flush=True)
        server.run("streamable-http", host=host, port=port)
    else:
        server.run("stdio")


if __name__ == "__main__":  # python -m cli.mcp_server [--http PORT]
    args = sys.argv[1:]
    serve(http="--http" in args, port=int(args[args.index("--http") + 1]) if "--http" in args else 8765)
