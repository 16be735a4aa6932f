"""Derived and composite values: arithmetic, rounding, parts and conversions beside the figure (batch 110, red-team
pass 42b).

A figure that a sentence beside it works on, rounds, converts or makes a part of is held; a plain stated total still
grounds. Each class is a general rule, with attacks (accepted before it) and controls: an operation on it, a rounding,
the exact figure beside it, a part or a share, a figure for several parties, a conversion, more of the same elsewhere
and another figure in effect, in a sentence beside (`_ARITH_BESIDE`, `_ZH_ARITH_BESIDE`), and more of the same or a
rounding after the value in its own sentence (`_MORE_OF_IT_AFTER`).
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.builders import verdict


# an operation on the figure in a sentence beside it: what is had is another number
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("We have 20 seats. Double it.", "seats", 20, "unclear"),
    ("We have 20 seats. Halve that for the pilot.", "seats", 20, "unclear"),
    ("Our budget is $18,000. Add $6,000 for services.", "budget", 18000, "unclear"),
    ("We currently have 40 seats. Deduct 5 for the leavers.", "seats", 40, "unclear"),
    ("We have 40 seats. Double-checked with finance.", "seats", 40, "asserted"),
    ("We have 40 seats. Add me to the thread please.", "seats", 40, "asserted"),
])
def test_operation_beside(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# a rounding, or the exact figure beside it: the figure is not the exact one
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("Our budget is $18,000. Rounded up.", "budget", 18000, "unclear"),
    ("Our headcount is 250. I've rounded it off.", "headcount", 250, "unclear"),
    ("Our budget is $18,000. Nearest thousand.", "budget", 18000, "unclear"),
    ("Our budget is $18,000. Exact figure: $17,950.", "budget", 18000, "unclear"),
    ("Our budget is $18,000 — rounded to the nearest thousand.", "budget", 18000, "unclear"),
    ("我们的预算是18000元。四舍五入的。", "budget", 18000, "unclear"),
    ("Our budget is $18,000. To be precise, $18,000 including VAT.", "budget", 18000, "asserted"),
    ("Our budget is $18,000. Finance approved it yesterday.", "budget", 18000, "asserted"),
])
def test_rounded_beside(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# a part, a share or a subtotal, or a figure for several parties
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("Our budget is $18,000. That's the licence part; services are separate.", "budget", 18000, "unclear"),
    ("We have 40 seats. It's the EMEA slice.", "seats", 40, "unclear"),
    ("Our budget is $18,000. That's the subtotal.", "budget", 18000, "unclear"),
    ("Our headcount is 250. That's for both firms combined.", "headcount", 250, "unclear"),
    ("我们的预算是18000元。小计。", "budget", 18000, "unclear"),
    ("我们的预算是18000元。两家合计。", "budget", 18000, "unclear"),
    ("Our budget is $18,000. That's the total for everything.", "budget", 18000, "asserted"),
    ("我们有40个席位。谢谢。", "seats", 40, "asserted"),
])
def test_part_beside(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# a conversion from another currency or at a rate
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("Our budget is $18,000. Converted from €16,500.", "budget", 18000, "unclear"),
    ("Our budget is $18,000. At today's exchange rate.", "budget", 18000, "unclear"),
    ("Our budget is $18,000. Using a 1.09 rate.", "budget", 18000, "unclear"),
    ("我们的预算是18000美元。由欧元折算。", "budget", 18000, "unclear"),
    ("Our budget is $18,000. Today's exchange rate is 0.92.", "budget", 18000, "asserted"),
    ("我们的预算是18000元。财务已批准。", "budget", 18000, "asserted"),
])
def test_converted_beside(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# more of the same elsewhere, beside or after the value: the figure is a part
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("We have 20 seats. Paris has another 20.", "seats", 20, "unclear"),
    ("We have 20 seats, with 20 more coming.", "seats", 20, "unclear"),
    ("We have 20 seats. The rest are in Paris.", "seats", 20, "unclear"),
    ("Our budget is $12,000, and there's a further $6,000 in reserve.", "budget", 12000, "unclear"),
    ("我们有20个席位，另外还有20个在上海。", "seats", 20, "unclear"),
    ("我们有20个席位。其余的在上海。", "seats", 20, "unclear"),
    ("We have 12 seats, 3 more than Globex.", "seats", 12, "asserted"),
    ("We have 40 seats. The rest of the info is in the contract.", "seats", 40, "asserted"),
    ("We have 40 seats. 20 of them are in Berlin.", "seats", 40, "asserted"),
    ("我们一共有40个席位，北京20个，上海20个。", "seats", 40, "asserted"),
])
def test_more_of_it_beside(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# another figure in effect beside it
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("We have 45 seats. 5 are inactive, so really 40.", "seats", 45, "unclear"),
    ("We have 45 seats. Effectively 40.", "seats", 45, "unclear"),
    ("We have 40 seats, 5 of which are inactive.", "seats", 40, "asserted"),
    ("After the 10% cut, our budget is $18,000.", "budget", 18000, "asserted"),
])
def test_in_effect_beside(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected
