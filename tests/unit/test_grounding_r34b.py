"""The value held as part of another thing: a code, a thing's name, a ticket (batch 102, red-team pass 34b).

Each class is one general rule (`_in_identifier`), with attacks (accepted before it) and controls (plain statements that
still ground): a one-letter code part glued after a number (`_CODE_PART_AFTER`), a code part glued after a date
(`_DATE_CODE_AFTER`), a noun that names a thing by the number or the date right before it (`_NAMING_NOUN_BEFORE`,
`_ZH_TOPIC_NOUN_BEFORE`).
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.builders import verdict


@pytest.mark.parametrize(("text", "predicate", "value", "accepted"), [
    ("Seats: 40-A", "seats", 40, False),
    ("Our team size is 14F.", "team_size", 14, False),
    ("Budget: 18000_B", "budget", 18000, False),
    ("座位：40-A", "seats", 40, False),
    ("Seats: 40", "seats", 40, True),
    ("Our budget is $18k.", "budget", 18000, True),
    ("Our budget is $18,000-a-year.", "budget", 18000, False),  # (held before this rule too)
    ("座位：40", "seats", 40, True),
])
def test_code_part_after_number(text: str, predicate: str, value: Any, accepted: bool) -> None:
    assert (verdict(text, predicate, value) == "asserted") is accepted, text


@pytest.mark.parametrize(("text", "predicate", "value", "accepted"), [
    ("Our renewal date is 2027-03-01-7.", "renewal_date", "2027-03-01", False),
    ("Renewal date: 2027-03-01-A", "renewal_date", "2027-03-01", False),
    ("Renewal date: 2027-03-01", "renewal_date", "2027-03-01", True),
    ("Renewal date: 2027-03-01 - confirmed.", "renewal_date", "2027-03-01", True),
])
def test_code_part_after_date(text: str, predicate: str, value: Any, accepted: bool) -> None:
    assert (verdict(text, predicate, value) == "asserted") is accepted, text


@pytest.mark.parametrize(("text", "predicate", "value", "accepted"), [
    ("Seats: plan 40", "seats", 40, False),
    ("We need seats for project 40.", "seats", 40, False),
    ("Discount - level 15", "discount", 15, False),
    ("Renewal date: ticket 2027-03-01", "renewal_date", "2027-03-01", False),
    ("续约日期：订单2027-03-01", "renewal_date", "2027-03-01", False),
    ("续约日期：合同2027-03-01", "renewal_date", "2027-03-01", False),
    ("Our plan: 40 seats.", "seats", 40, True),
    ("We need 40 seats.", "seats", 40, True),
    ("Our renewal date is 2027-03-01.", "renewal_date", "2027-03-01", True),
    ("我们的合同2027-03-01续约。", "renewal_date", "2027-03-01", True),
])
def test_naming_noun_before(text: str, predicate: str, value: Any, accepted: bool) -> None:
    assert (verdict(text, predicate, value) == "asserted") is accepted, text
