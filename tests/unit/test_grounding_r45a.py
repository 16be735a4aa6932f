"""Media described in text (batch 113, red-team pass 45a).

A value read off a picture, a slide, a chart, a screenshot or a recording that a text describes is what the picture shows,
and a label naming the medium with a note on what it shows says whose figures they are or what kind. `_media_described`
(read once a sentence grounds, like `_form_state`) holds a statement under such a label: in Chinese, the medium's word
with a note in brackets or after a colon on the statement's line or right above it (`_ZH_MEDIA_LABEL`), unless the note
is plainly the subject's own (`_ZH_MEDIA_OWN`) and says no competitor's, sample's or draft's figures (`_ZH_MEDIA_NOT_OWN`);
in English, such a label alone on the line above that names another party or a kind of figure not the subject's current
one (`_EN_MEDIA_HEAD`, `_EN_MEDIA_NOT_OWN`). Attacks (accepted before the rule) and controls side by side.
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.builders import verdict


# Chinese: a medium's label with a note on the statement's line
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("幻灯片7（竞品分析）：预算18000", "budget", 18000, "unclear"),
    ("第7页幻灯片（竞品）：预算18000", "budget", 18000, "unclear"),
    ("幻灯片7(草稿): 预算18000", "budget", 18000, "unclear"),
    ("原型图（占位数据）：折扣15%", "discount", "15%", "unclear"),
    ("效果图（示意）：折扣15%", "discount", "15%", "unclear"),
    ("线框图（占位）：座位40", "seats", 40, "unclear"),
    ("照片（白板上的草图）：预算18000", "budget", 18000, "unclear"),
    ("图3（样例）：座位40", "seats", 40, "unclear"),
    ("白板（头脑风暴）：续约日期2027-03-01", "renewal_date", "2027-03-01", "unclear"),
    ("幻灯片7（竞品分析）：电话+49 30 1234567", "phone", "+49 30 1234567", "unclear"),
    ("幻灯片1（我们的当前数据）：预算18000", "budget", 18000, "asserted"),
    ("幻灯片1（Acme当前数据）：预算18000", "budget", 18000, "asserted"),
    ("截图（我们的后台）：座位40", "seats", 40, "asserted"),
    ("我们的预算是18000美元。", "budget", 18000, "asserted"),
])
def test_zh_media_label_on_line(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# Chinese: the label on the line right above the statement
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("幻灯片7（竞品分析）\n预算：18000", "budget", 18000, "unclear"),
    ("照片（白板）\n预算：18000", "budget", 18000, "unclear"),
    ("原型图（占位数据）\n折扣：15%", "discount", "15%", "unclear"),
    ("截图（某客户）\n座位：40", "seats", 40, "unclear"),
    ("[图片：白板，头脑风暴]\n预算：18000", "budget", 18000, "unclear"),
    ("【幻灯片7】竞品分析\n预算：18000", "budget", 18000, "unclear"),
    ("截图（我司后台）\n座位：40", "seats", 40, "asserted"),
    ("幻灯片2（我司当前数据）\n预算：18000", "budget", 18000, "asserted"),
    ("【截图】我们的后台\n座位：40", "seats", 40, "asserted"),
    ("[截图：Acme后台]\n座位：40", "seats", 40, "asserted"),
    ("幻灯片1——Acme当前数据\n预算：18000美元", "budget", 18000, "asserted"),
])
def test_zh_media_label_above(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# English: a chart's, a slide's or a deck's label above naming another party
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("Chart: Globex\nSeats: 40", "seats", 40, "unclear"),
    ("Slide: Globex\nSeats: 40", "seats", 40, "unclear"),
    ("Graph: Initech\nHeadcount: 250", "headcount", 250, "unclear"),
    ("Deck: Globex QBR\nBudget: $18,000", "budget", 18000, "unclear"),
    ("Diagram: Initech\nHQ: Berlin", "hq_city", "Berlin", "unclear"),
    ("Chart: Acme\nSeats: 40", "seats", 40, "asserted"),
    ("Slide: Acme current figures\nSeats: 40", "seats", 40, "asserted"),
    ("Slide 1: Our current numbers\nBudget: $18,000", "budget", 18000, "asserted"),
    ("Deck: Acme board update\nHeadcount: 250", "headcount", 250, "asserted"),
    ("Screenshot of our admin console\nSeats: 40", "seats", 40, "asserted"),
])
def test_en_media_head(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# the class's other shapes, held or refused by the rules before this pass, and the subject's own words in a transcript
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("[Image: slide showing 'Budget: $18,000']", "budget", 18000, "unclear"),
    ('<img src="booth.jpg" alt="Seats: 40">', "seats", 40, "unclear"),
    ("Slide 12 from last year's QBR: Seats 40", "seats", 40, "unclear"),
    ("[00:12:31] Globex rep: your budget is 18k, right?", "budget", 18000, "absent"),
    ("[图片：白板上写着 预算18000]", "budget", 18000, "unclear"),
    ("[00:12:31] Dana (Acme): our budget is $18,000.", "budget", 18000, "asserted"),
    ("[00:12:31] Dana（Acme）：我们的预算是18000美元。", "budget", 18000, "asserted"),
    ("Slide 1 — Acme: current figures\nBudget: $18,000\nSeats: 40", "budget", 18000, "asserted"),
])
def test_media_other_shapes(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected
