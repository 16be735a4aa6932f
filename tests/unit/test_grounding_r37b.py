"""People-valued predicates (batch 105, red-team pass 37b).

A person's name given for a role (a decision maker, an account manager, a signatory, a champion) is grounded only where
the source gives that person plainly as the subject's one current holder of the role. Each class is a general rule
(`_person_named_doubt`), with attacks (accepted before it) and controls (statements that still ground), around the name
or around the role's name after it ("Dana Smith is our decision maker, as is Raj"): another holder beside it
(`_ANOTHER_HOLDER_AFTER`, `_NOMINAL_BEFORE`, `_ZH_SHARED_AFTER`, `_ZH_SHARED_BEFORE`, and another sentence's "Raj also
decides" in `_other_value`), a time box or a start still to come (`_TIME_BOXED_AFTER`, `_ZH_NOT_YET_BEFORE`), a clause
that takes the role away, shares it or makes it nominal (`_WHO_CLAUSE_AFTER`, `_ZH_PERSON_DOUBT`), someone from outside
or a holder changing (`_OUTSIDE_OR_CHANGING_AFTER`), a word that makes the holder nominal (`_NOMINAL_BEFORE`), a
preposition before the name (`_PREPOSITION_BEFORE_NAME`) and a possessive on it (`_POSSESSIVE_NAME`).
"""
from __future__ import annotations

import pytest

from tests.builders import verdict

DM = "decision_maker"
AM = "account_manager"


# another holder beside the name, or before it ("also"), or in another sentence
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("Our decision maker is Dana Smith, as is Raj Patel.", DM, "Dana Smith", "unclear"),
    ("Dana Smith is our decision maker and so is Raj.", DM, "Dana Smith", "unclear"),
    ("Dana Smith is our account manager, among others.", AM, "Dana Smith", "unclear"),
    ("Dana Smith is also our decision maker.", DM, "Dana Smith", "unclear"),
    ("Our decision maker is Dana Smith. Raj also decides.", DM, "Dana Smith", "unclear"),
    ("我们的决策人是王伟，李娜也有发言权。", DM, "王伟", "unclear"),
    ("我们的决策人有王伟。", DM, "王伟", "unclear"),
    ("Our decision maker is Dana Smith.", DM, "Dana Smith", "asserted"),
    ("Dana Smith is our decision maker.", DM, "Dana Smith", "asserted"),
    ("我们的决策人是王伟。", DM, "王伟", "asserted"),
])
def test_another_holder(text: str, predicate: str, value: str, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# a time box, or a start still to come
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("Our decision maker is Dana Smith this quarter.", DM, "Dana Smith", "unclear"),
    ("Dana Smith is our account manager until June.", AM, "Dana Smith", "unclear"),
    ("Our decision maker is Dana Smith as of next week.", DM, "Dana Smith", "unclear"),
    ("我们的决策人从下个月起是王伟。", DM, "王伟", "unclear"),
    ("我们的决策人是王伟，下个月生效。", DM, "王伟", "unclear"),
    ("Our decision maker is still Dana Smith.", DM, "Dana Smith", "asserted"),
    ("从2025年起，我们的客户经理是王伟。", AM, "王伟", "asserted"),
])
def test_time_boxed(text: str, predicate: str, value: str, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# a clause about the person that takes the role away, shares it or makes it nominal
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("Our decision maker is Dana Smith, who is stepping down.", DM, "Dana Smith", "unclear"),
    ("Dana Smith is our decision maker; she is stepping down in May.", DM, "Dana Smith", "unclear"),
    ("Dana Smith is our decision maker but shares it with Raj.", DM, "Dana Smith", "unclear"),
    ("我们的决策人是王伟，他下个月退休。", DM, "王伟", "unclear"),
    ("Our account manager is Dana Smith, who handles our renewals.", AM, "Dana Smith", "asserted"),
    ("我们的客户经理是李娜，她负责我们所有项目。", AM, "李娜", "asserted"),
    ("我们的客户经理是王伟，他接替了离职的李娜。", AM, "王伟", "asserted"),
])
def test_clause_about_the_person(text: str, predicate: str, value: str, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# someone from outside, or a holder about to change, set off after the name
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("Our decision maker is Dana Smith, a consultant from Globex.", DM, "Dana Smith", "unclear"),
    ("Our decision maker is Dana Smith, the COO-designate.", DM, "Dana Smith", "unclear"),
    ("Our decision maker is Dana Smith, a Globex employee.", DM, "Dana Smith", "unclear"),
    ("我们的决策人是王伟，华为借调过来的。", DM, "王伟", "unclear"),
    ("Our decision maker is Dana Smith, our employee of ten years.", DM, "Dana Smith", "asserted"),
])
def test_outside_or_changing(text: str, predicate: str, value: str, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# a word that makes the holder nominal; a preposition before the name; a possessive on it
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("Dana Smith is officially our decision maker.", DM, "Dana Smith", "unclear"),
    ("Our account manager is in Jordan this week.", AM, "Jordan", "unclear"),
    ("Our account manager is with Jordan.", AM, "Jordan", "unclear"),
    ("Our account manager is Jordan's.", AM, "Jordan", "unclear"),
    ("Our account manager is Jordan Blake.", AM, "Jordan Blake", "asserted"),
    ("The final decision is Dana Smith's; she's our decision maker.", DM, "Dana Smith", "asserted"),
])
def test_nominal_preposition_possessive(text: str, predicate: str, value: str, expected: str) -> None:
    assert verdict(text, predicate, value) == expected
