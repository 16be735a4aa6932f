"""Issue 11, in the pure core: valid times the evidence supports, bounded slot state, the contract's input checks."""
from __future__ import annotations

import json
from datetime import timedelta
from typing import Any

import pytest
from pydantic import ValidationError

from contracts.api import RecordSource, SearchFacts, SubmitProposal
from contracts.proposals import ProposalDecided
from contracts.reasons import ReasonCode
from contracts.slot import Pending, Point, SlotState
from domain import slot as sl
from domain.canon import MAX_KEY_CHARS, value_key
from domain.model import Policy
from domain.rules import decide
from services.gate.core import decision_event, refusal_event

from ..builders import T0, proposal, source

OK = {"scope": "acme/fleet", "subject": "customer:acme", "predicate": "budget", "value": "18000", "confidence": 0.9}


@pytest.mark.parametrize("patch", [
    {"value": "a\x00b"}, {"value": "\ud800"}, {"value": {"k\x00": 1}}, {"value": {"k": ["x", "\udfff"]}},
    {"subject": "x\x00"}, {"client_ref": "\x00"}, {"value": 2**53}, {"value": -(2**60)}, {"value": 1e300},
    {"value": {"n": 2**64}}, {"valid_from": "9999-12-31T23:59:59-01:00"}, {"valid_from": "0001-01-01T00:00:00+01:00"},
    {"valid_from": "0999-12-31T23:59:59Z"}, {"valid_from": "3000-01-01T00:00:00Z"},
])
def test_the_contract_refuses_what_the_views_cannot_store(patch: dict[str, Any]) -> None:
    with pytest.raises(ValidationError):
        SubmitProposal.model_validate({**OK, **patch})


def test_every_request_checks_its_strings_not_only_proposals() -> None:
    with pytest.raises(ValidationError):
        RecordSource.model_validate({"scope": "a/b", "kind": "note", "text": "x\x00"})
    with pytest.raises(ValidationError):
        SearchFacts.model_validate({"scope": "a/b", "text": "\ud800"})


def test_the_edges_of_the_ranges_are_accepted() -> None:
    assert SubmitProposal.model_validate({**OK, "value": 2**53 - 1}).value == 2**53 - 1
    assert SubmitProposal.model_validate({**OK, "valid_from": "1000-01-01T00:00:00Z"}).valid_from is not None
    assert SubmitProposal.model_validate({**OK, "valid_from": "2999-12-31T23:59:59Z"}).valid_from is not None
    assert SubmitProposal.model_validate({**OK, "value": "tab\tand newline\n and émoji 😀"}).value


def test_a_valid_time_later_than_the_newest_evidence_is_refused_for_an_agent() -> None:
    said = source("Our budget is $9,000.")
    pinned = proposal(9000, [said], valid_from=T0 + timedelta(days=3650))
    assert decide(pinned, [said], SlotState(), Policy()).reasons == (ReasonCode.VALID_TIME_UNSUPPORTED,)
    earlier = proposal(9000, [said], valid_from=T0 - timedelta(days=10))
    assert decide(earlier, [said], SlotState(), Policy()).outcome == "accepted"
    reviewer = proposal(9000, [said], valid_from=T0 + timedelta(days=3650), role="reviewer")
    assert decide(reviewer, [said], SlotState(), Policy()).outcome == "accepted"


def test_without_evidence_the_receipt_bounds_the_valid_time() -> None:
    p = proposal(9000, [], valid_from=T0 + timedelta(days=1))
    assert decide(p, [], SlotState(), Policy()).reasons == (ReasonCode.VALID_TIME_UNSUPPORTED,)


def test_a_slot_holds_at_most_the_policys_waiting_proposals() -> None:
    policy = Policy(max_pending_per_slot=2)
    state = SlotState()
    outcomes = []
    for i in range(4):
        p = proposal(1000 + i, [])  # unsourced: held for the verifier
        d = decide(p, [], state, policy)
        outcomes.append((d.outcome, d.reasons[0].value))
        if d.outcome == "quarantined":
            state = sl.with_pending(state, Pending(proposal_id=p.proposal_id, value_key=d.value_key,
                                                   valid_from=d.valid_from, authority=d.authority))
    assert outcomes == [("quarantined", "needs_provenance")] * 2 + [("rejected", "too_many_pending")] * 2


def test_long_values_have_short_keys_and_equal_values_equal_keys() -> None:
    long = "x" * 4000
    assert len(value_key(long)) <= MAX_KEY_CHARS
    assert value_key(long) == value_key(long.upper())  # still compared after normalising
    assert value_key(long) != value_key(long + "y")
    assert value_key("short") == "s:short"


def test_the_largest_slot_event_stays_far_below_natss_max_payload() -> None:
    """Issue 11, finding 4: a slot's state rode in every slot event and grew past 1 MiB."""
    big = "v" * 4000
    points = tuple(Point(proposal_id=f"p_{'a' * 32}{i}", fact_id=f"f_{'a' * 32}{i}", value_key=value_key(big + str(i)),
                         valid_from=T0, authority=2, seq_hint=i) for i in range(sl.MAX_POINTS))
    pending = tuple(Pending(proposal_id=f"p_{'b' * 32}{i}", value_key=value_key(big + str(i)), valid_from=T0,
                            authority=1) for i in range(Policy().max_pending_per_slot))
    ring = tuple(f"p_{'c' * 32}{i}" for i in range(sl.MAX_RING))
    state = SlotState(points=points, pending=pending, decided=ring, verdicts=ring, counter=10**6)
    p = proposal({"text": big}, [])
    evt: ProposalDecided = decision_event(p, [], state, Policy(), now=T0, latency_us=1)
    size = len(evt.model_dump_json())
    assert evt.outcome == "rejected" and size < 100 * 1024, size


def test_a_proposal_that_could_not_be_decided_is_refused_with_its_reason() -> None:
    p = proposal(1, [])
    evt = refusal_event(p, SlotState(), ReasonCode.RETRIES_EXHAUSTED, now=T0)
    assert (evt.outcome, evt.reasons, evt.point) == ("rejected", (ReasonCode.RETRIES_EXHAUSTED,), None)
    assert p.proposal_id in evt.slot.decided
    assert json.loads(evt.model_dump_json())["proposal_id"] == p.proposal_id


def test_a_body_nested_a_thousand_levels_deep_is_invalid_not_a_crash() -> None:
    """Found by the fuzzer: the storability check of a body nested ~1000 deep hit Python's recursion limit."""
    import orjson

    for raw in (b"[" * 1000 + b"]" * 1000, b'{"a":' * 1000 + b"1" + b"}" * 1000):
        with pytest.raises(ValidationError, match="nests deeper"):
            SubmitProposal.model_validate(orjson.loads(raw))


def test_a_predicates_time_to_live_sets_when_its_facts_expire() -> None:
    """Issue 16: policy `ttl_days`; an expired value holds no slot for what comes after it."""
    from domain.model import PredicatePolicy
    from domain.rules import after_decision

    policy = Policy(predicates={"promo_code": PredicatePolicy(ttl_days=30)})
    said = source("Our promo code is SPRING26.")
    first = proposal("SPRING26", [said], predicate="promo_code")
    d = decide(first, [said], SlotState(), policy)
    assert d.outcome == "accepted" and d.expires_at == T0 + timedelta(days=30)
    state, point = after_decision(SlotState(), first, d)
    assert point is not None and point.expires_at == d.expires_at
    autumn = source("Our promo code is AUTUMN26.", at=T0 + timedelta(days=90))  # after the expiry
    later = proposal("AUTUMN26", [autumn], predicate="promo_code")
    assert decide(later, [autumn], state, policy).reasons == (ReasonCode.NEW_VALUE,)
