"""The dict-shaped client the CLI's first tests were written against, on the one client (`client/`).

Same connection, key handling, errors and subjects as `client.Client`; its calls take the request
body as keywords and return the reply's JSON, make one attempt each (no retries: the tests look at
each refusal) and send the body as given. New code uses `client.Client` and its typed replies.
"""
from __future__ import annotations

from typing import Any

from client import Client as TypedClient
from client import Denials, ProvgateError

__all__ = ["ApiError", "Client", "Denials"]

ApiError = ProvgateError  # every error reply: `.code` and `.message` (a subclass per code, client.errors)


class Client(TypedClient):
    default_retries = 0

    async def record_source(self, **body: Any) -> dict[str, Any]:  # type: ignore[override]
        return await self.call(self.subjects.sources_record, body)

    async def submit(self, **body: Any) -> dict[str, Any]:
        return await self.call(self.subjects.proposals_submit, body)

    async def proposal(self, proposal_id: str) -> dict[str, Any]:  # type: ignore[override]
        return await self.call(self.subjects.proposals_get, {"proposal_id": proposal_id})

    async def facts(self, **body: Any) -> list[dict[str, Any]]:  # type: ignore[override]
        return (await self.call(self.subjects.facts_get, body))["facts"]  # type: ignore[no-any-return]

    async def history(self, **body: Any) -> list[dict[str, Any]]:  # type: ignore[override]
        return (await self.call(self.subjects.facts_history, body))["facts"]  # type: ignore[no-any-return]

    async def journal(self, **body: Any) -> list[dict[str, Any]]:  # type: ignore[override]
        return (await self.call(self.subjects.journal_list, body))["entries"]  # type: ignore[no-any-return]

    async def decide(self, **body: Any) -> dict[str, Any]:  # type: ignore[override]
        return await self.call(self.subjects.reviews_decide, body)

    async def reviews(self, **body: Any) -> list[dict[str, Any]]:  # type: ignore[override]
        return (await self.call(self.subjects.reviews_list, body))["items"]  # type: ignore[no-any-return]

    async def search(self, **body: Any) -> list[dict[str, Any]]:  # type: ignore[override]
        return (await self.call(self.subjects.facts_search, body))["facts"]  # type: ignore[no-any-return]
