"""Canonical keys: look-alikes share a slot; numbers compare as numbers."""
from __future__ import annotations

import re
from decimal import Decimal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain import canon
from domain.canon import canon_text, is_empty, parse_number, slot_id, value_key, value_size, words_pattern


@pytest.mark.parametrize("a,b", [
    ("customer:acme", "Customer:ACME"),
    ("customer:acme", "  customer:acme  "),
    ("customer:acme", "customer:\uff41cme"),  # fullwidth a, folded by NFKC
    ("preferred channel", "preferred\u00a0channel"),  # no-break space
])
def test_look_alike_subjects_share_one_slot(a: str, b: str) -> None:
    assert slot_id("acme/fleet", canon_text(a), "budget") == slot_id("acme/fleet", canon_text(b), "budget")


def test_the_same_subject_in_another_scope_is_another_slot() -> None:
    assert slot_id("acme/fleet", "c", "budget") != slot_id("acme/fleet2", "c", "budget")


@pytest.mark.parametrize("a,b", [
    ("18000", 18000), ("$18,000", 18000), ("18,000 USD", "18000"), ("18k", 18000), (18000.0, 18000),
    ("Slack", "slack"), ({"a": "X"}, {"A": "x"}), (True, True), ("€18,000", "18000 euros"), ("£18k", "18000 GBP"),
])
def test_equal_values_have_equal_keys(a: object, b: object) -> None:
    assert value_key(a) == value_key(b)


@pytest.mark.parametrize("a,b", [("1800", 18000), ("Slack", "Slack2"), (True, "true"), (1, True), ("Q4", "Q3"),
                                 ("€18,000", "$18,000"), ("18000 EUR", 18000), ("£18k", "€18k"), ("¥18000", "18000")])
def test_different_values_have_different_keys(a: object, b: object) -> None:
    assert value_key(a) != value_key(b)


def test_size_is_counted_in_utf8_bytes_of_the_json() -> None:
    assert value_size("é" * 10) == 22  # two quotes + 10 two-byte characters


@pytest.mark.parametrize("v,empty", [("", True), ("   ", True), ({}, True), ({"value": " "}, True),
                                     ("x", False), (0, False), (False, False), ({"a": "b"}, False)])
def test_blank_values_are_empty(v: object, empty: bool) -> None:
    assert is_empty(v) is empty


def test_the_hash_embedding_is_a_deterministic_unit_vector_that_ranks_shared_words() -> None:
    import math

    from domain.embedding import DIMS, hash_embed

    a, b, c = hash_embed("customer budget 18000"), hash_embed("the customer's budget"), hash_embed("timeline Q4")
    assert len(a) == DIMS and a == hash_embed("customer budget 18000")
    assert abs(math.sqrt(sum(x * x for x in a)) - 1) < 1e-4

    def cos(x: list[float], y: list[float]) -> float:
        return sum(p * q for p, q in zip(x, y, strict=True))

    assert cos(a, b) > cos(a, c)


_LETTERS = st.text(alphabet="abc 'é代-", min_size=1, max_size=4)


@settings(max_examples=300, deadline=None)
@given(words=st.lists(_LETTERS, min_size=1, max_size=12, unique=True), text=st.text(alphabet="abc 'é代-x.", max_size=30))
def test_a_words_pattern_finds_what_the_longest_first_alternation_finds(words: list[str], text: str) -> None:
    """The trie-shaped pattern is a faster spelling of the plain one: the same matches, overlapping
    (in a lookahead, as the grounding prefilter uses it) or not (as the injection prefilter does)."""
    plain = "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
    trie = words_pattern(words)
    assert [m.group() for m in re.finditer(trie, text)] == [m.group() for m in re.finditer(plain, text)]
    assert [m.group(1) for m in re.finditer(f"(?=({trie}))", text)] == \
        [m.group(1) for m in re.finditer(f"(?=({plain}))", text)]


def test_short_strings_are_cached_and_long_ones_are_not_kept() -> None:
    assert canon_text("  Customer:ACME ") == "customer:acme"
    assert parse_number("$18,000") == parse_number("$18,000") == Decimal(18000)
    assert canon._canon_short.cache_info().hits and canon._parse_short.cache_info().hits
    kept = canon._canon_short.cache_info().currsize, canon._parse_short.cache_info().currsize
    long = "X" * 100 + " 18000"
    assert canon_text(long) == long.lower() and parse_number(long) is None  # computed, not kept: a text may be long
    assert (canon._canon_short.cache_info().currsize, canon._parse_short.cache_info().currsize) == kept
