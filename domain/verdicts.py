"""A judgement on a pending proposal -> the verdict event (used by the verifier and by reviews)."""
from __future__ import annotations

from datetime import datetime

from contracts.proposals import VerdictRendered
from contracts.slot import SlotState

from .model import Judgement
from .rules import after_verdict, case_id_for, fact_id_for
from .slot import pending_of


def verdict_id_for(proposal_id: str) -> str:
    return "v_" + proposal_id.removeprefix("p_")


def verdict_event(
    *,
    proposal_id: str,
    slot_id: str,
    scope: str,
    correlation_id: str,
    causation_id: str,
    state: SlotState,
    judgement: Judgement,
    authority: int,
    by: str,
    reviewer: str | None,
    now: datetime,
    latency_us: int,
    resolution: str | None = None,
    winner: str | None = None,
) -> VerdictRendered | None:
    """The verdict, with the slot's state after it; None when the proposal no longer waits."""
    pending = pending_of(state, proposal_id)
    if pending is None:
        return None
    approved = judgement.outcome == "approved"
    after, point, current = after_verdict(state, pending, approved, authority)
    vid = verdict_id_for(proposal_id)
    return VerdictRendered(
        event_id=vid,
        occurred_at=now,
        correlation_id=correlation_id,
        causation_id=causation_id,
        scope=scope,
        verdict_id=vid,
        proposal_id=proposal_id,
        slot_id=slot_id,
        outcome=judgement.outcome,  # type: ignore[arg-type]
        reasons=judgement.reasons,
        reason=judgement.reason,
        by=by,
        reviewer=reviewer,
        fact_id=fact_id_for(proposal_id) if point is not None else None,
        current=current,
        latency_us=latency_us,
        point=point,
        case_id=case_id_for(proposal_id) if resolution else None,
        resolution=resolution,  # type: ignore[arg-type]
        winner=winner,
        slot=after,
    )
