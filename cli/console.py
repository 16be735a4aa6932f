"""`provgate console`: the review console, a small local web page for a person holding a reviewer key.

It shows what waits for a reviewer in a scope (oldest first, the proposed value beside the current
one, each with its sources' words) and sends the person's decision over the bus with `client.Client`
(`reviews.decide`), exactly as `provgate review decide|resolve` would: the key's authority and
nothing more. It listens on 127.0.0.1; every form carries a per-process token (no other page can
post a decision), and only requests addressed to localhost are served (no DNS rebinding).
"""
from __future__ import annotations

import secrets
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from html import escape
from typing import Any
from urllib.parse import urlencode

from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.middleware.trustedhost import TrustedHostMiddleware
from starlette.requests import Request
from starlette.responses import HTMLResponse, RedirectResponse, Response
from starlette.routing import Route

from client import Client, ProvgateError
from contracts.api import ReviewItem, ReviewSide

STYLE = """body{font:14px system-ui,sans-serif;margin:2em;max-width:70em}table{border-collapse:collapse;width:100%}
td,th{border:1px solid #ccc;padding:.5em;vertical-align:top;text-align:left}.src{color:#555;font-size:90%}
.note{padding:.5em;background:#eef}.err{padding:.5em;background:#fdd}form{margin:.3em 0}code{font-size:90%}"""


def _sources(side: ReviewSide) -> str:
    lines = [f"{escape(s.speaker or s.kind)} ({escape(s.authority)}, {s.captured_at:%Y-%m-%d %H:%M}): "
             f"&ldquo;{escape(s.text)}&rdquo;" for s in side.sources]
    return "<br>".join(lines) or "no source"


def _side(side: ReviewSide) -> str:
    return (f"<b>{escape(str(side.value))}</b> by {escape(side.proposed_by)}"
            f"<div class=src>{_sources(side)}</div>")


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


def page(scope: str, items: list[ReviewItem], token: str, note: str = "", error: str = "") -> str:
    rows = "".join(
        f"<tr><td><code>{escape(i.proposal_id)}</code>" + (f"<br>case <code>{escape(i.case_id)}</code>" if i.case_id else "")
        + f"<br>{i.received_at:%Y-%m-%d %H:%M}</td><td>{escape(i.subject)}<br><b>{escape(i.predicate)}</b></td>"
        f"<td>{_side(i.proposed)}</td><td>{'<hr>'.join(_side(c) for c in i.current) or '-'}</td>"
        f"<td>{escape(', '.join(i.reasons))}</td><td>{_forms(i, scope, token)}</td></tr>" for i in items)
    table = ("<table><tr><th>proposal / case</th><th>slot</th><th>proposed</th><th>current</th><th>why held</th>"
             f"<th>decision</th></tr>{rows}</table>") if items else "<p>Nothing waits for a reviewer in this scope.</p>"
    return (f"<!doctype html><html><head><meta charset=utf-8><title>provgate review: {escape(scope)}</title>"
            f"<style>{STYLE}</style></head><body><h1>Waiting for a reviewer</h1>"
            f'<form method=get action="/">scope <input name=scope value="{escape(scope)}"> <button>show</button></form>'
            + (f"<p class=note>{escape(note)}</p>" if note else "") + (f"<p class=err>{escape(error)}</p>" if error else "")
            + table + "</body></html>")


def build(nats_url: str, key: str, prefix: str = "provgate", scope: str = "") -> Starlette:
    token = secrets.token_urlsafe(24)
    state: dict[str, Client] = {}

    @asynccontextmanager
    async def lifespan(_: Starlette) -> AsyncIterator[None]:
        state["client"] = await Client.connect(nats_url, key, prefix, name="provgate-console")
        try:
            yield
        finally:
            await state["client"].close()

    async def index(request: Request) -> Response:
        s = request.query_params.get("scope", scope)
        if not s:
            return HTMLResponse(page("", [], token, error="Name a scope your reviewer key holds."))
        try:
            items = await state["client"].reviews(s)
        except ProvgateError as e:
            return HTMLResponse(page(s, [], token, error=f"{e.code}: {e.message}"), status_code=_status(e))
        return HTMLResponse(page(s, items, token, note=request.query_params.get("done", "")))

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
            return HTMLResponse(page(s, items, token, error=f"{e.code}: {e.message}"), status_code=_status(e))
        return RedirectResponse("/?" + urlencode({"scope": s, "done": done(form, r)}), status_code=303)

    async def decide(request: Request) -> Response:
        return await act(request, lambda c, f: c.decide(str(f["proposal_id"]), str(f["decision"]), str(f["reason"])),
                         lambda f, r: f"{r.proposal_id}: {r.status}" + (f" (fact {r.fact_id})" if r.fact_id else ""))

    async def resolve(request: Request) -> Response:
        def call(c: Client, f: dict[str, Any]) -> Any:
            winner = None if f["resolution"] == "dismissed" else str(f.get("winner") or "") or None
            return c.resolve(str(f["case_id"]), f["resolution"], str(f["reason"]), winner=winner)

        return await act(request, call, lambda f, r: f"{f['case_id']}: {f['resolution']}; proposal {r.proposal_id} {r.status}")

    return Starlette(routes=[Route("/", index), Route("/decide", decide, methods=["POST"]),
                             Route("/resolve", resolve, methods=["POST"])],
                     middleware=[Middleware(TrustedHostMiddleware, allowed_hosts=["127.0.0.1", "localhost"])],
                     lifespan=lifespan)


def _status(e: ProvgateError) -> int:
    return {"unauthenticated": 401, "forbidden": 403, "invalid_request": 400, "not_found": 404, "conflict": 409,
            "rate_limited": 429}.get(e.code, 503)


def serve(nats_url: str, key: str, prefix: str, scope: str, host: str = "127.0.0.1", port: int = 8766) -> None:
    import uvicorn

    print(f"provgate console on http://{host}:{port}/" + (f"?scope={scope}" if scope else ""), flush=True)
    uvicorn.run(build(nats_url, key, prefix, scope), host=host, port=port, log_level="warning")
