"""Batch 88 (red-team pass 20): what stands around a plain statement and takes it away.

Each rule is a class, written as an allow-list where a list of shapes had leaked: a lead-in right above the
statement (a line ending in a colon, a heading, a sentence pointing on) may hold only plain words; "their" beside
a first-person statement; the predicate's own field left blank; brackets after the predicate's name; a record
marked as test data; a later line pointing back that undoes the statement; look-alike characters. Each attack
was accepted before; each control beside it still is. The corpus (batch "88-red-team") holds the rest.
"""
from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest

from domain.assertion import ground

AT = datetime(2026, 10, 1, 9, 0, tzinfo=UTC)
SAID = "Our budget is $18,000."


def verdict(text: str, predicate: str = "budget", value: Any = 18000) -> str:
    return ground(text, subject="customer:acme", predicate=predicate, value=value, captured_at=AT).verdict


@pytest.mark.parametrize("lead", [
    "Canned response #4 (budget confirmation):",  # a template's words
    "Here's what a typical mid-market customer says on the first call:",
    "Benchmark from the other customer in the same vertical:",  # another party's
    "Found this in the old shared inbox, no idea who sent it originally:",
    "English version (the Spanish text prevails):",
    "Holiday auto-responder text:",  # a hyphenated word is read whole
    "Pros and cons",  # a heading
    "Load test payload #4411",
    "The following paragraph is from the RFP we lost last year.",  # a sentence pointing on
    "Two scenarios below.",
])
def test_a_lead_in_of_other_words_than_plain_ones_leaves_the_statement_to_a_person(lead: str) -> None:
    assert verdict(f"{lead}\n{SAID}") == "unclear"
    assert verdict(f"{lead}\nThanks for asking! {SAID}") == "unclear"  # a short sentence between changes nothing
    assert verdict(f"{lead}\n- Seats: 40\n- Budget: $18,000") == "unclear"  # nor the list it heads


@pytest.mark.parametrize("lead", [
    "Summary:", "Quick update from our side:", "Here are the answers to the questions you sent us after the call:",
    "Dana Kim commented:", "Reply from Acme:", "On Tue, Sep 29, 2026 at 10:02 AM Dana <dana@acme.com> wrote:",
    "Acme account summary", "Item | Amount\nSeats | 12",
])
def test_a_lead_in_of_plain_words_names_and_dates_lets_the_statement_stand(lead: str) -> None:
    assert verdict(f"{lead}\n{SAID}") == "asserted"


def test_a_chinese_lead_in_is_read_by_its_cues() -> None:
    assert verdict("以下是话术模板，销售可以直接复制：\n我们的预算是18000美元。") == "unclear"
    assert verdict("王经理：\n您好。按您的要求，补充我们公司的信息：\n我们的预算是18000美元。") == "asserted"


def test_their_beside_a_first_person_statement_makes_it_someone_elses_words() -> None:
    assert verdict(f"Their lawyer called this morning with a few points.\n{SAID}") == "unclear"
    assert verdict("他们的律师今天上午打来电话，说了几件事。\n我们的预算是18000美元。") == "unclear"
    assert verdict(f"{SAID}\nWe share it across the team.") == "asserted"
    assert verdict("Met with Acme's CFO Dana at their Berlin HQ. Budget: $18,000") == "asserted"  # no first person


@pytest.mark.parametrize("text", [
    "Budget: n/a, Spend: $18,000", "Budget: —, Spend: $18,000", "Budget: ?, Spending: $18,000",
    '{"account": "acme", "budget": null, "spend": 18000}', "account=acme budget= spend=18000",
])
def test_the_predicates_own_field_left_blank_gives_another_fields_number_to_no_one(text: str) -> None:
    assert verdict(text) == "unclear"


def test_an_aliases_blank_field_beside_the_predicates_own_is_no_matter() -> None:
    assert verdict("Spend: n/a, Budget: $18,000") == "asserted"
    assert verdict("Budget:\n$18,000") != "asserted"  # (a label above its value is another matter, unchanged)


@pytest.mark.parametrize(("label", "held"), [
    ("Account manager (backup)", True), ("Account manager (until Sept)", True), ("Account manager (Globex)", True),
    ("Account manager", False), ("Account manager (current)", False), ("Account manager (since March)", False),
])
def test_brackets_after_the_predicates_name_say_which_or_whose(label: str, held: bool) -> None:
    got = verdict(f"{label}: Dana Smith", predicate="account_manager", value="Dana Smith")
    assert got == ("unclear" if held else "asserted")


@pytest.mark.parametrize(("text", "control"), [
    ("env: dev\ncustomer: acme\nbudget: 18000", "env: prod\ncustomer: acme\nbudget: 18000"),
    ('{"customer": "acme", "is_test": true, "budget": 18000}', '{"customer": "acme", "budget": 18000}'),
    ("customer: acme\nbudget: 18000\ntest_record: yes", "customer: acme\nbudget: 18000\nowner: dana"),
])
def test_a_record_marked_as_test_data_grounds_nothing(text: str, control: str) -> None:
    assert verdict(text) == "unclear"
    assert verdict(control) == "asserted"


@pytest.mark.parametrize(("later", "held"), [
    ("One more thing: the budget figure above was from last year's planning deck.", True),
    ("Finance just pinged me: the number in paragraph one is off.", True),
    ("The figure above is wrong, the correct one is $20,000.", True),
    ("The numbers above are correct; the ones in your old proposal were wrong.", False),
    ("Any of the numbers above can be shared with your legal team.", False),
])
def test_a_later_line_pointing_back_that_undoes_the_statement_holds_it(later: str, held: bool) -> None:
    assert verdict(f"{SAID}\n\nWe will send the PO on Monday.\n\n{later}") == ("unclear" if held else "asserted")


def test_a_strikethrough_across_a_full_stop_strikes_the_whole_sentence() -> None:
    assert verdict("~~我们的预算是18000美元。~~ 我们的预算是20000美元。") == "absent"
    assert verdict("{--Our budget is $18,000.--}") == "absent"  # CriticMarkup's deletion


def test_shares_of_other_kinds_and_look_alike_digits_are_not_the_number_claimed() -> None:
    assert verdict("折扣：8折", predicate="discount", value=8) != "asserted"  # 8折 is 20 % off
    assert verdict("Discount: 15‰", predicate="discount", value=15) != "asserted"
    assert verdict("Discount: 15%", predicate="discount", value=15) == "asserted"
    assert verdict("Seats: ④⓪", predicate="seats", value=40) == "unclear"
    assert verdict("我们有４０个席位。", predicate="seats", value=40) == "asserted"  # an IME's fullwidth digits
    assert verdict("Email: dana@acme.com", predicate="email", value="dana＠acme.com") == "unclear"


def test_funding_is_no_budget_and_a_rebate_no_discount() -> None:
    assert verdict("Great news: we closed our seed round, $18,000,000 in funding.", value=18_000_000) != "asserted"
    assert verdict("Rebate: 15%", predicate="discount", value=15) != "asserted"


# batch 89 (red-team pass 21, tuned against batch 88's rules)

@pytest.mark.parametrize(("lead", "held"), [
    ("Here are the numbers from the previous year:", True), ("Here are our numbers from back then:", True),
    ("Here are the numbers from our 2023 update:", True), ("Here are the numbers from Globex:", True),
    ("Here are the numbers from the Globex update:", True), ("Here are the current numbers, replacing the old ones:", False),
    ("Correcting the old figure from our previous call:", False), ("From Dana Kim, Head of IT", False),
])
def test_a_lead_in_in_another_time_or_of_another_party_holds_unless_it_calls_the_figures_current(lead: str, held: bool) -> None:
    assert verdict(f"{lead}\n{SAID}") == ("unclear" if held else "asserted")


def test_a_line_above_that_tells_of_another_person_makes_the_statement_theirs() -> None:
    assert verdict(f"His old colleague at Globex walked me through it over lunch.\n{SAID}") == "unclear"
    assert verdict(f"The company's former CFO rang me last night to reminisce.\n{SAID}") == "unclear"
    assert verdict(f"Our IT lead gave me the rundown this morning.\n{SAID}") == "asserted"  # one of ours


@pytest.mark.parametrize("later", [
    "CREDIT NOTE CN-112 issued against INV-2231 (invoice voided)", "Refunded 2026-09-20.",
    "Terminated for convenience, effective 2026-09-30.", "Dana Kim has recalled this message.", "well, was.",
])
def test_a_later_line_that_voids_the_record_holds_it(later: str) -> None:
    assert verdict(f"{SAID}\n{later}") == "unclear"


def test_a_translation_beside_the_text_or_an_editors_note_leaves_it_to_a_person() -> None:
    assert verdict(f"{SAID}\nOriginal: 我们的预算本来是18000美元。") == "unclear"
    assert verdict(f"Dana (Acme): {SAID}\n[Editor's note: this was Sam reading back Globex's figure]") == "unclear"


@pytest.mark.parametrize(("text", "held"), [
    ("Budget: $18,000 / marketing", True), ("Budget | pilot | $18,000", True), ("Budget <pilot>: $18,000", True),
    ("Budget: $18,000", False), ("| Budget | $18,000 |", False),
])
def test_a_tag_beside_the_value_says_which_or_whose(text: str, held: bool) -> None:
    assert verdict(text) == ("unclear" if held else "asserted")


@pytest.mark.parametrize(("head", "held"), [
    ("| Metric | Value (€) |", True), ("| Metric | Per month |", True), ("| Metric | Q1 |", True),
    ("| Metric | Change |", True), ("| Metric | Value |", False), ("| Metric | Amount (USD) |", False),
])
def test_a_tables_column_head_can_make_the_value_another_figure(head: str, held: bool) -> None:
    assert verdict(f"{head}\n|---|---|\n| Budget | 18,000 |") == ("unclear" if held else "asserted")


def test_a_data_vendor_as_the_records_source_is_an_estimate_not_the_subjects_word() -> None:
    assert verdict("Acme — account record\nBudget: $18,000\nSource: ZoomInfo") == "unclear"
    assert verdict("Acme — account record\nBudget: $18,000\nSource: customer email") == "asserted"


def test_look_alike_letters_in_the_text_beside_a_string_value() -> None:
    assert verdict("Contact email: ⅾana@acme.com", predicate="contact_email", value="dana@acme.com") == "unclear"
    assert verdict("Contact email: dana@acme.com", predicate="contact_email", value="dana@acme.com") == "asserted"


@pytest.mark.parametrize("text", [
    "| Metric | Value (€) |\n" + "\n".join(f"| row{i} | {i} |" for i in range(3000)) + "\n| Budget | 18000 |",
    "\n".join("Here are the numbers from the previous year:" for _ in range(2000)) + f"\n{SAID}",
    ", ".join("Budget: n/a" for _ in range(3000)) + ", Spend: $18,000",
    "~~" * 2001 + SAID,  # an odd count of strike marks: one sentence to the end
])
def test_the_new_checks_on_a_worst_clients_sources_still_give_a_verdict_that_is_not_acceptance(text: str) -> None:
    assert verdict(text) in ("unclear", "absent")
