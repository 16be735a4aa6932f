"""Text that reads one way to a person and another to the rules (batch 95, red-team pass 27a).

Each class is a general rule, with attacks (accepted before it) and controls (plain statements that still ground): a
letter-spaced word read as the word a person reads ("-- E S T I M A T E", "n o t"; `_LETTER_SPACED`); a banner line
naming another party above the statement ("~~ Globex ~~", "=== Initech ===", "-- Globex Ltd --", "【Globex】";
`_OTHER_HEAD`, `_HEAD_GENERIC`); a line or paragraph separator, vertical tab or form feed read as the new line a
viewer shows (`_LINE_BREAKS`); digits split by a wide space (`_WIDE_SPACED`); a Chinese dash before another
party's name after the statement (`_SPEAKS_FOR`).
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.builders import verdict


# a letter-spaced word is the word a person reads: a hedge, a state or a negation (`_LETTER_SPACED`)
@pytest.mark.parametrize(("text", "predicate", "value", "accepted"), [
    ("Our budget is $18,000 -- E S T I M A T E", "budget", 18000, False),
    ("We have 40 seats -- o u t d a t e d", "seats", 40, False),
    ("Our team is 14 people \u2014 \uff24 \uff32 \uff21 \uff26 \uff34", "team_size", 14, False),
    ("Our budget is $18,000 -- d r a f t", "budget", 18000, False),
    ("Our budget is $18,000 -- E\u00a0S\u00a0T\u00a0I\u00a0M\u00a0A\u00a0T\u00a0E", "budget", 18000, False),
    ("We have 40 seats \u2014 d*r*a*f*t", "seats", 40, False),
    ("We have 40 seats -- o.u.t.d.a.t.e.d", "seats", 40, False),
    ("A.C.M.E. Inc. budget: $18,000", "budget", 18000, False),
    ("We have 40 seats. T h a n k s!", "seats", 40, True),
    ("Our budget is $18,000 -- thanks.", "budget", 18000, True),
])
def test_a_letter_spaced_word_is_read_as_one(text: str, predicate: str, value: Any, accepted: bool) -> None:
    assert (verdict(text, predicate, value) == "asserted") is accepted


# a banner above the statement naming another party: a name between runs of marks or in title brackets
@pytest.mark.parametrize(("text", "accepted"), [
    ("~~ Globex ~~\nOur budget is $18,000.", False),
    ("=== Initech ===\nOur budget is $18,000.", False),
    ("\u2022\u2022 Hooli \u2022\u2022\nOur budget is $18,000.", False),
    ("-- Globex Ltd --\nOur budget is $18,000.", False),
    ("| Globex |\nOur budget is $18,000.", False),
    ("= Initech S.A. =\nOur budget is $18,000.", False),
    ("== G l o b e x ==\nOur budget is $18,000.", False),
    ("\u3010Globex\u3011\n我们的预算是18000美元。", False),
    ("== Acme ==\nOur budget is $18,000.", True),
    ("-- Acme Ltd --\nOur budget is $18,000.", True),
    ("~~ Notes ~~\nOur budget is $18,000.", True),
    ("| Acme |\nOur budget is $18,000.", True),
    ("\u3010更新\u3011\n我们的预算是18000美元。", True),
])
def test_a_banner_naming_another_party_heads_the_statement(text: str, accepted: bool) -> None:
    assert (verdict(text) == "asserted") is accepted


# what a viewer shows as a new line is one: a banner or a label before U+2029 is on its own line (`_LINE_BREAKS`)
@pytest.mark.parametrize(("text", "accepted"), [
    ("-- Globex Ltd --\u2029Our budget is $18,000.", False),
    ("-- Globex --\x0cOur budget is $18,000.", False),
    ("== Initech ==\x0bOur budget is $18,000.", False),
    ("Our budget is $18,000.\u2028Thanks, Dana", True),
    ("Our budget is $18,000.\u2029Best regards", True),
])
def test_line_separators_are_new_lines(text: str, accepted: bool) -> None:
    assert (verdict(text) == "asserted") is accepted


# digits split by a wide space (ideographic, en or em, a tab, two spaces): one number or two (`_WIDE_SPACED`); a thin
# or no-break space is a thousands separator
@pytest.mark.parametrize(("text", "accepted"), [
    ("我们的预算是18\u3000000元。", False),
    ("Our budget is $18\u3000000.", False),
    ("Our budget is $18\u2003000.", False),
    ("Our budget is $18  000.", False),
    ("我们的预算是18\u2009000元。", True),
    ("Our budget is $18\u202f000.", True),
    ("Our budget is $18\u00a0000.", True),
])
def test_a_wide_space_between_digits_is_no_separator(text: str, accepted: bool) -> None:
    assert (verdict(text) == "asserted") is accepted


# a Chinese dash (two em dashes) before another party's name on a line after the statement: its signature
@pytest.mark.parametrize(("text", "accepted"), [
    ("我们的预算是18000美元。\n——Globex", False),
    ("Our budget is $18,000.\n——Initech", False),
    ("我们的预算是18000美元。\n——Acme", True),
])
def test_a_chinese_dash_signs_for_another_party(text: str, accepted: bool) -> None:
    assert (verdict(text) == "asserted") is accepted
