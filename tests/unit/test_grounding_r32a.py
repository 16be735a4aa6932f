"""Negotiation and commitment language (batch 100, red-team pass 32a).

Each class is a general rule, with attacks (accepted before it) and controls (statements that still ground): a
consent to a figure put on the table, before or after it ("We're good for 40 seats.", "Yes to 40 seats.", "We have a
deal at 40 seats.", "40 seats is good."; `_CONSENT_TO_FIGURE`, `_CONSENT_AFTER`); a deal still being negotiated,
tendered or signed, in the sentence or beside it ("In talks.", "RFP in progress.", "Contract out for signature.",
"LOI signed.", "PO to follow."; `_DEAL_OPEN`; "谈判阶段", "招标中", "合同待盖章", "下周签合同", "基本谈妥";
`_ZH_DEAL_OPEN`); a deal's stage as a Chinese status field ("阶段：入围"; `_ZH_STATUS`).
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.builders import verdict


# a consent to a figure on the table (`_CONSENT_TO_FIGURE`, `_CONSENT_AFTER`)
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("We're good for 40 seats.", "seats", 40, "unclear"),
    ("We're down for 40 seats.", "seats", 40, "unclear"),
    ("I'm okay with 40 seats.", "seats", 40, "unclear"),
    ("Acme is good for 40 seats.", "seats", 40, "unclear"),
    ("We're okay with a budget of $18k.", "budget", 18000, "unclear"),
    ("Yes to 40 seats.", "seats", 40, "unclear"),
    ("We have a deal at 40 seats.", "seats", 40, "unclear"),
    ("From our side, 40 seats is good.", "seats", 40, "unclear"),
    ("Seats: 40 is good.", "seats", 40, "unclear"),
    ("We have 40 seats.", "seats", 40, "asserted"),
    ("Our renewal is set for 2027-03-01.", "renewal_date", "2027-03-01", "asserted"),
    ("We are good customers; we have 40 seats.", "seats", 40, "asserted"),
    ("We settled on 40 seats.", "seats", 40, "asserted"),
])
def test_consent_to_a_figure(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# a deal still open beside or in the statement (`_DEAL_OPEN`)
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("In talks. Seats: 40", "seats", 40, "unclear"),
    ("RFP in progress. Budget: $18,000", "budget", 18000, "unclear"),
    ("Seats: 40. Contract out for signature.", "seats", 40, "unclear"),
    ("Seats: 40. PO to follow.", "seats", 40, "unclear"),
    ("Seats: 40. LOI signed.", "seats", 40, "unclear"),
    ("Seats: 40. CFO gave a verbal yes.", "seats", 40, "unclear"),
    ("Seats: 40\nNext steps: legal review, then signature.", "seats", 40, "unclear"),
    ("Seats: 40. Contract signed.", "seats", 40, "asserted"),
    ("Signed order form\nSeats: 40", "seats", 40, "asserted"),
    ("We have 40 seats. The order form was countersigned in March.", "seats", 40, "asserted"),
])
def test_deal_still_open(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# the same in Chinese (`_ZH_DEAL_OPEN`), and a deal's stage as a status field (`_ZH_STATUS`)
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("谈判阶段\n预算：18000美元", "budget", 18000, "unclear"),
    ("招标中，座位数：40", "seats", 40, "unclear"),
    ("座位数：40。合同待盖章。", "seats", 40, "unclear"),
    ("座位数：40。下周签合同。", "seats", 40, "unclear"),
    ("座位数：40。等客户盖章。", "seats", 40, "unclear"),
    ("基本谈妥，座位数40个。", "seats", 40, "unclear"),
    ("阶段：入围\n座位数：40", "seats", 40, "unclear"),
    ("我们有40个席位。合同已由法务审核通过。", "seats", 40, "asserted"),
    ("合同已签，座位数40个。", "seats", 40, "asserted"),
    ("座位数：40\n状态：已签署", "seats", 40, "asserted"),
])
def test_zh_deal_still_open(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected
