"""Builders for pure tests: a source, a proposal, and a slot state reached through the rules."""
from __future__ import annotations

import uuid
from datetime import UTC, datetime
from typing import Any

from contracts.proposals import ProposalSubmitted
from contracts.slot import SlotState
from domain.model import Policy, Source
from domain.rules import after_decision, decide

T0 = datetime(2026, 10, 1, 9, 0, tzinfo=UTC)
SCOPE = "acme/fleet"


def _id() -> str:
    return uuid.uuid4().hex[:8]


def source(text: str, authority: str = "channel", *, scope: str = SCOPE, at: datetime = T0, kind: str = "utterance",
           speaker: str | None = "customer") -> Source:
    return Source(f"s_{_id()}", scope, kind, speaker, text, at, authority, "k_1")


def proposal(value: Any, evidence: list[Source | None] | tuple[Source | None, ...] = (), *, confidence: float = 0.9,
             subject: str = "customer:acme", predicate: str = "budget", **kw: Any) -> ProposalSubmitted:
    pid = _id()
    return ProposalSubmitted(
        event_id=f"e_{pid}", occurred_at=kw.pop("at", T0), correlation_id="c", scope=SCOPE, proposal_id=f"p_{pid}",
        slot_id="slot", subject=subject, predicate=predicate, subject_key=subject.casefold(),
        predicate_key=predicate.casefold(), value=value, confidence=confidence,
        evidence=tuple(s.source_id if s else "s_missing" for s in evidence), proposed_by="alex", key_id="k",
        role=kw.pop("role", "agent"), **kw)


def decided(state: SlotState, p: ProposalSubmitted, evidence: list[Source | None], policy: Policy = Policy()) -> tuple[SlotState, str]:
    """The slot's state after the gate decides `p`, and the gate's outcome."""
    d = decide(p, evidence, state, policy)
    state, _ = after_decision(state, p, d)
    return state, d.outcome


def held(text: str = "the total is 950", value: Any = 950) -> tuple[ProposalSubmitted, list[Source | None], SlotState]:
    """A grounded proposal the gate held: a newer channel source says 950 against a reviewer's 900."""
    from datetime import timedelta

    doc = source("Invoice total: 900 EUR", "reviewer", kind="document", speaker=None)
    state, outcome = decided(SlotState(), first := proposal(900, [doc], predicate="total"), [doc])
    assert outcome == "accepted" and first
    said = source(text, at=T0 + timedelta(days=30))
    p = proposal(value, [said], predicate="total")
    state, outcome = decided(state, p, [said])
    assert outcome == "quarantined"
    return p, [said], state


def approvable(text: str = "Our budget is $1,800.", value: Any = 1800) -> tuple[ProposalSubmitted, list[Source | None], SlotState]:
    """A proposal waiting on an empty slot whose channel source states it: the rules verifier
    approves it, so it is the one kind of case an `llm` backend's model is asked about."""
    from contracts.slot import Pending
    from domain.canon import value_key

    said = source(text)
    p = proposal(value, [said])
    state = SlotState(pending=(Pending(proposal_id=p.proposal_id, value_key=value_key(value), valid_from=T0,
                                       authority=1),))
    return p, [said], state


def verdict(text: str, predicate: str = "budget", value: Any = 18000, subject: str = "customer:acme") -> str:
    """What grounding makes of `text` for one claim, captured at T0: asserted, unclear or absent (the red-team passes'
    tables read it so)."""
    from domain.assertion import ground

    return ground(text, subject=subject, predicate=predicate, value=value, captured_at=T0).verdict
