"""`provgate console`: the review console, a small local web page for a person holding a key.

It reads through the same `provgate.v1.*` subjects as the CLI, over the bus with `client.Client` and the
key the console was started with: the ledger of a scope (`journal.list`, refusals first, each refused
value beside the value that stands, from `facts.get`), a subject's facts as of a valid time and as
recorded at a transaction time with each fact's history (`facts.get`, `facts.history`), and what waits
for a reviewer (`reviews.list`) with forms that send the decision (`reviews.decide`) exactly as
`provgate review decide|resolve` would: the key's authority and nothing more. Every fact carries a
provenance chip (a `<details>`: who proposed it, its sources' words, speaker, authority and times).
The ledger updates itself through server-sent events (`/events` polls `journal.list` once a second
for as long as the page is open). It listens on 127.0.0.1; every form carries a per-process token
(no other page can post a decision), and only requests addressed to localhost are served (no DNS
rebinding).
"""
from __future__ import annotations

import asyncio
import hashlib
import secrets
from collections.abc import AsyncIterator, Iterable
from contextlib import asynccontextmanager
from datetime import UTC, datetime
from html import escape
from typing import Any
from urllib.parse import urlencode

from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.middleware.trustedhost import TrustedHostMiddleware
from starlette.requests import Request
from starlette.responses import HTMLResponse, RedirectResponse, Response, StreamingResponse
from starlette.routing import Route

from client import Client, ProvgateError
from contracts.api import ClaimView, FactView, JournalEntry, ReviewItem, ReviewSide, SourceView

STYLE = """body{font:14px system-ui,sans-serif;margin:1.5em 2em;max-width:78em}table{border-collapse:collapse;width:100%}
td,th{border:1px solid #ccc;padding:.4em .5em;vertical-align:top;text-align:left}th{background:#f4f4f4}
.src{color:#555;font-size:90%}.note{padding:.5em;background:#eef}.err{padding:.5em;background:#fdd}
form{margin:.3em 0}code{font-size:90%}nav{margin-bottom:1em}nav a{margin-right:1em}nav b{margin-right:1em}
del{color:#a00}.refused td{background:#fff6f6}details.chip{display:inline-block;font-size:90%;color:#444}
details.chip summary{cursor:pointer}details.chip[open]{display:block;background:#fafafa;border:1px solid #ddd;
padding:.3em .5em;margin:.2em 0}blockquote{margin:.2em 0 .2em 1em;color:#222}.val{font-weight:bold}
h1{font-size:1.4em}h2{font-size:1.15em;margin-top:1.5em}.live{color:#070;font-size:90%}"""
POLL_SECONDS = 1.0
MAX_LIVE_PAGES = 16
JOURNAL_LIMIT = 100


def _t(dt: datetime | None) -> str:
    return dt.astimezone(UTC).strftime("%Y-%m-%d %H:%M") if dt else "-"


def _q(**params: str | None) -> str:
    return urlencode({k: v for k, v in params.items() if v})


def _words(s: SourceView) -> str:
    return (f"{escape(s.speaker or s.kind)} ({escape(s.authority)}, {_t(s.captured_at)}): "
            f"&ldquo;{escape(s.text)}&rdquo;")


def _sources(sources: Iterable[SourceView]) -> str:
    return "<br>".join(_words(s) for s in sources) or "no source"


def _side(side: ReviewSide) -> str:
    return (f"<b>{escape(str(side.value))}</b> by {escape(side.proposed_by)}"
            f"<div class=src>{_sources(side.sources)}</div>")


def chip(f: FactView, scope: str) -> str:
    """A fact's provenance in one click: the summary names who proposed it and what its first source said;
    opened, every source's words, speaker, kind and authority, and the fact's valid and recorded times."""
    p = f.provenance
    first = p.sources[0] if p.sources else None
    said = (f"{escape(first.speaker or first.kind)} ({escape(first.authority)}): &ldquo;{escape(first.text[:140])}"
            + ("&hellip;" if len(first.text) > 140 else "") + "&rdquo;") if first else "no source"
    sources = "".join(
        f"<li>{escape(s.kind)} by <b>{escape(s.speaker or '-')}</b>, authority <b>{escape(s.authority)}</b>, "
        f"captured {_t(s.captured_at)} <code>{escape(s.source_id)}</code><blockquote>{escape(s.text)}</blockquote></li>"
        for s in p.sources) or "<li>no source</li>"
    history = f"/subject?{_q(scope=scope, subject=f.subject, predicate=f.predicate)}"
    return (f"<details class=chip><summary>by {escape(p.proposed_by)} &middot; {said}</summary>"
            f"proposed by <b>{escape(p.proposed_by)}</b> (proposal <code>{escape(p.proposal_id)}</code>)<br>"
            f"valid {_t(f.valid_from)} &rarr; {_t(f.valid_to) if f.valid_to else 'now'}, recorded {_t(f.recorded_at)}, "
            f"{escape(f.status)}" + (f" by <code>{escape(f.superseded_by)}</code>" if f.superseded_by else "")
            + f" &middot; fact <code>{escape(f.fact_id)}</code> &middot; <a href=\"{escape(history)}\">history</a>"
            f"<ul>{sources}</ul></details>")


def fact(f: FactView, scope: str) -> str:
    return f"<span class=val>{escape(str(f.value))}</span> {chip(f, scope)}"


def _forms(item: ReviewItem, scope: str, token: str) -> str:
    hidden = (f'<input type=hidden name=token value="{token}"><input type=hidden name=scope value="{escape(scope)}">')
    reason = '<input name=reason required placeholder="why (journaled with your name)" size=32>'
    if item.case_id is None:
        return (f'<form method=post action="/decide">{hidden}'
                f'<input type=hidden name=proposal_id value="{escape(item.proposal_id)}">{reason} '
                '<button name=decision value=approve>approve</button> '
                '<button name=decision value=reject>reject</button></form>')
    winners = [(item.proposed.proposal_id, f"proposed: {item.proposed.value}")] + [
        (c.proposal_id, f"current: {c.value}") for c in item.current]
    options = "".join(f'<option value="{escape(p)}">{escape(str(label))}</option>' for p, label in winners)
    return (f'<form method=post action="/resolve">{hidden}'
            f'<input type=hidden name=case_id value="{escape(item.case_id)}">'
            '<select name=resolution><option value=contradiction>contradiction (the winner stands)</option>'
            '<option value=temporal_change>temporal change (both kept, newer current)</option>'
            '<option value=dismissed>dismissed (no fact changes)</option></select> '
            f'winner <select name=winner>{options}</select><br>{reason} <button>resolve</button></form>')


def layout(title: str, heading: str, scope: str, here: str, body: str, note: str = "", error: str = "",
           events: str = "") -> str:
    """One page: the three views' links, the scope, a note or error, the body; with `events`, the few lines
    of JavaScript that reload the page when `/events` says the journal changed."""
    links = [("/", "review queue"), ("/ledger", "ledger"), ("/subject", "facts as of")]
    nav = "".join(f"<b>{label}</b>" if path == here else f'<a href="{path}?{_q(scope=scope)}">{label}</a>'
                  for path, label in links)
    live = ""
    if events:
        live = (f'<span class=live id=live data-events="{escape(events)}">connecting</span><script>'
                "const live=document.getElementById('live');const es=new EventSource(live.dataset.events);"
                "es.onopen=()=>{live.textContent='live';};es.onmessage=()=>{es.close();location.reload();};"
                "es.onerror=()=>{if(es.readyState===2)live.textContent='not live';};"
                "es.addEventListener('failed',e=>{es.close();live.textContent='not live: '+e.data;});</script>")
    return (f"<!doctype html><html><head><meta charset=utf-8><meta name=viewport content=\"width=device-width\">"
            f"<title>{escape(title)}</title><style>{STYLE}</style></head><body><nav>{nav}"
            f'<form method=get action="{here}" style="display:inline">scope <input name=scope value="{escape(scope)}"> '
            f"<button>show</button></form> {live}</nav><h1>{heading}</h1>"
            + (f"<p class=note>{escape(note)}</p>" if note else "") + (f"<p class=err>{escape(error)}</p>" if error else "")
            + body + "</body></html>")


def page(scope: str, items: list[ReviewItem], token: str, note: str = "", error: str = "") -> str:
    rows = "".join(
        f"<tr><td><code>{escape(i.proposal_id)}</code>" + (f"<br>case <code>{escape(i.case_id)}</code>" if i.case_id else "")
        + f"<br>{_t(i.received_at)}</td><td>{escape(i.subject)}<br><b>{escape(i.predicate)}</b></td>"
        f"<td>{_side(i.proposed)}</td><td>{'<hr>'.join(_side(c) for c in i.current) or '-'}</td>"
        f"<td>{escape(', '.join(i.reasons))}</td><td>{_forms(i, scope, token)}</td></tr>" for i in items)
    table = ("<table><tr><th>proposal / case</th><th>slot</th><th>proposed</th><th>current</th><th>why held</th>"
             f"<th>decision</th></tr>{rows}</table>") if items else "<p>Nothing waits for a reviewer in this scope.</p>"
    return layout(f"provgate review: {scope}", "Waiting for a reviewer", scope, "/", table, note, error)


def digest(entries: Iterable[JournalEntry]) -> str:
    """What a ledger page showed, in 16 hex digits: the live stream compares it with the journal."""
    seen = sorted(f"{e.proposal_id}:{e.status}" for e in entries)
    return hashlib.sha256("\n".join(seen).encode()).hexdigest()[:16]


def ledger(scope: str, entries: list[JournalEntry], current: dict[str, list[FactView]],
           claims: dict[str, ClaimView], error: str = "") -> str:
    """Refusals first (each refused value struck through, its reasons, and the value that stands now with
    its source's words), then every other proposal, newest first."""
    def slot(e: JournalEntry) -> str:
        link = f"/subject?{_q(scope=scope, subject=e.subject, predicate=e.predicate)}"
        return f'<a href="{escape(link)}">{escape(e.subject)}</a><br><b>{escape(e.predicate)}</b>'

    def standing(e: JournalEntry) -> str:
        facts = [f for f in current.get(e.subject, []) if f.predicate == e.predicate]
        return "<br>".join(fact(f, scope) for f in facts) or "nothing stands"

    def why(e: JournalEntry) -> str:
        verdict = f"<div class=src>{escape(e.verdict.reason)} ({escape(e.verdict.by)})</div>" if e.verdict else ""
        return escape(", ".join(e.reasons) or "-") + verdict

    refused = [e for e in entries if e.status == "rejected"]
    others = [e for e in entries if e.status != "rejected"]
    rows = "".join(
        f'<tr class=refused id="{escape(e.proposal_id)}"><td>{_t(e.received_at)}<br><code>{escape(e.proposal_id)}</code></td>'
        f"<td>{slot(e)}</td><td><del>{escape(str(e.value))}</del> by {escape(e.proposed_by)}"
        + (f"<div class=src>{_sources(claims[e.proposal_id].sources)}</div>" if e.proposal_id in claims
           else f"<div class=src>{'no source' if not e.evidence else escape(', '.join(e.evidence))}</div>")
        + f"</td><td>{why(e)}</td><td>{standing(e)}</td></tr>" for e in refused)
    table = ("<table><tr><th>received</th><th>slot</th><th>refused</th><th>why</th><th>what stands</th></tr>"
             f"{rows}</table>") if refused else "<p>Nothing was refused in this scope.</p>"

    def outcome(e: JournalEntry) -> str:
        facts = {f.fact_id: f for f in current.get(e.subject, [])}
        if e.fact_id and e.fact_id in facts:
            return fact(facts[e.fact_id], scope)
        if e.status == "quarantined":
            return f'waits for a reviewer (<a href="/?{_q(scope=scope)}">queue</a>)'
        return (f"{escape(str(e.value))}" + (" (no longer current)" if e.fact_id else "")
                + f' &middot; <a href="/subject?{escape(_q(scope=scope, subject=e.subject, predicate=e.predicate))}">history</a>')

    rest = "".join(
        f'<tr id="{escape(e.proposal_id)}"><td>{_t(e.received_at)}<br><code>{escape(e.proposal_id)}</code></td>'
        f"<td>{slot(e)}</td><td><b>{escape(e.status)}</b> by {escape(e.proposed_by)}</td><td>{why(e)}</td>"
        f"<td>{outcome(e)}</td></tr>" for e in others)
    body = (f"<h2>Refused ({len(refused)})</h2>{table}<h2>Everything else, newest first ({len(others)})</h2>"
            + (f"<table><tr><th>received</th><th>slot</th><th>status</th><th>why</th><th>fact</th></tr>{rest}</table>"
               if others else "<p>No other proposal.</p>"))
    events = f"/events?{_q(scope=scope, seen=digest(entries))}" if not error else ""
    return layout(f"provgate ledger: {scope}", "Ledger: refusals first", scope, "/ledger", body, error=error,
                  events=events)


def _utc(value: str) -> str | None:
    """A form's date-time (a `datetime-local` field is without offset: read as UTC) as an ISO time with Z."""
    if not value.strip():
        return None
    dt = datetime.fromisoformat(value.strip().replace("Z", "+00:00"))
    return (dt if dt.tzinfo else dt.replace(tzinfo=UTC)).astimezone(UTC).isoformat().replace("+00:00", "Z")


def _local(value: str | None) -> str:
    return datetime.fromisoformat(value.replace("Z", "+00:00")).strftime("%Y-%m-%dT%H:%M") if value else ""


def subject_page(scope: str, subject: str, predicate: str, as_of: str | None, known_at: str | None,
                 reply: Any, histories: dict[str, list[FactView]], subjects: list[str], error: str = "") -> str:
    form = (f'<form method=get action="/subject"><input type=hidden name=scope value="{escape(scope)}">'
            f'subject <input name=subject list=subjects required value="{escape(subject)}"> '
            f'predicate <input name=predicate size=12 value="{escape(predicate)}" placeholder="all"> '
            f'as of (valid time, UTC) <input type=datetime-local name=as_of value="{_local(as_of)}"> '
            f'known at (recorded time, UTC) <input type=datetime-local name=known_at value="{_local(known_at)}"> '
            "<button>show</button><datalist id=subjects>"
            + "".join(f'<option value="{escape(s)}">' for s in subjects) + "</datalist></form>")
    if reply is None:
        return layout(f"provgate facts: {scope}", "Facts as of a time", scope, "/subject", form, error=error)
    when = (f"as of {escape(as_of)}" if as_of else "now") + (f", as recorded at {escape(known_at)}" if known_at else "")
    rows = "".join(f"<tr><td><b>{escape(f.predicate)}</b></td><td>{fact(f, scope)}</td><td>{_t(f.valid_from)} &rarr; "
                   f"{_t(f.valid_to) if f.valid_to else 'now'}</td><td>{_t(f.recorded_at)}</td><td>{escape(f.status)}</td></tr>"
                   for f in reply.facts)
    body = form + f"<h2 id=as-of>{escape(subject)} {when}</h2>" + (
        "<table class=facts><tr><th>predicate</th><th>value</th><th>valid</th><th>recorded</th><th>status</th></tr>"
        f"{rows}</table>" if reply.facts else "<p>No fact of this subject stood then.</p>")
    if reply.claims:
        body += "<h2>Refused statements people made (claims, not facts)</h2><ul>" + "".join(
            f"<li><b>{escape(c.predicate)}</b> <del>{escape(str(c.value))}</del> ({escape(', '.join(c.reasons))}, "
            f"{_t(c.refused_at)}) <span class=src>{_sources(c.sources)}</span></li>" for c in reply.claims) + "</ul>"
    if reply.cases:
        body += "<h2>Conflict cases</h2><ul>" + "".join(
            f"<li><code>{escape(c.case_id)}</code> {escape(c.predicate)}: {escape(c.status)}"
            + (f", {escape(c.resolution or '')} by {escape(c.reviewer or '')} ({escape(c.reason or '')})"
               if c.status == "resolved" else "") + "</li>" for c in reply.cases) + "</ul>"
    for p, versions in histories.items():
        hrows = "".join(f"<tr><td>{fact(f, scope)}</td><td>{escape(f.status)}</td><td>{_t(f.valid_from)} &rarr; "
                        f"{_t(f.valid_to) if f.valid_to else 'now'}</td><td>{_t(f.recorded_at)}</td></tr>" for f in versions)
        body += (f"<h2>History of {escape(p)}</h2><table class=history data-predicate=\"{escape(p)}\">"
                 f"<tr><th>value</th><th>status</th><th>valid</th><th>recorded</th></tr>{hrows}</table>")
    return layout(f"provgate facts: {scope}", f"Facts of {escape(subject)}", scope, "/subject", body, error=error)


def build(nats_url: str, key: str, prefix: str = "provgate", scope: str = "") -> Starlette:
    token = secrets.token_urlsafe(24)
    state: dict[str, Client] = {}
    live = {"pages": 0}

    @asynccontextmanager
    async def lifespan(_: Starlette) -> AsyncIterator[None]:
        state["client"] = await Client.connect(nats_url, key, prefix, name="provgate-console")
        try:
            yield
        finally:
            await state["client"].close()

    def error(e: ProvgateError) -> str:
        return f"{e.code}: {e.message}"

    async def index(request: Request) -> Response:
        s = request.query_params.get("scope", scope)
        if not s:
            return HTMLResponse(page("", [], token, error="Name a scope your reviewer key holds."))
        try:
            items = await state["client"].reviews(s)
        except ProvgateError as e:
            return HTMLResponse(page(s, [], token, error=error(e)), status_code=_status(e))
        return HTMLResponse(page(s, items, token, note=request.query_params.get("done", "")))

    async def ledger_view(request: Request) -> Response:
        s = request.query_params.get("scope", scope)
        if not s:
            return HTMLResponse(ledger("", [], {}, {}, error="Name a scope your key holds."))
        c = state["client"]
        try:
            entries = await c.journal(s, limit=JOURNAL_LIMIT)
            subjects = list(dict.fromkeys(e.subject for e in entries))
            replies = await asyncio.gather(*(c.facts(s, subj) for subj in subjects))
        except ProvgateError as e:
            return HTMLResponse(ledger(s, [], {}, {}, error=error(e)), status_code=_status(e))
        current = {subj: r.facts for subj, r in zip(subjects, replies, strict=True)}
        claims = {cl.proposal_id: cl for r in replies for cl in r.claims}
        return HTMLResponse(ledger(s, entries, current, claims))

    async def subject_view(request: Request) -> Response:
        q = request.query_params
        s, subj, pred = q.get("scope", scope), q.get("subject", "").strip(), q.get("predicate", "").strip()
        c = state["client"]
        try:
            as_of, known_at = _utc(q.get("as_of", "")), _utc(q.get("known_at", ""))
        except (ValueError, OverflowError):  # (a time whose UTC form leaves the calendar: "9999-12-31T23:59-23:59")
            return HTMLResponse(subject_page(s, subj, pred, None, None, None, {}, [], error="not a date-time"), 400)
        try:
            subjects = list(dict.fromkeys(e.subject for e in await c.journal(s, limit=JOURNAL_LIMIT))) if s else []
            if not s or not subj:
                return HTMLResponse(subject_page(s, subj, pred, as_of, known_at, None, {}, subjects))
            reply = await c.facts(s, subj, pred or None, as_of=as_of, known_at=known_at)
            preds = [pred] if pred else sorted({f.predicate for f in reply.facts})[:20]
            got = await asyncio.gather(*(c.history(s, subj, p) for p in preds))
        except ProvgateError as e:
            return HTMLResponse(subject_page(s, subj, pred, as_of, known_at, None, {}, [], error=error(e)),
                                status_code=_status(e))
        return HTMLResponse(subject_page(s, subj, pred, as_of, known_at, reply, dict(zip(preds, got, strict=True)),
                                         subjects))

    async def events(request: Request) -> Response:
        """Server-sent events for one open ledger page: one poll of `journal.list` a second, a line when the
        journal differs from what the page showed (`seen`) or a proposal is new or changed status. The loop
        ends when the page goes away; at most MAX_LIVE_PAGES run at once."""
        s, seen = request.query_params.get("scope", scope), request.query_params.get("seen", "")
        if not s:
            return Response("name a scope", status_code=400)
        if live["pages"] >= MAX_LIVE_PAGES:
            return Response("too many live pages", status_code=503)
        live["pages"] += 1

        async def stream() -> AsyncIterator[str]:
            try:
                known: set[tuple[str, str]] | None = None
                yield "retry: 3000\n\n"
                while not await request.is_disconnected():
                    try:
                        entries = await state["client"].journal(s, limit=JOURNAL_LIMIT)
                    except ProvgateError as e:
                        yield f"event: failed\ndata: {e.code}\n\n"
                        return
                    now = {(e.proposal_id, str(e.status)) for e in entries}
                    new = sorted(now - known) if known is not None else ([("*", "changed")] if digest(entries) != seen else [])
                    for pid, status in new:
                        yield f"data: {pid} {status}\n\n"
                    known = now
                    await asyncio.sleep(POLL_SECONDS)
            finally:
                live["pages"] -= 1

        return StreamingResponse(stream(), media_type="text/event-stream",
                                 headers={"Cache-Control": "no-store", "X-Accel-Buffering": "no"})

    async def posted(request: Request) -> tuple[dict[str, Any], str] | Response:
        form = dict(await request.form())
        if not secrets.compare_digest(str(form.get("token", "")), token):
            return HTMLResponse("this form did not come from this console", status_code=403)
        return form, str(form.get("scope", ""))

    async def act(request: Request, call: Any, done: Any) -> Response:
        got = await posted(request)
        if isinstance(got, Response):
            return got
        form, s = got
        try:
            r = await call(state["client"], form)
        except ProvgateError as e:
            items = await state["client"].reviews(s) if s else []
            return HTMLResponse(page(s, items, token, error=error(e)), status_code=_status(e))
        return RedirectResponse("/?" + urlencode({"scope": s, "done": done(form, r)}), status_code=303)

    async def decide(request: Request) -> Response:
        return await act(request, lambda c, f: c.decide(str(f["proposal_id"]), str(f["decision"]), str(f["reason"])),
                         lambda f, r: f"{r.proposal_id}: {r.status}" + (f" (fact {r.fact_id})" if r.fact_id else ""))

    async def resolve(request: Request) -> Response:
        def call(c: Client, f: dict[str, Any]) -> Any:
            winner = None if f["resolution"] == "dismissed" else str(f.get("winner") or "") or None
            return c.resolve(str(f["case_id"]), f["resolution"], str(f["reason"]), winner=winner)

        return await act(request, call, lambda f, r: f"{f['case_id']}: {f['resolution']}; proposal {r.proposal_id} {r.status}")

    return Starlette(routes=[Route("/", index), Route("/ledger", ledger_view), Route("/subject", subject_view),
                             Route("/events", events), Route("/decide", decide, methods=["POST"]),
                             Route("/resolve", resolve, methods=["POST"])],
                     middleware=[Middleware(TrustedHostMiddleware, allowed_hosts=["127.0.0.1", "localhost"])],
                     lifespan=lifespan)


def _status(e: ProvgateError) -> int:
    return {"unauthenticated": 401, "forbidden": 403, "invalid_request": 400, "not_found": 404, "conflict": 409,
            "rate_limited": 429}.get(e.code, 503)


def serve(nats_url: str, key: str, prefix: str, scope: str, host: str = "127.0.0.1", port: int = 8766) -> None:
    import uvicorn

    print(f"provgate console on http://{host}:{port}/" + (f"?scope={scope}" if scope else ""), flush=True)
    # a live page's event stream would hold a graceful shutdown open: close it after 2 s
    uvicorn.run(build(nats_url, key, prefix, scope), host=host, port=port, log_level="warning",
                timeout_graceful_shutdown=2)
