"""Hierarchy and layout that scope a value (batch 110, red-team pass 42a).

A value that a list, an outline or a heading puts under another party, a related company, a norm from others or another
firm is held; a value plainly under the subject's own heading still grounds. Each class is a general rule, with attacks
(accepted before it) and controls: an outline's number or letter, or a symbol bullet, in front of a heading line
(`_LIST_MARK`: "1. Globex", "a) Partners", "■ Initech", "B) Subsidiary", "① Globex", "1.渠道商"), a heading naming a norm
from others or a related company, in English and Chinese (`_HEAD_VOID`: "- Peer average", "- Sister company Acme Labs",
"一、友商", "三、母公司"), a distributor's or a dealer's heading (`_OTHER_SIDE_HEAD`), a name underlined with any rule
character (`_UNDERLINE`: "Globex\\n──────"), a Chinese firm's name by its trade word as a heading (`_ZH_FIRM_HEAD`:
"一、英泰科技") and a name heading over a list of several fields, not only its first item (`_FIELD_ITEM`, `_over_items`).
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.builders import verdict


# an outline's number or letter, or a symbol bullet, in front of a heading: still a heading over the lines below
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("Call notes:\n1. Globex\n   - Budget: $18,000", "budget", 18000, "unclear"),
    ("2) Initech\n   • Seats: 40", "seats", 40, "unclear"),
    ("■ Hooli\n   Discount: 12%", "discount", "12%", "unclear"),
    ("a) Partners\n   - Budget: $18,000", "budget", 18000, "unclear"),
    ("B) Subsidiary\n   - Seats: 40", "seats", 40, "unclear"),
    ("① Globex\n   - Budget: $18,000", "budget", 18000, "unclear"),
    ("[1] Initech\n   - Seats: 40", "seats", 40, "unclear"),
    ("1.渠道商\n折扣：12%", "discount", "12%", "unclear"),
    ("1. Acme\n   - Budget: $18,000", "budget", 18000, "asserted"),
    ("1) Account facts\n   - Headcount: 250", "headcount", 250, "asserted"),
    ("■ Acme\n   Discount: 12%", "discount", "12%", "asserted"),
    ("① Acme\n   - Budget: $18,000", "budget", 18000, "asserted"),
])
def test_list_mark_before_a_heading(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# a heading naming a norm from others, a related company or another kind of party (English and Chinese)
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("- Peer average\n  - Seats: 40", "seats", 40, "unclear"),
    ("- Industry average\n  - Budget: $18,000", "budget", 18000, "unclear"),
    ("- Sister company Acme Labs\n  - renewal: 2027-03-01", "renewal_date", "2027-03-01", "unclear"),
    ("1. Comparable accounts\n   - Budget: $18,000", "budget", 18000, "unclear"),
    ("一、友商\n预算：18000美元", "budget", 18000, "unclear"),
    ("（一）合作伙伴\n座位：40", "seats", 40, "unclear"),
    ("三、母公司\n总部：柏林", "hq_city", "柏林", "unclear"),
    ("- 同行平均\n  - 座位：40", "seats", 40, "unclear"),
    ("一、同类客户\n预算：18000美元", "budget", 18000, "unclear"),
    ("一、兄弟单位\n预算：18000美元", "budget", 18000, "unclear"),
    ("- Typical mid-market firm\n  - Budget: $18,000", "budget", 18000, "unclear"),
    ("▶ 历史方案（已折叠）\n  预算：18000美元", "budget", 18000, "unclear"),
    ("- Current figures\n  - Budget: $18,000", "budget", 18000, "asserted"),
    ("- Acme\n  - Seats: 40", "seats", 40, "asserted"),
    ("一、账户信息\n预算：18000美元", "budget", 18000, "asserted"),
    ("（一）当前数据\n（1）座位：40", "seats", 40, "asserted"),
])
def test_heading_of_norm_or_related_party(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# a distributor's, a dealer's or a wholesaler's heading gives the lines below to the other side
@pytest.mark.parametrize(("text", "expected"), [
    ("- Distributor\n  - Budget: $18,000", "unclear"),
    ("2. Dealers\n   - Budget: $18,000", "unclear"),
    ("- Our numbers\n  - Budget: $18,000", "asserted"),
])
def test_distributor_heading(text: str, expected: str) -> None:
    assert verdict(text, "budget", 18000) == expected


# a name underlined with any rule character is a heading, as with "===" or "---"
@pytest.mark.parametrize(("text", "expected"), [
    ("Globex\n──────\nBudget: $18,000", "unclear"),
    ("Initech\n══════\nBudget: $18,000", "unclear"),
    ("Hooli\n______\nBudget: $18,000", "unclear"),
    ("Vandelay\n‾‾‾‾‾‾\nBudget: $18,000", "unclear"),
    ("Globex\n- - - - - -\nBudget: $18,000", "unclear"),
    ("Acme\n= = = = =\nBudget: $18,000", "asserted"),
    ("Acme\n──────\nBudget: $18,000", "asserted"),
    ("Acme Corp\n______\nBudget: $18,000", "asserted"),
])
def test_underlined_name(text: str, expected: str) -> None:
    assert verdict(text, "budget", 18000) == expected


# a Chinese firm's name by its trade word, alone on the line above, heads the lines below
@pytest.mark.parametrize(("text", "expected"), [
    ("一、英泰科技\n预算：18000美元", "unclear"),
    ("## 东方控股\n预算：18000美元", "unclear"),
    ("恒达电子\n预算：18000美元", "unclear"),
    ("一、Acme\n预算：18000美元", "asserted"),
    ("二、财务\n预算：18000美元", "asserted"),
])
def test_zh_firm_heading(text: str, expected: str) -> None:
    assert verdict(text, "budget", 18000) == expected


# a name heading over a list of several fields heads every item, not only the first
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("- Globex\n  - Seats: 40\n  - Budget: $18,000", "budget", 18000, "unclear"),
    ("1. Hooli\n   a) Industry: SaaS\n   b) HQ: Berlin", "hq_city", "Berlin", "unclear"),
    ("- 华信软件\n  - 对接人：李娜\n  - 座位：40", "seats", 40, "unclear"),
    ("- Globex\n  - 40 seats\n  - Budget: $18,000", "budget", 18000, "unclear"),
    ("1. Globex\n   Seats: 40\n   Budget: $18,000", "budget", 18000, "unclear"),
    ("1. Acme\n   Seats: 40\n   Budget: $18,000", "budget", 18000, "asserted"),
    ("- Acme\n  - Seats: 40\n  - Budget: $18,000", "budget", 18000, "asserted"),
    ("1. Acme\n   a) Industry: SaaS\n   b) HQ: Berlin", "hq_city", "Berlin", "asserted"),
    ("- Current terms\n  - Tier: Gold\n  - Discount: 12%", "discount", "12%", "asserted"),
])
def test_name_over_a_list(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected
