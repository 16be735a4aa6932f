"""Grounding checks the claim, not the number (issue 13): one sentence must assert it."""
from __future__ import annotations

import json
import re
from datetime import UTC, datetime
from typing import Any

import pytest

from cli.groundeval import CORPUS, load, policy, score, table
from domain.assertion import ground, parse

AT = datetime(2026, 10, 1, 9, 0, tzinfo=UTC)


def verdict(text: str, predicate: str, value: Any, subject: str = "customer:acme", **kw: Any) -> str:
    return ground(text, subject=subject, predicate=predicate, value=value, captured_at=AT, **kw).verdict


@pytest.mark.parametrize("text,predicate,value", [
    ("We ship 40 units a month.", "budget", 40),
    ("Do you think 12 seats would do?", "seats", 12),
    ("Had we signed in March, we'd have saved $5,000.", "discount", 5000),
    ("Acme's parent company is based in Berlin.", "hq_city", "Berlin"),
])
def test_the_four_examples_of_issue_13_ground_nothing(text: str, predicate: str, value: Any) -> None:
    assert verdict(text, predicate, value) == "absent"


@pytest.mark.parametrize("text,predicate,value", [
    ("Our budget for this project is $18,000, confirmed by our CFO.", "budget", 18000),
    ("Update from finance: our budget is now $14,000", "budget", 14000),
    ("我们的预算现在是14000美元", "budget", 14000),
    ("预算：1万8", "budget", 18000),
    ("Nameplate: MFD 05/2004, model Rheem 82V40-2", "manufacture_date", "2004-05"),
    ("Support channel: Slack.", "preferred_channel", "Slack"),
    ("We're planning to roll this out in Q4.", "timeline", "Q4"),  # a timeline is a plan (allow = ["plan"])
    ("Our budget is $18,000 and we need 12 seats.", "seats", 12),
])
def test_a_sentence_that_asserts_the_claim_grounds_it(text: str, predicate: str, value: Any) -> None:
    assert verdict(text, predicate, value) == "asserted"


@pytest.mark.parametrize("text,predicate,value,why", [
    ("The budget is about $18k.", "budget", 18000, "approximate"),
    ("The budget is between 10 and 20k.", "budget", 10, "range"),
    ("John said the budget is 5k.", "budget", 5000, "someone else"),
    ("I heard the support channel is email now.", "preferred_channel", "email", "hearsay"),
    ("Our competitor's budget is $50,000.", "budget", 50000, "another party"),
    ("We might have 30 seats.", "seats", 30, "hedged"),
    ("Our budget is not $14,000.", "budget", 14000, "negated"),
    ("Ticket 4417 is about our budget.", "budget", 4417, "belongs to"),
    ("你觉得12个座位够吗？", "seats", 12, "question"),
])
def test_a_clear_non_assertion_says_why(text: str, predicate: str, value: Any, why: str) -> None:
    g = ground(text, subject="customer:acme", predicate=predicate, value=value, captured_at=AT)
    assert g.verdict == "absent" and why in g.why and g.sentence == text


@pytest.mark.parametrize("text,predicate,value", [
    ("Our timeline is Q4 or Q1.", "timeline", "Q4"),
    ("Our timeline is Q4 or Q1.", "timeline", "Q1"),
    ("Our renewal date is 2027-03-01 or 2027-04-01.", "renewal_date", "2027-03-01"),
    ("Our renewal date is 2027-03-01 or 2027-04-01.", "renewal_date", "2027-04-01"),
    ("Our champion is either Dana or Lee.", "champion", "Lee"),
    ("Our timeline is Q4, or Q1 at the latest.", "timeline", "Q4"),
    ("Our budget is $18,000, or $20,000 with support.", "budget", 18000),
])
def test_one_of_alternatives_of_any_kind_is_not_stated(text: str, predicate: str, value: Any) -> None:
    g = ground(text, subject="customer:acme", predicate=predicate, value=value, captured_at=AT)
    assert g.verdict == "absent" and "alternatives" in g.why, g


@pytest.mark.parametrize("text,predicate,value", [
    ("Our timeline is Q4.", "timeline", "Q4"),
    ("Our timeline is Q4, and our budget is $18,000.", "timeline", "Q4"),
    ("Our timeline is Q4. Reply by email or phone.", "timeline", "Q4"),
])
def test_an_or_that_offers_no_other_value_takes_nothing_away(text: str, predicate: str, value: Any) -> None:
    assert verdict(text, predicate, value) == "asserted"


def test_a_time_expression_sets_the_valid_time_or_holds_the_proposal() -> None:
    later = ground("From next month our budget is $20,000.", subject="customer:acme", predicate="budget",
                   value=20000, captured_at=AT)
    assert later.verdict == "asserted" and later.valid_from == datetime(2026, 11, 1, tzinfo=UTC)
    assert verdict("Last year our budget was $10,000.", "budget", 10000) == "unclear"
    assert verdict("Last year our budget was $10,000.", "budget", 10000,
                   valid_from=datetime(2025, 4, 1, tzinfo=UTC)) == "asserted"


def test_aliases_from_the_policy_name_a_predicate() -> None:
    assert verdict("The kitty for this is $9,000.", "budget", 9000) == "absent"
    assert verdict("The kitty for this is $9,000.", "budget", 9000, aliases=("kitty",)) == "asserted"


def test_a_source_is_parsed_once() -> None:
    text = "Our budget is $18,000. We need 12 seats."
    assert parse(text) is parse(text) and len(parse(text)) == 2


def test_the_grounding_corpus_has_no_false_acceptance() -> None:
    """Every case of tests/grounding/corpus.jsonl; the acceptance rate is reported by `groundeval`."""
    cases = load(CORPUS)
    assert len(cases) >= 300
    scored = score(cases, policy(None))
    _, false_acceptances, legit, accepted = table(scored)
    wrong = [s.case["id"] for s in scored if s.got == "accept" and s.case["expect"] != "accept"]
    assert false_acceptances == 0, wrong
    print(f"legitimate accepted automatically: {accepted}/{legit}")


def test_a_corpus_line_ends_at_a_newline_only(tmp_path: Any) -> None:
    """A case's text may hold a line separator, a form feed or NEL written raw (batch 95's texts do): `str.splitlines`
    cut the file there, and the corpus failed to load."""
    path = tmp_path / "cases.jsonl"
    texts = ["We have 40 seats.\u2028-- Globex", "A\x0cB", "A\x85B\u2029C"]
    path.write_text("".join(json.dumps({"text": t}, ensure_ascii=False) + "\n" for t in texts), encoding="utf-8")
    assert [c["text"] for c in load(path)] == texts


def test_the_gate_holds_for_a_reviewer_what_the_rules_cannot_tell_and_refuses_to_ground_the_rest() -> None:
    from contracts.slot import SlotState
    from domain.model import Policy
    from domain.rules import decide
    from tests.builders import T0, proposal, source

    def decided(text: str, value: Any) -> Any:
        s = source(text)
        return decide(proposal(value, [s]), [s], SlotState(), Policy())

    held = decided("Last year our budget was $10,000.", 10000)
    assert (held.outcome, held.reasons[0].value, held.grounded_by) == ("quarantined", "needs_review", ())
    not_said = decided("We ship 40 units a month.", 40)
    assert (not_said.outcome, not_said.reasons[0].value) == ("quarantined", "not_grounded")
    later = decided("From next month our budget is $20,000.", 20000)
    assert later.outcome == "accepted" and later.valid_from == datetime(2026, 11, 1, tzinfo=UTC) > T0


SAMPLED_CASES = 2232  # the corpus through batch 36


def corpus_line(n: int, seed: int) -> str:
    """One line of `n` English sentences of the corpus in a shuffled order (no line breaks), drawn from its
    first SAMPLED_CASES cases (the corpus only grows: a later batch must not change what a seed draws)."""
    import random

    texts = [c["text"] for c in load(CORPUS)[:SAMPLED_CASES] if c["lang"] == "en" and "\n" not in c["text"]]
    random.Random(seed).shuffle(texts)
    return " ".join(texts[:n])


@pytest.mark.parametrize("seed", range(8))
def test_a_long_line_split_in_windows_keeps_its_text_and_nearly_every_boundary_pysbd_draws_on_it_whole(
        seed: int) -> None:
    """pysbd is given windows of a long line (its work grows with the square of the sentences it is
    given). Not one character is lost or read twice, and the boundaries are pysbd's own on the whole
    line but for its list-number guess, which looks at the whole text it is given ("we'll need
    exactly | 24. We used to..." on the whole line, "exactly 24. | We used to..." in a window)."""
    from domain import assertion

    def boundaries(parts: list[str]) -> set[int]:
        out, pos = set(), 0
        for p in parts:
            pos += len(p.replace(" ", ""))
            out.add(pos)
        return out

    line = corpus_line(300, seed)
    assert len(line) > 5 * assertion.SEGMENT_WINDOW
    whole = [s.strip() for s in assertion._segmenter().segment(line) if s.strip()]
    windowed = list(assertion._split(line))
    assert "".join(windowed).replace(" ", "") == "".join(whole).replace(" ", "") == line.replace(" ", "")
    same = boundaries(whole) & boundaries(windowed)
    assert len(same) >= 0.98 * len(boundaries(whole))
    # a boundary only the windows draw ends a sentence, never cuts one (pysbd on the whole line
    # sometimes runs dozens of sentences together after an unpunctuated one: seed 6, 938 characters)
    flat = "".join(windowed).replace(" ", "")
    extra = sorted(boundaries(windowed) - boundaries(whole) - {len(flat)})
    assert all(re.search(r"[.!?…。！？][\"'”’)\]]*$", flat[:k]) for k in extra), [flat[k - 30:k] for k in extra]
    assert len(extra) <= 0.1 * len(boundaries(whole))


@pytest.fixture
def given(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The length of every text pysbd is given from here on."""
    from domain import assertion

    lengths: list[int] = []
    real = assertion._segmenter()

    class Counting:
        def segment(self, text: str) -> list[str]:
            lengths.append(len(text))
            return real.segment(text)

    monkeypatch.setattr(assertion, "_segmenter", lambda: Counting())
    return lengths


def test_pysbd_never_reads_more_than_a_window_of_short_sentences(given: list[int]) -> None:
    """The class of 'a. a. a.' (64 KiB of it cost 40 s of CPU in one call): what pysbd is given
    is bounded by the window, however long the line."""
    from domain import assertion

    for unit in ("a. ", "What is the budget? ", "Budget: $18k... ", "e.g. x. "):
        given.clear()
        sentences = list(assertion._split(unit * (65_536 // len(unit))))
        assert len(sentences) > 2000 and max(given) <= assertion.SEGMENT_WINDOW, (unit, max(given))


def test_pysbd_is_not_given_a_line_it_finds_no_end_in_past_what_the_gate_reads(given: list[int]) -> None:
    """The class of "Mr. Mr. Mr." and "A confirmed A confirmed" (red-team round 3): pysbd draws no
    end in them, so each window grew to the whole line (64 KiB cost 15-36 s of CPU). A window stops
    growing a little past MAX_SENTENCE_CHARS; the rest of the line is one sentence, and a source with
    such a sentence waits for a person, whatever its other sentences say."""
    from domain import assertion

    for unit in ("Mr. ", "e.g. ", "U.S. ", "No. 5 ", "A confirmed ", "Met with A "):
        given.clear()
        text = ("Our budget is $18,000. " + unit * 20_000)[:65_536]
        assert "".join(assertion._split(text)).replace(" ", "") == text.replace(" ", "")  # nothing lost
        assert max(given) <= 4 * assertion.MAX_SENTENCE_CHARS and sum(given) <= 8 * assertion.MAX_SENTENCE_CHARS, unit
        assertion.parse.cache_clear()
        g = ground(text, subject="customer:acme", predicate="budget", value=18000, captured_at=AT)
        assert g.verdict == "unclear" and "longer than the gate reads" in g.why, unit


def test_a_source_with_more_sentences_than_the_gate_reads_waits_for_a_person() -> None:
    from contracts.slot import SlotState
    from domain import assertion
    from domain.model import Policy
    from domain.rules import decide
    from tests.builders import proposal, source

    fine = "Our budget is $18,000. " * (assertion.MAX_SENTENCES - 1)
    assert verdict(fine, "budget", 18000) == "asserted"
    for text in (fine + "So it is. Yes.", "a. " * 22_000 + "Our budget is $18,000."):
        g = ground(text, subject="customer:acme", predicate="budget", value=18000, captured_at=AT)
        assert (g.verdict, g.sentence) == ("unclear", "") and "more sentences than the gate reads" in g.why
        assert len(parse(text)) == assertion.MAX_SENTENCES + 1  # read no further than that
        s = source(text)
        held = decide(proposal(18000, [s]), [s], SlotState(), Policy())
        assert (held.outcome, held.reasons[0].value, held.closest) == ("quarantined", "needs_review", None)
        assert "more sentences" in (held.closest_why or "")


def test_the_parses_held_are_bounded_by_their_sentences() -> None:
    from domain.assertion import _ParseCache

    cache = _ParseCache(sentences=100, entries=5)
    for i in range(40):
        text = f"Budget {i}. " * (i % 30 + 1)
        cache.put(text, parse(text))
        assert cache.held <= 100 and len(cache._parses) <= 5
        assert cache.held == sum(len(p) for p in cache._parses.values())
    last = "Budget 39. " * 10
    assert cache.get(last) is not None and cache.get("Budget 0. ") is None
    cache.put("x. " * 200, parse("x. " * 200))  # larger than the whole budget: not held
    assert cache.get("x. " * 200) is None


def test_the_one_case_readings_kept_are_those_of_sentences_the_gate_reads() -> None:
    """A sentence's readings in one case are remembered (the rules ask for them again and again),
    but not those of a text longer than a sentence the gate reads: distinct 60 KB one-line sources,
    each held for a person anyway, would otherwise keep three copies of themselves in memory."""
    from domain import assertion

    assertion._cased_readings.cache_clear()
    for i in range(20):
        text = ("our budget is " + "very " * 12_000 + f"large {i}, $18,000")[:60_000]
        g = ground(text, subject="customer:acme", predicate="budget", value=18000, captured_at=AT)
        assert g.verdict == "unclear" and "longer than the gate reads" in g.why
    assert assertion._cased_readings.cache_info().currsize == 0
    ground("our budget is $18,000.", subject="customer:acme", predicate="budget", value=18000, captured_at=AT)
    assert assertion._cased_readings.cache_info().currsize > 0


def test_a_value_of_many_parts_against_a_long_source_waits_for_a_person() -> None:
    """Each part of a value is looked for in every sentence: 200 parts against 2,000 sentences
    cost 15 s of CPU before the bound."""
    from domain import assertion

    text = "Our budget is $18,000 and we need 12 seats. " * 1990
    many = {f"part_{i}": 18000 for i in range(200)}
    g = ground(text, subject="customer:acme", predicate="budget", value=many, captured_at=AT)
    assert (g.verdict, g.sentence) == ("unclear", "") and "more than the gate reads" in g.why
    assert len(many) * len(parse(text)) > assertion.MAX_READS
    few = ground("Our budget is $18,000 and we need 12 seats.", subject="customer:acme", predicate="budget",
                 value={"budget": 18000, "seats": 12}, captured_at=AT)
    assert few.why != g.why  # a short source and a few parts are read as before


def test_a_sentence_padded_with_characters_that_show_nothing_is_past_what_the_gate_reads() -> None:
    """Soft hyphens, zero-width spaces and word joiners are not read ("I\u200bf" reads "If"), so 65,000 of them
    made a sentence of 200 characters as the rules read it; the web-token scan then cost 98 s of CPU on it
    (batch 73's slow-input helper). Such a sentence is held for a person as a long one is, and the scan now
    tries a match only where a token starts: the same matches (checked on texts that have them), one pass."""
    from domain import assertion

    for pad in ("\u00ad", "\u200b", "\u2060", "\ufeff"):
        text = "We have 40 seats.\n" + "1." * 100 + pad * 20_000
        g = ground(text, subject="customer:acme", predicate="seats", value=40, captured_at=AT)
        assert g.verdict == "unclear" and "longer than the gate reads" in g.why, repr(pad)
    old = re.compile(r"\S+@\S+|\S*(?:https?://|www\.)\S*|\S*\w\.\w{2,5}\b\S*", re.IGNORECASE)
    samples = ["mail bob@acme.com now", "@handle and a@b and x@", "see https://x.io/a, www.acme.com or acme.com.",
               "Ver 1.2.3, e.g. file.pdf; v2.0b", "a\u00a0b@c d\u2003e.com\tf", "..@.. .@ @. http:// www.", "中文acme.com中文",
               "end.with.dot. a.b c.de f.ghijkl", "(bob@acme.com) [x](mailto:eve@evil.com)"]
    for text in samples:
        assert assertion._WEB_TOKEN.sub(" ", text) == old.sub(" ", text), text


def test_a_value_of_many_parts_against_a_text_of_many_characters_waits_for_a_person() -> None:
    """Each part is judged against the whole text: 34 languages against 16 KiB of lines took 0.9 s, within the bound
    on parts times sentences (two sentences). Parts times characters is bounded too."""
    from domain import assertion

    text = "We speak English, German and French.\n" + "1." * 995 + "\n" + "1." * 995
    langs = ["English", "German", "French"] + [f"Lang{i}" for i in range(130)]
    g = ground(text, subject="customer:acme", predicate="languages", value=langs, captured_at=AT)
    assert (g.verdict, g.sentence) == ("unclear", "") and "more than the gate reads" in g.why
    assert len(langs) * len(parse(text)) <= assertion.MAX_READS  # the bound on sentences alone would let it through
    assert len(langs) * len(text) > assertion.MAX_READ_CHARS


def test_a_sentence_past_what_the_gate_reads_waits_for_a_person() -> None:
    """Judging a place of the value looks at its whole sentence: one 64 KiB line of "budget 18000
    not final, " cost 5.9 s of CPU (1.8 s before batch 14's rules) before these bounds, 0.03 s now."""
    from domain import assertion

    line = "budget 18000 not final, " * 2700  # one sentence, 64 KiB, the value in it 2,700 times
    g = ground(line, subject="customer:acme", predicate="budget", value=18000, captured_at=AT)
    assert g.verdict == "unclear" and "longer than the gate reads" in g.why
    # sentences of a prose length that repeat the value: at most MAX_PLACES places each are judged
    repeated = "Budget 18000, 18000, 18000, 18000, 18000, 18000, 18000, 18000, 18000, 18000."
    g = ground(repeated, subject="customer:acme", predicate="budget", value=18000, captured_at=AT)
    assert g.verdict == "unclear" and "more often than the gate reads" in g.why
    assert repeated.count("18000") > assertion.MAX_PLACES
    hedged = "Our budget might be 18000. "  # not asserted, place after place: each a look at its sentence
    assert ground(hedged, subject="customer:acme", predicate="budget", value=18000, captured_at=AT).verdict == "absent"
    g = ground(hedged * (assertion.MAX_PLACES_IN_SOURCE + 1), subject="customer:acme", predicate="budget",
               value=18000, captured_at=AT)
    assert g.verdict == "unclear" and "more often than the gate reads" in g.why
    plain = ground("Our budget is $18,000.", subject="customer:acme", predicate="budget", value=18000, captured_at=AT)
    assert plain.verdict == "asserted"


def test_the_evidence_read_for_one_proposal_is_bounded_in_all() -> None:
    from contracts.slot import SlotState
    from domain.model import Policy
    from domain.rules import MAX_EVIDENCE_READ, decide
    from tests.builders import proposal, source

    filler = "We spoke about the weather. " * 1500  # 41 KiB, 1,500 sentences: within the per-source cap
    sources = [source(filler + f"Our budget is $18,000. Note {'abcdefg'[i]}.") for i in range(7)]
    assert sum(len(s.text) for s in sources) > MAX_EVIDENCE_READ
    held = decide(proposal(18000, sources), sources, SlotState(), Policy())
    assert (held.outcome, held.reasons[0].value) == ("quarantined", "needs_review")
    assert "longer than the gate reads" in (held.closest_why or "")
    one = sources[:1]  # the same sentences, within the bound: read, and they ground the claim
    assert decide(proposal(18000, one), one, SlotState(), Policy()).outcome == "accepted"


@pytest.mark.parametrize("text", ["Budget: $18,000/month", "Budget: 18000 USD/month", "Budget: 18000 USD / month",
                                  "Budget: USD 18000/month", "Budget: 18000 USD a month", "Budget: 18000 dollars/month",
                                  "Budget: 18000 USD monthly", "Budget: $18,000 a month"])
def test_a_rate_is_not_the_amount_however_its_period_is_written(text: str) -> None:
    g = ground(text, subject="customer:acme", predicate="budget", value=18000, captured_at=AT)
    assert g.verdict == "unclear" and "a rate" in g.why, g
    assert verdict("Budget: 18000 USD", "budget", 18000) == "asserted"  # the currency alone is no rate


@pytest.mark.parametrize(("text", "predicate", "value"), [
    # a value written with digits is bounded whatever its kind (batch "19-probes": "15%" is a string)
    ("Our discount is up to 15%.", "discount", "15%"),
    ("Our discount is 15%+.", "discount", "15%"),
    ("Our discount is ~15%.", "discount", "15%"),
    ("Our timeline is up to Q4.", "timeline", "Q4"),
    # a deadline or an earliest time is a bound, not the value
    ("Our timeline is Q4 at the latest.", "timeline", "Q4"),
    ("Our renewal date is March 1, 2027 at the earliest.", "renewal_date", "2027-03-01"),
    ("Our renewal date is 2027-03-01 latest.", "renewal_date", "2027-03-01"),
    ("Our budget is $18,000 at best.", "budget", 18000),
    # said to hold only while someone stands in
    ("Our decision maker is Dana Smith, acting.", "decision_maker", "Dana Smith"),
    ("Our decision maker is Dana Smith, pro tem.", "decision_maker", "Dana Smith"),
    # a part of a longer span, its ordinal spelled out
    ("Our budget is $18,000 for year one.", "budget", 18000),
    ("We need 40 seats in wave 1.", "seats", 40),
    ("This quarter's budget is $18,000.", "budget", 18000),  # as "our Q3 budget"
    ("This month's budget is $18,000.", "budget", 18000),
])
def test_a_bound_a_stand_in_or_a_part_of_a_span_is_not_the_value(text: str, predicate: str, value: Any) -> None:
    assert verdict(text, predicate, value) != "asserted", text


@pytest.mark.parametrize(("text", "predicate", "value"), [
    ("Our discount is 15%.", "discount", "15%"),
    ("We get a 15% discount.", "discount", "15%"),
    ("Our timeline is Q4.", "timeline", "Q4"),
    ("Our renewal date is 2027-03-01, latest version attached.", "renewal_date", "2027-03-01"),
    ("Our budget is $18,000 for the year.", "budget", 18000),
])
def test_the_same_values_stated_plainly_still_ground(text: str, predicate: str, value: Any) -> None:
    assert verdict(text, predicate, value) == "asserted", text


@pytest.mark.parametrize("text", [
    # batch "20-probes": an instruction to the memory to record it (the agent is told, nothing is stated)
    "Record our budget as $18,000.",
    "Please record our budget as $18,000.",
    "Mark our budget as $18,000.",
    # a later sentence that dates it, takes it back, calls it a test, or keeps it off the record
    "Our budget is $18,000. Wait, that's last year's.",
    "Our budget is $18,000. That was before the cuts.",
    "Our budget is $18,000. That's no longer true.",
    "Our budget is $18,000. Scratch the above.",
    "Our budget is $18,000. Ignore my last message.",
    "Our budget is $18,000. Test.",
    "Our budget is $18,000. This is off the record.",
    "Off the record, our budget is $18,000.",
])
def test_an_instruction_to_record_or_a_later_word_against_it_grounds_nothing(text: str) -> None:
    assert verdict(text, "budget", 18000) != "asserted", text


@pytest.mark.parametrize("text", [
    "Our budget is $18,000. That was easy.",
    "Our budget is $18,000. It was approved yesterday.",
    "Our budget is $18,000. It's higher than last year's.",
    "Our budget is $18,000. It's as high as before.",
    "Our budget is $18,000. That was Acme's CFO speaking.",
    "Put our budget down as $18,000.",
])
def test_a_later_sentence_that_only_comments_leaves_the_statement_standing(text: str) -> None:
    assert verdict(text, "budget", 18000) == "asserted", text


@pytest.mark.parametrize("said", ["12%", "12 %", "12 percent", "12 per cent", "12 Percent", "12 pct", "12.0%"])
def test_a_claimed_percentage_is_stated_however_its_sign_is_written(said: str) -> None:
    """"12%" claimed: "Our discount is 12 percent." states it (it was "no sentence states the value")."""
    assert verdict(f"Our discount is {said}.", "discount", "12%") == "asserted"
    if "%" in said:
        assert verdict(f"我们有{said}的折扣。", "discount", "12%") == "asserted"


@pytest.mark.parametrize("text", ["Our discount is 112 percent.", "Our discount is 1.12%.", "Our discount is not 12 percent.",
                                  "Our discount is up to 12 percent.", "Our discount is 12 percent, sorry, 8 percent.",
                                  "Our discount is 12 percentage points higher.", "Our discount is 12 percent of list."])
def test_a_percentage_written_in_words_is_checked_as_the_sign_is(text: str) -> None:
    assert verdict(text, "discount", "12%") != "asserted"


@pytest.mark.parametrize("label", ["Me:", "**Me:**", "[me]:", "Them:", "You:"])
def test_a_transcript_line_under_a_pronoun_is_left_to_a_person(label: str) -> None:
    """Whose side "Me" is depends on who exported the transcript: the rules cannot tell."""
    assert verdict(f"{label} Our budget is $18,000.\nThem: Ok.", "budget", 18000) != "asserted"
    assert verdict("Note to me: our budget is $18,000.", "budget", 18000) == "asserted"


@pytest.mark.parametrize("text,want", [
    ("No doubt, our budget is $18,000.", "asserted"), ("Without a doubt, our budget is $18,000.", "asserted"),
    ("Our budget is $18,000, I doubt it.", "absent"), ("I doubt our budget is $18,000.", "absent"),
    ("There is some doubt our budget is $18,000.", "absent"), ("Our budget is not $18,000, no doubt.", "absent"),
])
def test_no_doubt_affirms_and_a_doubt_hedges(text: str, want: str) -> None:
    """"No doubt" says the value holds (it was read as a hedge, "doubt"); a doubt still hedges, and an
    affirmation beside a negation does not undo it."""
    assert verdict(text, "budget", 18000) == want


@pytest.mark.parametrize("text,predicate,value", [
    ("Our budget is eighteen thousand dollars.", "budget", 18000), ("Eighteen thousand is our budget.", "budget", 18000),
    ("We need forty seats.", "seats", 40), ("We need forty-two seats.", "seats", 42),
    ("Our budget is one hundred and twenty thousand.", "budget", 120000), ("Our budget is a thousand dollars.", "budget", 1000),
])
def test_a_number_written_in_words_states_it(text: str, predicate: str, value: int) -> None:
    """Call transcripts spell numbers out: "eighteen thousand dollars" was "no sentence states the value"."""
    assert verdict(text, predicate, value) == "asserted"


@pytest.mark.parametrize("text", [
    "Our budget is not eighteen thousand dollars.", "Our budget is about eighteen thousand dollars.",
    "Our budget is eighteen or twenty thousand.", "Our budget is eighteen thousand-ish.",
    "Our budget is one hundred and eighty thousand.", "Our budget is eighteen thousand, sorry, twenty thousand.",
    "Our budget is $18,000. Update: twenty thousand.", "Our budget is $18,000 (now twenty thousand).",
    "Our budget is eighteen thousand two thousand.", "Our budget is thousand eighteen.",
])
def test_a_number_in_words_is_checked_as_one_in_digits(text: str) -> None:
    """What holds a number in digits holds it in words; and another value in words is another value."""
    assert verdict(text, "budget", 18000) != "asserted"


@pytest.mark.parametrize("quotes", ['""', "''", "“”", "‘’", "«»"])
def test_the_predicates_name_in_scare_quotes_is_a_so_called_one(quotes: str) -> None:
    """'Our "budget" is $18,000.': a so-called budget; a key in quotes ('{"budget": 18000}') is not one."""
    assert verdict(f"Our {quotes[0]}budget{quotes[1]} is $18,000.", "budget", 18000) != "asserted"
    assert verdict(f'{{{quotes[0]}budget{quotes[1]}: 18000}}', "budget", 18000) == "asserted"


@pytest.mark.parametrize("after,want", [
    ("Let me know if you have any questions.", "asserted"), ("Thanks, let me know if you have questions.", "asserted"),
    ("Feel free to reach out if anything is unclear.", "asserted"), ("Let me know if the board agrees.", "unclear"),
    ("Let me know if that's not the case.", "unclear"), ("Thoughts", "unclear"), ("Any thoughts", "unclear"),
])
def test_a_courtesys_condition_qualifies_nothing_and_asking_for_views_does(after: str, want: str) -> None:
    """A sign-off's "if" ("Let me know if you have any questions.") was read as a condition on the
    statement; one on the value's own fate still is, and asking for others' views holds it."""
    assert verdict(f"Our budget is $18,000. {after}", "budget", 18000) == want


@pytest.mark.parametrize("html, text", [
    ("<p>We have 40 seats.</p>", "\nWe have 40 seats.\n"),
    ("<P>We have <b>40</b>&nbsp;seats.</P>", "\nWe have 40 seats.\n"),
    ("Hi,<br/>We have 40 seats.", "Hi,\nWe have 40 seats."),
    ("<h2>Competitors</h2><ul><li>Seats: 40</li></ul>", "\n## Competitors\n\n\n- Seats: 40\n\n"),
    # anything but plain structure or emphasis, or any attribute: the text as written
    ("<p>We have <s>40</s> seats.</p>", "<p>We have <s>40</s> seats.</p>"),
    ('<p style="display:none">We have 40 seats.</p>', '<p style="display:none">We have 40 seats.</p>'),
    ("<blockquote>We have 40 seats.</blockquote>", "<blockquote>We have 40 seats.</blockquote>"),
    ("Seats < 50 and > 30", "Seats < 50 and > 30"),
])
def test_html_of_plain_tags_is_read_as_it_renders_and_any_other_as_written(html: str, text: str) -> None:
    from domain.assertion import _html_as_text

    assert _html_as_text(html) == text


@pytest.mark.parametrize("text, asserted", [
    ("<p>We have 40 seats.</p>", True),
    ("<p>Hi,</p><p>We have 40 seats.</p><p>Best,<br>Dana</p>", True),
    ("<div>We have <strong>40</strong> seats.</div>", True),
    ("<p>We have 40 seats.</p><p>Not.</p>", False),  # the next paragraph takes it back, as the next line would
    ("<h2>Competitors</h2><p>Seats: 40</p>", False),  # a heading naming another group, as "## Competitors"
    ("<p>We have <s>40</s> 25 seats.</p>", False),
    ('<span hidden>We have 40 seats.</span>', False),
])
def test_an_html_source_grounds_what_it_renders(text: str, asserted: bool) -> None:
    g = ground(text, subject="customer:acme", predicate="seats", value=40, captured_at=AT)
    assert (g.verdict == "asserted") is asserted, g


def test_no_rule_of_the_module_is_defined_twice() -> None:
    """domain/assertion.py holds hundreds of module-level patterns; a second one under the same name silently
    replaces the first everywhere (a red-team fix once named its pattern `_NUMBER_GOES_ON`, and "18 thousand,
    5 hundred" was accepted for 18,000 until the corpus caught it)."""
    import ast
    from collections import Counter
    from pathlib import Path

    import domain.assertion as module

    names: Counter[str] = Counter()
    for node in ast.parse(Path(module.__file__).read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Assign):
            names.update(t.id for t in node.targets if isinstance(t, ast.Name))
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names[node.target.id] += 1
        elif isinstance(node, ast.FunctionDef | ast.ClassDef):
            names[node.name] += 1
    assert [n for n, k in names.items() if k > 1] == []
