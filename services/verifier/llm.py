"""The `llm` verifier backend: one chat-completions call to an OpenAI-compatible endpoint.

The thin I/O shell around `core`: the preconditions run first and most proposals never reach
the model; then one POST with the time limit, and the reply is parsed by `core`. Every failure
is a rejection with its own code (BRIEF rule 8: default reject, fail closed).
"""
from __future__ import annotations

import asyncio
import time
from collections.abc import Sequence

import httpx

from contracts.proposals import ProposalSubmitted
from contracts.reasons import ReasonCode
from contracts.slot import SlotState
from domain.model import Judgement, Policy, Source
from domain.quota import TokenBucket
from shared.telemetry import logger

from . import core
from .settings import VerifierSettings

log = logger("provgate.verifier.llm")


class LlmBackend:
    """Judges a quarantined proposal with a model, within the preconditions of `core.preconditions`."""

    def __init__(self, http: httpx.AsyncClient, *, url: str, model: str, api_key: str | None, timeout_s: float,
                 policy: Policy, calls_per_minute: float = 30.0) -> None:
        self.http = http
        self.endpoint = url.rstrip("/") + "/chat/completions"
        self.model = model
        self.headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
        self.timeout_s = timeout_s
        self.policy = policy
        self.calls = 0  # requests sent to the model (the preconditions answer the rest)
        # issue 12: a cap on model calls per proposing key (`[quotas] model_calls_per_minute`)
        self.calls_per_minute = calls_per_minute
        self._budget: dict[str, TokenBucket] = {}  # key id -> its model calls left

    @classmethod
    def from_settings(cls, settings: VerifierSettings, policy: Policy) -> LlmBackend:
        # the client's own limits match the verdict's; asyncio.timeout below bounds the whole call
        http = httpx.AsyncClient(timeout=httpx.Timeout(settings.verdict_timeout_s))
        key = settings.llm_api_key.get_secret_value() if settings.llm_api_key else None
        return cls(http, url=settings.llm_url, model=settings.llm_model, api_key=key,
                   timeout_s=settings.verdict_timeout_s, policy=policy, calls_per_minute=settings.model_calls_per_minute())

    def _spend(self, key_id: str) -> bool:
        """One model call for `key_id`, if its budget (refilled continuously) has one left."""
        now = time.monotonic()
        if len(self._budget) > 100_000:  # forget idle keys rather than grow without bound
            self._budget.clear()
        bucket = self._budget.setdefault(key_id, TokenBucket(self.calls_per_minute, now))
        return bucket.take(1, self.calls_per_minute / 60, self.calls_per_minute, now)

    async def aclose(self) -> None:
        await self.http.aclose()

    async def __call__(self, p: ProposalSubmitted, evidence: Sequence[Source | None], slot: SlotState) -> Judgement:
        refused = core.preconditions(p, evidence, slot, self.policy)
        if refused is not None:
            return refused
        if not self._spend(p.key_id):
            log.warning("llm_quota_exceeded", proposal_id=p.proposal_id, key_id=p.key_id)
            return core.QUOTA
        body = core.chat_request(self.model, core.prompt(p, evidence, slot, self.policy))
        self.calls += 1
        try:
            # httpx's timeouts are per read; a server that trickles bytes is bounded here
            async with asyncio.timeout(self.timeout_s):
                r = await self.http.post(self.endpoint, json=body, headers=self.headers)
        except (TimeoutError, httpx.TimeoutException):
            log.warning("llm_timed_out", proposal_id=p.proposal_id, timeout_s=self.timeout_s)
            return core.TIMEOUT
        except httpx.HTTPError as e:
            log.warning("llm_failed", proposal_id=p.proposal_id, error=repr(e))
            return core.ERROR
        j = core.judgement_from_reply(r.status_code, r.content)
        if j.reasons[0] not in (ReasonCode.VERIFIER_APPROVED, ReasonCode.VERIFIER_REJECTED):
            log.warning("llm_answer_refused", proposal_id=p.proposal_id, status=r.status_code, reasons=list(j.reasons))
        return j
