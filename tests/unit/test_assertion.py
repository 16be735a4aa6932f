"""Grounding checks the claim, not the number (issue 13): one sentence must assert it."""
from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest

from cli.groundeval import CORPUS, load, policy, score, table
from domain.assertion import ground, parse

AT = datetime(2026, 10, 1, 9, 0, tzinfo=UTC)


def verdict(text: str, predicate: str, value: Any, subject: str = "customer:acme", **kw: Any) -> str:
    return ground(text, subject=subject, predicate=predicate, value=value, captured_at=AT, **kw).verdict


@pytest.mark.parametrize("text,predicate,value", [
    ("We ship 40 units a month.", "budget", 40),
    ("Do you think 12 seats would do?", "seats", 12),
    ("Had we signed in March, we'd have saved $5,000.", "discount", 5000),
    ("Acme's parent company is based in Berlin.", "hq_city", "Berlin"),
])
def test_the_four_examples_of_issue_13_ground_nothing(text: str, predicate: str, value: Any) -> None:
    assert verdict(text, predicate, value) == "absent"


@pytest.mark.parametrize("text,predicate,value", [
    ("Our budget for this project is $18,000, confirmed by our CFO.", "budget", 18000),
    ("Update from finance: our budget is now $14,000", "budget", 14000),
    ("我们的预算现在是14000美元", "budget", 14000),
    ("预算：1万8", "budget", 18000),
    ("Nameplate: MFD 05/2004, model Rheem 82V40-2", "manufacture_date", "2004-05"),
    ("Support channel: Slack.", "preferred_channel", "Slack"),
    ("We're planning to roll this out in Q4.", "timeline", "Q4"),  # a timeline is a plan (allow = ["plan"])
    ("Our budget is $18,000 and we need 12 seats.", "seats", 12),
])
def test_a_sentence_that_asserts_the_claim_grounds_it(text: str, predicate: str, value: Any) -> None:
    assert verdict(text, predicate, value) == "asserted"


@pytest.mark.parametrize("text,predicate,value,why", [
    ("The budget is about $18k.", "budget", 18000, "approximate"),
    ("The budget is between 10 and 20k.", "budget", 10, "range"),
    ("John said the budget is 5k.", "budget", 5000, "someone else"),
    ("I heard the support channel is email now.", "preferred_channel", "email", "hearsay"),
    ("Our competitor's budget is $50,000.", "budget", 50000, "another party"),
    ("We might have 30 seats.", "seats", 30, "hedged"),
    ("Our budget is not $14,000.", "budget", 14000, "negated"),
    ("Ticket 4417 is about our budget.", "budget", 4417, "belongs to"),
    ("你觉得12个座位够吗？", "seats", 12, "question"),
])
def test_a_clear_non_assertion_says_why(text: str, predicate: str, value: Any, why: str) -> None:
    g = ground(text, subject="customer:acme", predicate=predicate, value=value, captured_at=AT)
    assert g.verdict == "absent" and why in g.why and g.sentence == text


def test_a_time_expression_sets_the_valid_time_or_holds_the_proposal() -> None:
    later = ground("From next month our budget is $20,000.", subject="customer:acme", predicate="budget",
                   value=20000, captured_at=AT)
    assert later.verdict == "asserted" and later.valid_from == datetime(2026, 11, 1, tzinfo=UTC)
    assert verdict("Last year our budget was $10,000.", "budget", 10000) == "unclear"
    assert verdict("Last year our budget was $10,000.", "budget", 10000,
                   valid_from=datetime(2025, 4, 1, tzinfo=UTC)) == "asserted"


def test_aliases_from_the_policy_name_a_predicate() -> None:
    assert verdict("The kitty for this is $9,000.", "budget", 9000) == "absent"
    assert verdict("The kitty for this is $9,000.", "budget", 9000, aliases=("kitty",)) == "asserted"


def test_a_source_is_parsed_once() -> None:
    text = "Our budget is $18,000. We need 12 seats."
    assert parse(text) is parse(text) and len(parse(text)) == 2


def test_the_grounding_corpus_has_no_false_acceptance() -> None:
    """Every case of tests/grounding/corpus.jsonl; the acceptance rate is reported by `groundeval`."""
    cases = load(CORPUS)
    assert len(cases) >= 300
    scored = score(cases, policy(None))
    _, false_acceptances, legit, accepted = table(scored)
    wrong = [s.case["id"] for s in scored if s.got == "accept" and s.case["expect"] != "accept"]
    assert false_acceptances == 0, wrong
    print(f"legitimate accepted automatically: {accepted}/{legit}")


def test_the_gate_holds_for_a_reviewer_what_the_rules_cannot_tell_and_refuses_to_ground_the_rest() -> None:
    from contracts.slot import SlotState
    from domain.model import Policy
    from domain.rules import decide
    from tests.builders import T0, proposal, source

    def decided(text: str, value: Any) -> Any:
        s = source(text)
        return decide(proposal(value, [s]), [s], SlotState(), Policy())

    held = decided("Last year our budget was $10,000.", 10000)
    assert (held.outcome, held.reasons[0].value, held.grounded_by) == ("quarantined", "needs_review", ())
    not_said = decided("We ship 40 units a month.", 40)
    assert (not_said.outcome, not_said.reasons[0].value) == ("quarantined", "not_grounded")
    later = decided("From next month our budget is $20,000.", 20000)
    assert later.outcome == "accepted" and later.valid_from == datetime(2026, 11, 1, tzinfo=UTC) > T0
