"""What stands around a value can say it is not asserted (the red-team classes of batch 14).

Each class is a general rule, not a case: a cue or a time in another clause of the sentence, a
short sentence beside it, a status or a date on the record, letters the rules cannot read,
comments and code, open bounds, a change's size, a name the value is only part of, the person
addressed. Each attack here was accepted before; each control beside it still is. The corpus
(tests/grounding/corpus.jsonl, batch "14-probes") holds the rest.
"""
from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest

from domain.assertion import ground

AT = datetime(2026, 10, 1, 9, 0, tzinfo=UTC)


def verdict(text: str, predicate: str = "budget", value: Any = 18000) -> str:
    return ground(text, subject="customer:acme", predicate=predicate, value=value, captured_at=AT).verdict


NOT_ASSERTED = [
    # a cue in another clause: before the value's, or after it in a clause that says nothing else
    ("Not approved yet, our budget is $18,000.", "budget", 18000),
    ("In scenario B, the budget is $18,000.", "budget", 18000),
    ("For Globex, the budget is $18,000.", "budget", 18000),
    ("Our budget is $18,000 but not really.", "budget", 18000),
    ("Our budget is $18,000, not approved by 2 people.", "budget", 18000),
    ("Our budget is $18,000, never confirmed in writing.", "budget", 18000),
    ("Budget: $18,000 — NOT", "budget", 18000),
    ("在草稿里，预算是18000美元。", "budget", 18000),
    # a time in another clause
    ("Our budget is $18,000, as of 2019.", "budget", 18000),
    ("去年，预算是18000美元。", "budget", 18000),
    # a short sentence beside it, a status or a date on the record
    ("Our budget is $18,000. Only if the board agrees.", "budget", 18000),
    ("Here is a made-up example.\nOur budget is $18,000.", "budget", 18000),
    ("budget: 18000\nstatus: rejected", "budget", 18000),
    ("Budget: $18,000\nAs of: 2019", "budget", 18000),
    ("预算是18000美元。这是去年的。", "budget", 18000),
    # letters the rules cannot read, characters that show nothing
    ("Our budget is \u039d\u039f\u03a4 $18,000.", "budget", 18000),
    ("Budget: $18,000 (не утверждён)", "budget", 18000),
    ("I\u200bf approved, budget: $18,000.", "budget", 18000),
    # a request for confirmation, an open to-do
    ("Please confirm the budget is $18,000.", "budget", 18000),
    ("- [ ] Budget: $18,000", "budget", 18000),
    # open bounds, a change's size, the value before a change
    ("Budget: $18,000 and up.", "budget", 18000),
    ("We need 12 seats and up.", "seats", 12),
    ("Go-live date: until 2026-11-01", "go_live_date", "2026-11-01"),
    ("We bought 12 new seats.", "seats", 12),
    ("Our HQ moved from Berlin.", "hq_city", "Berlin"),
    # a name the value is only part of; the person addressed
    ("Our HQ is in New York.", "hq_city", "York"),
    ("Our HQ is in Kansas City.", "hq_city", "Kansas"),
    ("So you need 12 seats.", "seats", 12),
    # comments, code, a single-tilde strikethrough; question marks of other scripts
    ("<!-- Budget: $18,000 -->", "budget", 18000),
    ("```\n# example config\nbudget = 18000\n```", "budget", 18000),
    ("// budget: 18000", "budget", 18000),
    ("[//]: # (Our budget is $18,000.)", "budget", 18000),  # Markdown's comment: a link definition no one sees
    ("[comment]: <> (Budget: $18,000)", "budget", 18000),
    ("~Budget: $18,000~", "budget", 18000),
    ("Budget: $18,000 ؟", "budget", 18000),
    ("¿Budget: $18,000", "budget", 18000),
    # round 2: a full date beside the value; a claimed value that says more than its source
    ("Effective 2099-01-01, our budget is $18,000.", "budget", 18000),
    ("Our budget is $18,000, effective 2099-01-01.", "budget", 18000),
    ("On Jan 1, 2019, our budget is $18,000.", "budget", 18000),
    ("Our HQ is in Berlin.", "hq_city", "~~Berlin~~"),
    ("Our HQ is in Berlin.", "hq_city", "Berlin (?)"),
    ("Our HQ is in Berlin.", "hq_city", "Berlin ❌"),
    ("Go-live date: 2026-11-01.", "go_live_date", "2026-11-01, cancelled"),
    # two dates for one predicate; a notation that reads two ways
    ("Go-live date: 2026-11-01. Go-live date: 2026-12-01.", "go_live_date", "2026-11-01"),
    ("Our HQ is in Berlin. Our HQ is in Munich.", "hq_city", "Berlin"),
    ("HQ: Berlin\nHQ: Munich", "hq_city", "Munich"),
    ("Go-live date: 03/04/2026", "go_live_date", "2026-04-03"),
    ("Our budget is $18.000.", "budget", 18),
]

STILL_ASSERTED = [
    ("For the record, our budget is $18,000.", "budget", 18000),
    ("As of today, our budget is $18,000.", "budget", 18000),
    ("Our budget is $18,000, as of today.", "budget", 18000),
    ("Our budget is $18,000. Thanks!", "budget", 18000),
    ("Budget: $18,000. No changes.", "budget", 18000),
    ("Our budget is $18,000 — not a cent more.", "budget", 18000),
    ("Correction: budget is $20k, not 18k.", "budget", 20000),
    ("Our budget is $18,000. It was $15,000 last year.", "budget", 18000),
    ("Hi team,\nOur budget is $18,000.\nBest, Dana", "budget", 18000),
    ("Budget: $18,000, seats: 12, discount: 10%.", "budget", 18000),
    ("Thank you, we need 12 seats.", "seats", 12),
    ("Our HQ is in Berlin.", "hq_city", "Berlin"),
    ("Our HQ is in New York.", "hq_city", "New York"),
    ("Our HQ is in Zürich.", "hq_city", "Zürich"),
    ("Our HQ moved to Berlin.", "hq_city", "Berlin"),
    ("Go-live date: 2026-11-01.", "go_live_date", "2026-11-01"),
    ("Budget: $18,000 (final)", "budget", 18000),
    ("Budget: $18,000!", "budget", 18000),
    ("Confirming our budget is $18,000.", "budget", 18000),
    ("As of 2026-10-01, our budget is $18,000.", "budget", 18000),
    ("Our HQ is in Berlin.", "hq_city", "BERLIN"),
    ("Go-live date: 25/01/2026", "go_live_date", "2026-01-25"),
    ("Our budget is $18.50.", "budget", 18.5),
    ("Our HQ is in Berlin. Our CEO is Dana.", "hq_city", "Berlin"),
    ("Our HQ is in Berlin. It moved there from Munich in 2019.", "hq_city", "Berlin"),
]


@pytest.mark.parametrize(("text", "predicate", "value"), NOT_ASSERTED)
def test_what_stands_around_the_value_can_say_it_is_not_asserted(text: str, predicate: str, value: Any) -> None:
    assert verdict(text, predicate, value) != "asserted"


@pytest.mark.parametrize(("text", "predicate", "value"), STILL_ASSERTED)
def test_a_plain_assertion_beside_such_words_is_still_accepted(text: str, predicate: str, value: Any) -> None:
    assert verdict(text, predicate, value) == "asserted"


def test_characters_that_show_nothing_do_not_hide_a_cue() -> None:
    from domain.assertion import parse

    [s] = parse("I\u200bf approved, budget: $18,000\u202e.")
    assert s.norm.startswith("if approved") and s.hits["conditional"]


@pytest.mark.parametrize(("text", "subject", "asserted"), [
    ("America's budget is $18,000.", "customer:bank of america", False),
    ("General's budget is $18,000.", "customer:general motors", False),
    ("Smith's budget is $18,000.", "person:dana smith", False),
    ("Bank of America's budget is $18,000.", "customer:bank of america", True),
    ("Dana Smith's budget is $18,000.", "person:dana smith", True),
    ("Globex's budget is $18,000.", "customer:globex corp", True),
])
def test_one_word_of_a_subjects_longer_name_may_be_another_party(text: str, subject: str, asserted: bool) -> None:
    g = ground(text, subject=subject, predicate="budget", value=18000, captured_at=AT)
    assert (g.verdict == "asserted") == asserted, g.why


def test_the_keys_of_a_value_in_parts_do_not_stand_for_the_predicate() -> None:
    """{"budget": 18000} claimed as a `discount`: the key named "budget", the source named the budget."""
    said = "Our budget is $18,000."
    g = ground(said, subject="customer:acme", predicate="discount", value={"budget": 18000}, captured_at=AT)
    assert g.verdict == "unclear" and "the predicate is not" in g.why
    hq = ground("Our HQ is in Berlin.", subject="customer:acme", predicate="shipping_address", value={"hq": "Berlin"},
                captured_at=AT)
    assert hq.verdict != "asserted"
    ok = ground(said, subject="customer:acme", predicate="budget", value={"amount": 18000}, captured_at=AT)
    assert ok.verdict == "asserted"  # the parts of the predicate's own value


@pytest.mark.parametrize("key", ["approved_amount", "cfo_signed_off", "amount_2030", "globex", "final"])
def test_a_key_of_a_value_in_parts_claims_no_more_than_its_source_says(key: str) -> None:
    """{"approved_amount": 18000} on "Our budget is $18,000.": the key's words are a claim of their own;
    what a part is (amount, currency, city ...) or what its sentence says is no claim."""
    g = ground("Our budget is $18,000.", subject="customer:acme", predicate="budget", value={key: 18000},
               captured_at=AT)
    assert g.verdict == "unclear" and "says more than its source" in g.why, g
    said = ground("Our approved budget for 2030 is $18,000, final.", subject="customer:acme", predicate="budget",
                  value={key.replace("cfo_signed_off", "approved").replace("globex", "final"): 18000},
                  captured_at=AT)
    assert "says more than its source" not in said.why, said
