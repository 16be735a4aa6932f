"""Grounding accepts only the shape of a plain assertion (issue 13, hardening): anything else that
names the predicate and the value is held for a reviewer, never accepted."""
from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest

from domain.assertion import ground

AT = datetime(2026, 10, 1, 9, 0, tzinfo=UTC)


def verdict(text: str, predicate: str, value: Any, subject: str = "customer:acme") -> str:
    return ground(text, subject=subject, predicate=predicate, value=value, captured_at=AT).verdict


@pytest.mark.parametrize("text,predicate,value", [
    ("Our marketing budget is $18,000.", "budget", 18000),  # another budget
    ("The test budget in the sandbox is $18,000.", "budget", 18000),
    ("Our IT budget sits at 120k.", "budget", 120000),  # "it" is a frame word, not between "our" and "budget"
    ("Preliminary budget is $18,000.", "budget", 18000),  # a status nobody listed
    ("Our budget is $40 per seat.", "budget", 40),
    ("Budget | 18,000 | Q3 forecast", "budget", 18000),
    ("Budget: $18,000 (not yet approved)", "budget", 18000),  # a parenthesis belongs to the value's item
    ("Hooli (our biggest customer) has a $75k budget.", "budget", 75000),  # whose? the clause opens with a verb
    ("Budget: 18,000 / Seats: 25 / Users: 30", "seats", 30),  # the predicate named again with another value
    ("The budget is $18,000 but that is being revisited.", "budget", 18000),
    ("Budget is 18k. Sorry — 16k, I misread.", "budget", 18000),  # a later sentence corrects it
    ("我们的营销预算是5万。", "budget", 50000),
    ("预算暂定3万元。", "budget", 30000),
    ("每人预算500元。", "budget", 500),
])
def test_what_is_not_a_plain_assertion_is_held_not_accepted(text: str, predicate: str, value: Any) -> None:
    assert verdict(text, predicate, value) == "unclear"


@pytest.mark.parametrize("text,predicate,value", [
    ("Our headquarters moved from Berlin to Munich.", "hq_city", "Berlin"),
    ("We went from 10 to 12 seats.", "seats", 10),
    ("Seat count: 30 -> 45 (approved Friday)", "seats", 30),
    ("Discount 12% → 8% at renewal.", "discount", 12),
    ("我们总部从北京搬到了上海。", "hq_city", "北京"),
    ("HQ Berlin, warehouse Hamburg, support Lisbon.", "hq_city", "Hamburg"),
])
def test_the_value_before_a_change_or_of_another_item_grounds_nothing(text: str, predicate: str, value: Any) -> None:
    assert verdict(text, predicate, value) != "asserted"


@pytest.mark.parametrize("text,predicate,value", [
    ("Our headquarters moved from Berlin to Munich.", "hq_city", "Munich"),
    ("We went from 10 to 12 seats.", "seats", 12),
    ("我们总部从北京搬到了上海。", "hq_city", "上海"),
    ("Budget $18,000, seats 12, discount 10%.", "seats", 12),
    ("Languages: English, Spanish, Portuguese.", "languages", "Spanish"),
    ("Hi team,\nJust confirming our budget for the rollout is $18,000.\nBest, Dana", "budget", 18000),
    ("Invoice 2026-114: total budget approved $30,000.", "budget", 30000),
    ("Budget | $18,000 | approved", "budget", 18000),
    ("Our budget moved down to $12,000 after we cut scope.", "budget", 12000),
    ("Support channel: Slack.", "preferred_channel", "Slack"),  # "support" is in the predicate's own frame
    ("We need 12 seats.", "seats", 12),
    ("预算2万，座位15个，折扣10%。", "seats", 15),
])
def test_a_plain_assertion_in_any_layout_is_still_accepted(text: str, predicate: str, value: Any) -> None:
    assert verdict(text, predicate, value) == "asserted"


def test_a_verb_of_one_predicate_does_not_frame_another() -> None:
    assert verdict("We need 12 seats.", "seats", 12) == "asserted"
    assert verdict("We need a budget of $20,000.", "budget", 20000) != "asserted"  # a need, not the budget


def test_an_indexed_predicate_is_grounded_by_its_place_in_a_series() -> None:
    readings = "Readings " + " ".join(str(i) for i in range(1, 71))
    assert verdict(readings, "reading_5", "5", subject="sensor:flood") == "asserted"
    assert verdict(readings, "reading_5", "6", subject="sensor:flood") != "asserted"


@pytest.mark.parametrize("text,predicate,value", [
    ("We need 40 seats for the sales team.", "seats", 40),  # whom they are for does not qualify them
    ("Our security docs describe prompt injection attacks and how we test for them.", "topic",
     "prompt injection attacks"),
])
def test_the_red_team_legitimate_updates_are_still_accepted(text: str, predicate: str, value: Any) -> None:
    subject = "doc:security" if predicate == "topic" else "customer:hooli"
    assert verdict(text, predicate, value, subject=subject) == "asserted"


@pytest.mark.parametrize("text,value,expected", [
    ("budget=18000 seats=40", 18000, "unclear"),  # "seats" names the next field, it does not count the 18000
    ("budget: 18000 seats: 40", 18000, "unclear"),
    ("budget=18000, seats=40", 18000, "asserted"),
    ("Our budget is 18000 seats.", 18000, "absent"),  # here it does count them
    ("We bought 18000 seats: 12 for sales.", 18000, "absent"),
])
def test_a_word_that_names_the_next_field_is_not_what_the_number_counts(text: str, value: int, expected: str) -> None:
    """A record written as key=value pairs held a legitimate budget as a count of seats (refused):
    the word after the number is the next field's name when "=" or ": <number>" follows it."""
    assert verdict(text, "budget", value) == expected
