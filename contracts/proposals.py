"""Proposal events: what an agent proposed, what the gate decided, what the verifier ruled."""
from __future__ import annotations

from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict

from .common import Role
from .envelope import EventBase
from .reasons import ReasonCode
from .slot import Point, SlotState

Status = Literal["received", "accepted", "confirmed", "quarantined", "approved", "rejected"]
FINAL_STATUSES = frozenset({"accepted", "confirmed", "approved", "rejected"})


class ProposalSubmitted(EventBase):
    type: Literal["proposal.submitted"] = "proposal.submitted"
    version: Literal[1] = 1
    proposal_id: str
    slot_id: str
    subject: str
    predicate: str
    subject_key: str
    predicate_key: str
    value: Any
    confidence: float
    evidence: tuple[str, ...] = ()
    valid_from: datetime | None = None
    valid_to: datetime | None = None  # v1.1 (issue 16): when the fact stops being true, if the proposer knows
    client_ref: str | None = None
    proposed_by: str
    key_id: str
    role: Role
    # v1.2 (issue 16, erasure): `value` is sealed (AES-256-GCM, base64 of its JSON) under a key of
    # its own, wrapped under the key of each speaker its evidence cites: key id -> wrapped key.
    # It can be read while any of those speakers' keys exists. None: the value is in the clear.
    sealed_by: dict[str, str] | None = None


class EvidenceUse(BaseModel):
    """How one evidence id was judged; never reveals anything about foreign ids."""

    model_config = ConfigDict(frozen=True, extra="ignore")

    source_id: str
    authority: Role | None = None
    states_value: bool = False


class ProposalDecided(EventBase):
    """The gate's decision on a proposal, appended to the slot's subject with the state after it."""

    type: Literal["proposal.decided"] = "proposal.decided"
    version: Literal[1] = 1
    decision_id: str
    proposal_id: str
    slot_id: str
    outcome: Literal["accepted", "confirmed", "quarantined", "rejected"]
    reasons: tuple[ReasonCode, ...]
    fact_id: str | None = None
    value_key: str
    valid_from: datetime
    authority: int = -1
    evidence: tuple[EvidenceUse, ...] = ()
    latency_us: int = 0
    point: Point | None = None  # the point this decision adds to the slot's time line
    case_id: str | None = None  # a conflict case opened for a reviewer (contradicts_current)
    incumbent: str | None = None  # the proposal behind the current value it contradicts
    # v1.1 (issue 13): for a proposal no sentence asserts, the one that came closest, and why not
    closest: str | None = None
    closest_why: str | None = None
    slot: SlotState
    # v1.2 (issue 16): `closest` is sealed under the proposal's own value key (its wraps copied here)
    sealed_by: dict[str, str] | None = None


class PointsWithdrawn(EventBase):
    """Points taken off a slot's time line because the words they stood on were erased (issue 16),
    and proposals that still waited for a verdict taken off its queue (they are refused, `erased`).

    Appended on the slot's subject with compare-and-set, like every slot event, and carries the
    slot's state after it: the gate no longer sees the withdrawn values as current."""

    type: Literal["points.withdrawn"] = "points.withdrawn"
    version: Literal[1] = 1
    slot_id: str
    proposal_ids: tuple[str, ...]
    reason: Literal["erased"] = "erased"
    erasure_id: str
    slot: SlotState


class VerdictRendered(EventBase):
    """A verdict on a quarantined proposal, by the verifier or a reviewer (`by`)."""

    type: Literal["verdict.rendered"] = "verdict.rendered"
    version: Literal[1] = 1
    verdict_id: str
    proposal_id: str
    slot_id: str
    outcome: Literal["approved", "rejected"]
    reasons: tuple[ReasonCode, ...]
    reason: str
    by: str
    reviewer: str | None = None
    fact_id: str | None = None
    current: bool = False
    latency_us: int = 0
    point: Point | None = None
    case_id: str | None = None  # set when a reviewer resolved a conflict case
    resolution: Literal["contradiction", "temporal_change", "dismissed"] | None = None
    winner: str | None = None
    slot: SlotState

    @property
    def decided_by(self) -> str:
        """Who decided, as replies and the journal show it: the backend, or `reviewer:<name>`."""
        return self.by if self.reviewer is None else f"{self.by}:{self.reviewer}"
