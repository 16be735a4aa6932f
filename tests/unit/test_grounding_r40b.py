"""Revisions and marks on a document that change what it states (batch 108, red-team pass 40b).

A value the document, as a reader sees it now, does not leave standing is held; a plain statement in a revised or
formatted document still grounds. Each class is a general rule, with attacks (accepted before it) and controls: a
diff's removed or changed line ("-seats: 40", "- seats: 40" in a hunk, "! seats: 40", "~ seats: 40"; `_DIFF_REMOVED`,
`_DIFF_MINUS`, `_DIFF_CONTEXT`), an editor's placeholder on the statement's line ("(XXX check before sending)";
`_EDIT_PLACEHOLDER`), a reviewer's comment beside it that is not a bare approval ("Comment: nope", "↳ Comment (Raj): she
left", "批注：有误"; `_REVIEW_LINE`, `_APPROVAL`) or a remark calling it wrong ("备注：有误"; `_REMARK_WRONG`), a revision's
mark after a date ("2027-03-01 [Deleted]", "(rev. A)", "(#REF!)", "（旧值）"; `_REVISED_AFTER`), and a footnote's mark with
no note shown ("$18,000*", "40†", "We have 40* seats.", "[+]"; `_footnoted`, `_GLUED_MARK`).
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.builders import verdict


# a line of a diff or a patch that removes or changes the statement
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("-seats: 40", "seats", 40, "unclear"),
    ("-Our budget is $18,000.", "budget", 18000, "unclear"),
    ("  -\"seats\": 40,", "seats", 40, "unclear"),
    ("-席位：40", "seats", 40, "unclear"),
    ("Plan: gold\n- seats: 40\n+ region: EU", "seats", 40, "unclear"),
    ("@@ -1,3 +1,3 @@\n- seats: 40", "seats", 40, "unclear"),
    ("~seats: 40", "seats", 40, "unclear"),
    ("- Seats: 40\n- Plan: Gold", "seats", 40, "asserted"),
    ("  - Seats: 40", "seats", 40, "asserted"),
    ("Headcount: 250\n\n---\nSent from Outlook", "headcount", 250, "asserted"),
    ("+seats: 40", "seats", 40, "asserted"),
    ("Our budget is $18,000.\n--\nDana Smith", "budget", 18000, "asserted"),
])
def test_diff_line(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# an editor's placeholder on the statement's line
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("Our budget is $18,000. (XXX check before sending)", "budget", 18000, "unclear"),
    ("We have 40 seats. FIXME", "seats", 40, "unclear"),
    ("Our IBAN is DE89370400440532013000.\nBIC: COBADEFFXXX", "payout_iban", "DE89370400440532013000", "asserted"),
    ("IBAN: DE89 3704 0044 0532 0130 00\nBIC: COBADEFFXXX", "payout_iban", "DE89370400440532013000", "asserted"),
])
def test_edit_placeholder(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# a reviewer's comment beside it, or a remark calling it wrong
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("Seats: 40\nComment: nope", "seats", 40, "unclear"),
    ("Decision maker: Dana Smith\n  ↳ Comment (Raj): she left in August", "decision_maker", "Dana Smith", "unclear"),
    ("Seats: 40\n💬 Raj Patel: nope", "seats", 40, "unclear"),
    ("批注：此数字有误。\n席位：40", "seats", 40, "unclear"),
    ("预算：18000美元\n审阅：需改", "budget", 18000, "unclear"),
    ("席位：40\n备注：有误", "seats", 40, "unclear"),
    ("Seats: 40\n备注：需更新", "seats", 40, "unclear"),
    ("Seats: 40\nComment: looks good", "seats", 40, "asserted"),
    ("Seats: 40\n💬 Raj: agreed", "seats", 40, "asserted"),
    ("Comments: please call after 9\nSeats: 40", "seats", 40, "asserted"),
    ("席位：40\n批注：已确认", "seats", 40, "asserted"),
    ("席位：40\n备注：如有误请告知", "seats", 40, "asserted"),
])
def test_review_comment(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# a revision's mark after a date
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("Renewal date: 2027-03-01 [Deleted by Dana Smith] 2027-04-01 [Inserted by Dana Smith]", "renewal_date",
     "2027-03-01", "unclear"),
    ("Renewal date: 2027-03-01 (rev. A)", "renewal_date", "2027-03-01", "unclear"),
    ("Renewal date: 2027-03-01 (#REF!)", "renewal_date", "2027-03-01", "unclear"),
    ("Our renewal date is 2027-03-01, deleted in v3.", "renewal_date", "2027-03-01", "unclear"),
    ("续约日期：2027-03-01（旧值）", "renewal_date", "2027-03-01", "unclear"),
    ("续约日期：2027-03-01（已修改）", "renewal_date", "2027-03-01", "unclear"),
    ("Renewal date: 2027-03-01 (confirmed)", "renewal_date", "2027-03-01", "asserted"),
    ("Renewal date: 2027-03-01 (Monday)", "renewal_date", "2027-03-01", "asserted"),
    ("续约日期：2027-03-01（已确认）", "renewal_date", "2027-03-01", "asserted"),
])
def test_revised_date(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# a footnote's mark with no note shown
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("Budget: $18,000*", "budget", 18000, "unclear"),
    ("Seats: 40†", "seats", 40, "unclear"),
    ("We have 40* seats.", "seats", 40, "unclear"),
    ("Renewal date: 2027-03-01‡", "renewal_date", "2027-03-01", "unclear"),
    ("Seats: 40 [+]", "seats", 40, "unclear"),
    ("Our budget is **$18,000**.", "budget", 18000, "asserted"),
    ("*Seats: 40*", "seats", 40, "asserted"),
    ("Price: $18,000*\n* Excluding VAT.", "price", 18000, "asserted"),
    ("Order form - Acme\nHQ city: Berlin\nSigned: [x]", "hq_city", "Berlin", "asserted"),
])
def test_footnote_mark(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected
