"""Date-valued claims read beside what moves or names their day (batch 103, red-team pass 35b).

Each class is a general rule, with attacks (accepted before it) and controls (statements that still ground): a
weekday beside the date, abbreviated or in Chinese, that is not the date's ("Fri 2027-03-01", "2027年3月1日 星期五";
`_WEEKDAY_BESIDE`), a clock time after the date with a zone named ("2027-03-01 23:30 PST"; `_CLOCK_AFTER_DATE`,
`_ZONE_NAMED`, `_PLACE_AFTER_CLOCK`), a week number beside it ("/ W09", "（第9周）"; `_WEEK_NO`), a bracket naming
another event of the deal ("(signature)", "（签约日）"; `_EVENT_BRACKET`), the date given again in the Gregorian
calendar, a fiscal year, or another day for another party ("(Gregorian 2027-04-10)", "(FY27)", "our time, which is
Feb 28 for you"; `_RECKONING`, `_SAME_DATE_LINK`, `_OWN_TIME_AFTER`), and a bound or the writer's own sums after it
("at the outside", "by our calculation", "按我们的算法"; the lexicons).
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.builders import verdict

# 2027-03-01 is a Monday, 2027-03-31 a Wednesday


# a weekday beside the date, abbreviated or in Chinese, that is not its own (`_WEEKDAY_BESIDE`)
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("Renewal date: Fri 2027-03-01", "renewal_date", "2027-03-01", "unclear"),
    ("Renewal date: Tues., March 1, 2027", "renewal_date", "2027-03-01", "unclear"),
    ("续约日期：2027年3月1日 星期五", "renewal_date", "2027-03-01", "unclear"),
    ("续约日期：礼拜三 2027年3月1日", "renewal_date", "2027-03-01", "unclear"),
    ("Renewal date: Mon 2027-03-01", "renewal_date", "2027-03-01", "asserted"),
    ("续约日期：2027年3月1日（星期一）", "renewal_date", "2027-03-01", "asserted"),
    ("我们的续约日期是2027年3月1日，星期一。", "renewal_date", "2027-03-01", "asserted"),
])
def test_weekday_beside(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# a clock time after the date with a zone named: the day may be another elsewhere (`_CLOCK_AFTER_DATE`)
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("Renewal date: 2027-03-01 23:30 PST", "renewal_date", "2027-03-01", "unclear"),
    ("Renewal date: March 1, 2027 11:30 PM PT", "renewal_date", "2027-03-01", "unclear"),
    ("Our contract ends 2027-03-31, close of business Pacific.", "contract_end", "2027-03-31", "unclear"),
    ("Our renewal date is 2027-03-01 at 12:30am Tokyo.", "renewal_date", "2027-03-01", "unclear"),
    ("Renewal date: 2027-03-01 23:59", "renewal_date", "2027-03-01", "asserted"),
    ("Our renewal date is 2027-03-01 Japan time.", "renewal_date", "2027-03-01", "asserted"),
    ("续约日期：2027年3月1日 23:30", "renewal_date", "2027-03-01", "asserted"),
])
def test_clock_in_a_zone(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# a week number beside the date (`_WEEK_NO`)
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("Renewal date: 2027-03-01 / W09", "renewal_date", "2027-03-01", "unclear"),
    ("Our renewal date is 2027-03-01, CW 9.", "renewal_date", "2027-03-01", "unclear"),
    ("续约日期：2027年3月1日（第9周）", "renewal_date", "2027-03-01", "unclear"),
    ("Renewal date: 2027-03-01.", "renewal_date", "2027-03-01", "asserted"),
    ("续约日期：2027年3月1日。", "renewal_date", "2027-03-01", "asserted"),
])
def test_week_number(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# a bracket after the date naming another event of the deal (`_EVENT_BRACKET`)
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("Renewal date: 2027-03-01 (signature), 2027-04-01 (renewal).", "renewal_date", "2027-03-01", "unclear"),
    ("Renewal date: 2027-03-01 [termination]", "renewal_date", "2027-03-01", "unclear"),
    ("续约日期：2027年3月1日（签约日）", "renewal_date", "2027-03-01", "unclear"),
    ("续约日期：2027年3月1日（开票）", "renewal_date", "2027-03-01", "unclear"),
    ("Renewal date (from the contract): 2027-03-01", "renewal_date", "2027-03-01", "asserted"),
    ("我们的续约日期为2027年3月1日。", "renewal_date", "2027-03-01", "asserted"),
])
def test_event_bracket(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# the date in another reckoning, or given again as another (`_RECKONING`, `_SAME_DATE_LINK`, `_OWN_TIME_AFTER`)
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("Our renewal date is 2027-03-01 (Gregorian 2027-04-10).", "renewal_date", "2027-03-01", "unclear"),
    ("Our renewal date: 2027-03-01 (day 1 of Q1 FY27).", "renewal_date", "2027-03-01", "unclear"),
    ("Our renewal date is 2027-03-01 our time, which is Feb 28 for you.", "renewal_date", "2027-03-01", "unclear"),
    ("Our renewal date is 2027-03-01, as agreed.", "renewal_date", "2027-03-01", "asserted"),
    ("Our renewal date is 1 March 2027 (Monday).", "renewal_date", "2027-03-01", "asserted"),
])
def test_date_in_other_terms(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# a bound after the date, or the writer's own sums (lexicon `approx_after`, `hedge`)
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("Our renewal date is 2027-03-01 at the outside.", "renewal_date", "2027-03-01", "absent"),
    ("Our renewal date is 2027-03-01 by our calculation.", "renewal_date", "2027-03-01", "absent"),
    ("续约日期按我们的算法是2027年3月1日。", "renewal_date", "2027-03-01", "absent"),
    ("By my count, our budget is $18,000.", "budget", 18000, "asserted"),
    ("Our renewal date is March 31, 2027.", "renewal_date", "2027-03-31", "asserted"),
])
def test_bound_or_own_sums(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected
