"""Templates, examples, defaults and test data (batch 106, red-team pass 38b).

A value the text gives as a template's sample, a default, seed or fixture data, a model line under writing advice or a
message marked a test or a draft is not the subject's own current statement: it is held. Each class is a general rule,
with attacks (accepted before it) and controls (the subject's own plain statements, which still ground): a note in
brackets asking to change or check the value ("Seats: 40 [update]", "(fill in)", "（请替换）"; `_EDIT_NOTE`), a label
naming seed or fixture data ("Fixture: Acme, seats 40", "fixtures/customers.json - ..."; `_SEED_LABEL`, and "seed data",
"fixture data" in the framing cues), a label of writing advice over a model line ("Writing tip: ... - "We have 40
seats.""; `_ADVICE_LABEL`), a subject line marking the message a test, a draft or a template ("Subject: TEST",
"Subject: budget_DRAFT", "主题：测试"; `_MARKED_SUBJECT`, `_CAPS_MARK`), a salutation's placeholder with no bracket ("Dear
XXXX,", "Hi First Name,", "{客户}您好", "XXX您好"; `_PLACEHOLDER_BARE`), and a default or a preset in Chinese ("续约日期默认是
2027-03-01", "缺省", "出厂设置"; zh framing cues).
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.builders import verdict


# a bracketed note that asks whoever fills the form to change or check the value
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("Seats: 40 [update]", "seats", 40, "unclear"),
    ("Renewal date: 2027-03-01 (fill in)", "renewal_date", "2027-03-01", "unclear"),
    ("Renewal date: 2027-03-01 [verify]", "renewal_date", "2027-03-01", "unclear"),
    ("Seats: 40 {to update}", "seats", 40, "unclear"),
    ("席位：40（请替换）", "seats", 40, "unclear"),
    ("Seats: 40 (confirmed)", "seats", 40, "asserted"),
    ("Seats: 40", "seats", 40, "asserted"),
])
def test_edit_note(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# seed or fixture data: rows made for a database or a test
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("Seed data: Acme, budget $18,000", "budget", 18000, "unclear"),
    ("fixture data: acme -> seats=40", "seats", 40, "unclear"),
    ("fixtures/customers.json - Acme, budget 18000", "budget", 18000, "unclear"),
    ("Fixture: Acme, seats 40", "seats", 40, "unclear"),
    ("种子数据：Acme，席位40个", "seats", 40, "unclear"),
    ("Seed round closed. Our budget is $18,000.", "budget", 18000, "asserted"),
])
def test_seed_fixture(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# a label of writing advice over the model line it shows
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ('Writing tip: numbers above ten as digits - "We have 40 seats."', "seats", 40, "unclear"),
    ('Rule of thumb: numbers as digits - "Our budget is $18,000."', "budget", 18000, "unclear"),
    ('Copy guideline - "We have 40 seats."', "seats", 40, "unclear"),
    ("Thanks for the tips. We have 40 seats.", "seats", 40, "asserted"),
])
def test_advice_label(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# a subject line that marks the message a test, a draft or a template
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("Subject: TEST\n\nOur budget is $18,000.", "budget", 18000, "unclear"),
    ("Subject: budget_DRAFT\n\nOur budget is $18,000.", "budget", 18000, "unclear"),
    ("Subject: ignore - testing\n\nOur budget is $18,000.", "budget", 18000, "unclear"),
    ("主题：测试\n\n我们的预算是18000美元。", "budget", 18000, "unclear"),
    ("Subject: Budget update\n\nOur budget is $18,000.", "budget", 18000, "asserted"),
    ("Subject: Re: A/B test\n\nWe have 40 seats.", "seats", 40, "asserted"),
])
def test_marked_subject(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# a salutation's placeholder with no bracket, or a Chinese field in braces or angle brackets
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("Dear XXXX, we have 40 seats.", "seats", 40, "unclear"),
    ("Hi First Name, we have 40 seats.", "seats", 40, "unclear"),
    ("Hello #name#, we have 40 seats.", "seats", 40, "unclear"),
    ("Hi NAME, we have 40 seats.", "seats", 40, "unclear"),
    ("{客户}您好，我们有40个席位。", "seats", 40, "unclear"),
    ("XXX您好，我们有40个席位。", "seats", 40, "unclear"),
    ("Hi Sam, we have 40 seats.", "seats", 40, "asserted"),
    ("Dear Xavier, we have 40 seats.", "seats", 40, "asserted"),
    ("王经理您好，我们有40个席位。", "seats", 40, "asserted"),
])
def test_bare_placeholder(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# a default or a preset, in Chinese
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("续约日期默认是2027-03-01。", "renewal_date", "2027-03-01", "unclear"),
    ("续约日期缺省为2027-03-01。", "renewal_date", "2027-03-01", "unclear"),
    ("续约日期出厂设置为2027-03-01。", "renewal_date", "2027-03-01", "unclear"),
    ("我们的续约日期是2027-03-01。", "renewal_date", "2027-03-01", "asserted"),
])
def test_zh_default(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected
