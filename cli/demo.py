"""The seeds' story, told through the real services over the bus (`provgate demo`).

A customer tells the chat channel the budget is $18,000; agent Alex proposes it; agent Maria
reads it back with its provenance; a rogue agent asserts $1,800 with confidence 0.99 and no
source; the customer later says $14,000. The ledger at the end shows refusals first, each
value with the source behind it.
"""
from __future__ import annotations

import uuid
from collections.abc import Callable
from typing import Any

from rich.console import Console
from rich.table import Table

from contracts.subjects import Subjects
from shared.bus import Bus

from .client import Client
from .keys import create_key


async def run_demo(nats_url: str, prefix: str = "provgate", console: Console | None = None, *,
                   admin_url: str | None = None) -> dict[str, Any]:
    """`nats_url`: where agents connect, each with its own key; `admin_url`: the operator's, to make keys."""
    out = console or Console()
    say: Callable[..., None] = out.print
    scope = f"acme/demo-{uuid.uuid4().hex[:6]}"
    bus = await Bus.connect(admin_url or nats_url, Subjects(prefix), name="provgate-demo")
    try:
        keys = {}
        for role, name in (("channel", "chat"), ("agent", "alex"), ("agent", "maria"), ("agent", "rogue")):
            _, keys[name] = await create_key(bus, role=role, name=name, scopes=[scope])
    finally:
        await bus.close()
    say(f"[bold]provgate demo[/bold]  scope [cyan]{scope}[/cyan]; keys made for chat (channel), alex, maria, rogue (agents)\n")
    clients = [await Client.connect(nats_url, keys[n], prefix) for n in ("chat", "alex", "maria", "rogue")]
    chat, alex, maria, rogue = clients
    try:
        s1 = await chat.record_source(scope=scope, kind="utterance", speaker="customer",
                                      text="Our budget for this project is $18,000, confirmed by our CFO.",
                                      captured_at="2026-10-01T09:00:00Z", client_ref="chat-msg-8812")
        say(f"1. The customer tells the chat channel: \"Our budget for this project is $18,000, confirmed by our CFO.\"\n"
            f"   recorded as source {s1['source_id']} with authority [green]{s1['authority']}[/green]")
        r1 = await alex.submit(scope=scope, subject="customer:acme", predicate="budget", value="18000",
                               confidence=0.9, evidence=[s1["source_id"]], client_ref="alex-turn-17", wait=True)
        say(f"2. Alex proposes budget = 18000 citing it -> [bold green]{r1['status']}[/bold green] ({', '.join(r1['reasons'])})")
        facts = await maria.facts(scope=scope, subject="customer:acme", predicate="budget")
        f = facts[0]
        src = f["provenance"]["sources"][0]
        say(f"3. Maria reads it back: budget = {f['value']}, proposed by {f['provenance']['proposed_by']}, "
            f"because {src['speaker']} said \"{src['text']}\" ({src['kind']}, {src['authority']} authority)")
        r2 = await rogue.submit(scope=scope, subject="customer:acme", predicate="budget", value="1800",
                                confidence=0.99, evidence=[], client_ref="rogue-1", wait=True)
        verdict = r2.get("verdict") or {}
        say(f"4. A rogue agent asserts budget = 1800 with confidence 0.99 and no source -> quarantined "
            f"({r2['reasons'][0]}), then [bold red]{r2['status']}[/bold red] by the {verdict.get('by', '?')} verifier: "
            f"\"{verdict.get('reason', '')}\"")
        s2 = await chat.record_source(scope=scope, kind="utterance", speaker="customer",
                                      text="Update from finance: our budget is now $14,000.",
                                      captured_at="2026-10-20T15:30:00Z", client_ref="chat-msg-9120")
        r3 = await alex.submit(scope=scope, subject="customer:acme", predicate="budget", value=14000,
                               confidence=0.9, evidence=[s2["source_id"]], client_ref="alex-turn-42", wait=True)
        say(f"5. The customer says: \"Update from finance: our budget is now $14,000.\" Alex proposes 14000 -> "
            f"[bold green]{r3['status']}[/bold green] ({', '.join(r3['reasons'])})")
        history = await maria.history(scope=scope, subject="customer:acme", predicate="budget")
        journal = await maria.journal(scope=scope)
    finally:
        for c in clients:
            await c.close()

    t = Table(title="budget of customer:acme, every version (nothing is deleted)")
    for c in ("value", "valid from", "valid to", "status", "source"):
        t.add_column(c)
    for h in history:
        s = h["provenance"]["sources"]
        t.add_row(str(h["value"]), h["valid_from"][:16], (h["valid_to"] or "")[:16], h["status"],
                  f"{s[0]['speaker']}: \"{s[0]['text']}\"" if s else "-")
    out.print()
    out.print(t)

    srcs = {s1["source_id"]: s1, s2["source_id"]: s2}
    texts = {s1["source_id"]: "Our budget for this project is $18,000, confirmed by our CFO.",
             s2["source_id"]: "Update from finance: our budget is now $14,000."}
    ledger = Table(title=f"ledger of {scope}: refusals first, then newest first")
    for c in ("status", "value", "by", "reasons / verdict", "source"):
        ledger.add_column(c)
    for e in journal:
        why = ", ".join(e["reasons"])
        if e.get("verdict"):
            why += f"\n{e['verdict']['by']}: {e['verdict']['reason']}"
        src = "; ".join(f"\"{texts[s]}\"" for s in e["evidence"] if s in srcs) or "no source"
        style = {"rejected": "red", "accepted": "green", "approved": "green"}.get(e["status"], "yellow")
        ledger.add_row(f"[{style}]{e['status']}[/{style}]", str(e["value"]), e["proposed_by"], why, src)
    out.print(ledger)
    return {"scope": scope, "first": r1, "rogue": r2, "update": r3, "history": history, "journal": journal}
