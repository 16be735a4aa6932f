"""`provgate explain SCOPE FACT_ID`: the chain behind one fact, read by the operator from the views.

The same rows and the same reply model as `provgate.v1.facts.explain` (services/intake/store.py
`explain`, core.py `explain_reply`); an operator's read is not a delivery, so nothing is recorded.
"""
from __future__ import annotations

from datetime import datetime
from typing import Any

from contracts.api import ExplainReply, FactView, SourceView


async def explain(database_url: str, scope: str, fact_id: str) -> ExplainReply | None:
    import psycopg
    from psycopg.rows import dict_row

    from services.intake import core, store

    async with await psycopg.AsyncConnection.connect(database_url, row_factory=dict_row) as conn:
        rows = await store.explain(conn, scope, fact_id)
    return core.explain_reply(rows) if rows else None


def _t(t: datetime | None) -> str:
    return t.strftime("%Y-%m-%d %H:%M:%S") if t else "-"


def _source(s: SourceView) -> str:
    who = f"{s.speaker}, " if s.speaker else ""
    return f"{s.source_id} [{s.authority} {s.kind}, {who}{_t(s.captured_at)}] \"{s.text}\""


def _fact(f: FactView) -> str:
    return (f"{f.fact_id} = {f.value!r} valid {_t(f.valid_from)} -> {_t(f.valid_to) if f.valid_to else 'now'}"
            f" ({f.status}), proposed by {f.provenance.proposed_by}")


def render(r: ExplainReply) -> str:
    """Plain text, one part of the chain per block, oldest cause first."""
    f, p, d = r.fact, r.proposal, r.decision
    out = [f"fact {f.fact_id}: {f.subject} {f.predicate} = {f.value!r} ({f.status})",
           f"  valid {_t(f.valid_from)} -> {_t(f.valid_to) if f.valid_to else 'now'}, recorded {_t(f.recorded_at)}",
           "sources:"]
    out += [f"  {_source(s)}" for s in r.sources] or ["  none"]
    out.append(f"proposal {p.proposal_id}: by {p.proposed_by} ({p.role}), value {p.value!r}, confidence {p.confidence},"
               f" valid_from {_t(p.valid_from)}, received {_t(p.received_at)}")
    out.append(f"gate: {d.status} ({', '.join(d.reasons) or 'no reason codes'}), decision {d.decision_id or '-'}"
               f" at {_t(d.decided_at)}")
    v: Any = d.verdict
    out.append(f"verdict: {v.outcome} by {v.by}: \"{v.reason}\" ({d.verdict_id}, {_t(d.verdict_at)})" if v else "verdict: none")
    for c in r.cases:
        out.append(f"case {c.case_id}: {c.status}" + (f", {c.resolution} by {c.reviewer}: \"{c.reason}\" (winner {c.winner})"
                                                      if c.resolution else ""))
    if r.confirmations:
        out.append(f"confirmed by proposals: {', '.join(r.confirmations)}")
    out.append("supersedes:" + ("" if r.supersedes else " nothing"))
    out += [f"  {_fact(s)}" for s in r.supersedes]
    out.append(f"superseded by: {_fact(r.superseded_by)}" if r.superseded_by else "superseded by: nothing (current)")
    for s in r.superseded_by.provenance.sources if r.superseded_by else []:
        out.append(f"  {_source(s)}")
    out.append(f"deliveries ({len(r.deliveries)}):" + ("" if r.deliveries else " none recorded"))
    out += [f"  {_t(x.delivered_at)} {x.via} to {x.delivered_by}" + (f", run {x.run_id}" if x.run_id else "")
            for x in r.deliveries]
    return "\n".join(out)
