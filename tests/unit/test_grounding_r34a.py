"""Public and third-party profiles of the subject (batch 102, red-team pass 34a).

A directory's, a data provider's, a registry's, a news report's or a job posting's figure is not the subject's own
current word. Each class is a general rule, with attacks (accepted before it) and controls (statements that still
ground): a label naming its record's source in brackets ("Company data (ZoomInfo): HQ Berlin", "Account info (from
Clearbit)"; `_BRACKET_SOURCE`), a "Location" field read as the headquarters (the participle "located" no longer names
its noun; `_pred`), a Chinese heading naming a third party's profile ("企业信息", "天眼查", "招聘启事";
`_ZH_PROFILE_SOURCE`), a source named after the statement with the verb first, or a Chinese source before or after it
("..., reports TechCrunch.", "..., the filing notes.", "企查查显示，...", "...，36氪报道。"; `_INVERTED_SOURCE`,
`_ZH_SOURCE_SAYS`, `_ZH_SAYS_SO`), and a place set in the past by "then" ("Acme, then headquartered in Berlin, ...";
`_THEN_BASED`).
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.builders import verdict


# a label naming its record's source in brackets (`_BRACKET_SOURCE`)
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("Company data (ZoomInfo): HQ Berlin", "hq_city", "Berlin", "unclear"),
    ("Account info (from Clearbit): headcount 40", "headcount", 40, "unclear"),
    ("Firm data (Apollo)\nHQ: Berlin", "hq_city", "Berlin", "unclear"),
    ("Lead details (6sense): budget $18,000", "budget", 18000, "unclear"),
    ("Org overview (via Harmonic): headcount 40", "headcount", 40, "unclear"),
    ("Company details (Acme): HQ Berlin", "hq_city", "Berlin", "asserted"),
    ("Company overview\nHQ: Berlin", "hq_city", "Berlin", "asserted"),
    ("Account info\nHQ: Berlin", "hq_city", "Berlin", "asserted"),
])
def test_bracket_source(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# a "Location" field is any place of the record (a job's, an event's, a warehouse's), not the headquarters (`_pred`)
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("Location: Berlin", "hq_city", "Berlin", "absent"),
    ("Job posting: Senior Backend Engineer\nLocation: Berlin", "hq_city", "Berlin", "absent"),
    ("Locations: Berlin", "hq_city", "Berlin", "absent"),
    ("Acme is located in Berlin.", "hq_city", "Berlin", "asserted"),
    ("Our company is located in Berlin.", "hq_city", "Berlin", "asserted"),
])
def test_location_field(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# a Chinese heading naming a third party's profile of the subject (`_ZH_PROFILE_SOURCE`)
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("企业信息\n总部：上海", "hq_city", "上海", "unclear"),
    ("天眼查：\n总部城市：上海", "hq_city", "上海", "unclear"),
    ("融资新闻\n座位数：40", "seats", 40, "unclear"),
    ("招聘信息\n预算：18000美元", "budget", 18000, "unclear"),
    ("企业信用信息公示系统\n总部：上海", "hq_city", "上海", "unclear"),
    ("公司信息\n总部：上海", "hq_city", "上海", "asserted"),
    ("客户资料\n总部：上海", "hq_city", "上海", "asserted"),
    ("总部：上海", "hq_city", "上海", "asserted"),
])
def test_zh_profile_heading(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# a source named after the statement with the verb first, or a Chinese source before or after it
# (`_INVERTED_SOURCE`, `_ZH_SOURCE_SAYS`, `_ZH_SAYS_SO`)
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("Our HQ is in Berlin, reports Handelsblatt.", "hq_city", "Berlin", "unclear"),
    ("Acme is headquartered in Berlin, states the filing.", "hq_city", "Berlin", "unclear"),
    ("Acme is headquartered in Berlin, the filing notes.", "hq_city", "Berlin", "unclear"),
    ("企查查显示，Acme总部位于上海。", "hq_city", "上海", "unclear"),
    ("Acme总部位于上海，36氪报道。", "hq_city", "上海", "unclear"),
    ("我们总部在上海，新闻稿里也是这么写的。", "hq_city", "上海", "unclear"),
    ("Acme is headquartered in Berlin.", "hq_city", "Berlin", "asserted"),
    ("Our HQ is in Berlin.", "hq_city", "Berlin", "asserted"),
    ("Acme总部位于上海。", "hq_city", "上海", "asserted"),
    ("我们要40个座位，看过你们在G2上的评价。", "seats", 40, "asserted"),
    ("我们总部在上海，欢迎来参观。", "hq_city", "上海", "asserted"),
])
def test_source_named_beside(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# a place set in the past by "then" or "at the time" (`_THEN_BASED`)
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("Acme, then headquartered in Berlin, raised a seed round.", "hq_city", "Berlin", "unclear"),
    ("Acme, then still headquartered in Berlin, hired 40 people.", "hq_city", "Berlin", "unclear"),
    ("Acme, headquartered in Berlin, builds routing software.", "hq_city", "Berlin", "asserted"),
    ("We're headquartered in Berlin.", "hq_city", "Berlin", "asserted"),
])
def test_then_based(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected
