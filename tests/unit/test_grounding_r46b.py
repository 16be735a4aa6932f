"""Units, bases and measures that are not the claim's (batch 114, red-team pass 46b).

A value that stands in the text but is measured on another basis, in another unit or at another granularity than the
claim is held; the claim's own unit, a plain total or a plain date still grounds. Each class is a general rule, with
attacks (accepted before it) and controls: a quarter, half or month of a fiscal year (`_FISCAL_MARK`, `_PERIOD_VALUE`),
a count of the plan's places rather than people (`_PLANNED_COUNT_AFTER`), a wider area after a city
(`_WIDER_AREA_AFTER`), an internal line before a phone number (`_INTERNAL_LINE_BEFORE`), the day a bracketed zone makes
elsewhere (`_BRACKET_ASIDE`, `_OTHER_DAY_LINK`), all in `_unit_basis_other`; a short sentence beside naming another
basis (`_BASIS_BESIDE`, `_ZH_BASIS_BESIDE`); a heading giving every figure per unit or period (`_PERIOD_LINE`); a
currency declared with words between ("Figures below in EUR.", "Everything's in pesos."; `_CURRENCY_DECL`, `_OTHER_MONEY`).
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.builders import verdict


# a quarter, half or month of a fiscal or financial year: the calendar's may be another
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("We go live in Q1 of FY27.", "timeline", "Q1", "unclear"),
    ("We're launching in Q1 of our financial year.", "timeline", "Q1", "unclear"),
    ("Our contract ends in H1 of FY27.", "contract_end", "H1", "unclear"),
    ("Our renewal is March 1 of FY27.", "renewal_date", "March 1", "unclear"),
    ("Our renewal is in March, fiscal.", "renewal_date", "March", "unclear"),
    ("Launch: Q4 (financial year).", "timeline", "Q4", "unclear"),
    ("我们计划2027财年Q1上线。", "timeline", "Q1", "unclear"),
    ("我们的上线目标是Q1（财年）。", "timeline", "Q1", "unclear"),
    ("We go live in Q1 of 2027.", "timeline", "Q1", "asserted"),
    ("We go live in Q1.", "timeline", "Q1", "asserted"),
    ("我们计划在2027年Q1上线。", "timeline", "Q1", "asserted"),
])
def test_fiscal_period(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# a count of people that names the plan's places; a wider area after a city; an internal line; another day elsewhere
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("Our headcount is 40 approved.", "headcount", 40, "unclear"),
    ("Our headcount is 40 heads in the plan.", "headcount", 40, "unclear"),
    ("Headcount: 40 budgeted.", "headcount", 40, "unclear"),
    ("Our headcount is 40 people today.", "headcount", 40, "asserted"),
    ("Our HQ is in Berlin, the region not the city.", "hq_city", "Berlin", "unclear"),
    ("HQ: Munich, the metro area.", "hq_city", "Munich", "unclear"),
    ("Our HQ is in Frankfurt, greater area.", "hq_city", "Frankfurt", "unclear"),
    ("Our HQ is in Berlin, the capital.", "hq_city", "Berlin", "asserted"),
    ("Our HQ is in Hamburg; region manager is Sam.", "hq_city", "Hamburg", "asserted"),
    ("Phone: internal 204", "phone", "204", "unclear"),
    ("Our phone is internal 4471.", "phone", "4471", "unclear"),
    ("Our number is +49 30 1234567.", "phone", "+49 30 1234567", "asserted"),
    ("Our renewal is 2027-03-01 (Sydney time), which is Feb 28 for our team in London.", "renewal_date", "2027-03-01",
     "unclear"),
    ("Renewal: 2027-03-01 (Tokyo), that's Feb 28 for us.", "renewal_date", "2027-03-01", "unclear"),
    ("Our renewal is 2027-03-01, which is a Monday.", "renewal_date", "2027-03-01", "asserted"),
])
def test_basis_in_the_sentence(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# a short sentence beside the value that names another basis for it
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("We need 40 seats. Concurrent.", "seats", 40, "unclear"),
    ("We have 40 licences. Concurrent use.", "seats", 40, "unclear"),
    ("Seats: 40. Simultaneous.", "seats", 40, "unclear"),
    ("Our budget is 18k. Net of tax.", "budget", 18000, "unclear"),
    ("Our budget is $18k. One-off.", "budget", 18000, "unclear"),
    ("Our discount is 15%. Of margin.", "discount", 15, "unclear"),
    ("Our discount is 15. In points.", "discount", 15, "unclear"),
    ("Our headcount is 40. FTEs.", "headcount", 40, "unclear"),
    ("我们需要40个席位。并发的。", "seats", 40, "unclear"),
    ("我们的预算是18000元。一次性的。", "budget", 18000, "unclear"),
    ("Our discount is 15%. Off list.", "discount", 15, "asserted"),
    ("We need 40 seats. Named users.", "seats", 40, "asserted"),
    ("Our budget is $18,000. Signed off by finance.", "budget", 18000, "asserted"),
    ("我们需要40个席位。都是正式的。", "seats", 40, "asserted"),
])
def test_basis_beside(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# a heading that gives every figure per unit or period; a currency declared with words between
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("All prices per seat.\nPrice: $18,000", "price", 18000, "unclear"),
    ("All figures per month.\nBudget: $18,000", "budget", 18000, "unclear"),
    ("Figures below in EUR.\nBudget: 18,000", "budget", "$18,000", "unclear"),
    ("Numbers in this email are in euros. Our budget is 18,000.", "budget", "$18,000", "unclear"),
    ("Hi Sam, quick one. Our budget is 18,000. (All numbers I send are in Swiss francs.)", "budget", "$18,000", "unclear"),
    ("Our budget is 18,000. Everything's in pesos.", "budget", "$18,000", "unclear"),
    ("Figures below in USD.\nBudget: 18,000", "budget", "$18,000", "asserted"),
    ("Our budget is 18,000. All figures in USD.", "budget", "$18,000", "asserted"),
    ("Budget: USD 18,000", "budget", 18000, "asserted"),
])
def test_declared_basis(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected
