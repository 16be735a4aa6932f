"""Measures and units beyond money and counts (batch 101, red-team pass 33b).

Each class is one general rule, with attacks (accepted before it) and controls (plain statements that still ground):
a data size or rate in bits for bytes or bytes for bits (`_DATA_UNIT`, `_bits_for_bytes`); a short sentence beside a
measure that makes it a bound, a quota, a peak, an SLA's or a benchmark's figure, an estimate or a target, or gives the
actual apart (`_RECAST_BESIDE`, `_ZH_RECAST_BESIDE`); the same as a comment after the value (`_RECAST_REST`), or
another percentage for another period (`_OTHER_PERIOD_REST`); a short fragment giving the measure's basis, period,
scale or scope (`_MEASURE_BASIS_BESIDE`); a percentage for a short period in its own sentence (`_PERIOD_RATE`).
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.builders import verdict


@pytest.mark.parametrize(("text", "predicate", "value", "got"), [
    ("Our storage is 6 Tb.", "storage", "6 TB", "absent"),
    ("Bandwidth: 25 GBps", "bandwidth", "25 Gbps", "absent"),
    ("Memory: 32 Gb", "memory", "32 GB", "absent"),
    ("Our storage is 6 TB.", "storage", "6 TB", "asserted"),
    ("Bandwidth: 25 gbps", "bandwidth", "25 Gbps", "asserted"),  # all lowercase: how people write either
    ("Storage: 6TB", "storage", "6 TB", "asserted"),
])
def test_bits_for_bytes(text: str, predicate: str, value: Any, got: str) -> None:
    assert verdict(text, predicate, value) == got, text


@pytest.mark.parametrize(("text", "predicate", "value", "accepted"), [
    # a bound, a quota, a peak, an SLA's or a benchmark's figure, an estimate or a target beside the measure
    ("Our storage is 30 TB. That's our limit.", "storage", "30 TB", False),
    ("We have 40 seats. That's the contracted number, 25 are used.", "seats", 40, False),
    ("Our uptime is 99.5%. That's what the SLA promises.", "uptime", "99.5%", False),
    ("Our churn is 6%. That's the sector average.", "churn", "6%", False),
    ("Our churn is 6%. It's industry standard.", "churn", "6%", False),
    ("Our SLA response is 2 hours. Actual is closer to 5.", "sla_response", "2 hours", False),
    ("Our budget is $18,000. That's final.", "budget", 18000, True),
    ("Our budget is $18,000. That is the approved figure.", "budget", 18000, True),
    ("Our discount is 12%. That's what the contract says.", "discount", "12%", True),  # a contract's term is its own
    ("We have 40 seats. That's the total.", "seats", 40, True),
    # the same in Chinese
    ("我们的预算是20000美元。这是上限。", "budget", 20000, False),
    ("我们有30个席位。实际在用15个。", "seats", 30, False),
    ("我们的预算是20000美元。谢谢！", "budget", 20000, True),
])
def test_measure_recast_beside(text: str, predicate: str, value: Any, accepted: bool) -> None:
    got = verdict(text, predicate, value)
    assert (got == "asserted") is accepted, (text, got)


@pytest.mark.parametrize(("text", "predicate", "value", "accepted"), [
    # a comment after the value of the same words, or another percentage for another period
    ("Our ratio is 1:25, industry norm.", "ratio", "1:25", False),
    ("Our support tier is 2, the cap for our plan.", "support_tier", 2, False),
    ("Monthly churn is 3%, so about 30% annualised.", "churn", "3%", False),
    ("Our ratio is 1:25.", "ratio", "1:25", True),
    ("Our NPS is 35, industry is 30.", "nps", 35, True),  # another's figure beside, not a name for ours
    ("Our budget is $18,000, i.e. $1,500 a month.", "budget", 18000, True),
])
def test_measure_comment_after(text: str, predicate: str, value: Any, accepted: bool) -> None:
    got = verdict(text, predicate, value)
    assert (got == "asserted") is accepted, (text, got)


@pytest.mark.parametrize(("text", "predicate", "value", "accepted"), [
    # a short fragment giving the basis, period, scale or scope of the measure
    ("Our load is 70%. Peak hours.", "load", "70%", False),
    ("Our notice period is 60 days. Working days.", "notice_period", "60 days", False),
    ("Our growth is 9%. Quarter over quarter.", "growth", "9%", False),
    ("Our CSAT is 8.1. On a 10-point scale.", "csat", "8.1", False),
    ("Our NPS is 35. Among mid-market customers.", "nps", 35, False),
    ("Our notice period is 60 days. Excluding public holidays.", "notice_period", "60 days", False),
    ("We have 40 seats. Across all teams.", "seats", 40, True),  # all of them is the whole
    ("Price: $18,000*\n* Excluding VAT.", "price", 18000, True),
    ("Our notice period is 60 days. Thanks!", "notice_period", "60 days", True),
    # a percentage for a short period in its own sentence
    ("Our churn is 2% this month.", "churn", "2%", False),
    ("Our uptime is 99.8% this week.", "uptime", "99.8%", False),
    ("Our churn is 2% as of today.", "churn", "2%", True),
    ("Our budget is $18,000 this quarter.", "budget", 18000, True),
])
def test_measure_basis_and_period(text: str, predicate: str, value: Any, accepted: bool) -> None:
    got = verdict(text, predicate, value)
    assert (got == "asserted") is accepted, (text, got)
