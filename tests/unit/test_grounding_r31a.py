"""Aggregation, deltas and parts of a whole (batch 99, red-team pass 31a).

Each class is a general rule, with attacks (accepted before it) and controls (statements that still ground): a share
of the whole named before the value in brackets or after a dash ("Two thirds of our team (12 people) are engineers.",
"我们团队大部分（12人）在远程办公。"; `_SHARE_OF_WHOLE`); an opening phrase that adds figures up over several parties
or records ("Summed over both accounts,", "Across the Acme group,", "所有合同加起来，"; `_SUM_OPENER`); what is still to
be spent or handed out ("We have $18,000 to spend still.", "Budget still to spend: $18,000"; `_LEFT_TO`); new things
counted, the added ones ("New seats: 40."; `_NEW_ITEMS`).
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.builders import verdict


# a share of the whole before the value (`_SHARE_OF_WHOLE`)
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("Two thirds of our team (12 people) are engineers.", "team_size", 12, "unclear"),
    ("Most of our seats (40 seats) sit in sales.", "seats", 40, "unclear"),
    ("The bulk of our team (12 people) sits in Austin.", "team_size", 12, "unclear"),
    ("Four fifths of our team (12 engineers) ship weekly.", "team_size", 12, "unclear"),
    ("我们团队大部分（12人）在远程办公。", "team_size", 12, "unclear"),
    ("Our team (12 people) is remote.", "team_size", 12, "asserted"),
    ("All of our team (12 people) is remote.", "team_size", 12, "asserted"),
])
def test_share_of_the_whole(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# an opening phrase that adds figures up over several parties or records (`_SUM_OPENER`)
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("Summed over both accounts, seats are 40.", "seats", 40, "unclear"),
    ("Taken together, our budget is $18,000.", "budget", 18000, "unclear"),
    ("Across the Acme group, headcount is 250.", "headcount", 250, "unclear"),
    ("Counting every subsidiary, we have 40 seats.", "seats", 40, "unclear"),
    ("Adding the Labs subsidiary, the budget is $18,000.", "budget", 18000, "unclear"),
    ("所有合同加起来，我们有40个席位。", "seats", 40, "unclear"),
    ("Between our two offices, we have 40 seats in total.", "seats", 40, "asserted"),
    ("In total, we have 40 seats.", "seats", 40, "asserted"),
    ("我们共有40个席位。", "seats", 40, "asserted"),
])
def test_sum_over_parties_or_records(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# what is still to be spent or handed out (`_LEFT_TO`)
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("We have $18,000 to spend still.", "budget", 18000, "unclear"),
    ("Budget still to spend: $18,000.", "budget", 18000, "unclear"),
    ("We've $18,000 to spend, still.", "budget", 18000, "unclear"),
    ("We have $18,000 to spend.", "budget", 18000, "asserted"),
])
def test_still_to_be_used(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# the new ones counted, not the whole (`_NEW_ITEMS`)
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("New seats: 40.", "seats", 40, "unclear"),
    ("Our new seats: 40.", "seats", 40, "unclear"),
    ("New licences: 40 seats.", "seats", 40, "unclear"),
    ("Our new seat count is 40.", "seats", 40, "asserted"),
    ("Our new budget is $18,000.", "budget", 18000, "asserted"),
])
def test_new_ones_added(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


def test_new_ones_named_as_the_total_stay() -> None:
    assert verdict("New seats for Acme: 40 total.", "seats", 40) == "asserted"
