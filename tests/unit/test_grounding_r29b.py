"""Conversations of several organisations: a plain "we" statement framed as another party's words (batch 97,
red-team pass 29b).

Each class is a general rule, with attacks (accepted before it) and controls (plain statements that still ground):
a participants line naming an organisation other than the subject (`_ROSTER`); a bracket closing the sentence that
gives the words to a named party or a go-between (`_AFTER_PAREN`, `_PAREN_PARTY`); a speaker label naming an agent,
dealer, assistant, interpreter, consultant or a joint statement, even with the subject in brackets (`_ROLE_LABEL`).
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.builders import verdict


@pytest.mark.parametrize(("text", "predicate", "value", "accepted"), [
    # a participants line naming another organisation: whose "we" it is is not said (`_ROSTER`)
    ("Participants: Dana (Acme), Raj (Globex), Sam (Vendor)\n\nWe need 120 seats.", "seats", 120, False),
    ("Invitees: dana@acme.com, raj@globex.com\nSummary: Our budget is $18,000.", "budget", 18000, False),
    ("Attendance: Dana Lee, Acme | Raj Patel, Globex\nOur headcount is 250.", "headcount", 250, False),
    ("参会：张伟（Acme）、李娜（Globex）\n\n我们的团队有14人。", "team_size", 14, False),
    ("On this thread: Dana (Acme), Raj (Globex)\nWe need 120 seats.", "seats", 120, False),
    ("Attendees: Dana (Acme), Sam (us)\nWe need 120 seats.", "seats", 120, True),
    ("Attendees: Dana, Priya, Sam\nWe need 120 seats.", "seats", 120, True),
    # a bracket after the sentence giving it to another party or a go-between (`_AFTER_PAREN`)
    ("Our HQ is in Berlin. (Raj Patel, Globex procurement, on the joint call)", "hq_city", "Berlin", False),
    ("Our headcount is 250. (from Raj at Globex)", "headcount", 250, False),
    ("Our team is 14 people. (Initech, reseller)", "team_size", 14, False),
    ("我们的预算是2万美元。（Globex李娜）", "budget", 20000, False),
    ("我们的折扣是15%。（经销商老陈转述）", "discount", 15, False),
    ("我们的团队有14人。【Globex李娜】", "team_size", 14, False),
    ("我们的团队有14人。（王总秘书代发）", "team_size", 14, False),
    ("We need 120 seats. (Dana Lee, Acme)", "seats", 120, True),
    ("We need 120 seats. (edited, v2)", "seats", 120, True),
    ("我们的团队有14人。（张伟，Acme采购）", "team_size", 14, True),
    # a go-between's or a joint speaker label, even with the subject in brackets (`_ROLE_LABEL`)
    ("代理商华信科技（负责Acme）：我们的折扣是15%。", "discount", 15, False),
    ("王总助理（代王总回复）：我们需要120个席位。", "seats", 120, False),
    ("Assistant to Mr. Tanaka (Acme CEO): We need 120 seats.", "seats", 120, False),
    ("Acme & Globex (joint statement): We need 120 seats.", "seats", 120, False),
    ("张伟（Acme）：我们的团队有14人。", "team_size", 14, True),
    ("Dana Lee [Acme] 10:02 AM\nWe need 120 seats.", "seats", 120, True),
])
def test_several_parties(text: str, predicate: str, value: Any, accepted: bool) -> None:
    got = verdict(text, predicate, value)
    assert (got == "asserted") is accepted, (text, got)
