"""Forms and UI states, and changes written as diffs (batch 112, red-team pass 44a).

A value copied from a form, a UI or a change record whose state says it is not the current fact is held; the new side
of a diff, a saved or submitted record and a plain statement still ground. Each class is a general rule, read on the
whole text once a sentence grounds (`_form_state`), with attacks (accepted before it) and controls: the old side of a
normal diff (`_NDIFF_OLD`, `_NDIFF_NEW`), a form's validation message on the field's line or under it (`_FIELD_LINE`,
`_FORM_INVALID`) and a banner that the form or the edit is not saved or not submitted (`_FORM_UNSAVED`).
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.builders import verdict


# the old side of a normal diff ("<" the removed line, ">" the added one)
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("< renewal_date: 2027-03-01\n> renewal_date: 2027-06-01", "renewal_date", "2027-03-01", "unclear"),
    ("< HQ: Berlin\n> HQ: Munich", "hq_city", "Berlin", "unclear"),
    ("< Discount: 15%\n---\n> Discount: 10%", "discount", 15, "unclear"),
    ("< 席位：40\n> 席位：60", "seats", 40, "unclear"),
    ("< 预算：18000元\n> 预算：25000元", "budget", 18000, "unclear"),
    ("-budget=18000\n+budget=25000", "budget", 25000, "asserted"),
    ("HQ city: ( ) Berlin (•) Munich", "hq_city", "Munich", "asserted"),
])
def test_normal_diff_old_side(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# a form's validation message on the field's line or under it
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("Headcount: 250\n⚠ Value out of range (max 200)", "headcount", 250, "unclear"),
    ("Discount: 15% - not allowed above 10% without approval", "discount", 15, "unclear"),
    ("Seats: 40\n⚠ Exceeds your licence limit", "seats", 40, "unclear"),
    ("Budget: $18,000\nError: amount exceeds the approved limit", "budget", 18000, "unclear"),
    ("Seats: 40\n❌ Seat count exceeds the plan maximum (30)", "seats", 40, "unclear"),
    ("Seats: 40\nToo many seats for the Basic plan.", "seats", 40, "unclear"),
    ("续约日期：2027-03-01（校验失败）", "renewal_date", "2027-03-01", "unclear"),
    ("续约日期：2027-03-01（验证失败）", "renewal_date", "2027-03-01", "unclear"),
    ("预算：18000美元\n错误：金额超出审批额度", "budget", 18000, "unclear"),
    ("Headcount: 250\nValidation: OK", "headcount", 250, "asserted"),
    ("校验通过\n续约日期：2027-03-01", "renewal_date", "2027-03-01", "asserted"),
    ("Renewal date: 2027-03-01 (confirmed, saved)", "renewal_date", "2027-03-01", "asserted"),
])
def test_form_validation_message(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# a banner that the form or the edit is not saved or not submitted, or failed to be
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("Unsaved changes\nBudget: $18,000", "budget", 18000, "unclear"),
    ("You have unsaved edits. Discount: 15%", "discount", 15, "unclear"),
    ("Submission failed. Please try again.\nSeats: 40", "seats", 40, "unclear"),
    ("You have unsaved changes.\nHQ city: Berlin", "hq_city", "Berlin", "unclear"),
    ("提交失败，请重试。\n预算：18000美元", "budget", 18000, "unclear"),
    ("Seats: 40\nSaved.", "seats", 40, "asserted"),
    ("Changes saved successfully. Our budget is $18,000.", "budget", 18000, "asserted"),
    ("The form is submitted. We need 40 seats.", "seats", 40, "asserted"),
    ("表单已提交。总部城市：Berlin", "hq_city", "Berlin", "asserted"),
    ("已提交\n席位：40", "seats", 40, "asserted"),
])
def test_form_unsaved(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected
