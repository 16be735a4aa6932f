"""Look-alike and related entities of the subject (batch 114, red-team pass 46a).

A value given to an entity whose name resembles or contains the subject's, or is related to it (a namesake, a
subsidiary, a parent, a former name, a product, a project, a person or a place, another domain), is held; the subject
named with its plain legal suffix, in another case, or from its own domain still grounds. The rules added: a note in
brackets after the Chinese word of a company or a kind of entity (`_SET_APART`'s `zh`), a plus sign after the name that
makes a product's or a plan's (`_SET_APART`'s `plus`), a word before the name that titles a project, an operation or a
place (`_TITLED_NAME`), and a sender's or a signature's domain that joins the name to a company's suffix by a hyphen
("acme-corp.com"), kept joined in `_a_party` so that it is not the plain name's.
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.builders import verdict


# a note in brackets after the subject's name and a Chinese word of a company or an entity
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("Acme科技（另一家公司）的折扣是15%。", "discount", 15, "unclear"),
    ("Acme公司（另一家公司）的折扣是15%。", "discount", 15, "unclear"),
    ("Acme集团（母公司）有400个座位。", "seats", 400, "unclear"),
    ("Acme有限公司（上海）的预算是18000美元。", "budget", 18000, "unclear"),
    ("Acme实验室（同名）有40个座位。", "seats", 40, "unclear"),
    ("Acme股份有限公司（另一家）有40个座位。", "seats", 40, "unclear"),
    ("Acme公司(另一家)的续约日期是2027年3月1日。", "renewal_date", "2027-03-01", "unclear"),
    ("Acme公司（我们）有40个座位。", "seats", 40, "asserted"),
    ("Acme公司的预算是18000美元。", "budget", 18000, "asserted"),
    ("Acme有40个座位。", "seats", 40, "asserted"),
])
def test_zh_note_after_company_word(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# a plus sign after the subject's name: a product, a plan or an edition of that name
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("Acme+ has 40 seats.", "seats", 40, "unclear"),
    ("Acme+ plan: 40 seats", "seats", 40, "unclear"),
    ("Acme+ renews on 2027-03-01.", "renewal_date", "2027-03-01", "unclear"),
    ("Acme++ has 40 seats.", "seats", 40, "unclear"),
    ("ACME+ has a 15% discount.", "discount", 15, "unclear"),
    ("Acme+有40个座位。", "seats", 40, "unclear"),
    ("ACME has 40 seats.", "seats", 40, "asserted"),
    ("Acme Inc. renews on 2027-03-01.", "renewal_date", "2027-03-01", "asserted"),
])
def test_plus_after_name(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# a word that titles a project, an operation or a place before the subject's name
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("Project Acme has a budget of $18,000.", "budget", 18000, "unclear"),
    ("Project Acme's budget is $18,000.", "budget", 18000, "unclear"),
    ("Project Acme: budget $18,000", "budget", 18000, "unclear"),
    ("Quick update - Project Acme now has 40 seats.", "seats", 40, "unclear"),
    ("Codename Acme has 40 seats.", "seats", 40, "unclear"),
    ("Hotel Acme's phone number is +49 30 9876543.", "phone", "+49 30 9876543", "unclear"),
    ("Acme's budget is $18,000.", "budget", 18000, "asserted"),
    ("Acme Ltd's budget for the rollout is $18,000.", "budget", 18000, "asserted"),
])
def test_titled_name(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# a sender's or a signature's domain that joins the subject's name to a company's suffix
@pytest.mark.parametrize(("text", "predicate", "value", "subject", "expected"), [
    ("From: billing@acme-corp.com\nOur budget is $18,000.", "budget", 18000, "customer:acme", "unclear"),
    ("From: billing@acme-inc.com\nOur budget is $18,000.", "budget", 18000, "customer:acme", "unclear"),
    ("From: Dana <dana@acme-group.com>\nWe have 40 seats.", "seats", 40, "customer:acme", "unclear"),
    ("From: ops@acme-gmbh.de\nOur HQ is in Munich.", "hq_city", "Munich", "customer:acme", "unclear"),
    ("Our budget is $18,000.\n-- Dana, acme-corp.com", "budget", 18000, "customer:acme", "unclear"),
    ("发件人：ops@acme-group.com\n我们有40个座位。", "seats", 40, "customer:acme", "unclear"),
    ("From: billing@acme.com\nOur budget is $18,000.", "budget", 18000, "customer:acme", "asserted"),
    ("From: Dana <dana@acme.com>\nWe have 40 seats.", "seats", 40, "customer:acme", "asserted"),
    ("From: billing@acme-corp.com\nOur budget is $18,000.", "budget", 18000, "customer:acme-corp", "asserted"),
])
def test_domain_with_suffix(text: str, predicate: str, value: Any, subject: str, expected: str) -> None:
    assert verdict(text, predicate, value, subject=subject) == expected
