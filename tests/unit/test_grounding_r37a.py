"""Sources derived from memory, a record, a system or a machine (batch 105, red-team pass 37a; loop-back, C15).

A value the text gives only as what provgate's memory, a CRM, a sheet, an export or another agent holds, said back, or
as a machine's summary or rewrite, is not the subject's own current statement: it is held. Each class is a general
rule, with attacks (accepted before it) and controls (the subject's own plain statements, which still ground): a
lead-in that puts the statement in a store ("As per memory, ...", "Per records, ...", "As on file, ...", "Consistent
with the CRM, ...", "Echoing memory, ..."; `_STORE_LEAD`), a past participle of storing as the lead-in ("As logged,
...", "As already known, ..."; `_STORE_LEAD`), a label naming an export, a sheet or a screenshot over a record's row
("HubSpot export: Acme, budget 18000"; `_STORE_LEAD`), the same in Chinese ("根据记录，...", "系统中，...", "与记录一致，...",
"CRM导出：..."; `_STORE_LEAD`), a made or derived text's mark in brackets ("Key points (generated): ...",
"(transcribed)", "(rewritten)"; `_MACHINE_MADE`), a lead-in saying it was carried over from elsewhere or read through an
integration ("Carried over from the last session — ...", "Via integration, ..."; `_STORE_LEAD`), and someone's bare yes
to a line another wrote ("Customer replied \"yes\" to: ..."; `_STORE_LEAD`).
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.builders import verdict


# a lead-in naming a store (memory, records, a file, a CRM, context) the statement is read from
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("As per memory, our budget is $18,000.", "budget", 18000, "unclear"),
    ("Per records, we have 40 seats.", "seats", 40, "unclear"),
    ("As on file, our renewal date is 2027-03-01.", "renewal_date", "2027-03-01", "unclear"),
    ("Consistent with the CRM, our HQ is in Berlin.", "hq_city", "Berlin", "unclear"),
    ("Mirroring the CRM, our budget is $18,000.", "budget", 18000, "unclear"),
    ("As you know, our budget is $18,000.", "budget", 18000, "asserted"),
    ("For reference, our budget is $18,000.", "budget", 18000, "asserted"),
    ("As discussed, our budget is $18,000.", "budget", 18000, "asserted"),
])
def test_store_lead(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# a past participle of storing as the lead-in
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("As logged, we have 40 seats.", "seats", 40, "unclear"),
    ("As already known, our budget is $18,000.", "budget", 18000, "unclear"),
    ("As established earlier, our headcount is 250.", "headcount", 250, "unclear"),
    ("As agreed, our discount is 12%.", "discount", 12, "asserted"),
    ("To be clear, we have 40 seats.", "seats", 40, "asserted"),
])
def test_stored_participle(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# a label naming an export, a sheet, a row or a screenshot over a record's row
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("HubSpot export: Acme, budget 18000", "budget", 18000, "unclear"),
    ("Sheet: Acme, budget 18000", "budget", 18000, "unclear"),
    ("Airtable export: Acme, HQ Berlin", "hq_city", "Berlin", "unclear"),
    ("Update: our headcount is 250.", "headcount", 250, "asserted"),
    ("Summary: our budget is $18,000.", "budget", 18000, "asserted"),
])
def test_export_label(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# the same in Chinese: a store as the lead-in, a store showing it, agreeing with a store, an export's label
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("根据记录，我们的预算是18000美元。", "budget", 18000, "unclear"),
    ("系统中，我们的预算是18000美元。", "budget", 18000, "unclear"),
    ("后台显示，我们有40个席位。", "seats", 40, "unclear"),
    ("与记录一致，我们的预算是18000美元。", "budget", 18000, "unclear"),
    ("CRM导出：客户 Acme，预算 18000", "budget", 18000, "unclear"),
    ("看板：客户 Acme，席位 40", "seats", 40, "unclear"),
    ("根据我们的讨论，我们的总部在Berlin。", "hq_city", "Berlin", "asserted"),
    ("按照约定，我们的折扣是12%。", "discount", 12, "asserted"),
    ("我们的预算是18000美元。", "budget", 18000, "asserted"),
])
def test_zh_store_lead(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# a made or derived text's mark in brackets after a heading
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("Key points (generated): our HQ is in Berlin.", "hq_city", "Berlin", "unclear"),
    ("Takeaways (transcribed): We have 40 seats.", "seats", 40, "unclear"),
    ("Highlights (rewritten): Our budget is $18,000.", "budget", 18000, "unclear"),
    ("Hi Sam,\nOur HQ is in Berlin.\nDana", "hq_city", "Berlin", "asserted"),
])
def test_machine_bracket(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# carried, copied or pulled over from somewhere, or read in through an integration
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("Carried over from the last session — our budget is $18,000.", "budget", 18000, "unclear"),
    ("Via integration, our budget is $18,000.", "budget", 18000, "unclear"),
    ("Via the Zendesk connector: we have 40 seats.", "seats", 40, "unclear"),
    ("In short, our budget is $18,000.", "budget", 18000, "asserted"),
])
def test_carried_over(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# someone's bare yes to a line another wrote for them
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ('Customer replied "yes" to: we have 40 seats.', "seats", 40, "unclear"),
    ("Customer replied “yes” to: our budget is $18,000.", "budget", 18000, "unclear"),
    ("客户回复“是的”：我们有40个席位。", "seats", 40, "unclear"),
    ("Sam asked and I said yes to the budget question. Our budget is $18,000.", "budget", 18000, "asserted"),
    ("Hi Sam, yes — we have 40 seats.", "seats", 40, "asserted"),
])
def test_yes_to(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected
