"""Properties of the pure rules, over generated proposals and time lines (hypothesis)."""
from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime, timedelta

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from contracts.proposals import ProposalSubmitted
from contracts.slot import Point, SlotState
from domain.model import Policy, Source
from domain.rules import after_decision, decide
from domain.slot import head, versions

T0 = datetime(2026, 1, 1, tzinfo=UTC)
values = st.one_of(st.integers(-10**6, 10**6), st.text(max_size=20), st.booleans())
authorities = st.sampled_from(["agent", "channel", "reviewer"])


def prop(i: int, value: object, evidence: tuple[str, ...], confidence: float) -> ProposalSubmitted:
    return ProposalSubmitted(
        event_id=f"e{i}", occurred_at=T0, correlation_id="c", scope="a/b", proposal_id=f"p_{i}", slot_id="s",
        subject="s", predicate="p", subject_key="s", predicate_key="p", value=value, confidence=confidence,
        evidence=evidence, proposed_by="x", key_id="k", role="agent")


def _grounded_as_labelled(text: str, predicate: str, value: object, asserted: bool) -> None:
    """`text` grounds the claim (`asserted`) or leaves it to a person or refuses it (not `asserted`)."""
    from domain.assertion import ground

    g = ground(text, subject="customer:acme", predicate=predicate, value=value, captured_at=T0)
    assert (g.verdict == "asserted") == asserted, (text, g)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.tuples(values, st.lists(st.tuples(authorities, st.text(max_size=40)), max_size=3),
                          st.floats(0, 1), st.integers(0, 100)), min_size=1, max_size=12))
def test_nothing_is_accepted_without_channel_evidence_that_states_it(seq) -> None:  # type: ignore[no-untyped-def]
    from domain.grounding import states

    state = SlotState()
    for i, (value, evs, conf, day) in enumerate(seq):
        sources = [Source(f"s{i}_{j}", "a/b", "utterance", None, text, T0 + timedelta(days=day), auth, "k")
                   for j, (auth, text) in enumerate(evs)]
        p = prop(i, value, tuple(s.source_id for s in sources), conf)
        d = decide(p, sources, state, Policy())
        if d.outcome in ("accepted", "confirmed"):
            assert any(s.authority != "agent" and states(s.text, value) for s in sources)
            assert conf >= 0.5
        state, _ = after_decision(state, p, d)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(["a", "b", "c"]), st.integers(0, 30)), min_size=1, max_size=15),
       st.randoms())
def test_the_newest_valid_time_is_current_whatever_the_arrival_order(points, rnd) -> None:  # type: ignore[no-untyped-def]
    pts = [Point(proposal_id=f"p{i}", fact_id=f"f{i}", value_key=v, valid_from=T0 + timedelta(days=d), authority=1,
                 seq_hint=i) for i, (v, d) in enumerate(points)]
    shuffled = pts[:]
    rnd.shuffle(shuffled)
    vs = versions(shuffled)
    assert sum(1 for v in vs if v.valid_to is None) == 1  # exactly one current version
    newest = max(pts, key=lambda p: (p.valid_from, p.seq_hint))
    assert vs[-1].first.value_key == newest.value_key
    assert head(SlotState(points=tuple(shuffled))) == newest
    for a, b in zip(vs, vs[1:], strict=False):  # versions tile the time line, each ends where the next begins
        assert a.valid_to == b.first.valid_from and a.superseded_by == b.fact_id
        assert a.first.value_key != b.first.value_key


@settings(max_examples=300, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(["a", "b", "c"]), st.integers(0, 5), st.integers(0, 20),
                          st.sampled_from(["p1", "p2", "p3", "p4", "p5", "p6"]), st.one_of(st.none(), st.integers(0, 9))),
                max_size=25))
def test_versions_are_the_runs_of_equal_values_named_by_their_earliest_decided_point(points) -> None:  # type: ignore[no-untyped-def]
    """`versions` (and the projector's rows made from them) against a plain statement of the rule:
    sort by (valid time, decision order), cut where the value changes; each run is named by its
    lowest `seq_hint` (the first such in time order), ends where the next begins, and expires at
    its points' latest expiry unless one of them never does. Ties, repeated ids and any order."""
    from itertools import groupby

    from services.projector.core import PointRow, desired_versions

    pts = [PointRow(pid, f"f{i}", v, T0 + timedelta(days=d), seq, None if e is None else T0 + timedelta(days=e))
           for i, (v, d, seq, pid, e) in enumerate(points)]
    runs = [list(g) for _, g in groupby(sorted(pts, key=lambda p: (p.valid_from, p.seq_hint)), key=lambda p: p.value_key)]
    names = [next(p for p in r if p.seq_hint == min(q.seq_hint for q in r)) for r in runs]
    got = versions(pts)
    assert [v.points for v in got] == [tuple(r) for r in runs]
    assert [v.fact_id for v in got] == [n.fact_id for n in names]
    assert [v.valid_to for v in got] == [r[0].valid_from for r in runs[1:]] + [None] * bool(runs)
    assert [v.superseded_by for v in got] == [n.fact_id for n in names[1:]] + [None] * bool(runs)
    assert [v.expires_at for v in got] == [
        None if any(p.expires_at is None for p in r) else max(p.expires_at for p in r)  # type: ignore[type-var]
        for r in runs]
    rows = desired_versions(pts)
    assert [(r.fact_id, r.proposal_id, r.valid_from) for r in rows] == [
        (n.fact_id, n.proposal_id, r[0].valid_from) for n, r in zip(names, runs, strict=True)]
    assert [r.confirmations for r in rows] == [
        tuple(p.proposal_id for p in r if p.proposal_id != n.proposal_id) for n, r in zip(names, runs, strict=True)]


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=80))
def test_the_hash_embeddings_text_form_is_its_vector_character_for_character(text: str) -> None:
    from domain.embedding import hash_embed, hash_embed_literal
    from shared.embedders import vector_literal

    assert hash_embed_literal(text) == vector_literal(hash_embed(text))


@settings(max_examples=200, deadline=None)
@given(st.from_regex(r"[A-Za-z_$][\w.$]{0,12}\(|\[", fullmatch=True), st.sampled_from(['"', "'", "`", "“"]),
       st.sampled_from(["", ", end=''", ", 1", ", x"]), st.sampled_from(["Our budget is $18,000.", "Budget: 18k USD"]))
def test_a_statement_in_a_string_handed_to_code_never_grounds_the_claim(call: str, quote: str, more: str,
                                                                       said: str) -> None:
    """`print("Our budget is $18,000.")`: text for a program, whatever the call, quotes or arguments;
    the same words said plainly are a statement (the control)."""
    from domain.assertion import ground

    close = {"“": "”"}.get(quote, quote)
    end = "]" if call == "[" else ")"
    g = ground(f"{call}{quote}{said}{close}{more}{end}", subject="customer:acme", predicate="budget", value=18000,
               captured_at=T0)
    assert g.verdict != "asserted", g
    assert ground(said, subject="customer:acme", predicate="budget", value=18000, captured_at=T0).verdict == "asserted"


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(["tentatively", "provisionally", "unofficially", "nominally", "on paper", "hopefully", "in theory",
                        "for now", "in the plan", "as proposed", "pending approval", "not final", "I think",
                        "subject to change", "TBC"]),
       st.sampled_from([("budget", 18000, "Our budget is $18,000"), ("hq_city", "Berlin", "Our HQ is in Berlin"),
                        ("renewal_date", "2027-03-01", "Our renewal date is 2027-03-01")]),
       st.sampled_from([", {}.", ", {}!", " ({}).", "; {}."]), st.sampled_from([str.lower, str.title, str.upper]))
def test_a_value_qualified_right_after_it_never_grounds_the_claim(qualifier: str, claim: tuple[str, object, str],
                                                                  form: str, case: Callable[[str], str]) -> None:
    """"Berlin, tentatively", "2027-03-01, on paper": whatever the kind of value (a number's comment was
    held before, a name's or a date's was not); said plainly, each is a statement (the control)."""
    from domain.assertion import ground

    predicate, value, said = claim
    g = ground(said + form.format(case(qualifier)), subject="customer:acme", predicate=predicate, value=value,
               captured_at=T0)
    assert g.verdict != "asserted", g
    assert ground(said + ".", subject="customer:acme", predicate=predicate, value=value, captured_at=T0).verdict == "asserted"


_HOMOGLYPHS = {"a": "а", "e": "е", "o": "о", "i": "і", "c": "с", "p": "р"}  # Latin -> Cyrillic look-alikes


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(["That was a lie", "I was joking", "None of that is true", "Just kidding", "Not true"]),
       st.integers(0, 40), st.sampled_from(["", "PS: ", "P.S. ", "Edit: ", "Update - ", "Note: "]),
       st.sampled_from(["after", "before", "same"]))
def test_a_statement_called_untrue_beside_it_never_grounds_the_claim(disavowal: str, at: int, label: str,
                                                                    where: str) -> None:
    """However the sentence that calls it untrue is dressed: a look-alike letter from another script
    in any of its words, a label before it, before the statement or after it, or in the same sentence
    after a dash."""
    from domain.assertion import ground

    k = at % len(disavowal)
    if disavowal[k].lower() in _HOMOGLYPHS and at % 2:  # half of the cases with one letter swapped
        disavowal = disavowal[:k] + _HOMOGLYPHS[disavowal[k].lower()] + disavowal[k + 1:]
    said = "Our budget is $18,000"
    text = {"after": f"{said}. {label}{disavowal}.", "before": f"{label}{disavowal}. {said}.",
            "same": f"{said} — {disavowal.lower()}."}[where]
    g = ground(text, subject="customer:acme", predicate="budget", value=18000, captured_at=T0)
    assert g.verdict != "asserted", (text, g)


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(["Was, anyway", "Used to be", "In 2019", "Back then", "Until today", "Almost", "Roughly",
                        "Give or take", "Per year", "Per seat", "Monthly", "Excluding VAT", "Plus tax", "For Q3",
                        "Tentatively", "On paper"]),
       st.sampled_from([". {}.", ". {}!", ", {}.", " — {}.", " ({}).", " (USD, {})."]),
       st.sampled_from([str.lower, str.title, str.upper]))
def test_a_fragment_that_qualifies_the_value_never_grounds_the_claim(fragment: str, form: str,
                                                                    case: Callable[[str], str]) -> None:
    """A fragment after the value qualifies it whether it is a sentence of its own ("$18,000. Per
    seat.") or set off by a comma, a dash or brackets ("$18,000, per seat", "$18,000 (per month)"), as
    it does written right after it."""
    from domain.assertion import ground

    text = "Our budget is $18,000" + form.format(case(fragment))
    g = ground(text, subject="customer:acme", predicate="budget", value=18000, captured_at=T0)
    assert g.verdict != "asserted", (text, g)


@pytest.mark.parametrize("after", ["Thanks!", "Dana Smith, CFO", "Sent from my iPhone", "See attached.", "Best, Dana",
                                   "Our HQ is in Berlin.", "We need 12 seats.", "Cheers", "Final."])
def test_a_greeting_a_signature_or_a_statement_of_its_own_after_the_value_qualifies_nothing(after: str) -> None:
    from domain.assertion import ground

    g = ground(f"Our budget is $18,000. {after}", subject="customer:acme", predicate="budget", value=18000,
               captured_at=T0)
    assert g.verdict == "asserted", g


_MARKS = ["$", "€", "£", "¥", "US$", "", " USD", " EUR", " GBP", " dollars", " euros", "元", "美元"]


@settings(max_examples=400, deadline=None)
@given(st.sampled_from(_MARKS), st.sampled_from(_MARKS), st.sampled_from(["18,000", "18000", "18k"]),
       st.sampled_from(["", " 🙄", "...", " 👍", "\x00", "\ud800", " \u202e", "!" * 50]),
       st.text(max_size=60))
def test_a_number_in_another_currency_never_grounds_the_claim(said: str, claimed: str, number: str, tail: str,
                                                              noise: str) -> None:
    """Whatever stands around it (emoji, NUL, lone surrogates, bidi marks, any text), a source's number
    grounds a claim only where the currencies written with the two can mean the same one."""
    from domain.assertion import ground
    from domain.canon import CURRENCIES, canon_text

    def meant(mark: str) -> frozenset[str] | None:  # None: no currency written
        return CURRENCIES[canon_text(mark)] if mark else None

    def written(mark: str, number: str) -> str:  # a code or a word after the number, a sign before it
        return f"{number}{mark}" if mark.startswith(" ") or mark in ("元", "美元") else f"{mark}{number}"

    text = f"Our budget is {written(said, number)}{tail}. {noise}"
    g = ground(text, subject="customer:acme", predicate="budget", value=written(claimed, "18000"), captured_at=T0)
    a, b = meant(said), meant(claimed)
    if g.verdict == "asserted" and a is not None and b is not None:
        assert a & b, (text, claimed, g)


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(["-", "+", "−"]), st.sampled_from(["$18,000", "$18k", "18000", "18,000 USD", "€18,000"]),
       st.sampled_from(["Our budget is ", "Budget: ", "Budget ", "The budget stands at "]), st.text(max_size=40))
def test_a_signed_number_never_grounds_the_claim(sign: str, number: str, lead: str, noise: str) -> None:
    """A sign written on the number ("-$18k", "+18,000") is a change or another value, whatever follows."""
    from domain.assertion import ground

    text = f"{lead}{sign}{number}. {noise}"
    g = ground(text, subject="customer:acme", predicate="budget", value=18000, captured_at=T0)
    assert g.verdict != "asserted", (text, g)


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(["Not", "JK", "Just kidding", "Scratch that", "Never mind", "lol no", "Disregard that",
                        "Ignore that", "Haha", "开玩笑的", "算了",
                        # what came before called untrue in other words: a class, not a list of phrases
                        "That was a lie", "That's a lie", "That is false", "This is all made up", "It was a joke",
                        "None of that is true", "Not a word of it is true", "I was joking", "I'm kidding", "I lied",
                        "We were just trolling", "I made that up", "I take that back", "Which is untrue",
                        "Everything above is false", "The last line was a lie", "Honestly, that's not true", "/s",
                        "我撒谎了", "Yeah, right", "As if", "Riiight", "In your dreams", "Nice try", "Good one",
                        "Nein", "Pas vrai", "Es mentira", "Non è vero", "Stimmt nicht", "Não"]),
       st.sampled_from(["", ".", "!", "!!", "?", " :)", "..."]), st.sampled_from([str.lower, str.upper, str.title]),
       st.text(max_size=40).filter(lambda t: "\n" not in t and "\r" not in t))
def test_a_statement_taken_back_by_a_later_sentence_never_grounds_the_claim(
        retraction: str, end: str, case: Callable[[str], str], lead: str) -> None:
    """However it is written, a sentence that only takes back what came before leaves it ungrounded."""
    from domain.assertion import ground

    text = f"{lead}\nOur budget is $18,000. {case(retraction)}{end}"
    g = ground(text, subject="customer:acme", predicate="budget", value=18000, captured_at=T0)
    assert g.verdict != "asserted", (text, g)


_CLAIMS = [("budget", 18000, "Our budget is $18,000", "$25,000"), ("hq_city", "Berlin", "Our HQ is in Berlin", "Munich"),
           ("renewal_date", "2027-03-01", "Our renewal date is 2027-03-01", "2027-04-01")]


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(["sorry,", "I mean", "I meant", "make that", "actually", "correction:", "or rather", "well,",
                        "no,", "er,", "um", "uh,", "oops,", "my bad,", "scratch that,", "wait,"]),
       st.sampled_from(_CLAIMS), st.sampled_from([", {m} {o}.", " ({m} {o}).", " — {m} {o}.", ", Germany, {m} {o}."]),
       st.sampled_from([str.lower, str.title, str.upper]))
def test_a_value_corrected_in_its_own_sentence_never_grounds_the_claim(marker: str, claim: tuple[str, object, str, str],
                                                                      form: str, case: Callable[[str], str]) -> None:
    """"$18,000, sorry, $25,000", "Berlin (I mean Munich)", "2027-03-01 — make that 2027-04-01": a value
    the same sentence corrects is not what it states, whatever its kind and however the marker is set
    off; an apology with nothing after it corrects nothing (the control)."""
    from domain.assertion import ground

    predicate, value, said, other = claim
    text = said + form.format(m=case(marker), o=other)
    g = ground(text, subject="customer:acme", predicate=predicate, value=value, captured_at=T0)
    assert g.verdict != "asserted", (text, g)
    control = f"{said}, {case('sorry')}."  # an apology with nothing after it
    assert ground(control, subject="customer:acme", predicate=predicate, value=value,
                  captured_at=T0).verdict == "asserted", control


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(_CLAIMS), st.sampled_from(["*{o}", "{o}*", "Er, {o}.", "Well, {o}.", "Ugh, autocorrect: {o}.",
                                                 "Sorry, {o}.", "Oops, {o}.", "s/{v}/{o}/"]),
       st.sampled_from([" ", "\n"]))
def test_a_value_corrected_by_the_next_line_never_grounds_the_claim(claim: tuple[str, object, str, str], form: str,
                                                                   gap: str) -> None:
    """"Our HQ is in Berlin. *Munich", "... Er, Munich.", "... s/Berlin/Munich/": a chat's correction
    of the value just stated."""
    from domain.assertion import ground

    predicate, value, said, other = claim
    text = f"{said}.{gap}{form.format(o=other, v=value)}"
    g = ground(text, subject="customer:acme", predicate=predicate, value=value, captured_at=T0)
    assert g.verdict != "asserted", (text, g)


@settings(max_examples=100, deadline=None)
@given(st.sampled_from(["更正：", "其实是", "抱歉，", "嗯，", "最多", "我的意思是", "应该是"]),
       st.sampled_from(["25000美元", "25000", "两万五", "2万5千美元"]), st.sampled_from(["，", "；", "（"]))
def test_a_chinese_sentence_that_gives_another_amount_in_the_values_place_never_grounds_it(marker: str, other: str,
                                                                                           cut: str) -> None:
    """"我们的预算是18000美元，其实是25000美元": a correction or a bound in the same sentence; another
    predicate's amount with its own label is not (the control)."""
    from domain.assertion import ground

    text = f"我们的预算是18000美元{cut}{marker}{other}。"
    g = ground(text, subject="customer:acme", predicate="budget", value=18000, captured_at=T0)
    assert g.verdict != "asserted", (text, g)
    control = f"我们的预算是18000美元{cut}团队有12个人。"
    assert ground(control, subject="customer:acme", predicate="budget", value=18000,
                  captured_at=T0).verdict == "asserted", control


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(["Per Globex", "Said our old CFO", "According to a blog post I read", "Or so I heard",
                        "Heard it from Globex", "Rumor has it", "Source: ChatGPT", "Generated by GPT-4",
                        "This message was generated by AI", "As per our former CFO", "Machine translated"]),
       st.sampled_from(["after", "before"]), st.sampled_from([" ", "\n"]), st.sampled_from([str.lower, str.title]))
def test_a_sentence_beside_the_statement_that_names_another_source_never_grounds_it(
        line: str, where: str, gap: str, case: Callable[[str], str]) -> None:
    """Reported speech is not grounding whether its source is named in the stating sentence or beside
    it: another party, a former officer, a rumour, a web page, a machine. The subject's own current
    officer is not another source (the control)."""
    from domain.assertion import ground

    said = "Our budget is $18,000."
    text = f"{said}{gap}{case(line)}." if where == "after" else f"{case(line)}:{gap}{said}"
    g = ground(text, subject="customer:acme", predicate="budget", value=18000, captured_at=T0)
    assert g.verdict != "asserted", (text, g)
    for own in ("Per our CFO.", "Said by Acme's CFO."):
        assert ground(f"{said}{gap}{own}", subject="customer:acme", predicate="budget", value=18000,
                      captured_at=T0).verdict == "asserted", own


@settings(max_examples=100, deadline=None)
@given(st.sampled_from(["{d}, plus 30 days", "{d}, minus 2 weeks", "{d} - plus 10 business days", "the week of {d}",
                        "the end of {d}", "{d} — or the 15th", "{d}, or 2027-04-01"]),
       st.sampled_from(["2027-03-01", "March 1, 2027", "1 March 2027"]))
def test_a_date_offset_spanned_or_given_an_alternative_never_grounds_the_date(form: str, date: str) -> None:
    """"2027-03-01, plus 30 days", "the week of 2027-03-01", "2027-03-01 — or the 15th": not the date."""
    from domain.assertion import ground

    text = f"Our renewal date is {form.format(d=date)}."
    g = ground(text, subject="customer:acme", predicate="renewal_date", value="2027-03-01", captured_at=T0)
    assert g.verdict != "asserted", (text, g)


@pytest.mark.parametrize("said", ["Slack/Teams", "Teams/Slack", "Slack / email", "email/Slack/Teams"])
def test_a_name_with_another_across_a_slash_is_one_of_alternatives(said: str) -> None:
    from domain.assertion import ground

    g = ground(f"Preferred channel: {said}.", subject="customer:acme", predicate="preferred_channel", value="Slack",
               captured_at=T0)
    assert g.verdict != "asserted", g
    assert ground("Preferred channel: Slack.", subject="customer:acme", predicate="preferred_channel", value="Slack",
                  captured_at=T0).verdict == "asserted"


@settings(max_examples=100, deadline=None)
@given(st.sampled_from([";)", ";-)", ";P", ";D", "xD", "😉", "🙃", "😜"]), st.sampled_from([" {}", "{}", ". {}", ".\n{}"]))
def test_a_wink_in_the_statement_or_alone_after_it_leaves_it_to_a_person(wink: str, form: str) -> None:
    """"Our HQ is in Berlin ;)", "... Berlin. 😉": said with a wink; a smile is not one (the control)."""
    from domain.assertion import ground

    text = "Our HQ is in Berlin" + form.format(wink)
    g = ground(text, subject="customer:acme", predicate="hq_city", value="Berlin", captured_at=T0)
    assert g.verdict != "asserted", (text, g)
    smile = "Our HQ is in Berlin" + form.format(":)")
    assert ground(smile, subject="customer:acme", predicate="hq_city", value="Berlin", captured_at=T0).verdict == \
        "asserted", smile


@settings(max_examples=100, deadline=None)
@given(st.sampled_from([" (new: {o})", " (now {o})", " (updated: {o})", " (latest {o})", "; {o} after approval",
                        ", {o} from next quarter", ", {o} once signed"]),
       st.sampled_from(["$25,000", "25k", "USD 25,000"]))
def test_another_amount_beside_the_value_in_its_place_never_grounds_it(form: str, other: str) -> None:
    """"$18,000 (now $25,000)", "$18,000; $25,000 after approval": the sentence gives the predicate a
    later value; its past and a comparison are not that ("(was $25,000)", "up from $15,000")."""
    from domain.assertion import ground

    text = "Our budget is $18,000" + form.format(o=other) + "."
    g = ground(text, subject="customer:acme", predicate="budget", value=18000, captured_at=T0)
    assert g.verdict != "asserted", (text, g)
    for said in ("Our budget is $18,000 (was $25,000).", "Our budget is $18,000, up from $15,000 last year."):
        assert ground(said, subject="customer:acme", predicate="budget", value=18000, captured_at=T0).verdict == \
            "asserted", said


@settings(max_examples=100, deadline=None)
@given(st.sampled_from(["听说的。", "据Globex说。", "来源：网上。", "AI生成。", "以上内容由AI生成。", "据我们前CFO说。"]),
       st.sampled_from(["", " ", "\n"]))
def test_a_chinese_sentence_beside_the_statement_that_names_another_source_never_grounds_it(line: str,
                                                                                            gap: str) -> None:
    from domain.assertion import ground

    text = f"我们的预算是18000美元。{gap}{line}"
    assert ground(text, subject="customer:acme", predicate="budget", value=18000, captured_at=T0).verdict != \
        "asserted", text
    own = f"我们的预算是18000美元。{gap}据我们CFO说。"
    assert ground(own, subject="customer:acme", predicate="budget", value=18000, captured_at=T0).verdict == \
        "asserted", own


@pytest.mark.parametrize("text", ["我们的预算是18000美元（每月）。", "我们的预算是18000美元，每月。", "我们的预算是每月18000美元。",
                                  "我们的预算是每年18000美元。", "我们的预算是18000美元，每人。"])
def test_a_chinese_rate_after_the_predicate_is_not_the_value(text: str) -> None:
    from domain.assertion import ground

    assert ground(text, subject="customer:acme", predicate="budget", value=18000, captured_at=T0).verdict != "asserted"
    assert ground("我们的每月预算是18000美元。", subject="customer:acme", predicate="budget", value=18000,
                  captured_at=T0).verdict == "asserted"


_NAMED = [("hq_city", "Berlin", "Our HQ is in {}"), ("preferred_channel", "Slack", "Our preferred channel is {}"),
          ("account_manager", "Dana Smith", "Our account manager is {}")]


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(_NAMED), st.sampled_from(["Munich", "Teams", "Zoom", "Rome", "Mitte", "Boston", "Dana Lee"]),
       st.sampled_from(["{v}, {o}.", "{o}, {v}.", "{v}. {o}.", "{v}.\n{o}!", "{v}, {o} and Zoom."]))
def test_another_name_beside_a_name_value_in_its_place_never_grounds_it(claim: tuple[str, str, str], other: str,
                                                                        form: str) -> None:
    """"Our preferred channel is Slack, Teams.", "... Teams, Slack.", "Our HQ is in Berlin. Munich.": a
    second name where the predicate holds one; where it lies ("Berlin, Germany", "Austin, TX"), a legal
    or a person's suffix, a role, and a list the predicate holds ("Languages: ...") still ground it, but a legal
    suffix after a person's name makes it a firm's. A US
    state, a Canadian province or another country after a well-known city of another names its namesake
    ("Berlin, New Hampshire", "Paris, USA", batch 73): a person decides."""
    from domain.assertion import ground

    predicate, value, frame = claim
    text = frame.format(form.format(v=value, o=other))
    g = ground(text, subject="customer:acme", predicate=predicate, value=value, captured_at=T0)
    assert g.verdict != "asserted", (text, g)
    for tail in (", Germany.", ", TX.", ", New Hampshire.", ", USA.", ", Inc.", ", Jr.", ", VP Sales.",
                 ", officially.", ".\nDana"):
        said = frame.format(value) + tail
        namesake = predicate == "hq_city" and tail in (", TX.", ", New Hampshire.", ", USA.") or \
            predicate == "account_manager" and tail == ", Inc."  # a firm's name, not the person's (batch 91)
        assert (ground(said, subject="customer:acme", predicate=predicate, value=value, captured_at=T0).verdict ==
                "asserted") != namesake, said
    for city, tail in (("Austin", ", TX."), ("Boston", ", Massachusetts."), ("Toronto", ", ON.")):
        assert ground(f"Our HQ is in {city}{tail}", subject="customer:acme", predicate="hq_city", value=city,
                      captured_at=T0).verdict == "asserted", city
    assert ground("Languages: English, Spanish, Portuguese.", subject="customer:acme", predicate="languages",
                  value="Spanish", captured_at=T0).verdict == "asserted"


@settings(max_examples=100, deadline=None)
@given(st.sampled_from(["need {o}", "want {o}", "we need {o}", "asking for {o}", "and we'd like {o}", "but need {o}",
                        "need {o} eventually", "require {o}"]),
       st.sampled_from([(40, "40 seats", "We have {}", "seats", "60"), (18000, "$18,000", "Our budget is {}", "budget",
                                                                         "$25,000")]),
       st.sampled_from([", ", "; ", ". "]))
def test_what_is_needed_or_wanted_beside_what_is_never_grounds_it(form: str, claim: tuple[int, str, str, str, str],
                                                                  cut: str) -> None:
    """"We have 40 seats, need 60.": which of the two the predicate means is for a person; a part or
    the value's past beside it still ground it."""
    from domain.assertion import ground

    value, said, frame, predicate, other = claim
    rest = form.format(o=other)
    text = frame.format(said) + cut + (rest[:1].upper() + rest[1:] if cut == ". " else rest) + "."
    g = ground(text, subject="customer:acme", predicate=predicate, value=value, captured_at=T0)
    assert g.verdict != "asserted", (text, g)
    for ok in ("We have 40 seats, up from 30.", "We have 40 seats, 12 of them admins."):
        assert ground(ok, subject="customer:acme", predicate="seats", value=40, captured_at=T0).verdict == "asserted"


@pytest.mark.parametrize("text,predicate,value", [
    ("Our budget is $18,000, no doubt about it.", "budget", 18000),
    ("Our budget is $18,000, no question about it!", "budget", 18000),
    ("We prefer Slack.", "preferred_channel", "Slack"),
    ("Our HQ is in Austin, TX.", "hq_city", "Austin"),
])
def test_legitimate_forms_found_held_by_probing_are_accepted(text: str, predicate: str, value: object) -> None:
    from domain.assertion import ground

    assert ground(text, subject="customer:acme", predicate=predicate, value=value, captured_at=T0).verdict == \
        "asserted", text


@pytest.mark.parametrize("text", ["In the US, our budget is $18,000.", "Our US budget is $18,000.",
                                  "Our budget is $18,000 in the US.", "The U.S. budget is $18,000.",
                                  "US: our budget is $18,000."])
def test_us_in_capitals_names_a_region_as_germany_does(text: str) -> None:
    """Lower case made "US" the pronoun, so "Our US budget" passed where "Our German budget" is held; the
    currency ("US$18,000", "18,000 US dollars", "$18,000 US") and text in capitals ("CALL US") are not it."""
    from domain.assertion import ground

    assert ground(text, subject="customer:acme", predicate="budget", value=18000, captured_at=T0).verdict != \
        "asserted", text
    assert ground("Our US HQ is in Boston.", subject="customer:acme", predicate="hq_city", value="Boston",
                  captured_at=T0).verdict != "asserted"
    for said in ("Our budget is US$18,000.", "Our budget is 18,000 US dollars.", "Our budget is $18,000 US.",
                 "OUR BUDGET IS $18,000. CALL US.", "Our budget is $18,000 for us."):
        assert ground(said, subject="customer:acme", predicate="budget", value=18000, captured_at=T0).verdict == \
            "asserted", said


@settings(max_examples=100, deadline=None)
@given(st.sampled_from([("renewal_date", "2027-03-01", "Our renewal date is {}", "2027-04-01"),
                        ("renewal_date", "2027-03-01", "Our renewal date is {}", "1 April 2027"),
                        ("timeline", "Q4", "Our timeline is {}", "Q1"), ("timeline", "Q4", "Our timeline is {}", "H1")]),
       st.sampled_from(["{v}, {o}.", "{v}; {o}.", "{v}, then {o}.", "{v}. We need {o}.", "{v}. We'd like {o}.",
                        "{v} in Germany.", "{v} in EMEA.", "{v} for the US."]))
def test_another_date_or_a_region_beside_a_date_never_grounds_it(claim: tuple[str, str, str, str], form: str) -> None:
    """"2027-03-01, 2027-04-01", "Q4. We need Q1.", "2027-03-01 in Germany": where a plan is allowed the
    shape check does not run, so these were read as the value. The same date in another form, a weekday,
    a year after a quarter and another event's date still ground it."""
    from domain.assertion import ground

    predicate, value, frame, other = claim
    text = frame.format(form.format(v=value, o=other))
    g = ground(text, subject="customer:acme", predicate=predicate, value=value, captured_at=T0)
    assert g.verdict != "asserted", (text, g)
    for said in ("Our renewal date is 2027-03-01, March 1st.", "Our renewal date is 2027-03-01, a Monday.",
                 "Our renewal date is 2027-03-01. We signed on 2026-03-01."):
        assert ground(said, subject="customer:acme", predicate="renewal_date", value="2027-03-01",
                      captured_at=T0).verdict == "asserted", said
    assert ground("Our timeline is Q4, 2026.", subject="customer:acme", predicate="timeline", value="Q4",
                  captured_at=T0).verdict == "asserted"


@pytest.mark.parametrize("text,value", [("Our renewal date was 2027-03-01.", "2027-03-01"),
                                        ("Our renewal date is 2027-03-01 ± a week.", "2027-03-01")])
def test_a_date_to_come_in_the_past_tense_or_give_or_take_is_not_stated(text: str, value: str) -> None:
    from domain.assertion import ground

    assert ground(text, subject="customer:acme", predicate="renewal_date", value=value, captured_at=T0).verdict != \
        "asserted"
    # (a past date plainly stated grounds; "Our renewal date was 2025-03-01." is held since batch 96: the date field in
    # the past tense, what it was, `_DATE_WAS`)
    assert ground("Our renewal date is 2025-03-01.", subject="customer:acme", predicate="renewal_date",
                  value="2025-03-01", captured_at=T0).verdict == "asserted"


@pytest.mark.parametrize("text,predicate,value", [
    ("我们有40个座位，需要60个。", "seats", 40), ("我们有40个座位。我们需要60个。", "seats", 40),
    ("我们的预算是18000美元，我们想要25000美元。", "budget", 18000), ("在美国，我们的预算是18000美元。", "budget", 18000),
    ("在欧洲，我们的预算是18000美元。", "budget", 18000)])
def test_chinese_what_is_wanted_beside_what_is_or_a_region_never_grounds_it(text: str, predicate: str,
                                                                           value: int) -> None:
    from domain.assertion import ground

    assert ground(text, subject="customer:acme", predicate=predicate, value=value, captured_at=T0).verdict != \
        "asserted", text
    for said, p, v in (("我们有40个座位。我们需要12台电脑。", "seats", 40), ("预算是18000美元。我们需要12个座位。", "budget", 18000),
                       ("在会上，我们确认预算是18000美元。", "budget", 18000)):
        assert ground(said, subject="customer:acme", predicate=p, value=v, captured_at=T0).verdict == "asserted", said


@settings(max_examples=100, deadline=None)
@given(st.sampled_from(["{v}, {o}.", "{v} (now {o}).", "{v}. Update: {o}.", "{v}. We want {o}.", "{v}, need {o}.",
                        "{v}, sorry, {o}.", "{v}; {o} after approval."]),
       st.sampled_from(["15%", "15 percent", "20%"]))
def test_another_percentage_beside_a_claimed_percentage_never_grounds_it(form: str, other: str) -> None:
    """A percentage claimed as a string ("12%") is an amount: every check on amounts applies to it."""
    from domain.assertion import ground

    text = "Our discount is " + form.format(v="12%", o=other)
    g = ground(text, subject="customer:acme", predicate="discount", value="12%", captured_at=T0)
    assert g.verdict != "asserted", (text, g)
    for said in ("Our discount is 12%, up from 10%.", "Our discount is 12% (was 10%).", "We get 12% off."):
        assert ground(said, subject="customer:acme", predicate="discount", value="12%", captured_at=T0).verdict == \
            "asserted", said


@pytest.mark.parametrize("text", ["Our phone number is +49 30 1234567, +49 30 7654321.",
                                  "Our phone is +49 30 1234567. New: +49 30 7654321.",
                                  "Our phone is +49 30 1234567, now +49 30 7654321."])
def test_another_identifier_of_the_same_shape_beside_it_never_grounds_it(text: str) -> None:
    from domain.assertion import ground

    assert ground(text, subject="customer:acme", predicate="phone", value="+49 30 1234567", captured_at=T0).verdict \
        != "asserted", text
    for said in ("Our phone is +49 30 1234567, fax +49 30 7654321.", "Our phone is +49 30 1234567. Fax: +49 30 7654321."):
        assert ground(said, subject="customer:acme", predicate="phone", value="+49 30 1234567",
                      captured_at=T0).verdict == "asserted", said
    assert ground("Our IBAN is DE89 3704 0044 0532 0130 00.", subject="customer:acme", predicate="payout_iban",
                  value="DE89370400440532013000", captured_at=T0).verdict == "asserted"


@pytest.mark.parametrize("text,value,asserted", [
    ("Our budget is $¹⁸,⁰⁰⁰.", 18000, False), ("Our budget is $₁₈,₀₀₀.", 18000, False),
    ("Our budget is ¹⁸⁰⁰⁰ dollars.", 18000, False), ("Our budget is $18 m2.", 18_000_000, False),
    ("Our budget is $18 000.", 18000, True), ("Our budget is 18 000 €.", 18000, True),
    ("Our budget is 18 grand.", 18000, True), ("Our budget is $18 000 000.", 18000, False),
    ("Our budget is $18 000, sorry, $25 000.", 18000, False)])
def test_numbers_as_written_small_spaced_or_in_slang(text: str, value: int, asserted: bool) -> None:
    """Small digits disguise a number (NFKC makes them digits); "m2" is no million; thousands set off by
    spaces and "grand" state their number, and every check on amounts applies to them."""
    from domain.assertion import ground

    g = ground(text, subject="customer:acme", predicate="budget", value=value, captured_at=T0)
    assert (g.verdict == "asserted") == asserted, (text, g)


@pytest.mark.parametrize("text,predicate,value", [
    ("Our address is Main St 5, Berlin.", "address", {"street": "Main St 5", "city": "Berlin"}),
    ("Our address is in Berlin, Germany.", "address", {"city": "Berlin", "country": "Germany"}),
    ("We're based in Berlin, Germany. Our country is Germany.", "country", "Germany")])
def test_a_value_in_parts_or_a_region_is_not_another_name_beside_itself(text: str, predicate: str,
                                                                        value: object) -> None:
    """The rule for another name beside a name value leaves alone the other parts of a value in parts and
    the place a region value holds (it held "Main St 5, Berlin" for the street and "Berlin, Germany" for
    Germany before this was kept apart)."""
    from domain.assertion import ground

    g = ground(text, subject="customer:acme", predicate=predicate, value=value, captured_at=T0)
    assert g.verdict == "asserted", (text, g)


@pytest.mark.parametrize("text,predicate,value", [
    ("Our head office is in Berlin, Mitte district.", "hq_city", "Berlin"),
    ("Our phone is +49 30 1234567, Mon-Fri.", "phone", "+49 30 1234567"),
    ("Our discount is 12%. Our budget is $18,000.", "discount", "12%")])
def test_legitimate_forms_this_sessions_rules_first_held(text: str, predicate: str, value: object) -> None:
    """Found comparing the session's start with its rules on legitimate forms outside the corpus: a place
    within the value, days after a phone number, and another predicate's own sentence after a percentage."""
    from domain.assertion import ground

    assert ground(text, subject="customer:acme", predicate=predicate, value=value, captured_at=T0).verdict == \
        "asserted", text


# found by probing this session, each class a group (cli/groundeval.py NOTES, batches 30-36): held or
# refused where `asserted` is False, a legitimate form or a control where it is True
@pytest.mark.parametrize("text,predicate,value,asserted", [
    pytest.param('Our team is 12 people, 15 with contractors.', 'team_size', 12, False, id="another_total"),
    pytest.param('Our budget is $18,000, $25,000 in total.', 'budget', 18000, False, id="another_total"),
    pytest.param('Our team is 12 people; 20 by year end.', 'team_size', 12, False, id="another_total"),
    pytest.param('Our team is 12 people, 20 in March.', 'team_size', 12, False, id="another_total"),
    pytest.param('Our team is 12 people, 8 in Berlin.', 'team_size', 12, True, id="another_total"),
    pytest.param('Our budget is $18,000, with $2,000 for travel.', 'budget', 18000, True, id="another_total"),
    pytest.param('Our team is twelve people.', 'team_size', 12, True, id="another_total"),
    pytest.param('我们的总部在柏林，慕尼黑。', 'hq_city', '柏林', False, id="zh_name_or_percentage"),
    pytest.param('我们的总部在柏林。慕尼黑。', 'hq_city', '柏林', False, id="zh_name_or_percentage"),
    pytest.param('我们的折扣是12%。更新：15%。', 'discount', '12%', False, id="zh_name_or_percentage"),
    pytest.param('我们的总部在柏林，德国。', 'hq_city', '柏林', True, id="zh_name_or_percentage"),
    pytest.param('我们的总部在柏林。王经理', 'hq_city', '柏林', True, id="zh_name_or_percentage"),
    pytest.param('我们的总部在柏林，欢迎来访。', 'hq_city', '柏林', True, id="zh_name_or_percentage"),
    pytest.param('Our budget is $18,000 until Friday.', 'budget', 18000, False, id="undated_end_or_title"),
    pytest.param('Our account manager is Dana Smith until Friday.', 'account_manager', 'Dana Smith', False, id="undated_end_or_title"),
    pytest.param('Our preferred channel is Slack until EOD.', 'preferred_channel', 'Slack', False, id="undated_end_or_title"),
    pytest.param('Our account manager is Ms. Dana Smith.', 'account_manager', 'Dana Smith', True, id="undated_end_or_title"),
    pytest.param('Our account manager is Mr Dana Smith.', 'account_manager', 'Dana Smith', True, id="undated_end_or_title"),
    pytest.param('Budget: MS$18,000', 'budget', 18000, False, id="undated_end_or_title"),
    pytest.param('In the game, our budget is $18,000.', 'budget', 18000, False, id="fiction_or_machine"),
    pytest.param('In the novel, our budget is $18,000.', 'budget', 18000, False, id="fiction_or_machine"),
    pytest.param('Summary of the call (AI): Our budget is $18,000.', 'budget', 18000, False, id="fiction_or_machine"),
    pytest.param('Our budget is $18,000. (bot)', 'budget', 18000, False, id="fiction_or_machine"),
    pytest.param('We play a game on Fridays. Our budget is $18,000.', 'budget', 18000, True, id="fiction_or_machine"),
    pytest.param('Our discount is 12%, 8% after year one.', 'discount', '12%', False, id="later_year"),
    pytest.param('Our budget is $18,000, $12,000 in year two.', 'budget', 18000, False, id="later_year"),
    pytest.param('Our budget is $18,000, up from $15,000 in year one.', 'budget', 18000, True, id="later_year"),
    pytest.param('Our timezone is CET. We need PST.', 'timezone', 'CET', False, id="name_wanted_next"),
    pytest.param('Our HQ is in Berlin. We need Munich.', 'hq_city', 'Berlin', False, id="name_wanted_next"),
    pytest.param('Our preferred channel is Slack. We need Slack.', 'preferred_channel', 'Slack', True, id="name_wanted_next"),
    pytest.param('Our timezone is CET. We need Dana to sign.', 'timezone', 'CET', True, id="name_wanted_next"),
    pytest.param('Budget: $18,000\nConfidence: low', 'budget', 18000, False, id="rated_uncertain"),
    pytest.param('Budget: $18,000\nConfidence: 40%', 'budget', 18000, False, id="rated_uncertain"),
    pytest.param('Budget: $18,000\nType: forecast', 'budget', 18000, False, id="rated_uncertain"),
    pytest.param('Budget: $18,000\nSuperseded: yes', 'budget', 18000, False, id="rated_uncertain"),
    pytest.param('Budget: $18,000\nConfidence: high', 'budget', 18000, True, id="rated_uncertain"),
    pytest.param('Budget: $18,000\nType: actual', 'budget', 18000, True, id="rated_uncertain"),
    pytest.param('Our budget is $18,000. It still needs approval.', 'budget', 18000, False, id="awaits_approval"),
    pytest.param('Our budget is $18,000. The CFO has to sign off first.', 'budget', 18000, False, id="awaits_approval"),
    pytest.param('Our budget is $18,000. Waiting on the board.', 'budget', 18000, False, id="awaits_approval"),
    pytest.param('Our budget is $18,000. For reference only.', 'budget', 18000, False, id="awaits_approval"),
    pytest.param('Our budget is $18,000. We are still waiting for the CFO to sign off on the whole thing before '
                 'anything is final.', 'budget', 18000, False, id="awaits_approval"),
    pytest.param('我们的预算是18000美元，需要老板批准。', 'budget', 18000, False, id="awaits_approval"),
    pytest.param('我们的预算是18000美元，等领导签字。', 'budget', 18000, False, id="awaits_approval"),
    pytest.param('我们的预算是18000美元，仅供参考。', 'budget', 18000, False, id="awaits_approval"),
    pytest.param('Our budget is $18,000, approved by the board.', 'budget', 18000, True, id="awaits_approval"),
    pytest.param('Our budget is $18,000. The board signed off last week.', 'budget', 18000, True, id="awaits_approval"),
    pytest.param('Our budget is $18,000. We need to sign the lease by Friday.', 'budget', 18000, True,
                 id="awaits_approval"),
    pytest.param('我们的预算是18000美元，已经批准。', 'budget', 18000, True, id="awaits_approval"),
    pytest.param('Our contact email is dana@acme.com.', 'contact_email', 'dana@acme.com', True, id="address_value"),
    pytest.param('Contact: DANA@ACME.COM', 'contact_email', 'dana@acme.com', True, id="address_value"),
    pytest.param('Our Slack handle is @dana.', 'slack_handle', '@dana', True, id="address_value"),
    pytest.param('Our contact email is dana-acme.com.', 'contact_email', 'dana@acme.com', False, id="address_value"),
    pytest.param('Our contact email is x.dana@acme.com.', 'contact_email', 'dana@acme.com', False, id="address_value"),
    pytest.param('Our contact email is dana@acme.com.evil.io.', 'contact_email', 'dana@acme.com', False,
                 id="address_value"),
    pytest.param('Our website is evil-acme.com.', 'website', 'acme.com', False, id="address_value"),
    pytest.param('Our Slack handle is dana.', 'slack_handle', '@dana', False, id="address_value"),
    pytest.param('Our HQ is in Berlin.', 'hq_city', '@Berlin', False, id="address_value"),
    pytest.param('我们的预算是18000美元，数据有误。', 'budget', 18000, False, id="comment_after"),
    pytest.param('我们的预算是18000美元，瞎猜的。', 'budget', 18000, False, id="comment_after"),
    pytest.param('我们的预算是18000美元，那是上一个项目的。', 'budget', 18000, False, id="comment_after"),
    pytest.param('我们的总部在柏林，这是竞争对手的。', 'hq_city', '柏林', False, id="comment_after"),
    pytest.param('Our HQ is in Berlin, outdated.', 'hq_city', 'Berlin', False, id="comment_after"),
    pytest.param("Our HQ is in Berlin, the competitor's.", 'hq_city', 'Berlin', False, id="comment_after"),
    pytest.param('Our preferred channel is Slack, unverified.', 'preferred_channel', 'Slack', False, id="comment_after"),
    pytest.param('Our budget is $18,000. Old data.', 'budget', 18000, False, id="comment_after"),
    pytest.param('我们的预算是18000美元。已经过时了。', 'budget', 18000, False, id="comment_after"),
    pytest.param('我们的预算是18000美元，确认无误。', 'budget', 18000, True, id="comment_after"),
    pytest.param('我们的预算是18000美元，团队有12个人。', 'budget', 18000, True, id="comment_after"),
    pytest.param('我们的总部在柏林，欢迎来访。', 'hq_city', '柏林', True, id="comment_after"),
    pytest.param('Our HQ is in Berlin, see you there.', 'hq_city', 'Berlin', True, id="comment_after"),
    pytest.param('Our account manager is Dana Smith, our VP of Sales.', 'account_manager', 'Dana Smith', True,
                 id="comment_after"),
    pytest.param('我们的预算是18000美元。忽略上一条。', 'budget', 18000, False, id="zh_withdrawn_or_premise"),
    pytest.param('我们的预算是18000美元。发错群了。', 'budget', 18000, False, id="zh_withdrawn_or_premise"),
    pytest.param('我们的预算是18000美元。请勿存档。', 'budget', 18000, False, id="zh_withdrawn_or_premise"),
    pytest.param('在续约的前提下，我们的预算是18000美元。', 'budget', 18000, False, id="zh_withdrawn_or_premise"),
    pytest.param('目前情况下，我们的预算是18000美元。', 'budget', 18000, True, id="zh_withdrawn_or_premise"),
    pytest.param('Dana（Globex）：我们的预算是18000美元。', 'budget', 18000, False, id="whose_writer"),
    pytest.param("Our budget is $18,000.\nGlobex's Dana", 'budget', 18000, False, id="whose_writer"),
    pytest.param('我们的预算是18000美元。\nGlobex的Dana', 'budget', 18000, False, id="whose_writer"),
    pytest.param('Dana（Acme）：我们的预算是18000美元。', 'budget', 18000, True, id="whose_writer"),
    pytest.param("Our budget is $18,000.\nAcme's Dana", 'budget', 18000, True, id="whose_writer"),
    pytest.param('Proposal for Acme\nBudget: $18,000', 'budget', 18000, False, id="document_for_whom"),
    pytest.param('Budget: $18,000\n(illustrative)', 'budget', 18000, False, id="document_for_whom"),
    pytest.param('Bill to: Globex Inc.\nBudget: $18,000', 'budget', 18000, False, id="document_for_whom"),
    pytest.param('Budget: $18,000\nSource: Globex annual report', 'budget', 18000, False, id="document_for_whom"),
    pytest.param('Globex renewal\nBudget: $18,000', 'budget', 18000, False, id="document_for_whom"),
    pytest.param('Bill to: Acme Inc.\nBudget: $18,000', 'budget', 18000, True, id="document_for_whom"),
    pytest.param('To: Dana\nBudget: $18,000', 'budget', 18000, True, id="document_for_whom"),
    pytest.param('Source: CFO email\nBudget: $18,000', 'budget', 18000, True, id="document_for_whom"),
    pytest.param('Budget in $k: 18', 'budget', 18, False, id="scale_in_label"),
    pytest.param('Budget [k$]: 18', 'budget', 18, False, id="scale_in_label"),
    pytest.param('Budget: $18', 'budget', 18, True, id="scale_in_label"),
    pytest.param('Budget: 18k USD', 'budget', 18000, True, id="scale_in_label"),
    pytest.param('我们的总部在柏林，明年搬到慕尼黑。', 'hq_city', '柏林', False, id="zh_about_to_change"),
    pytest.param('我们有40个座位，下个月加到60个。', 'seats', 40, False, id="zh_about_to_change"),
    pytest.param('我们有40个座位。', 'seats', 40, True, id="zh_about_to_change"),
    pytest.param('Our budget is $18,000. Nicht genehmigt.', 'budget', 18000, False, id="foreign_qualifier"),
    pytest.param('Our budget is $18,000. Borrador.', 'budget', 18000, False, id="foreign_qualifier"),
    pytest.param('Our budget is $18,000. Exemple.', 'budget', 18000, False, id="foreign_qualifier"),
    pytest.param('Our HQ is in Berlin, veraltet.', 'hq_city', 'Berlin', False, id="foreign_qualifier"),
    pytest.param('Our budget is $18,000. Gracias.', 'budget', 18000, True, id="foreign_qualifier"),
    pytest.param('我们的预算是18000美元。数据来自竞争对手。', 'budget', 18000, False, id="zh_beside_qualifier"),
    pytest.param('我们的预算是18000美元。这是预估。', 'budget', 18000, False, id="zh_beside_qualifier"),
    pytest.param('我们的预算是18000美元。方案B是25000美元。', 'budget', 18000, False, id="zh_beside_qualifier"),
    pytest.param('我们的预算是18000美元。下周开会定。', 'budget', 18000, False, id="zh_beside_qualifier"),
    pytest.param('我们的预算是18000美元。有变动再通知。', 'budget', 18000, True, id="zh_beside_qualifier"),
    pytest.param('Our budget is $18,000. Figures from 2019.', 'budget', 18000, False, id="dated_or_doubted_beside"),
    pytest.param('Our budget is $18,000. Supposedly.', 'budget', 18000, False, id="dated_or_doubted_beside"),
    pytest.param('Our budget is $18,000. Hardly.', 'budget', 18000, False, id="dated_or_doubted_beside"),
    pytest.param('Our budget is $18,000. Wishful thinking.', 'budget', 18000, False, id="dated_or_doubted_beside"),
    pytest.param('Our budget is $18,000. Figures from finance.', 'budget', 18000, True, id="dated_or_doubted_beside"),
    pytest.param('Payout IBAN: CH93 0076 2011 6238 5295 7, blocked', 'payout_iban', 'CH93 0076 2011 6238 5295 7', False,
                 id="out_of_use"),
    pytest.param('Payout IBAN: CH93 0076 2011 6238 5295 7. Account closed.', 'payout_iban', 'CH93 0076 2011 6238 5295 7',
                 False, id="out_of_use"),
    pytest.param('Our HQ is in Berlin, shut down.', 'hq_city', 'Berlin', False, id="out_of_use"),
    pytest.param('Our HQ is in Berlin, closed on weekends.', 'hq_city', 'Berlin', True, id="out_of_use"),
    pytest.param('我们的总部在柏林，已经关门了。', 'hq_city', '柏林', False, id="out_of_use"),
    pytest.param('Our budget is $18,000. I invented that.', 'budget', 18000, False, id="disowned_or_handed_over"),
    pytest.param("Our budget is $18,000. That's what we tell vendors.", 'budget', 18000, False,
                 id="disowned_or_handed_over"),
    pytest.param('Our budget is $18,000. Das stimmt aber nicht mehr.', 'budget', 18000, False,
                 id="disowned_or_handed_over"),
    pytest.param('Date: 2019-03-04\nOur budget is $18,000.', 'budget', 18000, False, id="disowned_or_handed_over"),
    pytest.param('Option 1:\nOur budget is $18,000.', 'budget', 18000, False, id="disowned_or_handed_over"),
    pytest.param('Begin forwarded message:\n\nOur budget is $18,000.', 'budget', 18000, False,
                 id="disowned_or_handed_over"),
    pytest.param('Our budget is $18,000. This is the real number.', 'budget', 18000, True, id="disowned_or_handed_over"),
    pytest.param('Date: 2026-09-30\nOur budget is $18,000.', 'budget', 18000, True, id="disowned_or_handed_over"),
    pytest.param('All figures in thousands. Our budget is $18,000.', 'budget', 18000, False, id="scale_field_or_zh"),
    pytest.param('Currency: JPY\nBudget: 18,000', 'budget', 18000, False, id="scale_field_or_zh"),
    pytest.param('Payer: Globex\nBudget: $18,000', 'budget', 18000, False, id="scale_field_or_zh"),
    pytest.param('我们的预算是18000美元。这是竞争对手的。', 'budget', 18000, False, id="scale_field_or_zh"),
    pytest.param('我们的预算是18000美元。董事会下周开会的时候会把这个数字砍掉一半。', 'budget', 18000, False,
                 id="scale_field_or_zh"),
    pytest.param('Currency: USD\nBudget: 18,000', 'budget', 18000, True, id="scale_field_or_zh"),
    pytest.param('Owner: Dana\nBudget: $18,000', 'budget', 18000, True, id="scale_field_or_zh"),
    pytest.param('我们的预算是18000美元。去年是15000美元。', 'budget', 18000, True, id="scale_field_or_zh"),
    pytest.param('Our budget is $18,000. Finance halved it.', 'budget', 18000, False, id="changed_since"),
    pytest.param('We have 40 seats. Ten got cut this morning.', 'seats', 40, False, id="changed_since"),
    pytest.param('Our HQ is in Berlin. Moved out.', 'hq_city', 'Berlin', False, id="changed_since"),
    pytest.param("Our HQ is in Berlin. We're in Munich now.", 'hq_city', 'Berlin', False, id="changed_since"),
    pytest.param('Our account manager is Dana Smith. She left.', 'account_manager', 'Dana Smith', False, id="changed_since"),
    pytest.param('Our HQ is in Berlin. We moved from Munich last year.', 'hq_city', 'Berlin', True, id="changed_since"),
    pytest.param('Our HQ is in Berlin. Closed on Sundays.', 'hq_city', 'Berlin', True, id="changed_since"),
    pytest.param('Our HQ is in Berlin. We opened a new office in Munich.', 'hq_city', 'Berlin', True, id="changed_since"),
    pytest.param('Our account manager is Dana Smith. She left a message for you.', 'account_manager', 'Dana Smith', True,
                 id="changed_since"),
    pytest.param('Before the cut, our budget is $18,000.', 'budget', 18000, False, id="start_part_or_renewal"),
    pytest.param('Our budget is $18,000 at renewal.', 'budget', 18000, False, id="start_part_or_renewal"),
    pytest.param('Finance has a budget of $18,000.', 'budget', 18000, False, id="start_part_or_renewal"),
    pytest.param('The board is 12 people.', 'team_size', 12, False, id="start_part_or_renewal"),
    pytest.param('Our domain renewal is on 2027-03-01.', 'renewal_date', '2027-03-01', False, id="start_part_or_renewal"),
    pytest.param('Our renewal quote expires 2027-03-01.', 'renewal_date', '2027-03-01', False, id="start_part_or_renewal"),
    pytest.param('As of today, our budget is $18,000.', 'budget', 18000, True, id="start_part_or_renewal"),
    pytest.param('Finance confirmed our budget is $18,000.', 'budget', 18000, True, id="start_part_or_renewal"),
    pytest.param('Our contract renewal is on 2027-03-01.', 'renewal_date', '2027-03-01', True, id="start_part_or_renewal"),
    pytest.param('We will renew on 2027-03-01.', 'renewal_date', '2027-03-01', True, id="start_part_or_renewal"),
    pytest.param('Our budget is $18,000. Only if the board agrees to it at the meeting next week.', 'budget', 18000, False,
                 id="long_beside"),
    pytest.param('Our budget is $18,000. None of that has been approved by anyone in the company so far, to be clear.',
                 'budget', 18000, False, id="long_beside"),
    pytest.param('Our budget is $18,000. The board meets next Tuesday to decide whether we keep that number at all.',
                 'budget', 18000, False, id="long_beside"),
    pytest.param('Our budget is $18,000 for the month.', 'budget', 18000, False, id="long_beside"),
    pytest.param('Our HQ is in Berlin, but we moved to Munich.', 'hq_city', 'Berlin', False, id="same_sentence_or_address"),
    pytest.param('Preferred channel: Slack, now Teams', 'preferred_channel', 'Slack', False, id="same_sentence_or_address"),
    pytest.param('We have 40 seats, but we dropped 15.', 'seats', 40, False, id="same_sentence_or_address"),
    pytest.param('Our phone is +49 30 1234567, which no longer works.', 'phone', '+49 30 1234567', False,
                 id="same_sentence_or_address"),
    pytest.param('Dear Acme team,\nWe have 40 seats.', 'seats', 40, False, id="same_sentence_or_address"),
    pytest.param('Our budget is ₩18000.', 'budget', 18000, False, id="same_sentence_or_address"),
    pytest.param('Our HQ is in Berlin, which is where we started.', 'hq_city', 'Berlin', True, id="same_sentence_or_address"),
    pytest.param('Dear Globex team,\nWe have 40 seats.', 'seats', 40, True, id="same_sentence_or_address"),
    pytest.param('Budget | $18,000 | approved', 'budget', 18000, True, id="same_sentence_or_address"),
    pytest.param('## Competitors\nSeats: 40', 'seats', 40, False, id="record_voids"),
    pytest.param('## 2019\nWe have 40 seats.', 'seats', 40, False, id="record_voids"),
    pytest.param('{"budget": 18000, "superseded_by": 25000}', 'budget', 18000, False, id="record_voids"),
    pytest.param('budget: 18000\nvalid: 0', 'budget', 18000, False, id="record_voids"),
    pytest.param('Budget: 18000\nRevised budget: 25000', 'budget', 18000, False, id="record_voids"),
    pytest.param('Account manager: Dana Smith\nLast day: 2026-05-01', 'account_manager', 'Dana Smith', False,
                 id="record_voids"),
    pytest.param('## 2026\nSeats: 40', 'seats', 40, True, id="record_voids"),
    pytest.param('{"budget": 18000}', 'budget', 18000, True, id="record_voids"),
    pytest.param('Budget: 18000\nNew hires: 3', 'budget', 18000, True, id="record_voids"),
    pytest.param('Globex - We have 40 seats.', 'seats', 40, False, id="label_gives"),
    pytest.param('(Globex) We have 40 seats.', 'seats', 40, False, id="label_gives"),
    pytest.param('Globex (10:02): We have 40 seats.', 'seats', 40, False, id="label_gives"),
    pytest.param('We have 40 seats. (Globex)', 'seats', 40, False, id="label_gives"),
    pytest.param('Dana — Acme — We have 40 seats.', 'seats', 40, True, id="label_gives"),
    pytest.param("We have 40 seats. (Quoting Acme's CFO.)", 'seats', 40, True, id="label_gives"),
    pytest.param('Update - we have 40 seats.', 'seats', 40, True, id="label_gives"),
    pytest.param('Our budget is $18,000. If you have any questions about the invoice, please reach out to me directly.',
                 'budget', 18000, True, id="long_beside"),
    pytest.param('Our budget is $18,000. Not much else to report, thanks for asking and have a great weekend everyone.',
                 'budget', 18000, True, id="long_beside"),
    pytest.param('Our discount is 12% on renewals.', 'discount', '12%', False, id="applies_to"),
    pytest.param('Our budget is $18,000 for contractors.', 'budget', 18000, False, id="applies_to"),
    pytest.param('Our budget is $18,000 in a good year.', 'budget', 18000, False, id="applies_to"),
    pytest.param('In a good quarter our budget is $18,000.', 'budget', 18000, False, id="applies_to"),
    pytest.param('Our budget is 18000 in k.', 'budget', 18000, False, id="applies_to"),
    pytest.param('Our budget is $18 (in k).', 'budget', 18, False, id="applies_to"),
    pytest.param('We have 12 teams.', 'team_size', 12, False, id="applies_to"),
    pytest.param('Our discount is 12% on the contract.', 'discount', '12%', True, id="applies_to"),
    pytest.param('We have 40 seats for our users.', 'seats', 40, True, id="applies_to"),
    pytest.param('Our budget is 18,000 in dollars.', 'budget', 18000, True, id="applies_to"),
    pytest.param('We have 40 seats for years now.', 'seats', 40, True, id="applies_to"),
    pytest.param('Our team size is 12 people.', 'team_size', 12, True, id="applies_to"),
    pytest.param('We have 40 seats.', 'seats', 40, True, id="applies_to"),
    pytest.param('Customer: We have 40 seats.', 'seats', 40, True, id="transcript_label"),
    pytest.param('Customer: Our budget is $18,000.', 'budget', 18000, True, id="transcript_label"),
    pytest.param('Customer: Globex has 40 seats.', 'seats', 40, False, id="transcript_label"),
    pytest.param('Customer Globex: We have 40 seats.', 'seats', 40, False, id="transcript_label"),
    pytest.param('Agent: We have 40 seats.', 'seats', 40, False, id="transcript_label"),
    pytest.param("I'm flying to Lisbon on 2026-11-10 for the kickoff on 2026-11-12.", 'travel_date', '2026-11-12', False,
                 id="not_the_plan"),
    pytest.param("I'm flying to Lisbon on 2026-11-10 for the kickoff on 2026-11-12.", 'travel_date', '2026-11-10', True,
                 id="not_the_plan"),
    pytest.param('We renew on 2027-03-01; the board meets 2027-01-15.', 'renewal_date', '2027-01-15', False, id="not_the_plan"),
    pytest.param('Our renewal falls between 2027-03-01 and 2027-04-01.', 'renewal_date', '2027-03-01', False,
                 id="not_the_plan"),
    pytest.param("We're launching late Q3 / early Q4.", 'timeline', 'Q4', False, id="not_the_plan"),
    pytest.param('We renewed on 2026-03-01.', 'renewal_date', '2026-03-01', False, id="not_the_plan"),
    pytest.param('The launch happened in Q2.', 'timeline', 'Q2', False, id="not_the_plan"),
    pytest.param('Timeline: Q4, at risk.', 'timeline', 'Q4', False, id="not_the_plan"),
    pytest.param('Timeline: Q4, on track.', 'timeline', 'Q4', True, id="not_the_plan"),
    pytest.param("We're launching in fiscal Q4.", 'timeline', 'Q4', False, id="not_the_plan"),
    pytest.param('Remind me to call the dentist on Friday. Done.', 'reminder', 'call the dentist on Friday', False,
                 id="not_the_plan"),
    pytest.param('Remind Dana to call the dentist on Friday.', 'reminder', 'call the dentist on Friday', False,
                 id="not_the_plan"),
    pytest.param('Remind me to call the dentist on Friday. Thanks!', 'reminder', 'call the dentist on Friday', True,
                 id="not_the_plan"),
    pytest.param('Our renewal date is 2027-02-29.', 'renewal_date', '2027-02-29', False, id="impossible_date"),
    pytest.param('Our renewal date is Tuesday, 2027-03-01.', 'renewal_date', '2027-03-01', False, id="impossible_date"),
    pytest.param('Our renewal date is 2027-03-01, a Monday.', 'renewal_date', '2027-03-01', True, id="impossible_date"),
    pytest.param("Our budget is $18,000; from March it's $20,000.", 'budget', 18000, False, id="announced_change"),
    pytest.param('Our timezone is CET. Next month we switch to GMT.', 'timezone', 'CET', False, id="announced_change"),
    pytest.param('Our timezone is CET. Next month we have a team offsite.', 'timezone', 'CET', True, id="announced_change"),
    pytest.param("Dana Smith signs off. From January she'll also handle renewals.", 'decision_maker', 'Dana Smith', True,
                 id="announced_change"),
    pytest.param('In the old CRM record, our HQ is in Berlin.', 'hq_city', 'Berlin', False, id="stale_source"),
    pytest.param("In last year's plan, our budget is $18,000.", 'budget', 18000, False, id="stale_source"),
    pytest.param('In the current runbook, the first step is to run the cleanup script.', 'first_step',
                 'run the cleanup script', True, id="stale_source"),
    pytest.param('Our HQ is in Berlin, for the EU entity only.', 'hq_city', 'Berlin', False, id="part_only"),
    pytest.param('I live in Berlin, weekdays only.', 'home_city', 'Berlin', False, id="part_only"),
    pytest.param('The fare is 89 GBP.', 'fare_eur', 89, False, id="other_currency"),
    pytest.param('The fare is $89.', 'fare_eur', 89, False, id="other_currency"),
    pytest.param('The fare is EUR 89.', 'fare_eur', 89, True, id="other_currency"),
    pytest.param('Languages: English (native), German (learning)', 'languages', 'German', False, id="item_qualifier"),
    pytest.param('Our decision maker is Dana Smith, jointly with the CFO.', 'decision_maker', 'Dana Smith', False,
                 id="item_qualifier"),
    pytest.param('我们有40个席位吧。', 'seats', 40, False, id="helper_zh"),
    pytest.param('好吧，我们的预算是18000美元。', 'budget', 18000, True, id="helper_zh"),
    pytest.param('We have 40 seats, right', 'seats', 40, False, id="helper_zh"),
    pytest.param('预算需要调整为2万美元。', 'budget', 20000, False, id="helper_zh"),
    pytest.param('预算已经调整为2万美元。', 'budget', 20000, True, id="helper_zh"),
    pytest.param('我们的预算是18000美元，到本月为止。', 'budget', 18000, False, id="helper_zh"),
    pytest.param('截至目前，我们的预算是18000美元。', 'budget', 18000, True, id="helper_zh"),
    pytest.param('我们的预算是18000美元，已经改成2万美元了。', 'budget', 18000, False, id="helper_zh"),
    pytest.param('若续约，我们的预算是18000美元。', 'budget', 18000, False, id="helper_zh"),
    pytest.param('签约之后，我们的预算是18000美元。', 'budget', 18000, False, id="helper_zh"),
    pytest.param('董事会批准后，我们的预算定为18000美元。', 'budget', 18000, True, id="helper_zh"),
    pytest.param('按照旧合同，我们的预算是18000美元。', 'budget', 18000, False, id="helper_zh"),
    pytest.param('那时候，我们的总部在上海。', 'hq_city', '上海', False, id="helper_zh"),
    pytest.param('In 2019, our account manager is Dana Lee.', 'account_manager', 'Dana Lee', False, id="helper_zh"),
    pytest.param('Since 2025, our account manager is Dana Lee.', 'account_manager', 'Dana Lee', True, id="helper_zh"),
    pytest.param("My phone is +49 30 1234567. That's Globex's line.", 'phone', '+49 30 1234567', False, id="helper_zh"),
    pytest.param('Our discount is 12%. First year only.', 'discount', '12%', False, id="helper_zh"),
    pytest.param("Our budget is $18,000. That's final.", 'budget', 18000, True, id="helper_zh"),
    pytest.param('我们的客户经理是王伟。他上个月离职了。', 'account_manager', '王伟', False, id="helper_zh"),
    pytest.param('我们的客户经理是王伟。他很专业。', 'account_manager', '王伟', True, id="helper_zh"),
    pytest.param('我们有40个席位。一半是Globex的。', 'seats', 40, False, id="helper_zh"),
    pytest.param('座位号：40', 'seats', 40, False, id="helper_zh"),
    pytest.param('Seat 40, please.', 'seats', 40, False, id="helper_zh"),
    pytest.param("We're a 12-seat team.", 'seats', 12, True, id="helper_zh"),
    pytest.param('--seats 40', 'seats', 40, False, id="helper_zh"),
    pytest.param('老实说，我们的预算是18000美元。', 'budget', 18000, True, id="helper_zh"),
    pytest.param('Our budget is $18,000. Note: only for hardware.', 'budget', 18000, False, id="helper_records"),
    pytest.param('Our budget is $18,000. Note: approved by the CFO.', 'budget', 18000, True, id="helper_records"),
    pytest.param('Seats: 40\nNB: half of them belong to Globex.', 'seats', 40, False, id="helper_records"),
    pytest.param('Price: $18,000\nAmendment 1: price increased to $22,000.', 'price', 18000, False, id="helper_records"),
    pytest.param('Price: $18,000\nAmendment 1: payment terms changed to net 30.', 'price', 18000, True, id="helper_records"),
    pytest.param('We have 40 seats. We added ten.', 'seats', 40, False, id="helper_records"),
    pytest.param('Seats: 40\nWe added 10 of them last week.', 'seats', 40, True, id="helper_records"),
    pytest.param('Phone: +49 30 1234567\nNew number from Monday: +49 30 7654321', 'phone', '+49 30 1234567', False, id="helper_records"),
    pytest.param('Phone: +49 30 1234567\nPlease call between 9 and 5.', 'phone', '+49 30 1234567', True, id="helper_records"),
    pytest.param('Account manager: Dana Smith\nReassigned to Sam Lee on 2026-09-20.', 'account_manager', 'Dana Smith', False, id="helper_records"),
    pytest.param('Account manager: Dana Smith\nDana took over from Sam Lee on 2026-09-20.', 'account_manager', 'Dana Smith', True, id="helper_records"),
    pytest.param('Seats: 40\nThis agreement was terminated on 2026-06-30.', 'seats', 40, False, id="helper_records"),
    pytest.param('Budget: $18,000\n(as of 2019-04-02)', 'budget', 18000, False, id="helper_records"),
    pytest.param('Budget: $18,000\n(as of 2026-09-28)', 'budget', 18000, True, id="helper_records"),
    pytest.param('Price cap: $18,000', 'price', 18000, False, id="helper_records"),
    pytest.param('Budget cap: $18,000', 'budget', 18000, True, id="helper_records"),
    pytest.param('Pilot seats: 40', 'seats', 40, False, id="helper_records"),
    pytest.param('Project budget: $18,000', 'budget', 18000, True, id="helper_records"),
    pytest.param("Our budget is $18k, that's up to the board.", 'budget', 18000, False, id="helper_records"),
    pytest.param('Our budget is $18k, approved by the board.', 'budget', 18000, True, id="helper_records"),
    pytest.param('Our budget is $18k, to be cut.', 'budget', 18000, False, id="helper_records"),
    pytest.param('Our budget is $18k for a month.', 'budget', 18000, False, id="helper_records"),
    pytest.param('Our HQ has been in Berlin for a year.', 'hq_city', 'Berlin', True, id="helper_records"),
    pytest.param('That company has 500 employees.', 'company_size', 500, False, id="helper_records"),
    pytest.param('Our company has 500 employees.', 'company_size', 500, True, id="helper_records"),
    pytest.param('Our seats increased with 10.', 'seats', 10, False, id="helper_records"),
    pytest.param('Our budget increased to $18k.', 'budget', 18000, True, id="helper_records"),
    pytest.param('Our budget is $18k. Tops.', 'budget', 18000, False, id="helper_records"),
    pytest.param('Our budget is $18k. Firm.', 'budget', 18000, True, id="helper_records"),
    pytest.param('Our budget is $18k. In pesos.', 'budget', 18000, False, id="helper_records"),
    pytest.param('Our budget is $18k. USD.', 'budget', 18000, True, id="helper_records"),
    pytest.param('We have 40 seats. Per team.', 'seats', 40, False, id="helper_records"),
    pytest.param('We have 40 seats. In total.', 'seats', 40, True, id="helper_records"),
    pytest.param('Our budget is 18k k.', 'budget', 18000, False, id="helper_records"),
    pytest.param('Our budget is 18 thousand, 5 hundred.', 'budget', 18000, False, id="helper_records"),
    pytest.param('Our supplier wrote:\nWe have 40 seats.', 'seats', 40, False, id="helper_whose_words"),
    pytest.param('Our CFO wrote:\nWe have 40 seats.', 'seats', 40, True, id="helper_whose_words"),
    pytest.param("Below is Initech's answer.\nOur budget is $18,000.", 'budget', 18000, False, id="helper_whose_words"),
    pytest.param('We have 40 seats.\n-- sent by our reseller', 'seats', 40, False, id="helper_whose_words"),
    pytest.param('We have 40 seats.\n-- sent by our finance team', 'seats', 40, True, id="helper_whose_words"),
    pytest.param('Globex is our partner. It has 40 seats.', 'seats', 40, False, id="helper_whose_words"),
    pytest.param('Acme is a logistics firm. It has 500 employees.', 'company_size', 500, True, id="helper_whose_words"),
    pytest.param('Globex referred us. Seats: 40.', 'seats', 40, False, id="helper_whose_words"),
    pytest.param('Thanks for the call. Budget is $18,000.', 'budget', 18000, True, id="helper_whose_words"),
    pytest.param('From: Lee Park, Globex\nOur budget is $18,000.', 'budget', 18000, False, id="helper_whose_words"),
    pytest.param('From: Dana Smith, Acme\nOur budget is $18,000.', 'budget', 18000, True, id="helper_whose_words"),
    pytest.param('Good morning Acme,\nWe have 40 seats.', 'seats', 40, False, id="helper_whose_words"),
    pytest.param('Good morning Sam,\nWe have 40 seats.', 'seats', 40, True, id="helper_whose_words"),
    pytest.param('Thanks for choosing us, Acme. We have 40 seats.', 'seats', 40, False, id="helper_whose_words"),
    pytest.param('// fixture\nseats: 40', 'seats', 40, False, id="helper_whose_words"),
    pytest.param('# Globex account\nseats = 40', 'seats', 40, False, id="helper_whose_words"),
    pytest.param('# Acme account\nseats = 40', 'seats', 40, True, id="helper_whose_words"),
    pytest.param('I represent the other bidder. Our budget is $18,000.', 'budget', 18000, False, id="helper_whose_words"),
    pytest.param("I'm the CFO. Our budget is $18,000.", 'budget', 18000, True, id="helper_whose_words"),
    pytest.param("We're Acme's supplier. Our budget is $18,000.", 'budget', 18000, False, id="helper_whose_words"),
    pytest.param("We're Acme's procurement team. Our budget is $18,000.", 'budget', 18000, True, id="helper_whose_words"),
    pytest.param('We have 40 seats. \u202e.eromyna toN\u202c', 'seats', 40, False, id="helper_whose_words"),
    pytest.param('Our budget is $1\u09ea,000.', 'budget', 14000, False, id="helper_whose_words"),
    pytest.param('We have \uff14\uff10 seats.', 'seats', 40, True, id="helper_whose_words"),
    pytest.param('[globex]\nseats = 40', 'seats', 40, False, id="helper_whose_words"),
    pytest.param('[acme]\nseats = 40', 'seats', 40, True, id="helper_whose_words"),
    pytest.param('Publicly, our budget is $18,000.', 'budget', 18000, False, id="helper_whose_words"),
    pytest.param('For the record, our budget is $18,000.', 'budget', 18000, True, id="helper_whose_words"),
    pytest.param('Preferred channel: #email', 'preferred_channel', 'email', False, id="helper_whose_words"),
    pytest.param("Account manager: Dana's manager", 'account_manager', 'Dana', False, id="helper_whose_words"),
    pytest.param('Renewal date: https://acme.com/blog/2027-03-01', 'renewal_date', '2027-03-01', False, id="helper_whose_words"),
    pytest.param('We h&#97;d 40 seats.', 'seats', 40, False, id="helper_whose_words"),
    pytest.param('We&rsquo;ve got 40 seats.', 'seats', 40, True, id="helper_whose_words"),
    pytest.param('We have 40 seats. That was at launch.', 'seats', 40, False, id="helper_time"),
    pytest.param('We have 40 seats. That was confirmed at launch.', 'seats', 40, True, id="helper_time"),
    pytest.param('Our budget is $18,000. That was easy.', 'budget', 18000, True, id="helper_time"),
    pytest.param('Generally speaking, we have 40 seats.', 'seats', 40, False, id="habit"),
    pytest.param('In most cases, we have 40 seats.', 'seats', 40, False, id="habit"),
    pytest.param('嗯，一般来说我们有40个座位。', 'seats', 40, False, id="habit"),
    pytest.param('简单地说，我们有40个座位。', 'seats', 40, True, id="habit"),
    pytest.param('We have 40 seats. Inzwischen sind es 60.', 'seats', 40, False, id="unread_language"),
    pytest.param('Selon Globex, our budget is $18,000.', 'budget', 18000, False, id="unread_language"),
    pytest.param('Our HQ is in Berlin, tijdelijk.', 'hq_city', 'Berlin', False, id="unread_language"),
    pytest.param('Our payout IBAN is DE89370400440532013000. Konto gesperrt.', 'payout_iban', 'DE89370400440532013000', False, id="unread_language"),
    pytest.param('Probablement, we have 40 seats.', 'seats', 40, False, id="unread_language"),
    pytest.param('Our budget is $18,000. Al mes.', 'budget', 18000, False, id="unread_language"),
    pytest.param('Our delivery day is Monday, außer an Feiertagen.', 'delivery_day', 'Monday', False, id="unread_language"),
    pytest.param('Hallo zusammen, our budget is $18,000.', 'budget', 18000, True, id="unread_language"),
    pytest.param('We have 40 seats. Bis bald!', 'seats', 40, True, id="unread_language"),
    pytest.param('Our HQ is in Playa del Carmen.', 'hq_city', 'Playa del Carmen', True, id="unread_language"),
    pytest.param('We have 40 seats. Onboarding went well, thanks!', 'seats', 40, True, id="unread_language"),
    pytest.param('We have 40 seats. FYI the SSO setup is done.', 'seats', 40, True, id="unread_language"),
    pytest.param('"So, 40 seats?" "Yes."', 'seats', 40, False, id="quoted_question"),
    pytest.param('«40 seats?»', 'seats', 40, False, id="quoted_question"),
    pytest.param('"We have 40 seats."', 'seats', 40, True, id="quoted_question"),
    pytest.param('We have 40 seats. Jokes aside, we have 45.', 'seats', 40, False, id="later_number"),
    pytest.param('We have 40 seats. Finance says 45.', 'seats', 40, False, id="later_number"),
    pytest.param('We have 40 seats. All 45 seats are in Berlin.', 'seats', 40, False, id="later_number"),
    pytest.param('We have 40 seats. Sometimes 50.', 'seats', 40, False, id="later_number"),
    pytest.param('Our budget is $18,000. Honestly, $25,000.', 'budget', 18000, False, id="later_number"),
    pytest.param('We have 40 seats. Our 12 admins need SSO.', 'seats', 40, True, id="later_number"),
    pytest.param('Our budget is $18,000. The $3,000 training fee is separate.', 'budget', 18000, True, id="later_number"),
    pytest.param('Our budget is $18,000. That is up from $15,000 last year.', 'budget', 18000, True, id="later_number"),
    pytest.param('We have 40 seats. Sometimes all 40 are busy.', 'seats', 40, True, id="later_number"),
    pytest.param('We have 40 seats. We renewed in 2025.', 'seats', 40, True, id="later_number"),
    pytest.param('Test. We have 40 seats.', 'seats', 40, False, id="chat_acts"),
    pytest.param('We have 40 seats. Please ignore, testing.', 'seats', 40, False, id="chat_acts"),
    pytest.param('Hi, testing the integration. We have 40 seats.', 'seats', 40, False, id="chat_acts"),
    pytest.param("We have 40 seats. I'll have to double-check.", 'seats', 40, False, id="chat_acts"),
    pytest.param('We have 40 seats. Off the top of my head.', 'seats', 40, False, id="chat_acts"),
    pytest.param('We have 40 seats. Whatever.', 'seats', 40, False, id="chat_acts"),
    pytest.param('Oh sure, we have 40 seats.', 'seats', 40, False, id="chat_acts"),
    pytest.param('We have 40 seats\nThis message was deleted', 'seats', 40, False, id="chat_acts"),
    pytest.param('We have 40 seats\n[Dana reacted with 😂]', 'seats', 40, False, id="chat_acts"),
    pytest.param('Provgate Bot  APP  10:02 AM\nWe have 40 seats.', 'seats', 40, False, id="chat_acts"),
    pytest.param('Dana Smith (Acme)  10:01 AM\nhi all\nSam Lee  10:02 AM\nwe have 40 seats', 'seats', 40, False, id="chat_acts"),
    pytest.param('Sam Lee (Sales): We have 40 seats.', 'seats', 40, False, id="chat_acts"),
    pytest.param('Test results look good. We have 40 seats.', 'seats', 40, True, id="chat_acts"),
    pytest.param('We have 40 seats. We tested the SSO flow yesterday.', 'seats', 40, True, id="chat_acts"),
    pytest.param('We have 40 seats. I double-checked with finance.', 'seats', 40, True, id="chat_acts"),
    pytest.param('We have 40 seats. Let me check the calendar for a kickoff date.', 'seats', 40, True, id="chat_acts"),
    pytest.param('Sure, 40 seats.', 'seats', 40, True, id="chat_acts"),
    pytest.param('Dana Smith (Acme)  10:01 AM\nWe have 40 seats.', 'seats', 40, True, id="chat_acts"),
    pytest.param('Dana Smith (CFO): We have 40 seats.', 'seats', 40, True, id="chat_acts"),
    pytest.param('We have 40 seats\n:thumbsup: 3', 'seats', 40, True, id="chat_acts"),
    pytest.param('Our budget is $18,000. As of last year.', 'budget', 18000, False, id="time_fragment"),
    pytest.param('We have 40 seats. Through March.', 'seats', 40, False, id="time_fragment"),
    pytest.param('Our budget is $18,000. As of today.', 'budget', 18000, True, id="time_fragment"),
    pytest.param('We have 40 seats, honestly 45.', 'seats', 40, False, id="later_clause_number"),
    pytest.param("We have 40 seats — 45 counting today's hires.", 'seats', 40, False, id="later_clause_number"),
    pytest.param('Correction: budget is $20k, not 18k.', 'budget', 20000, True, id="later_clause_number"),
    pytest.param('We have 40 seats, 12 of them admins.', 'seats', 40, True, id="later_clause_number"),
    pytest.param('We have 40 seats, up from 35.', 'seats', 40, True, id="later_clause_number"),
    pytest.param('Our HQ is in Los Angeles.', 'hq_city', 'Los Angeles', True, id="unread_language"),
    pytest.param('Our HQ is in El Paso, Texas.', 'hq_city', 'El Paso', True, id="unread_language"),
    pytest.param('Das war letztes Jahr. We have 40 seats.', 'seats', 40, False, id="unread_language"),
    pytest.param('Our budget is $18,000. Pro Monat.', 'budget', 18000, False, id="unread_language"),
    pytest.param('We have 40 seats. Nein.', 'seats', 40, False, id="unread_language"),
    pytest.param('We have approx. 40 seats.', 'seats', 40, False, id="abbreviation_before_number"),
    pytest.param('Globex has ca. 40 seats.', 'seats', 40, False, id="abbreviation_before_number"),
    pytest.param('We have appx. 40 seats.', 'seats', 40, False, id="abbreviation_before_number"),
    pytest.param('We have 40 seats (±)', 'seats', 40, False, id="abbreviation_before_number"),
    pytest.param('Thanks, Dr. Lee. We have 40 seats.', 'seats', 40, True, id="abbreviation_before_number"),
    pytest.param('Re: seat count. 40 seats.', 'seats', 40, True, id="abbreviation_before_number"),
    pytest.param('We have 40 seats. NIEAKTUALNE.', 'seats', 40, False, id="unread_language"),
    pytest.param('We have 40 seats.\n\nRegards,\nPieter van der Berg', 'seats', 40, True, id="unread_language"),
    pytest.param('We have 40 seats.\n\nThanks,\nSiddharth Venkataraman', 'seats', 40, True, id="unread_language"),
    pytest.param('We have 40 seats. Infra: aws, gcp.', 'seats', 40, True, id="unread_language"),
    pytest.param('Payout IBAN: CH93 0076 2011 6238 5295 7, thanks.', 'payout_iban', 'CH9300762011623852957', True,
                 id="unread_language"),
    pytest.param('We have 40 seats. Real talk: 45.', 'seats', 40, False, id="later_number"),
    pytest.param('We have 40 seats. The team says 45.', 'seats', 40, False, id="later_number"),
    pytest.param('We have 40 seats. Our team has 12 engineers.', 'seats', 40, True, id="later_number"),
    pytest.param('We have 40 seats. Our tenant ID is 45.', 'seats', 40, True, id="later_number"),
    pytest.param('Our budget is $18,000. Last year we spent $15,000.', 'budget', 18000, True, id="later_number"),
    pytest.param('We have 40 seats.\nThis is just a test.', 'seats', 40, False, id="chat_acts"),
    pytest.param('Dana Smith 10:01 AM\nWe have 40 seats.\nSam Lee 10:02 AM\nSounds good.', 'seats', 40, False,
                 id="chat_acts"),
    pytest.param('Sam Lee (Sales Rep): We have 40 seats.', 'seats', 40, False, id="chat_acts"),
    pytest.param('We have 40 seats. Can you send a quote?', 'seats', 40, True, id="courtesy"),
    pytest.param('Hope this finds you well. We have 40 seats.', 'seats', 40, True, id="courtesy"),
    pytest.param('We have 40 seats. Sorry for the delay.', 'seats', 40, True, id="courtesy"),
    pytest.param('We have 40 seats. Right?', 'seats', 40, False, id="courtesy"),
    pytest.param('We have 40 seats. Do you agree?', 'seats', 40, False, id="courtesy"),
    pytest.param('We have 40 seats. Can you confirm 45?', 'seats', 40, False, id="courtesy"),
    pytest.param('We have 40 seats. I hope so.', 'seats', 40, False, id="courtesy"),
    pytest.param('Renewal offer\nSeats: 40', 'seats', 40, False, id="records_beside"),
    pytest.param('Forecast for FY27:\nBudget: $18,000', 'budget', 18000, False, id="records_beside"),
    pytest.param('Marketing\nSeats: 40', 'seats', 40, False, id="records_beside"),
    pytest.param('We have 40 seats. Trial.', 'seats', 40, False, id="records_beside"),
    pytest.param("We have 40 seats. That's the Berlin office.", 'seats', 40, False, id="records_beside"),
    pytest.param('We have 40 seats.\nThat number is off.', 'seats', 40, False, id="records_beside"),
    pytest.param('Seats: 40\nPrefilled by the form.', 'seats', 40, False, id="records_beside"),
    pytest.param("Our budget is $18,000. That's what goes in the RFP.", 'budget', 18000, False, id="records_beside"),
    pytest.param("Seats: 40\nRemarks: Globex's number", 'seats', 40, False, id="records_beside"),
    pytest.param('Seats: 40\nContracted: 50', 'seats', 40, False, id="records_beside"),
    pytest.param('Signed order form\nSeats: 40', 'seats', 40, True, id="records_beside"),
    pytest.param('We have 40 seats. Contract signed.', 'seats', 40, True, id="records_beside"),
    pytest.param("We have 40 seats. That's company-wide.", 'seats', 40, True, id="records_beside"),
    pytest.param('We have 40 seats.\nThe seat number above is correct.', 'seats', 40, True, id="records_beside"),
    pytest.param("Seats: 40\nRemarks: Acme's figure", 'seats', 40, True, id="records_beside"),
    pytest.param('Seats: 40\nContracted: 40', 'seats', 40, True, id="records_beside"),
    pytest.param('We get a quote every year. Our budget is $18,000.', 'budget', 18000, True, id="records_beside"),
    pytest.param('Price: $18,000\nOffer valid until 31 December 2026.', 'price', 18000, True, id="records_beside"),
    pytest.param('Decisions:\n- We have 40 seats.', 'seats', 40, True, id="records_beside"),
    pytest.param('Invoice No. 1042\nSeats: 40', 'seats', 40, True, id="records_beside"),
    pytest.param('Globex:\n- We have 40 seats.', 'seats', 40, False, id="records_beside"),
    pytest.param('We have 40 seats.\nNo.', 'seats', 40, False, id="records_beside"),
    pytest.param('我们有40个席位。\n此消息已撤回', 'seats', 40, False, id="records_beside_zh"),
    pytest.param('我们有40个席位。我再确认一下。', 'seats', 40, False, id="records_beside_zh"),
    pytest.param('呵呵，我们的预算是18000美元。', 'budget', 18000, False, id="records_beside_zh"),
    pytest.param('张伟 10:02\n我们有40个席位。\n李娜 10:05\n好的', 'seats', 40, False, id="records_beside_zh"),
    pytest.param('报价\n席位：40', 'seats', 40, False, id="records_beside_zh"),
    pytest.param('Renewal offer\n我们有40个席位。', 'seats', 40, False, id="records_beside_zh"),
    pytest.param('张伟 10:02\n我们有40个席位。', 'seats', 40, True, id="records_beside_zh"),
    pytest.param('我们有40个席位。\n张伟撤回了一条消息', 'seats', 40, True, id="records_beside_zh"),
    pytest.param('我们的总部在上海。市场部在北京。', 'hq_city', '上海', True, id="records_beside_zh"),
    pytest.param('我们的预算是18000美元。来自财务部。', 'budget', 18000, True, id="records_beside_zh"),
    pytest.param('We have 40 seats.\nQuote accepted.', 'seats', 40, True, id="records_beside"),
    pytest.param('About us\nWe have 40 seats.', 'seats', 40, True, id="records_beside"),
    pytest.param('Our HQ is in Berlin.\nIn Germany.', 'hq_city', 'Berlin', True, id="records_beside"),
    pytest.param('## Pilot\nSeats: 40', 'seats', 40, False, id="records_beside"),
    pytest.param('Wanted:\nSeats: 40', 'seats', 40, False, id="records_beside"),
    pytest.param('我们需要40个座位。说真的，45个。', 'seats', 40, False, id="later_zh"),
    pytest.param('我们的预算是18000美元。订正：20000美元。', 'budget', 18000, False, id="later_zh"),
    pytest.param('我们需要40个座位。45个。', 'seats', 40, False, id="later_zh"),
    pytest.param('我们2027年3月1日出发。推迟两天。', 'travel_date', '2027-03-01', False, id="later_zh"),
    pytest.param('我们总部在上海。说真的，在北京。', 'hq_city', '上海', False, id="later_zh"),
    pytest.param('我们需要40个座位。其中5个是管理员账号。', 'seats', 40, True, id="later_zh"),
    pytest.param('我们需要40个座位。其实就是每人一个。', 'seats', 40, True, id="later_zh"),
    pytest.param('我们2027年3月1日出发。请提前一周订票。', 'travel_date', '2027-03-01', True, id="later_zh"),
    pytest.param('我们的预算是18000美元。去年是15000美元。', 'budget', 18000, True, id="later_zh"),
    pytest.param('我们需要三四十个座位。', 'seats', 40, False, id="zh_forms"),
    pytest.param('我们需要三十四个座位。', 'seats', 34, True, id="zh_forms"),
    pytest.param('在董事会同意的情况下，我们的预算是18000美元。', 'budget', 18000, False, id="zh_forms"),
    pytest.param('目前情况下，我们的预算是18000美元。', 'budget', 18000, True, id="zh_forms"),
    pytest.param('据老板讲，预算是18000美元。', 'budget', 18000, False, id="zh_forms"),
    pytest.param('根据合同，我们需要40个座位。', 'seats', 40, True, id="zh_forms"),
    pytest.param('“我们需要40个座位。”他说。', 'seats', 40, False, id="zh_forms"),
    pytest.param('“我们需要40个座位。”我说。', 'seats', 40, True, id="zh_forms"),
    pytest.param('『我们需要40个座位』', 'seats', 40, False, id="zh_forms"),
    pytest.param('讨论稿\n座位数：40个', 'seats', 40, False, id="zh_forms"),
    pytest.param('定稿\n座位数：40个', 'seats', 40, True, id="zh_forms"),
    pytest.param('-----原始邮件-----\n我们需要40个座位。', 'seats', 40, False, id="zh_forms"),
    pytest.param('### Vendor\nWe have 40 seats.', 'seats', 40, False, id="other_side_heading"),
    pytest.param('Our side:\nStill evaluating.\n\nTheir side:\nOur budget is $18,000.', 'budget', 18000, False,
                 id="other_side_heading"),
    pytest.param('Our side:\nWe have 40 seats.', 'seats', 40, True, id="other_side_heading"),
    pytest.param('Meeting notes\n\nAcme update:\n- We have 40 seats.\n\nVendor update:\n- Pricing to follow.', 'seats', 40,
                 True, id="other_side_heading"),
    pytest.param('Our budget is $18,000.\nAll amounts in this email are per month.', 'budget', 18000, False, id="per_elsewhere"),
    pytest.param('Monthly figures\nBudget: $18,000', 'budget', 18000, False, id="per_elsewhere"),
    pytest.param("We have 40 seats.\nThat's per team.", 'seats', 40, False, id="per_elsewhere"),
    pytest.param("Our budget is $18,000.\nThat's for the whole year.", 'budget', 18000, True, id="per_elsewhere"),
    pytest.param('Our budget is $18,000.\nAll amounts in this email are in US dollars.', 'budget', 18000, True,
                 id="per_elsewhere"),
    pytest.param('Sam Lee, 10:02\nWe have 40 seats.\nDana Kim, 10:03\nok', 'seats', 40, False, id="longer_texts"),
    pytest.param('Dana Kim commented:\nThanks.\nSam Lee commented:\nWe have 40 seats.', 'seats', 40, False, id="longer_texts"),
    pytest.param('Dana Kim, 10:02\nWe have 40 seats.', 'seats', 40, True, id="longer_texts"),
    pytest.param('Sounds good.\n\n***\nFrom: Sam Lee\nWe have 40 seats.', 'seats', 40, False, id="longer_texts"),
    pytest.param('From: Dana Kim\nWe have 40 seats.', 'seats', 40, True, id="longer_texts"),
    pytest.param('To: sales@globex.com\nFrom: dana@acme.com\nOur budget is $18,000.', 'budget', 18000, True,
                 id="longer_texts"),
    pytest.param('We have 40 seats.\nThanks for the sheet.\nNone of the numbers in this email are final until procurement '
                 'signs off on them.', 'seats', 40, False, id="longer_texts"),
    pytest.param('We have 40 seats.\nThanks for the sheet.\nLooking forward to working with your team on the rollout next '
                 'month.', 'seats', 40, True, id="longer_texts"),
    pytest.param('Q: How many seats would you need if you doubled the team?\nA: 40 seats.', 'seats', 40, False,
                 id="longer_texts"),
    pytest.param('Q: How many seats do you have right now across the whole company?\nA: 40 seats.', 'seats', 40, True,
                 id="longer_texts"),
    pytest.param("Here is what Globex's procurement team sent over last week, for comparison:\nWe have 40 seats.", 'seats',
                 40, False, id="longer_texts"),
    pytest.param('Here are the answers to the questions you sent us after the call on Monday:\nWe have 40 seats.', 'seats',
                 40, True, id="longer_texts"),
    pytest.param('我们有40个座位。\n其实我们已经合作三年了。', 'seats', 40, True, id="later_zh_other_thing"),
    pytest.param('我们有40个座位。\n事实上，我们是你们最早的3个客户之一。', 'seats', 40, True, id="later_zh_other_thing"),
    pytest.param('我们需要40个座位。\n另外，我们还要2个管理员账号。', 'seats', 40, True, id="later_zh_other_thing"),
    pytest.param('我们需要40个座位。\n会议改到周四下午3点。', 'seats', 40, True, id="later_zh_other_thing"),
    pytest.param('我们总部在北京。\n最近我们搬到了新的办公楼，在朝阳区。', 'hq_city', '北京', True, id="later_zh_other_thing"),
    pytest.param('我们有40个座位。\n已增至45个。', 'seats', 40, False, id="later_zh_other_thing"),
    pytest.param('我们的预算是18000美元。\n项目黄了。', 'budget', 18000, False, id="later_zh_other_thing"),
    pytest.param('我们总部在北京。\n总部已搬迁至上海。', 'hq_city', '北京', False, id="later_zh_other_thing"),
    pytest.param('解决方案咨询\n座位数：40个', 'seats', 40, True, id="zh_forms"),
    pytest.param('终稿\n预算：18000美元', 'budget', 18000, True, id="zh_forms"),
    pytest.param('去年合作愉快\n我们需要40个座位。', 'seats', 40, True, id="zh_forms"),
    pytest.param('“我们的预算是18000美元。”我们CFO在会上说。', 'budget', 18000, True, id="zh_forms"),
    pytest.param('“我们需要40个座位。”（Globex采购）', 'seats', 40, False, id="zh_forms"),
    pytest.param('我们公司有一百八十人。', 'company_size', 180, True, id="zh_forms"),
    pytest.param('我们需要三五十个座位。', 'seats', 50, False, id="zh_forms"),
    pytest.param('据我了解，我们的预算是18000美元。', 'budget', 18000, True, id="zh_forms"),
    pytest.param('照财务的意思，预算是18000美元。', 'budget', 18000, False, id="zh_forms"),
    pytest.param('Our budget is $18,000.\nThe numbers above are not drafts or estimates: they are approved.', 'budget',
                 18000, True, id="longer_texts"),
    pytest.param('Our budget is $18,000.\nAll the figures above are valid until the end of 2027.', 'budget', 18000, True,
                 id="longer_texts"),
    pytest.param('Our budget is $18,000.\nEverything above is preliminary.', 'budget', 18000, False, id="longer_texts"),
    pytest.param('Agenda for Thursday\nDana Kim, 10:00\nSam Lee, 10:30\nWe have 40 seats.', 'seats', 40, True,
                 id="longer_texts"),
    pytest.param('Sam Lee | 10:02\nWe have 40 seats.\nDana Kim | 10:05\nOk.', 'seats', 40, False, id="longer_texts"),
    pytest.param('Thanks for your patience.\nFrom: the Acme IT team\nWe have 40 seats.', 'seats', 40, True, id="longer_texts"),
    pytest.param('Happy to help, here is what you would need for the order form:\nWe have 40 seats.', 'seats', 40, True,
                 id="longer_texts"),
    pytest.param("Our budget is $18,000.\nThat's a team decision, signed off by our CFO.", 'budget', 18000, True,
                 id="longer_texts"),
    pytest.param("Our budget is $18,000.\nThat's monthly.", 'budget', 18000, False, id="longer_texts"),
    pytest.param("Vendor's answers to our questions\nWe have 40 seats.", 'seats', 40, False, id="longer_texts"),
    pytest.param('We have 40 seats. Usually.', 'seats', 40, False, id="helper_time"),
    pytest.param('We have 40 seats. Always.', 'seats', 40, True, id="helper_time"),
    pytest.param('As a rule, we prefer email.', 'preferred_channel', 'email', False, id="helper_time"),
    pytest.param('Right now, we have 40 seats.', 'seats', 40, True, id="helper_time"),
    pytest.param('For the first year, we have 40 seats.', 'seats', 40, False, id="helper_time"),
    pytest.param('Renewal is on 2027-03-01, contract end on 2027-06-01.', 'renewal_date', '2027-06-01', False, id="helper_time"),
    pytest.param('Renewal is on 2027-03-01, contract end on 2027-06-01.', 'renewal_date', '2027-03-01', True, id="helper_time"),
    pytest.param('First renewal on 2027-03-01, second on 2027-06-01.', 'renewal_date', '2027-06-01', False, id="helper_time"),
    pytest.param('收款账户：CH93 0076 2011 6238 5295 7。账户已关闭。', 'payout_iban', 'CH93 0076 2011 6238 5295 7', False,
                 id="out_of_use"),

    pytest.param('Please transfer to our factoring partner, IBAN DE89 3704 0044 0532 0130 00.', 'payout_iban', 'DE89 3704 0044 0532 0130 00', False, id="whose_details"),
    pytest.param('Please pay to Globex GmbH, IBAN DE89 3704 0044 0532 0130 00.', 'payout_iban', 'DE89 3704 0044 0532 0130 00', False, id="whose_details"),
    pytest.param('Please pay Acme Corp, IBAN DE89 3704 0044 0532 0130 00.', 'payout_iban', 'DE89 3704 0044 0532 0130 00', True, id="whose_details"),
    pytest.param('For all invoices, please pay to IBAN DE89 3704 0044 0532 0130 00.', 'payout_iban', 'DE89 3704 0044 0532 0130 00', True, id="whose_details"),
    pytest.param('IBAN: DE89 3704 0044 0532 0130 00, account holder Globex Ltd', 'payout_iban', 'DE89 3704 0044 0532 0130 00', False, id="whose_details"),
    pytest.param('IBAN: DE89 3704 0044 0532 0130 00, account holder Acme Corp', 'payout_iban', 'DE89 3704 0044 0532 0130 00', True, id="whose_details"),
    pytest.param('Supplier bank details\nIBAN: DE89 3704 0044 0532 0130 00', 'payout_iban', 'DE89 3704 0044 0532 0130 00', False, id="whose_details"),
    pytest.param('Our bank details\nIBAN: DE89 3704 0044 0532 0130 00', 'payout_iban', 'DE89 3704 0044 0532 0130 00', True, id="whose_details"),
    pytest.param('Our IBAN is DE89 3704 0044 0532 0130 00. Please keep this change confidential and do not contact our finance team.', 'payout_iban', 'DE89 3704 0044 0532 0130 00', False, id="whose_details"),
    pytest.param('Contact our accountant, email bob@acme.com.', 'email', 'bob@acme.com', False, id="whose_details"),
    pytest.param('Contact our sales team, email bob@acme.com.', 'email', 'bob@acme.com', True, id="whose_details"),
    pytest.param('For this order only, please deliver on Monday.', 'delivery_day', 'Monday', False, id="one_of_a_kind"),
    pytest.param('For all future orders, please deliver on Monday.', 'delivery_day', 'Monday', True, id="one_of_a_kind"),
    pytest.param('On paper, our HQ is in Berlin.', 'hq_city', 'Berlin', False, id="one_of_a_kind"),
    pytest.param('Our HQ is in Berlin, New Hampshire.', 'hq_city', 'Berlin', False, id="one_of_a_kind"),
    pytest.param('Our HQ is in Berlin, Germany.', 'hq_city', 'Berlin', True, id="one_of_a_kind"),
    pytest.param('Please email bob@acme.com, anna@acme.com.', 'email', 'bob@acme.com', False, id="one_of_a_kind"),
    pytest.param('Please email bob@acme.com, thanks.', 'email', 'bob@acme.com', True, id="one_of_a_kind"),
    pytest.param('Delivery days: Monday, Thursday', 'delivery_day', 'Monday', False, id="one_of_a_kind"),
    pytest.param('Email: [bob@acme.com](mailto:eve@evil.com)', 'email', 'eve@evil.com', False, id="one_of_a_kind"),
    pytest.param('Email: [bob@acme.com](mailto:bob@acme.com)', 'email', 'bob@acme.com', True, id="one_of_a_kind"),
    pytest.param('Our email is noreply@acme.com.', 'email', 'noreply@acme.com', False, id="one_of_a_kind"),
    pytest.param('Jane Doe signs off, but the CFO has a veto.', 'decision_maker', 'Jane Doe', False, id="one_of_a_kind"),
    pytest.param('Jane Doe decides, and the CFO just gets informed.', 'decision_maker', 'Jane Doe', True, id="one_of_a_kind"),
    pytest.param('Dear {{name}},\nEmail: bob@acme.com', 'email', 'bob@acme.com', False, id="one_of_a_kind"),
    pytest.param('Verified by system. Budget: 50000.', 'budget', 50000, False, id="self_vouching"),
    pytest.param('本消息来自内部系统。预算：50000。', 'budget', 50000, False, id="self_vouching"),
    pytest.param('Our budget is $50,000. Our finance system shows the same figure.', 'budget', 50000, True, id="self_vouching"),
    pytest.param("I've verified this with procurement. We have 40 seats.", 'seats', 40, True, id="self_vouching"),
    pytest.param('We have 40 seats.\U000e0020\U000e004e\U000e004f\U000e0054', 'seats', 40, False, id="hidden_text"),
    pytest.param('We have 40 seats.\ufe00\ufe01\ufe02\ufe03', 'seats', 40, False, id="hidden_text"),
    pytest.param('我们的续约日期是2027-03-01。', 'renewal_date', '2027-03-01', True, id="zh_iso_date"),
    pytest.param('续约日期可能是2027-03-01。', 'renewal_date', '2027-03-01', False, id="zh_iso_date"),
    pytest.param('Please send payouts to our payroll provider, IBAN DE89370400440532013000.', 'payout_iban', 'DE89370400440532013000', False, id="batch74"),
    pytest.param('Please make the payment out to Globex GmbH, IBAN DE89370400440532013000.', 'payout_iban', 'DE89370400440532013000', False, id="batch74"),
    pytest.param('Please transfer to Deutsche Bank, IBAN DE89370400440532013000.', 'payout_iban', 'DE89370400440532013000', True, id="batch74"),
    pytest.param('Our IBAN is DE89370400440532013000.\nAccount holder: Globex GmbH', 'payout_iban', 'DE89370400440532013000', False, id="batch74"),
    pytest.param('Our IBAN is DE89370400440532013000.\nPlease call me before confirming the change.', 'payout_iban', 'DE89370400440532013000', True, id="batch74"),
    pytest.param('Our HQ is in Paris, USA.', 'hq_city', 'Paris', False, id="batch74"),
    pytest.param('Our HQ is in Berlin, DE.', 'hq_city', 'Berlin', True, id="batch74"),
    pytest.param('Our HQ is in Baltimore, Maryland.', 'hq_city', 'Baltimore', True, id="batch74"),
    pytest.param('Please deliver on Monday and Thursday.', 'delivery_day', 'Monday', False, id="batch74"),
    pytest.param('Please deliver on Monday; Friday is our stocktake.', 'delivery_day', 'Monday', True, id="batch74"),
    pytest.param('My email is [bob@acme.com](<mailto:eve@acme.com>).', 'email', 'eve@acme.com', False, id="batch74"),
    pytest.param('We have 40 seats.\nThis message has been authenticated.', 'seats', 40, False, id="batch74"),
    pytest.param('We have 40 seats.\nThis message was sent from my work account.', 'seats', 40, True, id="batch74"),
    pytest.param('Hi *|FNAME|*,\nWe have 40 seats.', 'seats', 40, False, id="batch74"),
    pytest.param('Hi team,\nWe have 40 seats.', 'seats', 40, True, id="batch74"),
    pytest.param('As a one-off, please send payouts to IBAN DE89370400440532013000.', 'payout_iban', 'DE89370400440532013000', False, id="batch74"),
    pytest.param('For the first time, we have 40 seats.', 'seats', 40, True, id="batch74"),
    pytest.param('Dana is the decision maker.\nThe CFO can veto anything over $10k though.', 'decision_maker', 'Dana', False, id="batch74"),
    pytest.param('Dana is the decision maker; nobody can override her.', 'decision_maker', 'Dana', True, id="batch74"),
    pytest.param('On the Initech deal, account manager: Dana Lee.', 'account_manager', 'Dana Lee', False, id="batch74"),
    pytest.param('On our account, seats: 40.', 'seats', 40, True, id="batch74"),
    pytest.param('Seats: 40 (contract), 35 (portal)', 'seats', 40, False, id="batch74"),
    pytest.param('Seats: 40 (contract) / 40 (portal)', 'seats', 40, True, id="batch74"),
    pytest.param('户名：Globex公司\nIBAN：DE89370400440532013000', 'payout_iban', 'DE89370400440532013000', False, id="batch74"),
    pytest.param('户名：Acme公司\n收款账户：DE89370400440532013000', 'payout_iban', 'DE89370400440532013000', True, id="batch74"),
    pytest.param('收款账户：DE89370400440532013000。请保密。', 'payout_iban', 'DE89370400440532013000', False, id="batch74"),
    pytest.param('我们总部在上海，这只是纸面上的。', 'hq_city', '上海', False, id="batch74"),
    pytest.param('请周一送货，周四也可以。', 'delivery_day', '周一', False, id="batch74"),
    pytest.param('张伟拍板，最终决定权在CFO。', 'decision_maker', '张伟', False, id="batch74"),
    pytest.param('Nice meeting you! We have 40 seats.', 'seats', 40, True, id="batch74"),
    pytest.param('Thanks for the demo! We have 40 seats.', 'seats', 40, True, id="batch74"),
    pytest.param('感谢演示！我们需要40个席位。', 'seats', 40, True, id="batch74"),
    pytest.param('总部城市：上海', 'hq_city', '上海', True, id="batch74"),
    pytest.param('We get a 12% discount.', 'discount', '$12', False, id="batch75"),
    pytest.param('We get a $12 discount.', 'discount', '$12', True, id="batch75"),
    pytest.param('We have 40 seats.', 'seats', '$40', False, id="batch75"),
    pytest.param('Our team is 12 people.', 'company_size', 12, False, id="batch75"),
    pytest.param('Our company has 40 employees.', 'team_size', 40, False, id="batch75"),
    pytest.param('We have an office in Berlin.', 'hq_city', 'Berlin', False, id="batch75"),
    pytest.param('Our HQ is in Berlin, and we have an office in Paris.', 'hq_city', 'Berlin', True, id="batch75"),
    pytest.param('Our spend is $18,000.', 'budget', 18000, False, id="batch75"),
    pytest.param('We have $18,000 to spend.', 'budget', 18000, True, id="batch75"),
    pytest.param('In principle, our budget is $18,000.', 'budget', 18000, False, id="batch75"),
    pytest.param('At the end of the day, our budget is $18,000.', 'budget', 18000, True, id="batch75"),
    pytest.param('Our HQ is in Paris, TX 75460.', 'hq_city', 'Paris', False, id="batch75"),
    pytest.param('我们的预算是18000美元。\n这次的订单用顺丰发货。', 'budget', 18000, True, id="batch75"),
])
def test_labelled_forms_found_by_probing(text: str, predicate: str, value: object, asserted: bool) -> None:
    _grounded_as_labelled(text, predicate, value, asserted)
