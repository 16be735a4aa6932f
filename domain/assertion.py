"""Does one sentence of a source assert this claim? (BRIEF rule 3, issue 13.)

Containing the number is not stating the fact. `ground` finds the sentences of a source that
state the value (numbers, currency, dates as in `grounding`), and accepts one only when, in the
clause that holds the value:
  - the predicate is named: its own words (snake_case split, generic words such as "date"
    aside) or an alias from the policy or from `lexicon/predicates.toml`;
  - the value is bound to it: not an approximation ("about $18k"), a range end ("10-20"), an
    alternative ("12 or 14"), nor a count of something else ("40 units" is not a budget);
  - it is about the subject: no other party ("our competitor", "Acme's parent company",
    "my wife's phone"); a bare third-person pronoun with the subject unnamed is unclear;
  - it is asserted: not a question, counterfactual, conditional, wish, plan, hedge, negation or
    someone else's reported words (a predicate's policy may `allow` plans, wishes or reports);
  - at its time: "last year", "until August", "from next month" (resolved against the source's
    capture time) limit or set the valid time, and conflict with a proposal's own valid time.
  - and it has the shape of a plain assertion (`_shape`, positive evidence, not a blacklist): in
    the item of the clause that holds the value, every other word is the predicate's name, a unit,
    a time, the subject, or a word of `[shape] frame` (lexicon) or of the predicate's own `frame`
    ("need" frames seats, not budget); only a premodifier stands between a determiner and the
    predicate ("our IT budget" is another budget). Anything else ("marketing budget", "draft",
    "per seat", "(requested)", "Q3 forecast") is unclear: held for a reviewer, never accepted.
    The value before a change ("from Berlin to Munich", "30 -> 45") grounds nothing, nor the size
    of one ("Budget cut: $18k", "up $18k", "-$18k"), nor a value struck through or in quotes, nor
    a line quoted as a reply quotes it ("> ..."), nor a form about another party ("Customer: Globex")
    or written for one ("Dana from Globex here. Our budget ...", "I'm calling from Globex.", a
    signature "-- Dana, Globex Inc.", "As Globex, ..."), nor a sentence labelled with another party's
    name ("Globex, budget: $18k", "Re: Globex - ...", "Regarding Globex, ...").
  - and the value is not in a string handed to code (`print("Our budget is $18,000.")`);
  - and no fragment right after it qualifies it ("Our budget is $18,000. Per seat.", "..., was, anyway"):
    a short line after the statement is read as the end of its sentence; a greeting, a signature or an
    aside is not a qualification;
  - and no later sentence takes it back: a retraction alone ("Not.", "JK.", "Scratch that."), one
    that calls what came before untrue ("That was a lie.", "I was joking.", "None of that is true."), a
    correction, or a bare other number for it ("Update: $20k."); nor does another sentence assert
    another value for the predicate (`asserts_another_value` asks the same of another source cited
    with it).
  - and nothing around it says it is not meant (batch 14): a cue in another clause of the sentence,
    before the value's ("Not approved yet, our budget is ...", "For Globex, ...") or after it in a
    clause that says nothing else ("... but not really"); a time there ("..., as of 2019"); a short
    sentence beside it ("Only if the board agrees.", "Here is a made-up example.") or a record's
    status or date ("Status: rejected", "As of: 2019"); a request for confirmation or an open to-do;
    letters the rules cannot read (Greek, Cyrillic: "ΝΟΤ" looks like "NOT"; characters that show
    nothing are dropped first); a comment or a code block; an open bound ("and up", "from"); a
    change's size ("12 new seats"); a name the value is only part of ("New York" for York); the
    person addressed ("you need 12 seats"). Each of these is held for a person, not refused.
  - and (a red-team pass, 2026-12-04) the value's currency is the claim's, whether written with the
    number, glued to its sign ("A$", "NZ$"), named beside it ("Budget in EUR: 18,000") or declared for the
    text ("All amounts in AUD."); the predicate is the subject's own and one thing: no other one's or
    any one's ("That budget", "One IBAN", "A discount is 12%", "Its budget" with the subject unnamed,
    "Budgets are"), no department's ("IT budget", "$18k (Board)", "团队预算") and not a part's or a plan's
    ("for the team", "in the plan"); the time is now or one the rules can date ("By then", "Eventually",
    "After the IPO" are held); and no idiom takes it back ("- yeah no", "not happening").
The verdict is `asserted`, `unclear` (a person decides: a cue elsewhere in the sentence, a
pronoun, a time conflict, a shape the rules do not know) or `absent`. The cue lists are data, one file per language
(`lexicon/en.toml`, `lexicon/zh.toml`). Sentences are split by pysbd (rule-based, no model);
Chinese by its sentence punctuation; pysbd is given a long line in windows, as its work grows with
the square of the sentences it is given. A source of more than MAX_SENTENCES sentences is not read
past them: it is `unclear` (a person decides), so what a crafted source costs to read is bounded;
so is a source with a sentence longer than MAX_SENTENCE_CHARS, or one that repeats the value more than MAX_PLACES
times (MAX_PLACES_IN_SOURCE in all): judging a place of the value looks at its whole sentence.
A source's parse is cached by its text (sources are immutable), within a bound on the sentences held.
"""
from __future__ import annotations

import gzip
import html
import json
import re
import threading
import tomllib
import unicodedata
from bisect import bisect_left
from collections import OrderedDict
from collections.abc import Callable, Iterable, Iterator
from contextvars import ContextVar
from dataclasses import dataclass, replace
from datetime import UTC, date, datetime, timedelta
from decimal import Decimal, InvalidOperation
from functools import lru_cache
from itertools import islice
from pathlib import Path
from typing import Any

from .canon import CURRENCIES, DOLLARS, canon_text, value_number, words_pattern
from .grounding import _DATE_FORMS, _date_of, _norm_phrase, as_date, dates_in
from .screening import IGNORABLE

_LEXICON = Path(__file__).parent / "lexicon"
_CJK = re.compile(r"[\u3400-\u9fff]")
_MULT = {"k": 1000, "thousand": 1000, "grand": 1000, "m": 1_000_000, "million": 1_000_000, "万": 10_000, "千": 1000,
         "亿": 100_000_000, "mn": 1_000_000}
# thousands set off by commas ("18,000") or by spaces, as SI and French write them ("18 000"; NFKC makes a
# no-break or thin space a space); "18 grand" is 18,000
_NUM = re.compile(
    r"(?<![a-z0-9.,/_])(?<!\d:)(?P<cur>[$€£¥])?\s?(?P<num>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d{1,3}(?: \d{3})+(?![\d]|[.,]\d)|\d{1,3}(?:['’]\d{3})+(?![\d'’]|[.,]\d)"
    r"|\d+(?:\.\d+)?)(?![\d,]*\d)(?![./:]\d)(?:\s?(?P<mult>(?:k|m|mn|thousand|million|grand)(?![a-z0-9])|(?:万|千|亿)(?![a-z])))?")
# (batch 94) and the capital numerals of cheques and invoices ("壹万捌仟元" is 18000): the same numbers, read alike
_ZH_DIGITS = {"零": 0, "〇": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9,
              "壹": 1, "贰": 2, "叁": 3, "肆": 4, "伍": 5, "陆": 6, "柒": 7, "捌": 8, "玖": 9}
_ZH_UNITS = {"十": 10, "百": 100, "千": 1000, "拾": 10, "佰": 100, "仟": 1000}
_ZH_NUM = re.compile(r"[零〇一二两三四五六七八九十百千万亿壹贰叁肆伍陆柒捌玖拾佰仟]{2,}|[十百千万]")
_ZH_DATE = re.compile(r"(?P<y>\d{4})\s*年\s*(?P<m>\d{1,2})\s*月(?:\s*(?P<d>\d{1,2})\s*[日号])?")
_WORD = re.compile(r"[a-z0-9][a-z0-9'_-]*|[\u3400-\u9fff]")
_POSSESSIVE = re.compile(r"(?<![\w'-])([a-z0-9][\w-]*)'s\b")
_MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
           "november", "december"]
# a month's number by its name or its three- or four-letter abbreviation ("dec", "sept", "december")
_MONTH_NUMBER = {m: i + 1 for i, name in enumerate(_MONTHS) for m in (name, name[:3], name[:4])}
_MONTH_RE = r"(?P<mon>jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|(?P<zhm>\d{1,2}|[一二三四五六七八九十]{1,2})月)"
_YEAR = re.compile(r"(?:(?<![\w])(?:in|during|since|from|until|till|through|by)\s+|(?<![\d/.-]))"
                   r"(?P<y>(?:19|20)\d{2})(?:(?<=(?:in|ng|ce|om|il|ll|gh|by)\s\d{4})(?![\d/-])|(?=\s*年)(?!\s*年\s*\d))")
# a year written as a label ("2019 budget", "(2019)", "FY23"), not a number of something
# (a fiscal year's label may touch Chinese text: "FY27预算", "我们FY2027的预算"; batch 96)
_BARE_YEAR = re.compile(r"(?:(?<![\w$€£¥.,/:#-])|(?<=[\u4e00-\u9fff]))fy\s?(?P<fyzh>\d{4}|\d{2})(?=[\u4e00-\u9fff])"
                        r"|(?<![\w$€£¥.,/:#-])(?:fy\s?(?P<fy>\d{4}|\d{2})|(?P<y>(?:19|20)\d{2}))"
                        r"(?![\w/-]|[.,]\d|\s*(?:年|k\b|m\b|million|thousand|%|\d))")
# (a Chinese month may touch the word before it: "截至3月", "从3月起"; batch 96)
_MONTH = re.compile(r"(?:(?<![\w\d])|(?<=[\u4e00-\u9fff])(?=\d{1,2}月))" + _MONTH_RE + r"(?![\w])(?!\s*\d)")
_ACTOR = re.compile(r"(?<![\w'&-])([A-Z][A-Za-z&-]+)(?:\s+(?:Inc|Corp|Ltd|LLC|GmbH|AG|SA)\.?)?\s+(?i:is|has|have|was|uses|"
                    r"pays|spends|moved|lives|needs|wants|got|had|will|plans|bought|signed|runs|operates|employs|"
                    r"prefers|gets|budgeted|allocated|spent|travels|flies|flew|leaves|left|departs|arrives|goes|went|"
                    r"returns|speaks|owns|holds|manages|works|resides|stays|renews|renewed|decides|decided|approves|"
                    r"approved|calls|called|owes|earns|receives|received|expects|targets|launches|ships|orders|ordered|"
                    r"requires|requested|requests|asked|asks|chose|chooses|picked|picks|booked|books|reports|reported|"
                    r"answers|handles|leads|heads|keeps|kept|wrote|writes|said|says|told|tells|noted|notes|mentioned|"
                    r"mentions|confirmed|confirms|quoted|quotes|offered|offers|charged|charges)(?![\w'])")
_FOR_NAME = re.compile(r"(?<![\w'])(?:for|of|per|For|Per)\s+(?:the\s+)?([A-Z][A-Za-z&-]+)(?![\w'])")
# the topic a sentence names ("Re: Globex, budget $18k", "Regarding Globex, our budget ...")
_TOPIC_NAME = re.compile(r"(?<![\w'])(?i:re|regarding|concerning|wrt|as for|as to)(?::\s*|\s+)(?:the\s+)?"
                         r"([A-Z][A-Za-z&-]+)(?![\w'])")
# a name the sentence starts with, set off from the rest: "Globex, budget: $18k", "Globex (an Acme company) budget"
_LABEL_NAME = re.compile(r"^\s*([A-Z][A-Za-z&-]+)(?:\s+(?:Inc|Corp|Ltd|LLC|GmbH|AG|SA)\.?)?\s*(?:,|\(|;| -+ | — |–)")
_FIRST_PERSON = re.compile(r"(?<![\w'])(?:i|i'm|i've|we|we're|we've|our|ours|my|us)(?![\w'])|我们|我")
_ZH_OWNER = re.compile(r"(?<![A-Za-z&-])([A-Za-z][A-Za-z&-]*)\s*的")
_VERB = re.compile(r"(?<![\w'])(?:is|are|was|were|has|have|had)(?![\w'])|'s(?![\w])|是|为|有")
_WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")  # in date.weekday() order
_CALENDAR = frozenset(["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
                       "november", "december", *_WEEKDAYS, "q1", "q2", "q3", "q4"])
_CATEGORIES = ("question", "counterfactual", "conditional", "wish", "plan", "future", "hedge", "negation", "reported",
               "reporters_self", "hearsay", "other_party", "third_person", "self", "clause_breaks", "past_tense", "modal", "change_verbs", "partial",
               "reopened", "corrects", "framing", "request")


@dataclass(frozen=True, slots=True)
class Grounding:
    """What a source says about one claim: `asserted`, `unclear` (a person decides) or `absent`."""

    verdict: str
    sentence: str | None  # the sentence that asserts it, or came closest; None when no sentence holds the value
    why: str
    valid_from: datetime | None = None
    valid_to: datetime | None = None
    # a bare number the asserting sentence gives in another currency than the dollar ("18000 euros"):
    # its key part ("eur"), so the claim is compared as that money (canon.money_key); "" otherwise
    currency: str = ""


# ---------------------------------------------------------------- lexicon (data files)

def _cue_phrases(phrases: list[str]) -> list[str]:
    return sorted({canon_text(x).replace("’", "'") for x in phrases if x.strip()}, key=len, reverse=True)


def _starts_word(p: str, zh: bool) -> bool:
    """An English phrase that must start a word ("n't" and "'d like" attach to one)."""
    return not zh and p[0].isalnum() and not p.startswith("n'")


def _phrase_re(phrases: list[str], zh: bool) -> re.Pattern[str] | None:
    """One pattern for a cue list: English on word boundaries, Chinese as substrings.

    The phrases that start a word share one word-start check in front of their alternatives, so
    that each alternative begins with a literal and the engine skips it on its first character
    (a lookbehind in every alternative cost a tenth of the gate's CPU). The matches are the same:
    a word phrase and any other ("'d like", "n't", "/s") never match at the same place, since they
    differ in their first character or, for "n'", in the second.
    """
    words: list[str] = []
    others: list[str] = []
    for p in _cue_phrases(phrases):
        esc = re.escape(p).replace(r"\ ", r"\s+")
        if not zh and p[-1].isalnum():
            esc += r"(?![\w])" if p.endswith("'") else r"(?![\w'])"
        (words if _starts_word(p, zh) else others).append(esc)
    parts = [r"(?<![\w'])(?:" + "|".join(words) + ")"] if words else []
    parts += others
    return re.compile("|".join(parts)) if parts else None


# the words of a sentence as a word phrase of a cue list starts (after no letter, digit or apostrophe)
_WORD_STARTS = re.compile(r"(?<![\w'])\w+")


@dataclass(frozen=True)
class _Keys:
    """What every match of a cue list's pattern holds, so that a sentence with none of it is not
    searched (most sentences hold no cue of most lists): one of `words`, as a whole word of
    `_WORD_STARTS` (the first word of a phrase that starts a word), or one of `pieces` as a substring
    (the first piece, up to a space, of any other phrase)."""

    words: frozenset[str]
    pieces: tuple[str, ...]

    def absent(self, norm: str, words: frozenset[str]) -> bool:
        return self.words.isdisjoint(words) and not any(x in norm for x in self.pieces)


def _cue_keys(phrases: list[str], zh: bool) -> _Keys:
    words: set[str] = set()
    pieces: set[str] = set()
    for p in _cue_phrases(phrases):
        first = re.match(r"\w+", p)
        # the phrase's first word ends where the sentence's word ends: at a character that is not a
        # letter, digit or underscore, or at the phrase's end when its pattern checks the word ends
        if _starts_word(p, zh) and first is not None and (first.end() < len(p) or p[-1].isalnum()):
            words.add(first.group())
        else:
            pieces.add(p.split(" ")[0])
    return _Keys(frozenset(words), tuple(sorted(pieces)))


@dataclass(frozen=True)
class _CueIndex:
    """The keys of all a language's cue lists, by key: the lists a sentence may hold are looked up
    from its words (a test list by list cost more than the searches it saved)."""

    by_word: dict[str, tuple[str, ...]]  # a first word -> the cue lists it keys
    by_piece: tuple[tuple[str, str], ...]  # (a literal piece, the cue list it keys)

    @classmethod
    def of(cls, keys: dict[str, _Keys]) -> _CueIndex:
        by_word: dict[str, list[str]] = {}
        for c, k in keys.items():
            for w in k.words:
                by_word.setdefault(w, []).append(c)
        return cls({w: tuple(cs) for w, cs in by_word.items()},
                   tuple((x, c) for c, k in keys.items() for x in k.pieces))

    def lists_in(self, norm: str, words: frozenset[str]) -> set[str]:
        """The cue lists whose keys `norm` holds (`words`: its `_WORD_STARTS`); no other can match."""
        found: set[str] = set()
        for w in words & self.by_word.keys():
            found.update(self.by_word[w])
        found.update(c for x, c in self.by_piece if x in norm)
        return found


def _edge_re(phrases: list[str], zh: bool, *, end: bool) -> re.Pattern[str] | None:
    """A cue list anchored at the end (just before the value) or the start (just after it)."""
    parts = []
    for p in sorted({canon_text(x) for x in phrases if x.strip()}, key=len, reverse=True):
        esc = re.escape(p).replace(r"\ ", r"\s+")
        if not zh and end and p[0].isalnum():
            esc = r"(?<![\w])" + esc
        if not zh and not end and p[-1].isalnum():
            esc += r"(?![\w])"
        parts.append(esc)
    if not parts:
        return None
    return re.compile("(?:" + "|".join(parts) + r")\s*$" if end else r"^\s*(?:" + "|".join(parts) + ")")


@dataclass(frozen=True)
class _Lang:
    cues: dict[str, re.Pattern[str] | None]
    cue_index: _CueIndex  # what each cue list's matches hold (a sentence without it is not searched)
    approx_before: tuple[str, ...]
    approx_after: tuple[str, ...]
    approx_not: tuple[str, ...]
    labels_before: tuple[str, ...]
    delta_before_re: re.Pattern[str] | None
    question_starts: tuple[str, ...]
    approx_before_re: re.Pattern[str] | None
    approx_after_re: re.Pattern[str] | None
    units: frozenset[str]
    units_zh: tuple[str, ...]
    currency: frozenset[str]
    possessive_ok: frozenset[str]
    name_ok: frozenset[str]
    places: frozenset[str]  # a place names no party ("Greetings from Berlin", "Acme | Munich")
    regions: re.Pattern[str] | None  # what a place may lie in ("Germany", "Ohio", "TX"), at the start of a name
    clause_starters: frozenset[str]
    time_past: re.Pattern[str] | None
    time_relative: dict[str, tuple[str, int]]
    time_relative_re: re.Pattern[str] | None
    time_starts: tuple[str, ...]
    time_ends: tuple[str, ...]
    frame: frozenset[str]  # [shape]: the words a plain assertion may have around predicate and value
    frame_re: re.Pattern[str] | None  # Chinese: the same words, removed before the check
    subject_words: frozenset[str]
    subject_re: re.Pattern[str] | None
    discourse: frozenset[str]
    preamble: frozenset[str]
    lead: frozenset[str]  # [shape] lead: the words a line a colon ends may hold above the sentence it introduces
    premodifier: frozenset[str]
    np_start: frozenset[str]
    verb_first: frozenset[str]
    affirming: re.Pattern[str] | None  # negations that say the value holds ("no changes", "没变")
    change_to: tuple[str, ...]


def _regions_re(names: list[str]) -> re.Pattern[str] | None:
    """Regions at the start of a capitalised name: written out in any case ("Germany", "GERMANY"), an
    abbreviation only as written ("TX", "U.S."; "In", "Or", "Me" are words)."""
    if not names:
        return None
    short = sorted((re.escape(x) for x in names if x.replace(".", "").isupper() and len(x.replace(".", "")) <= 4),
                   key=len, reverse=True)
    full = sorted((re.escape(unicodedata.normalize("NFKC", x)) for x in names
                   if not (x.replace(".", "").isupper() and len(x.replace(".", "")) <= 4)), key=len, reverse=True)
    return re.compile(r"(?:(?i:" + "|".join(full) + r")|" + "|".join(short) + r")(?![\w])")


@lru_cache(maxsize=4)
def _lexicon(code: str) -> dict[str, Any]:
    """A language's lexicon file as parsed (read once; callers must not change it)."""
    text = (_LEXICON / f"{code}.toml").read_text(encoding="utf-8")
    return tomllib.loads(text.translate(_simplified()))  # its traditional phrases as the sentences are read


@lru_cache(maxsize=4)
def _lang(code: str) -> _Lang:
    raw = _lexicon(code)
    zh = code == "zh"
    t = raw.get("time", {})
    rel = {canon_text(k): (v[0], int(v[1])) for k, v in t.get("relative", {}).items()}
    return _Lang(
        cues={c: _phrase_re(raw.get(c, []), zh) for c in _CATEGORIES},
        cue_index=_CueIndex.of({c: _cue_keys(raw.get(c, []), zh) for c in _CATEGORIES}),
        approx_before=tuple(sorted((canon_text(x) for x in raw.get("approx_before", [])), key=len, reverse=True)),
        approx_after=tuple(sorted((canon_text(x) for x in raw.get("approx_after", [])), key=len, reverse=True)),
        approx_not=tuple(canon_text(x) for x in raw.get("approx_not", [])),
        approx_before_re=_edge_re(raw.get("approx_before", []), zh, end=True),
        delta_before_re=_edge_re(raw.get("delta_before", []), zh, end=True),
        question_starts=tuple(canon_text(x) + " " for x in raw.get("question_starts", [])),
        approx_after_re=_edge_re(raw.get("approx_after", []), zh, end=False),
        labels_before=tuple(sorted((canon_text(x) for x in raw.get("labels_before", [])), key=len, reverse=True)),
        units=frozenset(canon_text(x) for x in raw.get("units", [])),
        units_zh=tuple(sorted(raw.get("units", []), key=len, reverse=True)) if zh else (),
        currency=frozenset(canon_text(x) for x in raw.get("currency", [])),
        possessive_ok=frozenset(canon_text(x) for x in raw.get("possessive_ok", [])),
        name_ok=frozenset(canon_text(x) for x in raw.get("name_ok", [])),
        places=frozenset(w for x in raw.get("places", []) for w in canon_text(x).split()),
        regions=_regions_re(raw.get("regions", [])),
        clause_starters=frozenset(canon_text(x) for x in raw.get("clause_starters", [])),
        time_past=_phrase_re(t.get("past", []), zh),
        time_relative=rel,
        time_relative_re=_phrase_re(list(rel), zh),
        time_starts=tuple(canon_text(x) for x in t.get("starts", [])),
        time_ends=tuple(canon_text(x) for x in t.get("ends", [])),
        frame=frozenset(canon_text(x) for x in raw.get("shape", {}).get("frame", [])),
        frame_re=re.compile("|".join(re.escape(x) for x in sorted(raw.get("shape", {}).get("frame", []), key=len,
                                                                  reverse=True))) if zh else None,
        subject_words=frozenset(canon_text(x) for x in raw.get("shape", {}).get("subject", [])),
        subject_re=_phrase_re(raw.get("shape", {}).get("subject", []), True) if zh else None,
        discourse=frozenset(canon_text(x) for x in raw.get("shape", {}).get("discourse", [])),
        preamble=frozenset(canon_text(x) for x in raw.get("shape", {}).get("preamble", [])),
        lead=frozenset(canon_text(x) for x in raw.get("shape", {}).get("lead", [])),
        premodifier=frozenset(canon_text(x) for x in raw.get("shape", {}).get("premodifier", [])),
        np_start=frozenset(canon_text(x) for x in raw.get("shape", {}).get("np_start", [])),
        verb_first=frozenset(canon_text(x) for x in raw.get("shape", {}).get("verb_first", [])),
        affirming=_phrase_re(raw.get("affirming", []), zh),
        change_to=tuple(canon_text(x) for x in raw.get("shape", {}).get("change_to", [])),
    )


@lru_cache(maxsize=1)
def _predicate_defaults() -> tuple[frozenset[str], dict[str, dict[str, Any]]]:
    raw = _lexicon("predicates")
    generic = frozenset(canon_text(w) for w in raw.get("generic", {}).get("words", []))
    return generic, {canon_text(k): v for k, v in raw.get("predicates", {}).items()}


def _stem(w: str) -> str:
    """A crude English stem, enough to let "remind" name "reminder" and "seats" name "seat"."""
    for suffix in ("ings", "ing", "ers", "er", "ed", "es", "s"):
        if len(w) > len(suffix) + 3 and w.endswith(suffix):
            return w[: -len(suffix)]
    return w


@dataclass(frozen=True)
class _Pred:
    names: re.Pattern[str] | None  # words and aliases that name the predicate
    units: frozenset[str]
    units_zh: tuple[str, ...]
    allow: frozenset[str]
    words: frozenset[str]
    declared: frozenset[str]  # units from the data or the policy (not the predicate's own words)
    own: frozenset[str]  # the words of the predicate's key ("remaining", "budget")
    stems: frozenset[str]  # stems of the units and the words that name it
    frame: frozenset[str]  # words a plain assertion of this predicate may hold besides the [shape] frame
    index: int | None  # "reading_5": the 5th of a series ("Readings 1 2 3 ...")
    unframe: frozenset[str] = frozenset()  # words of the [shape] frame that, beside this predicate, name another thing
    known: bool = False  # the lexicon lists it (predicates.toml): the rules know its kind (batch 101)


_MEASURES = frozenset({"size", "length", "age", "weight", "height", "duration", "width", "depth"})


@lru_cache(maxsize=512)
def _pred(predicate: str, aliases: tuple[str, ...], units: tuple[str, ...], allow: tuple[str, ...]) -> _Pred:
    generic, defaults = _predicate_defaults()
    key = canon_text(predicate)
    d = defaults.get(key, {})
    words = [w for w in re.split(r"[_\s.:/-]+", key) if w]
    # a word of the key that names another thing on its own ("manager" of account_manager is the writer's boss,
    # "city" of hq_city any city: `weak` in the lexicon; batch 96, red-team 28b) names it only with the others
    weak = {canon_text(w) for w in d.get("weak", ())}
    strong = [w for w in words if w not in weak and w not in generic] or ([] if weak else words)
    names = {*strong, *(canon_text(a) for a in d.get("aliases", ())),
             *(canon_text(a).translate(_simplified()) for a in aliases)}  # (a policy's alias in either script)
    en, zh = [n for n in names if not _CJK.search(n)], [n for n in names if _CJK.search(n)]
    alts = []
    if len(words) > 1:  # the key as written: "team_size", "team size", "team-size"
        alts.append(r"[\s_-]?".join(re.escape(w) for w in words))
    for n in sorted(en, key=len, reverse=True):
        stem = _stem(n) if " " not in n else n
        body = re.escape(stem).replace(r"\ ", r"\s+")
        tail = r"[a-z]{0,4}" if len(stem) >= 4 and " " not in n else ("s?" if n.isalpha() else "")
        if n.endswith("ated") and tail:  # a participle's noun names another thing: "located", not "Location: Berlin" (a
            tail = r"(?!ions?(?![\w]))" + tail  # job's, an event's, a warehouse's place; _ATED_NOUN, batch 102)
        alts.append(body + tail)
    # one word-start check before the alternatives: the engine tries them only where a word begins
    parts = [r"(?<![\w])(?:" + "|".join(alts) + r")(?![\w])"] if alts else []
    if zh:
        parts.append("|".join(re.escape(n) for n in sorted(zh, key=len, reverse=True)))
    all_units = [*d.get("units", ()), *units]
    # the key's own word counts it ("seats": 40 seats), unless the key measures it ("team_size": 12 people, not 12 teams)
    counted = () if words and words[-1] in _MEASURES else strong
    unit_set = {canon_text(u) for u in all_units} | {*counted, *(w + "s" for w in counted)}
    return _Pred(
        names=re.compile("|".join(parts)) if parts else None,
        units=frozenset(unit_set),
        units_zh=tuple(sorted((u for u in all_units if _CJK.search(u)), key=len, reverse=True)),
        allow=frozenset([*d.get("allow", ()), *allow]),
        words=frozenset(canon_text(n) for n in names) | weak,  # (a weak word is still the predicate's, beside the others)
        declared=frozenset(canon_text(u) for u in all_units),
        own=frozenset(words),
        stems=frozenset(_stem(u) for u in {*unit_set, *(canon_text(n) for n in names)}),
        frame=frozenset(canon_text(w) for w in d.get("frame", ())),
        index=int(m.group(1)) if (m := re.fullmatch(r"[a-z][a-z_]*?_(\d+)", key)) else None,
        unframe=frozenset(canon_text(w) for w in d.get("unframe", ())),
        known=bool(d),
    )


# ---------------------------------------------------------------- parsing a source (cached)

@dataclass(frozen=True, slots=True)
class _Sentence:
    raw: str
    norm: str
    zh: bool
    clauses: tuple[tuple[int, int], ...]
    hits: dict[str, tuple[tuple[int, int], ...]]  # cue category -> spans in `norm`
    question: bool
    parties: tuple[tuple[int, str], ...]  # capitalised names that act in it ("Globex has", "for Initech")
    owners: tuple[str, ...]  # Latin names owning something in Chinese ("Globex的")
    quoted: bool = False  # on a line quoted as a reply quotes ("> ..."): someone's earlier words
    hidden: bool = False  # in a comment or a code block: it states nothing
    cased: str = ""  # `norm` with its case kept, where the two are alike but for case ("" where not)
    label: tuple[int, str] | None = None  # a name it starts with, set off by a comma, a dash or a bracket
    acting: str = ""  # its case kept, names capitalised when only its first letter is (`_casings`, mostly)


_LINES = re.compile(r"[\r\n]+")
_SPACES = re.compile(r"\s+")
_CLAUSE_CUT = re.compile(r",(?!\d)|(?<!\d),|;| -+ | — |\(|\)")
_AND_NEXT = re.compile(r"(?<![\w])and\s+([\w']+)")  # "and" before the word that may start a new clause


# characters that show nothing (zero-width, joiners, direction marks): "I\u200bf" reads "If"
_INVISIBLE = re.compile(IGNORABLE)
# question and irony marks of other scripts, read as "?"
_MARKS = str.maketrans({"؟": "?", "‽": "?", "⸮": "?", "¿": "?", "⁈": "?", "⁉": "?", "՞": "?"})


@lru_cache(maxsize=1)
def _simplified() -> dict[int, str]:
    """Traditional Chinese characters to their simplified forms, one for one (OpenCC's character table, from
    the opencc-python-reimplemented package): grounding reads "我們的預算" as "我们的预算", so every Chinese cue
    and alias holds in either script. A traditional character that is also a simplified one of its own
    ("麽", "藴") is left as it is, and so is one whose simplified form is not a single character."""
    from importlib.resources import files
    table = files("opencc").joinpath("dictionary")
    simplified = {line.split("\t", 1)[0] for line in table.joinpath("STCharacters.txt").read_text(encoding="utf-8").splitlines()}
    out: dict[int, str] = {}
    for line in table.joinpath("TSCharacters.txt").read_text(encoding="utf-8").splitlines():
        trad, _, to = line.partition("\t")
        first = to.split(" ")[0]
        if len(trad) == 1 and len(first) == 1 and trad != first and trad not in simplified:
            out[ord(trad)] = first
    return out


# what splits Chinese characters without a meaning of its own: spaces, a hyphenation point (batch 87: "去 年 的", "作‧废")
_CJK_SPLIT = re.compile(r"(?<=[\u4e00-\u9fff])[\s\u2027\u30fb]+(?=[\u4e00-\u9fff])")


def _simplified_cjk(s: str) -> str:
    """`s` in simplified Chinese characters, with what splits its characters taken out (above)."""
    return _CJK_SPLIT.sub("", s.translate(_simplified()))


def _cased(s: str) -> str:
    """A sentence as grounding reads it, its case kept: NFKC, invisible characters out, other
    scripts' question marks as "?", traditional Chinese characters as simplified ones, one space
    between words."""
    s = _INVISIBLE.sub("", unicodedata.normalize("NFKC", s)).translate(_MARKS).replace("’", "'").replace("‘", "'")
    if not s.isascii():
        s = _simplified_cjk(s.replace("\u0332", "").replace("\u0333", ""))  # (the underline marks: decoration)
    return _SPACES.sub(" ", s).strip()


_LOWER_WORD = re.compile(r"(?<![\w'])[a-z][\w'-]*")


@lru_cache(maxsize=1)
def _common() -> frozenset[str]:
    """Lower-case words that are not names: the English lexicon's (its `common` list and the words of
    every other list but its places and regions), the departments and roles, the calendar, the numbers
    in words ("twelve")."""
    raw = {k: v for k, v in _lexicon("en").items() if k not in ("places", "regions")}
    words: set[str] = set()

    def walk(o: Any) -> None:
        if isinstance(o, str):
            words.update(re.findall(r"[a-z]+", o.lower()))
        elif isinstance(o, dict | list):
            for v in o.values() if isinstance(o, dict) else o:
                walk(v)

    walk(raw)
    return frozenset(words) | _NOT_PARTY | _CALENDAR | frozenset(_EN_UNITS) | frozenset(_EN_TENS) | frozenset(_EN_SCALES)


def _capitalise(m: re.Match[str]) -> str:
    w = m.group()
    return w if w in _common() else w[0].upper() + w[1:]


def _casings(text: str, *, every: bool = False, mostly: bool = False) -> tuple[str, ...]:
    """`_one_case_readings`, remembered for texts no longer than a sentence the gate reads (the
    rules that look for a party ask for the same sentence's, speaker's or label's readings again
    and again; a longer text, which can only be held, is not worth keeping in memory)."""
    if len(text) > MAX_SENTENCE_CHARS:
        return _one_case_readings(text, every=every, mostly=mostly)
    return _cased_readings(text, every, mostly)


@lru_cache(maxsize=4096)
def _cased_readings(text: str, every: bool, mostly: bool) -> tuple[str, ...]:
    return _one_case_readings(text, every=every, mostly=mostly)


def _one_case_readings(text: str, *, every: bool = False, mostly: bool = False) -> tuple[str, ...]:
    """`text`, and when it is written in one case (chat in lower case, a label in capitals) the same
    with every word but the common ones capitalised: the patterns that find a party by the capital
    of its name then read "dana from globex here" and "GLOBEX PROCUREMENT" as they read "Dana from
    Globex here" and "Globex procurement". `every`: every word capitalised (a signature's line, where
    a title is capitalised too: "dana smith\nhead of finance, globex"). `mostly`: a sentence whose only
    capitals are its first letter and "I" counts as one case too (for the patterns of whose words,
    where a name is all they look for: "Thanks for calling globex.")."""
    if text.islower() or text.isupper() or (mostly and _STARTS_ONLY.sub("", text).islower()):
        return text, _LOWER_WORD.sub(lambda m: m.group()[0].upper() + m.group()[1:] if every else _capitalise(m),
                                     text.lower())
    return (text,)


# the capitals a sentence in lower case still has: its first letter, "I" ("Thanks for calling globex.")
_STARTS_ONLY = re.compile(r"^[^A-Za-z]*[A-Z]|(?<![\w'])I(?=$|[\s'’,.!?])")


def _norm(s: str) -> str:
    return _cased(s).casefold()


@lru_cache(maxsize=1)
def _segmenter() -> Any:
    import pysbd
    from pysbd.utils import TextSpan

    class Segmenter(pysbd.Segmenter):
        """pysbd's segmenter (pinned: 0.3.4), whose sentences are found back in the text without a pattern each.

        pysbd finds each sentence it made in the original text with `re.finditer` on the sentence escaped, then spaces:
        a pattern compiled for every sentence of every source, which also pushed the rules' own patterns out of
        the `re` module's cache (512 entries), so they were compiled again. The same search as a string search:
        the occurrences of the sentence left to right, none overlapping the one before, each with the whitespace
        after it, the first that ends past the sentence before."""

        def sentences_with_char_spans(self, sentences: list[str]) -> list[Any]:
            text, spans, prior_end = self.original_text, [], 0
            for sent in sentences:
                if not sent:  # (pysbd makes none) an empty sentence matches everywhere: pysbd's own search
                    hit = next((m for m in re.finditer(r"\s*", text) if m.end() > prior_end), None)
                    if hit is not None:
                        spans.append(TextSpan(hit.group(), hit.start(), hit.end()))
                        prior_end = hit.end()
                    continue
                at = text.find(sent)
                while at >= 0:
                    end = at + len(sent)
                    while end < len(text) and text[end].isspace():
                        end += 1
                    if end > prior_end:
                        spans.append(TextSpan(text[at:end], at, end))
                        prior_end = end
                        break
                    at = text.find(sent, end)
            return spans

    return Segmenter(language="en", clean=False)


# a sentence terminator (with closing quotes or brackets) followed by whitespace: where pysbd may split.
# A line without one is a single sentence: most chat messages, parsed without pysbd (a fifth of the
# gate's time under load went into segmenting such lines)
_BOUNDARY = re.compile(r"[.!?…][\"'”’)\]]*\s")


# pysbd's work grows with the square of the sentences it is given (its abbreviation pass and its
# search for each sentence's span rescan the whole text): one 64 KiB line of "a. a. a." cost 40 s
# of CPU, in the event loop of the process deciding. It is given windows of a line instead, each
# taken up to the start of its last sentence (which the window's end may cut), so every boundary
# it draws has a sentence of context after it, as on the whole line. A window grows while pysbd
# finds no end in it, up to a little past MAX_SENTENCE_CHARS: what is left of the line is then one
# sentence (a line of "Mr. Mr. ..." or "A confirmed A confirmed ..." cost 15-36 s before this bound)
SEGMENT_WINDOW = 1000  # characters given to pysbd at once (a sentence longer than that widens it)
# a source with more sentences than this is not read past them: grounding holds it for a person
# (`TOO_LONG`). 64 KiB of prose is some 600 sentences; only machine-made text comes near this.
MAX_SENTENCES = 2000
# a sentence longer than this (machine-made: prose has none) is not judged: a person decides. Judging
# a value looks at the clauses and cues of its whole sentence, once per place the value stands in it
MAX_SENTENCE_CHARS = 2000
# places of the value judged in one sentence, and in one source: past them, a person decides (a
# sentence that repeats the value more often than this is machine-made, and each place costs a
# look at its whole sentence)
MAX_PLACES, MAX_PLACES_IN_SOURCE = 8, 256
# sentences times parts of the value, the reads of one grounding: a value of many parts (up to
# max_value_bytes) against a long source is held for a person past it
MAX_READS = 4_000
# ... and parts times characters: each part is judged against the whole text (34 parts against 16 KiB took 0.9 s)
MAX_READ_CHARS = 256 * 1024
# what grounding says of such a source: no sentence quoted (""), a person decides
TOO_LONG = Grounding("unclear", "", f"the source has more sentences than the gate reads ({MAX_SENTENCES:,}): "
                                    "a person decides")


def _segment(line: str) -> Iterator[str]:
    """pysbd's sentences of `line`, window by window (SEGMENT_WINDOW)."""
    segmenter, pos, n = _segmenter(), 0, len(line)
    while pos < n:
        width = SEGMENT_WINDOW
        while True:
            window = line[pos:pos + width]
            parts = segmenter.segment(window)
            if pos + width >= n or len(parts) > 1:
                break
            if width > MAX_SENTENCE_CHARS:  # no end pysbd will draw ("Mr. Mr. Mr. ..."): past what the gate judges
                yield line[pos:]  # one sentence longer than MAX_SENTENCE_CHARS (the source waits for a person)
                return
            width *= 2  # one sentence fills the window: it may go on past it
        if pos + width >= n:
            yield from parts
            return
        keep = parts[:-1]
        taken = sum(map(len, keep))
        if "".join(keep) != window[:taken]:  # pysbd gives the text back as it was; if not, the window is done
            yield from parts
            taken = len(window)
        else:
            yield from keep
        pos += taken


def _split(text: str) -> Iterator[str]:
    return (piece for piece, _, _ in _split_lines(text))


# a code block, a block comment (HTML, C), a line comment: what stands in them states nothing
_FENCE = re.compile(r"^\s*(?:```|~~~)")
_OPENS = (("<!--", "-->"), ("/*", "*/"))
# block comments of other languages and templates, and docstrings, only where a line opens with them ("(*" and "{-"
# may stand inside prose): Jinja/Twig, FreeMarker, JSP, Haskell, OCaml/Pascal, Mermaid/Matlab, Python, Ruby, Handlebars,
# Razor, ERB
_OPENS_AT_START = (("{#", "#}"), ("<#--", "-->"), ("<%--", "--%>"), ("{-", "-}"), ("(*", "*)"), ("%%", "%%"),
                   ('"""', '"""'), ("'''", "'''"), ("=begin", "=end"), ("{{!--", "--}}"), ("{{!", "}}"),
                   ("@*", "*@"), ("<%#", "%>"))
# a line comment: "// ...", or Markdown's, a link definition nothing links to ("[//]: # (...)",
# "[comment]: <> (...)"), which no reader sees
_LINE_COMMENT = re.compile(r"^\s*(?://|\[[^\]\n]*\]:\s*(?:#|<>)(?:\s|$))")


def _opens_with(line: str, start: str) -> bool:
    """Whether `line` opens a block comment with `start`: followed by a space or the line's end, except a
    docstring's quotes ("(*) Prices exclude VAT." is a footnote, not OCaml)."""
    return line.startswith(start) and (start in ('"""', "'''") or line[len(start):len(start) + 1] in ("", " ", "\t"))


# a section's number or label in front of a heading: "2. Globex Inc.", "Section 4 — Next year", "Appendix C: Globex",
# "§4 Munich office", "Ticket #4411 — Globex", "3.2 Year 2", "四、明年", "（二）上海办事处", "第四部分：答案" (batch 90)
_SECTION_MARK = re.compile(
    r"^\s*(?:#{1,6}\s*|\*\*|__)?"
    r"(?:(?:(?i:section|part|item|appendix|annex|exhibit|schedule|chapter|sheet|tab|ticket|question|step|page|slide|article|"
    r"clause|case|scenario|option|task|exercise|customer|client|account|row|entry|record|attachment|figure|table|lot|no\.?|"
    r"nr\.?)(?:\s+#?|\s*#)\s*|§\s*|#\s*)(?:\d{1,5}(?:\.\d{1,2}){0,3}|[ivxlcIVXLC]{1,5}|[A-Z])(?![\w])"
    r"\s*(?:[.):：]|\s[-–—]+)?\s+"
    r"|(?:\d{1,2}(?:\.\d{1,2}){0,3}|[ivxIVX]{1,4}|[A-Ha-h])[.)]\s+|\d{1,2}(?:\.\d{1,2}){1,3}\s+"
    r"|[一二三四五六七八九十]{1,3}[、.．]\s*|[（(][一二三四五六七八九十\d]{1,3}[)）]\s*"
    r"|第[一二三四五六七八九十\d]{1,3}(?:部分|章|节|條|条|项|页|题|部|篇)\s*[:：、]?\s*"
    r"|(?:附件|附录|表|图|案例|题)[一二三四五六七八九十\d]{1,3}\s*[:：、.．]?\s*)"
    r"(?=\S)")
_LIST_ITEM = re.compile(r"^\s*(?:[-*\u2022+]\s|\d{1,2}[.)]\s)")
_HEADING_END = re.compile(r"^[^.!?。！？]*\.?$")  # (one full stop at the end at most: "Globex Inc.")


def _section_heading(line: str, below: str | None) -> str | None:
    """`line` without its section's number or label, when it is a heading: a few words, no sentence's end mark, above a
    line that is not an item of the same list. Each check that reads a heading then reads it as it would without the
    number ("4. Munich office" as "Munich office"); a list's numbered items stay as written."""
    if below is None or _LIST_ITEM.match(below) or _SECTION_MARK.match(below) or (m := _SECTION_MARK.match(line)) is None:
        return None
    head = line[m.end():].strip(" \t*_#()[]（）")
    if not head or not _HEADING_END.match(head) or ":" in head or "：" in head or len(_WORD.findall(_CJK.sub(" a ", head.casefold()))) > 6:
        return None
    return head


def _split_lines(text: str) -> Iterator[tuple[str, bool, bool]]:
    """The sentences of `text`, each with whether its line is quoted ("> ...", as a reply quotes)
    and whether it stands in a code block or a comment (a numbered heading without its number, `_section_heading`)."""
    fenced, closing = False, ""
    lines = [x for x in _LINES.split(text) if x.strip()]
    for i, line in enumerate(lines):
        if (head := _section_heading(line, lines[i + 1] if i + 1 < len(lines) else None)) is not None:
            line = head
        hidden = fenced or bool(closing)
        if _FENCE.match(line):
            fenced, hidden = not fenced, True
        if closing:
            if closing in line:
                closing = ""
        else:
            opened = line.lstrip()
            block = next(((end, line[at + len(start):]) for start, end in _OPENS if (at := line.find(start)) >= 0), None) \
                or next(((end, opened[len(start):]) for start, end in _OPENS_AT_START if _opens_with(opened, start)), None)
            if block is not None:  # (the comment's end, what follows its start on the line)
                hidden = True
                if block[0] not in block[1]:
                    closing = block[0]
        hidden = hidden or bool(_LINE_COMMENT.match(line))
        quoted = line.lstrip().startswith(">")
        if _CJK.search(line):
            pieces: Iterable[str] = re.split(r"(?<=[。！？!?])", line)
        elif not _BOUNDARY.search(line):  # no terminator followed by more text: one sentence, no parse
            pieces = (line,)
        else:
            pieces = _rejoined(_segment(line))
        if "~~" in line or "<" in line:
            pieces = _struck_whole(pieces)
        for piece in pieces:
            if piece.strip():
                yield piece.strip(), quoted, hidden



_STRIKE_OPEN = re.compile(r"<(s|del|strike)>", re.IGNORECASE)


def _struck_whole(pieces: Iterable[str]) -> Iterator[str]:
    """The sentences of a line, none cut inside a strikethrough: "~~我们总部在上海。~~ 我们总部在北京。" is split
    after its first full stop, inside the strike, whose sentence would then stand unstruck (batch 88)."""
    held = ""
    for piece in pieces:
        held += piece
        if held.count("~~") % 2 == 0 and len(_STRIKE_OPEN.findall(held)) <= len(re.findall(r"</(?:s|del|strike)>", held, re.IGNORECASE)):
            yield held
            held = ""
    if held:
        yield held

# an abbreviation before a number, at whose full stop the segmenter may end a sentence ("We have approx. 40 seats."
# read as "We have approx." and "40 seats.", whose second would stand alone as a plain statement)
_ABBREVIATION_END = re.compile(r"(?<![\w])(?:approx|appr|ca|c|circa|est|estd|abt|avg|max|min|prob|ungef|env|aprox|apx|esp|"
                               r"incl|excl|resp|cf|vs|nr|no|mind|mx|mn|tot|poss|prev|orig|[a-z])\.\s*$", re.IGNORECASE)
_SHORT_END = re.compile(r"(?<![\w])([a-z]{2,6})\.\s*$")  # a short lower-case word before the full stop
_NUMBER_START = re.compile(r"\s*(?:[$€£¥~≈±]\s*)?(?:\d|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|"
                           r"fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|a\s+hundred|a\s+dozen|"
                           r"dozen)(?![\w]))", re.IGNORECASE)


MAX_REJOINED = 400  # the longest sentence rejoined at an abbreviation (prose has none longer; a line of "approx. 4 " has)


def _rejoined(pieces: Iterable[str]) -> Iterator[str]:
    """The segmenter's sentences, a piece that starts with a number joined to the one before it when that one ends
    with an abbreviation (`_ABBREVIATION_END`, or a short lower-case word that is no English word: "appx.")."""
    held = ""
    for piece in pieces:
        if held and len(held) + len(piece) <= MAX_REJOINED and re.fullmatch(r"\W*no\.\s*", held, re.IGNORECASE) and \
                re.match(r"\s*of\s", piece):
            held += piece  # "No. of seats: 40"
            continue
        if held and len(held) + len(piece) <= MAX_REJOINED and _NUMBER_START.match(piece) and (_ABBREVIATION_END.search(held) or (
                (w := _SHORT_END.search(held)) is not None and w.group(1) not in _english())):
            held += piece
            continue
        if held:
            yield held
        held = piece
    if held:
        yield held


def _spans(p: re.Pattern[str] | None, s: str) -> list[tuple[int, int]]:
    return [(m.start(), m.end()) for m in p.finditer(s)] if p is not None else []


def _langs(zh: bool) -> tuple[_Lang, ...]:
    return (_lang("en"), _lang("zh")) if zh else (_lang("en"),)


def _clauses(norm: str, zh: bool, hits: dict[str, list[tuple[int, int]]]) -> tuple[tuple[int, int], ...]:
    """Clause spans: split at , ; dashes, "but"-like words and "and" before a new subject;
    a short piece with no cue of its own (a list item, "please") joins the clause before it."""
    cuts = {m.start() for m in _CLAUSE_CUT.finditer(norm)}
    cuts |= {a for a, _ in hits.get("clause_breaks", [])}
    starters = _lang("en").clause_starters
    for m in _AND_NEXT.finditer(norm):
        if m.group(1) in starters:
            cuts.add(m.start())
    bounds = sorted({0, *cuts, len(norm)})
    pieces = [(a, b) for a, b in zip(bounds, bounds[1:], strict=False) if norm[a:b].strip(" ,;-—()")]
    cue_starts = sorted(x for c in ("negation", "hedge", "conditional", "wish", "plan", "other_party", "reported")
                        for x, _ in hits.get(c, []))
    merged: list[tuple[int, int]] = []
    for a, b in pieces:
        short = len(_WORD.findall(norm[a:b])) <= (6 if zh else 4) and not _VERB.search(norm, a, b)
        i = bisect_left(cue_starts, a)  # a cue of its own starts in [a, b)?
        if merged and short and not (i < len(cue_starts) and cue_starts[i] < b):
            merged[-1] = (merged[-1][0], b)
        else:
            merged.append((a, b))
    return tuple(merged)


# a question mark closing a quotation or a bracket ('"So, 40 seats?" "Yes."', '«40 seats?»')
_QUOTED_QUESTION = re.compile(r"\?\s*[\"'”’»)\]」』）]")


# a cue's word that is something else in these phrases ("Once again, our discount is 10%.", "无论如何" is "in any case";
# batch 82's controls)
_NOT_A_CUE = {"conditional": re.compile(r"once(?=\s+(?:again|more)(?![\w]))"), "question": re.compile(r"(?<=无论)如何")}


def _parse_sentence(raw: str, quoted: bool = False, hidden: bool = False) -> _Sentence:
    raw_n = _cased(raw)
    norm = raw_n.casefold()
    zh = bool(_CJK.search(norm))
    hits: dict[str, list[tuple[int, int]]] = {c: [] for c in _CATEGORIES}
    words = frozenset(_WORD_STARTS.findall(norm))
    for lang in _langs(zh):
        for c in lang.cue_index.lists_in(norm, words):
            hits[c] += _spans(lang.cues[c], norm)
    for c, p in _NOT_A_CUE.items():
        if hits[c]:
            hits[c] = [(x, y) for x, y in hits[c] if p.match(norm, x) is None]
    question = norm.rstrip(" .!。").endswith("?") or norm.startswith("?") or bool(hits["question"]) or \
        norm.startswith(_lang("en").question_starts) or _QUOTED_QUESTION.search(norm) is not None
    clauses = _clauses(norm, zh, hits)
    acting = _casings(raw_n, mostly=True)[-1]  # the parties that act in it, when only its first letter is capitalised
    # the names of its values, when it is written in one case (the same reading as `acting`'s then)
    named = acting if raw_n.islower() or raw_n.isupper() else raw_n
    parties = tuple((m.start(1), m.group(1).casefold()) for p in (_ACTOR, _FOR_NAME, _TOPIC_NAME)
                    for m in p.finditer(acting))
    label = (m.start(1), m.group(1).casefold()) if (m := _LABEL_NAME.match(acting)) else None
    owners = tuple(m.group(1).casefold() for m in _ZH_OWNER.finditer(raw_n)) if zh else ()
    return _Sentence(raw, norm, zh, clauses, {k: tuple(v) for k, v in hits.items()}, question, parties, owners, quoted,
                     hidden, named if len(named) == len(norm) else "", label, acting)


class _ParseCache:
    """The parses of the sources seen last, by text: at most `sentences` sentences (about 1-3 KB
    each) in all, so a stream of long crafted sources cannot fill the memory, and at most
    `entries` sources."""

    def __init__(self, sentences: int = 50_000, entries: int = 2048) -> None:
        self.budget, self.entries = sentences, entries
        self.held = 0
        self._parses: OrderedDict[str, tuple[_Sentence, ...]] = OrderedDict()
        self._lock = threading.Lock()  # a long source may be grounded off the event loop's thread

    def get(self, text: str) -> tuple[_Sentence, ...] | None:
        with self._lock:
            hit = self._parses.get(text)
            if hit is not None:
                self._parses.move_to_end(text)
            return hit

    def put(self, text: str, parsed: tuple[_Sentence, ...]) -> None:
        with self._lock:
            if text in self._parses or len(parsed) > self.budget:
                return
            self._parses[text] = parsed
            self.held += len(parsed)
            while self.held > self.budget or len(self._parses) > self.entries:
                self.held -= len(self._parses.popitem(last=False)[1])

    def clear(self) -> None:
        with self._lock:
            self._parses.clear()
            self.held = 0


_PARSES = _ParseCache()


def parse(text: str) -> tuple[_Sentence, ...]:
    """A source's sentences with their clauses and cues, at most MAX_SENTENCES + 1 of them (one
    more says the source is longer than grounding reads). Sources are immutable: cached by text."""
    parsed = _PARSES.get(text)
    if parsed is None:
        parsed = tuple(_parse_sentence(s, quoted, hidden)
                       for s, quoted, hidden in islice(_split_lines(text), MAX_SENTENCES + 1))
        _PARSES.put(text, parsed)
    return parsed


parse.cache_clear = _PARSES.clear  # type: ignore[attr-defined]  # as functools' caches (tests, benchmarks)


# ---------------------------------------------------------------- where the value is stated

def _zh_number(s: str) -> Decimal | None:
    total, section, digit, last = 0, 0, 0, 1
    for i, ch in enumerate(s):
        if ch in _ZH_DIGITS:
            digit = _ZH_DIGITS[ch]
        elif ch in _ZH_UNITS:
            section += (digit or 1) * _ZH_UNITS[ch]
            digit, last = 0, _ZH_UNITS[ch]
        elif ch in ("万", "亿"):
            total = (total + section + digit) * (10_000 if ch == "万" else 100_000_000)
            section = digit = 0
            last = 10_000 if ch == "万" else 100_000_000
        else:
            return None
        if i == len(s) - 1 and ch in _ZH_DIGITS and i > 0 and s[i - 1] in "十百千万亿拾佰仟" and last >= 100:
            digit *= last // 10  # "两万五" is 25000, "三千二" is 3200
    return Decimal(total + section + digit)


def _number_of(m: re.Match[str]) -> Decimal | None:
    """The number a match of `_NUM` writes, its multiplier applied ("18k" is 18000)."""
    try:
        d = Decimal(re.sub(r"[, '’]", "", m.group("num")))  # "18,000", "18 000", "18'000" (Swiss)
    except InvalidOperation:
        return None
    return d * _MULT[m.group("mult")] if m.group("mult") else d


_EN_UNITS = {w: i for i, w in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
    "seventeen eighteen nineteen".split())}
_EN_TENS = {w: 10 * i for i, w in enumerate("twenty thirty forty fifty sixty seventy eighty ninety".split(), 2)}
_EN_SCALES = {"hundred": 100, "thousand": 1000, "million": 1_000_000, "billion": 1_000_000_000}
_EN_NUMBER_WORD = "|".join(sorted([*_EN_UNITS, *_EN_TENS, *_EN_SCALES], key=len, reverse=True))
# a number in words ("eighteen thousand", "forty-two", "one hundred and twenty"): at most 12 words, so
# that a crafted run of them costs one bounded match
_EN_WORDS_NUM = re.compile(r"(?<![\w-])(?:a\s+(?=hundred|thousand|million|billion))?(?:" + _EN_NUMBER_WORD + r")"
                           r"(?:(?:\s+and\s+|\s+|-)(?:" + _EN_NUMBER_WORD + r")){0,11}(?![\w-])")


def _en_words_number(words: str) -> Decimal | None:
    """The number English words write ("eighteen thousand" -> 18000); None if they are no number
    ("thousand hundred", "twelve eleven")."""
    total, current, last, prev_scale = 0, 0, None, 0
    for w in re.findall(r"[a-z]+", words):
        if w in ("a", "and"):
            current = current or (1 if w == "a" else 0)
            continue
        if w in _EN_UNITS or w in _EN_TENS:
            v = _EN_UNITS.get(w, _EN_TENS.get(w, 0))
            if last in ("unit",) or (last == "tens" and w in _EN_TENS) or (last == "tens" and v >= 10):
                return None  # "twelve eleven", "twenty thirty"
            current += v
            last = "tens" if w in _EN_TENS else "unit"
        elif w == "hundred":
            if current == 0 or current >= 100:
                return None
            current *= 100
            last = "hundred"
        else:
            scale = _EN_SCALES[w]
            if current == 0 or (prev_scale and scale >= prev_scale):
                return None  # "thousand", "five thousand two thousand"
            total += current * scale
            current, last, prev_scale = 0, "scale", scale
    return Decimal(total + current)


def _number_spans(norm: str, n: Decimal) -> list[tuple[int, int, bool]]:
    """Where `norm` states the number n: (start, end, with a currency sign), in digits or in English
    words ("eighteen thousand dollars", "forty seats")."""
    out = []
    for m in _EN_WORDS_NUM.finditer(norm):
        if _en_words_number(m.group()) == n:
            cur = m.start() > 0 and norm[m.start() - 1] in "$€£¥"
            out.append((m.start() - cur, m.end(), cur))
    for m in _NUM.finditer(norm):
        d = _number_of(m)
        if d is None:
            continue
        mult = m.group("mult")
        end = m.end()
        if mult == "万" and (tail := re.match(r"(\d)千?(?![\d万千])", norm[end:])):
            d += int(tail.group(1)) * 1000  # "1万8" and "1万8千" are 18000
            end += tail.end()
        if d == n:
            out.append((m.start(), end, bool(m.group("cur"))))
    if _CJK.search(norm):
        for m in _ZH_NUM.finditer(norm):
            if _zh_number(m.group()) == n:
                out.append((m.start(), m.end(), False))
    return out


# a numeric date whose day and month could be read either way ("03/04/2026"): the third field says
# it is ambiguous (`_ground_leaf` holds it); "25/01/2026" and ISO dates are not
_NUMERIC_DMY = _DATE_FORMS[-1]


def _date_spans(norm: str, d: tuple[int, int, int | None]) -> list[tuple[int, int, bool]]:
    out: list[tuple[int, int, bool]] = []
    taken: list[range] = []
    for form in (_ZH_DATE, *_DATE_FORMS):
        for m in form.finditer(norm):
            if any(m.start() in r for r in taken):
                continue
            found = _date_of(m)
            if found:
                taken.append(range(m.start(), m.end()))
                if found == d or (d[2] is None and found[:2] == d[:2]):
                    ambiguous = form is _NUMERIC_DMY and int(m.group("d")) <= 12 and int(m.group("d")) != int(m.group("m"))
                    out.append((m.start(), m.end(), ambiguous))
    return out


@lru_cache(maxsize=1024)
def _phrase_pattern(phrase: str) -> re.Pattern[str]:
    # a long identifier may be written in groups ("DE89 3704 0044 0532 0130 00", "4417-2291-0042")
    words = ["[ -]?".join(re.escape(c) for c in w) if len(w) >= 10 and sum(c.isdigit() for c in w) >= 6
             else re.escape(w) for w in re.split(r"[\s]+", phrase) if w]
    body = r"[\s\W_]*".join(words)
    head = "" if _CJK.match(phrase) else r"(?<![a-z0-9_])"
    tail = "" if _CJK.search(phrase[-1:]) else r"(?![a-z0-9_])"
    if _ADDRESS.search(phrase):  # "acme.com" is not the end of "evil-acme.com" or the start of "acme.com.evil.io"
        head, tail = head + r"(?<![a-z0-9_][.@-])", tail + r"(?![.@-][a-z0-9_])"
    return re.compile(head + body + tail)


# a value written as an address: a dot or an at sign between word characters ("acme.com", "dana@acme.com")
_ADDRESS = re.compile(r"[a-z0-9_][.@][a-z0-9_]|^@")


# a claimed percentage ("12%") is stated however the sign is written: "12%", "12 %", "12 percent",
# "12 per cent", "12 pct", "12.0%"
_PERCENT_VALUE = re.compile(r"\s*(\d{1,12}(?:\.\d{1,12})?)\s*%\s*")
_PERCENT_SAID = re.compile(r"(?<![a-z0-9_.,])(\d{1,12}(?:\.\d{1,12})?)\s*(?:%|percent|per\s?cent|pct)(?![a-z0-9_])")


def _amount(value: Any) -> Decimal | None:
    """The number a claimed value is: a number, or a percentage written as a string ("12%"), which
    every check on amounts applies to as it does to a number."""
    n = value_number(value)
    if n is None and isinstance(value, str) and (pct := _PERCENT_VALUE.fullmatch(value)) is not None:
        return Decimal(pct.group(1))
    return n


def _value_phrase(value: str) -> str:
    """A claimed string as the sentences are read: normalised, in simplified Chinese characters (`_cased`)."""
    phrase = _norm_phrase(value)
    return phrase if phrase.isascii() else _simplified_cjk(phrase)


def _value_spans(norm: str, value: Any) -> list[tuple[int, int, bool]]:
    d = as_date(value)
    if d is not None:
        return _date_spans(norm, d)
    n = value_number(value)
    if n is not None:
        return _number_spans(norm, n)
    if isinstance(value, str) and (pct := _PERCENT_VALUE.fullmatch(value)) is not None:
        want = Decimal(pct.group(1))
        return [(m.start(), m.end(), False) for m in _PERCENT_SAID.finditer(norm) if Decimal(m.group(1)) == want]
    if isinstance(value, str):
        phrase = _value_phrase(value)
        return [(m.start(), m.end(), False) for m in _phrase_pattern(phrase).finditer(norm)] if phrase else []
    return []


# ---------------------------------------------------------------- is it asserted?

def _in(spans: tuple[tuple[int, int], ...], a: int, b: int, skip: tuple[int, int] = (-1, -1)) -> bool:
    """A span starting in [a, b) and not in `skip` (a loop: most lists are empty, and a generator
    for them cost more than the test)."""
    for x, _ in spans:
        if a <= x < b and not (skip[0] <= x < skip[1]):
            return True
    return False


_JOINER = r"(?:-|–|—|/|to|or|and|~|through|thru|到|至|或者|或|和)"  # between the two ends of a range or alternatives
_RANGE_AFTER = re.compile(r"^" + _JOINER + r"\s*[$€£¥]?\s*\d")
RANGE_REACH = 80  # characters before a value searched for a range's other end (a crafted run of digits is not read whole)
_RANGE_BEFORE = re.compile(r"\d[\d,.]*\s*(?:k|m|万|千)?\s*" + _JOINER + r"\s*[$€£¥]?$")


def _approximate(s: _Sentence, a: int, b: int, vs: int, ve: int, numeric: bool) -> str | None:
    """Why the value, as written, is not exactly stated (approximation, bound, range, alternative)."""
    before, after = _unstruck(s.norm[a:vs]), s.norm[ve:b].lstrip()
    if s.zh:
        after = re.sub(r"^[个名位台件张套份家]", "", after)
    for lang in _langs(s.zh):
        # ("went up to" is a change, not a bound: it spares the words before the value, not a bound after it: "went up
        # to $18,000+", batch 112)
        if not before.endswith(lang.approx_not) and before.endswith(lang.approx_before) and \
                lang.approx_before_re is not None and (m := lang.approx_before_re.search(before, max(0, len(before) - 40))):
            return f'"{m.group().strip()}" makes it approximate'
        unit = re.match(r"[a-z]+\s+", after) if not s.zh else None  # "12 seats and up"
        for rest in (after, after[unit.end():] if unit and unit.group().strip() in lang.units else None):
            if rest is not None and lang.approx_after_re is not None and (m := lang.approx_after_re.match(rest)):
                return f'"{m.group().strip()}" makes it approximate'
    if numeric:
        if _RANGE_AFTER.match(after) or re.match(r"^(?:-|–|~|到|至)\s*[一二三四五六七八九十]", after):
            return "it is one end of a range or one of alternatives"
        changed = _in(s.hits["change_verbs"], a, b) and re.search(
            r"(?<![\w])from\s*[$€£¥]?\s*\d[\d,.]*\s*(?:k|m)?\s*(?:[a-z%]+\s+)?to\s*[$€£¥]?$", before)
        if not changed and _RANGE_BEFORE.search(before[-RANGE_REACH:]):  # the other end stands right before it
            return "it is one end of a range or one of alternatives"
        if re.search(r"(?<![\w])between(?![\w])|介于", s.norm[a:vs]):
            return "it is one end of a range"
    return None


# "or" beside the value, whatever its kind: "Q4 or Q1", "2027-03-01 or 2027-04-01", "either Dana or Lee",
# "$18,000, or $20,000 with support" (across the comma that ends the value's clause)
_OR_AFTER = re.compile(r"\s*(?:[,;]|\s[–—-]+)?\s*(?:or|oder|ou|或者|或)(?![\w])")
# a name or a word value with another beside it across a slash: "Slack/Teams" (a number's or a date's slash is its own)
_SLASH_AFTER = re.compile(r"\s*/\s*[^\W\d_]")
_SLASH_BEFORE = re.compile(r"[^\W\d_]\s*/\s*$")
_OR_BEFORE = re.compile(r"(?:(?<![\w])(?:or|either|oder|ou|entweder)|或者|或)\s*[,:]?\s*$")


_OPENING_QUOTES, _CLOSING_QUOTES = "\"'“‘`«", "\"'”’`»"


def _scare_quoted(norm: str, x: int, y: int) -> bool:
    """Whether norm[x:y] stands in quotes that are not a key's ('our "budget" is', not '"budget": 18000')."""
    return x > 0 and y < len(norm) and norm[x - 1] in _OPENING_QUOTES and norm[y] in _CLOSING_QUOTES and \
        not re.match(r"\s*[:=]", norm[y + 1:y + 4])


def _alternative(s: _Sentence, a: int, vs: int, ve: int, words: bool = False) -> str | None:
    """Why the value is one of alternatives the sentence gives (None: it is not). `words`: a value
    in words, for which a slash beside it joins another ("Slack/Teams")."""
    if _OR_AFTER.match(s.norm, ve) or _OR_BEFORE.search(s.norm, max(a, vs - 16), vs):
        return "it is one of alternatives"
    if words and (_SLASH_AFTER.match(s.norm, ve) or _SLASH_BEFORE.search(s.norm, max(a, vs - 3), vs)):
        return "it is one of alternatives (a slash)"
    return None


# a sign written on the value ("-$18k", "+18,000"): "Discount - 20%" is a dash, "10-20" a range
_SIGNED = re.compile(r"(?<![\w.,])[-+−‐‑–][$€£¥]?$")

# after a number: per mille, per ten thousand, a Chinese price share ("8折": pay 80 %, a 20 % discount)
_NOT_PERCENT_AFTER = re.compile(r"\s*(?:[‰‱]|折)")

# a word right after a number that names the next field of a record, not what the number counts ("seats" in
# "budget=18000 seats=40", "budget: 18000, seats: 40")
_FIELD_NAME_AFTER = re.compile(r"\s*(?:=|:\s*[$€£¥]?\d)")


def _bound_elsewhere(s: _Sentence, a: int, vs: int, ve: int, b: int, cur: bool, pred: _Pred) -> str | None:
    """A number that belongs to something else: a unit the predicate does not count ("40
    units" is not a budget), an ordinal ("the 14th"), an identifier ("ticket 4417")."""
    after = s.norm[ve:b]
    if re.match(r"(?:st|nd|rd|th)(?![a-z])", after):
        return "the number is an ordinal"
    if (m := _NOT_PERCENT_AFTER.match(after)) is not None:  # batch 88: "15‰" is 1.5 %, "8折" is 20 % off
        return f'the number is a share of another kind ("{s.norm[vs:ve].strip()}{m.group().strip()}"), not the value as claimed'
    if not s.norm[vs:vs + 1].isspace() and _SIGNED.search(s.norm, a, vs):  # (a span may start at a space)
        return "a signed number is a change, or another value"
    before = _unstruck(s.norm[a:vs])
    labelled = before.removesuffix(":").rstrip()  # "Budget cut: $18k" is "cut $18k"
    for lang in _langs(s.zh):
        if lang.delta_before_re is not None and (m := lang.delta_before_re.search(labelled, max(0, len(labelled) - 30))):
            return f'"{m.group().strip()}": a change or a comparison, not the value'
    year = re.fullmatch(r"(?:19|20)\d{2}", s.norm[vs:ve].strip())
    if year and not cur and re.search(r"(?<![\w])(?:in|for|since|by|until|till|from|of)$", before) and \
            not pred.words & {"year", "founded", "built", "since", "date", "mfd", "mfg", "manufactured", "made"}:
        return "the number is a year"
    if re.search(r"(?<![\w])(?:number|no\.?|id|#|code|ref|reference|extension|ext)\s*(?:is|was|:|=)$|编号是$|号码是$", before):
        return "the number is an identifier"
    for lang in _langs(s.zh):
        if not before.endswith(lang.labels_before):  # one test for the common case: no label at all
            continue
        for lab in lang.labels_before:
            if before.endswith(lab) and lab not in pred.words and (not lab[0].isalnum() or len(before) == len(lab)
                                                                  or not before[-len(lab) - 1].isalnum() or s.zh):
                return f'the number belongs to "{lab}"'

    if s.zh:
        tail = after.lstrip()
        if any(tail.startswith(u) for u in (*pred.units_zh, *pred.declared)):
            return None
        for u in _lang("zh").units_zh:
            if tail.startswith(u) and u not in pred.words:
                return f'the number counts "{u}"'
        for u in _lang("zh").currency:
            if tail.startswith(u) and pred.declared and not any(x in _lang("zh").currency for x in pred.units_zh):
                return "the number is an amount of money"
    en = _lang("en")
    m = re.match(r"\s*-?\s*([a-z%]+(?:-[a-z]+)?|%)", after)
    word = m.group(1) if m else ""
    if "-" in word and word not in en.units:
        word = word.split("-")[0]
    if word and word not in pred.units and _stem(word) not in pred.stems and \
            not (m is not None and _FIELD_NAME_AFTER.match(after, m.end())):  # "budget=18000 seats=40": the next field's name
        if word in en.units and word not in pred.words:
            return f'the number counts "{word}"'
    money = cur or word in en.currency
    if money and pred.declared and not (pred.declared & (en.currency | _lang("zh").currency)):
        return "the number is an amount of money"
    return None


@lru_cache(maxsize=1024)
def _subject_names(subject: str) -> tuple[frozenset[str], str]:
    kind, _, name = canon_text(subject).partition(":")
    if not name:
        kind, name = "", kind
    return _name_words(name) | ({name} if name else set()), kind


def _name_words(name: str) -> frozenset[str]:
    """The words of a name, as a subject's and a party's are compared ("acme corp" -> acme, corp)."""
    return frozenset(w for w in re.split(r"[\s_:/.-]+", name) if len(w) > 1)


_SUFFIX_WORDS = frozenset({"inc", "corp", "corporation", "ltd", "llc", "gmbh", "plc", "co", "company", "group",
                           "team", "procurement", "finance", "purchasing", "llp", "lp", "pllc", "limited",
                           "incorporated", "ag", "sa", "bv", "nv", "pty", "pte", "sarl", "srl", "spa", "kg", "oy",
                           "ab", "kk"})


_DOMAIN_ONLY = re.compile(r"[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+")


def _registrable(domain: str) -> str:
    """The organisation's label of a mail or web domain ("mail.globex.co.uk" -> globex); "" for a mail host."""
    labels = domain.casefold().split(".")[:-1]  # without the top level
    while len(labels) > 1 and labels[-1] in _SECOND_LEVEL:
        labels.pop()
    while len(labels) > 1 and labels[0] in _MAIL_SUBDOMAINS:
        labels.pop(0)
    label = labels[-1] if labels else ""
    return "" if label in _MAIL_HOSTS else label


# (batch 104) a value that is an e-mail address or a web address or domain ("sales@vendor.com", "https://vendor.com")
_ADDRESS_VALUE = re.compile(r"@|^\s*(?:https?://)?(?:www\.)?[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}(?:/\S*)?\s*$", re.IGNORECASE)


def _a_party(who: str, value: Any, pred: _Pred) -> str:
    """The words of a name a source gives as its writer's or its topic's that may name a party (folded):
    none of a department, a role, a mail program or host, a calendar word, the predicate's or the
    claimed value's words ("I'm writing from Berlin" names no party when Berlin is the claim)."""
    # (batch 104) an address's or a domain's words do name a party: "Vendor Ltd" signing above "Website: vendor.com"
    claimed = _name_words(canon_text(value)) if isinstance(value, str) and not _ADDRESS_VALUE.search(value) else frozenset()
    if _DOMAIN_ONLY.fullmatch(who):
        label = _registrable(who)
        # (batch 114, red-team 46a) a domain's label that joins a name to a company's suffix by a hyphen
        # ("acme-corp.com", "acme-group.com", "acme-gmbh.de") is a domain of its own, not the plain name's ("acme.com"):
        # kept joined, so the suffix is not dropped as it is from a written name ("Acme Corp"); a person decides
        if "-" in label and not label.startswith("-") and set(label.split("-")) & _SUFFIX_WORDS:
            return label.replace("-", "")
        return label
    who = who.split("'s ", 1)[0]  # "Acme's CFO Dana": Acme's person
    words = [w for w in re.split(r"[\s_:/.,()'’-]+", who.casefold()) if w]
    if _SITE_WORDS.intersection(words):
        return ""  # "the Munich office", "London branch": a place of the writer's own organisation
    if words and words[-1] == "s" and len(words) > 1:
        words.pop()  # "Globex's"
    kept = [w for w in words if w not in _NOT_PARTY and w not in _MAIL_HOSTS and w not in _CALENDAR
            and w not in pred.words and w not in claimed and w not in _SUFFIX_WORDS and not w.isdigit()
            and w not in _lang("en").name_ok]
    places = _lang("en").places
    if all(w in places for w in kept):
        return ""  # a place alone ("Greetings from Berlin")
    # a branch's place beside the name ("Acme Berlin") is no part of it; one after "of" is ("Bank of Montreal")
    named = {w for i, w in enumerate(words) if i and words[i - 1] in ("of", "de", "von")}
    return " ".join(w for w in kept if w not in places or w in named)


def _another_party(who: str, names: frozenset[str], kind: str) -> bool:
    """Whether a party a source names (`who`, folded) is not the claim's subject: some word of its
    name is not the subject's ("Acme Labs" is not Acme, "Bank of Montreal" not Bank of America; a
    company's suffix or a team's name is no part of the comparison: "Globex Inc" is not "Acme Inc")."""
    words = _name_words(who.strip(" .'-"))
    words = (words - _SUFFIX_WORDS) or words
    if words and "-" not in who and any(who.strip() == n.replace("-", "") for n in names if "-" in n):
        return False  # (batch 114) a domain's label kept joined ("acme-corp.com" -> acmecorp) of a subject "acme-corp"
    return bool(words) and not words <= (names | _SUFFIX_WORDS) and who.strip() != kind


def _other_party(s: _Sentence, a: int, b: int, vs: int, ve: int, names: frozenset[str], kind: str,
                 pred: _Pred) -> str | None:
    for x, y in s.hits["other_party"]:
        word = s.norm[x:y]
        if a <= x < b and not (vs <= x < ve) and word.rstrip("'s") not in names and word != kind:
            return f'it is about another party ("{word}")'
    en = _lang("en")
    for m in _POSSESSIVE.finditer(s.norm, a, b):
        owner = m.group(1)
        before = s.norm[max(a, m.start() - 40):m.start()].split()
        if owner in _LEGAL and before and before[-1] in names:
            continue  # "Acme Corp's budget": the subject's own legal name
        if before and before[-1].endswith("'s") and owner not in names and not vs <= m.start() < ve:
            return f'it is about another party ("{before[-1]} {owner}\'s")'  # "Acme's customer's budget"
        the_kind = owner in ("customer", "client") and kind in ("customer", "client", "account") and \
            s.norm[max(a, m.start() - 4):m.start()] == "the "
        if the_kind or owner in names or owner == kind or owner in en.possessive_ok or owner in pred.words or \
                owner in {"i", "we", "you", "our", "my"} or _stem(owner) in pred.stems:
            continue
        if vs <= m.start() < ve:
            continue
        return f'it is about another party ("{owner}\'s")'
    return None


_LEGAL = frozenset({"corp", "inc", "ltd", "llc", "gmbh", "co", "sa", "ag", "plc", "corporation", "company",
                    "incorporated", "limited"})


def _part_of_name(s: _Sentence, a: int, b: int, vs: int, ve: int, names: frozenset[str]) -> str | None:
    """A possessive of one word of a subject whose name has several ("America's budget" for Bank of
    America, "General's" for General Motors): it may be another party; the whole name written before
    it ("Bank of America's") is the subject."""
    full = max(names, key=len, default="")
    core = [w for w in re.split(r"[\s_:/.-]+", full) if len(w) > 1 and w not in _LEGAL]
    if len(core) < 2:
        return None
    for m in _POSSESSIVE.finditer(s.norm, a, b):
        owner = m.group(1)
        if vs <= m.start() < ve or owner not in core:
            continue
        written = re.sub(r"[\s_:/.-]+", " ", s.norm[max(0, m.end(1) - len(full) - 8):m.end(1)])
        if owner != core[-1] or not written.endswith(" ".join(core)):
            return f'only part of the subject\'s name ("{owner}\'s")'
    return None


def _named(s: _Sentence, names: frozenset[str], kind: str) -> bool:
    return any(n in s.norm and re.search(r"(?<![\w])" + re.escape(n) + r"(?![\w])", s.norm) for n in names) or \
        bool(kind and re.search(r"(?<![\w])(?:the|this|our)\s+" + re.escape(kind), s.norm))


_ZH_SAY_IDIOM = re.compile(r"老实说|说实话|说真的|简单(?:地)?说|顺便说|总的来说|一般来说|换句话说|坦白说|实话说|严格来说|具体来说")


def _reported(s: _Sentence, names: frozenset[str], kind: str) -> str | None:
    """Someone else's words: hearsay, or a verb of saying whose speaker is neither the source's
    own ("I said", "the invoice says") nor the subject itself ("Acme says", "the customer says")."""
    if s.hits["hearsay"]:
        x, y = s.hits["hearsay"][0]
        return f'it is hearsay ("{s.norm[x:y]}")'
    en_self = _lang("en").cues["reporters_self"]
    for x, y in s.hits["reported"]:
        before = s.norm[max(0, x - 40):x]
        last = _WORD.findall(before)[-3:]
        if s.zh and (re.search(r"(我|我们)\s*$", before) or any(
                m.start() <= x < m.end() for m in _ZH_SAY_IDIOM.finditer(s.norm, max(0, x - 5), x + 5))):
            continue  # "老实说，...", "说实话，...", "顺便说一下，...": the writer's own aside, no one's report
        if any(en_self is not None and en_self.fullmatch(w) for w in last):
            continue
        if any(w in names or w == kind for w in _WORD.findall(before)[-5:]):
            continue
        return f'it reports someone else\'s words ("{s.norm[x:y]}")'
    return None


# ---------------------------------------------------------------- time

def _month_start(y: int, m: int) -> datetime:
    y, m = y + (m - 1) // 12, (m - 1) % 12 + 1
    return datetime(y, m, 1, tzinfo=UTC)


def _window(unit: str, off: int, at: datetime) -> tuple[datetime, datetime]:
    if unit == "year":
        return datetime(at.year + off, 1, 1, tzinfo=UTC), datetime(at.year + off + 1, 1, 1, tzinfo=UTC)
    if unit == "month":
        return _month_start(at.year, at.month + off), _month_start(at.year, at.month + off + 1)
    if unit == "quarter":
        q = (at.month - 1) // 3 * 3 + 1 + 3 * off
        return _month_start(at.year, q), _month_start(at.year, q + 3)
    monday = datetime(at.year, at.month, at.day, tzinfo=UTC) - timedelta(days=at.weekday()) + timedelta(weeks=off)
    return monday, monday + timedelta(weeks=1)


def _zh_month(s: str) -> int:
    return int(s) if s.isdigit() else int(_zh_number(s) or 0)


@lru_cache(maxsize=4096)
def _time_marks(norm: str, zh: bool) -> tuple[tuple[int, int, str, tuple[Any, ...], str, str], ...]:
    """A sentence's time expressions, once per sentence: (start, end, kind, data, bound, phrase);
    kind is rel (unit, offset), year (y), month (m) or past; bound is start, end or ""."""
    out: list[tuple[int, int, str, tuple[Any, ...], str, str]] = []

    def bound(x: int, y: int) -> str:
        before, after = norm[:x].rstrip(), norm[y:].lstrip()
        langs = _langs(zh)
        if any(before.endswith(lang.time_starts) for lang in langs) or after.startswith(("起", "开始")):
            return "start"
        if any(before.endswith(lang.time_ends) for lang in langs) or after.startswith(("为止", "之前")):
            return "end"
        return ""

    for lang in _langs(zh):
        if lang.time_relative_re is not None:
            for m in lang.time_relative_re.finditer(norm):
                out.append((m.start(), m.end(), "rel", lang.time_relative[re.sub(r"\s+", " ", m.group())],
                            bound(m.start(), m.end()), m.group()))
        if lang.time_past is not None:
            out += [(m.start(), m.end(), "past", (), "", m.group()) for m in lang.time_past.finditer(norm)]
    for m in _YEAR.finditer(norm):
        out.append((m.start("y"), m.end(), "year", (int(m.group("y")),), bound(m.start("y"), m.end()), m.group("y")))
    for m in _BARE_YEAR.finditer(norm):  # "2019 budget", "(2019)", "FY23": the year it is for
        if not any(x <= m.start() < y for x, y, *_ in out):
            yr = int(m.group("fyzh") or m.group("fy") or m.group("y"))
            out.append((m.start(), m.end(), "year", (2000 + yr if yr < 100 else yr,), "", m.group()))
    for m in _MONTH.finditer(norm):
        mon = _zh_month(m.group("zhm")) if m.group("zhm") else _MONTHS.index(
            next(x for x in _MONTHS if x.startswith(m.group("mon")[:3]))) + 1
        if 1 <= mon <= 12:
            out.append((m.start(), m.end(), "month", (mon,), bound(m.start(), m.end()), m.group()))
    return tuple(out)


def _mark_window(kind: str, data: tuple[Any, ...], at: datetime, past: bool | None = None) -> tuple[datetime, datetime]:
    """The time a mark of `_time_marks` (rel, year or month; not past) names, from `at`. A month
    alone is this year's, or with `past` given, the most recent such month (True) or the next (False)."""
    if kind == "rel":
        return _window(data[0], data[1], at)
    if kind == "year":
        return datetime(data[0], 1, 1, tzinfo=UTC), datetime(data[0] + 1, 1, 1, tzinfo=UTC)
    mon = data[0]
    if past is None:
        yr = at.year
    elif past:
        yr = at.year if mon <= at.month else at.year - 1
    else:
        yr = at.year if mon >= at.month else at.year + 1
    return _month_start(yr, mon), _month_start(yr, mon + 1)


# what a clause opening a sentence may hold besides its time phrases for the time to be the next clause's ("From 2027
# onwards,", "Starting next year,", "In Q3 2027,", "Up until June,", "Budget from 2027:", "2027年起，", "从下个季度开始，")
_TIME_FILLER = re.compile(r"(?:from|since|starting|beginning|effective|onwards?|forward|on|in|until|till|til|up|through|thru|"
                          r"before|pre|after|post|as|of|by|during|the|next|this|coming|following|year|quarter|month|week|"
                          r"budget|seats?|price|team|size|headcount|count|从|自|开始|起|以后|之后|以前|之前|为止|到|在|年|月|日|号|季度|"
                          r"[\s,:;，：、.-])*")


def _fronted_time(norm: str, a: int, marks: tuple[tuple[int, int, str, tuple[Any, ...], str, str], ...]) -> int:
    """Where the clause opening the sentence ends when it holds only time phrases and fillers (`_TIME_FILLER`), so its
    time is the clause's at `a`; 0 when there is none."""
    if a <= 0 or not any(x < a for x, *_ in marks):
        return 0
    rest, last = [], 0
    for x, y, *_ in marks:
        if y <= a:
            rest.append(norm[last:x])
            last = y
    rest.append(norm[last:a])
    return a if all(_TIME_FILLER.fullmatch(r) for r in rest) else 0


# "as of", "as at", "截至", "截止到" before a time: the value at that time, a snapshot (batch 96)
_AS_OF_END = re.compile(r"(?<![\w])as\s+(?:of|at)\s*$|(?:截至|截止)(?:到)?\s*$")


# a date field said in the past tense, whatever the date: what the field was, not what it is ("Renewal date was
# 2026-03-01", "Our go-live date had been 2026-03-01"; "We went live on 2026-03-01" dates the event; batch 96)
_DATE_WAS = re.compile(r"(?<![\w])(?:date|day|deadline|expiry|end)\s+(?:was|were|had\s+been|used\s+to\s+be)(?![\w])")


# (batch 114, mine) a time after a determiner names which one it is ("our 2019 budget", "the FY19 budget"), not when a
# change happened: "Our 2019 budget went up to $18,000." speaks of 2019's budget
_DETERMINED_TIME = re.compile(r"(?<![\w'])(?:our|my|the|its|their|this|that|[\w-]+'s)\s+$")


def _times(s: _Sentence, a: int, b: int, vs: int, ve: int,
           at: datetime) -> tuple[datetime | None, datetime | None, str | None, bool]:
    """The valid time the clause gives: (from, to, the phrase, whether it names a time at all)."""
    mentioned = False
    start: datetime | None = None
    end: datetime | None = None
    said = past_said = None
    past = _in(s.hits["past_tense"], a, b)
    marks = _time_marks(s.norm, s.zh)
    fronted = _fronted_time(s.norm, a, marks)  # "From 2027 onwards, seats: 40.": the time is the clause's
    for x, y, kind, data, edge, phrase in marks:
        if not (a <= x < b or x < fronted):
            continue
        if kind == "past":
            past_said = past_said or phrase
            continue
        if x < ve and y > vs:
            continue  # a time inside the value itself ("Q1 next year", "12 May 2026")
        mentioned = True
        w0, w1 = _mark_window(kind, data, at, past)
        if edge and _AS_OF_END.search(s.norm, max(0, x - 12), x) is not None:
            w0, w1 = _mark_window(kind, data, at, True)  # "as of March" said in October: this March
            if w1 <= at:  # "as of last year", "Budget as of last quarter": the value then, not since (batch 96)
                start, end, said = w0, w1, phrase
                continue
        if edge == "start":
            start, said = w0, phrase
        elif edge == "end":
            end, said = w1, phrase
        elif w1 <= at and _in(s.hits["change_verbs"], a, b) and _DETERMINED_TIME.search(s.norm, max(0, x - 12), x) is None:
            start, said = w0, phrase  # "relocated to Dublin in 2025": it holds since then
        elif w1 <= at or w0 > at:
            start, end, said = w0, w1, phrase
    if past_said is not None and said is None:
        end, said, mentioned = at, past_said, True
    return start, end, said, mentioned


# ---------------------------------------------------------------- the shape of a plain assertion

_ITEM_CUT = re.compile(r",(?!\d)|(?<!\d),|;|\(|\)| / | -> | => |→")
_SUBORDINATE = re.compile(r"(?<![\w])(?:(?:after|because|since|as|now that|so that)\s+(?:we|i|they|you|it|we've|we're|i've)"
                          r"|and\s+(?:how|why|what|where|whether|when))(?![\w'])")
# an end the time rules do not date: a weekday, tonight, the weekend ("Dana Smith until Friday")
# an event the rules cannot date, with the word that makes it a start or an end: "from Monday", "as of the renewal",
# "effective the new deal", "at renewal", "before the cut", "until the merger" (found by probing)
_EVENT = (r"(?:(?:this|next|the|our|a|its)\s+)?(?:new\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|"
          r"weekend|tomorrow|renewal|merger|acquisition|move|relocation|reorg|reorganization|restructuring|cut|cuts|update|"
          r"pilot|project|invoice|kickoff|kick-off|"
          r"upgrade|migration|launch|go-live|rollout|audit|review|deal|contract|agreement|signing|switch|changeover|"
          r"transition|handover|fiscal year|financial year|budget cycle|quarter|year)(?![\w])")
_UNDATED_START = re.compile(r"(?<![\w])(?:(?:from|starting(?:\s+(?:from|with|on|at))?|beginning(?:\s+(?:with|on|at))?|as of|"
                            r"effective(?:\s+(?:from|on|at|with))?|at|upon|after|once|following|post)\s+" + _EVENT +
                            r"|(?:before|until|till)\s+(?:" + _EVENT + r"|now|today))"
                            r"|(?:从|自|等)(?:续约|合并|搬家|下周|下个月|新合同|签约|上线|改组|审计)(?:开始|起|以后|之后)?")
# words that open a sentence and say nothing of its claim ("Also, finance has ...", "Update: the plan has ...", batch 81)
_OPENERS = r"(?:(?:also|so|now|currently|actually|update|note|fyi|btw|and|but|plus|well|ok|okay|today|then)\s*[,:;]?\s+)*"
# a department or an officer as what has the value ("Finance has a budget of $18,000.", "Our CEO has a budget of
# ...", "The board is 12 people.", "Finance prefers Slack.", "财务的预算是..."): a part of the subject, not all of it
_UNIT_SUBJECT = re.compile(
    r"^\s*" + _OPENERS + r"(?:(?:our|the|their)\s+)?(?:finance|leadership|management|board|cfo|ceo|cto|coo|cio|hr|legal|marketing|sales|"
    r"engineering|procurement|purchasing|ops|operations|support|r&d|accounting)(?:\s+(?:team|department|dept|group|"
    r"division|unit))?\s+(?:(?:also|still|alone|only|now|currently)\s+)?(?:has|have|had|holds|hold|gets|get|owns|own|"
    r"can\s+spend|may\s+spend|could\s+spend|spends|is|are|prefers|prefer|uses|use|needs|need|runs|run|flies|fly|flew|travels|"
    r"travel|leaves|leave|departs|lives|live|speaks|speak|renews|plans|plan|wants|want|was|were|will)(?![\w])"
    r"|^\s*(?:我们的?)?(?:财务部?|董事会|管理层|老板|销售部|市场部|技术部|采购部|人事部|法务部?)(?:团队|这边|那边)?"
    r"(?:的|有|是|需要|要)")  # ("财务有12个账号", "我们财务有12个人", "财务这边有12个座位"; batch 81)
# a span shorter than the year a value is for ("$18,000 for the month", "for each week"; "was $17,000 for a week" says how
# long it held); what a project's or a
# pilot's value is for stays the subject's ("Our budget for this project is $18,000.")
_FOR_A_PART = re.compile(r"(?<![\w])for\s+(?:the|this|that|each|every)\s+(?:(?:first|next|current|coming)\s+)?"
                         r"(?:month|week|day|quarter|hour|sprint|semester|fortnight)(?![\w])")
_CITED_DOCUMENT = re.compile(r"(?:from|at)\s+(?:the|our|its)\s+(?:contract|agreement|deal|review|audit)")  # a source named
# (and the end of a month, a quarter or a year, or an offer that ends, expires or lapses then: "valid till end of month",
# "offer ends Friday", "expires at month-end"; batch 96)
_UNDATED_END = re.compile(r"(?<![\w])(?:until|till|til|through|thru|up until|ending|before|ends|expires|expiring|lapses|"
                          r"runs out)\s+(?:(?:on|at|by)\s+)?(?:(?:this|next|the)\s+)?"
                          r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|wed|thu|fri|sat|sun|"
                          r"tonight|tomorrow|weekend|eod|eow|eom|eoq|eoy|cob|close of business|"
                          r"end of (?:the\s+)?(?:day|week|month|quarter|year)|(?:month|quarter|year)[\s-]end)(?![\w])")
# a validity that runs for a span from a start the source does not date: "valid for 30 days", "good for two weeks",
# "14-day validity", "30天内有效", "有效期三十天" (batch 96)
_N_WORD = r"(?:\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|fourteen|thirty|sixty|ninety)"
_VALID_SPAN = re.compile(r"(?<![\w])(?:(?:valid|good|open|honou?red|available|stands?)\s+(?:for\s+)?(?:(?:the\s+)?next\s+)?"
                         + _N_WORD + r"[\s-]+(?:(?:business|calendar|working)\s+)?(?:days?|weeks?|months?)"
                         r"|" + _N_WORD + r"[\s-]+(?:day|week|month)\s+(?:validity|window))(?![\w])"
                         r"|[\d一二三四五六七八九十百两]+\s*(?:个)?(?:天|日|周|星期|月)(?:之内|内)?有效|有效期\s*(?:为|是)?\s*[\d一二三四五六七八九十百两]+")
# an end of validity given as a date ("valid to 2026-09-30", "expires Sept 30", "有效期至2026年9月30日"): the value
# holds until that day; one past before the source was captured has expired (batch 96)
_EXPIRY = re.compile(r"(?<![\w])(?:(?:valid|good)\s+(?:to|till|until|through|thru)|expir(?:es|ing|ed|y|ation)(?:\s+date)?|"
                     r"lapses|ends|ending)\s*(?:on\s+|:\s*)?|有效期(?:至|到|截至|截止)|(?:到期|截止)(?:日期?)?[：:为是]?\s*")
_MONTH_DAY = re.compile(r"(?P<mon>jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|"
                        r"sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?\s+(?P<d>\d{1,2})(?:st|nd|rd|th)?(?![\d,])"
                        r"|(?P<d2>\d{1,2})(?:st|nd|rd|th)?\s+(?P<mon2>jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?(?!\s*,?\s*\d)"
                        r"|(?P<m>\d{1,2})\s*月\s*(?P<d3>\d{1,2})\s*[日号]")
_ZH_EXPIRES_AFTER = re.compile(r"\s*(?:到期|截止|失效|过期|止)")
_EXPIRY_HINTS = ("valid", "good", "expir", "lapse", "end", "有效", "到期", "截止")
_VALID_SPAN_HINTS = ("day", "week", "month", "有效")


# how long before its source's capture a proposal may pin its valid time when the text gives none: the gate's own
# allowance (domain/rules.py BACKDATE_SLACK; a source is often recorded some days after it was said). A later valid time
# is the rules' to judge by role: refused from an agent (VALID_TIME_UNSUPPORTED), a reviewer's own to set
_VALID_FROM_BEFORE = timedelta(days=31)
# a date heading the sentence as the record's own, set off by a bracket, a dash, a colon or a bar ("(Sent 2023-04-02) Our
# HQ is ...", "2023-04-02 — ...", "[12 Mar 2024] ...", "（2023年4月2日）..."): the sentence is as old as it (batch 96)
_HEAD_LABEL = re.compile(r"\s*[\[(（【]?\s*(?:(?:sent|date|dated|posted|written|updated|last\s+updated|logged|recorded|received|"
                         r"created|captured|notes?|call|meeting|email|message|msg|发送于|发于|日期|写于|更新于|记录于|发送时间)"
                         r"\s*(?:on|of)?\s*[:：]?\s*)?")
_YMD_SLASH = re.compile(r"(?<![\d/.])(?P<y>(?:19|20)\d{2})[/.](?P<m>\d{1,2})[/.](?P<d>\d{1,2})(?![\d/.])")  # "2023/04/02"
_HEAD_AFTER = re.compile(r"\s*(?:\d{1,2}:\d{2}(?::\d{2})?\s*(?:am|pm|utc|z)?\s*)?(?:[\])）】]\s*[-—–:|：]?|\s*[-—–:|：])")


def _dated_head(s: _Sentence, vs: int, at: datetime) -> str | None:
    """A date more than six months before the capture heading the sentence (`_HEAD_LABEL`, `_HEAD_AFTER`)."""
    head = m0.end() if (m0 := _HEAD_LABEL.match(s.norm)) is not None else 0
    if head >= vs or not (s.norm[head].isdigit() or s.norm[head:head + 3] in _MONTH_NUMBER):
        return None
    for form in (_ZH_DATE, *_DATE_FORMS, _YMD_SLASH):
        if (m := form.match(s.norm, head, vs)) is None or _HEAD_AFTER.match(s.norm, m.end(), vs) is None or \
                (d := _date_of(m)) is None:
            continue
        if _before_capture(d, at, months=6):
            return f'the sentence is headed by an old date ("{m.group()}")'
    return None


def _end_of_day(when: tuple[int, int, int | None] | None) -> datetime | None:
    """The end of a date's day, or of its month when it gives no day; None when it is no date."""
    if when is None or not 1 <= when[1] <= 12:
        return None
    y, mo, day = when
    try:
        return datetime(y, mo, day, tzinfo=UTC) + timedelta(days=1) if day else _month_start(y, mo + 1)
    except ValueError:
        return None


def _month_day(d: re.Match[str], year: int) -> tuple[int, int, int | None]:
    """The date a `_MONTH_DAY` match gives, in `year`."""
    mon = d.group("mon") or d.group("mon2")
    return year, _MONTH_NUMBER[mon[:3]] if mon else int(d.group("m")), int(d.group("d") or d.group("d2") or d.group("d3"))


def _expires(s: _Sentence, vs: int, ve: int, at: datetime) -> tuple[datetime, str] | None:
    """The end of validity a date after `_EXPIRY` gives, or a Chinese date before "到期" ("于2026年9月30日到期"),
    outside the value (a month and day alone is this year's)."""
    if s.zh:
        for z in (*_ZH_DATE.finditer(s.norm), *_MONTH_DAY.finditer(s.norm)):
            if (z.end() <= vs or z.start() >= ve) and _ZH_EXPIRES_AFTER.match(s.norm, z.end()) is not None:
                end = _end_of_day(_date_of(z) if z.re is _ZH_DATE else _month_day(z, at.year))
                return None if end is None else (end, z.group() + "到期")
    for m in _EXPIRY.finditer(s.norm) if any(w in s.norm for w in _EXPIRY_HINTS) else ():
        if vs <= m.start() < ve:
            continue
        for form in (_ZH_DATE, *_DATE_FORMS, _MONTH_DAY):
            if (d := form.match(s.norm, m.end())) is None or vs <= d.start() < ve or d.start() <= vs < d.end():
                continue
            end = _end_of_day(_month_day(d, at.year) if form is _MONTH_DAY else _date_of(d))
            return None if end is None else (end, s.norm[m.start():d.end()].strip())
    return None


_HONORIFIC = re.compile(r"(?<![\w])(?:mr|mrs|ms|dr|prof|miss)\.?\s+")
# after the value, whom it is for: "40 seats for the sales team" (the word before the frame noun is not a qualifier of it)
_FOR_WHOM = re.compile(r"(?<![\w])for\s+(?:the|our|this|a|an)\s+(?P<q>[\w-]+)\s+(?:team|teams|project|rollout|pilot|launch|"
                       r"migration|office|department)(?![\w])")
_NOT_FOR_LONG = re.compile(r"(?<![\w])(?:soon|later|next|moving|relocating|until|till|formerly|previously|then|"
                           r"afterwards|eventually|shortly|tomorrow|not for long)(?![\w])"
                           # "柏林，明年搬到慕尼黑", "，下个月就改了"
                           r"|(?:明年|下个月|下月|下周|很快|马上|即将|快要|将要|月底|年底|之后|以后)[^，。,.;；]{0,6}?"
                           r"(?:搬|改|换|变|调整|迁|加|增|减|涨|降|扩|升)")
# the next item after a value that qualifies how firmly it is meant, for a value of any kind ("Berlin,
# tentatively", "2026-12-01, on paper"; a number's comment is held whatever its words)
_QUALIFIER = re.compile(
    r"(?:tentatively|provisionally|unofficially|nominally|theoretically|hopefully|supposedly|reportedly|allegedly|"
    # (mine, batch 108) a proposal, not yet a booking, where a plan's predicate reads no plan cue: "on 2026-11-10 (proposed)"
    r"proposed|suggested|preliminary|provisional|option\s+(?:\d|[a-c]|one|two|three)|not\s+(?:yet\s+)?booked|unbooked|"
    # (batch 96, my probe) true in part, or only in law: "Our HQ is in Berlin, mostly.", "..., legally."
    r"(?:mostly|largely|partly|in\s+part|mainly|predominantly|primarily|for\s+the\s+most\s+part|by\s+and\s+large|"
    r"legally|formally|technically|officially\s+at\s+least|at\s+least\s+officially|"
    r"for\s+(?:tax|legal|accounting|registration|billing|regulatory|compliance)\s+(?:reasons|purposes))(?=\W*$)|"  # (alone: not "mainly for sales"; batch 99: "..., for tax reasons.")
    r"apparently|presumably|possibly|probably|perhaps|maybe|likely|roughly|approximately|ish|almost|nearly|about|"
    r"around|or thereabouts|on paper|in theory|ceiling|cap|capped|hard\s+cap|upper\s+limit|limit|max(?:imum)?|"
    r"in principle|for now|for the time being|for the moment|so far|at this point|at the moment|as (?:proposed|"
    r"drafted)|in the (?:plan|draft|proposal)|pending|tbd|tbc|unconfirmed|not (?:final|confirmed|"
    r"official|yet)|subject to change|to be (?:confirmed|decided|determined)|if all goes well|fingers crossed|"
    r"(?:i|we) (?:think|believe|guess|hope|assume|suppose|reckon)|last (?:i|we) (?:checked|heard)|iirc|afaik|"
    r"as far as (?:i|we) know|if (?:i|we) recall(?: correctly)?|(?:i'm|i am|we're|we are) told|so (?:they|i'm) (?:say|told)|"
    r"or so|give or take|more or less|plus or minus|\+/-|±|jointly(?:\s+with)?|together\s+with|along\s+with|"
    r"with\s+(?:the\s+)?(?:sign-?off|approval)\s+of|learning|beginner|basic|elementary|a\s+little|rusty|passive|"
    r"reading\s+only|via\s+(?:an?\s+)?interpreter|through\s+(?:an?\s+)?interpreter|(?:excluding|including|incl\.?|excl\.?|plus|minus|net of|before|after|without|"
    r"with) (?:tax|taxes|vat|gst|fees|travel|expenses|shipping|discounts?|licen[cs]es|support))(?![\w])")
_NEXT_ITEM = re.compile(r"\s*[,;]\s*|\s+[–—-]+\s+")
# a status that puts a value out of use ("blocked", "frozen", "closed", "do not use")
_DEAD = (r"(?<![\w])(?:blocked|frozen|suspended|closed|inactive|deactivated|disabled|disconnected|compromised|fraudulent|revoked|"
         r"cancell?ed|terminated|shut\s+down|defunct|dormant|do\s+not\s+use|don't\s+use|not\s+in\s+use|unused|"
         r"discontinued|on\s+hold|no\s+longer\s+(?:in\s+use|used|valid|active))(?![\w])")
_ZH_DEAD = r"(?:已经|已)?(?:关闭|关门|冻结|停用|注销|销户|失效|作废|暂停使用|停止使用)了?|别用了|不要用了?|勿用"
_DEAD_LINE = re.compile(r"^[\s*_(-]*(?:(?:the\s+)?(?:account|card|number|address|line|iban|office|site|channel|email|phone|"
                        r"mailbox|site)\s+(?:is\s+|was\s+|now\s+|has\s+been\s+)*)?" + _DEAD + r"[\s.!)]*$"
                        r"|^[\s(]*(?:该|这个)?(?:账户|账号|卡|号码|地址|邮箱|电话|办公室|总部)?" + _ZH_DEAD + r"[\s.!。！)）]*$")
# the next item after a value, of any kind, that calls it wrong, stale or unchecked, or gives it to another
# ("Berlin, outdated", "Slack, unverified", "Berlin, the competitor's", "柏林，已经过时了", "柏林，瞎猜的")
_DISCREDITED = re.compile(
    r"[^,;.!?()\n]{0,30}?(?:(?<![\w])(?:outdated|out of date|obsolete|deprecated|stale|superseded|legacy|"
    r"old (?:info|information|data|value|entry|record|address|one|number)|wrong|incorrect|inaccurate|erroneous|mistaken|"
    r"false|untrue|made[- ]up|fake|bogus|dubious|questionable|doubtful|disputed|contested|unverified|not verified|"
    r"unreliable|invalid|expired|(?:the\s+)?(?:competitor|competition|rival|vendor|supplier|other (?:company|side|party)|"
    r"someone else)'s|not ours|theirs)(?![\w])"
    r"|过时|过期|旧的|旧数据|老数据|不准|有误|错的|瞎猜|猜的|未核实|未证实|没核实|存疑|有争议|竞争对手的|别人的|对方的|他们的)"
    # or out of use, at the end of the item ("IBAN ..., blocked", "Berlin, closed", "..., do not use")
    r"|[^,;.!?()\n]{0,20}?" + _DEAD + r"\s*(?=[.!;)]|$)|(?:" + _ZH_DEAD + r")\s*(?=[.!;)。！]|$)")
_FOR_PERIOD = re.compile(r"(?:(?:for|in|during|from)\s+(?:the\s+)?)?")
_PAST_AFTER = re.compile(r"(?:(?:well|oh|ok|okay|um|uh|and|or|but|anyway|at least)[\s,]+)*(?:was|were|had been|used to(?: be)?|back then|previously|formerly|before that)(?![\w])")


_PERIOD_WORDS = frozenset({"q1", "q2", "q3", "q4", "h1", "h2", "quarter", "quarterly", "half", "timeline", "when"})


_OFFSET = re.compile(r"(?:plus|minus|\+|-)\s*\d+\s*(?:business\s+|working\s+|calendar\s+)?(?:days?|weeks?|months?|"
                     r"years?|quarters?)(?![\w])")


def _item_after(norm: str, at: int, numeric: bool, dated: bool, periods: bool = False) -> str | None:
    """Why the item right after a value, set off by a comma or a dash, qualifies it as it would with
    none: a rate, a part of the year, the past tense, an offset from a date."""
    if dated and (m := _OFFSET.match(norm, at)) is not None:  # "2027-03-01, plus 30 days"
        return f'an offset from the date ("{m.group()}"), not the date'
    if numeric and (m := _RATE_AFTER.match(norm, at)) is not None and m.group().strip():
        return f'a rate ("{m.group().strip()}"), not the value'
    if not dated and not periods and (m := _FOR_PERIOD.match(norm, at)) is not None and \
            (p := _PERIOD_PART.match(norm, m.end())) is not None:
        return f'it is for a part of the year ("{p.group()}")'
    if (m := _PAST_AFTER.match(norm, at)) is not None:
        return f'the past tense after the value ("{m.group()}")'
    if (m := _NOT_FOR_LONG.match(norm, at)) is not None:  # "Berlin — until March", "$18,000, soon $20,000"
        return f'it is about to change, or has ("{m.group()}")'
    if (m := _DISCREDITED.match(norm, at)) is not None or \
            (m := _FOREIGN_QUALIFIER.match(norm, at)) is not None:  # "Berlin, outdated", "Berlin, veraltet"
        return f'the next item calls it wrong, stale or unchecked, or another\'s ("{m.group().strip()}")'
    return None


# a comment after a category value, set off by a comma, held as a number's comment is: how or through whom it holds,
# for which part, a stage, a grant, a rank or a second one ("AWS, via a reseller", "email, usually", "Gold,
# complimentary", "AWS, mid-migration", "email, phone second", "AWS, and some GCP"), unless each of its words is
# plain (the frame, a greeting, an affirmation, a region, the subject's or the predicate's words); a clause with a
# subject of its own is no comment ("We prefer email, we read it daily.") (batch 104)
_CATEGORY_REST = re.compile(r"[^,;.!?()\n]*")
_OWN_CLAUSE = re.compile(r"\s*(?:(?:and|but|so)\s+)?(?:we|i|you|they|it|please|thanks?|cheers|see)(?![\w'])|"
                         r"\s*(?:by\s+the\s+way|btw|fyi|for\s+the\s+record|as\s+(?:discussed|mentioned|agreed|always|before))\W*$|"
                         r"[^:]*:")  # (an aside of the speaker's; another field: "Salesforce; Marketing: HubSpot")
_OTHER_FOR_ITS_PART = re.compile(r"\s*(?:with|and|plus)\s+[A-Z][\w.-]*(?:\s+[A-Z][\w.-]*)?\s+for\s+\w")  # "AWS, with Azure for backups"


_DIGIT = re.compile(r"\d")


def _category_comment(s: _Sentence, at: int, pred: _Pred, names: frozenset[str]) -> str | None:
    """Why the item after a category value, set off by a comma, says more than a plain assertion (batch 104)."""
    rest = _CATEGORY_REST.match(s.norm, at).group()  # type: ignore[union-attr]
    words = _WORD.findall(rest)
    if _CJK.search(rest):  # (in Chinese, `_ZH_HABIT_OR_RANK_AFTER`: a clause of its own is no comment)
        return None
    if not words or _OWN_CLAUSE.match(rest) or \
            (s.cased and _OTHER_FOR_ITS_PART.match(s.cased, at)):  # (a second one given its own part)
        return None
    en = _lang("en")
    if en.affirming is not None and en.affirming.fullmatch(rest.strip()):
        return None
    for w in words:
        if not (w in en.frame or w in en.preamble or w in en.discourse or w in names or w in pred.own or
                w in pred.frame or _stem(w) in pred.stems or w in en.places or
                (en.regions is not None and en.regions.fullmatch(w))):
            return f'a comment after the value ("{rest.strip()}")'
    return None


_QUALIFIED_AFTER = re.compile(r"\s*[,;(]\s*" + _QUALIFIER.pattern)
# (batch 112, mine: the accepted sentences rewritten with a tail) a phrase that ends the value's sentence and scopes
# all of it, whatever stands between the value and it (a region, another clause: "Our HQ is in Munich, Germany in the
# trial."): a trial, a pilot, a proof of concept, a sandbox or a test tenant; an earlier state ("as of the old plan",
# "under the previous contract", "pre-COVID", "before the cuts"); an approximation or a figure on paper ("give or
# take", "more or less", "on paper"); another's source in brackets ("(from a competitor's deck)", "(via Globex)").
# So does a bracket that makes it a typical, derived or bounding figure or another's ("(industry avg)", "(extrapolated)",
# "(cap)", "(Globex's figure)"), or a dash before another's numbers ("- Globex's numbers"). "... in production", "a budget
# ... for the pilot" (what it is for), "(from 2025)" and "(from our CRM)" are not among them.
_SCOPED_AT_END = re.compile(
    r"(?:(?<![\w'])in\s+(?:staging|sandbox|test(?:ing)?|beta|dev)(?![\w'])|(?<![\w'])(?:(?:this|that|last|next)\s+(?:quarter|"
    r"month|year|week|season|term)|the\s+(?:first|initial)\s+(?:\w+\s+)?(?:months?|weeks?|days?|year|quarter))\s+only|"
    r"(?<![\w'])(?:in|during|within)\s+(?:the|a|our|this|that)\s+(?:(?:free|current|paid|\d+[\s-]day|early)\s+)?"
    r"(?:trial|pilot|poc|proof\s+of\s+concept|sandbox|staging(?:\s+environment)?|test\s+(?:tenant|environment|instance|"
    r"account|org|system|run)|demo(?:\s+(?:tenant|account|environment))?|beta|evaluation|dry\s+run|mock-?up)(?:\s+(?:phase|"
    r"period|program(?:me)?|stage|version))?|(?<![\w'])(?:as\s+of|on|under|per|in|according\s+to)\s+the\s+(?:old|previous|"
    r"former|original|prior|outdated|superseded|expired|last\s+year's)\s+(?:plan|contract|deal|agreement|system|setup|"
    r"terms|quote|offer|pricing|price\s+list|structure|org\s+chart|model|version|record|crm|spreadsheet|sheet|deck|"
    r"proposal|draft|numbers|figures)|(?<![\w'])pre-?covid|(?<![\w'])before\s+the\s+(?:cuts|merger|reorg|"
    r"reorgani[sz]ation|layoffs|restructuring|migration|acquisition|spin-?off|downsizing)|[,;]\s*(?:give\s+or\s+take|"
    r"more\s+or\s+less|plus\s+or\s+minus|or\s+thereabouts|on\s+paper|in\s+theory|nominally|roughly|approximately|"
    r"ballpark)|\(\s*(?:typical|synthetic|list|imputed|extrapolated|interpolated|benchmark|projected|modell?ed|simulated|"
    r"min|max|minimum|maximum|median|mean|avg|average|floor|ceiling|cap|sample|placeholder|hypothetical|illustrative|"
    r"as\s+(?:quoted|proposed|requested|pitched|offered)|msrp|rrp|list\s+price|(?:industry|peer|market)\s+(?:avg|average|"
    r"median|norm)|ai[\s-]generated|auto-?translated|machine[\s-]translated|ocr|inferred|[\w'-]+'s\s+(?:figure|number|"
    r"numbers|figures|data|estimate|count))\s*\)|"
    r"\((?:taken\s+|copied\s+|pulled\s+|quoted\s+)?(?:from|via|per|according\s+to)\s+(?!(?:our|my)\b|\d)"
    r"[^()\n]{2,60}\)|\s[-–—]+\s*(?!(?:our|my)\b)[\w'-]+'s\s+(?:figures?|numbers?|data|estimates?|counts?)|"
    r"(?<![\w'])(?:extrapolated|interpolated|imputed|inferred|synthetic|simulated|model\s+output|ai[\s-]generated|"
    r"(?:transcribed|generated)\s+by\s+(?:a|an|the)\s+(?:bot|ai|model)|msrp|rrp|(?:industry|peer|market)\s+(?:average|avg|"
    r"median)|typical\s+for\s+our\s+size))[\s.!…]*$")
# the same in Chinese, where a string's sentence escaped it ("我们的总部在成都，以前是这样。", "总部在柏林，德国（旧）")
_ZH_SCOPED_AT_END = re.compile(r"(?:[，,；;]\s*(?:以前|之前|过去|原先|原来|早先|当时)(?:是这样|如此|是这样的|的情况|的数据)|"
                               r"[（(]\s*(?:旧|过期|作废|已作废|草稿|示例|样例|测试|试用|待定|暂定|估计|约数|大概|仅供参考)\s*[)）]|"
                               r"(?:试用|试点|测试|演示|评估)(?:期间|阶段|环境(?:里|中)?|版)|(?:只|仅)(?:限)?(?:本|这个|这)(?:季度|月|年|周)|"
                               r"(?:以前|之前|过去|曾经|原先)是(?:这样)?(?:的)?|(?:先|暂且|暂时|姑且)(?:这么|这样)?(?:写着|记着|填着|写上|记上)|"
                               r"[（(]\s*(?:行业平均|同行平均|平均|示意|标价|机翻|机器翻译|建议零售价|参考价|上限|下限|目标|预测|推算|估算|"
                               r"模拟|ai生成|[a-z][\w&.-]*的(?:数据|数字|数))\s*[)）])"
                               r"[\s。！.!…]*$")
# (batch 113, red-team 45b) the value stated, then, later in its sentence and set off by a comma, a semicolon, a
# colon, a bracket, a dash or a "but"/"though", what it is in practice: a near value put in its place ("40 seats -
# closer to 30 in practice", "$50,000, more like $35,000 in reality", "15%, nearer 10% net", "Berlin, more like
# Munich"), or a reality cue with another value, a comparative or a "we"/"it's" after it ("Berlin; in practice we run
# from Munich", "Berlin, though really it's Munich", "2027-03-01, realistically later", "15%, effectively 10%"), or a
# shortfall ("$50,000, short $5,000"). The stated value is the one on paper; which holds is for a person. Not a
# comparison that places it ("Berlin, closer to our customers"), nor a cue with nothing after it ("40 seats, really.").
_REALITY_CUT = r"(?:[,;:(]|\s[–—-]+|(?<![\w'])(?:but|though|although|yet|whereas|while))\s*"
_REALITY_CUE = (r"(?:in\s+(?:practice|reality|real\s+terms|truth|fact|effect|actual\s+fact)|really|actually|realistically|"
                r"practically|effectively|de\s+facto)")
_REALITY_OTHER = re.compile(
    _REALITY_CUT + r"(?:(?:but|though|although|yet|and|or|well|really|actually|realistically|practically|"
    r"effectively|in\s+(?:practice|reality|effect|truth|fact))(?![\w'])[\s,]*)?(?:more\s+like|closer\s+to|nearer(?:\s+to)?)"
    r"\s+(?!(?:our|the|my|your|their|his|her|its|home|a|an|us|you|them|what|where|when|how)(?![\w']))(?![^,;.!?]*\sthan\s)"
    r"(?:[^\W_]|[$€£¥])|" +
    _REALITY_CUT + r"(?:(?:but|though|although|yet|and)\s+)?(?:effectively|in\s+effect|de\s+facto|practically)\s+"
    r"(?!(?:our|the|my|your|their|his|her|its|a|an|us|you|them|all|every|everything|always|since|from|until|as|for|"
    r"in|on|at|by|with|the\s+same|unchanged|permanent|final)(?![\w']))(?![^,;.!?]*\sthan\s)(?:[^\W_]|[$€£¥])|" +
    _REALITY_CUT + r"(?:(?:but|though|although|yet|and)\s+)?" + _REALITY_CUE + r"(?![\w'])[\s,:]*"
    r"(?:[$€£¥\d]|(?:it'?s|it\s+is|we'?re|we\s+are|we|they'?re|they|only|just|less|more|fewer|lower|higher|later|"
    r"earlier|smaller|bigger|larger|under|below|over|above|about|around|nearer|closer|somewhere)(?![\w']))|" +
    _REALITY_CUT + r"(?:we'?re|we\s+are|it'?s|it\s+is)\s+(?:really|actually)\s+(?:in|at|based|located|run|more|closer|"
    r"nearer|only|just|[$€£¥\d])|"
    r"[,;(]\s*short\s+(?:by\s+)?(?:about\s+|around\s+)?[$€£¥\d]")
# the same in Chinese, after a comma: "实际(上)", "其实", "事实上", "实则", "说白了", "(更)准确地说", then a near value,
# a likeness, an only, a place or a number ("40个席位，实际更接近30个", "，其实更像30个", "，实际只用30个",
# "总部在柏林，其实在慕尼黑办公"); not "，其实挺够用的"
_ZH_REALITY_OTHER = re.compile(r"[，,；;]\s*(?:但(?:是)?|不过|可(?:是)?|而)?\s*(?:实际上?|其实|事实上|实则|说白了|(?:更)?准确(?:地|的)?(?:说|讲))"
                               r"\s*(?:也|都)?\s*(?:更|就|只|才)?\s*(?:接近|像|相当于|只有|只用|只是|不到|没有|约|大约|大概|差不多|"
                               r"在[\u4e00-\u9fff]|是\s*[\d一二三四五六七八九十两几]|[\d一二三四五六七八九十两几])")
# a self-correction after the value: a marker, then something else in its place ("$18,000, sorry, $25,000",
# "Berlin, I mean Munich", "2027-03-01 (make that 2027-04-01)", "Berlin, um, Munich"); a marker with
# nothing after it corrects nothing ("Berlin, sorry.", "$18,000, actually."), nor does a contrast ("Berlin,
# rather than Munich"). The weak markers only when set off by a comma, colon or dash ("no doubt", "well
# within", "sorry for the delay" are no corrections).
_CORRECTS = (r"i mean|i meant(?: to say)?|make (?:that|it)|correction|corrected|scratch that|strike that|no wait|wait no|"
             r"or rather|rather(?! than)|actually|er+|erm+|uh+|um+|uhm+|oops|whoops|my bad|typo|autocorrect(?:ed)?|"
             r"i should (?:say|have said)|(?:it |that )?should (?:read|say|have said|have been)|sorry,? i meant")
_CORRECTS_WEAK = r"sorry|well|no|nope|wait|ugh|argh|oh|hmm+"
_CORRECTION = (r"(?:(?:" + _CORRECTS + r")(?![\w'])[\s,:;–—-]*|(?:" + _CORRECTS_WEAK + r")\s*[,:;–—-]+\s*)"
               r"(?=[^\W_]|[$€£¥*])")
_CORRECTED_AT = re.compile(r"\s*(?:[,;:(]\s*|[–—-]+\s*)?" + _CORRECTION)  # right after the value
_CORRECTED_LATER = re.compile(r"(?:[,;(]|\s[–—-]+)\s*" + _CORRECTION)  # after another item of the sentence
# a spoken self-correction with no listed marker (batch 98): after the value, asides of the speaker set off by
# commas or dashes ("hang on", "I misspoke", "what am I saying", "I keep saying Dublin") or an "it's", then another
# value of the same kind as the sentence's last item ("Dublin, hang on, Cork.", "Dana Kim, I misspoke, Raj Patel.",
# "2027-03-01, hold on, 2027-04-01.", "$18,000, it's $25,000."): the later one may stand in its place. An aside has a
# word in lower case ("Munich, Bavaria, Germany" is a place's address); _restated_after
# (in Chinese: "柏林，是慕尼黑。", "柏林，等等，其实是慕尼黑。": a bare "是" and another name ending the sentence)
_ZH_RESTATED_AFTER = re.compile(r"\s*[，,]\s*(?:[^，,。！？!?\d]{1,8}[，,]\s*)*(?:其实|应该|就)?是\s*"
                                r"(?P<other>(?![我你他她它这那一])[\u4e00-\u9fffa-z][\u4e00-\u9fffa-z ]{1,5})\s*[。！!.]?\s*$")
_IT_IS = r"(?:it'?s|it\s+is|that'?s|that\s+is)\s+"
_ASIDE_CUT = r"(?:,(?!\d)|[;–—]|\s-+\s)\s*"  # (no comma in a number; a hyphen only spaced: "Île-de-France")
_RESTATED_AFTER = re.compile(r"\s*(?:(?:" + _ASIDE_CUT + r"[^,;:.!?–—()]*?(?<![\w'-])[a-z][^,;:.!?–—()]*?\s*)+(?:" +
                             _ASIDE_CUT + r"|:\s*)(?:" + _IT_IS + r")?|" + _ASIDE_CUT + _IT_IS + r")"
                             # the other value, alone or after a place's preposition or a role ("in Cork", "our CFO Raj
                             # Patel"): an amount or a date (with a unit), a date with its month's name, or a name in
                             # capitals (with its country: "Cork, Ireland")
                             r"(?:(?:in|at|on)\s+|(?i:our|my|the)\s+[\w-]+\s+)?"
                             r"(?P<other>[$€£¥]?\d[\d,.:/-]*\s*(?:k|%|[a-z]+)?|[A-Z][a-z]+\s+\d{1,2}(?:st|nd|rd|th)?(?:,?\s*\d{4})?|"
                             r"(?:[A-Z][\w'-]*\s*){1,3}(?:,\s*[A-Z][\w'-]*)?)"
                             r"(?:\s+(?:actually|now|then|instead))?\s*[.!?]*\s*$")


_FOR_PART = re.compile(r"(?<![\w])for\s+(?:the|our|this|a|an)\s+[\w-]+")  # "$18k for the pilot": the value of a part
_TIME_PREP = re.compile(r"(?<![\w])(?:in|since|until|till|from|by|of|for|through|before|after|during|early|late|mid)\s+$")
# "prefer A to B": B is preferred less ("We prefer email to phone." is not a preference for the phone); "prefer to" is
# an infinitive ("We prefer to email.")
_PREFER_OTHER = re.compile(r"(?<![\w])(?:prefer|prefers|preferred|preferring|favou?rs?)\s+(?!to(?![\w]))\S.*?\s+$")
_PREFER_BEFORE = re.compile(r"(?<![\w])(?:prefer|prefers|preferred|preferring|favou?rs?)\s+(?:(?:a|an|the|our)\s+)?$")
# a time that says when something is decided ("The rollout plan is finalized in Q4", "approved during Q3"), not when
# it happens ("confirmed for Q4" is the thing's)
_DECIDED_IN = re.compile(r"(?<![\w])(?:finali[sz]ed|confirmed|approved|decided|agreed|signed(?:\s+off)?|settled|ratified|"
                         r"locked(?:\s+in)?|set)\s+(?:in|during)\s+$"
                         # a date: when it is decided ("Our renewal is approved on 2027-03-01", batch 81), of a thing
                         # done ("approved", "finalized"), not "settled on 30 seats" (chose them) or "set on"
                         r"|(?<![\w])(?:is|are|was|were|gets|get|got|be|being)\s+(?:finali[sz]ed|confirmed|approved|"
                         r"decided|agreed|signed(?:\s+off)?|settled|ratified)\s+on\s+$")
# after an amount, the budget it is in ("$18,000 still in our budget", "$18,000 in the budget now")
_IN_THE_BUDGET = re.compile(r"[^,;.]{0,20}?(?<![\w])(?:left\s+|remaining\s+|still\s+|available\s+)?in\s+(?:the|our|my|this)\s+"
                            r"(?:[\w-]+\s+)?budget(?![\w])")
# after the value, an event to come by which it will hold ("Our HQ is in Berlin by the renewal", "12 people by the
# end of the year"): what it is to be, not what it is
_BY_AN_EVENT = re.compile(r"(?<![\w])(?:by|come)\s+(?:(?:the|our|this|next|that)\s+(?:[\w-]+\s+)?)?(?:renewal|rollout|roll-out|launch|pilot|"
                          r"go-live|signing|kickoff|kick-off|migration|close|closing|quarter|year|month|summer|spring|"
                          r"autumn|fall|winter|end|start|time|(?:19|20)\d\d|q[1-4]|h[12]|fy\d{2,4}|january|february|march|"
                          r"april|june|july|august|september|october|november|december|\d{4}-\d\d(?:-\d\d)?)(?![\w-])")
# (mine, batch 108: "We have 40 seats by 2027.", "Our budget is $18,000 by December." were accepted; a year, a quarter,
# a month or a date after "by" is as much a time to come as "by the end")
# a part of the organisation, a person in it or a thing of its own after a preposition: the value is scoped to it or
# seen from it ("Our account for the CEO is ...", "12 people on the board", "By the CFO's figure, ...", "To finance,
# ..."). The plain assertion's frame holds these words for its head ("Finance approved ...", "Our board set ..."); the
# deal itself ("for the project", "for the rollout", "on the deal", "in our account"), the subject's own team ("40 seats
# for the sales team"), a document it is read in and an approval ("approved by the CFO") stay.
_PART_NOUNS = (r"team|teams|finance|board|cfo|ceo|cto|coo|cio|management|leadership|meeting|meetings|department|dept|"
               r"doc|docs|document|documents|invoice|invoices|summary|notes|note|name|type|id|"
               r"conversation|conversations|discussion|discussions")  # ("..., for this conversation." batch 94)
_PART_SCOPED = re.compile(r"(?<![\w'])(?P<prep>for|on|at|by|to|in|within|with)\s+(?:(?:the|our|my|its|their|this|that|"
                          r"your|his|her)\s+)?(?!(?:all|every|each|any)\s)(?:[\w-]+\s+)?(?P<part>" + _PART_NOUNS +
                          r")(?:'s|s')?(?![\w-])"
                          # the part names no product ("on the Team plan" names a plan)
                          r"(?!\s+(?:plan|plans|tier|tiers|edition|editions|package|bundle|subscription|license|licence|"
                          r"pricing)(?![\w-]))")
_PART_APPROVES = re.compile(r"(?<![\w'])(?:approved|confirmed|signed(?:\s+off)?|set|agreed|validated|verified|cleared|"
                            r"ok'?d|okayed|decided|made|sent|given|provided|shared|quoted|reviewed|checked|"
                            r"authori[sz]ed|endorsed|backed|managed|run|handled|owned|maintained|aligned|discussed|"
                            r"settled|negotiated|worked\s+out|"
                            r"(?:as\s+)?(?:stated|said|noted))(?:\s+(?:on|in)\s+\S+)?\s+$")
_PART_SCOPED_OK = frozenset({
    ("in", "meeting"), ("in", "meetings"),  # when it was said ("We said (in the meeting) ...")
    *((p, c) for p in ("in", "on", "at", "by", "to", "within", "with")  # ("Further to our conversation, ...")
      for c in ("conversation", "conversations", "discussion", "discussions")),  # but "for this conversation"
    *((p, d) for p in ("in", "by", "on", "to") for d in ("doc", "docs", "document", "documents", "invoice", "invoices",
                                                        "summary", "notes", "note")),  # a document it is read in
    ("for", "team"), ("for", "teams"), ("on", "team"), ("on", "teams"),  # the subject's own team ("40 seats for the
})  # sales team" are the customer's seats, as the corpus reads them)


def _unframed(norm: str, a: int, b: int, vs: int, ve: int, unframe: frozenset[str]) -> str | None:
    """A word of the predicate's `unframe` list in the value's clause: after a label's colon before the value, up to
    the next comma after it ("Meeting notes: ..." is a label, "..., after the board meeting" another item)."""
    head = norm.rfind(":", a, vs) + 1 or a
    stop = min((i for i in (norm.find(",", ve, b), norm.find(";", ve, b)) if i >= 0), default=b)
    for lo, hi in ((head, vs), (ve, stop)):
        for m in _WORD.finditer(norm, lo, hi):
            if m.group() in unframe or m.group().removesuffix("'s") in unframe:
                return m.group()
    return None


def _scoped_to_a_part(norm: str, vs: int, ve: int) -> str | None:
    """Why a preposition and a part of the organisation in the value's sentence scope the value to that part (above)."""
    for m in _PART_SCOPED.finditer(norm):
        if vs <= m.start() < ve or (m.group("prep"), m.group("part")) in _PART_SCOPED_OK or \
                (m.group("prep") in ("by", "with") and _PART_APPROVES.search(norm, max(0, m.start() - 40), m.start())) or \
                norm[max(0, m.start() - 7):m.start()] == "thanks ":
            continue
        return f'the value is scoped to, or seen from, a part of the organisation ("{m.group().strip()}")'
    return None


_TO = re.compile(r"(?<![\w])to\s+")
_TIME_TOKEN = re.compile(r"(?:q[1-4]|h[12]|fy\d{2,4}|(?:19|20)\d{2}|\d{1,2}(?:am|pm))")
_FROM_TO = re.compile(r"(?:(?<![\w])from|从)\s*(?P<x>[^,;|]{1,40}?)\s*(?:to|->|=>|→|到|成|为)了?\s*$")


def _item(s: _Sentence, a: int, b: int, vs: int, ve: int) -> tuple[int, int]:
    """The item of a clause that holds the value: the clause cut further at , ; | " / " " - " "->"."""
    lo, hi = a, b
    for m in _ITEM_CUT.finditer(s.norm, a, b):
        if m.end() <= vs:
            lo = m.end()
        elif m.start() >= ve:
            hi = m.start()
            break
    return lo, hi


def _before_change(s: _Sentence, a: int, b: int, vs: int, ve: int) -> str | None:
    """The value a change started from: "moved from Berlin to Munich", "30 -> 45", "从10个增加到12个"."""
    before, after = s.norm[a:vs], s.norm[ve:b]
    after = re.sub(r"^\s*(?:[a-z%]+|[个名位台件人]|万|千)?\s*", "", after, count=1) if not after.lstrip().startswith(
        ("to", "->", "=>", "→")) else after
    ends_from = re.search(r"(?<![\w])from\s*[$€£¥]?\s*$|从\s*$", before)
    langs = _langs(s.zh)
    if ends_from and re.match(r"\s*(?:[^,;|]{0,25}?)(?<![\w])(?:to|into)(?![\w])|\s*[^,;|，]{0,12}?(?:到|成|为)", after):
        return "it is the value before a change (from ... to ...)"
    if re.match(r"^\s*(?:%|[a-z]{1,8}|[个名位台件人]|万|千)?\s*(?:->|=>|→)", s.norm[ve:b]):
        return "it is the value before a change (->)"
    if ends_from and _in(s.hits["change_verbs"], a, b):
        return "it is the value before a change (from ...)"
    if re.search(r"(?<![\w])(?:before|previously|previous|prior|old|was|formerly|former)\s*[:=]\s*[$€£¥]?\s*$", before):
        return "it is the value it had (a label of the old value)"
    del langs
    return None


def _bare(s: _Sentence, x: int, y: int, vs: int, ve: int) -> bool:
    """An item that is only a list element: the value alone (with "and"/"or"), or, before it, another
    element of a word or two."""
    if any(c.isdigit() for c in s.norm[x:y]):
        return False
    if not x <= vs < y:
        return len(_WORD.findall(s.norm[x:y])) <= 3
    head, tail = _WORD.findall(s.norm[x:vs]), _WORD.findall(s.norm[ve:y])
    return all(w in ("and", "or") for w in head) and (not tail or (tail[0] in ("and", "or") and len(tail) <= 4))


# after a number: a scale ("18000 in k", "18 (in thousands)"); every frame word, yet the number is not the value
_SCALE_AFTER = re.compile(r"\s*\(?\s*in\s+(?:[$€£]\s*)?(?:k|m|mm|mn|mio|bn|thousands?|millions?|billions?)(?![\w])")
# a value of a kind of period, not of the present ("in a good year", "on a typical day", "in busy months")
_TYPICAL_PERIOD = re.compile(
    r"(?<![\w])(?:in|on|during|for)\s+(?:a|an|any|the)?\s*(?:good|bad|normal|typical|average|usual|busy|slow|strong|weak|"
    r"great|quiet|lean|peak|record|best|worst|off|high|low)\s+(?:years?|months?|quarters?|weeks?|days?|seasons?|"
    r"cycles?|periods?)(?![\w])")
# a bare plural after a number and "on", "for" or "off": the class of things it applies to ("12% on renewals",
# "40 seats for contractors"), a part; a span of time ("for years") is none
_APPLIES_TO = re.compile(r"\s*(?:on|for|off)\s+(?P<w>[a-z][a-z'-]{2,}s)(?![\w])")
_SPANS = frozenset({"years", "months", "weeks", "days", "hours", "decades", "quarters", "ages", "seasons", "minutes",
                    "its", "yours", "ours", "us", "this", "thus", "plus", "less", "unless", "always", "sales", "series"})


def _applies_to(s: _Sentence, vs: int, ve: int, hi: int, pred: _Pred, numeric: bool) -> str | None:
    """What the words right after a number (its item up to `hi`) say it counts or applies to, when that is
    not the predicate's value: a scale, a kind of period, a class of things, or things of another kind
    ("We have 12 teams." for team_size: the predicate's own word, counted, not its unit)."""
    if (m := _TYPICAL_PERIOD.search(s.norm)) is not None:
        return f'a value for a kind of period ("{m.group()}")'
    if not numeric:
        return None
    if (m := _SCALE_AFTER.match(s.norm, ve)) is not None and m.end() <= max(hi, ve + len(m.group())):
        return f'the words after the number give it a scale ("{m.group().strip(" (")}")'
    if (m := _APPLIES_TO.match(s.norm, ve, hi)) is not None and m.group("w") not in _SPANS and \
            m.group("w") not in pred.units and m.group("w")[:-1] not in pred.units:
        return f'the value applies only to some ("{m.group().strip()}")'
    if (m := re.compile(r"\s*(?P<w>[a-z][a-z'-]+s)(?![\w])").match(s.norm, ve)) is not None:
        w = m.group("w")
        if w not in pred.units and w not in pred.frame and w[:-1] in pred.words:
            return f'the number counts "{w}", not {" or ".join(sorted(u for u in pred.declared if u.isalpha())[:3]) or "the value"}'
    return None


# batch 81: sentences whose every word is a plain assertion's, read another way
# a premise and its consequent ("With 12 seats, we're set.", "With a budget of $18,000, we're good."): what would do
_PREMISE = re.compile(r"^\W*(?:(?:with|at|for)\s+)?(?P<p>(?:[^,;]|(?<=\d),(?=\d{3}))+?)(?:\s*,\s*|\s+)(?:and\s+)?(?:(?:we're|"
                      r"we\s+are|we'd\s+be|we'll\s+be|i'm|i\s+am|that's|it's|(?:our\s+)?[\w-]+\s+(?:is|are))\s+)?"
                      r"(?:all\s+|totally\s+|pretty\s+)?(?:set|good|fine|covered|sorted|ok|okay|done|ready|happy|golden|great)"
                      r"\s*[.!]*\s*$")
_PREMISE_WORDS = ("set", "good", "fine", "covered", "sorted", "ok", "okay", "done", "ready", "happy", "golden", "great")
# a verb before the value: the premise is a statement of its own ("We have 12 seats, all good.")
_VERB_BEFORE = re.compile(r"(?<![\w'])(?:is|are|was|were|have|has|had|got|get|gets|need|needs|pay|pays|use|uses|run|runs|"
                          r"speak|speaks|renew|renews|fly|flies|employ|employs)(?![\w'])|'s(?![\w])|'re(?![\w])|'ve(?![\w])")
# speaking as a part of the organisation or a person in it ("As finance, we have 12 seats.", "As the CFO, my budget is
# ..."): the value is that part's ("As CFO, I confirm our budget is ..." speaks for the whole, and stays)
_PART_WORDS = (r"finance|board|cfo|ceo|cto|coo|cio|management|leadership|department|dept|division|hr|legal|procurement|"
               r"purchasing|marketing|sales|engineering|ops|operations|accounting")
# ("Speaking as CFO, our budget is ..." speaks for the whole, and stays)
_AS_A_PART = re.compile(r"^\W*(?:as|being|in\s+(?:my|our|her|his)\s+(?:role|capacity)\s+as)\s+"
                        r"(?:(?:a|an|the|our|its)\s+)?(?:[\w-]+\s+){0,2}?(?:(?:" + _PART_WORDS + r")(?:\s+(?:team|members?|"
                        r"department|dept|group|unit))?|(?:head|chief|director|vp|member|members)\s+of\s+(?:the\s+)?[\w-]+)\s*,\s*"
                        r"(?:we|we're|we've|we'd|us|my|our)(?![\w'])(?!\s+(?:answer|reply|response|view|word)(?![\w]))"
                        # "My budget as CFO is ...": the part's own
                        r"|^\W*(?:my|our)\s+[\w-]+(?:\s+[\w-]+)?\s+as\s+(?:(?:a|an|the)\s+)?(?:" + _PART_WORDS + r")(?![\w])")
# a value before the predicate's name and a change after it, or a person who has left: the value it had ("Our $18,000
# budget got cut.", "Our 12 seats are up.", "Our 10% discount changed.", "Our account manager Dana Smith moved on.")
_VALUE_THEN_CHANGE = re.compile(r"(?:\s*(?:(?:(?:has|have|had)\s+been|was|were|got|gets|get|has|have|just|already)\s+)*"
                                r"(?:cut|changed|raised|dropped|adjusted|switched|lowered|increased|decreased|reduced|slashed|"
                                r"cancell?ed|replaced|halved|doubled|frozen|revised|renegotiated|moved(?:\s+on)?|left|quit|"
                                r"resigned|retired|departed|updated|went\s+(?:up|down)|came\s+down)"
                                r"|\s*(?:is|are|was|were)\s+(?:up|over|gone|expired|ended|done|history|off|down|out))"
                                # at the end of the clause: "doubled from $9,000", "are up and running", "replaced Sam" state it
                                r"(?=\s*(?:[.!;,]|$|last|this|yesterday|today|again|recently|already|now))")
# a change made to the value before it ("We cut our $18,000 budget.", "We dropped our 10% discount.")
_CHANGE_BEFORE_VALUE = re.compile(r"(?<![\w])(?:cut|cuts|dropped|drop|slashed|scrapped|lost|lose|ended|cancell?ed|halved|"
                                  r"reduced|lowered|raised|doubled|replaced|changed|moved|updated)\s+(?:our|the|my|their)\s+$")
# after the value, a word that makes it hold on paper, inside, this once or for one of several ("Our budget is $18,000
# internally.", "We go live in Q4 on paper.", "We renew on 2027-03-01 for one account.")
_ONE_CASE_AFTER = re.compile(r"(?:\s*,)?[^,;.!?]*?(?<![\w])(?:internally|on\s+paper|nominally|unofficially|in\s+theory|"
                             r"this\s+time|on\s+standby|for\s+(?:tax|legal|invoicing|billing|accounting|"
                             r"registration|compliance|official|administrative|insurance|visa|reporting)\s+purposes|"
                             r"(?:with|for|to)\s+(?:a|one)\s+(?:subset|part|portion|few)|"
                             r"(?<!all\s)(?:for|in|on|at)\s+(?:just\s+|only\s+)?one\s+(?:of\s+(?:our|the|my|its)\s+)?"
                             r"(?!(?:more\s+|extra\s+|additional\s+|full\s+)?(?:years?|months?|term|cycle)(?![\w]))[\w-]+)"
                             r"(?:\s+[\w-]+){0,3}\s*[.!]*\s*$")
# one of several things of the predicate's kind ("One of our budgets is $18,000.", "Dana Smith is one of our account
# managers.", "Budget one is $18,000.", "Account one has 12 seats."), unless the predicate is named in the plural
# itself ("One of our languages is German.")
_ONE_OF_SEVERAL = re.compile(r"(?<![\w])one\s+of\s+(?:our|the|my|its|their|your)\s+(?:[\w-]+\s+){0,2}?(?P<n>[\w-]{3,}s)(?![\w'])"
                             r"|(?<![\w])(?:an?|one)\s+(?:[\w-]+\s+){0,2}of\s+ours(?![\w])")
_LETTERED_ONE = re.compile(r"^\W*(?:(?:our|the|my)\s+)?[\w-]+\s+(?:one|two|three|four|1|2|3|4|[a-h]|i|ii|iii)\s+"
                           r"(?:is|are|has|have|gets|get|runs|sits|stands|comes)(?![\w])")
# an approval asked for in the statement's own sentence (batch 81)
_ZH_APPROVAL_ASKED = re.compile(r"请(?:您|你)?(?:批准|审批|核准|同意|批一下)|批准一下")
# speaking as a part of the company ("作为财务，我们有12个账号。", "我作为CFO，...": batch 82)
_ZH_AS_A_PART = re.compile(r"作为(?:财务部?|董事会|管理层|老板|销售部?|市场部?|采购部?|人事部?|法务部?|技术部?|"
                           r"(?i:cfo|ceo|cto|coo|cio|hr))")
# a sentence that opens on "then": the consequent of something said before ("Then Dana Smith is our account manager.")
_THEN_LEAD = re.compile(r"^\W*(?:and\s+|so\s+|even\s+|only\s+|but\s+)?(?:then|at\s+that\s+(?:point|stage|time|moment)|"
                        r"in\s+(?:that|which|such\s+a)\s+(?:case|event)|if\s+so)\s*,?\s*(?!again(?![\w]))(?=\S)")
# thanks for what is given, not a statement of it ("Thanks for the 10% discount!", "Thanks for the $18,000 quote.")
_THANKS_FOR = re.compile(r"(?<![\w])(?:thanks|thank\s+you|thx|cheers|grateful)(?:\s+(?:so\s+much|a\s+lot|again))?\s+for\s+"
                         r"(?![\w-]+ing(?![\w]))[^,;.!?:]*$")  # ("Thanks for confirming our 12 seats." states them)
# a product or a project of its own as what has the value ("The Team plan has 12 seats.", "Our internal project has a
# budget of $18,000."): the plan's or the project's, not the subject's ("Our plan has 40 seats" is the subject's own);
# a pilot, a trial or a rollout as what has it too ("The pilot needs 40 seats.": the part's; batch 109), not as what is
# planned ("The rollout is planned for Q4.")
_PART_AS_HOLDER = re.compile(r"^\s*" + _OPENERS + r"(?:the|a|an|this|that|our|their)\s+(?:[\w&-]+\s+){0,2}(?:pilot|trial|poc|"
                             r"proof\s+of\s+concept|rollout|roll-out|sandbox)\s+(?:also\s+|still\s+|now\s+|currently\s+)?"
                             r"(?:has|have|comes\s+with|includes|gets|needs|requires|uses|runs\s+on)(?![\w])")
_THING_SUBJECT = re.compile(r"^\s*" + _OPENERS + r"(?:(?:(?:the|a|an|this|that)\s+)?(?:(?!(?:our|my|their|your)\s)[\w&-]+\s+){0,2}(?:plans?|tiers?|"
                            r"packages?|editions?|bundles?|offers?|offerings?)|(?:the|a|an|this|that|our|their)\s+(?:[\w&-]+\s+){0,2}"
                            r"(?:project|initiative|program|programme|workstream|meeting|event|workshop|conference|offsite|"
                            r"off-site|webinar|trip))\s+"
                            r"(?:also\s+|still\s+|now\s+|currently\s+)?(?:has|have|comes\s+with|come\s+with|includes|include|"
                            r"gets|get|offers|gives|is\s+priced\s+at|needs|is|are)(?![\w])")


# batch 82: an adverb that opens the sentence says how, when or whether it holds ("Hopefully, ...", "Exceptionally, ...",
# "Sometimes, ...", "Otherwise, ...", "Strictly speaking, ..."), but for a few that only order the discourse or speak
# for the writer ("Actually, ...", "Honestly, ...", "Currently, ...")
_OPENING_ADVERB = re.compile(r"^\W*(?:just\s+|strictly\s+)?(?P<w>[a-z]+(?:ly|wise|times|ways))(?:\s+speaking)?\s*,")
_PLAIN_OPENING_ADVERBS = frozenset({
    "actually", "honestly", "frankly", "basically", "truthfully", "absolutely", "definitely", "certainly", "clearly",
    "obviously", "currently", "finally", "additionally", "importantly", "fortunately", "unfortunately", "luckily",
    "thankfully", "happily", "personally", "specifically", "seriously", "literally", "really", "simply", "briefly",
    "lastly", "firstly", "secondly", "thirdly", "accordingly", "consequently", "anyways", "always", "likewise",
    "officially", "formally", "presently", "indeed", "surely", "sincerely", "gladly", "kindly", "respectfully",
    "incidentally", "similarly", "equally", "overall", "precisely", "exactly", "confidently", "undoubtedly",
    # the writer's attitude to a fact, not a doubt of it (batch 83's controls)
    "regrettably", "interestingly", "notably", "sadly", "admittedly", "conveniently", "unsurprisingly", "surprisingly",
    "naturally", "understandably", "predictably", "helpfully", "oddly", "strangely", "funnily", "amusingly", "crucially",
    "moneywise", "costwise", "pricewise", "budgetwise", "budget-wise", "timewise", "headcount-wise", "seatwise"})
# a modal in the contraction ("We'd pay $18,000.", "I'd fly on ..."); "we'd" is "we had" before a participle or an adverb
_WOULD = re.compile(r"(?<![\w'])(?:we|i)'d\s+(?!(?:already|just|never|ever|been|had|long|previously|earlier|once|both|all|"
                    r"mentioned|told|said|agreed|done|set|got|made|decided|signed|confirmed|asked|written|sent|noted|"
                    r"discussed|paid|taken|seen|heard|given|chosen|booked|moved|renewed|approved)(?![\w]))[a-z]+")
# how far along a count is ("12 seats down, 3 to go."), a value spent on a thing ("Our budget of $18,000 went on the
# pilot."), a consequent opening the sentence ("That way, ...", "Failing that, ..."): batch 82, narrowed in batch 83
_TO_GO = re.compile(r"(?<![\w])\d[\d,.]*\s+(?:more\s+|left\s+)?to\s+go(?![\w])")
_SPENT_ON = re.compile(r"\s+(?:all\s+)?went\s+(?:on|into|to)\s+(?:the|our|a|an)\s")
_CONSEQUENT_LEAD = re.compile(r"^\W*(?:that\s+way|failing\s+that|in\s+that\s+case|if\s+so|if\s+not)\s*,")
# ... or a phrase that puts it between the writer and the reader, or at a time of day ("Just between us, ...", "After
# 6pm, ...")
_OPENING_ASIDE = re.compile(r"^\W*(?:(?:just|strictly)\s+)?between\s+(?:us|you\s+and\s+(?:me|us|i))\s*,|^\W*(?:after|before|"
                            r"until|from)\s+\d{1,2}(?::\d\d)?\s*(?:am|pm|h|o'clock)?\s*,|^\W*(?:come|by)\s+(?:the\s+)?"
                            r"(?:renewal|pilot|rollout|launch|project|go-live|migration|kickoff|signing)\s*,")
# "internally" inside the statement ("Our budget is internally $18,000.", "We internally have 12 seats.")
_INSIDE_ONLY = re.compile(r"(?<![\w'])(?:is|are|we|i|we're|we've)\s+(?:also\s+)?internally(?![\w])")
# the writer contacts that address or number, whose it is the sentence does not say ("We email billing@acme.com.")
_WE_CONTACT = re.compile(r"(?<![\w'])(?:we|i)\s+(?:usually\s+|always\s+|often\s+)?(?:email|e-mail|mail|call|ring|phone|text|"
                         r"message|fax|write\s+to|send\s+(?:[\w-]+\s+){0,2}to|email\s+(?:[\w-]+\s+){0,2}to|pay\s+into|"
                         r"transfer\s+(?:[\w-]+\s+){0,2}to)\s+(?:(?:the|this|that)\s+)?(?:(?!from\s|as\s|with\s)[\w-]+\s+)?$")
# a number that sizes another thing before its noun ("We pay the $18,000 invoice.", "a budget for the $18,000 plan")
_SIZES_ANOTHER = re.compile(r"\s*(?:usd|eur|dollars?|euros?)?\s*(?P<n>invoice|quote|order|plan|deal|contract|item|project|pilot|"
                            r"proposal|offer|bid|car|laptop|server|license|licence|renewal|bill|po|purchase)(?![\w-])")


_APPOSED = re.compile(r"\s*(?:of|in|at|:)?\s*")  # between a predicate's name and its value set off after it
_NEXT_COMMA = re.compile(r"[^.!?;\n]*?,")


# (batch 84) what is left of it, not its size ("Our budget has $18,000 in it.", "The budget still has $18,000.")
# (an amount of money only: "Our team has 12 people on it." counts the team; "We have $18k to spend." is the budget)
_LEFT_AFTER = re.compile(r"\s*(?:[a-z]+\s+)?(?:(?:in|on)\s+it|left|remaining|unspent|still)(?![\w])")
_STILL_HAS = re.compile(r"(?<![\w])still\s+(?:has|have|had|got|holds?)\s*$")  # right before the value ("We still have a
# budget of $18,000." states it)
_MONEY_NEAR = re.compile(r"[$€£¥]|(?<![\w])(?:usd|eur|gbp|dollars?|euros?|pounds?|k)(?![\w])")
# a gap or a change counted ("Our team is 12 people down.", "We are 12 people up.")
_GAP_AFTER = re.compile(r"\s*(?:(?:people|persons|heads|staff|seats|users|engineers|members|employees|licen[cs]es|fte)\s+)?"
                        r"(?:down|up(?!\s+front)|short|behind|ahead|back|fewer|over\s+(?:plan|target)|under\s+(?:plan|target))(?![\w])")
# a time offset in the label ("Our budget a year on: $18,000.", "a year back", "a month in")
_OFFSET_LABEL = re.compile(r"(?<![a-z0-9])(?:a|one|two|three|six|\d+)\s+(?:years?|months?|weeks?|quarters?|days?)\s+"
                           r"(?:on|back|in|out|later|earlier|hence|ago|from\s+now)(?![\w])")
# one of the people, or one item, not the subject ("One of us has 40 seats.", "... for that one.")
_ONE_OF_US = re.compile(r"(?<![\w])(?:one|some|each|any|two|three|a\s+few|most|several|half)\s+of\s+(?:us|them)(?![\w])"
                        r"|(?<![\w])(?:for|on|in|with)\s+(?:that|this|the\s+other|which)\s+one(?![\w])")
# held until now ("Our budget has been $18,000 up to now.", "..., so far")
_UNTIL_NOW = re.compile(r"(?<![\w])(?:up\s+(?:to|until|till)\s+now|until\s+now|till\s+now|so\s+far|to\s+date|thus\s+far|"
                        r"as\s+yet)(?![\w])")
# an event that has not happened, set before the value as its condition with no "if" ("Board nods, budget's $18,000.",
# "CFO signs, and the budget is $18,000.")
_EVENT_THEN = re.compile(r"^\W*(?:(?:the|our|once\s+the)\s+)?(?:[a-z]+\s+){0,2}?(?:nods|signs|approves|agrees|okays|oks|"
                         r"closes|lands|clears|passes|says\s+yes|comes\s+through|goes\s+through|green-?lights|arrives|"
                         r"hits|renews|funds\s+it|gives\s+the\s+nod|votes(?:\s+yes)?)(?:\s+(?:off|it|this|that|yes|up|tomorrow|today|"
                         r"next\s+\w+|on\s+\w+))?\s*(?:,|—|–|\s-|→|->|=>|"
                         r"(?=\s+and\s))\s*(?:and\s+|then\s+)?"
                         r"|^\W*(?:sign|approve|ok|okay|let\s+[\w\s]{1,20}?\s+(?:sign|approve|agree))(?:\s+[^,;:—–]{0,30}?)?\s+and\s+"
                         r"|[;,]\s*then\s+(?=(?:the|our|we|it)(?![\w]))"
                         r"|^\W*(?:the\s+(?:minute|moment|second|day|instant)|as\s+soon\s+as|soon\s+as|once(?!\s+(?:more|again|and\s+for\s+all)"
                         r"(?![\w])))\s+[^,;:—–]{2,60}?[,—–]\s*")
# (batch 86) after the value in its own sentence: a departure, a stand-in or a temporary arrangement ("..., who is
# leaving at the end of the month", "... while Sam is away", "... while Berlin is refurbished", "..., which we're leaving
# in 2027", "，他月底离职", "，临时的"), a person's own line ("— Dana's cell"), a source that is not firm ("in the quote,
# which expires on Friday", "in Salesforce, which is out of date", "the invoice says; the contract says ..."), a channel
# not used ("but we never check it"), a part in brackets ("German (in progress)", "(Dana only)"), a booking not made
_AFTER_VALUE_UNDO = re.compile(
    r"(?<![\w'])(?:who(?:'s|\s+is)\s+leaving|which\s+(?:we're|we\s+are)\s+leaving|(?:is|are|we're)\s+leaving|leaves\s+(?:us|on|at|in)|"
    r"while(?=\s+(?!also\b))|(?:is|are)\s+(?:away|covering)|retires?|retiring|handing\s+over|last\s+day|"
    r"[a-z]+'s\s+(?:cell|mobile|personal\s+\w+|private\s+\w+|home\s+(?:phone|number|line))|(?:quote|estimate|proposal|draft),?\s+which\s+"
    r"expires|which\s+is\s+(?:out\s+of\s+date|outdated|stale|wrong)|the\s+\w+\s+says\s*;|but\s+we\s+(?:never|rarely|don't)\s+"
    r"(?:check|use|read|look)|\((?:in\s+progress|wip|learning|[\w\s]{1,20}\s+only)\)|on\s+hold|cheapest|lowest\s+fare)(?![\w'])"
    r"|月底离职|离职(?!的)|临时的?|暂时的?|代班|休假|就走了|辞呈|交接|调去|调走|搬回|就搬|装修完|装修期间")
# (batch 87) a log line or an API request around a record ("POST /budgets {...}", "ERROR failed to save {...}", "DELETE
# {...}", "WARN stale cache {...}", "[retry 3/3] POST ...")
_LOG_LINE = re.compile(r"^\W*(?:\[[^\]]{0,30}\]\s*)*(?:(?:get|post|put|patch|delete|head)\s+(?:/|https?://|\{)|"
                       r"(?:error|err|warn(?:ing)?|fatal|failed|failure|exception|delete|deleted|retry|rollback)(?![\w]))")
# an event, then an arrow to the value ("CFO 签字 → budget $18,000", "Board signs -> 40 seats")
_ARROW_FROM_EVENT = re.compile(r"^(?P<c>[^，,；;。\d→=]{1,60}?)\s*(?:→|->|=>|⇒|=(?!=))")
_EVENT_WORD = re.compile(r"签|批|点头|拍板|到账|落地|通过|同意|敲定|盖章|上线|(?<![\w])(?:approval|sign-?off|green\s+light|ok|okay|"
                         r"signs?|signed|approves?|approved|nods?|"
                         r"oks?|okays?|agrees?|closes?|lands?|clears?|passes|funds?|renews?|arrives?|goes\s+live)(?![\w])")
# a sign after the number: an accountant's negative ("18,000-"), or cents ("18,000¢")
_SIGN_AFTER = re.compile(r"\s?[-–−](?=\s*[.!。]?\s*$)|-(?![\w-])|\s*¢")
# for one of a kind ("Our budget is $18,000 for one."), a new contract's terms ("We have 40 seats in the new contract.")
_FOR_ONE = re.compile(r"\s*(?:美元|元|usd|dollars?|euros?|eur)?\s*(?:for|per)\s+one(?=\s*[.!,;:)。，]|\s*$)")
_NEW_CONTRACT = re.compile(r"(?<![\w])(?:in|under|with|on)\s+the\s+new\s+(?:contract|agreement|deal|合同|合约|协议)(?![\w])"
                           r"|新(?:签的?)?(?:合同|合约|协议)")


def _batch84_reading(s: _Sentence, a: int, b: int, vs: int, ve: int, pred: _Pred, numeric: bool) -> str | None:
    """The forms above, found by the sixteenth pass (batch 84), in a sentence of either language (their English words
    hold inside a Chinese sentence too: "我们的预算是18000美元 up to now。")."""
    if numeric and _MONEY_NEAR.search(s.norm, max(a, vs - 2), min(len(s.norm), ve + 8)) and \
            ((m := _LEFT_AFTER.match(s.norm, ve)) is not None or (m := _STILL_HAS.search(s.norm, a, vs)) is not None):
        return f'what is left of it, not its size ("{m.group().strip()}")'
    if numeric and (m := _GAP_AFTER.match(s.norm, ve)) is not None:
        return f'a gap or a change counted, not the size ("{s.norm[vs:m.end()].strip()}")'
    if numeric and (m := _SIGN_AFTER.match(s.norm, ve)) is not None:
        return f'a sign after the number ("{s.norm[vs:m.end()].strip()}"): a negative, or cents'
    if numeric and (m := _FOR_ONE.match(s.norm, ve)) is not None:
        return f'for one of a kind ("{m.group().strip()}"), not the whole'
    if (m := _NEW_CONTRACT.search(s.norm)) is not None and not pred.words & {"renewal", "contract", "renew"}:
        return f'a new contract\'s terms ("{m.group()}")'
    if (m := _OFFSET_LABEL.search(s.norm, 0, vs)) is not None:  # (a label's offset may be before the clause: "预算a year on：...")
        return f'another time than now ("{m.group().strip(" ,")}")'
    for pattern, why in ((_ONE_OF_US, "one of several, not the subject"), (_UNTIL_NOW, "what held until now")):
        if (m := pattern.search(s.norm, a, b)) is not None and not vs <= m.start() < ve:
            return f'{why} ("{m.group().strip(" ,")}")'
    if (m := _ARROW_FROM_EVENT.match(s.norm)) is not None and m.end() <= vs and \
            any(not re.search(r"[a-z0-9]", m.group("c")[e.end():]) for e in _EVENT_WORD.finditer(m.group("c"))) and \
            not re.search(r"(?<![\w])(?:approved|signed|agreed|closed|cleared|passed|ok'd|okayed)(?![\w])|已", m.group("c")):
        return f'the consequent of an event still to come ("{m.group().strip()}")'
    if (m := _EVENT_THEN.search(s.norm)) is not None and m.end() <= vs:
        return f'the consequent of an event still to come ("{m.group().strip(" ,")}")'
    return None


def _another_reading(s: _Sentence, a: int, b: int, vs: int, ve: int, pred: _Pred, numeric: bool) -> str | None:
    """Why a sentence built of a plain assertion's words does not state the value (batches 81 to 83), or None."""
    nxt = len(s.norm) - len(s.norm[ve:].lstrip())  # the next word after the value
    # the end of the predicate's name right after the value ("Our $18,000 budget got cut"), else the value's
    after = n.end() if pred.names is not None and (n := pred.names.match(s.norm, nxt)) else ve
    if (m := _OPENING_ADVERB.match(s.norm)) is not None and m.end() <= vs and \
            m.group("w") not in _PLAIN_OPENING_ADVERBS:
        return f'an opening adverb says how, when or whether it holds ("{m.group().strip(" ,")}")'
    if (m := _WOULD.search(s.norm, a, vs)) is not None and "wish" not in pred.allow:
        return f'a modal that does not commit ("{m.group()}")'
    if (m := _TO_GO.search(s.norm)) is not None:
        return f'how far along a count is ("{m.group()}"), not the value'
    if (m := _SPENT_ON.match(s.norm, after)) is not None:
        return f'what the value went on ("{s.norm[vs:m.end()].strip()}"): spent, not stated'
    if (m := _CONSEQUENT_LEAD.match(s.norm)) is not None and m.end() <= vs:
        return f'the consequent of something said before ("{m.group().strip(" ,")}")'
    if (m := _OPENING_ASIDE.match(s.norm)) is not None and m.end() <= vs:
        return f'an opening phrase puts it aside, or at a time the rules cannot date ("{m.group().strip(" ,")}")'
    if "internally" in s.norm and (m := _INSIDE_ONLY.search(s.norm, a, b)) is not None:
        return f'it holds inside only ("{m.group()}")'
    if (m := _WE_CONTACT.search(s.norm, a, vs)) is not None and "plan" not in pred.allow:
        return f'the writer contacts it, and whose it is the sentence does not say ("{m.group().strip()}")'
    if numeric and (m := _SIZES_ANOTHER.match(s.norm, ve)) is not None and m.group("n") not in pred.own and \
            _stem(m.group("n")) not in pred.stems and re.search(r"(?<![\w])(?:the|a|an|this|that|our)\s+\W*$", s.norm[a:vs]):
        return f'the number sizes another thing ("{s.norm[vs:m.end()].strip()}")'
    if s.norm.rstrip(" .!").endswith(_PREMISE_WORDS) and (m := _PREMISE.match(s.norm)) is not None and \
            m.start("p") <= vs < m.end("p") and \
            not _VERB_BEFORE.search(s.norm, m.start("p"), vs):  # ("We have 12 seats and we're set." states them)
        return f'the value is a premise, not a statement ("{m.group().strip()}")'
    if (m := _AS_A_PART.match(s.norm)) is not None and m.end() <= vs + 1:
        return f'it is said as a part of the organisation, and is that part\'s ("{m.group().strip(" ,")}")'
    # the value set off after its name ("Our budget of $18,000 got cut", "Our HQ in Berlin has moved") counts as before it
    apposed = pred.names is not None and any(_APPOSED.fullmatch(s.norm, m.end(), vs) is not None
                                             for m in pred.names.finditer(s.norm, a, vs))
    if (m := _CHANGE_BEFORE_VALUE.search(s.norm, a, vs)) is not None:
        return f'a change made to the value: the value it had ("{s.norm[m.start():ve].strip()}")'
    if (after > ve or not numeric or apposed) and (m := _VALUE_THEN_CHANGE.match(s.norm, after, b)) is not None:
        return f'a change after the value: the value it had ("{s.norm[vs:m.end()].strip()}")'
    comma = _NEXT_COMMA.match(s.norm, ve)  # (the sentence's next comma: "Dana Smith is ..., on paper.")
    if (m := _ONE_CASE_AFTER.match(s.norm, ve) or (_ONE_CASE_AFTER.match(s.norm, comma.end() - 1) if comma else None)) \
            is not None:
        return f'it holds on paper, inside, this once or for one of several ("{m.group().strip(" .!")}")'
    if (m := (_ONE_OF_SEVERAL.search(s.norm, a, b) if "one of" in s.norm or "of ours" in s.norm else None)
            or _LETTERED_ONE.match(s.norm)) is not None and not vs <= m.start() < ve and \
            (m.re is _LETTERED_ONE or m.group("n") is None or m.group("n") not in pred.own):
        return f'one of several ("{m.group().strip()}"), not the subject\'s one'
    if (why := _batch84_reading(s, a, b, vs, ve, pred, numeric)) is not None:
        return why
    if (m := _THEN_LEAD.match(s.norm)) is not None and m.end() <= vs:
        return f'the consequent of something said before ("{m.group().strip()}")'
    if (m := _THANKS_FOR.search(s.norm, a, vs)) is not None:
        return f'thanks for it, not a statement of it ("{s.norm[m.start():ve].strip()}")'
    if ((m := _THING_SUBJECT.match(s.norm)) is not None or (m := _PART_AS_HOLDER.match(s.norm)) is not None) \
            and m.end() <= vs:
        return f'it is about a product or a project of its own ("{m.group().strip()}")'
    if numeric and (w := _WORD.match(s.norm, nxt)) is not None:
        noun = w.group()
        en = _lang("en")
        if len(noun) > 3 and noun.endswith("s") and noun[:-1] in en.frame and noun not in en.frame and \
                noun not in pred.units | pred.declared | en.currency and \
                _stem(noun) not in pred.stems and noun not in en.units:
            return f'the number counts another thing ("{s.norm[vs:w.end()].strip()}")'  # "Our team has 12 contracts."
    return None

# ---- values as people write them, read the wrong way (batch 94)
# a date in another reckoning: a fiscal or accounting year, another calendar or era ("2027-03-01 fiscal", "in FY terms",
# "(lunar)", "Buddhist era", "on the 4-4-5 calendar", "财年", "民国"): the calendar date may be another (batch 94)
_RECKONING = re.compile(
    r"(?<![\w-])(?:fiscal(?:[\s-]+year)?|financial[\s-]+year|fy|accounting|lunar|lunisolar|hijri|islamic|hebrew|jewish|persian|jalali|"
    r"shamsi|buddhist|julian|minguo|roc|reiwa|heisei|showa|iso\s+week|fy(?:\d{2}|\d{4})|(?:[\w-]+\s+)?era|(?:the\s+)?[\w-]+\s+calendar|"
    r"company\s+time)(?![\w])|财年|财务年度|会计年度|财政年度|农历|阴历|旧历|民国|佛历|回历|伊斯兰历|令和|平成|口径")
# the date given again as another one right after it ("(i.e. 2026-09-01)", ", aka 2026-09-01", "(your 2026-09-01)",
# "— that's September 1, 2026", "（自然年是2026-09-01）", "，也就是2026年9月1日"): only linking words between (batch 94)
_SAME_DATE_LINK = re.compile(
    r"[\s(\[（,，;:=—–-]*(?:(?:i\.?\s?e\.?|aka|a\.k\.a\.?|that's|that\s+is|which\s+is|which's|so|or|your|our|their|the|"
    r"calendar|real|actual|gregorian|western|也就是|即|就是|相当于|自然年是?|公历|阳历|西历|日历)[\s,:=.]*)*")
# a party's or a place's time after a date, before it is given again ("2027-03-01 our time, which is Feb 28 for you") (batch 103)
_OWN_TIME_AFTER = re.compile(r"\s*(?:(?:our|your|their|my|his|her|local|[a-z]{3,})\s+time|[pmce][sd]?t|utc|gmt)(?![\w])")
# after a date, a note that it is another date of the deal or that its day is not a real one ("(notice date)",
# "invoice date", "(default)", "(day approximate)", "(first of month)", "(rounded to month start)", "（系统默认值）") (batch 94)
_DATE_NOTE_AFTER = re.compile(
    r"\s*[(\[（]?\s*(?:(?P<kind>(?:[\w-]+\s+){1,2}?)(?:date|day|deadline)(?![\w])|[^()\[\]（）.。]{0,30}?(?<![\w])(?:default|"
    r"approx\w*|estimated?|rounded|snapped|auto[\s-]?(?:filled|populated|set)|unknown|unconfirmed|first\s+of\s+(?:the\s+)?"
    r"month|month\s+start|start\s+of\s+(?:the\s+)?month)(?![\w]))|\s*[(（][^()（）。]{0,8}?(?:默认|估计|大概|大约|待定|月初)")
# a span or a share of the value before it ("a quarter of a million", "a third of 54k", "month of 2027-03-01") (batch 94)
_SHARE_BEFORE = re.compile(r"(?<![\w])(?:half|quarters?|thirds?|fifths?|sixths?|sevenths?|eighths?|ninths?|tenths?|"
                           r"fraction|share|portion|part|month|year|fortnight|season)\s+of\s+(?:a|an|the|our|its)?\s*$")
# an adjective between an article and the number that bounds or adjusts it ("a good 18k" is 18k or more, "an effective
# 12%", "a starting $18,000"); these say it is exact (batch 94)
_ARTICLE_ADJ_BEFORE = re.compile(r"(?<![\w])(?:a|an)\s+(?P<w>[a-z][a-z-]*)\s*[$€£¥]?\s*$")
_PLAIN_ARTICLE_ADJ = frozenset({"firm", "fixed", "flat", "full", "whole", "total", "record", "straight", "set", "clean"})
# money of a year or in real terms ("18k in today's dollars", "in 2024 dollars", "in constant money") (batch 94)
_MONEY_OF_A_TIME = re.compile(
    r"\s*(?:in|at)\s+(?:today's|todays|current|constant|real|nominal|present(?:-day)?|then-year|future|"
    r"(?:this|last|next|that)\s+year's|(?:19|20)\d{2}|inflation-adjusted)\s+(?:money|dollars?|euros?|pounds?|terms|prices|"
    r"currency|values?)(?![\w])")
# another number offered after "or" later in the sentence ("18k all in, or 15k net") (batch 94)
_OR_ANOTHER_LATER = re.compile(r"[,;]\s*(?:or|oder|ou|或者|或)\s+(?:[a-z]+\s+){0,3}?[$€£¥]?\d")
# an addition or an amount already used set off after it ("20, +5 spares", "36k, 4k already gone") (batch 94)
_ADDED_BESIDE = re.compile(r"[,;(]\s*(?:\+\s*[$€£¥]?\d|[$€£¥]?\d[\d,.]*\s*(?:k|m)?\s+(?:already|still)(?![\w]))")
# a dollar given its country after the number ("18 000 $ CAN") (batch 94)
_DOLLAR_COUNTRY_AFTER = re.compile(r"\s*\$\s*(?:can|cdn|aus?|nz|hk|sg|tt|jm|nt)(?![\w])")
# an interest or growth rate's name beside a percentage ("12% APR", "Discount APR: 12%") (batch 94)
_RATE_ACRONYM = re.compile(r"(?<![\w])(?:APR|APY|AER|EAR|IRR|ROI|CAGR|YoY|MoM|QoQ)(?![\w])")
# the number sizes another measure of the deal ("36k total contract value") (batch 94)
_OTHER_MEASURE_AFTER = re.compile(r"\s*(?:total\s+)?(?:contract|deal|order|invoice|project|lifetime|annual\s+recurring|"
                                  r"monthly\s+recurring)\s+(?:value|revenue)(?![\w])")


def _date_given_again(s: _Sentence, vs: int, ve: int) -> str | None:
    """Another date right after the value with only linking words between: the same date in other terms."""
    ve = z.end() if (z := _OWN_TIME_AFTER.match(s.norm, ve)) is not None else ve  # (batch 103: "our time, which is Feb 28")
    at = link.end() if (link := _SAME_DATE_LINK.match(s.norm, ve)) is not None else ve
    own = as_date(s.norm[vs:ve].strip())
    for form in (_ZH_DATE, *_DATE_FORMS):
        m = form.match(s.norm, at)
        if m is not None and (d := _date_of(m)) is not None and d != own:
            return f'the date is given again as another ("{s.norm[ve:m.end()].strip(" ,(")}")'
    if own is not None and (m := _MONTH_DAY.match(s.norm, at)) is not None and _month_day(m, own[0])[1:] != own[1:]:
        return f'the date is given again as another ("{s.norm[ve:m.end()].strip(" ,(")}")'  # ("which is Feb 28", batch 103)
    return None


def _batch94_reading(s: _Sentence, a: int, b: int, vs: int, ve: int, pred: _Pred, numeric: bool,
                     dated: bool) -> str | None:
    """Why a value as people write it (a locale, a calendar, a share, a currency) may read as another (batch 94)."""
    before = s.norm[a:vs]
    if dated:
        if (m := _RECKONING.search(s.norm)) is not None and not vs <= m.start() < ve:
            return f'a date in another reckoning ("{m.group().strip()}"): the calendar date may be another'
        if why := _date_given_again(s, vs, ve):
            return why
        if (m := _DATE_NOTE_AFTER.match(s.norm, ve)) is not None and not (
                m.group("kind") and set(_WORD.findall(m.group("kind"))) & pred.words):
            return f'a note after the date makes it another, or not a real day ("{m.group().strip(" ([（")}")'
    if (m := _SHARE_BEFORE.search(before)) is not None:
        return f'a share or a span of it ("{m.group().strip()}"), not the value'
    if not dated and (m := _ARTICLE_ADJ_BEFORE.search(before)) is not None and \
            m.group("w") not in _PLAIN_ARTICLE_ADJ and m.group("w") not in pred.words:
        return f'a word before the number bounds or adjusts it ("{m.group().strip()}")'
    if numeric:
        if (m := _MONEY_OF_A_TIME.match(s.norm, ve) or _OTHER_MEASURE_AFTER.match(s.norm, ve)
                or _DOLLAR_COUNTRY_AFTER.match(s.norm, ve)) is not None:
            return f'the number is in other terms ("{m.group().strip()}")'
        if (m := _OR_ANOTHER_LATER.search(s.norm, ve) or _ADDED_BESIDE.match(s.norm, ve)) is not None:
            return f'another number beside it ("{m.group().strip(" ,;(")}")'
        if "%" in s.norm[vs:ve + 2] and (m := _RATE_ACRONYM.search(s.raw)) is not None:
            return f'a rate of another kind ("{m.group()}")'
    return None


# a possessive of another party in the value's sentence: "their" or "his" before a noun, "our partner's", or a name's
# before a bracket that splits it from what it owns ("Initech's (new) budget is $18,000.", "Their (new) budget ...",
# "Phone: +49 30 1234567, their main line", "Please transfer to their account, IBAN ..."; mine, batch 108: the
# clause a bracket or a comma cut off kept the owner out of the value's). A person's own ("his", "her") is theirs.
_OTHERS_POSSESSIVE = re.compile(r"(?<![\w'])(?P<o>their|his|our\s+(?:partner|parent|client|customer|vendor|supplier|agency|"
                                r"reseller|bank|lawyer|accountant|landlord|subsidiary|sister\s+company|competitor|"
                                r"contractor|consultant)s?'s?|[\w&-]+'s(?=\s*\()|(?<=per\s)[\w&-]+'s|(?<=according\sto\s)[\w&-]+'s|"
                                r"(?<=from\s)[\w&-]+'s|(?<=based\son\s)[\w&-]+'s)(?![\w'])\s*(?:\([^()]{1,30}\)\s*)?"
                                r"(?=[a-z(])")  # (and a name's after "per", "from": "Per Initech's website, ...")


def _others_possessive(s: _Sentence, vs: int, ve: int, names: frozenset[str], kind: str) -> str | None:
    if (m := _OTHERS_POSSESSIVE.search(s.norm)) is None or vs <= m.start() < ve or \
            m.group("o").removesuffix("'s") in names or kind in ("person", "user") and m.group("o") in ("their", "his"):
        return None  # (a person's own: "his" is the subject's)
    if m.start() >= ve:  # after the value, one with a figure of its own is that item's ("..., our parent's 5,000")
        cut = _ITEM_CUT.search(s.norm, m.end())
        if _DIGIT.search(s.norm, m.end(), cut.start() if cut else len(s.norm)):
            return None
    return f'a possessive that may be another party\'s ("{m.group().strip(" (")}")'


# the words after a bracket that follows the value, up to the next item (mine, batch 108: "Budget: $18,000 (final) per
# month.", "We have 40 seats (confirmed) combined with Initech." read the bracket and stopped)
_BRACKET_TAIL = re.compile(r"(?P<t>[^,;.!?()\[\]\n/|]{1,60})")
# brackets right after the predicate's name in a label: they say which of it, or whose, or for when
_LABEL_BRACKET = re.compile(r"\s*[(\[]([^()\[\]]{1,60})[)\]]")
# ... of which these say it has ended, or ends ("(until Sept)", "(former)"), whatever else they hold
_ENDED_WORDS = frozenset({"until", "till", "through", "before", "ended", "ending", "expired", "former", "ex", "previous",
                          "old", "outgoing", "leaving", "left"})

# a subject's kind in Chinese, as a transcript's label names it ("客户：" is "Customer:")
_ZH_KIND = {"customer": ("客户", "顾客"), "client": ("客户",), "buyer": ("买方", "采购方"), "vendor": ("供应商", "厂商"),
            "supplier": ("供应商",), "partner": ("合作伙伴",), "prospect": ("潜在客户",)}



# (batch 112, mine: rewrites) a premodifier that names a wish, not the value: the predicate's own where its frame has it
# ("Our preferred channel is Slack."), a preference elsewhere ("Our preferred renewal date is 2027-03-01." is held)
_WISHED_PREMODIFIERS = frozenset({"preferred"})

def _shape(s: _Sentence, a: int, b: int, vs: int, ve: int, pred: _Pred, names: frozenset[str],
           kind: str, numeric: bool, dated: bool = False) -> str | None:
    """Positive evidence that the clause is a plain assertion of the predicate: in the item that holds
    the value, every other word is the predicate's name, a unit, a time, the subject or a word of the
    [shape] frame. Anything else (a qualifier noun, a status, "per seat", a third party) returns why
    the rules cannot tell, and the caller holds the proposal for a reviewer."""
    lo, hi = _item(s, a, b, vs, ve)

    def anchors_in(x: int, y: int) -> list[tuple[int, int]]:
        if pred.names is None:
            return []
        return [(m.start(), m.end()) for m in pred.names.finditer(s.norm, x, y)
                if not numeric or not (vs <= m.start() < ve)]

    # a subordinate clause after the value is another clause ("... $12,000 after we cut scope")
    if (sub := _SUBORDINATE.search(s.norm, ve, hi)) is not None:
        hi = sub.start()
    # "X says [that] <assertion>": the speaker was accepted by the rules on reported words (the source's
    # own, or the subject's), so the assertion is the complement, after the verb of saying
    for x, y in s.hits["reported"]:
        if lo <= x and y <= vs:
            lo = y + (4 if s.norm.startswith(" that", y) else 0)
    anchors = anchors_in(lo, hi)
    listed = False
    if not anchors and not numeric and _bare(s, lo, hi, vs, ve):
        # a list element ("Languages: English, Spanish"): the item that names the predicate heads the list
        x = lo
        while x > a and not anchors:
            px, py = _item(s, a, b, max(a, x - 2), max(a, x - 2))
            anchors = anchors_in(px, x)
            if not anchors and not _bare(s, px, x, vs, ve):
                break
            x = px
        if anchors and (q := _LABEL_BRACKET.match(s.norm, anchors[-1][1], lo)) is not None and any(
                w in _ENDED_WORDS or w in _STAGE_BRACKET or w not in _lang("en").frame and w not in _lang("en").premodifier and w not in names
                and w not in pred.words and not _TIME_TOKEN.fullmatch(w) and w not in _CALENDAR
                for w in _WORD.findall(q.group(1))):  # "Account manager (backup): Dana Smith" (batch 88)
            return f'a word in brackets qualifies the predicate ("({q.group(1).strip()})")'
        if anchors and _WORD.search(s.norm, anchors[-1][1], lo):  # the list's head holds its first element
            lo, hi, listed = x, lo, True
        else:
            anchors = []
    if not anchors:
        return "the predicate is not named in the item that holds the value"
    # the predicate named again with another value in the clause ("Seats: 25 / Users: 30")
    if pred.names is not None:
        for m in pred.names.finditer(s.norm, a, b):
            if lo <= m.start() < hi or vs <= m.start() < ve:
                continue
            x, y = _item(s, a, b, m.start(), m.end())
            if re.search(r"\d|[一二三四五六七八九十百千万两]", s.norm[x:y]):
                return f'the predicate is named again with another value ("{s.norm[x:y].strip()}")'
    paren = ""
    if not listed and re.match(r"\s*\(", s.norm[hi:hi + 3]) and (close := s.norm.find(")", hi)) > 0:
        paren = s.norm[hi:close]  # "(approved by board)", "(requested)", "(not yet approved)": part of the item
    if numeric and pred.index is not None:  # an indexed predicate: the value in its place of a series
        series = s.norm[anchors[0][1]:hi]
        nums = list(re.finditer(r"\d+(?:\.\d+)?", series))
        if re.fullmatch(r"[\s\d.,:;|/]*", series) and len(nums) >= pred.index and \
                anchors[0][1] + nums[pred.index - 1].start() == vs:
            return None
    first = min(vs, anchors[0][0]) if not listed else anchors[0][0]
    if listed:  # only the words up to the list's opening label or verb are the claim's frame
        hi = anchors[-1][1]
    text = list(s.norm[lo:hi])
    blank = [(vs, ve), *anchors]
    blank += [(x, y) for x, y, kind_, *_ in _time_marks(s.norm, s.zh)
              if kind_ != "month" or s.norm[x:y] != "may" or _TIME_PREP.search(s.norm, max(0, x - 12), x)]
    if (fw := _FOR_WHOM.search(s.norm, ve, hi)) is not None:
        blank.append((fw.start("q"), fw.end("q")))
    if not numeric and (title := _HONORIFIC.search(s.norm, lo, vs)) is not None and title.end() == vs:
        blank.append((title.start(), title.end()))  # "Ms. Dana Smith": a person's title is no qualifier
    blank += [(m.start(), m.end()) for m in _THANK_YOU.finditer(s.norm, lo, hi)]
    ft = _FROM_TO.search(s.norm, lo, vs) if vs > lo else None
    if ft:  # "from Berlin to [Munich]": the old value is not a word of this claim
        blank.append((ft.start("x"), ft.end("x")))
    for x, y in blank:
        for i in range(max(x, lo), min(y, hi)):
            text[i - lo] = " "
    body = "".join(text)
    en = _lang("en")
    zh = _lang("zh") if s.zh else None
    if zh is not None and zh.frame_re is not None:
        if (label := body.find(":", 0, max(0, vs - lo))) > 0 and body[:label].strip() in _ZH_KIND.get(kind, ()):
            body = " " * label + body[label:]  # "客户：我们的预算是……" about customer:acme, as "Customer: ..." (batch 94)
        body = zh.frame_re.sub(lambda m: " " * len(m.group()), body)
        zh_units = {c for u in (*pred.units_zh, *zh.currency) for c in u}
        odd = [c for c in _CJK.findall(body) if c not in zh_units]
        if odd:
            return f'the clause says more than a plain assertion ("{"".join(odd)}")'
    pre = body[: max(0, first - lo)]
    head_from = pre.rfind(":") + 1  # a preamble before a colon ("Invoice 2026-114: total budget ...")
    ok_units = pred.units | pred.declared | en.currency
    head: list[str] = []
    for m in _WORD.finditer(body):
        w = m.group()
        if _CJK.match(w):
            continue
        if m.start() < head_from:
            # a transcript's label naming the subject's kind ("Customer: ..." about customer:acme) is its line
            if re.fullmatch(r"[\d/-]+", w) or w in en.preamble or w in en.frame or w in names or w == kind:
                continue
            return f'the clause says more than a plain assertion ("{w}")'
        if m.start() < first - lo:
            head.append(w)
        if numeric and w in _SCALE_WORDS and m.start() < vs - lo:  # "Budget in $k: 18": the label scales the number
            return f'the label gives the number a scale ("{w}")'
        base = w[:-2] if w.endswith("'s") else w
        if base == kind and re.search(r"(?<![\w'])(?:our|my|their|his|her|your)\s+$", body[:m.start()]):
            return f'it is about another party ("{body[max(0, m.start() - 4):m.end()].strip()}")'
        if base in en.frame or w in en.frame or base in pred.frame or (base.endswith("s") and base[:-1] in en.frame) or base in names or base == kind or w in ok_units or \
                base in pred.own or _TIME_TOKEN.fullmatch(w) or (base in _CALENDAR and base != "may") or \
                _stem(base) in pred.stems:
            continue
        return f'the clause says more than a plain assertion ("{w}")'
    if (why := _applies_to(s, vs, ve, hi, pred, numeric)) is not None:
        return why
    colon = s.norm.rfind(":", lo, min(vs, anchors[0][0]))  # "To recap: budget ..." is a preamble
    for m in _TO.finditer(s.norm, max(lo, colon + 1), hi):  # "to get approved", "to be finalized": a purpose or a plan
        p = m.end()
        if p == vs and (pref := _PREFER_OTHER.search(s.norm, lo, m.start())) is not None:
            return f'the value is what is preferred less ("{s.norm[pref.start():ve].strip()}")'
        if m.start() >= ve and _PREFER_BEFORE.search(s.norm, lo, vs) is not None:
            continue  # "We prefer phone to email.": the thing preferred less, no infinitive
        if p == vs or any(x <= p < y for x, y in anchors) or (after := _WORD.match(s.norm, p)) is None or \
                after.group() in ("the", "this", "our", "my", "a", "an", "date", "now", "today"):
            continue
        return f'an infinitive ("to {after.group()}"): a purpose or a plan'
    rest = None  # the next item of the sentence (the clause may end at this comma: "40 seats, give or take a few")
    if (nxt := _ITEM_CUT.match(s.norm, hi)) is not None and s.norm[hi] in ",;":
        end = _ITEM_CUT.search(s.norm, nxt.end())
        rest = s.norm[nxt.end():end.start() if end else len(s.norm)]
        if _NOT_FOR_LONG.search(rest) or _QUALIFIER.match(rest.strip()):  # "Berlin, soon Munich", "Berlin, tentatively"
            return f'it is qualified after the value ("{rest.strip()}")'
    if rest is not None and ((rc := _RECAST_REST.match(rest.strip())) is not None and
                             not (numeric and rc.group().split()[-1] in pred.frame) or _OTHER_PERIOD_REST.search(rest)):
        # "1:40, industry norm", "tier 3, the cap for our contract", "4%, so about 40% annualised" (batch 101)
        return f'a comment after the value ("{rest.strip()}")'
    if numeric and rest is not None:  # a comment after the value ("$18k, same as Globex"); another label with its number is a list item

        def plain(w: str) -> bool:
            return bool(_CJK.match(w) or w in en.frame or w in en.preamble or w in ok_units or w in names
                        or w in pred.frame or _stem(w) in pred.stems or _TIME_TOKEN.fullmatch(w))

        affirmed = en.affirming is not None and en.affirming.fullmatch(rest.strip(" .!")) is not None
        if not re.search(r"\d|[一二三四五六七八九十两]", rest) and not affirmed:  # ("$18,000, no doubt about it")
            for w in _WORD.findall(rest):
                if not plain(w):
                    return f'a comment after the value ("{rest.strip()}")'
            if (comment := _zh_comment(rest, pred)):  # "18000美元，旧数据", "，瞎猜的"
                return f'a comment after the value ("{rest.strip()}": "{comment}")'
        elif not re.search(r"\d", rest) and not affirmed and (comment := _zh_comment(rest, pred)):
            # in Chinese, numbers in words are no list item's ("，那是上一个项目的", "，只是第一期")
            return f'a comment after the value ("{rest.strip()}": "{comment}")'
        elif _FOR_PART.search(s.norm, ve, hi) and not _CJK.search(rest) and all(
                plain(w) or re.fullmatch(r"[\d.,]+k?", w) for w in _WORD.findall(rest)):
            # the value is for a part ("for the pilot") and the next item, with no label of its own, gives
            # the same predicate another value ("$18k for the pilot, $40k overall"): which is the claim's?
            return f'the sentence gives it another value too ("{rest.strip()}")'
        elif not _CJK.search(rest) and _another_amount(s, rest, vs, ve) and not _EARLIER.match(rest) and all(
                w in _BOUND_WORDS or w in _IN_ITS_PLACE or w in _OTHER_MOOD or w in ok_units or _stem(w) in pred.stems
                or w in _EN_UNITS or w in _EN_TENS or w in _ORDINALS  # "8% after year one", "from the second year"
                or re.fullmatch(r"[\d.,]+[km]?", w) or _TIME_TOKEN.fullmatch(w) for w in _WORD.findall(rest)):
            # the next item, with no label of its own, is another amount for the same thing ("$18,000, $25,000
            # max", "18 seats, 25 tops", "$18,000; $25,000 after approval"): a bound, a later value, a correction
            return f'the sentence gives it another value too ("{rest.strip()}")'
        elif not _CJK.search(rest) and _INCLUSIVE.search(rest) and _another_amount(s, rest, vs, ve) and \
                not _EARLIER.match(rest) and not re.search(r"(?<![\w])for(?![\w])", rest):  # ("with $2k for travel": a part)
            return f'the sentence gives it another total too ("{rest.strip()}")'
    if s.zh and zh is not None and zh.frame_re is not None:
        paren = zh.frame_re.sub(" ", paren)
    if _SHARE.search(paren):  # "$18k (50% of the total)": a share of something
        return 'the clause says more than a plain assertion ("%")'
    if numeric and paren and _another_amount(s, paren, vs, ve) and not _EARLIER.match(paren.lstrip(" (")):
        return f'the brackets give it another value ("{paren.strip(" (")}")'  # "$18,000 (now $25,000)", "(new: ...)"
    for part in re.split(r"[,;]", paren.lstrip(" (")) if paren else ():
        if numeric and (rate := _RATE_AFTER.match(part)) is not None and rate.group().strip() and \
                not pred.words & _RATE_WORDS:
            return f'a rate ("{rate.group().strip()}"), not the value'  # "$18,000 (per month)", "40 seats (USD, per team)"
        if (end := _NOT_FOR_LONG.match(part.strip())) is not None:  # "$18,000 (until today)", "Berlin (soon Munich)"
            return f'it is about to change, or has ("{end.group()}")'
    if not re.search(r"\d", paren) and (was := _WAS.search(paren)) is not None:  # "2026-11-01 (was)": the value it had
        return f'the value it had ("{was.group()}")'
    words = [w for w in _WORD.findall(paren) if not (w.isdigit() or w in ok_units)]
    if words and all(w in _SCOPE_IN_BRACKETS for w in words):  # "$18,000 (Board)", "(IT)", "(US)", "(team)"
        return f'a word in brackets may say whose part it is ("{" ".join(words)}")'
    for w in _WORD.findall(paren):
        if not (w.isdigit() or w in en.frame or w in en.preamble or w in ok_units):
            return f'the clause says more than a plain assertion ("{w}")'
    if paren and (tail := _BRACKET_TAIL.match(s.norm, s.norm.find(")", hi) + 1)) is not None:
        for w in _WORD.findall(tail.group("t")):  # "Budget: $18,000 (final) per month.", "40 seats (confirmed) each",
            if not (w in en.frame or w in en.preamble or w in en.discourse or w in ok_units or w in names or  # "席位：40
                    w in pred.frame or _stem(w) in pred.stems or _TIME_TOKEN.fullmatch(w) or  # （合同）——Initech"
                    _CJK.match(w) and zh is not None and zh.frame_re is not None and zh.frame_re.fullmatch(w)):
                return f'words after the brackets say more of it ("{tail.group("t").strip()}")'
    head = [w for w in head if w not in en.discourse]
    if head and head[0] in en.verb_first:
        return "the clause does not say whom it is about"
    # between a determiner and the predicate's name only a premodifier may stand ("our total budget");
    # "our IT budget", "the events budget" name another budget
    np = re.search(r"(?<![\w'])(?:our|my|the|this|a|an|its|[\w-]+'s)\s+((?:[\w'-]+\s+){1,3})$",
                   body[: max(0, anchors[0][0] - lo)])
    # ... and so, with no determiner, in a label's head ("Team budget: $18,000" as "Our team budget is ..."; mine, batch 104)
    label = np is None and _LABEL_COLON.match(s.norm, anchors[0][1]) is not None
    if label:  # (the predicate's own frame and a CRM field's words head a label too: "Support channel:", "Contract price:")
        np = _LABEL_HEAD.fullmatch(body, head_from, max(head_from, anchors[0][0] - lo))
    for w in reversed(np.group(1).split() if np else ()):
        if w in en.np_start:
            break
        base = w.removesuffix("'s")
        if not (w in en.premodifier and (w not in _WISHED_PREMODIFIERS or w in pred.frame) or base in names or
                base == kind or _TIME_TOKEN.fullmatch(w) or w in ok_units or label and (w in pred.frame or w in _LABEL_OK)):
            return f'a word qualifies the predicate ("{w}")'
    if s.zh and (year := _ZH_NAME_YEAR.match(s.norm, anchors[0][1])) is not None:  # "预算年度：18000": the budget's year
        return f'the predicate\'s name labels another thing ("{s.norm[anchors[0][0]:year.end()]}")'
    return None if s.zh else _which_one(s, lo, anchors[0], names, kind, pred, numeric, dated)


# a determiner that makes the predicate's thing another one, or any ("That budget is ...", "One IBAN is ...", "Each
# renewal date is ...")
_OTHER_ONE = frozenset({"that", "those", "these", "one", "another", "each", "any", "either", "neither", "every", "some",
                        "such", "whichever", "whatever", "yon", "other", "certain", "several", "both", "all", "no"})


# right after the predicate's name: the thing it names is another ("budget doc", "budget account: 18000", "budget
# invoice", "account manager's manager", "renewal's notice date")
_NAME_OF_ANOTHER = re.compile(r"(?:\s+(?:doc|docs|document|documents|account|invoice|contract|deal|file|folder|sheet|"
                              r"spreadsheet|id|code|ref|reference|ticket|line|item|owner|holder|request|report|template|"
                              r"form|approver|approval|holders|owners|plan|plans|record|records|proposal|proposals|forecast|"
                              r"estimate|draft|request|requests)|'s\s+[a-z]+)(?![\w])")
_NOT_A_NOUN = frozenset({"at", "about", "around", "now", "still", "just", "only", "over", "under", "up", "down", "in",
                         "on", "going", "gonna", "not", "never", "always", "already", "currently", "roughly", "exactly",
                         "due", "within", "below", "above", "fine", "good", "ok", "okay", "correct", "right", "true"})
_COUNTED = re.compile(r"\s*(?:count|number|total|licen[cs]es?|limit|cap|allocation|allotment)(?![\w])")  # "seat count: 40"
# a noun right after the predicate's name that heads another thing the name only labels: that thing's name, type or
# date, a meeting, a project, a part of the company, a period ("Team name: 14", "Budget type: 18000", "Team meeting:
# 14", "Team week: 14", "Renewal name: 2027-03-01", "Seats pilot is 40"). A name is the value when the value is one
# ("Account manager name: Dana Smith"), a date when it is a date ("Contract end date: 2027-06-30"), and a word of the
# predicate's own is its name ("Plan name: Enterprise" for plan_name). (mine, batch 104)
_ATTRIBUTE_WORD = (r"names?|types?|kinds?|category|categories|class|date|meetings?|projects?|pilot|rollout|renewals?|board|"
                   r"finance|leadership|management|company|team|quarter|month|week|year|levels?")
_ATTRIBUTE_NOUN = re.compile(r"(?:\s+(?:count|number|total|size|amount|figure|value)(?=[\s-]))?(?:\s+|\s*-\s*|['’]s\s+)"
                             r"(" + _ATTRIBUTE_WORD + r")(?![\w'-])")
# ... or the same noun before it, with "of" ("The name of our team is 14", "Type of budget: 18000")
_ATTRIBUTE_OF = re.compile(r"(?<![\w'])(" + _ATTRIBUTE_WORD + r")\s+of\s+(?:(?:the|our|my|this|its|their|your)\s+)?$")
_LABEL_HEAD = re.compile(r"\s*((?:[a-z][a-z']*\s+){1,3})")
_LABEL_COLON = re.compile(r"\s*[:：]")
# a CRM field's or a document's own words ("Account budget:", "Invoice total:")
_LABEL_OK = frozenset({"contract", "contracted", "account", "deal", "opportunity", "invoice", "receipt", "order", "po",
                       "sow", "quote", "form"})
_ZH_NAME_YEAR = re.compile(r"\s*年度")
_THE_OFFICE = frozenset({"our", "the", "my", "head", "main", "central", "registered", "this", "company", "corporate"})


# right before the predicate: a value that is not the current one ("Starting budget", "Initial seats", "Peak seats")
_NOT_THE_CURRENT = frozenset({"starting", "initial", "opening", "baseline", "record", "peak", "minimum", "maximum", "min",
                              "max", "entry", "base", "original", "former", "previous", "prior", "target", "proposed",
                              "requested", "expected", "projected", "forecast", "estimated", "planned", "ideal", "dream",
                              # a judgement of a value, not the value ("Good budget: ...", "Best discount: 12%")
                              "good", "right", "best", "better", "perfect", "reasonable", "realistic", "fair", "optimal",
                              "sensible", "recommended", "suggested"})
# ... or a part of the company that owns it ("Management budget:", "board seats", "finance budget")
_A_PART_OWNS = frozenset({"management", "finance", "leadership", "board", "marketing", "sales", "engineering", "legal",
                          "hr", "ops", "operations", "procurement", "events", "travel", "training", "r&d",
                          "department", "dept", "division", "branch", "subsidiary", "regional", "local"})


def _labels_another(w: str, pred: _Pred, named: list[str], numeric: bool, dated: bool) -> bool:
    """Whether a noun beside the predicate's name heads another thing: not when it is a word of the predicate's own,
    a name when the value is a name, a date when it is a date, a level when the name is a measure ("budget level")."""
    if w in pred.words or (w.startswith("name") and not numeric and not dated) or (w == "date" and dated):
        return False
    return not w.startswith("level") or bool(pred.own & _MEASURES and not set(named) & _MEASURES)


def _which_one(s: _Sentence, lo: int, anchor: tuple[int, int], names: frozenset[str], kind: str,
               pred: _Pred, numeric: bool = False, dated: bool = False) -> str | None:
    """Whether the words just before the predicate's name make it another instance of it, or any: a
    determiner of another one ("that budget", "one IBAN"), an article at the head of the item ("A
    discount is 12%": a discount in general), "its" with the subject unnamed ("We looked at Globex. Its
    budget is ..."); or the name in the plural ("Budgets are $18,000": each of several)."""
    en = _lang("en")
    words = [m.group() for m in _WORD.finditer(s.norm, lo, anchor[0])]
    named = s.norm[anchor[0]:anchor[1]].split()
    last = named[-1] if named else ""
    if (m := _NAME_OF_ANOTHER.match(s.norm, anchor[1])) is not None and not (
            m.group().strip() == "plan" and s.norm[anchor[0] - 1:anchor[0]] == "-") and not (  # "the 40-seat plan"
            m.group().startswith("'s") and ((nxt := m.group()[2:].strip()) in en.frame or nxt.endswith("ed") or
                                            nxt in _NOT_A_NOUN)):  # "Budget's locked at $18k": "'s" is "is"
        return f'the predicate\'s name is part of another thing ("{s.norm[anchor[0]:m.end()].strip()}")'
    glued = s.norm[anchor[0] - 1:anchor[0]] == "-"  # a compound adjective heads its noun ("a 12-seat team")
    end = anchor[1]  # the name's words run on ("go-live": "go", then "live")
    while s.norm[end:end + 1] in ("-", " ", "_") and pred.names and (more := pred.names.match(s.norm, end + 1)):
        end = more.end()
    if not glued and ((m := _ATTRIBUTE_NOUN.match(s.norm, end)) or
                      (m := _ATTRIBUTE_OF.search(s.norm, max(lo, anchor[0] - 40), anchor[0]))) and \
            _labels_another(m.group(1), pred, named, numeric, dated):
        return f'the predicate\'s name labels another thing ("{s.norm[min(m.start(), anchor[0]):max(m.end(), end)].strip()}")'
    if last + "s" in pred.own and not _COUNTED.match(s.norm, anchor[1]) and not glued:
        # "My seat is 40": a seat's number ("a 12-seat team" counts them)
        return f'one of them, not how many ("{s.norm[anchor[0]:anchor[1]]}")'
    if last == "office" and "office" not in pred.own and words and words[-1] not in _THE_OFFICE:
        return f'an office, not the headquarters ("{words[-1]} office")'
    if last.endswith("s") and not last.endswith("ss") and last not in pred.own and \
            (last[:-1] in pred.words or last[:-2] in pred.words) and re.match(r"\s+(?:are|were)(?![\w])", s.norm[anchor[1]:]):
        return f'the predicate\'s name in the plural ("{s.norm[anchor[0]:anchor[1]]}"): each of several'
    i = len(words)
    while i and words[i - 1] in en.premodifier and words[i - 1] not in ("this", "the", "our", "my"):
        i -= 1
    if not i:
        return None
    det, head = words[i - 1], [w for w in words[:i - 1] if w not in en.discourse]
    if det in _OTHER_ONE:
        return f'a determiner makes it another one, or any ("{det} {" ".join(named)}")'
    if det in _NOT_THE_CURRENT:
        return f'not the current value ("{det} {" ".join(named)}")'
    if det in _A_PART_OWNS and last in pred.own:
        return f'a part of the company owns it ("{det} {" ".join(named)}")'
    if det in ("a", "an") and not head:
        return f'an article makes it one in general, not the subject\'s ("{det} {" ".join(named)}")'
    if det == "its" and not head and not _named(s, names, kind):
        return f'a pronoun that may not be the subject ("its {" ".join(named)}")'
    return None

# a bracket after the value that holds only these says whose value it is, or what part of the company's ("$18,000
# (Board)", "(Finance)", "(US)", "(me)"); with a word of standing it says who approved it ("(board approved)")
_SCOPE_IN_BRACKETS = frozenset({
    "me", "we", "us", "as", "on", "so", "it", "i", "you", "them", "they", "he", "she", "him", "her", "board", "finance",
    "team", "teams", "account", "internal", "internally", "management", "leadership", "meeting", "company", "project",
    "pilot", "deal", "plan", "renewal", "department", "dept", "division", "unit", "branch", "office", "group", "hq",
    "ops", "sales", "marketing", "legal", "engineering", "hr", "support", "procurement", "cfo", "ceo", "one", "each",
    "per", "all", "other", "another", "theirs", "ours", "mine", "local", "regional", "global", "emea", "apac", "eu"})


# what a plan-allowed predicate's name may be of ("contract renewal", "subscription renewal"), and what after it makes
# it another thing ("renewal quote", "renewal meeting", "go-live checklist")
_OF_THE_SUBJECT = frozenset({"contract", "subscription", "license", "licence", "plan", "service", "account", "annual",
                             "yearly", "next", "upcoming", "planned", "official", "scheduled", "target", "expected"})
_NOT_THE_THING = re.compile(r"\s*(?:quote|quotes|window|reminder|reminders|invoice|invoices|meeting|meetings|notice|notices|"
                            r"deal|call|calls|discussion|email|emails|letter|fee|fees|price|pricing|terms?|period|"
                            r"notification|review|proposal|offer|negotiation|negotiations|kickoff|checklist|rehearsal|"
                            r"party|webinar|training|test|dry run|readiness|docs?|documents?|decisions?|summary|summaries|"
                            r"updates?|notes?|memo|report|draft|forecast|estimate|status|approval|request|paperwork|"
                            r"dated|due|deadline)(?![\w])")
# what a plan's clause may hold before the value besides the frame: the words of a plan, a schedule or (where the
# predicate allows one) a wish
_WISH_HEAD = frozenset({"want", "wants", "wanted", "would", "like", "hope", "hoping", "prefer", "prefers", "wish"})
_PLAN_HEAD = _WISH_HEAD | frozenset({"will", "'ll", "shall", "scheduled", "planned", "expected", "due", "set", "slated",
                        "going", "gonna", "target", "targeted", "targeting", "aim", "aiming", "aimed", "plan", "plans",
                        "planning", "intend", "intends", "should", "must", "need", "needs", "next", "upcoming", "coming", "about", "around", "happen", "happens", "take", "takes",
                        "place", "falls", "fall", "come", "comes", "up", "every", "each", "automatically", "auto",
                        "date", "day", "term", "contract", "subscription", "license", "licence", "service",
                        "annual", "yearly", "monthly", "roll", "out", "late", "early", "mid", "end", "beginning",
                        "start", "kick", "off", "this", "it"})


def _plan_shape(s: _Sentence, a: int, b: int, vs: int, ve: int, pred: _Pred, names: frozenset[str],
                kind: str) -> str | None:
    """For a plan-allowed predicate (the shape check skipped): before the value, the clause names no one
    and nothing else as what renews or launches ("Globex renews on ...", "Our biggest client renews ...",
    "Wrong renewal date: ..."), and a bracket after the value gives it no status ("(superseded)")."""
    en = _lang("en")
    lo = a
    if a > 0 and s.norm[:a].rstrip().endswith(":"):  # "Wrong renewal date: ...": the label is the clause's head
        lo = max(s.norm.rfind(c, 0, s.norm[:a].rstrip().rfind(":")) for c in ".;,!?") + 1
    wishes = "wish" in pred.allow
    blank = [(x, y) for x, y, *_ in _time_marks(s.norm, s.zh)]
    if pred.names is not None:
        blank += [(m.start(), m.end()) for m in pred.names.finditer(s.norm, lo, vs)]
    for m in _WORD.finditer(s.norm, lo, vs):
        w = m.group()
        if _CJK.match(w) or any(x <= m.start() < y for x, y in blank):
            continue
        base = w[:-2] if w.endswith("'s") else w
        if base == kind and re.search(r"(?<![\w'])(?:our|my|their|his|her|your)\s+$", s.norm[lo:m.start()]):
            return f'it is about another party ("{s.norm[max(lo, m.start() - 4):m.end()].strip()}")'
        if (w in _WISH_HEAD or w in _WISHED_PREMODIFIERS and w not in pred.frame) and not wishes:
            return f'a wish, not the plan ("{w}")'  # ("Our preferred renewal date is ...", batch 112)
        if w in en.frame or base in en.frame or w in en.subject_words or w in en.discourse or w in en.premodifier or \
                w in _OF_THE_SUBJECT or w in _PLAN_HEAD or base in names or base == kind or w in pred.words or \
                w in pred.frame or _stem(base) in pred.stems or _TIME_TOKEN.fullmatch(w) or base in _CALENDAR_SHORT or \
                w.isdigit() or w in en.preamble:
            continue
        return f'the clause says more than a plain assertion ("{w}")'
    if (status := _PLAN_STATUS.search(s.norm, ve)) is not None:  # "(superseded)", "..., but we're churning"
        return f'a status after the value ("{status.group()}")'
    if (mark := _REVISED_AFTER.search(s.norm, ve)) is not None:  # "2027-03-01 [Deleted]", "(v1)", "（旧值）" (batch 108)
        return f'a revision mark after the value ("{mark.group()}")'
    if _TERSE_BESIDE.match(s.norm[ve:]) and "CA" not in s.raw:  # "Renewal: 2027-03-01 War so." (batch 107)
        return f'a terse qualifier after the value ("{s.norm[ve:].strip()[:40]}")'
    return None


# a timeline's value set for another thing than the rollout or the purchase: moved or planned ("moving the meeting to Q4"),
# or named beside it ("Q4 revenue", "Q4 for the offsite", "我们计划Q4团建", "审计计划在Q4")
_TIMELINE_THINGS = frozenset(["rollout", "roll-out", "launch", "go-live", "golive", "live", "deployment", "release", "start", "kickoff",
                              "kick-off", "implementation", "purchase", "buy", "decision", "deal", "contract", "signing",
                              "migration", "it", "everything", "timeline", "plan", "plans", "date", "project", "adoption",
                              "onboarding", "pilot", "upgrade", "order", "switch", "transition", "integration", "cutover"])
_MOVED_THING = re.compile(r"(?<![\w'])(?:mov|push|delay|postpon|reschedul|shift|bring|pull|plann?|schedul|book|set|target)(?:e|es|ed|ing|s)?"
                          r"\s+(?:the|our|an?|this|that|its|their|all|both)\s+(?P<thing>(?:[\w-]+\s+){0,2}?[\w-]+)\s+"
                          r"(?:(?:back|forward|out|up)\s+)?(?:to|into|until|till|for|in|at)\s+(?:the\s+)?$")
_SET_THING = re.compile(r"(?<![\w'])(?P<thing>[\w-]+)\s+(?:(?:is|are|was|were|has\s+been|have\s+been|remains|stays)\s+)?"
                        r"(?:(?:now|still|currently|tentatively|\w+ly)\s+)?(?:planned|scheduled|targeted|slated|set|moved|pushed|"
                        r"delayed|postponed|booked)\s+(?:back\s+|out\s+)?(?:for|to|in|on|into|until)\s+(?:the\s+)?$")
_ACTIVITY = (r"offsite|off-site|retreat|revenue|numbers|results|earnings|review|audit|meeting|meetings|party|hiring|bonus(?:es)?|"
             r"board|report|reporting|conference|event|holiday|holidays|vacation|invoice|invoices|payment|payments|sales|"
             r"forecast|okrs?|goals|targets|close|closing|planning|offsites|summit|training|trip|move|renovation|"
             r"team[\s-]building|kick[\s-]?off\s+party|celebration|dinner|launch\s+party|appraisals?|raises|layoffs")
_ACTIVITY_AFTER = re.compile(r"\s*(?:(?:for|of)\s+(?:the|our|an?|this)\s+|'s\s+)?(?:[\w-]+\s+){0,1}?(?P<w>" + _ACTIVITY + r")(?![\w-])")
_ZH_ACTIVITY = re.compile(r"营收|收入|销售额|业绩|团建|招人|招聘|审计|开会|会议|年会|旅游|放假|休假|搬家|装修|评审|考核|奖金|体检|培训|聚餐|财报|开店|新店|年终")


def _timeline_of_another(s: _Sentence, vs: int, ve: int) -> str | None:
    if s.zh:
        return None if (m := _ZH_ACTIVITY.search(s.norm)) is None else f'the time of another thing ("{m.group()}")'
    if (m := _MOVED_THING.search(s.norm, 0, vs)) is not None and \
            m.group("thing").split()[-1] not in _TIMELINE_THINGS and _lang("en").np_start.isdisjoint(m.group("thing").split()[-1:]):
        return f'the time of another thing ("{m.group().strip()}")'
    if (m := _SET_THING.search(s.norm, 0, vs)) is not None and m.group("thing") not in _TIMELINE_THINGS and \
            m.group("thing") not in _lang("en").subject_words:
        return f'the time of another thing ("{m.group().strip()}")'
    if (m := _ACTIVITY_AFTER.match(s.norm, ve)) is not None:
        return f'the time of another thing ("{s.norm[vs:m.end()].strip()}")'
    return None


def _zh_plan_shape(s: _Sentence, vs: int, ve: int) -> str | None:
    """`_plan_shape` for a Chinese sentence: another party or a status beside the date ("Globex在...续约",
    "我们的客户...", "（错误）", "续约提醒：")."""
    for m in _ZH_PLAN_NOT.finditer(s.norm):
        if not vs <= m.start() < ve:
            return f'the clause says more than a plain assertion ("{m.group()}")'
    if _ZH_SPAN_END.search(s.norm, 0, vs) or _ZH_SPAN_START.match(s.norm, ve):
        return "the date is one end of a span"
    if (mark := _REVISED_AFTER.search(s.norm, ve)) is not None:  # "2027-03-01（已删除）", "（修订前）" (batch 108)
        return f'a revision mark after the value ("{mark.group()}")'
    return None


# in a Chinese sentence with a plan's date: a name in Latin letters, another party, a status, another thing's date
_ZH_PLAN_NOT = re.compile(r"(?<![a-z0-9])[a-z][a-z0-9&.-]{2,}(?![a-z0-9])|我们的客户|供应商|合作伙伴|对方|他们的|错误|有争议|争议|"
                          r"待定|待确认|推迟|延期|取消|作废|过期|旧的|预计|估计|草稿|提醒|会议|通知|发票|报价|"
                          r"窗口|区间|范围|之间|前后|宽限期|截止|期限|最晚|最迟|"  # (batch 84: a window or a deadline, not the date)
                          r"暂定|暂按|原定|拟|初定|十有八九|估摸|大概|大约|可能|也许|或许|好像|最早|曾|原本|本来|争取|希望|"  # (batch 90)
                          # (batch 91) the date moved by what follows it: a business-day rule, an offset, another zone
                          r"顺延|往后|挪|前一天|后一天|前一周|后一周|再往后|当地|北京时间|美国时间|太平洋时间|时间[)）]|工作日|"
                          r"节假日|周[一二三四五六日天]|那边|这边")
# the date as one end of a span ("2027-02-01至2027-03-01")
_ZH_SPAN_END = re.compile(r"\d\s*(?:至|到|~|-|—|–)\s*$")
_ZH_SPAN_START = re.compile(r"\s*(?:至|到|~|-|—|–)\s*\d")
# a revision's mark after a date (the plan rules skip the shape check that holds it after a count): tracked changes,
# strikethrough, versions, comments and sheet errors, "2027-03-01 [Deleted by Dana]", "(rev. A)", "(#REF!)", "（旧值）",
# "（修订前）": what a reader sees is not the date standing (class: revision mark after a date, batch 108)
_REVISED_AFTER = re.compile(
    r"(?<![\w])(?:deleted|deletion|removed|struck|strike(?:through|out)?|crossed|replaced|reverted|rolled\s+back|undone|"
    r"overwritten|overridden|erased|inserted|formatted|changed|edited|redlined?|tracked|hidden|not\s+accepted|comments?|"
    r"see\s+notes?|was|v\d+|rev(?:ision)?\.?\s*[a-z\d]{1,3})(?![\w])|#(?:ref|n/a|value|div/0|name|null)!?|"
    r"删|划掉|划去|旧|原[为值来先]|修订|修改|改过|改动|批注|作废|上一版|改前")
# a status after a plan's date ("(superseded)", "(postponed)", "(sales forecast)", "..., but we're leaving")
_PLAN_STATUS = re.compile(
    r"(?<![\w])(?:wrong|incorrect|superseded|obsolete|outdated|old|stale|unverified|unconfirmed|disputed|contested|"
    r"postponed|rescheduled|delayed|moved|cancell?ed|void(?:ed)?|invalid|forecast|estimated?|draft|proposed|tentative|"
    r"tbc|tbd|pending|expired|withdrawn|rejected|opted out|churn(?:ing|ed)?|gave notice|not renewing|terminated|"
    r"(?:under )?dispute|needs? check(?:ing)?|to check|to be checked|cancell?ing|declined?|leaving|switching|"
    r"we're out|we are out|not renew(?:ing)?|won't renew|"
    r"guess|maybe|approx|lapsed|missed|passed|earliest|at the earliest|at the latest|if any|overdue|ended|past|"
    r"by\s+(?!(?:our|my)(?![\w]))[\w-]+'s\s+(?:calendar|count|reckoning|books|numbers|records|figures|estimate)|"
    r"skipped|lost|no longer|"
    # (batch 91) a date moved by what follows it: a weekday it falls on, a business-day rule, an offset, another zone
    r"so\s+(?:the\s+)?(?:sunday|saturday|monday|tuesday|wednesday|thursday|friday)|business[\s-]days?|working\s+days?|"
    r"bank\s+holidays?|following\s+day|next\s+day|observed|rolls?|moves?\s+to|in\s+practice|effective\s+the|plus|minus|"
    r"\w+\s+(?:year|month|week|day)s?\s+on|grace|utc|gmt|cet|cest|pacific|eastern|central|local\s+time|for\s+us|where\s+we|"
    r"here)(?![\w])|(?<=\d)\s+[-+]\s*\d{1,3}(?![\d-])")


# the Chinese words glued before a plan's name ("域名续费", "保险续约", "上次续约", "首次续约", "原续约日期"): another
# thing's renewal, or another time's; only the writer's own contract or the next one pass ("我们的合同续约", "下次续约")
# (batch 96, red-team 28b: a neighbouring predicate's date)
_ZH_THING_BEFORE = re.compile(r"[\u4e00-\u9fff]+$")
_ZH_OWN_RENEWAL = re.compile(r"(?:我们|我|本公司|公司|贵司)?的?(?:合同|订阅|服务|年度|年费|平台|软件|账户|许可|授权)?的?"
                             r"(?:下次|下一次|本次|这次|今年的?|明年的?)?(?:将|会|将会|要|就|再|正式|预计)?(?:在|于)?(?:自动)?")


def _other_thing(s: _Sentence, a: int, b: int, vs: int, ve: int, pred: _Pred, names: frozenset[str],
                 kind: str, dated: bool = False) -> str | None:
    """For a predicate whose value may be a plan (a date ahead), the shape check is skipped; its name must
    still be the subject's own thing: no noun before it that makes it another's renewal ("domain renewal",
    "insurance renewal"), none after it that makes it something of that renewal ("renewal quote")."""
    if pred.names is None:
        return None
    en = _lang("en")
    for m in pred.names.finditer(s.norm, a, b):
        if vs <= m.start() < ve:
            continue
        if (after := _NOT_THE_THING.match(s.norm, m.end())) is not None:
            return f'the predicate\'s name is part of another thing ("{s.norm[m.start():after.end()].strip()}")'
        if not s.zh and m.start() < vs and (why := _which_one(s, a, (m.start(), m.end()), names, kind, pred,
                                                                                  dated=dated)):
            return why
        at = vs if ve <= m.start() and re.fullmatch(r"[\s将会要就再正式自动]*", s.norm[ve:m.start()]) else m.start()
        if s.zh and "renewal" in pred.own and (q := _ZH_THING_BEFORE.search(s.norm, 0, at)) is not None and \
                not _ZH_OWN_RENEWAL.fullmatch(q.group()):  # ("保险2027-03-01续约": the date between them)
            return f'a word qualifies the predicate ("{q.group()}")'
        # a noun between a determiner and the name ("our domain renewal", "the lease renewal")
        before = re.search(r"(?<![\w'])(?:our|my|the|this|its|their|your|[\w-]+'s)\s+([\w'-]+)\s+$", s.norm[a:m.start()])
        if before is None:
            continue
        w = before.group(1)
        base = w.removesuffix("'s")
        if not (w in en.np_start or w in en.premodifier or w in _OF_THE_SUBJECT or base in names or base == kind
                or _TIME_TOKEN.fullmatch(w) or w in en.frame or w in pred.words or w in en.subject_words):
            return f'a word qualifies the predicate ("{w}")'
    return None


# cues that, anywhere in the sentence but the value, leave it to a person (in the value's clause,
# the first four refuse it outright: see `_judge`)
_ELSEWHERE = (("negation", "a negation"), ("wish", "a wish"), ("plan", "a plan"), ("partial", "a part of it"),
              ("framing", "an example, a draft, a test or a story"), ("request", "a request, not a statement"))
# a letter of a script the rules do not read (Greek, Cyrillic, kana ...): a word they cannot see
_FOREIGN = re.compile(r"[^\W\d_a-z\u00df-\u024f\u1e00-\u1eff\u3400-\u9fff\uf900-\ufaff]")
_NEGATED_NUMBER = re.compile(r"\s*(?:[$€£¥]\s*)?(?:\d|[一二三四五六七八九十两])")
# words of a statement's standing: negated beside the value, they qualify it whatever else the clause says
# ("..., not approved by 2 people", "..., never confirmed in writing")
_STANDING = frozenset({"approved", "final", "finalized", "confirmed", "agreed", "signed", "official", "true", "real",
                       "valid", "accurate", "correct", "serious", "binding", "current", "decided", "settled"})
_REFUSED_IN_CLAUSE = frozenset({"negation", "wish", "plan", "partial"})  # `_judge` refuses these in the value's clause
_CONNECTIVE = frozenset({"but", "yet", "though", "although", "however", "really", "at", "all", "nobody", "anyone",
                         "approved", "sure", "true", "either", "or", "anything", "like", "that", "honestly"})
_THANK_YOU = re.compile(r"(?<![\w])(?:thank\s*you|see\s+you)(?![\w])")
# after a number, what makes it a change or an addition ("12 new seats", "$18,000 down")
_MORE_AFTER = re.compile(r"\s*(?:[a-z]+\s+)?(?:new|more|extra|additional|further|fewer|less)(?![\w])"
                         r"|\s*(?:up|down|higher|lower)\s*(?=[.,;!)]|$)")
_NAME_NEXT = re.compile(r"[ -]+[A-Z][\w'-]*")
_NAME_BEFORE = re.compile(r"(?:^|[\s(])([A-Z][\w'-]*)[ -]+$")


def _other_number(s: _Sentence, x: int, y: int, *spans: tuple[int, int]) -> bool:
    """Whether s.norm[x:y] holds a number that is neither a time nor in `spans` (the value, a date
    being looked at): its own item ("..., not 18k")."""
    skip = [(u, v) for u, v, *_ in _time_marks(s.norm, s.zh)] + list(spans)
    return any(not any(u <= x + m.start() < v for u, v in skip)
               for m in re.finditer(r"(?<![a-z])\d+|[一二三四五六七八九十两百千万]+", s.norm[x:y]))


# what a Chinese item after the value may hold besides another amount and still give it in the value's
# place: a correction ("更正：25000美元", "其实是25000美元", "抱歉，25000美元", "嗯，25000美元") or a bound ("最多25000美元")
_ZH_IN_PLACE = re.compile(r"更正|纠正|其实|实际上|抱歉|对不起|不好意思|我是说|我的意思是|说错了|打错了|写错了|错了|应该是|"
                          r"改为|改成|最多|最少|顶多|至多|上限|封顶|左右|嗯|哦|啊|呃|额|噢|是|为|了|美元|元|块钱|块|万|千|usd|\$|k|\s|"
                          # or what is needed or wanted beside what is ("40个座位，需要60个", "我们想要25000美元")
                          r"我们|我|还|再|需要|想要|要|希望|要求|申请|打算|计划|目标|期望|个|名|位")
_ZH_WANTS = re.compile(r"需要|想要|希望|要求|申请|打算|计划|目标|期望")
# a region the statement is said for, in a clause of its own ("在美国，我们的预算是...", "在欧洲，...")
_ZH_REGIONS = "北美|南美|欧盟|亚太|华东|华南|华北|华中|西南|西北|东北"  # regions without a suffix that says so
_ZH_REGION = re.compile(r"(?:在|对于|针对|就)\s*(?:[\u4e00-\u9fff]{1,5}?(?:国|洲|省|州|地区|大区)|" + _ZH_REGIONS +
                        r"|北京|上海|深圳|广州|香港|澳门|台湾|[a-z][a-z .]{1,20})\s*[，,]")
_ZH_ITEM_CUT = re.compile(r"[，,；;：:（）()。.!！？?、]")
_ZH_RATE = re.compile(r"每(?:个)?(?:月|年|季度?|周|天|日|人|席位?|座位|用户|账号|团队|站点)|/(?:月|年|人)|月付|年付|包月|包年")


def _zh_another_after(s: _Sentence, vs: int, ve: int) -> str | None:
    """Why a Chinese sentence gives another amount in the value's place after it: an item that holds
    only a number other than the value's, with the words of a correction or a bound."""
    claimed = {_number_of(m) for m in _NUM.finditer(s.norm, vs, ve)} | \
        {_zh_number(m.group()) for m in _ZH_NUM.finditer(s.norm, vs, ve)}
    for item in _ZH_ITEM_CUT.split(s.norm[ve:]):
        amounts = [(m.group(), _number_of(m)) for m in _NUM.finditer(item)] + \
            [(m.group(), _zh_number(m.group())) for m in _ZH_NUM.finditer(item)]
        if any(n is not None and n not in claimed for _, n in amounts) and \
                not _ZH_IN_PLACE.sub("", _ZH_NUM.sub("", _NUM.sub("", item))):
            return f'the sentence gives it another value ("{item.strip()}")'
    return None


def _zh_comment(rest: str, pred: _Pred) -> str | None:
    """The Chinese words of an item after a value that the rules cannot read as a plain part of the
    statement (the frame's words, an affirmation, the predicate's unit or currency): a comment on it, as
    "$18,000, old data" is in English."""
    if not _CJK.search(rest):
        return None
    zh = _lang("zh")
    left = zh.frame_re.sub(" ", rest) if zh.frame_re is not None else rest
    if zh.affirming is not None:
        left = zh.affirming.sub(" ", left)
    units = {c for u in (*pred.units_zh, *zh.currency) for c in u}
    return "".join(c for c in _CJK.findall(left) if c not in units) or None


# a scale a label may give the numbers under it ("in $k", "(thousands)"): before the value, not on it
_SCALE_WORDS = frozenset({"k", "m", "mm", "mn", "mio", "bn", "thousand", "thousands", "million", "millions", "billion",
                          "billions", "000s", "000"})
_BOUND_WORDS = frozenset({"max", "maximum", "min", "minimum", "tops", "top", "at", "most", "least", "cap", "capped",
                          "ceiling", "floor", "limit", "hard", "upper", "lower", "bound", "ideally", "stretch", "worst",
                          "best", "case", "or", "so", "ish", "maybe", "realistically"})


# words an item after the value may hold around another amount and still give it in the value's place: a
# time, a condition, a change ("$25,000 after approval", "now $25,000", "$25,000 from Q2")
_IN_ITS_PLACE = frozenset({"after", "before", "approval", "approved", "signing", "signed", "sign", "once", "when",
                           "if", "pending", "from", "until", "till", "next", "later", "soon", "then", "now", "new",
                           "updated", "update", "revised", "latest", "current", "currently", "actually", "really",
                           "instead", "correction", "corrected", "will", "be", "going", "to", "starting", "as", "of",
                           "effective", "the", "a", "an", "in", "on", "by", "year", "month", "quarter", "week",
                           "renewal", "expected", "hopefully", "probably", "end", "eoy", "eoq", "eom", "early",
                           "late", "mid", "beginning", "start", "close", "summer", "spring", "fall", "autumn",
                           "winter"}) | _CALENDAR
_ORDINALS = frozenset({"first", "second", "third", "fourth", "fifth", "1st", "2nd", "3rd", "4th", "5th", "onwards",
                       "onward", "thereafter", "afterwards", "following", "subsequent", "remaining", "rest"})
# ... or another total, with more counted in ("12 people, 15 with contractors", "$18,000, $25,000 in total")
_INCLUSIVE = re.compile(r"(?<![\w])(?:with|including|incl|counting|plus|inclusive|together|combined|all-in|all in|"
                        r"overall|in total|total|altogether)(?![\w])")
# ... or what is needed, wanted or asked beside what is ("We have 40 seats, need 60.", "$18,000, asking $25,000"):
# which of them the claim's predicate means is for a person
_OTHER_MOOD = frozenset({"need", "needs", "needed", "want", "wants", "wanted", "require", "requires", "required",
                         "ask", "asks", "asking", "asked", "request", "requested", "requesting", "target", "targeting",
                         "aim", "aiming", "plan", "plans", "planning", "planned", "hope", "hoping", "expect",
                         "expecting", "budget", "budgeting", "would", "like", "could", "should", "can", "may",
                         "might", "must", "get", "getting", "buy", "buying", "add", "adding", "grow", "growing",
                         "more", "another", "extra", "we", "i", "they", "you", "we'll", "we'd", "i'd", "we're",
                         "and", "but", "yet", "still", "for", "ll", "d", "re", "really", "ideally", "eventually"})
# ... unless it is the value's past or a comparison with it ("(was $25,000)", "up from $15,000")
_EARLIER = re.compile(r"\s*(?:(?:up|down|higher|lower|more|less|increased|decreased|raised|cut|reduced)\s+)?"
                      r"(?:from|than|compared (?:to|with)|vs\.?|versus|against)(?![\w])"
                      r"|\s*(?:was|were|had been|previously|formerly|old|before|prior|last year|used to be)(?![\w])")


def _numbers_in(text: str, start: int = 0, end: int | None = None) -> list[tuple[re.Match[str], Decimal]]:
    """Every number `text[start:end]` writes, in digits ("$18k") or in English words ("eighteen
    thousand"), with where it stands."""
    stop = len(text) if end is None else end
    return [(m, x) for m in _NUM.finditer(text, start, stop) if (x := _number_of(m)) is not None] + \
        [(m, x) for m in _EN_WORDS_NUM.finditer(text, start, stop) if (x := _en_words_number(m.group())) is not None]


def _another_amount(s: _Sentence, rest: str, vs: int, ve: int) -> bool:
    """Whether `rest` (an item after the value) writes a number other than the value's: in digits, not
    a year nor an identifier ("#4417"); or in words."""
    claimed = {x for _, x in _numbers_in(s.norm, vs, ve)}
    return any(x not in claimed and (m.re is not _NUM or (not _TIME_TOKEN.fullmatch(m.group().strip())
                                                          and not rest[:m.start()].rstrip().endswith("#")))
               for m, x in _numbers_in(rest))


def _affirms(s: _Sentence, x: int) -> bool:
    """A negation at `x` that says the value holds ("No changes.", "not a cent more")."""
    return any(p is not None and any(m.start() <= x < m.end() for m in p.finditer(s.norm))
               for p in (lang.affirming for lang in _langs(s.zh)))


def _cue_elsewhere(s: _Sentence, a: int, b: int, vs: int, ve: int, pred: _Pred) -> str | None:
    """A cue in another clause of the sentence: before the value's clause, any ("Not approved yet,
    our budget is ...", "In the draft contract, ..."); after it, one in a clause that says nothing
    else ("... but not really", "... — NOT"), not one about another thing ("..., Q4 won't work").
    A negation of another number is about that number ("Correction: $20k, not 18k"); another cue in a
    clause with a number of its own is that item's."""
    en = _lang("en")
    cues: set[int] | None = None  # where any of these cues stands (worked out once, when needed)
    for c, what in _ELSEWHERE:
        if c in pred.allow or (c == "partial" and pred.own & {"spend", "spent", "balance", "remaining", "left", "deposit"}):
            continue
        for x, y in s.hits[c]:
            if vs <= x < ve or (a <= x < b and c in _REFUSED_IN_CLAUSE) or (c == "negation" and _affirms(s, x)):
                continue
            c0, c1 = next(((u, v) for u, v in s.clauses if u <= x < v), (x, y))
            if c == "negation" and _NEGATED_NUMBER.match(s.norm, y):
                continue  # it negates another number ("Correction: $20k, not 18k", "不是2万")
            if c != "negation" and _other_number(s, c0, c1, (vs, ve)):
                continue
            if x >= b and c in ("negation", "partial") and not s.zh:
                if cues is None:
                    cues = {i for cat, _ in _ELSEWHERE for u, v in s.hits[cat] for i in range(u, v)}
                content = [m for m in _WORD.finditer(s.norm, c0, c1) if m.start() not in cues]
                if not any(w.group() in _STANDING for w in content) and any(
                        w.group() not in en.frame and w.group() not in en.discourse and w.group() not in _CONNECTIVE
                        for w in content):
                    continue
            return f'{what} in the sentence ("{s.norm[x:y]}")'
    return None


# a label the sentence opens with, in a clause before the value's ("Forecast: As of 2026-10-01, our budget is $18,000.",
# "Hypothesis: as of today, ...", "Optimistic case: actually, ...", "预测：截至今天，..."): it may say what kind of figure
# follows, as a label in the value's own clause does ("Forecast: budget is $18,000"), so its words are read as that
# one's are (mine, batch 108: a lead-in between the label and the statement put the label out of the statement's reach)
_OPENING_LABEL = re.compile(r"\s*(?P<l>[^:,;()\[\]{}<>|\n\"，。；（）]{1,40}?)\s*:(?=\s|$|[\u3400-\u9fff])")
_FIELD_NOUNS = frozenset({"address", "beneficiary", "holder", "payee", "recipient", "location", "details", "bank"})
# what a Chinese label may say of the line besides the frame's words: a note, an addition, a reply, a summary
_ZH_LABEL_OK = re.compile(r"备注|补充|说明|回复|答复|邮件|摘要|总结|小结|记录|通知|消息|留言|附言|要点|重点|提醒|问题|答|客户|顾客|电话|通话")


def _opening_label(s: _Sentence, a: int, b: int, vs: int, ve: int, pred: _Pred, names: frozenset[str],
                   kind: str) -> str | None:
    if (m := _OPENING_LABEL.match(s.norm)) is None:
        return None
    if m.end() > _item(s, a, b, vs, ve)[0] and "plan" not in pred.allow and \
            not any(m.end() <= x and y <= vs for x, y in s.hits["reported"]):
        return None  # (a label in the value's own item is `_shape`'s, unless it skips it: a plan's predicate, or
        # the words a label gives to a speaker, "Forecast: Customer wrote: ...")
    label = m.group("l")
    why = f'a label opens the sentence ("{label.strip()}:"): it may say what kind of figure follows'
    if s.zh:
        zh = _lang("zh")
        rest = _ZH_LABEL_OK.sub(" ", pred.names.sub(" ", label) if pred.names is not None else label)
        if zh.frame_re is not None and _CJK.search(zh.frame_re.sub(" ", rest)):
            return why
    en = _lang("en")
    for w in _WORD.findall(label):
        base = w.removesuffix("'s")
        if not (_CJK.match(w) or w.isdigit() or base in en.preamble or base in en.frame or base in en.premodifier or
                base in names or
                base == kind or base in pred.words or base in _FIELD_NOUNS or _TIME_TOKEN.fullmatch(w) or
                base in _CALENDAR or  # ("HQ address: ..., Paris")
                "plan" in pred.allow and base in ("next", "upcoming")):  # ("Next renewal: 2027-03-01")
            return why
    return None


# the sentence's last item, set off by a comma, gives what it says to someone's thought, hope, guess or words: "Our HQ
# is in Berlin, we hoped.", "Dana Smith is our decision maker, I assumed.", "Languages: English, Spanish, everyone
# figured." (mine, batch 108: only hedges, hearsay and wishes in the present were read there, and a number's comment
# right after it); one that affirms it does not ("..., I confirm.", "..., we agreed.")
_LAST_ITEM = re.compile(r"[,;]\s*(?P<i>[^,;]{1,40})$")
_WHOSE_COMMENT = re.compile(r"(?:i|we|they|he|she|you|everyone|everybody|someone|somebody|people|nobody|all\s+of\s+us|"
                            r"most\s+of\s+us|the\s+team|management|leadership)\s+(?:(?:had|have|has|did|do|does|would|"
                            r"'d|should|could|might|may|will|must|all|once|always|first|originally|initially)\s+)?"
                            r"(?P<v>[a-z'-]+)")
_AFFIRMING_VERBS = frozenset({"confirm", "confirmed", "confirms", "agree", "agreed", "agrees", "checked", "verified",
                              "promise", "swear", "know", "knew", "double-checked", "rechecked", "signed", "approved"})


# ... or gives it to another's word by name ("..., after we cut scope, says Initech.", "..., per Initech.", "..., Initech
# told us."; mine, batch 108: the hearsay rules read the value's clause and the one before it)
_NAMED_SOURCE_AT_END = re.compile(
    r"(?:(?:says|said|per|according\s+to|as\s+reported\s+by|reported\s+by|claimed\s+by|source:?)\s+(?P<a>(?:the\s+)?"
    r"[A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){0,3})|(?P<b>(?:the\s+)?[A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){0,3})\s+(?:says|said|"
    r"told\s+(?:us|me)|tells\s+(?:us|me)|claims|claimed|reports|reported|wrote|writes|insists|insisted))\W*$")


_DASH_SIGNED = re.compile(r"(?:——|—|--|–)\s*(?P<who>[A-Z][A-Za-z&.'-]*(?:\s+[A-Za-z][A-Za-z&.'-]*){0,3})\W*$")


def _whose_comment(s: _Sentence, names: frozenset[str], kind: str) -> str | None:
    if s.zh and (d := _DASH_SIGNED.search(s.raw, max(0, len(s.raw) - 60))) is not None and \
            not any(w in names or w == kind for w in _WORD.findall(d.group("who").casefold())):
        return f'its last words sign it with another\'s name ("{d.group().strip()}")'  # "电话：...，分机8021——Initech"
        # (a Latin name after a Chinese line's dash; in English, "— Dana" is the writer's sign-off)
    if s.zh or (last := _LAST_ITEM.search(s.norm)) is None:
        return None
    if (m := _WHOSE_COMMENT.fullmatch(last.group("i").strip(" .!…"))) is not None and m.group("v") not in _AFFIRMING_VERBS:
        return f'its last words say whose thought or words it is ("{last.group("i").strip()}")'
    if (raw := _LAST_ITEM.search(s.raw)) is not None and (n := _NAMED_SOURCE_AT_END.search(raw.group("i"))) is not None:
        who = [w.casefold() for w in _WORD.findall((n.group("a") or n.group("b")).casefold())]
        if not any(w in names or w == kind or w in ("we", "us", "our", "i", "me", "my") for w in who):
            return f'its last words give it to another\'s word ("{raw.group("i").strip()}")'
    return None


# a sentence that opens with a clause of the time or the event it waits for, before the value's ("When we sign, our
# budget is $18,000.", "When the board approves it, ...", "Whenever we expand, we have 40 seats.", "As soon as the
# merger closes, ..."; mine, batch 108: "once" was read as a condition, "when" was not)
_WAITS_FOR = re.compile(r"[\W_]*(?:(?:and|but|so|then)\s+)?(?:when|whenever|as\s+soon\s+as|by\s+the\s+time|the\s+moment|"
                        r"the\s+day|the\s+minute|until|till|unless)\s+(?!asked\b|all\s+is\s+said)[^,;:.]{3,80}?,")


# ... in Chinese, a time it is to hold by ("到2027年，我们总部在柏林。", "等到明年，..."; not "到目前为止", "到现在")
_ZH_BY_THEN = re.compile(r"[\W_]*(?:到|等到|直到)(?!目前|现在|今天|如今)[^，,。；;]{0,12}?(?:\d{4}年?|明年|后年|下个?月|下季度|下半年|"
                         r"年底|年末|月底|季末|q[1-4]|[一二三四]季度)[^，,。；;]{0,6}?[，,]")


# ... or, in Chinese, a side or a plan that the sentence opens in ("Initech那边，我们的预算是...", "以前的方案里，...",
# "在Initech看来，"; mine, batch 111: 1,118 of 1,185 "Initech那边，" rewrites were accepted)
_ZH_SIDE_LEAD = re.compile(r"[\W_]*(?:在)?(?P<who>[a-z][\w&.-]*(?:\s+[a-z][\w&.-]*){0,2})\s*(?:那边|那里|方面|那儿|这边看|看来|眼里|眼中|"
                           r"认为|觉得)[^，,。]{0,4}[，,]")
_ZH_PLAN_LEAD = re.compile(r"[\W_]*(?:在)?(?:以前|之前|原来|旧|老|上一版|上一个|去年)的?(?:方案|计划|提案|版本|报价|合同|预算表|草案)(?:里|中|上)?[，,]")


def _waits_for(s: _Sentence, vs: int, names: frozenset[str] = frozenset()) -> str | None:
    if s.zh and (m := _ZH_BY_THEN.match(s.norm)) is not None and m.end() <= vs:
        return f'a time before it by which it is to hold ("{m.group().strip(" ，,")}")'
    if s.zh and (m := _ZH_SIDE_LEAD.match(s.norm)) is not None and m.end() <= vs and \
            not any(w in names for w in m.group("who").split()):
        return f'the sentence opens on another party\'s side ("{m.group().strip(" ，,")}")'
    if s.zh and (m := _ZH_PLAN_LEAD.match(s.norm)) is not None and m.end() <= vs:
        return f'the sentence opens in an earlier plan or offer ("{m.group().strip(" ，,")}")'
    if s.zh or (m := _WAITS_FOR.match(s.norm)) is None or m.end() > vs:
        return None
    return f'a clause before it sets the time or the event it waits for ("{m.group().strip(" ,")}")'


# a sentence that opens by taking in all it says: a wish, or a word calling it untrue ("I wish, as of today, our budget
# is $18,000.", "It is false that budget $18,000, seats 12, ...", "It's a myth that our budget is $18,000 and we need 12
# seats."): the cue's own clause held a date or another number, or "and" began another clause, and the rest of the
# sentence was read as free of it (mine, batch 108)
_TAKES_IN_ALL = re.compile(r"[\W_]*(?:(?:well|honestly|frankly|so|oh|and|but)[\s,]+)*(?:(?:i|we)\s+(?:(?:really|just|so|"
                           r"do|did|still|all|both)\s+)*(?:wish|wished|wishing)(?!\s+(?:you|u|y'all|everyone|everybody|all))|if\s+only|would\s+that|"
                           r"it(?:'s|\s+is|\s+was)\s+(?:(?:simply|just|completely|totally|entirely|plainly)\s+)?(?:false|"
                           r"untrue|not\s+true|a\s+lie|a\s+myth|a\s+rumou?r|nonsense|fiction|wrong|incorrect|not\s+the\s+"
                           r"case|not\s+so|a\s+fantasy|a\s+fairy\s*tale)\s+that|(?:i|we|they|people|everyone)\s+used\s+to\s+(?:say|think|"
                           r"believe|claim|tell\s+\w+|write|report))(?![\w'’])")


def _takes_in_all(s: _Sentence, vs: int) -> str | None:
    if s.zh or (m := _TAKES_IN_ALL.match(s.norm)) is None or m.end() > vs:
        return None
    return f'the sentence opens with words that take in all it says ("{m.group().strip(" ,")}")'


DATE_SLACK = timedelta(days=3)  # a date elsewhere this near the claim's time is its own ("As of 2026-10-01, ...")


def _time_elsewhere(s: _Sentence, a: int, b: int, vs: int, ve: int, ref: datetime, at: datetime,
                    numeric: bool = False) -> str | None:
    """A time in another clause of the sentence that is not the claim's ("Our budget is $18,000, as
    of 2019", "去年，预算是18000美元"): a person decides. A list's other item keeps its own."""
    for x, _, kind_, data, _, phrase in _time_marks(s.norm, s.zh):
        if a <= x < b or vs <= x < ve:
            continue
        c0, c1 = next(((u, v) for u, v in s.clauses if u <= x < v), (0, len(s.norm)))
        if ":" in s.norm[c0:x] or _other_number(s, c0, c1, (vs, ve)):
            continue  # "..., launch: 2027", "(20% more than last year)": an item of its own
        if kind_ == "past":
            return f'a time elsewhere in the sentence ("{phrase}")'
        w0, w1 = _mark_window(kind_, data, at)
        if not w0 <= ref < w1:
            return f'a time elsewhere in the sentence ("{phrase}")'
    if numeric:  # a full date beside the value ("Effective 2099-01-01, ...", "..., effective 2099-01-01")
        for form in (_ZH_DATE, *_DATE_FORMS):
            for m in form.finditer(s.norm):
                if vs <= m.start() < ve or (when := _date_of(m)) is None:  # (in the value's clause too)
                    continue
                c0, c1 = next(((u, v) for u, v in s.clauses if u <= m.start() < v), (0, len(s.norm)))
                if ":" in s.norm[c0:m.start()] or _other_number(s, c0, c1, (m.start(), m.end()), (vs, ve)):
                    continue
                y, mo, d = when
                w0 = datetime(y, mo, d or 1, tzinfo=UTC)
                w1 = w0 + timedelta(days=1) if d else _month_start(y, mo + 1)
                if not w0 - DATE_SLACK <= ref < w1 + DATE_SLACK:
                    return f'a date elsewhere in the sentence ("{m.group()}")'
    return None


def _longer_name(s: _Sentence, vs: int, ve: int, pred: _Pred) -> str | None:
    """A name the value is only part of ("New York" for York, "Kansas City" for Kansas), by the
    capitalised words right beside it."""
    if not s.cased:
        return None
    nxt = _NAME_NEXT.match(s.cased, ve)
    prev = _NAME_BEFORE.search(s.cased, 0, vs)
    if prev is not None and (pred.names is None or not pred.names.fullmatch(prev.group(1).casefold())) and \
            not _HONORIFIC.fullmatch(prev.group(1).casefold() + " ") and \
            (prev.start(1) > 0 or prev.group(1).casefold() not in _lang("en").frame):
        return f'the value is part of a longer name ("{prev.group(1)} {s.cased[vs:ve].strip()}")'
    if nxt is not None:
        return f'the value is part of a longer name ("{s.cased[vs:ve].strip()}{nxt.group()}")'
    return None


# a name set off after a name value by a comma: a second one ("Slack, Teams"), or another in its place
# ("Berlin, Munich"), where the predicate holds one (not "languages"); unless it says where the place
# lies ("Berlin, Germany", "Austin, TX": [regions] in en.toml), or is a legal or a person's suffix, a
# role, the subject or a word of the predicate ("Globex, Inc.", "Dana Smith, Jr.", "Dana Smith, CFO")
_COMMA = re.compile(r"\s*,\s*")
_CAPITALISED = re.compile(r"[^\W\d_][\w'.&-]*(?:\s+(?:(?:of|de|du|the|and|am|an|upon|on)\s+)?[^\W\d_][\w'.&-]*){0,3}")
_NAME_SUFFIX = frozenset({"ag", "sa", "bv", "nv", "ab", "oy", "spa", "srl", "sarl", "kg", "pty", "pte", "kk", "se",
                          "sas", "lp", "llp", "pc", "jr", "sr", "ii", "iii", "iv", "phd", "md", "mba", "esq", "cpa",
                          "dds", "rn", "msc", "bsc", "ma", "ba"})


# ... or before it, in the value's place ("Our preferred channel is Teams, Slack.", "HQ: Munich, Berlin")
_COMMA_END = re.compile(r"\s*,\s*$")
_TOKEN = re.compile(r"[^\s:=]+|[:=]")
_IN_PLACE_OF_VALUE = re.compile(r"is|are|in|at|via|on")


def _name_after(s: _Sentence, vs: int, ve: int, names: frozenset[str], pred: _Pred) -> str | None:
    """Why a capitalised name right after a name value, set off by a comma (or right before it, in its
    place), may not leave it the value."""
    if not s.cased or any(w.endswith("s") and not w.endswith("ss") for w in pred.own):
        return None  # one of a list the predicate holds ("Languages: English, Spanish, Portuguese")
    en = _lang("en")
    region = en.regions is not None and (r := en.regions.match(s.cased, vs)) is not None and r.end() >= ve
    if not region and (c := _COMMA_END.search(s.cased, 0, vs)) is not None:  # ("Berlin, Germany" for Germany: where it lies)
        head = _TOKEN.findall(s.cased, 0, c.start())
        run: list[str] = []
        while head and head[-1][:1].isupper() and len(run) < 4:
            run.insert(0, head.pop())
        if run and head and (head[-1] in (":", "=") or _IN_PLACE_OF_VALUE.fullmatch(head[-1])) and \
                (why := _other_name(s, c.start() - len(" ".join(run)), " ".join(run), vs, ve, names, pred)):
            return why
    if (m := _COMMA.match(s.cased, ve)) is None or (after := _CAPITALISED.match(s.cased, m.end())) is None:
        return None
    return _other_name(s, after.start(), after.group(), vs, ve, names, pred)


# a place inside the one named before it ("Mitte district", "Travis County", "the Marais quarter")
_WHERE_WITHIN = re.compile(r"\s+(?:district|area|borough|county|region|neighbou?rhood|quarter|state|province|prefecture|"
                           r"canton|municipality|suburb|metro|metropolitan area)(?![\w])")
_CALENDAR_SHORT = _CALENDAR | {"mon", "tue", "tues", "wed", "thu", "thur", "thurs", "fri", "sat", "sun", "jan", "feb", "mar",
                               "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec", "weekdays", "weekends"}
# the parts of a value in parts, while each is grounded: another part beside one is no other name ("Main St 5,
# Berlin" for {"street": ..., "city": "Berlin"})
_PARTS: ContextVar[frozenset[str]] = ContextVar("provgate_value_parts", default=frozenset())


def _other_name(s: _Sentence, at: int, run: str, vs: int, ve: int, names: frozenset[str], pred: _Pred) -> str | None:
    words = run.split()
    while words and not words[-1][:1].isupper():
        words.pop()  # "Munich and" -> "Munich"
    if not words or not words[0][:1].isupper():
        return None  # "Berlin, officially": a word, not a name
    if (parts := _PARTS.get()) and canon_text(" ".join(words).rstrip(".,")) in parts:
        return None
    kept = len(" ".join(words))
    after = s.cased[at + kept:at + kept + 30]
    if _WHERE_WITHIN.match(after):
        return None  # "Berlin, Mitte district", "Austin, Travis County": where in it, not another
    first = words[0].casefold().rstrip(".").removesuffix("'s").replace(".", "")
    if first.split("-")[0] in _CALENDAR_SHORT:
        return None  # "+49 30 1234567, Mon-Fri", "Berlin, Monday"
    claimed = _name_words(s.norm[vs:ve])
    en = _lang("en")
    if first in _LEGAL or first in _SUFFIX_WORDS or first in _NAME_SUFFIX or first in names or first in pred.words \
            or first in ("bic", "swift", "bic/swift", "swift/bic") \
            or {w.casefold().strip(".") for w in words} <= claimed or first in en.name_ok or first in _NOT_PARTY \
            or re.fullmatch(_ROLE, first) or (en.regions is not None and en.regions.match(s.cased, at)):
        return None
    return f'another name beside it ("{" ".join(words).rstrip(".")}"): a second one, or another in its place'


# "US" as written: the country, which lower case makes the pronoun ("Our US budget", "In the US, ..."); not
# a currency ("US$18,000", "18,000 US dollars", "$18,000 US")
# the Latin edges are ASCII, so that a Chinese character beside it is no part of the word ("我们的US总部", "IT席位";
# batch 96, red-team 28b: a department or region qualifier written in Latin inside Chinese)
_US = re.compile(r"(?<![A-Za-z0-9_.$])(?:U\.S\.(?:A\.)?|USA|US)(?![A-Za-z0-9_$])(?!\s*(?:dollars?|\$|d(?![\w])|cents?|美元|美金))")


_CASED_WORD = re.compile(r"[^\W\d_]+")


# a Chinese name alone: two to four characters with none of the words a clause or a pleasantry is made of
_ZH_NOT_NAME = re.compile(r"[是有在的了吗呢吧啊我你他她它们这那请谢欢迎和与及也都很就会要能可以不没对好把被给让从到为说]")
_ZH_REGION_NAME = re.compile(r".{1,4}(?:国|洲|省|州)|" + _ZH_REGIONS)


def _zh_bare_name(text: str) -> str | None:
    """`text` when it is only a Chinese name (not a region, which says where a place lies)."""
    bare = text.strip(" ，,。.！!；;、")
    if 2 <= len(bare) <= 4 and all(_CJK.match(c) for c in bare) and not _ZH_NOT_NAME.search(bare) and \
            not _ZH_REGION_NAME.fullmatch(bare):
        return bare
    return None


def _zh_name_after(s: _Sentence, ve: int, value_text: str) -> str | None:
    """Another Chinese name as the item after a name value ("我们的总部在柏林，慕尼黑。")."""
    m = re.match(r"\s*[，,、；;]\s*([^，,。.！!；;、]{1,8})", s.norm[ve:])
    if m is not None and (name := _zh_bare_name(m.group(1))) is not None and name != value_text.strip():
        return f'another name beside it ("{name}"): a second one, or another in its place'
    return None


def _among_capitals(cased: str, m: re.Match[str]) -> bool:
    """Whether the words beside `m` in the text as written are in capitals too ("CALL US", "IT IS FINAL"): the
    word is then as likely the pronoun as the name."""
    near = _CASED_WORD.findall(cased[max(0, m.start() - 30):m.start()])[-1:] + _CASED_WORD.findall(cased[m.end():m.end() + 30])[:1]
    return bool(near) and all(len(w) > 1 and w.isupper() for w in near)


def _us_named(s: _Sentence, vs: int, ve: int, numeric: bool) -> str | None:
    """Why "US" beside the value may name a region the value is only a part of, as "Germany" would."""
    if not s.cased:
        return None
    for m in _US.finditer(s.cased):
        if vs <= m.start() < ve or (m.start() >= ve and (
                (numeric and re.fullmatch(r"[\s(]*", s.cased[ve:m.start()])) or  # "$18,000 US", "(US)"
                (not numeric and _COMMA.fullmatch(s.cased[ve:m.start()])))):  # "Boston, US": where it lies
            continue
        if _among_capitals(s.cased, m):
            continue  # among words in capitals ("CALL US", "LET US KNOW"): the pronoun, as likely ("US HQ" is not)
        return f'a region may be named ("{m.group()}"): the value may be only its part'
    return None


# "IT" as written: the IT department, whose budget, seats or office are a part of the company's ("IT has a budget of
# $18,000", "Budget for IT: ..."), which lower case would make the pronoun
_IT_DEPT = re.compile(r"(?<![A-Za-z0-9_.])IT(?![A-Za-z0-9_])")  # ASCII edges, as `_US` (batch 96)


# "IT" or "US" as written, glued to a Chinese word where the sentence's reading drops its case ("我们的IT席位是120个",
# "US预算：18000元"): the department or the region the value is only a part of (batch 96, red-team 28b)
_ZH_LATIN_PART = re.compile(r"(?<![A-Za-z0-9_.])(?:IT|US|USA)(?=\s?[\u4e00-\u9fff])(?!\s?(?:美元|美金))")


def _it_named(s: _Sentence, a: int, b: int, vs: int, ve: int) -> str | None:
    """Why "IT" in the value's clause may name the department the value is only a part of (not a
    speaker's title: "Sam Lee (Head of IT): We have 40 seats.")."""
    if not s.cased:
        return None
    for m in _IT_DEPT.finditer(s.cased, a, b):
        if vs <= m.start() < ve or (re.search(r"\([^()]*$", s.cased[:m.start()]) and
                                    re.match(r"[^()]*\)\s*:", s.cased[m.end():])):
            continue
        if _among_capitals(s.cased, m):
            continue  # among words in capitals ("IT IS FINAL"): the pronoun, as likely
        return f'a department may be named ("{m.group()}"): the value may be only its part'
    return None


# a place or a region the value is for, after it ("2027-03-01 in Germany", "Q4 in EMEA", "for the US"); the
# shape check holds it where it runs (not where a plan is allowed)
_IN_PLACE = re.compile(r"\s+(?:in|for|across|within|throughout)\s+(?:the\s+)?(?P<p>[^\W\d_][\w.&'-]*)")
_OTHER_PERIOD = re.compile(r"(?:q[1-4]|h[12]|fy\s?\d{2,4})(?![\w])")
_LEAD_IN = re.compile(r"\s*(?:(?:or|and|then|maybe|possibly|perhaps|later|now|earliest|latest)\s+)?")


def _placed(s: _Sentence, at: int) -> bool:
    """Whether the word at `at` names a place or a region, capitalised as names are (en.toml)."""
    if not s.cased or not s.cased[at:at + 1].isupper():
        return False
    en = _lang("en")
    word = s.norm[at:].split(" ", 1)[0].strip(".,;:!?)")
    return word in en.places or (en.regions is not None and en.regions.match(s.cased, at) is not None)


def _same_date(d: tuple[Any, ...], e: tuple[Any, ...] | None) -> bool:
    """Whether two dates, each perhaps without a year or a day, may be the same day."""
    return e is not None and all(x is None or y is None or x == y for x, y in zip(d, e, strict=True))


def _another_time(rest: str, said: str) -> str | None:
    """Another date, or another quarter, half or fiscal year, opening `rest` (the item after the value)."""
    p = _LEAD_IN.match(rest)
    at = p.end() if p else 0
    claimed = as_date(said.strip())
    for d, x in dates_in(rest):
        if x == at and not _same_date(d, claimed):
            return rest[at:].split(",")[0].strip(" .;)")[:20]
    m = _OTHER_PERIOD.match(rest, at)
    if m is not None and m.group().replace(" ", "") != said.strip().replace(" ", ""):
        return m.group()
    return None


def _shaped_like(said: str) -> re.Pattern[str]:
    """Any text written in the shape of an identifier `said` ("+49 30 1234567", "de8937...", "sn-4417-a"):
    its digits and letters in runs of the same lengths, its other marks as they are."""
    parts = []
    for m in re.finditer(r"\d+|[^\W\d_]+|\s+|.", said.strip()):
        g = m.group()
        parts.append(rf"\d{{{len(g)}}}" if g.isdigit() else rf"[^\W\d_]{{{len(g)}}}" if g.isalpha() else
                     r"\s*" if g.isspace() else re.escape(g))
    return re.compile(r"(?<![\w+])" + "".join(parts) + r"(?![\w])")


def _another_like(s: _Sentence, vs: int, ve: int) -> str | None:
    """Another identifier of the value's shape as the next item, alone or with a change's words ("Our phone
    is +49 30 1234567, +49 30 7654321.", "..., now +49 30 7654321"); one with a label of its own ("fax
    +49 ...") is another thing's."""
    said = s.norm[vs:ve]
    if not any(c.isdigit() for c in said) or (cut := _NEXT_ITEM.match(s.norm, ve)) is None:
        return None
    end = _ITEM_CUT.search(s.norm, cut.end())
    item = s.norm[cut.end():end.start() if end else len(s.norm)]
    m = _shaped_like(said).search(item)
    if m is None or canon_text(m.group()) == canon_text(said):
        return None
    if all(w in _RESTATE or w in _CHANGED or w in _OTHER_MOOD for w in _WORD.findall(item[:m.start()] + " " +
                                                                                  item[m.end():])):
        return f'another of its kind beside it ("{m.group()}"): a second one, or another in its place'
    return None


# ---------------------------------------------------------------- the verdict

_RANK = {"asserted": 2, "unclear": 1, "absent": 0}


# A predicate whose value may be a plan (a timeline, a trip, a renewal, a reminder) skips the shape check; what
# still says the value is not the plan's:
# - it happened already, or was a plan that failed ("We renewed on ...", "We launched in Q2", "The launch
#   happened in Q2", "We planned to launch in Q4 but slipped");
_OCCURRED = re.compile(r"(?<![\w])(?:happened|took place|was held|occurred|went live|slipped|missed it|fell through|"
                       r"(?:got|was|were) cancell?ed|(?P<w>planned|intended|meant|hoped|wanted|was supposed|were supposed|"
                       r"targeted|aimed)(?:\s+to)?)(?![\w])")
# ... but a plan's participle in the present ("Go-live is planned for Q4", "Rollout scheduled for Q4", "The rollout is
# planned to start in Q4") is the plan, not one made before ("We planned to ...", "It was planned for Q4")
_PLAN_PARTICIPLES = frozenset({"planned", "scheduled", "targeted", "slated"})
_PLAN_PARTICIPLE_AFTER = re.compile(r"\s+(?:for|in|on|to|at|around|by)(?![\w])")
_PAST_PLANNER = re.compile(r"(?<![\w'])(?:we|i|they|he|she|you|it|had|have|has|was|were|originally|initially|once|"
                           r"previously|first|had\s+been|was\s+once)\s+$")


def _plan_participle(norm: str, i: int, j: int) -> bool:
    """Whether `norm[i:j]` is a plan's participle in the present (above)."""
    return j > i and norm[i:j] in _PLAN_PARTICIPLES and _PLAN_PARTICIPLE_AFTER.match(norm, j) is not None and \
        _PAST_PLANNER.search(norm, 0, i) is None
_IRREGULAR_PAST = {"fly": "flew", "flying": "flew", "leave": "left", "leaving": "left", "go live": "went live",
                   "ship": "shipped", "travel": "traveled"}
# - a status after it says it is not firm, or failing ("Q4, pencilled in", "(soft)", "at risk", "waitlisted");
_SOFT_STATUS = re.compile(r"(?<![\w])(?:pencil+ed(?:\s+in)?|soft|stretch(?:\s+goal)?|optimistic|aspirational|at risk|"
                          r"slipping|slipped|red|amber|on hold|wait-?listed|waitlist|not ticketed|unticketed|"
                          r"best case|if (?:we(?:'re)?|i'm) lucky|wishful(?: thinking)?)(?![\w-])")
_SOFT_LABEL = re.compile(r"^\W*(?:pencil+ed\s+in|tentative(?:ly)?|soft|stretch(?:\s+goal)?|aspirational)\s*:")
# - the date is another event's ("the kickoff on 2026-11-12", "the 2026-11-12 summit", "my visa expires ...",
#   "the board meets ..."), a booking's ("I booked my flight on ...") or the other end of a trip ("arrive JFK ...");
_PLAN_EVENT = (r"(?:kick-?off|conference|summit|wedding|exams?|meetings?|board|offsite|off-site|training|workshop|webinar|"
          r"demo|interview|event|party|appointment|audit|hearing|ceremony|session|paperwork|notice(?:\s+period)?|"
          r"booking|visa|passport|presentation|expo|trade\s+show|birthday|holiday|vacation|concert|match|game|"
          r"surgery|deadline)")
_PLAN_EVENT_BEFORE = re.compile(r"(?<![\w])(?P<e>" + _PLAN_EVENT + r")(?:\s+(?:is|was|will\s+be|starts|start|begins|begin|ends|"
                           r"end|expires|expire|meets|meet|opens|open|closes|close|falls|fall|due|takes\s+place))?"
                           r"\s*(?:on|at|of|by|is)?\s*(?:the\s+)?$")
_PLAN_EVENT_AFTER = re.compile(r"\s*(?P<e>" + _PLAN_EVENT + r")(?![\w])")
_BOOKED = re.compile(r"(?<![\w])(?:booked|bought|ordered|reserved|paid\s+for|purchased|sent|send|sending|sign(?:ed)?|"
                     r"submit(?:ted)?)(?![\w])")
_OTHER_END = re.compile(r"(?<![\w])(?:arriv\w*|land(?:s|ing)?|return(?:s|ing)?|back|coming\s+back|home)\s+(?:in\s+)?"
                        r"(?:[a-z]{3,12}\s+)?(?:on\s+)?$")
# - it is one end of a range, or one of two ("between ... and ...", "2026-11-10 to 2026-11-14", "Q4 to Q1",
#   "late Q3 / early Q4")
_DATEISH = (r"(?:\d{4}-\d{1,2}-\d{1,2}|\d{1,2}/\d{1,2}(?:/\d{2,4})?|q[1-4]|h[12]|(?:jan|feb|mar|apr|may|jun|jul|aug|"
            r"sep|sept|oct|nov|dec)[a-z]*\.?(?:\s+\d{1,2}(?:st|nd|rd|th)?)?|\d{1,2}(?:st|nd|rd|th)?(?:\s+of)?\s+(?:jan|"
            r"feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*|(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|"
            r"sun)(?:day)?)(?:\s+\d{1,2}:\d{2})?")
_DATE_RANGE_BEFORE = re.compile(_DATEISH + r"\s*(?:to|through|thru|until|till|or|-|–|—|/)\s*(?:(?:early|late|mid|end\s+of)"
                           r"[\s-]+)?(?:on\s+)?$|(?<![\w])between\s+[^,;]{1,40}?\s+and\s*(?:(?:early|late|mid)\s+)?$")
_DATE_RANGE_AFTER = re.compile(r"\s*(?:to|through|thru|until|till|-|–|—|/)\s*(?:(?:early|late|mid|end\s+of)[\s-]+)?"
                          + _DATEISH + r"(?![\w])")
_FISCAL = re.compile(r"(?<![\w])(?:fiscal|fy)(?![\w])")
_ITEM_FILLER = frozenset({"on", "at", "is", "are", "was", "will", "be", "the", "a", "an", "by", "date", "dates", "for", "in",
                          "of", "its", "it's", "and", "then", "from", "to", "due", "day", "around", "about", "set", "planned",
                          "scheduled", "starting", "our", "my", "we", "i", "i'm", "we're", "it"})
_DATE_BETWEEN = re.compile(r"(?<![\w])between\s+(?:(?:early|late|mid)\s+)?$")


def _not_the_plan(s: _Sentence, a: int, b: int, vs: int, ve: int, pred: _Pred, timed: bool) -> str | None:
    """For a plan-allowed predicate (the shape check skipped): what says the value is not the plan's (above)."""
    before = s.norm[a:vs]
    past = {f for w in pred.words if " " not in w for f in (w + "ed", w + "d", w + w[-1] + "ed", w[:-1] + "ied")}
    past |= {_IRREGULAR_PAST[w] for w in pred.words if w in _IRREGULAR_PAST}
    if (w := next((m.group() for m in _WORD.finditer(before) if m.group() in past and
                   not _plan_participle(s.norm, a + m.start(), a + m.end())), None)) is not None:
        return f'it happened already ("{w}"): not the next one'
    if (m := next((m for m in _OCCURRED.finditer(s.norm) if not _plan_participle(s.norm, m.start("w"), m.end("w"))), None)):
        return f'it happened already, or did not ("{m.group()}")'
    if (m := _SOFT_STATUS.search(s.norm, ve)) is not None or (m := _SOFT_LABEL.match(s.norm)) is not None:
        return f'a status says it is not firm ("{m.group().strip(" :")}")'
    if not timed:
        return None
    if re.fullmatch(r"q[1-4]|h[12]", s.norm[vs:ve].strip()) and (m := _FISCAL.search(s.norm)) is not None:
        return f'a fiscal quarter ("{m.group()}"), which the calendar\'s may not be'
    near = s.norm[max(a, vs - 60):vs]
    for m in (_PLAN_EVENT_BEFORE.search(near), _PLAN_EVENT_AFTER.match(s.norm, ve)):
        if m is not None and not (pred.names is not None and pred.names.fullmatch(m.group("e"))):
            return f'the date of another event ("{m.group().strip()}")'
    if (m := _BOOKED.search(before)) is not None:
        return f'the date of a booking or a dispatch ("{m.group()}"), not the plan\'s'
    if (m := _OTHER_END.search(near)) is not None:
        return f'the other end of a trip ("{m.group().strip()}")'
    cut = max(s.norm.rfind(",", 0, vs), s.norm.rfind(";", 0, vs), s.norm.rfind("(", 0, vs), s.norm.rfind(" and ", 0, vs) + 4)
    if cut > 0 and re.search(r"\d|q[1-4]", s.norm[:cut]) and not (pred.names is not None and pred.names.search(s.norm, cut, vs)):
        item = [w for w in _WORD.findall(s.norm[cut + 1:vs]) if w not in _ITEM_FILLER]
        if item:  # "Renewal is on 2027-03-01, contract end on 2027-06-01.": the second date is the contract end's
            return f'the date of another thing in the sentence ("{" ".join(item)}")'
    if (m := _DATE_RANGE_BEFORE.search(near)) is not None or (m := _DATE_RANGE_AFTER.match(s.norm, ve)) is not None or \
            ((m := _DATE_BETWEEN.search(near)) is not None and re.match(r"\s+and\s", s.norm[ve:])):
        return f'one end of a range, or one of two ("{m.group().strip()}")'
    return None


# a weekday beside a date, written out, abbreviated ("Fri", "Tues.") or in Chinese ("星期五", "礼拜四", "周三"): each
# names its day's index in date.weekday() order (batch 103: abbreviations and Chinese weekdays were not checked)
_WEEKDAY_BESIDE = re.compile(r"(?<![\w])(?P<d>" + "|".join(_WEEKDAYS) + r"|mon|tues?|weds?|thu(?:rs?)?|fri|sat|sun)"
                             r"(?![\w])|(?:星期|礼拜|周)(?P<z>[一二三四五六日天])")
_WEEKDAY_INDEX = {**{w: i for i, w in enumerate(_WEEKDAYS)}, **{w[:3]: i for i, w in enumerate(_WEEKDAYS)},
                  "tue": 1, "tues": 1, "weds": 2, "thur": 3, "thurs": 3, "一": 0, "二": 1, "三": 2, "四": 3, "五": 4,
                  "六": 5, "日": 6, "天": 6}
# a clock time after a date with a time zone named in the sentence: in UTC or the reader's zone the day may be another
# ("2027-03-01 23:30 PST", "March 1, 2027 11:30 PM PT", "..., close of business Pacific", "2027年3月1日 23:30（太平洋时间）");
# a date with a zone alone ("2026-11-01 Tokyo time") or a time alone ("departs 2026-11-10 23:30") is that day (batch 103)
_CLOCK_AFTER_DATE = re.compile(
    r"[\s,，]*(?:at\s+|@\s*|t)?(?:\d{1,2}(?::\d{2}(?:\s*[ap]\.?\s?m\.?)?|\s*[ap]\.?\s?m\.?)|midnight|noon|close\s+of\s+business|cob|eod|"
    r"end\s+of\s+(?:the\s+)?day)(?![\w])|[\s，,]*(?:凌晨|午夜|半夜|深夜|夜里|晚上|早上|上午|中午|下午)?\s*(?:\d{1,2}\s*[:：点]|零点)")
_ZONE_NAMED = re.compile(
    r"(?<![\w])(?:[pmce][sd]?t|utc|gmt|cets?|cest|bst|ist|jst|kst|hst|akst|sgt|hkt|a[ecw]s?[sd]t|nzs?[sd]?t|pacific|eastern|"
    r"central|mountain|(?!(?:on|in|this|that|next|last|first|the|any|some|same|every|each|full|part|real|long|short|"
    r"lead|down|over|due|for|and|but|from|with)\s)[a-z]{3,}\s+time|time\s*zone)(?![\w])|[^\W\d约线期止效始束_]{1,4}时间|时区")
# a place closing the clause after the time, as its zone ("at 12:30 a.m. Tokyo.") (batch 103)
_PLACE_AFTER_CLOCK = re.compile(r"\s+(?!(?:sharp|please|then|today|tomorrow|latest|earliest|onwards?)(?![\w]))[a-z]{3,}\s*(?:[.;,!?)]|$)")
# a week number beside the date ("2027-03-01 / W09", "wk 9", "CW 9", "KW09", "(week 9)", "（第9周）"): the date may be
# that week's, not the day's (batch 103)
_WEEK_NO = re.compile(r"(?<![\w])(?:\d{4}-?)?(?:w|wk|cw|kw|week)\s*\d{1,2}(?![\w])|第\s*\d{1,2}\s*周")
# after a date, a bracket that names another event of the deal ("(signature)", "[termination]", "(go-live)", "（签约日）",
# "（开票）"): the date is that event's (batch 103; "(notice date)" is `_DATE_NOTE_AFTER`'s)
_EVENT_BRACKET = re.compile(
    r"\s*[(\[（【]\s*(?P<e>(?:[\w-]+\s+)?(?:signature|signing|signed|sign-?off|kick-?off|notice|invoic\w*|billing|payment|"
    r"termination|cancell?ation|po|purchase\s+order|go-?live|launch|start|end|effective|delivery|expiry|renewal|"
    r"contract|booking|uat)(?:\s+(?:start|end|deadline|day))?|[\u4e00-\u9fff]{0,3}(?:签约|签署|签字|签订|通知|开票|"
    r"付款|启动|上线|到期|生效|续约|解约|终止)日?)\s*[)\]）】]")


def _impossible_date(s: _Sentence, vs: int, ve: int, pred: _Pred) -> str | None:
    """A date that does not exist ("2027-02-29"), or one a weekday beside it contradicts ("Tuesday, 2027-03-01");
    one a time, a zone, a week number or another event's name beside it may make another (batch 103)."""
    span = s.norm[vs:ve].strip()
    d = as_date(span) or (_date_of(z) if (z := _ZH_DATE.fullmatch(span)) is not None else None)  # ("2027年3月1日")
    if d is None or not d[2]:
        return None
    try:
        day = date(d[0], d[1], d[2])
    except ValueError:
        return f'the date does not exist ("{span}")'
    for w in _WEEKDAY_BESIDE.finditer(s.norm, max(0, vs - 14), min(len(s.norm), ve + 14)):
        if _WEEKDAY_INDEX[w.group("d") or w.group("z")] != day.weekday():
            return f'the weekday beside it is not the date\'s ("{w.group()}")'
    if (m := _CLOCK_AFTER_DATE.match(s.norm, ve)) is not None and (
            (z := _ZONE_NAMED.search(s.norm)) is not None or (z := _PLACE_AFTER_CLOCK.match(s.norm, m.end())) is not None):
        return f'a time in a named zone after the date: elsewhere the day may be another ("{m.group().strip(" ,，")}", ' \
               f'"{z.group()}")'
    if (m := _WEEK_NO.search(s.norm)) is not None and not vs <= m.start() < ve:
        return f'a week number beside the date ("{m.group()}")'
    if (m := _EVENT_BRACKET.match(s.norm, ve)) is not None and not (
            pred.names is not None and pred.names.search(m.group("e"))):
        return f'a bracket names another event ("{m.group().strip()}")'
    return None


# a later value announced after the statement, in the rest of its sentence past a ";" or a dash, or in the next
# sentence: from a time to come on ("; from March it's $20,000", "; from January I'll live in Munich", "From now on,
# aisle please."), or a change to come ("Next month we switch to GMT.", "; it moves to 2027-06-01 after the merger",
# "We'll extend it by a year.", "— rebooking to 2026-11-12 tonight")
_FROM_LATER = re.compile(
    r"^\W*(?:from|starting|as\s+of|beginning|effective|after)\s+(?:(?:next|this\s+coming)\s+\w+|now\s+on|the\s+[\w-]+|"
    r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*(?:\s+\d{1,2})?(?:,?\s+\d{4})?|(?:19|20)\d{2}|q[1-4]|"
    r"\d{4}-\d{2}-\d{2}|tomorrow|monday|tuesday|wednesday|thursday|friday)\s*,?\s+(?:on\s+)?(?:it's|it\s+is|it\s+will\s+be|"
    r"it'll\s+be|it\s+becomes|that's|(?:we|i)(?:'re|\s+are|\s+am|'m|'ll\s+be|\s+will\s+be)\s+(?:on|in|at|with|based)|"
    r"(?:we|i)(?:'ll|\s+will)\s+(?:live|move|switch|use|be\s+using)|(?:we|i)\s+(?:move|switch)|the\s+new|a\s+new)(?![\w])"
    r"|^\W*from\s+now\s+on\s*,?\s+(?!(?:we|i|she|he|they)(?:'ll|\s+will)?\s+also)\S")
_CHANGE_TO_COME = re.compile(
    r"(?<![\w])(?:(?:we|i|they|it)(?:'ll|\s+will|\s+are\s+going\s+to|'re\s+going\s+to|\s+am\s+going\s+to)\s+(?:be\s+)?"
    r"(?:extend|extending|switch|move|change|replace|rebook|drop|raise|cut|increase|reduce|renew|relocate|live|be\s+on)|"
    r"(?:it|that|this)\s+(?:moves|changes|switches|drops|rises|goes)\s+to|(?:rebooking|moving|switching|changing|"
    r"relocating)\s+(?:it\s+)?to|(?:next|this\s+coming)\s+(?:month|week|year|quarter)\s*,?\s+(?:we|i|it|they)(?:'ll|"
    r"\s+will)?\s+(?:switch|move|change|go|drop|rise|relocate|extend|cut|raise|increase|reduce|replace))"
    r"(?![\w])")


def _announced(norm: str) -> str | None:
    """Why `norm` (what follows a statement) announces another value to come."""
    if len(_WORD.findall(norm)) > MAX_CHANGE_WORDS:
        return None
    if _FROM_LATER.match(norm) is not None or _CHANGE_TO_COME.search(norm) is not None:
        return f'a change to come is announced ("{norm.strip()[:60]}")'
    return None


def _announced_after(s: _Sentence, ve: int) -> str | None:
    """`_announced` on the rest of the statement's sentence past a ";" or a dash (the next sentence: `_undercut`)."""
    rest = re.match(r"[^;—–]*?(?:;|\s[—–-]+\s)(?P<c>.+)$", s.norm[ve:])
    return _announced(rest.group("c")) if rest else None


# the source it is read from is out of date ("In the old CRM record, ...", "In the superseded contract, ...",
# "In last year's plan, ...", "..., per the 2019 runbook")
_STALE_SOURCE = re.compile(
    r"(?<![\w])(?:in|per|according\s+to|from|on)\s+(?:the|my|our|an?|this|that|their)?\s*(?:(?:old|older|legacy|"
    r"deprecated|superseded|outdated|obsolete|previous|prior|former|archived|expired|retired|stale|earlier|"
    r"last\s+(?:year|quarter|month)'s|(?:19|20)\d{2})[\s-]+)(?:[\w-]+\s+){0,2}?(?:records?|crm|profiles?|contracts?|"
    r"versions?|editions?|guides?|runbooks?|plans?|docs?|documents?|files?|sheets?|spreadsheets?|systems?|databases?|"
    r"decks?|wiki|pages?|proposals?|quotes?|agreements?|polic(?:y|ies)|manuals?|handbooks?|notes|emails?|invoices?|"
    r"reports?|drafts?|entr(?:y|ies)|listings?|forms?|data|site|website|brochure|slides?)(?![\w])")
# the value for a part only, after it ("..., in the Vienna office only", "— for the EU entity only", "..., weekdays only")
_PART_ONLY = re.compile(r"[^,;]{0,24}?(?:,|;|\s[—–-]+\s)\s*(?:(?:in|for|on|at|during|within)\s+)?(?:the\s+|our\s+|my\s+)?"
                        r"(?:[\w'-]+\s+){0,3}?[\w'-]+\s+only\s*[.!]?\s*$")
# a reminder done, or for someone else ("... Done.", "[x] Remind me ...", "Remind Dana to ...")
_DONE = re.compile(r"^\W*(?:done|already\s+done|all\s+done|sorted|all\s+sorted|taken\s+care\s+of|completed|finished|"
                   r"cancel+ed|no\s+longer\s+needed|never\s+mind|nevermind|ignore|update:\s*(?:called|done|sent|paid|booked)"
                   r"|(?:i|we)\s+(?:already\s+)?(?:called|did\s+it|did\s+that|sent\s+it|paid|booked\s+it))(?![\w])")
_TICKED = re.compile(r"^\s*(?:[-*]\s*)?\[[xX✓✔]\]")
_REMIND_OTHER = re.compile(r"(?<![\w])remind\s+(?!me\b|us\b|myself\b|ourselves\b)(?P<who>[\w'-]+(?:\s+[\w'-]+)?)\s*"
                           r"(?:(?:to|about|that|of)(?![\w])|:)"
                           r"|提醒(?!我|我们|自己|一下|：|:)(?P<zh>[小老阿][\u4e00-\u9fff]|[\u4e00-\u9fff]{1,2}(?=周|明天|今天|下周|记得|去|要|别))"
                           r"|给[^，。：:]{1,6}的提醒")
# a reminder taken back or done ("Cancel the reminder to ...", "Delete reminder:", "Stop reminding me", "Reminder done:",
# "删除提醒：")
_REMINDER_OFF = re.compile(
    r"(?<![\w])(?:cancel(?:led)?|delete[ds]?|remove[ds]?|clear(?:ed)?|turn(?:ed)?\s+off|switch(?:ed)?\s+off|stop|drop(?:ped)?|"
    r"scrap(?:ped)?|dismiss(?:ed)?|disable[ds]?|snooze[ds]?|mute[ds]?)\s+(?:the\s+|my\s+|this\s+|that\s+)?"
    r"(?:remind(?:er|ers|ing)?)(?![\w])|(?<![\w])remind(?:er|ers)?\s*(?:done|completed|cleared|dismissed|deleted|removed|"
    r"cancell?ed|off)(?![\w])|(?:删除|删掉|关掉|关闭|取消|去掉|撤销|停止)提醒|提醒(?:已?(?:完成|关闭|删除|取消))")


# ---- found by a probing helper (Chinese and mixed sources, labels, flags), each held for a person:
# a sentence ending in 吧 (a guess or a suggestion: "我们有40个席位吧。"; "好吧，..." opens one, and is none) or a
# tag question without its mark ("，是吧", ", right", ", isn't it")
_ZH_FINAL_BA = re.compile(r"(?<![好行算])吧\s*[。.!！~～]*\s*$")
_TAG_QUESTION = re.compile(r"(?:[，,]\s*)?(?:是吧|对吧|是不是|对不对)\s*[。.!！]*\s*$|,\s*(?:right|correct|isn't it|aren't we|"
                           r"don't we|no)\s*[.!]*\s*$")
# a change asked for or to come, in Chinese ("总部要搬到上海", "预算需要调整为2万美元", "预算请定为...", "，要批准")
_ZH_TO_CHANGE = re.compile(r"(?:要|需要|请|应该|应当|得|准备|打算|计划|将)(?:把[^，。,]{0,12})?(?:调整|改为|改成|改到|搬到|搬去|迁到|"
                           r"定为|设在|设为|升到|降到|换成|涨到|调到|提高到|减到)|[，,]\s*(?:要|需要|待|还要|还需)(?:批准|审批|签字|确认)")
# after the value: until a time ("，到本月为止", "，截至本月"; "到目前为止" and "截至今天" are now), or changed already
# ("，已经改成2万美元了", ", already moved to Munich")
_ZH_UNTIL = re.compile(r"[，,]\s*(?:到|截至|截止到?|直到)\s*(?!目前|现在|今天|当前|此刻|今日)[^，。,]{1,8}?(?:为止|前|止)?\s*[。.]?\s*$")
_CHANGED_AFTER = re.compile(r"[，,;；]\s*(?:已经|现在|后来|早就|早已|目前已)?\s*(?:改成|改为|换成|搬到|搬去|迁到|调整为|调到|变成|"
                            r"升到|降到|涨到)|,\s*(?:already|since)\s+(?:moved|switched|changed|relocated|replaced)\s+(?:to|by)(?![\w])")
# a Chinese clause before the value's, that makes it a condition, a time to come, a part, another record, an
# example, a nominal figure or someone else's words ("若续约，...", "签约之后，...", "对于试点项目，...", "按照旧合同，...",
# "打个比方，...", "账面上，...", "财务总监透露，...", "出差期间，...")
_ZH_FRONTED = re.compile(r"^(?P<c>[^，,；;。]{1,60})[，,；;]")
_ZH_FRONT_MARK = re.compile(
    r"^\s*(?:若|如|如果|假如|假定|假设|要是|万一|一旦|倘若|设想|等|对于|仅限|只限)|打个比方|比方说|理想(?:状态|情况)下|最好的情况下|"
    r"紧急情况下|名义上|账面上|^\s*对外\s*$|原则上|理论上|据我所知|透露|按照旧|按旧|在旧|旧合同|旧系统|上一份|之前的|"
    r"(?:期间|后|之后|以后|的)\s*$|^\s*签[^约]"
    # (batch 84) an event as soon as which it holds ("合同一签", "董事会一点头", "钱一到账"), someone's account or a
    # reckoning ("据了解", "经了解", "据反映", "按推算", "粗算下来", "据初步统计")
    r"|一(?:签|点头|批|到账|到位|通过|落地|敲定|拍板|同意|上线|开工|确认|完成|结束|生效)|"
    r"^\s*据(?!我)|^\s*(?:经|按|照)\s*(?:了解|推算|估算|测算|统计|初步)|推算|粗算|估摸|初步统计|初步估计")
# the part of it used so far, right before the value ("已用座位：40", "已用预算：18000美元")
_ZH_USED = re.compile(r"(?:已用|已使用|已经用了|已花费?|已支出|已消耗|已占用|用掉了?)[^,;。，；]{0,6}$")
# the consequent of the clause before it ("董事会点个头，预算就是18000美元", "老板签了字，团队就是12人"); a plain
# opener before it ("其实，", "好的，", "今年，") makes none
_ZH_CONSEQUENT = re.compile(r"就(?:是|有|在|定|会|能|要|改|变|按|为|到|成)")
_ZH_PLAIN_FRONT = re.compile(r"^\W*(?:其实|说实话|老实说|实话说|说真的|简单说|总之|总的来说|所以|那么|那|好的|好|嗯|对|对的|是的|没错|ok|okay|"
                             r"收到|明白|了解|今年|目前|现在|眼下|当前|如今|截至目前|到目前为止|本年度|本季度|本月|这个月|这样|"
                             r"一句话|放心|告诉你|跟你说|说白了|总而言之|确认一下|更正一下|补充一下|[^，,]{0,12}(?:我们|我司|本公司|咱们)[^，,]{0,4})\W*$")
_ZH_DONE_ACT = re.compile(r"定为|改为|调整为|确定为|批准|通过|已经|已|了")
# a past time before the statement ("那时候，", "2019年，", "疫情前，", "合并前，"; "今年，", "从2025年起，" are now) or after it
_ZH_PAST_FRONT = re.compile(r"^\s*(?:那时候?|当时|那会儿?|以前|之前|过去|早些年|(?:19|20)\d{2}年|上次[^，,]{0,8}时|[^，,]{1,6}(?<!目)(?<!当)前)\s*[，,]"
                            r"|[，,]\s*(?:那时候?|当时|那会儿?)\s*[。.]?\s*$")
_EN_PAST_FRONT = re.compile(r"^\W*(?:in|back\s+in|during)\s+(?:(?:19|20)\d{2})\s*,")
# the next sentence gives it to another party, or a part ("That's Globex's line.", "Half of them are Globex's.",
# "Only for hardware.", "First year only."; "这是Globex的号码。", "一半是Globex的。", "仅限第一年。")
_NEXT_OWNER = re.compile(
    r"^\W*(?:that's|that\s+is|it's|it\s+is|those\s+are|these\s+are|(?:half|some|most|part|\d+)\s+of\s+(?:them|it|those)\s+"
    r"(?:are|is))\s+(?!our\b|ours\b|mine\b|my\s+own\b)(?:[\w&.-]+'s|my\s+[\w-]+'s|their|theirs|his|hers)(?:\s+[\w-]+)?"
    r"\s*[.!]?\s*$"
    r"|^\W*(?:only|just|valid\s+only|applies\s+(?:only\s+)?to|valid\s+for)\s+(?:for\s+)?[^.!?]{1,40}?[.!]?\s*$"
    r"|^\W*[\w\s-]{1,30}\s+only\s*[.!]?\s*$")
_ZH_NEXT_OWNER = re.compile(r"^\s*(?:这|那|它)(?:个)?(?:是|属于)(?!我们|我的|我|咱们|本公司)[^。！]{1,12}的|^\s*(?:一半|大部分|部分|"
                            r"其中[^。]{0,6})是(?!我们|我的)[^。！]{1,12}的|^\s*(?:仅限|只限|只适用于|仅适用于|包含|包括)[^。！]{1,16}")
# the next sentence, in Chinese, says it changed or will ("他上个月离职了。", "现在是李娜。", "这个账户要换了。")
_ZH_NEXT_CHANGED = re.compile(r"离职|走了|辞职|退休|不在了|停用|作废|注销|换号|换了|要换|要减|要改|要调|搬走|搬了|改了|不用了|"
                              r"新账户|新邮箱|新号码|新的账户|^\s*(?:现在|目前|如今|后来)(?:是|用|改|换|在)|那是[^。]{0,6}(?:前|以前|的时候)")
# a number that names a thing rather than counts ("座位是40号", "座位号：40", "Seat 40", "team 14", "team number 14",
# "Seats-40", "Seats 4.0")
_NUMBER_LABEL_BEFORE = re.compile(r"(?<![\w])(?:seat|team|room|desk|gate|row|table|version|v|no\.?|number|#)\s*(?:no\.?\s*|number\s*)?$"
                                  r"|[a-z]-$|号\s*[:：]?\s*$")
_NUMBER_LABEL_AFTER = re.compile(r"\s*号|\.\d(?!\d*\s*(?:k|m|%|percent))")
# (batch 102) a number or a date held as part of an identifier, not stated: a one-letter code part glued after it
# ("Seats: 40-A", "40A", "40_B", "14F", "Seats: 40 - C", "座位：40-A"; not "$18,000-a-year", "40 - a jump"), a code part
# after a date ("2027-03-01-7", "2027-03-01-A"), or a noun that names a thing right before it, after a label's mark, a
# determiner or a preposition ("Seats: plan 40", "Budget: project 18000", "seats for level 40", "Renewal date: ticket
# 2027-03-01", "续约日期：订单2027-03-01"; not the verb: "we plan 40 seats")
_CODE_PART_AFTER = re.compile(r"[-–—_.][a-z](?![\w'-])|\s[-–—]\s[b-hj-z](?![\w'-])|(?<=\d)[ac-jl-rt-wyz](?![\w'-])")
_DATE_CODE_AFTER = re.compile(r"[-_][a-z0-9]")
_NAMING_NOUN_BEFORE = re.compile(
    r"(?:^|[:：(\[,;=–—-]|(?<![\w])(?:the|our|your|their|this|that|a|an|for|on|in|at|under|from|see|via|of|into|onto|re)\s)\s*"
    r"(?:plan|project|level|tier|account|order|invoice|ticket|po|page|contract|case|id|ref|reference|build|release|model|"
    r"route|building|floor|suite|lot|batch|sprint|phase|stage|zone|sku|flight|step|wave|cohort|chapter|article|section|"
    r"clause|exhibit|schedule|appendix|annex|ext|extension|port|code|pin|bundle|package|edition|series)"
    r"\s*(?:no\.?\s*|number\s*|#\s*|id\s*)?$"
    r"|(?:订单|工单|编号|单号|发票|套餐|批次|房间|工号|案号|票号|型号|序号|代码)号?\s*$")
# ... and, in Chinese, a noun that may also be the topic ("我们的合同2027-03-01续约" is legitimate) where nothing follows
_ZH_TOPIC_NOUN_BEFORE = re.compile(r"(?:合同|项目|方案|版本)号?\s*$")
_ENDS_HERE = re.compile(r"\s*(?:[。，,.;；!！)）]|$)")


def _in_identifier(s: _Sentence, vs: int, ve: int, numeric: bool) -> str | None:
    """(batch 102) The number or the date is part of a code or of a thing's name, not the value stated."""
    if (m := (_CODE_PART_AFTER if numeric else _DATE_CODE_AFTER).match(s.norm, ve)) is not None:
        return f'the value is part of a code ("{s.norm[vs:m.end()].strip()}")'
    if (m := _NAMING_NOUN_BEFORE.search(s.norm, max(0, vs - 40), vs)) is not None:
        return f'a noun before it names a thing by the value ("{m.group().strip(" :：,;([=–—-")}")'
    if s.zh and (m := _ZH_TOPIC_NOUN_BEFORE.search(s.norm, max(0, vs - 8), vs)) is not None and _ENDS_HERE.match(s.norm, ve):
        return f'a noun before it names a thing by the value ("{m.group().strip()}")'
    return None


# a command-line flag ("--seats 40", "--budget=18000")
_CLI_FLAG = re.compile(r"(?<!\S)--?[a-z][\w-]*(?:=|\s+)$")


# A document of record whose status, after its name before the value, says it is not (or not yet, or no longer)
# in force: "合同（已到期）：", "补充协议（待双方盖章）：", "订单【已撤销】", "合同-已到期", "合同已到期。", "Order form
# (awaiting countersignature): ..."; its figures are the document's, not the subject's current fact (batch 98)
_DOC_NOUN = (r"(?:合同|合约|协议|订单|订购单|采购单|采购申请|报价单?|发票|工作说明书|续约通知|contract|agreement|amendment|"
             r"order(?:\s+form)?|quote|quotation|invoice|po|purchase\s+order|sow|statement\s+of\s+work|notice)s?")
_DOC_STATUS_BEFORE = re.compile(
    _DOC_NOUN + r"\s*(?:[(\[【][^()\[\]【】]{0,16}"
    r"(?:到期|终止|解除|撤销|撤回|待|审批|审核|未|拟|草|废|失效|取消|过期|暂停|冻结|历史|旧|"
    r"expired|terminated|void|cancel|draft|pending|unsigned|superseded|proposed|awaiting|not\s+(?:yet\s+)?"
    r"(?:signed|executed|approved)|under\s+review|lapsed|rescinded|withdrawn|old|previous|prior)[^()\[\]【】]{0,16}[)\]】]|"
    r"[-–—_/|]?\s*(?:已经?|状态\s*[:：]?\s*)?(?:到期|终止|解除|撤销|撤回|待签|待盖章|待审|审批中|审核中|未签|未生效|作废|失效|取消|过期|"
    r"暂停|冻结|草稿|草案|历史版本|旧版)(?!日|时间|日期))")  # ("合同到期日：..." is the end date, a fact of its own)
# a figure scoped to one document before the value: a discount of one invoice, order or quote or of its payment
# terms ("Discount on this invoice: 10%", "Invoice discount: 10%", "发票折扣：10%", "2% early-payment discount",
# "10% off this invoice"), a quote's offer given as the price ("Quoted price: $18,000", "The quote: $18,000",
# "报价为18000美元"), or a figure read from a non-binding or one-off document ("根据报价单，席位：40", "Per the
# invoice, ...") (batch 98)
_DOC_SCOPED_DISCOUNT = re.compile(
    r"(?<![\w])(?:invoice|order|quote|quotation|po|credit\s+note|line|bill)(?:-level|\s+level)?\s+discount|"
    r"discount\s+(?:(?:on|for|of|applied\s+to)\s+)?(?:this|the|that|each|one)?\s*(?:invoice|order|quote|po|bill|line)|"
    r"(?:early|prompt)[-\s]payment|payment\s+terms|net\s*\d+|(?:发票|订单|报价单?|账单|本单|本次|该单|提前付款|付款条件)[^，。,:：]{0,4}折扣")
_DOC_SCOPED_AFTER = re.compile(r"\s*(?:off|discount)\s+(?:on\s+|for\s+)?(?:this|the|that|one|each)\s+"
                               r"(?:invoice|order|quote|bill|po)|\s*[(（]\s*(?:this|one|仅|只)")
_DOC_QUOTED_PRICE = re.compile(
    r"(?<![\w])(?<!our\s)(?<!my\s)(?:quoted\s+(?:price|amount|fee)|(?:price|amount|fee)\s+quoted|quote\s*[:=]|quote\s+(?:is|was|of|at|came\s+to|"
    r"comes\s+to)(?![\w]))|报价(?:金额|价格|总额)?\s*(?:[:：为是]|共计|合计)")
_DOC_PER = re.compile(
    r"(?:根据|按照?|依据|依照|参照|据|见)\s*(?:报价单?|补充协议|发票|采购(?:单|申请)|订单草稿|续约通知|价目表|红字发票|形式发票|"
    r"工作说明书)|(?<![\w])(?:per|according\s+to|as\s+per|based\s+on)\s+(?:the|our|your|this|that|their)?\s*"
    r"(?:quote|quotation|proposal|invoice|po|purchase\s+order|credit\s+note|renewal\s+notice|price\s+list|estimate|"
    r"amendment|sow|statement\s+of\s+work)(?![\w])")


def _doc_scoped(s: _Sentence, vs: int, ve: int, pred: _Pred) -> str | None:
    """A document's status or scope before the value (batch 98): the figure is that document's."""
    head = s.norm[max(0, vs - 80):vs]
    if (m := _DOC_STATUS_BEFORE.search(head)) is not None:
        return f'the document is not in force ("{m.group().strip()}")'
    if "discount" in pred.own and ((m := _DOC_SCOPED_DISCOUNT.search(head)) is not None or
                                   (m := _DOC_SCOPED_AFTER.match(s.norm, ve)) is not None):
        return f'a discount of one document or its payment terms ("{m.group().strip()}")'
    if (m := _DOC_QUOTED_PRICE.search(head)) is not None:
        return f'a quote\'s offer ("{m.group().strip(" :：")}")'
    if (m := _DOC_PER.search(head)) is not None:
        return f'a figure read from one document ("{m.group().strip()}")'
    return None


def _helper_found(s: _Sentence, a: int, vs: int, ve: int, numeric: bool) -> str | None:
    """The forms above, in the statement's own sentence."""
    if s.zh and _ZH_FINAL_BA.search(s.norm):
        return 'a sentence ending in "吧": a guess or a suggestion'
    if (m := _TAG_QUESTION.search(s.norm)) is not None:
        return f'a tag question ("{m.group().strip(" ,，.。")}"): it asks'
    if s.zh and (m := _ZH_TO_CHANGE.search(s.norm)) is not None:
        return f'a change asked for or to come ("{m.group().strip(" ,，")}")'
    if (m := _ZH_UNTIL.search(s.norm, ve)) is not None or (m := _CHANGED_AFTER.search(s.norm, ve)) is not None:
        return f'what follows the value ends it, or changed it ("{m.group().strip(" ,，。.")}")'
    if s.zh and (m := _ZH_FRONTED.match(s.norm)) is not None and m.end() <= vs and \
            (mark := _ZH_FRONT_MARK.search(m.group("c"))) is not None and \
            not (mark.group().strip() in ("后", "之后", "以后") and _ZH_DONE_ACT.search(s.norm, m.end())):
        return f'the clause before it sets a condition, a time, a part or another record ("{m.group("c").strip()}")'
    if s.zh and (m := _ZH_FRONTED.match(s.norm)) is not None and m.end() <= vs and \
            _ZH_CONSEQUENT.search(s.norm, m.end(), vs) and not _ZH_PLAIN_FRONT.match(m.group("c")) and \
            not re.search(r"已经|已(?!用)", m.group("c")):  # ("董事会已经批了，预算就是...": done)
        return f'the value follows from the clause before it ("{m.group("c").strip()}，…就")'
    if ((m := _ZH_PAST_FRONT.search(s.norm)) is not None and s.zh) or (m := _EN_PAST_FRONT.match(s.norm)) is not None:
        return f'a past time ("{m.group().strip(" ，,。.")}")'
    if numeric and ((m := _NUMBER_LABEL_BEFORE.search(s.norm[max(a, vs - 16):vs])) is not None
                    or (m := _NUMBER_LABEL_AFTER.match(s.norm, ve)) is not None):
        return f'a number that names a thing, not a count ("{m.group().strip()}")'
    if (m := _CLI_FLAG.search(s.norm[max(0, vs - 40):vs])) is not None:
        return f'a command-line flag ("{m.group().strip()}")'
    if (m := _LOG_LINE.match(s.norm)) is not None:
        return f'a log line or a request, not a statement ("{m.group().strip()}")'
    if (m := _AFTER_VALUE_UNDO.search(s.norm, ve)) is not None:
        return f'what follows the value takes it out of the current record ("{m.group().strip()}")'
    if s.zh and (m := _ZH_USED.search(s.norm[max(a, vs - 12):vs])) is not None:
        return f'the part used, not the whole ("{m.group().strip(" :")}")'
    return None


def _next_gives_away(nxt: _Sentence) -> str | None:
    """The forms above in the sentence after the statement: another owner, a part, a change."""
    if not nxt.zh and (m := _NEXT_OWNER.match(nxt.norm)) is not None:
        return f'the next sentence gives it to another party, or to a part ("{m.group().strip()[:50]}")'
    if nxt.zh and ((m := _ZH_NEXT_OWNER.search(nxt.norm)) is not None or (m := _ZH_NEXT_CHANGED.search(nxt.norm)) is not None):
        return f'the next sentence gives it to another party or a part, or says it changed ("{m.group().strip()[:30]}")'
    return None


# ---- found by two more probing helpers (records; modality and numbers), each held for a person:
# a later line, behind a label ("Note:", "NB", "PS:", "FYI:", "Caveat:", "*"), that gives it away or limits it
_NOTE_LABEL = re.compile(r"^\W*(?:note|nb|n\.b\.|ps|p\.s\.|fyi|caveat|remark|disclaimer|important)\s*[:.,-]?\s*|^\s*\*+\s*")
_NOTE_SCOPE = re.compile(r"(?<![\w])(?:only|refers?\s+to|applies\s+to|belongs?\s+to|is\s+for\s+the|shown\s+is\s+for|"
                         r"includes?\s+[\w\s]{0,20}?(?:from|of)\s+[a-z][\w&.-]*|parent\s+company|subsidiary|"
                         r"(?:switchboard|inbox|line|account)\s+of(?=\s)|(?:that's|that\s+is|it's|it\s+is)\s+(?:the\s+)?"
                         r"(?:[\w&.-]+'s|my\s+[\w-]+'s|parent|their))(?![\w])|^\W*scope\s*[:=]")
# ... or names the owner ("NB: that's the Globex figure.", "Note: that's the Globex switchboard.")
_NAMED_OWNER = re.compile(r"(?:that's|that\s+is|it's|it\s+is|this\s+is)\s+(?:the\s+)?(?!(?:Our|My)\b)(?P<o>[A-Z][\w&.-]+)\s+"
                          r"(?:figure|number|numbers|switchboard|line|inbox|account|address|office|budget|price|data|one)(?![\w])")
# a later amendment, edit or update that gives another value, or says it changed
_AMENDED = re.compile(r"^\W*(?:amendment|addendum|edit|update|updated|p\.?\s?s\.?|revision|revised|correction)\b[^:.]{0,12}[:.]?"
                      r"(?=.*(?:[$€£]\s*\d|\d\s*(?:k|%|usd|eur|seats?|people)(?![\w])|revised|(?:raised|increased|reduced|cut|"
                      r"changed|bumped|lowered)\s+(?:to|by)\s+[$€£]?\d))", re.DOTALL)
_CHANGED_SINCE = re.compile(r"(?<![\w])(?:was|were|got|has\s+been|have\s+been|been|is\s+being)\s+(?:raised|increased|cut|"
                            r"reduced|bumped|lowered|changed|revised|moved|upped|dropped|slashed|doubled|halved)\s+(?:to|by)"
                            r"(?![\w])|(?<![\w])instead(?![\w])(?=[^.]*\d)|(?<=\d)[^.]{0,20}(?<![\w])instead(?![\w])")
# a later count of what was added or removed since ("We added ten.", "Two quit on Friday.", "We've since grown to 15.")
_COUNT_MOVED = re.compile(r"(?<![\w])(?:added|removed|hired|quit|resigned|let\s+[\w\s]{0,12}?go|laid\s+off|layoffs?|grown\s+to|"
                          r"grew\s+to|dropped|cut|left(?=\s+(?:last|this|on|in|the|us|yesterday|today|\.|$)))(?![\w])")
_OF_THEM = re.compile(r"(?<![\w])(?:of\s+them|of\s+those|of\s+these|all\s+\d+|in\s+use)(?![\w])")
# a later line that replaces an identifier, or closes it
_REPLACED = re.compile(r"(?<![\w])(?:new\s+(?:number|phone|address|e-?mail|iban|account|bank\s+details)|instead|from\s+now\s+on|"
                       r"going\s+forward|(?:has\s+been|was|is\s+now)\s+disconnected|(?:is|was|has\s+been)\s+closed|"
                       r"no\s+longer\s+(?:in\s+use|valid|active|used)|changed\s+our\s+(?:number|phone|address|e-?mail|iban|bank))(?![\w])")
# a later line that hands the role over ("Sam Lee takes over", "replaced her", "reassigned", "she's leaving")
_HANDED = re.compile(r"(?<![\w])(?:takes?\s+over(?!\s+from)|taking\s+over(?!\s+from)|took\s+over(?!\s+from)|replaced\s+(?:her|him|them)|"
                     r"reassigned|(?:she|he|they)(?:'s|\s+is|'re|\s+are)\s+leaving|left\s+(?:the\s+company|us|[a-z][\w&.-]*\s+in)|"
                     r"on\s+(?:parental|maternity|paternity|sick|medical|long-term)\s+leave|covers\s+(?:for|until)|"
                     r"(?:a\s+)?new\s+(?:am|account\s+manager|rep|contact)\s+will\s+be)(?![\w])")
# a later line on the record's standing: not in force, or its data old ("terminated", "superseded", "as of 2019-04-02")
_NOT_IN_FORCE = re.compile(r"(?<![\w])(?:(?:this|the)\s+(?:agreement|contract|order\s+form|form|plan|offer|quote|document|sheet|"
                           r"office|account|[a-z]+\s+office)\s+(?:(?:was|has\s+been|is|got)\s+)?(?:terminated|superseded|cancell?ed|"
                           r"voided|rescinded|withdrawn|closed)|contract\s+terminated|superseded\s+by)(?![\w])")
_AS_OF = re.compile(r"(?<![\w])(?:as[\s_]of|last[\s_]updated|data\s+as\s+of|updated|valid\s+(?:until|through|thru|till)|expires?|"
                    r"expired)\W{0,5}\s*(?P<d>[^\n;)\"]{4,24})")
# a cap, for a predicate that is not itself a budget ("Price cap: $18,000", "Seat cap: 40")
_CAP = re.compile(r"(?<![\w])(?:cap|ceiling|upper\s+limit)(?![\w])")
# a part's label or premodifier ("Pilot budget: ...", "40 pilot seats", "Pilot: 40 seats", "Renewal price: ...")
_PART_LABEL = re.compile(r"(?<![\w])(?P<w>pilot|trial|poc|proof\s+of\s+concept|renewal|rollout|roll-out|introductory|"
                         r"promo(?:tional)?|phase\s+\w+)(?![\w])")
# up to someone else, or to be changed ("up to the board", "CFO to confirm", "is with the board", "to be cut")
_WITH_DECIDER = re.compile(
    r"(?<![\w])(?:up\s+to\s+(?:the\s+)?(?:board|cfo|ceo|finance|leadership|management|legal|procurement|committee|it|boss|"
    r"director|manager)|(?:the\s+)?(?:board|cfo|ceo|finance|leadership|management|legal|procurement|committee|it)\s+to\s+"
    r"(?:confirm|decide|approve|sign\s+off|finali[sz]e|set)|(?:is|now|still)\s+(?:with|before)\s+(?:the\s+)?(?:board|cfo|ceo|"
    r"finance|leadership|management|legal|committee)|\(\s*with\s+(?:the\s+)?(?:board|cfo|ceo|finance|leadership|legal)\s*\)|"
    r"up\s+for\s+(?:the\s+)?(?:board|review|approval|discussion)|as\s+put\s+to|to\s+be\s+(?:finali[sz]ed|set|decided|"
    r"confirmed|approved|signed\s+off|cut|raised|changed|adjusted|updated|reduced|relocated|moved|revised|reviewed|"
    r"increased|lowered|renegotiated))(?![\w])")
# for a short while ("$18k for a month", "40 seats for one week"); "has been ... for a year" is how long it held
_FOR_A_WHILE = re.compile(r"(?<![\w])for\s+(?:a|one|1|two|2)\s+(?:days?|weeks?|months?|quarters?|years?|fortnight)(?![\w])")
# about another thing named by a demonstrative or an option ("That company ...", "Quote one is ...", "Annual plan: ...")
_DEMONSTRATIVE = re.compile(r"^\W*(?:that|the\s+other)\s+(?:company|account|plan|one|quote|team|contract|deal|customer|client|"
                          r"vendor|org|organi[sz]ation|firm|offer|option|tier|office|subsidiary)(?:'s)?(?![\w])"
                          r"|^\W*(?:quote|plan|option|tier|offer|package)\s+(?:one|two|three|a|b|c|\d)(?![\w])"
                          r"|^\W*(?:the\s+)?(?:annual|yearly|monthly|quarterly)(?:\s+plan)?\s*(?::|is\s|costs\s)")
# the number is a change ("increased with 10", "dropped - $5k", "$18k up from last year")
_DELTA_BEFORE = re.compile(r"(?<![\w])(?:increased|raised|cut|reduced|dropped|decreased|went\s+up|went\s+down|grew|rose|fell|"
                           r"moved|(?:is|are)\s+(?:up|down)|got\s+cut|lowered)\s+(?:with|[-–—])?\s*$")
_DELTA_AFTER = re.compile(r"(?:\s+[a-z]+)?\s+(?:up|down)\s+from(?![\w])")
# a fragment after the statement that makes it a bound, an estimate or negotiable ("Tops.", "Max.", "Negotiable.")
_FRAGMENT_BOUND = re.compile(r"^\W*(?:(?:that's|that\s+is|it's)\s+(?:the|a|our)?\s*)?(?:tops|max|maximum|at\s+most|at\s+the\s+most|"
                             r"minimum|min|at\s+least|at\s+the\s+very\s+least|floor|lower\s+bound|upper\s+bound|ceiling|"
                             r"starting\s+point|for\s+starters|ballpark|barely|negotiable|flexible|stretch|optimistic|"
                             r"conservative|at\s+best|at\s+worst|best\s+case|worst\s+case|give\s+or\s+take|roughly|approx(?:imately)?|estimate|rough\s+estimate|"
                             r"fat\s+chance|in\s+what\s+world|pull\s+the\s+other\s+one|ha+|ha(?:ha)+)\W*$")
_AS_BOUND = re.compile(r"[,;]\s*as\s+(?:a|the)\s+(?:ceiling|cap|floor|maximum|minimum|limit|starting\s+point)(?![\w])")
# a fragment after it that gives another currency or a scale ("Canadian.", "In yen.", "Thousands.")
_FRAGMENT_MONEY = re.compile(r"^\W*(?:(?:that's|that\s+is|it's)\s+)?(?:in\s+)?(?:canadian|australian|singapore|hong\s+kong|new\s+zealand|"
                             r"mexican|aud|cad|sgd|hkd|nzd|mxn|pesos?|yen|yuan|rmb|rupees?|francs?|pounds|euros?|won|"
                             r"thousands|millions|cents|pennies|percentage\s+points|basis\s+points|bps)(?:\s+dollars)?\W*$")
# a fragment after it that makes it per unit ("Per team.", "Each office.")
_FRAGMENT_EACH = re.compile(r"^\W*(?:for\s+)?(?:per|each|every)\s+[\w-]+\W*$")
# a second scale word, or the number going on past a comma ("18k k", "18 million k", "18 thousand, 5 hundred")
_SECOND_SCALE = re.compile(r"\s*(?:k|m|mm|thousand|million|billion|grand)(?![\w])")
_NUMBER_GOES_ON = re.compile(r"\s*,\s*\d+\s+(?:hundred|thousand)(?![\w])")


# a next sentence that dates the statement in the past or says things moved on since ("That was at launch.", "Those
# were the pilot numbers.", "At least we did at launch.", "We've grown since."), not one that says when it was agreed
# ("That was confirmed at launch.")
_WAS_THEN = re.compile(
    r"^\W*(?:(?:that|this|those|these)\s+(?:was|were)\s+(?:(?:at|in|during|when|before|from|on)(?=\s)|pre-[\w-]+|previously|initially|"
    r"originally|at\s+first|(?:the|our)\s+(?:launch|kickoff|pilot|day\s+one|first|original|initial|old|early|earlier|previous|"
    r"starting)\b)|at\s+least\s+we\s+did|that's\s+what\s+we\s+had|(?:that|the)\s+"
    r"(?:figure|number|count)\s+is\s+from|it's\s+been\s+a\s+while|a\s+lot\s+has\s+(?:happened|changed)\s+since|"
    r"we've\s+(?:grown|shrunk|changed|moved\s+on)\s+since)(?![\w])")
# a fragment after it, or a fronted adverb with its comma, that makes the value a habit or a typical one ("Usually.",
# "Most years.", "In winter, at least."; "As a rule, ...", "By default, ...", "Typically, ...")
_HABIT_FRAGMENT = re.compile(r"^\W*(?:usually|typically|normally|generally|mostly|most\s+years|most\s+months|most\s+of\s+the\s+"
                             r"time|on\s+average|in\s+(?:summer|winter|spring|autumn|fall|season|peak\s+season)(?:[\s,]+"
                             r"(?:anyway|at\s+least))?|as\s+of\s+(?:the\s+end\s+of\s+)?last\s+(?:year|month|quarter|week)|(?:through|"
                             r"until|till)\s+(?:the\s+end\s+of\s+)?(?:[a-z]+|q[1-4])|during\s+(?:the\s+)?peak(?:\s+season)?)"
                             r"(?:[\s,]+(?:anyway|at\s+least))?\W*$")
_HABIT_FRONT = re.compile(r"^\W*(?:as\s+a\s+(?:general\s+)?rule|by\s+default|(?:generally|broadly)(?:\s+speaking)?|normally|usually|"
                          r"typically|most\s+of\s+the\s+time|on\s+average|in\s+general|on\s+the\s+whole|in\s+most\s+cases|"
                          r"for\s+the\s+most\s+part|more\s+often\s+than\s+not)\s*,")
_ZH_HABIT = re.compile(r"一般来说|一般而言|一般情况下|通常来说|通常而言|通常情况下|大体上|大多数时候|多数情况下|平均来说|平均而言")
# a window it holds in ("For the first year, ...", "For year one, ...", "Till March ...", "... through the pilot")
_WINDOW = re.compile(r"^\W*(?:for|during)\s+(?:the\s+)?(?:first\s+(?:year|month|quarter|week)|year\s+one|trial|pilot|poc|"
                     r"proof\s+of\s+concept)\s*,|^\W*(?:till|until)\s+\w+|(?<![\w])through\s+the\s+(?:pilot|trial|poc)(?![\w])")


# Bank details are where a forged fact pays out, and what a line around them may say against them has no end ("It
# bounced twice.", "The scammers used it.", "Globex runs it for us.", "这个账户被冻结了"): every line after the statement,
# and the rest of its sentence, must be one of the lines that say nothing about them (thanks, a greeting, a signature,
# the BIC, the holder when it is the subject or the writer, a request to update, confirm or quote the invoice, the
# payment terms, a confidentiality footer), matched whole; and no line of the text, before or after, may carry a word
# that marks an account as out of use, another's or a fraud's ("closed", "frozen", "former", "scam", "handles our
# payments", "冻结", "骗"), or a person reads them.
_BIC = r"[a-z]{6}[a-z0-9]{2}(?:[a-z0-9]{3})?"  # a bank's code (ISO 9362), in lower case as `norm` is
_PAYMENT_CLOSING = re.compile(
    r"^\W*(?:(?:note|nb|n\.b\.|ps|p\.s\.)\s*[:.-]?\s*)?(?:(?:(?:many\s+)?thanks|thank\s+you|thx|ty|cheers|regards|best|kind\s+regards|best\s+regards|warm\s+regards|"
    r"sincerely|br|all\s+the\s+best|yours(?:\s+(?:sincerely|faithfully|truly))?)(?:\s+(?:again|in\s+advance|a\s+lot|so\s+much|"
    r"for\s+(?:your|the)\s+(?:help|patience|business|support|cooperation)))?"
    r"|have\s+a\s+(?:good|great|nice|lovely)\s+(?:day|week|weekend|evening)|(?:hi|hello|dear|greetings)(?:\s+[\w-]+){0,3}"
    r"|(?:looking\s+forward\s+to\s+(?:working\s+with\s+you|hearing\s+from\s+you|your\s+reply)|speak\s+soon|talk\s+soon)"
    r"|(?:bic|swift|swift\s*/\s*bic|bic\s*/\s*swift)\s*(?:code)?\s*[:#]?\s*" + _BIC +
    r"|(?:sort\s+code|routing(?:\s+number)?|aba)\s*[:#]?\s*[\d\s-]{6,12}|currency\s*[:#]?\s*[a-z]{3}"
    r"|(?:reference|ref|payment\s+reference)\s*[:#]\s*(?:invoice\s+(?:number|no\.?)|[\w/-]*\d[\w/-]*)"
    r"|(?:please\s+|kindly\s+)?(?:update\s+(?:your|the)\s+(?:records?|system|details|vendor\s+master)|confirm\s+(?:receipt|"
    r"(?:the\s+)?change|once\s+(?:done|updated|changed))|let\s+(?:us|me)\s+know\s+(?:if\s+you\s+have\s+(?:any\s+)?questions|"
    r"once\s+(?:it'?s\s+)?(?:done|updated|changed)|if\s+(?:anything|something)\s+is\s+unclear|if\s+you\s+need\s+anything(?:\s+else)?)|(?:quote|mention|include|state|use)\s+(?:the|your|our)\s+(?:invoice|"
    r"order|customer|reference|ref)\s*(?:number|no\.?|#)?(?:\s+as\s+(?:the\s+)?(?:reference|payment\s+reference))?|"
    r"(?:feel\s+free\s+to\s+)?call\s+(?:us|me)\s+(?:to\s+(?:verify|confirm)|before\s+(?:confirming|making)\s+(?:the|any)\s+"
    r"(?:change|transfer|payment)))"
    r"|(?:any|if\s+you\s+have\s+(?:any\s+)?)questions(?:\s*[,?]\s*(?:just\s+)?(?:let\s+(?:us|me)\s+know|reach\s+out|"
    r"give\s+us\s+a\s+call))?"
    r"|(?:it'?s\s+|this\s+is\s+)?(?:our|my)\s+(?:main|primary|usual|only|business|company)\s+account"
    r"|(?:please\s+)?(?:for|use\s+(?:it|this\s+(?:one|account))\s+for)\s+all\s+(?:future\s+)?(?:invoices|payments|orders)|(?:valid|good)\s+(?:until\s+further\s+notice|indefinitely)"
    r"|(?:please\s+)?pay\s+(?:by\s+the\s+due\s+date|within\s+\d+\s+days|on\s+time|promptly)"
    r"|payment\s+terms\s*:?\s*(?:net\s*)?\d+\s+days|(?:the\s+)?invoice\s+(?:is\s+)?attached"
    r"|(?:our\s+[\w\s]{0,20}\s+)?(?:verified|confirmed|checked)\s+(?:it|this|them)(?:\s+(?:this\s+morning|today|yesterday|"
    r"last\s+week))?|(?:it'?s\s+)?the\s+same\s+(?:account|one|iban)\s+as\s+(?:before|always|last\s+\w+)|we'?ve\s+used\s+it\s+"
    r"for\s+(?:years|\w+\s+years)|status\s*:\s*active"
    r"|sent\s+from\s+my\s+\w+|get\s+outlook\s+for\s+\w+"
    r"|(?:this|the)\s+(?:e-?mail|message)[^.!?]{0,60}(?:confidential|intended\s+recipient)[^.!?]{0,80}"
    r"|(?:please\s+)?treat\s+this\s+(?:e-?mail|message)\s+as\s+confidential[^.!?]{0,60})\W*$")
_ZH_PAYMENT_CLOSING = re.compile(
    r"^\W*(?:谢谢|多谢|感谢|此致|敬礼|祝好|您好|你好|请(?:更新|确认|查收)(?:一下)?|(?:开户行|開戶行|银行|銀行)[：:][^。！？，,]{1,20}|"
    r"如有(?:任何)?(?:问题|疑问|疑問|問題)[，,]?(?:请|請)(?:随时|隨時)?(?:联系|聯繫|致电|致電|來電|来电)[^。！？]{0,10}|"
    r"如需核实[，,]?请[^。！？]{0,14}|"
    r"建议您?(?:先)?(?:致电|打电话给|电话联系)[^。！？]{0,10}(?:确认|核实)|(?:我们的|我們的)?主账户|长期有效|"
    r"(?:所有|以后(?:所有)?)[^。！？]{0,6}都?(?:用|付到|打到|汇到)这个账户|请(?:尽快|在[^。！？]{0,8}前|于[^。！？]{0,8}前)?付款|"
    r"[^。！？]{0,10}含保密信息[^。！？]{0,10}|请仔细核对[^。！？]{0,12}|付款后请[^。！？]{0,12}(?:告知|通知)[^。！？]{0,8}|"
    r"[^。！？]{0,6}请另开发票|这个账户是我们(?:公司)?的|这个账户我们用了(?:很多|好几)年|for\s+all\s+invoices|此邮件发自我的\w+)"
    r"[。！!.，,]?(?:谢谢)?[。！!.]?\s*$", re.IGNORECASE)
_PAYMENT_CLAUSE_OK = re.compile(r"^[\s.,;:!)\]|。，！*_]*$|^\s*[(（]?\s*(?:iban|bic|swift|eur|euro|usd)?\s*[)）]?[\s.。|]*$")
# a line or clause naming the account's holder: the subject's or the writer's own say nothing against it
_HOLDER = re.compile(r"^\W*(?:account\s+holder|beneficiary|account\s+name|payee|name|customer|client|company|vendor|supplier|"
                     r"organi[sz]ation|开户名|户名|受益人|收款人|账户名称|開戶名|公司名称)\s*[】\]]?\s*[:：]?"
                     r"\s*(?P<who>.+?)[\s.。]*$", re.IGNORECASE)
# what marks an account as out of use, another's, or a fraud's, wherever it stands in the text
_ACCOUNT_DEFECT = re.compile(
    r"(?<![\w'])(?:clos(?:e|ed|es|ing|ure)|frozen|freez\w*|block\w*|bounc\w*|return(?:s|ed|ing)?|reject\w*|fraud\w*|scam\w*|"
    r"phish\w*|spoof\w*|investigat\w*|suspend\w*|suspicious|invalid|wrong|old|former|previous|outdated|expired?|seiz\w*|"
    r"garnish\w*|insolven\w*|bankrupt\w*|administrator|receiver(?:ship)?|escrow|belongs?\s+to|owned\s+by|run\s+by|managed\s+by|"
    r"handled?\s+by|handles|collects?|on\s+(?:our|their|its|my)\s+behalf|instead|different|another|elsewhere|fake|false|test|"
    r"dummy|sample|example|deactivat\w*|terminat\w*|cancel\w*|disput\w*|on\s+hold|flag\w*|warning|caution|beware|"
    r"do\s+not|don'?t|never|not\s+(?:ours|our|mine|my|use|valid|active|for)|no\s+longer|best\s+not|avoid|third[- ]party|"
    r"trustee|factoring|landlord|(?:collection|payment|paying)\s+agent|impersonat\w*|forged?|hacked|compromised)(?![\w'])"
    r"|冻结|凍結|注销|註銷|关闭|關閉|骗|騙|诈|詐|假的|停用|退回|作废|作廢|旧|舊|不要|别往|其他|另一个|代管|代收|不是我们|错误|錯誤|风险|"
    r"可疑|被盗|盗用|废弃|過期|过期|欺诈|封|注意")


def _says_nothing_of_it(norm: str, raw: str, names: frozenset[str]) -> bool:
    """Whether a line (or the clause after the account) is one that says nothing about bank details (above)."""
    bare = re.sub(r"[*_]{1,3}", "", norm)  # ("**Thanks!**")
    if _PAYMENT_CLOSING.match(bare) or _ZH_PAYMENT_CLOSING.match(raw.strip(" ,;，；")):
        return True
    if (m := _HOLDER.match(bare)) is not None:  # the holder is the subject, whole ("Acme GmbH"), or the writer
        who = m.group("who")
        words = {w for w in _name_words(canon_text(re.sub(r"(?:股份)?(?:有限)?(?:责任)?公司$|集团$", "", re.sub(r"[（(].*", "", who))))
                 if w not in _LEGAL_FORMS}
        return re.fullmatch(r"(?:we|us|our\s+(?:company|firm|business))\W*|我们|我们公司|本公司", who) is not None or \
            (bool(words) and words <= names and not re.search(r"[()（）'’/]|\bc/o\b|\bfor\b|的|代", who))
    return False


# lines around bank details that say nothing about them but who writes and what follows: a bank's name ("Bank:
# Commerzbank Frankfurt", in capitals, no more than four words), a heading ("Bank details", "Acme - payment details",
# "收款信息"), the writer naming itself as the subject ("Hi, Acme here.", "This is Julia at Acme.", "这里是Acme财务")
_BANK_NAME_LINE = re.compile(r"^\W*(?:bank(?:\s+name)?|branch|bank\s+address)\s*[:#]\s*(?:[A-Z][\w&.'-]*|[A-Z]{2,})(?:\s+(?:[A-Z][\w&.'-]*|"
                             r"\d{4,5}|[A-Z]{2,})){0,3}\W*$", re.IGNORECASE)
_DETAILS_HEAD = re.compile(r"^\W*(?:(?:our|new|updated|S(?:'s)?|for|from)\s+)*(?:[-–—:|]\s*)?(?:bank(?:ing)?|payment|payout|"
                           r"account|remittance|wire|transfer)\s+(?:details|information|info|data|instructions)(?:\s+(?:of|for|from)\s+S)?"
                           r"\s*[:.]?\W*$|^\W*S\s*[-–—:|]\s*(?:bank(?:ing)?|payment|payout)\s+(?:details|information|info)\W*$|"
                           r"^\W*(?:以下是)?\s*(?:我们的|本公司的|S\s*的)?\s*(?:收款信息|银行信息|账户信息|付款信息|收款账户|"
                           r"银行账户信息)[：:]?\s*$|^\W*(?:subject|date|sent)\s*:\s*[^:]{0,60}$|^\W*(?:地址|address)\s*[:：]\s*[^:：]{1,60}$")
_SELF_LINE = re.compile(r"^\W*(?:(?:hi|hello|hey|good\s+(?:morning|afternoon|evening)|dear\s+\w+)\W+)?(?:(?:this\s+is|it'?s|i'?m|"
                        r"we'?re|we\s+are|greetings\s+from|hello\s+from)\s+)?(?:[a-z]+\s+){0,2}?(?:(?:from|at|with|of)\s+)?(?:the\s+)?"
                        r"S(?:'s)?(?:\s+(?:finance|billing|accounts?|treasury|team|ap|ar|payables|receivables|gmbh|inc|ltd|llc|ag|"
                        r"corp|department|dept))*(?:\s+here)?\W*$|^\W*(?:这里是|我是|我们是)\s*S\s*(?:的)?(?:财务|会计|出纳|财务部|团队)?\W*$")


def _beside_the_details(t: _Sentence, names: frozenset[str]) -> bool:
    """A line before or after bank details that is a bank's name, a heading or the writer naming itself as the subject
    (above), read with the subject's name written as "S"."""
    if _BANK_NAME_LINE.match(t.raw.strip()) and not _ACCOUNT_DEFECT.search(t.norm):
        return True
    text = t.norm
    for n in sorted(names, key=len, reverse=True):
        if n and n in text:
            text = re.sub(r"(?<![a-z0-9])" + re.escape(n) + r"(?:\s+(?:" + "|".join(re.escape(f) for f in _LEGAL_FORMS) +
                          r"))?(?![a-z0-9])", "S", text)
    text = re.sub(r"\bS(?:\s+S)+\b", "S", text)  # ("dana smith": both words of the name)
    return _DETAILS_HEAD.match(text) is not None or _SELF_LINE.match(text) is not None


def _payment_after(sentences: tuple[_Sentence, ...], at: int, ve: int, pred: _Pred, names: frozenset[str],
                   kind: str) -> str | None:
    """For bank details, a word marking the account as out of use, another's or a fraud's anywhere in the text, or a
    line after them (or the rest of their sentence) that is not one of the lines that say nothing about them (above).
    (A mail address's or a phone number's lines after it are too varied for such a list: "Call anytime.", "以后都用这个。")"""
    if not pred.own & _PAYMENT_WORDS:
        return None
    own = re.sub(r"[\s-]", "", sentences[at].norm[:ve]).upper()
    for t in sentences:
        if t.hidden and t.norm.strip(" \t.。-–—_*#=|`<>!/"):
            return f'a hidden part of the text beside bank details ("{t.raw.strip()[:50]}"): a person reads it'
        if t is not sentences[at] and any(  # ("Old IBAN: X\nOur new IBAN is Y." for Y: the line is X's)
                re.sub(r"[\s-]", "", i.group()).upper() not in own for i in _IBAN_LIKE.finditer(t.raw)):
            continue
        if (m := _ACCOUNT_DEFECT.search(t.norm)) is not None:
            return f'a line says the account may be out of use, another\'s or a fraud\'s ("{m.group()}" in ' \
                   f'"{t.raw.strip()[:50]}"): a person reads it'
    s = sentences[at]
    rest = s.norm[ve:].lstrip(" ,;:-–—，；：")
    if not _PAYMENT_CLAUSE_OK.match(rest) and not _says_nothing_of_it(rest, rest, names):
        return f'the sentence goes on after the account ("{rest.strip(" ,;")[:60]}"): a person reads what it says about it'
    if kind != "person" and re.search(r"(?<![\w'])my\s+(?:iban|account|bank|payout)", s.norm):
        return "one person's account (\"my\") for an organisation: whose it is is for a person"
    signed = False  # after a closing ("Kind regards,"), short lines in capitals are the signature
    for i, t in enumerate(sentences):
        if t is s or not t.norm.strip(" \t.。-–—_*#=|"):
            continue
        if _says_nothing_of_it(t.norm, t.raw, names) or _beside_the_details(t, names):
            signed = signed or (i > at and _CLOSING_WORDS.match(t.norm) is not None)
            continue
        if i > at and _short_name_line(t, names, signed):
            continue
        where = "after" if i > at else "before"
        return f'a line {where} the account says more about it ("{t.raw.strip()[:60]}"): a person reads it'
    return None


_CLOSING_WORDS = re.compile(r"^\W*(?:(?:kind|best|warm)\s+)?(?:regards|thanks|thank\s+you|cheers|sincerely|best|yours)")
_ORG_WORD = re.compile(r"(?<![\w])(?:inc|ltd|llc|gmbh|corp|co|ag|sa|bv|plc|group|holdings|collections?|billing|payments|"
                       r"treasury|services|solutions|partners|bank|agency|escrow|trust|capital|receivables|lettings|ventures|"
                       r"consulting|finance|financial|funding|factoring|lending|properties|estates|management|law|legal|advisors|"
                       r"associates|accounts|team|office|ltd\.|company|firm)(?![\w])")


# a mail address's or a phone number's lines after it say too many harmless things for a list of the harmless ones
# (as bank details have); what says it does not reach the subject, or reaches another party, is listed instead ("It
# bounces.", "We're closing it on Friday.", "That was the trade-show booth number.", "Globex runs it for us.", ",
# which is forwarded to Globex.", "Calls are answered by Globex's call centre.")
_CONTACT_ELSEWHERE = re.compile(
    r"(?<![\w'])(?:bounc\w*|(?:get|gets|got|are|is|were|was)\s+returned|undeliverable|(?:closing|shutting\s+down|cancell?ing|"
    r"deactivating|disconnecting)\s+(?:it|this|that)|goes\s+away|(?:no\s+longer|not)\s+(?:in\s+use|monitored|active|working)|"
    r"trade-?\s*show|booth|runs?\s+it\s+for\s+(?:us|me)|(?:it'?s|is|are)\s+shared\s+with|answered\s+by|call\s+cent(?:re|er)|"
    r"answering\s+service|outsourced|(?<!our\s)help\s*desk|ported\s+to|(?:forward(?:ed|s)\s+to|managed\s+by|run\s+by)"
    r"(?!\s+(?:my|me|us)(?![\w])|\s+(?:my|our)\s+(?:own\s+)?(?:it|team|staff|office|mobile|cell|phone|people|colleagues|"
    r"help\s*desk|support|front\s+desk|assistant|reception|inbox|finance|billing)(?![\w]))|"
    r"goes\s+to\s+(?:our|the|a|an)\s+(?:agency|reseller|partner|vendor|supplier|provider|contractor)|switching\s+providers|"
    r"dead|unmonitored|not\s+monitored|comes\s+back|rejects?|expires?|(?:go(?:es)?\s+)?unanswered|not\s+(?:read|checked|answered)|"
    r"(?:nobody|no\s+one)\s+(?:reads|answers|checks|picks\s+up)|redirect\w*|rout(?:ed|es|ing)\s+to|(?:handled|operated)\s+by|"
    r"lands\s+in|rings\s+at|disconnected|(?:mailbox|inbox)\s+is\s+full|"
    # (a ninth pass's: a place's or another person's line, temporary, private, let lapse, a team alias)
    r"hotel|hilton|marriott|venue|coworking|co-working|regus|wework|school|conference|switchboard|room\s+\d+|receptionist|"
    r"reception|front\s+desk|assistant|(?<![\w])pa(?![\w])|secretary|bookkeeper|accounting\s+firm|"
    r"(?:team|group|shared)\s+(?:alias|inbox|mailbox|address)|alias|six\s+of\s+us|temporar\w*|stopgap|burner|for\s+the\s+"
    r"(?:duration|trip|week|move)|this\s+week|personal|private|not\s+for\s+(?:business|work)|off\s+the\s+crm|(?:don'?t|do\s+not)"
    r"\s+(?:put|store|save|use|share)|lapse[ds]?|rings\s+out|sits\s+behind|keeps\s+(?:that|the|this)\s+(?:inbox|line|mailbox)|"
    r"screens|replies\s+from|on\s+(?:my|our)\s+behalf|auto-?repl\w*|moved\s+on|won'?t\s+reach|no\s+longer\s+(?:with|at)|"
    r"zendesk|owned\s+by|obsolete|legacy|old|former|previous|outdated|neighbou?r'?s|kids'?|spouse|husband|wife)(?![\w])"
    r"|停机|停用|注销|退信|转发(?:到|给)|代管|外包|呼叫中心|空号|废弃|归\S{0,8}管|由\S{0,10}负责|前台|不再使用|不用了|没人(?:看|接|回)|转到|"
    r"助理|秘书|私人|临时|酒店|旧的|以前的")
# another party that takes the line's calls or reads the mailbox ("Handled by Globex.", "It lands in Globex's inbox.",
# "Globex answers it.")
_CONTACT_OTHER_HANDS = re.compile(
    r"(?:(?<![\w])(?:to|by|at|via|through)\s+(?P<a>[A-Z][\w&-]+)|(?P<b>[A-Z][\w&-]+)'s\s+(?:inbox|front\s+desk|receptionist|"
    r"reception|call\s+cent(?:re|er)|team|staff|switchboard|office|help\s*desk|support|assistant|mailbox)|(?P<c>[A-Z][\w&-]+)"
    r"\s+(?:answers|reads|picks|takes|handles|runs|operates|manages|monitors|owns|checks|gets))(?![\w])")
_CONTACT_WORDS = frozenset(["email", "mail", "phone", "mobile", "fax"])


def _raw_at(s: _Sentence, i: int) -> int:
    """Where in `s.raw` the place `i` of `s.norm` is, counted from the end (the two differ in length only where case
    folding changed a character's, before the value, as "ß")."""
    return max(0, len(s.raw) - (len(s.norm) - i))


_FOOTNOTE_MARK = re.compile(r"(\*{1,3}|†|‡|§|¶|[¹²³]|\[\d\]|[\[(][a-z+\-][\])])\W*$")


def _moved_by_next(sentences: tuple[_Sentence, ...], at: int, pred: _Pred) -> str | None:
    """A line right after the statement that moves a contract's end, a size's count or a zone's hours (above)."""
    rule = _END_MOVED if pred.own & {"contract", "end", "expiry"} else _COUNT_OF_OTHERS if pred.own & {"size", "headcount"} \
        else _OTHER_HOURS if pred.own & {"timezone"} else None
    if rule is None:
        return None
    for t in sentences[at + 1:at + 3]:
        if (m := rule.search(t.norm)) is not None:
            return f'a line after it changes what it counts or when it holds ("{m.group()}" in "{t.raw.strip()[:50]}")'
    return None


def _footnoted(sentences: tuple[_Sentence, ...], at: int, ve: int) -> str | None:
    """A footnote's mark after the value ("Seats: 40*") with its note below ("* shared with Globex"): whatever the note
    says, it qualifies the value, and a person reads it."""
    s = sentences[at]
    r = _raw_at(s, ve)
    if (g := _GLUED_MARK.match(s.raw, r)) is not None and "*" not in s.raw[:r]:  # "We have 40* seats." (batch 108)
        return f'a footnote\'s mark on the value ("{g.group()}")'
    if (m := _FOOTNOTE_MARK.search(s.raw, max(0, r - 1))) is None or \
            (m.group(1).startswith("*") and s.raw.lstrip().startswith("*")):  # ("*Seats: 40*" is emphasis)
        return None
    noted = False
    for t in sentences[at + 1:]:
        if t.raw.lstrip().startswith(m.group(1)) and len(t.raw.strip()) > len(m.group(1)):
            noted = True
            if not _TAX_NOTE.match(t.norm.lstrip(" *†‡¹²³[]0123456789")):
                return f'a footnote qualifies it ("{t.raw.strip()[:60]}")'
    # (batch 108) a footnote's mark with no note in the text: what qualifies it is not shown ("$18,000*", "40†", "(a)",
    # "[+]"); emphasis ("*$18,000*") and a numbered citation ("[1]", "¹") are left as before
    mark = m.group(1)
    if not noted and not mark[1:2].isdigit() and (mark[0] in "*†‡§¶" and not (mark[0] == "*" and "*" in s.raw[:m.start()]) or
                                                  mark[0] in "[(" and mark[1] != "x" and not s.raw[r:m.start()].strip()):
        return f'a footnote\'s mark with no note shown ("{mark}")'
    return None


# a footnote's mark glued to the value inside the sentence ("We have 40* seats."; batch 108)
_GLUED_MARK = re.compile(r"[*†‡§¶](?!\*)(?=\s+\w)")


_TAX_NOTE = re.compile(r"(?:excl(?:uding|\.)?|incl(?:uding|\.)?|plus|before|after|net\s+of|ex\.?)\s+(?:vat|tax(?:es)?|gst|"
                       r"sales\s+tax|mwst|ust)\W*$|(?:net|gross|in\s+(?:usd|eur|gbp|chf|euros?|dollars?))\W*$")


def _contact_after(sentences: tuple[_Sentence, ...], at: int, ve: int, pred: _Pred, names: frozenset[str]) -> str | None:
    """For a mail address or a phone number, the clause after it or a line after it that says it does not reach the
    subject, or reaches another party (above)."""
    if not pred.own & _CONTACT_WORDS:
        return None
    s = sentences[at]
    around = [*sentences[max(0, at - 2):at], *sentences[at + 1:at + 4]]  # (a heading above it too: "Old contact details below:")
    for norm, raw in ((s.norm[ve:], s.raw[_raw_at(s, ve):]), *((t.norm, t.raw) for t in around)):
        if (m := _CONTACT_ELSEWHERE.search(norm)) is not None:
            return f'what follows says it does not reach the subject, or reaches another ("{m.group()}")'
        for m in _CONTACT_OTHER_HANDS.finditer(raw):
            who = (m.group("a") or m.group("b") or m.group("c")).casefold()
            if who not in names and who not in _common() and who not in _CALENDAR_SHORT and who not in _lang("en").places:
                return f'what follows says another party takes it ("{m.group()}")'
    return None


def _short_name_line(t: _Sentence, names: frozenset[str], signed: bool = False) -> bool:
    """A signature's line: a few words in capitals (but "of", "and"), with no verb, naming no one but the subject's people
    or the subject ("Dana Smith", "Head of Finance, Acme"); below a closing (`signed`), any such line that names no
    organisation but the subject ("Dana Smith", not "Initech Collections")."""
    words = _WORD.findall(t.norm)
    short = 0 < len(words) <= 6 and not _VERB.search(t.norm) and not t.zh and not re.search(r"\d{3}", t.norm) and \
        all(w[0].isupper() or len(w) <= 3 for w in re.findall(r"[^\W\d_][\w'&-]*", t.raw))
    if short and signed and len(words) <= 4 and (not _ORG_WORD.search(t.norm) or any(n and n in t.norm for n in names)):
        return True
    return short and \
        not any(w[0].isupper() and w.casefold() not in names and w.casefold() not in _common() and
                w.casefold() not in _lang("en").name_ok for w in _CAPITAL_WORD.findall(t.raw)[1:])


def _later_lines(sentences: tuple[_Sentence, ...], at: int, value: Any, pred: _Pred, captured_at: datetime,
                 numeric: bool, names: frozenset[str]) -> str | None:
    """What a later line of the source says against the statement (`sentences[at]`; the forms above)."""
    later = [t for t in sentences[at + 1:at + 4] if not t.zh]
    text_value = canon_text(str(value)) if isinstance(value, str) else ""
    for i, t in enumerate(later):
        n = t.norm
        bare = _NOTE_LABEL.sub("", n, count=1)
        labelled = bare != n
        owner = _NAMED_OWNER.search(t.raw)
        if (labelled or i == 0) and (_NOTE_SCOPE.search(bare) is not None or
                                     (owner is not None and canon_text(owner.group("o")) not in names)):
            return f'a later line limits it or gives it away ("{t.raw.strip()[:60]}")'
        if _AMENDED.match(n) or _CHANGED_SINCE.search(n) or _NOT_IN_FORCE.search(n):
            return f'a later line amends it, or says it changed or is not in force ("{t.raw.strip()[:60]}")'
        if numeric and _COUNT_MOVED.search(n) and re.search(r"\d|(?<![\w])(?:one|two|three|four|five|six|seven|eight|nine|"
                                                            r"ten|a few|some|several|half)(?![\w])", n) \
                and not _OF_THEM.search(n):
            return f'a later line says the count moved since ("{t.raw.strip()[:60]}")'
        if text_value and re.search(r"\d|@", text_value) and text_value not in n and _REPLACED.search(n):
            return f'a later line replaces it ("{t.raw.strip()[:60]}")'
        if isinstance(value, str) and not numeric and _HANDED.search(n):
            return f'a later line hands it over ("{t.raw.strip()[:60]}")'
        if (m := _AS_OF.search(n)) is not None and (d := dates_in(m.group("d"))) and \
                _before_capture(d[0][0], captured_at, months=6 if "valid" not in m.group() and "expir" not in m.group() else 0):
            return f'a later line dates it long before, or says it expired ("{m.group().strip()}")'
        if i == 0 and (_WAS_THEN.match(n) or (len(_WORD.findall(n)) <= 6 and _HABIT_FRAGMENT.match(n))):
            return f'the next sentence dates it, or makes it a habit ("{t.raw.strip()[:50]}")'
        if i == 0 and len(_WORD.findall(n)) <= 5 and ((m := _FRAGMENT_BOUND.match(n)) or (m := _FRAGMENT_EACH.match(n)) or
                                                     (numeric and (m := _FRAGMENT_MONEY.match(n)))):
            if not (m.group().strip(" .!").casefold() in ("usd", "us dollars") or re.search(r"(?<![\w])(?:usd|us)(?![\w])", n)):
                return f'the next words make it a bound, an estimate, per unit or another money ("{t.raw.strip()[:40]}")'
    return None


# a later Chinese line that corrects, updates or changes the statement. It opens with a correction or an update
# ("说真的，45个。", "订正：20000美元", "更新(10月3日):...", "打错了，20000。") and ends with another value of the same kind;
# it is a bare count in the value's own measure ("45个。", "四十五个座位。"); or it says the value was changed, moved,
# cut, raised or added to, and gives the new one ("改成45个吧", "已经砍到15000了", "研发还要20个", "推迟两天",
# "下个月搬到北京"), or that the project or the budget was called off ("项目已经叫停了"). A number of another thing
# ("其实我们已经合作三年了", "补充：共3间房", "另外，我们还要2个管理员账号") is none of these.
_ZH_LATER_MARK = re.compile(
    r"^\W*(?:说真的|說真的|说实话|說實話|讲真|講真|其实|其實|实际上|實際上|事实上|事實上|准确(?:来|地|点)?说|準確(?:來|地|點)?說|确切(?:地)?说|"
    r"确切(?:地)?说|確切(?:地)?說|老实(?:说|讲)|老實(?:說|講)|订正|訂正|更正|纠正|糾正|修订|修訂|勘误|勘誤|补充|補充|更新|修正|修改|打错了|打錯了|写错了|"
    r"寫錯了|笔误|筆誤|最新|编辑\W|編輯\W|ps\b|p\.s\.|严格(?:来|地)?说|嚴格(?:來|地)?說|换句话说|換句話說|改主意了|刚问了\w{0,4})")
_ZH_LATER_CHANGE = re.compile(
    r"改成|改为|改為|改到|改签|改簽|改期|推迟|推遲|推后|推後|延后|延後|延期|延到|提前到|涨到|漲到|涨了|漲了|砍到|砍了|降到|降至|降了|"
    r"减到|減到|减了|減了|加到|再加|又加|另加|额外|額外|另要|还要|還要|增至|增加到|扩到|擴到|追加|多要|少要|再补|再補|去掉|调整为|調整為|"
    r"调成|調成|缩减|縮減|上调|上調|下调|下調|压到|壓到|打了.折|搬到|搬去|搬往|迁到|遷到|迁往|遷往|迁至|遷至|搬迁|搬遷|换成|換成|变成|變成|"
    r"现在\w{0,4}在|現在\w{0,4}在")
_ZH_CALLED_OFF = re.compile(r"(?:项目|項目|预算|預算|合同|合约|合約|订单|訂單|采购|採購|计划|計劃)\w{0,6}?(?:叫停|取消|作废|作廢|终止|終止|黄了|"
                            r"黃了|暂停|暫停|暂缓|暫緩|冻结|凍結|撤销|撤銷)|^\W*(?:叫停了|取消了|作废了|黄了)\W*$")
_ZH_LATER_ASIDE = re.compile(r"其中|最早|最初|去年|前年|以前|之前|原来|原先|当时|當時|那时|那時|最多|最少|至少|只有|同时在线|這個時候|这个时候|"
                             r"上一个|上一個|另一个|另一個|那边|那邊|别的|別的|其他|不影响|不影響")
_ZH_NUMERAL = r"(?:\d[\d,]*|[零〇一二两兩三四五六七八九十百千万萬亿億]+)"
_ZH_COUNT_WORDS = "个|個|位|名|张|張|台|套|席"
_ZH_MEASURES = _ZH_COUNT_WORDS + "|人|美元|美金|元|块|塊|欧元|歐元|英镑|英鎊|%|万|萬|千"
_ZH_MEASURE = re.compile(_ZH_NUMERAL + r"\s*(?P<m>" + _ZH_MEASURES + ")")
# another value at the end of a later line: a number, its measure and at most the statement's own noun after it
_ZH_VALUE_END = re.compile(r"(?P<n>" + _ZH_NUMERAL + r")\s*(?P<m>" + _ZH_MEASURES + r")?(?P<noun>[\u4e00-\u9fff]{0,4}?)\s*"
                           r"(?:了|吧|啊|呢|的)?$")
# a line that is a count alone: "45个。", "四十五个座位。"
_ZH_BARE_COUNT = re.compile(_ZH_NUMERAL + r"\s*(?:(?:" + _ZH_MEASURES + ")|(?:" + _ZH_COUNT_WORDS + r")[\u4e00-\u9fff]{1,4})")
_ZH_DATE_OR_SPAN = re.compile(r"\d{1,4}\s*[年月日号號]|[一二三四五六七八九十两兩]+\s*(?:天|周|週|个月|個月|日|号|號|月)|到\s*\w{0,3}[月日号號周週]")


_ZH_SIMPLE = str.maketrans({"個": "个", "張": "张", "塊": "块", "萬": "万", "歐": "欧", "鎊": "镑", "兩": "两"})


def _zh_value_at_end(n: str, own: str, measures: set[str], money: bool) -> bool:
    """Whether Chinese line `n` ends with a value of the kind the statement `own` gives: a number in one of its
    `measures` (for money, also 万 or 千, or none), followed by nothing or by the statement's own noun."""
    m = _ZH_VALUE_END.search(n.rstrip(" 。.!！,，、"))
    if m is None or re.search(r"[.\-]\d|\d{7,}", m.group("n")) or re.search(r"[第每]\w?$", n[:m.start()]):
        return False
    measure, noun = (m.group("m") or "").translate(_ZH_SIMPLE), m.group("noun")
    if measure and measure not in measures and not (money and measure in "万萬千"):
        return False
    if not measure and not money:
        return False
    return not noun or noun in own


def _zh_later_lines(sentences: tuple[_Sentence, ...], at: int, value: Any) -> str | None:
    """What a later Chinese line of the source says against the statement (`sentences[at]`; the forms above)."""
    own = sentences[at].norm
    text_value = canon_text(str(value)) if isinstance(value, str) else ""
    dated = isinstance(value, str) and as_date(value) is not None
    money = not dated and bool(re.search(r"美元|美金|元|块|塊|欧元|歐元|英镑|英鎊|\$|€|£", own))
    numeric = not dated and _amount(value) is not None
    measures = {x.group("m").translate(_ZH_SIMPLE) for x in _ZH_MEASURE.finditer(own)}
    for t in sentences[at + 1:at + 4]:
        if not t.zh or t.quoted or t.hidden:
            continue
        n = t.norm.strip()
        if _ZH_LATER_ASIDE.search(n):
            continue  # a part, an earlier figure, a bound, another project: not the value again
        short = len(_CJK.findall(n)) <= 10
        if text_value and text_value in n and not _ZH_LATER_CHANGE.search(n):
            continue  # it says the value again
        valued = (_zh_value_at_end(n, own, measures, money) if numeric else bool(_ZH_DATE_OR_SPAN.search(n)) if dated
                  else short and bool(re.search(r"[是在用]", n) or (re.search(r"\d", text_value) and
                                                                    re.search(r"[a-z]*\d[\w-]*", n))))
        if _ZH_LATER_MARK.match(n) and valued:
            return f'a later line corrects or updates it ("{t.raw.strip()[:40]}")'
        if (m := _ZH_LATER_CHANGE.search(n)) is not None and (valued or (not numeric and not dated and short)):
            return f'a later line says it was changed ("{m.group()}" in "{t.raw.strip()[:40]}")'
        if (m := _ZH_CALLED_OFF.search(n)) is not None:
            return f'a later line says it was called off ("{m.group()}")'
        if numeric and valued and _ZH_BARE_COUNT.fullmatch(n.strip(" 。.!！,，、")):
            return f'a later line gives another count ("{t.raw.strip()[:40]}")'
    return None


def _before_capture(d: tuple[int, int, int | None], captured_at: datetime, months: int) -> bool:
    """Whether date `d` is more than `months` months before `captured_at`."""
    y, mo, day = d
    m_at = captured_at.year * 12 + captured_at.month
    m_d = y * 12 + mo
    if months == 0:
        return (y, mo, day or 28) < (captured_at.year, captured_at.month, captured_at.day)
    return m_at - m_d > months


# (batch 99) a share of the whole named before the value, the value in brackets or after a dash: it counts the share,
# not the whole ("Two thirds of our team (12 people) are engineers.", "Most of our seats (40 seats) sit in sales.",
# "我们团队大部分（12人）在远程办公。")
_SHARE_OF_WHOLE = re.compile(
    r"(?<![\w])(?:half|(?:[\w]+[\s-])?(?:thirds?|quarters?|fifths?|sixths?|sevenths?|eighths?|ninths?|tenths?)|most|majority|"
    r"minority|bulk|much|chunk|share|fraction|portion|proportion|part|(?:nearly|almost|practically|virtually)\s+all|"
    r"\d+(?:\.\d+)?\s*(?:%|percent|per\s+cent))\s+(?:of\s+)?(?:our|the|their|its|my|your|[\w]+'s)\s+(?:[\w-]+\s+){0,2}?[\w-]+"
    r"\s*[(\[—–-]\s*$"
    r"|(?:大部分|大多数|多数|少数|一部分|小部分|大半|过半|半数|一半|[一二三四五六七八九十百\d]+分之[一二三四五六七八九十\d]+|\d+\s*[%％])"
    r"\s*[（(]\s*$")
# (batch 99) an opening phrase that adds figures up: a sum the writer made over several parties or records, which may
# hold other entities' or lapsed contracts' figures ("Summed over both accounts,", "Taken together,", "Pooled,", "Counting
# every subsidiary,", "Across the Acme group,", "Across all our contracts,", "所有合同加起来，", "算上所有合同，"); the
# subject's own places or teams are its parts, not others ("Between our two offices, we have 12 seats in total.")
_SUM_OPENER = re.compile(
    r"^\W*(?:[^,;:\n]{0,40}?(?<![\w])(?:summed|summing|sum\s+of|added\s+up|adding\s+up|add\s+up|aggregat(?:ed|ing)|"
    r"rolled\s+up|rolling\s+up|pool(?:ed|ing)|combin(?:ed|ing)|tall(?:ied|ying)|together)(?![\w])|"
    r"(?:[\w-]+\s+)?(?:across|between|over|counting|including|incl\.?|plus|adding|added)\s+[^,;:\n]{0,40}?(?<![\w])(?:group|subsidiar(?:y|ies)|"
    r"affiliates?|entit(?:y|ies)|sister|parent|partners?|business\s+units|companies|contracts|orders|pos|purchase\s+orders|"
    r"invoices|accounts|workspaces|deals|agreements|tenants|instances|subscriptions)(?![\w]))[^,;:\n]{0,40}?\s*,\s"
    r"|^[^，,：:。；\n]{0,20}?(?:加起来|合起来|加在一起|合在一起|汇总|加总|合计|算上|连同)[^，,：:。；\n]{0,6}?[，,]")
# (batch 99) what is still to be spent or handed out, not the size ("We have $18,000 to spend still.", "Budget still to
# spend: $18,000.", "Seats yet to be assigned: 40.")
_LEFT_TO = re.compile(
    r"(?<![\w])(?:(?:still|yet|left|remaining)\s+to\s+(?:be\s+)?(?:spend|spent|use|used|allocate|allocated|commit|committed|"
    r"assign|assigned|deploy|deployed|fill|filled)|to\s+(?:spend|use|allocate|commit|assign)\s*,?\s+(?:still|yet))(?![\w])")
# (batch 99) new things counted, the ones added, not the whole ("New seats: 40.", "Our new seats: 40.", "New licences: 40
# seats."; "Our new seat count is 40." names the count, and "New seats for Acme: 40 total." the total, and stay)
_NEW_ITEMS = re.compile(r"(?<![\w])(?:new|fresh|incoming)\s+(?:seats|licen[cs]es|users|hires|heads)(?![\w])")
_TOTAL_WORD = re.compile(r"(?<![\w])(?:total|in\s+all|altogether|overall)(?![\w])")


# (batch 100) a consent to a figure put on the table, not a standing value: the subject "good", "down", "okay" or "in"
# for or with the value ("We're good for 40 seats.", "We're down for 40 seats.", "Acme is okay with $18k."), a yes to it
# or a deal at it ("Yes to 40 seats.", "OK on 40 seats.", "We have a deal at 40 seats."; not
# "Our renewal is set for 2027-03-01.", "Our contract is up for renewal on 2027-06-30.")
_CONSENT_TO_FIGURE = re.compile(r"(?<![\w])(?:(?:we|i)\s*(?:'re|'m|\s+are|\s+am)\s+(?:\w+\s+)?(?:good|ok|okay|down|up|in|cool|"
                                r"game|comfortable|all\s+set)|[\w&-]+\s+is\s+(?:good|ok|okay))\s+(?:for|with)\s+(?:[\w-]+\s+){0,3}\W*$|"
                                r"(?:^|(?<=\s))(?:(?:we|i)\s+(?:said\s+)?)?(?:yes|ok|okay|green\s+light|thumbs\s+up)\s+"
                                r"(?:to|on|for)\s+(?:[\w-]+\s+){0,3}\W*$|(?:we\s+have|we've\s+got|it's|that's)\s+a\s+deal\W+(?:at\s+)?(?:[\w-]+\s+){0,3}\W*$")
# (batch 100) a deal still being negotiated, tendered or signed, said beside or in the statement: the value is a
# position, not yet the subject's fact ("In talks.", "RFP in progress.", "Contract out for signature.", "LOI signed.",
# "CFO gave a verbal yes.", "PO to follow.", "谈判阶段", "招标中", "还在走采购流程", "合同待盖章", "下周签合同", "基本谈妥")
_DEAL_OPEN = re.compile(
    r"(?<![\w])(?:in\s+(?:talks|negotiations?|discussions|redlines?|legal\s+review)|(?:negotiations?|talks|rfp|rfq|rfi|tender|"
    r"bidding|procurement|evaluation|sourcing|deal|paperwork|contracting)\s+(?:is\s+|are\s+)?(?:still\s+)?(?:in\s+progress|"
    r"ongoing|under\s*way|open|running|pending)|out\s+for\s+(?:counter)?(?:signature|signing|redlines?|review)|(?:awaiting|"
    r"pending)\s+(?:counter)?signature|(?:review|redlines?|negotiations?|talks)\s+(?:is\s+|are\s+)?(?:still\s+)?(?:ongoing|"
    r"in\s+progress|under\s*way|pending)|(?:contract|po|paperwork|order\s+form|msa|sow|signature)\s+to\s+follow|(?:legal|"
    r"procurement)\s+(?:is|are)\s+(?:still\s+)?reviewing|expected\s+close|loi|letter\s+of\s+intent|term\s+sheet|"
    r"verbal(?:ly)?\s+(?:yes|ok|okay|commit(?:ment|ted)?|agree(?:ment|d)|approval)|"
    r"next\s+steps?\s*:[^\n]{0,40}?(?:sign|contract|legal|procurement|review))(?![\w])")
# (batch 100) the same consent said after the value ("40 seats is good.", "$18k sounds fine by us.")
_CONSENT_AFTER = re.compile(r"(?:\s+[a-z-]+)?\s*(?:is|are|sounds|looks|would\s+be)\s+(?:good|fine|ok|okay|great|acceptable|doable|workable)"
                            r"(?:\s+(?:for|with|by|to)\s+us)?\W*$")
_ZH_DEAL_OPEN = re.compile(r"(?:谈判|商谈|洽谈|磋商|议价|招标|投标|询价|比价|入围|评标|选型|采购)(?:阶段|中|进行中|流程中|期间)|"
                           r"在走[^。！？]{0,6}(?:流程|审批)|待(?:签|盖章|签署|签字|会签)|下一步|赢单|(?:签约|成交)概率|预计签约|入围|"
                           r"法务(?:还|正)?在审|还在法务|(?:本周|这周|下周|本月|这个月|下个?月|月底|年底|稍后|之后|后续|回头|近期|明天|"
                           r"过几天|尽快)内?签|等[^。！？]{0,6}(?:签|盖章|审批)|在(?:比价|询价|招标|谈判|议价|评估|选型)|意向书|"
                           r"口头(?:同意|确认|答应|承诺)|(?:基本|大致|大体|初步)(?:谈妥|商定|敲定|达成|说定|定下)")


def _negotiation_position(s: _Sentence, a: int, vs: int, ve: int) -> str | None:
    """(batch 100) A consent to a figure on the table, or a deal still open in the sentence (above)."""
    if not s.zh and ((m := _CONSENT_TO_FIGURE.search(s.norm[max(a, vs - 60):vs])) is not None or
                     ve > vs and (m := _CONSENT_AFTER.match(s.norm, ve)) is not None):
        return f'a consent to a figure on the table ("{m.group().strip()}"), not a standing value'
    if (m := (_ZH_DEAL_OPEN if s.zh else _DEAL_OPEN).search(s.norm)) is not None:
        return f'the deal is still open ("{m.group()}"): a position, not yet the subject\'s fact'
    return None


def _whole_or_share(s: _Sentence, a: int, b: int, vs: int, ve: int, numeric: bool) -> str | None:
    """(batch 99) A share, a sum the writer made, a remainder or the new ones, not the subject's own whole."""
    if (m := _SUM_OPENER.match(s.norm)) is not None and m.end() <= vs:
        return f'a sum over several parties or records ("{m.group().strip(" ,，")}"), not the subject\'s own figure'
    if not numeric:
        return None
    if (m := _SHARE_OF_WHOLE.search(s.norm, max(a, vs - 90), vs)) is not None:
        return f'a share of it, not the whole ("{m.group().strip(" ([（—–-")}")'
    if (m := _LEFT_TO.search(s.norm, a, b)) is not None and not vs <= m.start() < ve:
        return f'what is still to be used, not the size ("{m.group()}")'
    if (m := _NEW_ITEMS.search(s.norm, a, vs)) is not None and _TOTAL_WORD.search(s.norm, a, b) is None:
        return f'the new ones added, not the whole ("{m.group()}")'
    return None


def _records_found(s: _Sentence, a: int, b: int, vs: int, ve: int, pred: _Pred, numeric: bool,
                   captured_at: datetime) -> str | None:
    """The in-sentence forms above."""
    if not numeric and (m := _HANDED.search(s.norm, ve)) is not None:
        return f'the rest of the sentence hands it over ("{m.group()}")'
    if (m := _AS_OF.search(s.norm, ve)) is not None and (d := dates_in(m.group("d"))) and _before_capture(
            d[0][0], captured_at, months=6 if "valid" not in m.group() and "expir" not in m.group() else 0):
        return f'dated long before, or expired ("{m.group().strip()}")'
    if "budget" not in pred.own and (m := _CAP.search(s.norm, a, b)) is not None and not (vs <= m.start() < ve):
        return f'a cap is an upper limit, not the value ("{m.group()}")'
    for m in _PART_LABEL.finditer(s.norm, a, b):
        w = m.group("w")
        if vs <= m.start() < ve or (pred.names is not None and pred.names.fullmatch(w)):
            continue
        after = s.norm[m.end():m.end() + 24]
        if (pred.names is not None and pred.names.match(after.lstrip(" —–-"))) or re.match(r"\s*[:：]", after) or \
                (m.start() >= ve and m.start() - ve <= 2) or (pred.units and re.match(r"\s*(?:" + "|".join(
                    re.escape(u) for u in sorted(pred.units, key=len, reverse=True) if u.isalpha()) + r")(?![\w])", after)):
            return f'the value of a part ("{w}")'
    if (m := _WITH_DECIDER.search(s.norm, a)) is not None:
        return f'it is up to someone else, or to be changed ("{m.group()}")'
    if (m := _FOR_A_WHILE.search(s.norm, a, b)) is not None and not s.hits["past_tense"] and \
            not re.search(r"(?<![\w])(?:has|have|'ve|had)\s+(?:been|had)(?![\w])", s.norm):
        return f'it is for a short while ("{m.group()}")'
    if (m := _HABIT_FRONT.match(s.norm)) is not None or (m := _WINDOW.search(s.norm)) is not None or \
            (s.zh and (m := _ZH_HABIT.search(s.norm)) is not None):
        return f'a habit, or a window it holds in ("{m.group().strip(" ,")}")'
    if (m := _DEMONSTRATIVE.match(s.norm)) is not None:
        return f'about another thing, or an option ("{m.group().strip()}")'
    if numeric and ((m := _DELTA_BEFORE.search(s.norm[max(a, vs - 30):vs])) is not None
                    or (m := _DELTA_AFTER.match(s.norm, ve)) is not None):
        return f'the number is a change, not the value ("{m.group().strip()}")'
    if numeric and ((m := _SECOND_SCALE.match(s.norm, ve)) is not None or (m := _NUMBER_GOES_ON.match(s.norm, ve))
                    is not None or (m := _AS_BOUND.match(s.norm, ve)) is not None):
        return f'the number goes on, or is a bound ("{s.norm[vs:m.end()].strip()}")'
    return None


# ---- found by two more probing helpers (whose words; text-level tricks), each held for a person:
_EXTERNAL_ROLE = (r"(?:supplier|vendor|reseller|distributor|partner|bidder|contractor|consultant|agency|landlord|wife|husband|"
                  r"parent\s+company|holding\s+company|sister\s+company|subsidiary|"
                  r"competitor|buyer|seller|broker|lawyer|attorney|auditors?|other\s+(?:company|side|party|bidder)|"
                  r"account\s+team|sister|brother|daughter|son|mother|father|parents|friend|neighbou?r|client)")
_ROLE_OF_OTHER = re.compile(r"(?<![\w])(?:our|the|their|my|your|a|an)\s+(?:[\w-]+\s+)?(?:company's\s+)?(?P<r>" + _EXTERNAL_ROLE
                            + r")(?:'s)?(?![\w])")
# a line above the statement that hands its words to another party ("Our supplier wrote:", "Message from our
# distributor:", "See below from Initech.", "Initech just messaged - ...")
_WRITING = re.compile(r"(?<![\w])(?:wrote|writes|replied|replies|said|says|emailed|messaged|answered|responded|told|"
                      r"got\s+back|answer|reply|message|words|below|from|sent\s+by|forwarded)(?![\w])")
_MY_PERSON = re.compile(r"(?<![\w])my\s+(?:manager|boss|colleague|coworker|co-worker|assistant|team\s*lead|wife|husband|"
                        r"partner|sister|brother|daughter|son|mother|father|parents|friend|neighbou?r)(?![\w])")
# what a line says of a name that makes it another organisation ("Globex referred us.", "Initech is interested.", "We
# acquired Initech.", "See below from Initech.")
_ORG_CUE = re.compile(r"(?<![\w])(?:referred|signed(?:\s+up|\s+today)?|called|is\s+interested|just\s+(?:messaged|emailed|"
                      r"wrote|called)|got\s+back|is\s+(?:our|a|an|the)\s+(?:new\s+|biggest\s+|main\s+)?(?:partner|supplier|"
                      r"vendor|customer|client|lead|prospect|reseller|competitor|distributor|parent|subsidiary)|acquired|work\s+with|"
                      r"resell|compete\s+with|below\s+from|replied|wrote|emailed|raised\s+money|is\s+growing)(?![\w])|'s\s+"
                      r"(?:answer|reply|message|words)(?![\w])")
_ENV_WORDS = frozenset({"production", "prod", "live", "main", "master", "general", "settings", "config", "configuration",
                        "common", "global", "app", "server", "database", "db"})
_LEAD_DASH = re.compile(r"^(?P<lead>[^-–—\n]{2,50}?)\s+[-–—]+\s+")
# a line that says the writer deals with another party, named with no other cue ("We also buy from Globex.", "We have a
# Globex contract too.", "We use Globex for chat."): an ownerless statement after it may be about that party (batch 105)
_DEALS_WITH = re.compile(r"(?<![\w'])(?:(?:buy|buys|bought|buying|purchase[sd]?|purchasing|order|orders|ordered)\s+"
                         r"(?:[\w'-]+\s+){0,3}?from|(?:use|uses|used|using|run|runs|license|licenses|licensed)\s+[\w&.-]+\s+"
                         r"(?:for|as|too|also)|(?:a|an|our|the)\s+[\w&.-]+\s+(?:contract|subscription|account|licen[cs]e|"
                         r"deal|plan)|(?:contract|subscription|account|deal)\s+with)(?![\w'])")
_BACK_REF = re.compile(r"^\W*(?:it|it's|its|the\s+company|the\s+firm|this\s+company|the\s+customer|the\s+business|they|"
                       r"their|they're)(?![\w])")
_OWN_WORD = re.compile(r"(?<![\w])(?:we|we're|we've|we'd|our|ours|i|i'm|i've|my|us)(?![\w])")
_CAPITAL_WORD = re.compile(r"(?<![\w'@.])[A-Z][\w&'-]*[A-Za-z]")
_MAIL_FROM = re.compile(r"^\W*(?:from|sender)\s*:\s*(?P<w>.+)$", re.IGNORECASE)
_MAIL_TO = re.compile(r"^\W*(?:to|addressed\s+to)\s*:?\s*(?P<w>.+)$", re.IGNORECASE)
_SELF_OTHER = re.compile(
    r"(?<![\w])(?:(?:on\s+behalf\s+of|representing|i\s+represent|i'm\s+with|i\s+am\s+with|i\s+work\s+for|this\s+is|i'm|"
    r"i\s+am)\s+(?:the|my|our|your|their|a|an)\s+(?:[\w-]+\s+)?(?P<r>" + _EXTERNAL_ROLE + r"|agent\s+for|assistant|"
    r"account\s+manager|sales\s+rep|rep)|i'm\s+their\s+\w+|i'm\s+[a-z]+'s\s+(?:husband|wife|partner|son|daughter|assistant|"
    r"friend)|(?:filling|writing)\s+this\s+(?:in\s+)?for\s+a\s+friend|hired\s+by\s+the\s+client|a\s+customer\s+of\s+ours|"
    r"^\W*(?:(?:hi|hello|hey)\W+)?(?:your\s+)?(?:supplier|vendor|reseller|distributor|landlord|account\s+manager|sales\s+rep)"
    r"\s+here)(?![\w])")
_FOR_ANOTHER_PERSON = re.compile(
    r"(?<![\w])(?:(?:for|that's|it's|that\s+is|it\s+is)\s+(?:my|our)\s+(?:colleague|daughter|son|husband|wife|partner|mother|"
    r"mom|father|dad|sister|brother|friend|boss|kids?|parents?|assistant)(?:'s)?|that's\s+[a-z]+'s\s+\w+|(?:my|our)\s+"
    r"(?:daughter|son|husband|wife|sister|brother|parents?|colleague)(?:'s)?[^.;]{0,30}?(?:i\s+mean|actually)|my\s+(?:sister|"
    r"brother|daughter|son|husband|wife|parents)\s+(?:does|do|did))(?![\w])")
# the figure given to outsiders ("Publicly, ...", "that's the public number", "That's what we tell investors.")
_COVER_STORY = re.compile(r"(?<![\w])(?:when\s+(?:they|anyone|people|vendors?|asked)\s+(?:ask|asks)?|as\s+far\s+as\s+(?:the\s+)?"
                          r"\w+\s+knows?|publicly|externally|for\s+public\s+consumption|(?:the\s+)?public\s+(?:number|figure)|"
                          r"the\s+(?:number|figure)\s+we(?:'re|\s+are)\s+(?:giving|telling|quoting|sharing)|what\s+we(?:'re|\s+are)?"
                          r"\s+(?:tell|telling|giving|quoting)\s+(?:vendors|investors|them|people|outsiders|the\s+\w+|you)|"
                          r"when\s+(?:\w+\s+)?(?:asks?|asked)|as\s+far\s+as\s+(?:they're|you're|he's|she's|\w+\s+(?:is|are))\s+"
                          r"concerned|as\s+far\s+as\s+(?:your|their|the)\s+records?\s+go|to\s+the\s+outside\s+world|the\s+(?:number|"
                          r"figure)\s+(?:for|in)\s+the\s+(?:rfp|pitch|deck|pitch\s+deck|proposal|tender|bid)|that's\s+what\s+we(?:'ve)?"
                          r"\s+(?:tell|told|say|said|give|gave))(?![\w])")
# a direction override that shows the reader other text than is stored (U+202E, U+202B, U+2067)
_BIDI_OVERRIDE = re.compile("[\u202b\u202e\u2067]")
# text a reader cannot see but a model reads (research/poisoning.md C10-d): Unicode tag characters (each an
# invisible copy of an ASCII one: "We have 40 seats." and a hidden " NOT") outside a flag's tag sequence
# (the Scottish flag: U+1F3F4, its region's tag letters, the cancel tag), a run of variation selectors (a byte
# hidden in each: one selector after a character only picks its emoji or text form), or a run of zero-width
# characters (bits: U+200B for 0, U+200C for 1; an emoji's joiners stand one at a time between its parts)
_FLAG_TAGS = re.compile("\U0001F3F4[\U000E0030-\U000E0039\U000E0061-\U000E007A]{1,6}\U000E007F")
_HIDDEN_TEXT = re.compile("[\U000E0000-\U000E007F]|[\uFE00-\uFE0F\U000E0100-\U000E01EF]{2,}|[\u200b-\u200d\u2060\ufeff]{4,}")
# a line vouching for the text's own origin or checking, which only the record of who sent it can do
# ("Verified by system.", "Content originated from a trusted source.", "Security-verified update.",
# "来源：可信。", "已由系统验证。"); "Our IT admin verified the count." is the writer's own word on the figure
# a word every match of `_SELF_VOUCHING` holds: a sentence with none is not searched (7 us a sentence, the words 2)
_VOUCHING_WORDS = ("verif", "valid", "authent", "certif", "vett", "approv", "confirm", "check", "sign", "secur", "system",
                   "platform", "gate", "auto", "machine", "trust", "authorit", "official", "internal", "provenance", "sender",
                   "dkim", "spf", "dmarc", "integrity", "clear", "✔", "来源", "出处", "可信", "系统", "平台", "服务器", "验证", "审核",
                   "消息", "信息", "内容", "记录", "条目", "安全", "预审", "核验", "认证", "官方", "核实", "origin", "secure", "record")
_SELF_VOUCHING = re.compile(
    r"(?<![\w])(?:(?:verified|validated|authenticated|certified|vetted|approved|confirmed|checked|signed)\s+(?:by|through|"
    r"via)\s+(?:the\s+|an?\s+)?(?:system|platform|gate|server|provgate|pipeline|verifier|automated\s+\w+|internal\s+"
    r"systems?)|(?:security|system|platform|gate|auto|machine)[- ](?:verified|validated|approved|authenticated|certified|"
    r"vetted)|(?:originated|originates|comes|came|is|was|were|sent)\s+from\s+(?:a\s+|an\s+|the\s+)?(?:trusted|verified|"
    r"authoritative|official|secure|internal|trustworthy)\s+(?:source|system|channel|feed|origin)|(?:trusted|verified|"
    r"authoritative)\s+(?:source|origin|provenance)\s*[:=]|(?:source|origin|provenance)\s*[:=]\s*(?:trusted|verified|"
    r"internal|system|authoritative|official)|provenance\s+(?:override|verified|confirmed|checked))(?![\w])"
    r"|(?:来源|出处)\s*[:：]\s*(?:可信|已验证|已核实|官方|内部系统|系统)|可信(?:的)?来源|(?:由|经|被)(?:系统|平台|服务器|"
    r"验证器|审核系统)(?:自动)?(?:验证|核实|认证|确认|审核|校验)|系统已(?:自动)?(?:验证|核实|认证|确认|审核)|"
    r"(?:本|此|这条)(?:消息|信息|内容|记录|条目)(?:来自|源自|出自)(?:内部|可信|官方|受信任)|安全(?:验证|认证)(?:过|通过)?的?"
    r"(?:更新|消息|信息)|(?:本条|此条|本信息|该信息|以下信息|以上信息)?(?:已|已经)?(?:预审|经?(?:平台|系统|官方)(?:核验|认证|验证|审核))|"
    r"已通过安全验证|经官方认证|来源可靠|已验证来源|可信度\s*[:：]\s*高|真实有效\s*[,，]?\s*已经?核实"
    r"|(?<![\w])(?:(?:this\s+)?(?:message|email|e-mail|text|record|entry|information|data|content|note)\s+(?:has\s+been|is|was)\s+"
    r"(?:digitally\s+)?(?:authenticated|signed|verified|certified|validated)|(?:verified|authenticated|trusted)\s+sender|sender\s+"
    r"(?:is\s+)?(?:verified|authenticated|identity\s+(?:is\s+)?(?:confirmed|verified))|(?:dkim|spf|dmarc)\s*[:=]\s*pass|integrity\s+"
    r"check\s*[:=]?\s*(?:passed|ok|pass)|trust\s+(?:level|score)\s*[:=]\s*(?:high|verified|trusted|\d)|security\s+status\s*[:=]"
    r"\s*(?:clean|ok|verified|passed|safe)|(?:checked|cleared|vetted)\s+by\s+(?:compliance|security|it\s+security)|from\s+(?:our|the)\s+"
    r"system\s+of\s+record|is\s+authoritative|official\s+(?:company\s+)?regist(?:ry|er)|(?:from|via)\s+a\s+verified\s+[\w.-]+\s+domain|"
    r"authenticated\s+(?:via|through|with|by)\s+(?:sso|2fa|mfa|oauth|okta)|\[(?:verified|authenticated)[^\]]{0,30}\]|"
    r"✔\s*verified|verified\s*✔|(?:sender|provenance|origin|source)\s*[:=]\s*(?:verified|authenticated|trusted|confirmed)|"
    r"\((?:verified|authenticated)\)|(?:is|was)\s+an?\s+(?:verified|authenticated|trusted)\s+message)(?![\w])")
# digits the rules read as what they are, whatever they look like: ASCII, full-width, Arabic-Indic, mathematical
_READABLE_DIGIT_ZEROS = frozenset({0x30, 0xFF10, 0x660, 0x6F0, 0x1D7CE, 0x1D7D8, 0x1D7E2, 0x1D7EC, 0x1D7F6})
# a value that is a channel's or a handle's name ("#email", "@phone"), the possessor of the thing ("Dana's team"),
# or a piece of a URL or a file name ("https://acme.com/blog/2027-03-01", "backup-2027-03-01.tar.gz")
_POSSESSED_OTHER = re.compile(r"'s\s+(?!mobile|phone|cell|number|e-?mail|address|desk\s+line|direct\s+line)[a-z]")
_PERSON_KEYS = frozenset({"manager", "maker", "contact", "owner", "champion", "person", "name", "sponsor"})
_SECTION_NAME = re.compile(r"^\s*\[(?P<i>[^\]\n]{1,40})\]\s*$|^\s*(?:file|path|filename)\s*:\s*(?P<f>\S+)\s*$", re.IGNORECASE)
# other lines that head what follows: a comment, a bold line, a name with a dash ("// fixture", "__Test data__", "Globex —"),
# a banner: a name between marks or in title brackets ("~~ Globex ~~", "=== Initech ===", "| Globex |", "-- Globex Ltd --",
# "【Globex】"; batch 95)
_OTHER_HEAD = re.compile(r"^[^\w\s]+\s*(?P<d>\w[^\n]{0,38}?)\s*[^\w\s]+$|"
                         r"^(?://+|--|;)\s*(?P<a>[^\n]{1,40})$|^(?:__|\*\*)(?P<b>[^\n]{1,40}?)(?:__|\*\*)\s*:?$|"
                         r"^(?P<c>[^.!?\n]{1,40}?)\s*[—–]+$")
_HEAD_GENERIC = frozenset({"account", "accounts", "data", "figures", "numbers", "record", "records", "file", "config",
                           "settings", "info", "details", "profile", "entry", "sheet",
                           # a legal form after the name ("-- Globex Ltd --"; batch 95)
                           "ltd", "ltd.", "inc", "inc.", "llc", "gmbh", "corp", "corp.", "co", "co.", "plc", "ag", "sa", "s.a.",
                           "bv", "b.v.", "nv", "n.v.", "limited"})
_TEST_WORDS = re.compile(r"(?<![\w])(?:test|tests|testing|fixtures?|defaults?|dummy|mock|staging|sandbox|demo|examples?|samples?)"
                         r"(?![a-z])")


# ... unless the name is the writer's own, said after the greeting ("Hi, Acme here.", "Hello, Acme speaking")
_SELF_AFTER_NAME = r"(?!\s+(?:here|speaking|calling|writing)(?![\w]))"
_GREETING_TO = (r"^\W*(?:(?:hi|hello|hey|dear|greetings|good\s+(?:morning|afternoon|evening)|thanks|thank\s+you)"
             r"(?:\s+for\s+[\w\s]{1,30}?)?[,!]?\s+(?:(?:ms|mr|mrs|dr)\.?\s+\w+\s*\(\s*|\w+,\s+hi\s+|(?:everyone|"
             r"colleagues|folks|all)\s+at\s+)?|@)")


@lru_cache(maxsize=1024)
def _subject_patterns(names: frozenset[str]) -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str]] | None:
    """The subject's names as a pattern, a greeting that names it ("Good morning Acme,"), and a writer who is its
    counterparty ("We're Acme's supplier."); None for a subject without names. Built once per subject."""
    if not any(names):
        return None
    subj = r"(?<![\w])(?:" + "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True) if n) + r")(?![\w])"
    counterparty = re.compile(
        r"(?<![\w])(?:(?:we're|we\s+are|i'm|i\s+am|as)\s+(?:an?\s+)?" + subj + r"(?:'s|s'|')?\s+(?:[\w'-]+\s+){0,2}?"
        r"(?:supplier|vendor|reseller|distributor|partner|contractor|consultant|agency|auditors?|lawyers?|attorney|"
        r"parent(?:\s+company)?|customer|client|competitor|investor|owner|landlord|bank)|we\s+(?:do|provide)\s+"
        r"[\w\s]{1,20}?\s+for\s+" + subj + r"|compete\s+with\s+" + subj + r"|(?:we|i)\s+own\s+" + subj +
        r"|the\s+\w+\s+" + subj + r"\s+hired)")
    return re.compile(subj), re.compile(_GREETING_TO + subj + _SELF_AFTER_NAME), counterparty


def _naming(names: frozenset[str], which: int, text: str) -> re.Match[str] | None:
    """`_subject_patterns(names)[which]` (0 search, 1 match, 2 search) on `text`. Each needs one of the names written
    as it is, so a text without any is not searched, and a subject's patterns are compiled only once a text names it
    (a fleet names many subjects: compiling them for every new one was about 6 % of the front's CPU)."""
    if not any(n and n in text for n in names) or (patterns := _subject_patterns(names)) is None:
        return None
    return patterns[which].match(text) if which == 1 else patterns[which].search(text)


# the subject as the writer's counterparty: "Acme is our customer", "We invoice Acme", "Acme owes us money", "Acme pays
# us", "Acme是我们的客户" (S stands for the subject's name); then "we" and "our" are not the subject
_WRITER_SERVES = re.compile(
    r"\bS\s+(?:is|are|was|has\s+been)\s+(?:our|a|one\s+of\s+our|an?\s+important)\s+(?:[\w-]+\s+){0,2}?(?:customer|client|buyer|debtor|tenant|"
    r"account|licensee|distributor|reseller)s?\b|\bS\s+(?:owes|pays|paid|buys\s+from|bought\s+from|orders\s+from|rents\s+from)\s+us\b"
    r"|\b(?:we|i)\s+(?:invoice|invoiced|bill|billed|charge|charged|sell\s+to|sold\s+to|supply|supplied|serve|deliver\s+to|"
    r"ship\s+to|work\s+for|provide\s+services\s+to|lend\s+to)\s+S\b|\b(?:we|i)(?:'ve|\s+have)?\s+(?:worked|work|partnered)\s+with\s+S\b|S\s*是我们的(?:客户|买家|买方|债务人)|我们(?:给|向|为)\s*S\s*"
    r"(?:开(?:发)?票|供货|发货|提供|销售|服务)|S\s*(?:欠|拖欠)(?:了)?\s*(?:我们|我方|我)|我们(?:卖给|售给|借给)\s*S|"
    r"S\s*(?:付钱给|付款给|付给|向我们付款|向我们购买|从我们这里?(?:买|购买|采购|订购))")
_PAYMENT_WORDS = frozenset(["iban", "payout", "bank", "remit"])
# the subject named as the other side of the writer's own statement: "We bought 40 seats from Acme", "Our budget for
# Acme", "Our account manager at Acme", "Acme charges us", "我们在Acme有"
_SUBJECT_AS_OTHER_SIDE = re.compile(
    r"\b(?:from|for|to|by|via|through)\s+(?:the\s+)?S\b|\b(?:manager|rep|representative|contact|person|people|team|"
    r"folks)\s+at\s+S\b|\bS\s+(?:charges|bills|invoices|sells|supplies|quotes|"
    r"sent|sends|gave|gives|offers|offered)\s+(?:us|me)\b|(?:在|从|向|给|跟|和)\s*S\b|"
    r"\b(?:have|has|had|get|gets|got|hold|holds|signed|negotiated|run|use|buy|pay)\s[^.;:]{0,40}?\bwith\s+(?:the\s+)?S\b|"
    r"\b(?:contract|deal|agreement|account|subscription|budget|discount|seats?|licen[cs]es?|plan|spend)\s+with\s+(?:the\s+)?S\b|"
    r"\b(?:our|my)\s+S\s+(?:budget|spend|spending|seats?|licen[cs]es?|contract|deal|account|subscription|discount|invoices?|"
    r"bills?|plan|rep|contact|costs?|fees?)\b|\b(?:seats?|licen[cs]es?|units|copies)\s+of\s+S\b|\b\d[\d,.]*\s+S\s+(?:seats?|licen[cs]es?)\b|\bnear\s+(?:the\s+)?S\b|"
    r"\b(?:visited|visiting|met|meeting)\s+(?:with\s+)?S\b|^\W*with\s+S\b|\b(?:off|discount)\s+at\s+S\b|"
    r"\bour\s+S\s+(?:renewal|account|subscription|licen[cs]es?|seats?|plan|team)\b|\brenew(?:s|ing|al)?\s+with\s+S\b|"
    r"\bon\s+the\s+S\s+account\b|用\s*S\s*的")


# a leading label of a name of several words set off by a comma, a semicolon, a bracket or a dash ("Acme Labs, 40
# seats.", "Dana Lee, budget $18,000."), and an id's label ("Account 8: 40 seats", "Customer #42:")
_LEADING_NAME = re.compile(r"^\W*(?P<n>[A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*)+)\s*[,;(–—-]")
_ID_LABEL = re.compile(r"^\W*(?:(?:account|acct|customer|client|tenant|org|organi[sz]ation|user|member)\s*(?:id|no\.?|number|num)?"
                       r"\s*[:#]?\s*|id\s*[:#]?\s*|(?=#))#?\s*(?P<n>\d+(?:[-/.]\d+)*)(?![\d-])\s*(?:[:\-–—,(.]|$)", re.IGNORECASE)


def _label_of_another(sentences: tuple[_Sentence, ...], at: int, names: frozenset[str], kind: str) -> str | None:
    """Why the statement's line, or the line above it, is labelled with another party: a name of several words
    that begins like the subject's and is not it ("Acme Labs," for Acme, "Dana Lee," for Dana Smith), or, for a
    subject known by a number, another number ("Account 8:" for account:7)."""
    for t in (sentences[at], sentences[at - 1] if at else None):
        if t is None:
            continue
        if (m := _LEADING_NAME.match(t.raw)) is not None:
            words = m.group("n").split()
            first = words[0].casefold()
            rest = [w.casefold() for w in words[1:]]
            if first in names and not all(w in _lang("en").places for w in rest) and \
                    _another_party(m.group("n").casefold(), names, kind):  # ("TP123 Lisbon," names a place too)
                return f'a label names another party ("{m.group("n")}")'
        if (m := _ID_LABEL.match(t.raw)) is not None and m.group("n") not in names and any(n.isdigit() for n in names):
            return f'a label names another account ("{m.group().strip(" :-–—,(.")}")'
    if kind == "person" and (m := _PERSONS_COMPANY.search(sentences[at].raw)) is not None and \
            m.group("who").casefold() in names:  # "Dana Smith Inc.", "Dana Smith's firm": a company, not the person
        return f'a company named after the person, or the person\'s company ("{m.group().strip()}")'
    return None


_LEGAL_FORMS = {"inc": "inc", "incorporated": "inc", "corp": "corp", "corporation": "corp", "ltd": "ltd", "limited": "ltd",
                "llc": "llc", "gmbh": "gmbh", "ag": "ag", "sa": "sa", "bv": "bv", "nv": "nv", "plc": "plc", "pty": "pty",
                "pte": "pte", "srl": "srl", "sarl": "sarl", "spa": "spa", "oy": "oy", "ab": "ab", "kk": "kk", "llp": "llp",
                "co": "co", "s.a.": "sa", "s.a": "sa", "b.v.": "bv", "n.v.": "nv", "s.r.l.": "srl", "s.p.a.": "spa"}
_LEGAL_FORM_AFTER = re.compile(r"\s*,?\s*(" + "|".join(re.escape(f) for f in sorted(_LEGAL_FORMS, key=len, reverse=True)) +
                               r")(?![a-z0-9])")


def _other_legal_form(s: _Sentence, names: frozenset[str]) -> str | None:
    """For a subject whose name has a legal form ("customer:acme-ltd"), the statement names a company of its name with
    another form ("Acme GmbH", "Acme Inc."): a sister company or another one of the same name."""
    own = {_LEGAL_FORMS[n] for n in names if n in _LEGAL_FORMS}
    if not own:
        return None
    for n in names:
        if n in _LEGAL_FORMS or " " in n or "-" in n or n not in s.norm:
            continue
        for m in re.finditer(r"(?<![\w])" + re.escape(n) + r"(?![\w])", s.norm):
            if (f := _LEGAL_FORM_AFTER.match(s.norm, m.end())) is not None and _LEGAL_FORMS[f.group(1)] not in own:
                return f'another company of the subject\'s name ("{s.norm[m.start():f.end()].strip()}")'
    return None


_PERSONS_COMPANY = re.compile(r"(?P<who>[A-Z][\w'-]+)(?:\s+(?:Inc|LLC|Ltd|GmbH|Corp|Co|AG|SA|BV|Pty|PLC)\b\.?|\s*&\s*(?:Co|Sons|"
                              r"Partners)\b|'s\s+(?:firm|company|business|agency|studio|startup|shop|practice|consultancy|"
                              r"office|team|department|employer|clinic|restaurant))")


def _counterparty(sentences: tuple[_Sentence, ...], at: int, names: frozenset[str], pred: _Pred) -> str | None:
    """Why the statement's first person is not the subject: the text says the writer serves or sells to the subject
    ("Acme owes us money. Our IBAN is ..."), or names the subject as the other side of the writer's own statement
    ("We bought 40 seats from Acme."). Bank details stated with no owner after such a line are the writer's too
    ("Acme owes us money. Payment account: ..."); other details with no owner may be the subject's, as in a
    supplier's notes on its customer ("Acme is our customer. Budget: $18,000")."""
    s = sentences[at]
    first = _FIRST_PERSON.search(s.norm) is not None
    if not first and not pred.own & _PAYMENT_WORDS:
        return None

    def placed(t: _Sentence) -> str | None:
        """The sentence with the subject's first name written as "S" (None when it names no subject)."""
        m = _naming(names, 0, t.norm) or next(  # (against Chinese characters no word boundary falls: "acme是我们的客户")
            (m for n in names if n and n in t.norm and
             (m := re.search(r"(?<![a-z0-9])" + re.escape(n) + r"(?![a-z0-9])", t.norm))), None)
        return None if m is None else t.norm[:m.start()] + " S " + t.norm[m.end():]

    mine = placed(s)
    if not first and mine is not None:
        return None  # a statement that names the subject is the subject's ("Acme's IBAN is ...")
    if first and mine is not None and (m := _SUBJECT_AS_OTHER_SIDE.search(mine)) is not None:
        return f'the subject is the other side of the writer\'s statement ("{m.group().replace(" S", " the subject")}")'
    for t in sentences[:at + 1]:
        if (text := mine if t is s else placed(t)) is not None and (m := _WRITER_SERVES.search(text)) is not None:
            return (f'the writer is the subject\'s counterparty: "we" is not the subject ("{t.raw.strip()[:60]}")' if first else
                    f'the writer is the subject\'s counterparty: bank details with no owner are the writer\'s ("{t.raw.strip()[:60]}")')
    if pred.own & _PAYMENT_WORDS:  # bank details beside a line naming the subject and a first person that is not it
        if first and mine is not None and (m := _BILLED_SUBJECT.search(mine)) is not None:  # "Acme, as agreed, here is our IBAN"
            return f'the statement is addressed to the subject: its first person is the writer\'s ("{m.group().replace("S", "the subject", 1).strip()}")'
        for t in sentences:
            if t is not s and (text := placed(t)) is not None and _FIRST_PERSON.search(text) and \
                    not _SELF_NAMED.search(text):
                return f'a line names the subject beside a first person that may be another party: whose account it is ' \
                       f'is for a person ("{t.raw.strip()[:60]}")'
        # an invoice or a reminder to the subject: the account on it is the payee's
        due = any(_AMOUNT_DUE.search(t.norm) for t in sentences)
        billing = due or any(_BILLING_WORDS.search(t.norm) for t in sentences)
        for t in sentences:
            if t is s or (text := placed(t)) is None:
                continue
            text = re.sub(r"[*_|]+", " ", text)  # ("**Bill to:** Acme", "| Bill to | Acme |")
            if (m := _BILLED_SUBJECT.search(text)) is not None or due and (m := _PAYER_LABEL.search(text)) is not None:
                return f'the text bills the subject: the account on it is the payee\'s ("{t.raw.strip()[:60]}")'
            if billing and not _ISSUER.search(text):  # a bill or a reminder that names the subject, not as its issuer
                return f'a bill or a reminder names the subject: the account on it may be the payee\'s ("{t.raw.strip()[:60]}")'
    return None


# the writer naming itself as the subject, or as one of its people ("We at Acme", "This is Dana from Acme", "Acme
# finance here", "I work for Acme", "我们Acme", "我是Acme的财务")
_SELF_NAMED = re.compile(r"(?:(?<![\w'])(?:we\s+at|we'?re|we\s+are|i'?m|i\s+am|this\s+is|here\s+at|from|at|on\s+behalf\s+of|"
                         r"(?:i|we)\s+work\s+(?:for|at)|speaking\s+for|writing\s+for)\s+(?:the\s+)?S\b(?!\s*'s)|\bS\s+(?:here|"
                         r"(?:finance|billing|accounts?|treasury|team|support)\s+(?:team\s+)?here)\b|^\W*S\W*$|"
                         r"我们\s*S(?![的])|我是\s*S\s*的(?:财务|员工|会计|出纳|经理|负责人)|这里是\s*S)")
# what makes a text a bill, a statement or a reminder, and the subject named as the one who issues it and is paid
_BILLING_WORDS = re.compile(r"(?<![\w])(?:invoices?|bill(?:ed|ing)?|statement\s+of\s+account|dunning|reminder|overdue|outstanding|"
                            r"balance|arrears|unpaid|late|owed?|owes|debtor|payer|recipient|remit|fees?|dues|rent|deposit|payment\s+(?:request|reminder|"
                            r"due)|yet\s+to\s+pay|waiting\s+for\s+[\w\s']{0,20}payment)(?![\w])|发票|發票|催款|付款人|应付|應付|逾期|"
                            r"欠款|欠|账单|帐单|帳單|抬头|抬頭|请支付|請支付|尊敬的|金额|金額|应收|應收")
_ISSUER = re.compile(r"(?:(?<![\w])(?:from|issued\s+by|payee|beneficiary|account\s+holder|seller|supplier|vendor|issuer)\s*[:：]?\s*"
                     r"(?:the\s+)?S\b|\bS(?:'s)?\s+(?:iban|bank|account|payout|invoice\s+no|letterhead)|(?:开票方|收款人|收款方|户名|"
                     r"开户名|销售方|卖方)\s*[:：]?\s*S)")


# the subject billed or reminded to pay ("Bill to: Acme", "Invoice for Acme", "Reminder to Acme:", "Acme has an open
# invoice", "致Acme"), and, where an amount is due, named as the invoice's customer ("Customer: Acme", "客户：Acme")
_BILLED_SUBJECT = re.compile(
    r"\b(?:bill(?:ed)?|invoiced?|sold|charged?|issued|ship(?:ped)?)\s+to\s*[:：]?\s*(?:the\s+)?S\b|"
    r"\b(?:to|attn|attention)\s*[:：.]\s*S\b|"
    r"\b(?:reminder|notice|invoice|statement|dunning\s+letter|bill|payment\s+request|quote|quotation)\s+(?:(?:no\.?|#|number)?\s*[\w-]*\d[\w-]*\s+)?"
    r"(?:to|for)\s+(?:the\s+)?S\b|"
    r"\bS\s+(?:has|have|had)\s+(?:an?\s+|\d+\s+)?(?:open|unpaid|outstanding|overdue|pending|late)\s+(?:invoices?|balances?|bills?|"
    r"amounts?|payments?)|\bS\s+(?:still\s+)?(?:owes|has\s+not\s+paid|hasn't\s+paid|is\s+late\s+(?:on|with))\b|"
    r"\bS\s+(?:must|needs?\s+to|has\s+to|should|will|is\s+to|is\s+asked\s+to|agreed\s+to)\s+(?:pay|remit|settle|wire)\b|"
    r"^\W*S\s*[,:]\s*(?:as\s+(?:agreed|discussed|requested)|please|kindly|thanks|thank\s+you|here\s+(?:is|are)|here's|"
    r"attached|following|per\s+our|for\s+your)\b|^\W*(?:dear|hi|hello)\s+(?:mr|mrs|ms|miss|dr)\.?\s+S\b|"
    r"致\s*S|S\s*(?:尚未|未|还没|没有)(?:付款|支付|结清|付清)|S\s*(?:的)?\s*(?:应付|欠款|待付|需(?:要)?(?:付款|支付))|(?:付款方|买方|购买方|开票给)\s*[：:]?\s*S")
_PAYER_LABEL = re.compile(r"\b(?:customer|client|debtor|payer|buyer|recipient|company)\s*(?:name\s*)?(?:[:：]|\s[-–—])\s*S\b|"
                          r"(?:客户|客户名称|公司)\s*[：:]\s*S")
_AMOUNT_DUE = re.compile(r"\b(?:amount|balance|total|payment|sum)\s+(?:due|owed|outstanding|payable)\b|\boverdue\b|"
                         r"\bdue\s+(?:date|on|by|in\s+\d+)\b|\bpayment\s+terms\b|\bnet\s+\d+\b|\bplease\s+(?:pay|remit|settle)\b|"
                         r"应付|逾期|欠款|待付|付款期限|请(?:于|在).{0,12}?(?:付款|支付)")


_FOR_PARTY = re.compile(r"(?<![\w])(?i:for|about|regarding|re|on\s+behalf\s+of)\s+(?:(?i:the|your|our)\s+)?(?P<n>[A-Z][a-z][a-z&.-]+)(?![\w])"
                        r"|(?<![\w])(?P<n2>[A-Z][a-z][a-z&.-]+)'s\s+(?i:figures|numbers|data|details|setup|answers|info|terms)(?![\w])"
                        r"|(?:以下是|以下为|帮|替|这是)\s*(?P<n3>[A-Za-z][A-Za-z&.-]+)")


def _others_words(sentences: tuple[_Sentence, ...], at: int, value: Any, pred: _Pred, names: frozenset[str],
                  kind: str) -> str | None:
    """Whose words the statement (`sentences[at]`) is, and about whom, by the lines around it (the forms above)."""
    s = sentences[at]

    def other_role(text: str) -> str | None:
        """An outside party's role named in `text` ("our supplier", "the vendor"); "our client" is the subject when
        the subject is a customer."""
        for m in _ROLE_OF_OTHER.finditer(text):
            if not (kind == "customer" and m.group().startswith(("our client", "my client"))):
                return m.group()
        return None

    def other_name(raw: str, cue: bool = True) -> str | None:
        if _naming(names, 0, raw.casefold()):
            return None  # the line names the subject: its own
        if cue and not _ORG_CUE.search(raw.casefold()):
            return None  # a name alone ("Hi Sam,", "Owner: Dana", "Greetings from Berlin!") is no other party's text
        for w in (w.removesuffix("'s") for w in _CAPITAL_WORD.findall(raw)):
            if w.casefold() in _common() or w.casefold() in _ENV_WORDS or (w.isupper() and len(w) <= 4):
                continue  # "Quick update", "File:", "CFO"
            if (party := _a_party(w, value, pred)) and _another_party(party, names, kind):
                return w
        return None

    def other_org(raw: str) -> str | None:
        """Another party named in a header's or a label's text, in Latin letters or as a Chinese company."""
        latin = re.sub(r"[\u3400-\u9fff（）()【】\[\]：:，,]+", " ", raw)
        if (w := other_name(latin, cue=False)) is not None:
            return w
        if (m := _ZH_ORG.search(raw)) is not None and not _naming(names, 0, raw.casefold()):
            return m.group()
        return None

    for t in sentences[:at + 1]:  # a forward's subject, a sender's header, or a pasted lead-in naming another party
        if t is not s and (m := _FORWARDED.match(t.raw)) is not None and \
                not (m.group("sender") and _PERSONS_NAME.fullmatch(m.group("rest").strip())) and \
                (who := other_org(m.group("rest"))):  # (a sender who is a person, "Sender: Dana Smith", may be ours)
            return f'a forwarded message, or another party\'s ("{t.raw.strip()[:60]}"; "{who}")'
        if t is not s and (m := _PASTED_FROM.search(t.raw)) is not None and \
                (who := other_org(m.group("rest") or m.group("zh") or "")):
            return f'text pasted from another party ("{t.raw.strip()[:60]}"; "{who}")'
    for line in (s, sentences[at - 1] if at else None):  # a speaker's label with another party in brackets ("李四（Globex）：")
        if line is not None and (m := _SPEAKER_OF_PARTY.match(line.raw)) is not None and (who := other_org(m.group("org"))):
            return f'the words of another party\'s speaker ("{m.group().strip()}"; "{who}")'
    above = sentences[at - 1] if at else None
    if above is not None and _PIPE_SIGNATURE.match(above.raw) and \
            other_name(above.raw.split("|")[0], cue=False) is not None:  # "--\nGlobex | Billing\nIBAN ..."
        return f'a signature above gives the details to another party ("{above.raw.strip()[:60]}")'
    if above is not None and len(_WORD.findall(above.norm)) <= 12 and _WRITING.search(above.norm) and \
            (other_role(above.norm) or other_name(above.raw) or re.match(r"^\W*their\s", above.norm)):
        return f'a line above gives the words to another party ("{above.raw.strip()[:60]}")'
    if (lead := _LEAD_DASH.match(s.raw)) is not None and _WRITING.search(lead.group("lead").casefold()) and \
            other_name(lead.group("lead")):
        return f'a lead-in gives the words to another party ("{lead.group("lead").strip()}")'
    for t in sentences[max(0, at - 8):at]:  # a lead-in line for what follows, for another party ("... for the Globex account:")
        if re.match(r"^\W*their\s+[\w\s'-]{1,30}:\s*$", t.norm):  # "Their setup:": another party's, named before
            return f'a lead-in above gives what follows to another party ("{t.raw.strip()[:60]}")'
        if t.raw.rstrip().endswith((":", "：", "—", "–", "-")) and (m := _FOR_PARTY.search(t.raw)) is not None and \
                (party := _a_party(m.group("n") or m.group("n2") or m.group("n3"), value, pred)) and \
                _another_party(party, names, kind):
            return f'a lead-in above gives what follows to another party ("{t.raw.strip()[:60]}")'
    for t in sentences[at + 1:at + 4]:
        if len(_WORD.findall(t.norm)) <= 8 and other_role(t.norm):
            return f'a signature or a note below gives the words to another party ("{t.raw.strip()[:60]}")'
    if above is not None and (_BACK_REF.match(s.norm) or not _OWN_WORD.search(s.norm)) and \
            (other_role(above.norm) or other_name(above.raw) or _MY_PERSON.search(above.norm) or
             _DEALS_WITH.search(above.norm) and other_name(above.raw, cue=False)):
        return f'it refers back to another party ("{above.raw.strip()[:60]}")'
    if (two := re.match(r"^(?P<a>.+?)(?:;|,\s*and)\s+(?P<b>(?:it|it's|its|the\s+company|the\s+firm|they)\b.*)$", s.raw,
                        re.IGNORECASE)) is not None and (other_role(two.group("a").casefold()) or other_name(two.group("a"))):
        return f'it refers back to another party ("{two.group("a").strip()[:60]}")'
    for t in sentences[:at + 1]:
        if (m := _MAIL_FROM.match(t.raw.strip())) is not None and (other_role(m.group("w").casefold()) or re.search(
                r"(?:,|\s[-/]\s|\sat\s|\()\s*(?P<o>[A-Z][\w&.-]+)", m.group("w")) and other_name(
                re.split(r",|\s[-/]\s|\sat\s|\(", m.group("w"), maxsplit=1)[-1], cue=False) or (
                re.match(r"\s*([A-Z][\w&.-]+)'s\s", m.group("w")) and other_name(m.group("w").split("'")[0], cue=False))):
            return f'the mail is from another party ("{t.raw.strip()[:60]}")'
        if (m := _MAIL_TO.match(t.norm.strip())) is not None and t is not s and _naming(names, 0, m.group("w")):
            return f'the text is addressed to the subject: its first person is the writer\'s ("{t.raw.strip()[:60]}")'
    for t in sentences[:at + 1]:
        if _naming(names, 1, t.norm):
            return f'the text is addressed to the subject: its first person is the writer\'s ("{t.raw.strip()[:50]}")'
    for t in sentences[:at + 1]:
        if (m := _SELF_OTHER.search(t.norm)) is not None and (m.groupdict().get("r") or "") != kind:
            return f'the writer speaks for another party ("{m.group().strip()}")'
        if _naming(names, 2, t.norm):
            return "the writer is another party to the subject"
    return None


# ---- found by a probing helper on the predicates whose value is a party's details (batch 73): each held for a person
_DETAIL_KEYS = frozenset({"iban", "payout", "email", "phone", "mobile", "fax"})
_THIRD_ROLE = (r"(?:(?:factoring\s+)?partner|supplier|vendor|sub-?contractor|contractor|consultant|agency|agent|escrow(?:\s+agent)?|"
               r"landlord|lawyer|attorney|solicitor|notary|accountant|bookkeeper|tax\s+advisor|broker|reseller|distributor|"
               r"freelancer|factor(?:ing\s+company)?|wife|husband|sister|brother|daughter|son|mother|father|parents|friend|"
               r"cousin|uncle|aunt|neighbou?r|personal\s+account|private\s+account|payroll(?:\s+provider)?|trustee|"
               r"(?:insolvency\s+)?administrator|receiver|liquidator|debt\s+collector|collection\s+agency|franchisee|franchisor|"
               r"assignee|fianc[ée]e?|spouse|girlfriend|boyfriend|tenant|customer|client|employee)")
# another party named before the details in their sentence ("Please transfer to our factoring partner, IBAN ...", "Contact
# our accountant, email ...", "Please pay to Globex GmbH, IBAN ...", "Please add this vendor: Globex Ltd, IBAN ...")
_ROLE_BEFORE = re.compile(r"(?<![\w])(?:our|the|their|my|a|an|this|that)\s+(?:[\w-]+\s+)?" + _THIRD_ROLE + r"(?:'s)?(?![\w])")
_ACCOUNT_WORDS = frozenset({"iban", "bic", "swift", "account", "acct", "bank", "sort", "routing", "us", "me"})
_A_BANK = re.compile(r"(?<![A-Za-z])(?i:[a-z]*bank|sparkasse|commerz|barclays|hsbc|santander|paribas|credit|caisse|revolut|wise|n26|ubs|lloyds|"
                     r"natwest|chase|citi|wells\s+fargo|volksbank|raiffeisen|postbank|ing)(?![a-z])")
_PAY_TO = re.compile(r"(?<![\w])(?i:pay|transfer|remit|wire|send\s+(?:the\s+)?(?:payment|money|funds)|make\s+(?:the\s+)?payments?\s+"
                     r"out|payable|in\s+favou?r\s+of)(?i:\s+(?:it|them|this))?"
                     r"\s+(?i:directly\s+)?(?i:to\s*:?\s*)?(?P<who>[A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){0,4})")
# the details' owner said after them ("IBAN: ..., account holder Globex Ltd", "..., in the name of ...", "..., our supplier")
_HOLDER_AFTER = re.compile(r"\s*[,;(–—-]\s*(?:(?:the\s+)?(?:account\s+(?:holder|name|owner)|beneficiary|payee|recipient|"
                           r"in\s+the\s+name\s+of|held\s+by|owned\s+by|belongs\s+to|registered\s+to)\s*:?\s*(?P<who>[^,;()\n]{2,60})|"
                           r"(?:our|my|the|their)\s+(?:[\w-]+\s+)?" + _THIRD_ROLE + r"(?:'s)?\s*(?:[.;)]|$))", re.IGNORECASE)
# ... or before them in their sentence ("Beneficiary: Globex Ltd, IBAN ...", "Account name Globex Ltd, IBAN ...")
_HOLDER_BEFORE = re.compile(r"(?:^|[\s;(])(?:account\s+(?:holder|name|owner)|a/?c\s+(?:name|holder)|beneficiary|payee|recipient)\s*:?\s*"
                            r"(?P<who>[^,;\n]{2,60}?)\s*[,;]\s*(?:iban|account|acct|bank)")
# ... or on a line above them ("Account holder: Globex Ltd", "Supplier bank details", "Landlord's bank details")
_HOLDER_LINE = re.compile(r"^\W*(?:(?:account\s+(?:holder|name|owner)|a/?c\s+(?:name|holder)|beneficiary|payee|remit\s+to|pay\s+to|"
                          r"in\s+the\s+name\s+of)\s*:?\s*(?P<who>[^\n]{2,60})|(?:the\s+)?account\s+(?:is\s+)?(?:held|owned|registered)"
                          r"\s+(?:by|to|in\s+the\s+name\s+of)\s+(?P<who2>[^.\n]{2,60})\.?|(?:(?:our|the|my|their)\s+)?(?:[\w-]+\s+)?"
                          + _THIRD_ROLE + r"(?:'s)?\s+(?:bank(?:ing)?|payment|account|contact|remittance)\s+(?:details|info(?:rmation)?|"
                          r"data)\W*)$", re.IGNORECASE)
# the classic signs of a payment-details fraud beside new details ("Please keep this change confidential and do not
# contact our finance team.", "don't call our office to confirm")
_FRAUD_SIGN = re.compile(r"(?<![\w])(?:(?:keep|treat)\s+(?:this|it|the\s+(?:change|update|new\s+details))\s+(?:change\s+|update\s+)?"
                         r"(?:confidential|secret|private|quiet|between\s+us)|do\s+not\s+(?:call|contact|phone|ring|email|reach\s+out"
                         r"\s+to)|don't\s+(?:call|contact|phone|ring|email|reach\s+out\s+to)|no\s+need\s+to\s+(?:call|confirm|verify|"
                         r"check)|without\s+(?:calling|confirming|verifying)|not\s+(?:to\s+)?(?:call|contact)\s+(?:us|our|"
                         r"anyone|the\s+office)|can(?:'t|not)\s+take\s+(?:any\s+)?calls|(?:in\s+meetings?|unavailable|unreachable)\s+all\s+"
                         r"day|strictly\s+confidential|(?:disregard|ignore)\s+any\s+other\s+(?:bank|account|payment)|urgent(?:ly)?|treat\s+as\s+"
                         r"confidential|keep\s+(?:this|it)\s+to\s+yourself|"
                         r"within\s+the\s+hour|immediately)(?![\w])")
# an opening that makes the value hold for one case, one part or on paper only ("For this order only, ...", "For invoice
# INV-117, ...", "For USD payments, ...", "For returns, ...", "On paper, ...", "For tax purposes, ...")
_ONE_CASE_LEAD = re.compile(
    r"^\W*(?:as\s+a\s+one-?off|on\s+this\s+(?:one\s+)?occasion|just\s+this\s+once|this\s+(?:one\s+)?time\s+only|while\s+[^,\n]{3,60}|"
    r"(?:just|only)\s+for\s+the\s+[\w-]+\s+(?:shipment|invoice|delivery|order|payment|transfer|batch)|"
    r"officially)\s*,|^\W*(?:(?:just|only)\s+)?for\s+(?:(?:this|that|the\s+next|the\s+current|one|today's|tomorrow's)\s+"
    r"(?:[\w-]+\s+)?(?:order|invoice|shipment|delivery|ticket|payment|booking|transfer|project|event|trip|call|month|week|"
    r"time|batch|case|request|quote)s?|(?:invoice|order|ticket|po|shipment|case)\s*(?:no\.?\s*|#\s*)?[\w-]*\d[\w-]*|today|"
    r"tomorrow|now|(?:usd|gbp|eur|chf|jpy|cny|cad|aud|dollar|euro|pound|sterling)\s+(?:payments?|orders?|invoices?|transfers?)|"
    r"(?:orders?|invoices?|payments?|deliveries)\s+(?:over|above|under|below|of\s+more\s+than|of\s+less\s+than)\s+[^,]{1,20}|"
    r"returns|refunds|repairs|samples)(?:\s+only)?\s*,|^\W*(?:on\s+paper|nominally|formally|technically|internally|legally|"
    r"unofficially|in\s+theory|this\s+time|for\s+(?:tax|legal|"
    r"invoicing|billing|accounting|registration|compliance|official|administrative|insurance|visa|reporting)\s+purposes|"
    r"legally\s+speaking)\s*,", re.IGNORECASE)
# a value of the same kind beside it in a list ("Please email bob@..., anna@... and carl@...", "Monday, Wednesday or Friday")
_AN_EMAIL = r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+"
_A_PHONE = r"\+?\(?\d[\d ()./-]{5,}\d"
_A_DAY = r"(?:" + "|".join(_WEEKDAYS) + r"|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)"
_LISTED_AFTER = {k: re.compile(r"\s*(?:,|/|&|\+|\band\b|\bor\b|,?\s*alternatively)\s*(?:and\s+|or\s+|also\s+)?" + x + r"(?![\w@])",
                               re.IGNORECASE)
                 for k, x in (("email", _AN_EMAIL), ("phone", _A_PHONE), ("day", _A_DAY))}
_LISTED_BEFORE = {k: re.compile(r"(?<![\w@.+-])" + x + r"\s*(?:,|/|&|\+|\band\b|\bor\b)\s*(?:and\s+|or\s+)?$", re.IGNORECASE)
                  for k, x in (("email", _AN_EMAIL), ("phone", _A_PHONE), ("day", _A_DAY))}
# an address for one purpose only, never a contact ("noreply@", "unsubscribe@", "To apply, email ...")
_ONE_PURPOSE_BOX = re.compile(r"^(?:no-?reply|do-?not-?reply|donotreply|unsubscribe|abuse|postmaster|mailer-daemon|bounces?|"
                              r"jobs|careers|apply|applications|privacy|dmca|spam|phishing|security-report)(?:[+.-][\w.-]*)?@")
_PURPOSE_LEAD = re.compile(r"^\W*(?:to|if\s+you\s+want\s+to|if\s+you'd\s+like\s+to)\s+(?:apply|unsubscribe|opt\s+out|opt-out|report\s+"
                           r"(?:abuse|spam|a\s+bug|fraud|a\s+problem)|complain|file\s+a\s+(?:claim|complaint)|return\s+\w+|request\s+"
                           r"a\s+refund|submit\s+(?:a\s+|your\s+)?(?:cv|resume|application))(?![\w])[^,]{0,30},", re.IGNORECASE)
# a link whose visible text is not the value its hidden target holds ("[bob@acme.com](mailto:eve@evil.com)")
_LINK_TARGET = re.compile(r"\[(?P<shown>[^\]\n]{0,120})\]\s*\(\s*<?\s*(?:mailto:|tel:|callto:|sms:)?\s*$|^\s*\[(?P<ref>[^\]\n]{1,40})\]\s*:\s*<?\s*"
                          r"(?:mailto:|tel:|callto:|sms:)?\s*$", re.IGNORECASE)
# a say that someone else has over the decision ("..., but the CFO has a veto", "only with the CFO's approval")
_OVERRULED = re.compile(r"(?<![\w])(?:veto(?:es|ed)?|overrul\w*|overrid\w*|(?:only\s+)?with\s+(?:the\s+)?[\w-]+(?:'s)?\s+(?:approval|"
                        r"sign-?off|consent|ok)|subject\s+to\s+(?:the\s+)?[\w-]+(?:'s)?\s+(?:approval|sign-?off|consent)|"
                        r"needs?\s+(?:the\s+)?[\w-]+(?:'s)?\s+(?:approval|sign-?off|consent|ok)|final\s+(?:approval|say|sign-?off)\s+"
                        r"(?:is|lies|rests)\s+with|can\s+(?:block|reverse|stop|override|overturn)|(?:has|have|gets?)\s+the\s+(?:last|final)\s+"
                        r"(?:word|say)|approval\s+is\s+(?:required|needed)|goes\s+to\s+the\s+[\w-]+\s+for\s+(?:ratification|approval|"
                        r"sign-?off)|ratif\w+|without\s+(?:the\s+)?[\w-]+(?:'s)?\s+(?:approval|sign-?off|consent|ok))(?![\w])")
_NO_ONE_BEFORE = re.compile(r"(?<![\w])(?:no\s+one|nobody|noone|never|won't|will\s+not|cannot|can't|not|no)(?![\w])"
                            r"(?!\s+(?:without|hesitate|fails?|wait|think\s+twice))[^.;]{0,20}$")
# an unfilled template's placeholder: its values are samples ("Dear {{name}},", "Hi [First Name],", "<<COMPANY>>")
# a placeholder with no bracket in a salutation: a name field left as it is ("Dear XXXX,", "Hi NAME,", "Hi First Name,",
# "Hello #name#,", "Dear CLIENT_NAME,"), or a Chinese field in braces or angle brackets ("{客户}您好", "<客户名称>", "《客户名》",
# "XXX您好", "尊敬的XXX先生"; batch 106)
_PLACEHOLDER_BARE = re.compile(r"(?<![\w])(?:dear|hi|hello|hey)\s+(?:x{2,}|#\w{2,20}#|(?-i:(?:[A-Z]+_?)?NAME|FIRSTNAME|FNAME|LNAME)|"
                               r"(?:first|last|full|customer|client|company|contact|recipient)\s+name|name(?=\s*,)|\{\s*\w{2,20}\s*\}|::\w{2,20}::|"
                               r"@(?:name|first\w*|fname))(?![\w])", re.IGNORECASE)
_ZH_PLACEHOLDER_BARE = re.compile(r"【[\u4e00-\u9fff]{0,4}(?:名|客户|姓|称呼|联系人)[\u4e00-\u9fff]{0,4}】(?=\s*(?:您好|你好|先生|女士|[:：，,]))|"
                               r"[{<《]\s*[\u4e00-\u9fff]{1,8}\s*[}>》](?=\s*(?:您好|你好|的|先生|女士|[:：，,]))|"
                               r"(?:尊敬的\s*)?[xX×]{2,}\s*(?:公司|集团)?(?:您好|你好|先生|女士|总|经理)")
_PLACEHOLDER = re.compile(r"\{\{[^{}\n]{1,40}\}\}|\{%[^%\n]{1,40}%\}|\$\{[\w.]{1,40}\}|<<\s*[\w .]{1,30}\s*>>|\[\[\s*[\w .]{1,30}\]\]|"
                          r"\[\s*(?:(?:first|last|full|company|customer|client|your|contact|recipient)[ _]?)?name\s*\]|"
                          r"\[\s*(?:company|customer|client|recipient|contact|insert\s+[\w ]{1,20})\s*\]|%[A-Z][A-Z_]{2,29}%|"
                          r"\*\|[A-Z_]{2,30}\|\*|(?<![\w$])\{(?:first|last|full|company|customer|client|recipient|contact)?_?name\}|"
                          r"<\s*(?:first|last|full|company|customer|client|recipient)[ _]?name\s*>|(?<![\w$])\$(?-i:(?!(?:USD|EUR|GBP|CAD|AUD|CHF|JPY|CNY|HKD|SGD|NZD)(?![\w]))[A-Z][A-Z_]{2,30})(?![\w])|"
                          r"(?:dear|hi|hello)\s+_{3,}|(?:dear|hi|hello)\s+(?:\$[a-z_]{3,30}|\[[a-z ]{3,30}\]|\{\d\}|%s|<[a-z]{3,20}>)\s*,|"
                          r"\[●\]|\{\d\}", re.IGNORECASE)
# a city of one country named with another region ("Paris, Texas", "Berlin, New Hampshire", "London, Ontario", "Toronto,
# Ohio", "Paris, USA"): a namesake. Each city here, with the regions it lies in; a region after it from the list below
# that is not its own holds the claim for a person (a city not listed, or another word after it, is left to the rules
# above: "Austin, TX", "Baltimore, Maryland")
_EU = ("europe", "eu", "emea")
_UK = ("uk", "u.k", "united kingdom", "england", "gb", "great britain", "britain", *_EU)
_CITY_HOMES: dict[str, frozenset[str]] = {city: frozenset(homes) for city, homes in {
    "paris": ("france", "fr", "ile-de-france", "île-de-france", "idf", *_EU),
    "berlin": ("germany", "de", "deutschland", "brandenburg", *_EU), "frankfurt": ("germany", "de", "hesse", "hessen", *_EU),
    "munich": ("germany", "de", "bavaria", "bayern", *_EU), "hamburg": ("germany", "de", *_EU),
    "london": _UK, "birmingham": (*_UK, "west midlands"), "manchester": _UK, "oxford": _UK,
    "edinburgh": (*_UK, "scotland"), "glasgow": (*_UK, "scotland"), "dublin": ("ireland", "ie", "eire", "co. dublin",
    "county dublin", *_EU), "moscow": ("russia", "ru"), "athens": ("greece", "gr", *_EU), "rome": ("italy", "it", *_EU),
    "milan": ("italy", "it", "lombardy", "mi", *_EU), "venice": ("italy", "it", *_EU), "florence": ("italy", "it", *_EU),
    "naples": ("italy", "it", *_EU), "vienna": ("austria", "at", *_EU), "amsterdam": ("netherlands", "the netherlands",
    "nl", "holland", *_EU), "madrid": ("spain", "es", *_EU), "barcelona": ("spain", "es", "catalonia", *_EU),
    "valencia": ("spain", "es", *_EU), "lisbon": ("portugal", "pt", *_EU), "geneva": ("switzerland", "ch", *_EU),
    "zurich": ("switzerland", "ch", *_EU), "warsaw": ("poland", "pl", *_EU), "prague": ("czechia", "czech republic", "cz",
    *_EU), "copenhagen": ("denmark", "dk", *_EU), "stockholm": ("sweden", "se", *_EU), "oslo": ("norway", "no", *_EU),
    "perth": ("australia", "au", "wa", "western australia"), "sydney": ("australia", "au", "nsw", "new south wales"),
    "melbourne": ("australia", "au", "victoria", "vic"), "vancouver": ("canada", "ca", "bc", "british columbia"),
    "toronto": ("canada", "ca", "on", "ontario"), "montreal": ("canada", "ca", "qc", "quebec"),
    "boston": ("usa", "us", "u.s", "united states", "america", "ma", "massachusetts"),
    "tokyo": ("japan", "jp"), "beijing": ("china", "cn"), "shanghai": ("china", "cn"),
}.items()}
_KNOWN_REGIONS = frozenset({
    "usa", "us", "u.s", "u.s.a", "united states", "america", "canada", "mexico", "australia", "new zealand", "nz", "uk", "u.k",
    "united kingdom", "england", "scotland", "wales", "northern ireland", "gb", "great britain", "britain", "ireland",
    "france", "germany", "spain", "italy", "portugal", "netherlands", "belgium", "switzerland", "austria", "poland", "russia",
    "greece", "sweden", "norway", "denmark", "finland", "venezuela", "colombia", "chile", "argentina", "brazil", "peru",
    "india", "china", "japan", "south africa", "nigeria", "kenya", "egypt", "israel", "turkey", "ukraine",
    "alabama", "alaska", "arizona", "arkansas", "california", "colorado", "connecticut", "delaware", "florida", "georgia",
    "hawaii", "idaho", "illinois", "indiana", "iowa", "kansas", "kentucky", "louisiana", "maine", "maryland",
    "massachusetts", "michigan", "minnesota", "mississippi", "missouri", "montana", "nebraska", "nevada", "new hampshire",
    "new jersey", "new mexico", "new york", "north carolina", "north dakota", "ohio", "oklahoma", "oregon", "pennsylvania",
    "rhode island", "south carolina", "south dakota", "tennessee", "texas", "utah", "vermont", "virginia", "washington",
    "west virginia", "wisconsin", "wyoming", "ontario", "quebec", "british columbia", "alberta", "manitoba",
    "saskatchewan", "nova scotia", "new brunswick", "newfoundland", "new south wales", "nsw", "victoria", "queensland",
    "western australia", "south australia", "tasmania", "ak", "al", "ar", "az", "ca", "co", "ct", "dc", "de", "fl", "ga",
    "hi", "ia", "id", "il", "in", "ks", "ky", "la", "ma", "md", "me", "mi", "mn", "mo", "ms", "mt", "nc", "nd", "ne",
    "nh", "nj", "nm", "nv", "ny", "oh", "ok", "or", "pa", "ri", "sc", "sd", "tn", "tx", "ut", "va", "vt", "wa", "wi",
    "wv", "wy", "on", "qc", "bc", "ab", "mb", "sk", "ns", "nb", "nl"})
_REGION_AFTER = re.compile(r"\s*,\s*(?P<r>[a-z][a-z .'-]{0,30}?)\s*(?:[a-z]?\d[\w -]{2,8})?\s*(?:[.;)!,]|$)")


def _whose_details(s: _Sentence, vs: int, ve: int, pred: _Pred, names: frozenset[str]) -> str | None:
    """Whose a party's details are (an IBAN, an e-mail address, a phone number), by their sentence: another party
    named before them, or after them."""
    if not pred.own & _DETAIL_KEYS:
        return None
    if (m := _ROLE_BEFORE.search(s.norm, 0, vs)) is not None:
        return f'the details are another party\'s ("{m.group()}")'
    cased = s.cased or s.raw
    if len(cased) == len(s.norm) and (m := _PAY_TO.search(cased, 0, vs)) is not None and \
            not _naming(names, 0, m.group("who").casefold()) and m.group("who").split()[0].casefold() not in _common() and \
            m.group("who").split()[0].casefold() not in _ACCOUNT_WORDS and not _A_BANK.search(m.group("who")):
        return f'the details are another party\'s ("{m.group().strip()}")'
    if (m := _HOLDER_BEFORE.search(s.norm, 0, vs)) is not None and not _naming(names, 0, m.group("who")):
        return f'the details are another party\'s ("{m.group().strip(" ,;")}")'
    if (m := _HOLDER_AFTER.match(s.norm, ve)) is not None and not (m.group("who") and _naming(names, 0, m.group("who"))):
        return f'the details are another party\'s ("{m.group().strip(" ,;(")}")'
    return None


_LABELLED_DETAIL = re.compile(r"^\W*(?:e-?mail|mail|邮箱|电子邮件|phone|tel|telephone|mobile|cell|电话|手机|iban|收款账户|账户|账号)\s*[:：]"
                              r"\s*(?P<v>[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\+?\d[\d ()./-]{5,}\d|[a-z]{2}\d{2}[a-z0-9 ]{10,40})\W*$")


def _details_around(sentences: tuple[_Sentence, ...], at: int, pred: _Pred, names: frozenset[str]) -> str | None:
    """Whose a party's details are by the lines above them ("Account holder: Globex Ltd", "Supplier bank details"),
    another line under the same label giving others ("Email: bob@...\nEmail: anna@..."), and the signs of a
    payment-details fraud anywhere beside new payment details."""
    if not pred.own & _DETAIL_KEYS:
        return None
    if (mine := _LABELLED_DETAIL.match(sentences[at].norm)) is not None:
        for t in sentences:
            if t is not sentences[at] and (m := _LABELLED_DETAIL.match(t.norm)) is not None and \
                    re.sub(r"\W", "", m.group("v")) != re.sub(r"\W", "", mine.group("v")) and \
                    ("@" in m.group("v")) == ("@" in mine.group("v")):
                return f'another line gives another of its kind ("{t.raw.strip()[:60]}")'
    for t in (*sentences[max(0, at - 2):at], *sentences[at + 1:at + 3]):
        if (m := _HOLDER_LINE.match(t.norm)) is not None and \
                not ((who := m.group("who") or m.group("who2")) and _naming(names, 0, who)):
            return f'a line beside them says whose the details are ("{t.raw.strip()[:60]}")'
    if pred.own & {"iban", "payout"}:
        for t in sentences:
            if (m := _FRAUD_SIGN.search(t.norm)) is not None:
                return f'new payment details beside a request not to check them ("{m.group()}"): the signs of a fraud'
    return None


# an opening phrase that puts the statement somewhere, at some time or under something ("On the Initech deal,", "At 12
# Elm St,", "Under the Initech deal,", "Through Q2,", "在Initech项目上，", "从下个季度开始，"): it may make the value another
# thing's, or a time's the rules cannot date. Allowed: a time the rules date (`_fronted_time`), the writer's side
# ("On our account,", "For us,"), the subject's name, a document of the subject's ("On the nameplate,"), a word that
# only orders the discourse ("In total,", "For the record,")
_FRONTED = re.compile(r"^\W*(?:on|at|for|under|in|within|across|through|thru|before|until|till|up\s+until|up\s+to|"
                      r"pre-?|post-?|from|starting|beginning|during|prior\s+to|outside|inside|excluding|including|except|under\s+these|in\s+all)(?![\w])"
                      r"\s*(?P<np>[^,:;\n]{1,50}?)\s*(?:[,:]|\s[-–—]+>?|->)\s")
_ZH_FRONT_SCOPE = re.compile(r"^\W*(?:在(?P<np>[^，,：:。；\n]{0,12}?(?:项目|单子|订单|工地|现场|设备|机组|分公司|"
                             r"子公司|部门|试用|报价|投标|方案|那台|隔壁)[^，,：:。；\n]{0,12}?)(?:上|中|里|方面|那边|这边)|(?:从|自)(?P<np2>[^，,：:。；\n]{1,15}?)"
                              r"(?:开始|起))[，,：:]")
_FRONTED_OK = re.compile(
    r"(?:our(?!\s+(?:[\w-]+\s+)?(?:entity|subsidiary|branch|division|offices?|unit|site|region|department|plant|store|shop|"
    r"location|warehouse|project|deal|job|client|customer|parent|sister|partner|side\s+project)(?![\w]))(?:\s+[a-z][\w-]*){0,3}|"
    r"my(?!\s+(?:opinion|view|estimate|guess|understanding|experience|last|previous|old|former|humble)(?![\w]))(?:\s+[a-z][\w-]*){0,3}|"
    r"this(?!\s+(?:occasion|order|invoice|one|time|shipment|delivery))(?:\s+[a-z][\w-]*){0,3}|us|me|everyone|all\s+of\s+us|"
    r"all(?!\s+(?:likelihood|probability|i\s+know|we\s+know)(?![\w]))(?:\s+[a-z][\w-]*){1,3}|"
    r"the\s+(?:whole\s+|entire\s+)?(?:company|org|organi[sz]ation|business|group)|a\s+doubt|doubt|question|fail|"
    r"the\s+(?:first|last)\s+time|now\s+on|the\s+current\s+(?:runbook|contract|agreement|setup|process|version|policy|handbook)|"
    r"total|short|fact|general|brief|summary|addition|particular|practice|reality|truth|sum|the\s+record|reference|context|"
    r"clarity|sure|the\s+moment|present|any\s+case|case\s+you\s+(?:were\s+)?wondering|(?:response|reply|answer)\s+to\s+(?:your|"
    r"\w+'s)\b.*|regards?\s+to\s+your\b.*|terms\s+of\s+(?:size|numbers|headcount|budget|seats|money|cost|price)|"
    r"line\s+with\s+(?:the|our)\s+contract|the\s+(?:name)?plate|the\s+(?:nameplate|label|sticker|badge|form|order\s+form|record)|"
    r"the\s+end\s+of\s+the\s+day|second\s+thought|that\s+note|top\s+of\s+that|other\s+words|your\s+(?:information|records?|"
    r"reference)|behalf\s+of\s+(?:the|our|my)\s+\w+|a\s+(?:separate|related|side|similar|different)\s+note|a\s+nutshell|a\s+word|"
    r"plain\s+terms|reflection|the\s+interest\s+of\s+time|preparation\s+for\s+our\s+\w+|what\s+it's\s+worth|the\s+year|"
    r"the\s+(?:rollout|license|licence|renewal|purchase)|licen[cs]es|tax|vat|taxes|contractors|freelancers|"
    r"(?:我们|我|本|这|咱们|贵司|今天|今日|现在|即日|此刻|当前|目前)[^，,：:。；\n]*)")


def _fronted_scope(s: _Sentence, vs: int, names: frozenset[str]) -> str | None:
    """Why an opening phrase of the statement's sentence (`_FRONTED`) may put its value elsewhere, or None."""
    m = (_ZH_FRONT_SCOPE if s.zh else _FRONTED).match(s.norm)
    if m is None or m.end() > vs:
        return None
    np = (m.groupdict().get("np") or m.groupdict().get("np2") or "").strip()
    if _FRONTED_OK.fullmatch(np) or _naming(names, 0, np) or \
            _fronted_time(s.norm, m.end(), _time_marks(s.norm, s.zh)):
        return None
    return f'an opening phrase puts it elsewhere, or at a time the rules cannot date ("{m.group().strip(" ,:，：")}")'


# another value of its kind right after it, each with its own tag ("Seats: 40 (contract), 35 (portal)", "Budget: $18,000
# (email) / $14,000 (call)", "40 in the contract, 35 in the portal"): two sources side by side, neither firm
_TAG = r"(?:\s*\([^()\n]{1,40}\)|\s+(?:in|on|per|from|according\s+to)\s+(?:the\s+|our\s+|their\s+)?[\w-]+(?:\s+[\w-]+)?)"
_TAGGED_SECOND = re.compile(_TAG + r"\s*(?:,|/|;|\bvs\.?|\bversus|\bor|\band|\bbut|\bwhile)\s*(?:[$€£¥]\s*)?"
                            r"(?P<n>\d[\d,.]*)\s*(?:k(?![\w]))?" + _TAG)


# a sentence about another measure than the predicate's, though its words are near (batch 75, a helper writing claims):
# one team's size for the company's and the company's for a team's, an office or the writer's own base for the
# headquarters, the company's base for a person's home, what is being spent or held for a budget
_TEAM_WORDS = re.compile(r"(?<![\w])(?:team|squad|department|dept|group|unit|crew)s?(?![\w])|团队|小组|部门|组里")
_COMPANY_WORDS = re.compile(r"(?<![\w])(?:company|firm|employees|employ|organi[sz]ation|staff\s+of)(?![\w])|公司|员工总数|全公司")
_AN_OFFICE = re.compile(r"(?<![\w])(?:an|another|a|one\s+of\s+our)\s+(?:\w+\s+)?(?:offices?|locations?|branch(?:es)?|sites?|"
                        r"studios?|warehouses?)(?![\w])|(?<![\w])(?:have|has|opened)\s+(?:\w+\s+)?offices(?![\w])|"
                        r"(?<![\w])(?:i'm|i\s+am|i've\s+been|i\s+work)\s+(?:based|located|working|sitting)(?![\w])|"
                        r"(?<![\w])my\s+(?:own\s+)?(?:office|desk|base|workplace)(?![\w])")  # ("My office is in Berlin.", batch 83)
_COMPANY_BASE = re.compile(r"(?<![\w])(?:our|the|my)\s+(?:company|firm|business|office|hq|headquarters|team)\s+is\s+(?:based|"
                           r"located|headquartered)|(?<![\w])(?:we're|we\s+are)\s+an?\s+[\w-]+-based\s+(?:company|firm|startup|"
                           r"business)(?![\w])")
# a contract's date with no word of its end ("Contract date: 2027-06-30", "Contract: 2027-06-30", "合同日期"): the day it
# was signed or dated as likely (batch 96, red-team 28b)
_END_WORDS = re.compile(r"(?<![\w])(?:end\w*|expir\w*|until|till|through|thru|runs|terminat\w*|lapses?|up\s+for|to|valid|"
                        r"last\s+day)(?![\w])|到期|截止|终止|结束|届满|为止|至")
# teams counted for a team's size ("Teams: 12", "12 teams", "团队数：12"); positions for a headcount ("Approved headcount: 250",
# "open headcount"): another measure with the predicate's word in it (batch 96, red-team 28b)
_TEAMS_COUNTED = re.compile(r"(?<![\w])(?:teams(?![\w'])|team\s+count(?![\w]))|团队(?:个数|数|数量)|个团队")
_POSITIONS = re.compile(r"(?<![\w])(?:approved|open|budgeted|planned|authori[sz]ed|allocated|funded|requested|vacant)\s+"
                        r"headcount(?![\w])|编制")
# money beside a discount claimed as a bare number ("Discount: $15" for a discount of 15): the amount off, not the
# rate the number claims (batch 96, red-team 28b)
_DISCOUNT_NAMED = re.compile(r"(?<![\w])(?:discount\w*|off)(?![\w])|折扣|优惠|打折")
_HQ_WORDS = re.compile(r"(?<![\w])(?:hq|headquarter\w*|head\s+office)(?![\w])|总部|总公司")
_SPEND_NOT_BUDGET = re.compile(r"(?<![\w])(?:spend|spending|spent|funds|money|cash|资金)(?![\w])")
_BUDGET_WORDS = re.compile(r"(?<![\w])(?:budget|budgeted|cap|ceiling|limit|to\s+spend|can\s+spend|afford|set\s+aside|allocated|"
                           r"earmarked|plan\s+to\s+spend|willing\s+to\s+spend)(?![\w])|预算|经费|上限")

# users without a word of a licence beside them ("We have 120 users", "Total users: 120", "我们有120个用户"): the people
# who use a product (the subject's own product, perhaps), not the seats it pays for (batch 96, red-team 28b)
_USERS_NOT_SEATS = re.compile(r"(?<![\w])users?(?![\w])|用户")
_SEAT_WORDS = re.compile(r"(?<![\w])(?:seats?|licen[cs]\w*|subscri\w+|paid|paying|billed|plan)(?![\w])|席位|座位|许可|授权|订阅|付费")


def _another_measure(s: _Sentence, vs: int, ve: int, pred: _Pred) -> str | None:
    """Why the value's own clause (back to the comma before it) states another measure than the predicate's
    (`_TEAM_WORDS` and the rest above), or None."""
    own = s.norm[max(s.norm.rfind(",", 0, vs), s.norm.rfind("，", 0, vs), s.norm.rfind(" and ", 0, vs)) + 1:ve]
    if "company" in pred.own and "size" in pred.own and _TEAM_WORDS.search(own) and not _COMPANY_WORDS.search(own):
        return "one team's size, not the company's"
    if "team" in pred.own and "size" in pred.own and _COMPANY_WORDS.search(own) and not _TEAM_WORDS.search(own):
        return "the company's size, not one team's"
    if "hq" in pred.own and (m := _AN_OFFICE.search(own)) is not None:
        return f'an office or the writer\'s own base, not the headquarters ("{m.group()}")'
    if "hq" in pred.own and (m := _TEAM_WORDS.search(own)) is not None and not _COMPANY_WORDS.search(own) and \
            not _HQ_WORDS.search(own):  # ("Our team is based in Berlin": a team's base; batch 96, red-team 28b)
        return f'one team\'s base, not the headquarters ("{m.group()}")'
    if "home" in pred.own and (m := _COMPANY_BASE.search(own)) is not None:
        return f'the company\'s base, not a person\'s home ("{m.group()}")'
    if "budget" in pred.own and (m := _SPEND_NOT_BUDGET.search(own)) is not None and not _BUDGET_WORDS.search(s.norm):
        return f'what is spent or held, not a budget ("{m.group()}")'
    if pred.own >= {"contract", "end"} and not _END_WORDS.search(s.norm):
        return "a date of the contract that does not say it ends then"  # ("Contract date: ...", "Contract: ...")
    if pred.own >= {"team", "size"} and (m := _TEAMS_COUNTED.search(s.norm, ve - len(own), ve + 12)) is not None:
        return f'a count of teams, not one team\'s size ("{m.group()}")'
    if "headcount" in pred.own and (m := _POSITIONS.search(own)) is not None:
        return f'positions approved or open, not the people employed ("{m.group()}")'
    if "seats" in pred.own and (m := _USERS_NOT_SEATS.search(s.norm, ve - len(own), ve + 12)) is not None and \
            not _SEAT_WORDS.search(s.norm):  # (the counted word after the number: "120 users")
        return f'people who use something, not seats bought ("{m.group()}")'
    return None


# the sentence's own grammar sets a condition (batch 97, red-team 29a): a premise heading the sentence ("Given approval,
# ...", "Given that legal agrees, ...", "Granted ..., ", "Conditional on ..., ", "Come approval, ...", "Short of a veto,
# ..."), or an approval, a vote or money still to come ("After sign-off,
# ...", "Following the vote, ...", "With funding, ...", "With the new round, ...": _PREMISE_LEAD); an absolute
# condition anywhere ("Board willing, ...", "Money allowing, ...", "All things being equal, ...", "All going well, ...":
# _ABSOLUTE_CONDITION). (A past event heading it stays: "After a long review, ...", "Following up on our call: ...")
_PREMISE_LEAD = re.compile(
    r"(?:[^,;:.]{0,20}:\s*)?(?:(?:given|granted|granting|conditional\s+on|come|short\s+of|save\s+for)\s[^,;:.]{1,50}?|"
    r"(?:after|following|with|upon|by)\s(?:[^,;:.]{0,25}\s)?(?:approv\w*|sign(?:-?off|ature|s|ed)?|go-?ahead|green\s+light|"
    r"vot\w*|veto\w*|fund\w*|round|series\s+[a-d]|rais\w*|invest\w*|clos\w*|agree\w*|consent|yes|ok(?:ay)?|"
    r"board\s+meets)(?:\s[^,;:.]{0,25})?)\s*[,:]\s*")
_ABSOLUTE_CONDITION = re.compile(r"(?<![\w])(?:(?:[a-z]+\s+){1,2}(?:willing|allowing)(?=\s*(?:[,;:.!]|$))|"
                                 r"(?:all|other)\s+things\s+(?:being\s+)?equal|"
                                 r"(?:all|everything)\s+(?:going|being)\s+(?:well|fine|smoothly))(?![\w])")

# (batch 109) a right, an approval or a leave to the value in its clause, not the value had: "Customer has the right to
# 40 Seats", "We have rights to 40 seats", "Acme retains the right to a 12% discount", "We're approved for 40 seats", "We
# are authorised for 250 heads", "We're cleared for 40 seats"; a plan's or a tier's allowance ("Our plan comes with 40
# seats"); the terms read as the fact ("By contract, ...", "By policy, ...", "By the terms of the MSA, ...")
_ENTITLED_TO = re.compile(
    r"(?:(?:(?<![\w'])(?:ha(?:ve|s|d)|hold|holds|held|retain|retains|keep|keeps|reserve|reserves)|'ve)\s+"
    r"(?:(?:the|a|an|full|sole|exclusive|contractual|legal)\s+)*rights?\s+(?:to|of|for|over)"
    r"|(?<![\w'])(?:plan|tier|subscription|package|bundle|edition)\s+(?:comes|come|came)\s+with)(?![\w'])")
# (an approval of a date is a booking: "My travel is approved for 2026-11-10.")
_APPROVED_FOR = re.compile(
    r"(?:(?<![\w'])(?:am|is|are|was|were|been|be|get|gets|got)|'re|'m|'s)\s+(?:now\s+|already\s+|officially\s+|formally\s+)?"
    r"(?:approved|authori[sz]ed|cleared|signed\s+off|green-?lit|sanctioned|budgeted|eligible|permitted)\s+for(?![\w'])")
_BY_TERMS_LEAD = re.compile(r"^\W*by\s+(?:the\s+)?(?:terms\s+of\s+(?:the\s+|our\s+)?)?(?:contract|agreement|msa|policy|"
                            r"rules?|sla|licen[cs]e)\s*,")
_CLAUSE_ENDS = re.compile(r"[.;!?\n]")


def _grammar_frames(s: _Sentence, vs: int, ve: int, dated: bool = False) -> str | None:
    """Why the sentence's grammar makes the value a condition's, not a firm statement (the two above), or None."""
    if (m := _PREMISE_LEAD.match(s.norm)) is not None and m.end() <= vs:
        return f'an opening phrase sets a premise or an event still to come ("{m.group().strip(" ,:")}")'
    if (m := _BY_TERMS_LEAD.match(s.norm)) is not None and m.end() <= vs:
        return f'it is what the terms say, not what is had ("{m.group().strip(" ,")}")'  # "By contract, ..." (batch 109)
    if ((m := _ENTITLED_TO.search(s.norm, 0, vs)) is not None or not dated and (m := _APPROVED_FOR.search(s.norm, 0, vs))
            is not None) and not _CLAUSE_ENDS.search(s.norm, m.end(), vs):
        return f'a right, an approval or an allowance to it, not the value had ("{m.group()}")'  # (batch 109)
    if (m := _ABSOLUTE_CONDITION.search(s.norm)) is not None and not (vs <= m.start() < ve):
        return f'a condition elsewhere in the sentence ("{m.group()}")'
    return None


def _one_of_a_kind(s: _Sentence, vs: int, ve: int, pred: _Pred, names: frozenset[str]) -> str | None:
    """The value as one case, a namesake, one of a list, a one-purpose address, a link's hidden target, or a decision
    someone else can overrule."""
    if (m := _ONE_CASE_LEAD.match(s.norm)) is not None and m.end() <= vs:
        return f'it holds for one case, one part or on paper only ("{m.group().strip(" ,")}")'
    if (why := _fronted_scope(s, vs, names)) is not None:
        return why
    if (m := _TAGGED_SECOND.match(s.norm, ve)) is not None and \
            re.sub(r"[^\d]", "", m.group("n")) != re.sub(r"[^\d]", "", s.norm[vs:ve]):
        return f'another value beside it, each from its own source ("{s.norm[vs:m.end()]}")'
    text = s.norm[vs:ve].strip().casefold()
    kind = "email" if re.fullmatch(_AN_EMAIL, text) else "phone" if re.fullmatch(_A_PHONE, text) else \
        "day" if text in _WEEKDAYS else None
    if kind is not None and ((m := _LISTED_AFTER[kind].match(s.norm, ve)) is not None or
                             (m := _LISTED_BEFORE[kind].search(s.norm, 0, vs)) is not None):
        return f'one of several listed ("{m.group().strip()}")'
    if kind == "email" and (_ONE_PURPOSE_BOX.match(text) or (m := _PURPOSE_LEAD.match(s.norm)) is not None and m.end() <= vs):
        return "an address for one purpose only, not a contact"
    if (m := _LINK_TARGET.search(s.norm, 0, vs)) is not None and canon_text(m.group("shown") or "") != canon_text(text):
        return f'the value is only the hidden target of a link that shows "{(m.group("shown") or m.group("ref"))[:40]}"'
    if pred.own & {"maker", "decision", "decider", "approver", "signer", "signatory"} and \
            (m := _OVERRULED.search(s.norm, ve)) is not None and not _NO_ONE_BEFORE.search(s.norm, ve, m.start()):
        return f'someone else has a say over it ("{m.group()}")'
    if (why := _another_measure(s, vs, ve, pred)) is not None:
        return why
    if "city" in pred.own and (home := _CITY_HOMES.get(text)) is not None and \
            (m := _REGION_AFTER.match(s.norm, ve)) is not None and (r := m.group("r").strip(" .")) in _KNOWN_REGIONS \
            and r not in home:
        return f'a place of the same name elsewhere ("{s.norm[vs:m.end()].strip(" .")}")'
    return None



# ---- the same classes in Chinese (batch 73, a helper writing them): each held for a person
_ZH_ROLE = (r"(?:供应商|分包商|承包商|房东|代理商|代理公司|代理|律师|会计|顾问|报关行|托管|第三方|个人账户|私人账户|保理|中介|经销商|"
            r"合作伙伴|物业|家人|朋友|亲戚|老婆|老公|儿子|女儿)")
# a role as the payee or the owner ("我们供应商的账户", "付款给我们的房东"), not the writer's own trade ("我们是报关行")
_ZH_ROLE_OWNER = re.compile(r"(?:(?:我们|我)(?:的)?|(?:给|到|至)(?:我们|我)?(?:的)?)" + _ZH_ROLE)
# a line beside the details that speaks of them ("这个账户", "以上账户", "该邮箱")
_ZH_OF_DETAILS = re.compile(r"账户|账号|帐户|户名|邮箱|电话|号码|以上|上述|该|此|这个|这一|这笔|本次|发至|发到|寄至|联系方式|[:：]\s*$|"
                            r"^\W*(?:只|仅|限|就|这只|这仅)")
# a contact verb before a role on a line above the details ("请抄送我们的律师。\n邮箱：...")
_ZH_ROLE_CONTACT = re.compile(r"(?:抄送|联系|发给|转给|寄给|打给|付给|付款给|转账给|汇给)(?:我们|我)?(?:的)?" + _ZH_ROLE)
_ZH_PAY_TO = re.compile(r"(?:汇款|转账|付款|打款|支付|付)(?:至|到|给)\s*(?P<who>[a-z][\w&.'-]*(?:\s+[a-z][\w&.'-]*){0,4}|"
                        r"[\u4e00-\u9fff]{2,12}?(?:公司|集团))")
_ZH_HOLDER = r"(?:户名|开户名|账户名称|账户名|收款单位|收款方|收款人|持有人|开户人)"
_ZH_HOLDER_AFTER = re.compile(r"\s*[,，;；]\s*(?:" + _ZH_HOLDER + r"\s*[:：]?\s*(?P<who>[^,，;；。\n]{2,40})|(?:是)?(?:我们|我)?"
                              r"(?:的)?" + _ZH_ROLE + r")")
_ZH_HOLDER_LINE = re.compile(r"^\W*(?:" + _ZH_HOLDER + r"\s*[:：]\s*(?P<who>[^\n]{2,40})|联系人\s*[:：]\s*(?P<org>[^\n]{0,20}(?:公司|集团|"
                             r"有限|ltd|gmbh|inc)[^\n]{0,20})|[^\n]{0,12}" + _ZH_ROLE
                             + r"[^\n]{0,6}(?:银行信息|银行账户|收款信息|联系方式|账户信息|的账户)[^\n]{0,6})$")
_ZH_FRAUD_SIGN = re.compile(r"请勿(?:向他人)?(?:透露|声张|回电|致电|打电话|电话核实)|(?:请)?(?:不要|别)(?:再)?(?:打电话|致电|回电|告诉|透露)|"
                            r"(?<!信息[,，])(?<!信息)请保密|此事(?:请)?保密|账户变更请保密|此事敏感|不方便接电话|联系不上|仅限你我|十万火急|"
                            r"不用再?(?:跟|和)?(?:我们)?(?:的)?(?:财务)?(?:确认|核实)|无需(?:再)?(?:确认|核实)")
_ZH_ONE_CASE = re.compile(r"仅限(?:本次|本单|这次|这一?单|本订单|这个订单|今天)|只(?:用于|限|针对|适用于)(?:这|本(?!公司|人|司)|此|退货|今天)|就这一单|"
                          r"本(?:订单|单|次)专用|这次的?(?:订单|配送|发货|送货)用|今天有效|(?:这个|本)工单而已|只针对退货|只限这个")
_ZH_ONE_CASE_LINE = re.compile(r"^\W*(?:关于|针对)?(?:发票)\s*(?:号)?\s*[a-z0-9-]*\d[\w-]*\W*$|^\W*(?:美元|欧元|英镑|人民币|日元)(?:付款|支付|"
                               r"订单|汇款)\W*$|^\W*(?:本订单|本次|本单)专用\W*$")
_ZH_ON_PAPER_LINE = re.compile(r"名义上|纸面上|挂名|只是个?注册|空壳")
_ZH_ON_PAPER = re.compile(r"法律上|名义上|纸面上|形式上|挂名|户口上|为了开票|出于税务|税务上|注册上|实际办公在|实际在[^，。]{1,8}办公|实际总部|"
                          r"而已")
_ZH_ALSO_OK = re.compile(r"(?:周[一二三四五六日天]|星期[一二三四五六日天]|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\+?\d[\d ()-]{6,}\d)\s*"
                         r"(?:也行|也可以|也可|亦可|都行|都可以|也成)|也可以(?:打|拨)\s*\+?\d|也可以发(?:到|至)?\s*[\w.+-]+@")
_ZH_ONE_PURPOSE = re.compile(r"(?:仅|只)(?:接收|收|用于|限于)?(?:简历|退订)|简历|退订|请勿直接回复|系统自动发出|请勿回复")
_ZH_OVERRULED = re.compile(r"(?:但|不过)?(?:最终|最后)?(?:要|须|需|需要|必须)(?:经过?|由)?[^，。]{0,8}?(?:签字|批准|同意|点头|审批)|"
                           r"最终决定权在(?!他|她|我)|保留(?:最终)?(?:审批|否决|决定)权|一票否决|否决权")
_ZH_NA_REGION = re.compile(r"\s*[,，]\s*(?:新罕布什尔州|俄亥俄州|德州|得克萨斯州|德克萨斯州|加州|加利福尼亚州|纽约州|威斯康星州|肯塔基州|"
                           r"阿拉巴马州|亚拉巴马州|爱达荷州|佛罗里达州|伊利诺伊州|华盛顿州|俄勒冈州|密歇根州|安大略省|魁北克省|"
                           r"不列颠哥伦比亚省|艾伯塔省)\s*(?:[。.,，;；]|$)")


def _zh_names(names: frozenset[str], who: str | None) -> bool:
    """Whether `who` names the subject, its Chinese company suffix aside ("Acme公司", "Acme有限公司")."""
    core = re.sub(r"(?:股份)?(?:有限)?(?:责任)?(?:公司|集团)\s*$", "", (who or "").strip()).strip()
    return bool(core) and _naming(names, 0, core) is not None


def _zh_one_of_a_kind(s: _Sentence, vs: int, ve: int, pred: _Pred, names: frozenset[str]) -> str | None:
    """The Chinese forms of `_whose_details` and `_one_of_a_kind`, in the statement's own sentence."""
    if not s.zh:
        return None
    text = s.norm[vs:ve].strip()
    if pred.own & _DETAIL_KEYS:
        if (m := _ZH_ROLE_OWNER.search(s.norm, 0, vs)) is not None:
            return f'the details are another party\'s ("{m.group()}")'
        if (m := _ZH_PAY_TO.search(s.norm, 0, vs)) is not None and not _zh_names(names, m.group("who")) and \
                not m.group("who").startswith(("我们", "我", "本公司")):
            return f'the details are another party\'s ("{m.group()}")'
        if (m := _ZH_HOLDER_AFTER.match(s.norm, ve)) is not None and not (m.group("who") and _zh_names(names, m.group("who"))):
            return f'the details are another party\'s ("{m.group().strip(" ,，;；")}")'
    for rx, why in ((_ZH_ONE_CASE, "it holds for one case only"), (_ZH_ON_PAPER, "it holds on paper only"),
                    (_ZH_ALSO_OK, "one of several it offers")):
        if (m := rx.search(s.norm)) is not None:
            return f'{why} ("{m.group()}")'
    if re.fullmatch(_AN_EMAIL, text) and (m := _ZH_ONE_PURPOSE.search(s.norm)) is not None:
        return f'an address for one purpose only ("{m.group()}")'
    if pred.own & {"maker", "decision", "decider", "approver", "signer", "signatory"} and \
            (m := _ZH_OVERRULED.search(s.norm, ve)) is not None:
        return f'someone else has a say over it ("{m.group()}")'
    if "city" in pred.own and (m := _ZH_NA_REGION.match(s.norm, ve)) is not None:
        return f'a place of the same name elsewhere ("{s.norm[vs:m.end()]}")'
    return None


def _zh_lines_around(sentences: tuple[_Sentence, ...], at: int, pred: _Pred, names: frozenset[str]) -> str | None:
    """The Chinese lines beside a statement that make it another party's, one case's, on paper only, one of several,
    a one-purpose address, or new payment details with a request not to check them."""
    near = [t for t in (*sentences[max(0, at - 2):at], *sentences[at + 1:at + 3]) if t.zh]
    if not near:
        return None
    details = bool(pred.own & _DETAIL_KEYS)
    for t in near:
        above = t in sentences[:at]
        if details and above and ((m := _ZH_HOLDER_LINE.match(t.norm)) is not None and
                                   not _zh_names(names, m.group("who") or m.group("org")) or
                                   _ZH_ROLE_CONTACT.search(t.norm) or (m := _ZH_PAY_TO.search(t.norm)) is not None and
                                   not _zh_names(names, m.group("who")) and not m.group("who").startswith(("我们", "我"))):
            return f'a line above says whose the details are ("{t.raw.strip()[:60]}")'
        if details and not above and _ZH_OF_DETAILS.search(t.norm) and (m := _ZH_HOLDER_AFTER.match(" ，" + t.norm)) is not None \
                and m.group("who") is None:
            return f'a line below says whose the details are ("{t.raw.strip()[:60]}")'
        if (m := (_ZH_ONE_CASE.search(t.norm) if _ZH_OF_DETAILS.search(t.norm) else None) or
                (_ZH_ONE_CASE_LINE.match(t.norm) if above else None)) is not None:
            return f'a line beside it makes it hold for one case only ("{m.group()}")'
        if (m := _ZH_ON_PAPER_LINE.search(t.norm)) is not None:
            return f'a line beside it makes it hold on paper only ("{m.group()}")'
        if not above and (m := _ZH_ALSO_OK.search(t.norm)) is not None:
            return f'a line after it offers others of its kind ("{m.group()}")'
        if pred.own & {"email"} and _ZH_OF_DETAILS.search(t.norm) and (m := _ZH_ONE_PURPOSE.search(t.norm)) is not None:
            return f'a line beside it makes it an address for one purpose only ("{m.group()}")'
    if pred.own & {"iban", "payout"}:
        for t in sentences:
            if (m := _ZH_FRAUD_SIGN.search(t.norm)) is not None:
                return f'new payment details beside a request not to check them ("{m.group()}"): the signs of a fraud'
    return None



# a time that is not now and that the rules cannot date ("By then, ...", "..., eventually", "Next round, ...", "A year from
# now, ...", "Historically, ...", "... for the new year", "... on renewal", "新的一年", "到时候"; found by a red-team pass):
# the value may be a past or a future one. ("Going forward" and "from now on" are now.)
_NOT_NOW = re.compile(
    r"(?<![\w])(?:(?:by|as of|until|till|since|from|before|after) then|soon|eventually|someday|some day|one day|"
    r"down the road|in (?:the )?future|later on|later this (?:year|month|quarter|week)|at some point|"
    r"in (?:a|one|two|three|four|five|a few|several|some) (?:years?|months?|quarters?|weeks?)(?: time)?|"
    r"(?:a|one|two|three|four|five|a few|several) (?:years?|months?|quarters?|weeks?) (?:from now|out|down the line|later)|"
    r"the (?:year|month|quarter|week) after|next time|(?:next|last|previous|prior) (?:fy|fiscal|cycle|round|term|phase|"
    r"period|season|release|version|budget cycle|planning cycle|go-around|go around)|initially|historically|"
    r"traditionally|at first|to begin with|in the beginning|at the start|back when|"
    r"(?:for|in|into) the new (?:year|quarter|fy|fiscal year|financial year)|(?:at|upon) renewal|after (?:the )?renewal|"
    r"after (?:the |our )?(?:ipo|holidays?|merger|acquisition|raise|funding|round|launch|audit|reorg|rebrand|expansion)|"
    r"today only|(?:this|for (?:this|the)) (?:week|month|weekend) only|(?:deal|discount|offer|price|special) of the "
    r"(?:day|week|month)|limited[- ]time|flash sale|introductory|intro offer|"
    r"with the (?:renewal|deal|new (?:deal|contract|plan)|upgrade|expansion|next contract|rollout|roll-out|pilot|launch|"
    r"go-live|migration|merger|reorg|project)"
    r")(?![\w])"
    r"|新的一年|新年|新财年|到时候?|届时|将来|日后|总有一天|有朝一日|最初|起初|原先|当初|一开始|上市后|续约后|下一轮|上一轮")


# a combining mark right after a digit or a sign (a stroke, a slash, a circle drawn over it)
_MARK_ON_DIGIT = re.compile(r"[\d$€£¥][\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]")
# a team, a department or a period before the predicate's name in Chinese ("团队预算", "我们财务的预算", "本季度的预算")
_ZH_PART_BEFORE = re.compile(r"(?:(?:团队|小组|项目组|本月|本季度?|这个?月|这个?季度|本周|这周|当月)的?|(?:财务部?|部门|分部|分公司|子公司)的)$")
# a line that goes on with the number of the line before it ("$18,000\n,000.", "$18,000\nx 1000")
_NEXT_LINE_GOES_ON = re.compile(r"\s*(?:[,.]\d|[x×*]\s*\d|0{3}(?!\d))")


# the holder of the value is many things, or one of them: a rule for a kind ("Annual plans get a 12% discount.", "All
# accounts have ..."), what each has ("Our teams all have 40 seats."), one of several ("One of our accounts has ...")
_HOLDERS = (r"(?:plans?|accounts?|renewals?|teams?|projects?|pilots?|customers?|clients?|contracts?|subscriptions?|"
            r"departments?|offices?|sites?|companies|company|orgs?|organi[sz]ations?|partners?|locations?|branch(?:es)?|"
            r"divisions?|regions?|tiers?|products?|deals?|invoices?|licen[cs]es?)")
_MANY_HOLDERS = re.compile(
    r"(?:^|[.;:!?]\s*|,\s*)(?:(?:all|both|most|many|several)\s+(?:of\s+)?(?:our\s+|the\s+|their\s+)?|our\s+|the\s+)?"
    r"(?:(?:annual|yearly|monthly|new|internal|enterprise|premium|basic|pro|standard|small|large)\s+)?"
    r"(?:plans|accounts|renewals|teams|projects|pilots|customers|clients|contracts|subscriptions|departments|offices|"
    r"sites|companies|orgs|organi[sz]ations|partners|locations|branches|divisions|regions|tiers|products|deals|invoices)"
    r"\s+(?:all\s+|each\s+|both\s+)?(?:get|have|receive|come with|are|pay|include|carry)(?![\w])"
    r"|(?:^|[.;:!?]\s*|,\s*)one\s+(?:of\s+(?:our|the|their)\s+)?" + _HOLDERS + r"(?![\w])")
_ZH_MANY_HOLDERS = re.compile(r"都(?:有|是|为|能|可以|会|要|拿到|享有|获得)|除了?.{0,8}(?:以外|之外|外)?[，,]|除了我们|除我们")
_ZH_WANTED = re.compile(r"需要|想要|(?:我们|我|公司|预算|还)要(?!求|点)|希望|打算")
_ZH_BOUND_BEFORE = re.compile(r"(?:(?<![增加搬改提高降涨调整升减少换经])到|从|截至|直到|至多|至少)\s*[$€£¥]?\s*$")
_ZH_BOUND_AFTER = re.compile(r"\s*(?:美元|美金|元|块|个|万|千|欧元|英镑)?\s*(?:为止|开始|起|以内|以上|以下|封顶)")
_ZH_DOC_LABEL = re.compile(r"(?:发票|合同|会议纪要|纪要|文件|文档|单号)\s*[：:]")
# after the value, a gap against the budget ("$18,000 up on budget", "over plan"), or money back ("got $18,000 back")
_VARIANCE_AFTER = re.compile(r"\s*(?:up|down|over|under|ahead|behind|short|in)\s+(?:on|of|from)\s+(?:the\s+|our\s+)?"
                             r"(?:budget|plan|target|forecast)|\s+to\s+the\s+good|\s+(?:of\s+(?:the\s+)?budget\s+)?back(?![\w])")
_GOT_BACK = re.compile(r"(?<![\w])(?:got|get|gets|getting|have|had|has|received|recovered)\s+[^.;!?]{0,30}?\s+back(?![\w])")


# a JSON key whose object or list is a part of the subject, or other entities
_PART_KEY = re.compile(r"[\"']?(?P<k>teams?|regions?|sites?|entities|entity|projects?|departments?|divisions?|branch(?:es)?|"
                       r"offices?|subsidiaries|subsidiary|affiliates?|units?|groups?|locations?|children|members|"
                       r"accounts|customers|clients|history|previous|past)[\"']?\s*:\s*[\[{]")


def _part_record(norm: str, vs: int) -> str | None:
    """The key of the innermost JSON object or list still open at `vs` when it names a part of the subject or other
    entities ("team", "subsidiaries", "sites"); None when the value sits at the record's top level."""
    found = None
    for m in _PART_KEY.finditer(norm, 0, vs):
        inside = norm[m.end() - 1:vs]
        if inside.count("{") + inside.count("[") > inside.count("}") + inside.count("]"):
            found = m.group("k")
    return found


_PAID_FROM = re.compile(r"(?<![\w])(?:(?:pay|pays|paid|paying|transfer|transfers|transferred|debit|payment|payments)\s+"
                        r"(?:from|out\s+of)|pay-?in|from\s+our\s+(?:account|bank))(?![\w])|付款账户|扣款账户|从.{0,6}账户")
_NOT_A_TRIP = re.compile(r"(?<![\w])(?:leav(?:e|es|ing)\s+(?:the\s+|our\s+|his\s+|her\s+|their\s+|a\s+|an\s+)?(?:company|project|"
                         r"team|job|role|firm|position|board|note|message|comment|review|voicemail|office|building|meeting|call|"
                         r"organi[sz]ation|business|industry|school|university|band|party)|leav(?:e|es|ing)\s+(?:us|work|early|"
                         r"office|school)|leav(?:e|es|ing)\s+(?:the|our|his|her|their)\s+(?!country|city|airport|station|hotel|"
                         r"island|continent|region|state|house|home|flat|apartment|port|harbou?r|terminal|capital)[a-z][\w-]*\s+"
                         r"(?:on|in|at|by)(?![\w])|(?:go(?:es|ing)?|went)\s+on\s+(?:\w+\s+)?leave|fl(?:y|ies|ew|ying)\s+(?:the|a|an|his|her|their|our|my|its)\s+(?:[\w-]+\s+)?(?:drones?|"
                         r"kites?|flags?|helicopters?|gliders?|simulators?|banners?|models?|balloons?)|"
                         r"flight\s+(?:school|simulator|mode|attendant|training)|depart(?:s|ed|ing)?\s+(?:from\s+)?"
                         r"(?:the\s+|our\s+)?(?:plan|policy|script|company|project|team|firm|board|role|job|organi[sz]ation|"
                         r"business))(?![\w])")
_OTHER_MANAGER = re.compile(r"(?<![\w])(?:(?:project|program|programme|line|product|office|engineering|rollout|delivery|"
                            r"general|store|hiring|marketing|operations|my|your|his|her|their)\s+manager|manages\s+(?:the|our|"
                            r"this)\s+(?:project|program|rollout|team|office)|manager\s+(?:for|of)\s+the\s+(?:rollout|"
                            r"project|program|team|office))(?![\w])")
_INTERNALLY = re.compile(r"(?<![\w])(?:internally|in-house|in house|among ourselves|within the team|for internal)(?![\w])")
# right after the value, what it is for when that is a part of the company or a plan ("$18,000 for the team", "for one
# team", "with the board", "in the plan"); a project's or a pilot's value, or all teams', stays the subject's
_FOR_A_SCOPE = re.compile(
    r"[^\w.;!?]{0,3}(?:(?:for|of|across|per)\s+(?:the\s+|a\s+|one\s+|each\s+|every\s+|our\s+|this\s+|that\s+)?(?:new\s+)?(?:teams?|meetings?|board|department|dept|units?|groups?|offices?|regions?|sites?|"
    r"locations?|branch(?:es)?|divisions?|squads?|workstreams?)(?![\w])|with\s+the\s+board(?![\w])|"
    r"in\s+the\s+(?:plan|draft|proposal|forecast|projection|model|scenario|estimate)(?![\w]))")

# (batch 111, red-team 43b: quantifiers and distributivity) in the statement's own sentence: "ours" as a plural holder, what
# each of ours has ("Ours have 40 seats.", "All of ours are on 40 seats."; not "Ours is a 40-seat deployment"); a larger
# number given to a named part after it, so the first cannot be the whole ("40 seats, 60 in Munich", "$18,000, $24,000 for
# marketing"; not "12 people, 8 in Berlin", a part of the whole); a second one of the thing named after it ("Our HQ is in Berlin, our other HQ in Munich", "..., as is our
# second HQ", "..., our second one in Munich"); in Chinese "有的" (some of them: "有的团队有40个座位。"; not "现有的", "所有的")
_OURS_MANY = re.compile(r"(?<![\w'])(?:(?:all|most|some|each|both|none|many|several|half|two|three)\s+of\s+)?ours\s+"
                        r"(?:all\s+|each\s+|both\s+|mostly\s+)?(?:have|are|were|'re|need|get|got|run|sit|carry|come)(?![\w'])")
_PART_VALUE_AFTER = re.compile(r"[^.;!?\d]{0,12}?,\s*(?:and\s+|with\s+|plus\s+|but\s+)?(?:another\s+)?[$€£]?(?P<n>\d[\d,.]*)\s*k?%?\s*"
                               r"(?:[a-z-]+\s+)?(?:in|for|at|with|to)\s+(?:the\s+|our\s+)?[\w-]")
_FIGURE = re.compile(r"\d[\d,]*(?:\.\d+)?")


def _figure(text: str) -> Decimal:
    """The first number written in `text` ("$18,000" is 18000), 0 if none (batch 111)."""
    m = _FIGURE.search(text)
    return Decimal(m.group().replace(",", "")) if m is not None else Decimal(0)


_SECOND_AFTER = re.compile(r"(?<![\w])(?:(?:our|the|its|their)\s+(?:other|second|2nd|third|3rd)|another)\s+(?:(?=one(?![\w]))|(?=\w))")
_OWN_SPELLED_OUT = {"hq": "headquarters"}  # a key's own word spelled out (batch 111)
_ZH_SOME_OF = re.compile(r"(?<![所没拥具现原已只仅还共含固特])有的(?!是)")


def _text_tricks(s: _Sentence, vs: int, ve: int, pred: _Pred, numeric: bool, kind: str) -> str | None:
    """The statement's own sentence: whose the value is (for another person), a cover story, digits of another script,
    a channel's or handle's name, a possessor, a piece of a URL or a file name, a time the rules cannot date."""
    if (m := _FOR_ANOTHER_PERSON.search(s.norm, ve)) is not None:
        return f'it is for another person ("{m.group()}")'
    if (m := next((m for m in _NOT_NOW.finditer(s.norm) if not vs <= m.start() < ve), None)) is not None:
        return f'a time that is not now, which the rules cannot date ("{m.group()}")'
    if (m := _FOR_A_SCOPE.match(s.norm, ve)) is not None:
        return f'the value is for a part, or for a plan ("{m.group().strip()}")'
    if (m := _OURS_MANY.search(s.norm, 0, vs)) is not None:  # (batch 111)
        return f'what each of several has ("{m.group()}"), not the subject\'s'
    if numeric and (m := _PART_VALUE_AFTER.match(s.norm, ve)) is not None and \
            _figure(m.group("n")) > _figure(s.norm[vs:ve]):  # (batch 111)
        return f'another number for a part after it ("{m.group().strip()}"): the value may be a part\'s too'
    if pred.names is not None and (m := next((m for m in _SECOND_AFTER.finditer(s.norm, ve)
                                              if s.norm.startswith("one", m.end()) or pred.names.match(s.norm, m.end())),
                                             None)) is not None:  # (batch 111)
        return f'a second one after it ("{s.norm[m.start():m.end() + 12].strip()}"): one of several'
    if s.zh and (m := _ZH_SOME_OF.search(s.norm)) is not None:  # (batch 111)
        return f'some of several ("{m.group()}"), not the subject as a whole'
    said = s.norm[vs:ve]
    kind_re = _identifier_kind(said)
    if (why := _odd_identifier(said, kind_re)) is not None:
        return why
    if kind_re is not None and (m := next(
            (m for m in kind_re.finditer(s.norm) if not (m.start() < ve and m.end() > vs) and
             _id_key(m.group()) != _id_key(said) and not (kind_re is _PHONE_LIKE and _fax_or_date(s.norm, m))),
            None)) is not None:
        return f'another of its kind in the sentence ("{m.group().strip()}"): a second one, or another in its place'
    if (part := _part_record(s.norm, vs)) is not None:  # {"customer": "Acme", "team": {"name": "Marketing", "budget": 18000}}
        return f'a record of a part, or of another entity, holds it ("{part}")'
    if pred.own & {"iban", "payout"} and (m := _PAID_FROM.search(s.norm, 0, vs)) is not None:
        return f'the account paid from, not paid to ("{m.group()}")'
    if "travel" in pred.own and (m := _NOT_A_TRIP.search(s.norm)) is not None:
        return f'not a trip ("{m.group()}")'
    if pred.own >= {"account", "manager"} and "account manager" not in s.norm and \
            (m := _OTHER_MANAGER.search(s.norm)) is not None:
        return f'another manager ("{m.group()}")'
    if "channel" in pred.own and (m := _INTERNALLY.search(s.norm)) is not None:
        return f'what they use among themselves, not how to reach them ("{m.group()}")'
    if (m := _MANY_HOLDERS.search(s.norm, 0, vs)) is not None:
        return f'what each of several has, or a rule for all of them ("{m.group().strip()}"), not the subject\'s'
    if s.zh and (m := _ZH_MANY_HOLDERS.search(s.norm, 0, vs)) is not None:
        return f'what each of several has, or all but us ("{m.group()}")'
    if s.zh and "need" not in pred.frame and (m := _ZH_WANTED.search(s.norm, 0, vs)) is not None:
        return f'a need or a want, not what is ("{m.group()}")'
    if s.zh and ((m := _ZH_BOUND_BEFORE.search(s.norm, 0, vs)) is not None or
                 (m := _ZH_BOUND_AFTER.match(s.norm, ve)) is not None):
        return f'a bound, not the value ("{m.group().strip()}")'
    if s.zh and (m := _ZH_DOC_LABEL.search(s.norm, 0, vs)) is not None and re.fullmatch(r"\s*[$€£¥]?\s*", s.norm[m.end():vs]):
        return f'a document\'s label, not the value\'s ("{m.group()}")'
    if numeric and ((m := _VARIANCE_AFTER.match(s.norm, ve)) is not None or
                    (m := _GOT_BACK.search(s.norm)) is not None):
        return f'a gap against the budget, or money back, not the value ("{m.group().strip()}")'
    if _MARK_ON_DIGIT.search(s.norm):  # "$18,000\u0338": a stroke or a circle drawn over a digit
        return "a mark drawn over a digit: the number may be struck out or disguised"
    if re.search(r"\[\s*[$€£¥]?\s*$", s.norm[:vs]) and re.match(r"\s*\]", s.norm[ve:]):
        return f'the value in square brackets: a placeholder or a form\'s default ("[{s.norm[vs:ve].strip()}]")'
    if s.zh and pred.names is not None:
        for m in pred.names.finditer(s.norm, 0, vs):
            if (owner := _ZH_PART_BEFORE.search(s.norm, 0, m.start())) is not None:
                return f'a part of the company, or a period, owns it ("{owner.group()}{m.group()}")'
    if (m := _COVER_STORY.search(s.norm)) is not None:
        return f'the figure given to outsiders ("{m.group()}")'
    zeros = {ord(c) - unicodedata.digit(c) for c in s.norm[vs:ve] if c.isdigit()}
    if len(zeros) > 1 or zeros - _READABLE_DIGIT_ZEROS:
        return "digits of another script, which may read as other digits"
    before = s.norm[max(0, vs - 1):vs]
    if before == "#" or (before == "@" and not pred.own & _PERSON_KEYS):
        return f'the name of a channel or a handle ("{s.norm[vs - 1:ve]}")'
    if not numeric and _POSSESSED_OTHER.match(s.norm, ve):
        return f'the value owns the thing, it is not the thing ("{s.norm[vs:ve + 12].strip()}")'
    token = re.search(r"\S*$", s.norm[:vs]).group() + s.norm[vs:ve] + re.match(r"\S*", s.norm[ve:]).group()  # type: ignore[union-attr]
    if "://" in token or re.search(r"[\w-]/[\w-]", token) and "/" not in s.norm[vs:ve] or \
            re.search(r"\.(?:tar|gz|zip|pdf|csv|txt|json|ya?ml|env|log|bak|sql|xlsx?|docx?)(?![\w])", token):
        return f'the value is a piece of a URL or a file name ("{token[:50]}")'
    return None


# (batch 90) idioms built of plain words that do not state the value: under consideration ("is up for $18,000"), a likeness
# ("the Dana Smith type"), a start to come ("comes on as our account manager"); and a scope ("Board-wise, ...")
_IDIOM_NOT_STATED = re.compile(
    r"(?<![\w'])(?:(?:is|are|'s|was|were)\s+up\s+for\s+(?!renewal|review|re-?election|discussion)|comes?\s+on\s+(?:board\s+)?as|"
    r"(?:type|kind|sort)(?:\s+of\s+(?:person|guy|thing|number|figure))?(?=\W*$))")
# (batch 91) after a number: an adjustment, an addition, a rate or a part ("$18,000, less 10%.", "10%, on top of the 5%
# partner rate", "10%, so we pay 80%", "40 seats, per team", "14 headcount, 11 filled", "18000美元，另加2000美元实施费")
_ADJUSTED_AFTER = re.compile(
    r"(?<![\w])(?:on\s+top\s+of|in\s+addition\s+to|over\s+and\s+above|plus|minus|less|net\s+of|before\s+the|after\s+the|"
    r"(?:so|i\.e\.,?)\s+we\s+pay|we\s+pay|per\s+(?:team|office|site|user|seat|person|month|year|head|department|location)|"
    r"filled|vacant|open\s+roles?|holdback|contingency)(?![\w])|另加|再加|叠加|外加|上浮|下浮|返点|扣除|另付|加上"
    r"|扣掉|减去|减掉|刨去|刨除|除去|乘以|除以")  # (batch 94: arithmetic on it in Chinese, "18000，扣掉已经花的2000")
# (batch 110) after a number, more of the same elsewhere in its sentence: the value is a part ("20 seats, and Paris has 20
# more", "20 seats, with 20 more coming", "20 seats, and the other 20 are ...", "$12,000, and there's a further $6,000",
# "20个席位，另外还有20个在上海")
_MORE_OF_IT_AFTER = re.compile(r"(?<![\w])(?:another|the\s+other|the\s+remaining|an?\s+(?:additional|further|extra))\s+\W?\d|"
                               r"(?<![\w.,])\d[\d,.]*\s*(?:k\s+)?more(?![\w])(?!\s+than)|另外(?:还)?有|另有|其余|剩下的|还有\s*\d"
                               # or a rounding of it ("$18,000 — rounded to the nearest thousand", "18000元，四舍五入"; not
                               # "not rounded")
                               r"|(?<![\w'])(?<!not\s)(?<!n't\s)round(?:ed|ing)(?![\w])|nearest\s+(?:ten|hundred|thousand|million)(?![\w])"
                               r"|四舍五入|取整|凑整")
# right after a value, a character or a word that makes it another: after a person's name a firm or a team ("Dana Smith
# & Co.", "Dana Smith, GmbH", "王伟公司"); after any name or address a character glued on ("dana@acme.com~.", and after an
# address a quote: "dana@acme.com'.")
_FIRM_AFTER = re.compile(r"\s*(?:(?:&|\+|and)\s*(?:co\b|team|partners|associates|sons|company|colleagues)|,?\s*(?:gmbh|llc|"
                         r"llp|ltd|pty|inc|corp|ag|plc|b\.?v\.?)(?![\w]))|公司|团队|小组|事务所|工作室")
_PERSON_ROLES = frozenset({"manager", "champion", "owner", "rep", "representative", "maker", "sponsor",
                           "person", "assignee", "admin", "经理", "联系人"})  # (a person's name: a firm after it is another)
# ("Gold+", "Pro ++", "Gold-level": a higher tier, or a likeness; batch 104)
_GLUED_AFTER = re.compile(r"[~^*`|\\=#%&]|-\s*$|\s*\(?\s*\+(?!\s*\d)|-(?!(?:based|hosted|only)(?![\w]))[a-z]")
# a stage right after a category value: a trial, a pilot, an evaluation ("Salesforce in pilot", "Okta, being
# evaluated", "AWS, piloting"): not yet the subject's firm one (batch 104)
_STAGE_AFTER = re.compile(r"\s*,?\s*(?:(?:in|on|under)\s+(?:a\s+|the\s+)?(?:pilot|trial|evaluation|eval|beta|probation|poc)|"
                          r"pilot(?:ing|ed)|trial+(?:ing|ed)|being\s+(?:evaluated|trial+ed|tested|piloted|assessed|"
                          r"considered|onboarded|rolled\s+out))(?![\w])")
# the item after a category value, of a listed predicate too, that makes it a habit, a default, a recommendation or a
# rank ("email, usually", "CET, in winter", "Slack, the default", "Slack, as the vendor recommends", "aisle, window
# second", "aisle, or a window", "email, and Slack as backup", "微信，其次是邮件", "邮件，试行一个月") (batch 104)
_HABIT_OR_RANK_AFTER = re.compile(
    r"\s*[,;]\s*(?:(?:usually|generally|normally|typically|ideally|often|as\s+a\s+rule|in\s+general|day[\s-]to[\s-]day|"
    r"most\s+days|most\s+of\s+the\s+time|(?:on\s+)?(?:weekdays|weekends)|"
    r"(?:(?:in|during|outside|after|off)[\s-]+)(?:(?:business|office|working)\s+)?hours|"
    r"(?:in|during)\s+(?:the\s+)?(?:winter|summer|spring|autumn|fall|cold\s+months|warm\s+months)|"
    r"(?:by|the|our)\s+default(?:\s+[\w-]+)?|default|(?:as\s+)?recommended|as\s+(?:the\s+)?[\w-]+\s+recommends|"
    r"(?:an?\s+)?[\w-]+\s+(?:second|third|next)|(?:or|else|otherwise|failing\s+that|if\s+not)\s+(?:an?\s+)?[\w-]+|"
    r"(?:and\s+)?[\w-]+\s+as\s+(?:a\s+)?(?:backup|fallback|second\s+choice|alternative))\W*$)")
_ZH_HABIT_OR_RANK_AFTER = re.compile(r"[，；,;]\s*(?:[^，；,;。]{0,6}(?:其次|次之|备用|备选)|再次|然后|试行|试用|试一|暂定|暂时|默认|"
                                     r"推荐|一般|通常|通过|经由|(?:代理|经销)商|集团|母公司|子公司)")  # ("阿里云，通过代理商")
# ---- batch 105 (red-team 37b, people-valued predicates): a person's name given for a role, held when what stands
# around the name, or around the role's name after it ("Dana Smith is our decision maker, as is Raj"), says it is not
# the subject's one current holder of that role (batch 105):
_NAMED_ROLES = _PERSON_ROLES | {"signatory", "signer", "ceo", "cfo", "coo", "cto", "contact", "approver", "decider"}
# another holder beside it ("Dana Smith, as is Raj", "and so is Raj", ", and Raj too", ", alongside Raj", ", same as
# Raj", ", among others", "is our decision maker too", "; Raj signs off too"): a shared role, one of several
# (_ANOTHER_HOLDER_AFTER)
_ANOTHER_HOLDER_WHY = "another holder beside the name"  # (so another sentence's "Raj also decides" still counts)
_ANOTHER_HOLDER_AFTER = re.compile(r"\s*,?\s*(?:as\s+(?:is|are|was)|and\s+so\s+(?:is|are)|as\s+well\s+as|alongside|"
                                   r"along\s+with|together\s+with|jointly\s+with|(?:the\s+)?same\s+as|like|besides|"
                                   r"among\s+others|among\s+other\s+\w+|too|also|as\s+well|with\s+[a-z]\w*|"
                                   r"(?:[,;–—]\s*|\s+)(?:and\s+)?[^,;.!?]{1,40}?\s+(?:too|also|as\s+well))(?![\w'])")
# a time box or a start still to come right after it ("Dana Smith this month", "today", "till March", "until June",
# "as of next week", "effective next month", "from January"): the holder for a while, or not yet (_TIME_BOXED_AFTER)
_TIME_BOXED_AFTER = re.compile(r"\s*,?\s*(?:(?:this|that|for\s+this)\s+(?:week|month|quarter|year|season|cycle|round|"
                               r"time)|today|tonight|(?:till|until|til|'til|through|thru|up\s+to)|"
                               r"(?:as\s+of|effective(?:\s+from)?|starting|beginning|from)\s+(?:next|tomorrow|the\s+(?:start|"
                               r"end|first|1st)|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*|mon|tue|wed|thu|"
                               r"fri|q[1-4]|\d))(?![\w'])")
# a clause about the person after it that takes the role away, shares it, bounds it or makes it nominal ("Dana
# Smith, who is stepping down", "whose term ends in March", "who is only an advisor", "who defers to Raj", ", though
# she's stepping down", "; she is stepping down in May", "but shares it with Raj"); a plain one stays ("who handles
# our renewals", "who was promoted") (_WHO_CLAUSE_AFTER)
_WHO_CLAUSE_AFTER = re.compile(r"\s*(?:[,;(–—-]|\s(?:and|but|though|although|while)(?![\w']))\s*[^;.!?()]*?(?<![\w'])"
                               r"(?:leav\w*|left|step\w*\s+down|stepping\s+\w+|resign\w*|notice|retir\w*|way\s+out|"
                               r"heading\s+out|moving\s+on|filling\s+in|fills\s+in|cover\w*|interim|acting|temporar\w*|only|"
                               r"merely|advis\w*|defers?|shares?|sharing|jointly|term|until|till|outgoing|departing|"
                               r"no\s+longer|nominal\w*|on\s+paper|in\s+name|veto)(?![\w'])")
# someone from outside beside it ("Dana Smith, a consultant from Globex", "a contractor", "seconded from Globex",
# "a Globex employee", "the outgoing COO", "the COO-designate", "the COO elect"; "our employee" stays)
# (_OUTSIDE_OR_CHANGING_AFTER)
_OUTSIDE_OR_CHANGING_AFTER = re.compile(r"\s*[,(–—-]\s*(?:(?:an?|the|our)\s+)?(?:\w+[\s-]+){0,3}?(?:consultant|contractor|"
                                        r"(?<!our\s)(?:employee|staffer)|"
                                        r"freelancer|advis[oe]r|secondee|outgoing|incoming|designate|elect|seconded|"
                                        r"on\s+secondment|on\s+loan|outsourced)(?![\w'])")
# a word before it, or before the role's name after it, that makes the holder one of two or nominal ("is also Dana
# Smith", "Dana Smith is also our decision maker", "is officially Dana Smith", "technically") (_NOMINAL_BEFORE)
_NOMINAL_BEFORE = re.compile(r"(?<![\w'])(?:(?P<shared>also|too|jointly)|officially|technically|nominally|formally)\s+"
                             r"(?:(?:our|the|their|its)\s+)?$")
# a preposition between the role and the name ("Our account manager is in Jordan", "is with Jordan", "from
# Paris"): a place or another party, not the person (_PREPOSITION_BEFORE_NAME)
_PREPOSITION_BEFORE_NAME = re.compile(r"(?<![\w'])(?:in|from|at|with|for|near|under|of|by|to|like|over|behind|beside|"
                                      r"inside|outside|within|via)\s+(?:the\s+)?$")
# a possessive glued to the name after the role ("Our account manager is Jordan's."): someone of that person's
# (_POSSESSIVE_NAME)
_POSSESSIVE_NAME = re.compile(r"['’]s?(?![\w])")
# in Chinese, anywhere after the name: another person with a share of the decision ("王伟，李娜也是", "李娜也拍板",
# "李娜有建议权", "和李娜一起", "实际拍板的是李娜"), another company's ("环球公司的", "华为借调过来的", "派驻的顾问"),
# a start still to come or an end ("下个月生效", "从明年一月开始", "下月到岗", "他下个月退休", "她正在休产假");
# before it, "有"/"也" ("我们的决策人有王伟", "也是王伟") (_ZH_PERSON_DOUBT, _ZH_SHARED_BEFORE)
_ZH_SHARED_AFTER = re.compile(r"也是|也参与|也有|也负责|也管|也能|也可以|也拍板|一起|共同|有(?:建议|发言|否决|决定)权|实际|"
                              r"说了算")
_ZH_PERSON_DOUBT = re.compile(r"公司的|集团的|那边的|那里的|方面的|派驻|借调|外派|顾问|生效|起|开始|到岗|上任|接任|"
                              r"退休|调走|调岗|挂名|休假|休产假|病假|暂|代理|代管|只(?:是|管|负责)|即将|马上|快要|要走|"
                              r"下(?:个)?(?:月|周|季度)|明年|月底|年底|离职(?!的)|辞职|卸任|交接")
_ZH_NOT_YET_BEFORE = re.compile(r"下(?:个)?(?:月|周|季度)|明年|下半年|即将")  # ("我们的决策人从下个月起是王伟")
_ZH_SHARED_BEFORE = re.compile(r"(?:有|也是|也|之一是)\s*$")


def _person_named_doubt(s: _Sentence, vs: int, ve: int, pred: _Pred) -> str | None:
    """Why a person's name given for a role is not plainly the subject's one current holder (batch 105)."""
    if s.zh:
        if (m := _ZH_SHARED_AFTER.search(s.norm, ve)) is not None or \
                (m := _ZH_SHARED_BEFORE.search(s.norm, max(0, vs - 4), vs)) is not None:
            return f'{_ANOTHER_HOLDER_WHY} ("{m.group()}"): a shared role, or one of several'
        if (m := _ZH_PERSON_DOUBT.search(s.norm, ve) or _ZH_NOT_YET_BEFORE.search(s.norm, 0, vs)) is not None:
            return f'a word beside the name makes it shared, another\'s, not yet or not for long ("{m.group()}")'
        return None
    if (m := _PREPOSITION_BEFORE_NAME.search(s.norm, max(0, vs - 16), vs)) is not None:
        return f'a preposition before the name ("{m.group().strip()}"): a place or another party, not the person'
    if (m := _POSSESSIVE_NAME.match(s.norm, ve)) is not None and \
            _NAMED_ROLES & set(_WORD.findall(s.norm, max(0, vs - 40), vs)):  # ("The final decision is Dana's" stays)
        return f'a possessive on the name ("{s.norm[vs:m.end()]}"): someone of that person\'s'
    roles = list(pred.names.finditer(s.norm, ve)) if pred.names is not None else []  # ("Dana is our decision maker")
    for head in (vs, *(r.start() for r in roles)):
        if (m := _NOMINAL_BEFORE.search(s.norm, max(0, head - 24), head)) is not None:
            return f'{_ANOTHER_HOLDER_WHY if m.group("shared") else "a word before it makes the holder nominal"} ' \
                   f'("{m.group().strip()}")'
    for tail in (ve, *(r.end() for r in roles)):
        if (m := _ANOTHER_HOLDER_AFTER.match(s.norm, tail)) is not None:
            return f'{_ANOTHER_HOLDER_WHY} ("{m.group().strip(" ,")}"): a shared role, or one of several'
        if (m := _TIME_BOXED_AFTER.match(s.norm, tail)) is not None:
            return f'the role for a while only, or not yet ("{m.group().strip(" ,")}")'
        if (m := _WHO_CLAUSE_AFTER.match(s.norm, tail) or _OUTSIDE_OR_CHANGING_AFTER.match(s.norm, tail)) is not None:
            return f'a clause about the person that may take the role away or share it ("{m.group().strip(" ,;(")}")'
    return None


_OWN_WORD_AFTER = re.compile(r"\s+([a-z]+)")  # "aisle seat, usually": the predicate's word after the value
# a stage in brackets after a label ("CRM system (pilot): ...", "(demo)"): words of the frame elsewhere (batch 104)
_STAGE_BRACKET = frozenset({"pilot", "trial", "poc", "beta", "evaluation", "eval", "sandbox", "demo", "test", "draft"})
# a label that names the predicate in the plural, over a list or a value alone ("Preferred channels: email, Slack",
# "Data regions: EU, US", "Cloud providers: AWS"): the field holds several, the value is one of them (batch 104)
_PLURAL_LABEL = re.compile(r"^\W*(?:[\w'-]+\s+){0,2}([a-z]+)(?:s|\(s\)|es)(?:\s+(?:in\s+order|ranked|by\s+preference))?\s*:[^:;.!?\n]{0,60}$")
_QUOTE_GLUED = re.compile(r"['’]")  # (after an address only: after a name it is a possessive)
# a time zone written as a POSIX TZ string (its sign reversed: "TZ=UTC+1" is an hour behind UTC), or beside a place or an
# offset that may make it another ("CET, same as London", "UTC+8，我们在东京", "CET, i.e. UTC+2")
_TZ_STRING = re.compile(r"(?<![\w])tz\s*=\s*[\w/+-]*$")
_TZ_TAIL = re.compile(r"(?<![\w])(?:same\s+as|like|i\.e\.|that\s+is|we're\s+in|we\s+are\s+in|our\s+office\s+is\s+in|"
                      r"office\s+in|based\s+in|ahead|behind|gmt|utc)(?![\w])|跟|一样|比|晚|早|我们在|位于")
_SCOPED_WISE = re.compile(r"^\W*(?P<w>[a-z]+)-wise(?![\w])")  # "Board-wise, our budget is ..." (not "Budget-wise")
# a clause after a name, an address, a number or a city that changes or qualifies it ("+49 30 1234567 but swap the last two
# digits", "dana@acme.com but with .de at the end", "Berlin but the one in Wisconsin")
_BUT_AFTER = re.compile(r"\s+(?:but|except|though|although|minus|plus)(?![\w'])")  # (right after it: with no comma between)


# (batch 103) a person of the party as the one that has it or is there ("Acme's CEO has 40 seats.", "Acme's CFO has
# $18,000 to spend.", "Acme's CEO is based in Berlin."): the person's, not the party's; "Acme's CEO says ..." stays
_PERSON_HOLDS = re.compile(
    r"(?<![\w])(?:[\w&.-]+'s?|our|the|their|its)\s+(?:ceo|cfo|cto|coo|cio|ciso|cmo|founder|co-?founder|owner|president|"
    r"chair(?:man|woman|person)?|md|managing\s+director|vp|head\s+of\s+\w+|chief\s+\w+\s+officer)\s+"
    r"(?:(?:also|still|now|currently|personally)\s+)?(?:has|have|had|holds?|owns?|keeps?|gets?|spends?|runs?|lives|sits|works|"
    r"is\s+(?:based|located|sitting|working|living)|is\s+in)(?![\w])")
# (batch 99) a figure with a multiplication sign beside it ("40 × seats", "×40 seats"), or a single amount before its
# predicate's noun in the plural ("We have $18,000 budgets.": each of several is that much, none is the subject's one)
_TIMES_SIGN = re.compile(r"[×✕✖⨯]")
_NOUN_AFTER = re.compile(r"[\s-]*([a-z]+)")


def _several_or_times(s: _Sentence, vs: int, ve: int, pred: _Pred, numeric: bool) -> str | None:
    """A multiplication sign next to the figure, or the predicate's own noun in the plural right after it."""
    if not numeric:
        return None
    if _TIMES_SIGN.search(s.norm, max(0, vs - 3), vs) or _TIMES_SIGN.search(s.norm, ve, ve + 3):
        return "a multiplication sign beside the figure"
    if (m := _NOUN_AFTER.match(s.norm, ve)) is not None and (w := m.group(1)) not in pred.own and \
            "%" not in s.norm[vs:m.start(1)] and \
            (w[:-1] in pred.own or w[:-2] in pred.own and w.endswith("es")):
        return f'the figure is each of several ("{w}")'
    return None


def _judge(s: _Sentence, a: int, b: int, vs: int, ve: int, cur: bool, numeric: bool, dated: bool, pred: _Pred,
           names: frozenset[str], kind: str, captured_at: datetime, valid_from: datetime | None) -> Grounding:
    def no(why: str) -> Grounding:
        return Grounding("absent", s.raw, why)

    def unsure(why: str) -> Grounding:
        return Grounding("unclear", s.raw, why)

    h = s.hits
    skip = (vs, ve)
    def named_in(x: int, y: int) -> bool:
        return pred.names is not None and any(not numeric or not (vs <= m.start() < ve)
                                              for m in pred.names.finditer(s.norm, x, y))

    before = [(x, y) for x, y in s.clauses if y <= a]
    near = False  # named only in the clause before ("预算没变，还是18000美元"): a person decides
    if not named_in(a, b):
        if not before or not named_in(*before[-1]):
            return no("the predicate is not named in the clause that states the value")
        near = True
    if s.question or "(?)" in s.norm or "?)" in s.norm:
        return no("a question states nothing")
    if h["counterfactual"]:
        return no("a counterfactual states nothing")
    if not s.zh and (m := _OPENS_SUBORDINATE.match(s.norm)) is not None and m.end() <= vs:
        return unsure(f'the value stands in a clause that hangs on another ("{m.group().strip()}")')
    if not s.zh and (m := _REMEMBERED_AS.search(s.norm, 0, vs)) is not None:
        return unsure(f'a recollection of it ("{m.group().strip()}"): it may be a value of the past')
    if not s.zh and (where := _there_place(s.norm, a, vs, ve)):
        return unsure(f'"there" puts it at another place or party ("{where}")')
    if any(a <= x < b and not vs <= x < ve and not _affirms(s, x) for x, _ in h["negation"]):
        return no("it is negated")  # (not one that says the value holds: "and not a cent more", "without a doubt")
    if _in(h["conditional"], 0, b, skip):
        return no("a condition states nothing")
    if "wish" not in pred.allow and _in(h["wish"], a, b, skip):
        return no("a wish states nothing")
    if "plan" not in pred.allow and _in(h["plan"], a, b, skip):
        return no("a plan states nothing yet")
    if _in(h["hedge"], 0, len(s.norm), skip):
        return no("it is hedged")
    if "reported" not in pred.allow and (why := _reported(s, names, kind)):
        return no(why)
    if _in(h["partial"], a, b, skip) and not pred.own & {"spend", "spent", "balance", "remaining", "left", "deposit"}:
        return no("a part of it, not the whole")
    if why := _other_party(s, a, b, vs, ve, names, kind, pred):
        return no(why)
    if any(o not in names and o != kind and o not in pred.words for o in s.owners):
        return no("it is about another party (a name that owns it)")
    # a value written with digits is a quantity, whatever its kind: "up to 15%", "~15%" bound it as "up to 15" does
    counted = numeric or dated or any(c.isdigit() for c in s.norm[vs:ve])
    if counted and (why := _approximate(s, a, b, vs, ve, numeric or not dated)):
        return no(why)
    if why := _alternative(s, a, vs, ve, words=not numeric and not dated):
        return no(why)
    if numeric and (why := _bound_elsewhere(s, a, vs, ve, b, cur, pred)):
        return no(why)
    if why := _before_change(s, a, b, vs, ve):
        return no(why)
    # cues outside the clause: the rules cannot tell
    if h["conditional"]:
        return unsure("a condition elsewhere in the sentence")
    if "plan" not in pred.allow and _in(h["future"], a, b, skip):
        return unsure("the future tense: a commitment or a plan")
    if "wish" not in pred.allow and _in(h["modal"], a, b, skip):
        return unsure("a modal (would, could) that does not commit")
    if why := _part_of_name(s, a, b, vs, ve, names):
        return unsure(why)
    if (m := _FOREIGN.search(s.norm, 0, vs) or _FOREIGN.search(s.norm, ve)) is not None:
        return unsure(f'a word in a script the rules do not read ("{m.group()}")')
    if why := _cue_elsewhere(s, a, b, vs, ve, pred) or _opening_label(s, a, b, vs, ve, pred, names, kind) or \
            _whose_comment(s, names, kind) or _takes_in_all(s, vs) or _waits_for(s, vs, names):
        return unsure(why)
    if (numeric or dated) and (why := _time_elsewhere(s, a, b, vs, ve, valid_from or captured_at, captured_at,
                                                       numeric)):
        return unsure(why)
    if numeric and (m := _MORE_AFTER.match(s.norm, ve, b)) is not None:
        return unsure(f'a change or an addition ("{m.group().strip()}"), not the whole')
    if not numeric and not dated and (why := _longer_name(s, vs, ve, pred) or _name_after(s, vs, ve, names, pred)
                                      or _another_like(s, vs, ve)
                                      or (_zh_name_after(s, ve, s.norm[vs:ve]) if s.zh and not any(
                                          w.endswith("s") and not w.endswith("ss") for w in pred.own) else None)):
        return unsure(why)
    ok = _lang("en").name_ok
    # a name set off at the start labels what follows, unless the clause speaks for its writer
    # ("Globex, budget: $18k" is Globex's; "Dana, our budget is $18k" speaks to Dana)
    label = [s.label] if s.label is not None and not _FIRST_PERSON.search(s.norm, a, b) else []
    others = [n for x, n in [*s.parties, *label] if x < b and not vs <= x < ve and n not in names and n != kind
              and n not in pred.words and n not in ok and n not in _CALENDAR and _stem(n) not in pred.stems
              and n not in _NOT_PARTY and not ("travel" in pred.own and n in _lang("en").places)]  # (a trip's destination)
    if others:
        return unsure(f'another party may be named ("{others[0]}")')
    if (why := _us_named(s, vs, ve, numeric) or _it_named(s, a, b, vs, ve)) is not None:
        return unsure(why)
    if s.zh and (m := _ZH_REGION.search(s.norm, 0, vs)) is not None:
        return unsure(f'a region may be named ("{m.group().rstrip("，, ")}"): the value may be only its part')
    if s.zh and (m := _ZH_LATIN_PART.search(s.raw)) is not None:  # (`cased` may have lost its case)
        return unsure(f'a department or region may be named ("{m.group()}"): the value may be only its part')
    if why := _others_possessive(s, vs, ve, names, kind):
        return unsure(why)
    if _in(h["third_person"], a, b) and not _named(s, names, kind) and not _in(h["self"], a, b):
        return unsure("a pronoun that may not be the subject")
    if near:
        return unsure("the predicate is named only in the clause before the value")
    if h["reopened"]:
        x, y = h["reopened"][0]
        return unsure(f'the sentence reopens the value ("{s.norm[x:y]}")')
    if pred.names is not None and (m := next((n for n in pred.names.finditer(s.norm, a, b) if not vs <= n.start() < ve
                                              and _scare_quoted(s.norm, n.start(), n.end())), None)) is not None:
        return unsure(f'the predicate\'s name is in quotes ("{m.group()}"): a so-called one')  # 'Our "budget" is $18,000.'
    if (m := _FALSITY.search(s.norm, ve) or _JEST_BESIDE.search(s.norm, ve)) is not None:  # "$18,000 — that was a lie."
        # (batch 108) "We have 40 seats, sure, and unicorns are real.", "HQ is in Austin, obviously, where else ..."
        return unsure(f'a word after the value calls it untrue or a jest ("{m.group()}")')
    if (m := _YEAR_AT_END.search(s.norm, max(ve, len(s.norm) - 40)) or _YEAR_TAG_AT_START.match(s.norm)) is not None \
            and int(m.group("y")) < captured_at.year and not (m.start() <= vs < m.end()):
        return unsure(f'a year in a bracket dates what it says ("{m.group().strip()}")')
    if (m := _CALLED_OFF_AT_END.search(s.norm, max(ve, len(s.norm) - 48)) or (
            _PROPOSED_AT_END.search(s.norm, max(ve, len(s.norm) - 32)) if "plan" in pred.allow else None)) is not None:
        return unsure(f'its last words call it wrong, old, unsourced or only proposed ("{m.group().strip(" .。!！()[]（）【】")}")')
    if (m := _IDIOM_NOT_STATED.search(s.norm)) is not None:  # "Put us down for 40 seats.", "the Dana Smith type" (batch 90)
        return unsure(f'an idiom that does not state it ("{m.group().strip()}")')
    if (m := _SCOPED_WISE.match(s.norm)) is not None and m.group("w") not in pred.words:
        return unsure(f'a scope in front of it ("{m.group().strip()}")')
    if numeric and not dated and (m := _ADJUSTED_AFTER.search(s.norm, ve) or _MORE_OF_IT_AFTER.search(s.norm, ve)) is not None:  # "$18,000, less 10%." (batch 91)
        return unsure(f'a clause after the value adjusts it, or adds to it ("{m.group().strip()}")')
    if not numeric and not dated and (m := _GLUED_AFTER.match(s.norm, ve) or (
            _FIRM_AFTER.match(s.norm, ve) if pred.words & _PERSON_ROLES else None) or (
            _QUOTE_GLUED.match(s.norm, ve) if "@" in s.norm[vs:ve] else None)) is not None:  # ("dana@acme.com'.")
        return unsure(f'what follows the value makes it another ("{s.norm[vs:m.end()].strip()}")')  # "Dana Smith & Co."
    at = ve + (len(ow.group()) if (ow := _OWN_WORD_AFTER.match(s.norm, ve)) and ow.group(1) in pred.own else 0)
    if not numeric and not dated and ((m := _HABIT_OR_RANK_AFTER.match(s.norm, at)) is not None or
                                      s.zh and (m := _ZH_HABIT_OR_RANK_AFTER.search(s.norm, ve)) is not None):
        return unsure(f'it is qualified after the value: a habit, a default or a rank ("{m.group().strip(" ,;")}")')
    if not numeric and not dated and pred.own & _NAMED_ROLES and "@" not in s.norm[vs:ve] and \
            not _DIGIT.search(s.norm, vs, ve) and (why := _person_named_doubt(s, vs, ve, pred)) is not None:  # (batch 105)
        return unsure(why)
    if not numeric and not dated and (m := _STAGE_AFTER.match(s.norm, ve)) is not None:  # (batch 104)
        return unsure(f'a trial, a pilot or an evaluation, not yet its own ("{m.group().strip(" ,")}")')
    if not numeric and not dated and (m := _PLURAL_LABEL.match(s.norm, 0, vs)) is not None and \
            m.group(1) in pred.own:  # (batch 104; not where the key is plural itself: "Languages: ...")
        return unsure(f'a label in the plural ("{m.group(1)}s"): the value may be one of several')
    if pred.own & {"timezone"} and ((m := _TZ_STRING.search(s.norm, 0, vs)) or (m := _TZ_TAIL.search(s.norm, ve))):
        return unsure(f'a time zone beside a place, an offset or a TZ string that may make it another ("{m.group()}")')
    if not numeric and not dated and (m := _BUT_AFTER.match(s.norm, ve)) is not None:  # "Berlin but the one in Wisconsin"
        return unsure(f'a clause after the value changes or qualifies it ("{s.norm[m.start():m.start() + 40].strip()}")')
    if (m := _AWAITING.search(s.norm)) is not None:  # "$18,000, still needs the CFO's sign-off", "需要老板批准"
        return unsure(f'the statement waits for an approval or binds no one yet ("{m.group()}")')
    if numeric and s.zh and (why := _zh_another_after(s, vs, ve)):
        return unsure(why)
    if numeric and s.zh and not pred.words & _RATE_WORDS:
        stop = ve  # the value's clause and the item after it: "每月18000美元", "18000美元，每月", "18000美元（每月）"
        for _ in range(2):
            cut = _ZH_ITEM_CUT.search(s.norm, stop + 1)
            stop = cut.start() if cut else len(s.norm)
        named = [n.end() for n in pred.names.finditer(s.norm, a, vs)] if pred.names is not None else []
        # (after the predicate's name: "我们的每月预算是1500美元" names a monthly budget, as "Our monthly budget" does)
        if (m := _ZH_RATE.search(s.norm, named[-1] if named else a, stop)) is not None:
            return unsure(f'a rate ("{m.group()}"), not the value')
    if (m := _CORRECTED_AT.match(s.norm, ve) or _CORRECTED_LATER.search(s.norm, ve)) is not None:
        return unsure(f'a correction after the value ("{s.norm[m.start():m.end() + 24].strip(" ,;(")}")')
    if (m := _QUALIFIED_AFTER.match(s.norm, ve)) is not None:  # (also where a plan is allowed: "2026-12-01, tentatively")
        return unsure(f'it is qualified after the value ("{m.group().strip(" ,;(")}")')
    if (cut := _NEXT_ITEM.match(s.norm, ve)) is not None and (why := _item_after(s.norm, cut.end(), numeric, dated,
                                                                                  bool(pred.words & _PERIOD_WORDS))):
        return unsure(why)  # "$18,000, per year", "$18,000, for Q3", "$18,000, was, anyway": as without the comma
    timed = dated or _TIME_TOKEN.fullmatch(s.norm[vs:ve].strip()) is not None
    if timed and cut is not None and (other := _another_time(s.norm[cut.end():cut.end() + 40], s.norm[vs:ve])):
        return unsure(f'another date beside it ("{other}"): a second one, or another in its place')
    if "plan" in pred.allow and (m := _IN_PLACE.search(s.norm, ve, b)) is not None and _placed(s, m.start("p")):
        return unsure(f'it is for a place or a region ("{m.group().strip()}"), not the whole')
    if dated and _in(h["past_tense"], a, b, skip) and (d := as_date(s.norm[vs:ve].strip())) is not None and \
            (d[0], d[1], d[2] or 1) > (captured_at.year, captured_at.month, captured_at.day):
        return unsure("the past tense of a date still to come: it may have changed")  # "Our renewal date was 2027-..."
    if dated and (m := _DATE_WAS.search(s.norm, a, vs)) is not None:  # "Renewal date was 2026-03-01." (batch 96)
        return unsure(f'the date field in the past tense ("{m.group()}"): it may have moved since')
    if not s.zh and (why := _scoped_to_a_part(s.norm, vs, ve)):
        return unsure(why)
    if not s.zh and "budget" in pred.own and (m := _IN_THE_BUDGET.match(s.norm, ve)) is not None:
        return unsure(f'an amount in the budget ("{m.group().strip()}"): what is left of it, or a part, not the budget')
    if not s.zh and ((m := _BY_AN_EVENT.search(s.norm, ve)) is not None or (  # ("Come the renewal, our IBAN is ...")
            (m := _BY_AN_EVENT.search(s.norm, 0, vs)) is not None and m.group().startswith("come"))):
        return unsure(f'a time to come by which it will hold ("{m.group()}"): what it is to be, not what it is')
    if (decided := _DECIDED_IN.search(s.norm, a, vs)) is not None:  # "The rollout plan is finalized in Q4."
        return unsure(f'the time is when it is decided, not when it happens ("{decided.group().strip()}")')
    if pred.unframe and (w := _unframed(s.norm, a, b, vs, ve, pred.unframe)):
        return unsure(f'the clause says more than a plain assertion ("{w}": beside this predicate, another thing)')
    if not s.zh and (why := _another_reading(s, a, b, vs, ve, pred, numeric)):
        return unsure(why)
    if s.zh and (why := _batch84_reading(s, a, b, vs, ve, pred, numeric)):  # (its English words in a Chinese sentence)
        return unsure(why)
    if why := _batch94_reading(s, a, b, vs, ve, pred, numeric, dated):
        return unsure(why)
    if why := _several_or_times(s, vs, ve, pred, numeric):
        return unsure(why)
    if (m := _PERSON_HOLDS.search(s.norm, a, vs)) is not None and not (  # "Acme's CEO is based in Berlin." (batch 103)
            pred.names is not None and pred.names.search(s.norm, m.end(), vs)):  # (not "... works from our HQ in Berlin")
        return unsure(f'a person of the party holds it, not the party ("{m.group().strip()}")')
    if s.zh and (m := _THEN_LEAD.match(s.norm)) is not None and m.end() <= vs:  # "Even then 我们的预算是..."
        return unsure(f'the consequent of something said before ("{m.group().strip()}")')
    if s.zh and (m := _ZH_APPROVAL_ASKED.search(s.norm)) is not None:  # "请批准12个座位。", "预算18000美元，请批准。"
        return unsure(f'an approval is asked for it ("{m.group()}"): not granted yet')
    if s.zh and (m := _ZH_AS_A_PART.search(s.norm, 0, vs)) is not None:
        return unsure(f'it is said as a part of the company, and is that part\'s ("{m.group()}")')
    if "plan" not in pred.allow and (why := _shape(s, a, b, vs, ve, pred, names, kind, numeric, dated)):
        return unsure(why)
    if pred.own & {"renewal", "timeline"} and (why := _zh_plan_shape(s, vs, ve) if s.zh else
                                               _plan_shape(s, a, b, vs, ve, pred, names, kind)):
        return unsure(why)
    if "timeline" in pred.own and (why := _timeline_of_another(s, vs, ve)):
        return unsure(why)
    if "plan" in pred.allow and (why := _other_thing(s, a, b, vs, ve, pred, names, kind, dated)):
        return unsure(why)  # "Our domain renewal is on ...", "Our renewal quote expires ..." (the shape check is skipped)
    if "plan" in pred.allow and (why := _not_the_plan(s, a, b, vs, ve, pred, timed)):
        return unsure(why)
    if "plan" in pred.allow and _TICKED.match(s.raw):  # "[x] Remind me to ...": a checklist's item ticked off
        return unsure("a ticked item: done already")
    if "remind" in pred.words and (m := _REMIND_OTHER.search(s.norm, 0, vs)) is not None:
        return unsure(f'a reminder for someone else ("{m.group().strip()}")')
    if "remind" in pred.words and (m := _REMINDER_OFF.search(s.norm)) is not None:
        return unsure(f'the reminder is taken back or done ("{m.group().strip()}")')
    if dated and (why := _impossible_date(s, vs, ve, pred)):
        return unsure(why)
    if (m := _PERIOD_PART.search(s.norm, *_item(s, a, b, vs, ve))) is not None and not (vs <= m.start() < ve) and \
            not pred.words & _PERIOD_WORDS:
        return unsure(f'it is for a part of the year ("{m.group()}")')
    if s.zh and (m := _ZH_PERIOD_PART.search(s.norm)) is not None and not (vs <= m.start() < ve) and \
            not pred.words & _PERIOD_WORDS:  # anywhere in a Chinese sentence ("我们Q1的预算", "...美元，for Q1")
        return unsure(f'it is for a part of the year ("{m.group()}")')
    if numeric and (m := _RATE_AFTER.match(s.norm, ve, b)) is not None and not pred.words & _RATE_WORDS:
        return unsure(f'a rate ("{m.group().strip()}"), not the value')
    start, end, said, mentioned = _times(s, a, b, vs, ve, captured_at)
    if (expiry := _expires(s, vs, ve, captured_at)) is not None:  # "Discount 15%, valid to 2026-09-30.": until then
        if said is not None and said in expiry[1]:  # (the date's month is no start of its own: "expires 15 Dec"; batch 96)
            start = None
        end, said = expiry
        start = start if start is not None and start < end else None
    if end is None and (m := _UNDATED_END.search(s.norm, a)) is not None:  # (after the clause too; batch 96)
        return unsure(f'it ends at a time the rules cannot date ("{m.group()}")')  # "... until Friday"
    if any(w in s.norm for w in _VALID_SPAN_HINTS) and (m := _VALID_SPAN.search(s.norm)) is not None and \
            not (vs <= m.start() < ve):  # (batch 96)
        return unsure(f'it is valid for a span from a time the rules cannot date ("{m.group()}")')
    if (why := _dated_head(s, vs, captured_at)) is not None:
        return unsure(why)
    if (m := _FOR_A_PART.search(s.norm, a, b)) is not None and not (vs <= m.start() < ve):
        return unsure(f'it is for a span shorter than the year ("{m.group()}")')  # "$18,000 for the month"
    if numeric and (sign := _UNREAD_SIGN.search(s.raw[max(0, vs - 2):ve + 3] if len(s.raw) == len(s.norm) else
                                               s.norm[max(0, vs - 2):ve + 3])) is not None:
        return unsure(f'a currency sign the rules do not read ("{sign.group()}")')  # "₩18000", "18000 ₫"
    if (why := _rest_changes(s, ve, 0 if numeric or dated else s.norm[vs:ve])) is not None:  # "Berlin, but we moved to Munich."
        return unsure(why)
    if not pred.known and not numeric and not dated and (
            (m := _PLEASE_AFTER.match(s.norm, ve)) is not None or s.zh and (m := _ZH_AND_ANOTHER.match(s.norm, ve)) is not None):
        return unsure(f'a request or another value after it ("{m.group().strip(" ,，")}"; batch 101)')  # "EU please"
    if (m := _STALE_SOURCE.search(s.norm)) is not None and not (m.start() <= vs < m.end()):
        return unsure(f'it is read from an out-of-date source ("{m.group().strip()}")')
    if (m := _PART_ONLY.match(s.norm, ve)) is not None:
        return unsure(f'it is for a part only ("{m.group().strip(" ,;—–-.")}")')
    if not s.zh and (why := _announced_after(s, ve)) is not None:
        return unsure(why)
    if (why := _helper_found(s, a, vs, ve, numeric)) is not None:
        return unsure(why)
    if (numeric or dated) and (why := _in_identifier(s, vs, ve, numeric)) is not None:
        return unsure(why)
    if (why := _doc_scoped(s, vs, ve, pred)) is not None:
        return unsure(why)
    if (why := _records_found(s, a, b, vs, ve, pred, numeric, captured_at)) is not None:
        return unsure(why)
    if (why := _whole_or_share(s, a, b, vs, ve, numeric)) is not None:
        return unsure(why)
    if (why := _negotiation_position(s, a, vs, ve)) is not None:
        return unsure(why)
    if (why := _text_tricks(s, vs, ve, pred, numeric, kind)) is not None:
        return unsure(why)
    if (why := _whose_details(s, vs, ve, pred, names) or _one_of_a_kind(s, vs, ve, pred, names) or \
            _zh_one_of_a_kind(s, vs, ve, pred, names) or _grammar_frames(s, vs, ve, dated)) is not None:
        return unsure(why)
    if (m := _UNIT_SUBJECT.match(s.norm)) is not None and m.end() <= vs:  # "Finance has a budget of $18,000."
        return unsure(f'it is about a part of the subject ("{m.group().strip()}")')
    # (after the value too, past the clause: "HQ: Munich, effective after the move in spring"; batch 96)
    if start is None and (m := _UNDATED_START.search(s.norm)) is not None and not (vs <= m.start() < ve) \
            and not _CITED_DOCUMENT.fullmatch(m.group()):
        return unsure(f'it starts at a time the rules cannot date ("{m.group()}")')  # "... from Monday", "at renewal"
    if not mentioned and not dated and _in(h["past_tense"], a, b, skip):
        return unsure("the past tense with no time: it may no longer hold")
    # a proposal dated well before or after the capture, when the text names no time nor date, is not what the source
    # says: "We have 40 seats." captured in 2026 says nothing of 2019 (batch 96)
    if valid_from is not None and start is None and end is None and valid_from < captured_at - _VALID_FROM_BEFORE and \
            not dates_in(s.norm) and _ZH_DATE.search(s.norm) is None:
        return Grounding("unclear", s.raw, "the proposal's valid time is not the source's (it gives none)", None, None)
    ref = valid_from or captured_at
    # (a claim whose valid time lies inside a dated window the text gives stands: "In 2019 our budget was $18,000"
    # for valid_from 2019-03-01; an undated "formerly" or "以前", or "until ..." alone, ends it for any valid time)
    if end is not None and (end <= ref or (start is None and end <= captured_at)) and \
            not (valid_from and start is not None and start <= valid_from):
        return Grounding("unclear", s.raw, f'it speaks of an earlier time ("{said}")', start, end)
    if start is not None and valid_from is not None and valid_from < start:
        return Grounding("unclear", s.raw, f'it holds from a later time ("{said}")', start, end)
    if end is not None and valid_from is not None and valid_from >= end:
        return Grounding("unclear", s.raw, f'it held only until an earlier time ("{said}")', start, end)
    # (the last check: in a fragment joined on, `_AS_AN_ASIDE` ignores it, so it may shadow no other rule's reason)
    if (why := _restated_after(s, vs, ve, numeric, dated)) is not None:
        return unsure(why)
    if not numeric and not dated and not pred.known and not _DIGIT.search(s.norm, vs, ve) \
            and (cut := _NEXT_ITEM.match(s.norm, ve)) is not None and s.norm[ve:cut.end()].strip() in (",", ";") and \
            (why := _category_comment(s, cut.end(), pred, names)):
        return unsure(why)  # "AWS, via a reseller", "Gold, complimentary" (batch 104; an aside in a fragment joined on)
    if (m := (_ZH_SCOPED_AT_END if s.zh else _SCOPED_AT_END).search(s.norm, ve)) is not None:  # (batch 112)
        return unsure(f'the end of the sentence scopes the statement ("{m.group().strip(" ,;.!…")}")')
    if (why := _unit_basis_other(s, vs, ve, pred, numeric, dated)) is not None:  # (batch 114, 46b)
        return unsure(why)
    if (m := (_ZH_REALITY_OTHER if s.zh else _REALITY_OTHER).search(s.norm, ve)) is not None:  # (batch 113, 45b)
        return unsure(f'a later clause says what it is in practice ("{s.norm[m.start():m.end() + 24].strip(" ,;:(")}")')
    return Grounding("asserted", s.raw, "the sentence asserts the claim",
                     start if start is not None and start > captured_at else None, end)


# ---------------------------------------------------------------- currency (BRIEF rule 3: currency normalised)

# domain.canon.CURRENCIES: what each mark may mean
_CUR_WORDS = "|".join(sorted((re.escape(k) for k in CURRENCIES), key=len, reverse=True))
_CUR_BEFORE = re.compile(r"(?:(?<![a-z])|(?<=[a-z]\$))(?:" + _CUR_WORDS + r")\s*$")
_CUR_AFTER = re.compile(r"^\s*(?:" + _CUR_WORDS + r")(?![a-z])")


# letters glued to a dollar sign name which dollar ("A$18,000", "NZ$ 500", "US$")
_DOLLAR_PREFIX = re.compile(r"(?<![\w$])([a-z]{1,3})$")
_GLUED_DOLLAR = re.compile(r"(?<![\w$])([a-z]{1,3})\$\s?$")
# a currency named in a sentence or a line apart from any number ("Budget in EUR: 18,000", "EUR budget", "18,000 in
# euros", "All amounts in AUD.", "$ means AUD throughout"), with the codes and names the marks do not cover
_OTHER_MONEY = {"sgd": "sgd", "nzd": "nzd", "hkd": "hkd", "mxn": "mxn", "brl": "brl", "sek": "sek", "nok": "nok",
                "dkk": "dkk", "pln": "pln", "krw": "krw", "zar": "zar", "rub": "rub", "thb": "thb", "idr": "idr",
                "myr": "myr", "php": "php", "vnd": "vnd", "huf": "huf", "czk": "czk", "ils": "ils", "aed": "aed",
                "sar": "sar", "try": "try", "francs": "chf", "franc": "chf", "rupee": "inr", "won": "krw",
                # (batch 114, 46b) a few more plural names, for "Everything's in pesos." beside a claim in dollars
                "pesos": "mxn", "reais": "brl", "zloty": "pln", "kronor": "sek", "baht": "thb", "ringgit": "myr",
                "dirhams": "aed", "riyals": "sar",
                "australian dollars": "aud", "australian dollar": "aud", "aussie dollars": "aud", "canadian dollars": "cad",
                "canadian dollar": "cad", "singapore dollars": "sgd", "singapore dollar": "sgd", "new zealand dollars": "nzd",
                "hong kong dollars": "hkd", "hong kong dollar": "hkd", "us dollars": "usd", "us dollar": "usd",
                "澳元": "aud", "加元": "cad", "港币": "hkd", "港元": "hkd", "新加坡元": "sgd", "新元": "sgd"}
_MONEY_NAMES: dict[str, frozenset[str]] = {
    **{k: v for k, v in CURRENCIES.items() if len(k) > 1 and k not in ("元", "块", "刀", "us$", "c$", "a$")},
    **{k: frozenset({v}) for k, v in _OTHER_MONEY.items()}}
_MONEY_NAMED = re.compile(r"(?<![\w$])(?:" + "|".join(sorted((re.escape(k) for k in _MONEY_NAMES), key=len, reverse=True))
                          + r")(?![a-z])|[$€£¥₹]")
_CURRENCY_DECL = re.compile(
    r"(?:^|(?<=[\s(]))(?:(?:all\s+)?(?:amounts|figures|numbers|values|prices|costs|sums|totals)\s+"
    # (batch 114, 46b) where they stand or who sends them, between: "Figures below in EUR.", "All numbers I send are in
    # Swiss francs.", "Numbers in this email are in euros."; and "Everything's in euros."
    r"(?:(?:below|above|here|i\s+send|we\s+send|in\s+this\s+(?:email|e-mail|mail|thread|message|note|table|sheet|quote))\s+)?"
    r"(?:are\s+|shown\s+|given\s+|stated\s+|quoted\s+|listed\s+)*(?:in\s+)?|everything(?:'s|\s+is)\s+in\s+|"
    r"currency\s*(?:is|:|=)\s*|(?:[$]|dollars?)\s+(?:means?|is|are|=)\s+|"
    r"in\s+(?=\S+\s+throughout)|以)(?P<c>[^\s.,;:!?)]+(?:\s+(?:dollars?|francs?))?)")


def _currency_named(norm: str, vs: int, ve: int) -> tuple[str, frozenset[str]] | None:
    """A currency named in `norm` apart from any number (and outside `vs:ve`)."""
    for m in _MONEY_NAMED.finditer(norm):
        if vs <= m.start() < ve or re.search(r"\d[\d,.]*\s?[kKmM]?\s?$", norm[max(0, m.start() - 12):m.start()]) or \
                re.match(r"\s?\d", norm[m.end():]):
            continue  # a number's own currency: read with that number
        mark = m.group()
        return mark, _MONEY_NAMES.get(mark) or CURRENCIES.get(mark, frozenset())
    return None


# a dollar named by its country's adjective in a declaration ("All figures Canadian.", "Figures are Singaporean.") (batch 94)
_DOLLAR_NATIONS = {"canadian": "cad", "australian": "aud", "aussie": "aud", "singaporean": "sgd", "singapore": "sgd",
                   "mexican": "mxn", "taiwanese": "twd", "jamaican": "jmd", "namibian": "nad", "liberian": "lrd"}


def _currency_declared(norm: str) -> tuple[str, frozenset[str]] | None:
    """A line or a sentence that gives the text's numbers their currency ("All amounts in AUD.")."""
    for m in _CURRENCY_DECL.finditer(norm):
        named = _currency_named(m.group("c"), -1, -1)
        if named is None and (code := _DOLLAR_NATIONS.get(m.group("c"))) is not None:
            named = m.group("c"), frozenset({code})
        if named is not None:
            return named
    return None


def _same_money(named: frozenset[str], claimed: tuple[str, frozenset[str]] | None) -> bool:
    """Whether a currency named apart from the number is the claim's: the US dollar or any dollar for a bare
    number or "$", or the very currency a claim names ("A$18,000" and "All amounts in AUD")."""
    if named == DOLLARS or "usd" in named:
        return claimed is None or bool(claimed[1] & named)
    return claimed is not None and claimed[1] != DOLLARS and bool(claimed[1] & named)


def _text_currency(sentences: tuple[_Sentence, ...]) -> tuple[str, frozenset[str]] | None:
    """The first currency a line or a sentence of the text declares for its numbers (`_currency_declared`)."""
    return next((d for t in sentences if (d := _currency_declared(t.norm)) is not None), None)


def _currency_unsaid(s: _Sentence, declared: Callable[[], tuple[str, frozenset[str]] | None], vs: int, ve: int,
                     claimed: tuple[str, frozenset[str]] | None) -> str | None:
    """Why the number at `vs:ve` may be in another currency than the claim's though the claim's currency
    check passed: a dollar of its own for "$" or a bare number ("A$18,000"), or, with no currency written
    with it, one named in its sentence or declared for the whole text."""
    said = _currency_at(s.norm, vs, ve)
    if said is not None and said[1] != DOLLARS:
        if said[1] and said[1] <= DOLLARS and "usd" not in said[1] and (claimed is None or claimed[1] == DOLLARS):
            return f'the value is in a dollar of its own ("{said[0]}"), not the claim\'s'
        return None
    # no currency with the number, or only "$" (any dollar): one named beside it or for the whole text says which
    named = _currency_named(s.norm, vs, ve)
    if named is not None and not _same_money(named[1], claimed):
        return f'the sentence names another currency ("{named[0]}") for the value'
    if (text := declared()) is not None and not _same_money(text[1], claimed):
        return f'the text gives its numbers another currency ("{text[0]}")'
    return None


def _currency_at(norm: str, vs: int, ve: int) -> tuple[str, frozenset[str]] | None:
    """The currency written with the number at `vs:ve` (its sign or code before it, or a code or
    word after it), as (what is written, what it may mean); None when none is written."""
    if norm[vs:vs + 1] in CURRENCIES:  # the span starts with its sign ("$18,000")
        if norm[vs] == "$" and (glued := _DOLLAR_PREFIX.search(norm, max(0, vs - 4), vs)) is not None:
            mark = glued.group(1) + "$"  # "A$18,000", "NZ$", "S$": a dollar of its own; "D$", "I$": one the rules do not know
            return mark, CURRENCIES.get(mark, frozenset())
        return norm[vs], CURRENCIES[norm[vs]]
    if (glued := _GLUED_DOLLAR.search(norm, max(0, vs - 6), vs)) is not None:  # "D$ 18,000", "A$18,000" read from the digits
        mark = glued.group(1) + "$"
        return mark, CURRENCIES.get(mark, frozenset())
    if m := _CUR_BEFORE.search(norm, max(0, vs - 8), vs):
        mark = m.group().strip()
        return mark, CURRENCIES.get(mark, frozenset())
    if m := _CUR_AFTER.match(norm[ve:ve + 12]):
        mark = m.group().strip()
        return mark, CURRENCIES.get(mark, frozenset())
    return None


# what after a number makes it no money: a percent, or a count of things or people ("12% discount", "40 seats", "12 people")
_NOT_MONEY_AFTER = re.compile(r"\s*(?:%|percent|per\s*cent|pct|seats?|licen[cs]es?|users?|people|persons?|employees?|staff|"
                              r"members?|heads?|engineers?|个|名|人|位|席)(?![a-z])")


def _claimed_currency(value: Any) -> tuple[str, frozenset[str]] | None:
    """The currency a claimed value names ("$18,000", "18000 EUR"); None for a bare number."""
    if not isinstance(value, str):
        return None
    text = canon_text(value)
    m = _NUM.search(text)
    return _currency_at(text, m.start(), m.end()) if m else None


# emoji a plain assertion may carry; any other ("🙄", "😂", "😉", "🤔") may say it is not meant
# what a chat says about a message that is not its words: a test ("Test.", "Testing 1 2 3 -", "Webhook test",
# "Please ignore"), a doubt of its own ("I'll have to double-check.", "Off the top of my head."), mockery or a shrug
# ("Whatever.", "Pfft.", "xD", "And a pony."), a message deleted or laughed at ("This message was deleted",
# "[Dana reacted with 😂]"), an automated reply
_TEST_MESSAGE = re.compile(
    r"^\W*(?:test(?:ing)?(?:[\s,.!]+(?:test(?:ing)?|\d+))*|mic\s+check|dry\s+run|(?:webhook|integration|bot|api|form)\s+test"
    r"(?:ing)?|test\s+(?:message|post|entry|submission))\W*(?:$|[-—–:]|\.\s)|(?<![\w])(?:testing|checking|trying)\s+(?:the|our|"
    r"this|a)\s+(?:new\s+)?(?:integration|form|webhook|bot|connector|api|sync|setup|channel|pipeline)(?![\w])|"
    r"(?<![\w])(?:please|pls|plz|kindly)\s+ignore(?![\w])|^\W*ignore\s+(?:me|this|that)\W*$|(?:testing|test)\W+please\s+ignore|"
    r"(?<![\w])(?:meant|sent|posted)\s+(?:this\s+)?(?:for|to|in)\s+(?:another|the\s+wrong|a\s+different)\s+(?:channel|chat|"
    r"thread|group|person|customer)|(?<![\w])wrong\s+(?:channel|chat|thread|group)(?![\w])|"
    r"^\W*this\s+is\s+(?:just\s+|only\s+)?(?:an?\s+)?(?:[\w-]+\s+){0,2}?test(?:ing)?(?![\w])|"  # "This is an automated test."
    # (batch 94) the text asking to be disregarded, above the statement too ("Please disregard this message."), and
    # "Disregard, that was for another account.", "This was meant for a different customer."
    r"(?<![\w])(?:disregard|ignore|delete|discard|bin)\s+this\s+(?:whole\s+)?(?:message|e-?mail|note|post|text|chat|entry|"
    r"one|thread)(?![\w])|"
    r"(?<![\w])(?:that|this|it)\s+(?:was|is)\s+(?:meant\s+|intended\s+)?for\s+(?:another|a\s+different|the\s+wrong|the\s+other)\s+"
    r"(?:account|customer|client|deal|company|thread|channel|person|team)(?![\w])|^\W*(?:qa|smoke|load|e2e|regression|unit|integration|uat|sanity|canary)"
    r"\s+(?:test|check)(?:ing)?\W*(?:$|[,.:;-])|^\W*(?:please\s+)?disregard\W*$|(?:test|testing)\W+(?:please\s+)?disregard")
_UNCHECKED = re.compile(
    r"(?<![\w])(?:i(?:'ll|\s+will)\s+(?:have|need)\s+to\s+(?:double[\s-]?check|check|verify|confirm)|"
    r"(?:i\s+)?need\s+to\s+(?:double[\s-]?check|check|verify|confirm)(?:\s+(?:with|that|this|it)\b[^.]*)?\W*$|"
    r"^\W*let\s+me\s+(?:double[\s-]?check|check|verify|confirm)(?:\s+(?:and\s+get\s+back\s+to\s+you|with\s+\w+|that|this|"
    r"it|on\s+that|first))?\W*$|off\s+the\s+top\s+of\s+my\s+head|don't\s+quote\s+me|from\s+memory|"
    r"going\s+(?:by|from|off)\s+memory|^\W*double[\s-]?check\s+(?:with|that|it)\b|ask\s+\w+\s+to\s+be\s+sure|(?:\w+)\s+knows\s+better|(?:\w+)\s+would\s+know\s+better|not\s+100\s*%\s+sure)")
# ... or says the check, the final figure or the decision is still to come ("Our HQ is in Austin. We'll confirm the office
# next week.", "Final number to follow.", "I will verify with IT.", "Awaiting the true-up.", "That is the preliminary
# count.", "The board votes on it Monday."; mine, batch 108, after pass 40a's "Banter aside, we'll confirm ...")
_CHECK_TO_COME = re.compile(
    r"(?<![\w'])(?:(?:i|we)(?:'ll|\s+will|\s+(?:are|am)\s+going\s+to|'re\s+going\s+to|'m\s+going\s+to|\s+still\s+(?:need|have)\s+"
    r"to|\s+have\s+yet\s+to|\s+must)\s+(?:(?:double[\s-]?|re)?check|verify|confirm|validate|reconfirm|send\s+(?:you\s+)?"
    r"(?:the\s+)?(?:final|exact|official|confirmed|real|actual)|get\s+back)|(?:final|exact|official|confirmed|real|actual|updated)"
    r"\s+(?:number|numbers|figure|figures|count|amount|details|data|budget|list)\s+(?:to\s+follow|comes?|coming|will\s+follow|"
    r"later|tbd|tbc|next\s+week|tomorrow|pending|is\s+pending|still\s+to\s+come)|(?:confirmation|details|numbers|figures)\s+"
    r"(?:to\s+follow|will\s+follow|coming\s+(?:soon|later))|(?:awaiting|waiting\s+(?:for|on))\s+(?:the\s+)?(?:true-?up|"
    r"confirmation|sign[\s-]?off|approval|audit|recount|final|official|vote)|(?:preliminary|provisional|interim|rough|"
    r"unaudited)\s+(?:count|number|figure|estimate|numbers|figures|total|list)|(?:board|committee|finance|cfo|ceo|"
    r"management|leadership)\s+(?:still\s+)?(?:votes?|decides?|signs?\s+off|will\s+(?:vote|decide|sign|approve))"
    r"(?:\s+on)?(?:\s+(?:it|this|that))?\s+(?:on\s+|next\s+|this\s+|by\s+)?(?:monday|tuesday|wednesday|thursday|friday|"
    r"week|month|tomorrow|later|soon))(?![\w'])")
_SHRUG = re.compile(
    r"^\W*(?:whatever|meh|who\s+knows|who\s+cares|p+f+t+|p+s+h+|t+s+k+|rofl|lmao|lmfao|hah+|ha(?:ha)+|xd+|lol+|as\s+if|"
    r"yeah\s+right|sure\s+thing\s+lol|and\s+a\s+(?:pony|unicorn)|for\s+the\s+sake\s+of\s+argument|not\s+really|"
    r"just\s+saying|or\s+not|\*?shrugs?\*?|¯\\_\(ツ\)_/¯|(?:sometimes|often|occasionally|at\s+times|other\s+days)\s+(?:more|fewer|less|higher|lower|"
    r"different)|(?:it\s+)?var(?:ies|y)|(?:it\s+)?depends)\W*$", re.IGNORECASE)
_SARCASM_FRONT = re.compile(r"^\W*(?:oh\s+(?:sure|right|yeah|totally|of\s+course|absolutely)|yeah\s+(?:right|sure)|right,\s+and|yeah,\s+and|"
                            r"sure,\s+and|as\s+if)(?![\w])")
_CHAT_STATUS = re.compile(
    r"(?:this\s+)?message\s+(?:was\s+|has\s+been\s+)?(?:deleted|retracted|removed|recalled|unsent|withdrawn)|"
    r"\(\s*(?:message\s+)?deleted\s*\)|reacted\s+(?:with\s+)?(?:😂|🤣|👎|🙄|🤔|❌|🤡|💩|😆|😅|:joy:|:thumbsdown:|:-1:|"
    r":rofl:|:face_with_rolling_eyes:|:thinking_face:|:x:|:clown_face:)|(?:^|\s):(?:joy|thumbsdown|-1|rofl|"
    r"face_with_rolling_eyes|thinking_face|clown_face|x):(?:\s*\d+)?|this\s+is\s+an\s+automated\s+(?:reply|response|"
    r"message)|auto-?reply|you\s+deleted\s+this\s+message|^\W*\[(?:deleted|removed)\]\W*$|laughed\s+at\s+(?:this|your)\s+"
    r"message|reacted\s+(?:with\s+)?(?:🙃|🤪|😜|😹|🫠|:laughing:|:upside_down_face:|:zany_face:|:sweat_smile:)|"
    r"(?:generated|sent|posted)\s+automatically|sent\s+by\s+(?:zapier|a\s+bot|an\s+automation|ifttt|make\.com)", re.IGNORECASE)
# (batch 100) a line a machine writes around a message: an out-of-office notice ("I'm out of the office until
# Monday.", "OOO until Oct 20", "我正在出差，邮件回复会延迟。"), a message not delivered, not sent or only scheduled
# ("Mailer-Daemon: Delivery has failed", "Message failed to send. Tap to retry.", "Held for moderation.", "Send later -
# Mon 9:00", "邮件退信通知", "定时发送：明天9:00"), a read receipt on its own line ("Read 10:05", "Seen by Dana", "已读"),
# a machine's provenance in brackets ("(auto-enriched)", "(via ZoomInfo)", "（AI生成）"), a system's confirmation of an
# order, a request or a quote sent
# ("Order #4411 received:", "Your request has been received.", "Quote Q-1042 has been sent to Dana"): the value beside
# it is a notice's, a draft's or the other side's, not a statement the subject made (_MACHINE_LINE)
_MACHINE_LINE = re.compile(  # (read on the case-folded sentence; the English forms tried at a word's start only and the
    # lookaheads listing the forms' first characters, for speed: 6 us a sentence of the load test's before, 3 us this way)
    r"(?<![a-z])(?=[ioalmpnurdcwfshqbeyt])(?:"
    r"(?:i\s+am|i['’]m)\s+(?:currently\s+)?out[\s-]+of[\s-]+(?:the\s+)?office\b|"
    r"(?:out[\s-]+of[\s-]+(?:the\s+)?office|\booo)\s*(?:until|till|through|:|-)|"
    r"(?:away|on\s+(?:annual\s+|parental\s+|sick\s+)?leave)\s+until\b|"
    r"away\s+from\s+(?:the|my)\s+(?:office|desk)\b|limited\s+access\s+to\s+(?:e-?mail|my\s+inbox)\b|"
    r"mailer-daemon\b|postmaster\b|no-?reply@|notification[- ]only\b|undeliverable\b|returned\s+mail\b|"
    r"delivery\s+(?:has\s+)?(?:failed|failure|delayed)\b|delivery\s+to\s+\S+\s+(?:has\s+)?failed\b|"
    r"(?:could\s*n[o'’]?t|cannot|can['’]t|was\s*n[o'’]?t)\s+be\s+delivered\b|not\s+delivered\b|"
    r"failed\s+to\s+send\b|send(?:ing)?\s+failed\b|message\s+(?:blocked|held|quarantined)\b|"
    r"held\s+for\s+(?:moderation|review)\b|quarantined\b|blocked\s+by\s+(?:policy|(?:the\s+)?(?:spam\s+)?filter)\b|"
    r"send\s+later\b|scheduled\s+(?:message|send|to\s+send)\b|(?:message|e-?mail|post)\b[^\n.]{0,30}\bscheduled\b|"
    r"will\s+be\s+sent\s+(?:at|on)\b|will\s+send\s+(?:mon|tue|wed|thu|fri|sat|sun|tomorrow|at\s+\d)|queued\b|"
    r"was\s+read\s+(?:on|by|at)\b|"
    r"(?:order|request|booking|submission|reservation)\s*#?\s*[\w-]*\d[\w-]*\s+(?:has\s+been\s+)?"
    r"(?:confirmed|received|placed|submitted)\b|"
    r"\b(?:your|the)\s+(?:order|request|booking|submission)\s+(?:#\s*[\w-]+\s+)?(?:has\s+been|was|is)\s+"
    r"(?:confirmed|received|placed|submitted)\b|"
    r"(?:quote|proposal|offer|invoice|order\s+form)\s+[\w-]*\d[\w-]*\s+has\s+been\s+sent\b"
    r")|(?=[(\[（退无投未发定\d休请出不])(?:"
    r"[(\[]\s*(?:auto[- ]?(?:enriched|calculated|computed|populated|detected|filled|synced|matched)|"
    r"(?:enriched|populated|imported|synced)\s+(?:by|from|via)|via\s+(?:zoominfo|clearbit|apollo|linkedin|crunchbase|lusha))|"
    r"退信|无法投递|投递失败|未送达|发送失败|定时(?:发送|发出|消息)|\d+人[已未]读|"
    r"(?:休假|请假|出差|不在办公室)[^。\n]{0,12}?(?:返回|回来后|回复[^。\n]{0,4}?(?:延迟|延后|不及时))|"
    r"[（(][^）)\n]{0,6}生成[）)])")
# ... and the forms that are a line's opening or the whole line: "Out of office", "(scheduled)", "Read 10:05", "Seen by
# Dana", "Opened 3 times", "Read receipt: ...", "Order confirmed", "Request received", "已读", "（对方已读）"
_MACHINE_LINE_START = re.compile(
    r"\W*(?:out[\s-]+of[\s-]+(?:the\s+)?office\b|\(?scheduled\)?\W*$|"
    r"(?:read|seen|opened)(?:\s+by\s+[^\n,]{1,40}?)?(?:\s*[:,]?\s*(?:[\d/.:-]+|\d+\s+times?|[ap]\.?m\.?))*\W*$|"
    r"read\s+receipt\b|(?:order|request|booking|form\s+submission)\s+(?:confirmed|received)\b|"
    r"[(（]?(?:对方)?[已未]读[)）]?\W*$)")
# a writer's own words about a failed or earlier message ("Resending since my first email bounced.", "我看到退信了，重新发一下")
_RESENT = re.compile(r"\b(?:re-?send(?:ing)?|again|instead|my\s+(?:last|first|previous|earlier))\b|重新发|再发一")
# a chat export's header line: a writer and a time ("Sam Lee  10:02 AM"); an app or a bot ("Provgate Bot  APP  10:02 AM")
_CHAT_HEADER = re.compile(r"^\s*(?:(?P<who>[^\n:]{1,60}?)\s{2,}|(?P<who1>[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,3}(?:\s+\([^)\n]{1,30}\))?)"
                          r"\s)(?P<app>APP\s+)?\d{1,2}:\d{2}(?:\s*[AaPp]\.?[Mm]\.?)?\s*$")
# other forms of a writer's line in a chat or ticket export: "Sam Lee, 10:02", "Sam Lee - 10:02", "Sam Lee (10:02)",
# "[10:02] Sam Lee", "sam@vendor.com 10:02", "Dana Kim commented:", "Sam Lee added a comment - 01/Oct/26 10:02"
_WRITER_LINE = re.compile(
    r"^(?P<w1>[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,3}|[\w.+-]+@[\w-]+(?:\.[\w-]+)+)\s*(?:,|[-–—|•·]|\(|\s+at|\s+on\s+"
    r"[^\n]{1,20}?)\s*\d{1,2}:\d{2}(?:\s*[AaPp]\.?[Mm]\.?)?\)?$"
    r"|^\[?\d{1,2}:\d{2}(?:\s*[AaPp]\.?[Mm]\.?)?\]?\s*(?P<w2>[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,3})$"
    r"|^(?P<w3>[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,3}|[\w.+-]+@[\w-]+(?:\.[\w-]+)+)\s+(?:\d{1,2}:\d{2}$|commented:$|"
    r"added\s+a\s+comment\b[^\n]{0,40}$|replied:$|wrote:$)")
_NOT_WRITERS = frozenset({"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "today", "tomorrow"})
_BOT_NAME = re.compile(r"(?<![\w])(?:bot|slackbot|assistant|copilot|ai|gpt|chatgpt|claude|gemini|workflow|zapier|automation|"
                       r"integration|app|salesforce|zendesk|hubspot|intercom|gong|otter|fireflies|zoom|recap|summary|fathom|grain|chorus|"
                       r"avoma|notetaker|tldv|krisp)(?![\w])",
                       re.IGNORECASE)
_MACHINE_HEAD = re.compile(r"^\W*(?:(?:meeting\s+)?(?:recap|summary|notes|minutes|transcript)\s+(?:by|from|generated\s+by)\s+"
                           r"[^\n]{0,40}|[^\n]{0,30}\b(?:recap|ai\s+companion|ai\s+summary|ai\s+notes)|(?:assistant|bot|"
                           r"copilot|slackbot|ai))\W*$", re.IGNORECASE)
# a writer labelled with the other side's role ("Sam Lee (Sales): ...", "Sam (Support): ...")
_VENDOR_ROLE = re.compile(r"^\W*[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){0,2}\s*\((?:sales|support|account\s+(?:manager|executive)|"
                          r"consultant|solutions?\s+engineer|sales\s+engineer|csm|ae|sdr|bdr|customer\s+success|"
                          r"(?:sales|support|account)\s+(?:rep|representative|agent|team)|rep|representative|support\s+agent|"
                          r"success\s+manager|vendor|partner|reseller|our\s+(?:rep|vendor))\)\s*:", re.IGNORECASE)


# (batch 107) a thread that does not leave the value standing: a line saying the thread or the question is reopened,
# unresolved or disputed ("Reopened by Sam", "Marked unresolved", "Status changed: Resolved → Open", "话题已重新打开",
# "有异议"; _THREAD_OPEN); a negative reaction or vote on the message ("✖️ Sam", "[reaction: thumbs down]", "Sam: 👎",
# "(2 thumbs-down)", "[踩] 李娜", "投票：同意1，反对3", "李娜：-1"; _NEG_REACTION); this message said deleted, removed or
# recalled ("That message has been removed", "该消息已被删除", "这条被撤回了"; _REPLY_GONE; another's message recalled,
# "张伟撤回了一条消息", or a reply deleted leaves the value standing); someone asked to
# confirm it ("cc @Sam to verify", "@李娜 确认下", "再确认一下"; _CONFIRM_MENTION); the value before an edit in Chinese
# ("原为52个，已修改"; _ZH_BEFORE_EDIT); a short labelled line after it, a colleague's reply, a reply-all or an
# override, giving another number ("Sam: it's 52 though", "Reply all: we have 52 now.", "Manager override: 45",
# "李娜：是52个", "（有人回复：14人）"; _LABELLED_REPLY, read in `_thread_dispute`; a bare "Sam: 52" stays, a field's form)
_THREAD_OPEN = re.compile(
    r"\bre-?opened\b(?!\s+(?:our|the|an?|its|their|in|on|at)\b)|\bmarked\s+(?:as\s+)?(?:un-?resolved|not\s+resolved|open|"
    r"disputed)\b|(?:^\W*|\b(?:thread|discussion|status|topic|conversation|question)\W+(?:is\s+)?)(?:un-?resolved|not\s+resolved)\b|"
    r"\bresolution\W+pending\b|\bresolved\s*(?:→|->|=>|to)\s*(?:re-?)?open\b|"
    r"重新打开|重新开启|标记为未解决|未解决|(?:有|存在|提出)异议", re.IGNORECASE)
_NEG_MARK = r"(?:👎[\U0001F3FB-\U0001F3FF]?|✖\ufe0f?|✕|❎|❌|🙅|⛔|🚫|:x:|:-1:|:thumbsdown:|(?i:thumbs?[- ]?downs?)|\[踩\]|踩(?=了)|\[反对\]|反对)"
_REACT_NAME = r"(?:[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?|[\u4e00-\u9fff]{2,4})"
_NEG_REACTION = re.compile(
    rf"^\W*(?:(?:reactions?|votes?)\s*:\s*)?(?:{_NEG_MARK}\s*\d*\s*(?:(?:by|from)\s+)?(?:{_REACT_NAME}(?:\s*[,，、&]\s*|\s+and\s+|\s+)?)*\W*)+$|"
    rf"^\W*{_REACT_NAME}\s*(?:[:：]\s*|reacted\s*(?:with\s*)?:?\s*|\s)(?:{_NEG_MARK}|-1)\W*(?:\w+\W*){{0,2}}$|"
    rf"[\[(（]\s*(?:\d+\s*)?(?:{_REACT_NAME}\s+)?(?:reacted|reactions?)?\s*:?\s*{_NEG_MARK}[^\])）]*[\])）]|"
    r"(?:反对|不同意)\s*[:：]?\s*[1-9]")
_REPLY_GONE = re.compile(
    r"\b(?:this|the\s+above|that)\s+(?:message|post|comment)\b[^\n]{0,12}?\b(?:was\s+|has\s+been\s+)?(?:deleted|removed|"
    r"retracted|recalled|unsent|hidden)\b|"
    r"(?:这条|此条|本条|该条)[\u4e00-\u9fff]{0,3}?(?:已被?|被)[\u4e00-\u9fff]{0,4}?(?:删除|移除|撤回)|"
    r"(?:此|该|这条|本条)消息(?:已被?|被)[\u4e00-\u9fff]{0,4}?(?:删除|移除|撤回)", re.IGNORECASE)
_CONFIRM_MENTION = re.compile(
    r"@[\w.-]+[^\n]{0,40}?\b(?:confirm|verify|check|double[- ]?check|validate|weigh\s+in)\b|"
    r"\b(?:confirm|verify|check|double[- ]?check|validate)\b[^\n]{0,20}?@[\w.-]+|"
    r"@\S+[^\n]{0,20}?(?<!已)(?:确认(?!无误|过)|核实|核对|看下对不对|看一下对不对)|^\W*(?:请|麻烦)?(?:再|重新)(?:确认|核实|核对)", re.IGNORECASE)
_ZH_BEFORE_EDIT = re.compile(r"(?:原为|原来是|之前是|修改前是?|编辑前是?)[^\n。]{0,8}\d[^\n。]{0,10}(?:已?修改|已?编辑|改过|改了)|"
                             r"(?:修改前|编辑前|改前)\s*[:：]")
_LABELLED_REPLY = re.compile(r"^\W*(?P<label>[^:：\n]{1,30}?)\s*[:：]\s*(?P<rest>[^\n]+)$")
# ... whose label names a reply or an override ("Reply all", "Override by Maria", "李娜回复"), or whose words open as a
# colleague's correction ("it's", "more like", "I have", "应该是", "我这边是") or credit another source ("52 per finance")
_REPLY_LABEL = re.compile(r"\brepl(?:y|ied|ies)\b|\breply[- ]all\b|\boverr(?:ide|ode|idden)\b|\b(?:says|said)\b|回复|回覆|说|說",
                          re.IGNORECASE)
_CORRECTING_REPLY = re.compile(r"^\W*(?:it['’]?s|it\s+is|more\s+like|i\s+(?:have|count|see|get|make\s+it)|actually|no\b|nope|not\b|"
                               r"we(?:['’]re|\s+are|\s+have)|that['’]?s|should\s+be|应该是|应为|应是|我这边是?|我这里是?|现在是|改成|改为|"
                               r"不是|其实是|实际是|是(?=\s*\d))|\bper\s+(?!cent\b|year\b|month\b|seat\b|user\b|head\b)\w+|"
                               r"\baccording\s+to\b", re.IGNORECASE)
_NUMBER = re.compile(r"\d[\d,]*(?:\.\d+)?")
_REPLY_CLOCK = re.compile(r"\d{1,2}:\d{2}|\b\d{1,2}\s*[ap]\.?m\b", re.IGNORECASE)


def _thread_dispute(sentences: tuple[_Sentence, ...], s: _Sentence, at: int | None) -> str | None:
    """Why a thread around the statement does not leave it standing (the forms above; batch 107)."""
    own = {n.replace(",", "") for n in _NUMBER.findall(s.raw)}
    for i, t in enumerate(sentences):
        if t is s:
            continue
        raw = t.raw.strip()
        if (m := _THREAD_OPEN.search(raw)) is not None and len(raw.split()) <= 12:
            return f'the thread is reopened, unresolved or disputed ("{m.group().strip()}")'
        if (m := _NEG_REACTION.search(raw)) is not None:
            return f'a negative reaction or vote on it ("{m.group().strip()[:40]}")'
        if (m := _REPLY_GONE.search(raw)) is not None:
            return f'a reply or message in the thread was deleted or recalled ("{m.group().strip()}")'
        if (m := _CONFIRM_MENTION.search(raw)) is not None:
            return f'someone is asked to confirm it ("{m.group().strip()[:40]}")'
        if (m := _ZH_BEFORE_EDIT.search(raw)) is not None:
            return f'the value before an edit ("{m.group().strip()}")'
        if at is not None and i > at and (m := _LABELLED_REPLY.match(raw)) is not None and \
                len(m.group("rest").split()) <= 8 and len(m.group("rest")) <= 40 and not _REPLY_CLOCK.search(m.group("rest")) and \
                (_REPLY_LABEL.search(m.group("label")) is not None or _CORRECTING_REPLY.search(m.group("rest")) is not None) and \
                any(n.replace(",", "") not in own for n in _NUMBER.findall(m.group("rest"))):
            return f'a reply below it gives another number ("{raw[:40]}")'
    return None


def _chat_acts(sentences: tuple[_Sentence, ...], s: _Sentence, at: int | None, names: frozenset[str],
               place: bool) -> str | None:
    """Why a chat or a message around the statement says it is not meant as stated (the forms above)."""
    headers = [m for t in sentences if (m := _CHAT_HEADER.match(t.raw)) is not None]
    if any(m.group("app") or _BOT_NAME.search(m.group("who") or m.group("who1")) for m in headers):
        return "a chat export's message written by an app or a bot"
    lines = [_WRITER_LINE.match(t.raw.strip()) for t in sentences]
    writers = {(m.group("who") or m.group("who1")).strip().casefold() for m in headers} | \
        {who for i, m in enumerate(lines) if m is not None and i + 1 < len(lines) and lines[i + 1] is None  # a message below
         and (who := (m.group("w1") or m.group("w2") or m.group("w3")).strip().casefold()) not in _NOT_WRITERS}
    if len(writers) > 1:
        return "a chat export with several writers: whose message holds the value the rules cannot tell"
    if (why := _zh_chat_acts(sentences, s, at or 0)) is not None:
        return why
    if (why := _thread_dispute(sentences, s, at)) is not None:
        return why
    for t in sentences:
        if (m := _TEST_MESSAGE.search(t.norm)) is not None and not re.search(r"\btest\s+(?:results?|account|data|run\s+"
                                                                          r"passed)\b", t.norm):
            return f'the message says it is a test, or not meant for here ("{m.group().strip()}")'
        if (m := _CHAT_STATUS.search(t.raw)) is not None:
            return f'the chat says the message is withdrawn, mocked or automated ("{m.group().strip()}")'
        if ((m := _MACHINE_LINE.search(t.norm)) is not None or (m := _MACHINE_LINE_START.match(t.norm)) is not None) \
                and not _RESENT.search(t.norm):
            return f'a machine\'s line beside it: a notice, an undelivered or scheduled message, a receipt ("{m.group().strip()}")'
        if (m := _MACHINE_HEAD.match(t.raw)) is not None and t is not s and _BOT_NAME.search(m.group()):
            return f'a machine wrote or summarised it ("{m.group().strip()}")'
        if (m := _VENDOR_ROLE.match(t.raw)) is not None:
            return f'the writer is labelled with the other side\'s role ("{m.group().strip()}")'
        if t is not s and (m := _UNCHECKED.search(t.norm)) is not None:
            return f'the writer says it is not checked ("{m.group().strip()}")'
        if t is not s and (m := _CHECK_TO_COME.search(t.norm)) is not None:
            return f'another sentence says its check or final figure is still to come ("{m.group().strip()}")'
        if t is not s and (m := _SHRUG.match(t.norm)) is not None:
            return f'a shrug or mockery beside it ("{m.group().strip()}")'
    if (m := _SARCASM_FRONT.match(s.norm)) is not None:
        return f'a sarcastic opening ("{m.group().strip()}")'
    return _beside_the_record(sentences, s, at, names, place)


# the same in Chinese: a test or "please ignore", the writer's doubt, a shrug or mockery, a withdrawn or automated
# message, a stage, an option or a part, a value called wrong, a form's default, the figure for others
_ZH_TEST = re.compile(r"请忽略|忽略这条|测试(?:消息|一下|用)?|测一下|联调|仅供测试|发错(?:群|了)")
_ZH_DOUBT = re.compile(r"我再确认一下|回头确认|再核对|需要再核实|需要核对|凭记忆|凭印象|印象中|我得问一下|记不太清|不太确定")
_ZH_SHRUG = re.compile(r"^\W*(?:随便(?:吧|填的|写的)?|你猜|呵呵|哈{2,}|行吧行吧|是是是|好好好|对对对|是啊是啊)\W*$|\[(?:捂脸|笑哭|偷笑|"
                       r"呲牙|吃瓜|白眼|裂开)\]|回复了\s*😂")
_ZH_SARCASM_FRONT = re.compile(r"^\W*(?:呵呵|对对对|是是是|好好好|是啊是啊|行吧行吧)")
_ZH_WITHDRAWN = re.compile(r"此消息已(?:撤回|删除)|（已撤回）|\(已撤回\)|^\W*已(?:撤回|删除)\W*$|自动回复|系统自动发送|请勿回复|"
                           r"以下为.{0,6}聊天记录")
_ZH_HEADER = re.compile(r"^\s*(?:【[^】]{1,10}】)?(?P<who>[\u4e00-\u9fffA-Za-z]{1,12})\s*[（(]?\s*(?:\d{4}-\d{2}-\d{2}\s+)?"
                        r"\d{1,2}:\d{2}\s*[）)]?\s*[:：]?")
_ZH_BOT = re.compile(r"机器人|助手|小秘书|系统|群聊|bot", re.IGNORECASE)
_ZH_STAGE = re.compile(r"报价|试用|预测|预估值|预测值|草案|(?<![定终終])稿(?![费費])|意向|方案[A-Za-z一二三四甲乙丙]|[甲乙丙]方案|备选方案|"
                       r"谈话要点|口径|对外|报给|市场部|研发部|销售部|财务部|人事部|"
                       r"(?:华东|华南|华北|亚太|欧洲)区|分公司|子公司|有误|有问题|填错|默认|预填|自动填充|备选|備選|预案|預案|低配|高配|"
                       r"试算|試算|测算|測算|情景[A-Za-z一二三四]|(?<!使用)场景[A-Za-z一二三四]|場景[A-Za-z一二三四]|仅供|僅供|内部讨论|內部討論|旧版|舊版|"
                       r"原始邮件|原始郵件|转发邮件|轉發郵件")
# another's account of the figure: "据财务讲", "据老板称", "据IT介绍" (but "根据合同": by a document)
_ZH_ACCORDING = re.compile(r"(?<!根)(?<!依)[据據](?!我)[^,。:;]{1,10}?(?:讲|講|称|稱|介绍|介紹|说|說|透露|反映|所言|的意思|反馈|反饋|回复|回覆|"
                           r"通知)|照[^,。:;]{1,8}?的意思|[听聽][^,。:;我]{1,8}?(?:讲|講|说|說)|那边(?:反馈|反饋|给的|說|说)")
# a short label naming an estimate, a tentative figure, a discussion version or an option ("概算", "暂定", "讨论版",
# "选项一", "（概算）", "——选项一"): a line of a few characters only ("会议时间暂定周四" is about something else)
_ZH_STAGE_LABEL = re.compile(r"概算|暂定|暫定|讨论版|討論版|征求意见|徵求意見|选项[A-Za-z一二三四]|選項[A-Za-z一二三四]|套餐[一二三四]|备用|備用")
# a heading naming an earlier time ("上季度", "历史记录"), not a line with its own figure ("去年是15000美元。")
_ZH_PAST_HEAD = re.compile(
    r"^\W*(?:去年|前年|往年|上年度|上季度|上一季度|上季|上个月|上個月|上月|上周|上週|上半年|历史|歷史|调整前|調整前|变更前|變更前|原合同|旧合同|"
    r"舊合同|原合约|原合約|归档|歸檔)(?:的)?(?:记录|纪录|紀錄|数据|數據|数字|數字|版本|版|报价|報價|合同|合约|合約|度|预算|預算|情况|情況|配置)?"
    r"\s*(?:[(（][^)）]{0,10}[)）])?\W*$")
# a quotation: a line that is only a quote in corner brackets ('『我们需要40个座位』', '「...」', '《...》'), or a quote
# credited after it to someone ('“...。”他说。', '“...”——Globex的采购'); "我说" / "——我们CFO" are the writer's side
_ZH_ONLY_QUOTE = re.compile(r"^\s*(?:『[^』]+』|「[^」]+」|《[^》]+》)\s*$")
_ZH_CREDITED = re.compile(r"[”」』\"]\s*(?:[—–-]{1,2}\s*(?P<by>[^“”「」『』\n]{1,24})|[(（]\s*(?P<paren>[^()（）\n]{1,20})[)）]|"
                          r"(?P<who>[^“”「」『』\n。,]{1,20}?)(?:说|說|讲|講|表示|称|稱|道|写道|寫道|写到|寫到|回复|回覆|如此表示)[。.!]?)\s*$")
# two numerals side by side before a unit or a power of ten: a range ("三四十": 30 to 40, "一两万", "十五六")
_ZH_PAIRED = re.compile(r"(?:一二|一两|二三|两三|三四|三五|三两|四五|五六|六七|七八|八九)(?=[十百千万萬个個人位名])|"
                        r"十(?:一二|二三|三四|四五|五六|六七|七八|八九)(?=[个個人位名]|$|[,。])|(?<![一二两三四五六七八九])(?:百八十|千八百)")


# a reply's header over a quoted message, in Chinese mail and forums ("在 2026年9月30日 10:02，李娜 <li@globex.com> 写道：",
# "2026-09-30 10:02 李娜 写道：", "引用 李娜 的回复：", "-----原始邮件-----"): the lines below it are another's words
_ZH_QUOTE_HEAD = re.compile(r"(?:写道|写到)\s*:?\s*$|^(?=.*[\u4e00-\u9fff]).{1,60}(?:wrote|writes)\s*:\s*$|"
                            r"^\W*(?:am|le|el|il|op|em)\s.{4,80}?(?:schrieb|a écrit|escribió|ha scritto|schreef|escreveu)\s.{1,80}:\s*$|"
                            r"^\W*回[复覆]\s*\S{1,20}\s*:\s*$|^\W*引用\s*\S[^:]{0,30}?(?:的)?(?:回复|发言|帖子|消息|留言|原文|内容)?\s*:\s*$|"
                            r"^\W*-*\s*(?:原始邮件|原邮件|转发的?邮件|转发消息)\s*-*\W*$|"
                            # (batch 99) a bracketed mark over pasted words ("【引用】", "【转发】", "[原文]")
                            r"^\W*[【\[]\s*(?:引用|转发|转载|原文|原帖|摘录|摘自)[^】\]]{0,10}[】\]]\W*$")


def _zh_chat_acts(sentences: tuple[_Sentence, ...], s: _Sentence, at: int) -> str | None:
    """`_chat_acts` and `_beside_the_record` for Chinese lines (the forms above)."""
    headers = [m for t in sentences if t.zh if (m := _ZH_HEADER.match(t.raw)) is not None and
               len(t.raw.strip()) <= 30]
    for t in sentences[:at]:
        if (m := _ZH_QUOTE_HEAD.search(t.norm)) is not None:
            return f'a quoted message: the lines below "{t.raw.strip()[:40]}" are another\'s words'
    if any(_ZH_BOT.search(m.group("who")) or "【群聊】" in m.group() for m in headers):
        return "a chat export's message written by an app or a bot"
    if len({m.group("who") for m in headers}) > 1:
        return "a chat export with several writers: whose message holds the value the rules cannot tell"
    for i, t in enumerate(sentences):
        if not t.zh:
            continue
        if (m := _ZH_TEST.search(t.norm) or _ZH_WITHDRAWN.search(t.norm)) is not None:
            return f'the message says it is a test, withdrawn or automated ("{m.group()}")'
        if t is not s and ((m := _ZH_DOUBT.search(t.norm)) is not None or (m := _ZH_SHRUG.search(t.norm)) is not None):
            return f'the writer doubts or mocks it ("{m.group()}")'
        if t is not s and abs(i - at) <= 2 and len(_CJK.findall(t.norm)) <= 12 and (m := _ZH_STAGE.search(t.norm)) is not None \
                and not re.search(r"已确认|已签|正式|没问题|不对$|[在有]|来自|根据", t.norm):
            return f'a line beside it makes it a stage, a part or not the firm value ("{m.group()}")'
        if t is not s and abs(i - at) <= 2 and len(_CJK.findall(t.norm)) <= 7 and \
                (m := _ZH_STAGE_LABEL.search(t.norm)) is not None:
            return f'a label beside it makes it an estimate, tentative or an option ("{m.group()}")'
        if t is not s and at - 2 <= i < at and (m := _ZH_PAST_HEAD.match(t.norm)) is not None:
            return f'a heading beside it names an earlier time ("{m.group().strip()}")'
    if s.zh and (m := _ZH_SARCASM_FRONT.match(s.norm)) is not None:
        return f'a sarcastic opening ("{m.group()}")'
    line = "".join(t.raw.strip() for t in sentences[at:at + 3]) \
        if s.zh and at < len(sentences) and sentences[at] is s and s.raw.lstrip()[:1] in "“「『\"" else ""  # (a credit is cut off)
    if s.zh and _ZH_ONLY_QUOTE.match(s.raw):
        return f'a quotation: someone\'s words, not a statement ("{s.raw.strip()[:40]}")'
    if line and (m := _ZH_CREDITED.search(line)) is not None and \
            not re.match(r"[\s—–-]*(?:我|本人|本公司|敝公司)", m.group("by") or m.group("who") or m.group("paren") or ""):
        return f'a quote credited to someone ("{m.group().strip()[:40]}")'
    if s.zh and (m := _ZH_ACCORDING.search(s.norm)) is not None:
        return f'someone else\'s account of the figure ("{m.group()}")'
    if s.zh and (m := _ZH_PAIRED.search(s.norm)) is not None:
        return f'two numerals side by side make a range ("{m.group()}")'
    return None


def _beside_the_record(sentences: tuple[_Sentence, ...], s: _Sentence, at: int | None, names: frozenset[str],
                       place: bool) -> str | None:
    """Why a short line above the statement (a heading) or a short sentence or field after it makes the value not the
    subject's current, whole, firm one: a stage before the fact (a forecast, a request, an offer, a quote, a trial, an
    open order: "Renewal offer\nSeats: 40", "We have 40 seats. Trial."), one of several options ("Option A"), a part
    of the subject ("Marketing\nSeats: 40", "That's the Berlin office."), a later line saying the value is wrong
    without the right one ("That number is off."), a form's default ("Prefilled by the form."), or the figure for
    others ("That's what goes in the RFP.")."""
    if at is None:
        return None
    for t in sentences[max(0, at - 2):at]:  # a heading above it
        n = len(_WORD.findall(t.norm))
        if len(t.norm) <= 60 and (m := _DOC_STATUS_BEFORE.search(t.norm)) is not None:  # "合同（已到期）" (batch 98)
            return f'a heading above it names a document not in force ("{m.group().strip()}")'
        if not t.zh and n <= 8 and _OTHER_SIDE_HEAD.match(t.norm) and not re.match(r"^\W*[\w']+\s+questions\b", t.norm):
            return f'a heading above it gives the lines below to the other side ("{t.raw.strip()[:50]}")'
        if t.zh or n > 6 or _VERB.search(t.norm) or (n > 4 and not t.norm.rstrip().endswith(":")):
            continue  # a heading: a few words, or a line that ends with a colon ("Forecast for FY27:")
        if (m := _STAGE.search(t.norm) or _OPTION.search(t.norm) or _SUB_UNIT.search(t.norm) or _STAGE_HEAD.match(t.norm) or
                _FOR_OTHERS.search(t.norm)) is not None:
            return f'a heading above it makes it a stage, an option or a part ("{t.raw.strip()[:50]}")'
    for t in sentences[at + 1:at + 3]:  # a short sentence or field after it
        n = len(_WORD.findall(t.norm))
        if t.zh or t.question or "|" in t.norm or n > 10:
            continue
        if _SETTLED.search(t.norm):
            continue  # "Quote accepted.", "Submitted and approved.", "Converted from trial in May."
        if (m := _WRONG_LATER.search(t.norm) or _FORM_DEFAULT.search(t.norm) or _FOR_OTHERS.search(t.norm) or
                _FIELD_NOT_ANSWERED.search(t.norm)) is not None:
            return f'a line after it says it is not the firm value ("{m.group().strip()}")'
        if (m := _THEIRS_AFTER.search(t.acting or t.raw)) is not None and \
                canon_text(m.group("who") or m.group("who2")) not in names:
            return f'a line after it gives the figure to another party ("{m.group().strip()}")'
        if (m := (_STAGE.search(t.norm) if n <= 6 else None) or (_OPTION.search(t.norm) if n <= 4 else None) or
                _PART_AFTER.match(t.norm) or _STAGE_HEAD.match(t.norm) or _FIGURE_KIND_ALONE.match(t.norm)) is not None \
                and not (place and _COUNTRY_LINE.match(t.norm)):
            return f'a line after it makes it a stage, an option or a part ("{m.group().strip()}")'
    return None


# another party's figure, named in a remark ("Remarks: Globex's number", "(Globex's figure)", "Held by: Globex")
_THEIRS_AFTER = re.compile(r"(?:^|[:(\-–—]\s*|\b(?:per|from|copied\s+from)\s+)(?!(?:That|It|Today|Yesterday|Tomorrow|Tonight|"
                           r"Everyone|Someone|What|There|Here|Let|Who|Where|This|Last|Next)'s)(?P<who>[A-Z][\w&.-]+)'s\s+"
                           r"(?:figure|number|count|sheet|records?|price|rate|hq|data|numbers|estimate|total)\b|"
                           r"(?:held\s+by|owner\s+of\s+these\s+\w+|(?:remarks?|comments?|notes?)\s*:\s*for)\s*:?\s+"
                           r"(?P<who2>[A-Z][\w&.-]+)\W*$")
# a heading naming the other side of the conversation ("### Vendor", "Their side:", "Vendor side notes", "Partner update",
# "Competitor intel"): the "we" below it is theirs ("Our side:", "## Acme", "Customer update:" are the subject's)
# (batch 110) an outline's number or letter ("1.", "2)", "a)", "B.", "II.", "(c)", "1.2") or a symbol bullet ("■", "●",
# "➤", "◆", "☐") in front of a heading line: the line is still a heading over the lines below it ("1. Globex\n   - Budget: ...",
# "a) Partners\n   - Seats: 40", "■ Initech\n   Seats: 40")
_LIST_MARK = (r"(?:(?:\d{1,2}(?:\.\d{1,2}){0,3}|[A-Za-z]|[ivxlIVXL]{1,5})[.)](?:\s+|(?=[\u4e00-\u9fff]))|"
              r"[(（]\s*(?:\d{1,2}|[A-Za-z]|[ivxlIVXL]{1,5}|[一二三四五六七八九十]{1,3})\s*[)）]\s*|"
              r"(?:\d{1,2}|[一二三四五六七八九十]{1,3})、\s*|[•◆◇■□▪▫●○◦‣⁃►▶▸▹➤➢☐☑✓✔①-⑳⑴-⒇Ⅰ-Ⅻ]\s*|\d\ufe0f?\u20e3\s*|"
              r"\[\d{1,2}\]\s*|\d{1,2}\s+(?=[A-Z])|(?:#|§|(?i:no)\.?)\s*\d{1,2}[.:)]?\s+|\d{1,2}\s*[:-]\s+|[A-Za-z]/\s+)?")
_OTHER_SIDE_HEAD = re.compile(
    r"^\W*" + _LIST_MARK + r"(?:[^\n()]{1,30}\(\s*(?:the\s+)?(?:vendor|supplier|competitor|reseller|seller|provider)\s*\)|(?:(?:the|our|from\s+our|"
    r"response\s+from\s+(?:our|the))\s+)?(?:vendors?|suppliers?|sellers?|resellers?|providers?|partners?|competitors?|rivals?|"
    r"integrators?|counterparts?|distributors?|dealers?|wholesalers?|subcontractors?|their|other\s+(?:side|party|company))(?:'s)?(?:\s+(?:side|update|notes?|intel|info|answers?|reply|"
    r"response|view|position|numbers|figures|details|bid|team|[a-c1-3]|to|our|questions|verbatim|\(verbatim\))){0,5})\W*$")
_STAGE_HEAD = re.compile(r"^\W*" + _LIST_MARK + r"(?:wanted|needed|required|requested|desired|negotiation|wishlist|wish\s+list|"
                         # (batch 106) a heading alone that makes it an ask, an option, an estimate, another time or
                         # another party ("Counter.", "Fallback.", "Roughly.", "At the start.", "Q1.", "Sister company.")
                         r"ask|counter|alternative|alternatively|fallback|backup|approx|approximately|roughly|officially|"
                         r"then|at\s+(?:the\s+)?(?:start|outset|beginning)|at\s+first|initially|originally|"
                         r"(?:q[1-4]|h[12])(?:\s+\d{2,4})?|(?:(?:our|the|a)\s+)?(?:parent|sister|holding|affiliated?|other|"
                         r"different|another|second|old|previous|former)\s+(?:company|account|entity|customer|firm|business)|"
                         r"affiliates?)\W*$")  # "Wanted:"
# a line alone after it naming what kind of figure it is ("Average.", "Net.", "Pre-tax.", "List price.", "Est.";
# batch 106)
_FIGURE_KIND_ALONE = re.compile(r"^\W*(?:average|avg|median|mean|net|gross|pre-?tax|after[\s-]tax|list\s+price|est|"
                                r"estimated|short[\s-]term|long[\s-]term|nominal|"
                                # ... or whose word it is ("From the CFO.", "Per finance.")
                                r"(?:from|per|via|according\s+to|says|said)\s+(?:the\s+)?(?:cfo|ceo|cto|coo|cio|"
                                r"board|finance|leadership|management|procurement|purchasing|legal|boss|director|vp|head\s+of\s+"
                                r"\w+))\W*$")
_SETTLED = re.compile(r"(?<![\w])(?:accepted|approved|signed|countersigned|converted|ended|done|closed|won|finali[sz]ed|"
                      r"paid|not\s+a\s+(?:draft|request|forecast|quote|trial)|no\s+trial)(?![\w])")
_COUNTRY_LINE = re.compile(r"^\W*(?:(?:that's|that\s+is|it's)\s+)?(?:in\s+)?(?:germany|france|spain|italy|the\s+uk|the\s+us|europe|"
                           r"asia)\W*$")  # after a city: the city's country, no part
_STAGE = re.compile(
    r"(?<![\w])(?:forecast(?:ed)?|projected|projection|modell?ed|in\s+the\s+model|(?:budget\s+)?request(?:ed)?|our\s+ask|"
    r"the\s+ask|ask\s+to|submitted(?:\s+to\s+\w+)?(?:\s+for\s+approval)?|(?:free\s+)?trial(?:\s+(?:account|licen[cs]e|pricing))?|"
    r"poc(?:\s+setup)?|proof\s+of\s+concept|evaluation|(?:renewal\s+|counter-?)?offer(?:ed)?(?!\s+valid)|counteroffer|"
    r"offer\s+stage|"
    r"(?:still\s+a\s+|the\s+|your\s+)?quote(?:d|\s+stage)?(?!\s+(?:the|our|your|this|a|me)\b)|open\s+order|pro\s+forma|draft|proposal|proposed|"
    r"needed\s+by|pilot(?:\s+(?:phase|pricing))?|in\s+pilot|beta|ballpark|"
    r"under\s+consideration|end\s+state|next\s+phase|phase\s+\d+|year\s+\d+\s+terms|after\s+the\s+move|in\s+flight|"
    r"signature\s+outstanding|not\s+(?:yet\s+)?signed|unsigned|legal\s+(?:is\s+)?still\s+reviewing|with\s+legal|"
    r"opportunity\s+stage|close\s+date|in\s+the\s+order\s+we're)(?![\w])")
_OPTION = re.compile(r"(?<![\w])(?:(?:option|scenario|variant|config(?:uration)?|route|path|bundle|tier|choice|package)s?\s+"
                     r"(?:[a-z]|\d+|one|two|three)(?![\w])(?!\s+(?:account|customer|client|partner|support))|packages\s+on\s+the\s+table|on\s+the\s+table|two\s+ways\s+to\s+go|"
                     r"one\s+of\s+(?:two|three|several|the)\s+\w+|or\s+the\s+other\s+\w+|choice\s+one)")
_SUB_UNIT = re.compile(r"^\W*" + _LIST_MARK + r"(?:\w+\s+)?(?:marketing|sales|engineering|finance|hr|legal|operations|ops|support|r&d|design|"
                       r"product|research|emea|apac|amer|americas|latam|dach|nordics|benelux)(?:\s+(?:team|office|entity|"
                       r"division|department|dept|region|unit))?\W*$|^\W*" + _LIST_MARK + r"(?!(?:the\s+|our\s+)?(?:head|registered|main|home|"
                       r"global|corporate)\s)[\w\s]{0,20}\b(?:office|entity|division|subsidiary|department|branch|site|"
                       r"region)\W*$|^\W*\[(?:emea|apac|amer|dach|eu|us|uk)\]")
_PART_AFTER = re.compile(r"^\W*(?:(?:that's|that\s+is|this\s+is|it's|it\s+is)\s+)?(?:for\s+|in\s+|at\s+|across\s+|including\s+)?"
                         r"(?:the\s+|our\s+|all\s+of\s+)?(?:whole\s+)?(?:engineering|marketing|sales|finance|hr|legal|ops|"
                         r"operations|support|emea|apac|amer|latam|dach|(?!head\s|registered\s|main\s|corporate\s|global\s)[a-z]+\s+"
                         r"(?:office|entity|division|subsidiary|department|branch|site|region|arm)|(?:engineering|marketing|"
                         r"sales|finance|hr|legal|ops|support|design|product|research)\s+team|warehouse|eu\s+entity|group(?:-wide|\s+level)?|holding(?:\s+level)?|parent|"
                         r"division|(?:the\s+)?(?:emea|apac|dach)\s+(?:number|figure)|germany|france|spain|italy|the\s+uk|the\s+us|"
                         r"europe|asia|(?!company\s)[a-z]+\s+level|(?:the\s+)?whole\s+(?:group|holding))\W*(?:only|level)?\W*$")
_WRONG_LATER = re.compile(
    r"(?<![\w])(?<!your\srecords\s)(?<!your\srecord\s)(?<!your\scrm\s)(?<!your\sdata\s)(?:(?:is|are|'s|was|were)\s+"
    r"(?:a\s+bit\s+|slightly\s+|way\s+)?(?:off|wrong|incorrect|inaccurate|outdated|"
    r"out\s+of\s+date|stale|a\s+(?:mistake|typo|mix-?up|copy-?paste\s+error|placeholder))|^\W*(?:that's|that\s+is)\s+off\W*$|"
    r"^\W*off\s+by\b|scratch\s+(?:the|that)\b|needs?\s+fixing|fat-?fingered|copy-?paste\s+error|(?:the\s+)?(?:right|correct|"
    r"real|updated|proper)\s+(?:figure|number|value|amount|one|date|name)\s+(?:will\s+follow|to\s+follow|tomorrow|later|"
    r"coming)|i'll\s+send\s+the\s+(?:right|correct|real|updated|proper)|is\s+off\s+by)")
_FORM_DEFAULT = re.compile(r"(?<![\w])(?:default(?:\s+(?:value|option|setting))?(?!\s+for\b)|(?:left\s+at\s+its\s+)?preset|pre-?filled|"
                           r"pre-?selected|pre-?populated|placeholder|example\s+value)(?![\w])|^\W*\(?\s*enter\s+(?:your|the)\b|"
                           r"^\W*help\s*:")
# (batch 106) a line after a form's field that says the subject did not answer it: left untouched, skipped, blank or
# unanswered ("Customer did not change this field.", "Respondent skipped this question.", "Not answered."), or that
# the one who answered or filled it in is the other side ("Answered by: Sam (vendor)", "Filled in by our sales rep")
_FIELD_NOT_ANSWERED = re.compile(
    r"(?<![\w])(?:(?:did\s+not|didn't|never)\s+(?:change|touch|edit|fill(?:\s+in|\s+out)?|answer|complete|select|pick)|"
    r"skipped|unanswered|not\s+answered|no\s+answer|left\s+(?:blank|empty|unchanged|untouched|as\s+is)|untouched)"
    r"(?![\w])|(?<![\w])(?:answered|filled(?:\s+(?:in|out))?|completed|entered|submitted|ticked|selected)\s+(?:in\s+)?(?:by|for)\b"
    r"[^.?!]{0,30}?(?<![\w])(?:vendor|sales(?:\s*rep)?|rep|agent|ae|sdr|bdr|csm|account\s+(?:manager|exec(?:utive)?)|"
    r"interviewer|surveyor|our\s+(?:team|side))(?![\w])")
_FOR_OTHERS = re.compile(r"(?<![\w])(?:(?:line|version|copy)\s+for\s+(?:the\s+)?(?:press|globex|them|\w+)|for\s+the\s+press"
                         r"(?:\s+release)?|for\s+(?:the\s+)?rfp|goes\s+in\s+the\s+rfp|what\s+(?:we'll|we\s+will)\s+(?:say|give|"
                         r"tell|quote)|what\s+\w+\s+will\s+(?:hear|say|get)|what\s+\w+\s+gets\s+told|what\s+the\s+rfp\s+will|"
                         r"our\s+(?:anchor|starting\s+position|opening\s+(?:bid|position))|for\s+external\s+use|vendor-facing|"
                         r"customer-facing|for\s+tax\s+purposes|talking\s+points|script\s+for|our\s+line\s+for|"
                         r"for\s+the\s+negotiation|reply\s+to\s+[a-z]+(?![\w@.])|answer\s+for\s+their|for\s+[a-z]+'s\s+(?:intake|form)|"
                         r"press\s+release\s+copy)")


# words of the languages written in Latin letters that the rules do not read (German, French, Spanish, Italian,
# Portuguese, Dutch): their most frequent words, and their months and weekdays, none of them an English word. A source
# with a sentence in one of those languages beside the statement ("Inzwischen sind es 60.", "Selon Globex, ...", "Our HQ
# is in Berlin, vorerst.") says what the rules cannot read: a person reads it.
_UNREAD_WORDS = frozenset("""
und ist nicht wir sind das der ein eine einen einem einer mit für auf noch nur aber wenn seit bis auch schon sehr wird
wurde werden haben hatte waren bei nach vom zum zur ich uns unser unsere unseren unserem ihr ihre dass oder kein keine doch
mehr weniger jetzt heute gemeint laut vorerst ehemals außer über etwa ungefähr wahrscheinlich vielleicht glaube höchstens
mindestens insgesamt genau ziehen sitzen inzwischen nächsten nächste letztes letzten letzte jahr monat woche gerade
wechseln betrifft muss müssen soll sollen kann können wäre würde hieß stimmt nichts alle alles diese dieser dieses sich
sie es zu beim vor zwischen eher etwas neue neuer neues altes wie wer warum weil denn dann sowie ohne gegen durch ende
les du une nous vous sommes avons êtes avec mais cette ces c'est je il elle ils elles qui que dans sur moins très toute
tous toutes aussi depuis jusqu'en jusqu'à selon seulement été était sera ça ont leur leurs notre votre vos voulais aux
n'est d'accord l'année dernière prochain prochaine doit mois semaine année déménage s'agit
el los las una somos tenemos pero sólo muy desde hasta según también está están estamos eran fue será nuestro nuestra
nuestros nuestras del por más menos ahora antes después tiene tienen quise decir eso esto esta este año pasado próximo
próxima semana falta aprueba dejado empresa
è gli della delle degli dei siamo abbiamo anche già ancora più meno nostro nostra nostri nostre dalla nel nella sono sarà
erano deve essere approvato intendevo scorso mese settimana
são não nós temos mas só também já ainda mais nosso nossa nossos nossas das uma foi quis dizer passámos passamos
entretanto precisa aprovação passado mês
het zijn wij hebben niet maar ook alleen voor een dat wordt werd onze ons volgens misschien ongeveer vorig jaar maand moet
worden goedgekeurd denk ik gaat akkoord
januar februar märz juni juli oktober dezember janvier février avril juin juillet août septembre octobre novembre
décembre enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre gennaio febbraio aprile
maggio giugno luglio settembre ottobre dicembre janeiro fevereiro março maio junho julho setembro outubro dezembro januari
februari maart augustus montag dienstag mittwoch donnerstag freitag samstag sonntag lundi mardi mercredi jeudi vendredi
samedi dimanche lunes martes miércoles jueves viernes sábado lunedì martedì mercoledì giovedì venerdì sabato terça quarta
sexta maandag dinsdag woensdag donderdag vrijdag zaterdag zondag
""".split())
# greetings, thanks, sign-offs and yes or no in those languages: they qualify nothing ("Hallo zusammen, ...", "Bis bald!")
_COURTESY = re.compile(
    r"(?<![\w'])(?:hallo(?:\s+zusammen)?|hola(?:\s+a\s+todos)?|bonjour(?:\s+à\s+tous)?|bonsoir|salut|ciao(?:\s+a\s+tutti)?|"
    r"hoi|olá|buongiorno|buenos\s+días|buenas\s+tardes|guten\s+(?:morgen|tag|abend)|(?:(?:viele|liebe|beste|herzliche|"
    r"freundliche)\s+)?grüße(?:\s+aus)?|mit\s+freundlichen\s+grüßen|bis\s+(?:bald|morgen|später)|danke(?:\s+(?:schön|sehr|"
    r"vielmals))?|vielen\s+dank|merci(?:\s+beaucoup)?|(?:muchas\s+)?gracias|grazie(?:\s+mille)?|obrigad[oa]|bedankt|"
    r"dank\s+je(?:\s+wel)?|schönes\s+wochenende|schönen\s+tag|bonne\s+(?:journée|soirée|semaine)|bon\s+week-end|"
    r"buen\s+fin\s+de\s+semana|buona\s+giornata|bom\s+fim\s+de\s+semana|fijn\s+weekend|(?:un\s+)?saludos?|cordialement|"
    r"bien\s+à\s+vous|(?:un\s+)?saluto|cordiali\s+saluti|atenciosamente|abraços?|groetjes|met\s+vriendelijke\s+groet(?:en)?|"
    r"\Abis\s+dann|à\s+bientôt|hasta\s+(?:luego|pronto)|a\s+presto|até\s+logo|tot\s+ziens|tschüss|adiós|adieu|arrivederci|ja|oui|sí|"
    r"genau|exactement|exacto|esatto|exato|precies|gerne|de\s+nada|avec\s+plaisir)(?![\w'])", re.IGNORECASE)
_COURTESY_JOIN = frozenset({"und", "et", "y", "e", "en"})
# a lower-case word with a letter English does not write ("gesperrt" does not, "clôturé", "außer", "máximo" do), but for
# the few such words English has taken over
_LATIN_MARKED = re.compile(r"[àâäãåáçèéêëìíîïñòóôöõøùúûüÿœæßąćęłńśźżčďěňřšťůžőűășțşğıİ]")
_LOANWORDS = frozenset({"café", "cafés", "résumé", "résumés", "naïve", "naïvely", "fiancé", "fiancée", "cliché", "clichés",
                        "déjà", "façade", "soupçon", "jalapeño", "jalapeños", "piñata", "señor", "señora", "entrée", "entrées",
                        "protégé", "décor", "exposé", "rosé", "sauté", "crème", "brûlée", "über", "doppelgänger", "coöperate",
                        "coördinate", "rôle", "élite", "précis", "passé", "attaché", "née", "touché", "voilà", "à", "resumé",
                        "resumés"})
_LATIN_WORD = re.compile(r"(?<![\w'-])[^\W\d_]+(?:'[^\W\d_]+)?(?![\w-])")
# (a match starts where a token does, and takes the rest of it: tried only there, its cost grows with the token's length,
# where tried at every character of a long token it grew with its square: 98 s for 65,000 soft hyphens, batch 73)
_WEB_TOKEN = re.compile(r"(?<!\S)(?:\S+@\S+|\S*(?:https?://|www\.)\S*|\S*\w\.\w{2,5}\b\S*)", re.IGNORECASE)


_SHORTCODE = re.compile(r":[a-z0-9_+-]{2,40}:")  # an emoji's name in a chat (":thumbsup:")
_PART_CUT = re.compile(r"((?<!\d),|,(?!\d)|;|:|\s[—–-]+\s|\(|\))")
# of those, words that are also given names ("Julio", "Avril", "Uma"): only in lower case
_GIVEN_NAMES = frozenset({"julio", "avril", "augustus", "mayo", "uma", "maio", "juni", "juli"})
# of those, the nouns (months, weekdays, "Jahr", "Monat"), which German writes with a capital, and no English name spells
_UNREAD_NOUNS = frozenset(w for w in _UNREAD_WORDS if w not in _GIVEN_NAMES and w in {
    "jahr", "monat", "woche", "ende", "januar", "februar", "märz", "juni", "oktober", "dezember", "janvier", "février",
    "avril", "juin", "juillet", "août", "septembre", "octobre", "décembre", "enero", "febrero", "marzo", "abril",
    "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre", "gennaio", "febbraio", "aprile",
    "maggio", "giugno", "luglio", "settembre", "ottobre", "dicembre", "janeiro", "fevereiro", "março", "junho", "julho",
    "setembro", "outubro", "dezembro", "januari", "februari", "maart", "montag", "dienstag", "mittwoch", "donnerstag",
    "freitag", "samstag", "sonntag", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche", "lunes",
    "martes", "miércoles", "jueves", "viernes", "sábado", "maandag", "dinsdag", "woensdag", "donderdag", "vrijdag",
    "zaterdag", "zondag"})
_STREET = re.compile(r"(?:straße|strasse|str|weg|platz|gasse|allee|damm|ufer|gracht|straat|laan|plein)$")
_UNREAD_WHY = "words in a language the rules do not read"
_PLACE_ARTICLES = frozenset({"los", "las", "el", "la", "le", "les", "del"})  # "Los Angeles ...", "El Paso ..."
_NAME_PARTICLES = frozenset({"del", "das", "der", "dos", "da", "du", "de", "la", "le", "van", "von", "di", "della", "delle",
                             "dei", "degli", "do", "des", "den", "an", "es", "y", "e", "al", "el", "los", "las", "zu", "am"})
# words of those languages that the English list holds as names or phrases ("Le Mans", "de facto"): not English here
_NOT_ENGLISH = frozenset({"en", "de", "la", "le", "el", "al", "au", "del", "se", "si", "un", "il", "lo", "des", "les",
                          "du", "et", "da", "dos", "das", "mes", "ora", "di", "ha", "por", "ya", "je", "ne", "nous"})
# software and services a customer's text names in lower case ("Auth is via okta, saml.")
_TECH_WORDS = frozenset("""nginx postgres postgresql kubernetes okta scim saml vscode intellij gitlab github jira confluence
netsuite salesforce hubspot wifi mfa vpn ldap oauth sql mysql redis kafka linux macos ios android sap oracle excel outlook
gmail asana trello zendesk intercom stripe quickbooks xero workday sharepoint onedrive dropbox figma miro tableau looker
snowflake databricks docker terraform ansible jenkins grafana prometheus datadog pagerduty servicenow sso ssl tls dns cdn
saas paas iaas crm erp hris ats api apis sdk cli ui ux backend frontend devops sysadmin mes cheque programme aws gcp
azure infra prod dev qa staging repo repos k8s vm vms ci cd""".split())
# words written in chats that a dictionary of English does not hold
_CHAT_WORDS = frozenset("""fyi btw tbd tba lol omg thx kthx pls plz imo imho afaik iirc fwiw asap eod eow eom ooo wfh brb
ttyl np nvm idk tl dr ok okay yep yup nope hi hey ps sso saas nda msa poc sow po crm erp api ui ux kpi roi qa hr it vp
cfo ceo cto coo vat gst emea apac latam tysm lgtm sgtm ack rn atm wdyt lmk tmrw tmr u ur thx ty gonna wanna lah fwd cc bcc env timezone timezones runbook runbooks onboarding offboarding offsite
onsite workflow workflows dashboard dashboards login logins signup signups webhook webhooks requester approver
approvers stakeholder stakeholders headcount kickoff rollout rollouts upsell renewals invoicing payroll""".split())


@lru_cache(maxsize=1)
def _english() -> frozenset[str]:
    """English words: those of pyspellchecker's English frequency list seen more than its floor of 50 times (rarer
    entries are mostly names and other languages' words: "environ", "conto"), the lexicon's, and chat words."""
    from importlib.resources import files

    with files("spellchecker").joinpath("resources/en.json.gz").open("rb") as f:
        freq: dict[str, int] = json.loads(gzip.decompress(f.read()))
    words = {w for w, n in freq.items() if n > 50}
    words |= {b for w in words for b in _british(w)}
    return (frozenset(words) | _common() | _CHAT_WORDS | _TECH_WORDS) - _NOT_ENGLISH


def _british(w: str) -> tuple[str, ...]:
    """A word's British spellings, from its American one ("organization" -> "organisation", "center" -> "centre",
    "color" -> "colour", "license" -> "licence", "catalog" -> "catalogue", "traveled" -> "travelled")."""
    out = []
    for us, gb in (("ization", "isation"), ("ize", "ise"), ("izing", "ising"), ("ized", "ised"), ("yze", "yse")):
        if us in w:
            out.append(w.replace(us, gb))
    for us, gb in (("or", "our"), ("ors", "ours"), ("er", "re"), ("ers", "res"), ("ense", "ence"), ("og", "ogue"),
                   ("eled", "elled"), ("eling", "elling"), ("am", "amme")):
        if w.endswith(us) and len(w) > len(us) + 2:
            out.append(w[: -len(us)] + gb)
    return tuple(out)


def _in_name(words: list[str], i: int) -> bool:
    """Whether `words[i]` (a particle) stands in a run of particles between two capitalised words."""
    a = i - 1
    while a > 0 and words[a].lower() in _NAME_PARTICLES and words[a][:1].islower():
        a -= 1
    b = i + 1
    while b < len(words) - 1 and words[b].lower() in _NAME_PARTICLES and words[b][:1].islower():
        b += 1
    return words[a][:1].isupper() and words[b][:1].isupper()


_BIC_CODE = re.compile(r"(?i)\b((?:bic|swift)(?:\s*/\s*(?:bic|swift))?(?:\s*code)?\s*[:#]?\s*)" + _BIC + r"\b")


def _unread_words(t: _Sentence, own: frozenset[str]) -> str | None:
    """A word of a language written in Latin letters that the rules do not read, in a sentence `t` (outside greetings,
    thanks and sign-offs, web and mail addresses, and a name's particle: "Playa del Carmen"): one of those languages'
    own words ("der", "selon", "außer"), or, in a part of the sentence (between commas), words of which at least half
    are not English ("Konto gesperrt.", "Probablement, ...", "..., tijdelijk."). A capitalised word inside a sentence
    is a name here, and counts for neither; the words of the value (`own`, lower case) are the claim's own."""
    if t.zh:
        return None
    plain = _SHORTCODE.sub(" ", _COURTESY.sub(" ; ", _WEB_TOKEN.sub(" ", _BIC_CODE.sub(r"\1", t.raw))))
    pieces = _PART_CUT.split(plain)  # parts, and the marks between them
    ended = t.raw.rstrip().endswith((".", "!", "?"))  # a short sentence, not a signature's name ("Creo." / "Agnieszka")
    for k in range(0, len(pieces), 2):
        part, cut = pieces[k], pieces[k + 1] if k + 1 < len(pieces) else ""
        words = _LATIN_WORD.findall(part)
        read, unknown = 0, []
        for i, w in enumerate(words):
            low = w.lower()
            if low in _NAME_PARTICLES and 0 < i < len(words) - 1 and _in_name(words, i) and \
                    not (k == 0 and i == 1 and low in _UNREAD_WORDS):
                continue  # "Playa del Carmen", "Pieter van der Berg": part of a name
            shout = w.isupper() and len(w) >= 6  # "NIEAKTUALNE", "NEPLATNÉ": a word in capitals, longer than an acronym
            named = not w[:1].islower() and not shout and (low in _GIVEN_NAMES or k or i or (low in _PLACE_ARTICLES and i + 1 < len(words) and
                                                                      words[i + 1][:1].isupper()))
            if low in own or (_STREET.search(low) and re.match(r"\s*\d", part[part.find(w) + len(w):])):
                continue  # the value's own words; a street before its number ("Friedrichstraße 68")
            if (not named or low in _UNREAD_NOUNS) and low not in _COURTESY_JOIN and (low in _UNREAD_WORDS or (
                    _LATIN_MARKED.search(low) and low not in _LOANWORDS and (w[:1].islower() or shout))):
                return w  # (a capitalised word inside a sentence, or before another, is a name: "Los Angeles")
            # a capitalised word is a name ("Globex", "CET"), but for the first of a short opening ("Probablement, ...",
            # "Secondo Globex, ...", "Korrektur: 60.") or of a short sentence ("Konto gesperrt.", "Creo."); a word of two letters is too short to
            # tell, but for those languages' own ("la", "en", "de": `_NOT_ENGLISH`)
            opening = k == 0 and i == 0 and (cut in (",", ":") and len(words) <= 3 or not cut and len(words) <= 2 and ended)
            judged = (low in _NOT_ENGLISH and not w.isupper()) or shout or (len(w) > 2 and not w.isupper() and (w[:1].islower() or opening)
                                                      and not low.endswith("'s"))
            english = low in _english() or low in own
            read += judged or english
            if judged and not english:
                unknown.append(w)
        if unknown and 2 * len(unknown) >= read and not (re.search(r"\d", part) and any(
                w[:1].isupper() for j, w in enumerate(words) if k or j)):  # not an address ("12 rue de Rivoli")
            return unknown[0]
    return None



# the claim in the first person plural, the subject's own voice; another sentence that says "their" speaks of a party
# (batch 88: "Their lawyer called this morning.", "Spoke to their summer intern.", "... hasn't told us their seat count")
_FIRST_PERSON_PLURAL = re.compile(r"(?<![\w'])(?:we|our|ours|us|we're|we've|we'll|we'd)(?![\w'])")
_THEIR = re.compile(r"(?<![\w'])(?:their|theirs)(?![\w'])")
_ZH_WE, _ZH_THEIR = re.compile(r"我们|我們|咱们"), re.compile(r"他们的|她们的|他們的|她們的")
# a line above a first-person statement that tells of another person or party (batch 89: "His old colleague at Globex
# walked me through it over lunch.", "Her brother-in-law runs procurement at Globex.", "The company's former CFO rang me
# last night.", "Overheard at the next table."): the statement below it is that person's words, as the writer heard them
_NARRATED = re.compile(
    r"(?<![\w'])(?:he|she|his|him|her|hers|its|he's|she's|the\s+company's|[a-z]+'s\s+(?:former|old|ex|previous|outgoing|new|"
    r"counterpart|colleague|predecessor|successor|brother|sister|husband|wife|partner|neighbou?r|cousin|friend|boss|intern|"
    r"lawyer)|(?:i|we)\s+(?:met|spoke|talked|chatted|ran\s+into|bumped\s+into|overheard|heard|dug\s+up|found|copied|"
    r"got\s+(?:a|an|this)|was\s+told|were\s+told)|overheard|(?:ex|former)-?\s*[a-z]+\s+(?:employee|engineer|cfo|ceo|cto|"
    r"intern|staff)|(?:rang|called|pinged|texted|emailed)\s+me|filled\s+me\s+in|walked\s+me\s+through|told\s+me|"
    r"gave\s+me|over\s+(?:lunch|dinner|coffee|drinks|beers?)|at\s+the\s+(?:booth|conference|trade\s+show|bar|party|barbecue))(?![\w'])")
# a later line that ends or voids the record, whoever writes it (batch 89: a credit note, a refund, a termination, a
# moderator's or a recall's notice, "well, was.", "we let 8 of them lapse")
_VOIDED_AFTER = re.compile(
    r"(?<![\w])(?:void(?:ed)?|refund(?:ed)?|credit\s+note|terminated|termination|downgrade[sd]?|specimen|watermark|"
    r"recall(?:ed)?|hidden\s+by|flagged\s+by|removed\s+by|deleted\s+by|lapse[sd]?|froze|frozen|rescinded|revoked|"
    r"retracted|opted\s+out|well,?\s+(?:was|had|were)|(?:was|had|were)\s*\.?$)(?![\w])|作废|退款|已终止|冲销")
# a translation beside the text: what the original says may differ ("Original: 我们的预算本来是...", "原文：...")
_TRANSLATION_LINE = re.compile(r"^\W*(?:original(?:\s+\([a-z]{2}\))?|translation(?:\s+\([a-z]{2}\))?|translated|"
                               r"machine\s+translation|原文|中文原文|译文|英文原文|翻译)\s*[:：]")
# a table's column head over the value that makes it another figure: a currency, a period, a change or a part
# ("| Metric | Value (€) |", "| Metric | Per month |", "| Metric | Q1 |", "| Metric | Change |", "| 项目 | 金额（元）|")
_HEAD_OTHER = re.compile(r"(?<![\w])(?:eur|euros?|gbp|pounds?|jpy|yen|cny|rmb|yuan|cad|aud|chf|inr|sek|nok|dkk|per|monthly|"
                         r"weekly|daily|quarterly|q[1-4]|h[12]|change|changes|delta|diff|difference|added|removed|unused|used|"
                         r"spent|remaining|growth|variance|forecast|target|planned|plan|previous|prior|old|last|before|"
                         r"estimate|estimated|proposed|draft|min|max|minimum|maximum)(?![\w])|[€£¥₹]|(?<![美港澳加新])元|人民币|日元|欧元|英镑|"
                         r"每月|月度|季度|变化|新增|剩余|预计|目标")


def _column_head(sentences: tuple[_Sentence, ...], pos: int, pred: _Pred) -> str | None:
    """The head of the table column the value stands in, when the sentence is a row of a table (batch 89)."""
    row = sentences[pos].norm
    if "|" not in row:
        return None
    cells = [c.strip() for c in row.strip().strip("|").split("|")]
    col = next((i for i in range(len(cells) - 1, -1, -1) if re.search(r"\d", cells[i])), None)
    k = pos - 1
    while k >= 0 and "|" in sentences[k].norm:
        k -= 1
    head = next((t.norm for t in sentences[k + 1:pos] if not re.fullmatch(r"[\s|:+-]*", t.norm)), None)
    if col is None or head is None:
        return None
    heads = [c.strip() for c in head.strip().strip("|").split("|")]
    if col >= len(heads) or len(heads) != len(cells):
        return None
    h = heads[col]
    if (m := _HEAD_OTHER.search(h)) is not None and not (pred.words & set(_WORD.findall(h)) - {"per"}) and \
            not (m.group() in ("per", "monthly", "quarterly", "weekly", "daily") and pred.words & _RATE_WORDS):
        return f'the column\'s head makes it another figure ("{h}")'
    return None


# a record's data source: a vendor's estimate or a benchmark is not the subject's word, unless it names the subject,
# or a conversation, a document or a form of its own
_DATA_SOURCE = re.compile(r"^\W*(?:(?:data\s+)?source|data\s+provided\s+by|provided\s+by|enriched\s+by|enrichment|via|"
                          r"数据来源|来源)\s*(?:[:：=-]|by)?\s*(?P<w>\S.{0,80})$")
_OWN_SOURCE = re.compile(r"(?<![\w])(?:customer|client|us|we|our|call|calls|email|e-mail|mail|meeting|chat|phone|form|"
                         r"contract|order|invoice|po|crm|rfp|questionnaire|survey|signed|them|their|it|self|direct|"
                         r"interview|conversation|ticket|website|salesforce|hubspot|export|exported|admin|console|dashboard|portal|system|"
                         r"billing|account|records?|cfo|ceo|coo|cto|finance|procurement|owner|manager)(?![\w])|客户|电话|邮件|会议|合同|我们|导出|后台|系统")
# (batch 102) a label naming its record's source in brackets: a data provider's or a directory's profile, not the
# subject's word ("Company data (ZoomInfo): HQ Berlin", "Account info (from Clearbit)", "Company profile (Glassdoor)")
_BRACKET_SOURCE = re.compile(r"^\W*(?:[\w&'-]+\s+){0,3}?(?:company|account|firm|org|organi[sz]ation|firmographics?|contact|lead|"
                             r"prospect)?\s*(?:data|info|information|details|profile|overview|snapshot|record|facts|"
                             r"firmographics|insights?|intel)\s*[(\[]\s*(?P<w>[^()\[\]\n:]{1,40}?)\s*[)\]]\s*(?::|$)", re.IGNORECASE)
# (batch 102) a Chinese heading or lead-in naming a third party's profile of the subject: a business registry or a
# directory, a news or funding report, a job posting, a review, an encyclopedia, an investor letter ("企业信息",
# "工商登记", "天眼查", "融资新闻", "招聘启事", "用户评价", "百度百科", "投资人月报")
_ZH_PROFILE_SOURCE = re.compile(r"企业(?:信息|画像|档案|概况|简介)|工商|天眼查|企查查|启信宝|爱企查|企信宝|融资|新闻|报道|招聘|"
                                r"评价|点评|百科|领英|投资人|年报|展会|嘉宾|信用信息|公示|职位|岗位|新闻稿|官网介绍")
# (batch 102) a source named after the statement with the verb first ("..., reports TechCrunch.", "..., writes Sifted.",
# "..., states the filing."), or a Chinese source before or after it ("企查查显示，...", "...，36氪报道。", "...，据企查查。")
_INVERTED_SOURCE = re.compile(r",\s*(?:reports|reported|writes|wrote|notes|noted|claims|claimed|states|stated|estimates|"
                              r"estimated|lists|listed|shows|showed)\s+(?:the\s+|its\s+|their\s+|a\s+|an\s+)?[\w.&' -]{1,40}"
                              r"[.!]?\s*$|,\s*(?:the|its|their|a|an)\s+[\w' -]{1,30}?\s+(?:reports|reported|notes|noted|states|stated|says|"
                              r"said|shows|showed|lists|listed|claims|claimed|estimates|estimated|writes|wrote)[.!]?\s*$")
_ZH_SOURCE_SAYS = re.compile(r"^(?!.*(?:我们|我司|本公司))[^，,。]{1,14}(?:显示|称|写着|写道|介绍|提到|报道|透露)[，,:：]|"
                             r"[，,]\s*(?:据[^，,。我]{1,14}|[^，,。我]{1,14}(?:显示|称|报道|写道|透露|所示))[。.!！]?\s*$")
_ZH_SAYS_SO = re.compile(r"写|说|显示|称|报道|记载|列着|标着|这么")  # ... a last clause saying the profile says so (batch 102)
# (batch 102) a participle of place set in the past by "then" or "at the time": "Acme, then headquartered in Berlin, ..."
_THEN_BASED = re.compile(r"(?<![\w])(?:then|at\s+the\s+time|back\s+then|formerly|once)\s+(?:still\s+)?(?:headquartered|based|"
                         r"located)(?![\w])|(?<![\w])(?:headquartered|based|located)\s+in\s+[\w .-]{1,30}?\s+(?:at\s+the\s+time|"
                         r"back\s+then)(?![\w])")
# a note of an editor or a transcriber in brackets ("[Editor's note: ...]", "[reading from the Globex deck]")
_EDITORS_NOTE = re.compile(r"[\[(]\s*(?:(?:editor|transcriber|translator|reviewer)'?s?\s+note|note\s*:|reading\s+from|"
                           r"speaker\s+\d\s+and)[^\])]*[\])]?")


# a field left blank: "Budget: n/a", "Seats: —", "budget=", '"budget": null', "Discount: (blank)"
_BLANK_FIELD = re.compile(r"""[\s"'*_]*(?:\([^()\n]{0,30}\)\s*)?[:=]\s*["']?\s*(?:(?:n\s*/\s*a|#\s*n/?a|nan|none|null|nil|"""
                          r"""unknown|tbd|tba|tbc|missing|\?+|[-–—]+|[(\[<]\s*(?:blank|empty|none|missing|to\s+follow|tbd|n/?a)\s*[)\]>]|"""
                          r"""blank|empty|to\s+follow|''|""|\[\s*\]|\{\s*\}|not\s+(?:set|known|given|provided|stated))\s*["']?\s*(?:[,;|}\]]|$)|"""
                          r"""["']?\s*[,;|}\]]|\s+(?=[\w-]+\s*=))""", re.IGNORECASE)
# a record's field saying it is not real data: "env: dev", '"is_test": true', "test_record: yes", "environment=staging"
_TEST_FLAG = re.compile(r"""(?<![\w])["']?(?:(?:env|environment|stage|instance|deployment)["']?\s*[:=]\s*["']?(?:dev|develop|"""
                        r"""development|test|testing|staging|sandbox|qa|uat|demo)|(?:is[_-]?(?:test|demo|sample|dummy|mock|fake|"""
                        r"""synthetic|example)|test[_-]?(?:record|data|account|entry|only|mode)|_?seed(?:ed)?|dummy|mock|synthetic)["']?\s*[:=]"""
                        r"""\s*["']?(?:true|yes|y|1|on)|fixtures?\s*[:=]|(?:record[_ ]?type|labels?|tags?)\s*[:=]\s*["']?[\w./ -]*?(?:fixture|test|qa|uat|"""
                        r"""training|sample|demo|sandbox|staging)|(?:db|database|schema|host|hostname|server|url|endpoint)\s*[:=]\s*\S*?"""
                        r"""(?<![a-z])(?:test|qa|uat|staging|sandbox|dev)(?![a-z])|(?:source|created[_ ]by|generator)\s*[:=]\s*["']?\S*?"""
                        r"""(?:faker|fixture|seed|load-?test|synthetic|mock)|^\W*(?:subject|re|fwd?)\s*:\s*\[(?:test|uat|qa|staging|sandbox|dev)\]|"""
                        r"""sent\s+from\s+(?:the|our)\s+(?:qa|test|uat|staging|sandbox)\s+(?:mailbox|account|inbox|environment))(?![\w])"""
                        r"""|环境\s*[:：]\s*(?:沙箱|测试|预发|开发)""", re.IGNORECASE)
# a line after the statement that points back at it: "the budget figure above", "row 1", "paragraph one", "that channel
# preference", "the first line", "那句" (batch 88: far from it, it takes the statement back as often as not)
_BACK_REFERENCE = re.compile(
    r"(?<![\w])(?:(?:above|earlier|previous|preceding|first|second|third|top)\s+(?:line|lines|paragraph|row|item|point|"
    r"bullet|figure|figures|number|numbers|value|values|sentence|entry|field)|(?:line|paragraph|row|item|point|bullet)\s+"
    r"(?:one|two|three|four|five|[1-9])|(?:figure|figures|number|numbers|value|values|date|amount|details|info|"
    r"information|count|name|city|channel|headcount)\s+(?:above|up\s+there|up\s+top|at\s+the\s+top|i\s+(?:just\s+)?(?:gave|sent|"
    r"mentioned|quoted|named))|(?:that|this)\s+(?:figure|number|value|amount|date|count|name|(?:channel\s+)?preference)|"
    r"(?:earlier|opening|first)\s+(?:number|figure|line|sentence|message|point|count)|line\s+above|up\s+there|up\s+top|"
    r"at\s+the\s+top|i\s+(?:just\s+)?(?:gave|mentioned|named)\s+(?:you\s+)?(?:first|above|earlier)?)(?![\w])|"
    r"那句|那条|上面|上述|前面那|第一行|第一句|那个数|开头")
# ... and says it is undone (below), unless it confirms it with no other figure ("The numbers above are correct; the ones in
# your old proposal were wrong.")
_AFFIRMED = re.compile(r"(?<![\w])(?:correct|final|confirmed|approved|accurate|current|official|firm|right|valid|stands|"
                       r"holds)(?![\w])|没错|无误|准确")
_UNDONE = re.compile(r"(?<![\w])(?:not|no|n't|never|wrong|off|error|outdated|out\s+of\s+date|old|stale|last\s+year|"
                     r"previous|ignore|disregard|mistake|typo|redo\w*|changed|replaced|left|gone|was|were|had|from|before|"
                     r"until|pre-?\w+|predates?|strike|copy-?paste|pasted|lower|higher|(?:19|20)\d{2}|"
                     r"(?!(?:it|that|what|here|there|let|who|he|she)'s)[a-z]+'s)(?![\w])|不|错|作废|明年|去年|老|以前|之前")


# (batch 90) a later line that says what the figure is or covers ("That covers ...", "It's for ...", "这只是...")
_THAT_COVERS = re.compile(r"^\W*(?:that|this|it|these|those|which)(?:'s|'re|\s+(?:is|are|covers?|includes?|counts?|"
                          r"counting|excludes?|means|applies|only|just))(?![\w'])")
# ... and says it is a part of it: a first stage, a month, a season, a shift, one site ("That covers the first site.",
# "It's for the first of three stages.", "That's counting the ones on order.", "That's the Berlin number.")
_PART_OF_IT = re.compile(
    r"(?<![\w])(?:(?:first|initial|opening|next|final)\s+(?:\w+\s+)?(?:months?|weeks?|years?|quarters?|stages?|phases?|"
    r"invoices?|batch|batches|deliver(?:y|ies)|orders?|sites?|offices?|instal+ments?|payments?|tranches?|waves?|rounds?|parts?|"
    r"half|terms?|periods?|shipments?|releases?|sprints?|days?)|(?:first|one|two)\s+of\s+(?:two|three|four|five|six|several|"
    r"\d+)|(?:day|night|morning|evening|weekend|late|early)\s+shifts?|(?:summer|winter|spring|autumn)(?![\w])|"
    r"(?:not\s+)?counting|excluding|including\s+the|just\s+(?:the|for|one|our)|only\s+(?:the|for|one|our)|january|february|"
    r"march|april|june|july|august|september|october|november|december|q[1-4]|h[12])(?![\w])")
_PLACE_FIGURE = re.compile(r"^\W*(?i:that|it|this)(?:'s|\s+(?i:is|covers?))\s+(?:just\s+|only\s+)?the\s+(?P<n>[A-Z][\w-]+)\s+"
                           r"(?:number|figure|side|office|team|site|total|count|address|one|amount|contact)(?![\w])")
_ZH_THAT_COVERS = re.compile(r"^(?:这|那|它|此)(?:个|些)?(?:(?:只|仅|才)|(?:是|包括|包含|算|指|覆盖|涵盖|针对)"
                             r".*(?:第一|首|头|[一二三\d]期|部分|其中|白班|夜班|夏|冬|春|秋|单月|当月|分部|办事处))")
# a later line that makes the text material for someone to practise or adapt ("Swap in your own numbers.", "Rewrite this
# sentence in the past tense.", "Use this as a model for your own answer.", "Line 14 of the script.", "换成你们自己的数字。")
_MATERIAL_AFTER = re.compile(
    r"^\W*(?:(?:now|then|next|first|finally|and)\W+)*(?:rewrite|re-write|repeat\s+(?:for|this|it|with)|swap\s+(?:in|out)|"
    r"replace\s+(?:the|it|this|with)|change\s+the\s+(?:numbers?|figures?|names?|details)|spot\s+the|say\s+it|practi[sc]e|"
    r"fill\s+in|copy|adapt|write\s+(?:one|three|two|a\s+few|some|more|your)|underline|circle\s+the|highlight\s+the|"
    r"translate|paraphrase|use\s+(?:this|it|these)\s+as|keep\s+it\s+\w+\s+like|submit\s+your|check\s+your\s+answer|"
    r"mark\s+(?:it|each|this)\s+out\s+of|do\s+the\s+same|try\s+(?:it|this|one)\s+(?:yourself|for)|list\s+your\s+own|"
    r"read\s+(?:it|this)\s+(?:aloud|out\s+loud)|role[\s-]?play)(?![\w])"
    r"|(?<![\w])(?:your\s+turn|your\s+own\s+(?:numbers?|figures?|details|answer|version|words)|the\s+same\s+way|"
    r"(?:line|slide|page|step)\s+\d+\s+of\s+the\s+(?:script|deck|template|exercise|worksheet)|score\s*:\s*\d+\s*/\s*\d+)(?![\w])"
    r"|轮到你|换成你|你们自己的|照这个|照此|仿照|按这个格式|填写其余|练习时|大声读|朗读|改写|造句")


def _said_of_it_after(t: _Sentence, pred: _Pred, names: frozenset[str]) -> str | None:
    """Why a line after the statement takes it out of the current record: it says what the figure covers, not the whole
    (`_THAT_COVERS`), or makes the text material to practise or adapt (`_MATERIAL_AFTER`)."""
    if (m := _MATERIAL_AFTER.search(t.norm)) is not None:
        return f'a later line makes it an exercise, a script or a model ("{t.raw.strip()[:60]}": "{m.group().strip()}")'
    if t.zh:
        return f'a later line says what it covers ("{t.raw.strip()[:60]}"): a person decides' \
            if _ZH_THAT_COVERS.match(t.norm) else None
    if (m := _THAT_COVERS.match(t.norm)) is not None and (p := _PART_OF_IT.search(t.norm, m.end())) is not None:
        return f'a later line says it covers a part ("{t.raw.strip()[:60]}": "{p.group()}"): a person decides'
    if (m := _PLACE_FIGURE.match(t.raw)) is not None and canon_text(m.group("n")) not in names and \
            canon_text(m.group("n")) not in pred.words:
        return f'a later line says whose or which figure it is ("{t.raw.strip()[:60]}"): a person decides'
    return None


def _own_field_blank(sentences: tuple[_Sentence, ...], pred: _Pred) -> str | None:
    """The source's own field for the predicate is left blank ("Budget: n/a, Spend: $18,000", '{"budget": null,
    "spend": 18000}'): another field's value is not its (batch 88)."""
    if pred.names is None:
        return None
    for t in sentences:
        for m in pred.names.finditer(t.norm):  # (its own name: "Spend: n/a, Budget: $18,000" leaves an alias blank)
            if set(_WORD.findall(m.group())) <= pred.own and (b := _BLANK_FIELD.match(t.norm, m.end())) is not None:
                return f'the source leaves the predicate\'s own field blank ("{t.norm[m.start():b.end()].strip()}")'
    return None

# a line of a list or of fields ("- We have 40 seats.", "Seats: 40", "1) Budget: $18k"): the line a colon ends above
# such lines introduces them all
_ITEM_LINE = re.compile(r"^\s*(?:[-*\u2022+]\s|\d{1,2}[.)]\s|[^:\n]{1,40}:\s*\S|[^|\n]*\|)")  # (a table's row too)

_LEAD_CUES = ("framing", "conditional", "hearsay", "reported", "corrects", "hedge")
# a sentence that points at what follows it ("The following paragraph is from the RFP we lost.", "Two scenarios below.")
_POINTS_ON = re.compile(r"(?<![\w])(?:the\s+following|below|as\s+follows|(?:the\s+)?next\s+(?:line|lines|paragraph|part|"
                        r"section|bit)|^\W*(?:here\s+(?:is|are)|here's|these\s+are|this\s+is\s+what))(?![\w])|以下|下面|如下|这是")
_ENDS_SENTENCE = re.compile(r"[.!?。！？,，;；、…]\s*$")
_LEAD_WORD = re.compile(r"(?<![\w'-])[^\W\d_]+(?:[-'][^\W\d_]+)*")  # ("auto-responder", "follow-up": one word each)
# a lead-in of a person's words: "Dana Kim commented:", "On Tue, Sep 29 ... Dana <dana@acme.com> wrote:" (a name in it
# is a person's; any other capitalised word in a lead-in may be another party: "Here are the numbers from Globex:")
_REPORTING_LEAD = re.compile(r"(?<![\w])(?:wrote|writes|commented|comments|replied|replies|confirmed|confirms|said|says|"
                             r"added|adds)\s*:\s*$")
_PARTY_BEFORE = frozenset({"from", "of", "for", "at", "by", "with", "about", "re", "the", "sent", "to", "their"})
_PARTY_AFTER = frozenset({"numbers", "figures", "account", "update", "team", "side", "data", "file", "record", "profile",
                          "details", "setup", "answers", "reply", "info", "sheet", "deck"})  # ("Globex numbers", "Globex update")
# words of a lead-in that put what follows in another time, or beside another thing, whatever else it holds
_LEAD_BEFORE = frozenset({"previous", "prior", "old", "older", "last", "back", "before", "earlier", "former", "formerly",
                          "ago", "was", "used", "pilot", "replacing", "replaced", "other", "another",
                          "comparison", "compare", "versus", "vs", "benchmark", "example", "sample", "template"})
_ZH_LEAD_BEFORE = re.compile(r"上个|上一|上次|上回|去年|前年|以前|之前|老系统|旧|原来|别家|其他|对比|参考")
# ... unless it says what follows is the new one ("Correcting the old figure from our previous call:", "上个月我们确认了：")
_LEAD_NOW = frozenset({"current", "new", "newest", "latest", "correcting", "corrected", "correction", "now", "today",
                       "approved", "confirmed", "final"})
# what a Chinese heading or lead-in above the statement says that puts it in another time, a window, a part of the
# company, an exercise or a plan ("明年", "（二）每月", "上海办事处", "练习题", "合并后", "第二年", "二期"; batch 90)
_ZH_HEAD_HOLD = re.compile(
    r"明年|后年|下一?财年|下个?月|下一?季度|下半年|下周|将来|未来|第[一二三四五六七八九十\d]{1,3}(?:年|季度|期|阶段|轮|版)|"
    r"[一二三四五六七八九十两\d]{1,3}期|首年|首期|首月|头一?年|答案|练习|习题|作业|示范|示例|样例|范例|模拟|例题|考题|题目|参考|每月|每年|每季度?|每周|"
    r"每人|每个|办事处|分公司|子公司|分部|分店|门店|事业部|分行|工厂|园区|合并后|收购后|重组后|拆分后|目标|计划|规划|预测|预估|"
    r"预计|草案|初稿|假设|情景|假如|如果")
# (batch 109) a heading or lead-in listing what is required of a purchase (a requirement, an RFP's or a tender's list, a
# must-have): a need, which names a count to buy ("Requirements:\n- 40 seats"), never a budget, a place or a tier the
# subject has ("RFP requirements\nBudget: $18,000", "Vendor requirements:\n- HQ city: Berlin", "需求：\n- 预算：18000美元");
# a heading of a party's obligations or rights holds whatever the predicate ("客户义务\n席位：40", "客户权利")
_NEEDS_LEAD = re.compile(r"(?<![\w-])(?:requirements?|required|must[\s-]?haves?|prerequisites?)(?![\w-])")
_ZH_NEEDS_LEAD = re.compile(r"需求|必备|必须|(?<!按您的)(?<!按你的)(?<!应您的)(?<!根据您的)(?<!按)(?<!应)要求")  # (not "按您的要求，")
_ZH_TERMS_LEAD = re.compile(r"义务|权利|权益|责任|规定|上限|限额|配额")
_ZH_WISHES = re.compile(r"愉快|快乐|顺利|感谢|谢谢|你好|您好")  # a greeting's wish, not a lead-in ("去年合作愉快")
_ZH_LEAD_NOW = re.compile(r"最新|当前|现在|目前|确认|更正|更新后|新的|定稿|最终")


# a lead-in that names one of a series (a year, a phase, an option of several: "Year 2", "Phase 3:", "Option B"), or an
# exercise's answers ("Answer key")
_LEAD_STAGE = re.compile(r"(?<![\w])(?:year|yr|phase|stage|wave|round|month|week|quarter|sprint|release|day|"
                         r"option|scenario|variant|alternative|plan)\s*(?:\d{1,3}|[a-d]|[ivx]{1,4})(?![\w])"
                         r"|(?<![\w])(?:answer\s+key|model\s+answers?|sample\s+answers?|answers?\s+sheet)(?![\w])")
# the words of a heading (a short line above, no colon) that make what follows an exercise, a target, a plan or a window:
# a line of a document, not the subject's word ("Answer key", "Targets", "Per quarter", "2028 plan"; batch 90)
_HEAD_HOLD = frozenset({"solution", "solutions", "plan", "plans", "planned", "planning", "target",
                        "targets", "goal", "goals", "forecast", "forecasts", "projection", "projections", "projected",
                        "scenario", "scenarios", "exercise", "exercises", "quiz", "homework", "practice", "worksheet",
                        "example", "examples", "sample", "samples", "per", "each", "monthly", "weekly", "quarterly",
                        "quarter", "month", "phase", "stage", "wave", "round", "pilot", "draft", "proposal", "proposed",
                        "option", "options", "model", "template", "mock", "demo", "dummy", "training", "script",
                        "roleplay", "role-play", "hypothetical", "fictional", "reference", "references", "benchmark"})


def _leads(t: _Sentence) -> bool:
    """Whether `t` introduces what follows it: a line a colon ends, a heading (a line of a few words, no end mark, not
    a field: "Pros and cons", "Load test payload #4411"), or a sentence pointing on ("The following is ...")."""
    if t.norm.rstrip().endswith(":"):
        return True
    if not _ENDS_SENTENCE.search(t.norm) and not _ITEM_LINE.match(t.raw) and \
            0 < len(_WORD.findall(t.norm)) <= (16 if t.zh else 8):  # (a Chinese character is a word here)
        return True
    return len(_WORD.findall(t.norm)) <= 24 and _POINTS_ON.search(t.norm) is not None

def _lead_in(sentences: tuple[_Sentence, ...], pos: int, names: frozenset[str], kind: str, pred: _Pred,
             captured_at: datetime) -> str | None:
    """The lead-in right above the sentence (`_leads`: a line a colon ends, a heading, a sentence pointing on), or above
    the list or the fields the sentence stands in, introduces it, and may hand over anyone's words: a template's,
    another customer's, an old form's, a forwarded note's (batches 88-89). The sentence stands as the writer's own only
    under a lead-in of plain words: those of `[shape] lead`, `frame` and `preamble` ("Summary:", "Quick update from our
    side:", "Here are the answers to your questions:"), the subject's names, people's names, the predicate's own words
    and times; none that put the figures in another time or name another party ("... from the previous year:", "...
    from Globex:"), unless it calls them current. Any other word, and a person decides."""
    k, short = pos - 1, 0
    while k >= 0 and not _leads(sentences[k]) and (
            _ITEM_LINE.match(sentences[k].raw) or (short := short + 1) <= 2 and len(_WORD.findall(sentences[k].norm)) <= 6):
        k -= 1  # the list or the fields it stands in, or a short sentence before it ("Thanks for asking! Our budget ...")
    if k < 0 or not _leads(sentences[k]):
        return None
    t, en = sentences[k], _lang("en")
    said = f'the line above introduces it ("{t.raw.strip()[:60]}"'
    if t.zh and not re.search(r"[:：]\s*\S", t.norm) and (  # a Chinese heading or lead-in (not a field), batch 90
            (m := _ZH_HEAD_HOLD.search(t.norm)) is not None or
            (m := next((y for y in re.finditer(r"(?<!\d)((?:19|20)\d{2})(?!\d)", t.norm)
                        if int(y.group(1)) != captured_at.year), None)) is not None):  # "明年", "上海办事处", "练习题", "2027年"
        return f'{said}, and says "{m.group()}"): whose words, or which figures, a person decides'
    if ((m := (_ZH_NEEDS_LEAD if t.zh else _NEEDS_LEAD).search(t.norm)) is not None and "need" not in pred.frame or
            t.zh and (m := _ZH_TERMS_LEAD.search(t.norm)) is not None):  # "RFP requirements", "客户义务" (batch 109)
        return f'{said}, and says "{m.group()}"): a requirement, an obligation or a right, not the subject\'s own figure'
    if t.zh:  # its words are not read one by one: a cue in it holds the claim ("以下是话术模板，销售可以直接复制：")
        before = _ZH_LEAD_BEFORE.search(t.norm)
        cue = next((c for c in _LEAD_CUES if t.hits[c]), None) or (before.group() if before is not None else None) or \
            next((w for w in re.findall(r"[a-z][a-z'-]+", _WEB_TOKEN.sub(" ", t.norm)) if w not in names and w != kind), None)
        current = before is not None and cue == before.group() and _ZH_LEAD_NOW.search(t.norm) is not None  # "上个月我们确认了："
        return None if cue is None or _ZH_POLITE.match(t.norm) or _ZH_WISHES.search(t.norm) or current \
            else f'{said}, and says "{cue}"): whose words, or which figures, a person decides'
    words = _LEAD_WORD.findall(_WEB_TOKEN.sub(" ", t.raw))  # (not an address's words: "<dana@acme.com> wrote:")
    reporting = _REPORTING_LEAD.search(t.norm) is not None  # "Dana Kim commented:": a person's name, not a party's
    now = any(w.casefold() in _LEAD_NOW for w in words)  # "Here are the current numbers, replacing the old ones:"
    if not now and (year := next((int(y) for y in re.findall(r"(?<!\d)(?:19|20)\d{2}(?!\d)", t.norm)
                                  if int(y) != captured_at.year), None)) is not None:
        return f'{said}: "{year}"): whose words, or which figures, a person decides'  # "... from our 2023 update:", "2028 plan"
    if (m := _LEAD_STAGE.search(t.norm)) is not None:  # "Year 2", "Phase 3:", "Option B": one of several
        return f'{said}: "{m.group()}"): whose words, or which figures, a person decides'
    heading = not t.norm.rstrip().endswith(":") and _POINTS_ON.search(t.norm) is None
    if heading and (w := next((w for w in words if w.casefold() in _HEAD_HOLD), None)) is not None:  # "Answer key", "Targets"
        return f'{said}: "{w}"): whose words, or which figures, a person decides'
    for i, w in enumerate(words):
        low = w.casefold()
        own = low.removesuffix("'s")
        if low in _LEAD_BEFORE and not now:  # another time: "the numbers from the previous year:", "... from back then:"
            return f'{said}: "{w}"): whose words, or which figures, a person decides'
        if len(w) < 2 or low in en.lead or low in en.frame or low in en.preamble or own in names or own == kind or \
                low in pred.words or low in _CALENDAR or _TIME_TOKEN.fullmatch(low) or _MONTH.fullmatch(low):
            continue
        party = (i and words[i - 1].casefold() in _PARTY_BEFORE) or (i + 1 < len(words) and words[i + 1].casefold() in _PARTY_AFTER)
        if w[:1].isupper() and own == low and (reporting or (w.isupper() and len(w) <= 5) or not party or
                                               (i + 1 < len(words) and words[i + 1][:1].isupper())) and \
                (i or (i + 1 < len(words) and words[i + 1][:1].isupper()) or low not in _english()):
            continue  # a name ("Dana Kim commented:", "Thanks, Dana"), not another party's ("Here are the numbers from Globex:")
        return f'{said}: "{w}"): whose words, or which figures, a person decides'
    return None


_PLAIN_EMOJI = frozenset("👍👌✅✔☑🙂😊🙏👋📌📎")
_ABOUT_MARK = re.compile(r"\(\s*(?:±|\+\s*/\s*-|~|≈|ca\.?|approx\.?|circa|est\.?|\?)\s*\)")  # "40 seats (±)"
_ELLIPSIS = re.compile(r"\.\.\.|…")
# a sentence that ends on a bare ask to confirm it ("Our budget is $18,000, confirm", "..., to confirm": to be confirmed;
# mine, batch 107)
_LEADING_SYMBOLS = re.compile(r"[^\w]*")
_FACE_EMOJI = re.compile("[\U0001F600-\U0001F64F\U0001F900-\U0001F9FF]")
_TRAILING_ASK = re.compile(r"(?:,\s*|(?<!\bi)(?<!\bwe)(?<!\bcan)(?<!\bhereby)\s+)(?:confirm|to\s+confirm|to\s+(?:be\s+)?(?:checked|verified|confirmed)|to\s+check|"
                           r"to\s+verify|verify)\s*[.!]?\s*$")
# a sentence that opens a clause hanging on another, said or not: a time still ahead, or what someone says of it
# ("Before our budget is $18,000." "That we have 40 seats."; mine, batch 105)
# a value remembered as it was ("The board remembers our budget as $18,000"; mine, batch 105)
_REMEMBERED_AS = re.compile(r"(?<![\w'])remember(?:s|ed|ing)?\s+(?:[\w'’-]+\s+){0,4}?as\s+$")
# "there" as a place, not "there is": another place or party named before ("We also buy from Globex. Our account
# manager there is Dana Smith.", "We have 40 seats there."; mine, batch 105)
_THERE = re.compile(r"(?<![\w'’])(?:(?:in|over|out)\s+)?there(?![\w'’])")
_THERE_IS = re.compile(r"\s+(?:is|are|was|were|will|would|has|have|had|may|might|must|can|could|should|isn't|aren't|"
                       r"wasn't|weren't)(?![\w'’])")
_CLAUSE_OPEN = re.compile(r"(?:^|[,;:.!?(\n—–-]|(?<![\w'’])(?:and|but|so|that|because|if|when|as|then|now|yes|ok|well|"
                          r"since|though|although|where|while))\s*$")
_THERE_AFTER = re.compile(r"(?:\s+[a-z]+)?\s*,?\s+(?:(?:in|over|out)\s+)?there(?![\w'’])")


def _there_place(norm: str, a: int, vs: int, ve: int) -> str | None:
    """"there" before the value, not the "there is" that opens a clause, or right after it: where it points is not
    said in the sentence ("Our budget there is $18,000", "40 seats there"); one after a verb of its own ("see you
    there", "and stays there") points back at the value."""
    for m in _THERE.finditer(norm, a, vs):
        if not (_THERE_IS.match(norm, m.end()) and _CLAUSE_OPEN.search(norm, max(0, m.start() - 12), m.start())):
            return m.group()
    return after.group().strip() if (after := _THERE_AFTER.match(norm, ve)) is not None else None


_OPENS_SUBORDINATE = re.compile(r"[\W_]*(?:before|that)\s+(?:our|my|we|we're|we've|i|i'm|they|their|it|it's|its|the)"
                                r"(?![\w'’])")
# a sentence broken off: its last word wants more after it ("Our budget is $18,000 until", "We have 40 seats for the";
# mine, batch 104). What was cut may take it back, as an ellipsis may.
_BROKEN_OFF = re.compile(r"(?<![\w'’-])(?:and|or|nor|but|with|without|from|for|to|of|the|our|my|their|your|until|till|"
                         r"through|thru|than|per|via|into|onto|whose|which|whether)\s*[.,;:!]?\s*$")
# a transcript's speaker label that is a pronoun: whose side "me" or "them" is depends on who exported it
_PRONOUN_LABEL = re.compile(r"[\s>*_\[(-]*(?:me|them|they|you|us|we|him|her|myself|other|other side|other party)"
                            r"[\])*_]*\s*:")
# (batch 93) a stage direction in brackets at the start of a turn ("Customer: (quoting the last vendor) ...", "客户：（故意
# 压价）..."): only a plain one leaves the words the speaker's own ("(after a pause)", "(checking her notes)", "（翻了翻笔记）")
_STAGE_DIRECTION = re.compile(r"^[\s>*_-]*(?:[\w .,'-]{1,40}[:：]\s*)?[(（\[](?P<d>[^)）\]\d@]{1,60})[)）\]]\s*(?=[^\s(\[])")
_PLAIN_DIRECTION = frozenset({"after", "a", "an", "the", "pause", "pauses", "pausing", "brief", "long", "short", "briefly",
                              "checking", "checks", "checked", "her", "his", "their", "my", "our", "notes", "note", "screen",
                              "laptop", "clears", "throat", "coughs", "sighs", "looks", "at", "reading", "from", "crm", "sheet",
                              "spreadsheet", "confirms", "confirming", "firmly", "calmly", "quickly", "slowly", "nods",
                              "inaudible", "crosstalk", "background", "noise", "on", "mute", "unmutes", "smiles", "typing",
                              "admin", "console", "dashboard", "portal", "system", "records", "invoice", "contract"})
_ZH_PLAIN_DIRECTION = re.compile(r"(?:翻了翻|看了看|看了下|查了查|查了下)?(?:笔记|屏幕|电脑|表格|记录|后台|系统|合同)?|停顿(?:了?一下)?|"
                                 r"咳嗽|点头")
def _plain_direction(d: str) -> bool:
    """Whether a stage direction's words (`_PLAIN_DIRECTION`, or Chinese `_ZH_PLAIN_DIRECTION`) leave the turn its
    speaker's own ("after a pause", "checking her notes", "翻了翻笔记")."""
    if _CJK.search(d) and not _ZH_PLAIN_DIRECTION.fullmatch(d.strip()):
        return False
    return all(w in _PLAIN_DIRECTION for w in _WORD.findall(_CJK.sub(" ", d)))


# (batch 93) a value worked out about someone from indirect evidence, or an agent's memory echoed back: "Going by their
# headcount, Acme's budget is ...", "Their domain is .de, so ...", "Reasoning: ...", "As I stored earlier, ...", "据我推测"
_INFERRED = re.compile(r"(?<![\w'])(?:(?:going|judging)\s+by\s+(?:their|its|the)|based\s+on\s+(?:their|its|similar|comparable)|"
                       r"(?:their|its)\s+[\w.\s-]{1,40},\s*so(?![\w])|reasoning\s*:|by\s+inference|we\s+can\s+infer|it\s+follows\s+that|"
                       r"triangulating|extrapolating|since\s+their|counting\s+the|auto-?summary)"
                       r"(?![\w'])|^\W*so,?\s+(?!(?:we|i|our|my|us|we're|i'm)(?![\w']))|据我推测|推测|参照同类|由此可见|可以推断|推断出|根据他们的|从他们\w{0,6}来看|"
                       r"^(?:因此|所以|综合来看|由此看来)(?![，,]?\s*我)")
_MEMORY_ECHO = re.compile(r"(?<![\w'])(?:as|like)\s+(?:i|we)\s+(?:stored|logged|saved|recorded|memori[sz]ed|remembered|"
                          r"noted\s+in\s+memory|wrote\s+to\s+memory)(?![\w'])|如我之前(?:记录|保存|存储)|记忆检索|检索结果")
# (batch 105) a lead-in that puts the statement in a store, loop-back (C15): what memory, a record, a system or an export
# holds, said back as the subject's words ("As per memory, ...", "Per records, ...", "As on file, ...", "Consistent with
# the CRM, ...", "As logged, ...", "Via integration, ...", "Carried over from the last session — ...", "Customer replied
# \"yes\" to: ...", "Sheet: Acme, budget 18000", "根据记录，...", "系统中，...", "与记录一致，...", "CRM导出：...")
_STORE_WORDS = (r"memory|memories|records?|files?|context|history|system|sheets?|spreadsheet|crm|database|db|kb|"
                r"knowledge\s+(?:base|graph)|profile|data|logs?|notes|facts|cache|export|dashboard|integration|sync|"
                r"connector|session")
_STORE_LEAD = re.compile(  # (read with match: each alternative opens the sentence)
    r"\W*(?:(?:as\s+)?per|as\s+(?:on|in)|(?:the\s+)?same\s+as(?:\s+in)?|consistent\s+with|in\s+line\s+with|matching|"
    r"echoing|restating|reflecting|mirroring|repeating|copying|via)\s+"
    r"(?:[\w-]+\s+){0,3}?(?:" + _STORE_WORDS + r")(?![\w'])[^,:;.]{0,20}[,:]"
    r"|\W*as\s+(?:[\w-]+\s+)?(?:recorded|logged|saved|stored|cached|retrieved|synced|imported|known|established)"
    r"(?:\s+[\w-]+){0,2}\s*[,:]"
    # carried, copied or pulled over from somewhere ("Carried over from the last session — ...")
    r"|\W*(?:carried\s+over|copied(?:\s+over)?|pulled|synced|imported|brought\s+(?:over|forward)|restored|loaded|retrieved)"
    r"\s+from\s+[^,:;—]{1,40}(?:[,:;—]|\s-\s)"
    # a label naming an export, a sheet, a report or a screenshot, over a record's row ("HubSpot export: Acme, ...")
    r"|\W*(?:[\w-]+\s+){0,2}?(?:export(?:ed)?|sheet|spreadsheet|csv|excel|row|table|dashboard|screenshot|ocr|"
    r"airtable|pasted\s+from\s+[\w-]+)(?:\s+[\w-]+)?\s*:"
    r"|\W*(?:根据|按照|依据|依照|参照|按|据|结合|对照|参考|比照|与|跟|同)[^，,：:。]{0,10}?"
    r"(?:记录|系统|crm|档案|记忆|表格|数据|资料|报表|后台|看板|知识库|缓存|会话|总结|摘要|翻译|智能体)[^，,：:。]{0,4}[，,：:]"
    r"|\W*(?:crm|系统|记录|档案|表格|数据|后台|看板|报表|资料)[^，,：:。]{0,3}?(?:显示|表明|中|里|上)\s*[，,：:]"
    r"|\W*[^，,：:。]{0,10}?(?:导出|表格|报表|截图|看板|仪表盘|数据表|识别)[^，,：:。]{0,6}[：:]")
# someone's bare yes to a line written for them ("Customer replied \"yes\" to: ...", "客户回复“是”：...") (batch 105)
_YES_TO = re.compile(r"(?:replied|answered|responded|said|clicked|ticked|reacted)\s+[\"'“”]?(?:yes|yep|yeah|correct|right|ok|okay|"
                     r"y|👍)[\"'“”]?\s+(?:to|on)(?![\w])|(?:回复|回答|答复|点了)\s*[\"'“”「]?(?:是|对|是的|对的|没错|好)[\"'“”」]?\s*(?:[：:]|给)")
# (batch 94) a sentence of its own that acknowledges a message ("Copy that.", "Got it!", "10-4.", "Thanks for letting me
# know."): what the text says next of the subject in the third person is what the writer was told, said back
_ACKNOWLEDGED = re.compile(r"^\W*(?:ok(?:ay)?[, ]+)?(?:copy(?:\s+that)?|got\s+it|gotcha|roger(?:\s+that)?|10-4|ten-four|"
                           r"sure\s+thing|on\s+it|will\s+do|ack|acknowledged|understood|noted|heard|received|"
                           r"thanks?\s+(?:you\s+)?for\s+(?:letting\s+(?:me|us)\s+know|the\s+(?:heads[\s-]up|update|info|"
                           r"information|message|note))|thanks?\s+for\s+flagging(?:\s+(?:this|that|it))?)\W*$")
# (batch 93) a later turn that takes the statement back, corrects it, or calls it a position in a haggle ("I retract that.",
# "I misspoke, twenty-two.", "I'm anchoring low.", "We can stretch to twenty-two.", "But there's wiggle room.")
_LATER_TURN_UNDO = re.compile(
    r"(?<![\w'])(?:retract|withdraw|take\s+(?:that|it)\s+back|misremembered|misspoke|overstated|understated|need\s+to\s+amend|"
    r"should\s+(?:say|have\s+said)|scratch\s+that|strike\s+that|(?:was\s+)?reading\s+(?:from\s+)?(?:last\s+year's|the\s+old|an\s+old)|"
    r"anchoring|lowball\w*|haggl\w*|wiggle\s+room|stretch\s+(?:to|further)|can\s+go\s+higher|in\s+reserve|"
    r"for\s+this\s+conversation|opening\s+(?:bid|offer|position)|opening\s+low|i'm\s+told|i\s+am\s+told|(?:we've|we\s+have)\s+"
    r"got\s+more|i\s+(?:could|can)\s+(?:find|do|go\s+to)\s+(?:more|another|a\s+(?:bit|little)\s+more|\d|twenty|thirty|forty|"
    r"fifty))(?![\w'])")
# a later turn of another speaker that only says a value back, another one than the claim's ("Vendor: Okay, so,
# Munich.", "Agent: So, twenty-two, then.", "Vendor: December 1, then."): a recap the other side may have said yes to,
# or a figure misheard that nobody corrected; a person reads the call (batch 94)
_TURN = re.compile(r"^[\W_]*(?P<who>[^\W\d_][\w .'-]{0,23}?)\s*:\s*(?P<said>\S.*)$")
_RECAP_WORDS = re.compile(r"(?<![\w'])(?:ok(?:ay)?|right|alright|all\s+right|great|good|sure|so|then|got\s+it|noted|"
                          r"you\s+said|that's|that\s+is|meaning|i\s+heard|understood|correct|yes|yeah|yep|perfect|and|"
                          r"just\s+to\s+confirm|to\s+confirm|confirming)(?![\w'])")
_SPEAKER_ROLE = re.compile(r"customer|client|buyer|prospect|vendor|seller|sales(?:person|\s+rep)?|rep|agent|ae|sdr|csm|"
                           r"account\s+(?:manager|executive)|support|caller|me|them|interviewer|respondent|host|guest|"
                           r"operator|(?:speaker|participant|person)\s*\w{1,2}")
_NAME_TOKEN = re.compile(r"[^\W\d_][\w'-]*")
_DAY_NUMBER = re.compile(r"(\d{1,4})(?:st|nd|rd|th)?")
_ZH_RECAP_WORDS = re.compile(r"好的|好吧|好|行|可以|没问题|那就|那么|那|就|吧|嗯|对的|对|是的|收到|明白了|明白|了|啊|呢|哦")
_ZH_PAUSES = re.compile(r"[,，。!！?？、;；:：~～…]")
_ZH_NUMBER = re.compile(r"\d|[一二三四五六七八九十百千万两]")
RECAP_ZH_CHARS = 6  # at most this many characters left of a Chinese recap ("50个", "两万二")
RECAP_AFTER = 3  # turns after the statement read for a recap
RECAP_WORDS = 3  # at most this many words left once the recap's own words are gone: a value said back, nothing more


def _recapped_other(sentences: tuple[_Sentence, ...], at: int, value: Any, names: frozenset[str]) -> str | None:
    """A later turn that says back a value of the claim's kind and not the claim (`_TURN`, `_RECAP_WORDS`): another
    speaker's recap, or the same speaker's change ("Customer: OK, 50 then.")."""
    own = _TURN.match(sentences[at].norm)
    if own is None or not (_FIRST_PERSON.search(own.group("said")) or _VERB.search(own.group("said"))):
        return None  # not a turn of a call ("Budget: 18000" is a field)
    numeric, dated = value_number(value) is not None or _PERCENT_VALUE.fullmatch(str(value)) is not None, \
        as_date(value) is not None
    for t in sentences[at + 1:at + 1 + RECAP_AFTER]:
        if (m := _TURN.match(t.norm)) is None or not (
                _SPEAKER_ROLE.fullmatch(m.group("who")) or m.group("who") == own.group("who") or
                _RECAP_WORDS.search(m.group("said")) or (t.zh and _ZH_RECAP_WORDS.search(m.group("said")))):
            continue  # a field ("Region: DACH"), or a name's line that recaps nothing
        if t.zh:  # "销售：好的，50个。", "客户：行，那就50个吧。": a number left, and not the claim's
            rest = _ZH_PAUSES.sub(" ", _ZH_RECAP_WORDS.sub(" ", m.group("said")))
            if numeric and 0 < len(_WORD.findall(rest)) <= RECAP_ZH_CHARS and _ZH_NUMBER.search(rest) and \
                    not _value_spans(rest, value):
                return f'a later turn says another value back ("{t.raw.strip()[:60]}"): a person reads the call'
            continue
        rest = _RECAP_WORDS.sub(" ", m.group("said"))
        words = _WORD.findall(rest)
        if not words or len(words) > RECAP_WORDS or _value_spans(rest, value):
            continue
        if dated:  # a month, a year or a day of the claim's month other than the claim's ("December 1", "the 3rd")
            said_one = _other_day(words, as_date(value))
        elif numeric:  # a number, and none the claim's, in full or in thousands ("Okay, so, eighteen.")
            said = [_number_of(n) for n in _NUM.finditer(rest)] + \
                [_en_words_number(n.group()) for n in _EN_WORDS_NUM.finditer(rest)]
            claim = value_number(value)
            claim = Decimal(str(value).strip(" %")) if claim is None else claim
            said_one = bool(said) and not any(n is not None and n in (claim, claim / 1000, claim / 1_000_000)
                                              for n in said)
        else:  # a name: each word capitalised as written, and not only the subject's
            capitalised = {w.casefold() for w in _NAME_TOKEN.findall(t.raw) if w[:1].isupper()}
            said_one = all(w in capitalised or w in names for w in words) and not all(w in names for w in words)
        if said_one:
            return f'a later turn says another value back ("{t.raw.strip()[:60]}"): a person reads the call'
    return None


def _other_day(words: list[str], day: Any) -> bool:
    """Whether a few words (a recap's) name another date than `day` (year, month, day): another month, another
    year, or another day number ("1st", "3") of the claim's month."""
    year, month, dom = day
    for w in words:
        if (mon := _MONTH_NUMBER.get(w)) is not None and mon != month:
            return True
        if (n := _DAY_NUMBER.fullmatch(w)) is not None:
            k = int(n.group(1))
            if (k >= 1000 and k != year) or (k < 1000 and dom is not None and k != dom and k != month):
                return True
    return False


# a label in front of the statement that grades it or marks it as a model line, or as an interviewer's ("I:" in research
# notes): "Good answer:", "Right:", "Do:", "Yes:", "Before:", "After:", "Example:" (batch 90)
_EXAMPLE_LABEL = re.compile(r"^[\s>*_\[(-]*(?:(?:good|bad|better|best|worse|weak|strong|model|sample|suggested|ideal|great|poor)"
                            r"(?:\s+(?:answer|reply|response|version|line|example|phrasing|wording))?|right|wrong|correct|"
                            r"incorrect|do|don't|dont|avoid|yes|no|before|after|example|e\.g\.?|eg|i|interviewer|"
                            r"interviewer\s*\(\w+\))[\])*_]*\s*:")
# a note in brackets after a value that tells whoever fills the form to change or check it: a template's or a draft's
# sample, not a stated value ("Seats: 40 [update]", "(fill in)", "[confirm]", "(edit as needed)", "（请替换）", "【待填写】"; batch 106)
_EDIT_NOTE = re.compile(r"[\[({<【]\s*(?:please\s+|pls\s+|to\s+|needs?\s+(?:to\s+)?)?(?:update|edit|confirm|verify|check|fill(?:\s+in)?|replace|change|adjust|"
                        r"customi[sz]e|overwrite|insert|swap|tweak|amend|revise|populate|double[- ]check)(?:\s+[\w'/ -]{1,30})?\s*[\])}>】]|"
                        r"[（(【\[]\s*请?(?:替换|修改|更新|填写|待填写?|待替换|待修改|自行填写|按需修改|自行修改|按实际填写|改成实际)"
                        r"[^）)】\]]{0,10}[）)】\]]")
# a label of writing advice over the line it shows: a model sentence, not the subject's ("Writing tip: ... - "We have 40
# seats."", "Rule of thumb: ...", "Style guide: ...", "Best practice: ...", "写作提示：", "规范："; batch 106)
_ADVICE_LABEL = re.compile(r"^\W*(?:[\w-]+\s+){0,2}(?:tips?|hints?|rules?\s+of\s+thumb|guidelines?|style(?:\s+(?:guide|note|rule|"
                           r"tip))?|writing\s+(?:rules?|guide)|best\s+practices?|usage\s+notes?)\s*(?:[:,]|\s[-–—]\s)|"
                           r"^\W*[\u4e00-\u9fff]{0,4}(?:提示|小贴士|规范|指南|写法|风格)[:：]")
# a label naming seed or fixture data, or such a file, over the row: made to fill a database or a test ("Fixture: Acme,
# seats 40", "fixtures/customers.json - Acme, ...", "seeds.py: ..."; batch 106)
_SEED_LABEL = re.compile(r"^\W*(?:[\w.-]*/)?(?:test[_ -]?)?(?:fixtures?|seeds?)(?:[/._-][\w./-]*)?\s*(?:[:=]|\s[-–—>]+\s)")
# a subject line that marks the message a test, a draft or a template: the whole subject ("Subject: test", "Subject:
# ignore - testing"), a mark joined to another word or bracketed ("budget_DRAFT", "seats-draft-v3", "[draft]", "(WIP)"),
# or written in capitals ("TEST", "DRAFT discount note"), the same in Chinese ("主题：测试", "席位_草稿"; batch 106)
_MARKED_SUBJECT = re.compile(r"^\W*(?:subject|subj|主题|标题)\s*[:：]\s*(?:(?:re|fwd?|aw|回复|转发)\s*[:：]\s*)*(?:"
                             r"(?:(?:please|pls)\s+)?(?:ignore|test(?:ing)?|draft|dummy|sample|demo|template|wip)"
                             r"(?:\s*[-–—:]?\s*(?:(?:please|pls)\s+)?(?:ignore|test(?:ing)?|draft|only))*\W*$|"
                             r".*?(?:[\[(]\s*(?:test|testing|draft|dummy|sample|demo|template|wip)(?![a-z])|"
                             r"[_-](?:test|testing|draft|dummy|sample|demo|template|wip)(?=[_.\])-]|v?\d|\s*$)|"
                             r"(?<![a-z])(?:test|draft|dummy|sample|demo|template|wip)\s*[_\])]|测试|草稿|模板|示例|样例|演示))",
                             re.IGNORECASE)
_CAPS_MARK = re.compile(r"(?<![A-Za-z])(?:TEST|TESTING|DRAFT|DUMMY|SAMPLE|DEMO|TEMPLATE|WIP)(?![A-Za-z])")
_WINK = re.compile(r";[-'^o]?[)\]DPpb*](?![\w])|(?<![^\s(\[])(?:[:=][-'^o]?[PpbÞþ]|\([;:]|\(-[;:])(?![\w])"
                   r"|(?<![\w])(?:x[Dd]|XD)(?![\w])")


# the question right before the statement that the statement answers ("Q: How many seats do you have today?\nA: We have
# 40 seats.", "Agent: How many seats do you have?\nCustomer: ..."): a transcript's prompt, which qualifies nothing
_ASKED = re.compile(r"^\W*(?:[\w .'-]{1,24}:\s*)?(?:how\s+(?:many|much|big|large)|what(?:'s|\s+is|\s+are)?|which|"
                    r"where|when|who|do\s+you\s+have|does\s+your)(?![\w'])")
_TO_THE_SUBJECT = re.compile(r"(?<![\w'])(?:you|your|yours|y'all)(?![\w'])")
_PROMPT_CUES = ("conditional", "counterfactual", "hedge", "framing", "corrects", "negation", "wish", "plan", "future",
                "reopened", "hearsay", "other_party", "past_tense", "modal")


# the only words such a question may hold besides the predicate's name: it asks for the value now, and nothing more
# ("What's your ideal budget?", "... for the pilot?", "... last year?", "What do you tell vendors ...?" ask another thing)
_PROMPT_WORDS = frozenset({"how", "many", "much", "big", "large", "what", "what's", "which", "where", "when", "who", "is",
                           "are", "do", "does", "you", "your", "yours", "have", "has", "got", "need", "the", "a", "an",
                           "in", "at", "of", "current", "currently", "now", "today", "right", "total", "overall", "all",
                           "whole", "company", "please", "and", "so", "exactly", "based", "located", "headquartered"})


# (batch 106) a question above the statement, longer than the short-sentence cues read (over ten words), that asks it
# under a condition, a plan, a wish or a modal, of another party, or of a scope other than the subject's own now (a
# pilot, another office, a plan or a quote talked about, the next or the last one, a part or a limit, a past time, a
# holder other than "you"): right before the answer (unless
# put to the reader about something else), or anywhere above it when it names the claim's key ("Q: How many seats would
# you need if the merger goes ahead and the new team joins?", "Q: For the pilot that starts in January, how many seats
# do you have?", "Q: How many seats does your biggest competitor in the region have these days?"): the answer is to that
MAX_SHORT_QUESTION_WORDS = 10
_LONG_QUESTION_CUES = ("conditional", "counterfactual", "hedge", "framing", "wish", "plan", "future", "modal", "hearsay",
                       "other_party", "reopened")
_QUESTION_SCOPE = re.compile(
    r"(?<![\w])(?:pilot|trial|sandbox|demo|test|other|another|regional|region|offices?|branch(?:es)?|subsidiar(?:y|ies)|"
    r"parent|division|department|entity|entities|plan|proposal|quote|considering|discussed|talked\s+about|mentioned|next|last|"
    r"previous|ideal|competitors?|partners?|vendors?|"
    r"alone|unassigned|inactive|unused|spare|remaining|left\s+(?:over|for)|unspent|spent|maximum|minimum|max|min|cap|limit|"
    r"at\s+(?:most|least)|(?:the\s+)?(?:start|beginning|end)\s+of|before|after|since|ago)(?![\w])"
    # the question asks it of a past time ("How many seats did you have ...", "What budget did you give ...")
    r"|(?:how\s+(?:many|much)|what)(?![\w])[^,?]{0,30}?(?<![\w])(?:did|had|were|was)(?![\w])"
    # or of another holder than "you" ("How many seats does the marketing team alone have", "does Globex currently have")
    r"|(?<![\w])(?:does|do|did|has)\s+(?!you(?![\w])|your\s+(?:company|organi[sz]ation|firm|business)(?![\w]))"
    r"(?:[\w&'-]+\s+){1,4}(?:have|has|use|run|own|need|pay|get)(?![\w])")


def _long_question_above(sentences: tuple[_Sentence, ...], at: int, pred: _Pred) -> _Sentence | None:
    """The long question above the statement at `at` that it may answer, and that asks more than the value now."""
    for i in range(at - 1, -1, -1):
        t = sentences[i]
        if not t.question or t.zh or not t.norm.rstrip().endswith("?") or \
                len(_WORD.findall(t.norm)) <= MAX_SHORT_QUESTION_WORDS or _prompt(t, pred) or \
                not (any(t.hits[c] for c in _LONG_QUESTION_CUES) or t.parties or _QUESTION_SCOPE.search(t.norm)):
            continue
        if (i == at - 1 and not _to_the_reader(t)) or (pred.names is not None and pred.names.search(t.norm) is not None):
            return t
    return None


def _prompt(t: _Sentence, pred: _Pred) -> bool:
    """A question that asks for the value now and nothing more (`_PROMPT_WORDS`), to the subject, with no number and no
    cue of its own: what the next line answers."""
    if not (t.question and not t.zh and t.norm.rstrip().endswith("?") and _ASKED.match(t.norm) is not None and
            _TO_THE_SUBJECT.search(t.norm) is not None and not t.parties and not any(c.isdigit() for c in t.norm) and
            not any(t.hits[c] for c in _PROMPT_CUES)):
        return False
    label = t.norm.find(":")
    start = label + 1 if 0 <= label <= 24 else 0  # ("Agent: ...", "Q: ...")
    named = [(m.start(), m.end()) for m in pred.names.finditer(t.norm, start)] if pred.names is not None else []
    return all(w.group() in _PROMPT_WORDS or any(x <= w.start() < y for x, y in named)
               for w in _WORD.finditer(t.norm, start))


# (batch 86) a later note (a PS, an update, an edit, 补充) that takes the statement back or ends it without a new value
# ("PS: Dana handed in her notice this morning.", "Update: the move fell through, so we're staying where we were.",
# "PS - ... the discount lapsed ... So forget what I said above", "PS：...上面的日期是老合同的", "补充：...搬迁计划取消了")
_LATER_NOTE = re.compile(r"^\W*(?:p\.?\s?p?\.?\s?s\.?|(?:later\s+)?update|(?:later\s+)?edit|correction|addendum|footnote|follow[\s-]?up|"
                         r"heads[\s-]?up|oh\s+and|one\s+more\s+thing|再补一?句|补一句|附注|补充|更新|更正|附言|另外)"
                         r"(?![a-z])")
_LATER_UNDO = re.compile(
    r"(?<![\w'])(?:left\s+(?:the\s+company|us|the\s+team|the\s+firm)|quit|resigned|handed\s+in\s+(?:her|his|their|my)\s+notice|"
    r"(?:her|his|their|my)\s+last\s+day|no\s+longer|lapsed|expired|fell\s+through|called\s+off|cancell?ed|scrapped|"
    r"forget\s+(?:what|that|it|everything)|ignore\s+(?:what|that|it|the\s+above|my)|disregard|pasted\s+the\s+wrong|"
    r"wrong\s+(?:thing|date|number|one|figure|file|contract|account)|staying\s+(?:where|put)|(?:old|previous|former|expired)\s+"
    r"contract|(?:going\s+)?on\s+leave|not\s+(?:ours|right|correct|accurate|true)|final\s+day|moved\s+to\s+another|pulled|is\s+off|"
    r"shelved|old\s+agreement|terminat\w+|no\s+renewal|won't\s+be\s+a\s+renewal|wasn't\s+renewed|fell\s+apart)(?![\w'])"
    r"|离职|辞职|走了|取消|作废|不作数|老合同|旧合同|已经改了|改了|还在原来|别改|过期|失效|不是我们的|搞错|弄错|贴错|发错|休假|黄了")
_FUNCTION_WORDS = frozenset("a an the up on in to at be of for by is it as or and we us so no do go me my he she any all can may "
                            "our you your its his her i".split())
_LETTER_RUN = re.compile(r"(?<![a-z])[a-z](?:[ ._-][a-z]){2,}(?![a-z])")
_SPLIT_RUN = re.compile(r"(?<![\w'])[a-z]+(?:[ ._-][a-z']+)+|(?<![\w'])[a-z]{8,}(?:'s)?(?![\w'])")
MAX_RESPACED_LETTERS = 40  # the longest run of single letters put back into words


def _words_of(letters: str, en: frozenset[str]) -> list[str] | None:
    """`letters` cut into the fewest English words (of two letters or more, or "a", "i"), or None."""
    best: list[list[str] | None] = [[]] + [None] * len(letters)
    for j in range(1, len(letters) + 1):
        for i in range(max(0, j - 16), j):
            w = letters[i:j]
            if best[i] is not None and (w in en and (len(w) > 1 or w in ("a", "i"))) and \
                    (best[j] is None or len(best[i]) + 1 < len(best[j])):  # type: ignore[arg-type]
                best[j] = [*best[i], w]  # type: ignore[misc]
    return best[-1]


# a note in brackets that opens a sentence, before the sentence's own words ("Our budget is $18,000.\n(2019 figures) Call me
# at ..."): read as a sentence of its own, as it would be on its own line (mine, batch 108)
_LEADING_NOTE = re.compile(r"\s*[(\[（【](?P<n>[^()\[\]（）【】]{2,60})[)\]）】]\s*\S")


def _leading_note(t: _Sentence) -> _Sentence | None:
    return _parse_sentence(m.group("n")) if (m := _LEADING_NOTE.match(t.raw)) is not None else None


def _respaced(t: _Sentence) -> _Sentence | None:
    """`t` with its words put back together where spaces or a hyphen split them ("Th at was last year's.", "Th-at",
    "J K.", "T h a t w a s l a s t y e a r"): a piece that is no English word joined to the next when the two make one,
    and a run of single letters read as the English words it spells; None when nothing joins (batch 85)."""
    if t.zh or len(t.norm) > 160:
        return None
    text = _respaced_text(t.norm)
    return _parse_sentence(text) if text is not None else None


@lru_cache(maxsize=4096)
def _respaced_text(norm: str) -> str | None:
    """`_respaced`'s reading of a sentence's normalised text, None when nothing joins (cached: a source's sentences
    are read again at every grounding that cites it)."""
    en, changed = _english(), False

    def joined(m: re.Match[str]) -> str:
        nonlocal changed
        run = _LETTER_RUN.sub(lambda r: " ".join(w) if (w := _words_of(re.sub(r"[ ._-]", "", r.group()), en)) else r.group(),
                              m.group())
        if run != m.group():  # single letters spelled out inside it ("just k.i.d.d.i.n.g")
            changed = True
            return run
        parts = re.split(r"[ ._-]", m.group())
        if len(parts) == 1:  # words run together ("thatwaslastyear's")
            word = parts[0].removesuffix("'s")
            if word not in en and len(word) <= MAX_RESPACED_LETTERS and (words := _words_of(word, en)) is not None \
                    and len(words) > 1:
                changed = True
                return " ".join(words)
            return m.group()
        if len(parts) >= 3 and all(len(p) == 1 for p in parts) and len(parts) <= MAX_RESPACED_LETTERS:
            if (words := _words_of("".join(parts), en)) is not None:
                changed = True
                return " ".join(words)
            return m.group()
        out = [parts[0]]
        for p in parts[1:]:
            both = out[-1] in en and p in en  # two words join only by a short piece that is no function word ("out dated",
            # "dis regard", "re-tracted"; not "up on", "in to", "a way")
            if (not both or (min(len(out[-1]), len(p)) <= 3 and not {out[-1], p} & _FUNCTION_WORDS and
                             len(out[-1] + p) > 3)) and out[-1] + p in en:
                out[-1] += p
                changed = True
            else:
                out.append(p)
        return " ".join(out)

    text = _SPLIT_RUN.sub(joined, norm)
    return text if changed else None


# (batch 99) a person's label opening the sentence before the statement, on its turn ("Sam: Hi all! Our headcount is
# 700.", "Priya Shah: Good morning. We have ..."): the statement is that person's words, as it is when the label stands in
# front of it ("Sam: Our headcount ..."); a few words said, in lower case, end with a full stop or "!" (not a field:
# "Source: Acme CFO.", "From: Sam Jones", "Currency: USD.")
_TURN_LABEL = re.compile(r"^\s*(?P<who>[A-Z][a-z][\w'-]*(?:\s+[A-Z][\w'-]*)?)\s*:\s*[A-Z]?[a-z][a-z']*(?:\s+[a-z][a-z']*){0,3}[.!]\s*$")


# (batch 101, red-team 33a) for a predicate the lexicon does not list, whose other values the rules cannot tell by kind:
# a short sentence beside the claim that adds another value or gives one for a part, a place or a later year ("Oracle
# as well.", "Also HubSpot.", "And Odoo.", "Oracle elsewhere.", "Odoo in Brazil.", "Oracle at the subsidiaries.",
# "Oracle in 2027."; _ALSO_ANOTHER), the same in Chinese ("另外还有用友。", "用友也在用。", "明年换用友。"; _ZH_ALSO_ANOTHER)
_COURTEOUS = (r"(?:thanks|thank|happy|glad|hope|see|let|please|looking|feel|cheers|best|regards|sorry|me|i|we|you|us|that|"
              r"this|it|so|same|more|good|great)(?![\w'])")  # ("And thanks again.", "Me too.", "Also happy to help.")
_ALSO_ANOTHER = re.compile(
    r"^\W*(?:and|also|plus|as\s+well\s+as|along\s+with|alongside|together\s+with)\s*[:,]?\s+(?!" + _COURTEOUS + r")"
    r"[\w&.'-]+(?:\s+[\w&.'-]+){0,4}\W*$"
    r"|^\W*(?!" + _COURTEOUS + r")[\w&.'-]+(?:\s+[\w&.'-]+)?\s*,?\s+(?:too|also|as\s+well|elsewhere)(?:\s*,?\s+(?:in|at|for|across)\s+[^.!?]{1,30})?\W*$")
_NAME_FOR_PART = re.compile(r"^\W*(?P<n>[A-Z][\w&.'-]*)(?:\s+[A-Z0-9][\w&.'-]*)?\s+(?:in|at|for|across|within)\s+"
                            r"(?:the\s+|our\s+|their\s+|some\s+|all\s+)?[\w&.'-]+(?:\s+[\w&.'-]+){0,3}\W*$")
_NOT_A_VALUE_WORD = frozenset({"thanks", "thank", "see", "talk", "speak", "more", "details", "same", "all", "that", "this",
                               "it", "we", "i", "you", "they", "he", "she", "best", "regards", "cheers", "sent", "meet",
                               "back", "out", "call", "reply", "available", "happy", "good", "great", "based"})
_ZH_ALSO_ANOTHER = re.compile(r"^\W*(?:另外|此外|同时)?(?:还有|还用|也用|也有|另有)|也在用|也在跑|"
                              r"(?:明年|后年|下(?:个)?(?:月|季度?|周|半年)|年底|年后|之后|以后|今后|\d{4}年)[^。！？]{0,4}?(?:换|改用|迁|切)")
# (batch 101) a short sentence beside the claim that makes it hold for a while only or up for change ("At least this week.",
# "Today anyway.", "For another month.", "Ask me again in a month.", "Any day now.", "Up for renewal.", "Contract
# expiring."), a test system's ("Test tenant."), or a supposition ("Say."; _WHILE_ONLY)
_WHILE_ONLY = re.compile(
    r"^\W*(?:at\s+least\s+(?:for\s+)?(?:this\s+\w+|today|tonight|for\s+now)|(?:today|tonight|this\s+\w+)\s*,?\s*"
    r"(?:anyway|anyhow|at\s+least)|for\s+(?:another|one\s+more|a\s+(?:few|couple(?:\s+of)?)\s+more|the\s+next(?:\s+few)?)\s+"
    r"(?:\w+\s+)?(?:days?|weeks?|months?|quarters?|years?)|any\s+day\s+now|up\s+for\s+(?:renewal|review|grabs|debate|"
    r"discussion|re-?evaluation)|(?:the\s+|our\s+)?(?:contract|licen[cs]e|subscription|agreement)\s+(?:is\s+)?(?:expiring|ending|"
    r"lapsing|up)|(?:test|sandbox|staging|demo|dev|uat|qa|trial)\s+(?:tenant|instance|environment|env|org|system|account|"
    r"server|only)|say)\W*$"
    r"|(?<![\w])(?:ask\s+(?:me\s+)?again|check\s+back)\s+(?:in|next|after|later)(?![\w])")
# (batch 101) for a predicate the lexicon does not list, a request after the value ("Data region: EU please", "Payment
# terms: net 30, pls.", "ERP: SAP 请", "ERP: SAP，麻烦了") or a "Please." beside it: a value asked for, not stated (_PLEASE_AFTER)
_PLEASE_AFTER = re.compile(r"\s*[,，]?\s*(?:please|pls|plz|kindly|asap|请|麻烦(?:了|你|您)?|劳驾|拜托)(?![\w])")
_PLEASE_ALONE = re.compile(r"^\W*(?:please|pls|plz|kindly|请|麻烦(?:了|你|您)?|拜托)\W*$")
# (batch 101) the same sentence going on to another value in Chinese ("CRM system: Salesforce，还有HubSpot"; _ZH_AND_ANOTHER)
_ZH_AND_ANOTHER = re.compile(r"\s*[，,、；;]?\s*(?:还有|以及|外加|加上|另有|也用)")
# (batch 101) a record's header above the claim that names another party's record ("Lead record (Globex)", "Vendor sheet -
# Contoso", "Globex lead record", "Contact card (Globex)"; _RECORD_HEAD)
_RECORD_NOUNS = r"(?:record|sheet|card|profile|file|notes?|dossier|entry|page|overview|summary|details|form|fact\s*sheet)"
_RECORD_HEAD = re.compile(r"^\W*(?:[A-Za-z][\w-]*\s+){0,2}" + _RECORD_NOUNS + r"\s*(?:\(|[-–—:|]\s*)\s*(?P<n>[A-Z][\w&.-]*)"
                          r"|^\W*(?P<m>[A-Z][\w&.-]*)(?:'s\s+|\s+(?:lead|account|vendor|customer|prospect|client|company|contact|crm)\s+)"
                          + _RECORD_NOUNS + r"\W*$")


def _another_beside(t: _Sentence, value: Any, names: frozenset[str], known: bool) -> str | None:
    """Why a short sentence beside a claim gives another value: another one as well ("Raj Patel as well."; batch 103),
    and for a predicate the lexicon does not list (`known` False) also one for a part, a place or a later year, or the
    Chinese forms (batch 101)."""
    said = f'another sentence gives another value beside it ("{t.raw.strip()[:60]}")'
    if t.zh:
        return said if not known and len(_CJK.findall(t.norm)) <= MAX_ZH_BESIDE_CHARS and \
            _ZH_ALSO_ANOTHER.search(t.norm) else None
    if len(_WORD.findall(t.norm)) > 8:
        return None
    v = canon_text(str(value))
    if (m := _ALSO_ANOTHER.match(t.norm)) is not None and v not in m.group():
        return said
    if not known and (m := _NAME_FOR_PART.match(t.raw.strip())) is not None and \
            canon_text(m.group("n")) not in _NOT_A_VALUE_WORD and canon_text(m.group("n")) not in names and \
            not canon_text(m.group()).startswith(v):
        return said
    return None


# (batch 102) a field's label numbering or lettering it, one of several: "Budget A: $18,000" ("a" before a colon is no
# article), or another line "Budget 2: $25,000" beside "Budget: $18,000"; and another name after a semicolon in the
# claim's own field ("HQ: Berlin; Munich")
_LETTER_LABEL = re.compile(r"(?:(?<![a-z0-9'])a|\(\s*[a-h]\s*\)|\[\s*-?\d{1,3}\s*\]|(?P<mark>[*†‡§¹²³]))\s*[:：=]")  # "Budget A:",
# "(A):", "renewal_date[1] =", and a footnote's mark ("Renewal date*:")
_NUMBERED_LABEL = re.compile(r"^\W*(?P<label>[^\W\d][\w ./&-]{0,30}?)(?:\s+(?:\d{1,2}|[a-h]|i{1,3}|iv|#\s*\d{1,3})|"
                             r"\s*[（(]\s*(?:\d{1,2}|[a-h]|[一二三四五六七八九十甲乙丙丁])\s*[)）]|\s*[①-⑩]|(?<=[\u4e00-\u9fff])\d{1,2})"
                             r"\s*[:：=]\s*\S")
_SEMICOLON_OTHER = re.compile(r"^\s*;\s*[^\W\d][\w&.'-]*(?:\s+[\w&.'-]+){0,2}\W*$")


def _enumerated(s: _Sentence, sentences: tuple[_Sentence, ...], pred: _Pred) -> str | None:
    """Why the claim's field is one of several numbered or lettered ones, or lists another after a semicolon."""
    if (m := _LETTER_LABEL.search(s.norm)) is not None and pred.names is not None and \
            (n := pred.names.search(s.norm, 0, m.start() + 1)) is not None and not s.norm[n.end():m.start()].strip(" _"):
        if m.group("mark"):  # (held as a footnote after the value is: "$18,000*")
            return f'a footnote\'s mark on the field ("{s.norm[n.start():m.end()].strip()}")'
        return f'the field is lettered, one of several ("{s.norm[n.start():m.end()].strip()}")'
    if pred.names is None:
        return None
    for t in sentences:
        if t is not s and (m := _NUMBERED_LABEL.match(t.norm)) is not None and pred.names.search(m.group("label")):
            return f'another line numbers the same field, one of several ("{t.raw.strip()[:40]}")'
    return None


# (batch 103) a second one of the predicate named beside the claim ("Twin HQ in Munich.", "Co-HQ: Munich.", "Second
# HQ: Munich.", "Co-decision maker: Raj."), read just before the predicate's name
_ANOTHER_OF_IT = re.compile(r"(?:(?<![\w])co-?|(?<![\w])(?:twin|second|2nd|dual|joint|another|other|us|uk|eu|european|"
                            r"asian|american|apac|emea|latam|regional)\s+)$")  # (a backup's or a deputy's
# is another role: "Backup AM: (empty)"); "other" and a region's ("Our other HQ ...", "Our Asian headquarters ...") (batch 111)


def _undercut(s: _Sentence, sentences: tuple[_Sentence, ...], value: Any, pred: _Pred, names: frozenset[str],
              kind: str, captured_at: datetime, valid_from: datetime | None) -> str | None:
    """Why a sentence that asserts the claim may not mean it, by what stands around it: it trails off
    ("$18k... for now."), carries an emoji other than a plain one ("$18k 🙄"), or another sentence of
    the source asserts another number for the predicate ("Budget: $18k. Budget: $20k.")."""
    if s.quoted:
        return "a quoted line (>): someone's earlier words, as a reply quotes them"
    if (m := _PRONOUN_LABEL.match(s.norm)) is not None:  # "Me: Our budget is $18,000.\nThem: Ok."
        return f'a transcript line whose speaker the rules cannot tell ("{m.group().strip()}")'
    if (m := _STAGE_DIRECTION.match(s.norm)) is not None and canon_text(m.group("d")) not in names and \
            not _plain_direction(m.group("d")):
        return f'a stage direction in front of it says how it is said ("({m.group("d").strip()})")'  # (batch 93)
    at = next((i for i, u in enumerate(sentences) if u is s), None)  # this very sentence (as `_next_sentence` finds it)
    if at and (m := _TURN_LABEL.match(sentences[at - 1].raw)) is not None and canon_text(m.group("who")) not in names and \
            not any(w.casefold() in _common() for w in m.group("who").split()):  # (batch 99)
        return f'a speaker\'s label opens the turn it stands in ("{m.group("who")}:"): whose words, a person decides'
    around = sentences[max(0, at - 1):at + 1] if at is not None else (s,)  # (it, and the sentence before it)
    if (m := next((m for u in around if (m := _INFERRED.search(u.norm)) is not None), None)) is not None or \
            (m := _MEMORY_ECHO.search(s.norm)) is not None:
        return f'the sentence says the value was worked out or recalled from memory, not stated ("{m.group().strip()}")'
    if (m := _STORE_LEAD.match(s.norm) or _YES_TO.search(s.norm)) is not None:  # "As per memory, ...", "CRM导出：..." (batch 105)
        return f'a lead-in says it is read back from a record, a memory, an export or a line another wrote ("{m.group().strip()}")'
    if not _FIRST_PERSON.search(s.norm) and (ack := next((t for t in sentences if t is not s and len(t.norm) <= 60 and
                                                          _ACKNOWLEDGED.match(t.norm)), None)) is not None:
        return f'a line acknowledges a message ("{ack.raw.strip()[:40]}"): what the text says of the subject is what the ' \
               'writer was told, said back'
    if (t := next((t for t in (sentences[at + 1:] if at is not None else ()) if _LATER_TURN_UNDO.search(t.norm)),
                  None)) is not None:  # "Customer: I retract that.", "Customer: I'm anchoring low." (batch 93)
        return f'a later turn takes it back or calls it a position ("{t.raw.strip()[:60]}")'
    if at is not None and (why := _recapped_other(sentences, at, value, names)) is not None:
        return why
    if (m := _EXAMPLE_LABEL.match(s.norm)) is not None:  # "Good answer: We have 40 seats.", "Do: ...", "I: ..." (batch 90)
        return f'a label in front of it makes it an example, a model line or an interviewer\'s ("{m.group().strip()}")'
    if (m := _ADVICE_LABEL.match(s.norm)) is not None:  # "Writing tip: ... - "We have 40 seats."" (batch 106)
        return f'a label of writing advice in front of it makes it a model line ("{m.group().strip()}")'
    if (m := _SEED_LABEL.match(s.norm)) is not None:  # "Fixture: Acme, seats 40" (batch 106)
        return f'a label names seed or fixture data: rows made for a database or a test ("{m.group().strip()}")'
    for t in sentences[at:at + 2] if at is not None else (s,):  # "Seats: 40 [update]", "预算：18000【待填写】" (batch 106)
        if any(c in t.raw for c in "[({<【（") and (m := _EDIT_NOTE.search(t.raw)) is not None:
            return f'a note beside it asks to change or check it: a template\'s or a draft\'s value ("{m.group()}")'
    for t in sentences:  # "Subject: TEST", "Subject: budget_DRAFT", "主题：测试" (batch 106)
        if t.norm.startswith(("subj", "主题", "标题")) and (_MARKED_SUBJECT.match(t.raw) or
                                                          _CAPS_MARK.search(t.raw)) is not None:
            return f'the subject line marks the message a test, a draft or a template ("{t.raw.strip()[:40]}")'
    if s.hidden:
        return "in a comment or a code block: it states nothing"
    if (m := _MACHINE_MADE.search(canon_text(s.raw))) is not None:  # "Summary of the call (AI): Our budget is ..."
        return f'the sentence says a machine made or translated it ("{m.group()}")'
    if _OPEN_TODO.match(s.raw):
        return "an open to-do item ([ ])"
    if (m := _EMPTY_BOX.search(s.raw)) is not None:  # "Seats: [ ] 40", "Seats: 40 [_]", "座位数：[ ] 40" (batch 106)
        return f'an empty box beside it ("{m.group()}"): a form\'s option not ticked'
    if at is not None and (q := _long_question_above(sentences, at, pred)) is not None:  # (batch 106)
        return f'a long question above it asks more than the value now ("{q.raw.strip()[:60]}"): the answer is to that'
    for i, t in enumerate(sentences):  # a short sentence beside it that qualifies it ("Only if the board agrees.", ...)
        if t is not s and not (at is not None and i == at - 1 and _prompt(t, pred)) and (
                (why := _qualifies(t, captured_at)) or ((u := _respaced(t)) is not None and (why := _qualifies(u, captured_at)))
                or ((u := _leading_note(t)) is not None and (why := _qualifies(u, captured_at)))):
            return why
        if t is not s and isinstance(value, str) and (
                (why := _another_beside(t, value, names, pred.known)) or not pred.known and _PLEASE_ALONE.match(t.norm) and
                (why := f'a request beside it ("{t.raw.strip()[:20]}"): a value asked for (batch 101)')):
            return why
        if t is not s and pred.names is not None and not t.zh and len(_WORD.findall(t.norm)) <= 8 and any(
                _ANOTHER_OF_IT.search(t.norm, max(0, n.start() - 10), n.start()) for n in pred.names.finditer(t.norm)
                if set(_WORD.findall(n.group())) & (pred.own | {v for k, v in _OWN_SPELLED_OUT.items() if k in pred.own})):
            # (the key's own word: "second office" is no second HQ; "headquarters" spells "hq" out: batch 111)
            return f'another sentence names a second one ("{t.raw.strip()[:60]}")'  # "Co-HQ: Munich." (batch 103)
        if t is not s and at is not None and i < at and len(t.raw) <= 60 and (m := _RECORD_HEAD.match(t.raw)) is not None \
                and (who := canon_text(m.group("n") or m.group("m"))) not in _common() and _another_party(who, names, kind) and \
                not names & set(_WORD.findall(canon_text(t.raw))):  # "Lead record (Globex)" (batch 101)
            return f'a header above it names another party\'s record ("{t.raw.strip()[:40]}")'
        if (m := _LOW_CONFIDENCE.search(t.norm)) is not None:  # "Confidence: low", "(certainty: 40%)"
            return f'the source rates it as uncertain, or not as a current fact ("{m.group()}")'

        if t is not s and len(t.norm) <= 120 and (why := _attributed(t, names) or _relayed_by_other(t, names)):
            return why
    noted = next((i for i in range(at + 1, len(sentences)) if _LATER_NOTE.match(sentences[i].norm)), None) \
        if at is not None else None
    for t in sentences[noted:] if noted is not None else ():  # a later note, and what follows it
        if (m := _LATER_UNDO.search(t.norm)) is not None:
            return f'a later note takes it back or ends it ("{t.raw.strip()[:60]}": "{m.group()}")'
    if (why := _chat_acts(sentences, s, at, names, "city" in pred.frame or "located" in pred.frame)) is not None:
        return why
    own = frozenset(_LATIN_WORD.findall(str(value).lower())) | names  # (the value's words, and the subject's name)
    for t in sentences:
        if (w := _unread_words(t, own)) is not None:
            return f'{_UNREAD_WHY} ("{w}" in "{t.raw.strip()[:60]}")'
    pos = sentences.index(s) if s in sentences else None  # (the first equal sentence, as `after` below reads it)
    for t in sentences[:pos] if pos is not None else ():  # above it, a line handing over others' text
        if _HANDED_OVER.match(t.norm):
            return f'a line above it hands over someone else\'s text ("{t.raw.strip()[:60]}")'
    for k, t in enumerate(sentences[:pos] if pos is not None else ()):  # a reply on top, an earlier message below it
        if k and (m := _THREAD_FROM.match(t.norm)) is not None and \
                any(_WORD.search(u.norm) and not _MAIL_FIELD.match(u.norm) and not _SEPARATOR.match(u.raw) and
                    (u.norm.rstrip()[-1:] in ".!?," or _REPLY_WORDS.match(u.norm)) for u in sentences[:k]) and \
                (_SEPARATOR.match(sentences[k - 1].raw) or "@" in m.group("w") or
                 any(re.match(r"^\W*(?:sent|date|subject)\s*:", u.norm) for u in sentences[k + 1:k + 4])) and \
                not re.search(r"(?<![\w])(?:our|we|us|my|i)(?![\w])", m.group("w")) and not _naming(names, 0, m.group("w")):
            return f'an earlier message, below the reply that quotes it ("{t.raw.strip()[:60]}")'
    prev = sentences[pos - 1] if pos else None
    if prev is not None and not prev.zh and not s.zh and (prev.question or prev.norm.rstrip().endswith("?")) and \
            len(_WORD.findall(s.norm)) <= 5 and not _VERB.search(s.norm) and \
            (m := _FRAMED_Q.search(_POLITE_ASK.sub(" ", prev.norm))) is not None:
        return f'a bare answer to a question that frames it ("{m.group()}" in "{prev.raw.strip()[:60]}")'
    if prev is not None and not prev.zh and prev.norm.rstrip().endswith(":") and len(_WORD.findall(prev.norm)) > 4 and \
            ((m := _LEAD_FRAME.search(prev.norm)) is not None and not (m.group("who") and canon_text(m.group("who")) in names)):
        return f'the line above hands over text that is not the subject\'s firm statement ("{prev.raw.strip()[:60]}")'
    if pos is not None and (why := _lead_in(sentences, pos, names, kind, pred, captured_at)) is not None:
        return why
    if (why := _own_field_blank(sentences, pred)) is not None:
        return why
    if prev is not None and prev.hits["framing"] and not (_ZH_POLITE if prev.zh else _POLITE).match(prev.norm) and \
            not (not prev.zh and _to_the_reader(prev)):  # however long: "这是给新员工培训用的模拟对话。" above it (batch 88)
        x, y = prev.hits["framing"][0]
        return f'the sentence above frames it ("{prev.norm[x:y]}" in "{prev.raw.strip()[:60]}")'
    if (flag := next((m for t in sentences if (m := _TEST_FLAG.search(t.norm)) is not None), None)) is not None:
        return f'a field marks the record as test data ("{flag.group().strip()}")'
    for t in sentences[pos + 1:] if pos is not None else ():  # "... the budget figure above was last year's"
        if (m := _BACK_REFERENCE.search(t.norm)) is not None and (
                _UNDONE.search(t.norm) or t.zh and re.search(r"[a-z]{3,}", t.norm)) and \
                not (_AFFIRMED.search(t.norm) and not re.search(r"\d", re.sub(r"(?<!\d)20\d{2}(?!\d)", "", t.norm))):
            return f'a later line speaks of it again ("{t.raw.strip()[:60]}": "{m.group()}"): a person reads what it says'
        if (why := _said_of_it_after(t, pred, names)) is not None:
            return why
    if not s.zh and _FIRST_PERSON_PLURAL.search(s.norm) and pos is not None and (narrated := next((
            t for t in sentences[:pos] if not t.zh and not _POLITE.match(t.norm) and _NARRATED.search(t.norm)
            and not _FIRST_PERSON_PLURAL.search(t.norm)), None)):  # ("Our IT lead gave me the rundown": ours)
        return f'a line above tells of someone else ("{narrated.raw.strip()[:60]}"): the first-person sentence may be ' \
               "their words, not the writer's"
    if pos is not None and (voided := next((t for t in sentences[pos + 1:] if _VOIDED_AFTER.search(t.norm)), None)):
        return f'a later line ends or voids it ("{voided.raw.strip()[:60]}")'
    if (other := next((t for t in sentences if t is not s and _TRANSLATION_LINE.match(t.norm)), None)) is not None:
        return f'the source holds a translation ("{other.raw.strip()[:40]}"): a person compares the two'
    if pos is not None and (why := _column_head(sentences, pos, pred)) is not None:
        return why
    if (src := next((m for t in sentences if t is not s and (m := _DATA_SOURCE.match(t.norm)) is not None and
                     not _OWN_SOURCE.search(m.group("w")) and not any(w in names for w in _WORD.findall(m.group("w")))),
                    None)) is not None:  # "Source: ZoomInfo", "Enriched by Clearbit" (batch 89)
        return f'the record names a data source other than the subject ("{src.group().strip()[:60]}"): an estimate, not its word'
    for t in sentences[:pos + 1] if pos is not None else ():  # "Company data (ZoomInfo): ...", "企业信息" (batch 102)
        if not t.zh and ("(" in t.raw or "[" in t.raw) and (m := _BRACKET_SOURCE.match(t.raw)) is not None and re.search(r"[A-Z]|\d[a-z]|\.\w{2}|(?i:from|via|by)\s", m.group("w")) \
                and not names & set(_WORD.findall(canon_text(m.group("w")))) and not pred.words & set(_WORD.findall(canon_text(m.group("w")))):
            return f'a label names its record\'s source ("{m.group().strip()[:60]}"): another party\'s profile, not the subject\'s word'
        if t.zh and (t is not s or re.search(r"[:：]", t.norm)) and \
                (m := _ZH_PROFILE_SOURCE.search(t.norm.split(":")[0] if t is s else t.norm)) is not None and \
                len(t.norm) <= 24 and not re.search(r"我们|我司|本公司", t.norm):
            return f'a heading names a third party\'s profile of the subject ("{t.raw.strip()[:40]}": "{m.group()}")'
    if ("," in s.norm or s.zh) and (m := (_ZH_SOURCE_SAYS if s.zh else _INVERTED_SOURCE).search(s.norm)) is not None or s.zh and \
            _ZH_SAYS_SO.search(tail := re.split(r"[，,]", s.norm)[-1] if re.search(r"[，,]", s.norm) else "") is not None and \
            (m := _ZH_PROFILE_SOURCE.search(tail)) is not None or \
            ("then" in s.norm or "time" in s.norm or "once" in s.norm) and (m := _THEN_BASED.search(s.norm)) is not None:  # "..., reports TechCrunch.", "企查查显示，..." (batch 102)
        return f'the sentence names its source, or sets it in the past ("{m.group().strip()[:60]}")'
    if (note := next((m for t in sentences if (m := _EDITORS_NOTE.search(t.norm)) is not None), None)) is not None:
        return f'an editor\'s or a transcriber\'s note ("{note.group()[:60]}")'
    if (_ZH_WE if s.zh else _FIRST_PERSON_PLURAL).search(s.norm) and \
            (their := next((t for t in sentences if t is not s and (_ZH_THEIR if t.zh else _THEIR).search(t.norm)),
                           None)) is not None:
        return f'the source speaks of a party as "their" ("{their.raw.strip()[:60]}"): its first-person sentence may be that ' \
               "party's words, not the writer's"
    for t in sentences:  # a line anywhere calling the text's figures not firm ("None of the numbers above are final ...")
        if t is not s and not t.zh and (m := _ABOVE_NOT_FIRM.search(t.norm)) is not None and \
                not (m.group("between") and _NOT_BEFORE_CUE.search(m.group("between"))) and \
                not re.search(r"confidential|disclos|privileged|intended\s+recipient", t.norm):
            return f'a line says the figures of the text are not firm ("{t.raw.strip()[:60]}")'
        if t is not s and not t.zh and _FIGURES_LOOSE.search(t.norm) is not None:  # (batch 94)
            return f'a line says the figures of the text are not firm ("{t.raw.strip()[:60]}")'
    for t in sentences[:pos + 1] if pos is not None else ():  # "Dear Acme team," "Hi Acme," "To Acme:"
        if (m := _ADDRESSED.match(t.norm)) is not None and \
                ((who := canon_text(m.group("who") or m.group("w2") or "")) in names or who == kind):
            return f'the text is addressed to the subject: its first person is the writer\'s ("{m.group().strip()}")'
    if (why := _record_voids(sentences, s, captured_at, names, kind, value)) is not None:
        return why
    if (why := _record_machinery(sentences, s, value, pred, names)) is not None:
        return why
    if (why := _subject_as_another(sentences, names, kind)) is not None:  # (batch 92)
        return why
    if (why := _enumerated(s, sentences, pred)) is not None:  # (batch 102)
        return why
    if (why := _set_apart(s, sentences, names)) is not None:  # (batch 94)
        return why
    for t in sentences:  # (batch 92)
        if t is not s and ((m := _DOC_REMARK.search(t.norm)) is not None or (
                (m := _WHOSE_TEXT.search(t.norm)) is not None and m.group("who") not in names and
                m.group("who") not in ("our", "my", "your", "their", "his", "her"))):
            return f'a line of the source says what the whole text is ("{t.raw.strip()[:60]}": "{m.group().strip()}"): ' \
                   'a person decides whether it states anything now'
    if (m := _MACHINE_LABEL.match(s.norm)) is not None:  # "Bot: I have noted a budget of 18000."
        return f'a machine\'s line ("{m.group().strip()}")'
    nxt = sentences[at + 1] if at is not None and at + 1 < len(sentences) else None
    if nxt is not None and nxt.zh and len(nxt.norm) <= 24 and _ZH_CHANGE_FRAGMENT.match(nxt.norm):  # "刚调过。" (batch 106)
        return f'the next sentence says it changed since ("{nxt.raw.strip()[:60]}")'
    if nxt is not None and not (nxt.question or nxt.zh) and \
            (why := _changed_text(nxt.norm, nxt.raw, value) or _elsewhere_text(nxt.norm, nxt.raw, value)):
        return why
    if nxt is not None and not nxt.zh and (why := _announced(nxt.norm)) is not None:
        return f"the next sentence says so: {why}"
    if nxt is not None and (why := _next_gives_away(nxt)) is not None:
        return why
    if at is not None and (why := _others_words(sentences, at, value, pred, names, kind) or
                           _counterparty(sentences, at, names, pred) or _label_of_another(sentences, at, names, kind) or
                           _other_legal_form(sentences[at], names)) is not None:
        return why
    if nxt is not None and (m := _COVER_STORY.search(nxt.norm)) is not None:
        return f'the next sentence says it is the figure given to outsiders ("{m.group()}")'
    if any(_BIDI_OVERRIDE.search(t.raw) for t in sentences):
        return "a direction override shows the reader other text than is stored"
    if at is not None and (why := _details_around(sentences, at, pred, names) or _zh_lines_around(sentences, at, pred, names)):
        return why
    if at is not None and pred.own & {"maker", "decision", "decider", "approver", "signer", "signatory"}:
        for t in sentences[at + 1:at + 3]:
            if (m := _OVERRULED.search(t.norm) or _ZH_OVERRULED.search(t.norm)) is not None and \
                    not _NO_ONE_BEFORE.search(t.norm, 0, m.start()):
                return f'a line after it gives someone else a say over it ("{m.group()}")'
    for t in sentences:
        if any(c in t.raw for c in "{[<$%*_") and (m := _PLACEHOLDER.search(t.raw)) is not None:
            return f'an unfilled template\'s placeholder ("{m.group()}"): its values are samples'
        if ((any(w in t.norm for w in ("dear", "hi ", "hello", "hey")) and (m := _PLACEHOLDER_BARE.search(t.raw)) is not None)
                or (t.zh and (m := _ZH_PLACEHOLDER_BARE.search(t.raw)) is not None)):  # "Dear XXXX,", "{客户}您好" (batch 106)
            return f'an unfilled template\'s placeholder ("{m.group()}"): its values are samples'
    if any(not t.raw.isascii() and _HIDDEN_TEXT.search(_FLAG_TAGS.sub("", t.raw)) for t in sentences):
        return "characters a reader cannot see (Unicode tags, a run of variation selectors) hide text in it"
    for t in sentences:
        if any(w in t.norm for w in _VOUCHING_WORDS) and (m := _SELF_VOUCHING.search(t.norm)) is not None:
            return f'a line vouches for the text\'s own origin or checking ("{m.group()}"): only its record can'
    if at is not None and (why := _later_lines(sentences, at, value, pred, captured_at,
                                               _amount(value) is not None and as_date(value) is None, names)):
        return why
    if at is not None and (why := _zh_later_lines(sentences, at, value)):
        return why
    if nxt is not None and "plan" in pred.allow and (m := _DONE.match(nxt.norm)) is not None:
        return f'the next sentence says it is done ("{m.group().strip()}")'
    for beside in (sentences[at - 1] if at else None, nxt):  # a longer sentence right beside it that opens with a cue
        if beside is not None and (why := _qualifies_at_length(beside)):
            return why
    if nxt is not None and len(_WORD.findall(nxt.norm)) <= MAX_AWAITING_WORDS \
            and (m := _AWAITING.search(nxt.norm)) is not None:  # "We are still waiting for the CFO to sign off."
        return f'the next sentence says it waits for an approval or binds no one yet ("{m.group()}")'
    if _amount(value) is not None and as_date(value) is None:  # a line setting the numbers' scale or currency
        for t in sentences:
            if not t.zh and (m := _PERIOD_LINE.search(t.norm)) is not None and not pred.words & _PERIOD_WORDS and \
                    not _PERIOD_ASIDE.search(t.norm):
                return f'a line makes the numbers per period or per unit ("{m.group().strip()}")'
        for t in sentences[at + 1:at + 3] if at is not None else ():
            if not t.zh and (m := _PER_AFTER.match(t.norm)) is not None and not pred.words & _PERIOD_WORDS:
                return f'a line after it makes the value per period or per unit ("{m.group().strip()}")'
        for t in sentences:
            if (m := _SCALE_LINE.search(t.norm)) is not None or (m := _scale_heading(t.norm)) is not None:
                return f'a line gives the numbers a scale ("{m.group().strip()}")'
            if (m := _CURRENCY_LINE.match(t.norm)) is not None and m.group("c") not in _DOLLAR_NAMES:
                return f'a line gives the numbers another currency ("{m.group().strip()}")'
    if (m := _ABOUT_MARK.search(s.raw)) is not None:
        return f'a mark says the value is approximate ("{m.group()}")'
    if _ELLIPSIS.search(s.raw):
        return "the sentence trails off (...): what follows it may take it back"
    if not s.zh and (m := _BROKEN_OFF.search(s.norm, max(0, len(s.norm) - 24))) is not None:  # (its tail only)
        return f'the sentence breaks off ("{m.group().strip()}"): what was cut may take it back'
    if not s.zh and (m := _TRAILING_ASK.search(s.norm, max(0, len(s.norm) - 24))) is not None:
        return f'the sentence ends asking for it to be confirmed ("{m.group().strip()}")'
    # in the sentence, or in a line of symbols alone after it ("Our HQ is in Berlin. 😉")
    after = sentences[sentences.index(s) + 1:] if s in sentences else ()
    # ... or opening the next sentence ("We have 40 seats. 🤔 Call me."; mine, batch 111)
    lead = [_LEADING_SYMBOLS.match(after[0].raw).group()] if after else []  # type: ignore[union-attr]
    for t in (s, *(t for t in after if not _WORD.search(t.norm))):
        odd = next((c for c in t.raw if unicodedata.category(c) == "So" and c not in _PLAIN_EMOJI), None) or \
            next((c for x in lead for c in x if _FACE_EMOJI.match(c) and c not in _PLAIN_EMOJI), None)  # (a face or a
        # gesture: "💬 Raj: agreed" opens a comment)
        if odd is not None:
            return f'an emoji ("{odd}") may say it is not meant'
        if (m := _WINK.search(t.raw)) is not None:  # the emoticons of "😉", "😜", "🙃", in ASCII
            return f'an emoticon ("{m.group()}") may say it is not meant'
    if (m := _LABELLED_BY.search(s.raw.strip())) is not None and (why := _labelled_other(m, value, pred, names, kind)):
        return why  # "Globex - We have ...", "(Globex) ...", "... (Globex)"
    for who, said in _parties_named(sentences, s):  # whose words, about whom: "Dana from Globex here"
        if (party := _a_party(who, value, pred)) and _another_party(party, names, kind):
            return f'the writer speaks for another party ("{said.strip()[:60]}")'
    for i, t in enumerate(sentences):  # "Customer: Globex" on a line of its own, '{"customer": "globex", ...}'
        for m in [*_ABOUT_LINE.finditer(t.norm.strip(" .")), *_ABOUT_FIELD.finditer(t.norm),
                  *_ABOUT_ORIGIN.finditer(t.norm.strip(" ."))]:
            who = m.groupdict().get("org") or m.group("who")
            if _FIRST_PERSON_LINE.match(who) and \
                    m.group().replace("：", ":").split(":")[0].strip(" *_|>#-").casefold() in (kind, *_ZH_KIND.get(kind, ())):
                continue  # "Customer: We have 40 seats." about customer:acme: a transcript's line, in the first person
            if m.re is _ABOUT_LINE and m.group()[:m.start("who") - m.start()].rstrip(" *_").endswith("|") and \
                    i + 1 < len(sentences) and _TABLE_RULE.match(sentences[i + 1].raw):
                continue  # "| Customer | Region |" over "|---|---|": a table's head, not a row naming its party
            if (party := _a_party(who, value, pred)) and _another_party(party, names, kind):
                return f'the source is about another party ("{m.group().strip()[:60]}")'
        if t is not s and t.cased and _CRUMB_LINE.match(t.raw.strip()):  # "CRM > Globex" (batch 95)
            for step in _CRUMB_STEP.split(t.raw.strip())[1:]:
                if (party := _a_party(" ".join(w for w in step.split() if w.casefold() not in _common()
                                          and w.casefold() not in _CRUMB_GENERIC), value, pred)) \
                        and _another_party(party, names, kind):
                    return f'the page it was copied from is another party\'s ("{t.raw.strip()[:60]}")'
        # a bare name counts right above the statement (after it, it is a signature's; higher up, a
        # letterhead's person, whose organisation the lines below give)
        heading = i + 1 < len(sentences) and sentences[i + 1] is s
        line = t.acting.strip() if t.cased else ""
        if t is not s and not heading and (line or t.zh) and _FIELD_ITEM.match(s.raw):  # (batch 110) over a list
            heading = _over_items(sentences, i, s)
        if t is not s and line and (head := _TOPIC_LINE.match(line)
                                    or (_NAME_HEAD.match(line) if heading else None)) is not None \
                and (party := _a_party(" ".join(w for w in head.group("who").split() if w.casefold() not in _common()),
                                       value, pred)) and _another_party(party, names, kind):
            return f'the source is about another party ("{head.group().strip()[:60]}")'
        if t is not s and heading and t.zh and (zf := _ZH_FIRM_HEAD.match(t.raw.strip())) is not None and \
                zf.group("who").casefold() not in names:
            return f'a heading above it names another firm ("{t.raw.strip()[:60]}")'
    if (other := _other_value(sentences, s, value, pred, names, kind, captured_at, valid_from)) is not None:
        return f'another sentence asserts another value ("{other.raw.strip()[:80]}")'
    return None


# a line that makes every number of the text per period or per unit ("All amounts in this email are per month.",
# "All figures are monthly.", "Monthly figures"), or a line right after the value that makes it so ("That's per seat.",
# "That figure is per office, and ...")
_PER_WHAT = (r"(?:month|quarter|week|day|sprint|seat|user|head|person|office|team|region|site|location|department|branch|unit|"
             r"licen[cs]e|unit|employee|account)")
_PERIOD_LINE = re.compile(
    r"(?<![\w])(?:(?:all|every|each)\s+(?:the\s+)?)?(?:figures?|amounts?|numbers?|values?|prices?|costs?|sums?)\s+(?:[\w']+\s+){0,4}?"
    r"(?:are|is|shown|given|stated|quoted)\s+(?:(?:all|shown|given|stated|quoted)\s+)?(?:per[\s-]+(?:calendar\s+|business\s+)?"
    + _PER_WHAT + r"|monthly|quarterly|weekly|daily|a\s+month|each\s+month|month[\s-]by[\s-]month)(?![\w])"
    r"|^\W*(?:monthly|quarterly|weekly|daily|per[\s-]+" + _PER_WHAT + r")\s+(?:figures|numbers|amounts|costs|prices|view|breakdown)\W*$"
    # (batch 114, 46b) the same as a heading with no verb: "All prices per seat.", "All figures per month."
    r"|^\W*(?:all\s+)?(?:figures|amounts|numbers|values|prices|costs|sums)\s+(?:per[\s-]+" + _PER_WHAT +
    r"|monthly|quarterly|weekly)\W*$")
# a line about other numbers, or one that sets the value apart ("The other numbers are per month, the budget is annual")
_PERIOD_ASIDE = re.compile(r"(?<![\w])(?:other|except|but|apart\s+from|besides|your|you\s+quoted|you\s+sent|quoted)(?![\w])")
_PER_AFTER = re.compile(r"^\W*(?:(?:and\s+)?(?:that(?:'s|\s+is)|this\s+is|it(?:'s|\s+is)|that\s+works\s+out)|(?:that|this|the)\s+"
                        r"(?:figure|number|amount|price|budget|count|total)\s+is)\s+(?:(?:only|just|all|obviously)\s+)?(?:per[\s-]+"
                        r"(?:calendar\s+|business\s+)?" + _PER_WHAT + r"|monthly|quarterly|weekly|daily|month[\s-]by[\s-]month|"
                        r"on\s+a\s+(?:monthly|quarterly|weekly|daily)\s+basis)(?![\w])")
# a line that sets the scale of the numbers in the text ("All figures in thousands.", "(in $000s)", "USD '000",
# "Units: cents") or their currency ("Currency: JPY")
_SCALE_LINE = re.compile(
    r"(?<![\w])(?:all\s+)?(?:figures|amounts|numbers|values|prices|costs|sums)\s+(?:are\s+|shown\s+|given\s+|stated\s+)*"
    r"in\s+(?:(?:usd|eur|gbp|us\s+dollars|dollars|euros|\$|€|£)\s*)?(?:thousands|millions|billions|000s|'000|k|m|mm|cents|"
    r"pennies)(?![\w])"
    r"|^[\s(*]*in\s+(?:usd|eur|gbp|\$|€|£)?\s*(?:000s|'000|thousands|millions|k|m|mm)[\s)*.]*$"
    r"|(?<![\w])(?:usd|eur|gbp|chf|\$|€|£)\s*'000(?![\w])|(?<![\w])(?:usd|eur|gbp)\s*(?:thousands|millions)(?![\w])"
    r"|^[\s*]*units?\s*[:=]\s*(?:cents|pennies|thousands|millions|k|m|mm|000s)(?![\w])"
    # (batch 84) in Chinese ("单位：千元", "金额单位：万元", "（单位：千美元）", "以下金额均以千元计"), and a column's head
    # in brackets ("| 金额（万元） |", "| Amount ($K) |")
    r"|单位\s*[:=]\s*(?:人民币|美元|美金|欧元|rmb|usd|eur|\$|€|£)?\s*(?:十|百|千|万|亿|k|m|mm)(?![克米瓦])"
    r"|以\s*(?:十|百|千|万|亿)(?![克米瓦])[^\s,。;:]{0,3}计"
    r"|\(\s*(?:[$€£]|usd|eur|gbp|人民币|美元)?\s*(?:十|百|千|万|亿|k|m|mm|000s?|'000|thousands|millions)\s*"
    r"(?:元|美元|美金|欧元|人民币|人|usd|eur|dollars)?\s*\)")
# (batch 85) a line with no figure of its own that names the numbers' scale in any wording: a label ("Unit: thousand
# dollars", "单位为千元", "金额以千美元为单位", "Figures ×1,000", "All numbers in $000") or a table's head ("| Amount, $K |",
# "| Amount [k$] |", "| 金额/万元 |", "| Amount (thousand USD) |")
_SCALE_TOKEN = re.compile(r"(?<![a-z'])(?:thousands?|millions?|billions?|000s?|'000|k\$|\$k|\$m|kusd|keur|kgbp|teur|tusd|tsd|k€|€k|"
                          r"grand|thous|1,?000s|mio|mn)(?![a-z0-9])|"
                          r"(?:(?<=[(\[/:=,])|(?<=[(\[/:=,]\s)|(?<=\bin\s))(?:k|m|mm)(?![a-z0-9'])|"
                          r"[×x]\s*1,?000(?:,000)?(?!\d)|(?<!\d)1,?000\s*(?:元|美元|usd|dollars)|"
                          r"(?:十|百|千|万|亿)(?:元|美元|美金|欧元|人民币|人|usd)?(?=\s*(?:[)\]|/。.]|为单位|计|$))|(?<=[:=/])\s*(?:十|百|千|万|亿)")
_SCALE_LABEL = re.compile(r"(?<![a-z])(?:units?|figures?|amounts?|numbers?|values?|sums?|costs?|prices?|totals?|in|expressed|"
                          r"everything's|everything|all|beträge|betrag|"
                          r"shown|stated|usd|eur|gbp)(?![a-z])|单位|金额|数字|数额|数值|计|\|")


def _scale_heading(norm: str) -> re.Match[str] | None:
    """A line that names the numbers' scale (above), with no figure of its own but the scale's."""
    if re.search(r"\d", _SCALE_TOKEN.sub(" ", norm)) or len(norm) > 120 or not _SCALE_LABEL.search(norm):
        return None
    return _SCALE_TOKEN.search(norm)


_CURRENCY_LINE = re.compile(r"^[\s*_-]*(?:currency|ccy|währung|waehrung|devise|moneda|moeda|valuta|币种|货币)\s*[:=：]\s*"
                            r"(?P<c>[^\s.,;]+)")
_DOLLAR_NAMES = frozenset({"usd", "$", "us$", "dollar", "dollars", "us", "美元"})


# the sentence right after a statement saying the value changed since, without naming the predicate ("Finance halved
# it.", "Halved since.", "Ten got cut this morning.", "We've since moved to Munich.", "We moved out last month.",
# "She left the company in spring."): a change verb with a pointer back, a time since, or no subject of its own
_CHANGE_VERB = re.compile(r"(?<![\w])(?:halved|doubled|tripled|cut|slash|slashed|trimmed|raised|increased|decreased|reduced|dropped|"
                          r"lowered|bumped|upped|moved|relocated|switched|changed|replaced|sold|left|quit|resigned|scrapped|"
                          r"frozen|froze|killed|axed|pulled|gutted|zeroed|vetoed|revoked|suspended|paused|withdrawn|"
                          r"dissolved|closed|shut|cancell?ed|terminated|retired)(?![\w])"
                          r"(?!\s+(?:on|at|for|during|over|every|weekends|holidays|until|between)\b)")  # "Closed on Sundays."
# a fragment that is only a change, with no subject ("Been cut.", "Got cut.", "Now up.", "Went down.", "Up since.",
# "Since adjusted.", "Post cut."; mine, batch 106)
_CHANGE_FRAGMENT = re.compile(r"\W*(?:(?:been|got|gets|was|were|is|just|now|since|then|later|recently|all|post|pre|"
                              r"also|already)[\s-]+)*(?:halved|doubled|cut|slashed|trimmed|raised|increased|decreased|"
                              r"reduced|dropped|lowered|bumped|upped|adjusted|revised|changed|up|down|(?:went|gone|goes|"
                              r"moved|came|come)\s+(?:up|down))(?:\s+(?:since|again|now|then|later|recently|since\s+then|"
                              r"after\s+that|meanwhile))?\W*$")
_ZH_CHANGE_FRAGMENT = re.compile(r"\W*(?:刚|已经|现在|后来|之后|最近|又|也)*(?:调过|调了|调整了|调整过|涨了|降了|减了|少了|多了|"
                                 r"变了|改了|砍了|削了|提了|上调了|下调了|增加了|减少了|翻倍了|减半了)\W*$")
_SINCE_THEN = re.compile(r"(?<![\w])(?:it|that|this|them|those|since|now|out|away)(?![\w])")
# a count that got changed ("Ten got cut this morning.", "Half were dropped."), or the change done to a count ("We
# dropped ten.")
_COUNT_CHANGED = re.compile(r"^\s*(?:\d[\d,.]*|a few|some|half|most|all|one|two|three|four|five|six|seven|eight|nine|ten|"
                            r"eleven|twelve|twenty|thirty|forty|fifty|a dozen|dozens)\s+(?:of\s+(?:them|those)\s+)?"
                            r"(?:got|were|was|have been|has been|are being|are)\s+|"
                            r"(?:halved|doubled|tripled|cut|slashed|trimmed|raised|increased|decreased|reduced|dropped|lowered|"
                            r"bumped|upped)\s+(?:\d[\d,.]*|a few|some|half|one|two|three|four|five|six|seven|eight|nine|ten|"
                            r"twenty|a dozen)(?![\w])")
_LATER_LABEL = re.compile(r"\s*(?:(?:update|updated|edit|edited|ps|fyi|news|correction|heads up)\s*[:,–—-]|p\.\s?s\.)")  # "Update: ..."
_CHANGE_FROM = re.compile(r"(?<![\w])(?:from|here|there)(?![\w])")  # "We moved from Munich last year.": toward the value
MAX_CHANGE_WORDS = 20
_PERSON_GONE = re.compile(r"^\s*(?:she|he|they)\s+(?:has\s+|have\s+|had\s+|just\s+)*(?:quit|resigned|retired|left(?=\s*(?:[.,;!]|$|"
                          r"(?:the\s+)?(?:company|team|firm|business|role|job|account)\b|(?:in|last|this|us)\b)))(?![\w])")


# a currency sign other than those the rules read ("₩", "₽", "₿", "₪" ...): its amount is in a money they do not know
_UNREAD_SIGN = re.compile("[" + "".join(c for c in map(chr, range(0x20A0, 0x20C1)) if c not in "€") + "฿₿]")
# after the value in its own sentence: a relative clause that says it no longer holds or is another's ("+49 ..., which
# no longer works", "Enterprise, which lapsed", "2026-11-15, which slipped", "Dana Smith, who retired", "acme.com,
# which redirects to globex.com"), or an arrow to another value ("Slack => Email", "Slack > Teams")
_RELATIVE_DOUBT = re.compile(
    r"^[\s,;(–—-]*(?:which|who|whom|that)\b[^.;!?]{0,60}?(?<![\w])(?:no longer|not (?:working|in use|valid|active|ours)|"
    r"dead|shut off|disconnected|bounce[sd]?|nobody (?:reads|uses|answers|checks)|parked|redirects?|lapsed|ended|ran out|"
    r"expires?|expired|downgrad\w*|slipped|got pushed|been pushed|pushed (?:back|out)|missed|off the table|unrealistic|"
    r"retired|passed away|died|fired|let go|on leave|left|belongs to|owned by|pays for|is (?:another|someone else)|"
    r"cancell?ed|closed|terminated|suspended|blocked|frozen|defunct|discontinued|replaced)(?![\w])")
_ARROW_TO = re.compile(r"^\s*(?:⇒|=>|->|-->|→|⟶|⟹|»|>>)\s*\S")
_COMPARED_TO = re.compile(r"^\s*[<>]\s*[A-Z]")  # "Slack > Email" (on the text as written: "$18,000 > budget" is not)


# (batch 99) after the value, another one from a later time ("Our HQ is in Berlin, and Munich from January.", "...,
# HubSpot from Q1")
_LATER_TIME = (r"(?:next\s+|the\s+|this\s+coming\s+|early\s+|mid-?|late\s+)?(?:january|february|march|april|may|june|july|august|"
               r"september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec|q[1-4]|h[12]|\d|monday|"
               r"tuesday|wednesday|thursday|friday|year|month|week|quarter|spring|summer|autumn|fall|winter|renewal|merger)")
_OTHER_FROM_LATER = re.compile(r"^[^,;.!?]{0,20}?[,;]\s*(?:and\s+|then\s+|but\s+)?(?!(?:up|down|moved|relocated|rising|falling)\s)"
                               r"(?:[\w&.'-]+\s+){1,3}?(?<!up\s)(?<!down\s)"
                               r"(?:from|starting(?:\s+(?:in|on|from))?|as\s+of|after|effective|beginning)\s+" + _LATER_TIME +
                               # (batch 100) a change under way after it ("retail, pivoting to logistics"), before or after
                               # another ("AWS, pre-Azure", "AWS, post-migration Azure")
                               r"|^\s*[,;]\s*(?:and\s+|but\s+)?(?:now\s+)?(?:leaving|moving|switching|migrating|pivoting|transitioning|"
                               r"renegotiating|shifting|converting)\s+(?:over\s+|back\s+)?(?:to|for|towards|into)\s"
                               r"|^\s*[,;]\s*(?:pre|post)-")


def _rest_changes(s: _Sentence, ve: int, value: Any) -> str | None:
    """Why the rest of the statement's own sentence, after the value, says it changed or no longer holds: a clause
    read as the next sentence would be ("Berlin, but we moved to Munich.", "Slack, now Teams", "40 seats, but we
    dropped 15"), a relative clause of doubt (`_RELATIVE_DOUBT`), an arrow to another value."""
    rest_norm, rest_raw = s.norm[ve:], s.raw[ve:] if len(s.raw) == len(s.norm) else ""
    if s.zh or not rest_norm.strip(" .!"):
        return None
    if (m := _RELATIVE_DOUBT.match(rest_norm)) is not None:
        return f'the clause after it says it no longer holds ("{m.group().strip(" ,;(")}")'
    if _ARROW_TO.match(rest_norm) or (rest_raw and _COMPARED_TO.match(rest_raw)):
        return f'an arrow to another value ("{rest_norm.strip()[:40]}")'
    if isinstance(value, str) and _SEMICOLON_OTHER.match(rest_norm) and \
            not _PLEASANTRY.fullmatch(rest_norm.strip(" ;.,!")):  # "HQ: Berlin; Munich", not "; thanks" (batch 102)
        return f'another value after a semicolon ("{rest_norm.strip(" ;.")[:40]}")'
    if isinstance(value, str) and (m := _OTHER_FROM_LATER.match(rest_norm)) is not None:  # "Berlin, and Munich from January." (batch 99)
        return f'the clause after it gives another value from a later time ("{m.group().strip(" ,;")[:40]}")'
    if isinstance(value, str) and len(form := canon_text(value).split(" ", 1)) == 2 and form[1][:1].isdigit():
        after = rest_norm.lstrip(" ,;")  # "net 30, net 60 for Q4": the value's own form with another figure (batch 100)
        if rest_norm[:len(rest_norm) - len(after)].strip() and after.startswith(form[0] + " ") and \
                after[len(form[0]) + 1:][:1].isdigit() and not after[len(form[0]) + 1:].startswith(form[1]):
            return f'the clause after it gives another value of its form ("{after[:30]}")'
    lead = r"^[^,;.!?]{0,20}?"  # the value's unit first ("40 seats, but ...")
    clause = re.match(lead + r"(?:[,;]|\s-+\s|\s—\s|\s)\s*(?:(?:but|though|although|and|yet|however)\s*,?\s*)(?P<c>.+)$",
                      rest_norm)
    now = re.match(lead + r"[,;]\s*(?P<c>(?:now|since\s+\w+|currently|these days)\s*,?\s+.+)$", rest_norm)
    m = clause or now
    if m is None:
        return None
    if (other := _OTHER_NOW.match(m.group("c"))) is not None and isinstance(value, str) and value and \
            (x := canon_text(other.group("x") or other.group("y")).strip(".!")) not in _NOT_ANOTHER and \
            not x.endswith("ing") and \
            x != canon_text(value).split()[0]:
        return f'the clause after it gives another value now ("{m.group("c").strip()[:40]}")'  # "Slack, now Teams"
    c_norm = m.group("c")
    c_raw = rest_raw[len(rest_norm) - len(c_norm):] if rest_raw else c_norm
    why = _changed_text(c_norm, c_raw, value) or _elsewhere_text(c_norm, c_raw, value, anywhere=now is not None)
    return why.replace("the next sentence", "the clause after it") if why else None


# "..., now Teams", "..., but email works better": another value in the same sentence
_OTHER_NOW = re.compile(r"(?:now|currently|these days|since\s+\w+)\s*,?\s+(?:it's\s+|it\s+is\s+|we\s+use\s+|we're\s+on\s+|"
                        r"on\s+)?(?P<x>[\w@.+-]+)\s*[.!]?\s*$|(?P<y>[\w@.+-]+)\s+(?:works|is|would\s+be)\s+better")
_NOT_ANOTHER = frozenset({"in", "on", "at", "its", "it", "the", "a", "an", "more", "also", "with", "for", "too", "again",
                          "confirmed", "final", "official", "approved", "ok", "okay", "fine", "done", "live", "active"})


def _changed_text(norm: str, raw: str, value: Any) -> str | None:
    """Why the sentence right after the statement says its value changed since (see `_CHANGE_VERB`)."""
    words = _WORD.findall(norm)
    if not words or len(words) > MAX_CHANGE_WORDS:
        return None
    if _CHANGE_FRAGMENT.match(norm):
        return f'the next sentence says it changed since ("{raw.strip()[:60]}")'
    if (m := _CHANGE_VERB.search(norm)) is None or _CHANGE_FROM.search(norm):
        return None
    if isinstance(value, str) and (phrase := _value_phrase(value)) and _phrase_pattern(phrase).search(norm):
        return None  # "We moved to Berlin in 2015.": the change made the value
    if _SINCE_THEN.search(norm) or m.start() <= norm.find(words[0]) or _COUNT_CHANGED.search(norm) or \
            _LATER_LABEL.match(norm) or \
            _PERSON_GONE.match(norm) or re.match(r"\s*(?:we|i|they)\s+(?:have\s+|'ve\s+|just\s+)*(?:switched|moved|"
                                                r"relocated)(?:\s+(?:to|out|away|over)\b|\s*[.!]?\s*$)", norm):
        return f'the next sentence says it changed since ("{raw.strip()[:60]}")'
    return None


# ... or that the subject is somewhere else now ("We're in Munich now.", "Munich since May.", "These days we work out
# of Munich.", "The whole team relocated to Singapore.")
_NOW_MARK = re.compile(r"(?<![\w])(?:now|these days|nowadays|currently|since|relocated|moved|switched|works better|"
                       r"prefer)(?![\w])")
_PLACED_NAME = re.compile(r"(?<![\w])(?:in|to|into|out of|at)\s+(?P<n>[A-Z][\w'-]+(?:\s[A-Z][\w'-]+)?)|^\s*(?P<m>[A-Z][\w'-]+)\s+since\b")


def _elsewhere_text(norm: str, raw: str, value: Any, anywhere: bool = False) -> str | None:
    if not isinstance(value, str) or _amount(value) is not None or as_date(value) is not None:
        return None
    if len(_WORD.findall(norm)) > MAX_CHANGE_WORDS or not _NOW_MARK.search(norm):
        return None
    want, regions = canon_text(value), _lang("en").regions
    names = [m.group("n") or m.group("m") for m in _PLACED_NAME.finditer(raw.strip())]
    if anywhere:  # "..., now Teams": the name after the mark
        names += re.findall(r"(?<![\w'])([A-Z][\w'-]+(?:\s[A-Z][\w'-]+)?)", raw)
    for name in names:
        if regions is not None and (r := regions.match(name)) is not None and r.end() >= len(name):
            continue  # "Currently in Germany.": where the place lies
        if canon_text(name) != want and canon_text(name).split()[0] not in _common():
            return f'the next sentence places it elsewhere now ("{raw.strip()[:60]}")'
    return None


def _next_sentence(sentences: tuple[_Sentence, ...], s: _Sentence) -> _Sentence | None:
    """The sentence right after `s` (the same object) in `sentences`, if any."""
    i = next((j for j, t in enumerate(sentences) if t is s), None)
    return sentences[i + 1] if i is not None and i + 1 < len(sentences) else None


def _zh_same_unit(after: str, pred: _Pred) -> bool:
    """Whether a Chinese number followed by `after` counts what the predicate counts: in its own unit or
    currency, or with none ("60个。": the thing left out)."""
    if any(after.startswith(u) for u in pred.units_zh):
        return True
    rest = after[1:] if after.startswith("个") else after
    return not rest or rest[:1] in "。.，,!！;；"


# a label that rates what the source says as uncertain ("Confidence: low", "Reliability - unknown", "accuracy: 40%")
_LOW_CONFIDENCE = re.compile(
    r"(?<![\w])(?:confidence|certainty|reliability|accuracy|likelihood|probability|trustworthiness|data quality|"
    r"source quality)(?:\s+(?:level|score|rating))?\s*[:=–—-]+\s*[\"']?(?:low|medium|med|moderate|unknown|unsure|uncertain|"
    r"poor|none|weak|guess|guessed|estimated|unverified|unconfirmed|tbd|n/?a|\?|[0-6]?\d(?:\.\d+)?\s*%|0?\.[0-6]\d*)"
    r"(?![\w%])"
    r"|(?<![\w])(?:ocr\s+|scan\s+|recognition\s+)?confidence\s+(?:of\s+|is\s+|at\s+)?[0-6]?\d(?:\.\d+)?\s*%"
    # (batch 87) a record's score in JSON or a field ('"score":0.12', "Score: 0.12", '"likelihood":0.1')
    r"|(?<![\w])(?:score|confidence|certainty|likelihood|probability|reliability)[\"']?\s*[:=]\s*[\"']?0?\.[0-6]\d*(?![\d%])"
    # or as no longer current, or as something other than a fact ("Superseded: yes", "Type: forecast")
    r"|(?<![\w])(?:superseded|replaced|obsolete|outdated|deprecated|archived|stale|withdrawn|retracted|cancell?ed|void)"
    r"\s*[:=]\s*[\"']?(?:yes|true|y|1)(?![\w])"
    r"|(?<![\w])(?:type|kind|category|nature|record type)\s*[:=]\s*[\"']?(?:forecast|projection|projected|estimate|"
    r"estimation|target|plan|planned|proposal|proposed|draft|scenario|assumption|request|requested|hypothetical|"
    r"example|sample|test|simulation|what-if)(?![\w])")
# a statement whose subject is only a pronoun: what it counts is left out ("We need 60.", "We want $25,000.")
_ELLIPTIC = re.compile(r"(?:we|i|we'd|i'd|we'll|i'll|we're|they|you)\s+(?:(?:really|still|also|actually|would|'d|do|"
                       r"only|just|now|then|ideally|eventually)\s+)*(?:need|needs|want|wants|require|requires|like|"
                       r"expect|hope|ask|asking|plan|have|has|had|get|got|are|is|budget|target|aim|pay)(?![\w])")


def _elliptic_other(sentences: tuple[_Sentence, ...], s: _Sentence, n: Decimal, pred: _Pred) -> _Sentence | None:
    """The statement right after `s` when it gives another number of what `s` counts, the predicate left
    out ("We have 40 seats. We need 60.", "Our budget is $18,000. We want $25,000."): its number bare or
    in the predicate's own unit or currency, not a year, a time or another thing counted ("We have 12
    people.")."""
    if (t := _next_sentence(sentences, s)) is None:
        return None
    if pred.names is not None and pred.names.search(t.norm):
        return None
    if t.zh:  # "我们有40个座位。我们需要60个。": wanted, in the predicate's own counter, its currency or none
        if _ZH_WANTS.search(t.norm) and any(x != n and _zh_same_unit(t.norm[m.end():m.end() + 6].lstrip(), pred)
                                            for m, x in _numbers_in(t.norm)):
            return t
        return None
    if s.zh or not _ELLIPTIC.match(t.norm):
        return None  # ("Our budget is $18,000." after a discount names its own predicate)
    for m, x in _numbers_in(t.norm):
        if x == n or (m.re is _NUM and _TIME_TOKEN.fullmatch(m.group().strip())):
            continue
        unit = re.match(r"\s*([a-z%]+)", t.norm[m.end():])
        cur = _currency_at(t.norm, m.start(), m.end())
        if cur is not None and not (pred.units & {cur[0], *cur[1]}):
            continue  # another currency's amount: the currency rules' (or another thing's)
        if unit is None or unit.group(1) in pred.units or _stem(unit.group(1)) in pred.stems or cur is not None \
                and unit.group(1) in _lang("en").frame:
            return t
    return None


_WANTS = re.compile(r"(?<![\w])(?:need|needs|want|wants|require|requires|expect|expects|plan|plans|target|aim|"
                    r"hope|prefer|prefers|would like|'d like|ask|asks|asking)(?![\w])")


# a name wanted in the next sentence, the predicate left out: "We need PST.", "We'd prefer Teams."
_WANTED_NAME = re.compile(r"(?i:we|i)\s*(?i:'d|would|really|still|actually|also)?\s*(?i:need|want|prefer|like|require)\s+"
                          r"(?P<n>[A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*){0,2})\s*[.!]?\s*$")


def _elliptic_name(sentences: tuple[_Sentence, ...], s: _Sentence, value: str, names: frozenset[str]) -> _Sentence | None:
    """The sentence right after `s` when it only wants another name, the predicate left out."""
    if (t := _next_sentence(sentences, s)) is None:
        return None
    m = _WANTED_NAME.match(_cased(t.raw)) if not t.zh else None
    if m is None or (wanted := canon_text(m.group("n").rstrip("."))) == canon_text(value) or wanted in names:
        return None
    return t


def _elliptic_time(sentences: tuple[_Sentence, ...], s: _Sentence, value: str, pred: _Pred) -> _Sentence | None:
    """The statement right after `s` when it gives another date or period, the predicate left out ("Our
    renewal date is 2027-03-01. We need 2027-04-01.", "Our timeline is Q4. We need Q1.")."""
    if s.zh or (t := _next_sentence(sentences, s)) is None:
        return None
    if t.zh or not _STATEMENT.match(t.norm) or not _WANTS.search(t.norm) or \
            (pred.names is not None and pred.names.search(t.norm)):
        return None  # ("We signed on 2026-03-01." is another event's date)
    claimed = as_date(value)
    if any(not _same_date(d, claimed) for d, _ in dates_in(t.norm)) if claimed is not None else any(
            m.group().replace(" ", "") != canon_text(value).replace(" ", "") for m in _OTHER_PERIOD.finditer(t.norm)):
        return t
    return None


# reasons to hold a sentence that say only what kind of figure, or whose thought, it may be, not that it states none:
# such a sentence still gives another value where another sentence states the claim's ("Headquarters Regions: Europe,
# ...\nHeadquarters: Berlin")
_STATES_ALL_THE_SAME = ("a label opens the sentence", "its last words say whose")


def _states(g: Grounding) -> bool:
    return g.verdict == "asserted" or g.why.startswith(_STATES_ALL_THE_SAME)


def _other_value(sentences: Iterable[_Sentence], s: _Sentence | None, value: Any, pred: _Pred, names: frozenset[str],
                 kind: str, captured_at: datetime, valid_from: datetime | None) -> _Sentence | None:
    """Another of `sentences` than `s` that asserts another value for the predicate ("Budget: $18k.
    Budget: $20k.", "Our HQ is in Berlin. Our HQ is in Munich."); None when none does."""
    n = _amount(value)
    if n is not None and s is not None and (t := _elliptic_other(tuple(sentences), s, n, pred)) is not None:
        return t
    if s is not None and isinstance(value, str) and (as_date(value) is not None or _OTHER_PERIOD.fullmatch(
            canon_text(value))) and (t := _elliptic_time(tuple(sentences), s, value, pred)) is not None:
        return t
    if n is not None and pred.names is not None:
        for t in sentences:
            if t is s or not pred.names.search(t.norm):
                continue
            for m in _NUM.finditer(t.norm):
                other = _number_of(m)
                if other is not None and other != n and _states(_ground_leaf((t,), format(other.normalize(), "f"), pred, names, kind, captured_at,
                                                               valid_from)):
                    return t
    if isinstance(value, str) and n is None and as_date(value) is None and s is not None and \
            (t := _elliptic_name(tuple(sentences), s, value, names)) is not None:
        return t  # "Our timezone is CET. We need PST."
    if isinstance(value, str) and n is None and as_date(value) is None and pred.names is not None:
        claimed = canon_text(value)
        tried = 0
        for t in sentences:  # "Our HQ is in Berlin. Our HQ is in Munich.": a name the other sentence asserts
            if t is s or not t.cased or not pred.names.search(t.norm):
                continue
            for m in _NAME_RUN.finditer(t.cased):
                name = m.group()
                if canon_text(name) == claimed or canon_text(name) in names or tried >= MAX_OTHER_NAMES:
                    continue
                tried += 1
                g = _ground_leaf((t,), name, pred, names, kind, captured_at, valid_from)
                if _states(g) or _ANOTHER_HOLDER_WHY in g.why:  # ("Raj also decides.": batch 105)
                    return t
    if isinstance(value, str) and (kind_re := _identifier_kind(value)) is not None:
        claimed_id = _id_key(value)
        tried = 0
        later_changed = s is not None and _CHANGED_TO.search(s.norm) is not None
        before = True
        for t in sentences:  # "Our IBAN is X. Our IBAN is Y.", "My email is a@x. My email is b@y.", "Payouts go to Y."
            if kind_re is _IBAN_LIKE and _DIGITS_CHANGED.search(t.norm) is not None:
                return t  # "... the last two digits are now 17.", "swap the bank code to ..."
            if t is s:
                before = False
                continue
            if before and later_changed:
                continue  # "Phone: X. We changed our number last week: Y.": the later one replaces it
            for found in kind_re.finditer(t.norm):
                other_id = found.group().strip()
                if _id_key(other_id) == claimed_id or tried >= MAX_OTHER_NAMES:
                    continue
                tried += 1
                # another of its kind where the predicate is named ("Payouts go to Y.", "Bank details: Y") is a
                # second one, or another in its place, whether or not that sentence would ground it alone
                if kind_re is _PHONE_LIKE and (as_date(other_id) is not None or _fax_or_date(t.norm, found)):
                    continue  # a date, or "Fax: ...": not a number to call in its place
                if kind_re is _IBAN_LIKE or (pred.names is not None and pred.names.search(t.norm)) or \
                        len(_WORD.findall(t.norm)) <= 8 or \
                        _states(_ground_leaf((t,), other_id, pred, names, kind, captured_at, valid_from)):
                    return t
    claimed_date = as_date(value)
    if claimed_date is not None and pred.names is not None:  # "Go-live: 2026-11-01. Go-live: 2026-12-01."
        for t in sentences:
            if t is s or not pred.names.search(t.norm):
                continue
            for (y, mo, d), _ in dates_in(t.norm):
                said = f"{y:04d}-{mo:02d}" + (f"-{d:02d}" if d else "")
                if (y, mo, d) != claimed_date and _states(_ground_leaf((t,), said, pred, names, kind, captured_at,
                                                                      valid_from)):
                    return t
    return None


# identifiers a sentence may state in another's place: an IBAN, an email address, a phone number
_IBAN_LIKE = re.compile(r"(?<![A-Za-z0-9])[A-Za-z]{2}\d{2}(?:\s?[A-Za-z0-9]{4}){2,7}(?:\s?[A-Za-z0-9]{1,4})?(?![A-Za-z0-9])")
_EMAIL_LIKE = re.compile(r"(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+")
_PHONE_LIKE = re.compile(r"(?<![A-Za-z0-9+])\+?\d[\d ().-]{6,}\d(?![A-Za-z0-9])")


_FAX_BEFORE = re.compile(r"(?:fax|telefax|传真)[^\d+]{0,12}$")  # a fax number beside the phone is no second phone


def _fax_or_date(norm: str, m: re.Match[str]) -> bool:
    """Whether a phone-like match in `norm` is a fax's number or an ISO date's digits, not a second phone."""
    return bool(_FAX_BEFORE.search(norm, 0, m.start()) or re.search(r"\d{4}-\d{2}", m.group()))
_CHANGED_TO = re.compile(r"(?<![\w])(?:changed|new|now|updated|moved|switched|replaced|instead)(?![\w])")


# a sentence that changes part of an IBAN or an account ("the last two digits are now 17", "swap the bank code to ...")
_DIGITS_CHANGED = re.compile(
    r"(?:digits?|bank code|account number|sort code|bic|swift|blz|check digits?)[^.;!?。]{0,40}?(?<![\w])(?:now|changed?|"
    r"swap|swapped|replace|replaced|instead|new|updated?|should be|is actually)(?![\w])|(?<![\w])(?:swap|replace|change)\s+"
    r"(?:the\s+)?(?:last|first|bank|account|sort|check)|(?:后|前)\s*\d\s*位\s*(?:改|换|变)|账号.{0,6}(?:改为|改成|变为)")
# what only stands in for a value: a template's IBAN, a test number, an example address
_PLACEHOLDER_EMAIL = re.compile(r"(?:^|[\w.+-]*@)(?:example|domain|test|email|company|yourcompany|yourdomain|mail|sample)"
                                r"\.(?:com|org|net)$|^(?:user|name|you|your\.?name|first\.last|test|email|someone|x+|abc|"
                                r"foo|bar|nobody|noreply|no-reply|donotreply|do-not-reply)@")


def _odd_identifier(value: str, kind_re: re.Pattern[str] | None) -> str | None:
    """Why an identifier the sentence states is not one to pay or to call: an IBAN whose check digits do not
    add up (a typo, or one digit changed), a template's ("XX00 XXXX ...", all zeros), a placeholder address or
    number ("user@domain.com", "123-456-7890"). `kind_re`: `_identifier_kind(value)`."""
    key = _id_key(value)
    if kind_re is _IBAN_LIKE:
        body = key[4:]
        if "xx" in key or not body.strip("0"):
            return f'a template\'s IBAN, not one ("{value.strip()}")'
        if not _iban_checks(key):
            return f'the IBAN\'s check digits do not add up ("{value.strip()}"): a typo, or a digit changed'
    if kind_re is _EMAIL_LIKE and _PLACEHOLDER_EMAIL.search(key):
        return f'a placeholder address ("{value.strip()}")'
    if kind_re is _PHONE_LIKE:
        digits = re.sub(r"\D", "", value)
        if digits in "01234567890" or len(set(digits)) == 1 or re.search(r"(?:^|\D)555[ -.]?01\d\d", value) or \
                "000000" in digits or re.search(r"555\D?555\D?\d{4}", value):
            return f'a placeholder number ("{value.strip()}")'
    return None


def _iban_checks(key: str) -> bool:
    """ISO 13616: the IBAN moved four characters on, its letters as numbers (A = 10), is 1 modulo 97."""
    moved = key[4:] + key[:4]
    if not moved.isalnum():
        return False
    return int("".join(str(int(c, 36)) for c in moved)) % 97 == 1


def _identifier_kind(value: str) -> re.Pattern[str] | None:
    """The pattern of the identifiers of `value`'s kind, when it is one (an IBAN, an email, a phone number)."""
    v = value.strip()
    for kind_re in (_EMAIL_LIKE, _IBAN_LIKE, _PHONE_LIKE):
        if kind_re.fullmatch(v):
            return kind_re
    return None


def _id_key(text: str) -> str:
    """An identifier as compared: its letters and digits, in lower case ("DE89 3704 ..." is "de893704...")."""
    return re.sub(r"[^0-9a-z@.]", "", canon_text(text))


# a capitalised name of one to three words in another sentence, a value it may assert instead
_NAME_RUN = re.compile(r"(?<![\w'-])[A-Z][\w'-]*(?: [A-Z][\w'-]*){0,2}")
MAX_OTHER_NAMES = 16  # names tried in the other sentences of a source, per grounding
_OPEN_TODO = re.compile(r"^\s*(?:[-*+]\s*)?\[\s?\]")
# (batch 106) an empty box anywhere in the statement's line, a form's option not ticked ("Seats: [ ] 40", "Seats: 40 [ ]",
# "Seats: [_] 40", "Seats: [-] 40", "座位数：［ ］40", "Seats: ◻ 40"); a ticked one ("[x]", "☑") is no empty box
_EMPTY_BOX = re.compile(r"[\[［]\s*[_\-–]?\s*[\]］]|[☐◻◽▢□⬜⬚▫]")
_BESIDE = ("negation", "conditional", "counterfactual", "hedge", "framing", "request", "corrects", "reopened", "plan",
           "wish")
_STATUS = re.compile(r"^[\s|*>-]*(?:[a-z-]+\s+)?(?:status|state|stage|approval|approved|decision|workflow|sign-?off|outcome|"
                     r"result)\s*[:=|]\s*(?P<v>[\w -]*)")
# the same in Chinese ("审批状态：驳回", "状态：已撤销", "结果：退回修改", "审批：被否"), and the states that keep it current;
# (batch 100) a deal's stage too ("阶段：入围", "当前阶段：谈判")
_ZH_STATUS = re.compile(r"^[\s|*>-]*[\u4e00-\u9fff]{0,4}(?:状态|结果|审批|审核|批复|流程|签核|会签|阶段|进度|进展)\s*[:=|]\s*(?P<v>[^\s,;。|]*)")
_ZH_STATUS_OK = frozenset({"已批准", "批准", "已通过", "通过", "已确认", "确认", "已生效", "生效", "有效", "正常", "已签署", "已签",
                           "已签约", "完成", "已完成", "同意", "已同意", "执行中", "启用", "已启用", "激活", "已激活", "在用", "使用中",
                           "正式", "最终", "定稿", "已定稿", "ok", "是", "生效中", "有效中", "正常使用"})
_STATUS_OK = frozenset({"approved", "final", "confirmed", "active", "current", "signed", "agreed", "done", "ok", "yes",
                        "live", "accepted", "committed", "closed won", "won", "passed", "valid", "verified", "complete",
                        "completed", "effective", "in force"})
_DATED = re.compile(r"^[\s|*>-]*(?:(?:fiscal|financial|budget|report|reporting|calendar|data|statement|plan|planning)\s+)?"
                    r"(?:as of|as at|date|dated|year|fy|period|updated|last updated|effective|valid)\s*[:=|]")
# a record's field naming the period it is for ("Fiscal year: 2025", "Period: 2025", "年度：2025", "财年：FY2025",
# "有效期：2025-01-01至2025-12-31"): every time it names over before the capture, the record's figures are a past period's
_PERIOD_FIELD = re.compile(r"^[\s|*>-]*(?:(?:fiscal|financial|budget|calendar|reporting|plan|planning)\s+)?(?:year|fy|period)\s*[:=|]"
                           r"|^[\s|*>-]*(?:valid|validity|effective|term|coverage|applies|good)(?:\s+(?:from|through|thru|until|till|to|for|"
                           r"period|dates?))?\s*[:=|]|^[\s|*>-]*(?:valid|in\s+force|effective|good)\s+(?:till|until|through|thru|to)(?![\w])"
                           r"|^[\s|*>-]*(?:有效至|有效期至|截至)"
                           r"|^[\s|*>-]*[\u4e00-\u9fff]{0,4}(?:年度|财年|年份|期间|有效期|期限|所属期|有效期至|有效至|适用期)\s*[:=|]")
_PAST_PERIOD_WORD = re.compile(r"去年|前年|上年|往年|上一年|上个?财年|(?<![\w])(?:last|prior|previous)\s+(?:year|fiscal\s+year|fy|period)(?![\w])")
# a short line about the figures themselves ("Figures from 2019.", "Numbers are for FY2019.")
_DATA_WORDS = re.compile(r"^[\s|*>(-]*(?:the\s+)?(?:figures?|data|numbers?|values?|info|information|stats|statistics|amounts?|"
                         r"prices?|estimates?)\s+(?:are\s+|is\s+|were\s+|was\s+)?(?:from|as\s+of|as\s+at|for|of|dated)(?![\w])")
_BACK = re.compile(r"(?<![\w])(?:that|this|it|those|these)(?![\w])|这|那|它")


# a word that dates what a sentence pointing back at the statement ("that", "this", "it") says of it
# (not in a comparison: "It's higher than last year's.")
_STALE = re.compile(r"(?<![\w])(?<!\bthan )(?<!\bas )(?:before|earlier|previously|formerly|used to|until|till|no longer|not anymore|any more|"
                    r"last (?:year|month|week|quarter|time)|old|outdated|out of date|obsolete|stale|superseded|"
                    # (batch 99) "Pre-merger numbers.", "Legacy numbers.", "Historic data."
                    r"pre-(?!(?:sales?|tax|paid|set|built|filled|loaded|ordered|order|qualified|installed|approved)(?![\w]))[a-z]+|"
                    r"legacy|historic|historical|archived|former|prior)(?![\w])")


# the same in Chinese ("旧数据", "已经过时了")
_ZH_STALE = re.compile(r"旧数据|老数据|旧的|旧版|过时|过期|不再适用|已失效|早就变了|已经变了|"
                       r"(?:合并|收购|并购|裁员|重组|疫情|续约|改名|拆分|上市|搬迁)(?:之)?前的?")  # "合并前的数字。" (batch 99)


# a qualifier in a language written in Latin letters that the rules do not otherwise read (German, Spanish,
# French, Italian, Portuguese, Dutch): not approved, outdated, a draft, an example, false, cancelled, an estimate,
# perhaps, preliminary, a proposal ("Nicht genehmigt.", "Veraltet.", "Borrador.", "Brouillon.", "Ejemplo.")
_FOREIGN_QUALIFIER = re.compile(
    r"(?<![\w])(?:nicht\s+(?:genehmigt|bestätigt|freigegeben|final|aktuell|gültig)|veraltet|überholt|entwurf|beispiel|"
    r"falsch|storniert|gestrichen|schätzung|geschätzt|vielleicht|ungefähr|vorläufig|vorschlag|unbestätigt|hypothetisch|"
    r"scherz|lüge|gelogen|ungültig|"
    r"no\s+(?:aprobado|confirmado|válido|vigente|definitivo)|obsoleto|desactualizado|anticuado|borrador|ejemplo|prueba|"
    r"falso|mentira|cancelado|estimado|estimación|quizás|quizá|tal\s+vez|aproximadamente|preliminar|propuesta|"
    r"sin\s+confirmar|hipotético|broma|inválido|"
    r"(?:non|pas)\s+(?:approuvé|validé|confirmé|définitif|valide)|obsolète|périmé|brouillon|exemple|faux|fausse|annulé|"
    r"estimation|estimé|peut-être|environ|préliminaire|proposition|hypothétique|blague|mensonge|provisoire|"
    r"non\s+approvato|bozza|esempio|annullato|stima|forse|proposta|ipotetico|scherzo|bugia|provvisorio|"
    r"não\s+aprovado|desatualizado|rascunho|exemplo|teste|estimativa|talvez|hipotético|brincadeira|provisório|"
    r"niet\s+goedgekeurd|verouderd|voorbeeld|onjuist|geannuleerd|schatting|misschien|ongeveer|voorlopig|voorstel|"
    r"nicht\s+mehr|stimmt\s+(?:aber\s+)?nicht|ignorieren|n'est\s+plus|plus\s+d'actualité|pas\s+vrai|plus\s+valable|"
    r"ya\s+no|no\s+es\s+(?:verdad|cierto)|ignor[ae]\s+este|ignorar|não\s+é\s+(?:verdade|mais)|ignore\s+esta|"
    r"non\s+è\s+(?:più|vero)|ignora(?:re)?|niet\s+meer|klopt\s+niet|negeer)"
    r"(?![\w])")


# a word that calls something untrue or a jest, in a short sentence beside the statement
# the sentence's last words call the value wrong, old or no longer so, after whatever else stands after it ("Budget:
# $18,000 (final) (wrong)", "Our HQ is in Berlin :) (wrong)", "Headquarters: Munich, Germany That was the old figure.",
# "续约日期：2027-03-01这是旧数据。"; mine, batch 108: found by rewriting the corpus's accepted sentences; a bracket after
# the value, or a sentence of its own, was read, but not words after another bracket, a smiley or an unended label)
_CALLED_OFF_AT_END = re.compile(
    r"(?:(?<![\w'])(?<!nothing\s)(?<!not\s)(?:wrong|incorrect|inaccurate|outdated|out\s+of\s+date|obsolete|superseded|stale|old\s+(?:figure|number|"
    r"value|data|info|information|one)|(?:not|no)\s+(?:anymore|any\s+more|longer(?:\s+(?:true|valid|correct|current|the\s+"
    r"case))?)|(?:it|that|this)\s+used\s+to(?:\s+be)?|used\s+to\s+be|at\s+least\s+(?:it|that|this)\s+(?:was|did)|back\s+then|"
    r"in\s+the\s+old\s+days|(?:until|till|up\s+(?:to|until))\s+(?:yesterday|last\s+\w+|recently|this\s+morning|earlier\s+"
    r"(?:today|this\s+\w+)|(?:a|one|two|three|a\s+few|\d+)\s+(?:days?|weeks?|months?|years?)\s+ago)|(?:in|per|according\s+to)"
    r"\s+the\s+(?:draft|proposal|forecast|projection|estimate|model|mock-?up)|[\[(]\s*(?:(?:citation|verification|"
    r"clarification|source|update|review)\s+needed|needs?\s+(?:review|checking|check|verification|confirmation)|"
    r"(?:source|src|per|according\s+to)\s*:?\s*[^\])\n]{1,30}|dubious|disputed|unverified|outdated|when\?|"
    r"who\?|according\s+to\s+whom\?|original\s+research\??|needs?\s+update)\s*[\])])|(?:这|那)?(?:是|个)?(?:旧数据|老数据|旧的|过时(?:的|了)?|错的|不对|有误|"
    r"作废了?|开玩笑的?|说笑的?|瞎说的?)|[（(【\[]\s*(?:草案|草稿|征求意见稿|预估|估算|预测|初稿|待定|待确认|高峰期?|峰值|平均|均值|最多|最少|上限|下限|估计|"
    r"大约|约|左右|预计|目标)\s*[)）】\]])"
    r"[\s)\]）】.。!！]*$")
# a year in a bracket at the sentence's end, or in a tag at its start, before the capture's year: the time of what it
# says ("... after we cut scope (2019).", "[cached 2019-03-01] Leadership approved ..."; mine, batch 108)
_YEAR_AT_END = re.compile(r"[(\[（【]\s*(?!since|from|effective|starting|est|established|founded|until|till|through|to|"
                          r"valid|expires)(?:[a-z]+\s+){0,2}(?P<y>(?:19|20)\d\d)(?:[-/.]\d{1,2}){0,2}(?:\s*[a-z年]+){0,2}\s*"
                          r"[)\]）】]\W*$")
_YEAR_TAG_AT_START = re.compile(r"^\W{0,3}[\[(【（]\s*(?!since|from|effective|starting|est|established|founded|until|till|"
                                r"through|to|valid|expires)(?:[a-z]+\s+){0,2}(?P<y>(?:19|20)\d\d)[^\])】）]{0,20}[\])】）]")
# ... or, where a plan's predicate reads no plan cue, only proposed ("Departing 2026-11-10, returning 2026-11-14 (proposed).")
_PROPOSED_AT_END = re.compile(r"(?<![\w'])(?<!as\s)(?:proposed|suggested|preliminary|provisional|tentative|option\s+\w+|"
                              r"not\s+(?:yet\s+)?booked|unbooked)[\s)\].!]*$")
_FALSITY = re.compile(r"(?<![\w])(?:lie|lies|lying|liar|lied|false(?:hood)?|untrue|not true|fake|made[- ]up|fictional|fiction|"
                      r"prank|april fools?|trolling|troll|sarcas\w*|satire|satirical|parody|hoax|bogus|fabricat\w*|two truths|jk|kidding|"
                      r"撒谎|说谎|谎话|谎言|假的|骗人|愚人节|"
                      # (found by probing) a bluff, a line for others, a wink, a pointer to the real figure elsewhere
                      r"invented|made (?:that|it|this|those) up|bluff(?:ing|ed)?|poker face|wink wink|nudge nudge|"
                      r"opening (?:offer|bid|position)|what we (?:tell|give|quote) (?:vendors|suppliers|everyone|people|them)|"
                      r"the (?:number|figure) we (?:give|tell|quote)|negotiating (?:number|position|figure)|"
                      r"(?:for|has|with|gives|holds)\s+the\s+(?:real|right|actual|correct|true|official)\s+(?:number|figure|"
                      r"amount|value)|"
                      r"go with whatever|or so (?:\w+\s+){0,2}(?:claims?|says?|insists?))(?![\w])")
# (batch 108) tone, not words of doubt: a sentence beside the statement that calls it a jest or a bit ("That's the
# punchline.", "Tongue in cheek.", "I crack myself up.", "Enough jokes.", "I'm being facetious."), a sarcastic retort or
# a stock absurdity set beside it ("Sure, and I'm Batman.", "Also, unicorns exist.", "Right after we colonise Mars.",
# "Believe that and I've got a bridge to sell you."), a return to reality or a move in a game ("Back to reality.",
# "You wish.", "The end.", "Your move."), or a game or an imagining that frames the text ("Game rules: ...",
# "Picture this.", "Play along with me.", "Blue-sky thinking.", "Chapter 3.", "My wishlist for 2027.")
_JEST_BESIDE = re.compile(
    r"(?<![\w])(?:punch\s*line|tongue\s+(?:\w+\s+)?in\s+cheek|straight\s+face|"
    r"crack(?:s|ed)?\s+(?:myself|me|us|him|her)\s+up|hilarious|comedy|humou?r(?:ous)?|ba-?\s?dum(?:[\s-]*t?s+)?|"
    r"mic\s+drop|(?:that\s+was|obviously|just|only)\s+a\s+bit|"
    r"(?<!\bno\s)(?<!\bnot\s)(?:jokes?|joking|joked|jest(?:ing)?|banter)(?!\s+aside)|facetious(?:ly)?|cheeky|"
    r"(?:being|i'm|am|so)\s+silly|(?:fool|goof|mess|horse|clown)(?:ing|ed)?\s+around|goofing|"
    r"thinks?\s+(?:he's|she's|they're|i'm|he\s+is|she\s+is)\s+funny|had\s+to\s+say\s+it|"
    r"couldn't\s+(?:resist|help\s+(?:myself|it))|where\s+else|"
    # a sarcastic retort, a stock absurdity
    r"(?:^|,)\W*(?:(?:oh\s+)?(?:sure|yeah|ri+ght|totally|uh-huh|of\s+course)\W+)+"
    r"and\s+(?:i'm|i\s+am|i've|i\s+have|my|me|you're|santa|pigs|unicorns)(?![\w])|"
    r"unicorns?|elvis|loch\s+ness|bigfoot|yeti|leprechauns?|mermaids?|supermodel|"
    r"pigs\s+(?:might\s+|can\s+|will\s+)?fly|tooth\s+fairy|santa(?:\s+claus)?|easter\s+bunny|batman|superman|"
    r"the\s+pope|queen\s+of\s+\w+|(?:earth|world)\s+is\s+flat|made\s+of\s+cheese|bridge\s+to\s+sell|"
    r"heat\s+death|coloni[sz]e\s+mars|sun\s+rises\s+in\s+the\s+west|(?:seven|7|eight|8|ten|10)\s+(?:feet|foot)\s+tall|"
    r"hell\s+freezes|"
    # back to reality, a wish, a move in a game, a line for others
    r"back\s+to\s+(?:reality|the\s+real\s+world|earth)|reality\s+check|^\W*the\s+end\W*$|"
    r"^\W*(?:you|we\s+all|we|i|one)\s+(?:can\s+)?wish(?:es)?\W*$|your\s+(?:move|turn)|roll\s+the\s+dice|"
    r"next\s+player|game\s+over|checkmate|bingo|(?:that's|that\s+is)\s+the\s+line\s+we|"
    r"(?:that's|that\s+is)\s+what\s+(?:i|we)(?:'d|\s+would)\s+(?:tell|say)|the\s+line\s+we\s+(?:use|give|feed|spin)|"
    r"or\s+so\s+(?:\w+\s+){0,4}(?:claims?|says?|insists?|likes?\s+to\s+say)|"
    # a game or an imagining that frames the text
    r"game\s+rules|rules\s+of\s+the\s+game|let's\s+play|trivia\s+(?:night|round|quiz|team|game|card)|improv|"
    r"mad\s*libs|wish\s*list|bucket\s+list|blue[\s-]sky|^\W*chapter\s+(?:\d+|[ivx]+|one|two|three|four|five)\b|"
    r"picture\s+this|close\s+your\s+eyes|play\s+along|humou?r\s+me|opposite\s+day|icebreaker|would\s+you\s+rather|"
    r"truth\s+or\s+dare|charades|make[\s-]believe|daydream\w*|dear\s+(?:diary|santa)|"
    r"new\s+year'?s?\s+resolutions?|lottery|predictions?)"
    r"(?![\w])")
# (batch 108) the same in Chinese: disbelief, a daydream or a jest beside it ("想多了。", "白日做梦。", "梦里什么都有。",
# "狗头。", "皮一下很开心。", "下辈子吧。", "老板画的饼。", "吹牛的。", "笑死。"), or a game or an imagining above it
# ("游戏规则：……", "我们来玩个游戏。", "角色扮演开始。", "小说第三章。", "许个愿吧。", "想象一下。", "比方说。")
_ZH_JEST_BESIDE = re.compile(r"想多了|我也想|谁不想|做梦|梦里|痴人说梦|想得(?:倒)?美|皮一下|狗头|你懂的|下辈子|太阳从西边|平行宇宙|"
                             r"画的?饼|理想很丰满|现实很骨感|吹牛|吹个牛|笑死|逗你|别当真|瞎扯|胡扯|扯淡|开玩笑|玩笑|说笑|"
                             r"游戏规则|玩个游戏|玩游戏|角色扮演|小说|第[一二三四五六七八九十\d]+章|许个?愿|想象一下|闭上眼睛|"
                             r"比方说|打个比方|真心话大冒险|剧本杀|脑洞|假如|要是|想想而已|(?<![a-z])yy(?![a-z])|意淫|醒醒|"
                             r"我就醒了|细品|自行体会|懂的都懂|嘻嘻|幻想|段子|笑话|推演")
# the same kind of sentence beside the statement in Chinese (no word boundaries there): made up, said offhand, a line
# for others, another source prevails, dated, another party's, changed since, used up, a script, copied, a pilot's
_ZH_BESIDE = re.compile(r"我编的|瞎编|编的|随口说|对外的说法|对外说|这么说|谈判用|以合同为准|为准|去年的|上个?月的|前年的|"
                        r"(?:[一两二三几]|\d+)年前的|以前的|之前的|旧的|(?:竞争对手|别人|对方|其他客户|另一个客户|别的客户)的|"
                        r"翻倍|减半|砍掉|砍了|用完|花完|台词|培训材料|复制过来|抄来的|试点|"
                        # another record's figure, a pitch's or a wish's, what held at first, what starts later, a share
                        # or a multiple, a figure still to check ("系统里是另一个数。", "这是我们对投资人讲的。", "最早的时候是这样。",
                        # "明年起生效。", "乘以三。", "和Globex共用。", "需要核实。")
                        r"另一个数|不一样的数|数字不一样|不一致|对投资人|给投资人|董事会的方案|方案里|愿望清单|愿望|"
                        r"^\W*(?:起初|当初|最初|最早的时候|一开始)(?:是这样|如此|而已)?\W*$|"
                        r"(?:明年|下个?月|下季度|下半年|年后)(?:[一二三四五六七八九十]+月)?(?:起|开始)|"
                        r"(?<!年)[一二三四五六七八九十]+月(?:起|开始)(?!就|一直|以来)|起生效|乘以|乘上|一半是|共用|分摊|平摊|需要核实|"
                        r"待核实|未核实|初步|"
                        # (a seventh pass's phrasings of the same families)
                        r"(?:合同|系统|采购|财务|发票)[^。！？]{0,6}(?:写的是|说是|显示)[^。！？]{0,4}\d|显示的(?:少|多)|不符|对不上|有出入|"
                        r"官网|ppt|宣传|给投资人看|乐观|刚开始|签约的时候|起先|最开始|^\W*(?:之前|以前|当时|那时候?)\W*$|"
                        # (batch 112, mine) a past or a placeholder said alone: "以前是。", "曾经是。", "原来是的。", "先这么写着。",
                        # "暂且这样记。"
                        r"^\W*(?:以前|之前|过去|原来|原先|曾经|先前|早先|从前)(?:是|如此|这样)?(?:的|了)?\W*$|"
                        r"^\W*(?:先|暂且|暂时|姑且)(?:这么|这样|如此)?(?:写着?|记着?|填着?|放着?|写上|记上|填上)(?:吧|了)?\W*$|"
                        r"(?:裁员|合并|重组|续约|上线|收购|升级)(?:之前|以前|完成后|之后|以后)|\d+\s*年\s*\d+\s*月(?:起|开始)|下个?季度(?:开始|起)|"
                        r"[一二三四五六七八九十\d]+月份(?:开始|起)|才(?:生效|是|开始|有)|合用|共享|平分|均分|对半|最后由|说了算|只有那一次|"
                        r"助理的|私人号码|要乘|各自|每个(?:办公室|分公司|部门)|"
                        # (batch 84) a later line of the writer's giving it to another ("上面那条是帮Globex问的", "刚才那个是隔壁项目的",
                        # "那是我们母公司的")
                        r"(?:帮|替)[^。！？]{1,12}(?:问|填|写|报)的|^\W*(?:上面|刚才|之前|前面|上一)?(?:那|这|它)(?:条|个|句|些)?(?:消息)?"
                        r"(?:是|属于)(?:帮|替|给)?[^。！？]{0,8}?(?:[a-z][\w&.-]+|隔壁|母公司|子公司|集团|别的|其他|另一|对方|客户|供应商|"
                        r"合作伙伴|分公司)[^。！？]{0,6}的\W*$|"
                        # (batch 85) the same pointing back with other words ("刚那句说的是Globex", "以上是Globex的情况", "上面说的是我们客户
                        # 的预算"), taking it back ("以上收回"), or per piece or running total ("每个。", "每人。", "累计。")
                        r"^\W*(?:上面|以上|刚才|刚刚?|之前|前面|上一[则条])[^。！？]{0,6}?(?:是|说的是|指的是|讲的是|说|指)(?![^。！？]{0,8}?(?:不是|并非|确认))"
                        r"[^。！？]{0,8}?(?:[a-z][\w&.-]{2,}|隔壁|母公司|子公司|客户|供应商|合作伙伴|别的|其他|另一|对方)|"
                        r"^\W*(?:以上|上面|刚才|前面)?(?:的话|说的|这条|那条)?(?:收回|撤回|作废|不作数|不算数?)\W*$|当我没说|"
                        r"^\W*(?:每个|每人|每位|每家|每次|每台|每套|累计|累积)(?:的)?\W*$|"
                        # (batch 86) renewed, notice of non-renewal, layoffs, leave and a stand-in, another one, temporary
                        r"续签|不续约|不再续|裁员|离职|代班|代理|休假|产假|病假|用另一个|换一个|临时|暂时|就走了|辞呈|交接|调去|调走|接手|"
                        r"改期|延期|解约|精简|搬迁中|正在搬|老黄历|过去式|串台|发错窗口|发错群|发错人|上一[则条]是")
# a short sentence beside the statement that undercuts it in words the cues do not list: another record disagrees
# ("The contract says otherwise.", "Procurement has another number."), it is a pitch's, a model's or a wish's
# figure ("In the spreadsheet model.", "That's what the sales deck claims."), it held only at first ("Initially.",
# "We used to, anyway."), it starts later ("From January.", "Takes effect on 1 January.", "Post-merger."), it is
# unchecked ("Needs checking.", "Preliminary."), or it is shared or to be multiplied ("We split it with Globex.",
# "Multiply by our five offices.", "Each of our subsidiaries has the same.")
# a short sentence after the claim, pointing back at it, that gives it an end or a change to come, whatever the date
# says ("That ends on 1 Nov.", "They expire at month end.", "All of that changes on 1 Nov.", "This will change soon.",
# "That will be different after the merger.", "The new figure kicks in on 1 Nov."), or takes it back into the past
# ("Or had, until Friday.", "Till the end of the week."); "That changes nothing.", "It won't change." say neither (batch 99)
_ENDS_BESIDE = re.compile(
    r"^\W*(?:and\s+|but\s+|so\s+)?(?:(?:all\s+(?:of\s+)?)?(?:that|this|it|they|those|these|which)|things|everything|the\s+(?:current\s+)?"
    r"(?:number|figure|count|amount|total|value|contract|licen[cs]es?|seats?|plan|deal|price|budget|rate|discount))"
    r"(?:\s+(?:number|figure|count|amount|total|value|one))?(?:'s|'re|'ll|\s+is|\s+are|\s+will|\s+all)?(?:\s+(?:only|all|also|"
    r"then|soon|about\s+to|going\s+to|set\s+to|due\s+to|likely\s+to|bound\s+to|gonna))*\s+(?:be\s+)?"
    r"(?:(?:ends?|ending)(?!\s+up)|expires?|expiring|lapses?|lapsing|runs?\s+out|running\s+out|changes?|changing|(?<=be\s)different|gone|"
    r"go(?:es|ing)?\s+away|terminates?|terminating|stops?|stopping|resets?|resetting|shifts?|shifting)(?![\w'])"
    r"|^\W*the\s+(?:new|next|revised|updated|lower|higher)\s+(?:number|figure|count|amount|total|value|price|rate|plan)\s+"
    r"(?:kicks?\s+in|takes?\s+effect|applies|starts?|begins?|comes?\s+in)(?![\w'])"
    r"|^\W*(?:or|well|rather|make\s+that)\s*,?\s+(?:we\s+|it\s+|they\s+)?(?:had|did|was|were|used\s+to)(?![\w'])"
    # a successor or a replacement to come ("Munich replaces it in Q1.", "Raj succeeds her in March.", "Munich becomes
    # HQ in Q1."), a change under way ("Being phased out.", "It's being cut.")
    r"|^\W*(?:[\w&.'-]+\s+){1,3}?(?:(?:will\s+|is\s+to\s+|is\s+set\s+to\s+|is\s+going\s+to\s+)?(?:replace|succeed|supersede|"
    r"become)|replaces|succeeds|supersedes|becomes)\s+(?:it|her|him|them|that|this|hq|headquarters)"
    r"(?:\s+\w+){0,4}?\s+(?:in|on|from|by|after|next|at)\s"
    r"|^\W*(?:(?:it'?s|they'?re|that'?s|this\s+is|it\s+is|they\s+are|currently|now)\s+)?being\s+(?:[a-z]+ed|cut|shut|sold|"
    r"phased\s+out|wound\s+down|sunset|rethought|redone|rebuilt)(?![\w])"
    # (batch 100) leaving for another, going another way ("Leaving for GCP.", "Renegotiating to net 45.", "Going multi-cloud
    # next year."); another that is the one now ("Azure is the standard now.", "Azure is what we use now."); another
    # party's way of putting it ("That's how Gartner classifies us.")
    r"|^\W*(?:we'?re\s+|we\s+are\s+)?leaving\s+(?:\w+\s+)?for\s+[\w&.'-]+(?:\s+[\w&.'-]+)?\W*$"
    r"|^\W*(?:we'?re\s+|we\s+are\s+|currently\s+)?(?:moving|switching|migrating|pivoting|transitioning|renegotiating|"
    r"changing|shifting|converting)\s+(?:over\s+|back\s+)?(?:to|for|towards|into)\s"
    r"(?!(?:the\s+)?(?:next|other|another|last)\s+(?:topic|item|point|question|slide|page|agenda|section|one)|(?:your|the)\s+question)"
    r"|^\W*(?:we'?re\s+|we\s+are\s+)?going\s+[\w-]+\s+(?:next|in|by|from|after|this|later)\s"
    r"|^\W*(?!(?:it|that|this|they|we|i|there)\s)[\w&.'-]+(?:\s+[\w&.'-]+)?\s+(?:is|are)\s+(?:the\s+(?:standard|default|norm|"
    r"main\s+one|primary(?:\s+one)?|one\s+we\s+use)|what\s+we\s+(?:use|run|have|pay))\s+now(?![\w])"
    r"|^\W*(?:that'?s|this\s+is|it'?s)\s+how\s+(?:[\w&.'-]+\s+){1,4}?(?:classif(?:y|ies)|describes?|calls?|sees?|lists?|"
    r"labels?|categori[sz]es?|rates?|counts?)\s+(?:us|it|them)(?![\w])"
    # a bound, alone or with another day ("At the earliest.", "The 8th at the latest.")
    r"|(?<![\w])at\s+the\s+(?:very\s+)?(?:earliest|latest|most|least)(?![\w])"
    # (batch 103) really another ("Ultimately it's Raj.", "In practice, it's Munich."), split with another
    r"|^\W*(?:ultimately|really|actually|in\s+practice|in\s+reality|de\s+facto|effectively|in\s+the\s+end)\s*,?\s+"
    r"(?:it'?s|it\s+is|that'?s|that\s+is)\s+(?!(?:true|right|correct|fine|final|confirmed|so|her|him|them|us)(?![\w]))"
    r"|^\W*(?:it'?s\s+|it\s+is\s+)?split\s+(?:with|between)\s"
    # (batch 103) a stand-in, a handover, a change asked for, a successor ("She's covering for Raj.", "She just handed us
    # over to Raj.", "We've asked to switch to Raj.", "Her replacement starts Monday.")
    r"|(?<![\w])(?:covering|standing\s+in|filling\s+in|deputi[sz]ing|subbing)\s+for(?![\w])"
    r"|(?<![\w])hand(?:ed|ing|s)?\s+(?:us|them|the\s+account|our\s+account)\s+(?:over\s+)?to(?![\w])"
    r"|(?<![\w])(?:pass(?:ed|ing|es)?\s+(?:us|the\s+account|our\s+account)\s+(?:over|on)|transferr?(?:ed|ing|s)?\s+(?:us|the\s+account|"
    r"our\s+account))\s+to(?![\w])"
    r"|(?<![\w])(?:asked|requested|applied)\s+(?:to\s+(?:switch|change|move|swap)|for\s+(?:a\s+)?(?:switch|change|swap)\s+to)(?![\w])"
    r"|(?<![\w])(?:her|his|their|its)\s+(?:replacement|successor)(?![\w])"
    # another figure to come ("We're dropping to 20 next week.", "We'll be cutting it to $12,000 in Q1.")
    r"|^\W*(?:and\s+|but\s+|so\s+)?(?:we|we're|we'll|we\s+are|we\s+will|they're|it's|it\s+is|it'll)\s+(?:\w+\s+){0,2}?"
    r"(?:dropping|going\s+(?:down|up|back)|moving|cutting|reducing|increasing|growing|expanding|shrinking|switching|"
    r"upgrading|downgrading|scaling|changing|bumping|raising|lowering|trimming|doubling)(?:\s+(?:it|that|them|back|down|up))*"
    r"\s+to\s+(?:about\s+|around\s+|roughly\s+|just\s+|only\s+)?[$€£¥\d]"
    r"|^\W*(?:till|until|til|up\s+until|through|thru)\s+(?:the\s+)?(?:end|close|start|next|this|tomorrow|tonight|"
    r"monday|tuesday|wednesday|thursday|friday|saturday|sunday|\d)")
# (batch 101) a short sentence beside a measure that makes it another measure than the subject's own current one:
# a bound, a quota or a peak, what a contract or an SLA says, a benchmark, an average, an estimate or a target
# ("That's our limit.", "That's the industry average.", "That's what the SLA says.", "That's the contracted
# number, we use 25."; what a contract says is the subject's own term, as for a discount), or the actual given apart ("Actual is closer to 9 hours.", "In practice: 30 days.")
_RECAST_WORDS = (r"(?:cap|caps|limit|limits|ceiling|quota|allowance|allocation|entitlement|peak|max|maximum|minimum|"
                 # (mine, batch 111) what is pitched, quoted or listed: "That's the list price.", "That's our pitch."
                 r"list\s+price|list|rrp|msrp|sticker\s+price|quote|quoted|offer|offered|pitch|pitched|asking\s+price|"
                 r"floor|threshold|benchmark|industry|market|sector|average|avg|median|norm|baseline|contracted|"
                 r"contractual|committed|commitment|guaranteed|guarantee|sla|slo|spec|specs|rated|nominal|theoretical|"
                 r"forecast|projection|projected|estimate|estimated|target|goal|headline|advertised|upper|lower)(?![\w-])")
_RECAST_BESIDE = re.compile(
    r"^\W*(?:and\s+|but\s+|so\s+)?(?:that'?s|that\s+is|this\s+is|it'?s|it\s+is|those\s+are|these\s+are|that\s+was|"
    r"which\s+is)\s+(?:just\s+|only\s+|actually\s+|really\s+|basically\s+|simply\s+)?"
    r"(?:(?:the|our|their|its|a|an|my|your)\s+(?:[\w-]+\s+){0,2}?" + _RECAST_WORDS +
    r"|(?:industry|market|sector)[\s-]+(?:standard|average|norm|benchmark|median|typical)(?![\w-])"
    r"|what\s+(?:the|our|their)\s+(?:[\w-]+\s+){0,2}?(?:sla|slo|spec|specs|vendor|datasheet|brochure|website|"
    r"industry|benchmark|report|survey|analyst|analysts|forecast|model)\s+(?:says|said|"
    r"allows|allowed|permits|promises|promised|guarantees|lists|listed|states|stated|specifies|claims|quotes)(?![\w])"
    # what we pitched, quoted, offered, asked for or advertised, not what we have ("That's what we pitched."; batch 111)
    r"|what\s+(?:we|i|they|the\s+vendor|sales)\s+(?:pitched|quoted|offered|proposed|asked\s+for|advertised|"
    r"put\s+in\s+the\s+(?:deck|proposal|bid|rfp)|told\s+(?:them|investors|the\s+board))(?![\w]))"
    r"|^\W*(?:the\s+)?(?:actual|actuals|in\s+practice|in\s+reality|realistically|measured|observed)(?![\w-])[^\d]{0,40}\d")
# (batch 101) a short fragment beside a measure that gives its basis, period, scale or scope, so the figure is
# another measure than the claim's plain one: a peak, business or working days and hours, a rate over another span
# ("Quarter on quarter.", "Over two years.", "Cumulative."), a nominal or currency basis, another scale ("On a
# 10-point scale."), a season ("Summer time."), a part of the customers or all the sites ("Among enterprise
# customers."; all of them is the whole: "Across all teams."), what it leaves out ("Excluding weekends."), or a hedge after it ("On the status page, anyway.")
_MEASURE_BASIS_BESIDE = re.compile(
    r"(?<![\w-])(?:peak|peaks|busiest|(?:business|working|office)\s+(?:days?|hours?)|"
    r"(?:quarter|month|year|week)\s+(?:on|over)\s+(?:quarter|month|year|week)|qoq|mom|wow|cumulative(?:ly)?|compounded|"
    r"over\s+(?:two|three|four|five|\d+)\s+(?:years|quarters|months|weeks)|nominal|in\s+(?:local|constant)\s+currency|"
    r"(?:\d+|five|seven|ten)[\s-]point\s+scale|on\s+a\s+[\w-]+\s+scale|summer(?:\s+time)?|winter(?:\s+time)?|daylight|dst|"
    r"self[\s-]reported|among\s+(?:our\s+)?(?:[\w-]+\s+)?(?:customers|users|clients|accounts|respondents)|"
    r"shared\s+(?:across|with|between)|(?:excluding|excl\.?|except)\s+(?:the\s+)?(?:planned\s+|public\s+|bank\s+)?"
    r"(?:weekends?|holidays|maintenance|downtime|outages?|nights?))(?![\w-])|,\s*anyway\W*$")
# the same in Chinese ("这是上限。", "这是行业平均水平。", "这只是合同上的数字。", "实际上只有12000。") (batch 101)
# a comment after a value that is not a number, of the same words ("1:40, industry norm", "AA, the target")
_RECAST_REST = re.compile(r"(?:(?:the|our|their|its|a|an|just|only)\s+)*(?:[\w-]+\s+){0,2}?" + _RECAST_WORDS +
                          r"(?!\s+(?:is|are|was|were|has|had|sits|stands)(?![\w-]))")  # not another's figure: "industry is 30"
# the next item gives another percentage for another period ("4% monthly churn, so about 40% annualised"); an amount
# broken down by period is the same amount ("$18,000, i.e. $1,500 a month") (batch 101)
_OTHER_PERIOD_REST = re.compile(r"\d[\d.,]*\s*%\s*(?:[\w-]+\s+){0,2}?(?:annuali[sz]ed|annually|per\s+(?:year|annum|month|"
                                r"quarter|week)|a\s+(?:year|month|quarter|week)|yearly|monthly|quarterly|weekly|yoy|mom|qoq)(?![\w-])")
_ZH_RECAST_BESIDE = re.compile(
    r"^\W*(?:这|那|此|该)(?:个|些)?(?:数字|数|值|数据|指标)?(?:只|仅|仅仅|只不过)?(?:是|为|属于|算)[^，,。]{0,6}?"
    r"(?:上限|下限|封顶|最高值?|最低值?|峰值|目标|基准|行业|平均|均值|中位数|配额|额度|合同|承诺|保证|预估|估计|估算|"
    r"预测|理论|标称|额定|sla|slo)"
    r"|^\W*(?:实际|实际上|事实上|真实|实测)(?:的)?[^\d，,。]{0,8}\d")
# (batch 109) a fragment beside the figure that names it a term, a right, a rule or a promise rather than what is had
# ("Contract minimum.", "Minimum commitment.", "Committed.", "Entitlement.", "Allowed.", "Guaranteed.", "By contract.",
# "Contractually.", "Policy.", "Company rule.", "Budgeted.", "Authorised.", "Approved positions.", "Promised, not measured.");
# not "Approved.", "Confirmed.", "As agreed."
_TERM_FRAGMENT = re.compile(
    r"^\W*(?:[\w-]+\s+){0,2}?(?:minimums?|commitments?|committed|entitle(?:ment|ments|d)|allowed|allowances?|permitted|"
    r"guarantee[ds]?|warrant(?:ed|y)|promised|contractual(?:ly)?|by\s+contract|polic(?:y|ies)|rules?|budgeted|"
    r"authori[sz]ed|allocated|allotted|eligible|approved\s+(?:positions|heads|roles|seats|limit))(?![\w-])"
    r"(?:\s+[\w-]+)?(?:\s*,\s*[^.!?\d:]{0,30})?[\s.!]*$")  # (not a field: "Committed: yes")
# (batch 110, red-team 42b: derived and composite values) a short sentence beside the figure that works on it or recasts
# it as the result of a computation: an operation on it ("Double it.", "Halve that.", "Add $6,000 for services.",
# "Deduct 5 for the leavers.", "Take off the 10% reserve."), a rounding ("Rounded.", "I rounded it off.", "Nearest
# thousand.", "That's a round number."; not "Exact, not rounded.") or the exact figure beside it ("Exact figure: $17,950.",
# "To the cent: $17,950.42."), a part, a share or a subtotal ("That's the licence part.", "It's the EMEA slice.", "That's
# the subtotal.", "This is the hardware line item.") or a figure for several parties ("That's for both companies.",
# "That's across all three subsidiaries."), a conversion ("Converted from €16,500.", "At today's exchange rate.", "That's
# the dollar equivalent.", "Using a 1.09 rate."), more of the same elsewhere ("Paris has another 20.", "20 more are
# coming.", "The rest are in Paris.", "The remaining 20 sit with our parent."; not "The rest of the details ...") or
# another figure in effect ("5 are inactive, so really 40.", "Effectively 40.", "In practice 230."); not "Double-checked.",
# "To be precise, $18,000 ...", "Today's exchange rate is 0.92.", "3 more than Globex"
_ARITH_BESIDE = re.compile(
    r"^\W*(?:(?:then|and|so|now|just|please)\s+)?(?:double|halve|triple|quadruple|(?:add|subtract|deduct|take\s+(?:off|away)|"
    r"multiply|divide|minus|times)(?=\s+(?:\W?\d|the|another|a\s+further|an?\s+extra|our|their|it|that|by)))(?![\w-])"
    r"|(?<![\w'])(?<!not\s)(?<!n't\s)(?:round(?:ed|ing)(?:\s+(?:it|that|this))?(?:\s+(?:up|down|off))?|round\s+(?:number|figure)|"
    r"(?:to\s+the\s+)?nearest\s+(?:ten|hundred|thousand|million|dollar|euro|pound|five|\d+k?))(?![\w])"
    r"|(?<![\w])(?:(?:exact|precise|unrounded|actual)\s+(?:figure|count|number|amount|total)|to\s+the\s+(?:cent|penny|dollar|euro)|"
    r"down\s+to\s+the\s+\w+)[^\w.!?][^.!?\d]{0,12}\d"
    r"|^\W*(?:that'?s|that\s+is|this\s+is|it'?s|it\s+is)\s+(?:just\s+|only\s+)?(?:the|our|my|one|a)\s+(?:[\w-]+\s+){0,2}?"
    r"(?:part|share|portion|component|piece|slice|subtotal|sub-total|line\s+item|tranche)(?![\w])"
    r"|(?<![\w])(?:for|across|between|of)\s+(?:both|all\s+(?:three|four|five|\d+)|the\s+two|two|three|several)\s+(?:[\w-]+\s+)?"
    r"(?:companies|entities|firms|subsidiaries|businesses|organi[sz]ations|parties|affiliates)(?![\w])"
    r"|(?<![\w])(?:convert(?:ed|ing)|translated)\s+(?:it\s+)?(?:from|at|into|to|using)(?![\w])"
    r"|(?<![\w])(?:at|using|with|by)\s+(?:the\s+|a\s+|an\s+)?(?:(?:today'?s|current|spot|\d[.,]\d+)\s+)?"
    r"(?:exchange|fx|today'?s|spot|\d[.,]\d+)\s+rate(?![\w])|(?:dollar|euro|usd|eur|gbp)\s+equivalent"
    r"|(?<![\w])(?:another|the\s+other|the\s+remaining|an?\s+(?:additional|further|extra))\s+\W?\d|\d[\d,.]*\s+more(?![\w])(?!\s+than)"
    r"|^\W*(?:the\s+)?(?:rest|remainder)(?!\s+of)(?![\w])"
    r"|(?<![\w])(?:effectively|realistically|in\s+practice|in\s+effect|so\s+really|really\s+only)\W+(?:[\w']+\s+){0,2}?\W?\d")
# (batch 111, red-team 43b: quantifiers and distributivity) a short sentence beside the figure that gives it to other parts
# as well, or to each of several: the same for others ("Same for Munich.", "Ditto for sales.", "Likewise for each team.",
# "Identical for all three teams.", "Marketing has the same.", "Munich too.", "That's true for each region, too.") or a
# distributive quantifier alone ("Each!", "For each."); not "Same as last year.", "Me too.", nor "All teams.", "Across all
# offices." (a total), nor "Globex does too." (another party's, not a part of ours)
_OUR_PARTS = (r"(?:teams?|offices?|sites?|departments?|depts?|divisions?|branch(?:es)?|regions?|units?|subsidiar(?:y|ies)|"
              r"entit(?:y|ies)|sales|marketing|finance|engineering|hr|support|ops|operations|legal|it)")
_SHARED_BESIDE = re.compile(
    r"^\W*(?:and\s+|but\s+)?(?:(?:it'?s|that'?s|it\s+is|that\s+is)\s+)?(?:the\s+)?(?:same|ditto|likewise|similarly|identical)"
    r"(?:\s+(?:again|goes|applies|holds|too))?\s+(?:for|in|at|with|across|to)\s+(?!(?:now|us|me|today|the\s+moment)(?![\w]))"
    r"|^\W*(?:the\s+|our\s+)?(?:[\w&-]+\s+)?" + _OUR_PARTS + r"\s+(?:(?:has|have|gets?|needs?|is\s+on|are\s+on)\s+the\s+same"
    r"(?!\s+as)|too|as\s+well)(?![\w])"
    r"|^\W*(?:for\s+)?(?:each|every|apiece)(?:\s+(?:of|the|our|them|those|these|two|three|four|five|\d+))*(?:\s+[\w-]+s)?\W*$"
    r"|(?<![\w])(?:true|the\s+case|holds?|applies|goes)\s+(?:for|to)\s+(?:each|every|all|both|the\s+other|our\s+other)(?![\w])")
# the same in Chinese ("慕尼黑也一样。", "其他团队也是这样。", "每个团队都一样。", "市场部也是。", "各部门相同。") (batch 111)
_ZH_SHARED_BESIDE = re.compile(r"(?:也|都|均|亦)(?:一样|相同|同样|是这样|是如此|如此|是)\W*$|(?:各|每)[^。！？]{0,8}(?:相同|一样)|同上")
# (not a record or a time that agrees: "合同上也是这个数。", "财务系统里也是。", "一直都是这样。")
_ZH_AGREES_BESIDE = re.compile(r"合同|系统|记录|档案|文件|发票|账|一直|向来|始终|从来|以前|去年|上次")
# the same in Chinese: rounded ("四舍五入的。", "取整后的数。", "约数。", "凑了个整。"), the exact figure ("准确是17950元。"), a
# conversion ("由欧元折算。", "按汇率换算的。", "折合欧元约16500。"), a part or a subtotal ("小计。", "这只是软件那一块。",
# "其中一部分。"), several parties' ("两家合计。"), an operation on it ("翻倍。", "乘二。", "减去5个。") or more of the same
# elsewhere ("其余的在上海。", "剩下的20个归母公司。", "上海还有20个。"; not "另有两位远程办公。", a note on others) (batch 110)
_ZH_ARITH_BESIDE = re.compile(r"四舍五入|取整|凑整|凑了个整|约数|(?:准确|确切|精确|实际)[^。，,]{0,6}\d|折算|换算|折合|约合|汇率|"
                              r"小计|一部分|那一块|这一块|份额|两家|双方|各方|翻倍|翻番|加倍|减半|乘以?[二两三\d]|除以|"
                              r"减去|减掉|扣除|扣掉|再加|加上|其余|剩下|剩余|还有\s*\d")
# (batch 109) a short sentence beside the figure saying it is what a party or a document allows, promises, owes or makes one
# eligible for, or the most one may get ("That's what we promise.", "That's what the contract allows.", "That's all we're
# allowed.", "That's the most we can get.", "That is what we qualify for."); not "That's what we signed up for."
_ALLOWED_BESIDE = re.compile(
    r"^\W*(?:and\s+|but\s+|so\s+)?(?:that'?s|that\s+is|this\s+is|it'?s|it\s+is|which\s+is)\s+(?:just\s+|only\s+|exactly\s+)?"
    r"(?:what|all|the\s+most|as\s+much\s+as|the\s+max(?:imum)?|the\s+minimum|the\s+least)(?![\w'])[^.!?\d]{0,40}?"
    r"(?<![\w'])(?:allow|allows|allowed|permit|permits|permitted|promise|promises|promised|guarantee|guarantees|guaranteed|"
    r"owe|owes|owed|due|eligible|entitled|qualify|qualifies|can|could|may|might|sanctions?|sanctioned)(?![\w'])")
# the same in Chinese, a short sentence beside the figure: what a contract, a rule or a licence says, a right, an
# eligibility, an upper or a lower bound ("按合同算。", "合同上是这样。", "最多。", "我们有资格享受。", "政策允许的上限。", "按规定。",
# "公司规定。", "这是我们有权使用的。", "承诺的。", "至少要保持这个数。"); not one that gives another figure ("说实话，我们最多同时在线的只有25个。")
# nor the contract agreeing ("合同上也是这个数。") (batch 109)
_ZH_TERMS_BESIDE = re.compile(r"按合同|合同上(?!也)|合同允许|按许可|按规定|按政策|公司规定|规定如此|制度|有资格|符合条件|有权|允许|"
                              r"最多|最高可|上限|不能再多|承诺的|保证的|至少要")
_NOT_ENDING = re.compile(r"(?<![\w'])(?:not|never|nothing|no|won't|doesn't|don't|isn't|aren't|hardly|unlikely)(?![\w'])|n't(?![\w])")
# the same in Chinese: it changes, ends or lapses soon, it held until a day, or it was had once ("下周就变了。", "到周五为止。",
# "或者说曾经有。"); not "不会变", "没有变" (batch 99)
_ZH_ENDS_BESIDE = re.compile(r"(?<![不没未别])(?:就|要|会|将|马上|很快|即将|快)(?:要)?(?:变|改|调整|到期|结束|失效|作废|取消|停用|"
                             r"减少|增加|换)|(?<![不没未])变了|到期了|失效了|^\W*(?:截)?到[^。，,.]{1,12}为止\W*$|(?:曾经|以前|原来|过去)有")


_UNDERCUT_BESIDE = re.compile(
    r"(?<![\w'])(?:(?:says|say|said|shows?|lists?|has|have|gives?|states?)\s+(?:otherwise|something\s+else|(?:it\s+)?differently|"
    r"(?:a\s+|an\s+)?(?:different|another|other)\s+(?:number|figure|value|amount|count|total|date|name|one|city|person|zone|"
    r"iban|account))|disagrees?|remembers?\s+it\s+differently|(?:doesn't|does\s+not|don't|do\s+not)\s+match|conflicts?\s+with)(?![\w'])"
    r"|^\W*(?:in|from|per|according\s+to)\s+(?:the|our|a)\s+(?!(?:signed|final|approved|executed|official)\s)"
    r"(?:[\w'-]+\s+){0,4}?(?:model|spreadsheet|business\s+case|rfp|"
    r"wish\s*list|pitch|deck|proposal|forecast|projection|scenario|draft|version|brochure|press\s+release|slides?|plan)(?![\w])"
    r"|^\W*(?:that'?s|this\s+is|it'?s)\s+(?:just\s+|only\s+)?(?:(?:from|in|on|how\s+it\s+(?:appears|looks|reads)\s+(?:in|on))\s+)?"
    r"(?:the|our|what)(?![\w])[^.!?]*?(?<![\w])(?:idea|pitch|deck|marketing|"
    r"brochure|press\s+release|sales|slides?|model|spreadsheet|forecast|projection|wish|hope|dream|story|headline|public|"
    r"website|site|linkedin|post|plan)(?![\w])"
    r"|(?<![\w'])(?:figure|number|total|count)\s+for\s+the\s+(?:whole\s+|entire\s+)?(?:group|holding|parent|region|company\s+as\s+a\s+whole)"
    r"|(?<![\w'])(?:the\s+)?(?:group|company-wide|global|consolidated|parent's|holding's)\s+(?:figure|number|total)(?![\w])"
    r"|(?<![\w'])(?:it'?s|they'?re|is|are|was|were)\s+shared\s+(?:with|between|among)(?![\w])"
    r"|^\W*(?:at\s+first|initially|originally|in\s+those\s+days|at\s+the\s+time|historically|back\s+then|in\s+the\s+past|"
    r"formerly|previously|(?:we|i|they)\s+(?:had|did|were|used\s+to)(?:,?\s+(?:at\s+least|anyway))?|(?:for\s+a\s+while|briefly))"
    r"(?:,?\s*(?:anyway|at\s+least))?\W*$"
    r"|^\W*(?:from|starting(?:\s+(?:in|on|from))?|beginning(?:\s+(?:in|on))?|effective(?:\s+from)?|as\s+of\s+next|"
    r"(?:it\s+)?takes\s+effect|(?:it\s+)?comes?\s+into\s+(?:effect|force)|(?:it\s+)?kicks?\s+in|post-|after\s+the)\s*"
    r"(?:on\s+|in\s+|from\s+|at\s+|after\s+)?(?:the\s+)?(?:next\s+|this\s+coming\s+)?(?:\d{1,2}\s+)?(?:january|february|march|april|may|june|"
    r"july|august|september|october|november|december|spring|summer|autumn|fall|winter|q[1-4]|h[12]|\d{4}|fiscal|year|"
    r"quarter|month|renewal|merger|reorg|reorgani[sz]ation|acquisition|migration|spin-?off|launch|new\s+contract)(?![\w])"
    r"(?:\s+[\w-]+){0,2}\W*$"
    r"|^\W*(?:needs?\s+(?:checking|to\s+be\s+(?:checked|verified|confirmed))|unverified|unconfirmed|preliminary|"
    r"to\s+be\s+(?:checked|confirmed|verified)|not\s+(?:yet\s+)?(?:verified|confirmed|checked))\W*$"
    r"|(?<![\w'])(?:(?:split|share[sd]?)\s+(?:it|them|this|that)\s+with(?!\s+(?:you|your)(?![\w]))|(?:pays?|paid|covers?|funds?)\s+(?:for\s+)?(?:most|part|half|"
    r"some)\s+of\s+(?:it|them)|our\s+share\s+plus|each\s+of\s+(?:our|the)\s+\w+\s+(?:has|have|gets?)\s+the\s+same|"
    r"for\s+each\s+of\s+our)(?![\w'])|^\W*multiply(?![\w])"
    # only nominally so ("In practice it's Lee.", "On paper, anyway.", "The real decision sits with Lee.", "It's a mailbox.")
    r"|(?<![\w'])(?:in\s+practice|in\s+reality|on\s+paper|nominally|technically|for\s+tax\s+reasons|at\s+least\s+(?:that'?s|on\s+"
    r"paper|legally|officially|formally)|(?<!is\s)(?<!'s\s)the\s+real\s+(?:one|date|decision|decider|work|number|figure|boss|office|hq|city|zone)|"
    r"instead|does\s+the\s+actual|(?:it'?s|is)\s+(?:just\s+|only\s+)?a\s+(?:mailbox|letterbox|po\s+box|shell)|registered\s+"
    r"(?:office|address)|legally(?:,\s*at\s+least)?\W*$|really\s+it'?s|it'?s\s+really)(?![\w'])"
    # (a seventh pass's phrasings of the same families)
    r"|(?<![\w'])(?:contradicts?|disputes?|disputed|differs?|inconsistent|mismatch\w*|(?:doesn't|does\s+not|don't|do\s+not)\s+"
    r"agree|(?:shows?|says?|has|have|lists?|gives?)\s+(?:less|more|fewer|lower|higher|smaller|bigger|something\s+different|"
    r"(?:a\s+)?(?:lower|higher|smaller|bigger|different)\s+(?:number|figure|count|amount|total))|as\s+pitched|"
    r"optimistic(?:ally)?|aspirational(?:ly)?|best[\s-]+case|homepage|investor\s+(?:update|deck|letter)|for\s+investors|"
    r"to\s+be\s+(?:validated|determined|agreed|decided|finali[sz]ed)|pending\s+(?:review|validation|confirmation|"
    r"approval)|not\s+(?:final|official)|unofficial|ballpark|split\s+(?:it\s+)?\d+\s*/\s*\d+|split\s+between|"
    r"(?:and\s+(?:we|us)|we\s+both)\s+share|includes?\s+[\w']+\s+share|combined\s+(?:figure|number|total|count)|"
    r"multiplied\s+by|times\s+(?:\d+|two|three|four|five|six|ten)|(?:report|record|records|number|figure|count|total|data)\s+"
    r"(?:is|are|was|shows?)\s+(?:lower|higher|smaller|bigger|less|more|different)|each\s+of\s+our\s+[\w\s]{1,20}?\s+gets?)(?![\w'])"
    # (a ninth pass's phrasings)
    r"|(?<![\w'])(?:version\s+is\s+(?:lower|higher|different)|(?:crm|system|register|registry|handelsregister|records?|erp|"
    r"books)\s+(?:has|have|lists?|shows?|says?)\s+(?!the\s+same)|chips?\s+in|divide\s+it|(?:each|every|per)\s+(?:site|office|"
    r"country|team|branch|location|region|subsidiary)\s+(?:gets|has|receives)|in\s+each\s+(?:country|office|site|region|branch)|"
    r"first\s+wave|phase\s+one|onwards|begins\s+with|for\s+one\s+(?:month|week|quarter)|at\s+our\s+(?:height|peak)|"
    r"launch\s+promo|promo(?:tional)?\s+(?:rate|price|offer)?|at\s+signing|paper\s+number|virtual\s+office|up\s+to\s+"
    r"(?:headquarters|hq|the\s+board|the\s+owner|the\s+parent)|decides\s+everything|can\s+change\s+(?:that|it)|final\s+say|"
    r"tender\s+figure|careers\s+page|crunchbase|floated|thought\s+experiment|argument'?s\s+sake|round\s+it\s+(?:down|up)|"
    r"on\s+leave|covers\s+for|(?:officially|on\s+paper)(?:\s+speaking)?(?:,?\s+and)?\s+only(?:\s+officially)?|"
    r"will\s+be,?\s+when)(?![\w'])|^\W*per\s+(?:site|office|country|team|branch|location)|^\W*at\s+the\s+(?:\d{4}\s+)?peak"
    r"|^\W*(?:at\s+the\s+outset|early\s+on|at\s+launch|to\s+begin\s+with|in\s+the\s+early\s+days|when\s+we\s+(?:started|"
    r"signed|launched))\W*$"
    r"|^\W*come\s+(?:january|february|march|april|may|june|july|august|september|october|november|december|spring|summer|"
    r"autumn|fall|winter|q[1-4]|next\s+\w+)\W*$"
    r"|^\W*(?:after|once|post|following|pending|upon)\s+(?:the|our|this|a)\s+[\w-]+(?:\s+[\w-]+)?\W*$"
    # (batch 84) a word or two that takes it back or makes it past ("Retracted.", "Belay that.", "Past tense.", "*was"),
    # sends it to another ("Meant for Globex.", "That was for the other account."), or makes it per piece or a running
    # total ("Apiece.", "Cumulative.")
    r"|^\W*(?:past\s+tense|retracted|rescinded|recanted|belay\s+that|moot(?:\s+now)?|no\s+longer\s+(?:true|the\s+case)|"
    r"apiece|cumulative(?:ly)?|running\s+(?:total|tally|count)|lifetime|all[\s-]time|year[\s-]to[\s-]date|ytd|to\s+date|lapsed|"
    r"historical|ancient\s+history|water\s+under\s+the\s+bridge|(?:scrap|erase|delete|strike|take)\s+that(?:\s+back)?|unsaid|undo|"
    r"ex|disregard(?:\s+(?:that|this|it|the\s+above))?)\W*$"
    r"|^\W*(?:\*|edit\s*:|correction\s*:|update\s*:)\s*(?:was|were|had|used\s+to|no\s+longer)\W*$"
    r"|(?<![\w'])(?:sent\s+(?:to\s+you\s+)?(?:by\s+mistake|in\s+error)|wrong\s+(?:recipient|customer|client|account|thread|chat|"
    r"channel|person))(?![\w'])"
    r"|^\W*(?:(?:i|we)\s+)?meant\s+(?:that\s+|this\s+|it\s+)?for\s+(?!(?:you|your|us|our)(?![\w]))"
    # (batch 86) a change under way or to come, a departure, a stand-in, notice given, another one to use ("It slipped.",
    # "Rebooked to the 12th.", "We're extending it by a year.", "We have given notice.", "We're laying off 150.", "Her last day
    # is Friday.", "She's handing over to Sam.", "She retires in March.", "Sam is covering.", "Use the other one.",
    # "Starts in May.", "From November, Thursday.")
    r"|(?<![\w'])(?:slipped|slipping|postponed|pushed\s+back|delayed|rebooked|rescheduled|extending|(?:given|gave|giving|served|"
    r"serving)\s+(?:our\s+|their\s+)?notice|laying\s+off|lay\s+off|layoffs?|(?:are|is|we're|we\s+are)\s+leaving|leaves\s+us|"
    r"last\s+day|handing\s+over|hands\s+over|retires?|retiring|stepping\s+down|steps\s+down|is\s+covering|are\s+covering|"
    r"being\s+replaced|replacing\s+(?:her|him|them)|rebranding|use\s+the\s+other|never\s+(?:check|use|read|look\s+at)|"
    r"rarely\s+(?:check|use|read|look\s+at)|on\s+(?:sabbatical|parental\s+leave|maternity\s+leave|sick\s+leave)|out\s+sick|"
    r"serving\s+(?:out\s+)?(?:her|his|their)\s+notice|on\s+(?:her|his|their)\s+way\s+out|farewell|(?:was|been|got)\s+fired|"
    r"let\s+go|passed\s+the\s+baton|takes?\s+over|taking\s+over|inherits?|successor|been\s+pushed|pushed\s+(?:back|out|to)|"
    r"slid|sent\s+(?:our|the|a)\s+cancellation|cancell?ing|restructuring|migrating|migration|under\s+way|underway|"
    r"(?:we're|we\s+are)\s+(?:moving|relocating)|signed\s+a\s+[\w-]+\s+renewal)"
    r"(?![\w'])|^\W*(?:starts?|starting|begins?|from)\s+(?:in\s+|on\s+)?(?:january|february|march|april|may|june|july|august|"
    r"september|october|november|december|next\s+\w+|q[1-4]|\d{4})(?:\s*,\s*[\w-]+)?\W*$"
    r"|^\W*(?:that|this|it)\s+(?:was|is)\s+(?:meant\s+)?for\s+(?:the\s+|a\s+)?(?:other|another|different|wrong)(?![\w])"
    r"|(?<![\w'])(?:meant\s+to\s+(?:dm|send|post|forward|share)\s+(?:this|that|it)\s+(?:to|for|with)\s+(?!you(?![\w])|us(?![\w]))|"
    r"(?:was\s+)?intended\s+for\s+(?!you(?![\w])|us(?![\w]))|(?:answer|reply|response)s?\s+(?:for|to)\s+(?!your(?![\w])|our(?![\w]))"
    r"[a-z][\w&-]+'s)")
# what a later line says that moves a contract's end ("It auto-renews.", "We've already signed the extension.", "The annex
# pushes it back.", "That's the support contract; the licence runs to 2029.") or a size's count ("Counting the Globex staff
# on loan.", "Eight of those are vacancies.", "Half are on Globex's payroll.") or a zone's ("Our team works US hours.")
_END_MOVED = re.compile(r"(?<![\w'])(?:auto-?renew\w*|evergreen|extension|extend(?:ed|s)?|renewal\s+is\s+(?:already\s+)?signed|annex|"
                        r"amendment|addendum|push(?:es|ed)?\s+it\s+(?:back|out)|runs?\s+(?:longer|to|until|through|till)|"
                        r"(?:first|one)\s+of\s+(?:two|three|four|several|\d+)\s+terms|(?:date|end)\s+is\s+later)(?![\w'])")
_COUNT_OF_OTHERS = re.compile(r"(?<![\w'])(?:counting|including|includes?|counts?|vacanc\w*|open\s+(?:reqs?|roles|positions)|"
                              r"consultants?|contractors?|payroll|on\s+loan|fte|freelancers?|temps?|interns|spin-?off|"
                              r"across\s+the\s+group|(?:half|most|some|\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s+"
                              r"(?:of\s+(?:them|those|us)\s+)?(?:are|is|were)\s+(?:on|at|from|with|globex|not|vacant|open|"
                              r"contractors?|consultants?))(?![\w'])")
_OTHER_HOURS = re.compile(r"(?<![\w'])(?:(?:us|eastern|pacific|central|mountain|gmt|utc|est|pst|cst|ist|sgt|jst|aest|asian?|"
                          r"european|american)\s+(?:hours|time)|works?\s+(?:from|in|out\s+of)|(?:is|are)\s+all\s+in|"
                          r"everyone\s+(?:is|works)|(?:schedule|book)\s+(?:calls|meetings)\s+in)(?![\w'])")


# a forward's subject or a sender's header ("Fwd: from Globex", "FW: Globex setup", "转发: ...", "Sender: Globex
# Procurement", "发件人：Globex采购部"): what follows is that message, another's words
_FORWARDED = re.compile(r"^\W*(?:(?:subject|主题|主旨|主題)\s*[:：]\s*)?(?:(?:fwd?|fw|tr|wg|转发|轉寄|转寄)\s*[:：]|(?P<sender>sender|author|"
                        r"发件人|寄件者|寄件人|来自|發件人|发信人|發信人)\s*[:：])\s*(?P<rest>.+)$", re.IGNORECASE)
_PERSONS_NAME = re.compile(r"(?!.*\b(?:Procurement|Purchasing|Sales|Finance|Billing|Support|Team|Accounts?|Legal|"
                           r"Operations|Department|Group|Inc|Ltd|GmbH|LLC|Corp|Company|Office)\b)"
                           r"[A-Z][a-z]+(?:\s+[A-Z]\.?)?\s+[A-Z][a-z'-]+|[\u4e00-\u9fff]{2,3}")  # "Dana Smith", "李四"
# a lead-in that says the text below is pasted or forwarded from another ("Pasting from the Globex chat:", "见下方Globex的邮件")
_PASTED_FROM = re.compile(r"(?i:(?:past(?:ing|ed)|cop(?:ying|ied)|forward(?:ing|ed)|below\s+is|see\s+below|quoting)\b"
                          r"(?P<rest>[^.\n]{0,60}))|(?:见下方|以下是|下面是|转发|附上)(?P<zh>[^。\n]{0,20}?)的(?:邮件|消息|回复|聊天)")
# a speaker's label with a party in brackets, after an optional time ("李四（Globex）：", "[10:02] 王经理（环球公司）：")
_SPEAKER_OF_PARTY = re.compile(r"^\s*(?:\[[\d:. ]+\]\s*)?[^\s:：（(]{1,12}\s*[（(](?P<org>[^）)]{1,24})[）)]\s*"
                               r"(?:[:：]|\d{4}[-/年]\d{1,2}[-/月]\d{1,2}日?\s+\d{1,2}:\d{2}\s*$)")
_ZH_ORG = re.compile(r"[\u4e00-\u9fff]{1,8}(?:公司|集团|有限公司|采购部|銷售部|销售部)")
# a signature's line of a company and its department ("Globex | Billing", "Initech GmbH | Finance")
_PIPE_SIGNATURE = re.compile(r"^\s*[A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){0,3}\s*\|\s*[A-Za-z][\w&-]*(?:\s+[\w&-]+){0,3}\s*$")


# what says the statement waits for someone's approval, signature or word, or binds no one yet ("It still
# needs approval.", "The CFO has to sign off first.", "Waiting on the board.", "For reference only.",
# "需要老板批准", "等领导签字", "仅供参考"); its approval given ("approved by the board") is not this
MAX_AWAITING_WORDS = 30  # the longest sentence after a statement read for an approval it waits for
MAX_ZH_BESIDE_CHARS = 40  # the longest Chinese sentence beside a statement read for what qualifies it
_PARTY_WORD = r"(?:the|a|an|final|formal|official|written|their|our|his|her|board|cfo|ceo|coo|vp|legal|finance|procurement|" \
              r"management|leadership|committee|boss|manager|director|client|customer|[a-z]+'s)"
# what is waited for: an approval or a signature, or a verb of one whose object is the statement ("to sign
# off", "to approve it", "approve the budget"), not another thing ("We need to sign the lease.")
_AWAITED = (r"(?:approval|approvals|sign[- ]?off|signoff|signature|signatures|confirmation|ratification|green[- ]?light|"
            r"blessing|go-ahead|final (?:say|word|decision)|"
            r"(?:approves?|approved|confirms?|confirmed|ratify|ratifies|ratified|signs?|signed|countersigns?|countersigned|ok|okay)"
            r"(?=\s*(?:it|this|that|them|off|first|(?:the|our|this|that) (?:budget|number|figure|amount|value|date|plan|deal|"
            r"price|change|choice|decision|request|proposal|move|relocation|switch|increase|raise|cut|numbers|terms|quote|offer)|"
            r"by|from)(?![\w])|\s*$|\s*[.,;!:)—–-]))")
_AWAITING = re.compile(
    r"(?<![\w])(?:awaiting|await|awaits|waiting (?:on|for)|pending|needs?|requires?|required|still needs?|has to|have to|"
    r"must|yet to|to be|not yet|subject to|until)\s+(?:" + _PARTY_WORD + r"\s+){0,3}(?:to\s+)?"
    r"(?:" + _AWAITED + r")(?![\w])"
    r"|(?<![\w])(?:decide|decides|deciding|determine|determines|vote|votes|voting)\s+(?:on\s+)?(?:whether|if)(?![\w])"
    r"|(?<![\w])(?:awaiting|waiting (?:on|for))\s+(?:the\s+)?(?:board|cfo|ceo|legal|finance|procurement|boss|management|"
    r"committee|leadership|director|manager)(?![\w])"
    # an approver has it, or it goes before one ("$18,000 — the CFO has it", "..., before the board")
    r"|(?<![\w])(?:the\s+)?(?:cfo|ceo|board|finance|management|legal|procurement|leadership|committee)\s+"
    r"(?:has|have|holds?|is\s+reviewing|reviews?)\s+it(?![\w])"
    r"|(?<![\w])(?:goes\s+|going\s+|is\s+|it's\s+|,\s*)before\s+the\s+(?:board|cfo|ceo|committee|management|leadership)"
    r"(?![\w])"
    # it lies with an approver ("$18,000, with the CFO now", "it's with management", "sits with the CFO")
    r"|(?:(?<![\w])(?:is|are|sits?|sitting|it's|they're|currently|still|now)|[,—–-])\s+with\s+(?:the\s+|our\s+|my\s+)?"
    r"(?:cfo|ceo|cto|coo|board|finance|management|leadership|legal|procurement|purchasing|committee|approvers?|"
    r"compliance|controller|treasury)(?![\w'’])"
    r"|(?<![\w])(?:for reference only|reference only|for information only|non-binding|not binding|unapproved|unsigned|"
    r"none of (?:this|it|that) is (?:binding|final|approved)|"
    r"not final|not yet final|not finali[sz]ed|yet to be finali[sz]ed|tbc)(?![\w])"
    r"|(?:需要|需|待|还需|还需要|还要|等待|尚需|有待|尚待)[^，。,.!?！？;；]{0,8}?(?:批准|审批|批复|签字|签署|签批|确认|同意|拍板|定夺|审核|核准|点头)"
    r"|(?:等着|等)[^，。,.!?！？;；]{0,8}?(?:批准|审批|批复|签字|签署|签批|拍板|点头)"
    r"|仅供参考|供参考|还要看|取决于|视情况|看情况|被砍|砍了|被削减|被否决|被拒|被驳回|开会定|再定|定下来|最后定")


# a courtesy's condition qualifies nothing ("Let me know if you have any questions.", "Feel free to reach out
# if anything is unclear.")
_COURTESY_IF = re.compile(r"(?:let (?:me|us) know|feel free to (?:reach out|ask|ping|call|contact|get in touch)|reach out|"
                          r"happy to (?:help|chat|talk|explain)|get in touch|ping me|give (?:me|us) a (?:call|shout)|"
                          r"don't hesitate to (?:ask|reach out|call|contact))[^.?!]{0,40}?(?<![\w])if(?![\w])"
                          r"(?=\s+(?:you|there|anything|any|questions|something|needed|necessary|helpful|useful))")


# a heading above the statement that puts it under another group, an example or an old year ("## Competitors",
# "Industry average:", "## Parent company", "Other customers:", "Section 3: Globex", "## 2019")
_HEADING = re.compile(r"^\s*(?:#{1,6}\s*(?P<h>.+?)\s*#*\s*$|(?P<c>[^.!?:]{1,40}):\s*$)")
_OTHER_GROUP = re.compile(r"(?<![\w])(?:competitors?|competition|industry|benchmarks?|averages?|peers?|market|parent(?: company)?|"
                          r"other (?:customers?|clients?|accounts?|compan(?:y|ies)|tenants?)|prospects?|examples?|samples?|templates?)"
                          r"(?![\w])")
# a record's field that voids, ends or replaces the value beside it (JSON, YAML, "Label: value" lines): "superseded_by",
# "deleted_at", "valid_to", "current_budget", "budget_v2", "valid: 0", "Revised budget: 25000", "Since March: 25000",
# "Deleted: 2026-05-01", "Last day: 2026-05-01"
_VOIDING_KEY = re.compile(
    r"(?:^|[{,\s\"'])(?:superseded[_ ]by|replaced[_ ]by|deleted(?:[_ ]at|[_ ]on)?|archived(?:[_ ]at|[_ ]on)?|voided(?:[_ ]at)?|"
    r"cancell?ed(?:[_ ]at|[_ ]on)?|valid[_ ](?:to|until)|effective[_ ]until|expire[sd]?(?:[_ ](?:at|on))?|end(?:ed)?[_ ](?:at|date|on)|"
    r"last[_ ]day|offboarded|terminated|(?:current|revised|actual|final|latest|updated|corrected)[_ ][a-z][a-z_ ]{0,30}?|"
    r"[a-z]+_v\d+|since\s+\w+|as of\s+\w+|signed off|currently)[\"']?\s*[:=]\s*[\"']?\S"
    r"|(?:^|[{,\s\"'])(?:valid|active|current|approved|live)[\"']?\s*[:=]\s*[\"']?(?:0|false|no|n)\b"
    r"|^\s*[-*]?\s*[\w ]{1,30}\((?:after|since|from|revised|new|updated)[^)]*\)\s*:"
    r"|^\s*[-*]?\s*(?:actual|final|revised|corrected|updated|latest|current|now)\s*:\s*\S"
    # (batch 99) a new figure named without a colon ("Old value 40, new value 60.")
    r"|(?<![\w])(?:new|updated|revised|corrected|current|actual)\s+(?:value|figure|number|count|amount|total)\s*(?:is\s+|of\s+|[:=]\s*)?"
    r"[$€£¥]?\d")


# (batch 85) a short heading line above the statement, a parent bullet or a <details> block's <summary>, that puts the
# items under it out of date, out of play, into another party's mouth or into rumour ("- Ideas we dropped", "- Vetoed by
# the board", "- What Globex told us", "- Moving soon", "<summary>Last year</summary>", "- 已放弃的想法", "- 谣言", "- 竞品")
_HEAD_LINE = re.compile(r"^\s*(?:[-*+•>]\s*|#{1,6}\s*)?" + _LIST_MARK + r"(?:<[a-z]+>\s*)*(?P<h>[^<>]{1,60}?)(?:</[a-z]+>)?\s*[:：]?\s*$")
_HEAD_VOID = re.compile(
    r"(?<![\w'])(?:dropped|vetoed|abandoned|shelved|discarded|parked|nixed|declined|rejected|ruled\s+out|turned\s+down|"
    r"not\s+pursued|binned|scrapped|axed|killed|withdrawn|retracted|walked\s+away|dead\s+ends?|shot\s+down|struck|closed|"
    r"before\s+the|old|former|previous|past|last\s+(?:year|quarter|month|time)|"
    r"outdated|archived?|historic(?:al)?|rumou?rs?|gossip|hearsay|unconfirmed|unverified|proposals?|offers?|ideas?|options?|"
    r"alternatives?|drafts?|scenarios?|what\s+[\w'-]+(?:\s+[\w'-]+)?\s+(?:told|said|sent|offered|proposed|quoted|claims?|"
    r"says)|moving|soon|later|upcoming|next\s+(?:year|quarter|month)|wish(?:es|list)?|competitors?|competition|benchmarks?|"
    # (batch 110) a heading naming a norm from others or a related company ("- Peer average", "- Industry average",
    # "- Sister company Acme Labs"), in Chinese too ("一、友商", "（一）合作伙伴", "二、经销商", "- 同行平均", "三、母公司")
    r"(?:industry|peer|market|sector|segment|regional)\s+(?:averages?|medians?|norms?|typical)|averages?|medians?|peers?|"
    r"(?:parent|sister|holding|affiliated?)\s+(?:company|companies|firm|entity|org(?:anization|anisation)?)|comparables?|"
    r"lookalikes?|typical|others\s+in\s+(?:their|the|its|our)\s+[\w-]+|(?:comparable|similar|reference|peer)\s+(?:accounts?|customers?|clients?|companies|firms|deals))"
    r"(?![\w'])|放弃|驳回|否决|毙掉|枪毙|谣言|传闻|传言|竞品|竞争对手|友商|同行|同业|伙伴|兄弟单位|渠道商?|供应商|经销商|分销商|代理商|"
    r"服务商|集成商|承包商|母公司|子公司|兄弟公司|关联公司|控股公司|其他客户|别的客户|平均|历史|同类|对标|标杆|参照|对手|上游|下游|草稿|备选|想法|提议|作废|即将|曾经|上一?财年|上年度|"
    r"^(?:去年|前年|往年|上年度?|过去|历史|旧)(?:的)?(?:数据|数字|情况|记录)?$")


def _heading_voids(t: _Sentence, captured_at: datetime) -> str | None:
    """Why a short heading line above the statement (above) takes the items under it out of the current record."""
    if t.raw.rstrip().endswith((".", "!", "?", "。", "！", "？")) or (m := _HEAD_LINE.match(t.norm)) is None:
        return None
    head = m.group("h")
    if len(_WORD.findall(_CJK.sub(" ", head))) > 6 or len(_CJK.findall(head)) > 12:
        return None
    if re.search(r"\d", _YEAR_ALONE.sub("", re.sub(r"(?<![a-z])fy\s?\d{2,4}", "", head))):
        return None  # a line with a figure of its own ("- Budget: $18,000") is an item, not a heading
    if (v := _HEAD_VOID.search(head)) is not None:
        return f'a heading above it takes it out of the current record ("{t.raw.strip()[:60]}": "{v.group()}")'
    if (years := [int(y) for y in _YEAR_ALONE.findall(head)]) and max(years) < captured_at.year:
        return f'a heading above it dates it ("{t.raw.strip()[:60]}")'
    return None


# another sentence with the same value that puts it in the past or refuses it ("Berlin was our HQ until 2024.", "the 12%
# discount was Globex's offer, we never accepted it")
_SAME_VALUE_OVER = re.compile(r"(?<![\w'])(?:(?:was|were|had\s+been|used\s+to\s+be)(?![\w'])[^.;!?]{0,60}?(?<![\w'])(?:until|till|"
                              r"up\s+to|through|thru|before|prior\s+to)(?![\w'])|stopped\s+being|ceased\s+to\s+be|no\s+longer|"
                              r":\s*[^.;!?]{0,30}?(?:through|thru|until|till)\s+\d{4}|we\s+(?:said\s+no|refused|declined|rejected|"
                              r"turned\s+it\s+down)|was\s+(?:what\s+)?[\w'-]+(?:'s)?\s+(?:ask|put\s+on\s+the\s+table)|"
                              r"never\s+(?:accepted|agreed|signed|approved)|"
                              r"(?:declined|rejected|turned\s+down)\s+(?:it|that|this|the)|was\s+[\w'-]+'s\s+(?:offer|proposal|"
                              r"number|figure|quote|idea|ask))(?![\w'])|就关了|关闭了|关了|不再是|曾经是|之前是|拒绝了|没接受")


# (batch 91) what a machine writes around a record: the file it comes from, a command run on it, a later change, a page's
# running header, an attachment's name, its sync, spam or provenance fields
_FILE_HOLD = frozenset({"bak", "backup", "backups", "old", "orig", "rej", "rejected", "tmp", "temp", "tmpl", "template",
                        "templates", "mock", "mocks", "mockup", "fixture", "fixtures", "test", "tests", "sample", "samples",
                        "example", "examples", "draft", "drafts", "deleted", "trash", "archive", "archived", "copy",
                        "sandbox", "staging", "dev", "demo", "dummy", "fake", "proposed", "scenario", "scenarios",
                        "forecast", "what-if", "whatif", "superseded", "obsolete", "prev", "previous",
                        "备份", "回收站", "草稿", "旧", "测试", "模板", "样例", "示例", "废弃", "作废"})
_FILE_VERSION = re.compile(r"v\d+|rev\w{0,3}|copy\d*|\d{4}")
_FILE_EXT = frozenset({"yaml", "yml", "toml", "json", "csv", "tsv", "ini", "env", "txt", "md", "conf", "cfg", "xml",
                       "properties", "pdf", "png", "jpg", "jpeg", "gif", "docx", "doc", "xlsx", "xls", "pptx", "eml", "msg",
                       "html", "htm", "log", "sql", "ocr"})
_PATH_LINE = re.compile(r"^\s*(?:[\w~.-]+/)*[\w~-]+(?:\.[\w~-]+)*\.(?:ya?ml|toml|json|csv|tsv|ini|env|txt|md|conf|cfg|xml|"
                        r"properties)(?:[.~][\w-]*)*~?\s*:?\s*$")
_ATTACHED = re.compile(r"^\W*(?i:attachments?|attached|enclosed|scan(?:ned)?(?:\s+document)?|image|screenshot|photo|"
                       r"picture|file|附件|截图|扫描件?|图片)[^:：\]\n]{0,24}[:：]\s*(?P<what>[^\]\n]{1,80}?)\s*\]?\s*$")
_RUNNING_LINE = re.compile(r"^\s*(?P<a>[^|\n]{2,60}?)\s*\|\s*(?i:page\s*|p\.\s*|第\s*)?\d{1,4}(?:\s*页)?\s*$|"
                           r"^\s*(?i:page\s*)?\d{1,4}\s*\|\s*(?P<b>[^|\n]{2,60}?)\s*$|"
                           r"^\s*(?i:record|entry|row)\s+\d+\s+(?i:of)\s+\d+\s*[—–-]+\s*(?P<c>.{2,60}?)\s*$")
_URL_LINE = re.compile(r"^\s*(?:(?:w|web|website|url|site)\s*[:：]\s*)?(?:https?://)?(?:www\.)?(?P<d>[a-z0-9-]+(?:\.[a-z0-9-]+)+)"
                       r"(?:/\S*)?\s*(?:[|›].*)?$")
_COMMAND_LINE = re.compile(r"^\s*(?:[$%]|[\w.-]+@[\w.-]+:[~\w/.-]*[$#])\s*(?P<cmd>\S.*)$")
_SAFE_COMMAND = re.compile(r"(?:cat|less|more|head|bat|type|jq|yq|git\s+(?:commit|add|push|status))(?![\w-])")
_SQL_WRITE = re.compile(r"^\s*(?i:update\s+\S+\s+set|delete\s+from|insert\s+into|merge\s+into|alter\s+table|"
                        r"drop\s+table|truncate|replace\s+into)(?![\w])")
_CHANGE_ARROW = re.compile(r"→|->|=>|⇒|➔|⟶")
_REVISION_LINE = re.compile(r"^\W*(?:v\d+(?:\.\d+)*|rev(?:ision)?(?![a-z])\.?\s*[\w.]{1,4}|version\s*[\w.]{1,6}|"
                            r"amendment\s*\d*|transferred(?:\s+to)?|reassigned(?:\s+to)?|handed\s+over(?:\s+to)?|"
                            r"修订版?\s*\w{0,3}|版本\s*[\w.]{0,6}|(?:变更\w{0,4}|补充协议\s*\w{0,3})\s*(?:[\w-]{1,12}\s*)?|"
                            r"移交(?:给)?)\s*[:：]\s*(?P<rest>.*)$"
                            r"|^\W*(?:history|历史)\s*[:：].*(?:since|from|起|至今|current|now)")
_META_VOID = re.compile(r"^\W*(?:(?:last\s+)?sync|validation|verification|import|check|校验|同步)\w*\s*[:：].*?(?:fail|"
                        r"error|invalid|rejected|mismatch|失败|错误)|^\W*x-spam|spam[\s_-]*(?:score|flag|status)|phish|"
                        r"impersonat|(?<![\w])(?:revert(?:ed|s)?|rolled\s+back|rollback)(?![\w])|回滚|已撤销|"
                        r"\"op\"\s*:\s*\"(?:remove|replace)\"")
_META_FROM = re.compile(r"^\W*(?:(?:work)?sheet|tab|workspace|exported\s+from|export\s+of|producer|creator|generated\s+by|"
                        r"source\s+system|工作表|导出自|来源系统)\s*[:：]\s*(?P<who>.{1,60})$", re.IGNORECASE)


# (batch 92) a line anywhere in a longer text that says what the whole text is: unsent, a joke, an old message dug up,
# not binding, an offer that ran out, details changed or made up, a training exercise, a template, placeholders, figures
# of another year or not updated since, changed since it was written, all of it conditional, another party's text, a
# namesake's ("Still sitting in my outbox — I never hit send on this.", "Everything above assumes the merger goes
# through", "Figures as per the 2023 audit.", "本函不构成任何承诺", "以上均以并购完成为前提。")
_DOC_REMARK = re.compile(
    r"(?<![\w'])(?:(?:never|didn't|did\s+not)\s+(?:hit\s+)?send|outbox|unsent|first\s+of\s+april|april\s+fools?|kidding|"
    r"none\s+of\s+(?:the\s+above|it|this)\s+is\s+(?:true|real)|dig(?:ging)?\s+up\s+my|dug\s+up\s+my|old\s+thread|"
    r"things\s+(?:look|are)\s+(?:very\s+)?different\s+now|(?:creates?|constitutes?)\s+no\s+(?:binding\s+)?(?:commitment|"
    r"obligation)|non-?binding|not\s+binding|(?:offer|quote|proposal|pricing)\s+(?:ran\s+out|expired|lapsed)|"
    r"(?:quote|offer)\s+validity|(?:have\s+been|were|was)\s+(?:changed|altered|anonymi[sz]ed|fictionali[sz]ed|made\s+up)\s+"
    r"(?:before|for|to)|(?:names|figures|numbers|details)[\w\s,]{0,30}(?:have\s+been|were)\s+(?:changed|altered)|"
    r"roleplay|role-play|none\s+of\s+it\s+is\s+real|trainees?|module\s+\d+,\s+task|boilerplate|standard\s+reply|"
    r"adjust\s+the\s+details|(?:amounts|figures|numbers)\s+(?:shown\s+)?(?:are\s+)?for\s+demonstration|placeholder|"
    r"as\s+per\s+the\s+(?:19|20)\d{2}|last\s+refreshed\s+in|copied\s+over\s+from\s+the\s+(?:19|20)\d{2}|"
    r"this\s+copy\s+not\s+updated|(?:most|all|some)\s+of\s+what\s+i\s+said\s+(?:above\s+)?has\s+changed|since\s+writing\s+this|"
    r"(?:everything|all\s+of\s+the|all)\s+above\s+assumes|that\s+was\s+before\s+the|from\s+before\s+the\s+"
    r"(?:acquisition|merger|reorg|layoffs)|we\s+sat\s+in\s+as\s+observers|namesake|not\s+our\s+customer|"
    r"using\s+as\s+a\s+template|who\s+asked\s+us\s+not\s+to\s+name\s+them|unrelated\s+to|under\s+our\s+(?:old|former|"
    r"previous)\s+name"
    r")(?![\w'])|草稿箱|没发出去|未发送|开玩笑|都不是真的|愚人节|翻出来|情况完全不同|不构成.{0,6}承诺|内容可能变更|天内有效|脱敏|"
    r"虚构|纯属巧合|销售培训|请阅读下面|停止更新|没人维护|未同步|以上均以.{0,12}为前提|同名|不是我们的客户|以上为\w{0,12}公司的情况|"
    r"旁听|转给你参考")


# ... or whose text it is, when that is not the subject ("That was the Globex team's answer; ours is coming next week.")
_WHOSE_TEXT = re.compile(r"(?<![\w'])(?:the\s+above|that|this)\s+(?:is|was)\s+(?:really\s+)?(?:the\s+)?(?P<who>[a-z][\w-]*)"
                         r"(?:\s+team)?'s\s+(?:account|answer|email|e-mail|reply|numbers|figures|text|version)(?![\w])")


# (batch 92) the subject named as another party than the writer: the writer's owner, parent, customer, supplier, the
# company it is a branch, an agency, a reseller or a competitor of ("Acme owns us.", "We're a customer of Acme.",
# "As an authorised Acme reseller, ...", "I run Acme's Berlin office.", "我们是Acme的供应商。"), or greeted ("Welcome
# aboard, Acme!"): "we" is someone else. {n} stands for the subject's names.
_RELATION = ("subsidiary|spin-?off|spinout|portfolio\\s+company|affiliate|franchise|customer|client|supplier|vendor|reseller|"
             "partner|branch|division|unit|office|competitor|agency|contractor|consultant|freelancer|recruiter|provider|"
             "parent(?:\\s+company)?|sister\\s+company|shareholder|investor|distributor|franchisee|licensee")
_AS_ANOTHER = (
    r"(?<![\w'])(?:(?:" + _RELATION + r")\s+(?:of|for|to|at)\s+(?:{n})(?![\w])|(?:{n})(?:'s)?\s+(?:(?!(?:is|are|was|were|our|my)\s)[\w-]+\s+){{0,2}}?(?:"
    + _RELATION + r"|implementation\s+partner)(?![\w])|(?:{n})\s+(?:owns|acquired|bought|controls|holds)\s+(?:\d+%\s+of\s+)?us|"
    r"(?:owned|acquired|bought|controlled)\s+by\s+(?:{n})(?![\w])|spun\s+(?:out|off)\s+(?:of|from)\s+(?:{n})(?![\w])|"
    r"(?:used\s+to\s+be|were|was)\s+part\s+of\s+(?:{n})(?![\w])|(?:{n})\s+is\s+our\s+(?:[\w-]+\s+){{0,2}}?(?:holding\s+company|"
    r"parent|owner|shareholder|investor|supplier|vendor)|buy\s+from\s+(?:{n})(?![\w])|contracted\s+to\s+"
    r"(?:{n})(?![\w])|recruiting\s+for\s+(?:{n})(?![\w])|(?:handling|running|managing)\s+(?:{n})'s|"
    r"^\W*(?:welcome(?:\s+aboard|\s+to\s+the\s+\w+)?|congrat\w*(?:\s+on\s+[\w\s]{{1,30}}?)?),?\s+(?:{n})\s*[!,.])"
    r"|(?:我们|我)是(?:{n})的(?:客户|供应商|子公司|分公司|代理商|经销商|合作伙伴|股东|投资方|外包|招聘顾问|律师)|"
    r"(?:{n})是我们的(?:母公司|股东|控股公司|供应商|投资方)|(?:{n})收购了我们|从(?:{n})拆分|在(?:{n})的(?:子公司|分公司|母公司)|"
    r"(?:{n})持有我们|作为(?:{n})的|(?:{n})\w{{0,3}}分公司这边|这里是(?:{n})\w{{1,4}}"
    # (batch 94) the writer acting on the subject or the subject on the writer, a past tie to it, a namesake of it:
    # "We acquired Acme.", "We merged with Acme.", "Acme referred us.", "Got your name from Acme.", "Acme is now part of
    # our group.", "I left Acme.", "We used to be called Acme.", "We're the other Acme.", "我们收购了Acme", "Acme介绍我们来的"
    r"|(?:we|i)(?:'ve|'d|\s+have|\s+had|\s+just|\s+recently|\s+finally|\s+also){{0,2}}\s+(?:merged\s+with|invested\s+in|"
    r"left|quit|partner(?:ed)?\s+with|work(?:ed)?\s+(?:closely\s+)?with|share[ds]?\s+[\w\s]{{1,20}}?with|interned\s+at|"
    r"consult(?:ed)?\s+for|used\s+to\s+(?:work\s+(?:at|for|with)|be(?:\s+called|\s+named)?))\s+(?:the\s+)?(?:{n})(?![\w])|"
    r"(?:acquired|bought|took\s+over|absorbed|(?:switch|mov)(?:ed|ing)?\s+away\s+from)\s+(?:the\s+)?(?:{n})(?![\w])|"
    r"(?:stake|interest|shares?)\s+in\s+(?:{n})(?![\w])|(?:purchase|acquisition|takeover|buyout|sale)\s+of\s+(?:{n})(?![\w])|"
    r"(?:dropped|retired|stopped\s+using|no\s+longer\s+use)\s+the\s+(?:{n})\s+(?:name|brand)|(?:{n})\s+(?:is|was)\s+our\s+"
    r"(?:old|former|previous|earlier|first)\s+(?:name|brand)|"
    r"(?:{n})\s+(?:[\w-]+\s+)?(?:referred|introduced|recommended|pointed|told|sent|connected)\s+us(?![\w'])|"
    r"(?:{n})\s+(?:referred|introduced|recommended|pointed)\s+me(?![\w'])|"
    r"(?:got|heard|learned|learnt)\s+(?:about\s+)?(?:you|your\s+\w+)\s+(?:from|through|via)\s+(?:{n})(?![\w])|"
    r"(?:{n})\s+(?:is|was|became)\s+(?:now\s+)?(?:[\w-]+\s+){{0,3}}?(?:of\s+ours|(?:of|into)\s+us|our\s+(?:group|portfolio|"
    r"family))(?![\w])|(?:{n})\s+reports\s+to\s+us|(?:buying|acquiring|absorbing)\s+(?:{n})(?![\w])|"
    r"the\s+(?:{n})\s+(?:acquisition|purchase|takeover|buyout|deal)(?![\w])|at\s+(?:{n})'s\s+(?:conference|event|booth|summit|"
    r"webinar|meetup)|(?:{n})(?:'s)?\s+(?:customers|clients|neighbou?rs?|alum(?:nus|na|ni|s)?|fans?|veterans?)(?![\w])|"
    r"(?:the\s+other|another|(?:a\s+)?different|also\s+(?:called|named)|mixed\s+up\s+with|confused\s+with|same\s+name\s+as|"
    r"not\s+(?:that|the)|ex-|former(?:ly)?)\s*(?:{n})(?![\w])|"
    r"(?:我们|我)(?:已经|去年|刚刚?|今年)?(?:收购|并购|买下|合并|投资|入股|离开)了?\s*(?:{n})|(?:{n})是我们\w{{0,4}}(?:收购|并购|"
    r"买下|投资)的|(?:{n})\w{{0,2}}(?:介绍|推荐)(?:我们|我)|是(?:{n})(?:介绍|推荐)|(?:我们|我)(?:和|跟|与)(?:{n})(?:合并|同名)|"
    r"(?:也叫|同名的|不是那个)\s*(?:{n})|(?:{n})把我们|把\s*(?:{n})\s*(?:买|收购|并购|卖)|持有\s*(?:{n})|"
    r"(?:{n})是我们的(?:前身|旧名|老名字|曾用名)|(?:原来|以前|之前|曾经|曾)(?:叫|在)\s*(?:{n})|从\s*(?:{n})\s*(?:那里|那儿|那边|处)|"
    r"(?:{n})\s*(?:给|告诉|介绍给|推荐给|转给|发给|通知)了?(?:我们|我|你们|你|贵司)")
# a self-introduction of another company in plain words ("Acme Labs here.", "This is Blue Harbor Logistics.")
_INTRODUCED = re.compile(r"^\W*(?:(?i:this\s+is)\s+(?P<a>[A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){1,3})|(?P<b>[A-Z][\w&.'-]*"
                         r"(?:\s+[A-Z][\w&.'-]*){1,3})\s+(?:here|speaking))\W*$")


# the words that make a company of the subject's name another entity of its group ("Acme Labs", "Acme Europe")
_GROUP_PART = frozenset({"labs", "lab", "europe", "emea", "apac", "asia", "americas", "uk", "us", "usa", "germany", "china",
                         "holdings", "holding", "group", "ventures", "capital", "foundation", "international", "global"})


# one pattern for every subject: the subject's names are replaced by one mark before it is read (a pattern per subject
# cost 1.4 ms to compile, on every new subject)
_SUBJECT_MARK = "\ue000"
_AS_ANOTHER_RE = re.compile(_AS_ANOTHER.format(n=_SUBJECT_MARK))


def _subject_as_another(sentences: tuple[_Sentence, ...], names: frozenset[str], kind: str) -> str | None:
    """Why the source's "we" is not the subject: it names the subject as another party than the writer (`_AS_ANOTHER`),
    or introduces itself as another company of more than one word ("Acme Labs here.")."""
    marked = sorted((n for n in names if len(n) >= 2), key=len, reverse=True)
    for t in sentences:
        if any(n in t.norm for n in marked):
            text = t.norm.replace(_SUBJECT_MARK, " ")  # (the mark as a source writes it names no one)
            for n in marked:
                text = text.replace(n, _SUBJECT_MARK)
            if (m := _AS_ANOTHER_RE.search(text)) is not None:
                said = m.group().replace(_SUBJECT_MARK, marked[0]).strip()
                return f'the source names the subject as another party than its writer ("{said}"): "we" is someone else'
        if (m := _INTRODUCED.match(t.raw.strip())) is not None and _another_party(
                who := canon_text(m.group("a") or m.group("b")).strip(" .,'"), names, kind) and (
                not set(who.split()) & names or set(who.split()) & _GROUP_PART):  # ("Acme HQ here." is Acme)
            return f'the writer introduces itself as another company ("{m.group().strip()}")'
    return None


# (batch 94) which entity of the subject's name the statement is about, when the source sets it apart: a note in brackets
# right after the name ("Acme (EMEA) seats: 40", "Acme (the one in Ohio) budget: ...", "Acme（同名公司）的预算"; its legal
# form or a former name, "Acme (Inc.)", "Acme (formerly Initech)", is the subject), a word before the name that picks one
# of several ("New Acme has ...", "That Acme has ..."), a field naming a product, a plan or a project called by the
# subject's name and more ("Product: Acme Cloud", "项目：Acme物流平台"), and "it" right after a line that names a part of
# the subject or a deal it made ("Acme's Asia-Pacific arm runs its own purchasing. It has ...", "Acme acquired Initech.
# It has ..."). {n} stands for the subject's names.
_SET_APART = re.compile(
    r"(?<![\w'])(?P<pick>(?:the\s+)?(?:new|newer|that|this)\s+)?" + _SUBJECT_MARK +
    r"(?:\s+(?:inc|corp|ltd|llc|gmbh|ag|co|plc)\.?|(?P<zh>(?:股份)?(?:有限)?公司|集团|科技|控股|实验室))?\s*"
    r"(?:\((?P<note>[^()\n]{1,50})\)|\[(?P<tag>[^\[\]\n]{1,50})\]|(?P<plus>\+)(?![\s\d.,]*\d))?")
# (batch 114, red-team 46a) the note in brackets may follow the Chinese word of the subject's company or of a kind of
# entity ("Acme公司（另一家公司）的折扣", "Acme集团（母公司）有400个座位", "Acme科技（德国那家）"; its own, "Acme公司（我们）",
# stays the subject's: `_OWN_NOTE`); a plus sign right after the name makes the name of a product, a plan or an edition
# ("Acme+ has 40 seats", "Acme++", "Acme+有40个座位"; not a sum, "Acme + 40"); a word that titles a project, an
# operation, a campaign or a place before the name makes the name that thing's ("Project Acme has a budget of ...",
# "Codename Acme", "Hotel Acme's phone"). A person decides which one the text means.
_TITLED_NAME = re.compile(r"(?<![\w'-])(?P<t>project|operation|program(?:me)?|codename|code\s+name|initiative|campaign|"
                          r"mission|hotel|camp|club|studio|caf[eé])\s+" + _SUBJECT_MARK + r"(?![\w-])")
_OWN_NOTE = re.compile(r"^\s*(?:(?:formerly|previously|fka|f\.k\.a\.|née|nee|aka|a\.k\.a\.|was|ex)[\s.:-]|"
                       r"(?:inc|corp|ltd|llc|gmbh|ag|co|plc|sa|bv|nv|pty|group)\.?\s*$|" + _SUBJECT_MARK + r"|"
                       r"(?:(?:the|a|our)\s+)?(?:customer|client|company|buyer|purchaser|licensee|subscriber|us|we|that's\s+us)\s*$|"
                       r"(?:我们|我方|本公司)\s*$)")
_NAMED_THING = re.compile(r"^\W*(?:product(?:\s+line)?|plan|service|subscription|project|workspace|app|application|brand|"
                          r"platform|tool|edition|sku|offering|program(?:me)?|solution|module|package|bundle|tier|suite|"
                          r"instance|产品|服务|项目|品牌|套餐|平台|应用|版本|方案)\s*[:=]\s*" + _SUBJECT_MARK +
                          r"(?!\s*(?:公司|有限公司|股份有限公司|集团)?\s*$)(?P<rest>[^\n,;()]{0,40})")
_PART_OR_DEAL = re.compile(r"(?<![\w])(?:arm|unit|division|subsidiary|branch|office|brand|product|startup|spin-?off|affiliate|"
                           r"sister|parent|owner|acquired|acquires|bought|buys|sold|sells|merged|spun|renamed|rebranded|"
                           r"is\s+now|formerly|venture)(?![\w])")

_MARKED = r"(?:the\s+)?" + _SUBJECT_MARK + r"(?!'s|[\w@.-]\w)"  # (not its possessive, nor in an address: "@acme.com")
_WE_ACT_ON = re.compile(r"(?<![\w'@#.])(?:we|i)(?:'ve|'d|'ll)?\s+(?P<v>(?:[\w%-]+\s+){1,4}?)" + _MARKED)
_WE_ARE = re.compile(r"^(?:(?:also|now|still|proudly)\s+)?(?:(?:are|am|were\s+renamed|became|represent|run|lead|joined|"
                     r"founded|started|co-?founded|renamed\s+ourselves|call\s+ourselves|trade\s+as|operate\s+as|go\s+by|"
                     r"work\s+(?:at|for)|here\s+at|at|been\s+at|rebranded(?:\s+from\s+[\w-]+)?\s+(?:to|as))|(?:are|am)\s+"
                     r"(?:[\w-]+\s+){0,3}?(?:with|from|at|of|for)|(?:run|lead|head|manage|do|handle)\s+(?:[\w-]+\s+){1,2}?"
                     r"(?:at|for))\s+$")
_WE_AT = re.compile(r"(?<![\w'])(?:(?:we|us)\s+(?:here\s+)?at|here\s+at|on\s+behalf\s+of)\s+" + _MARKED)
_ACTS_ON_US = re.compile(_SUBJECT_MARK + r"(?!'s)\s+(?!(?:is|was|are|were|here|speaking|calling|writing|thanks|team)\b)"
                         r"(?:[\w-]+\s+){1,3}?(?:us|you|your|our)(?![\w'])|(?<![\w'])(?:via|through|off)\s+" + _MARKED)
# a line about a thing of the subject's, or about a thing it made or took ("Acme's Oslo lab ...", "Acme opened a lab")
_ITS_THING = re.compile(r"^\W*" + _SUBJECT_MARK + r"(?:'s\s+(?!own\b)|\s+(?!(?:is|was|are|were|has|had|have)\b)[\w-]+\s+"
                        r"(?:a|an|its|another|one|two|three|new)\s)")
_BACK_REF_IN = re.compile(r"^(?P<a>.+?)(?:;|,\s*and)\s+(?:it|it's|its|they|the\s+company|the\s+firm)(?![\w])")


def _set_apart(s: _Sentence, sentences: tuple[_Sentence, ...], names: frozenset[str]) -> str | None:
    """Why the entity of the subject's name the statement speaks of may be another one (`_SET_APART`)."""
    marked = sorted((n for n in names if len(n) >= 2), key=len, reverse=True)
    if not marked or not any(n in t.norm for t in sentences for n in marked):
        return None

    def mark(text: str) -> str:
        text = text.replace(_SUBJECT_MARK, " ")
        for n in marked:
            text = text.replace(n, _SUBJECT_MARK)
        return text

    mine = mark(s.norm)
    for a in _SET_APART.finditer(mine):
        note = a.group("note") or a.group("tag")
        if note is not None and not _OWN_NOTE.match(note):
            return f'a note beside the subject\'s name may make it another entity of that name ("({note.strip()})")'
        if a.group("plus"):
            return "a plus sign after the subject's name names a product, a plan or an edition of it"
        if a.group("pick") and (a.start() == 0 or not mine[:a.start()].strip(" \t*_-#>")):
            return f'a word before the subject\'s name picks one entity of that name ("{a.group("pick").strip()}")'
    if (m := _TITLED_NAME.search(mine)) is not None:  # (batch 114)
        return f'a word before the subject\'s name titles a project, an event or a place of that name ("{m.group("t")}")'
    for t in sentences:  # ("Product: Acme Cloud", "SKU: Acme Cloud", "项目：Acme物流平台"; not "Product: Acme Inc.")
        if (m := _NAMED_THING.match(mark(t.norm))) is not None and (rest := m.group("rest").strip(" .")) and \
                not set(_WORD.findall(rest)) <= _SUFFIX_WORDS | set(_LEGAL_FORMS):
            return f'a field names a product, a plan or a project of the subject\'s name ("{t.raw.strip()[:60]}")'
    if _SUBJECT_MARK not in mine and _FIRST_PERSON.search(s.norm):
        # a first-person statement beside a line where the writer acts on the subject, or the subject on the writer or
        # the reader, or the writer reached the reader through it ("We took Acme private last year.", "We outgrew Acme.",
        # "Acme gave us your contact.", "We came to you via Acme."): "we" is another party; "We're Acme", "I am with
        # Acme", "We founded Acme", "We rebranded to Acme" name the writer's own
        for t in sentences:
            if t is not s and _SUBJECT_MARK in (text := mark(t.norm)) and (
                    ((v := _WE_ACT_ON.search(text)) is not None and not _WE_ARE.match(v.group("v"))) or
                    _ACTS_ON_US.search(text) and not _WE_AT.search(text)):
                return f'a line names the subject as another party than the writer: "we" is someone else ' \
                       f'("{t.raw.strip()[:60]}")'
    at = next((i for i, u in enumerate(sentences) if u is s), None)
    two = _BACK_REF_IN.match(mine)  # ("...; it has ...", "..., and it has ...")
    above = two.group("a") if two is not None else mark(sentences[at - 1].norm) if at and _BACK_REF.match(s.norm) else ""
    if _SUBJECT_MARK in above and (_PART_OR_DEAL.search(above) or _ITS_THING.match(above)):
        said = above.replace(_SUBJECT_MARK, marked[0]).strip()[:60]
        return f'"it" may point back at another entity than the subject ("{said}")'
    return None


# (batch 93) a record's own fields that say a machine made, guessed or failed it: a JSON error, a model as its author, a
# prediction, an echo of the input ('{"status": "error", ...}', '"written_by": "gpt-4o"', '{"echo": {...}}'); a key-value
# line of the same ("Origin: agent-generated", "Method: extrapolated from headcount", "生成方式：AI", "置信度：0.35"); and
# the chrome of a page or a chat it was copied from ("Posted by u/... · 3 yr. ago", "Archived from the original on ...",
# "Regenerate response", "[tool output truncated]", "white text on white background", "重新生成")
_MACHINE_WORDS = (r"(?:gpt|claude|llm|ai|model|agent|bot|gemini|llama|mistral|copilot|assistant|auto)[\w.-]*|[\w-]*generated|"
                  r"extrapolat\w*|estimat\w*|infer\w*|predict\w*|guess\w*|模型|推断|估算|预测|机器")
_JSON_META = re.compile(
    r"\"(?:status|state|result)\"\s*:\s*\"(?:error|failed|failure|rejected|invalid|denied|timeout)\"|"
    r"\"(?:written_by|generated_by|created_by|author|model|origin|producer|method)\"\s*:\s*\"(?:" + _MACHINE_WORDS + r")|"
    r"\"(?:hallucinated|is_prediction|is_estimate|synthetic|is_synthetic|is_guess|generated)\"\s*:\s*true|"
    r"\"(?:type|kind)\"\s*:\s*\"(?:prediction|estimate|guess|forecast|inference|draft|synthetic)\"|"
    r"\"(?:http_status|status_code|code|error_code)\"\s*:\s*\"?[45]\d\d(?!\d)|\"(?:echo|input|request|attempted|sent)\"\s*:\s*\{|"
    r"\"exit_code\"\s*:\s*[1-9]|\"(?:cached_at|fetched|fetched_at|retrieved_at)\"\s*:\s*\"(?:19|20)[0-2]\d-")
_KV_META = re.compile(r"^\W*(?:origin|author|written\s+by|generated\s+by|created\s+by|method|provenance|生成方式|作者|生成者)\s*[:：]"
                      r"\s*(?:" + _MACHINE_WORDS + r")(?![\w])|^\W*置信度\s*[:：]\s*(?:0?\.[0-6]\d*|[1-6]?\d\s*%)|"
                      r"^\W*(?:可信度|置信度)\s*[:：]\s*(?:低|较低|一般)|^\W*http\s*[45]\d\d(?!\d)")
_PAGE_CHROME = re.compile(r"(?<![\w])(?:posted\s+by\s+u/\S+|archived\s+from\s+the\s+original|last\s+crawled|"
                          r"regenerate(?:\s+response)?\s*$|tool\s+output\s+truncated|white\s+text\s+on\s+(?:a\s+)?white|"
                          r"\d+\s+(?:yr|yrs|years?|mo|mos|months?)\.?\s+ago|reply\s+·\s+like|cached\s+(?:page|copy|version)|"
                          r"generative\s+ai\s+is\s+experimental|\S+\s+›\s+forum)(?![\w])|^\W*(?:cited|quoted|taken)\s+from\s*:|重新生成")


def _odd_file_token(text: str, names: frozenset[str], pred: _Pred) -> str | None:
    """The word of a file's or an attachment's name that makes it another party's, or not the live record ("bak",
    "fixtures", "globex" in "globex/acme.yaml", "DRAFT" in "acme_budget_DRAFT.pdf"), or None."""
    if text.rstrip().endswith("~"):  # an editor's backup copy
        return "~"
    for tok in re.split(r"[\s_./\\()\[\]~,-]+", text.casefold()):
        if not tok or tok.isdigit() or tok in _FILE_EXT or tok in names or tok in pred.words:
            continue
        if tok in _FILE_HOLD or _FILE_VERSION.fullmatch(tok):
            return tok
        if not _CJK.search(tok) and tok not in _english():
            return tok  # a name ("globex"), or a word the rules do not read
    return None


def _written_in(text: str, value: Any) -> bool:
    """Whether `text` writes the value: where the rules read it (`_value_spans`), or its digits as a number of their
    own ("CR-12:18000美元", "协议2:40": after a label's number, where a time is read)."""
    if _value_spans(text, value):
        return True
    n = _amount(value) if not isinstance(value, bool) else None
    if n is None or n != int(n):
        return False
    for d in {f"{int(n)}", f"{int(n):,}"}:  # (no pattern per value: found by hand, bounded by no digit)
        at = text.find(d)
        while at >= 0:
            end = at + len(d)
            if (at == 0 or text[at - 1] not in "0123456789.,") and (end == len(text) or not text[end].isdigit()):
                return True
            at = text.find(d, at + 1)
    return False


def _record_machinery(sentences: tuple[_Sentence, ...], s: _Sentence, value: Any, pred: _Pred,
                      names: frozenset[str]) -> str | None:
    """Why what a machine wrote around a record takes it away (batch 91): a file path above it marked old, a backup or
    another party's ("acme.yaml.bak", "globex/acme.yaml"); a command run on it ("$ git revert HEAD", "UPDATE accounts
    SET budget = 15000 ..."); a later change ("Dana Smith → Sam Lee", "v2: 60", "Transferred: Sam Lee"); a running
    header or footer of another party's document ("Globex Annual Report 2026 | 14", "globex.com/reports"); an
    attachment's name ("[Scanned: Globex invoice]", "acme_budget_DRAFT.pdf"); a failed sync, a spam flag, a revert, or
    another party or a scenario as the record's sheet, workspace or exporter."""
    at = next((i for i, t in enumerate(sentences) if t is s), None)
    if at is None:
        return None
    for i, t in enumerate(sentences):
        if (m := _JSON_META.search(t.norm) or _KV_META.match(t.norm) or _PAGE_CHROME.search(t.norm)) is not None:
            return f'the record says a machine made, guessed or failed it, or whose page it is ("{m.group().strip()[:60]}")'
        if t is s:
            continue
        line = t.raw.strip()
        if _PATH_LINE.match(line) and (tok := _odd_file_token(line, names, pred)) is not None:
            return f'the file it comes from is not the live record, or not the subject\'s ("{line[:60]}": "{tok}")'
        if (m := _ATTACHED.match(line)) is not None and (tok := _odd_file_token(m.group("what"), names, pred)) is not None:
            return f'an attachment or a scan it is read from is another party\'s, or not final ("{line[:60]}": "{tok}")'
        if (m := _COMMAND_LINE.match(line)) is not None and not _SAFE_COMMAND.match(m.group("cmd")) or _SQL_WRITE.match(line):
            return f'a command beside the record changes it or shows another revision ("{line[:60]}")'
        if (m := _META_VOID.search(t.norm)) is not None:
            return f'a field beside the record voids or flags it ("{line[:60]}")'
        if (m := _META_FROM.match(line)) is not None and (tok := _odd_file_token(m.group("who"), names, pred)) is not None:
            return f'the record\'s sheet, workspace or exporter is another party or a scenario ("{line[:60]}": "{tok}")'
        if (m := _RUNNING_LINE.match(line)) is not None and \
                (tok := next((w for w in re.findall(r"[A-Z][\w&-]+", m.group("a") or m.group("b") or m.group("c"))
                              if w.casefold() not in names and w.casefold() not in _english()), None)) is not None:
            return f'a running header or footer names another party ("{line[:60]}": "{tok}")'
        if (m := _URL_LINE.match(t.norm.strip())) is not None and "@" not in line and \
                _registrable(m.group("d")) not in names and _registrable(m.group("d")):
            return f'a web address beside it is another party\'s ("{line[:60]}")'
        if i > at and (m := _REVISION_LINE.match(t.norm)) is not None and (
                not m.group("rest") or len(_WORD.findall(m.group("rest"))) <= 4 or
                (pred.names is not None and pred.names.search(m.group("rest")))) and not (  # ("Amendment 1: payment terms ...")
                (a := _CHANGE_ARROW.search(m.group("rest") or "")) is not None and
                _written_in(m.group("rest")[a.end():], value)):  # ("Amendment 2: 25 → 40": to the value claimed)
            return f'a later line of the record gives another revision or holder ("{line[:60]}")'
        if (a := _CHANGE_ARROW.search(t.norm)) is not None:
            head, tail = t.norm[:a.start()], t.norm[a.end():]
            if (_written_in(head, value) or not head.strip(" -*•:")) and not _written_in(tail, value):
                return f'a line changes it to something else ("{line[:60]}")'
    return None


# (batch 110) a line of one rule character under a heading, not only "===" or "---" ("Globex\n──────", "Initech\n══════",
# "Hooli\n______", "Northwind\n******", "Vandelay\n‾‾‾‾‾‾")
_UNDERLINE = re.compile(r"\s*([=\-~_*+.─━═‾—–^#])(?:\s?\1){2,}\s*")


def _record_voids(sentences: tuple[_Sentence, ...], s: _Sentence, captured_at: datetime,
                  names: frozenset[str] | None = None, kind: str = "", value: Any = None) -> str | None:
    """Why a record's other lines take the statement back: a heading above it that names another group or an old
    year, or a field beside it that voids, ends or replaces its value (see `_VOIDING_KEY`)."""
    at = next((i for i, t in enumerate(sentences) if t is s), None)
    if at is None:
        return None
    for t in sentences[max(0, at - 6):at]:
        if (why := _heading_voids(t, captured_at)) is not None:
            return why
    for t in sentences:
        if t is not s and value is not None and (m := _SAME_VALUE_OVER.search(t.norm)) is not None and any(
                x < m.end() + 40 and y > m.start() - 60 for x, y, _ in _value_spans(t.norm, value)):
            return f'another sentence puts the same value in the past, or refuses it ("{t.raw.strip()[:60]}")'
    for i, t in enumerate(sentences[:at]):
        underlined = i + 1 < at and _UNDERLINE.fullmatch(sentences[i + 1].raw)
        sec = _SECTION_NAME.match(t.raw.strip())
        other_head = _OTHER_HEAD.match(t.raw.strip())
        if (h := _HEADING.match(t.raw.strip())) is not None or sec is not None or underlined or other_head is not None:
            head = canon_text((h.group("h") or h.group("c") if h else None) or (sec.group("i") or sec.group("f") if sec
                                                                                 else None) or
                              (next(g for g in other_head.groups() if g) if other_head else None) or t.raw.strip())
            words = head.split()
            name = words[0] if 1 < len(words) <= 3 and all(w in _HEAD_GENERIC for w in words[1:]) else head  # "# Globex account"
            token = (name.split(".")[-1] if sec is not None and sec.group("i") else name.split(".")[0]).split("/")[-1].strip()
            named = sec is not None or underlined or bool(h and h.group("h")) or other_head is not None
            if _TEST_WORDS.search(head) or (names is not None and named and len(_WORD.findall(token)) == 1 and
                                            token not in _ENV_WORDS and token not in _common() and
                                            (party := _a_party(token, 0, _pred("party", (), (), ())))
                                            and _another_party(party, names, kind)):
                return f'a heading or a section above it puts it under another name ("{t.raw.strip()[:60]}")'
            if _OTHER_GROUP.search(head):
                return f'a heading above it puts it under another group ("{t.raw.strip()[:60]}")'
            years = [int(y) for y in _YEAR_ALONE.findall(head)]
            if years and max(years) < captured_at.year - 1 and len(_WORD.findall(head)) <= 3:
                return f'a heading above it dates it ("{t.raw.strip()[:60]}")'
    for t in sentences:
        if (m := _DOC_KIND_KEY.search(t.norm) or (None if t is s else _ROW_STATE.search(t.norm)
                                                   or _UNCHECKED_CONFIRM.search(t.norm))) is not None:
            return f'a field of the record says it is void, unconfirmed or a document that offers ("{m.group().strip()[:50]}")'
        if (m := _VOIDING_KEY.search(t.norm)) is not None and not (t is s and m.start() < len(t.norm) // 2 and
                                                                 not re.search(r"[\"'{]", t.norm)):
            return f'a field beside it voids, ends or replaces it ("{m.group().strip(" {,")[:50]}")'
        for m in _QUALIFYING_KEY.finditer(t.norm):
            if (why := _qualifying_field(m, captured_at, names)) is not None:
                return f'a field beside it {why} ("{m.group().strip(" {,")[:50]}")'
    return None


# (batch 95) a record's own state, in a field or a table's row after the value, as deleted or void ("Record: deleted",
# "| Row | deleted |", "Entry: removed", "记录：已删除")
_ROW_STATE = re.compile(r"(?:^|[|{,\s\"'])(?:record|row|entry|item|line|记录|条目|本行)(?:[_ ]status)?[\"']?\s*[:=：|]\s*[\"']?"
                        r"(?:deleted|removed|void(?:ed)?|obsolete|retired|inactive|stale|archived|superseded|"
                        r"已?删除|已?作废|已?失效|停用)")
# (batch 95) a confirmation the form leaves unticked ("Confirmed: [ ]", "Signed: ☐", "☐ Verified by the owner", "已确认：□")
_BOX = r"(?:\[\s\]|☐|□|\(\s\))"
_UNCHECKED_CONFIRM = re.compile(
    r"(?:(?<![\w])(?:confirmed|signed(?:\s+off)?|verified|agreed|approved|accepted|final)|已?确认|已?签字|已?签署|已?核实|同意)"
    r"[^\n\[☐□(]{0,25}?[:：?]?\s*" + _BOX + r"|" + _BOX + r"\s*(?:confirmed|signed|verified|agreed|approved|accepted|final|"
    r"已?确认|已?签字|已?核实)")
# (batch 95) a record's kind, in a JSON key, as a document that offers or asks rather than records ('"doc_type":
# "quote"', '"object": "quote_line"', '"单据类型": "报价单"')
_DOC_KIND_KEY = re.compile(r"[\"'](?:type|doc(?:ument)?(?:[_ ]type)?|record[_ ]type|object|kind|form|template|类型|单据类型|"
                           r"文档类型)[\"']\s*:\s*[\"'][^\"']{0,20}?(?:quot|propos|offer|bid|rfp|estimat|order[_ ]form|"
                           r"request|报价|方案|投标|询价|申请)")


# a record's field beside the value that qualifies it: when it starts (ahead), when it was last checked (long ago), where
# it comes from (a deck, a website, a guess), what it is counted per ("unit: per office"), another entity's record
# ("entity: acme-uk" for acme)
_QUALIFYING_KEY = re.compile(
    r"(?:^|[{,\s\"'])(?P<k>valid[_ ]from|effective(?:[_ ](?:from|date|on))?|starts?(?:[_ ](?:on|at|date))?|start[_ ]date|begins?|"
    r"last[_ ](?:checked|verified|confirmed|reviewed)|(?:checked|verified|confirmed|reviewed)[_ ](?:at|on)|source|origin|"
    r"unit|per|basis|scope|entity|legal[_ ]entity|subsidiary|company|org|organi[sz]ation|tenant)[\"']?\s*[:=]\s*[\"']?"
    r"(?P<v>[^\"',}\n]{1,60})")
_SOFT_SOURCE = re.compile(r"(?<![\w])(?:deck|slides?|marketing|website|site|web|linkedin|pitch|brochure|press|guess|guessed|"
                          r"estimate[ds]?|forecast|model|rumou?r|hearsay|unverified|memory|draft|wish|assumption|llm|ai|chatgpt|"
                          r"scraped|third[- ]party)(?![\w])")
_FIELD_PER = re.compile(r"^(?:(?:per\s+|each\s+|a\s+)?(?:project|office|site|deal|contract|customer|client|subsidiary|team|region|"
                        r"location|brand|month|week|day|quarter|store|branch|country|department)s?|(?:per|each|a)\s+(?:seat|user|"
                        r"person|head|licen[cs]e)s?)\b")


def _qualifying_field(m: re.Match[str], captured_at: datetime, names: frozenset[str] | None) -> str | None:
    """Why a field `_QUALIFYING_KEY` found qualifies the record's value, or None."""
    k, v = m.group("k").replace("_", " "), m.group("v").strip()
    if k.startswith(("valid", "effective", "start", "begin")):
        d = as_date(v)
        return "starts it later" if d is not None and (d[0], d[1], d[2] or 1) > \
            (captured_at.year, captured_at.month, captured_at.day) else None
    if k.startswith(("last", "checked", "verified", "confirmed", "reviewed")):
        d = as_date(v)
        return "says it was last checked long ago" if d is not None and _before_capture(d, captured_at, months=12) else None
    if k in ("source", "origin"):
        return "gives it a source that is no record" if _SOFT_SOURCE.search(v) else None
    if k in ("unit", "per", "basis", "scope"):
        return "counts it per part" if _FIELD_PER.match(v) else None
    if names is not None:  # an entity's field: the subject's own name (with its legal form) or another's
        words = {w for w in _name_words(canon_text(v)) if w not in _LEGAL_FORMS}
        return "names another entity" if words and not words <= names else None
    return None


# a speaker's label set off by a dash, an arrow, brackets or a timestamp ("Globex - We have ...", "Globex → ...",
# "(Globex) ...", "Globex (10:02): ...", "Globex, 10:02: ...", "... (Globex)"); "Globex: ..." is read as a label already
_NAME_WORDS = r"[A-Z][\w&.'-]*(?:,?\s[A-Z][\w&.'-]*){0,3}?"
_LABELLED_BY = re.compile(
    r"^\(?(?P<who>" + _NAME_WORDS + r"(?:\s[-–—]+\s*" + _NAME_WORDS + r"){0,2})\)?\s*(?:(?:\(\s*\d{1,2}:\d{2}[^)]{0,12}\)|"
    r",\s*\d{1,2}:\d{2})\s*:|"
    r"\s[-–—]+|\s?(?:→|->|=>|>>|»))\s+"
    r"|^\((?P<w2>" + _NAME_WORDS + r")\)\s*:?\s+"
    r"|\((?P<w3>" + _NAME_WORDS + r")\)\s*[.!]?\s*$")
_LABEL_LEAD = re.compile(r"^(?:quoting|quote|per|via|from|according to|source|said|says|see|cc|by|re)\s+", re.IGNORECASE)


def _labelled_other(m: re.Match[str], value: Any, pred: _Pred, names: frozenset[str], kind: str) -> str | None:
    """Why a label (`_LABELLED_BY`) gives the words to another party: one of its names is another party's and none is
    the subject's ("Dana — Acme — ..." is the subject's own person)."""
    parts = [_LABEL_LEAD.sub("", w.strip()) for w in re.split(r"[,–—]|\s-+\s", m.group("who") or m.group("w2") or
                                                              m.group("w3") or "") if w.strip()]
    role = _lang("en").cues["other_party"]
    others = False
    for who in parts:
        party = _a_party(who, value, pred)
        if party and not _another_party(party, names, kind):
            return None  # the subject's own
        others = others or bool(party) or (role is not None and (r := role.search(canon_text(who))) is not None and
                                           r.group() not in _SPEAKER_OWN_ROLES)
    return f'a label gives the words to another party ("{m.group().strip()[:60]}")' if others else None


# a greeting or an address line naming whom the text is written to ("Dear Acme team,", "Hi Acme,", "To Acme:", "Acme
# team - ...", "Dear customer,")
_ADDRESSED = re.compile(r"^\s*(?:(?:dear|hi|hello|hey|to|attn|attention)\s*:?\s+(?:the\s+)?(?P<who>[\w&.'-]+(?:\s[\w&.'-]+)?"
                        r"?)(?:\s+(?:team|folks|all|people|colleagues|friends))?\s*[,:!]"
                        r"|(?P<w2>[\w&.'-]+)\s+team\s*[-–—:,])")
# a chat line labelled as a machine's ("Bot:", "Assistant:", "[AI]:", "Agent (10:01):")
_MACHINE_LABEL = re.compile(r"^\s*[\[(]?(?:bot|assistant|ai|agent|system|chatbot|gpt|claude|copilot|model|virtual assistant|"
                            r"ai assistant)[\])]?\s*(?:\([^)]{0,20}\))?\s*:")
# a line that hands over someone else's text, above it ("---------- Forwarded message ---------", "Begin forwarded
# message:", "Pasted from an old thread:"; a quoted writer's line is read for whose words they are), or a heading that makes what
# follows one of several options ("Option 1:", "Plan B:", "Low case:")
_HANDED_OVER = re.compile(r"^[\s>*_=-]*(?:-{2,}\s*)?(?:forwarded message|begin forwarded message|original message|previous message|earlier message|"
                          r"forwarding (?:this|it|the below|their|his|her)|pasted (?:from|below)|pasting (?:their|his|her)|"
                          r"copied (?:from|below)|copy of (?:the|their|a)|quoting|(?:their|his|her) (?:answer|reply|"
                          r"message|note|mail|email|response|text)\b|"
                          r"from (?:an|the|another) (?:old|older|earlier|other|previous) (?:thread|chat|email|message|note))")
# a question that frames its bare answer ("Q: How many seats would you need if ...?\nA: 40 seats."): a condition, another
# time, a part or a bound
_FRAMED_Q = re.compile(r"(?<![\w])(?:if|would|could|should|will|did|were|had|before|once|after|next\s+year|last\s+year|"
                       r"minimum|maximum|at\s+least|at\s+most|alone|per|best\s+case|worst\s+case|supposing|provided|unless|"
                       r"assuming|in\s+case)(?![\w])")
# a question's polite opening, which frames nothing ("Would you mind telling me ...", "Did you get a chance to check ...")
_POLITE_ASK = re.compile(r"(?:^|(?<=[\s,:]))(?:would|could|can|will)\s+you\s+(?:please\s+)?(?:mind|tell|share|let|confirm|check|send|"
                         r"give|say)\b|did\s+you\s+(?:get|have)\s+a\s+chance\s+to|did\s+you\s+manage\s+to")
# a lead-in line (ending with a colon) handing over text that is another's, a draft, old or hypothetical ("Here is what
# Globex's procurement team sent over:", "Below is the reply I drafted ... if the board agrees:")
_LEAD_FRAME = re.compile(r"(?<![\w])(?:competitors?|rivals?|drafted|draft|if\s+the|hypothetical|from\s+(?:an?\s+|the\s+)?"
                         r"old\s+(?:\d{4}\s+)?(?:questionnaire|rfp|form|profile|survey)|last\s+year's\s+(?:rfp|questionnaire|answers?|form|"
                         r"survey|profile)|(?<!our\s)(?<!my\s)(?<!your\s)(?<!the\s)(?<!this\s)(?!our\b|my\b|your\b|the\b|this\b|yesterday\b|today\b|"
                         r"tomorrow\b|(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|(?:last|next)\b)"
                         r"(?P<who>[a-z][\w&-]*)'s\s+(?:procurement|team|reply|answers?|numbers|profile|figures|sheet|company|website|side)|"
                         r"(?:text|answers?|reply|numbers|figures)\s+from\s+(?!our\b|my\b|the\b)(?P<who2>[a-z][\w&-]*)\s+(?:procurement|sales|"
                         r"team|legal|finance))(?![\w])")
# the header of an earlier message in a thread ("From: Sam Lee", "From: Dana <dana@acme.com>"): with a reply above it,
# the text below it is that earlier message, someone else's or older
_REPLY_WORDS = re.compile(r"^\W*(?:thanks|thank\s+you|sounds\s+good|ok|okay|noted|great|got\s+it|hi|hello|dear|perfect|sure)\b")
_MAIL_FIELD = re.compile(r"^\W*(?:to|cc|bcc|subject|date|sent|re|fw|fwd|an|betreff|objet|asunto|reply-to)\s*:")
_THREAD_FROM = re.compile(r"^\W*(?:from|von|de|van|da)\s*:\s*(?P<w>\S.*)$")
_SEPARATOR = re.compile(r"^\s*[_*=~-]{3,}\s*$|^\W*(?:-{2,}|_{2,})?\s*(?:original\s+message|previous\s+message)\W*$")
# a line about the text's figures as a whole that says they are not firm: "None of the numbers in this email are final
# until ...", "Everything above is only what we'd need if ...", "I copied the figures above from an old form", "The
# figures above are from the Globex account", "All of this depends on the board ..."
_ABOVE_NOT_FIRM = re.compile(
    r"(?P<subject>(?:everything|all|none|each|any)\s+(?:of\s+)?(?:(?:this|that|the\s+above|the\s+(?:numbers?|figures?|amounts?|"
    r"values?|details|info(?:rmation)?|answers))(?:\s+(?:(?:i|we)\s+(?:wrote|gave|listed|sent|said)\s+)?(?:above|below|in\s+(?:this|my|"
    r"the)\s+(?:e-?mail|message|note|thread|doc(?:ument)?)))?|(?:(?:i|we)\s+(?:wrote|gave|listed|sent|said)\s+)?(?:above|below))|"
    r"the\s+(?:numbers?|figures?|amounts?|values?|details|info(?:rmation)?|answers)\s+(?:(?:i|we)\s+(?:wrote|gave|listed|sent)\s+)?"
    r"(?:above|below|in\s+(?:this|my|the)\s+(?:e-?mail|message|note|thread|doc(?:ument)?))|the\s+(?:amounts|numbers|figures)\s+"
    r"(?:i|we)\s+(?:listed|gave|wrote|sent))\b(?P<between>[^.!?;:,]{0,80}?)(?P<cue>hypothetical|scenario|not\s+(?:yet\s+)?final|"
    r"aren't\s+final|isn't\s+final|final\s+until|binding\s+until|placeholders?|drafts?\b|estimates?\b|depends?\s+on|if\s+the|pending|"
    r"not\s+(?:yet\s+|been\s+)*approved|(?:has|have)\s+not\s+approved|haven't\s+approved|hasn't\s+approved|may\s+not\s+be|might\s+not\s+be|"
    r"outdated|out\s+of\s+date|from\s+(?:an?\s+|the\s+|our\s+)?(?:old|older|previous|\d{4})\b|from\s+the\s+\w+\s+account|proposed|"
    r"tentative|subject\s+to|would\s+need|for\s+planning|not\s+confirmed|unconfirmed|to\s+be\s+confirmed|\btb[cd]\b|up\s+in\s+the\s+air|"
    r"indicative|preliminary|provisional|(?:working\s+)?assumptions?|grain\s+of\s+salt|ballpark|(?:can|could|may|might)\s+(?:still\s+)?"
    r"change)|(?:i|we)\s+(?:copied|pasted)\s+the\s+(?:numbers?|figures?|amounts?|values?|details)\s+(?:above|below)\s+from")
# (batch 94) the same of a text's figures without "the ... above": "All figures are estimates.", "Note: figures are
# approximate.", "Numbers are rough.", and a note's label alone: "Footnote: estimates.", "(Figures: ballpark.)"
_LOOSE_WORDS = (r"(?:estimates?|estimated|approximate|approximations?|approx\.?|rough|ballpark|indicative|preliminary|"
                r"provisional|tentative|placeholders?|guess(?:es|timates?)?|illustrative|made\s+up|fictional|fake|dummy|"
                r"samples?|examples?|unverified|unconfirmed|not\s+(?:yet\s+)?(?:final|firm|confirmed|verified))")
_FIGURES_LOOSE = re.compile(
    r"^[\W_]*(?:(?:foot)?notes?\s*:\s*|n\.?\s?b\.?\s*:?\s*|disclaimer\s*:\s*|caveat\s*:\s*)?(?:(?:all|these|our|my|the|any)\s+"
    r"(?:of\s+(?:the|our|my|these)\s+)?)?(?:numbers|figures|amounts|values|prices|costs|dates|data|stats|statistics)\s+"
    r"(?:(?:here|above|below|shown|quoted|given)\s+)?(?:are|were|is|remain|stay)\s+(?:all\s+|only\s+|just\s+|very\s+|still\s+|rough\s+)?" + _LOOSE_WORDS + r"(?![\w])"
    r"|^[\W_]*(?:(?:foot)?notes?|n\.?\s?b\.?|disclaimer|caveat|figures|numbers|amounts|values)\s*:\s*(?:all\s+)?(?:rough\s+)?"
    + _LOOSE_WORDS + r"[\W_]*$")
# words before the cue that turn it round ("are not drafts", "replace the estimates", "no longer pending")
_NOT_BEFORE_CUE = re.compile(r"(?<![\w])(?:not|no|never|replaces?|replaced|replacing|instead|rather|no\s+longer)(?![\w])")
_SCENARIO_HEAD = re.compile(r"^[\s#*_>-]*(?:(?:option|plan|scenario|alternative|variant|version|proposal)\s*(?:[a-z]|\d{1,2}|one|"
                            r"two|three|four)|(?:low|high|base|bear|bull|best|worst|mid|upside|downside|stretch|conservative|"
                            r"aggressive)[- ]case)[\s*_]*[:.)-]?\s*$")
# a line that dates the text below or above it ("Date: 2019-03-04", "Sent: Monday, March 4, 2019", "Posted 2019-03-04",
# "Last edited 4 March 2019", "Minutes of the 4 March 2019 meeting", "Notes from our 2019 kickoff")
_DATE_LINE = re.compile(r"^[\s*_>|-]*[\u4e00-\u9fff]{0,4}日期\s*:|"  # (batch 84) "报表日期：", and a qualified "Report date:"
                        r"^[\s*_>|-]*(?:(?:report|reporting|statement|data|document|file|record|snapshot|extract|export)\s+date|"
                        r"data\s+as\s+(?:at|of)|figures\s+as\s+(?:at|of)|date|dated|sent|posted|written|created|updated|last (?:edited|updated|modified|"
                        r"revised)|revised|minutes of|notes from|notes of|meeting notes|as of|as at)(?![\w])")
_YEAR_ALONE = re.compile(r"(?<!\d)((?:19|20)\d{2})(?!\d)")  # a year written alone ("Notes from our 2019 kickoff")
OLD_DOCUMENT_DAYS = 365  # a line dating the text more than this before its capture: what it says may be over


def _for_a_past_period(t: _Sentence, at: datetime) -> bool:
    """A field naming the period its record is for, every time it names over before the capture (above)."""
    if not _PERIOD_FIELD.match(t.norm):
        return False
    if _PAST_PERIOD_WORD.search(t.norm):  # "所属年度：去年", "Period: last year"
        return True
    found = [d for d, _ in dates_in(t.raw)] or [(int(y), 12, 31) for y in _YEAR_ALONE.findall(t.norm)]
    return bool(found) and all(_ordinal(d) < at.date().toordinal() for d in found)


def _dated_long_before(t: _Sentence, at: datetime) -> bool:
    """A line that dates its text a year or more before the source was captured."""
    if not _DATE_LINE.match(t.norm):
        return False
    found = [d for d, _ in dates_in(t.raw)] or [(int(y), 12, 31) for y in _YEAR_ALONE.findall(t.norm)]
    limit = at.date().toordinal() - OLD_DOCUMENT_DAYS
    return bool(found) and all(_ordinal(d) < limit for d in found)


def _ordinal(d: tuple[int, int, int | None]) -> int:
    y, m, day = d
    try:
        return date(y, m, day or 28).toordinal()
    except ValueError:
        return 1


MAX_BESIDE_WORDS = 30  # the longest sentence right beside a statement read for a cue that opens it
_COURTESY_OPENING = re.compile(r"\s*(?:and\s+)?(?:if|should)\s+(?:you|there|anyone)\s+(?:have|has|are|is|need|needs|want|wants|"
                               r"'d like|would like|run into|hit|see|spot|notice|find)\s+(?:any\s+|some\s+|more\s+)?"
                               r"(?:questions?|concerns?|issues?|problems?|anything|help|comments?|feedback|trouble|thoughts|"
                               r"further|more|other)")
_STRONG_BESIDE = ("framing", "conditional", "corrects", "hedge")


def _qualifies_at_length(t: _Sentence) -> str | None:
    """Why a sentence right before or after the statement, longer than `_qualifies` reads (up to
    MAX_BESIDE_WORDS), qualifies it: a word that calls it untrue or a jest anywhere ("Everything I write here
    is satire ..."), or a cue that opens it ("Only if the board agrees ...", "Just kidding, ...", "None of that
    has been approved ...", "Nothing in this message should be relied on ..."), a negation only when the
    sentence points back at the statement."""
    words = _WORD.findall(t.norm)
    if len(words) <= 10 or len(words) > MAX_BESIDE_WORDS or t.zh:
        return None
    said = f'the sentence beside it qualifies it ("{t.raw.strip()[:60]}")'
    if _FALSITY.search(t.norm) or _JEST_BESIDE.search(t.norm):  # (batch 108) "Anyway, enough jokes, ..."
        return said
    head = len(t.norm) - len(t.norm.lstrip()) + 25
    courtesy = _COURTESY_OPENING.match(t.norm) is not None  # "If you have any questions, ...": no condition on it
    for c in (*_STRONG_BESIDE, "negation", "reopened"):
        if courtesy and c == "conditional":
            continue
        for x, _ in t.hits[c]:
            if x < head and (c in _STRONG_BESIDE or _BACK.search(t.norm)) and not (c == "negation" and _affirms(t, x)):
                return said
    return None


# an e-mail's courtesy, and a question put to the reader, which qualify nothing the writer states
_POLITE = re.compile(r"^\W*(?:(?:i|we)\s+)?hope\s+(?:this|that|you|all|everything|it|to)\b[^.?!]{0,40}?(?:well|helps|soon|fine|"
                     r"good|great|okay|ok|clarifies|from\s+you)\W*$|^\W*(?:sorry|apologies)\s+for\s+(?:the|my|our)\s+(?:delay|"
                     r"delayed\s+response|late\s+reply|slow\s+(?:reply|response)|wait)\W*$|^\W*have\s+a\s+(?:great|good|nice|"
                     r"lovely|wonderful)\s+\w+\W*$|^\W*(?:it\s+was\s+)?(?:nice|great|good)\s+(?:chatting|talking|speaking|"
                     r"meeting|to\s+(?:chat|talk|speak|meet))\b[^.?!]{0,30}\W*$|^\W*(?:(?:many\s+)?thanks|thank\s+you|(?:we\s+|i\s+)?"
                     r"(?:loved|enjoyed|liked|appreciated)|great|nice|good)\s+(?:(?:again\s+)?for\s+)?(?:the|your|a)\s+(?:product\s+|"
                     r"live\s+)?(?:demo|demonstration|presentation|walkthrough|walk-through)(?:\s+(?:yesterday|today|last\s+week|"
                     r"on\s+\w+))?\W*$")
_ZH_POLITE = re.compile(r"^\W*(?:非常|十分)?(?:感谢|谢谢)(?:您|你们|你)?(?:昨天|今天|上周|周[一二三四五]|刚才)?(?:的|做的)?(?:产品)?"
                        r"(?:演示|介绍|讲解)\W*$")
_TO_YOU = re.compile(r"^\W*(?:(?:can|could|would|will|do|does|did)\s+(?:you|u)|(?:when|what|how|where|which)\s+(?:can|could|"
                     r"would|will|do|does)\s+(?:you|u))\b")


_NO_ABBREVIATION = re.compile(r"no\.\s*(?:\d|of\b|[a-z]{2,}-?\d)")  # "Invoice No. 1042", "No. of seats": a number's label


def _to_the_reader(t: _Sentence) -> bool:
    """A question put to the reader about something else ("Can you send a quote?"; not "Do you agree?", "Can you
    confirm 45?")."""
    return t.question and _TO_YOU.match(t.norm) is not None and not re.search(
        r"\d|(?<![\w])(?:agree|confirm|think|sure|right|correct|true|accurate)(?![\w])", t.norm)


# (batch 114, red-team 46b: units, bases and measures that are not the claim's) what holds a value a sentence asserts
# when it is measured on another basis than the claim's; each runs only on a sentence already accepted.
# A quarter, a half or a month of a fiscal or financial year ("Q1 of FY27", "March 1 of FY27", "Q4 (financial year)",
# "in March, fiscal", "财年Q1", "2027财年Q1", "会计年度Q2"): the calendar's quarter or month may be another ("2027-03-01
# fiscal" is `_RECKONING`'s; "fiscal Q4" alone `_not_the_plan`'s, for a plan only)
_FISCAL_MARK = re.compile(r"(?<![\w-])(?:fiscal|financial\s+year|fy(?:\s?(?:\d{4}|\d{2}))?)(?![\w])|财年|财务年度|会计年度|财政年度")
_PERIOD_VALUE = re.compile(r"\s*(?:q[1-4]|h[12]|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?(?:\s+\d{1,2})?)\s*")
# a count of people that names the plan's places, not the people ("headcount is 40 approved", "40 heads in the plan",
# "40 on the plan", "40 budgeted"): positions approved or budgeted, not who is employed
_PLANNED_COUNT_AFTER = re.compile(r"\s+(?:heads?\s+|people\s+|positions?\s+)?(?:approved|budgeted|planned|sanctioned|"
                                  r"(?:in|on|per)\s+(?:the\s+)?(?:plan|budget|org\s+chart)|on\s+paper)(?![\w-])")
_PLACE_WORDS = frozenset({"city", "hq", "headquarters", "office", "location", "town"})
_PEOPLE_COUNT = frozenset({"headcount", "team", "staff", "employees", "people", "size", "fte"})
# a place's wider area put after the name ("Berlin, the region not the city", "Munich, the metro area", "Frankfurt,
# greater area", "Hamburg - the metro region"): the city the claim names may not be where it is
_WIDER_AREA_AFTER = re.compile(r"\s*(?:[,(;]|\s[–—-]+)\s*(?:(?:the|its|their|our)\s+)?(?:wider|greater|broader|whole|surrounding)?\s*"
                           r"(?:metro(?:politan)?\s+(?:area|region)|metro|region|area|state|district|county|suburbs?|"
                           r"commuter\s+belt|conurbation)(?![\w-])"
                               # it ends the clause, or sets the city apart (not a label: "Region: DACH"; nor "region manager")
                               r"(?=\s*(?:[.,;)!?]|$)|\s+(?:not|rather|around|outside|near|of)(?![\w-]))")
# an internal line before a phone number ("Phone: internal 204", "internal 4471"): reached from inside only
_INTERNAL_LINE_BEFORE = re.compile(r"(?<![\w-])(?:internal|intern|inhouse|in-house)(?:\s+(?:line|number|no\.?|ext\.?))?\s*[:#]?\s*$")
# a date, an aside in brackets (its zone: "(Sydney time)", "(AEST)"), then the day it is elsewhere ("which is Feb 28
# for our team in London", "that's Feb 28 for us"): the day the claim means may be the other
_BRACKET_ASIDE = re.compile(r"\s*[(（][^()（）\n]{1,30}[)）]\s*,?")
_OTHER_DAY_LINK = re.compile(r"\s*(?:(?:which|that)(?:'s|\s+is|\s+makes\s+it)|i\.?\s?e\.?|so(?:\s+it'?s)?)\s*[,:]?\s*"
                             r"(?:still\s+|already\s+|only\s+)?(?:the\s+)?")


def _unit_basis_other(s: _Sentence, vs: int, ve: int, pred: _Pred, numeric: bool, dated: bool) -> str | None:
    """Why a value a sentence asserts is measured on another basis than the claim's (above; batch 114, 46b)."""
    if not numeric and not dated and _PERIOD_VALUE.fullmatch(s.norm, vs, ve) is not None and \
            (m := _FISCAL_MARK.search(s.norm)) is not None:
        return f'a quarter, half or month of a fiscal year ("{m.group()}"), which the calendar\'s may not be'
    if numeric and pred.own & _PEOPLE_COUNT and (m := _PLANNED_COUNT_AFTER.match(s.norm, ve)) is not None:
        return f'the places a plan gives, not the people ("{m.group().strip()}")'
    if not numeric and not dated and pred.own & _PLACE_WORDS and (m := _WIDER_AREA_AFTER.match(s.norm, ve)) is not None:
        return f'a wider area than the place ("{m.group().strip(" ,;(–—-")}")'
    if pred.own & _CONTACT_WORDS and (m := _INTERNAL_LINE_BEFORE.search(s.norm, max(0, vs - 24), vs)) is not None:
        return f'an internal line ("{m.group().strip()}"), not a number that reaches it from outside'
    if dated and (b := _BRACKET_ASIDE.match(s.norm, ve)) is not None and \
            (link := _OTHER_DAY_LINK.match(s.norm, b.end())) is not None and \
            (d := _MONTH_DAY.match(s.norm, link.end())) is not None and (own := as_date(s.norm[vs:ve].strip())) is not None \
            and _month_day(d, own[0])[1:] != own[1:]:
        return f'the day it is elsewhere ("{s.norm[b.end():d.end()].strip(" ,")}")'
    return None


# (batch 114, red-team 46b) a short sentence beside the value that names another basis for it: concurrent or
# simultaneous use ("Concurrent.", "Concurrent ones.", "Simultaneous."), a tax or a one-off basis ("Net of tax.",
# "Gross of tax.", "One-off.", "One-time."), a margin, points or full-time equivalents ("Of margin.", "In points.",
# "Margin, not list.", "FTEs.", "In FTE terms."); in Chinese "并发的。", "一次性的。", "税前。", "不含税。", "按人月算。"
_BASIS_BESIDE = re.compile(
    r"^\W*(?:(?:concurrent(?:ly)?|simultaneous(?:ly)?|floating)(?:\s+(?:ones?|use|usage|users?|seats?|licen[cs]es?|"
    r"logins?|sessions?|access))?|(?:net|gross)\s+of\s+(?:tax|taxes|vat|gst|fees|discounts?|rebates?|credits?)|"
    r"one[\s-]?(?:off|time)(?:\s+(?:only|payment|fee|cost|spend|purchase))?|(?:of|in)\s+(?:margin|markup|points|"
    r"percentage\s+points|basis\s+points)|(?:margin|markup)(?:\s*,?\s*not\s+(?:list|discount|off))?|"
    r"(?:in\s+)?ftes?(?:\s+terms)?|in\s+fte\s+terms|full[\s-]time\s+equivalents?|positions?\s*,?\s*not\s+(?:people|heads))\W*$")
_ZH_BASIS_BESIDE = re.compile(r"^\W*(?:都是|全是|按|是|属于)?(?:并发(?:的|用户|席位|许可|账号)?|一次性(?:的|支出|费用|付款)?|"
                              r"税前(?:的)?|税后(?:的)?|不?含税(?:的)?|毛利(?:率)?|加价(?:率)?|人月|fte)(?:算|计|口径)?(?:的)?\W*$")


def _restated_after(s: _Sentence, vs: int, ve: int, numeric: bool, dated: bool) -> str | None:
    """Another value of the claim's kind ending the sentence after the speaker's asides (`_RESTATED_AFTER`)."""
    if s.zh and not numeric and not dated and ve > vs and not re.search(r"\d", s.norm[vs:ve]) and \
            (z := _ZH_RESTATED_AFTER.match(s.norm, ve)) is not None and \
            z.group("other") != s.norm[vs:ve].strip():  # "我们总部在柏林，是慕尼黑。"
        return f'another value ends the sentence after an aside ("{z.group().strip(" ，,。")}"): a self-correction'
    if ve <= vs or (m := _RESTATED_AFTER.match(s.cased or s.norm, ve)) is None or \
            _PLEASANTRY.fullmatch(s.norm[ve:].strip(" ,;.")):  # ("Munich, thanks, Dana": a sign-off)
        return None
    other = m.group("other").strip()
    figure = any(c.isdigit() for c in other)
    if figure != (numeric or dated) or other.casefold() == s.norm[vs:ve].strip():  # (a name for a name, a figure for one)
        return None
    return f'another value ends the sentence after an aside ("{s.norm[ve:m.end()].strip(" ,;.")}"): a self-correction'


# a sentence that is only a time, and words that say nothing besides ("Back in 2022.", "Circa 2019.", "2019 notes.",
# "Two years ago.", "Pre-2024 figures.", "2019年的。"): the time of what stands beside it; not "Since 2019." (batch 99)
_TIME_ONLY = re.compile(r"(?:back|in|circa|ca|around|about|roughly|approx|approximately|from|as|of|at|the|early|late|mid|"
                        r"pre|notes?|numbers?|figures?|data|stats|ago|years?|months?|weeks?|days?|january|february|march|april|"
                        r"may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec|"
                        r"的|年|月|数据|数字|资料|信息|统计|记录|报表|版本|版|年度|以前|之前|时候|时|[\s,.:;!()，。：、（）【】\[\]-])*")
# (mine, batch 108: "我们的预算是18000美元。（2019年数据）" was accepted; "2019 data" was held)


def _without(norm: str, marks: tuple[tuple[int, int, str, tuple[Any, ...], str, str], ...]) -> str:
    """`norm` without the spans of its time marks."""
    out, last = [], 0
    for x, y, *_ in sorted(marks):
        out.append(norm[last:max(last, x)])
        last = max(last, y)
    return "".join(out) + norm[last:]


# (batch 99) a line far from the statement, in a long source, that points back at what stands above it and takes it
# from the subject's current firm facts, in words the cues do not list: the text above by name, unless the line affirms
# it ("The above was our position in the spring.", "All the above is for the pilot."; not "The above is confirmed.");
# "that", "those" and the like given to another scope, period or party ("That's the figure for our Asia entity.",
# "That was pre-merger.", "This is what we had back in 2022.", "Those numbers belong to Globex.", "those are
# Initech's"); a change since ("We have since cut back.", "Since then we've grown a lot."); a word to drop it or keep
# it out of the record ("Please disregard the above.", "Hold off on logging any of this.", "..., please disregard.")
MAX_POINTED_BACK_WORDS = 16
_AFFIRMED_ABOVE = re.compile(r"(?<![\w])(?:correct|accurate|confirmed|current|up[ -]to[ -]date|final|approved|valid|right|"
                             r"true|verified|stands|holds|in force|replaces?|supersedes?|updates?|overrides?)(?![\w])")
# (a comparison is no scope: "It's higher than last year's.", "It's the same account as before.")
_COMPARED = re.compile(r"(?<![\w])(?:than|same\s+as|as\s+before)(?![\w])")
_ABOVE_POINTER = re.compile(r"^\W*(?:(?:p\.?s|note|nb|update|fyi)\W+)?(?:(?:all|everything|any(?:thing)?)\s+(?:of\s+)?(?:the\s+)?"
                            r"above|(?:the\s+)?above|(?:the|all\s+the)\s+(?:figures?|numbers?|values?|details|data|info(?:rmation)?|"
                            r"dates?|names?|terms|facts)\s+above)(?![\w])")
_BACK_SCOPED = re.compile(
    r"(?:^|[,;:–—-]\s*)(?:that|this|these|those|it)(?:\s+(?:figures?|numbers?|values?|details|data|info|dates?|names?|terms))?\s*"
    r"(?:(?:belongs?|belonged|refers?|referred|applies|applied)\s+to\s+(?!(?:us|all|everything)(?![\w]))"  # "... belong to Globex"
    r"|(?:was|were)\s+(?:the|our)\s+(?:[\w-]+\s+){0,2}(?:figures?|numbers?|count|totals?|values?|data|terms)(?![\w])"  # past
    r"|(?:'s|'re|is|are|was|were|describes?|described|reflects?|reflected|represents?|covers?|comes?\s+from|came\s+from|"
    r"dates?\s+from)\s+(?:\w+\s+){0,4}?"  # then the scope: another's, a part's, a period's, a past state's
    r"(?:for\s+(?:the|our|their|a|an|[\w&-]+'s)\s+(?!whole|entire|full|total|company|year|month|team)"
    r"|from\s+(?:the|our|their|before|last|an?|\d{4})(?![\w])|pre-|post-|before(?![\w])"
    r"|what\s+(?:we|they|i)\s+(?:had|used|got|paid|quoted|sent|were)(?![\w])|only\W*$"
    r"|[\w&-]+'s(?:\W*$|\s*,|\s+not(?![\w])|\s+(?:figures?|numbers?|data|values?|details|count|terms)(?![\w]))))")
_MOVED_ON_SINCE = re.compile(r"(?<![\w])(?:since\s+then|(?:have|has|had|'ve|'s|'d)\s+since\s+\w+|things\s+have\s+(?:changed|moved)|"
                             r"\w+(?:ed|en|wn)\s+since\W*$)")  # ("It's been revised since.")
_DROP_IT = re.compile(r"(?:^\W*|[,;:–—-]\s*)(?:please\s+)?(?:disregard(?!\s+(?:(?:my|our|the|any|all|that|those)\s+)?(?:last|"
                      r"earlier|previous|prior|old|older|former|first|other)(?![\w]))|ignore\s+(?:that|this|it|the\s+above|these|"
                      r"those|all)|scratch|scrap|hold\s+off|(?:don'?t|do\s+not)\s+(?:log|enter|record|use|save|file))(?![\w])")
# the same in Chinese: a note on what stands above ("附言：上面的折扣只是提议。", "以上为2023年的条款。", "上述信息来自旧系统。"),
# unless it affirms it ("以上信息已确认。"); a change since ("后来我们又调整过。", "此后已有变化。"); a heading that makes what
# follows it options, a past record or another's ("以下为讨论中的条款：", "以下是竞争对手的报价：")
_ZH_ABOVE_POINTER = re.compile(r"^\W*(?:(?:附言|注|备注|补充|ps|p\.s)\W*)?(?:以上|上面|上述|前面|上文|前述)[^。！？]*?[\u4e00-\u9fff]")
_ZH_AFFIRMED_ABOVE = re.compile(r"确认|无误|准确|属实|最新|有效|正确|为准|核实|核对|没问题|均已|取代|替代|更新")
_ZH_CHANGED_SINCE = re.compile(r"(?:后来|此后|之后|从那以后|自那以后)[^。！？]{0,8}?(?:变|调整|改|涨|降|增|减|不同|不一样)")
_ZH_BELOW_LEAD = re.compile(r"^\W*以下(?:为|是|列出|列举)?[^。！？]{0,12}?(?:讨论|方案|设想|假设|建议|草稿|备选|选项|去年|往年|历史|旧|"
                            r"竞争|对手|对方|其他|别的|参考|拟|计划|预测|估|可能|意向)")

# a terse sentence beside the statement, in words that English also spells, so the unread-word check passes them
# (batch 107): a foreign past ("Era.", "War mal so.", "Fu.", "Ex ante."), an approximation ("Circa.", "Ca.", "Quasi."),
# a shrug or a dismissal ("Na ja.", "Bah.", "Oh well.", "Ja ja.", "Nix.", "Tot nu."), a foreign per-unit or tax basis
# ("Pro Kopf.", "Par an.", "Pro user.", "Sin IVA.", "Sans TVA.", "HT.", "TTC."), a time to come or an end ("Bald!", "Pronto.",
# "Ab Q3.", "Tot Q3.", "Kaput.")
_TERSE_BESIDE = re.compile(
    r"^\W*(?:(?:ps|pd|p\.?s|nb|note|notiz|nota|eh|oh)\W+)?(?:"
    r"(?:es\s+)?war(?:\s+(?:mal|einmal|so))*|era|fu|fue|(?:ex|status\s+quo)\W+(?:ante|post)|ante|sic"  # past, as written
    r"|(?:circa|ca|quasi|zirka)(?:\s+so)?"  # approximate
    r"|na\s*ja|bah|eh|meh|(?:oh|ah)\W+well|ja\W*ja|yeah\W+yeah|nix|tot\s+nu(?:\s+toe)?"  # a shrug, a dismissal, "until now"
    r"|(?:pro|par|por)\s+[^\W\d_]+"  # per unit
    r"|bald|pronto|presto|kaputt?|(?:ab|seit|bis|vanaf|sinds|tot|desde|hasta|dal|depuis|até)\s+[^\W_]+"  # soon, gone, from or to
    r"|(?:sin|con|sans|avec|ohne|mit|inkl|zzgl|excl|incl|hors)\.?\s+(?:iva|tva|mwst|ust|btw|vat|taxes?)|h\.?t|t\.?t\.?c"  # tax basis
    r")\W*$")
# a farewell to a thing, not to a person ("Bye bye seats.", "Adiós seats.", "Tschüss Berlin office."): what it names is on its way out
# (batch 107); a farewell to a name or alone is a sign-off ("Ciao Marta", "Bye bye!")
_FAREWELL_TO_IT = re.compile(r"^\W*(?i:(?:bye\W*)?bye|good-?bye|farewell|so\s+long|adi[oó]s|ciao(?:\W*ciao)?|tsch[uü]ss|"
                             r"au\s+revoir|arrivederci|tchau)\W+(?:(?i:to|les|los|las|die|de|the)\s+)?(?:[A-Z][\w-]*\s+)*(?!bye|ciao)[a-z][a-z-]+\W*$")

# (batch 112, mine: rewrites) a sentence beside it that says a machine wrote, worked out or filled in the figure, or that
# it is a norm of others, not the subject's own ("Model output.", "The AI wrote this.", "Transcribed by a bot.",
# "Extrapolated.", "Industry average.", "Typical for our size.", "MSRP.", "Cap.", "数字是AI算的。", "行业平均。")
_DERIVED_BESIDE = re.compile(
    r"^\W*(?:(?:auto-?|ai-?|machine-?|bot-?)?(?:transcribed|generated|written|produced|computed|calculated|inferred|imputed|"
    r"extrapolated|interpolated|simulated|modell?ed|synthesi[sz]ed|synthetic|filled\s+in|guessed|derived)"
    r"(?:\s+(?:by|from|with)\s+(?:an?\s+|the\s+|our\s+)?(?:bot|ai|model|llm|agent|gpt|chatgpt|copilot|assistant|machine|"
    r"script|tool|system|forecast|formula|algorithm|transcription|ocr)(?:\s+\w+)?)?|"
    r"(?:the\s+|an?\s+)?(?:ai|bot|model|llm|agent|chatgpt|gpt|copilot|assistant|algorithm|ocr)\s+(?:wrote|generated|made|"
    r"produced|computed|calculated|estimated|guessed|filled\s+in|inferred|transcribed)\s+(?:this|it|that|these|them|the\s+"
    r"\w+)|(?:model|llm|ai|bot|ocr|forecast)\s+output|(?:industry|peer|market|sector|regional|national|category)\s+"
    r"(?:average|avg|median|mean|norm|benchmark|standard|typical)|typical\s+for\s+(?:our|a|an|companies\s+of\s+our|firms\s+of"
    r"\s+our)\s+(?:size|industry|segment|sector|kind)|msrp|rrp|list\s+price|(?:a\s+|the\s+|our\s+)?(?:hard\s+|soft\s+)?"
    r"(?:cap|ceiling))\W*$")
_ZH_DERIVED_BESIDE = re.compile(r"^\W*(?:(?:数字|数据|这个数|金额|人数)?(?:是|由)?(?:ai|机器人|模型|系统|算法|脚本|工具|机器)"
                                r"(?:算|推算|估算|生成|填|写|猜|翻译|识别)(?:出来)?的|(?:行业|同行|市场|同类公司)(?:的)?"
                                r"(?:平均|均值|中位数|水平|基准|标准)(?:值|水平)?|机器翻译|自动生成|模型输出)\W*$")


def _pointed_back(t: _Sentence) -> bool:
    """Whether `t` points back at the text above and takes it from the subject's current firm facts (above)."""
    if t.zh:
        return (_ZH_ABOVE_POINTER.match(t.norm) is not None and not _ZH_AFFIRMED_ABOVE.search(t.norm)) or \
            _ZH_CHANGED_SINCE.search(t.norm) is not None or _ZH_BELOW_LEAD.match(t.norm) is not None
    return (_ABOVE_POINTER.match(t.norm) is not None and not _AFFIRMED_ABOVE.search(t.norm)) or \
        (_BACK_SCOPED.search(t.norm) is not None and not _COMPARED.search(t.norm) and not t.norm.rstrip().endswith(":")) or \
        _MOVED_ON_SINCE.search(t.norm) is not None or \
        _DROP_IT.search(t.norm) is not None


def _qualifies(t: _Sentence, at: datetime) -> str | None:
    """Why a short sentence beside the one that asserts the claim qualifies it: a cue of its own
    ("Pending approval.", "Just an example."), a record's status ("Status: rejected"), or the time
    it gives the record ("As of: 2019", "That was last year.")."""
    words = _WORD.findall(t.norm)
    said = f'another sentence qualifies it ("{t.raw.strip()[:60]}")'
    if not t.zh and not _POLITE.match(t.norm) and _JEST_BESIDE.search(t.norm):
        return said  # "That's the punchline.", "Sure, and I'm Batman.", "Would you rather round." (batch 108)
    if (_ZH_DERIVED_BESIDE if t.zh else _DERIVED_BESIDE).match(t.norm) is not None:
        return said  # "Model output.", "Industry average.", "数字是AI算的。" (batch 112)
    if not t.zh and (_POLITE.match(t.norm) or _to_the_reader(t)) or t.zh and _ZH_POLITE.match(t.norm):
        return None  # "Hope this finds you well.", "Sorry for the delay.", "Can you send a quote?": about nothing stated
    if t.zh and len(_CJK.findall(t.norm)) <= MAX_ZH_BESIDE_CHARS and _ZH_BESIDE.search(t.norm):
        return said  # "这是竞争对手的。", "后来翻倍了。", "这句话是从另一个客户的档案里复制过来的。"
    if t.zh and len(_CJK.findall(t.norm)) <= MAX_ZH_BESIDE_CHARS and _ZH_JEST_BESIDE.search(t.norm):
        return said  # "想多了。", "梦里什么都有。", "游戏规则：……", "想象一下。" (batch 108)
    if t.zh and len(_CJK.findall(t.norm)) <= MAX_ZH_BESIDE_CHARS and _ZH_ENDS_BESIDE.search(t.norm):
        return said  # "下周就变了。", "到周五为止。": the value has an end or a change to come (batch 99)
    if t.zh and len(_CJK.findall(t.norm)) <= MAX_ZH_BESIDE_CHARS and _ZH_RECAST_BESIDE.search(t.norm):
        return said  # "这是上限。", "实际上只有12000。": another measure than its own (batch 101)
    if t.zh and len(_CJK.findall(t.norm)) <= MAX_ZH_BESIDE_CHARS and _ZH_TERMS_BESIDE.search(t.norm) and \
            _DIGIT.search(t.norm) is None:
        return said  # "按合同算。", "最多。", "政策允许的上限。": a term, a right or a bound, not a fact (batch 109)
    if t.zh and len(_CJK.findall(t.norm)) <= MAX_ZH_BESIDE_CHARS and _ZH_SHARED_BESIDE.search(t.norm) and \
            not _ZH_AGREES_BESIDE.search(t.norm):
        return said  # "慕尼黑也一样。", "每个团队都一样。", "各部门相同。": the same for others, each's (batch 111)
    if t.zh and len(_CJK.findall(t.norm)) <= MAX_ZH_BESIDE_CHARS and _ZH_ARITH_BESIDE.search(t.norm):
        return said  # "四舍五入的。", "由欧元折算。", "小计。", "其余的在上海。": rounded, converted, a part (batch 110)
    if t.zh and len(_CJK.findall(t.norm)) <= MAX_ZH_BESIDE_CHARS and _ZH_DEAL_OPEN.search(t.norm):
        return said  # "谈判阶段", "还在走采购流程。": the deal is still open (batch 100)
    if re.match(r"^\W*[-*]?\s*\[\s?\]\s*(?:approved|signed|confirmed|final|agreed|accepted|ok|done|verified|已批准|已确认)", t.norm):
        return said  # "[ ] Approved": the box is not ticked
    # a record's status, however long its line ("档案状态：已归档——与0019920重复，已合并，请勿使用。")
    if (m := _STATUS.match(t.norm)) is not None and m.group("v").strip(" -") not in _STATUS_OK and \
            not (not m.group("v").strip() and re.search(r"[✅✔✓☑]", t.raw)) and \
            m.group("v").split(maxsplit=1)[:1] != ["passed"]:  # ("Validation status: passed for the Q3 audit.")
        return said
    if t.zh and (m := _ZH_STATUS.match(t.norm)) is not None and m.group("v").strip(" -") not in _ZH_STATUS_OK:
        return said
    if (len(words) <= MAX_POINTED_BACK_WORDS if not t.zh else len(_CJK.findall(t.norm)) <= MAX_ZH_BESIDE_CHARS) and \
            _pointed_back(t):  # "The above was our position in the spring.", "以上是合并前的情况。" (batch 99)
        return said
    if len(words) > 10:
        return None
    if (_TERSE_BESIDE.match(t.norm) and "CA" not in t.raw or _FAREWELL_TO_IT.match(t.raw)) and \
            not _COURTESY.fullmatch(t.norm.strip(" .,;:!?-")):  # "Era.", "Circa.", "Na ja.", "Pro Kopf.", "Ab Q3.",
        return said  # "Bald!", "Bye bye seats." (not "CA.", "Ciao Marta", "Bis bald!", "Hasta luego."; batch 107)
    if _FALSITY.search(t.norm) or _FOREIGN.search(t.norm) or _AWAITING.search(t.norm) or \
            _FOREIGN_QUALIFIER.search(t.norm):  # "The following is a lie.", "April fools!", "Следующее — ложь.", "Pending the CFO's sign-off."
        return said
    if _UNDERCUT_BESIDE.search(t.norm) or _DEAL_OPEN.search(t.norm):
        return said  # (batch 100) "In talks.", "Contract out for signature."
    if _ENDS_BESIDE.search(t.norm) and not _NOT_ENDING.search(t.norm):
        return said  # "That expires Friday.": the value has an end or a change to come (batch 99)
    if (_ZH_BASIS_BESIDE if t.zh else _BASIS_BESIDE).match(t.norm) is not None:
        return said  # "Concurrent.", "One-off.", "Of margin.", "FTEs.", "并发的。": another basis (batch 114, 46b)
    if _RECAST_BESIDE.search(t.norm) or len(words) <= 6 and _MEASURE_BASIS_BESIDE.search(t.norm):
        return said  # "That's our limit.", "At peak.", "Business days.": another measure than its own (batch 101)
    if len(words) <= 4 and _TERM_FRAGMENT.search(t.norm) or _ALLOWED_BESIDE.search(t.norm):
        return said  # "Contract minimum.", "Allowed.", "That's what the contract allows.": a term, not a fact (batch 109)
    if _ARITH_BESIDE.search(t.norm):
        return said  # "Double it.", "Rounded.", "That's the licence part.", "Converted from €16,500.", "Paris has another 20." (batch 110)
    if _SHARED_BESIDE.search(t.norm):
        return said  # "Same for Munich.", "Marketing has the same.", "Munich too.", "Each!", "Both offices.": each's (batch 111)
    if _WHILE_ONLY.search(t.norm):
        return said  # "At least this week.", "Up for renewal.", "Test tenant.": for a while only, or a test's (batch 101)
    courtesy = [(m.start(), m.end()) for m in _COURTESY_IF.finditer(t.norm)]  # "Let me know if you have questions."
    if t.question or any(not (c == "negation" and (_affirms(t, x) or _NO_ABBREVIATION.match(t.norm, x))) and
                         not (c == "conditional" and any(u <= x < v for u, v in courtesy))
                         for c in _BESIDE for x, _ in t.hits[c]):
        return said
    if len(words) <= 8 and _BACK.search(t.norm) and _STALE.search(t.norm) and not _other_number(t, 0, len(t.norm)):
        return said  # "That was before the cuts.", "Wait, that's last year's.": what it states may be past
    if _DEAD_LINE.match(t.norm):  # "Account closed.", "Blocked.": the value is out of use
        return said
    if _SCENARIO_HEAD.match(t.norm) or _dated_long_before(t, at) or _for_a_past_period(t, at):
        return said  # "Option 1:", "Date: 2019-03-04"
    if (len(_CJK.findall(t.norm)) <= 8 if t.zh else len(words) <= 3) and \
            (_STALE.search(t.norm) or _ZH_STALE.search(t.norm)) and not _other_number(t, 0, len(t.norm)):
        return said  # "Old data.", "Outdated.", "旧数据。": a label on what is beside it
    if len(words) <= 5 and (marks := _time_marks(t.norm, t.zh)) and _TIME_ONLY.fullmatch(_without(t.norm, marks)) and \
            any(k == "past" or k in ("year", "rel") and not (w := _mark_window(k, d, at))[0] <= at < w[1]
                for _, _, k, d, _, _ in marks):  # (a month alone may be the next: "Next review\nJanuary.")
        return said  # "Back in 2022.", "Two years ago.", "2019 notes.", "2019年的。": the time of what is beside it (batch 99)
    if _DATED.match(t.norm) or (len(words) <= 6 and (_BACK.search(t.norm) or _DATA_WORDS.match(t.norm))
                                and not _other_number(t, 0, len(t.norm))):
        for _, _, kind_, data, _, _ in _time_marks(t.norm, t.zh):
            if kind_ == "past":
                return said
            w0, w1 = _mark_window(kind_, data, at)
            if not w0 <= at < w1:
                return said
    return None


# a label saying whom the source (a form, a record) is about
_PARTY_KEY = (r"(?:(?:customer|client|account|company|organi[sz]ation|org|vendor|supplier|partner|tenant|prospect|"
              r"kunde|firma|entreprise|empresa|party [a-z]|opportunity|deal|lead|客户|公司|客户名称|公司名称)"
              r"(?:\s*name)?|name"
              # whom a document is for, or where it comes from ("Bill to: Globex Inc.", "Prepared for: Globex",
              # "Source: Globex annual report", "To: Globex procurement", "Client ref: GLOBEX-22")
              r"|bill(?:ed)? to|sold to|ship(?:ped)? to|invoice(?:d)? to|prepared for|made for|issued to|"
              r"(?:client|customer|account) (?:ref|reference|id|no|number)|acct|"
              # whose record it is by other labels ("Entity: Globex GmbH", "Payer: Globex", "Applies to: Globex")
              r"entity|legal entity|brand|business unit|buyer|payer|payee|accounts?|firm|tenant(?: id)?|"
              r"applies to|"
              # whose answers a survey or an interview holds ("Respondent: Globex"; batch 90)
              r"respondent|interviewee|participant|reference customer)")
_FIRST_PERSON_LINE = re.compile(r"(?:we|i|our|my|we're|i'm|we've|i've)(?![\w])|我们|我方|我司|咱们", re.IGNORECASE)
# a record's field naming its party, on a line of its own ("Customer: Globex", "**Org:** Umbrella Corp",
# "Requester: Dana Smith (Globex Corporation)")
# (batch 95) or a two-cell row of a key-value table, its key a party's field ("| Customer | Globex |", "| 客户 | 环球公司 |")
_ABOUT_LINE = re.compile(r"(?:^|(?<=[|;]))[\s*_|>#-]*" + _PARTY_KEY +
                         r"[*_]*\s*(?:[:=：]|\s[-–—]\s?|\|(?=[^|\n]*\|\s*$))[*_\s]*"
                         r"(?P<who>[\w&.'-]+(?:\s[\w&.'-]+){0,3})(?:\s*\((?P<org>[^()]{1,40})\))?")
# where a document comes from, or whom it is sent to, when that is an organisation or its document ("Source:
# Globex annual report", "To: Globex procurement", "Copied from the Globex file"; not "To: Dana")
_ABOUT_ORIGIN = re.compile(
    r"(?:^|(?<=[|;]))[\s*_|>#-]*(?:source|to|attn|attention|cc|copied from|taken from|from)\s*[:：]?\s*(?:the\s+)?"
    r"(?P<who>[\w&.'-]+(?:\s[\w&.'-]+){0,2}?)(?:'s)?\s+(?:inc|corp|corporation|llc|ltd|gmbh|ag|procurement|purchasing|"
    r"finance team|team|annual report|report|website|site|file|deck|filing|press release|blog|newsletter|crm record)"
    r"(?![\w])")
# a line that is only a heading naming its topic ("Re: Globex", "Fwd: Globex", "Notes on Globex", "## Globex"),
# read on the line as written (a topic's name is capitalised; in one case, any word not a common one)
_TOPIC_LINE = re.compile(r"^[\s*_>|-]*" + _LIST_MARK + r"(?:#+\s*|(?i:re|fw|fwd|aw|wg|tr|regarding|concerning|about|topic|subject|notes on|"
                         r"notes about|notes re|notes from|call with|meeting with|summary of|update on)\s*[:.-]?\s+)"
                         r"(?P<who>[A-Z][\w&.'-]*(?:\s[A-Z][\w&.'-]*){0,3})[\s*_]*[:.]?$")
# (batch 110) a name heading over a list of fields: the statement is one item of the list right under it, and every line
# between is another item ("- Globex\n  - Seats: 40\n  - Budget: $18,000", "1. Globex\n   a) Contact: Dana\n   b) Budget: ...",
# "一、英泰科技\n（一）联系人：王伟\n（二）预算：..."): the name heads the whole list, not its first item only
_FIELD_ITEM = re.compile(r"^\s*(?:(?:[-*•◦▪■·+–]|(?:\d{1,2}|[A-Za-z]|[ivx]{1,4})[.)]|[(（][\w一二三四五六七八九十]{1,3}[)）])\s*)?"
                        r"(?=[^\n]{0,40}?[:：\d])[^\n]{1,60}$")
MAX_FIELD_ITEMS = 8


def _over_items(sentences: tuple[_Sentence, ...], i: int, s: _Sentence) -> bool:
    """Whether the lines after sentences[i] up to `s` are all items of one list of fields (`_FIELD_ITEM`)."""
    for j in range(i + 1, min(len(sentences), i + 1 + MAX_FIELD_ITEMS)):
        if sentences[j] is s:
            return True
        if not _FIELD_ITEM.match(sentences[j].raw):
            return False
    return False


# (batch 110) a Chinese heading line right above the statement that is only a firm's name by its trade word, after an
# outline's number or a bullet ("一、英泰科技", "- 华信软件", "## 东方控股", "**云帆网络**"): the lines below are that firm's
_ZH_FIRM_HEAD = re.compile(r"^[\s*_>|#-]*" + _LIST_MARK + r"[*_\s]*(?P<who>(?![我本贵该])[\u4e00-\u9fffA-Za-z]{2,8}?)"
                           r"(?:科技|软件|控股|实业|电子|股份|集团|有限公司|银行|证券|传媒|物流|医药|能源|贸易|网络)[*_\s]*[:：]?$")
# a line right above the statement that is only a name: a heading, as "Re: Globex" is ("Globex\nBudget: $18,000")
_NAME_HEAD = re.compile(r"^[\s*_>|-]*" + _LIST_MARK + r"(?P<who>[A-Z][\w&.'-]*(?:\s[A-Z][\w&.'-]*){0,3})(?:\s+(?i:renewal|account|deal|"
                        r"opportunity|project|contract|proposal|notes|summary|call|meeting|review|plan|update|file|"
                        r"record|profile|overview))?[\s*_]*:?$")  # "Globex renewal" above the statement
# (batch 95) an app's breadcrumb above the statement, the path of the page it was copied from, naming another party in a
# step after the first (a line of steps only: no field, no figure) ("CRM > Globex", "Home / Customers / Initech / Overview", "客户管理 / 英泰科技 / 概览")
_TABLE_RULE = re.compile(r"^\s*\|?\s*:?-{3,}")  # the rule under a markdown table's head ("|---|---|")
_CRUMB_STEP = re.compile(r"\s+[>›»→/]\s+")
_CRUMB_GENERIC = frozenset("home companies company customers customer clients client accounts account orgs org organizations "
                           "organisations organization organisation contacts overview details profile dashboard".split())
_CRUMB_LINE = re.compile(r"^[^>›»→/\n:：\d$€£¥]{1,40}(?:\s+[>›»→/]\s+[^>›»→/\n:：\d$€£¥]{1,40}){1,5}$")  # no field, no figure
_ABOUT_FIELD = re.compile(r"[\"']" + _PARTY_KEY + r"[\"']\s*[:=]\s*[\"'](?P<who>[^\"']{1,40})[\"']")  # JSON, a dict
# ---------------------------------------------------------------- whose words, about whom
# The writer naming the party they speak for, or the party the source is about, anywhere in it (so
# that "our budget" or a bare "Budget: $18k" is that party's): a self-introduction ("I work at
# Globex", "Dana from Globex here", "Thanks for calling Globex"), a signature ("-- Dana, Globex Inc.",
# a name and its organisation on the lines after the statement), an e-mail's sender or a forward,
# a chat or transcript label ("Dana (Globex):"), someone acting for a party ("on Globex's behalf",
# "representing Globex"), a report of another party's words ("Met with Globex today.", "Globex
# replied:"), a record's party field ("Customer: Globex", "Subject: Globex budget"). A name that is a
# department, a role, a mail program, a calendar word, the predicate or the claimed value is no party.
# (a word's characters and what separates words never overlap: no two ways to read one name, so
# that a crafted run such as "A-A-A-..." costs one pass, not one per way to cut it)
_ORG = r"(?P<who>[A-Z][\w&.'-]*(?:(?:\s+(?:of|and|&|de|du|von|van|y))?\s+[A-Z0-9][\w&.'-]*){0,4}" \
       r"(?:,?\s+(?i:inc|corp|ltd|llc|gmbh|ag|sa|plc|co)\b\.?)?)"
_ANY_ORG = r"(?P<who>[\w&'.-]+)"  # any case, where the frame alone says an organisation follows
_PERSON = r"[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?(?:\s*\((?i:she|he|they)/\w+\))?"  # a person's name, one or two words
_ORG_SUFFIX = (r"(?i:team|procurement|finance|purchasing|inc|corp|corporation|ltd|llc|gmbh|plc|group|sales|support|"
               r"industries|holdings|partners|labs|systems|technologies|solutions|consulting|ventures|capital|"
               r"enterprises|international|limited|incorporated|associates|agency|hq|headquarters)")
_GREETING = r"(?:(?i:hi|hello|hey|dear all|good morning|good afternoon|good evening|hi all|hi there)[,!.]?\s+)?"
_SIGN_OFF = (r"(?i:signed|regards|best|cheers|thanks|thank you|sincerely|best wishes|kind regards|warm regards|"
             r"best regards|yours|yours truly|talk soon|br|many thanks)")
_AFFILIATION = r"\s*(?:,|\(|@|\||/|·|\s[-–—]\s|\s(?i:at|from|of|with)\s)\s*"  # "Dana, Globex", "Dana (Globex)"
_AS_NOT_PARTY = ("of|per|for|to|if|though|well|usual|always|agreed|discussed|mentioned|noted|promised|planned|"
                 "expected|requested|stated|said|confirmed|such|soon|far|long|much|now|today|before|above|below|"
                 "a|an|the|i|we|you|they|it|cfo|ceo|cto|coo|cio|vp|svp|evp|head|director|manager|owner|founder|"
                 "president|chair|treasurer|controller|buyer|admin|administrator|lead|partner|customer|client|member|"
                 "chief|procurement|finance|purchasing|sales|legal")
_DOMAIN = r"[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}"
# whose person the words are, after an organisation's name: "Globex's CFO", "the Globex procurement lead"
_TITLE = (r"(?:'s|s')?\s+(?i:cfo|ceo|cto|coo|cio|ciso|vp|svp|evp|vice president|president|founder|co-founder|owner|"
          r"director|manager|account manager|head|lead|buyer|rep|representative|spokesperson|spokesman|spokeswoman|"
          r"team|procurement|finance|purchasing|sales|engineer|analyst|officer|controller|treasurer|counsel|chair|"
          r"chairman|chairwoman|partner|employee|staff)(?![\w])(?:\s+(?:(?i:of|and|&)\s+)?[\w&-]+){0,3}?")
# a person's role, from its first word ("CFO", "Head of Finance", "procurement lead")
_ROLE = (r"(?i:head|vp|svp|evp|director|manager|chief|lead|cfo|ceo|cto|coo|cio|ciso|president|founder|co-founder|owner|"
         r"buyer|rep|representative|engineer|analyst|officer|controller|treasurer|counsel|partner|procurement|finance|"
         r"purchasing|sales|account)(?:[\w &-]{0,40}?)")
# what a record's subject line says it is about, after a party's name ("Subject: Globex budget")
_TOPIC_NOUNS = (r"(?i:budget|renewal|pricing|price|quote|proposal|contract|order|invoice|account|seats?|licen[cs]es?|"
                r"deal|opportunity|notes|call|meeting|update|expansion|purchase|po|rfp|rfq|vendor|onboarding|kickoff|"
                r"sync|review|numbers|figures|headcount|forecast)(?![\w])")
_SECOND_LEVEL = frozenset({"co", "com", "org", "net", "ac", "gov", "edu", "ne", "or"})
_MAIL_SUBDOMAINS = frozenset({"mail", "email", "e", "m", "smtp", "mx", "eu", "us", "uk", "de", "fr", "corp", "hq", "ap",
                              "ar", "inbox", "in", "out", "mx1", "mx2", "www"})
_MAIL_HOSTS = frozenset({"gmail", "googlemail", "outlook", "hotmail", "live", "msn", "yahoo", "icloud", "me", "mac",
                         "aol", "proton", "protonmail", "pm", "gmx", "mail", "email", "qq", "163", "126", "yandex",
                         "zoho", "fastmail", "hey", "example"})
# each with the words one of which its sentence must hold (a cheap test before the pattern is tried)
_SPEAKS_FOR: tuple[tuple[tuple[str, ...], re.Pattern[str]], ...] = (
    (("from",), re.compile(r"(?<![\w])(?i:from)\s+" + _ORG + r"\s+(?i:here)(?![\w])")),
    (("from",), re.compile(r"(?<![\w])(?i:from)\s+" + _ANY_ORG + r"\s+(?i:here)(?![\w])")),
    (("speaking", "behalf", "writing", "represent", "here"), re.compile(r"(?<![\w])(?i:speaking for|on behalf of|writing for|writing on behalf of|representing|represent|"
               r"represents|here at|here from|here, from|speaking from)\s+(?:(?i:our client|my client|the|our "
               r"customer)[, ]+)?" + _ORG)),
    (("behalf", "represent", "from", "work", "employed"), re.compile(r"(?<![\w])(?i:on behalf of|representing|calling from|writing from|emailing from|work at|work for|"
               r"works at|works for|working at|working for|employed by|employed at)\s+(?:(?i:the)\s+)?" + _ANY_ORG)),
    (("behalf",), re.compile(r"(?<![\w])(?i:on)\s+" + _ORG + r"(?:'s|s')\s+(?i:behalf)(?![\w])")),
    # (a Chinese dash is two em dashes: "——Globex"; batch 95)
    (("--", "—", "–", "~"), re.compile(r"^\s*(?:--|—{1,2}|–|~)\s*(?:(?i:the)\s+)?" + _ORG + r"(?:\s+(?i:team|procurement|finance|purchasing))?\s*$")),
    (("signed", "regards", "best", "cheers", "thank", "sincerely", "yours", "talk soon", "br"), re.compile(r"(?<![\w])" + _SIGN_OFF + r"[,:!]?\s+(?:(?i:the)\s+)?" + _ORG + r"\s+" + _ORG_SUFFIX + r"(?![\w])")),
    # "I'm calling from Globex", "Greetings from Globex!", "Thanks for calling Globex", "Globex speaking"
    (("calling", "writing", "emailing", "reaching", "texting", "messaging", "phoning", "ringing", "speaking"), re.compile(r"(?<![\w])(?i:calling|writing|emailing|reaching out|texting|messaging|phoning|ringing|speaking)\s+"
               r"(?i:from|for)\s+" + _ORG)),
    (("from",), re.compile(r"(?<![\w])(?i:greetings|hello|hi|hey|love|cheers|best wishes)\s+(?i:from)\s+" + _ORG)),
    (("thank",), re.compile(r"(?<![\w])(?i:thanks|thank you)\s+(?i:for calling|for contacting|for reaching out to|for choosing)\s+"
               + _ORG)),
    (("reached", "welcome"), re.compile(r"(?<![\w])(?i:you've reached|you have reached|welcome to)\s+(?:(?i:the)\s+)?" + _ORG)),
    # the writer and their organisation: "Hi, this is Dana at Globex.", "I'm the CFO of Globex.", "I work at Globex."
    (("from", "at", "with"), re.compile(r"^\s*" + _GREETING + r"(?:(?i:this is|it's|it is|i'm|i am|my name is)\s+)?" + _PERSON
               + r"\s+(?i:from|at|with)\s+" + _ORG)),
    (("i'm", "i am", "we're", "we are", "i was"), re.compile(r"(?<![\w'])(?i:i'm|i am|we're|we are|i was)\s+(?:(?i:now|currently|also|still)\s+)?(?i:with|at|from)\s+"
               + _ORG)),
    ((" at ", " of "), re.compile(r"(?<![\w'])(?i:i'm|i am|i)\s+(?:[\w,'-]+\s+){0,4}?(?i:at|of)\s+(?:(?i:the)\s+)?" + _ORG)),
    ((" for ",), re.compile(r"(?<![\w'])(?i:i|we)\s+(?i:run|lead|head|handle|manage|oversee|own|do|work|buy|purchase)\s+"
               r"(?:[\w-]+\s+){0,3}?(?i:for)\s+(?:(?i:the)\s+)?" + _ORG)),
    # round 6: "Dana here (Globex).", "Dana from the Globex team", "Speaking as Globex's CFO", "Globex CFO
    # here.", "CFO of Globex here.", "At Globex, our budget ...", "I joined Globex", "I've been at Globex"
    (("here", "speaking"), re.compile(r"^\s*" + _GREETING + _PERSON + r"\s*,?\s+(?i:here|speaking)\s*\(\s*(?P<who>[^()]{1,40})\)")),
    (("from the",), re.compile(r"(?<![\w])(?i:from)\s+(?i:the)\s+" + _ORG + r"\s+(?i:team|side|crew|folks|group)(?![\w])")),
    (("as ",), re.compile(r"(?<![\w])(?i:as)\s+(?:(?i:the|a|an)\s+)?" + _ORG + _TITLE)),
    (("here", "speaking"), re.compile(r"^\s*" + _GREETING + r"(?:(?i:the)\s+)?" + _ORG + _TITLE + r"\s*,?\s+(?i:here|speaking)(?![\w])")),
    (("here", "speaking"), re.compile(r"^\s*" + _GREETING + _ROLE + r"\s+(?i:of|at|for)\s+(?:(?i:the)\s+)?" + _ORG
               + r"\s*,?\s+(?i:here|speaking)(?![\w])")),
    (("at ",), re.compile(r"^\s*(?i:at|over at|here at|over here at)\s+(?:(?i:the)\s+)?" + _ORG + r"\s*,")),
    (("joined", "been", "worked", "started"), re.compile(r"(?<![\w'])(?i:i|we)(?:'ve|\s+have)?\s+(?:(?i:just|recently|also)\s+)?"
               r"(?i:joined|been at|been with|worked at|worked for|started at|started with)\s+(?:(?i:the)\s+)?" + _ORG)),
    (("i'm", "i am"), re.compile(r"(?<![\w'])(?i:i'm|i am)\s+(?i:the|a|an|your)\s+" + _ORG + r"\s+(?i:account manager|account rep|"
               r"rep|representative|contact|agent|buyer|lead|cfo|ceo|cto|coo|admin|manager|director)(?![\w])")),
    (("my ", "our "), re.compile(r"(?<![\w'])(?i:my|our)\s+(?i:company|employer|organi[sz]ation|firm|business|client|customer|team)\s*"
               r"(?i:is|:|,|=)\s*(?:(?i:the)\s+)?" + _ORG)),
    (("we are", "we're"), re.compile(r"^\s*" + _GREETING + r"(?i:we are|we're)\s+(?:(?i:the)\s+)?" + _ORG + r"\s*[.!]?\s*$")),
    # "This is the Globex team.", "Globex procurement here.", "Dana, Globex procurement, here.", "Dana (Globex) here"
    (("this is", "it's", "it is", "we are", "we're"), re.compile(r"(?<![\w])(?i:this is|it's|it is|we are|we're)\s+(?:(?i:the)\s+)?(?P<who>[A-Z][\w&.-]*"
               r"(?:\s+[A-Z][\w&.-]*){0,2}?)(?:'s)?\s+" + _ORG_SUFFIX + r"(?![\w])")),
    (("here", "speaking"), re.compile(r"^\s*" + _GREETING + _PERSON + r"\s*(?:,|\()\s*(?:(?i:the)\s+)?(?P<who>[A-Z][\w&.-]*"
               r"(?:\s+[A-Z][\w&.-]*){0,2}?)(?:'s)?(?:\s+" + _ORG_SUFFIX + r")*\s*\)?\s*,?\s+(?i:here|speaking)(?![\w])")),
    (("here", "speaking"), re.compile(r"^\s*" + _GREETING + r"(?:(?i:the)\s+)?(?P<who>[A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*){0,2}?)(?:'s)?"
               r"(?:\s+" + _ORG_SUFFIX + r")+\s*,?\s+(?i:here|speaking)(?![\w])")),
    (("here", "speaking"), re.compile(r"^\s*" + _GREETING + _PERSON + r"\s*,?\s+(?i:here|speaking),?\s+(?i:from|at|with)\s+" + _ORG)),
    # a signature that names the organisation beside the person: "-- Dana, Globex Inc.", "Regards, Dana (Globex)"
    (("-", "—", "–", "~"), re.compile(r"^\s*(?:--|—|–|-|~)\s*" + _PERSON + _AFFILIATION + _ORG)),
    (("signed", "regards", "best", "cheers", "thank", "sincerely", "yours", "talk soon", "br"), re.compile(r"(?<![\w])" + _SIGN_OFF + r"[,:!]?\s+" + _PERSON + _AFFILIATION + _ORG)),
    (("@",), re.compile(r"(?<![\w@.'-])" + _PERSON + r"\s+@\s+" + _ORG)),  # "Dana @ Globex" (not an address)
    (("team", "crew", "folks", "staff"), re.compile(r"^\s*(?:[-–—~]+\s*)?(?i:the)\s+" + _ORG + r"\s+(?i:team|crew|folks|staff)\s*[.!]?\s*$")),
    (("signed", "regards", "best", "cheers", "thank", "sincerely", "yours", "talk soon", "br"), re.compile(r"(?<![\w])" + _SIGN_OFF + r"[,:!]?\s+" + _PERSON + r"\s*\(\s*" + _ANY_ORG + r"\s*\)")),
    # the first person named in brackets: "Our (Globex) budget", "We (Globex) will pay"
    (("our (", "we (", "us ("), re.compile(r"(?<![\w'])(?i:our|we|us)\s*\(\s*(?:(?i:the)\s+)?(?P<who>[^()]{1,40}?)\s*\)")),
    # the words attributed to another party's person, before or after them: "(Quoting Globex's CFO.)",
    # "Said by Globex's CFO.", "Source: Globex CFO.", "That was Globex's CFO speaking.", "... - Globex's
    # CFO", "(Globex CFO, on the call.)"
    (("quot", "said by", "attributed", "as told", "words of"), re.compile(r"(?<![\w])(?i:quoting|quoted from|quote from|quote by|"
               r"quoted by|said by|attributed to|as told by|in the words of)\s+(?:(?i:the)\s+)?" + _ORG)),
    (("source", "speaker", "said", "via", "by"), re.compile(r"(?<![\w])(?i:source|speaker|said|via|by)\s*:\s*(?:(?i:the)\s+)?" + _ORG
               + _TITLE)),
    (("speaking", "talking", "writing", "on the line"), re.compile(r"(?<![\w])(?i:that was|this was|it was|that's|that is)\s+(?:(?i:the)\s+)?"
               + _ORG + _TITLE + r"\s+(?i:speaking|talking|writing|on the line)(?![\w])")),
    (("(",), re.compile(r"\(\s*(?!(?i:quot\w*|said|source|speaker|via|by|per|from|with)(?![\w]))(?:(?i:the)\s+)?" + _ORG
               + _TITLE + r"\s*[,;.)]")),
    (("-", "—", "–"), re.compile(r"(?:^|\s)(?:--|—|–|-)\s*(?:(?i:the)\s+)?" + _ORG + _TITLE + r"[\s.)]*$")),
    # the same in other languages: "je suis Dana de Globex", "hier ist Dana von Globex", "本邮件代表Globex发送"
    (("je suis", "ich bin", "hier ist", "hier spricht", "soy", "sono", "c'est", "aqui", "ici"), re.compile(r"(?<![\w])(?i:je suis|ich bin|hier ist|hier spricht|soy|sono|c'est|aqui|ici)\s+" + _PERSON
               + r"\s+(?i:de|von|di|da|chez|bei|from)\s+" + _ORG)),
    (("代表",), re.compile(r"代表\s*(?P<who>[A-Za-z][A-Za-z0-9&.-]*(?:\s[A-Za-z][A-Za-z0-9&.-]*)?|[\u4e00-\u9fff]{2,12}?(?:公司|集团))")),
    # a writer whose organisation stands in another's name: "we resell for Globex", "we're now part of Globex"
    (("resell", "sell for", "partner", "part of", "operate as", "trade as", "trading as", "acquired", "merg", "subsidiary", "division", "unit of", "owned by", "doing business", "dba"), re.compile(r"(?<![\w'])(?i:we|we're|we are|i|i'm|i am|our company|our firm)\b[^.!?\n]{0,30}?(?<![\w])(?i:resell for|"
               r"resellers? for|sell for|partner of|partners of|part of|operate as|trade as|trading as|acquired by|"
               r"merged with|merging with|subsidiary of|a division of|a unit of|owned by|doing business as|dba)\s+"
               r"(?:(?i:the)\s+)?" + _ORG)),
    (("partner", "reseller", "channel", "provider", "msp", "affiliate", "subsidiary", "division", "agent", "agency", "distributor", "vendor", "supplier", "contractor", "consultant"), re.compile(r"(?<![\w'])(?i:we're|we are|i'm|i am)\s+(?:(?i:a|an|the|now|your|their)\s+)?" + _ORG
               + r"(?:'s)?(?:\s+[a-z][\w-]*){0,2}?\s+(?i:partner|reseller|channel|provider|msp|affiliate|subsidiary|division|agent|agency|"
               r"distributor|vendor|supplier|contractor|consultants?)(?![\w])")),
    (("over at", "out of", "sent by", "sent on behalf"), re.compile(r"(?<![\w'])(?i:over at|out of|sent by [\w ]{1,30}? for|sent on behalf of)\s+" + _ORG)),
    # a person's field that names their organisation: "Requester: Dana Smith (Globex Corporation)"
    (("requester", "submitted", "sender", "reporter", "organiz", "organis", "attendee", "participant", "contact", "author", "posted", "caller"), re.compile(r"^[\s*_|>#-]*(?i:requester|submitted by|sender|reporter|organi[sz]er|attendees?|participants?|"
               r"contact|author|posted by|caller)[*_]*\s*:[^()\n]{0,60}\((?P<who>[^()]{1,40})\)")),
    (("requester", "submitted", "reporter", "organiz", "organis", "contact", "author", "posted", "caller"), re.compile(r"^[\s*_|>#-]*(?i:requester|submitted by|reporter|organi[sz]er|contact|author|posted by|caller)"
               r"[*_]*\s*:[^@\n]{0,60}@(?P<who>" + _DOMAIN + ")")),
    (("from",), re.compile(r"(?<![\w])(?i:ticket|request|message|email|e-mail|note|case|voicemail|call|inquiry|enquiry)\s+(?i:from)"
               r"\s+" + _ORG)),
    (("debrief", "notes", "minutes"), re.compile(r"^[\s#>*]*" + _ORG + r"(?:'s)?\s*[-–—:]?\s*(?i:debrief|call notes|meeting notes|notes|minutes)(?![\w])")),
    (("customer", "client", "buyer", "licensee", "purchaser"), re.compile(r"(?<![\w&.'-])" + _ORG + r"\s*\(\s*(?i:the\s+)?[\"“']?(?i:customer|client|buyer|licensee|purchaser)"
               r"[\"”']?\s*\)")),
    (("公司", "集团"), re.compile(r"^\s*(?![我本贵该这那此])(?P<who>[\u4e00-\u9fff]{2,12}?(?:公司|集团))")),
    # a title at an organisation: "VP Finance at Globex", "Senior Buyer | Hooli", "Procurement Lead, Stark Industries"
    (("vp", "president", "head", "director", "manager", "lead", "cfo", "ceo", "cto", "coo", "cio", "buyer", "officer", "analyst", "engineer", "specialist", "founder", "controller", "treasurer", "administrator", "coordinator"), re.compile(r"(?<![\w])(?i:vp|vice president|svp|evp|head|director|manager|lead|cfo|ceo|cto|coo|cio|buyer|officer|"
               r"analyst|engineer|specialist|founder|president|controller|treasurer|administrator|coordinator)"
               r"(?:\s+(?:of\s+)?[A-Z][\w&-]*){0,3}\s*(?:\s(?i:at)|@|,|·|\||—|–)\s*" + _ORG)),
    # "As Globex, our budget ...", "As Globex's agent, ...": not "As agreed, ...", "As CFO, ..."
    (("as ",), re.compile(r"^\s*(?i:as)\s+(?!(?i:" + _AS_NOT_PARTY + r")(?![\w']))" + _ORG + r"(?:'s\s+[\w ]{1,30}?)?\s*,")),
    # an e-mail's sender, a forward, a quoted writer: the domain of the address (not a mail host's)
    (("@",), re.compile(r"^[\s*_]*(?i:from|sender|reply-to|von|de|発信者|发件人)[*_]*\s*[:：][^@\n]*?@(?P<who>" + _DOMAIN + ")")),
    (("@",), re.compile(r"@(?P<who>" + _DOMAIN + r")>?\)?\s*(?i:wrote|writes|schrieb|a écrit|escribió|ha scritto)(?![\w])")),
    (("from", "sender"), re.compile(r"^[\s*_]*(?i:from|sender)[*_]*\s*:\s*\"?[^\"<\n(]*\((?P<who>[^)]{1,40})\)")),
    (("wrote", "writes", "schrieb", "a écrit"), re.compile(r"(?:\(|\|\s*)(?P<who>[A-Z][^()|]{0,40}?)\)?\s*(?i:wrote|writes|schrieb|a écrit):?\s*$")),
    (("@",), re.compile(r"^[\s<(*-]*[\w.+-]+@(?P<who>" + _DOMAIN + r")[>)\s.]*$")),  # an address on a line of its own
    (("www.",), re.compile(r"^[\s<(*-]*(?:https?://)?www\.(?P<who>" + _DOMAIN + r")[/>)\s.]*$")),  # a web address, alone
    ((" at ", "[at]", "(at)"), re.compile(r"(?<![\w.+-])[\w.+-]+\s+(?:at|\[at\]|\(at\))\s+(?P<who>[\w-]+)\s+(?:dot|\[dot\]|\(dot\))\s+[a-z]{2,}")),
    # a chat or transcript label: "Dana (Globex): ...", "[00:01:12] Speaker 2 (Globex):", "[Globex] Dana: ..."
    (("(",), re.compile(r"^\s*[*_]*\s*(?:\[?\d{1,2}:\d{2}[\d:. ]*(?:\s*[AaPp][Mm])?\]?\s*[-–—]?\s*|\[[\d:. ]+\]\s*)?[*_]*"
               r"[A-Z][\w'-]*(?:\s+[A-Z0-9][\w'-]*)?\s*\((?P<who>[^()]{1,40})\)[*_]*\s*"
               r"(?:\d{1,2}:\d{2}(?:\s*[AaPp][Mm])?)?\s*[*_]*(?:(?i:said|wrote|says|writes|replied|asked))?\s*(?::|$)")),
    # (batch 87) a header line naming a writer by an address in angle brackets ("2026年9月30日(水) 10:02 Li Na
    # <li@globex.com>:", "[Li Na <li@globex.com>, 30/09/2026 10:02]")
    (("@",), re.compile(r"^[^\n]{0,60}<[\w.+-]+@(?P<who>" + _DOMAIN + r")>[^\n]{0,40}[:\]]\s*$")),
    # a person and an organisation set off by dashes or pipes at the head of a line: "Dana — Globex — Our
    # budget ...", "Dana Smith | Globex | 10:42" (by pipes, a full name: "Item | Amount" heads a table)
    (("—", "–", " - "), re.compile(r"^\s*[*_]*" + _PERSON + r"\s*(?:\s[-–—]\s|[–—])\s*(?:(?i:the)\s+)?" + _ORG
               + r"\s*[*_]*\s*(?:\s[-–—]\s|[–—]|:|$)")),
    (("|",), re.compile(r"^\s*[*_]*[A-Z][\w'-]*\s+[A-Z][\w'-]*\s*\|\s*(?:(?i:the)\s+)?" + _ORG + r"\s*[*_]*\s*(?:\||:|$)")),
    (("[",), re.compile(r"^\s*\[(?P<who>[A-Za-z][^\]]{0,30})\]\s*[A-Z][\w'-]*\s*:")),
    # a report of another party's words, or notes about it: "Met with Globex today.", "Globex replied:"
    (("with", " to "), re.compile(r"(?<![\w])(?i:met|meeting|spoke|spoken|speaking|call|called|talked|talking|chatted|chat|sync|synced|"
               r"discussion|conversation|catch-up|call notes|phone|zoom|visit|visited)\s+(?i:with|to)\s+(?:(?i:the)\s+)?" + _ORG)),
    (("confirmed", "replied", "responded", "answered", "sent", "said", "wrote", "says", "writes", "told", "notes", "call", "meeting"), re.compile(r"^\s*(?:(?i:the)\s+)?" + _ORG + r"\s+(?:(?i:just|has|have|already)\s+)?(?i:confirmed|replied|responded|"
               r"answered|sent|said|wrote|says|writes|told us|told me|call notes|meeting notes|notes|call|meeting)"
               r"(?![\w])")),
    (("notes", "call", "meeting", "recap", "summary", "minutes"), re.compile(r"(?<![\w])(?i:notes|call|meeting|recap|summary|minutes)\s*(?:[-–—:|]|(?i:with))\s*(?:(?i:the)\s+)?"
               + _ORG)),
    (("here is", "here's", "below is", "pasting", "forwarding", "see"), re.compile(r"(?<![\w])(?i:here is|here's|below is|pasting|forwarding|see)\s+(?:(?i:what)\s+)?" + _ORG
               + r"(?:'s)?\s+(?i:sent|said|wrote|email|message|reply|note|notes|mail)(?![\w])")),
    (("pasting", "forwarding"), re.compile(r"(?<![\w])(?i:pasting|forwarding)\s+" + _ORG + r"'s")),
    (("subject", "subj", "re", "fw", "thread", "invitation"), re.compile(r"^[\s*_]*(?i:subject|subj|re|fw|fwd|thread|invitation)[*_]*\s*:\s*(?:(?i:re|fw|fwd)\s*:\s*)*"
               r"(?:(?i:the)\s+)?" + _ORG + r"(?:'s)?\s*(?:[-–—:|]|<>|x)?\s*(?=" + _TOPIC_NOUNS + r")")),
    # Chinese: 我是Globex的Dana, 我来自Globex, 我代表Globex, 我在Globex工作, 这里是Globex, Globex的Dana在此, ——Dana，Globex公司
    (("我是",), re.compile(r"我是\s*(?P<who>[A-Za-z][A-Za-z0-9&.-]*(?:\s[A-Za-z][A-Za-z0-9&.-]*)?|[\u4e00-\u9fff]{2,12}?(?:公司|集团))\s*(?:公司)?的")),
    (("我",), re.compile(r"我们?(?:来自|代表|在|是)\s*(?P<who>[A-Za-z][A-Za-z0-9&.-]*(?:\s[A-Za-z][A-Za-z0-9&.-]*)?|[\u4e00-\u9fff]{2,12}?"
               r"(?:公司|集团))")),
    (("这里是",), re.compile(r"这里是\s*(?P<who>[A-Za-z][A-Za-z0-9&.-]*(?:\s[A-Za-z][A-Za-z0-9&.-]*)?|[\u4e00-\u9fff]{2,12}?(?:公司|集团))")),
    (("在此",), re.compile(r"(?<![A-Za-z0-9&.-])(?P<who>[A-Za-z][A-Za-z0-9&.-]*)\s*(?:公司)?的\s*\S{1,12}?在此")),
    (("——", "--", "—"), re.compile(r"^\s*(?:——|--|—)\s*[^，,]{1,20}[，,]\s*(?P<who>[A-Za-z][A-Za-z0-9&.-]*(?:\s[A-Za-z][A-Za-z0-9&.-]*)?|"
               r"[\u4e00-\u9fff]{2,12}?(?:公司|集团))")),
)
# words that name no party: a department, a role, a mail program, a place in an organisation
_NOT_PARTY = frozenset("""
finance financial sales procurement purchasing it legal hr marketing engineering operations ops accounting accounts
support admin administration management leadership product design research security facilities billing payroll
treasury board office desk team department dept division unit staff ceo cfo cto coo cio ciso vp svp evp head director
manager lead chief officer president chair chairman treasurer controller buyer owner founder cofounder co-founder
analyst assistant associate consultant engineer specialist coordinator administrator executive senior junior principal
outlook gmail iphone ipad android mobile mail phone blackberry the a an and of our my your their new local main central
global regional home remote hq headquarters customer client account manager rep representative contact agent me us
there here all everyone meeting meetings notes note call calls minutes summary recap update updates weekly daily
monthly internal sync standup agenda she her hers he him his they them theirs pronouns linkedin twitter x facebook
instagram github website web www tel phone mobile fax cell approved final draft confirmed estimate estimated
tentative requested proposed pending signed usd eur gbp total annual yearly net gross expansion renewal upsell upgrade
pilot trial chat ticket interview speaker recording sms webinar participant
nice great good lovely pleasure wonderful
""".split()) | frozenset({"财务", "采购", "销售", "市场", "技术", "行政", "人事", "法务", "财务部", "采购部", "销售部",
                         "市场部", "技术部"})
_SITE_WORDS = frozenset({"office", "offices", "branch", "site", "plant", "location", "campus", "warehouse", "store",
                         "depot", "factory", "lab", "studio"})
_SITE_AFTER = re.compile(r"[\s)]*(?i:" + "|".join(sorted(_SITE_WORDS)) + r")(?![\w])")
_SYMBOLS = re.compile(r"[*_#>`~]+|[^\w\s|,()/.&'·–—-]")  # markdown marks, emoji: a signature's decoration
_FOOTER = re.compile(r"^\s*(?:(?i:sent from|get outlook|sent via|confidential)|[+(]?\d)")  # mail footers, phones, addresses
_ORG_NAME_END = re.compile(r"(?i:\s(?:inc|corp|corporation|ltd|llc|gmbh|plc|ag|sa|group|labs|holdings|industries|"
                           r"enterprises|technologies|systems|solutions|partners|co))\.?$")
_SIGNATURE_LINE = re.compile(r"^[\s|*>-]*[A-Z][\w'.&-]*(?:(?:\s+(?:of|and|&|de|at)\s+|[ ,|/()–—]+)[A-Z][\w'.&-]*){0,6}"
                             r"[\s.)]*$")  # capitalised words only: a name, a title, an organisation
_SIGN_OFF_LINE = re.compile(r"^\s*(?:--|—|–|~|" + _SIGN_OFF + r")\s*[,:!.]?\s*$")
_SIGNED_NAME = re.compile(r"^\s*(?:(?:--|—|–|~|-)\s*|" + _SIGN_OFF + r"[,:!]?\s+)(?P<rest>.+)$")
_NAME_RUN_SIG = re.compile(r"[A-Z][\w'.&-]*(?:\s+(?:of|and|&)\s+[A-Z][\w'.&-]*|\s+[A-Z][\w'.&-]*)*")


# (batch 104) a Chinese signature: its sign-off line ("此致", "祝好", "——"), a signer's name alone ("李四"), and a line
# naming an organisation by its company word, after a name or alone ("李四 Globex公司", "李四（Globex公司）", "Globex有限公司")
_ZH_SIGN_OFF = re.compile(r"^\s*(?:[-—–~]{1,4}|此致|敬礼|此致敬礼|祝好|顺祝商祺|顺颂商祺|谢谢|多谢|致礼)\s*[,，:：!！.。]?\s*$")
_ZH_NAME_LINE = re.compile(r"^\s*[\u4e00-\u9fff]{2,4}\s*$")
_ZH_SIGNED_ORG = re.compile(r"^\s*(?:[\u4e00-\u9fff]{2,4}\s*[\s,，、|/（(]\s*)?(?P<org>[A-Za-z][A-Za-z0-9&.-]*(?:\s[A-Za-z][A-Za-z0-9&.-]*)"
                            r"{0,2})\s*"
                            r"(?:有限责任公司|有限公司|股份有限公司|公司|集团)[)）]?\s*$")
# a signature line naming a person as an organisation's ("Globex's Dana", "Globex的Dana")
_OWNED_NAME = re.compile(r"^\s*(?P<org>[A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*){0,2})(?:'s|’s|的)\s*(?:[A-Z][a-z]|[\u4e00-\u9fff])")


def _signature_parties(sentences: tuple[_Sentence, ...], s: _Sentence) -> Iterator[tuple[str, str]]:
    """The organisations a signature after the statement names: the lines after it that read as a
    name and its title or organisation ("Best,\nDana\nGlobex", "Dana Smith\nCFO, Globex",
    "Dana Smith | CFO | Globex Inc."). The first name is the person's; every other name is a party."""
    try:
        at = sentences.index(s)
    except ValueError:
        return
    # a signature after the statement, a letterhead before it (the source's first lines)
    blocks = [(sentences[at + 1:at + 9], False), (sentences[:min(at, 4)], True)]
    # (batch 104) a signature above the statement, after a sign-off line anywhere above it ("Hi John,\nthanks.\n--\n
    # Maria, Vendor Ltd\nMy email: sales@vendor.com"): the words below it are the signer's, as after a signature
    signed = next((i for i in range(at - 1, max(-1, at - 5), -1)
                   if _SIGN_OFF_LINE.match(raw := _SYMBOLS.sub(" ", sentences[i].raw).strip()) or _ZH_SIGN_OFF.match(raw)), None)
    if signed is not None:
        blocks.append((sentences[signed + 1:at], False))
    for block, letterhead in blocks:
        lines: list[str] = []
        for t in block:
            raw = _SYMBOLS.sub(" ", _cased(t.raw)).strip()
            if not raw or _SIGN_OFF_LINE.match(raw) or _ZH_SIGN_OFF.match(raw) or _FOOTER.match(raw):
                continue
            if (zh := _ZH_SIGNED_ORG.match(t.raw)) is not None:  # (batch 104) "李四，Globex公司", "Globex有限公司"
                yield zh.group("org"), raw[:60]
                continue
            if _ZH_NAME_LINE.match(raw):  # (batch 104) a Chinese signer's name ("李四"): the signature goes on
                continue
            raw = _casings(raw, every=True)[-1]  # "dana\nglobex", "DANA SMITH, GLOBEX CORP": the names in one case
            m = _SIGNED_NAME.match(raw)
            line = m.group("rest") if m else raw
            if len(line) > 80 or not _SIGNATURE_LINE.match(line):
                break  # words that say more end the signature, or the letterhead (the lines right at the top)
            lines.append(line)
        for line in lines if not letterhead else ():  # "Globex's Dana", "Globex的Dana": the person, and whose
            if (owned := _OWNED_NAME.match(line)) is not None:
                yield owned.group("org"), line[:60]
        names = [n.group() for line in lines for n in _NAME_RUN_SIG.finditer(line)]
        for i, n in enumerate(names):  # after it, the first is the person's, unless it is a company's; before
            # it (a letterhead, or a table's head), only a company's name by its suffix
            if (i > 0 and not letterhead) or _ORG_NAME_END.search(n):
                yield n, " / ".join(lines)[:60]


def _parties_named(sentences: tuple[_Sentence, ...], s: _Sentence) -> Iterator[tuple[str, str]]:
    """(party, the words that name it) for each party the source names as its writer or its topic."""
    after = False
    for t in sentences:
        after = after or t is s
        yield from (p for p in _parties_in(t.raw, t.zh) if not (after and t is not s and p[1].rstrip(" :").endswith(
            _QUOTED_WRITER)))  # "On Mon, Sam <sam@vendor.io> wrote:" after the statement: whom it answers
    yield from _signature_parties(sentences, s)


_NOT_WHOSE = re.compile(r"(?i:\b(?:she|he|they|her|him|them|parent|subsidiary|affiliate|partner|division|formerly|"
                        r"owner|owned|company|group)\b)")
# which patterns each of those words lets through, found in one pass over the sentence (a word found
# lets through the shorter words it holds too: "here is" holds "here")
_NEED_INDEX: dict[str, list[int]] = {}
for _i, (_needs, _) in enumerate(_SPEAKS_FOR):
    for _w in _needs:
        _NEED_INDEX.setdefault(_w, []).append(_i)
_NEEDS_WITHIN = {w: [v for v in _NEED_INDEX if v in w] for w in _NEED_INDEX}
_ANY_NEED = re.compile("(?=(" + words_pattern(_NEED_INDEX) + "))")
_QUOTED_WRITER = ("wrote", "writes", "schrieb", "a écrit", "escribió", "ha scritto")
_PAREN_AFTER = re.compile(r"\s*\((?P<who>[^()]{1,40})\)")


@lru_cache(maxsize=8192)
def _parties_in(raw: str, zh: bool) -> tuple[tuple[str, str], ...]:
    """The parties one sentence names as its writer's or its topic (cached: every place of the value
    in a source looks at every other sentence)."""
    text = unicodedata.normalize("NFKC", raw) if zh else _cased(raw)  # "Dana（Globex）：" as "Dana (Globex):"
    out = []
    found = {w for m in _ANY_NEED.finditer(text.casefold()) for w in _NEEDS_WITHIN[m.group(1)]}
    for i in sorted({i for w in found for i in _NEED_INDEX[w]}):
        p = _SPEAKS_FOR[i][1]
        for m in (m for t in _casings(text, mostly=True) for m in p.finditer(t)):
            if _SITE_AFTER.match(text, m.end()):
                continue  # "from the Munich office": a place of its own
            paren = _PAREN_AFTER.match(text, m.end())  # "Call with Dana (Acme CFO)": the brackets say whose
            if paren is not None and _NOT_WHOSE.search(paren.group("who")):
                paren = None  # "(she/her)", "(Acme's parent)": not whose the person is
            out.append((paren.group("who") if paren else m.group("who"), m.group()))
    return tuple(out)


# a part of the year, or of a longer span ("$18,000 for Q1", "our Q3 budget", "40 seats in year one",
# "for phase two"): not the whole
_PERIOD_PART = re.compile(r"(?<![\w])(?:q[1-4]|h[12]|first quarter|second quarter|third quarter|fourth quarter|"
                          r"first half|second half|(?:year|month|phase|stage|wave|sprint|week|term)[\s-]+"
                          r"(?:one|two|three|four|five|six|1|2|3|4|5|6|i|ii|iii|iv))(?![\w])")
_ZH_PERIOD_PART = re.compile(r"(?<![a-z0-9])(?:q[1-4]|h[12])(?![a-z0-9])|第[一二三四1-4]季度|(?<![每])[一二三四]季度|[上下]半年|"
                             r"第[一二三四五六1-6]期(?!款)")
# a rate ("$18,000 a month", "18000 USD/month", "$18k monthly", "40 seats each")
_RATE_AFTER = re.compile(r"\s*(?:(?:usd|eur|gbp|chf|cad|aud|dollars?|euros?|pounds?|seats?|users?|people|persons?|licen[cs]es?|"
                         r"members?|employees?|heads?)\s*)?(?:(?:(?:a|an|each|every|per)\s+|/\s*)"
                         r"(?:month|mo|year|yr|week|wk|day|quarter|qtr|hour|hr|seat|user|person|head|license|licence|team|"
                         r"site|location|employee|project|deal|contract|customer|client|office|store|branch|region|country|"
                         r"event|order|campaign|account|department|brand|subsidiary|member|shop|outlet|market|pilot|rollout|renewal|launch|"
                         r"invoice|purchase|payment|release|sprint|phase|round|cycle|term|batch)s?(?![\w])|(?:monthly|yearly|weekly|daily|hourly|quarterly|annually|"
                         r"per annum|p\.a\.)(?![\w]))|\s*each(?![\w])")
_RATE_WORDS = frozenset({"per", "each", "monthly", "annual", "yearly", "rate"})  # a predicate whose value is a rate
_WAS = re.compile(r"(?<![\w])(?:was|were|had been|used to be|previously|formerly|before|earlier|until now)(?![\w])")
_SHARE = re.compile(r"(?:%|percent|per cent)\s+of(?![\w])|(?<![\w])(?:of|out of)\s+[$€£¥]?\d")
# a value struck through (Markdown, HTML) or set in quotes (a name for it, or someone's words)
_STRUCK = re.compile(r"~~.+?~~|<(s|del|strike)>.*?</(?:s|del|strike)>|\{--.+?--\}|\{~~.+?~>", re.DOTALL)  # (CriticMarkup's too)
_QUOTED = re.compile(r"[\"“”'‘’«»「」『』]\s*$")
_UNIT_AFTER = re.compile(r"^\s*(?:美元|元|块钱|块|万|千|usd|eur|gbp|dollars?|euros?|k|m)?")
_QUOTE_CLOSE = re.compile(r"^\s*[\"“”'‘’«»「」『』]")


# an inline comment (HTML, C) or a single-tilde strikethrough ("~$18,000~", as GitHub renders it)
_INLINE_HIDDEN = re.compile(r"<!--.*?(?:-->|$)|/\*.*?(?:\*/|$)|(?<![~\w])~(?![~\s])[^~]+?(?<![~\s])~(?![~\w])")
_STRUCK_TAIL = re.compile(r"(?:" + _STRUCK.pattern + r")\s*$", re.DOTALL)


def _unstruck(before: str) -> str:
    """The text before a value without the struck-through one just before it ("~~$20k~~ $18k":
    the old value struck, the new one written after it)."""
    return _STRUCK_TAIL.sub("", before.rstrip()).rstrip()


# a string handed to code: `print("...")`, `console.log('...')`, `f("...")`, `["...", ...]` (whatever the
# name: the parenthesis glued to it, as prose does not write one)
_CODE_STRING = re.compile(r"(?:\S\(|\[)\s*([\"'`“‘])(?:(?!\1|[”’]).)*[\"'`”’]\s*[,)\]]", re.DOTALL)


def _marked(norm: str, vs: int, ve: int) -> str | None:
    """Why the value, as written, is not stated: struck through, in quotes ("$18k"), or in a string
    handed to code (`print("Our budget is $18k.")`: text for a program, not the speaker's words)."""
    for m in _STRUCK.finditer(norm):
        if m.start() <= vs and ve <= m.end():
            return "the value is struck through"
    for m in _INLINE_HIDDEN.finditer(norm):
        if m.start() <= vs and ve <= m.end():
            return "the value is in a comment, or struck through"
    for m in _CODE_STRING.finditer(norm):
        if m.start() <= vs and ve <= m.end():
            return "the value is in a string handed to code"
    span = norm[vs:ve]
    v = span.strip()
    head = norm[:ve - len(span.lstrip())]  # up to the value, its leading space included
    tail = _UNIT_AFTER.sub("", norm[ve:], count=1)  # "“18000美元”": the currency inside the quotes
    if v and _QUOTED.search(head) and _QUOTE_CLOSE.match(tail) and not head.rstrip().endswith("'s"):
        return "the value is in quotes: a name for it, or someone's words"
    return None


# a later sentence that takes the statement back ("Not.", "JK.", "Scratch that.", "算了")
_RETRACTION = re.compile(
    r"(?:(?:not|nope|no|jk|j/k|just kidding|kidding|just joking|joking|never ?mind|nvm|disregard(?: that| this| it)?"
    r"|ignore (?:that|this|it)|forget (?:that|it|this)|scratch that|cancel that|strike that|lol|lmao|haha|sike|psych"
    r"|(?:scratch|ignore|disregard|forget|cancel|strike|delete|drop) (?:the above|above|all that|all of that|"
    r"the last (?:line|message|one|bit|part|sentence)|the previous (?:line|message|one|sentence)|"
    r"what i (?:just )?said|my (?:last|previous) (?:message|line|sentence))"
    r"|test|testing|just testing|test message|this is a test|this was a test"
    r"|april fools?|not really|not true|false|fake|or not|wait|hold on|hang on|开个?玩笑的?|逗你的?|骗你的?|假的|"
    # idioms that take it back in a word or three ("... — yeah no.", "Not happening.", "Good luck with that.")
    r"gotcha|got you|made you look|n0t|n0pe|n0|bullshit|bs|fib|a fib|"
    r"yeah,? no|yeah,? nah|no way|no chance|not a chance|fat chance|not happening|never happening|not gonna happen|"
    r"never gonna happen|ain't happening|not likely|hardly|in your dreams|dream on|keep dreaming|wishful thinking|"
    r"nice try|good luck with that|not in this economy|as if|yeah right|sure,? jan|没门儿?|做梦吧?|想得美|不可能|"
    r"说着玩的?|不是|说笑的?|算了|不对|错了|别当真|忽略(?:这个|它)?"
    # the same in the Latin-script languages a chat slips into ("Nein.", "Pas vrai.", "Es mentira.")
    r"|nein|nicht|nee|niet|nej|non|nah|não|nao|pas vrai|c'est faux|faux|falsch|stimmt nicht|nicht wahr|quatsch"
    r"|falso|falsa|mentira|es mentira|no es verdad|no es cierto|non è vero|non e vero|é mentira|e mentira"
    r"|pas du tout|ce n'est pas vrai|das stimmt nicht|war nur ein witz|c'était une blague|era broma|scherzo|"
    r"blague|witz|broma|nada)"
    r"(?:[\s,!.?。！？~:;]|[:;]-?[()dp]|xd)*)+")
# a later sentence that says what came before is untrue, whatever words it uses for it: "That was a
# lie.", "None of that is true.", "I was joking.", "/s", "我撒谎了", or mocks it ("Yeah, right.", "As if.")
# (the retraction above lists set phrases)
_UNTRUE = (r"(?:(?:a |an |all |just |only |totally |completely |a total |an outright |obviously |clearly |"
           r"a big |a complete |pure |utter )*(?:lie|lies|fib|fibs|joke|jest|fake|fiction|false|untrue|made up|bs|bullshit|"
           r"nonsense|wrong|incorrect|inaccurate|sarcasm|sarcastic|a typo|trolling|bogus|fabricated|invented)"
           r"|not (?:true|accurate|right|correct|real|the case|so|serious|for real|a real (?:number|figure)))")
_DISAVOWAL = re.compile(
    r"(?:(?:ok|okay|well|oh|honestly|to be honest|tbh|sorry|fine|alright|ngl|but|and|btw|ps)[\s,!.]*)?"
    r"(?:(?:that|this|it|which|all (?:of )?(?:that|this|it)|everything (?:above|i (?:just )?said)|what i (?:just )?said"
    r"|the above|the (?:last|previous) (?:line|message|sentence|one)|my (?:last|previous) (?:message|line|sentence))"
    r"\s*(?:'s|’s|is|was|were|are|has been|had been)\s+" + _UNTRUE +
    r"|(?:none|not a word|nothing|no part) of (?:that|this|it|what i (?:just )?said|the above)"
    r"\s*(?:'s|’s|is|was|were|are)\s+(?:true|real|accurate|right|correct|so)"
    r"|(?:i|we)\s*(?:'m|’m|am|was|were|'re|’re|are|have been|'ve been|’ve been)?\s*(?:just |only |totally |obviously )?"
    r"(?:lied|lying|joking|kidding|trolling|fibbing|making (?:that|it|this) up|being sarcastic"
    r"|messing (?:with you|around)|pulling your leg)"
    r"|(?:i|we) (?:made (?:that|it|this) (?:all )?up|take (?:that|it|this) back|retract (?:that|it|this)"
    r"|take back what i (?:just )?said|didn't mean (?:that|it|this))"
    r"|(?:only|totally|just|completely|obviously) (?:joking|kidding|trolling)|/s|sarcasm|wrong|incorrect|untrue|lies|nah"
    r"|(?:(?:yeah|yea|ya|oh|oh yeah|sure)[\s,]*)?(?:right|ri+ght|su+re)|as if|in your dreams|dream on|keep dreaming"
    r"|nice try|good one|very funny|hilarious|lol ok|sure jan"
    r"|a lie|bs|(?:我|我们)?(?:刚才|刚刚)?(?:是)?(?:在)?(?:撒谎|说谎|骗人|胡说|乱说)(?:的|了|呢)?"
    r"|(?:那|这|以上|上面)?(?:都)?(?:不是真的|是谎话|是谎言|是骗人的|是胡说))"
    r"(?:[\s,!.?。！？~:;]|[:;]-?[()dp]|xd)*")
# a later message that withdraws an earlier one, whatever else it says ("Ignore my last message about the
# budget.", "That last message was a test.", "Sent in error, sorry.", "Wrong chat!")
_WITHDRAWN = re.compile(
    r"(?<![\w])(?:(?:please\s+)?(?:ignore|disregard|forget|delete|scratch|drop|discard)\s+(?:my|the|that|this|our)\s+"
    r"(?:(?:last|previous|earlier|above|prior|first)\s+)?(?:message|email|e-mail|mail|note|text|line|comment|update|post|"
    r"reply|answer)s?"
    r"|(?:that|this|the|my|our)\s+(?:(?:last|previous|earlier|above|prior)\s+)?(?:message|email|e-mail|mail|note|text|"
    r"update|post|reply)\s+(?:was|is)\s+(?:just\s+|only\s+)?(?:a\s+)?(?:test|mistake|error|wrong|joke|not meant|"
    r"sent (?:in|by) (?:error|mistake)|meant for|for (?:someone|another))"
    r"|sent (?:in|by) (?:error|mistake)|wrong (?:thread|chat|channel|customer|account|person|recipient)"
    r"|(?:was|were) meant for (?:someone|another|a different))(?![\w])"
    # in Chinese ("忽略上一条", "无视以上消息", "上一条发错了", "发错群了")
    r"|(?:忽略|无视|不用管|别管|删掉|撤回)(?:我的|我|刚才的|刚才)?(?:上一条|上条|前一条|上面的?|以上|前面的?|刚才的?)(?:消息|信息|内容|那条)?"
    r"|(?:上一条|上条|前一条|以上|刚才那条)(?:消息|信息|内容)?(?:发错了|是测试|作废|不算)|发错(?:群|人|了)")
_LABEL = re.compile(r"^(?:p\.?\s?s\.?|edit(?:ed)?|update|note|nb|n\.b\.|fyi|btw|correction|oh and|also)\s*[:\-–—]+\s*")
# words a later sentence may hold around a bare value and still be about the value just stated
# ("Update: $20k.", "Now $20k.", "Later raised to $20k.", "Make that $20k.")
_RESTATE = frozenset({
    "later", "make", "instead", "revised", "revision", "edit", "edited", "ps", "p", "s", "rather", "meant", "mean",
    "no", "wait", "hmm", "oh", "um", "uh", "and", "or", "update", "updated", "correction", "corrected", "now",
    "actually", "new", "newer", "latest", "to", "raised", "increased", "cut", "reduced", "dropped", "lowered",
    "changed", "moved", "bumped", "it", "it's", "its", "is", "was", "that", "that's", "this", "then", "so", "well",
    "sorry", "oops", "fyi", "note", "k", "m", "$", "usd", "eur", "€", "£", "gbp", "dollars", "euros",
    # the words of a self-correction ("Er, $25,000.", "Ugh, autocorrect: Munich.", "My bad: Munich.")
    "er", "erm", "err", "umm", "uhm", "whoops", "ugh", "argh", "autocorrect", "autocorrected", "typo", "my", "bad",
    "scratch", "strike", "should", "read", "be", "i", "misspoke", "misspeak", "honestly", "seriously", "jokes", "joking",
    "aside", "kidding", "precise", "precisely", "real", "answer", "rephrase", "correcting", "myself", "nvm", "disregard",
    "tbh", "though", "fat", "fingers", "double-checked", "checked"})
# a later sentence that corrects in an editor's way: "s/Berlin/Munich/", "*Munich", "Munich*"
_SED = re.compile(r"(?<![\w])s/[^/\s][^/]*/[^/]*(?:/|$)")
_STARRED = re.compile(r"^\*(?![\s*])[^*]*$|^[^*]*(?<![\s*])\*$")


_ZH_RESTATE = re.compile(r"更新|更正|修正|现在|目前|其实|实际上|应该|改为|改成|变成|调整为|调整到|最新|新的|是|为|了|到|"
                         r"美元|元|块钱|块|万|千|usd|\$|k")
_MONTHS_SET = frozenset(_MONTH_NUMBER)
# of those, the ones that say the value changed ("Update: Munich.", "Now Munich.")
_CHANGED = frozenset({"update", "updated", "now", "correction", "corrected", "actually", "instead", "later", "make",
                      "changed", "moved", "new", "newer", "latest", "revised", "edit", "edited", "rather",
                      "sorry", "oops", "whoops", "er", "erm", "err", "um", "umm", "uh", "uhm", "well", "wait", "no",
                      "ugh", "argh", "autocorrect", "autocorrected", "typo", "meant", "mean", "bad", "scratch",
                      "strike", "should"})


# a short sentence after the statement that qualifies nothing: a greeting, thanks, a sign-off, an
# agreement ("Thanks!", "Cheers, Dana", "Final.", "Sounds good.")
_PLEASANTRY = re.compile(
    r"(?:(?:(?:many |big )?thanks?(?: (?:you|again|a lot|so much))?|thx|ty|cheers|regards|best(?: regards)?|"
    r"kind regards|bye|goodbye|talk soon|speak soon|see you|hi|hello|hey|dear|all the best|best wishes|sincerely|"
    r"have a (?:nice|good|great) (?:day|week|weekend))(?:[\s,]+[a-z][\w.'-]*){0,2}"  # these may name someone
    r"|ok|okay|great|cool|perfect|sounds good|good|nice|awesome|excellent|confirmed|final|firm|approved|agreed|yes|"
    r"yep|yeah|correct|exactly|indeed|done|noted|fyi|welcome|please|sure thing|of course|let me know|any questions|"
    r"looking forward|signed|closed won)[\s,!.?。！？~:;)]*")


# a sentence that states something of its own: a subject, then a verb
_STATEMENT = re.compile(r"(?:our|we|we're|i|i'm|my|the|they|you|this|that|it|its|it's|there|he|she)\s+(?:\w+\s+){0,3}?"
                        r"(?:is|are|am|was|were|'s|'re|have|has|had|need|needs|want|wants|use|uses|plan|plans|will|can|"
                        r"do|does|did|go|goes|get|gets|pay|pays|run|runs|sell|sells|buy|buys|prefer|prefers|expect|"
                        r"expects|agree|agreed|signed|approved|decided)(?![\w])")


_AS_AN_ASIDE = ("a comment after the value", "the clause says more than a plain assertion", "another party may be named",
                "a pronoun that may not be the subject",
                # whose words a separate line says they are ("Said by Acme's CFO.") is for the parties' rules
                "it reports someone else's words", "it is hearsay",
                # a fragment joined on is no aside of the speaker's ("Our HQ is in Berlin. Bis bald, Dana"; batch 98)
                "another value ends the sentence after an aside")


# a line after the statement that says whose words it reports: "Per Globex.", "Said our old CFO.", "Or so I
# heard.", "Source: a blog post.", "(AI-generated)"; the subject's own current officer may be named ("Said by
# Acme's CFO.", "From our CFO." is no attribution)
_ATTRIBUTED = re.compile(
    r"(?:(?:as )?per(?!\s+(?:seats?|users?|heads?|persons?|people|years?|months?|weeks?|days?|hours?|quarters?|"
    r"annum|units?|licen[cs]es?|usual|se|cent|diem|capita|item|order|project|team|site|location|employee|"
    r"account|instance)(?![\w]))|according to|via|quoting|quote\s*:|courtesy of|h/t|hat tip|credits?\s*:|heard|"
    r"word (?:is|from)|from what (?:i|we)|so says|says|said|told (?:by|me|us)|as told|reported|reportedly|rumou?r|"
    r"or so (?:i|we|they)|(?:ai|auto|machine)[- ]?(?:generated|written|translated)|generated|written by an? ai|"
    r"(?:machine |automatically )?translated|chatgpt|gpt"
    # a source label naming no record of the customer's ("Source: Salesforce export." is one)
    r"|sources?\s*:\s*(?:an?\s+|the\s+|some\s+|my\s+)?(?:blog|article|web|website|internet|online|news|press|"
    r"wikipedia|google|twitter|reddit|forum|social media|rumou?r|hearsay|gossip|ai|llm|model|chatgpt|gpt|claude|"
    r"gemini|copilot|bot|generated|friend|cousin|someone|a guy|unknown|trust me)"
    r"|from (?:an?|the|some|this) (?:blog|article|website|web page|post|forum|tweet|thread|news|rumou?r|podcast|video))"
    r"(?![\w])")
# a line saying a machine made or translated the text ("This message was generated by AI.", "Written by our
# assistant bot.", "The following was machine translated.")
_MACHINE_MADE = re.compile(
    r"[(\[](?:ai|bot|gpt|llm|auto|automated|machine|ai[- ]summary|ai[- ]generated)[)\]]"  # "Summary of the call (AI):"
    # (batch 105) a made or derived text's mark in brackets: "Key points (generated):", "(LLM-written)", "(transcribed)"
    r"|[(\[](?:[\w-]+[- ])?(?:generated|autogen|synthesi[sz]ed|inferred|transcribed|translated|summari[sz]ed|extracted|"
    r"model|llm-written|machine-written|ai-assisted|written|rewritten|reworded|paraphrased|condensed|abridged)[)\]]"
    r"|(?<![\w])(?:(?:generated|written|produced|drafted|composed|created|translated)\s+(?:by|with|using|via)\s+"
    r"(?:an?\s+|the\s+|our\s+|my\s+)?(?:ai|llm|bot|chatbot|assistant|assistant bot|chatgpt|gpt[\w.-]*|claude|gemini|"
    r"copilot|machine|model|google translate|deepl)|(?:machine|auto|automatically|ai)[- ]?(?:generated|translated|"
    r"written)|as\s+an\s+ai(?:\s+\w+)?|i'?m\s+an\s+ai|i\s+am\s+an\s+ai|(?:large\s+)?language\s+model|i'?m\s+a\s+(?:chat)?bot|"
    r"i\s+am\s+a\s+(?:chat)?bot|based\s+on\s+(?:my|our|the)\s+training|training\s+data|generated[_\s]by)(?![\w])")
_FORMER = re.compile(r"(?<![\w])(?:old|former|ex|previous|prior|past|then|retired|outgoing|departed|late)(?![\w])")
# the same in Chinese: "据Globex说。", "听说的。", "来源：网上。", "以上内容由AI生成。" (not "据我们CFO说")
_ZH_ATTRIBUTED = re.compile(r"(?:据|听说|据说|据悉|转自|引自|摘自|网传|传闻|小道消息|有人说|别人说|他们说|来源\s*[：:]\s*(?:网上|网络|"
                            r"互联网|博客|新闻|传闻|朋友|ai|人工智能|chatgpt|gpt|微博|论坛|知乎|某人|别人)"
                            r"|[^，。,.]{0,4}来自(?:竞争对手|对手|别人|其他公司|别的公司|另一家|他们|对方|供应商|合作伙伴|网上|网络))")
_ZH_OWN = re.compile(r"(?:我们|我方|我司|本公司)的?(?:cfo|ceo|cto|财务总监|首席财务官|总经理|老板|负责人|采购)")
_ZH_MACHINE_MADE = re.compile(r"(?:ai|人工智能|chatgpt|gpt|机器人|机器)(?:生成|翻译|撰写|写的)|自动生成|机器翻译|自动翻译")


def _own_words(lead: str, names: frozenset[str]) -> bool:
    """An attribution line naming the subject's own current officer: "said by Acme's CFO", "per our CFO"."""
    owner = "|".join(["our", "my", *(re.escape(n) + r"(?:'s|s')?" for n in names if n)])
    return re.search(r"(?<![\w])(?:" + owner + r")\s+(?:[\w-]+\s+){0,2}?" + _ROLE, lead) is not None and \
        not _FORMER.search(lead)


# a line saying another party sent, posted, issued or relays the text ("Posted by Globex HR", "This message comes from
# Globex.", "[Globex Procurement]", "Message relayed by Globex:", "Best regards from all of us at Globex")
_RELAYED_BY = re.compile(
    r"(?:(?<![\w])(?:posted|issued|published|relayed|sent|written|prepared|compiled|forwarded|shared)\s+by\s+(?:the\s+)?"
    r"|(?<![\w])(?:message|e-?mail|note|post|text|update)\s+(?:comes|came|is)\s+from\s+(?:the\s+)?"
    r"|^\W*\[(?=[a-z][\w&-]+\s+(?:procurement|purchasing|finance|sales|hr|team|billing|support|marketing|legal|operations)\s*\])"
    r"|(?<![\w])response\s+from\s+[^—:\n-]{0,40}?\bat\s+|(?<![\w])regards\s+from\s+(?:all\s+of\s+us\s+at\s+|the\s+)?"
    r"|^\W*the\s+(?=[a-z][\w&-]+\s+(?:purchasing|procurement|finance|sales|hr|facilities|team|communications|marketing)\b))"
    r"(?P<who>[A-Za-z][\w&-]+)", re.IGNORECASE)


def _relayed_by_other(t: _Sentence, names: frozenset[str]) -> str | None:
    """A line beside the statement that says another party sent, posted or relays the text (above)."""
    for m in _RELAYED_BY.finditer(t.raw):
        who = m.group("who").casefold().removesuffix("'s")
        if who not in names and who not in _common():  # (the first person's words are common words)
            return f'a line says another party sends or relays the text ("{t.raw.strip()[:60]}")'
    return None


def _attributed(t: _Sentence, names: frozenset[str]) -> str | None:
    """Why a sentence beside the statement makes it someone else's words: it names a source other than
    the subject's own current officer ("Per Globex.", "According to a blog post I read.", "From a blog
    post:"), or says a machine made or translated the text."""
    lead = canon_text(t.raw.strip()).lstrip(" \t\"'“”‘’()[]*_-—–>")
    zh = (_ZH_ATTRIBUTED.match(lead) and not (_ZH_OWN.search(lead) and not re.search(r"前|原|已离职", lead))) or \
        _ZH_MACHINE_MADE.search(lead)
    if zh or (_ATTRIBUTED.match(lead) and not _own_words(lead, names)) or _MACHINE_MADE.search(canon_text(t.raw)):
        return f'a sentence beside it says whose words it reports ("{t.raw.strip()[:60]}")'
    return None


_BARE_NAME = re.compile(r"[^\W\d_][\w'&-]*(?:\s+[^\W\d_][\w'&-]*){0,2}[.!]+")


def _continued(s: _Sentence, later: tuple[_Sentence, ...], value: Any, pred: _Pred, names: frozenset[str],
               kind: str, captured_at: datetime, valid_from: datetime | None) -> str | None:
    """Why a fragment right after the statement qualifies it: read as the end of the statement's own
    sentence ("Our budget is $18,000. Per seat." as "..., per seat"; "Used to be.", "In 2019.",
    "Said our old CFO.", "For the pilot."), the statement would not stand. A fragment of a greeting,
    thanks or agreement is nothing more; anything else short is read as part of the statement."""
    if later and s.zh and later[0].zh and isinstance(value, str) and as_date(value) is None and \
            _amount(value) is None and later[0].raw.strip()[-1:] in ("。", "！", ".", "!") and \
            (name := _zh_bare_name(later[0].raw)) is not None and canon_text(name) != canon_text(value):
        # "我们的总部在柏林。慕尼黑。" (a signature has no full stop: "王经理")
        return f'the fragment after it names another ("{name}")'
    if not later or s.zh or later[0].zh:
        return None
    t = later[0]
    words = _WORD.findall(t.norm)
    bare = "".join(c for c in t.norm if unicodedata.category(c) not in ("So", "Sk", "Cf")).strip(" \t\"'“”‘’()[]*_-")
    if words and len(words) <= 6 and _SCOPED_AT_END.match(t.norm.strip()) is not None:  # (batch 112) "As of the old plan."
        return f'the fragment after it scopes it ("{t.raw.strip()[:60]}")'  # (before a predicate's name in it: "plan")
    if not words or len(words) > 5 or _PLEASANTRY.fullmatch(bare) or (pred.names is not None and pred.names.search(t.norm)):
        return None
    if _STATEMENT.match(t.norm) or _to_the_reader(t):
        return None  # a sentence of its own ("We need 12 seats.", "Can you send a quote?")
    head = s.raw.rstrip().rstrip(".!。！")
    tail = t.raw.strip()
    # as written (its names still names), and all in lower case ("Per Year.", "PER SEAT."); a bare name said
    # as a sentence of its own ("Our HQ is in Berlin. Munich.") also with its first capital (a signature
    # has no full stop: "Dana")
    forms = [tail[:1].lower() + tail[1:] if any(c.islower() for c in tail) else tail, tail.lower()]
    if _BARE_NAME.fullmatch(tail) and all(w[:1].isupper() for w in tail.split()):
        forms.insert(0, tail)
    for written in forms:
        joined = parse(f"{head}, {written}")
        if len(joined) != 1:
            continue
        g = _ground_leaf(joined, value, pred, names, kind, captured_at, valid_from)
        # only what the fragment itself says of the value counts, not that it adds words ("Dana Smith, CFO",
        # "See attached."): a signature or an aside is not a qualification
        if g.verdict != "asserted" and not g.why.startswith(_AS_AN_ASIDE) and not g.why.startswith(_UNREAD_WHY):
            return f'the fragment after it qualifies it ("{tail[:60]}": {g.why})'  # (its language: read as written)
    return None


# a later sentence that only says what it is, a name in capitals, after "it's", "in" or the speaker's asides: a spoken
# self-correction ("Our HQ is in Dublin. I keep saying Dublin. It's Cork.", "... Hang on, it's Raj Patel.", "...
# Hang on, Cork."; batch 98)
_RESTATED_LATER = re.compile(r"^\W*(?:[^,;.!?]*?,\s*)*(?P<lead>(?i:it'?s|it\s+is|that'?s|that\s+is)\s+)?(?P<in>(?:in|at)\s+)?"
                             r"(?P<other>[A-Z][\w'-]*"
                             r"(?:\s+[A-Z][\w'-]*){0,2})(?:\s+(?:actually|now|then|instead))?\s*[.!?]*\s*$")


def _taken_back(later: tuple[_Sentence, ...], value: Any, numeric: bool, dated: bool, pred: _Pred) -> str | None:
    """Why a later sentence may take back the one that asserts the claim: it is only a retraction
    ("Not.", "Just kidding."), or it gives a bare other value for the same thing: a number ("Update:
    $20k.", "更新：20000美元。"), a date ("Update: 2026-12-01."), for a value in words a name ("Now Munich.")."""
    n = _amount(value) if numeric else None
    date = canon_text(str(value)) if dated else None
    for t in later:
        bare = "".join(c for c in t.norm if unicodedata.category(c) not in ("So", "Sk", "Cf")).strip(" \t\"'“”‘’()[]*_-")
        bare = _LABEL.sub("", bare)  # "PS: jk", "Edit: that was a lie"
        if (m := _FOREIGN.search(t.norm)) is not None:  # "That was a lіe" (a Cyrillic і), or words the rules cannot read
            return f'a later sentence in a script the rules do not read ("{m.group()}" in "{t.raw.strip()[:80]}")'
        if _RETRACTION.fullmatch(bare) or _DISAVOWAL.fullmatch(bare) or _WITHDRAWN.search(t.norm):
            return f'a later sentence takes it back ("{t.raw.strip()[:80]}")'
        other = f'a later sentence gives another value ("{t.raw.strip()[:80]}")'
        if _SED.search(t.norm):
            return f'a later sentence corrects it ("{t.raw.strip()[:80]}")'
        nums = [x for _, x in _numbers_in(t.norm)] if n is not None else []
        if t.zh:
            if any(x != n for x in nums) and not _ZH_RESTATE.sub("", _NUM.sub("", t.norm)).strip(" ：:，,。.！!%$€¥"):
                return other
            continue
        if isinstance(value, str) and not numeric and not dated and any(c.isdigit() for c in value):
            # an identifier: another of its shape with only a change's words ("New: +49 30 7654321.")
            m = _shaped_like(canon_text(value)).search(t.norm)
            if m is not None and canon_text(m.group()) != canon_text(value) and all(
                    w in _RESTATE or w in _CHANGED for w in _WORD.findall(t.norm[:m.start()] + " " + t.norm[m.end():])):
                return other
            continue
        if isinstance(value, str) and not numeric and not dated:
            if (m := _RESTATED_LATER.match(t.raw)) is not None and canon_text(m.group("other")) != canon_text(value) \
                    and (m.group("lead") or m.group("in") or "," in t.raw and t.raw.rstrip()[-1:] in ".!") \
                    and not _PLEASANTRY.fullmatch(bare):  # (a signature has no full stop: "Warmly, Dana"; "Thanks, Dana.")
                return other  # "Our HQ is in Dublin. I keep saying Dublin. It's Cork." (batch 98)
            raw_words = re.findall(r"[\w'-]+", t.raw)
            rest = [w for w in raw_words if w.casefold() not in _RESTATE]
            starred = _STARRED.match(t.raw.strip().rstrip(".!?。！").strip()) is not None
            if (starred or any(w.casefold() in _CHANGED for w in raw_words)) and 0 < len(rest) <= 3 and \
                    all(w[:1].isupper() for w in rest) and canon_text(" ".join(rest)) != canon_text(value):
                return other
            continue
        words = [w for w in _WORD.findall(_EN_WORDS_NUM.sub(" ", _NUM.sub(" ", t.norm))) if not w.isdigit()]
        if date is not None and re.search(r"\d", t.norm) and date not in t.norm and \
                all(w in _RESTATE or w in _MONTHS_SET for w in words):
            return other
        if any(x != n for x in nums) and all(w in _RESTATE for w in words):
            return other
        if n is not None and date is None and (said := _same_thing_other_number(
                t.norm, n, pred, isinstance(value, str) and value.strip().endswith("%"))) is not None:
            return f'a later sentence gives another number for it ("{said}" in "{t.raw.strip()[:80]}")'
    return None


# a label that only says the writer corrects or stresses ("Real answer: 45.", "Correcting myself: 45.")
_SELF_CORRECTION = frozenset({"real", "answer", "correct", "correcting", "correction", "myself", "let", "me", "rephrase",
                              "double", "checked", "double-checked", "update", "edit", "actually", "honestly", "precisely",
                              "exactly", "true", "number", "figure", "count", "total", "right", "final", "the", "my",
                              "misspoke", "sorry", "oops", "typo", "seriously", "really", "ok", "okay", "so", "talk",
                              "truth", "be", "told", "between", "us", "reality", "truthfully", "internally", "honest",
                              "frankly", "candidly", "bottom", "line", "long", "story", "short", "tldr", "net", "actual",
                              "realistically", "in", "practice", "fact", "to", "precise", "more"})
# a bare label of a contract's or a bill's status: its number is the same thing's ("Contracted: 50", "Invoiced: 50")
_STATUS_LABEL = frozenset({"contracted", "invoiced", "billed", "paid", "ordered", "committed", "on", "contract", "invoice",
                           "licensed", "purchased"})
_LABEL_OF_OTHER = re.compile(r"^[^:|=]{1,40}(?::|\|)|^\W*[a-z]+\s+\d+\s*:")
_OTHERS_BEFORE = re.compile(r"(?<![\w])(?<!our\s)(?<!my\s)(?!(?:it|that|what|there|here|who|he|she|let|where)'s)"
                            r"(?!(?:today|yesterday|tonight|morning|afternoon|evening|week|month|quarter|year)'s\s+(?:count|"
                            r"number|figure|total|tally|headcount)\b)[a-z][\w&.-]*'s\s|(?<![\w])(?:their|his|her)\s")
_CLAUSE_AFTER = re.compile(r"(?<!\d),(?!\d)|;|\s[—–-]+\s|\s*[—–]\s*")  # where a later clause of the statement's sentence starts
_SHORTCODE_COUNT = re.compile(_SHORTCODE.pattern + r"\s*\d*")  # a reaction and its count (":thumbsup: 3")
_CLOCK = re.compile(r"\d{1,2}:\d{2}(?::\d{2})?(?:\s*[ap]\.?m\.?)?")
# after another number in a later sentence, words that leave it the same thing's number: the end of the sentence, a
# word of time or emphasis ("Honestly, 45.", "Finance says 45.", "Sometimes 50.", "45 now", "45 in total")
_SAME_AFTER = re.compile(r"\s*(?:[.!?;,)\]]|$|(?:now|today|actually|instead|though|then|really|tops|total|in\s+total|"
                         r"altogether|overall|at\s+most|at\s+least|or\s+so|ish|counting\b[^.]*|including\b[^.]*|"
                         r"k|thousand|dollars|usd|eur|euros)(?![\w]))")
# before it, words that make it another thing's or another time's ("12 admins", "$15,000 last year", "up from $15,000")
_OTHER_BEFORE = re.compile(r"(?:from|than|of|by|per|each|every|#|no\.?|nr\.?|version|v|step|page|room|floor|line|ext|x|not|never|"
                           r"no\s+longer|instead\s+of|suite|building|bldg|unit|apt|box|po|case|acct|account|customer|client|"
                           r"ticket|order|invoice|ref|reference|id|tenant|tel|phone|mob|fax|zip|code|postcode|hrb|vat|iban|"
                           r"bic|sort|pin|extension|level|gate|terminal|platform|seat|row|table|release|build)"
                           r"\s*(?:is|was|=|:)?\s*[$€£:.#]*\s*$")


_LEAD_WORDS = frozenset({"we", "i", "get", "got", "have", "pay", "is", "are", "our", "it's", "its", "it", "jokes",
                         "aside", "honestly", "seriously", "well", "actually", "really"})
_PAST_FIGURE = re.compile(r"(?<![\w])(?:used\s+to|last\s+(?:year|month|quarter|week|time)|previously|formerly|before|ago|"
                          r"originally|initially|at\s+first|back\s+then|was|were|had|spent|in\s+(?:19|20)\d\d)(?![\w])")
_SAYS = re.compile(r"(?<![\w])(?:says?|said|counted|counts|thinks?|thought|reckons?|estimates?|shows?|reports?|claims?|"
                   r"insists?|told\s+me)(?![\w])")
_GENERIC_AMOUNT_WORDS = frozenset({"number", "count", "total", "amount", "figure", "value", "size", "k", "eur", "euro",
                                   "euros", "usd", "dollars", "dollar"})


@lru_cache(maxsize=1)
def _predicate_words() -> re.Pattern[str]:
    """Every known predicate's words and aliases, English ones (another predicate named in a sentence)."""
    _, defaults = _predicate_defaults()
    words = {canon_text(w) for k, d in defaults.items() for w in (k.replace("_", " "), *d.get("aliases", []))
             if w and not _CJK.search(w) and not re.fullmatch(r"\W+|[a-z]", w) and w not in _GENERIC_AMOUNT_WORDS}
    return re.compile(r"(?<![\w])(?:" + words_pattern(words) + r")(?![\w])")


def _same_thing_other_number(norm: str, n: Decimal, pred: _Pred, percent: bool = False) -> str | None:
    """A number of a later sentence other than the value, standing as the same thing's: followed by the predicate's own
    words or units ("All 45 seats are in Berlin.", "Our 45 seats renew in March."), or by nothing that makes it
    another thing's ("Jokes aside, 45.", "Finance says 45.", "Sometimes 50."; not "Our 12 admins need SSO.", "The
    $3,000 training fee is separate.", "That's up from $15,000 last year.")."""
    if (m := _LABEL_OF_OTHER.search(norm)) is not None and not (pred.names is not None and pred.names.search(norm)) and \
            not set(_WORD.findall(m.group())) <= _SELF_CORRECTION | _STATUS_LABEL:
        return None  # "New hires: 3", "Forecast | 22,000", "Amendment 1:": a label of another thing
    if _PAST_FIGURE.search(norm):
        return None  # "We used to have 30.", "Last year we spent $15,000.", "In 2025 it was $15,000.": an earlier value
    text = norm
    for form in _DATE_FORMS:  # the numbers of a date or a time ("Sep 28, 2026", "2026-09-28", "9:00") are not amounts
        for d in form.finditer(text):
            text = text[:d.start()] + " " * (d.end() - d.start()) + text[d.end():]
    text = _CLOCK.sub(lambda c: " " * len(c.group()), _SHORTCODE_COUNT.sub(lambda c: " " * len(c.group()), text))
    if len({x for _, x in _numbers_in(text)} - {n}) > 1:
        return None  # "Engineering uses 25 and Sales uses 15.": a breakdown or a comparison, no single other value
    for m, x in _numbers_in(text):
        if x == n or _TIME_TOKEN.fullmatch(m.group().strip()) or re.fullmatch(r"(?:19|20)\d\d", m.group().strip()):
            continue
        after, before = text[m.end():], text[:m.start()]
        if _OTHERS_BEFORE.search(before):
            continue  # "Globex's budget is $20,000.": another party's
        if (prev := re.search(r"([^\W\d_]{3,})\s*$", before)) is not None and prev.group(1) not in _english():
            continue  # "Keizersgracht 100", "Avenida Paulista 1000": a street's or a name's number
        if percent and re.match(r"\s*(?:%|percent|per\s+cent)(?![\w])", after) and \
                set(_WORD.findall(before)) <= _RESTATE | _SELF_CORRECTION | _LEAD_WORDS | pred.own:
            return m.group().strip()  # "Jokes aside, 15 percent." for a discount of 12%
        if _OTHER_BEFORE.search(before.rstrip()) or re.match(r"\s*(?:%|percent|x\b|times|years?|months?|weeks?|days?|"
                                                             r"hours?|am|pm|:|[-./]\d|\d)", after) or \
                re.search(r"\d[-./]\s*$|[a-z]$", before):
            continue  # a rate, a span of time, a piece of an identifier ("555-1234", "BX99-1")
        nxt = re.match(r"\s*([a-z][\w'-]*)", after)
        if nxt is not None and (nxt.group(1) in pred.units or nxt.group(1) in pred.own or
                                (pred.names is not None and pred.names.match(after.lstrip()))):
            return m.group().strip()
        if any(not (pred.names is not None and pred.names.fullmatch(w.group())) and not _SAYS.search(before, w.end())
               for w in _predicate_words().finditer(before)):
            continue  # "Our budget is $18,000." after a discount: another predicate's number ("The team says 45." is not)
        if _SAME_AFTER.match(after):
            return m.group().strip()
    return None


# what a text value may hold besides its words: a claimed "~~Berlin~~", "Berlin (?)" or "Berlin ❌"
# says something no source states
_VALUE_MARKS = re.compile(r"[^\w\s'’.,&/()\-+#%$€£¥:@]|\(\s*\?\s*\)|\?")


def _decorated(value: Any, dated: bool, numeric: bool) -> str | None:
    """Why a claimed value holds more than grounding can check: marks around a name, or words after a
    date ("2026-11-01, cancelled": a date reads only its leading date)."""
    if not isinstance(value, str) or numeric:
        return None
    v = unicodedata.normalize("NFKC", value).strip()
    if dated:  # `as_date` found a date where the value starts: anything after it is more
        m = next((m for form in (_ZH_DATE, *_DATE_FORMS) if (m := form.match(v)) is not None), None)
        rest = v[m.end():] if m is not None else ""
        if rest.strip(" ."):
            return f'the claimed value says more than a date ("{rest.strip()[:40]}")'
        return None
    if m := _VALUE_MARKS.search(v):
        return f'the claimed value holds marks no source states ("{m.group()}")'
    return None


# "$18.000": a point before three digits may be a thousands separator (18,000 in much of Europe)
_THOUSANDS_POINT = re.compile(r"\d\.\d{3}(?!\d)")


def _ambiguous(norm: str, vs: int, ve: int, ambiguous_date: bool, dated: bool, numeric: bool,
               claimed: tuple[str, frozenset[str]] | None) -> str | None:
    """Why a value as the source writes it may mean another: a date whose day and month could be read
    either way, or a point that may separate thousands."""
    if dated and ambiguous_date:
        return f'the date can be read day first or month first ("{norm[vs:ve].strip()}")'
    if numeric and _THOUSANDS_POINT.search(norm, vs, ve) and "," not in norm[vs:ve]:
        return f'the point may separate thousands ("{norm[vs:ve].strip()}")'
    return None


# superscript and subscript digits touching a number or a sign, or two or more of them ("$¹⁸,⁰⁰⁰", "18,000¹",
# "¹⁸⁰⁰⁰ dollars"; not "m²")
_SMALL = "\u00b2\u00b3\u00b9\u2070\u2074-\u2079\u2080-\u2089"
_SMALL_DIGITS = re.compile(rf"[\d$€£¥][{_SMALL}]|[{_SMALL}][\d$€£¥]|[{_SMALL}]{{2,}}")
# digits and letters NFKC reads as plain ones: circled and parenthesised ("④⓪" reads "40"), fullwidth ("４０", "ｄａｎａ＠"),
# mathematical styles ("𝟒𝟎"); in a claimed value, or beside a number in the text, a look-alike (batch 88)
_ENCLOSED = "\u2460-\u24ff\u2776-\u2793\u3251-\u325f\u32b1-\u32bf"  # (in a text alone: fullwidth digits are an IME's)
_LOOKALIKE = _ENCLOSED + "\uff0e\uff10-\uff19\uff20-\uff3a\uff41-\uff5a\U0001d400-\U0001d7ff"
_LOOKALIKE_DIGITS = re.compile(f"[{_LOOKALIKE}]")
# ... and in a text, beside a string value: Roman numeral letters ("ⅾ", "ⅽ", "ⅼ"), small and one-dot forms ("﹫", "․"),
# letter-like symbols ("ℰ"), mathematical letters and digits ("𝚍𝚊𝚗𝚊", "𝐁𝐞𝐫𝐥𝐢𝐧"), modifier letters ("ᴮᵉʳˡⁱⁿ")
_LOOKALIKE_LETTERS = re.compile("[\u2100-\u218f\ufe50-\ufe6f\u2024\u1d2c-\u1d6a\u02b0-\u02b8\u02e0-\u02e4\U0001d400-\U0001d7ff]+")
_ENCLOSED_DIGITS = re.compile(f"[{_ENCLOSED}]+")
# digits on either side of a wide space (an ideographic space, U+3000, a full character's width; an en or em space or
# quad; a tab; two spaces): no thousands separator, though NFKC makes most a space that is one ("18\u3000000元",
# "$18\u2003000"; batch 95). A space, a thin, a narrow no-break or a no-break one is (SI, French: "18 000")
_WIDE_SPACED = re.compile("\\d(?:[\u3000\u2000-\u2003\t]|  )\\s*\\d")


def _ground_leaf(sentences: tuple[_Sentence, ...], value: Any, pred: _Pred, names: frozenset[str], kind: str,
                 captured_at: datetime, valid_from: datetime | None) -> Grounding:
    if isinstance(value, bool):
        return Grounding("absent", None, "a yes/no value needs a reviewer")
    dated = as_date(value) is not None
    numeric = not dated and _amount(value) is not None
    claimed = _claimed_currency(value) if numeric else None
    best: Grounding | None = None
    judged = 0
    declared = lru_cache(maxsize=1)(lambda: _text_currency(sentences))  # read once, and only if a number needs it
    if why := _decorated(value, dated, numeric):
        return Grounding("absent", None, why)
    # a sentence longer than the gate reads may take back or qualify what the others say: a person reads it
    # (as written, too: characters that show nothing are not read, and a sentence padded with them is no prose)
    if (long := next((s for s in sentences if max(len(s.norm), len(s.raw)) > MAX_SENTENCE_CHARS), None)) is not None:
        return Grounding("unclear", long.raw[:300], f"a sentence longer than the gate reads ({MAX_SENTENCE_CHARS:,} "
                                                    "characters): a person decides")
    if isinstance(value, str) and (m := next((m for t in sentences if (m := _LOOKALIKE_LETTERS.search(t.raw)) is not None), None)):
        return Grounding("unclear", None, f'the source writes letters or digits in look-alike characters ("{m.group()}"): '
                                          "what it names may be another address or name")  # "ⅾana@acme.com" (batch 89)
    if isinstance(value, str) and _LOOKALIKE_DIGITS.search(value):  # a value that reads as another once normalised
        return Grounding("unclear", None, "the value is written in look-alike characters (fullwidth, circled or styled "
                                          "letters or digits): a person decides")
    for s in sentences:
        if numeric and (m := _ENCLOSED_DIGITS.search(s.raw)) is not None and \
                _amount(unicodedata.normalize("NFKC", m.group())) is not None:  # "Seats: ④⓪" reads "40": digits in disguise
            best = best or Grounding("unclear", s.raw[:300], f'digits written as look-alikes ("{m.group()}")')
            continue
        if numeric and _WIDE_SPACED.search(s.raw):  # "18\u3000000元": two numbers a wide space apart, or one
            best = best or Grounding("unclear", s.raw[:300], "digits split by a wide space: one number or two")
            continue
        if numeric and _SMALL_DIGITS.search(s.raw):  # "$¹⁸,⁰⁰⁰" reads "$18,000" once NFKC has made it digits
            best = best or Grounding("unclear", s.raw[:300], "digits written small beside a number: a footnote's "
                                                             "marker, or a number disguised")
            continue
        places = _value_spans(s.norm, value)
        judged += len(places)
        if len(places) > MAX_PLACES or judged > MAX_PLACES_IN_SOURCE:
            return best if best is not None and best.verdict == "unclear" else Grounding(
                "unclear", s.raw[:300], "the value stands in the source more often than the gate reads: a person decides")
        for vs, ve, cur in places:
            if claimed is not None and (said := _currency_at(s.norm, vs, ve)) is not None and \
                    not (claimed[1] & said[1]):  # "€18,000" does not state "$18,000"
                g = Grounding("absent", s.raw, f'the value is in another currency ("{said[0]}", not "{claimed[0]}")')
                best = best or g
                continue
            if why := _marked(s.norm, vs, ve):
                best = best or Grounding("absent", s.raw, why)
                continue
            if numeric and (why := _currency_unsaid(s, declared, vs, ve, claimed)):
                best = best if best is not None and best.verdict == "unclear" else Grounding("unclear", s.raw, why)
                continue
            if claimed is not None and claimed[1] and _currency_at(s.norm, vs, ve) is None and \
                    (m := _NOT_MONEY_AFTER.match(s.norm, ve)) is not None:  # "$12" claimed from "a 12% discount"
                best = best or Grounding("absent", s.raw, f'the value is money, the text\'s number is not ("{m.group().strip()}")')
                continue
            if why := _ambiguous(s.norm, vs, ve, cur, dated, numeric, claimed):
                best = best if best is not None and best.verdict == "unclear" else Grounding("unclear", s.raw, why)
                continue
            a, b = next(((x, y) for x, y in s.clauses if x <= vs < y), (0, len(s.norm)))
            g = _judge(s, a, b, vs, ve, cur, numeric, dated, pred, names, kind, captured_at, valid_from)
            if g.verdict == "asserted" and numeric and claimed is None and "discount" in pred.own and \
                    _DISCOUNT_NAMED.search(s.norm) and (said := _currency_at(s.norm, vs, ve)) is not None:
                g = Grounding("unclear", s.raw, f'an amount off ("{said[0]}"), not the claimed rate')
            if g.verdict == "asserted" and numeric and claimed is None and \
                    (said := _currency_at(s.norm, vs, ve)) is not None and said[1]:
                own = frozenset().union(*(CURRENCIES[u] for u in pred.declared if u in CURRENCIES))
                if len(own) == 1 and not said[1] & own:  # "The fare is 89 GBP." for fare_eur: a predicate in euros
                    g = Grounding("unclear", s.raw, f'the value is in another currency ("{said[0]}") than the '
                                                    f'predicate\'s ({next(iter(own)).upper()})')
                elif not said[1] & DOLLARS:
                    g = replace(g, currency="/".join(sorted(said[1])))
            if g.verdict == "asserted" and numeric and not dated and not s.zh and \
                    (cut := _CLAUSE_AFTER.search(s.norm, ve)) is not None and (n := _amount(value)) is not None and \
                    (second := _same_thing_other_number(s.norm[cut.end():], n, pred)) is not None:
                return Grounding("unclear", s.raw, f'a later clause gives another number for it ("{second}")',
                                 g.valid_from, g.valid_to)  # "We have 40 seats, honestly 45."
            if g.verdict == "asserted" and (why := _tagged_after(s, vs, ve, pred, names)) is not None:
                return Grounding("unclear", s.raw, why, g.valid_from, g.valid_to)
            if g.verdict == "asserted":
                at = sentences.index(s)
                later = sentences[at + 1:]
                if numeric and later and _NEXT_LINE_GOES_ON.match(later[0].raw):  # "$18,000\n,000." reads 18,000,000
                    return Grounding("unclear", s.raw, f'the number goes on in the next line ("{later[0].raw[:20]}")',
                                     g.valid_from, g.valid_to)
                for t in later:  # "Budget is 18k. Sorry — 16k, I misread."
                    if t.hits["corrects"] and (re.search(r"\d|[一二三四五六七八九十两]", t.norm) or
                                               (pred.names is not None and pred.names.search(t.norm))):
                        x, y = t.hits["corrects"][0]
                        return Grounding("unclear", s.raw, f'a later sentence corrects it ("{t.norm[x:y]}")',
                                         g.valid_from, g.valid_to)
                for t in later[1:]:  # a postscript or an update further on that changes it ("P.S. The board halved the budget.")
                    if _LATER_LABEL.match(t.norm) and _CHANGE_VERB.search(t.norm) and \
                            (pred.names is None or pred.names.search(t.norm) or _SINCE_THEN.search(t.norm)):
                        return Grounding("unclear", s.raw, f'a later note says it changed ("{t.raw.strip()[:60]}")',
                                         g.valid_from, g.valid_to)
                if why := _undercut(s, sentences, value, pred, names, kind, captured_at, valid_from) or \
                        _payment_after(sentences, at, ve, pred, names, kind) or \
                        _contact_after(sentences, at, ve, pred, names) or \
                        _footnoted(sentences, at, ve) or \
                        _moved_by_next(sentences, at, pred) or \
                        _taken_back(later, value, numeric, dated, pred) or \
                        _continued(s, later, value, pred, names, kind, captured_at, valid_from):
                    return Grounding("unclear", s.raw, why, g.valid_from, g.valid_to)
                return g
            if best is None or _RANK[g.verdict] > _RANK[best.verdict] or (
                    best.why.startswith("the predicate is not named") and not g.why.startswith("the predicate")):
                best = g
    return best or Grounding("absent", None, "no sentence states the value")



# a tag set off after the value, or between a label and its value: "Budget: $18,000 / marketing", "Seats: 40 — pilot",
# "Budget | pilot | $18,000", "Budget <pilot>: $18,000" (batch 89)
_TAG_AFTER = re.compile(r"\s*(?:/|—|–|\s-\s|\|)\s*(?P<t>[^\d/|—–:;.,()\[\]]{2,40}?)\s*(?:\|\s*)?$")
_TAG_BETWEEN = re.compile(r"(?:\|\s*(?P<a>[^\d|:]{2,40}?)\s*\||<(?P<b>[^<>\d]{2,40})>)\s*:?\s*[$€£¥]?\s*$")


_TAG_OK = frozenset({"confirmed", "agreed", "signed", "firm", "fixed", "final", "approved", "ok", "yes", "cfo", "ceo",
                     "finance", "ops", "it", "hr", "procurement", "legal", "team"})  # ("$18,000 - Acme's CFO": a signature)


def _tagged_after(s: _Sentence, vs: int, ve: int, pred: _Pred, names: frozenset[str]) -> str | None:
    if s.zh:  # (a Chinese table's cells hold units and labels the lexicon reads elsewhere)
        return None
    en = _lang("en")
    tail = s.norm[ve:]
    m = _TAG_AFTER.match(tail)
    head = s.norm[:vs]
    n = _TAG_BETWEEN.search(head) if pred.names is not None and pred.names.search(head) else None
    for tag in ((m.group("t") if m else None), (n.group("a") or n.group("b") if n else None)):
        if tag is None:
            continue
        words = _WORD.findall(tag)
        if words and any(w not in _TAG_OK and w not in pred.words and w not in pred.units and w not in en.units and
                         w not in en.currency and w.removesuffix("'s") not in names and not _TIME_TOKEN.fullmatch(w) and
                         w not in _CALENDAR and w not in en.premodifier for w in words):
            return f'a tag beside the value says which or whose ("{tag.strip()}")'
    return None

# HTML as an e-mail writes it: a text whose every tag is plain structure or emphasis, without attributes, is read as
# it renders. Any other tag (struck: <s>, <del>; hidden: a comment, a style, a script; a link; a quote; a table) or
# any attribute (style="display:none") leaves the text as written, where its tags hold the claim for a person.
_ANY_TAG = re.compile(r"<[^<>]*>")
_PLAIN_TAG = re.compile(r"<\s*(/?)\s*(p|div|br|li|ul|ol|h[1-6]|b|strong|i|em|u|span|small|big)\s*/?\s*>", re.IGNORECASE)
_INLINE_TAGS = frozenset({"b", "strong", "i", "em", "u", "span", "small", "big"})
_HTML_ENTITY = {"&nbsp;": " ", "&amp;": "&"}


def _html_as_text(text: str) -> str:
    """`text` as its HTML renders, when every tag in it is a plain one (`_PLAIN_TAG`); else `text`."""
    if "<" not in text or not (tags := _ANY_TAG.findall(text)) or not all(_PLAIN_TAG.fullmatch(g) for g in tags):
        return text

    def plain(m: re.Match[str]) -> str:
        closing, name = m.group(1), m.group(2).lower()
        if name in _INLINE_TAGS:
            return ""
        if name[0] == "h" and name != "br":
            return "\n" if closing else "\n## "
        return "\n- " if name == "li" and not closing else "\n"

    out = _PLAIN_TAG.sub(plain, text)
    for entity, char in _HTML_ENTITY.items():
        out = out.replace(entity, char)
    return out


# what a viewer shows as a new line or paragraph is one (batch 95: "-- Globex Ltd --\u2029We have 40 seats." put the
# banner's name in the statement's line): line and paragraph separators, a vertical tab, a form feed, NEL
_LINE_BREAKS = str.maketrans({"\u2028": "\n", "\u2029": "\n\n", "\x0b": "\n", "\x0c": "\n", "\x85": "\n"})
# a letter-spaced word: three or more single letters (Latin, Cyrillic, Greek or fullwidth; not Chinese characters), the
# same spacer between each (spaces of any width, one to three; a star, a middle dot, a bullet: "D R A F T", "n\u00a0o\u00a0t",
# "E*S*T", "Ｅ Ｓ Ｔ"), read as the one word a person reads (batch 95: "$18,000 -- E S T I M A T E" was read as a plain
# statement). Points only between small letters ("o.u.t.d.a.t.e.d"): "A.C.M.E." are initials, not the name
_SPACED_LETTER = r"[^\W\d_\u3000-\u9fff\uac00-\ud7af]"
_LETTER_SPACED = re.compile(rf"(?<![^\W\d_]){_SPACED_LETTER}(?P<sep>[^\S\n]{{1,3}}|[*·•]|\.(?=[a-z]))(?:{_SPACED_LETTER}(?P=sep))+"
                            rf"{_SPACED_LETTER}(?![^\W\d_])")


def _unspaced(m: re.Match[str]) -> str:
    return m.group()[::len(m.group("sep")) + 1]


# a character no reader sees or reads: a control other than a line's or a field's separator, a lone surrogate, an
# unassigned code point. Read as a word break, one split what a reader takes as one phrase ("Team\x01 name: 14" escaped
# the label rules; intake refuses only NUL and lone surrogates in a source, and the gate's screen of invisible
# characters reads the proposal's own texts). A private-use character is a glyph some font shows (an icon): not here.
_UNSEEN = re.compile(r"[\x00-\x08\x0e-\x1b\x7f-\x84\x86-\x9f\ud800-\udfff]")


def _unseen(text: str) -> str | None:
    if (m := _UNSEEN.search(text)) is not None:
        return m.group()
    return None if text.isascii() else next((c for c in text if unicodedata.category(c) == "Cn"), None)


def ground(
    text: str, *, subject: str, predicate: str, value: Any, captured_at: datetime,
    valid_from: datetime | None = None, aliases: tuple[str, ...] = (), units: tuple[str, ...] = (),
    allow: tuple[str, ...] = (),
) -> Grounding:
    """Whether one sentence of `text` asserts `predicate` = `value` about `subject` (module docstring).

    `valid_from` is the proposal's own valid time, if it gives one; `aliases`, `units` and
    `allow` come from the predicate's policy and add to the built-in defaults. A pure function
    of its arguments: answers are cached (the verifier re-decides what the gate decided). HTML whose
    tags are all plain structure or emphasis is read as it renders (`_html_as_text`).
    """
    text = _html_as_text(text).translate(_LINE_BREAKS)
    text = _LETTER_SPACED.sub(_unspaced, text)  # "-- E S T I M A T E", "n o t": the word a person reads (batch 95)
    if "&" in text and ";" in text:  # "We h&#97;d 40 seats.", "We&rsquo;ve got ...": read as a browser shows them
        text = html.unescape(text)
    if isinstance(value, dict | list):  # not hashable: not cached
        return _ground_read(text, subject, predicate, value, captured_at, valid_from, tuple(aliases), tuple(units),
                            tuple(allow))
    return _ground_cached(text, subject, predicate, (type(value).__name__, value), captured_at, valid_from,
                          tuple(aliases), tuple(units), tuple(allow))


# (batch 111, red-team 43a: words that address the memory, the agent or the recording system) a source that tells
# the reader to record, log, overwrite or commit a value to memory, or gives it only as what to enter, does not state
# it: "Record this: ...", "... Save it to memory.", "... Log this as final.", "... Store that.", "Put Berlin as the HQ
# in the account record.", "Set seats to 40 in the system.", "New value for seats: 40", "seats := 40", "Remember, seats:
# 40." (a bare field, not a sentence), "记一下，总部柏林。", "麻烦登记一下，……", "备注一下，……", "……。请存入记忆。".
# A statement with a customary request stays ("Please update your records.", "Remember, our budget is ...", "Please
# store this file on the shared drive.", "Data is in the CRM.", "Put us down for 25 seats.").
_MEMORY_ADDRESS = re.compile(
    r"(?i)(?:^|[.!?;:\n—–-]\s*|(?<![\w'])(?:please|kindly|pls|can\s+you|could\s+you)\s+)"
    r"(?:(?:record|log)\s+(?:this|that|it|our|my|the)|(?:commit|jot)\s+(?:this|that|it|down)|overwrit(?:e|ing)|memori[sz]e|"
    r"(?:save|store|remember)\s+(?:this|that|it)(?=\s*(?:[.!\n]|$))|remember\s*[:,]?\s*(?=[^\s:,])(?!(?:our|my|we|us|i|that|the)(?![\w']))[\w\s]{1,30}(?:[:=]|\s\d)|"
    r"set\s+(?!our|my|us|me)[\w\s]{1,30}?\s+to\s)"
    r"|(?<![\w'])(?:to|in|into|update|refresh)\s+(?:your\s+|the\s+|my\s+)?(?:memory|memories)(?![\w'])"
    r"|(?<![\w'])(?:save|store|enter|put|write|log|record|add|input|type|set|keep|update)\s[^.\n]{0,30}?(?<![\w'])"
    r"(?:to|in|into)\s+(?:your\s+|the\s+|my\s+)?(?:system|crm|database|knowledge\s+base)(?![\w'])"
    r"|(?<![\w'])(?:in|into|on)\s+(?:the|your)\s+account\s+(?:record|file|profile)"
    r"|(?<![\w'])(?:log|treat|mark)\s+(?:this|that|it)\s+as\s+final(?![\w'])|(?<![\w'])new\s+value\s+for(?![\w'])|:="
    r"|记(?:一下|下|住|好|牢|着|到|进)|登记(?:一下|为)|请登记|帮我登记|备注一下|录(?:一下|入|进|到)|存(?:入|一下|到|进)|保存|写(?:进|入|到)|记忆")


# (batch 112, red-team 44b: structured data pasted by tools) a record's line that a machine or a person switched off,
# or whose own structure gives the value to another object, another run or another state than the subject's now:
# - a config or SQL line commented out ("# seats = 40", "-- budget = 18000;", "; discount = 15", "#seats: 40",
#   "-- 预算 = 18000"): a key in lower case or in Chinese after the comment mark, so "# Budget review" headings stay;
_COMMENTED_FIELD = re.compile(r"^\s*(?:#|--|;)\s*(?:[a-z_][\w.-]{0,40}|[\u4e00-\u9fff]{1,8})\s*(?:=|[:：](?!//))\s*\S")
# - a flag of the record that makes it a test, a dry run, a preview or stale data ('"test": true', "dry_run: true",
#   "test=1", '"预览": true'), or an error field that is set ('"error": "stale"', '"errors": ["timeout"]', "错误": "超时";
#   '"error": null', '"errors": []' and "false" stay);
_FLAG_SET = re.compile(
    r"(?:^|[{,\s\"'])(?:is[_-])?(?:test|testing|dry[_-]?run|stale|preview|simulat(?:ed|ion)|hypothetical|tentative|"
    r"provisional|unverified|outdated|placeholder|rolled[_-]?back|reverted|failed|预览|演练|试运行|过期|模拟)[\"']?\s*[:=]\s*"
    r"[\"']?(?:true|yes|y|1|是)(?![\w])"
    r"|[\"'](?:errors?|err|warnings?|错误|报错|警告)[\"']\s*[:：]\s*(?!null|none|nil|false|\"\"|''|\[\s*\]|\{\s*\})[\"'\[{\w\u4e00-\u9fff]")
# - the date the data was taken, more than a year before the source was captured ('"as_of": "2019-01-01"',
#   "snapshot_date: 2020-06-30", "exported_at=2018-12-31"): an old copy, not the standing value;
_TAKEN_AT = re.compile(r"(?:^|[{,\s\"'])(?:(?:data[_ ])?as[_ ]of|snapshot(?:[_ ](?:date|at|on))?|exported(?:[_ ](?:at|on))?|"
                       r"extracted(?:[_ ](?:at|on))?|(?:report|extract|export)[_ ]date|数据日期|截至|快照日期)[\"']?\s*[:=：]\s*[\"']?"
                       r"(?P<d>\d{4}-\d{1,2}(?:-\d{1,2})?)")
# - a log line at a warning or an error level, or whose message says the write failed, was skipped or only tried
#   ('level=warn msg="write skipped (dry run)" ...', 'severity=ERROR', 'msg="sync failed (timeout)"');
_LOG_NOT_DONE = re.compile(
    r"(?:^|\s)(?:level|lvl|severity|loglevel)=[\"']?(?:warn|warning|error|err|fatal|crit|critical|panic|alert|emerg)(?![\w])"
    r"|(?:^|\s)(?:msg|message|event)=[\"'][^\"'\n]{0,80}?(?<![a-z])(?:fail|error|skip|dry[\s_-]?run|test|reject|abort|roll|revert|"
    r"ignor|discard|simulat|preview|would|not\s|no-?op|invalid|denied|timeout|retry|跳过|失败|演练|测试|回滚|拒绝)", re.IGNORECASE)
# - an object nested under a key that is neither the subject, nor a plain container of its record, nor the claim's
#   own field ('"peer": {"id": 7, "budget": 18000}', '"对标": {...}', "申请:\n  席位: 40", "upsell_offer: {...}"):
#   the value is that object's, a peer's, an offer's or a request's; '{"record": {...}}', '"contract": {...}',
#   '{"acme": {...}}', '"billing": {...}' stay. Every word of the key must be a container's or the subject's.
_OWN_CONTAINER = frozenset({
    "record", "records", "data", "result", "results", "payload", "body", "item", "items", "fields", "field", "attributes",
    "attrs", "properties", "props", "account", "accounts", "customer", "client", "company", "organization", "organisation",
    "org", "profile", "details", "detail", "info", "summary", "contract", "subscription", "license", "licence",
    "licenses", "licensing", "billing", "plan", "current", "live", "active", "values", "value", "entry", "row",
    "response", "crm", "object", "doc", "document", "our", "own", "main", "primary", "general", "overview",
    "客户", "数据", "结果", "记录", "合同", "账户", "详情", "信息", "当前", "基本信息", "账号", "公司", "订阅"})
_CJK_OWN = re.compile("|".join(sorted((w for w in _OWN_CONTAINER if _CJK.match(w)), key=len, reverse=True)))  # "当前数据"
_KEY_BEFORE_OPEN = re.compile(r"[\"']?(?P<k>[\w\u4e00-\u9fff][\w\u4e00-\u9fff .-]{0,40}?)[\"']?[ \t]*[:=][ \t]*\Z")
_YAML_PARENT = re.compile(r"^[ \t]*[\"']?(?P<k>[\w\u4e00-\u9fff][\w\u4e00-\u9fff.-]{0,40})[\"']?[ \t]*[:：][ \t]*$")  # a bare key
_KEY_WORD = re.compile(r"[a-z]+|[\u4e00-\u9fff]+|\d+")


def _foreign_key(key: str, names: frozenset[str], predicate: str) -> bool:
    """Whether a key an object is nested under (`_nested_owner`) is another's: a word of it neither a plain
    container's (`_OWN_CONTAINER`), nor the subject's name, nor the claim's predicate's (batch 112)."""
    own = _OWN_CONTAINER | names | set(predicate.casefold().split("_"))
    words = _KEY_WORD.findall(key.casefold())
    return bool(words) and any(w not in own and (not _CJK.match(w) or _CJK_OWN.sub("", w)) for w in words)


def _nested_owner(text: str, at: int, names: frozenset[str], predicate: str) -> str | None:
    """The key the innermost object around `text[at]` is nested under, when another's (`_foreign_key`), or None: in
    braces ('"peer": {... "budget": 18000}') or in YAML's indentation ("申请:\n  席位: 40") (batch 112)."""
    depth, i = 0, at - 1
    while i >= 0:  # back to the innermost brace still open (one pass, linear)
        c = text[i]
        if c == "}":
            depth += 1
        elif c == "{":
            if depth == 0:
                m = _KEY_BEFORE_OPEN.search(text, max(0, i - 48), i)
                return m.group("k") if m is not None and _foreign_key(m.group("k"), names, predicate) else None
            depth -= 1
        i -= 1
    start = text.rfind("\n", 0, at) + 1
    indent = len(text[start:at]) - len(text[start:at].lstrip(" \t"))
    if indent == 0 or "{" in text[:at]:
        return None
    end = start - 1
    while end > 0:  # up to the nearest line indented less: the parent key
        line_start = text.rfind("\n", 0, end) + 1
        line = text[line_start:end]
        if line.strip():
            if len(line) - len(line.lstrip(" \t")) < indent:
                m = _YAML_PARENT.match(line)
                return m.group("k") if m is not None and _foreign_key(m.group("k"), names, predicate) else None
        end = line_start - 1
    return None


def _structure_voids(text: str, sentence: str, subject: str, predicate: str, value: Any,
                     captured_at: datetime) -> str | None:
    """Why a record's structure takes an asserted value away (above), or None (batch 112, red-team 44b)."""
    if _COMMENTED_FIELD.match(sentence):
        return f'a field commented out ("{sentence.strip()[:40]}"): it states nothing'
    if (m := _FLAG_SET.search(text)) is not None:
        return f'a field of the record makes it a test, a dry run, a preview or an error ("{m.group().strip(" {,")[:40]}")'
    for m in _TAKEN_AT.finditer(text):
        if (d := as_date(m.group("d"))) is not None and _before_capture(d, captured_at, months=12):
            return f'the record was taken long before the source ("{m.group().strip(" {,")[:40]}")'
    if "=" in sentence and (m := _LOG_NOT_DONE.search(sentence)) is not None:
        return f'a log line of a warning, an error or a write not done ("{m.group().strip()[:40]}")'
    if ("{" in text or "\n " in text or "\n\t" in text) and (line := text.find(sentence)) >= 0:
        low = sentence.casefold()
        spans = _value_spans(low, value) if len(low) == len(sentence) else []
        names, _kind = _subject_names(subject)
        if spans and (key := _nested_owner(text, line + spans[0][0], names, predicate)) is not None:
            return f'the value is in an object nested under another key ("{key}"): that object\'s, not the subject\'s'
    return None


def _ground_read(text: str, subject: str, predicate: str, value: Any, captured_at: datetime,
                 valid_from: datetime | None, aliases: tuple[str, ...], units: tuple[str, ...],
                 allow: tuple[str, ...]) -> Grounding:
    """`_ground`'s answer, then what the whole text says of the sentence it found: a character no reader sees, a
    revision mark, a note on another name. Cached with it (`_ground_cached`): a repeated grounding pays for none."""
    g = _ground(text, subject, predicate, value, captured_at, valid_from, aliases, units, allow)
    if g.verdict != "asserted":
        return g
    why = _whole_text_doubt(text, g.sentence, subject, predicate, value, captured_at, aliases, units, allow)
    if why is None and g.sentence and (att := _attached_elsewhere(g.sentence, subject, value)) is not None:
        if isinstance(att, str):
            why = att
        else:  # a note on another name: does the claim stand without it? (batch 109)
            bare = text.replace(att.group(), att.group("name"), 1)
            if _ground_read(bare, subject, predicate, value, captured_at, valid_from, aliases, units,
                            allow).verdict == "asserted":
                return g
            why = f'the value is in a note on another name ("{att.group()[:40]}"), not said of the subject'
    return g if why is None else Grounding("unclear", g.sentence, why, g.valid_from, g.valid_to, g.currency)


def _whole_text_doubt(text: str, sentence: str | None, subject: str, predicate: str, value: Any, captured_at: datetime,
                      aliases: tuple[str, ...], units: tuple[str, ...], allow: tuple[str, ...]) -> str | None:
    """Why what the whole text says takes an asserted `sentence` back, in this order, or None: words that address the
    memory (batch 111), a record's structure (batch 112), a character no reader sees, a revision mark, a form's state
    (batch 112), a medium described (batch 113)."""
    if (m := _MEMORY_ADDRESS.search(text)) is not None:
        return f'words that address the memory or the system ("{m.group().strip()[:30]}"), not a statement: a person decides'
    if sentence and (why := _structure_voids(text, sentence, subject, predicate, value, captured_at)) is not None:
        return why
    if (c := _unseen(text)) is not None:
        return f"a character no reader sees or reads (U+{ord(c):04X}): a person decides"
    if not sentence:
        return None
    return _revised(text, sentence) or _form_state(text, sentence) or \
        _media_described(text, sentence, subject, _pred(predicate, aliases, units, allow), value)


# (batch 109, red-team 41b: which noun a value belongs to) a participle of place set off by commas, brackets or dashes,
# or fronted, says where its own noun is: "Our lawyers, based in Paris, called.", "The firm we buy from (headquartered
# in Lisbon) ...", "Based in Paris, our CFO signed." give the lawyers', the firm's, the CFO's place, not the party's;
# "Acme, headquartered in Paris, ...", "We, based in Paris, ...", "Based in Paris, we ..." stay the party's own
_PLACE_PART = r"(?:(?:also|now|still|currently|both|mainly|\w+ly)\s+)?(?:based|headquartered|hq'?d|located)\s+in\s+(?P<place>[^,()（）—–;]+?)"
_SET_OFF_PLACE = re.compile(r"(?i)(?P<head>[\w'’&.-]+(?:\s+[\w'’&.-]+){0,2})\s*(?:,|\(|[—–]|\s-)\s*" + _PLACE_PART
                            + r"\s*(?:,|\)|[—–]|-\s|$)")
_FRONTED_PLACE = re.compile(r"(?i)^\W*" + _PLACE_PART + r"\s*,\s*(?P<head>[\w'’&.-]+(?:\s+[\w'’&.-]+){0,2})")
_PLACE_WORD = re.compile(r"(?i)based|headquartered|located|hq'?d")  # a cheap test before the two above
_OWN_HEAD_END = re.compile(r"(?i)(?:^|\s)(?:we|us|our\s+(?:company|firm|business|group|organi[sz]ation|hq|headquarters|"
                           r"head\s+office))$")
_OWN_HEAD_START = re.compile(r"(?i)^(?:we(?:'re|\s+are)?|our\s+(?:company|firm|business|group|organi[sz]ation|hq|"
                             r"headquarters|head\s+office))(?![\w'])")
# ... and a value in brackets after another name: "Globex (40 seats) called us.", "Unlike Initech (budget $18,000), we
# ...", "和Globex（40个席位）一样": the note is that name's; the claim stands only if it is grounded without the note
_BRACKET_AFTER_NAME = re.compile(r"(?P<name>(?<![A-Za-z0-9'])[A-Z][\w&.'-]*(?:\s+[a-z]+){0,2}\s*,?)\s*[(（](?P<note>[^()（）\n]{1,60})[)）]")
_OWN_NAMES = frozenset({"we", "us", "our", "i", "my", "me"})
# ... and another party joined to the subject before the figure, which is then theirs together: "We, along with Globex,
# need 40 seats.", "We, counting Globex, ...", "With Globex, we need 40 seats.", "Adding Initech, ...", "包括Globex在内，",
# "加上Globex，", "我们，连同Globex，" ("We, like Globex, ..." and "和Globex一样，" compare and stay)
_JOIN = r"(?:along\s+with|together\s+with|as\s+well\s+as|alongside|and|with|plus|counting|including|incl\.?|adding)"
_JOINED_PARTY = re.compile(
    r"(?i:^\W*(?P<own>[\w&'-]+)\s*,\s*" + _JOIN + r"\s+[^,;:\n]{1,40},)"
    r"|^\W*(?i:" + _JOIN + r")\s+(?:(?i:the)\s+)?(?P<other>[A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){0,2}|(?i:them|our\s+partners?))\s*,"
    r"|^\W*(?:(?:我们|我司|本公司)\s*[，,]\s*)?(?:包括|加上|连同|算上|加)[^，,。；]{1,20}?(?:在内)?[，,]")


def _joined_party(sentence: str, names: frozenset[str]) -> str | None:
    """(batch 109) Another party joined to the subject before the figure (above), or None."""
    m = _JOINED_PARTY.match(sentence)
    if m is None or (m.group("own") is not None and m.group("own").casefold() not in _OWN_NAMES
                     and canon_text(m.group("own")) not in names):
        return None
    if m.group("other") is not None and canon_text(m.group("other").split()[0]) in names:
        return None
    if any(w in names or w in _OWN_NAMES for w in canon_text(m.group()).replace("'s", " ").split()[1:]):
        return None  # the subject's own people or parts ("We, along with our Berlin team, ...")
    return f'another party joined to the subject ("{m.group().strip(" ,，")[:40]}"): a figure they have together'


def _attached_elsewhere(sentence: str, subject: str, value: Any) -> str | re.Match[str] | None:
    """Why the value grounded in `sentence` may belong to another noun than the subject (above); the note when it
    may sit in a note on another name, which the caller checks by grounding the text without the note."""
    names, _ = _subject_names(subject)
    if (why := _joined_party(sentence, names)) is not None:
        return why
    place = canon_text(str(value)) if isinstance(value, str) else None
    if place and _PLACE_WORD.search(sentence) is not None:
        for m in _SET_OFF_PLACE.finditer(sentence):
            head = m.group("head").strip()
            if place in canon_text(m.group("place")) and not _OWN_HEAD_END.search(head) \
                    and canon_text(head.split()[-1]) not in names:
                return f'a place set off after another noun ("{head[-30:]}, ... in {m.group("place")[:20]}"): its own'
        if (f := _FRONTED_PLACE.match(sentence)) is not None and place in canon_text(f.group("place")):
            head = f.group("head").strip()
            if not _OWN_HEAD_START.match(head) and canon_text(head.split()[0]) not in names:
                return f'a place fronted before another noun ("... in {f.group("place")[:20]}, {head[:30]}"): its own'
    if "(" not in sentence and "（" not in sentence:
        return None
    for b in _BRACKET_AFTER_NAME.finditer(sentence):  # a note with a figure, or with the value's words, in it
        name = b.group("name").split()[0].rstrip(",")
        if (any(c.isdigit() for c in b.group("note")) or (place and place in canon_text(b.group("note")))) \
                and name.casefold() not in _OWN_NAMES and canon_text(name) not in names:
            return b
    return None


# (batch 108) marks of a revision on the statement's line or beside it, read on the whole text once a sentence grounds:
# a diff's removed or changed line ("-seats: 40", "! seats: 40", "~ seats: 40"; "- seats: 40" where the text is a
# diff: a hunk, a file header or an added line); an editor's placeholder on the line ("(XXX check before sending)"); a
# reviewer's comment beside it that is not a bare approval ("Comment: nope", "↳ Comment (Raj): she left", "批注：有误")
_DIFF_REMOVED = re.compile(r"[ \t]*(?:[-\u2212\u2013](?=[^\s\d_.,$€£¥\-\u2212\u2013])|[!~]\s*\S)")
_DIFF_MINUS = re.compile(r"[-\u2212\u2013]\s")
_DIFF_CONTEXT = re.compile(r"(?m)^(?:@@|\+\+\+[ \t]|---[ \t]+\S|\*\*\*[ \t]+\S|\+[ \t]*(?=[^\W\d]))")
_EDIT_PLACEHOLDER = re.compile(r"(?<![\w])(?:XXX|TODO|FIXME)(?![\w])")
# (a form's "Comments:" field is not one; a name after a comment thread's mark, "💬 Raj:", "↳ Raj:", is)
_REVIEW_LINE = re.compile(r"(?im)^[^\w\n]*(?:(?:reviewer\s+)?comment|comments(?=\s*\()|review(?:er)?(?:\s+notes?)?|"
                          r"(?<=[💬↳])\s*[^\n:：]{1,40}|批注|评论|审阅(?:意见)?|修订意见)"
                          r"\s*(?:[(（][^)）\n]{0,40}[)）])?\s*[:：]\s*(?P<body>[^\n]*)")
# ... and a remark field beside it that calls it wrong ("备注：有误", "NB: wrong"; a remark's other words are the form's)
_REMARK_WRONG = re.compile(r"(?im)^[^\w\n]*(?:备注|附注|说明|注|notes?|remarks?|nb)\s*[:：][^\n]*?(?:(?<![如若])有误|错误|错了|不对|不准|"
                           r"过时|[需待]更新|需修?改|(?<![\w])(?:wrong|incorrect|outdated|stale|obsolete|nope|"
                           r"needs?\s+(?:an?\s+)?updat(?:e|ing))(?![\w]))")
_APPROVAL = re.compile(r"(?i)\W*(?:ok(?:ay)?|looks\s+(?:good|fine|right)|lgtm|agreed?|approved|confirmed|correct|fine|yes|"
                       r"none|n/?a|\+1|好的?|同意|已?确认|没问题|可以|正确|无)?[\W\s]*")


def _revised(text: str, sentence: str) -> str | None:
    """Why the line holding `sentence`, or a line beside it, marks it revised, cancelled or questioned (above)."""
    at = text.find(sentence.strip())
    if at < 0:
        return None
    start = text.rfind("\n", 0, at) + 1
    end = text.find("\n", at)
    line = text[start:end if end >= 0 else len(text)]
    if _DIFF_REMOVED.match(line) or (_DIFF_MINUS.match(line) and _DIFF_CONTEXT.search(text)):
        return f'a line of a diff that removes or changes it ("{line.strip()[:40]}")'
    if (m := _EDIT_PLACEHOLDER.search(line)) is not None:
        return f'an editor\'s placeholder on its line ("{m.group()}")'
    for m in _REMARK_WRONG.finditer(text):
        if not start <= m.start() < start + len(line):
            return f'a remark beside it calls it wrong ("{m.group().strip()[:50]}")'
    for m in _REVIEW_LINE.finditer(text):
        if not (start <= m.start() < start + len(line)) and not _APPROVAL.fullmatch(m.group("body")):
            return f'a reviewer\'s comment beside it ("{m.group().strip()[:50]}")'
    return None


# (batch 112, red-team 44a) a form's or an editor's state beside a value that grounds, read on the whole text once a
# sentence grounds, like the marks of a revision above:
# - the old side of a normal diff ("< seats: 40" where another line begins with ">" or the text has a "3c3" hunk): the
#   line the change removes (the "-" side is `_DIFF_REMOVED`'s);
_NDIFF_OLD = re.compile(r"[ \t]*<[ \t]+(?=[^\s<>=])")
_NDIFF_NEW = re.compile(r"(?m)^[ \t]*(?:>[ \t]+\S|\d+(?:,\d+)?[acd]\d+(?:,\d+)?[ \t]*$)")
# - a form's validation message on the field's line after its label, or on the short line under it ("Seats: 40 -
#   must not exceed 30", "Headcount: 250\n⚠ Value out of range", "Budget: $18,000\nError: amount exceeds the approved
#   limit", "续约日期：2027-03-01（校验失败）", "预算：18000美元\n错误：金额超出审批额度"): the form refused the value, a
#   person decides whether it stands ("Seats: 40\nToo many seats for the Basic plan."; a plain sentence's "must be spent by
#   March" is no field's: the line is "Label: value")
_FIELD_LINE = re.compile(r"[^\w\n]*[^\W\d][^:：\n]{0,30}[:：]")
_FORM_INVALID = re.compile(
    r"(?i)(?<![\w])(?:invalid|validation\s+(?:error|failed)|(?:value\s+)?out\s+of\s+(?:range|bounds)|"
    r"exceeds?\s+(?:the\s+|your\s+|its\s+)?(?:licen[cs]e|plan|approved|allowed|permitted|max(?:imum)?|limit|quota|cap)|"
    r"not\s+(?:allowed|permitted|valid|accepted)(?![\w])|must\s+(?:not\s+)?(?:be|exceed)(?![\w])|"
    r"(?:required\s+)?(?:minimum|maximum|max|min)(?:\s+allowed)?\s*(?:is|:)\s*\d|checksum\s+(?:does\s*n[o']t|doesn't)\s+match|"
    r"please\s+(?:correct|fix|enter\s+a\s+valid)(?![\w])|field\s+(?:has\s+)?errors?|too\s+(?:many|few|high|low|large|small)(?![\w]))"
    r"|^[^\w\n]*(?:error(?:\s*[:!(]|\s*$)|⚠️?|❌|✖|⛔|❗|🔴)"
    r"|校验(?:失败|未通过|不通过)|验证(?:失败|未通过|不通过)|格式(?:错误|无效|不正确)|数值无效|超出(?:上限|许可|额度|范围|限额)|"
    r"不允许超过|不合法|错误[:：]|(?:过多|过少|过大|过小|过高|过低)")
# - a banner that the form or the edit is not saved or not submitted, or failed to be ("Unsaved changes", "You have
#   unsaved edits.", "Submission failed. Please try again.", "Save failed - network error", "Couldn't submit the form",
#   "提交失败，请重试。", "有未保存的更改"), on a short line anywhere in the text: what it shows is no record yet
_FORM_UNSAVED = re.compile(
    r"(?i)(?<![\w])(?:unsaved(?![\w])|not\s+(?:yet\s+)?(?:been\s+)?(?:saved|submitted)|n[o']t\s+(?:been\s+)?(?:saved|"
    r"submitted)|(?:submission|submit|save|saving|upload|sync)\s+(?:has\s+)?failed|failed\s+to\s+(?:save|submit)|"
    r"could\s*(?:n[o']t|\s+not)\s+(?:be\s+)?(?:saved|submitted|save|submit))|"
    r"未保存|尚未保存|没有?保存|未提交|尚未提交|没有?提交|(?:提交|保存)失败")
_FORM_UNSAVED_WORDS = ("sav", "submi", "upload", "sync", "保存", "提交")


def _form_state(text: str, sentence: str) -> str | None:
    """Why a form's or an editor's state beside the statement says it is not the current fact (above)."""
    at = text.find(sentence.strip())
    if at < 0:
        return None
    start = text.rfind("\n", 0, at) + 1
    end = text.find("\n", at)
    line = text[start:end if end >= 0 else len(text)]
    if _NDIFF_OLD.match(line) and _NDIFF_NEW.search(text):
        return f'the old side of a diff ("{line.strip()[:40]}")'
    if (f := _FIELD_LINE.match(line)) is not None:
        below = text[end + 1:].split("\n", 1)[0] if end >= 0 else ""
        for part in (line[f.end():], below if len(below) <= 80 else ""):
            if (m := _FORM_INVALID.search(part)) is not None:
                return f'a form\'s validation message beside the field ("{m.group().strip()[:40]}")'
    low = text.casefold()  # (a cheap look for the words first: the pattern runs on few texts)
    if any(w in low for w in _FORM_UNSAVED_WORDS):
        for m in _FORM_UNSAVED.finditer(text):
            row_end = text.find("\n", m.end())
            if (row_end if row_end >= 0 else len(text)) - (text.rfind("\n", 0, m.start()) + 1) <= 80:  # on a short line
                return f'the form or the edit is not saved or not submitted ("{m.group().strip()}")'
    return None


# (batch 113, red-team 45a) a picture, a slide, a chart, a screenshot or a recording described in text, read on the whole
# text once a sentence grounds: the value is what the picture shows, and a label that names the medium with a note on
# what it shows says whose figures they are or what kind. Such a label opens the statement's line or stands on the line
# right above it:
# - Chinese, the medium's word (with a number or a page) and a note in brackets, after a colon or after a closing
#   bracket ("幻灯片7（竞品分析）：预算18000", "原型图（占位数据）：折扣15%", "照片（白板）\n预算：18000", "[图片：白板，头脑风暴]\n
#   预算：18000", "【幻灯片7】竞品分析\n预算：18000"): held unless the note is plainly the subject's own ("截图（我们的后台）：
#   座位40", "幻灯片1（Acme当前数据）", "[截图：Acme后台]"), and even then when it says a competitor's, a sample, a draft
#   or a discussion (`_ZH_MEDIA_NOT_OWN`);
# - English, such a label alone on the line above, its note naming another party or a kind of figure that is not the
#   subject's current one ("Chart: Globex\nSeats: 40", "Slide: Globex", "Slide 4 — peer benchmark"; not "[Screenshot:
#   Acme admin console]\nSeats: 40", "Slide 7 — Acme\nOur price is $18,000.").
# A person decides whose figures the picture shows (held, not refused: the writer may have pictured their own).
_ZH_MEDIA_LABEL = re.compile(
    r"[\s>*#\-【\[(（]*(?:第\s*\d{1,3}\s*[页张]\s*)?(?:幻灯片|演示文稿|PPT|ppt|截图|截屏|屏幕截图|图片|照片|相片|原型图?|线框图|"
    r"设计稿|效果图|样稿|示意图|白板|图表|海报|视频|字幕|录音|录像|转写|OCR|ocr|图\s*\d{1,3}|表\s*\d{1,3})"
    r"[^\n：:（(【\[）)】\]。！？]{0,8}?(?:[）)】\]]\s*|\s*[（(【\[：:]\s*)(?P<note>[^\n）)】\]。]{1,30})")
_ZH_MEDIA_OWN = re.compile(r"我们|我司|本公司|我方|咱们")
_ZH_MEDIA_NOT_OWN = re.compile(r"竞品|竞争|对手|同行|别家|其他|他们|示例|样例|样本|样稿|草稿|草图|占位|假|示意|模拟|演示|测试|"
                               r"模板|旧|去年|往年|估|预测|讨论|头脑风暴|方案|未定|待定|参考|行业|基准|对比")
_EN_MEDIA_HEAD = re.compile(
    r"(?i)[\s>*#\-\[(]*(?:slide|chart|graph|figure|fig\.|table|image|photo|picture|screenshot|screen\s?shot|screen\s?grab|"
    r"whiteboard|caption|alt(?:\s+text)?|mock-?up|wireframe|diagram|deck|ocr|transcript|recording|video|poster)"
    r"(?:\s+\d{1,3}[a-z]?)?\s*(?::|\s[—–-])\s*(?P<note>[^\n:]{1,60})$")
_EN_MEDIA_NOT_OWN = re.compile(r"(?i)(?<![\w'])(?:competitors?|competitive|peers?|benchmarks?|industry|market|samples?|"
                               r"examples?|illustrative|mock|dummy|fake|placeholder|template|demo|draft|brainstorm|"
                               r"scenarios?|options?|other\s+customers?)(?![\w'])")
_MEDIA_WORDS = ("幻灯", "演示", "ppt", "截图", "截屏", "图", "照片", "相片", "原型", "设计稿", "样稿", "白板", "海报", "视频",
                "字幕", "录音", "录像", "转写", "ocr", "表", "slide", "chart", "graph", "fig", "table", "image", "photo",
                "picture", "screen", "whiteboard", "caption", "alt", "mock", "wireframe", "diagram", "deck", "transcript",
                "recording", "video", "poster")


def _media_described(text: str, sentence: str, subject: str, pred: _Pred, value: Any) -> str | None:
    """Why a label that names a picture, a slide or a recording on the statement's line or right above it says the
    value is what it shows of another party or of no current fact (above)."""
    low = text.casefold()  # (a cheap look for the words first)
    if not any(w in low for w in _MEDIA_WORDS):
        return None
    at = text.find(sentence.strip())
    if at < 0:
        return None
    start = text.rfind("\n", 0, at) + 1
    end = text.find("\n", at)
    line = text[start:end if end >= 0 else len(text)]
    above = text[:max(start - 1, 0)].rstrip("\n").rsplit("\n", 1)[-1] if start else ""
    names, kind = _subject_names(subject)
    for row in (line, above):
        if not row or len(row) > 80:
            continue
        if (m := _ZH_MEDIA_LABEL.match(row)) is not None and _CJK.search(m.group()):
            note = m.group("note")
            own = _ZH_MEDIA_OWN.search(note) or any(n and n in note.casefold() for n in names)
            if not own or _ZH_MEDIA_NOT_OWN.search(note):
                return f'a picture, a slide or a recording described, with a note on what it shows ("{m.group().strip()[:40]}")'
        if row is above and (m := _EN_MEDIA_HEAD.match(row)) is not None:
            note = m.group("note")
            if _EN_MEDIA_NOT_OWN.search(note):
                return f'a picture, a slide or a chart described above it, not the current figures ("{row.strip()[:40]}")'
            who = " ".join(w for w in re.findall(r"[A-Z][\w&.'-]*", note) if w.casefold() not in _common())
            if who and (party := _a_party(who, value, pred)) and \
                    _another_party(party, names, kind):
                return f'a picture, a slide or a chart of another party above it ("{row.strip()[:40]}")'
    return None


# a source's speaker field that names an organisation beside or instead of a person: "Globex CFO",
# "Globex's head of procurement", "Dana Smith, Globex", "Dana (Globex)", "Dana from Globex", "Globex
# Inc", "dana@globex.com". A bare name ("Dana", "Globex") says nothing of whom the speaker speaks for.
# a person's name as a speaker field may give it: a title, an initial, a degree ("Dr. Dana S., PhD")
_SPEAKER_NAME = (r"(?:(?i:dr|mr|mrs|ms|mx|prof)\.?\s+)?[A-Z][\w'-]*(?:\s+(?:[A-Z][\w'-]*\.?|[a-z]\.)){0,2}"
                 r"(?:\s*,\s*(?i:phd|md|mba|cpa|cfa|jd|esq|jr|sr)\.?)*(?:\s*\((?i:she|he|they)/\w+\))?")
_SPEAKER_ORG = (
    re.compile(r"^\s*(?:(?i:the)\s+)?" + _ORG + _TITLE + r"\s*$"),
    # a person's name (with a title, an initial or a degree: "Dr. Dana Smith, Globex", "Dana S. (Globex)")
    re.compile(r"^\s*" + _SPEAKER_NAME + _AFFILIATION + r"(?:(?i:the)\s+)?" + _ORG + r"(?:" + _TITLE + r")?\s*\)?\s*$"),
    re.compile(r"^\s*(?:(?i:the)\s+)?" + _ORG + r"\s+" + _ORG_SUFFIX + r"\.?\s*$"),
)
_SPEAKER_MAIL = re.compile(r"[\w.+-]+@(?P<who>" + _DOMAIN + r")")
# the speaker field's other ways of naming a person's organisation: "Dana, CFO at Globex", "Dana (CFO,
# Globex)", "[Globex] Dana", "Dana [Globex]", "Globex's Dana", "Speaker 2 (Globex)", "globex.com",
# "Head of Finance, Globex", "globex_cfo" (not "Globex: Dana", which reads as
# "Slack: Dana" or "Transcript: Dana", nor "Dana (via Slack)": a person's name and an organisation's
# look alike; nor "Team Globex" or "Globex bot", which read as "Team Member" and "Slack bot" do)
_SPEAKER_PERSON = r"(?:" + _PERSON + r"|(?i:speaker|participant|caller|guest)\s*\d+)"
_SPEAKER_BAR = r"\s*(?:\||·|\s[-–—]\s)\s*"
_SPEAKER_MORE = (
    re.compile(r"^\s*" + _SPEAKER_PERSON + r"\s*,\s*" + _ROLE + r"\s*(?:,|\bat\b|\bof\b|@|\||-)\s*" + _ORG + r"\s*$"),
    re.compile(r"^\s*" + _SPEAKER_PERSON + r"\s*\(\s*" + _ROLE + r"\s*(?:,|\bat\b|\bof\b|@|\||/|-)\s*" + _ORG
               + r"\s*\)\s*$"),
    re.compile(r"^\s*" + _SPEAKER_PERSON + r"\s*[\[(]\s*" + _ORG + r"\s*[\])]\s*$"),
    re.compile(r"^\s*\[\s*" + _ORG + r"\s*\]\s*" + _SPEAKER_PERSON + r"\s*$"),
    re.compile(r"^\s*" + _ORG + r"(?:'s|s')\s+" + _SPEAKER_PERSON + r"\s*$"),
    re.compile(r"^\s*(?P<who>" + _DOMAIN + r")\s*$"),
    # a role before the organisation ("Head of Finance, Globex", "CFO @ Globex", "VP Sales | Globex")
    re.compile(r"^\s*" + _ROLE + _AFFILIATION + r"(?:(?i:the)\s+)?" + _ORG + r"\s*\)?\s*$"),
    # a handle made of the organisation and a role ("globex_cfo", "@globex-procurement")
    re.compile(r"^\s*@?(?P<who>[A-Za-z][A-Za-z0-9]*)[_.-]" + _ROLE + r"\s*$"),
    # name, role and organisation set off by bars or dashes ("Dana | CFO | Globex", "Dana – CFO – Globex")
    re.compile(r"^\s*" + _SPEAKER_NAME + _SPEAKER_BAR + _ROLE + _SPEAKER_BAR + r"(?:(?i:the)\s+)?" + _ORG + r"\s*$"),
    # the organisation and a place in brackets ("Dana (Globex, Munich)")
    re.compile(r"^\s*" + _SPEAKER_NAME + r"\s*\(\s*" + _ORG + r"\s*,\s*[^()]{1,40}\)\s*$"),
    # a company by its legal form alone ("Globex AG", "Globex S.A.")
    re.compile(r"^\s*(?:(?i:the)\s+)?(?P<who>[A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){0,3}),?\s+"
               r"(?:(?i:ag|bv|b\.v\.|nv|n\.v\.|pty|srl|s\.r\.l\.|sarl|kg|oy|kk)|SA|S\.A\.|SpA|SPA|S\.p\.A\.)\.?\s*$"),
    # other languages' ways: "Dana bei Globex", "Dana chez Globex" (not "de" or "von", which are part of
    # names), a Chinese name and the organisation in brackets ("王经理（Globex）"), the organisation as a
    # company (公司, 集团) before a role or a name ("Globex公司财务总监", "Globex 公司 Dana")
    re.compile(r"^\s*" + _SPEAKER_NAME + r"\s+(?i:bei|chez)\s+" + _ORG + r"\s*$"),
    re.compile(r"^\s*[\u4e00-\u9fff]{1,8}\s*[（(]\s*" + _ORG + r"\s*[)）]\s*$"),
    re.compile(r"^\s*" + _ORG + r"\s*(?:有限公司|公司|集团)\s*\S.{0,60}$"),
    # a sales or success role after the organisation ("Globex CSM", "Globex account executive")
    re.compile(r"^\s*(?:(?i:the)\s+)?" + _ORG + r"(?:'s|s')?\s+(?i:csm|ae|sdr|bdr|account executive|customer success"
               r"(?:\s+manager)?|success manager)\s*$"),
)
# an address written out so that it is not one ("dana[at]globex.com", "dana (at) globex (dot) com")
_SPEAKER_MAIL_SPELLED = re.compile(r"[\w.+-]+\s*[\[(]\s*(?i:at)\s*[\])]\s*(?P<who>[A-Za-z0-9-]+)\s*"
                                   r"(?:[\[(]\s*(?i:dot)\s*[\])]|\.)\s*[A-Za-z]{2,}")


def speaker_party(speaker: str | None, *, subject: str, predicate: str, value: Any) -> str | None:
    """The source's speaker field when it names another party than the claim's subject (the words
    are that party's, as a self-introduction in the text makes them), else None."""
    if not speaker or len(speaker) > 200:
        return None
    names, kind = _subject_names(subject)
    pred = _pred(predicate, (), (), ())
    text = _cased(speaker)
    found = [m.group("who") for t in _casings(text)
             for m in (_SPEAKER_MAIL.search(t), _SPEAKER_MAIL_SPELLED.search(t),
                       *(p.match(t) for p in (*_SPEAKER_ORG, *_SPEAKER_MORE))) if m]
    for who in found:
        if (party := _a_party(who, value, pred)) and _another_party(party, names, kind):
            return text[:60]
    # a role of another party ("vendor", "competitor", "our supplier", "sales rep"): "our budget" in its
    # words is that party's
    role = _lang("en").cues["other_party"]
    if role is not None and (m := role.search(canon_text(text))) is not None and m.group() not in _SPEAKER_OWN_ROLES:
        return text[:60]
    return None


# a speaker field naming a machine, or the agent itself: its words are no one's own ("AI assistant", "bot",
# "ChatGPT", "transcription bot", "agent:alex", "系统"); a person helped by one is not ("Dana (via Slackbot)")
_SPEAKER_MACHINE = re.compile(
    r"^\s*(?:(?:an?|the|our|my|your)\s+)?(?:(?:ai|virtual|voice|digital|support|sales|chat|auto(?:mated)?|machine|"
    r"meeting|call|ivr|llm|gpt)[\s_-]+)*"
    r"(?:ai|a\.i\.|bot|chatbot|assistant|agent|system|model|llm|chatgpt|gpt[\w.-]*|claude|gemini|copilot|bard|llama|"
    r"mistral|summari[sz]er|summary|transcriber|transcription|transcript|translator|translation|auto-?translate|"
    r"notetaker|note taker|ai notetaker|autoresponder|auto-?reply|ivr|机器人|人工智能|助手|智能助手|系统)"
    r"(?:[_:/#-][\w.-]+|\s+v?\d[\w.]*)?\s*$"  # "agent:alex", "gpt-4", "bot 2"
    r"|^\s*[\w.-]+\s+(?:bot|chatbot|notetaker|note taker|transcriber|autoresponder|copilot)\s*$"  # "Fireflies notetaker"
    r"|^\s*[\w-]+\.ai\s*$", re.IGNORECASE)  # "Otter.ai"


def speaker_machine(speaker: str | None) -> str | None:
    """The source's speaker field when it names a machine or an agent, not a person: its first person
    ("our budget") is no one's, and a summary or translation a machine made is read by a person, as
    the text's own mark "(AI)" makes it."""
    if not speaker or len(speaker) > 200:
        return None
    return speaker.strip()[:60] if _SPEAKER_MACHINE.match(unicodedata.normalize("NFKC", speaker)) else None


# other-party words that name the subject's own people when they speak ("partner" is a firm's title)
_SPEAKER_OWN_ROLES = frozenset({"partner", "partners", "their", "theirs", "his", "her", "hers", "parent"})


def asserts_another_value(
    text: str, *, subject: str, predicate: str, value: Any, captured_at: datetime,
    valid_from: datetime | None = None, aliases: tuple[str, ...] = (), units: tuple[str, ...] = (),
    allow: tuple[str, ...] = (),
) -> str | None:
    """A sentence of `text` that asserts another value than `value` for `predicate` about `subject`,
    as plainly as `ground` would accept it ("Our HQ is in Munich." against Berlin); None when none
    does. Two sources cited together that state different values ground neither: the rules read
    them as they read two such sentences of one source (domain/rules.py)."""
    if isinstance(value, dict | list):
        return None  # a value in parts is grounded part by part, each where the predicate is named
    sentences = parse(text)
    if len(sentences) > MAX_SENTENCES:
        return None  # not read past its bound; the caller grounds nothing in it either
    names, kind = _subject_names(subject)
    t = _other_value(sentences, None, value, _pred(predicate, tuple(aliases), tuple(units), tuple(allow)), names, kind,
                     captured_at, valid_from)
    return t.raw.strip() if t is not None else None


# words a structured value's keys may hold without its source saying them: what a part is, not a claim
_NEUTRAL_KEYS = frozenset("""
amount value currency unit units number count quantity qty city country region state province street address
postcode postal zip code name first last full given family email phone date start end from to year month day
time period type kind label id text
""".split())


def _unsaid_key(value: dict[Any, Any], results: list[Grounding], predicate: str) -> Grounding | None:
    """A part whose key says more than the sentence that grounds it ({"approved_amount": 18000} on "Our
    budget is $18,000."): the key's words are a claim too. None when every key is neutral or said."""
    own = set(re.split(r"[_\s]+", canon_text(predicate)))
    for key, g in zip(value, results, strict=True):
        said = _norm(g.sentence or "")
        for w in re.split(r"[_\s\W]+", canon_text(str(key))):
            if w and w not in _NEUTRAL_KEYS and w not in own \
                    and not re.search(r"(?<![\w])" + re.escape(w), said):
                return Grounding("unclear", g.sentence, f'the part "{key}" says more than its source ("{w}")')
    return None


@lru_cache(maxsize=4096)
def _ground_cached(text: str, subject: str, predicate: str, key: tuple[str, Any], captured_at: datetime,
                   valid_from: datetime | None, aliases: tuple[str, ...], units: tuple[str, ...],
                   allow: tuple[str, ...]) -> Grounding:
    return _ground_read(text, subject, predicate, key[1], captured_at, valid_from, aliases, units, allow)


# A conversation of several organisations (batch 97): three frames around a plain "we" statement say that its
# "we" may be another party's, so a person decides. _ROSTER: a participants line ('Attendees:', 'Present:',
# 'On this thread:', 'Who was there:', '参会人员：', '群成员：') that names an organisation other than the subject, in
# brackets, after a dash or comma or as a mail domain ('Raj (Globex)', 'Raj Patel - Globex', 'raj@globex.com').
# _AFTER_PAREN: a bracket closing a sentence that gives the words to a named party or a go-between
# ('(Raj Patel of Globex)', '(Initech, reseller)', '（Globex李娜）', '【Globex李娜】', '（王总秘书代发）'), unless it
# names the subject or speaks in the first person. _ROLE_LABEL: a speaker label naming an agent, dealer,
# assistant, interpreter, consultant or a joint statement, even with the subject in brackets, before a "we"
# ('代理商华信科技（负责Acme）：', '王总助理（代王总回复）：', 'Assistant to Mr. Tanaka (Acme CEO): We ...',
# 'Acme & Globex (joint statement): We ...').
_ROSTER = re.compile(r"(?im)^[ \t>*#-]*(?:participants|present|attendees|attendance|in the room|invitees|invited|"
                     r"on (?:the|this) (?:call|thread|chat)|who was there|who attended|"
                     r"参会人员|参会|出席人员|出席人|出席|与会人员|与会|群成员|群聊成员)\s*[:：]([^\n]*)")
_ROSTER_ORG = re.compile(r"[(（]\s*([A-Za-z][\w&.-]*)|\s[-–—]\s*([A-Za-z][\w&.-]*)|@([\w-]+)\.|"
                         r",\s*([A-Za-z][\w&.-]*)\s*(?=\|)|\|[^,|\n]*,\s*([A-Za-z][\w&.-]*)\s*$")
_AFTER_PAREN = re.compile(r"[.!?。！？]\s*[(（\[【]([^()（）\[\]【】\n]{2,80})[)）\]】]\s*(?:$|\n)")
_PAREN_PARTY = re.compile(r"(?<![\w'])(?i:reseller|secretary|partner|broker|agency|agent|interpreter|translator|"
                          r"assistant|"
                          r"consultant|consulting|advis[oe]r|via|on behalf)(?![\w'])|(?<=\S)[ ,]+([A-Z][a-z][\w&-]*)|"
                          r"代理|经销|转述|翻译|助理|秘书|代发|代为|顾问|中介|(?<![A-Za-z])([A-Za-z][A-Za-z&-]+)(?=[\u4e00-\u9fff，])")
_ASCII_WORD = re.compile(r"[a-z0-9]+")
_CLOSERS = frozenset(")）]】")
_PAREN_OWN = re.compile(r"(?<![\w'])(?:i|my|our|we|us)(?![\w'])|我", re.I)
_ROLE_LABEL = re.compile(r"(?im)^[^\n:：]{0,40}(?:(?<![\w'])(?:assistant|interpreter|translator|consultant|reseller|"
                         r"secretary|partner|broker|agency|agent|joint|on behalf)(?![\w'])|代理|经销|助理|秘书|代发|代为|翻译|顾问|中介|"
                         r"联合|共同)"
                         r"[^\n:：]{0,40}[:：][^\n]*?(?:(?<![\w'])(?:we|our|us)(?![\w'])|我们)")


def _several_parties(text: str, names: frozenset[str]) -> str | None:
    """The frame that gives a plain statement to a party that may not be the subject (batch 97), or None."""
    labelled = ":" in text or "：" in text
    for line in _ROSTER.finditer(text) if labelled else ():
        for m in _ROSTER_ORG.finditer(line.group(1)):
            org = next(g for g in m.groups() if g).casefold().rstrip(".")
            if org not in names and org not in ("us", "we", "our", "me"):
                return line.group(0).strip()
    for m in _AFTER_PAREN.finditer(text) if _CLOSERS.intersection(text) else ():
        inner = m.group(1)
        if _PAREN_OWN.search(inner) or not names.isdisjoint(_ASCII_WORD.findall(canon_text(inner))):
            continue
        if _PAREN_PARTY.search(inner):
            return m.group(0).strip()
    if labelled and (label := _ROLE_LABEL.search(text)) is not None:
        return label.group(0).strip()
    return None


# (batch 101) a data size or rate whose "B" (bytes) or "b" (bits) differs from the claim's: "40 Tb" is not "40 TB",
# "10 GBps" is not "10 Gbps"; an all-lowercase unit ("40 tb", "10 gbps") is how people write either, and stands
_DATA_UNIT = re.compile(r"(?<![\w.])(\d+(?:[.,]\d+)?)\s*([kmgtpe])(i?)(b)(?=(?:ps|/s)?(?![a-z]))", re.IGNORECASE)


# (batch 101) a percentage for a short period, in the sentence that states it ("Our churn is 4% this quarter.", "Uptime is
# 99.9% this month.", "12% YTD"): a period's rate, not the standing one; "as of today" dates the statement instead
_PERIOD_RATE = re.compile(r"(?<![\w-])(?<!as of )(?:this|current)\s+(?:quarter|month|week)|(?<![\w-])(?<!as of )today"
                          r"|(?<![\w-])(?:ytd|mtd|qtd|year[\s-]to[\s-]date)(?![\w-])", re.IGNORECASE)


def _bits_for_bytes(value: str, sentence: str | None) -> str | None:
    """The unit of `sentence` that gives the claimed data size or rate in bits for bytes, or bytes for bits."""
    if not sentence or not _DATA_UNIT.search(value):
        return None
    claimed = {(m.group(1), m.group(2).lower(), m.group(3).lower()): m.group(4) for m in _DATA_UNIT.finditer(value)}
    said = [(m, claimed.get((m.group(1), m.group(2).lower(), m.group(3).lower()))) for m in _DATA_UNIT.finditer(sentence)]
    if any(b == m.group(4) for m, b in said):
        return None
    return next((m.group().strip() for m, b in said if b is not None and not (m.group(2).islower() and m.group(4) == "b")),
                None)


# a list claim's enumeration not closed by the claim's items (batch 103): another item, a partial mark or a
# note before, between or after them ("German, English and French" or "Czech, German, English" for
# ["German", "English"]; "German, English, and others"; "Berlin, Paris (opening 2027)"; "语言：德语、英语、法语")
_LIST_GOES_ON = re.compile(r"\s*(?:[,;:&+/(\[（【、，；]|(?:and|or|plus|as\s+well|along|together|etc|among|including|"
                           r"but)\b|等|和|及|与|跟|或|还有|以及|包括)")
_LIST_WENT_ON = re.compile(r"(?:[,;&+/、，；]|\b(?:and|or|plus|including|like|as)|和|及|与|跟|或|以及|包括|例如)\s*$")
_LIST_JOINS = re.compile(r"(?:[\s,、，&]|\band\b|和|与|及|以及)*")


# another sentence that names the list's predicate again or adds to something ("Other languages: Czech.", "New
# office: London", "P.S. We also cover Czech.", "另外还有法语。"): the list may go on there (batch 103)
_LIST_ADDS = re.compile(r"\b(?:also|too|as\s+well|additionally|in\s+addition|besides|plus|other|more|new)\b|"
                        r"另外|此外|还有|也|其他|其它|新")


def _list_said_again(sentences: tuple[_Sentence, ...], said: str | None, own: re.Pattern[str] | None) -> str | None:
    """A sentence other than the one that grounds a list claim that may add to its list (batch 103)."""
    for t in sentences:
        if t.raw.strip() != (said or "").strip() and not t.hidden and \
                ((own is not None and own.search(t.norm)) or _LIST_ADDS.search(t.norm)):
            return t.raw.strip()
    return None


def _item_at(s: str, item: str) -> int:
    """Where `item` (case-folded) stands in `s` (case-folded) as a whole word; -1 if it does not."""
    at = s.find(item)
    while at >= 0:
        end = at + len(item)
        if not (at and s[at - 1].isalnum() and s[at - 1].isascii()) and \
                not (end < len(s) and s[end].isalnum() and s[end].isascii()):
            return at
        at = s.find(item, at + 1)
    return -1


def _list_not_closed(value: list[Any], results: list[Grounding]) -> str | None:
    """What the source's list holds beyond the claim's items, or where they stand apart; None when the one
    sentence that grounds them lists exactly them (batch 103)."""
    said = {g.sentence for g in results}
    if len(said) != 1 or not results[0].sentence:
        return "items in different sentences"
    s = canon_text(results[0].sentence)
    spans = []
    for v in value:
        item = canon_text(str(v))
        at = _item_at(s, item)
        if at < 0:
            return item
        spans.append((at, at + len(item)))
    spans.sort()
    lo, hi = spans[0][0], spans[-1][1]
    if any(b < a or not _LIST_JOINS.fullmatch(s, a, b) for (_, a), (b, _) in zip(spans, spans[1:], strict=False)):
        return s[lo:hi]  # another item between two of the claim's, or two of them overlapping
    if _LIST_GOES_ON.match(s, hi) or _LIST_WENT_ON.search(s[:lo]):
        return s[max(0, lo - 12):hi + 16].strip()
    return None


# ---- (batch 104) identifiers and contact details: what a reader sees is not what the value is, or it is not one person's
# _LOOKALIKE_SCRIPT, _PUNYCODE: a word of the value (an address, a domain) that mixes Latin letters with Greek, Cyrillic or Armenian ones
# ("аcme.com", "jоhn@acme.com"), or a punycode label ("xn--cme-8cd.com"): a homograph of another address
_LATIN_LETTER = re.compile(r"[A-Za-z]")
_LOOKALIKE_SCRIPT = re.compile(r"[\u0370-\u058f]")
_PUNYCODE = re.compile(r"(?<![\w-])xn--", re.IGNORECASE)
# _HIDDEN_IN_WORD: an invisible character inside a word of the source ("john@ac\u200dme.com", "acme\u2060.com")
_HIDDEN_IN_WORD = re.compile(r"\S*\S(?:" + IGNORABLE + r")+\S\S*")
# _CONTACT_PRED / _PHONE_PRED: the predicates that name a person's or a firm's contact details
# (whole words of the predicate's name: "tel", not "hotel")
_CONTACT_PRED = re.compile(r"(?<![a-z])(?:e?mail|phone|telephone|mobile|tel|fax|cell|whatsapp|contact)(?![a-z])|邮箱|电话|手机",
                           re.IGNORECASE)
_PHONE_PRED = re.compile(r"(?<![a-z])(?:phone|telephone|mobile|tel|fax|cell|whatsapp)(?![a-z])|电话|手机", re.IGNORECASE)
# _SHARED_CONTACT: a contact said to be shared, a team's or a group's ("shared with the whole team", "a shared line",
# "a team inbox", "这是我们部门的公共邮箱", "大家共用"): not one person's own
_SHARED_CONTACT = re.compile(r"(?<![\w])(?i:(?:a|the|our|is|it's|its|are|be)\s+shared|shared\s+(?:with|by|among|between|inbox|"
                             r"mailbox|line|address|number|account|phone|office)|whole\s+team|entire\s+team|team\s+(?:inbox|"
                             r"mailbox|address|line)|group\s+(?:inbox|mailbox|address|line)|distribution\s+list)(?![\w])|"
                             r"公共|共用|公用|共享|大家都?(?:用|在用|共用)")
# _DIAL_SUFFIX: a dial string glued to a phone number ("+49 30 1234567,,204", "1234567;ext=204", "1234567#204",
# "1234567 p204"), as "x12" is: the digits dialled are another line than the number (an extension in a clause of its
# own, "..., ext. 12.", is the number's, as the corpus has it)
_DIAL_SUFFIX = re.compile(r"\d(?:,{2,}|;|#)\s*(?:ext\s*=\s*)?\d|\d\s?[pw]\d", re.IGNORECASE)
# _FORWARD_LINE: a forward's subject line above the statement ("Fwd: contact details", "FW: Re: onboarding", "WG:
# Kontaktdaten", "转发：联系方式"): the identifier below it is the forwarded writer's ("My email is ..."), not the sender's
_FORWARD_LINE = re.compile(r"^[\s>*_=-]*(?:(?:subject|betreff|objet|主题)\s*[:：]\s*)?(?:fwd?|wg|tr|forwarded|转发|轉發|转)\s*[:：]",
                           re.IGNORECASE | re.MULTILINE)
_ID_PRED = re.compile(r"(?<![a-z])(?:e?mail|phone|telephone|mobile|tel|fax|cell|whatsapp|contact|iban|account_(?:number|no)|"
                      r"bank|swift|bic|sort_code|routing|vat(?:_id)?|tax_id|website|url|handle|username)(?![a-z])|"
                      r"邮箱|电话|手机|账号|账户|帐户|开户", re.IGNORECASE)


def _identifier_doubt(text: str, predicate: str, value: str, sentence: str) -> str | None:
    """(batch 104) Why a source that states an identifier or a contact detail leaves it to a person: a look-alike
    value, an invisible character inside it, a shared contact, an extension after a phone number."""
    if any(_LATIN_LETTER.search(w) and _LOOKALIKE_SCRIPT.search(w) for w in value.split() if "@" in w or "." in w) \
            or _PUNYCODE.search(value):
        return f'a look-alike of an address: mixed scripts or punycode ("{value[:60]}")'
    if _INVISIBLE.search(sentence):
        want = canon_text(value).replace(" ", "")
        for m in _HIDDEN_IN_WORD.finditer(sentence):
            if want and want in canon_text(_INVISIBLE.sub("", m.group())):
                return "an invisible character inside the value's word: what a reader sees is not the value"
    if not _ID_PRED.search(predicate):
        return None
    at = text.find(sentence)
    if at > 0 and (fwd := _FORWARD_LINE.search(text, 0, at)) is not None:
        return f'a forwarded message: its first person is the forwarded writer\'s ("{fwd.group().strip()}")'
    if not _CONTACT_PRED.search(predicate):
        return None
    near = text[at:at + len(sentence) + 80] if at >= 0 else sentence  # the sentence and the start of the next
    if (shared := _SHARED_CONTACT.search(near)) is not None:
        return f'a shared contact, not one person\'s ("{shared.group()}")'
    if _PHONE_PRED.search(predicate) and (dial := _DIAL_SUFFIX.search(sentence)) is not None:
        return f'a dial string glued to the number ("{dial.group().strip()}")'
    return None


def _ground(text: str, subject: str, predicate: str, value: Any, captured_at: datetime, valid_from: datetime | None,
            aliases: tuple[str, ...], units: tuple[str, ...], allow: tuple[str, ...]) -> Grounding:
    sentences = parse(text)
    if len(sentences) > MAX_SENTENCES:
        return TOO_LONG
    names, kind = _subject_names(subject)
    if isinstance(value, dict | list):
        items = list(value.items()) if isinstance(value, dict) else [(predicate, v) for v in value]
        if not items:
            return Grounding("absent", None, "an empty value")
        if len(items) * len(sentences) > MAX_READS or len(items) * len(text) > MAX_READ_CHARS:
            return Grounding("unclear", "", f"a value of {len(items)} parts against {len(sentences)} sentences is more "
                                            "than the gate reads: a person decides")
        if isinstance(value, list) and len({canon_text(str(v)) for v in value}) < len(value):
            # a list that names one item twice (["German", "German"]): not what any source states (batch 103)
            return Grounding("unclear", "", "the list names an item twice: a person decides")
        results = []
        parts = _PARTS.set(frozenset(canon_text(v) for _, v in items if isinstance(v, str)))
        try:
            for key, leaf in items:
                extra = (*aliases, *[w for w in re.split(r"[_\s]+", canon_text(str(key))) if w])
                p = _pred(predicate, extra, units, allow)
                results.append(_ground_leaf(sentences, leaf, p, names, kind, captured_at, valid_from))
        finally:
            _PARTS.reset(parts)
        worst = min(results, key=lambda g: _RANK[g.verdict])
        if worst.verdict != "asserted":
            return worst
        own = _pred(predicate, aliases, units, allow).names  # the predicate's own names, not the parts' keys
        if own is not None and not any(g.sentence and own.search(_norm(g.sentence)) for g in results):
            return Grounding("unclear", results[0].sentence, "the value's parts are named, the predicate is not: "
                                                             "a person decides")
        if isinstance(value, dict) and (said := _unsaid_key(value, results, predicate)) is not None:
            return said
        if isinstance(value, list) and (more := _list_said_again(sentences, results[0].sentence, own)) is not None:
            return Grounding("unclear", results[0].sentence, f"another sentence may add to the list (\"{more[:60]}\"): "
                                                             "a person decides")
        if isinstance(value, list) and (more := _list_not_closed(value, results)) is not None:
            return Grounding("unclear", results[0].sentence, f"the list the source gives is not the claim's, item "
                                                             f"for item (\"{more}\"): a person decides")
        return results[0]
    p = _pred(predicate, aliases, units, allow)
    found = _ground_leaf(sentences, value, p, names, kind, captured_at, valid_from)
    if found.verdict == "asserted" and isinstance(value, str) and (bb := _bits_for_bytes(value, found.sentence)):
        return Grounding("absent", found.sentence, f'bits for bytes or bytes for bits ("{bb}" for "{value}")')
    if found.verdict == "asserted" and isinstance(value, str) and found.sentence and \
            (why := _identifier_doubt(text, predicate, value, found.sentence)) is not None:
        return Grounding("unclear", found.sentence, why)
    if found.verdict == "asserted" and found.sentence and "%" in found.sentence and \
            (m := _PERIOD_RATE.search(found.sentence)) is not None:
        return Grounding("unclear", found.sentence, f'a rate for a short period ("{m.group()}"): a person decides')
    if found.verdict == "asserted" and (frame := _several_parties(text, names)) is not None:
        return Grounding("unclear", found.sentence, f"the conversation has several parties (\"{frame[:60]}\"): "
                                                    "whose \"we\" it is, a person decides")
    return found
