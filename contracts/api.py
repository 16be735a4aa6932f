"""The public `provgate.v1.*` requests and replies (docs/contract.md). Extend, never break."""
from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any, Literal

from pydantic import Field, Strict, StrictBool, StringConstraints, WithJsonSchema, model_validator

from .common import ClientRef, FactValue, OpaqueId, Scope, SourceKind, Timestamp
from .envelope import Reply, Request
from .proposals import Status

Text = Annotated[str, StringConstraints(min_length=1, max_length=65536)]
Speaker = Annotated[str, StringConstraints(min_length=1, max_length=200)]
Subject = Annotated[str, StringConstraints(min_length=1, max_length=512)]
Predicate = Annotated[str, StringConstraints(min_length=1, max_length=256)]
Confidence = Annotated[float, Strict(), Field(ge=0.0, le=1.0, allow_inf_nan=False)]

MAX_EVIDENCE = 64
# added in v1.1 (issue 16): an agent's own tag for one run, so the facts a run was handed can be listed
RunId = Annotated[str, StringConstraints(min_length=1, max_length=128)]


# ---------------------------------------------------------------- sources.record
class RecordSource(Request):
    scope: Scope
    kind: SourceKind
    speaker: Speaker | None = None
    text: Text
    captured_at: Timestamp | None = None
    client_ref: ClientRef | None = None


class SourceRecordedReply(Reply):
    ok: Literal[True] = True
    source_id: str
    authority: str
    duplicate: bool = False


# ---------------------------------------------------------------- proposals.submit / get
class SubmitProposal(Request):
    scope: Scope
    subject: Subject
    predicate: Predicate
    value: FactValue
    confidence: Confidence
    evidence: Annotated[list[OpaqueId], Field(max_length=MAX_EVIDENCE)] = []
    valid_from: Timestamp | None = None
    valid_to: Timestamp | None = None  # v1.1 (issue 16): when it stops being true; after valid_from
    client_ref: ClientRef | None = None
    wait: StrictBool = False

    @model_validator(mode="after")
    def _valid_interval(self) -> SubmitProposal:
        if self.valid_to is not None and self.valid_from is not None and self.valid_to <= self.valid_from:
            raise ValueError("valid_to must be later than valid_from")
        return self


MAX_BATCH = 100
# an object, as the schema says; anything else is refused as that item alone (intake checks each on its own)
BatchItem = Annotated[Any, WithJsonSchema({"type": "object", "additionalProperties": True})]


class SubmitProposals(Request):
    """`provgate.v1.proposals.submit_batch` (v1.1): up to MAX_BATCH proposals in one request, each
    shaped as a `proposals.submit` body without `wait` (given once, for all). Each item is checked
    and answered on its own (`SubmitBatchReply.results`, in order)."""

    proposals: Annotated[list[BatchItem], Field(min_length=1, max_length=MAX_BATCH)]
    wait: StrictBool = False

    @model_validator(mode="after")
    def _no_wait_of_its_own(self) -> SubmitProposals:
        """An item with its own `wait` makes the request no batch: it is refused whole, nothing stored."""
        if any(isinstance(x, dict) and "wait" in x for x in self.proposals):
            raise ValueError("an item of a batch has no `wait` of its own: give it once, for the batch")
        return self


class RecordSources(Request):
    """`provgate.v1.sources.record_batch` (v1.4): up to MAX_BATCH sources in one request, each shaped
    as a `sources.record` body. Each item is checked, recorded and answered on its own
    (`SourceBatchReply.results`, in order)."""

    sources: Annotated[list[BatchItem], Field(min_length=1, max_length=MAX_BATCH)]


class Verdict(Reply):
    outcome: Literal["approved", "rejected"]
    reason: str
    by: str


class ProposalReceivedReply(Reply):
    ok: Literal[True] = True
    proposal_id: str
    status: Literal["received"] = "received"
    duplicate: bool = False


class ProposalStatusReply(Reply):
    ok: Literal[True] = True
    proposal_id: str
    status: Status
    final: bool
    reasons: list[str] = []
    verdict: Verdict | None = None
    fact_id: str | None = None
    duplicate: bool = False


class SubmitBatchReply(Reply):
    """One result per item, in order: its reply as `proposals.submit` would give it, or its error."""

    ok: Literal[True] = True
    results: list[ProposalStatusReply | ProposalReceivedReply | ErrorReply]


class SourceBatchReply(Reply):
    """One result per item, in order: its reply as `sources.record` would give it, or its error."""

    ok: Literal[True] = True
    results: list[SourceRecordedReply | ErrorReply]


class GetProposal(Request):
    proposal_id: OpaqueId


# ---------------------------------------------------------------- facts
class GetFacts(Request):
    scope: Scope
    subject: Subject
    predicate: Predicate | None = None
    as_of: Timestamp | None = None
    known_at: Timestamp | None = None
    run_id: RunId | None = None  # added in v1.1: recorded with the delivery


# added in v1.5: the most versions of one fact a page of `facts.history` holds, and the most it answers
# whole without `limit` (more than a reply can carry anyway: past it, read in pages)
MAX_HISTORY_PAGE = 1000
MAX_HISTORY_WHOLE = 2000


class FactsHistory(Request):
    scope: Scope
    subject: Subject
    predicate: Predicate
    run_id: RunId | None = None  # added in v1.1: recorded with the delivery
    # added in v1.5: a page of at most `limit` versions, those after the version whose fact_id is `after`
    limit: Annotated[int, Strict(), Field(ge=1, le=MAX_HISTORY_PAGE)] | None = None
    after: OpaqueId | None = None


class SourceView(Reply):
    source_id: str
    kind: str
    speaker: str | None
    authority: str
    text: str
    captured_at: datetime
    # added in v1.5: null when `text` is whole; else the text's length in characters, `text` holding only its
    # first characters so that the reply fits the bus (contracts/fitting.py); `sources.get` gives it whole
    truncated_from: int | None = None


# ---------------------------------------------------------------- sources.get (v1.5)
class GetSource(Request):
    scope: Scope
    source_id: OpaqueId


class SourceReply(Reply):
    ok: Literal[True] = True
    source: SourceView


class Provenance(Reply):
    sources: list[SourceView]
    proposed_by: str
    proposal_id: str
    decision_id: str | None
    verdict_id: str | None


class FactView(Reply):
    fact_id: str
    subject: str
    predicate: str
    value: Any
    valid_from: datetime
    valid_to: datetime | None
    recorded_at: datetime
    # expired: v1.1 (issue 16); withdrawn: v1.2, only in facts.explain (the words it stood on were erased)
    status: Literal["current", "superseded", "expired", "withdrawn"]
    expires_at: datetime | None = None  # v1.1 (issue 16): when it stops being true without a successor
    superseded_by: str | None
    withdrawn_reason: str | None = None  # v1.2 (issue 16): "erased"
    provenance: Provenance


class ClaimView(Reply):
    """A statement a person made that was refused as a fact: shown attributed, never as the fact."""

    proposal_id: str
    subject: str
    predicate: str
    value: Any
    status: Literal["refused"] = "refused"
    reasons: list[str]
    proposed_by: str
    refused_at: datetime
    sources: list[SourceView]


class CaseView(Reply):
    """A conflict between a sourced statement and the current value, and how it was resolved."""

    case_id: str
    predicate: str
    challenger: str
    incumbent: str | None
    status: Literal["open", "resolved"]
    opened_at: datetime
    resolution: str | None
    winner: str | None
    reviewer: str | None
    reason: str | None
    resolved_at: datetime | None


class FactsReply(Reply):
    ok: Literal[True] = True
    facts: list[FactView]
    claims: list[ClaimView] = []  # added in v1.1: refused statements people made about the subject
    cases: list[CaseView] = []  # added in v1.1: conflict cases on the subject, open and resolved


class HistoryReply(FactsReply):
    # added in v1.5: with `limit`, the fact_id to give as `after` for the next page; null on the last page
    next_after: str | None = None


class SearchFacts(Request):
    scope: Scope
    text: Annotated[str, StringConstraints(min_length=1, max_length=2000)]
    limit: Annotated[int, Strict(), Field(ge=1, le=50)] = 10
    run_id: RunId | None = None  # added in v1.1: recorded with the delivery


class SearchHit(FactView):
    score: float  # cosine similarity, 1 is the same direction


class SearchReply(Reply):
    ok: Literal[True] = True
    facts: list[SearchHit]
    search_id: str  # the retrieval log's record of this search


# ---------------------------------------------------------------- facts.explain, deliveries.list (v1.1, issue 16)
class ExplainFact(Request):
    scope: Scope
    fact_id: OpaqueId


class DeliveryView(Reply):
    """One read that handed a fact to a key (facts.get, facts.history or facts.search)."""

    read_id: str  # the delivery's id, or the search_id of a search
    via: Literal["facts.get", "facts.history", "facts.search"]
    fact_id: str
    delivered_by: str
    run_id: str | None
    delivered_at: datetime


class ProposalView(Reply):
    proposal_id: str
    subject: str
    predicate: str
    value: Any
    confidence: float
    evidence: list[str]
    valid_from: datetime | None
    proposed_by: str
    role: str
    received_at: datetime


class DecisionView(Reply):
    """The gate's decision and, if one followed, the verdict (of the verifier or a reviewer)."""

    decision_id: str | None
    status: Status  # where the proposal ended
    final: bool
    reasons: list[str]  # the gate's reason codes, then the verdict's
    decided_at: datetime | None
    verdict: Verdict | None
    verdict_id: str | None
    verdict_at: datetime | None


class ExplainReply(Reply):
    ok: Literal[True] = True
    fact: FactView
    sources: list[SourceView]
    proposal: ProposalView
    decision: DecisionView
    cases: list[CaseView]  # conflict cases the proposal was in, as challenger or incumbent
    confirmations: list[str]  # proposals that restated this value since (status confirmed)
    supersedes: list[FactView]  # the versions this fact superseded
    superseded_by: FactView | None
    deliveries: list[DeliveryView]  # every read that handed this fact to a key, oldest first


class ListDeliveries(Request):
    scope: Scope
    run_id: RunId
    limit: Annotated[int, Strict(), Field(ge=1, le=500)] = 100


class DeliveriesReply(Reply):
    ok: Literal[True] = True
    run_id: str
    deliveries: list[DeliveryView]  # oldest first
    facts: list[FactView]  # each fact delivered, as it stands now (status "superseded" once replaced)


# ---------------------------------------------------------------- journal
class ListJournal(Request):
    scope: Scope
    subject: Subject | None = None
    limit: Annotated[int, Strict(), Field(ge=1, le=500)] = 50


class JournalEntry(Reply):
    proposal_id: str
    subject: str
    predicate: str
    value: Any
    confidence: float
    evidence: list[str]
    proposed_by: str
    status: Status
    final: bool
    reasons: list[str]
    verdict: Verdict | None
    fact_id: str | None
    received_at: datetime
    decided_at: datetime | None
    latency_ms: float | None
    withdrawn_reason: str | None = None  # v1.2 (issue 16): its point was withdrawn ("erased")
    withdrawn_at: datetime | None = None


class JournalReply(Reply):
    ok: Literal[True] = True
    entries: list[JournalEntry]


# ---------------------------------------------------------------- reviews.decide
Reason = Annotated[str, StringConstraints(min_length=1, max_length=1000)]


class DecideReview(Request):
    """Either a quarantined proposal (`proposal_id`, `decision`) or a conflict case (`case_id`, `resolution`)."""

    proposal_id: OpaqueId | None = None
    decision: Literal["approve", "reject"] | None = None
    case_id: OpaqueId | None = None
    resolution: Literal["contradiction", "temporal_change", "dismissed"] | None = None
    winner: OpaqueId | None = None
    reason: Reason

    @model_validator(mode="after")
    def _one_form(self) -> DecideReview:
        proposal_form = self.proposal_id is not None and self.decision is not None
        case_form = self.case_id is not None and self.resolution is not None
        if proposal_form == case_form:
            raise ValueError("give either proposal_id and decision, or case_id and resolution")
        if case_form and self.resolution != "dismissed" and self.winner is None:
            raise ValueError("a contradiction or temporal_change needs a winner")
        return self


class ListReviews(Request):
    """`provgate.v1.reviews.list` (reviewer only): what waits for a decision, oldest first."""

    scope: Scope
    limit: Annotated[int, Strict(), Field(ge=1, le=500)] = 50


class ReviewSide(Reply):
    proposal_id: str
    value: Any
    proposed_by: str
    valid_from: datetime | None
    sources: list[SourceView]


class ReviewItem(Reply):
    proposal_id: str
    case_id: str | None
    subject: str
    predicate: str
    reasons: list[str]
    received_at: datetime
    proposed: ReviewSide
    current: list[ReviewSide]
    # v1.1 (issue 13): for a proposal no sentence asserts, the one that came closest, and why not
    closest_sentence: str | None = None
    closest_why: str | None = None


class ReviewsReply(Reply):
    ok: Literal[True] = True
    items: list[ReviewItem]


# ---------------------------------------------------------------- errors
class ErrorBody(Reply):
    code: str
    message: str


class ErrorReply(Reply):
    ok: Literal[False] = False
    error: ErrorBody
