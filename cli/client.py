"""A small async client for the `provgate.v1.*` contract, as any agent would write it."""
from __future__ import annotations

from typing import Any

import nats
import orjson
from nats.aio.client import Client as Nats

from contracts.subjects import Subjects


class ApiError(Exception):
    def __init__(self, code: str, message: str) -> None:
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message


class Client:
    def __init__(self, nc: Nats, key: str | None, prefix: str = "provgate", timeout: float = 15.0) -> None:
        self.nc = nc
        self.key = key
        self.subjects = Subjects(prefix)
        self.timeout = timeout

    @classmethod
    async def connect(cls, url: str, key: str | None, prefix: str = "provgate") -> Client:
        return cls(await nats.connect(url, name="provgate-client"), key, prefix)

    def as_key(self, key: str | None) -> Client:
        """Another client on the same connection, calling with another key."""
        return Client(self.nc, key, self.subjects.prefix, self.timeout)

    async def close(self) -> None:
        await self.nc.close()

    async def raw(self, subject: str, body: bytes, headers: dict[str, str] | None = None) -> dict[str, Any]:
        h = dict(headers or {})
        if self.key is not None:
            h.setdefault("Provgate-Key", self.key)
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
