"""Obligation, entitlement and requirement language (batch 109, red-team pass 41a).

A value a source gives as a right, an approval, an allowance, a term, a rule or a requirement is not the subject's
current fact and is held; a plain statement of the subject's own figure, in a contract too, still grounds. Each class
is a general rule, with attacks (accepted before it) and controls: a right or an approval to the value in its clause,
or a plan's allowance ("Customer has the right to 40 Seats", "We're approved for 40 seats", "Our plan comes with 40
seats"; `_ENTITLED_TO`, `_APPROVED_FOR`), the terms read as the fact ("By contract, ..."; `_BY_TERMS_LEAD`), a fragment
beside the figure naming it a term ("Contract minimum.", "Guaranteed.", "Policy."; `_TERM_FRAGMENT`), a sentence beside it
saying it is what is allowed, promised or owed ("That's what the contract allows."; `_ALLOWED_BESIDE`), the same in
Chinese ("按合同算。", "最多。", "政策允许的上限。"; `_ZH_TERMS_BESIDE`), and a heading of requirements for a predicate a need
does not name, or of obligations and rights in Chinese ("RFP requirements\\nBudget: $18,000", "客户义务"; `_NEEDS_LEAD`,
`_ZH_NEEDS_LEAD`, `_ZH_TERMS_LEAD`).
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.builders import verdict


# a right or an approval to the value in its clause, or a plan's allowance
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("Customer has the right to 40 Seats during the Term.", "seats", 40, "unclear"),
    ("We have rights to 40 seats under the MSA.", "seats", 40, "unclear"),
    ("Acme retains the right to a 12% discount.", "discount", 12, "unclear"),
    ("We've the right to 40 seats.", "seats", 40, "unclear"),
    ("We're approved for 40 seats.", "seats", 40, "unclear"),
    ("Acme is now approved for 40 seats.", "seats", 40, "unclear"),
    ("We are authorized for a headcount of 250.", "headcount", 250, "unclear"),
    ("Our plan comes with 40 seats.", "seats", 40, "unclear"),
    ("We have 40 seats.", "seats", 40, "asserted"),
    ("We're licensed for 40 seats.", "seats", 40, "asserted"),
    ("Right, our budget is $18,000.", "budget", 18000, "asserted"),
    ("My travel is approved for 2026-11-10.", "travel_date", "2026-11-10", "asserted"),
])
def test_right_or_approval(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# the terms read as the fact
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("By contract, we have 40 seats.", "seats", 40, "unclear"),
    ("By policy, our budget is $18,000.", "budget", 18000, "unclear"),
    ("By licence, we have 40 seats.", "seats", 40, "unclear"),
    ("We have 40 seats in our current contract.", "seats", 40, "asserted"),
])
def test_by_terms_lead(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# a fragment beside the figure naming it a term, a right, a rule or a promise
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("We have 40 seats. Contract minimum.", "seats", 40, "unclear"),
    ("We have 40 seats. Entitlement.", "seats", 40, "unclear"),
    ("We have 40 seats. Allowed.", "seats", 40, "unclear"),
    ("Our uptime is 99.9%. Guaranteed.", "uptime", "99.9%", "unclear"),
    ("Our discount is 12%. Contractually.", "discount", 12, "unclear"),
    ("Our budget is $18,000. Company rule.", "budget", 18000, "unclear"),
    ("Our headcount is 250. Approved positions.", "headcount", 250, "unclear"),
    ("Our discount is 12%. Entitled, not applied.", "discount", 12, "unclear"),
    ("We have 40 seats. Approved.", "seats", 40, "asserted"),
    ("We have 40 seats. As agreed.", "seats", 40, "asserted"),
    ("Budget: $18,000\nCommitted: yes", "budget", 18000, "asserted"),
])
def test_term_fragment(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# a sentence beside the figure saying it is what is allowed, promised, owed or the most one may get
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("Our discount is 12%. That's what the contract allows.", "discount", 12, "unclear"),
    ("Our uptime is 99.9%. That's what we promise.", "uptime", "99.9%", "unclear"),
    ("Our budget is $18,000. That's all we're allowed.", "budget", 18000, "unclear"),
    ("Our discount is 12%. That is what we qualify for.", "discount", 12, "unclear"),
    ("We have 40 seats. That's the most the licence permits.", "seats", 40, "unclear"),
    ("We have 40 seats. That's what we signed up for.", "seats", 40, "asserted"),
    ("Our budget is $18,000. It's what we have.", "budget", 18000, "asserted"),
])
def test_allowed_beside(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# the same in Chinese: a short sentence beside it of a contract's, a rule's or a licence's terms, a right or a bound
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("我们有40个席位。按合同算。", "seats", 40, "unclear"),
    ("我们有40个席位。最多。", "seats", 40, "unclear"),
    ("我们的折扣是12%。政策允许的上限。", "discount", 12, "unclear"),
    ("我们的预算是18000美元。按规定。", "budget", 18000, "unclear"),
    ("我们的折扣是12%。我们有资格享受。", "discount", 12, "unclear"),
    ("我们的折扣是12%。\n合同上也是这个数。", "discount", 12, "asserted"),
    ("我们有40个席位。\n说实话，我们最多同时在线的只有25个。", "seats", 40, "asserted"),
    ("我们有40个席位。已确认。", "seats", 40, "asserted"),
])
def test_zh_terms_beside(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# a heading of requirements for a predicate a need does not name; of obligations or rights in Chinese
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("RFP requirements\nBudget: $18,000", "budget", 18000, "unclear"),
    ("Requirements:\n- Budget: $18,000", "budget", 18000, "unclear"),
    ("Vendor requirements:\n- HQ city: Berlin", "hq_city", "Berlin", "unclear"),
    ("Must-haves\nBudget: $18,000", "budget", 18000, "unclear"),
    ("需求：\n- 预算：18000美元", "budget", 18000, "unclear"),
    ("客户义务\n席位：40", "seats", 40, "unclear"),
    ("客户权利\n折扣：12%", "discount", 12, "unclear"),
    ("Requirements:\n- 40 seats\n- SSO", "seats", 40, "asserted"),
    ("Summary:\nBudget: $18,000", "budget", 18000, "asserted"),
    ("王经理：\n\n您好。按您的要求，补充我们公司的信息：\n\n我们的总部在上海。", "hq_city", "上海", "asserted"),
])
def test_requirement_heading(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected
