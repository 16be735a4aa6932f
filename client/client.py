"""The provgate client: typed async calls over the `provgate.v1.*` contract (docs/contract.md).

One place for the request shapes: the CLI, the demo, the red-team runner, the MCP server and the
load test all call provgate through `Client`. It connects with the key as the NATS token and the
key's own inbox, turns error replies into the exceptions of `client.errors`, generates a
`client_ref` for every write that has none (so a retry after a timeout is the same write), and
retries what is safe to retry (`unavailable`, `rate_limited`, timeouts of idempotent requests)
a bounded number of times with backoff; `invalid_request` and the other refusals never.
"""
from __future__ import annotations

import asyncio
import hashlib
import random
import re
import uuid
from collections.abc import Iterable
from datetime import datetime
from typing import Any, Literal, Self, TypeVar
from urllib.parse import urlsplit

import nats
import orjson
from nats.aio.client import Client as Nats
from nats.errors import NoRespondersError
from nats.errors import TimeoutError as NatsTimeout
from pydantic import BaseModel

from contracts.api import (
    MAX_HISTORY_PAGE,
    DeliveriesReply,
    ExplainReply,
    FactsReply,
    FactView,
    HistoryReply,
    JournalEntry,
    JournalReply,
    ProposalReceivedReply,
    ProposalStatusReply,
    ReviewItem,
    SearchReply,
    SourceBatchReply,
    SourceRecordedReply,
    SourceReply,
    SourceView,
    SubmitBatchReply,
)
from contracts.subjects import DEFAULT_PREFIX, Subjects

from .errors import RETRYABLE, Forbidden, ProvgateError, RequestTimeout, Unavailable, error_for

M = TypeVar("M", bound=BaseModel)
Time = datetime | str


def key_id_of(key: str) -> str:
    """`k_` and the first 16 hex digits of the key's SHA-256 (docs/contract.md, "Connecting")."""
    return "k_" + hashlib.sha256(key.encode()).hexdigest()[:16]


def inbox_of(key: str) -> str:
    """The one inbox a key's connection may subscribe to."""
    return "_INBOX." + key_id_of(key)


def new_client_ref(kind: str = "ref") -> str:
    return f"pgc-{kind}-{uuid.uuid4().hex}"


def servers_of(url: str) -> list[str]:
    """`url` may list several servers, comma-separated."""
    return [u.strip() for u in url.split(",") if u.strip()]


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
        denied: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        self.waiting.setdefault(subject, set()).add(denied)
        req = asyncio.ensure_future(nc.request(subject, body, timeout=timeout, headers=headers))
        try:
            await asyncio.wait({req, denied}, return_when=asyncio.FIRST_COMPLETED)
            if req.done():
                return req.result()
            req.cancel()
            raise Forbidden(f"this connection's key may not send {subject} (refused by the server)")
        finally:
            self.waiting[subject].discard(denied)


class Client:
    """A key's connection to provgate. `Client.connect(url, key, prefix)`; every call sends `key`
    in the `Provgate-Key` header. `retries` bounds the resends of one call (0: none); `timeout`
    is per attempt, in seconds."""

    default_retries = 2

    def __init__(self, nc: Nats, key: str | None, prefix: str = DEFAULT_PREFIX, timeout: float = 15.0,
                 denials: Denials | None = None, *, retries: int | None = None, backoff: float = 0.2) -> None:
        self.nc = nc
        self.key = key
        self.subjects = Subjects(prefix)
        self.timeout = timeout
        self.denials = denials
        self.retries = self.default_retries if retries is None else retries
        self.backoff = backoff

    @classmethod
    async def connect(cls, url: str, key: str | None, prefix: str = DEFAULT_PREFIX, *, timeout: float = 15.0,
                      retries: int | None = None, **options: Any) -> Self:
        """Connect as `key`: it is the connection's token (the auth callout gives the connection
        its key's request subjects and the inbox `_INBOX.<key_id>`), and the `Provgate-Key`
        header of every request. `url` may list several servers, comma-separated. A URL that
        carries a user and password (a server provgate does not configure) is used as it is.
        Other `options` go to `nats.connect`."""
        servers = servers_of(url)
        if key is not None:
            options.setdefault("inbox_prefix", inbox_of(key))
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
        nc = await nats.connect(servers=servers, **options)
        return cls(nc, key, prefix, timeout, denials, retries=retries)

    def as_key(self, key: str | None) -> Self:
        """Another client on the same connection, calling with another key in the header (the
        connection keeps the subjects of the key it connected with)."""
        return type(self)(self.nc, key, self.subjects.prefix, self.timeout, self.denials, retries=self.retries,
                          backoff=self.backoff)

    async def close(self) -> None:
        await self.nc.close()

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(self, *_: object) -> None:
        await self.close()

    # ------------------------------------------------------------ the wire
    async def raw(self, subject: str, body: bytes, headers: dict[str, str] | None = None) -> dict[str, Any]:
        """One request as bytes, one attempt; the reply as it came (`ok` true or false)."""
        h = dict(headers or {})
        if self.key is not None:
            h.setdefault("Provgate-Key", self.key)
        if self.denials is not None:
            msg = await self.denials.request(self.nc, subject, body, self.timeout, h)
        else:
            msg = await self.nc.request(subject, body, timeout=self.timeout, headers=h)
        return orjson.loads(msg.data)

    async def call(self, subject: str, body: dict[str, Any]) -> dict[str, Any]:
        """One attempt; an error reply raised as its exception (`client.errors`)."""
        reply = await self.raw(subject, orjson.dumps(body))
        if not reply.get("ok"):
            err = reply.get("error") or {}
            raise error_for(err.get("code", "unknown"), err.get("message", ""))
        return reply

    async def request(self, subject: str, body: dict[str, Any], *, idempotent: bool = True) -> dict[str, Any]:
        """`call` with bounded retries: `unavailable` and `rate_limited` (nothing was recorded) and
        no responders are sent again after a backoff; a timeout only when `idempotent` (a read, or a
        write carrying its client_ref). Everything else is raised at once."""
        attempt = 0
        while True:
            try:
                return await self.call(subject, body)
            except RETRYABLE as e:
                last: ProvgateError = e
            except NoRespondersError:
                last = Unavailable(f"no provgate service answers {subject}")
            except (NatsTimeout, TimeoutError) as e:
                if isinstance(e, ProvgateError):  # pragma: no cover - ours are never raised by call
                    raise
                last = RequestTimeout(f"no reply to {subject} within {self.timeout:g} s")
                if not idempotent:
                    raise last from None
            if attempt >= self.retries:
                raise last
            attempt += 1
            # rate_limited: the quota refills within a second; otherwise exponential, with jitter
            await asyncio.sleep(self.backoff * (2 ** (attempt - 1)) * (1 + random.random() / 2))

    async def _typed(self, model: type[M], subject: str, body: dict[str, Any], *, idempotent: bool = True) -> M:
        return model.model_validate(await self.request(subject, body, idempotent=idempotent))

    # ------------------------------------------------------------ writes
    async def record_source(self, scope: str, kind: str, text: str, *, speaker: str | None = None,
                            captured_at: Time | None = None, client_ref: str | None = None) -> SourceRecordedReply:
        """`sources.record`. Without `client_ref` one is generated, so a retry is the same source."""
        body = _drop_none(scope=scope, kind=kind, text=text, speaker=speaker, captured_at=captured_at,
                          client_ref=client_ref or new_client_ref("src"))
        return await self._typed(SourceRecordedReply, self.subjects.sources_record, body)

    async def record_sources(self, sources: Iterable[dict[str, Any]]) -> SourceBatchReply:
        """`sources.record_batch` (v1.4): up to 100 `sources.record` bodies in one request; one result
        per item, in order (`SourceRecordedReply`, or `ErrorReply` for an item refused on its own).
        Each item without a `client_ref` is given one, so a retried batch records nothing twice."""
        items = [{**s, "client_ref": s.get("client_ref") or new_client_ref("src")} for s in sources]
        return await self._typed(SourceBatchReply, self.subjects.sources_record_batch, {"sources": items})

    async def propose_batch(self, proposals: Iterable[dict[str, Any]], *, wait: bool = False) -> SubmitBatchReply:
        """`proposals.submit_batch` (v1.1): up to 100 `proposals.submit` bodies (without `wait`) in one
        request; one result per item, in order. Each item without a `client_ref` is given one."""
        items = [{**p, "client_ref": p.get("client_ref") or new_client_ref("prop")} for p in proposals]
        return await self._typed(SubmitBatchReply, self.subjects.proposals_submit_batch,
                                 {"proposals": items, "wait": wait})

    async def propose(self, scope: str, subject: str, predicate: str, value: Any, *, confidence: float,
                      evidence: Iterable[str] = (), valid_from: Time | None = None, client_ref: str | None = None,
                      wait: bool = False) -> ProposalStatusReply | ProposalReceivedReply:
        """`proposals.submit`. With `wait`, the decision (`final` false if it was not final in the
        server's time). Without `client_ref` one is generated, so a retry is the same proposal."""
        body = _drop_none(scope=scope, subject=subject, predicate=predicate, value=value, confidence=confidence,
                          evidence=list(evidence), valid_from=valid_from,
                          client_ref=client_ref or new_client_ref("prop"), wait=wait)
        reply = await self.request(self.subjects.proposals_submit, body)
        if "final" in reply:
            return ProposalStatusReply.model_validate(reply)
        return ProposalReceivedReply.model_validate(reply)

    async def decide(self, proposal_id: str, decision: Literal["approve", "reject"], reason: str) -> ProposalStatusReply:
        """`reviews.decide` on a quarantined proposal (reviewer keys). Not resent after a timeout:
        a second decision would be refused as `conflict`."""
        body = {"proposal_id": proposal_id, "decision": decision, "reason": reason}
        return await self._typed(ProposalStatusReply, self.subjects.reviews_decide, body, idempotent=False)

    async def resolve(self, case_id: str, resolution: Literal["contradiction", "temporal_change", "dismissed"],
                      reason: str, *, winner: str | None = None) -> ProposalStatusReply:
        """`reviews.decide` on a conflict case (reviewer keys)."""
        body = _drop_none(case_id=case_id, resolution=resolution, reason=reason, winner=winner)
        return await self._typed(ProposalStatusReply, self.subjects.reviews_decide, body, idempotent=False)

    # ------------------------------------------------------------ reads
    async def proposal(self, proposal_id: str) -> ProposalStatusReply:
        return await self._typed(ProposalStatusReply, self.subjects.proposals_get, {"proposal_id": proposal_id})

    async def facts(self, scope: str, subject: str, predicate: str | None = None, *, as_of: Time | None = None,
                    known_at: Time | None = None, run_id: str | None = None) -> FactsReply:
        """`facts.get`: current facts, or as of a valid time / as recorded by a transaction time;
        with the subject's `claims` and `cases`. Recorded as a delivery, with `run_id` if given."""
        body = _drop_none(scope=scope, subject=subject, predicate=predicate, as_of=as_of, known_at=known_at,
                          run_id=run_id)
        return await self._typed(FactsReply, self.subjects.facts_get, body)

    async def history(self, scope: str, subject: str, predicate: str, *, run_id: str | None = None) -> list[FactView]:
        """`facts.history`: every version of the fact, oldest first, read in pages of up to 1,000 (v1.5), so no
        history is too long to read."""
        versions: list[FactView] = []
        after: str | None = None
        while True:
            body = _drop_none(scope=scope, subject=subject, predicate=predicate, run_id=run_id, limit=MAX_HISTORY_PAGE,
                              after=after)
            page = await self._typed(HistoryReply, self.subjects.facts_history, body)
            versions += page.facts
            if page.next_after is None:
                return versions
            after = page.next_after

    async def search(self, scope: str, text: str, limit: int = 10, *, run_id: str | None = None) -> SearchReply:
        # a search is recorded in the retrieval and delivery logs: a resend records it twice, harmless for a read
        body = _drop_none(scope=scope, text=text, limit=limit, run_id=run_id)
        return await self._typed(SearchReply, self.subjects.facts_search, body)

    async def explain(self, scope: str, fact_id: str) -> ExplainReply:
        """`facts.explain`: the chain behind a fact, with every delivery of it (issue 16)."""
        return await self._typed(ExplainReply, self.subjects.facts_explain, {"scope": scope, "fact_id": fact_id})

    async def source(self, scope: str, source_id: str) -> SourceView:
        """`sources.get` (v1.5): one source with its words whole, as a read that shortened them to fit the
        bus says (`SourceView.truncated_from`)."""
        body = {"scope": scope, "source_id": source_id}
        return (await self._typed(SourceReply, self.subjects.sources_get, body)).source

    async def deliveries(self, scope: str, run_id: str, limit: int = 100) -> DeliveriesReply:
        """`deliveries.list`: the facts a tagged run was handed, each as it stands now."""
        body = {"scope": scope, "run_id": run_id, "limit": limit}
        return await self._typed(DeliveriesReply, self.subjects.deliveries_list, body)

    async def journal(self, scope: str, subject: str | None = None, limit: int = 50) -> list[JournalEntry]:
        body = _drop_none(scope=scope, subject=subject, limit=limit)
        return (await self._typed(JournalReply, self.subjects.journal_list, body)).entries

    async def reviews(self, scope: str, limit: int = 50) -> list[ReviewItem]:
        """`reviews.list` (reviewer keys): what waits, oldest first."""
        reply = await self.request(self.subjects.reviews_list, {"scope": scope, "limit": limit})
        return [ReviewItem.model_validate(i) for i in reply["items"]]


def _drop_none(**body: Any) -> dict[str, Any]:
    return {k: v for k, v in body.items() if v is not None}
