"""Questions and answers, forms and checkboxes (batch 106, red-team pass 38a).

A value a form or a transcript does not give as the subject's own current answer to the question is held. Each class
is a general rule, with attacks (accepted before it) and controls (the subject's own plain answers, which still
ground): an empty box in the statement's line, a form's option not ticked ("Seats: [ ] 40", "Seats: 40 [_]",
"Seats: ◻ 40", "座位数：［ ］40"; `_EMPTY_BOX`); a long question above the answer that asks it under a condition, a plan
or a modal, of another party or of another scope ("Q: For the pilot that starts in January, how many seats do you
have?"; `_long_question_above`); a line after a form's field saying the subject did not answer it, or that the other
side filled it in ("Respondent skipped this question.", "Answered by: Sam (vendor)"; `_FIELD_NOT_ANSWERED`).
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.builders import verdict


# an empty box in the statement's line: the option is not ticked
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("Seats: [ ] 40", "seats", 40, "unclear"),
    ("Seats: 40 [_]", "seats", 40, "unclear"),
    ("Budget: ◻ $18,000", "budget", 18000, "unclear"),
    ("座位数：［ ］40个", "seats", 40, "unclear"),
    ("Seats: 40", "seats", 40, "asserted"),
    ("座位数：40", "seats", 40, "asserted"),
])
def test_empty_box(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# a long question above the answer that asks more than the value now
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("Q: For the pilot that starts in January, how many seats do you have?\nA: We have 40 seats.", "seats", 40, "unclear"),
    ("Q: How many seats would you need if the merger goes ahead and the new team joins?\nA: Good question.\n"
     "A: We have 40 seats.", "seats", 40, "unclear"),
    ("Q: What budget did you give the other vendor when they asked last month?\nA: Our budget is $18,000.", "budget",
     18000, "unclear"),
    ("Q: How many seats does the marketing team alone have on the platform today?\nA: We have 40 seats.", "seats", 40,
     "unclear"),
    ("Q: How many seats did you have at the start of this year before the cuts?\nA: We have 40 seats.", "seats", 40,
     "unclear"),
    ("Q: How many seats do you have right now across the whole company?\nA: We have 40 seats.", "seats", 40, "asserted"),
    ("Q: Was there any change, how many seats do you have now?\nA: We have 40 seats.", "seats", 40, "asserted"),
    ("Q: How many seats do you have?\nA: We have 40 seats.", "seats", 40, "asserted"),
])
def test_long_question_above(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# a line after a form's field: not answered by the subject, or filled in by the other side
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("Seats: 40\nRespondent skipped this question.", "seats", 40, "unclear"),
    ("Seats: 40\nCustomer did not change this field.", "seats", 40, "unclear"),
    ("Seats: 40\nAnswered by: Sam (vendor)", "seats", 40, "unclear"),
    ("Budget: $18,000\nFilled out by the AE on the call.", "budget", 18000, "unclear"),
    ("Seats: 40\nAnswered by: Dana (Acme)", "seats", 40, "asserted"),
    ("Budget: $18,000\nConfirmed by Dana (Acme).", "budget", 18000, "asserted"),
])
def test_field_not_answered(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected
