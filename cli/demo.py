"""The seeds' story, told through the real services over the bus (`provgate demo`).

A customer tells the chat channel the budget is $18,000; agent Alex proposes it; agent Maria
reads it back with its provenance; a rogue agent asserts $1,800 with confidence 0.99 and no
source; the customer later says $14,000. The ledger at the end shows refusals first, each
value with the source behind it.
"""
from __future__ import annotations

import uuid
from collections.abc import Callable
from datetime import datetime
from typing import Any

from rich.console import Console
from rich.table import Table

from client import Client
from contracts.api import ProposalReceivedReply, ProposalStatusReply
from contracts.subjects import Subjects
from shared.bus import Bus

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
    t1 = "Our budget for this project is $18,000, confirmed by our CFO."
    t2 = "Update from finance: our budget is now $14,000."
    try:
        s1 = await chat.record_source(scope, "utterance", t1, speaker="customer",
                                      captured_at="2026-10-01T09:00:00Z", client_ref="chat-msg-8812")
        say(f"1. The customer tells the chat channel: \"{t1}\"\n"
            f"   recorded as source {s1.source_id} with authority [green]{s1.authority}[/green]")
        r1 = await alex.propose(scope, "customer:acme", "budget", "18000", confidence=0.9, evidence=[s1.source_id],
                                client_ref="alex-turn-17", wait=True)
        say(f"2. Alex proposes budget = 18000 citing it -> [bold green]{r1.status}[/bold green] ({', '.join(_reasons(r1))})")
        f = (await maria.facts(scope, "customer:acme", "budget")).facts[0]
        src = f.provenance.sources[0]
        say(f"3. Maria reads it back: budget = {f.value}, proposed by {f.provenance.proposed_by}, "
            f"because {src.speaker} said \"{src.text}\" ({src.kind}, {src.authority} authority)")
        r2 = await rogue.propose(scope, "customer:acme", "budget", "1800", confidence=0.99, evidence=[],
                                 client_ref="rogue-1", wait=True)
        verdict = getattr(r2, "verdict", None)
        say(f"4. A rogue agent asserts budget = 1800 with confidence 0.99 and no source -> quarantined "
            f"({_reasons(r2)[0]}), then [bold red]{r2.status}[/bold red] by the {verdict.by if verdict else '?'} verifier: "
            f"\"{verdict.reason if verdict else ''}\"")
        s2 = await chat.record_source(scope, "utterance", t2, speaker="customer",
                                      captured_at="2026-10-20T15:30:00Z", client_ref="chat-msg-9120")
        r3 = await alex.propose(scope, "customer:acme", "budget", 14000, confidence=0.9, evidence=[s2.source_id],
                                client_ref="alex-turn-42", wait=True)
        say(f"5. The customer says: \"{t2}\" Alex proposes 14000 -> "
            f"[bold green]{r3.status}[/bold green] ({', '.join(_reasons(r3))})")
        history = await maria.history(scope, "customer:acme", "budget")
        journal = await maria.journal(scope)
    finally:
        for c in clients:
            await c.close()

    t = Table(title="budget of customer:acme, every version (nothing is deleted)")
    for c in ("value", "valid from", "valid to", "status", "source"):
        t.add_column(c)
    for h in history:
        s = h.provenance.sources
        t.add_row(str(h.value), _minute(h.valid_from), _minute(h.valid_to), h.status,
                  f"{s[0].speaker}: \"{s[0].text}\"" if s else "-")
    out.print()
    out.print(t)

    texts = {s1.source_id: t1, s2.source_id: t2}
    ledger = Table(title=f"ledger of {scope}: refusals first, then newest first")
    for c in ("status", "value", "by", "reasons / verdict", "source"):
        ledger.add_column(c)
    for e in journal:
        why = ", ".join(e.reasons)
        if e.verdict:
            why += f"\n{e.verdict.by}: {e.verdict.reason}"
        src = "; ".join(f"\"{texts[s]}\"" for s in e.evidence if s in texts) or "no source"
        style = {"rejected": "red", "accepted": "green", "approved": "green"}.get(e.status, "yellow")
        ledger.add_row(f"[{style}]{e.status}[/{style}]", str(e.value), e.proposed_by, why, src)
    out.print(ledger)
    return {"scope": scope, "first": r1.model_dump(mode="json"), "rogue": r2.model_dump(mode="json"),
            "update": r3.model_dump(mode="json"), "history": [h.model_dump(mode="json") for h in history],
            "journal": [e.model_dump(mode="json") for e in journal]}


def _reasons(r: ProposalStatusReply | ProposalReceivedReply) -> list[str]:
    return list(getattr(r, "reasons", []))


def _minute(t: datetime | None) -> str:
    return t.isoformat()[:16] if t else ""
