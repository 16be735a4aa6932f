"""The subject's identity (batch 94, red-team pass 26a): which entity of the subject's name a source speaks of.

Each class is a general rule, with an attack (accepted before it) and a control (a plain statement of the subject
that still grounds): the writer acting on the subject or the subject on the writer ("We acquired Acme.", "Acme
referred us.", a past tie, a namesake), in listed words (`_AS_ANOTHER`) or any verb (`_WE_ACT_ON`, `_ACTS_ON_US`);
a note in brackets after the subject's name; a word before it that picks one entity of that name; a field naming a
product, a plan or a project called by the subject's name and more; "it" after a line about a part of the subject or a
deal it made. The corpus (tests/grounding/corpus.jsonl) holds the older classes.
"""
from __future__ import annotations

import pytest

from tests.builders import verdict

SAID = "Our budget is $18,000."
ZH_SAID = "我们的预算是18000美元。"



# the writer acting on the subject, or the subject on the writer, in words the rules list (`_AS_ANOTHER`)
@pytest.mark.parametrize(("line", "held"), [
    ("We acquired Acme in May.", True), ("We merged with Acme.", True), ("We just closed the Acme acquisition.", True),
    ("Acme is now part of our group.", True), ("Acme referred us to you.", True), ("Got your name from Acme.", True),
    ("We used to be called Acme.", True), ("We dropped the Acme name last year.", True), ("We're the other Acme.", True),
    ("I'm ex-Acme.", True), ("We own a majority stake in Acme.", True), ("We used to be Acme customers.", True),
    ("我们收购了Acme。", True), ("Acme介绍我们来的。", True), ("我们原来叫Acme。", True), ("我们持有Acme六成股份。", True),
    ("We're Acme.", False), ("I work at Acme.", False), ("Dana from Acme here.", False), ("我们是Acme。", False),
    ("Acme is our legal name.", False), ("我在Acme负责采购。", False),
])
def test_the_writer_acting_on_the_subject_in_listed_words(line: str, held: bool) -> None:
    said = ZH_SAID if any("\u4e00" <= c <= "\u9fff" for c in line) else SAID
    assert verdict(f"{line} {said}") == ("unclear" if held else "asserted")


# ... and in any verb: "we" doing something to the subject, the subject to "us" or "you", or the writer reaching the
# reader through it (`_WE_ACT_ON`, `_ACTS_ON_US`); the writer's own forms (`_WE_ARE`, `_WE_AT`) are not
@pytest.mark.parametrize(("line", "held"), [
    ("We took Acme private last year.", True), ("We outgrew Acme.", True), ("We snapped up Acme in the spring.", True),
    ("I spent five years at Acme.", True), ("We rebranded from Acme.", True), ("Acme gave us your contact.", True),
    ("Acme vouched for you.", True), ("Acme now belongs to us.", True), ("We came to you via Acme.", True),
    ("We founded Acme in 2010.", False), ("I co-founded Acme.", False), ("I run procurement at Acme.", False),
    ("I am the CFO of Acme.", False), ("We rebranded to Acme last year.", False), ("We at Acme love your product.", False),
    ("We renamed ourselves Acme in 2020.", False), ("We updated Acme's billing address.", False),
    ("Please send the invoice to accounts@acme.com rather than to me.", False),
])
def test_the_writer_acting_on_the_subject_in_any_verb(line: str, held: bool) -> None:
    assert verdict(f"{line} {SAID}") == ("unclear" if held else "asserted")


def test_a_third_person_statement_of_the_subject_is_not_read_for_the_writers_ties() -> None:
    assert verdict("Acme acquired Initech last year. We have 40 seats.", "seats", 40) == "asserted"
    assert verdict("Dana from Acme here. Acme has 40 seats.", "seats", 40) == "asserted"


@pytest.mark.parametrize(("text", "held"), [
    ("Acme (different company) budget: $18,000", True), ("Acme (the one in Ohio) budget: $18,000", True),
    ("Acme (EMEA) budget: $18,000", True), ("Acme [APAC] budget: $18,000", True), ("Acme (spin-off) budget: $18,000", True),
    ("Acme（同名公司）的预算是18000美元。", True), ("Acme（欧洲）预算：18000美元", True),
    ("Acme budget: $18,000", False), ("Acme (Inc.) budget: $18,000", False), ("Acme (customer) budget: $18,000", False),
    ("Acme Ltd (the Customer) confirms a budget of $18,000.", False),
    ("Acme（我们）的预算是18000美元。", False),
])
def test_a_note_in_brackets_after_the_subjects_name(text: str, held: bool) -> None:
    assert verdict(text) == ("unclear" if held else "asserted")


@pytest.mark.parametrize(("text", "held"), [
    ("New Acme has 40 seats.", True), ("The new Acme has 40 seats.", True), ("That Acme has 40 seats.", True),
    ("This Acme has 40 seats.", True),
    ("Acme has 40 seats.", False), ("Welcome to the new Acme portal. We have 40 seats.", False),
    ("Acme has a new HQ. Acme has 40 seats.", False),
    ("New seats for Acme: 40 total.", False),
])
def test_a_word_before_the_subjects_name_that_picks_one_entity(text: str, held: bool) -> None:
    assert verdict(text, "seats", 40) == ("unclear" if held else "asserted")


@pytest.mark.parametrize(("text", "held"), [
    ("Product: Acme Cloud\nSeats: 40", True), ("Subscription: Acme Cloud\nSeats: 40", True), ("SKU: Acme Cloud\nSeats: 40", True),
    ("Product: Acme Connect, seats: 40", True), ("产品：Acme云\n座位：40", True), ("套餐：Acme企业版\n座位：40", True),
    ("Product: Acme\nSeats: 40", False), ("Product: Acme Inc.\nSeats: 40", False), ("Plan: Enterprise\nSeats: 40", False),
    ("产品：Acme\n座位：40", False), ("Source: Acme CFO.\nSeats: 40", False),
])
def test_a_field_naming_a_product_called_by_the_subjects_name_and_more(text: str, held: bool) -> None:
    assert verdict(text, "seats", 40) == ("unclear" if held else "asserted")


@pytest.mark.parametrize(("text", "held"), [
    ("Acme's Asia-Pacific arm runs its own purchasing; it has a budget of $18,000.", True),
    ("Acme spun off its robotics unit. It has a budget of $18,000.", True),
    ("Acme acquired Initech. It has a budget of $18,000.", True),
    ("Acme opened a lab in Oslo. It has a budget of $18,000.", True),
    ("Acme is a logistics firm. It has a budget of $18,000.", False),
    ("Acme moved to Berlin. It has a budget of $18,000.", False),
])
def test_it_after_a_line_about_a_part_of_the_subject_or_a_deal(text: str, held: bool) -> None:
    assert verdict(text) == ("unclear" if held else "asserted")
