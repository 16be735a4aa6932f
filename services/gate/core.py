"""The gate's pure core: a proposal, its resolved evidence and its slot -> the decision event."""
from __future__ import annotations

import hashlib
from collections.abc import Sequence
from datetime import datetime

from contracts.erasure import SpeakerErased
from contracts.proposals import EvidenceUse, PointsWithdrawn, ProposalDecided, ProposalSubmitted
from contracts.reasons import ReasonCode
from contracts.slot import SlotState
from domain.canon import value_key
from domain.model import Decision, Policy, Source
from domain.rules import after_decision, case_id_for, decide
from domain.slot import head, without_points


def decision_id_for(proposal_id: str) -> str:
    return "d_" + proposal_id.removeprefix("p_")


def decision_event(
    p: ProposalSubmitted,
    evidence: Sequence[Source | None],
    state: SlotState,
    policy: Policy,
    *,
    now: datetime,
    latency_us: int,
    subject_predicates: frozenset[str] | None = None,
) -> ProposalDecided:
    """BRIEF rules 1-5 applied to one proposal; the event carries the slot's state after it."""
    d = decide(p, evidence, state, policy, subject_predicates)
    uses = tuple(
        EvidenceUse(
            source_id=sid,
            authority=s.authority if s is not None and s.scope == p.scope else None,  # type: ignore[arg-type]
            states_value=sid in d.grounded_by,
        )
        for sid, s in zip(p.evidence, evidence, strict=True)
    )
    return _event(p, d, state, uses, now=now, latency_us=latency_us)


def refusal_event(p: ProposalSubmitted, state: SlotState, reason: ReasonCode, *, now: datetime,
                  seal: bytes = b"") -> ProposalDecided:
    """A proposal the gate could not decide after every retry, refused and recorded with `reason`
    (issue 11: a terminal outcome, never silence). No rule is run: they may be what kept failing."""
    try:
        vk = value_key(p.value, seal)
    except Exception:  # noqa: BLE001 - whatever the value is, the refusal is recorded
        vk = "x:undecidable"
    d = Decision("rejected", (reason,), vk, p.valid_from or p.occurred_at)
    return _event(p, d, state, (), now=now, latency_us=0)


def _event(p: ProposalSubmitted, d: Decision, state: SlotState, uses: tuple[EvidenceUse, ...], *, now: datetime,
           latency_us: int) -> ProposalDecided:
    after, point = after_decision(state, p, d)
    did = decision_id_for(p.proposal_id)
    conflict = d.outcome == "quarantined" and ReasonCode.CONTRADICTS_CURRENT in d.reasons
    incumbent = head(state)
    return ProposalDecided(
        event_id=did,
        occurred_at=now,
        correlation_id=p.correlation_id,
        causation_id=p.event_id,
        scope=p.scope,
        decision_id=did,
        proposal_id=p.proposal_id,
        slot_id=p.slot_id,
        outcome=d.outcome,  # type: ignore[arg-type]
        reasons=d.reasons,
        fact_id=d.fact_id,
        value_key=d.value_key,
        valid_from=d.valid_from,
        authority=d.authority,
        evidence=uses,
        latency_us=latency_us,
        point=point,
        case_id=case_id_for(p.proposal_id) if conflict else None,
        incumbent=incumbent.proposal_id if conflict and incumbent else None,
        closest=d.closest,
        closest_why=d.closest_why,
        slot=after,
    )


def withdrawal_event(e: SpeakerErased, slot_id: str, proposal_ids: set[str], state: SlotState, *,
                     now: datetime) -> PointsWithdrawn | None:
    """The erasure's points taken off one slot, and its proposals that still waited taken off the
    queue (issue 16); None when none of them is on the slot any more."""
    waiting = {p.proposal_id for p in state.points} | {p.proposal_id for p in state.pending}
    here = tuple(sorted(waiting & proposal_ids))
    if not here:
        return None
    wid = "w_" + hashlib.sha256(f"{e.erasure_id}\x1f{slot_id}".encode()).hexdigest()[:32]
    return PointsWithdrawn(event_id=wid, occurred_at=now, correlation_id=e.correlation_id, causation_id=e.event_id,
                           scope=e.scope, slot_id=slot_id, proposal_ids=here, erasure_id=e.erasure_id,
                           slot=without_points(state, set(here)))
