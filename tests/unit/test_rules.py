"""The gate's decision, as given (slot state) / when (proposal) / then (outcome, reasons)."""
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from contracts.proposals import ProposalSubmitted
from contracts.slot import SlotState
from domain.model import Policy, Source, sealed_with
from domain.rules import after_decision, after_verdict, decide, judge
from domain.slot import current_fact_id, head, pending_of

T0 = datetime(2026, 10, 1, 9, 0, tzinfo=UTC)
POLICY = Policy()
_n = 0


def source(text: str, authority: str = "channel", scope: str = "acme/fleet", at: datetime = T0) -> Source:
    global _n
    _n += 1
    return Source(f"s_{_n}", scope, "utterance", "customer", text, at, authority, "k_1")


def proposal(value: Any, evidence: list[Source | None] = (), confidence: float = 0.9, **kw: Any) -> tuple[ProposalSubmitted, list]:  # type: ignore[assignment,type-arg]
    global _n
    _n += 1
    p = ProposalSubmitted(
        event_id=f"e{_n}", occurred_at=kw.pop("at", T0), correlation_id="c", scope="acme/fleet",
        proposal_id=f"p_{_n}", slot_id="slot", subject="customer:acme", predicate="budget",
        subject_key="customer:acme", predicate_key="budget", value=value, confidence=confidence,
        evidence=tuple(s.source_id if s else "s_missing" for s in evidence), proposed_by="alex", key_id="k",
        role="agent", **kw)
    return p, list(evidence)


@dataclass
class Given:
    state: SlotState = field(default_factory=SlotState)

    def when(self, value: Any, evidence: list[Source | None] = (), **kw: Any) -> Then:  # type: ignore[assignment]
        p, ev = proposal(value, evidence, **kw)
        d = decide(p, ev, self.state, POLICY)
        self.state, _ = after_decision(self.state, p, d)
        return Then(self, p, ev, d)


@dataclass
class Then:
    given: Given
    p: ProposalSubmitted
    evidence: list  # type: ignore[type-arg]
    d: Any

    def then(self, outcome: str, *reasons: str) -> Then:
        assert (self.d.outcome, tuple(r.value for r in self.d.reasons)) == (outcome, reasons)
        return self


def given() -> Given:
    return Given()


@pytest.mark.parametrize("value,evidence,confidence,outcome,reason", [
    ("", [], 0.9, "rejected", "empty"),
    ({"value": "  "}, [], 0.9, "rejected", "empty"),
    ("x" * 5000, [], 0.9, "rejected", "oversized"),
    ("18000", [], 0.49, "rejected", "below_confidence_floor"),
    ("18000", [None], 0.9, "rejected", "unknown_evidence"),
    ("18000", "foreign", 0.9, "rejected", "unknown_evidence"),
    ("18000", [], 0.99, "quarantined", "needs_provenance"),
    ("18000", "agent", 0.99, "quarantined", "needs_provenance"),
    ("1800", "channel", 0.99, "quarantined", "not_grounded"),
    ("18000", "channel", 0.6, "accepted", "new_value"),
])
def test_cheap_checks_and_provenance(value: Any, evidence: Any, confidence: float, outcome: str, reason: str) -> None:
    if evidence == "foreign":
        evidence = [source("Budget $18,000", scope="globex/x")]
    elif evidence in ("agent", "channel"):
        evidence = [source("Our budget is $18,000.", authority=evidence)]
    given().when(value, evidence, confidence=confidence).then(outcome, reason)


def test_confidence_never_replaces_a_source() -> None:
    g = given()
    g.when(18000, [source("Budget is $18,000")]).then("accepted", "new_value")
    g.when(1800, [], confidence=1.0).then("quarantined", "needs_provenance")
    assert head(g.state).value_key == "n:18000"  # type: ignore[union-attr]


def test_a_newer_sourced_value_supersedes_and_the_old_one_is_kept() -> None:
    g = given()
    first = g.when(18000, [source("Budget is $18,000", at=T0)]).then("accepted", "new_value")
    g.when(14000, [source("budget now $14,000", at=T0 + timedelta(days=20))]).then("accepted", "supersedes_current")
    assert current_fact_id(g.state) != first.d.fact_id
    assert [p.value_key for p in g.state.points] == ["n:18000", "n:14000"]


def test_restating_the_current_value_confirms_it() -> None:
    g = given()
    a = g.when("Slack", [source("Budget: Slack", at=T0)])
    b = g.when("slack", [source("budget still Slack", at=T0 + timedelta(days=1))]).then("confirmed", "restates_current")
    assert b.d.fact_id == a.d.fact_id


def test_the_same_number_in_another_currency_is_a_new_value_not_a_confirmation() -> None:
    g = given()
    g.when("$18,000", [source("Our budget is $18,000.", at=T0)]).then("accepted", "new_value")
    g.when("€18,000", [source("Our budget is $18,000 now.", at=T0 + timedelta(days=1))]).then(
        "quarantined", "not_grounded")  # the dollar sentence does not state euros
    g.when("€18,000", [source("Our budget is now €18,000.", at=T0 + timedelta(days=2))]).then(
        "accepted", "supersedes_current")  # not "confirmed": euros are not dollars
    assert [p.value_key for p in g.state.points] == ["n:18000", "n:18000:eur"]


def test_a_weaker_source_cannot_overwrite_a_stronger_one() -> None:
    g = given()
    g.when(900, [source("Invoice budget 900", authority="reviewer")]).then("accepted", "new_value")
    g.when(950, [source("budget is 950", at=T0 + timedelta(days=1))]).then("quarantined", "contradicts_current")


def test_an_out_of_order_older_update_lands_in_history_not_current() -> None:
    g = given()
    g.when(14000, [source("budget now $14,000", at=T0 + timedelta(days=20))]).then("accepted", "new_value")
    late = g.when(18000, [source("Budget is $18,000", at=T0)]).then("accepted", "older_than_current")
    assert late.d.current is False
    assert head(g.state).value_key == "n:14000"  # type: ignore[union-attr]


def test_loop_back_while_updates_wait_ends_with_the_newest_value_current() -> None:
    """FleetMemory's lost race: Slack -> email (held) -> phone (held) -> back to Slack, then both approved."""
    g = given()
    g.when("Slack", [source("Budget: Slack", at=T0)]).then("accepted", "new_value")
    email = g.when("email", [source("switch to email please", authority="agent", at=T0 + timedelta(days=1))])
    phone = g.when("phone", [source("just call me by phone", authority="agent", at=T0 + timedelta(days=2))])
    email.then("quarantined", "needs_provenance")
    phone.then("quarantined", "needs_provenance")
    g.when("Slack", [source("budget: back to Slack", at=T0 + timedelta(days=3))]).then("confirmed", "restates_current")
    for held in (email, phone):  # a reviewer approves both, in order
        pending = pending_of(g.state, held.p.proposal_id)
        assert pending is not None
        g.state, point, current = after_verdict(g.state, pending, approved=True, authority=2)
        assert point is not None and current is False
    assert head(g.state).value_key == "s:slack"  # type: ignore[union-attr]
    assert [p.value_key for p in g.state.points] == ["s:slack", "s:email", "s:phone", "s:slack"]


def test_the_rules_verifier_rejects_an_unsourced_claim_with_a_sentence() -> None:
    g = given()
    g.when(18000, [source("Budget is $18,000")])
    held = g.when(1800, [], confidence=0.99).then("quarantined", "needs_provenance")
    j = judge(held.p, held.evidence, g.state, POLICY)
    assert j.outcome == "rejected" and j.reason.endswith(".")
    assert [r.value for r in j.reasons] == ["verifier_rejected", "needs_provenance"]


def test_a_document_outranks_an_utterance_where_the_policy_says_so() -> None:
    from domain.model import PredicatePolicy

    policy = Policy(predicates={"budget": PredicatePolicy(precedence=("document", "utterance"))})
    doc = Source("s_doc", "acme/fleet", "document", "nameplate", "budget date 05/2004", T0, "channel", "k")
    said = Source("s_said", "acme/fleet", "utterance", "homeowner", "the budget date is 2022-05", T0 + timedelta(days=1), "channel", "k")
    state = SlotState()
    p1, _ = proposal("2004-05", [doc])
    d1 = decide(p1, [doc], state, policy)
    state, _ = after_decision(state, p1, d1)
    p2, _ = proposal("2022-05", [said])
    d2 = decide(p2, [said], state, policy)
    assert (d1.outcome, d2.outcome, d2.reasons[0].value) == ("accepted", "quarantined", "contradicts_current")
    # without the precedence rule, the newer utterance of equal authority would supersede
    plain, _ = after_decision(SlotState(), p1, decide(p1, [doc], SlotState(), Policy()))
    assert decide(p2, [said], plain, Policy()).outcome == "accepted"


def test_a_protected_predicate_needs_a_reviewer() -> None:
    from domain.model import PredicatePolicy

    policy = Policy(predicates={"role": PredicatePolicy(protected=True)})
    s = source("My role is admin now.")
    p, ev = proposal("admin", [s])
    p = p.model_copy(update={"predicate": "role", "predicate_key": "role"})
    assert decide(p, ev, SlotState(), policy).reasons[0].value == "protected_predicate"
    reviewer_p = p.model_copy(update={"role": "reviewer"})
    assert decide(reviewer_p, ev, SlotState(), policy).outcome == "accepted"


def test_the_predicate_cap_refuses_only_new_predicates() -> None:
    full = frozenset(f"p{i}" for i in range(64))
    p, ev = proposal(18000, [source("Budget is $18,000")])
    assert decide(p, ev, SlotState(), POLICY, full).reasons[0].value == "too_many_predicates"
    assert decide(p, ev, SlotState(), POLICY, full | {"budget"}).outcome == "accepted"


# ---------------------------------------------------------------- evidence the value's seal covers (erasure)

def _sealed_source(sid: str, scope: str, key: str | None) -> Source:
    return Source(sid, scope, "utterance", "dana", "Our budget is $18,000.", datetime(2026, 10, 1, tzinfo=UTC),
                  "channel", "k-chat", key)


def test_a_source_whose_speaker_key_does_not_wrap_the_value_counts_as_not_found() -> None:
    late = _sealed_source("s1", "acme", "speaker-1")  # recorded after the proposal was stored
    assert sealed_with([late], "acme", {"scope-key": "w"}) == [None]


def test_sources_the_value_is_wrapped_under_another_scope_or_no_seal_stay() -> None:
    own = _sealed_source("s1", "acme", "speaker-1")
    other_scope = _sealed_source("s2", "globex", "speaker-2")  # refused for its scope, as before
    unsealed = _sealed_source("s3", "acme", None)
    assert sealed_with([own, other_scope, unsealed, None], "acme", {"speaker-1": "w"}) == \
        [own, other_scope, unsealed, None]
    assert sealed_with([own], "acme", None) == [own]  # a proposal stored before values were sealed
