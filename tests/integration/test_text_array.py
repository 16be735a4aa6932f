"""`store.text_array` (the projector's `%s::text[]` parameter, a literal joined in one go for plain
ids) reads back from PostgreSQL as the very list it was made from, whatever the strings: those it
joins itself and those it leaves to psycopg."""
from __future__ import annotations

from collections.abc import Iterator

import psycopg
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cli.runtime import System
from services.projector.store import text_array

pytestmark = pytest.mark.integration

ODD = [(), ("p_1",), ("p_1", "p_2", "x.y:z-w"), ("",), ("a", ""), ("NULL",), ("null", "a"), ("a,b",), ("a b",),
       (" a",), ('"',), ("\\",), ("{}",), ("a", "nUlL"), ("é",), ("a\tb",), (",",), ("a,", "b")]


@pytest.fixture(scope="module")
def conn(system: System) -> Iterator[psycopg.Connection]:  # type: ignore[type-arg]
    assert system.database_url
    with psycopg.connect(system.database_url, autocommit=True) as c:
        yield c


def _back(conn: psycopg.Connection, items: tuple[str, ...]) -> list[str]:  # type: ignore[type-arg]
    row = conn.execute("SELECT %s::text[]", (text_array(items),)).fetchone()
    assert row is not None
    return list(row[0])


def test_odd_strings_read_back_as_they_were_and_plain_ids_are_joined(conn) -> None:  # type: ignore[no-untyped-def]
    for items in ODD:
        assert _back(conn, items) == list(items), items
    assert text_array(("p_1", "p_2")) == "{p_1,p_2}"  # the joined path is the one taken for ids
    assert isinstance(text_array(("NULL",)), list) and isinstance(text_array(("a,b",)), list)


@settings(max_examples=200, deadline=None)
@given(st.lists(st.one_of(st.text(alphabet=st.characters(blacklist_characters="\x00", blacklist_categories=("Cs",)),
                                  max_size=12),
                          st.from_regex(r"[A-Za-z0-9_.:,-]{0,8}", fullmatch=True)), max_size=8))
def test_any_list_of_strings_reads_back_as_it_was(conn, items) -> None:  # type: ignore[no-untyped-def]
    """(Strings as a decoded event holds them: no NUL, which PostgreSQL's text refuses, and no lone
    surrogate, which UTF-8 cannot carry.)"""
    assert _back(conn, tuple(items)) == items
