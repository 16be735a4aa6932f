"""Whose words, about whom (red-team round 3): a source written by, for or about another party does
not ground a claim about the subject, even when the sentence that states the value is first-person
("Our budget is $18,000.") or names no owner ("Budget: $18,000"). Its "our" is the other party's.

Each class is a general rule, not a case: the writer introduces themself with another organisation,
signs with it, sends from its domain, speaks under its label in a chat or transcript, acts for it, or
reports its words; a record names it as its party or subject; a sentence is labelled with its name;
the words are attributed to its person ("(Quoting Globex's CFO.)", round 4, batch "17-probes").
Each attack here was accepted before; each control beside it still is. The corpus
(tests/grounding/corpus.jsonl, batch "16-probes") holds the rest.
"""
from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest

from domain.assertion import ground

AT = datetime(2026, 10, 1, 9, 0, tzinfo=UTC)
SAID = "Our budget is $18,000."


def verdict(text: str, subject: str = "customer:acme", predicate: str = "budget", value: Any = 18000) -> str:
    return ground(text, subject=subject, predicate=predicate, value=value, captured_at=AT).verdict


ANOTHER_PARTY = [
    # the writer introduces themself with another organisation
    f"I work at Globex. {SAID}",
    f"I'm the CFO of Globex. {SAID}",
    f"I'm calling from Globex. {SAID}",
    f"Hi, Dana at Globex. {SAID}",
    f"Thanks for calling Globex. {SAID}",
    f"Greetings from Globex! {SAID}",
    f"My company is Globex. {SAID}",
    f"Globex procurement here. {SAID}",
    "dana from globex here. our budget is $18,000.",
    f"Dana from Glo\u200bbex here. {SAID}",
    # a signature with another organisation
    f"{SAID}\n-- Dana, Globex Inc.",
    f"{SAID}\nRegards, Dana (Globex)",
    f"{SAID}\nBest,\nDana\nGlobex",
    f"{SAID}\nDana Smith | CFO | Globex Inc.",
    f"{SAID}\n- The Globex Team",
    # a sender, a forward, a chat or transcript label
    f"From: Dana Smith <dana@globex.com>\n{SAID}",
    f"Dana <dana@globex.com> wrote:\n{SAID}",
    f"Dana (Globex): {SAID}",
    f"[00:01:12] Speaker 2 (Globex): {SAID}",
    # acting for another party, reporting its words, notes about it
    f"I'm writing on Globex's behalf. {SAID}",
    "As Globex, our budget is $18,000.",
    "Met with Globex today. Budget is $18,000.",
    "Globex replied:\nOur budget is $18,000.",
    "Meeting notes - Globex\nBudget: $18,000",
    # a record's party, a sentence labelled with another name
    "Account name: Globex\nBudget: $18,000",
    "Subject: Globex budget\nBudget: $18,000",
    "Globex, budget: $18,000",
    "Globex (an Acme company) budget: $18,000",
    "Re: Globex - budget $18,000",
    "Regarding Globex, our budget is $18,000.",
    # a name that shares a word with the subject's is not the subject
    f"I'm calling from Acme Labs. {SAID}",
    # round 2: other forms of the same classes
    f"Dana Whitfield · VP Finance at Globex\n{SAID}",
    f"Ticket #4471 | Org: Umbrella Corp | Priority: Low\n{SAID}",
    f"Requester: Dana Smith (Globex Corporation)\n{SAID}",
    f"From: dana@mail.globex.co.uk\n{SAID}",
    f"On Tue, Sep 29, 2026, Dana Smith (Globex) wrote:\n{SAID}",
    f"{SAID}\nThanks,\nDana\nGlobex\nSent from my iPhone",
    f"Dana Smith\nGlobex Corp\n{SAID}",
    f"We resell for Globex. {SAID}",
    f"We are Globex's managed service provider. {SAID}",
    f"Got off the phone with Globex. {SAID}",
    f"hier ist Dana von Globex. {SAID}",
    "This Order Form is between Vendor Inc. and Globex Ltd (the \"Customer\"). Customer budget: $18,000",
    # round 4: the words attributed to another party's person, before or after them
    f"{SAID} (Quoting Globex's CFO.)",
    f"{SAID} Source: Globex CFO.",
    f"{SAID} Said by Globex's CFO.",
    f"{SAID} (Hooli's head of purchasing, on a call.)",
    "Our budget is $18,000 - Globex's CFO",
    f"{SAID} That was Globex's CFO speaking.",
    f"{SAID} As told by Initech's VP Finance.",
    f"{SAID} (Initech procurement team.)",
    "Our (Globex) budget is $18,000.",
    "We (Globex) have a budget of $18,000.",
    "Acme's customer's budget is $18,000.",  # a possessive after the subject's: someone of Acme's
    "Acme's CFO's budget is $18,000.",
    # Chinese
    "我是Globex的Dana。我们的预算是18000美元。",
    "我在Globex工作。我们的预算是18000美元。",
    "客户：Globex\n预算：18000美元",
]

OWN_WORDS = [
    SAID,
    "Budget: $18,000",
    f"Hi, this is Dana from Acme. {SAID}",
    f"I work at Acme. {SAID}",
    f"{SAID} Thanks, Dana",
    f"{SAID}\n-- Dana, Acme Inc.",
    f"{SAID}\nBest,\nDana Smith\nCFO, Acme",
    f"{SAID}\nSent from my iPhone",
    f"As I said, {SAID[0].lower()}{SAID[1:]}",
    "As CFO, I confirm our budget is $18,000.",
    "Update from finance: our budget is now $18,000",
    f"From: Dana Smith <dana@acme.com>\n{SAID}",
    f"From: dana@gmail.com\n{SAID}",
    f"Dana (Acme): {SAID}",
    f"I'm calling from the Munich office. {SAID}",
    "Meeting notes 10/01: budget confirmed at $18,000.",
    f"Our headquarters are in Berlin. Our CEO is Dana. {SAID}",
    "Account name: Acme\nBudget: $18,000",
    "我是Acme的Dana。我们的预算是18000美元。",
    # round 2: places, titles, pronouns, footers, the vendor's own quoted mail below the statement
    f"Greetings from Berlin! {SAID}",
    f"{SAID}\n\nDana Smith\nHead of Finance | Acme\nBerlin, Germany",
    f"Cheers, Dana (Acme Berlin)\n{SAID}",
    f"Call with Dana (Acme CFO) today. {SAID}",
    f"Spoke with Dana Smith (CFO) today. {SAID}",
    f"From: dana@eu.acme.com\n{SAID}",
    f"{SAID}\n\nOn Mon, Sep 28, 2026 at 9:00 AM Sam Lee <sam@provgate.io> wrote:\n> Following up on pricing.",
    "Subject: Renewal\nOur budget is $18,000.",
    "Item | Amount\nBudget | 18,000",
    "我们公司总部在北京。我们的预算是18000美元。",
    # round 4: attributed to the subject's own people, or to no party
    f"{SAID} (Quoting our CFO.)",
    f"{SAID} (Quoting Acme's CFO.)",
    f"{SAID} Source: Salesforce export.",
    "Our budget is $18,000 - the CFO",
    f"{SAID} (Acme CFO, on the call.)",
    "Our (Acme) budget is $18,000.",
    "Our (new) budget is $18,000.",
    "Acme Corp's budget is $18,000.",  # the subject's legal name
    "Acme Inc.'s budget is $18,000.",
]


@pytest.mark.parametrize("text", ANOTHER_PARTY)
def test_another_partys_words_do_not_ground_the_subjects_claim(text: str) -> None:
    assert verdict(text) != "asserted", text


@pytest.mark.parametrize("text", OWN_WORDS)
def test_the_subjects_own_words_in_the_same_forms_still_do(text: str) -> None:
    assert verdict(text) == "asserted", text


def test_a_name_value_claimed_is_no_other_party() -> None:
    """A place the writer is in, when it is the value claimed, is not a party they speak for."""
    assert verdict("Hi from Berlin! Our headquarters are in Berlin.", predicate="headquarters",
                   value="Berlin") == "asserted"
    assert verdict("Hi from Globex! Our headquarters are in Berlin.", predicate="headquarters",
                   value="Berlin") != "asserted"


def test_a_place_is_no_party_but_a_name_with_a_place_in_it_is() -> None:
    assert verdict(f"I'm calling from Bank of Montreal. {SAID}", subject="customer:bank_of_america") == "unclear"
    assert verdict(f"I'm calling from Bank of America. {SAID}", subject="customer:bank_of_america") == "asserted"


def test_a_quoted_writer_is_whose_words_follow_not_whose_come_before() -> None:
    quoted = "On Mon, Sam Lee <sam@globex.com> wrote:"
    assert verdict(f"{SAID}\n\n{quoted}\n> Thanks.") == "asserted"  # Acme's reply above Globex's mail
    assert verdict(f"{quoted}\n{SAID}") == "unclear"  # Globex's words, forwarded


def test_the_subjects_shorter_name_is_the_subject() -> None:
    """"Acme" for Acme Labs is its own short name; "Acme Labs" for Acme is another company."""
    assert verdict(f"I'm calling from Acme. {SAID}", subject="customer:acme_labs") == "asserted"
    assert verdict(f"I'm calling from Acme Labs. {SAID}", subject="customer:acme") == "unclear"


def test_a_letterhead_counts_however_long_the_source_and_a_table_head_never_does() -> None:
    """The lines at the top name the writer's company by its suffix, with more lines after them or
    not; a table's head is no letterhead, however many rows stand before the value's."""
    notes = "\n".join(f"Note {n}." for n in ("one", "two", "three", "four"))
    assert verdict(f"Dana Smith\nGlobex Corp\n{notes}\n{SAID}") == "unclear"
    assert verdict(f"Dana Smith\nAcme Corp\n{notes}\n{SAID}") == "asserted"
    rows = "\n".join(f"{k} | {v}" for k, v in (("Seats", 12), ("Offices", 3), ("Teams", 4), ("Regions", 2)))
    assert verdict(f"Item | Amount\n{rows}\nBudget | 18,000") == "asserted"
    assert verdict("Item | Amount\nBudget | 18,000") == "asserted"


# round 5 (batch "18-probes"): the same classes written in one case, a company by its suffix, a heading
ONE_CASE_ANOTHER = [
    "globex procurement here. our budget is $18,000.",
    "i'm the cfo of globex. our budget is $18,000.",
    "for globex, the budget is $18,000.",
    "our budget is $18,000.\nbest,\ndana\nglobex",
    "dana smith\nglobex corp\n\nour budget is $18,000.",
    "FOR GLOBEX, THE BUDGET IS $18,000.",
    "OUR BUDGET IS $18,000.\n-- DANA, GLOBEX INC.",
    "Globex Industries here. Our budget is $18,000.",
    "Re: Globex\nBudget is $18,000.",
    "Fwd: Globex\nBudget: $18,000",
    "Regarding Globex. Budget is $18,000.",
    "re: globex\nbudget is $18,000.",
    "## Globex\nBudget: $18,000",
    "Globex\nBudget: $18,000",  # a line before the statement that is only a name: a heading
    "Name: Globex\nBudget: $18,000",
    # a chat label after a time or in bold, a person and organisation set off by dashes or pipes
    "12:01 Dana (Globex): Our budget is $18,000.",
    "**Dana (Globex):** Our budget is $18,000.",
    "Dana — Globex — Our budget is $18,000.",
    "Dana Smith | Globex | 10:42\nOur budget is $18,000.",
    # round 6: more self-introductions
    "Dana here (Globex). Our budget is $18,000.",
    "Dana from the Globex team. Our budget is $18,000.",
    "I run finance for Globex. Our budget is $18,000.",
    "Speaking as Globex's CFO, our budget is $18,000.",
    "Globex CFO here. Our budget is $18,000.",
    "CFO of Globex here. Our budget is $18,000.",
    "At Globex, our budget is $18,000.",
    "I joined Globex last year. Our budget is $18,000.",
    "I've been at Globex for 3 years. Our budget is $18,000.",
    # only each sentence's first letter capitalised, as chat is often written
    "Thanks for calling globex. Our budget is $18,000.",
    "This is the globex team. Our budget is $18,000.",
    "For globex, the budget is $18,000.",
    "Re: globex\nBudget is $18,000.",
]
ONE_CASE_OWN = [
    "hi, dana from acme here. our budget is $18,000.",
    "as cfo, i confirm our budget is $18,000.",
    "our budget is $18,000.\nbest,\ndana\nacme",
    "OUR BUDGET IS $18,000.",
    "ACME PROCUREMENT HERE. OUR BUDGET IS $18,000.",
    "Acme Industries here. Our budget is $18,000.",
    "Re: Acme\nBudget is $18,000.",
    "Re: pricing\nOur budget is $18,000.",
    "## Budget\nOur budget is $18,000.",
    "hey dana, quick one: our budget is $18,000.",
    "Acme\nBudget: $18,000",
    "Name: Acme\nBudget: $18,000",
    "Budget Update\nBudget: $18,000",
    "Our budget is $18,000.\nBest,\nDana\nHead of Finance",  # after it, a name is a signature's
    "12:01 Dana (Acme): Our budget is $18,000.",
    "**Dana (Acme):** Our budget is $18,000.",
    "Dana — Acme — Our budget is $18,000.",
    "Dana Smith | Acme | 10:42\nOur budget is $18,000.",
    "Item | Amount\nBudget | 18,000\nForecast | 22,000",
    "Dana here (Acme). Our budget is $18,000.",
    "Acme CFO here. Our budget is $18,000.",
    "At Acme, our budget is $18,000.",
    "I run finance for Acme. Our budget is $18,000.",
    "Speaking as CFO, our budget is $18,000.",
    "I'm looking for Enterprise pricing. Our budget is $18,000.",
    "Thanks for calling. Our budget is $18,000.",
    "I work at acme. Our budget is $18,000.",
    "Re: pricing\nOur budget is $18,000.",
    "We get a quote every year. Our budget is $18,000.",
]


@pytest.mark.parametrize("text", ONE_CASE_ANOTHER)
def test_one_case_a_suffix_or_a_heading_hides_no_other_party(text: str) -> None:
    """A party is found by the capital of its name: written all in lower case or all in capitals the
    same words are read as if the names were capitalised (the common words left as they are), a
    company is known by more suffixes, and a heading that only names a party makes it the topic."""
    assert verdict(text) != "asserted", text


@pytest.mark.parametrize("text", ONE_CASE_OWN)
def test_the_subjects_own_words_in_one_case_still_ground(text: str) -> None:
    assert verdict(text) == "asserted", text


def test_capitals_no_longer_read_every_word_as_a_name() -> None:
    """Before round 5 a source in capitals read each word as a name: "OUR HQ IS IN BERLIN." was held."""
    assert verdict("OUR HQ IS IN BERLIN.", predicate="hq_city", value="Berlin") == "asserted"
    assert verdict("OUR HQ IS IN BERLIN. OUR HQ IS IN MUNICH.", predicate="hq_city", value="Berlin") != "asserted"
