"""Quantifiers, distributivity and scope (batch 111, red-team pass 43b).

A value that a quantifier gives to each of several, to some of them or to a part, not to the subject as a whole, is
held; a plain total or a plainly stated single value still grounds. Each class is a general rule, with attacks
(accepted before it) and controls: the same for other parts in a sentence beside (`_SHARED_BESIDE`,
`_ZH_SHARED_BESIDE`), "ours" as a plural holder (`_OURS_MANY`), a larger figure for a part after the value
(`_PART_VALUE_AFTER`), a second one of the thing after it (`_SECOND_AFTER`, `_ANOTHER_OF_IT`, `_OWN_SPELLED_OUT`)
and Chinese "有的" (`_ZH_SOME_OF`).
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.builders import verdict


# the same for other parts, or a distributive quantifier alone, in a sentence beside: each part's value
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("We need 40 seats. Same for Munich.", "seats", 40, "unclear"),
    ("Our budget is $18,000. Ditto for the sales team.", "budget", 18000, "unclear"),
    ("Our headcount is 120. Likewise for each subsidiary.", "headcount", 120, "unclear"),
    ("We need 40 seats. Marketing has the same.", "seats", 40, "unclear"),
    ("We need 40 seats. The Paris office too.", "seats", 40, "unclear"),
    ("Our budget is $18,000. That holds for every region.", "budget", 18000, "unclear"),
    ("We need 40 seats. Each!", "seats", 40, "unclear"),
    ("我们需要40个座位。慕尼黑也一样。", "seats", 40, "unclear"),
    ("我们的预算是18000美元。各部门相同。", "budget", 18000, "unclear"),
    ("We need 40 seats. Same as last year.", "seats", 40, "asserted"),
    ("We have 40 seats. Across all teams.", "seats", 40, "asserted"),
    ("We have 40 seats. Globex does too.", "seats", 40, "asserted"),
    ("我们有40个席位。一直都是这样。", "seats", 40, "asserted"),
    ("预算：50000。财务系统里也是这个数。", "budget", 50000, "asserted"),
])
def test_shared_beside(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# "ours" as a plural holder: what each of ours has
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("Ours have 40 seats.", "seats", 40, "unclear"),
    ("All of ours are on 40 seats.", "seats", 40, "unclear"),
    ("Ours have a budget of $18,000.", "budget", 18000, "unclear"),
    ("The pleasure is ours. We need 40 seats.", "seats", 40, "asserted"),
    ("Our team has 40 seats.", "seats", 40, "asserted"),
])
def test_ours_many(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# a larger figure for a part after the value: the value cannot be the whole
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("We have 40 seats, 60 in Munich.", "seats", 40, "unclear"),
    ("Our budget is $18,000, and $24,000 for marketing.", "budget", 18000, "unclear"),
    ("We have 30 seats here, 45 at the Lyon site.", "seats", 30, "unclear"),
    ("Our team is 12 people, 8 in Berlin.", "team_size", 12, "asserted"),
    ("Our budget is $18,000, with $2,000 for travel.", "budget", 18000, "asserted"),
])
def test_part_value_after(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# a second one of the thing named after the value, or in a sentence beside: one of several
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("Our HQ is in Berlin, our other HQ in Munich.", "hq_city", "Berlin", "unclear"),
    ("Our HQ is in Berlin, as is our second HQ.", "hq_city", "Berlin", "unclear"),
    ("Our HQ is in Vienna, our second one in Graz.", "hq_city", "Vienna", "unclear"),
    ("Our HQ is in Berlin. Our US HQ is in Boston.", "hq_city", "Berlin", "unclear"),
    ("Our headquarters is in Berlin. Our Asian headquarters is in Singapore.", "hq_city", "Berlin", "unclear"),
    ("Our HQ is in Berlin.", "hq_city", "Berlin", "asserted"),
    ("Our HQ is in Berlin, our warehouse in Munich.", "hq_city", "Berlin", "asserted"),
])
def test_second_one(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# Chinese "有的": some of several, not the subject as a whole
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("有的团队有40个座位。", "seats", 40, "unclear"),
    ("有的有40个座位，有的有60个。", "seats", 40, "unclear"),
    ("我们有的部门预算是18000美元。", "budget", 18000, "unclear"),
    ("我们需要40个座位。", "seats", 40, "asserted"),
    ("我们一共有40个座位。", "seats", 40, "asserted"),
])
def test_zh_some_of(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected
