"""A small async client for the `provgate.v1.*` contract, as any agent would write it."""
from __future__ import annotations

import asyncio
import re
from typing import Any
from urllib.parse import urlsplit

import nats
import orjson
from nats.aio.client import Client as Nats

from contracts.subjects import Subjects
from shared.bus import server_list
from shared.natsconf import inbox_prefix, key_id_of


class ApiError(Exception):
    def __init__(self, code: str, message: str) -> None:
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message


class Denials:
    """The server's refusals of one connection's publishes (its error callback), so a request the
    connection may not send fails at once as `forbidden` instead of waiting for its timeout."""

    PATTERN = re.compile(r'permissions violation for publish to "([^"]+)"', re.I)

    def __init__(self) -> None:
        self.waiting: dict[str, set[asyncio.Future[str]]] = {}

    async def on_error(self, e: Exception) -> None:
        m = self.PATTERN.search(str(e))
        if m:
            for f in self.waiting.get(m.group(1), set()):
                if not f.done():
                    f.set_result(str(e))

    async def request(self, nc: Nats, subject: str, body: bytes, timeout: float, headers: dict[str, str]) -> Any:
        denied: asyncio.Future[str] = asyncio.get_running_loop().create_future()
        self.waiting.setdefault(subject, set()).add(denied)
        req = asyncio.ensure_future(nc.request(subject, body, timeout=timeout, headers=headers))
        try:
            await asyncio.wait({req, denied}, return_when=asyncio.FIRST_COMPLETED)
            if req.done():
                return req.result()
            req.cancel()
            raise ApiError("forbidden", f"this connection's key may not send {subject} (refused by the server)")
        finally:
            self.waiting[subject].discard(denied)


class Client:
    def __init__(self, nc: Nats, key: str | None, prefix: str = "provgate", timeout: float = 15.0,
                 denials: Denials | None = None) -> None:
        self.nc = nc
        self.key = key
        self.subjects = Subjects(prefix)
        self.timeout = timeout
        self.denials = denials

    @classmethod
    async def connect(cls, url: str, key: str | None, prefix: str = "provgate", **options: Any) -> Client:
        """Connect as `key`: it is the connection's token (the auth callout gives the connection
        its key's request subjects and the inbox `_INBOX.<key_id>`), and the `Provgate-Key`
        header of every request. `url` may list several servers, comma-separated. A URL that
        carries a user and password (a server provgate does not configure) is used as it is."""
        servers = server_list(url)
        if key is not None:
            options.setdefault("inbox_prefix", inbox_prefix(key_id_of(key)))
            if not any(urlsplit(u).username for u in servers):
                options.setdefault("token", key)
        options.setdefault("name", "provgate-client")
        denials = Denials()
        theirs = options.get("error_cb")

        async def on_error(e: Exception) -> None:
            await denials.on_error(e)
            if theirs is not None:
                await theirs(e)

        options["error_cb"] = on_error
        return cls(await nats.connect(servers=servers, **options), key, prefix, denials=denials)

    def as_key(self, key: str | None) -> Client:
        """Another client on the same connection, calling with another key in the header (the
        connection keeps the subjects of the key it connected with)."""
        return Client(self.nc, key, self.subjects.prefix, self.timeout, self.denials)

    async def close(self) -> None:
        await self.nc.close()

    async def raw(self, subject: str, body: bytes, headers: dict[str, str] | None = None) -> dict[str, Any]:
        h = dict(headers or {})
        if self.key is not None:
            h.setdefault("Provgate-Key", self.key)
        if self.denials is not None:
            msg = await self.denials.request(self.nc, subject, body, self.timeout, h)
        else:
            msg = await self.nc.request(subject, body, timeout=self.timeout, headers=h)
        return orjson.loads(msg.data)  # type: ignore[no-any-return]

    async def call(self, subject: str, body: dict[str, Any]) -> dict[str, Any]:
        reply = await self.raw(subject, orjson.dumps(body))
        if not reply.get("ok"):
            err = reply.get("error") or {}
            raise ApiError(err.get("code", "unknown"), err.get("message", ""))
        return reply

    async def record_source(self, **body: Any) -> dict[str, Any]:
        return await self.call(self.subjects.sources_record, body)

    async def submit(self, **body: Any) -> dict[str, Any]:
        return await self.call(self.subjects.proposals_submit, body)

    async def proposal(self, proposal_id: str) -> dict[str, Any]:
        return await self.call(self.subjects.proposals_get, {"proposal_id": proposal_id})

    async def facts(self, **body: Any) -> list[dict[str, Any]]:
        return (await self.call(self.subjects.facts_get, body))["facts"]  # type: ignore[no-any-return]

    async def history(self, **body: Any) -> list[dict[str, Any]]:
        return (await self.call(self.subjects.facts_history, body))["facts"]  # type: ignore[no-any-return]

    async def journal(self, **body: Any) -> list[dict[str, Any]]:
        return (await self.call(self.subjects.journal_list, body))["entries"]  # type: ignore[no-any-return]

    async def decide(self, **body: Any) -> dict[str, Any]:
        return await self.call(self.subjects.reviews_decide, body)

    async def reviews(self, **body: Any) -> list[dict[str, Any]]:
        return (await self.call(self.subjects.reviews_list, body))["items"]  # type: ignore[no-any-return]

    async def search(self, **body: Any) -> list[dict[str, Any]]:
        return (await self.call(self.subjects.facts_search, body))["facts"]  # type: ignore[no-any-return]
