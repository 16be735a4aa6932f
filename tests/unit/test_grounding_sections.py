"""Batch 90 (red-team pass 22): documents' sections around a plain statement, and idioms inside it.

A numbered heading is a heading: its number or label ("2.", "Section 4 —", "Ticket #4411", "四、", "（二）") made it read
as a list item, and every heading check passed it by. A line after the statement may say it covers a part ("That covers
the first site.") or make the text an exercise ("Swap in your own numbers."); a label in front may grade it or make it a
model line ("Good answer:"). Idioms of plain words keep a figure loose ("from memory", "in pencil", "才怪"). Each attack
was accepted before; each control beside it still is. The corpus (batch "90-red-team") holds the rest.
"""
from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest

from domain.assertion import ground, parse

AT = datetime(2026, 10, 1, 9, 0, tzinfo=UTC)
SAID = "Our budget is $18,000."
ZH_SAID = "我们的预算是18000美元。"


def verdict(text: str, predicate: str = "budget", value: Any = 18000) -> str:
    return ground(text, subject="customer:acme", predicate=predicate, value=value, captured_at=AT).verdict


@pytest.mark.parametrize("head", [
    "2. Globex Inc.", "Section 4: Globex", "### Section 4: Globex", "Customer 2 — Globex", "Ticket #4411 (Initech)",
    "Section 4 — Next year", "4. 2027", "Annex 2 — 2028", "2.1 From January", "4. Munich office", "**4. Answer key**",
    "Year 2 — Globex", "Section 6 — Per quarter",
])
def test_a_numbered_heading_is_read_as_the_heading_it_is(head: str) -> None:
    assert verdict(f"{head}\n{SAID}") == "unclear"


@pytest.mark.parametrize("head", ["四、明年", "（二）上海办事处", "第四部分：答案", "（二）每月", "三、下一财年", "3.2 二期",
                                  "第2页 首年"])
def test_a_numbered_chinese_heading_is_read_as_the_heading_it_is(head: str) -> None:
    assert verdict(f"{head}\n{ZH_SAID}") == "unclear"


@pytest.mark.parametrize("head", ["1. Acme", "Section 2 — Budget", "Appendix A: Current details", "Summary", "一、基本信息",
                                  "2026年"])
def test_a_heading_of_plain_words_still_leaves_the_statement_standing(head: str) -> None:
    said = ZH_SAID if any("\u3400" <= c <= "\u9fff" for c in head) else SAID
    assert verdict(f"{head}\n{said}") == "asserted"


def test_a_lists_numbered_items_keep_their_numbers() -> None:
    """Only a heading loses its number: above a list item, or as one, a numbered line is read as written."""
    assert [s.raw for s in parse("1. Budget\n2. Seats")] == ["1. Budget", "2. Seats"]
    assert [s.raw for s in parse("2. Globex Inc.\nOur budget is $18,000.")] == ["Globex Inc.", SAID]


@pytest.mark.parametrize("above", ["Seats 35 — current", "35 — seats", "Seats: 35", "35、座位"])
def test_a_number_that_may_be_another_value_is_never_taken_for_a_sections(above: str) -> None:
    """Only a section's own label ("Section", "Ticket", "Row", "（二）") or a list's mark ("2.", "3.2") is dropped: a line
    that gives the predicate another number stays as written, and holds the claim."""
    assert verdict(f"{above}\nWe have 40 seats.", "seats", 40) == "unclear"


@pytest.mark.parametrize(("after", "held"), [
    ("That covers the first site.", True), ("It's for the first of three stages.", True),
    ("That's counting the ones on order.", True), ("That's the Berlin number.", True), ("That covers October.", True),
    ("That's the company total.", False), ("That covers all sites.", False), ("That covers licences and onboarding.", False),
    ("It was $15,000 last year.", False), ("That's the approved figure.", False),
])
def test_a_later_line_that_says_it_covers_only_a_part(after: str, held: bool) -> None:
    assert verdict(f"{SAID}\n{after}") == ("unclear" if held else "asserted")


@pytest.mark.parametrize(("after", "held"), [
    ("Swap in your own numbers.", True), ("Use this as a model for your own answer.", True),
    ("Rewrite this sentence in the past tense.", True), ("Line 14 of the script.", True), ("换成你们自己的数字。", True),
    ("Let me know if you need anything else.", False), ("Thanks again for your help.", False), ("周一见。", False),
])
def test_a_later_line_that_makes_the_text_an_exercise_or_a_model(after: str, held: bool) -> None:
    assert verdict(f"{SAID}\n{after}") == ("unclear" if held else "asserted")


@pytest.mark.parametrize(("text", "held"), [
    ("Good answer: We have 40 seats.", True), ("Do: We have 40 seats.", True), ("I: We have 40 seats.", True),
    ("Before: We're a small team.\nAfter: We have 40 seats.", True), ("We have 40 seats.", False),
])
def test_a_label_in_front_that_grades_it_or_makes_it_a_model_line(text: str, held: bool) -> None:
    assert verdict(text, "seats", 40) == ("unclear" if held else "asserted")


@pytest.mark.parametrize(("text", "predicate", "value"), [
    ("Our renewal date is 2026-11-01, from memory.", "renewal_date", "2026-11-01"),
    ("Our renewal date is 2026-11-01 — don't hold me to it.", "renewal_date", "2026-11-01"),
    ("Our renewal date is 2026-11-01, by Globex's calendar.", "renewal_date", "2026-11-01"),
    ("续约日期暂定为2026年11月1日。", "renewal_date", "2026-11-01"),
    ("续约日原定于2026年11月1日。", "renewal_date", "2026-11-01"),
    ("We have 40 seats. Sure we do.", "seats", 40),
    ("我们有四十个席位。才怪。", "seats", 40),
    ("Our budget is up for $18,000.", "budget", 18000),
    ("Our account manager is the Dana Smith type.", "account_manager", "Dana Smith"),
    ("Board-wise, our budget is $18,000.", "budget", 18000),
    ("Our HQ is in Berlin but the one in Wisconsin.", "hq_city", "Berlin"),
    ("Our email is dana@acme.com but with .de at the end.", "email", "dana@acme.com"),
    ("总部要搬柏林了。", "hq_city", "柏林"),
])
def test_idioms_that_keep_the_figure_loose_are_not_acceptance(text: str, predicate: str, value: Any) -> None:
    assert verdict(text, predicate, value) in ("unclear", "absent")


@pytest.mark.parametrize(("text", "predicate", "value"), [
    ("Our renewal date is 2026-11-01.", "renewal_date", "2026-11-01"),
    ("Budget-wise we're at $18,000.", "budget", 18000),
    ("Our contract is up for renewal on 2026-11-01.", "renewal_date", "2026-11-01"),
    ("Our HQ is in Berlin, but we have a sales office in Munich.", "hq_city", "Berlin"),
])
def test_their_controls_are_still_accepted(text: str, predicate: str, value: Any) -> None:
    assert verdict(text, predicate, value) == "asserted"


@pytest.mark.parametrize("text", [
    "\n".join(f"{i}. Globex" for i in range(1, 3000)) + f"\n{SAID}",  # a numbered heading above each line
    "\n".join("Section 4 — Next year" for _ in range(2000)) + f"\n{SAID}",
    SAID + "\n" + "\n".join("That covers the first site." for _ in range(2000)),
])
def test_the_new_checks_on_a_worst_clients_sources_still_give_a_verdict_that_is_not_acceptance(text: str) -> None:
    assert verdict(text) in ("unclear", "absent")


# ---------------------------------------------------------------- batch 91 (red-team pass 23)
@pytest.mark.parametrize(("text", "held"), [
    ("acme.yaml.bak\nname: Acme\nbudget: 18000", True), ("fixtures/acme.yaml\nname: Acme\nbudget: 18000", True),
    ("globex/acme.yaml\nname: Acme\nbudget: 18000", True), ("acme.yaml~\nname: Acme\nbudget: 18000", True),
    ("备份/acme.yaml\nname: Acme\nbudget: 18000", True),
    ("accounts/acme.yaml\nname: Acme\nbudget: 18000", False), ("acme.toml\nname: Acme\nbudget: 18000", False),
])
def test_the_file_a_record_comes_from(text: str, held: bool) -> None:
    assert verdict(text) == ("unclear" if held else "asserted")


@pytest.mark.parametrize(("text", "held"), [
    ("name: Acme\nbudget: 18000\n$ git revert HEAD", True), ("$ git show HEAD~7:acme.yaml\nname: Acme\nbudget: 18000", True),
    ("Budget: $18,000\nUPDATE accounts SET budget = 15000 WHERE name = 'Acme';\n1 row updated", True),
    ("name: Acme\nbudget: 18000\n$ git commit -m 'budget'", False),
])
def test_a_command_run_on_the_record(text: str, held: bool) -> None:
    assert verdict(text) == ("unclear" if held else "asserted")


@pytest.mark.parametrize(("text", "predicate", "value", "held"), [
    ("Account Manager: Dana Smith\nCR-12: Dana Smith → Sam Lee", "account_manager", "Dana Smith", True),
    ("Account Manager: Dana Smith\n→ Sam Lee", "account_manager", "Dana Smith", True),
    ("Seats: 40\nv2: 60", "seats", 40, True), ("Seats: 40\nTransferred: 60", "seats", 40, True),
    ("预算：18000美元\n变更单 CR-12：18000美元 → 15000美元（已批准）", "budget", 18000, True),
    ("Seats: 40\nAmendment 2: 25 → 40 (signed)", "seats", 40, False),
    ("Price: $18,000\nAmendment 1: payment terms changed to net 30.", "price", 18000, False),
    ("Our budget is $18,000. Reviewers: Dana and Sam will approve the contract.", "budget", 18000, False),
])
def test_a_later_change_of_the_record(text: str, predicate: str, value: Any, held: bool) -> None:
    assert verdict(text, predicate, value) == ("unclear" if held else "asserted")


@pytest.mark.parametrize(("text", "held"), [
    ("Globex Annual Report 2026 | 14\nOur budget is $18,000.\nGlobex Annual Report 2026 | 15", True),
    ("Our budget is $18,000.\nglobex.com/reports/2026", True), ("Budget: $18,000\nRecord 1 of 3 — Globex Inc.", True),
    ("[Scanned: Globex invoice]\nBudget: $18,000", True), ("Attached: acme_budget_DRAFT.pdf\nBudget: $18,000", True),
    ("Budget: $18,000\nX-Spam-Flag: YES", True), ("Budget: $18,000\nExported from: Globex CRM", True),
    ("Budget: $18,000\nSheet: Scenarios", True), ("Seats: 40\nValidation: failed", False),
    ("Acme | 4\nOur budget is $18,000.", False), ("Our budget is $18,000.\nacme.com/billing", False),
    ("Attachment: acme_budget.pdf\nBudget: $18,000", False), ("Budget: $18,000\nExported from: Salesforce", False),
])
def test_a_page_an_attachment_or_a_field_that_says_whose_or_which_record(text: str, held: bool) -> None:
    if text.startswith("Seats"):  # (a failed validation holds any record)
        assert verdict(text, "seats", 40) == "unclear"
        return
    assert verdict(text) == ("unclear" if held else "asserted")


@pytest.mark.parametrize(("text", "predicate", "value"), [
    ("Our renewal date is 2026-11-01 (next business day).", "renewal_date", "2026-11-01"),
    ("Our renewal date is 2026-11-01, plus one week.", "renewal_date", "2026-11-01"),
    ("Our renewal date is 2026-11-01 03:00 UTC, which is still October 31 here.", "renewal_date", "2026-11-01"),
    ("我们的续约日期是2026年11月1日，遇节假日顺延。", "renewal_date", "2026-11-01"),
    ("Our budget is $18,000, less 10%.", "budget", 18000),
    ("Our discount is 10%, on top of the 5% partner rate.", "discount", 10),
    ("We have 40 seats, per team.", "seats", 40),
    ("我们的价格是18000美元，另加2000美元实施费。", "price", 18000),
    ("Our timezone is CET, same as London.", "timezone", "CET"),
    ("Our timezone is TZ=UTC+1.", "timezone", "UTC+1"),
    ("Our account manager is Dana Smith & Co.", "account_manager", "Dana Smith"),
    ("Our account manager is Dana Smith, GmbH.", "account_manager", "Dana Smith"),
    ("我们的客户经理是王伟团队。", "account_manager", "王伟"),
    ("My email is dana@acme.com~.", "email", "dana@acme.com"),
    ("My email is dana@acme.com-\nsouth.net.", "email", "dana@acme.com"),
])
def test_what_follows_a_value_can_make_it_another(text: str, predicate: str, value: Any) -> None:
    assert verdict(text, predicate, value) in ("unclear", "absent")


@pytest.mark.parametrize(("text", "predicate", "value"), [
    ("Our renewal date is 2027-03-01, a Monday.", "renewal_date", "2027-03-01"),
    ("Our budget is $18,000, approved by the CFO.", "budget", 18000),
    ("Our timezone is CET for the whole company.", "timezone", "CET"),
    ("Our HQ is in Bogota, CO.", "hq_city", "Bogota"),
    ("The final decision is Dana Smith's.", "decision_maker", "Dana Smith"),
    ("Our preferred channel is Slack, Inc.", "preferred_channel", "Slack"),
])
def test_and_their_controls_still_ground_it(text: str, predicate: str, value: Any) -> None:
    assert verdict(text, predicate, value) == "asserted"


# ---------------------------------------------------------------- batch 92 (red-team pass 24)
LETTER = "Hi Sam,\n\nThanks for the call on Tuesday.\n\n{said}\n\nMost of us work from the Berlin office.\n\nBest,\nDana\n{far}"


@pytest.mark.parametrize("far", [
    "Still sitting in my outbox — I never hit send on this.", "Written on the first of April, in case you missed the joke.",
    "For the avoidance of doubt, this message creates no binding commitment and the figures may change.",
    "Names, figures and company details in this example have been changed.", "Figures as per the 2023 audit.",
    "Everything above assumes the merger goes through in spring.", "That was the Globex team's answer; ours is coming next week.",
    "Heads up: this came from Acme Foods, the Australian namesake, not our customer.", "本函不构成任何承诺，内容可能变更。",
    "以上均以并购完成为前提。",
])
def test_a_far_away_line_that_says_what_the_whole_text_is(far: str) -> None:
    assert verdict(LETTER.format(said=SAID, far=far)) == "unclear"


@pytest.mark.parametrize("far", ["P.S. Looking forward to the visit.", "Sent from my phone", "Thanks again for your help.",
                                 "That was Acme's answer to your question."])
def test_a_far_away_line_of_plain_words_leaves_it_standing(far: str) -> None:
    assert verdict(LETTER.format(said=SAID, far=far)) == "asserted"


@pytest.mark.parametrize(("text", "held"), [
    ("Acme owns us. We have 40 seats.", True), ("We're a customer of Acme. We have 40 seats.", True),
    ("We're a wholly owned subsidiary of Acme. We have 40 seats.", True), ("I run Acme's Berlin office. We have 40 seats.", True),
    ("As an authorised Acme reseller, we have 40 seats.", True), ("我们是Acme的供应商。我们有40个座位。", True),
    ("Welcome aboard, Acme! We have 40 seats.", True), ("This is Blue Harbor Logistics. We have 40 seats.", True),
    ("Acme Labs here. We have 40 seats.", True),
    ("Globex owns us. We have 40 seats.", False), ("Acme HQ here. We have 40 seats.", False),
    ("我是Acme的Dana。我们有40个座位。", False), ("Acme is our customer. Seats: 40", False),
])
def test_the_subject_named_as_another_party_than_the_writer(text: str, held: bool) -> None:
    assert verdict(text, "seats", 40) == ("unclear" if held else "asserted")


def test_the_character_that_stands_for_the_subjects_name_names_no_one_when_a_source_writes_it() -> None:
    """`_subject_as_another` reads a text with the subject's names replaced by a private-use character: the same
    character in the source itself was read as the subject ("a customer of \\ue000" as "a customer of Acme")."""
    assert verdict("Acme: we are a customer of \ue000. We have 40 seats.", "seats", 40) == "asserted"
    assert verdict("Acme: we are a customer of Globex. We have 40 seats.", "seats", 40) == "asserted"
    assert verdict("We are a customer of Acme. We have 40 seats.", "seats", 40) == "unclear"


# ---------------------------------------------------------------- batch 93 (red-team pass 25)
@pytest.mark.parametrize(("text", "held"), [
    ('{"status": "error", "customer": "acme", "budget": 18000}', True), ('{"written_by": "gpt-4o", "budget": 18000}', True),
    ('{"echo": {"customer": "acme", "budget": 18000}}', True), ('{"type": "prediction", "budget": 18000}', True),
    ("Budget: 18000\nOrigin: agent-generated", True), ("Budget: 18000\nMethod: extrapolated from headcount", True),
    ("Our budget is $18,000.\nArchived from the original on 2019-04-02.", True), ("Our budget is $18,000.\nRegenerate response", True),
    ('{"status": "active", "customer": "acme", "budget": 18000}', False), ("Budget: 18000\nAuthor: Dana Smith", False),
])
def test_a_records_own_fields_that_say_a_machine_made_or_failed_it(text: str, held: bool) -> None:
    assert verdict(text) == ("unclear" if held else "asserted")


@pytest.mark.parametrize(("text", "held"), [
    ("Going by their headcount, Acme's budget is $18,000.", True), ("4 teams of 10. So Acme has a budget of $18,000.", True),
    ("As I stored earlier, Acme's budget is $18,000.", True), ("据我推测，Acme预算是18000美元。", True),
    ("来电者自称Acme员工，说预算是18000美元。", True),
    ("Based on our annual plan, our budget is $18,000.", False), ("We have 4 teams, so our budget is $18,000.", False),
])
def test_a_value_worked_out_or_recalled_is_not_stated(text: str, held: bool) -> None:
    assert verdict(text) in (("unclear", "absent") if held else ("asserted",))


@pytest.mark.parametrize(("text", "held"), [
    ("Customer: (bluffing) We have 40 seats.", True), ("Customer: (quoting the last vendor) We have 40 seats.", True),
    ("Customer: We have 40 seats.\nCustomer: I retract that.", True), ("Customer: We have 40 seats.\nCustomer: I'm anchoring low.", True),
    ("Customer: (after a pause) We have 40 seats.", False), ("客户：（翻了翻笔记）我们有40个席位。", False),
    ("Customer: We have 40 seats.\nCustomer: I can send the PO next week.", False),
])
def test_a_turns_stage_direction_or_a_later_turn_in_a_haggle(text: str, held: bool) -> None:
    assert verdict(text, "seats", 40) == ("unclear" if held else "asserted")


@pytest.mark.parametrize(("text", "predicate", "value", "held"), [
    # another speaker says another value back, the customer's "Yes" or not (batch 94)
    ("Customer: Our HQ is in Berlin.\nVendor: Okay, so, Munich.\nCustomer: Yes.", "hq_city", "Berlin", True),
    ("Customer: Our HQ is in Berlin.\nVendor: Okay, so, Munich.", "hq_city", "Berlin", True),
    ("Customer: We currently get a 15% discount.\nVendor: So, 10%, then.\nCustomer: Yes.", "discount", 15, True),
    ("Customer: Our renewal date is November 1, 2026.\nVendor: December 1, then.", "renewal_date", "2026-11-01", True),
    ("Customer: Our renewal date is November 1, 2026.\nVendor: So, 2027.", "renewal_date", "2026-11-01", True),
    ("Customer: We pay $18,000.\nVendor: So, twenty, then.\nCustomer: Yes.", "price", 18000, True),
    ("Dana: Our budget is $18,000.\nSam: Okay, so, $22,000.", "budget", 18000, True),
    ("Customer: We need 40 seats.\nCustomer: OK, 50 then.", "seats", 40, True),  # the same speaker's change
    ("客户：我们要40个席位。\n销售：套餐是50个起。\n客户：行，那就50个吧。", "seats", 40, True),
    ("客户：我们要40个席位。\n销售：好的，50个。", "seats", 40, True), ("客户：我们预算是一万八。\n销售：好，两万二。", "budget", 18000, True),
    # the same value said back (in thousands too), a recap of nothing, or a field below a field
    ("Customer: Our HQ is in Berlin.\nVendor: Okay, so, Berlin.\nCustomer: Yes.", "hq_city", "Berlin", False),
    ("Customer: Our budget is eighteen thousand dollars.\nAgent: Okay, so, eighteen.\nCustomer: Yes.", "budget", 18000, False),
    ("Customer: We have 40 seats.\nVendor: Great, 40 seats.", "seats", 40, False),
    ("Customer: Our HQ is in Berlin.\nVendor: Okay, great.", "hq_city", "Berlin", False),
    ("Customer: Our renewal date is November 1, 2026.\nVendor: Okay, noted.", "renewal_date", "2026-11-01", False),
    ("Seats: 40\nAssigned: 25", "seats", 40, False),
    ("客户：我们要40个席位。\n销售：好的，40个。", "seats", 40, False), ("客户：我们预算是一万八。\n销售：好的，一万八。", "budget", 18000, False),
    ("客户：我们要40个席位。\n销售：好的，谢谢。", "seats", 40, False), ("Customer: We need 40 seats.\nCustomer: Thanks.", "seats", 40, False),
    ("We have 40 seats.\nCost centre: 4410", "seats", 40, False),
])
def test_a_later_turn_that_says_another_value_back(text: str, predicate: str, value: Any, held: bool) -> None:
    assert verdict(text, predicate, value) == ("unclear" if held else "asserted")


@pytest.mark.parametrize(("text", "held"), [
    ("Customer: Our budget is eighteen thousand dollars, for this conversation.", True),  # (batch 94)
    ("Our budget is $18,000 for this discussion.", True),
    ("Further to our conversation, our budget is $18,000.", False), ("As discussed in our conversation, our budget is $18,000.", False),
])
def test_a_value_scoped_to_the_conversation_it_is_said_in(text: str, held: bool) -> None:
    assert verdict(text) == ("unclear" if held else "asserted")


@pytest.mark.parametrize(("text", "held"), [
    ("Copy that. Acme needs 40 seats.", True), ("Got it! Acme needs 40 seats.", True), ("10-4. Acme needs 40 seats.", True),
    ("Thanks for letting me know. Acme needs 40 seats.", True), ("Acme needs 40 seats. Thanks for the heads-up!", True),
    ("Got it. We need 40 seats.", False), ("Acme needs 40 seats.", False), ("Acme needs 40 seats. Thanks, Dana", False),
])
def test_a_line_that_acknowledges_a_message_makes_the_third_person_said_back(text: str, held: bool) -> None:
    assert verdict(text, "seats", 40) == ("unclear" if held else "asserted")  # (batch 94)


@pytest.mark.parametrize(("text", "held"), [
    # a Chinese transcript's label naming the subject's kind is its line, as "Customer:" is (batch 94)
    ("客户：我们预算是一万八。", False), ("客户：我们的预算是18000美元。", False), ("客户: 我们的预算是18000美元。", False),
    ("张经理：我们的预算是18000美元。", True), ("供应商：我们的预算是18000美元。", True), ("另一个客户：我们的预算是18000美元。", True),
    ("客户：我们的预算大概是18000美元。", True), ("客户：我们是Globex，预算是18000美元。", True), ("客户：Globex\n我们的预算是18000美元。", True),
])
def test_a_chinese_label_naming_the_subjects_kind_is_a_transcripts_line(text: str, held: bool) -> None:
    assert (verdict(text) != "asserted") == held


@pytest.mark.parametrize(("after", "held"), [
    ("All figures are estimates.", True), ("Footnote: all figures are estimates.", True), ("---\nAll figures are estimates.", True),
    ("Note: figures are approximate.", True), ("Numbers above are rough.", True), ("Footnote: estimates.", True),
    ("(Figures: ballpark.)", True), ("Disclaimer: numbers are illustrative.", True),
    ("All figures are final.", False), ("All figures are in USD.", False), ("The estimates are attached.", False),
])
def test_a_line_that_calls_the_texts_figures_loose(after: str, held: bool) -> None:
    assert verdict(f"{SAID}\n{after}") == ("unclear" if held else "asserted")  # (batch 94)


@pytest.mark.parametrize("after", ["This is an automated test.", "This is a quick integration test.",
                                   "Disregard, that was for another account.", "This was meant for a different customer."])
def test_a_line_that_makes_the_message_a_test_or_meant_for_another(after: str) -> None:
    assert verdict(f"{SAID}\n{after}") == "unclear"  # (batch 94)


@pytest.mark.parametrize(("before", "held"), [
    ("Please disregard this message.", True), ("Kindly disregard this email.", True), ("Please delete this email.", True),
    ("Please disregard my last message.", False), ("Please disregard any earlier emails.", False),
])
def test_a_text_that_asks_to_be_disregarded(before: str, held: bool) -> None:
    assert verdict(f"{before}\n{SAID}") == ("unclear" if held else "asserted")  # (batch 94)


@pytest.mark.parametrize(("text", "held"), [
    ("Our HQ is in Berlin, mostly.", True), ("Our HQ is in Berlin, legally.", True), ("Our HQ is in Berlin, at least officially.", True),
    ("Our HQ is in Berlin, formally.", True), ("Our HQ is in Berlin, mostly for tax reasons.", False), ("Our HQ is in Berlin, since 2019.", False),
])
def test_a_value_true_only_in_part_or_in_law(text: str, held: bool) -> None:
    assert verdict(text, "hq_city", "Berlin") == ("unclear" if held else "asserted")  # (batch 96, my probe)
