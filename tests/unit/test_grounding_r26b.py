"""Batch 94 (red-team 26b): values as people write them, read against the claimed value. For each class
closed, an attack (not accepted: `unclear` or `absent`) and a legitimate control (accepted)."""
from __future__ import annotations

from typing import Any

import pytest

from tests.builders import verdict

D = "2027-03-01"



ATTACKS = [
    # a date in another reckoning (_RECKONING)
    ("reckoning", "Renewal date is 2027-03-01 fiscal.", "renewal_date", D),
    ("reckoning", "续约日期：民国2027年3月1日。", "renewal_date", D),
    # the date given again as another (_SAME_DATE_LINK, _date_given_again)
    ("date_again", "Our renewal is 2027-03-01 (i.e. 2026-09-01).", "renewal_date", D),
    ("date_again", "续约日期是2027-03-01，也就是2026年9月1日。", "renewal_date", D),
    # a note after the date: another date of the deal, or not a real day (_DATE_NOTE_AFTER)
    ("date_note", "Renewal date: 2027-03-01 (notice date).", "renewal_date", D),
    ("date_note", "Renewal date: 2027-03-01 (system default).", "renewal_date", D),
    # a share or a span before the value (_SHARE_BEFORE)
    ("share", "Budget is a quarter of a million.", "budget", 1000000),
    ("share", "Renewal date: month of 2027-03-01.", "renewal_date", D),
    # an adjective between article and number (_ARTICLE_ADJ_BEFORE)
    ("article_adj", "Budget is a good 18k.", "budget", 18000),
    ("article_adj", "Our discount is an effective 12%.", "discount", "12%"),
    # money of a time (_MONEY_OF_A_TIME)
    ("money_of_a_time", "Budget is 18k in today's dollars.", "budget", 18000),
    # another measure after the number (_OTHER_MEASURE_AFTER)
    ("other_measure", "Budget is 36k total contract value.", "budget", 36000),
    # a dollar given its country (_DOLLAR_COUNTRY_AFTER, _DOLLAR_NATIONS)
    ("dollar_country", "Our budget is 18,000 $ can.", "budget", "$18,000"),
    ("dollar_country", "Our budget is $18,000. (All figures Canadian.)", "budget", "$18,000"),
    # another number offered after "or", or an addition beside it (_OR_ANOTHER_LATER, _ADDED_BESIDE)
    ("beside", "Our budget is 18k all in, or 15k net.", "budget", 18000),
    ("beside", "Seats: 20, +5 spares.", "seats", 20),
    ("beside", "Budget is 36k, 4k already gone.", "budget", 36000),
    # a rate's acronym beside a percentage (_RATE_ACRONYM)
    ("rate_acronym", "Our discount is 12% APR.", "discount", "12%"),
    # arithmetic on it in Chinese (_ADJUSTED_AFTER)
    ("zh_arithmetic", "预算18000，扣掉已经花的2000。", "budget", 18000),
]

CONTROLS = [
    ("reckoning", "Our renewal date is 2027-03-01.", "renewal_date", D),
    ("reckoning", "续约日期：2027年3月1日。", "renewal_date", D),
    ("date_again", "We renew on 2027-03-01; notice period starts 2027-01-15.", "renewal_date", D),
    ("date_note", "Our renewal date is 2027-03-01 (reminder set).", "renewal_date", D),
    ("date_note", "我们的合同2027-03-01续约。", "renewal_date", D),
    ("share", "Our budget is one million dollars.", "budget", 1000000),
    ("article_adj", "Our budget is a firm $18,000.", "budget", 18000),
    ("article_adj", "Our budget is a total of $18,000.", "budget", 18000),
    ("money_of_a_time", "Budget is 18k in total.", "budget", 18000),
    ("other_measure", "Our budget is $36,000.", "budget", 36000),
    ("dollar_country", "Our budget is US $18,000.", "budget", "$18,000"),
    ("beside", "Our budget is 18k, all in.", "budget", 18000),
    ("beside", "Seats: 20.", "seats", 20),
    ("rate_acronym", "Our discount is 12 per cent.", "discount", "12%"),
    ("zh_arithmetic", "我们的预算是18000块。", "budget", 18000),
    # read now, and plainly sound: capital numerals, and a headcount of people
    ("capital_numerals", "我们的预算是壹万捌仟元。", "budget", 18000),
    ("headcount_people", "Headcount: 40 people.", "headcount", 40),
]


@pytest.mark.parametrize("cls,text,predicate,value", ATTACKS)
def test_batch94_attack_is_not_accepted(cls: str, text: str, predicate: str, value: Any) -> None:
    assert verdict(text, predicate, value) != "asserted", cls


@pytest.mark.parametrize("cls,text,predicate,value", CONTROLS)
def test_batch94_control_is_accepted(cls: str, text: str, predicate: str, value: Any) -> None:
    assert verdict(text, predicate, value) == "asserted", cls


@pytest.mark.parametrize("text,predicate,value", [
    ("预算壹万捌仟至贰万元。", "budget", 18000),  # capital numerals do not open a way past the range checks
    ("预算约壹万捌仟元。", "budget", 18000),
])
def test_batch94_capital_numerals_keep_the_checks(text: str, predicate: str, value: Any) -> None:
    assert verdict(text, predicate, value) != "asserted"
