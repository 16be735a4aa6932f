"""Documents of record: a document's status or scope, not the subject's fact (batch 98, red-team pass 30a).

Each class is a general rule, with attacks (accepted before it) and controls (statements that still ground): a
document named with a status that puts it out of force, in brackets or after it, on the value's line or as a
heading above ("合同（已到期）：", "补充协议（待双方盖章）", "合同【已到期】", "Order form (void)";
`_DOC_STATUS_BEFORE`); a discount of one invoice, order or quote or of its payment terms ("Invoice discount: 10%",
"发票折扣：10%", "10% off this invoice"; `_DOC_SCOPED_DISCOUNT`, `_DOC_SCOPED_AFTER`); a quote's offer as the price
("Quoted price: $18,000", "报价为18000美元"; `_DOC_QUOTED_PRICE`); a figure read from a non-binding or one-off document
("根据报价单，席位：40"; `_DOC_PER`).
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.builders import verdict


# a document whose status puts it out of force, on the value's line or as a heading (`_DOC_STATUS_BEFORE`)
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("合同（已解除）：折扣15%。", "discount", "15%", "unclear"),
    ("补充协议（待双方盖章）：续约日期调整为2027年1月1日。", "renewal_date", "2027-01-01", "unclear"),
    ("旧合同（已于3月到期）：折扣15%。", "discount", "15%", "unclear"),
    ("采购单（审批中）\n客户：Acme\n预算：18000美元", "budget", 18000, "unclear"),
    ("合同【已到期】\n席位：40", "seats", 40, "unclear"),
    ("合同-已到期\n席位：40", "seats", 40, "unclear"),
    ("合同已到期。折扣：15%", "discount", "15%", "unclear"),
    ("合同（已签署）：席位40个。", "seats", 40, "asserted"),
    ("订单（已生效）\n客户：Acme\n席位：40", "seats", 40, "asserted"),
    ("合同到期日：2027年6月30日", "contract_end", "2027-06-30", "asserted"),
    ("Signed order form\nCustomer: Acme\nSeats: 40", "seats", 40, "asserted"),
])
def test_document_not_in_force(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# a discount of one invoice, order or quote, or of its payment terms (`_DOC_SCOPED_DISCOUNT`, `_DOC_SCOPED_AFTER`)
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("Discount on this invoice: 10%", "discount", "10%", "unclear"),
    ("Invoice discount: 10%", "discount", "10%", "unclear"),
    ("Payment terms: 2/10 net 30, discount 2%", "discount", "2%", "unclear"),
    ("发票折扣：10%", "discount", "10%", "unclear"),
    ("10% off this invoice", "discount", "10%", "unclear"),
    ("Our discount is 15%. Please show it on every invoice.", "discount", "15%", "asserted"),
    ("我们的折扣是15%。", "discount", "15%", "asserted"),
])
def test_document_scoped_discount(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# a quote's offer given as the price; the subject's own quote stays (`_DOC_QUOTED_PRICE`)
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("Quoted price: $18,000", "price", 18000, "unclear"),
    ("Price quoted: $18,000", "price", 18000, "unclear"),
    ("The quote: $18,000", "price", 18000, "unclear"),
    ("报价为18000美元。", "price", 18000, "unclear"),
    ("报价：18000美元", "price", 18000, "unclear"),
    ("Our quote is $18,000.", "price", 18000, "asserted"),
    ("Price: $18,000", "price", 18000, "asserted"),
])
def test_quote_offer(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# a figure read from a non-binding or one-off document (`_DOC_PER`)
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("根据报价单，席位：40", "seats", 40, "unclear"),
    ("根据补充协议，续约日期：2027年1月1日", "renewal_date", "2027-01-01", "unclear"),
    ("依据发票，预算：18000美元", "budget", 18000, "unclear"),
    ("We have 40 seats.", "seats", 40, "asserted"),
    ("我们有40个席位。请按这个开发票。", "seats", 40, "asserted"),
])
def test_figure_per_document(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected
