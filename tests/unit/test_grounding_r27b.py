"""Structured and semi-structured sources (batch 95, red-team pass 27b): a value present in a record that is not a
plain current field of the subject.

Each class is a general rule, with attacks (accepted before it) and controls (a plain field of the subject that still
grounds): a two-cell row of a key-value table naming another party (`_ABOUT_LINE`, its head over "|---|" excepted);
an app's breadcrumb naming another party (`_CRUMB_LINE`); a field or a row after the value giving the record's own
state as deleted or void (`_ROW_STATE`); a confirmation the form leaves unticked (`_UNCHECKED_CONFIRM`); a JSON key
naming the record a document that offers or asks (`_DOC_KIND_KEY`). The corpus holds the older classes.
"""
from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest

from domain.assertion import ground

AT = datetime(2026, 10, 1, 9, 0, tzinfo=UTC)


def verdict(text: str, predicate: str = "seats", value: Any = 40) -> str:
    return ground(text, subject="customer:acme", predicate=predicate, value=value, captured_at=AT).verdict


# a two-cell row of a key-value table naming the record's party
@pytest.mark.parametrize(("text", "expected"), [
    ("| Field | Value |\n|---|---|\n| Account | Globex |\n| Seats | 40 |", "unclear"),
    ("| Bill to | Umbrella Corp |\n| Seats | 40 |", "unclear"),
    ("|Customer|Initech|\n|Seats|40|", "unclear"),
    ("| 字段 | 值 |\n|---|---|\n| 客户 | 环球公司 |\n| 座位数 | 40 |", "unclear"),
    ("| Field | Value |\n|---|---|\n| Account | Acme |\n| Seats | 40 |", "asserted"),
    ("| 客户 | Acme |\n| 座位数 | 40 |", "asserted"),
    ("| Account | Plan |\n|---|---|\n| Acme | Pro |\n\nSeats: 40", "asserted"),  # a table's head, not a row
])
def test_a_table_row_naming_another_party(text: str, expected: str) -> None:
    assert verdict(text) == expected


# an app's breadcrumb (the page the record was copied from) naming another party
@pytest.mark.parametrize(("text", "expected"), [
    ("CRM > Globex\nSeats: 40", "unclear"),
    ("Home / Customers / Initech / Overview\nSeats: 40", "unclear"),
    ("Salesforce → Accounts → Globex → Details\nSeats: 40", "unclear"),
    ("客户管理 / 英泰科技 / 概览\n座位数：40", "unclear"),
    ("CRM > Acme\nSeats: 40", "asserted"),
    ("HubSpot » Companies » Acme\nSeats: 40", "asserted"),
    ("Subject: Acme / pricing follow-up\nWe have 40 seats.", "asserted"),  # a field, not a path
])
def test_a_breadcrumb_naming_another_party(text: str, expected: str) -> None:
    assert verdict(text) == expected


# the record's own state after the value, as deleted or void
@pytest.mark.parametrize(("text", "expected"), [
    ("Seats: 40\nRecord: deleted", "unclear"),
    ("Seats: 40\nEntry: removed", "unclear"),
    ("| Field | Value |\n|---|---|\n| Seats | 40 |\n| Row | deleted |", "unclear"),
    ("座位数：40\n记录：已删除", "unclear"),
    ("Seats: 40\nRecord: active", "asserted"),
    ("Seats: 40\nRow: current", "asserted"),
])
def test_the_record_state_after_the_value(text: str, expected: str) -> None:
    assert verdict(text) == expected


# a confirmation the form leaves unticked
@pytest.mark.parametrize(("text", "expected"), [
    ("Order form - Acme\nSeats: 40\nConfirmed: [ ]", "unclear"),
    ("Order form - Acme\nSeats: 40\nSigned: ☐", "unclear"),
    ("Order form - Acme\nSeats: 40\n☐ Verified by account owner", "unclear"),
    ("订购单（Acme）\n座位数：40\n客户确认：[ ]", "unclear"),
    ("Order form - Acme\nSeats: 40\nConfirmed: [x]", "asserted"),
    ("Order form - Acme\nSeats: 40\nConfirmed: ☑", "asserted"),
    ("Order form - Acme\nSeats: 40\nSigned: [x]", "asserted"),
])
def test_an_unticked_confirmation(text: str, expected: str) -> None:
    assert verdict(text) == expected


# a JSON key naming the record a document that offers or asks
@pytest.mark.parametrize(("text", "expected"), [
    ('{"doc_type": "quote", "account": "Acme", "seats": 40}', "unclear"),
    ('{"object": "quote_line", "account": "Acme", "seats": 40}', "unclear"),
    ('{"单据类型": "报价单", "客户": "Acme", "座位数": 40}', "unclear"),
    ('{"type": "account", "account": "Acme", "seats": 40}', "asserted"),
    ('{"record_type": "account", "account": "Acme", "seats": 40}', "asserted"),
])
def test_a_record_kind_that_offers(text: str, expected: str) -> None:
    assert verdict(text) == expected
