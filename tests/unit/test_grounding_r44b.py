"""Structured data pasted by tools (batch 112, red-team pass 44b).

JSON, YAML, INI, SQL and key=value log lines whose own structure takes the value from the subject's standing record:
a line commented out (`_COMMENTED_FIELD`), a flag that makes the record a test, a dry run, a preview, stale data or
an error (`_FLAG_SET`), a date the data was taken more than a year before the source (`_TAKEN_AT`), a log line at a
warning or an error level or whose message says the write was not done (`_LOG_NOT_DONE`), and an object nested under
a key that is neither the subject, nor a plain container of its record, nor the claim's own field (`_nested_owner`,
`_foreign_key`, `_OWN_CONTAINER`). All are read in `_structure_voids`, after a sentence is found to assert the claim,
and hold it for a person. Attacks (accepted before the rules) and controls side by side.
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.builders import verdict


# a config, INI or SQL line commented out: it states nothing
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("# seats = 40", "seats", 40, "unclear"),
    ("-- budget = 18000;", "budget", 18000, "unclear"),
    ("-- seats = 40\nSELECT * FROM accounts WHERE name='Acme';", "seats", 40, "unclear"),
    ("; seats = 40", "seats", 40, "unclear"),
    ("account: Acme\n#seats: 40", "seats", 40, "unclear"),
    ("[account]\nname = Acme\n; discount = 15", "discount", 15, "unclear"),
    ("-- 预算 = 18000", "budget", 18000, "unclear"),
    ("# 席位: 40", "seats", 40, "unclear"),
    ("account: Acme\nseats: 40", "seats", 40, "asserted"),
    ("# Acme account\nseats: 40", "seats", 40, "asserted"),
    ("客户: Acme\n预算: 18000", "budget", 18000, "asserted"),
])
def test_commented_field(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# a flag that makes the record a test, a dry run, a preview or stale, or an error that is set; an old snapshot
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ('{"account": "Acme", "test": true, "seats": 40}', "seats", 40, "unclear"),
    ('{"account": "Acme", "dry_run": true, "budget": 18000}', "budget", 18000, "unclear"),
    ('{"account": "Acme", "is_preview": true, "team_size": 12}', "team_size", 12, "unclear"),
    ('{"account": "Acme", "stale": true, "headcount": 120}', "headcount", 120, "unclear"),
    ('{"account": "Acme", "error": "stale", "seats": 40}', "seats", 40, "unclear"),
    ("account: Acme\ndry_run: true\nseats: 40", "seats", 40, "unclear"),
    ('{"客户": "Acme", "预览": true, "席位": 40}', "seats", 40, "unclear"),
    ('{"客户": "Acme", "错误": "超时", "预算": 18000}', "budget", 18000, "unclear"),
    ('{"account": "Acme", "as_of": "2019-01-01", "budget": 18000}', "budget", 18000, "unclear"),
    ('{"account": "Acme", "snapshot_date": "2020-06-30", "seats": 40}', "seats", 40, "unclear"),
    ("account: Acme\nas_of: 2018-12-31\nheadcount: 120", "headcount", 120, "unclear"),
    ('{"account": "Acme", "error": null, "budget": 18000}', "budget", 18000, "asserted"),
    ('{"客户": "Acme", "错误": null, "预算": 18000}', "budget", 18000, "asserted"),
    ('{"account": "Acme", "as_of": "2026-09-30", "budget": 18000}', "budget", 18000, "asserted"),
    ('{"account": "Acme", "team_size": 12}', "team_size", 12, "asserted"),
])
def test_flag_set(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# a log line at a warning or an error level, or of a write not done
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ('2026-09-30T10:00:00Z level=warn msg="write skipped (dry run)" account=acme discount=15', "discount", 15, "unclear"),
    ('2026-09-30T10:00:00Z level=error msg="sync failed (timeout)" account=acme budget=18000', "budget", 18000,
     "unclear"),
    ('2026-09-30 10:00:00 level=info msg="skipped (test mode)" account=acme headcount=120', "headcount", 120,
     "unclear"),
    ('2026-09-30T10:00:00Z level=info msg="write aborted (lock)" account=acme team_size=12', "team_size", 12,
     "unclear"),
    ("level=warn account=acme seats=40", "seats", 40, "unclear"),
    ("level=info account=acme seats=40", "seats", 40, "asserted"),
    ("INFO account=acme seats=40", "seats", 40, "asserted"),
])
def test_log_not_done(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# an object nested under another key: a peer's, an offer's, a request's; a plain container stays the subject's
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ('{"account": "Acme", "benchmark": {"peer": "Globex", "budget": 18000}}', "budget", 18000, "unclear"),
    ('{"account": "Acme", "peer": {"id": 7, "budget": 18000}}', "budget", 18000, "unclear"),
    ('{"account": "Acme", "lookalike": {"rank": 1, "seats": 40}}', "seats", 40, "unclear"),
    ('{"account": "Acme", "upsell_offer": {"plan": "Pro", "seats": 40}}', "seats", 40, "unclear"),
    ('{\n  "account": "Acme",\n  "peer": {\n    "tier": "gold",\n    "seats": 40\n  }\n}', "seats", 40, "unclear"),
    ('{"客户": "Acme", "对标": {"名称": "Globex", "预算": 18000}}', "budget", 18000, "unclear"),
    ("客户: Acme\n申请:\n  席位: 40", "seats", 40, "unclear"),
    ('{"record": {"account": "Acme", "seats": 40}}', "seats", 40, "asserted"),
    ('{"account": {"name": "Acme", "seats": 40}}', "seats", 40, "asserted"),
    ('{"acme": {"seats": 40}}', "seats", 40, "asserted"),
    ('{"account": "Acme", "billing": {"currency": "USD", "budget": 18000}}', "budget", 18000, "asserted"),
    ('{"客户": "Acme", "合同": {"席位": 40}}', "seats", 40, "asserted"),
    ("account: Acme\ncontract:\n  seats: 40", "seats", 40, "asserted"),
    ("Our CRM export:\n{\"company\": \"Acme\", \"headcount\": 120}", "headcount", 120, "asserted"),
    ("- 当前数据：\n  - 预算：18000美元", "budget", 18000, "asserted"),
])
def test_nested_owner(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected
