"""`provgate export SCOPE` and `provgate import FILE --scope S` (issue 16).

Export reads the views directly (the operator's read) and writes JSONL: a versioned header line,
then one record per line: `source`, `proposal` (the journal: every attempt, in log order, with
its evidence and original valid_from), `decision` (the gate's decision and any verdict), `case`
and `fact` (every version, superseded ones included).

Import never writes around the gate. It makes keys for the import (one per original author and
role, named `<name>@import`, bound to the target scope only), records the sources through
`provgate.v1.sources.record_batch` (each author's in batches), then re-proposes each proposal,
in the original order, through `provgate.v1.proposals.submit` with its evidence mapped to the new
source ids and its original valid_from, and waits for the gate. A proposal that a reviewer decided
in the exported scope and that the gate holds again for a reviewer is decided again by the import's
reviewer key with the original reason (a case with the original resolution, the winner mapped).
The new scope's journal holds every proposal of the import, each with `client_ref` `import:<original
proposal id>`; the import itself is recorded first as a source (a note of what was imported, from
where).

The file says who recorded and proposed what, and with which role; nothing in it proves it. So by default an
import grants at most a channel's authority (a reviewer's source is recorded by a channel key, a
reviewer's proposal made by a channel key) and decides nothing again: what the gate holds waits for a
person. `keep_authority` (`--keep-authority`) keeps the roles the file names and takes its reviewers'
decisions again by the import's reviewer key, for an export of one's own install: the import first checks
every record of the file against this install's own records of the exported scope (`own_records`), and
refuses the file whole if one is missing or differs (a crafted or edited file, another install's, or a scope
changed since the export). A file from another install is imported without it.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import orjson

FORMAT = "provgate.export"
VERSION = 1


def _row(record: str, r: dict[str, Any], drop: tuple[str, ...] = ()) -> dict[str, Any]:
    return {"record": record, **{k: v for k, v in r.items() if k not in drop}}


async def export_scope(database_url: str, scope: str) -> list[dict[str, Any]]:
    """Every record of a scope, header first (the operator's read of the views, not a delivery)."""
    import psycopg
    from psycopg.rows import dict_row

    from services.intake.store import CONFIRMATIONS

    async with await psycopg.AsyncConnection.connect(database_url, row_factory=dict_row) as conn:
        async def q(sql: str) -> list[dict[str, Any]]:
            return list(await (await conn.execute(sql, (scope,))).fetchall())

        sources = await q("SELECT source_id, kind, speaker, text, captured_at, authority, recorded_by, client_ref,"
                          " recorded_at FROM sources WHERE scope = %s ORDER BY stream_seq")
        proposals = await q("SELECT proposal_id, subject, predicate, value, confidence, evidence, valid_from, client_ref,"
                            " proposed_by, role, received_at FROM proposals WHERE scope = %s ORDER BY stream_seq")
        decisions = await q("SELECT proposal_id, status, final, reasons, decision_id, decided_at, verdict_id,"
                            " verdict_outcome, verdict_reason, verdict_by, verdict_at, fact_id FROM proposals"
                            " WHERE scope = %s ORDER BY stream_seq")
        cases = await q("SELECT case_id, challenger, incumbent, status, opened_at, resolution, winner, reviewer, reason,"
                        " resolved_at FROM cases WHERE scope = %s ORDER BY opened_at, case_id")
        facts = await q("SELECT f.fact_id, f.subject, f.predicate, f.value, f.valid_from, f.valid_to, f.superseded_by,"
                        f" f.recorded_at, f.retired_at, f.proposal_id, {CONFIRMATIONS} FROM facts f WHERE f.scope = %s"
                        " ORDER BY f.row_id")
    header = {"record": "header", "format": FORMAT, "version": VERSION, "scope": scope,
              "exported_at": datetime.now(UTC),
              "counts": {"source": len(sources), "proposal": len(proposals), "decision": len(decisions),
                         "case": len(cases), "fact": len(facts)}}
    return [header, *(_row("source", r) for r in sources), *(_row("proposal", r) for r in proposals),
            *(_row("decision", r) for r in decisions), *(_row("case", r) for r in cases),
            *(_row("fact", r) for r in facts)]


# the records an import acts on, by their ids; `fact` records describe the outcome (a fact id may have several
# versions) and are read by no import, so they are not checked
KEYS = {"source": ("source_id",), "proposal": ("proposal_id",), "decision": ("proposal_id",), "case": ("case_id",)}


def _key(r: dict[str, Any]) -> tuple[Any, ...]:
    return (r.get("record"), *(r.get(k) for k in KEYS.get(str(r.get("record")), ("?",))))


def differing(records: list[dict[str, Any]], own: list[dict[str, Any]]) -> str | None:
    """The first record of an export that this install's own records of its scope (`own`, as `export_scope`
    gives them now) do not hold as they are, described; None when every one is there unchanged. Pure."""
    mine = {_key(r): orjson.loads(orjson.dumps(r)) for r in own if r.get("record") in KEYS}
    for r in records:
        if r.get("record") == "fact":
            continue
        if r.get("record") not in KEYS:
            return f"a record of an unknown kind ({str(r.get('record'))[:40]!r})"
        have = mine.get(_key(r))
        if have is None:
            return f"{r['record']} {str(_key(r)[1])[:80]} is not in this install's scope"
        if have != r:
            field_ = next((k for k in sorted({*have, *r}) if have.get(k) != r.get(k)), "?")
            return f"{r['record']} {str(_key(r)[1])[:80]} differs from this install's ({field_})"
    return None


async def own_records(database_url: str, header: dict[str, Any], records: list[dict[str, Any]]) -> None:
    """For `--keep-authority`: every record of the file as this install holds it in the exported scope, or
    ValueError saying which is not (the file is then imported without trusting it, or not at all)."""
    why = differing(records, await export_scope(database_url, str(header.get("scope"))))
    if why is not None:
        raise ValueError(f"--keep-authority trusts an export of this install only, checked against its own records of "
                         f"scope {str(header.get('scope'))[:200]!r}: {why}. Import the file without --keep-authority (a "
                         "channel's authority at most, what the gate holds waits for a person), or export it again.")


def dumps(records: list[dict[str, Any]]) -> bytes:
    return b"".join(orjson.dumps(r) + b"\n" for r in records)


def read(path: Path) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    lines = [orjson.loads(line) for line in path.read_bytes().splitlines() if line.strip()]
    if not lines or lines[0].get("record") != "header" or lines[0].get("format") != FORMAT:
        raise ValueError(f"{path} is not a provgate export (no header line)")
    if lines[0].get("version") != VERSION:
        raise ValueError(f"{path} is export version {lines[0].get('version')}; this provgate reads version {VERSION}")
    return lines[0], lines[1:]


async def _call(client: Any, subject: str, body: dict[str, Any]) -> dict[str, Any]:
    """One request; over the key's quota, wait and send it again (a client_ref makes that safe)."""
    import asyncio

    from .client import ApiError

    for attempt in range(30):
        try:
            return await client.call(subject, body)  # type: ignore[no-any-return]
        except ApiError as e:
            if e.code != "rate_limited" or attempt == 29:
                raise
            await asyncio.sleep(1.0)
    raise AssertionError("unreachable")


BATCH_BYTES = 48 * 1024  # of a sources.record_batch body, under intake's 64 KiB request limit


def batches(items: list[tuple[str, dict[str, Any]]], most: int = 100) -> list[list[tuple[str, dict[str, Any]]]]:
    """`items` in order, cut into runs of at most `most` whose bodies add up to at most BATCH_BYTES
    (a source too large to share a request goes alone: one of 64 KiB of text fits nowhere else)."""
    out: list[list[tuple[str, dict[str, Any]]]] = []
    size = 0
    for item in items:
        n = len(orjson.dumps(item[1])) + 1
        if not out or len(out[-1]) >= most or size + n > BATCH_BYTES:
            out.append([])
            size = 0
        out[-1].append(item)
        size += n
    return out


async def _record_batch(client: Any, subjects: Any, bodies: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """`sources.record_batch` for `bodies`, one result each, in order; items over the key's quota are
    sent again (their client_refs make that safe), any other refusal is raised as `_call` raises it.
    A single body goes through `sources.record` (one too large to share a request)."""
    import asyncio

    from client.errors import error_for

    if len(bodies) == 1:
        return [await _call(client, subjects.sources_record, bodies[0])]
    results: list[dict[str, Any] | None] = [None] * len(bodies)
    for _ in range(30):
        todo = [i for i, r in enumerate(results) if r is None]
        if not todo:
            break
        reply = await _call(client, subjects.sources_record_batch, {"sources": [bodies[i] for i in todo]})
        for i, r in zip(todo, reply["results"], strict=True):
            if r["ok"]:
                results[i] = r
            elif r["error"]["code"] != "rate_limited":
                raise error_for(r["error"]["code"], r["error"]["message"])
        if any(r is None for r in results):
            await asyncio.sleep(1.0)
    if any(r is None for r in results):
        raise error_for("rate_limited", "the import's key stayed over its quota")
    return [r for r in results if r is not None]


@dataclass
class ImportReport:
    sources: int = 0
    proposals: int = 0
    statuses: dict[str, int] = field(default_factory=dict)
    redecided: int = 0
    differs: list[str] = field(default_factory=list)  # proposals whose new outcome is not the original one
    keys: list[str] = field(default_factory=list)
    manifest_source: str = ""
    capped: int = 0  # records whose role the file names above a channel's, imported as a channel's


ROLE_CAP = {"agent": "agent", "channel": "channel", "reviewer": "channel"}  # without keep_authority


async def import_file(path: Path, scope: str, nats_url: str, admin_url: str, prefix: str, *,
                      keep_authority: bool = False, database_url: str = "") -> ImportReport:
    """Re-gate an export into `scope` through the public API (see the module's docstring); with
    `keep_authority`, only a file this install's records of the exported scope (`database_url`) hold as it is."""
    from contracts.subjects import Subjects
    from domain.rules import case_id_for
    from shared.bus import Bus

    from .client import Client
    from .keys import create_key

    header, records = read(path)
    if keep_authority:
        await own_records(database_url, header, records)
    by: dict[str, list[dict[str, Any]]] = {}
    for r in records:
        by.setdefault(r["record"], []).append(r)
    decisions = {d["proposal_id"]: d for d in by.get("decision", [])}
    cases = {c["challenger"]: c for c in by.get("case", [])}
    subjects = Subjects(prefix)
    report = ImportReport()
    clients: dict[tuple[str, str], Client] = {}

    bus = await Bus.connect(admin_url, subjects)
    try:
        def role_of(named: str) -> str:
            role = named if named in ROLE_CAP else "channel"
            if not keep_authority and ROLE_CAP[role] != role:
                report.capped += 1
                return ROLE_CAP[role]
            return role

        async def as_(role: str, name: str) -> Client:
            if (role, name) not in clients:
                evt, secret = await create_key(bus, role=role, name=f"{name}@import", scopes=[scope])
                report.keys.append(f"{evt.key_id} {role} {evt.name}")
                clients[(role, name)] = await Client.connect(nats_url, secret, prefix)
            return clients[(role, name)]

        reviewer = await as_("reviewer", "import")
        manifest = await reviewer.call(subjects.sources_record, {
            "scope": scope, "kind": "document", "speaker": "provgate import",
            "text": (f"Imported from scope {header['scope']} (export version {header['version']}, exported at"
                     f" {header['exported_at']}): {len(by.get('source', []))} sources, {len(by.get('proposal', []))}"
                     f" proposals, re-gated one by one.")})
        report.manifest_source = manifest["source_id"]

        new_source: dict[str, str] = {}
        authors: dict[tuple[str, str], list[tuple[str, dict[str, Any]]]] = {}  # sources are independent: by key
        for s in by.get("source", []):
            role = role_of(s["authority"])
            body = {"scope": scope, "kind": s["kind"], "text": s["text"], "captured_at": s["captured_at"],
                    "client_ref": f"import:{s['source_id']}"}
            if s["speaker"]:
                body["speaker"] = s["speaker"]
            authors.setdefault((role, s["recorded_by"]), []).append((s["source_id"], body))
        for (role, name), items in authors.items():
            client = await as_(role, name)
            for chunk in batches(items):
                recorded = await _record_batch(client, subjects, [body for _, body in chunk])
                for (old_id, _), r in zip(chunk, recorded, strict=True):
                    new_source[old_id] = r["source_id"]
                    report.sources += 1

        new_proposal: dict[str, str] = {}
        for p in by.get("proposal", []):
            body = {"scope": scope, "subject": p["subject"], "predicate": p["predicate"], "value": p["value"],
                    "confidence": p["confidence"], "evidence": [new_source[e] for e in p["evidence"] if e in new_source],
                    "client_ref": f"import:{p['proposal_id']}", "wait": True}
            if p["valid_from"]:
                body["valid_from"] = p["valid_from"]
            r = await _call(await as_(role_of(p["role"]), p["proposed_by"]), subjects.proposals_submit, body)
            new_proposal[p["proposal_id"]] = r["proposal_id"]
            if keep_authority:
                r = await _redecide(reviewer, subjects, r, decisions.get(p["proposal_id"]),
                                    cases.get(p["proposal_id"]), new_proposal, case_id_for, report)
            report.proposals += 1
            report.statuses[r["status"]] = report.statuses.get(r["status"], 0) + 1
            was = decisions.get(p["proposal_id"], {}).get("status")
            if was is not None and was != r["status"]:
                report.differs.append(f"{p['proposal_id']} was {was}, now {r['status']} ({r['proposal_id']})")
    finally:
        for c in clients.values():
            await c.close()
        await bus.close()
    return report


async def _redecide(reviewer: Any, subjects: Any, r: dict[str, Any], was: dict[str, Any] | None,
                    case: dict[str, Any] | None, new_proposal: dict[str, str], case_id_for: Any,
                    report: ImportReport) -> dict[str, Any]:
    """A proposal a reviewer decided in the exported scope, held again for a reviewer: decided again,
    with the original reason (the import's reviewer key; the reason says it is a re-decision)."""
    if r["status"] != "quarantined" or r["final"] or was is None:
        return r
    why = f"imported: {was['verdict_reason']}" if was.get("verdict_reason") else "imported"
    if case is not None and case["status"] == "resolved" and "contradicts_current" in r["reasons"]:
        body: dict[str, Any] = {"case_id": case_id_for(r["proposal_id"]), "resolution": case["resolution"],
                                "reason": f"imported: {case['reason']}"}
        if case["winner"]:
            if case["winner"] not in new_proposal:
                return r
            body["winner"] = new_proposal[case["winner"]]
    elif "reviewer_approved" in was["reasons"] or "reviewer_rejected" in was["reasons"]:
        body = {"proposal_id": r["proposal_id"], "reason": why,
                "decision": "approve" if "reviewer_approved" in was["reasons"] else "reject"}
    else:
        return r
    report.redecided += 1
    return await _call(reviewer, subjects.reviews_decide, body)
