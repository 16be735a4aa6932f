"""Grounding: a source states a value only when its text says it, not something close to it."""
from __future__ import annotations

import pytest

from domain.grounding import states


@pytest.mark.parametrize("text,value,expected", [
    ("Our budget is $18,000.", 18000, True),
    ("Our budget is $18,000.", "18000", True),
    ("Our budget is $18,000.", "$18,000", True),
    ("Our budget is $18,000.", 1800, False),  # a near-miss is not a match
    ("Our budget is $18,000.", 180000, False),
    ("Budget: 18k", 18000, True),
    ("The budget is not 18000 anymore.", 18000, False),  # negated
    ("We no longer have $14,000.", 14000, False),
    ("Please reach us on Slack.", "Slack", True),
    ("Please reach us on Slack.", "slack", True),
    ("We never use Slack.", "Slack", False),
    ("We use Slackware.", "Slack", False),  # word boundaries
    ("Rheem 82V40-2 on the plate", "Rheem 82V40-2", True),
    ("anything", True, False),  # booleans need a reviewer
    ("model Rheem, serial RH2004", {"make": "Rheem", "serial": "RH2004"}, True),
    ("model Rheem", {"make": "Rheem", "serial": "RH2004"}, False),
])
def test_a_source_states_a_value_only_when_it_says_it(text: str, value: object, expected: bool) -> None:
    assert states(text, value) is expected


@pytest.mark.parametrize("text,value,expected", [
    ("I'm flying to Lisbon on 12 May 2026.", "2026-05-12", True),
    ("I'm flying to Lisbon on 12 May 2026.", "2026-05-21", False),
    ("Meeting on May 12, 2026 at noon", "12 May 2026", True),
    ("Nameplate: MFD 05/2004, model 82V40-2", "2004-05", True),
    ("Nameplate: MFD 05/2004, model 82V40-2", "05/2004", True),
    ("Nameplate: MFD 05/2004", "2022-05", False),
    ("We are not leaving on 2026-05-12.", "2026-05-12", False),
])
def test_dates_match_as_dates(text: str, value: object, expected: bool) -> None:
    assert states(text, value) is expected
