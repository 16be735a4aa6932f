"""Intake's pure core: who may do what (docs/contract.md, "Identity"), and requests -> events.

Authority always comes from the key's role, never from the payload: a `speaker` of
"customer" recorded with an agent key is an agent-authority source.
"""
from __future__ import annotations

import hashlib
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any, Literal

from contracts.api import (
    MAX_HISTORY_WHOLE,
    CaseView,
    ClaimView,
    DecisionView,
    DeliveriesReply,
    DeliveryView,
    ExplainReply,
    FactsReply,
    FactView,
    HistoryReply,
    JournalEntry,
    ProposalStatusReply,
    ProposalView,
    Provenance,
    RecordSource,
    ReviewItem,
    ReviewSide,
    SourceView,
    SubmitProposal,
    Verdict,
)
from contracts.errors import Forbidden, InvalidRequest, NotFound, Unauthenticated
from contracts.keys import KeyCreated
from contracts.proposals import FINAL_STATUSES, ProposalDecided, ProposalSubmitted, VerdictRendered
from contracts.reasons import ReasonCode
from contracts.sources import SourceRecorded
from domain.canon import canon_text, slot_id, value_key
from domain.model import Judgement, Policy
from domain.quota import TokenBucket

KEY_HEADER = "Provgate-Key"

Rows = dict[str, dict[str, Any]]  # view rows by id (sources by source id)
FactStatus = Literal["current", "superseded", "expired", "withdrawn"]


def secret_hash(secret: str) -> str:
    """Keys are 256-bit random secrets, so a plain SHA-256 is a safe stored form."""
    return hashlib.sha256(secret.encode()).hexdigest()


def require_key(key: KeyCreated | None) -> KeyCreated:
    if key is None:
        raise Unauthenticated("missing or unknown Provgate-Key")
    return key


def require_scope(key: KeyCreated, scope: str) -> None:
    """Scopes match exactly: no inheritance, no prefixes, no wildcards."""
    if scope not in key.scopes:
        raise Forbidden("scope not granted to this key")


def may_record(key: KeyCreated, req: RecordSource) -> None:
    require_scope(key, req.scope)
    if key.role == "agent" and req.kind != "note":
        raise Forbidden("an agent key may record only sources of kind 'note'")


def may_read_proposal(key: KeyCreated, scope: str | None) -> None:
    if scope is None or scope not in key.scopes:
        raise NotFound("no such proposal")  # never reveal a proposal of another scope


def may_review(key: KeyCreated) -> None:
    if key.role != "reviewer":
        raise Forbidden("only a reviewer key may decide reviews")


def _derived(prefix: str, key_id: str, client_ref: str) -> str:
    return prefix + hashlib.sha256(f"{key_id}\x1f{client_ref}".encode()).hexdigest()[:32]


def source_id_for(key: KeyCreated, client_ref: str | None, fresh: str) -> str:
    """Idempotent ids: the same client_ref from the same key always names the same source."""
    return _derived("s_", key.key_id, client_ref) if client_ref else "s_" + fresh


def proposal_id_for(key: KeyCreated, client_ref: str | None, fresh: str) -> str:
    return _derived("p_", key.key_id, client_ref) if client_ref else "p_" + fresh


def _an_object(raw: Any, body: str) -> dict[str, Any]:
    """An item of a batch, which is a `body` (an object); anything else is refused as that item alone."""
    if not isinstance(raw, dict):
        raise InvalidRequest(f"an item of a batch is an object: a {body} body")
    return raw


def batch_item(raw: Any, wait: bool) -> SubmitProposal:
    """One item of `proposals.submit_batch`: a `proposals.submit` body without its own `wait`."""
    raw = _an_object(raw, "proposals.submit")
    if "wait" in raw:
        raise InvalidRequest("an item of a batch has no `wait` of its own: give it once, for the batch")
    return SubmitProposal.model_validate({**raw, "wait": wait})


def batch_source(raw: Any) -> RecordSource:
    """One item of `sources.record_batch`: a `sources.record` body."""
    return RecordSource.model_validate(_an_object(raw, "sources.record"))


MAX_CLOCK_SKEW = timedelta(minutes=5)


def source_event(req: RecordSource, key: KeyCreated, source_id: str, now: datetime, correlation_id: str) -> SourceRecorded:
    """A source as an event. It records what was already said or shown: a `captured_at` in the future
    (beyond a few minutes of clock skew) is refused, or a source could prop up a valid time far ahead."""
    if req.captured_at is not None and req.captured_at > now + MAX_CLOCK_SKEW:
        raise InvalidRequest("captured_at is in the future: a source records what was already said or shown")
    return SourceRecorded(
        event_id="e" + source_id,
        occurred_at=now,
        correlation_id=correlation_id,
        scope=req.scope,
        source_id=source_id,
        kind=req.kind,
        speaker=req.speaker,
        text=req.text,
        captured_at=req.captured_at or now,
        authority=key.role,
        recorded_by=key.name,
        key_id=key.key_id,
        client_ref=req.client_ref,
    )


def proposal_event(
    req: SubmitProposal, key: KeyCreated, proposal_id: str, now: datetime, correlation_id: str, policy: Policy
) -> ProposalSubmitted:
    """The proposal as an event. A predicate of cardinality "many" holds a set of values: each
    value is then its own slot, so values never contradict one another."""
    subject_key, predicate_key = canon_text(req.subject), canon_text(req.predicate)
    if not subject_key or not predicate_key:
        raise InvalidRequest("subject and predicate must not be blank")
    many = policy.for_predicate(predicate_key).cardinality == "many"
    slot = slot_id(req.scope, subject_key, predicate_key + ("\x1f" + value_key(req.value, policy.value_seal) if many else ""))
    return ProposalSubmitted(
        event_id="e" + proposal_id,
        occurred_at=now,
        correlation_id=correlation_id,
        scope=req.scope,
        proposal_id=proposal_id,
        slot_id=slot,
        subject=req.subject,
        predicate=req.predicate,
        subject_key=subject_key,
        predicate_key=predicate_key,
        value=req.value,
        confidence=req.confidence,
        evidence=tuple(req.evidence),
        valid_from=req.valid_from,
        valid_to=req.valid_to,
        client_ref=req.client_ref,
        proposed_by=key.name,
        key_id=key.key_id,
        role=key.role,
    )


# ---------------------------------------------------------------- replies from view rows
def status_reply(row: dict[str, Any], duplicate: bool = False) -> ProposalStatusReply:
    verdict = None
    if row.get("verdict_outcome"):
        verdict = Verdict(outcome=row["verdict_outcome"], reason=row["verdict_reason"] or "", by=row["verdict_by"] or "")
    return ProposalStatusReply(
        proposal_id=row["proposal_id"], status=row["status"], final=bool(row["final"]),
        reasons=list(row["reasons"] or []), verdict=verdict, fact_id=row.get("fact_id"), duplicate=duplicate,
    )


def status_after(reply: ProposalStatusReply, evt: object) -> ProposalStatusReply:
    """A waiting submit's reply once `evt`, read from the proposal's slot, is applied: a decision
    sets the status (final or not), a verdict is always final and adds its reasons to the gate's.
    Any other event on the slot changes nothing."""
    if isinstance(evt, ProposalDecided):
        return reply.model_copy(update={
            "status": evt.outcome, "final": evt.outcome in FINAL_STATUSES,
            "reasons": [r.value for r in evt.reasons], "fact_id": evt.fact_id})
    if isinstance(evt, VerdictRendered):
        return reply.model_copy(update={
            "status": evt.outcome, "final": True,
            "reasons": reply.reasons + [r.value for r in evt.reasons if r.value not in reply.reasons],
            "verdict": Verdict(outcome=evt.outcome, reason=evt.reason,
                               by=evt.decided_by),
            "fact_id": evt.fact_id or reply.fact_id})
    return reply


def journal_entry(row: dict[str, Any]) -> JournalEntry:
    s = status_reply(row)
    decided = row.get("verdict_at") or row.get("decided_at")
    latency = (decided - row["received_at"]).total_seconds() * 1000 if decided else None
    return JournalEntry(
        proposal_id=row["proposal_id"], subject=row["subject"], predicate=row["predicate"], value=row["value"],
        confidence=row["confidence"], evidence=list(row["evidence"]), proposed_by=row["proposed_by"],
        status=s.status, final=s.final, reasons=s.reasons, verdict=s.verdict, fact_id=s.fact_id,
        received_at=row["received_at"], decided_at=decided, latency_ms=None if latency is None else round(latency, 3),
        withdrawn_reason=row.get("withdrawn_reason"), withdrawn_at=row.get("withdrawn_at"),
    )


def fact_status(row: dict[str, Any]) -> FactStatus:
    """current, superseded (a newer version took over), or expired (issue 16: it stopped being true
    at its `expires_at` with no successor; the read's query says so by its own clock, so the views
    themselves stay equal to a replay)."""
    if row.get("withdrawn_reason") and row.get("retired_at") is not None:
        return "withdrawn"  # v1.2 (issue 16): the words it stood on were erased
    if row["valid_to"] is not None:
        return "superseded"
    return "expired" if row.get("expired") else "current"


def fact_view(row: dict[str, Any], sources: Rows) -> FactView:
    return FactView(
        fact_id=row["fact_id"], subject=row["subject"], predicate=row["predicate"], value=row["value"],
        valid_from=row["valid_from"], valid_to=row["valid_to"], recorded_at=row["recorded_at"],
        status=fact_status(row), superseded_by=row["superseded_by"], expires_at=row.get("expires_at"),
        withdrawn_reason=row.get("withdrawn_reason"),
        provenance=Provenance(
            sources=[SourceView(**sources[s]) for s in row["evidence"] if s in sources],
            proposed_by=row["proposed_by"], proposal_id=row["proposal_id"],
            decision_id=row["decision_id"], verdict_id=row["verdict_id"],
        ),
    )


def facts_reply(read: dict[str, list[dict[str, Any]]]) -> FactsReply:
    """A `facts.get` reply from what `store.facts_read` returned: facts, claims and cases, each
    with the words of the sources it stands on."""
    srcs = {s["source_id"]: s for s in read["sources"]}
    return FactsReply(facts=[fact_view(r, srcs) for r in read["facts"]],
                      claims=[claim_view(c, srcs) for c in read["claims"]],
                      cases=[CaseView(**c) for c in read["cases"]])


def history_rows(limit: int | None) -> int:
    """How many versions a `facts.history` reads: one past the page (or past the most it answers whole), so
    that `history_reply` knows whether more follow."""
    return (limit if limit is not None else MAX_HISTORY_WHOLE) + 1


def history_reply(rows: list[dict[str, Any]], sources: Rows, limit: int | None) -> HistoryReply:
    """A `facts.history` reply from `history_rows(limit)` versions (v1.5): a page and where the next one
    starts, or the whole history, which past MAX_HISTORY_WHOLE versions is refused (read it in pages)."""
    n = history_rows(limit) - 1
    more = len(rows) > n
    if more and limit is None:
        raise InvalidRequest(f"This fact has more than {MAX_HISTORY_WHOLE:,} versions (after `after`), more than one "
                             "reply holds: read it in pages, with `limit` (up to 1,000) and `after` (v1.5).")
    page = rows[:n]
    return HistoryReply(facts=[fact_view(r, sources) for r in page],
                        next_after=page[-1]["fact_id"] if more else None)


def claim_view(row: dict[str, Any], sources: Rows) -> ClaimView:
    return ClaimView(
        proposal_id=row["proposal_id"], subject=row["subject"], predicate=row["predicate"], value=row["value"],
        reasons=list(row["reasons"]), proposed_by=row["proposed_by"], refused_at=row["refused_at"],
        sources=[SourceView(**sources[s]) for s in row["sources"] if s in sources],
    )


def review_judgement(decision: str, reason: str) -> Judgement:
    """A reviewer's decision on a quarantined proposal, as a judgement (the reviewer's own words)."""
    if decision == "approve":
        return Judgement("approved", (ReasonCode.REVIEWER_APPROVED,), reason)
    return Judgement("rejected", (ReasonCode.REVIEWER_REJECTED,), reason)


def review_item(row: dict[str, Any], current: list[dict[str, Any]], sources: Rows) -> ReviewItem:
    """One waiting proposal beside the slot's current value(s), each with its sources' text."""
    def side(r: dict[str, Any]) -> ReviewSide:
        return ReviewSide(proposal_id=r["proposal_id"], value=r["value"], proposed_by=r["proposed_by"],
                          valid_from=r.get("valid_from"),
                          sources=[SourceView(**sources[s]) for s in r["evidence"] if s in sources])

    return ReviewItem(
        proposal_id=row["proposal_id"], case_id=row["case_id"], subject=row["subject"], predicate=row["predicate"],
        reasons=list(row["reasons"]), received_at=row["received_at"], proposed=side(row),
        current=[side(c) for c in current], closest_sentence=row.get("closest_sentence"),
        closest_why=row.get("closest_why"),
    )


# ---------------------------------------------------------------- quotas (issue 12)
@dataclass(frozen=True)
class QuotaPolicy:
    """Per key and per intake instance (the `[quotas]` table of the policy file)."""

    requests_per_second: float = 100.0
    burst_requests: float = 200.0
    write_bytes_per_second: float = 256 * 1024.0  # bytes of sources and proposals
    burst_write_bytes: float = 1024 * 1024.0

    @classmethod
    def of(cls, raw: dict[str, Any]) -> QuotaPolicy:
        q = raw.get("quotas") or {}
        rps = float(q.get("requests_per_second", cls.requests_per_second))
        bps = float(q.get("write_bytes_per_second", cls.write_bytes_per_second))
        return cls(rps, float(q.get("burst_requests", 2 * rps)), bps, float(q.get("burst_write_bytes", 4 * bps)))


class Quotas:
    """Token buckets per key: requests, and bytes written. Pure: the caller passes the clock."""

    def __init__(self, policy: QuotaPolicy, max_keys: int = 100_000) -> None:
        self.policy = policy
        self.max_keys = max_keys
        self._requests: dict[str, TokenBucket] = {}
        self._bytes: dict[str, TokenBucket] = {}

    def admit(self, key_id: str, write_bytes: int, now: float) -> str | None:
        """None when the request fits the key's quota (and is counted), else why not."""
        p = self.policy
        if len(self._requests) > self.max_keys:  # forget idle keys rather than grow without bound
            self._requests.clear()
            self._bytes.clear()
        req = self._requests.setdefault(key_id, TokenBucket(p.burst_requests, now))
        if not req.take(1, p.requests_per_second, p.burst_requests, now):
            return f"more than {p.requests_per_second:g} requests per second"
        if write_bytes:
            b = self._bytes.setdefault(key_id, TokenBucket(p.burst_write_bytes, now))
            if not b.take(min(write_bytes, p.burst_write_bytes), p.write_bytes_per_second, p.burst_write_bytes, now):
                return f"more than {p.write_bytes_per_second:g} bytes written per second"
        return None


def explain_reply(x: dict[str, Any]) -> ExplainReply:
    """The chain behind a fact (issue 16), from the rows `store.explain` read."""
    fact, p, srcs = x["fact"], x["proposal"], x["sources"]
    s = status_reply(p)
    return ExplainReply(
        fact=fact_view(fact, srcs),
        sources=[SourceView(**srcs[i]) for i in fact["evidence"] if i in srcs],
        proposal=ProposalView(
            proposal_id=p["proposal_id"], subject=p["subject"], predicate=p["predicate"], value=p["value"],
            confidence=p["confidence"], evidence=list(p["evidence"]), valid_from=p["valid_from"],
            proposed_by=p["proposed_by"], role=p["role"], received_at=p["received_at"]),
        decision=DecisionView(
            decision_id=p["decision_id"], status=s.status, final=s.final, reasons=s.reasons, decided_at=p["decided_at"],
            verdict=s.verdict, verdict_id=p["verdict_id"], verdict_at=p["verdict_at"]),
        cases=[CaseView(**c) for c in x["cases"]],
        confirmations=list(fact.get("confirmations") or []),
        supersedes=[fact_view(r, srcs) for r in x["supersedes"]],
        superseded_by=fact_view(x["superseded_by"], srcs) if x["superseded_by"] else None,
        deliveries=[DeliveryView(**d) for d in x["deliveries"]],
    )


def deliveries_reply(run_id: str, deliveries: list[dict[str, Any]], facts: list[dict[str, Any]], sources: Rows) -> DeliveriesReply:
    """A run's deliveries and each fact it was handed, as that fact stands now (issue 16)."""
    return DeliveriesReply(run_id=run_id, deliveries=[DeliveryView(**d) for d in deliveries],
                           facts=[fact_view(r, sources) for r in facts])
