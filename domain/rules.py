"""The gate's decision and the rules verifier's judgement: pure functions with reason codes.

Order of the checks (each has a stable reason code; the first that fails decides):
  1. empty value                              -> rejected  `empty`
  2. value larger than the byte limit         -> rejected  `oversized`
  3. confidence below the floor               -> rejected  `below_confidence_floor`
  4. evidence that does not resolve in scope  -> rejected  `unknown_evidence`
     (one code for unknown and foreign ids, so a reply never reveals that a foreign id exists)
  5. no evidence of channel/reviewer authority -> quarantined `needs_provenance`
  6. no such evidence states the value        -> quarantined `not_grounded`
  7. the slot: where the value lands on the slot's valid-time line
       newer than the current value, same value       -> confirmed `restates_current`
       newer, different, authority >= current's       -> accepted  `supersedes_current`
       newer, different, weaker authority             -> quarantined `contradicts_current`
       older than the current value (out of order)    -> accepted/confirmed into history
                                                         `older_than_current`, or quarantined
                                                         if weaker than the value it splits
       nothing there yet                              -> accepted  `new_value`
Claimed confidence never raises authority: it only gates the floor (BRIEF rule 1).
"""
from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from contracts.common import AUTHORITY_RANK
from contracts.proposals import ProposalSubmitted
from contracts.reasons import ReasonCode as R
from contracts.slot import Pending, Point, SlotState

from . import slot as sl
from .canon import is_empty, value_key, value_size
from .grounding import states
from .model import Decision, Judgement, Policy, Source

CHANNEL = AUTHORITY_RANK["channel"]


def fact_id_for(proposal_id: str) -> str:
    return "f_" + proposal_id.removeprefix("p_")


def _valid_from(p: ProposalSubmitted, evidence: Sequence[Source | None]) -> datetime:
    """The proposal's own valid time, else the newest evidence's capture time, else receipt."""
    if p.valid_from is not None:
        return p.valid_from
    times = [s.captured_at for s in evidence if s is not None and s.scope == p.scope]
    return max(times) if times else p.occurred_at


def decide(p: ProposalSubmitted, evidence: Sequence[Source | None], state: SlotState, policy: Policy) -> Decision:
    """BRIEF rules 1-5 for one proposal against its slot's state (see the module docstring)."""
    vk = value_key(p.value)
    valid_from = _valid_from(p, evidence)

    def out(outcome: str, *reasons: R, authority: int = -1) -> Decision:
        return Decision(outcome, tuple(reasons), vk, valid_from, authority)

    if is_empty(p.value):
        return out("rejected", R.EMPTY)
    if value_size(p.value) > policy.max_value_bytes:
        return out("rejected", R.OVERSIZED)
    if p.confidence < policy.confidence_floor:
        return out("rejected", R.BELOW_CONFIDENCE_FLOOR)
    if any(s is None or s.scope != p.scope for s in evidence):
        return out("rejected", R.UNKNOWN_EVIDENCE)
    sources = [s for s in evidence if s is not None]
    qualified = [s for s in sources if s.rank >= CHANNEL]
    if not qualified:
        return out("quarantined", R.NEEDS_PROVENANCE)
    grounding = [s for s in qualified if states(s.text, p.value)]
    if not grounding:
        return out("quarantined", R.NOT_GROUNDED)
    authority = max(s.rank for s in grounding)
    return _place(p, state, vk, valid_from, authority, tuple(s.source_id for s in grounding))


def _place(
    p: ProposalSubmitted, state: SlotState, vk: str, valid_from: datetime, authority: int, grounded_by: tuple[str, ...]
) -> Decision:
    point = Point(
        proposal_id=p.proposal_id,
        fact_id=fact_id_for(p.proposal_id),
        value_key=vk,
        valid_from=valid_from,
        authority=authority,
        seq_hint=state.counter + 1,
    )
    h = sl.head(state)

    def out(outcome: str, reason: R) -> Decision:
        if outcome == "quarantined":
            return Decision(outcome, (reason,), vk, valid_from, authority, grounded_by=grounded_by)
        fact_id, current = sl.placement(state, point)
        return Decision(outcome, (reason,), vk, valid_from, authority, fact_id, current, grounded_by)

    if h is None:
        return out("accepted", R.NEW_VALUE)
    if (valid_from, point.seq_hint) > (h.valid_from, h.seq_hint):
        if h.value_key == vk:
            return out("confirmed", R.RESTATES_CURRENT)
        if authority >= h.authority:
            return out("accepted", R.SUPERSEDES_CURRENT)
        return out("quarantined", R.CONTRADICTS_CURRENT)
    before = sl.neighbour_before(state, point)
    if before is not None and before.value_key == vk:
        return out("confirmed", R.OLDER_THAN_CURRENT)
    if before is None or authority >= before.authority:
        return out("accepted", R.OLDER_THAN_CURRENT)
    return out("quarantined", R.CONTRADICTS_CURRENT)


def point_of(p: ProposalSubmitted, d: Decision, state: SlotState) -> Point:
    return Point(
        proposal_id=p.proposal_id,
        fact_id=fact_id_for(p.proposal_id),
        value_key=d.value_key,
        valid_from=d.valid_from,
        authority=max(d.authority, 0),
        seq_hint=state.counter + 1,
    )


def after_decision(state: SlotState, p: ProposalSubmitted, d: Decision) -> tuple[SlotState, Point | None]:
    """The slot's state once decision `d` on `p` is recorded."""
    point = None
    if d.outcome in ("accepted", "confirmed"):
        point = point_of(p, d, state)
        state = sl.with_point(state, point)
    elif d.outcome == "quarantined":
        state = sl.with_pending(state, Pending(
            proposal_id=p.proposal_id, value_key=d.value_key, valid_from=d.valid_from, authority=d.authority))
    return sl.decided(state, p.proposal_id), point


def after_verdict(
    state: SlotState, pending: Pending, approved: bool, authority: int
) -> tuple[SlotState, Point | None, bool]:
    """The slot's state once a quarantined proposal is approved or rejected.

    An approval adds the proposal at its own valid time, so approving an older update never
    replaces a newer value (BRIEF rule 7, the loop-back case). Returns (state, point, current).
    """
    state = sl.without_pending(state, pending.proposal_id)
    point = None
    current = False
    if approved:
        point = Point(
            proposal_id=pending.proposal_id,
            fact_id=fact_id_for(pending.proposal_id),
            value_key=pending.value_key,
            valid_from=pending.valid_from,
            authority=authority,
            seq_hint=state.counter + 1,
        )
        _, current = sl.placement(state, point)
        state = sl.with_point(state, point)
    return sl.judged(state, pending.proposal_id), point, current


_SENTENCES = {
    R.NEEDS_PROVENANCE: "No channel or reviewer source in this scope supports the value; an agent's word alone is not evidence.",
    R.NOT_GROUNDED: "None of the cited sources states the value {value}.",
    R.CONTRADICTS_CURRENT: "It contradicts the current value and its sources do not outrank those of the current value.",
    R.UNKNOWN_EVIDENCE: "Cited evidence does not resolve to a source in this scope.",
}


def judge(
    p: ProposalSubmitted, evidence: Sequence[Source | None], state: SlotState, policy: Policy
) -> Judgement:
    """The `rules` verifier: default reject; approve only what the deterministic rules accept now.

    It re-decides the proposal against the slot as it is now (its own pending entry aside), so
    a verdict never rests on a state that has since changed.
    """
    others = sl.without_pending(state, p.proposal_id)
    d = decide(p, evidence, others, policy)
    if d.outcome in ("accepted", "confirmed"):
        return Judgement(
            "approved",
            (R.VERIFIER_APPROVED,) + d.reasons,
            f"A {'reviewer' if d.authority > CHANNEL else 'channel'} source in scope states the value "
            f"and it {'is the newest' if d.current else 'fits the slot history'}.",
        )
    code = d.reasons[0]
    sentence = _SENTENCES.get(code, "It fails the gate's check: {code}.")
    return Judgement("rejected", (R.VERIFIER_REJECTED, code), sentence.format(value=p.value, code=code.value))
