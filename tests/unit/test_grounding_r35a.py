"""List-valued claims (batch 103, red-team pass 35a).

A list claim is grounded only where the source states it item for item as the subject's whole value. Each class
is a general rule, with attacks (accepted before it) and controls (statements that still ground): a list that names
one item twice (["German", "German"]; the duplicate check in `_ground`), a source list not closed by the claim's
items, with another item, a partial mark or a note before, between or after them ("German, English and French",
"Czech, German, English", "German, English, and others", "Berlin, Paris (opening 2027)"; `_list_not_closed`,
`_LIST_GOES_ON`, `_LIST_WENT_ON`, `_LIST_JOINS`), and another sentence that names the predicate again or adds to
something ("Other languages: Czech.", "P.S. We also cover Czech."; `_list_said_again`, `_LIST_ADDS`).
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.builders import verdict


# a list that names one item twice
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("We speak German.", "languages", ["German", "German"], "unclear"),
    ("Offices: Berlin, Paris", "offices", ["Berlin", "Paris", "paris"], "unclear"),
    ("语言：德语", "languages", ["德语", "德语"], "unclear"),
    ("We speak German.", "languages", ["German"], "asserted"),
    ("Offices: Berlin, Paris", "offices", ["Berlin", "Paris"], "asserted"),
])
def test_list_item_twice(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# the source's list goes on before, between or after the claim's items
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("We speak German, English and French.", "languages", ["German", "English"], "unclear"),
    ("Languages: German, English, and others", "languages", ["German", "English"], "unclear"),
    ("Languages: Czech, German, English", "languages", ["German", "English"], "unclear"),
    ("Offices: Berlin, Lyon, Paris", "offices", ["Berlin", "Paris"], "unclear"),
    ("Offices: Berlin, Paris (opening 2027)", "offices", ["Berlin", "Paris"], "unclear"),
    ("Our integrations are Salesforce, Slack, and more.", "integrations", ["Salesforce", "Slack"], "unclear"),
    ("Languages: German, English", "languages", ["German"], "unclear"),
    ("Languages: German, English, Czech", "languages", ["German", "English", "Czech"], "asserted"),
    ("Languages: German, English", "languages", ["German", "English"], "asserted"),
    ("Offices: Berlin, Paris, London", "offices", ["Berlin", "Paris", "London"], "asserted"),
    ("Offices: Munich, Hamburg", "offices", ["Munich", "Hamburg"], "asserted"),
])
def test_list_not_closed(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# another sentence names the predicate again or adds to the list
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("Languages: German, English.\nOther languages: Czech.", "languages", ["German", "English"], "unclear"),
    ("Languages: German, English\n\nP.S. We also cover Czech.", "languages", ["German", "English"], "unclear"),
    ("Offices: Berlin, Paris\nNew office: London", "offices", ["Berlin", "Paris"], "unclear"),
    ("Languages: German, English\nLanguages (Prague office): Czech", "languages", ["German", "English"], "unclear"),
    ("Languages: German, English", "languages", ["German", "English"], "asserted"),
    ("Languages: Czech, German, English", "languages", ["Czech", "German", "English"], "asserted"),
])
def test_list_said_again(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected
