"""Which noun a value belongs to: grammatical attachment (batch 109, red-team pass 41b).

A value attached to another noun than the subject is held; a plain statement whose attachment is clear still grounds.
Each class is a general rule, with attacks (accepted before it) and controls: a participle of place set off by commas,
brackets or dashes after another noun, or fronted before one ("Our lawyers, based in Paris, called.", "Based in Paris,
our CFO signed."; `_SET_OFF_PLACE`, `_FRONTED_PLACE`, `_OWN_HEAD_END`, `_OWN_HEAD_START`), a figure in a note in
brackets after another name, when the claim does not stand without the note ("Globex (40 seats) called us.", "Unlike
Initech (budget $18,000), we ...", "和Globex（40个席位）一样"; `_BRACKET_AFTER_NAME`, `_attached_elsewhere`), another party
joined to the subject before the figure ("We, along with Globex, need 40 seats.", "With Northwind, we ...", "包括Globex在内，";
`_JOINED_PARTY`) and a pilot, a trial or a rollout as what has it ("The pilot needs 40 seats."; `_PART_AS_HOLDER`).
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.builders import verdict


# a participle of place set off after another noun, or fronted before it: that noun's place
@pytest.mark.parametrize(("text", "value", "expected"), [
    ("Our lawyers, based in Paris, called this morning.", "Paris", "unclear"),
    ("The firm we buy from, based in Paris, is expanding.", "Paris", "unclear"),
    ("The agency we work with (headquartered in Lisbon) sent a quote.", "Lisbon", "unclear"),
    ("Our CFO — located in Munich — signed the NDA.", "Munich", "unclear"),
    ("Our insurer, now headquartered in Oslo, called.", "Oslo", "unclear"),
    ("Based in Paris, our lawyers called.", "Paris", "unclear"),
    ("Headquartered in Vienna, the consultants sent a quote.", "Vienna", "unclear"),
    ("Acme, headquartered in Paris, signed today.", "Paris", "asserted"),
    ("We, based in Paris, signed today.", "Paris", "asserted"),
    ("Our company, headquartered in Paris, signed today.", "Paris", "asserted"),
    ("Based in Paris, Acme signed today.", "Paris", "asserted"),
    ("Headquartered in Paris, we signed today.", "Paris", "asserted"),
    ("We're headquartered in Paris, France.", "Paris", "asserted"),
])
def test_set_off_place_of_another_noun(text: str, value: Any, expected: str) -> None:
    assert verdict(text, "hq_city", value) == expected


# a figure in a note in brackets after another name: the name's, unless the claim stands without the note
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("Globex (40 seats) called us.", "seats", 40, "unclear"),
    ("Unlike Initech (40 seats), we are small.", "seats", 40, "unclear"),
    ("Like Hooli (budget $18,000), we are cautious.", "budget", 18000, "unclear"),
    ("The Globex team (40 seats) called us.", "seats", 40, "unclear"),
    ("We met Contoso (headcount 250) today.", "headcount", 250, "unclear"),
    ("和Globex（40个席位）一样，我们在增长。", "seats", 40, "unclear"),
    ("跟Initech（预算18000美元）一样，我们很谨慎。", "budget", 18000, "unclear"),
    ("Unlike Globex (60 seats), we have 40 seats.", "seats", 40, "asserted"),
    ("Unlike Globex (budget $25,000), our budget is $18,000.", "budget", 18000, "asserted"),
    ("We (40 seats) are growing.", "seats", 40, "asserted"),
    ("Like Globex, we need 40 seats.", "seats", 40, "asserted"),
    ("Dana (Acme): Our budget is $18,000.", "budget", 18000, "asserted"),
    ("和Globex一样，我们需要40个席位。", "seats", 40, "asserted"),
])
def test_figure_in_note_on_another_name(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# another party joined to the subject before the figure: a figure they have together
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("We, along with Globex, need 40 seats.", "seats", 40, "unclear"),
    ("We, counting Initech, need 40 seats.", "seats", 40, "unclear"),
    ("With Northwind, we need 40 seats.", "seats", 40, "unclear"),
    ("Adding Hooli, we need 40 seats.", "seats", 40, "unclear"),
    ("包括Globex在内，我们需要40个席位。", "seats", 40, "unclear"),
    ("我们，连同Globex，需要40个席位。", "seats", 40, "unclear"),
    ("We, like Globex, need 40 seats.", "seats", 40, "asserted"),
    ("With the new hires, we have 40 seats.", "seats", 40, "asserted"),
    ("We, along with Acme's Berlin team, need 40 seats.", "seats", 40, "asserted"),
    ("和Globex一样，我们需要40个席位。", "seats", 40, "asserted"),
])
def test_party_joined_to_subject(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# a pilot, a trial or a rollout as what has the figure: the part's, not the subject's
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("The pilot needs 40 seats.", "seats", 40, "unclear"),
    ("The pilot has a budget of $18,000.", "budget", 18000, "unclear"),
    ("Our rollout needs 40 seats.", "seats", 40, "unclear"),
    ("The rollout is planned for Q4.", "timeline", "Q4", "asserted"),
    ("We need 40 seats.", "seats", 40, "asserted"),
])
def test_part_as_holder(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected
