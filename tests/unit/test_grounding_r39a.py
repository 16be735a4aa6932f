"""Terse foreign or Latin qualifiers beside a statement (batch 107, red-team pass 39a, other languages).

A short sentence after the statement written in words that English also spells passes the unread-word check, yet in
another language (or in Latin) it qualifies the value: a past ("Era.", "War mal so.", "Fu.", "Ex ante."), an
approximation ("Circa.", "Ca.", "Quasi."), a shrug or a dismissal ("Na ja.", "Bah.", "Oh well.", "Ja ja.", "Nix.",
"Tot nu."), a per-unit basis ("Pro Kopf.", "Par an.") or a tax basis ("Sin IVA.", "HT."). It is held (`_TERSE_BESIDE`,
also read after the value of a plan-allowed predicate: "Renewal: 2027-03-01 War so."), as is a time to come or a
span ("Bald.", "Ab Q3.", "Tot Q3.") and a farewell to a thing, not a person ("Bye bye seats.", `_FAREWELL_TO_IT`).
Controls: the subject's plain statements with a greeting or sign-off in those languages still ground.
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.builders import verdict


@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    # a past, in words English also spells
    ("Our budget is $18,000. Era.", "budget", 18000, "unclear"),
    ("We have 40 seats.\nPS: war mal so.", "seats", 40, "unclear"),
    ("Our budget is $18,000. Ex post.", "budget", 18000, "unclear"),
    ("Our budget is $18,000. Saludos.", "budget", 18000, "asserted"),
    # an approximation
    ("Our budget is $18,000. Circa!", "budget", 18000, "unclear"),
    ("We have 40 seats. Ca.", "seats", 40, "unclear"),
    ("Our budget is $18,000. Grazie!", "budget", 18000, "asserted"),
    # a shrug or a dismissal
    ("Our budget is $18,000. Na ja.", "budget", 18000, "unclear"),
    ("Our headcount is 250. Ja, ja.", "headcount", 250, "unclear"),
    ("Our headcount is 250. Bis bald!", "headcount", 250, "asserted"),
    # a per-unit basis in another language
    ("Our budget is $18,000. Pro Kopf.", "budget", 18000, "unclear"),
    ("Our budget is $18,000. Par an.", "budget", 18000, "unclear"),
    ("Our budget is $18,000. Merci beaucoup.", "budget", 18000, "asserted"),
    # a tax basis in another language
    ("Our budget is $18,000. Sin IVA.", "budget", 18000, "unclear"),
    ("Our budget is $18,000. H.T.", "budget", 18000, "unclear"),
    ("Our budget is $18,000.\nCordialement,\nLuc", "budget", 18000, "asserted"),
    # a time to come, a start or an end, or out of use
    ("We have 40 seats. Bald.", "seats", 40, "unclear"),
    ("Our budget is $18,000. Ab Q3.", "budget", 18000, "unclear"),
    ("Our budget is $18,000. Tot Q3.", "budget", 18000, "unclear"),
    ("We have 40 seats. Bis bald!", "seats", 40, "asserted"),
    ("We have 40 seats. Hasta luego.", "seats", 40, "asserted"),
    # after the value of a plan-allowed predicate, in the same sentence
    ("Renewal: 2027-03-01 War so.", "renewal_date", "2027-03-01", "unclear"),
    ("Renewal: 2027-03-01 Bah.", "renewal_date", "2027-03-01", "unclear"),
    ("Renewal: 2027-03-01", "renewal_date", "2027-03-01", "asserted"),
])
def test_terse_beside(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# a farewell to a thing (the value's noun), not to a person: what it names is on its way out
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("We have 40 seats. Bye bye seats.", "seats", 40, "unclear"),
    ("We have 40 seats. Adiós seats.", "seats", 40, "unclear"),
    ("Our HQ is in Berlin. Tschüss Berlin office.", "hq_city", "Berlin", "unclear"),
    ("We have 40 seats. Ciao Marta!", "seats", 40, "asserted"),
    ("We have 40 seats. Ciao ciao.", "seats", 40, "asserted"),
    ("Our budget is $18,000. Bye bye!", "budget", 18000, "asserted"),
])
def test_farewell_to_it(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected
