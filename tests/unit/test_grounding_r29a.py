"""The sentence's own grammar: conditions without "if" (batch 97, red-team pass 29a).

Each class is a general rule, with attacks (accepted before it) and controls (statements that still ground): a premise
or an approval, a vote or money still to come heading the sentence ("Given approval, ...", "Granted ..., ", "Come
approval, ...", "Short of a veto, ...", "After sign-off, ...", "With funding, ..."; `_PREMISE_LEAD`); an absolute
condition anywhere in the sentence ("Board willing, ...", "Money allowing, ...", "All things being equal, ...",
"..., investors allowing."; `_ABSOLUTE_CONDITION`).
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.builders import verdict


# a premise heading the sentence: the value holds only once it is granted (`_PREMISE_LEAD`)
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("Given approval, budget: $18,000.", "budget", 18000, "unclear"),
    ("Given that legal agrees, our budget is $18,000.", "budget", 18000, "unclear"),
    ("Granted approval, our budget is $18,000.", "budget", 18000, "unclear"),
    ("Conditional on the move, HQ is Berlin.", "hq_city", "Berlin", "unclear"),
    ("Short of a veto, our budget is $18,000.", "budget", 18000, "unclear"),
    ("Call notes: given approval, budget $18,000.", "budget", 18000, "unclear"),
    ("That said, our budget is $18,000.", "budget", 18000, "asserted"),
    ("Everything considered, our budget is $18,000.", "budget", 18000, "asserted"),
])
def test_premise_lead(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# an approval, a vote or money still to come heading the sentence; a past event stays (`_PREMISE_LEAD`)
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("After sign-off, our budget is $18,000.", "budget", 18000, "unclear"),
    ("Following approval, our budget is $18,000.", "budget", 18000, "unclear"),
    ("With funding, our budget is $18,000.", "budget", 18000, "unclear"),
    ("With the Series B, team size is 25.", "team_size", 25, "unclear"),
    ("After they approve, our budget is $18,000.", "budget", 18000, "unclear"),
    ("After the vote, seats: 40.", "seats", 40, "unclear"),
    ("After a long review, our budget is $18,000.", "budget", 18000, "asserted"),
    ("Following up on our call: we have 40 seats.", "seats", 40, "asserted"),
    ("With thanks, our budget is $18,000.", "budget", 18000, "asserted"),
])
def test_event_still_to_come(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# an absolute condition, before or after the value (`_ABSOLUTE_CONDITION`)
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("Board willing, our budget is $18,000.", "budget", 18000, "unclear"),
    ("Cash flow allowing, our budget is $18,000.", "budget", 18000, "unclear"),
    ("All things being equal, our budget is $18,000.", "budget", 18000, "unclear"),
    ("All going well, our budget is $18,000.", "budget", 18000, "unclear"),
    ("Our HQ is Berlin, investors allowing.", "hq_city", "Berlin", "unclear"),
    ("Procurement willing, seats: 40.", "seats", 40, "unclear"),
    ("Our budget is $18,000.", "budget", 18000, "asserted"),
    ("By the way, our team size is 25.", "team_size", 25, "asserted"),
])
def test_absolute_condition(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected
