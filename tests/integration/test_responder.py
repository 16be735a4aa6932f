"""shared.responder.Responder on a real NATS: intake's request-reply without FastStream's per-message path
(issue 14). Every request gets an answer (a reply, or a clear error), at most `concurrency` are
handled at once, and a handler that answers later itself is not answered for.
"""
from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator

import nats
import orjson
import pytest
from nats.aio.client import Client
from pydantic import BaseModel, ConfigDict

from contracts.errors import Forbidden
from shared.embedded import EmbeddedNats
from shared.responder import Responder, current_request

pytestmark = pytest.mark.integration


class Ask(BaseModel):
    model_config = ConfigDict(extra="forbid")
    n: int


class Answer(BaseModel):
    ok: bool = True
    n: int


@pytest.fixture
async def nc(bare_nats: EmbeddedNats) -> AsyncIterator[Client]:
    c = await nats.connect(bare_nats.url)
    yield c
    await c.close()


async def ask(nc: Client, body: bytes) -> dict:
    return orjson.loads((await nc.request("t.ask", body, timeout=5)).data)


async def test_replies_errors_and_bad_bodies_each_get_a_clear_answer(nc: Client) -> None:
    async def handle(body: Ask) -> Answer:
        if body.n < 0:
            raise Forbidden("negative")
        if body.n == 13:
            raise RuntimeError("boom")
        return Answer(n=body.n * 2)

    r = Responder(nc, "t.ask", handle, queue="q", concurrency=4, pending_limit=100)
    await r.start()
    try:
        assert await ask(nc, b'{"n": 21}') == {"ok": True, "n": 42}
        assert (await ask(nc, b'{"n": -1}'))["error"] == {"code": "forbidden", "message": "negative"}
        bad = await ask(nc, b'{"n": "x"}')
        assert bad["ok"] is False and bad["error"]["code"] == "invalid_request" and bad["error"]["message"].startswith("n:")
        assert (await ask(nc, b'{"n": 1, "extra": 2}'))["error"]["code"] == "invalid_request"
        bad = (await ask(nc, b"not json"))["error"]
        assert bad["code"] == "invalid_request" and bad["message"].startswith("The body is not valid JSON"), bad
        assert (await ask(nc, b"[1]"))["error"]["code"] == "invalid_request"
        bad = (await ask(nc, b'"\\ud800"'))["error"]  # a lone surrogate: valid JSON, text no store holds
        assert bad["code"] == "invalid_request" and "surrogate" in bad["message"], bad
        bad = (await ask(nc, b'{"n": ' + b"9" * 5000 + b"}"))["error"]  # valid JSON, a number no double holds
        assert bad["code"] == "invalid_request" and "double" in bad["message"], bad
        assert (await ask(nc, b'{"n": 13}'))["error"]["code"] == "unavailable"
        assert await ask(nc, b'{"n": 1}') == {"ok": True, "n": 2}  # it goes on serving
    finally:
        await r.stop()


class Big(BaseModel):
    ok: bool = True
    text: str


async def test_a_reply_larger_than_the_bus_carries_is_a_clear_error_not_silence(nc: Client) -> None:
    """Found by a worst-client audit: a read whose reply passed the server's max_payload (1 MiB) was never sent, and
    the caller heard nothing until its timeout (facts.search of 25 facts citing one 50 KB document)."""
    async def handle(body: Ask) -> Big:
        return Big(text="x" * body.n)

    r = Responder(nc, "t.ask", handle, queue="q", concurrency=4, pending_limit=100)
    await r.start()
    try:
        assert (await ask(nc, b'{"n": 1000}'))["text"] == "x" * 1000
        big = await ask(nc, orjson.dumps({"n": nc.max_payload}))
        assert big["ok"] is False and big["error"]["code"] == "invalid_request", big
        assert "more than the bus carries" in big["error"]["message"], big
        assert (await ask(nc, b'{"n": 10}'))["text"] == "x" * 10  # it goes on serving
    finally:
        await r.stop()


async def test_at_most_concurrency_requests_are_handled_at_once(nc: Client) -> None:
    inside, most = 0, 0
    release = asyncio.Event()

    async def handle(body: Ask) -> Answer:
        nonlocal inside, most
        inside += 1
        most = max(most, inside)
        await release.wait()
        inside -= 1
        return Answer(n=body.n)

    r = Responder(nc, "t.ask", handle, queue="q", concurrency=3, pending_limit=100)
    await r.start()
    try:
        asks = [asyncio.create_task(ask(nc, orjson.dumps({"n": i}))) for i in range(10)]
        for _ in range(50):
            await asyncio.sleep(0.01)
        assert inside == 3
        release.set()
        assert sorted(a["n"] for a in await asyncio.gather(*asks)) == list(range(10))
        assert most == 3
    finally:
        await r.stop()


async def test_a_handler_that_answers_later_itself_is_not_answered_for(nc: Client) -> None:
    async def handle(body: Ask) -> Answer:
        req = current_request()
        reply_to, req.reply_to = req.reply_to, ""  # it answers later, on its own
        asyncio.get_running_loop().call_later(0.05, lambda: asyncio.ensure_future(
            nc.publish(reply_to, orjson.dumps({"ok": True, "n": -body.n}))))
        return Answer(n=body.n)

    r = Responder(nc, "t.ask", handle, queue="q", concurrency=2, pending_limit=100)
    await r.start()
    try:
        assert await ask(nc, b'{"n": 5}') == {"ok": True, "n": -5}  # the late answer, not the return value
    finally:
        await r.stop()
