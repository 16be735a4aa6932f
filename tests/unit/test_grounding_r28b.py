"""Neighbouring predicates: a true value of a close but different predicate offered as the claimed one (batch 96,
red-team pass 28b).

Each class is a general rule, with attacks (accepted before it) and controls (plain statements that still ground):
"IT" or "US" glued to a Chinese word, the department or region the value is a part of (`_ZH_LATIN_PART`, ASCII edges
of `_US` and `_IT_DEPT`); a Chinese word glued before a renewal, another thing's or another time's renewal
(`_ZH_THING_BEFORE`, `_ZH_OWN_RENEWAL`); a word of a compound key that names another thing on its own ("Manager:",
"City:"; `weak` in predicates.toml); users for seats (`_USERS_NOT_SEATS`); a team's base for the headquarters
(`_HQ_WORDS`); a contract's date with no word of its end (`_END_WORDS`); teams counted for a team's size
(`_TEAMS_COUNTED`); approved or open positions for a headcount (`_POSITIONS`); an amount off for a discount rate.
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.builders import verdict


@pytest.mark.parametrize(("text", "predicate", "value", "accepted"), [
    # "IT"/"US" glued to a Chinese word: a department's or a region's part (`_ZH_LATIN_PART`)
    ("我们的IT预算是18000元。", "budget", 18000, False),
    ("IT席位：120", "seats", 120, False),
    ("我们的US总部在Berlin。", "hq_city", "Berlin", False),
    ("我们的预算是18000美元。", "budget", 18000, True),
    ("预算是18000 US美元。", "budget", 18000, True),
    # a Chinese word glued before the renewal: another thing's or another time's (`_ZH_THING_BEFORE`)
    ("域名续费日期：2027-03-01", "renewal_date", "2027-03-01", False),
    ("上次续约：2027-03-01", "renewal_date", "2027-03-01", False),
    ("保险2027-03-01续约。", "renewal_date", "2027-03-01", False),
    ("我们的合同续约日期是2027-03-01。", "renewal_date", "2027-03-01", True),
    ("下次续约：2027-03-01", "renewal_date", "2027-03-01", True),
    ("合同将在2027-03-01自动续约。", "renewal_date", "2027-03-01", True),
    # a weak word of a compound key: the writer's boss, an account, any city (`weak`)
    ("Our manager is Dana Smith.", "account_manager", "Dana Smith", False),
    ("Account: Dana Smith", "account_manager", "Dana Smith", False),
    ("City: Berlin", "hq_city", "Berlin", False),
    ("Our account manager is Dana Smith.", "account_manager", "Dana Smith", True),
    ("Dana Smith manages our account.", "account_manager", "Dana Smith", True),
    ("HQ city: Berlin", "hq_city", "Berlin", True),
    # users for seats (`_USERS_NOT_SEATS`)
    ("We have 120 users.", "seats", 120, False),
    ("Total users: 120", "seats", 120, False),
    ("Licensed users: 120", "seats", 120, True),
    ("We need 120 seats.", "seats", 120, True),
    # a team's base for the headquarters
    ("Our team is based in Berlin.", "hq_city", "Berlin", False),
    ("Our company is based in Berlin.", "hq_city", "Berlin", True),
    # a contract's date that does not say it ends (`_END_WORDS`)
    ("Contract date: 2027-06-30", "contract_end", "2027-06-30", False),
    ("Contract end: 2027-06-30", "contract_end", "2027-06-30", True),
    # teams counted for a team's size; positions for a headcount
    ("Teams: 12", "team_size", 12, False),
    ("团队个数：12", "team_size", 12, False),
    ("Our team is 12 people.", "team_size", 12, True),
    ("Approved headcount: 250", "headcount", 250, False),
    ("Headcount: 250", "headcount", 250, True),
    # an amount off for a discount claimed as a bare number (a rate)
    ("Discount: $15", "discount", 15, False),
    ("折扣：15元", "discount", 15, False),
    ("Discount: 15%", "discount", 15, True),
    ("We get a $12 discount.", "discount", "$12", True),
])
def test_a_neighbouring_predicate_is_not_the_claim(text: str, predicate: str, value: Any, accepted: bool) -> None:
    assert (verdict(text, predicate, value) == "asserted") is accepted
