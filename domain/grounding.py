"""Does a source's text state a value? (BRIEF rule 3: evidence must state what it supports.)

Numbers match as whole numbers after normalising currency, thousands separators and
multipliers, so "$18,000" states 18000 but not 1800. Strings match as normalised phrases on
word boundaries. A statement preceded by a negation ("not", "no longer", "never") does not
ground the value. Dates match as dates, whatever their written form ("2026-05-12", "12 May
2026", "May 12, 2026", "05/2004" for a month). Booleans are never grounded by text: they need
a reviewer.
"""
from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation
from typing import Any

from .canon import _MULT, canon_text, value_number

_NUM_IN_TEXT = re.compile(
    r"(?<![\w.,])(?P<neg>-)?[$€£¥]?\s?(?P<num>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)(?![\d,]*\d)"
    r"(?:\s?(?P<mult>k|m|thousand|million)\b)?",
    re.IGNORECASE,
)
_NEGATIONS = ("not", "no", "never", "isn't", "aren't", "wasn't", "isnt", "arent", "n't", "no longer", "nor", "without")
_PUNCT = re.compile(r"[^\w\s$€£¥%+.:/@-]+")


def numbers_in(text: str) -> list[tuple[Decimal, int]]:
    """Every number stated in a text, with its character offset."""
    out: list[tuple[Decimal, int]] = []
    for m in _NUM_IN_TEXT.finditer(text):
        try:
            d = Decimal(m.group("num").replace(",", ""))
        except InvalidOperation:
            continue
        if m.group("mult"):
            d *= _MULT[m.group("mult").lower()]
        if m.group("neg"):
            d = -d
        out.append((d, m.start()))
    return out


def _negated(prefix: str) -> bool:
    """A negation among the last few words before the statement of the value."""
    words = re.findall(r"[\w']+", prefix.casefold())[-4:]
    tail = " ".join(words)
    return any(w in _NEGATIONS for w in words) or "n't" in tail or "no longer" in tail


def _norm_phrase(s: str) -> str:
    return re.sub(r"\s+", " ", _PUNCT.sub(" ", canon_text(s))).strip()


_MONTHS = {m: i + 1 for i, m in enumerate(
    ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"])}
_MON = r"(?P<mon>jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
_DATE_FORMS = [
    # digits end at a letter or a digit, not at a Chinese character ("续约日期是2027-03-01。")
    re.compile(r"(?<![0-9A-Za-z_])(?P<y>\d{4})-(?P<m>\d{1,2})(?:-(?P<d>\d{1,2}))?(?![0-9A-Za-z_])"),
    re.compile(r"\b(?P<d>\d{1,2})(?:st|nd|rd|th)?\s+" + _MON + r"\.?,?\s+(?P<y>\d{4})\b", re.I),
    re.compile(r"\b" + _MON + r"\.?\s+(?P<d>\d{1,2})(?:st|nd|rd|th)?,?\s+(?P<y>\d{4})\b", re.I),
    re.compile(r"\b" + _MON + r"\.?\s+(?P<y>\d{4})\b", re.I),
    re.compile(r"\b(?P<m>\d{1,2})/(?P<y>\d{4})\b"),
    re.compile(r"\b(?P<d>\d{1,2})[./](?P<m>\d{1,2})[./](?P<y>\d{4})\b"),
]
Date = tuple[int, int, int | None]


def _date_of(m: re.Match[str]) -> Date | None:
    g = m.groupdict()
    month = _MONTHS[g["mon"][:3].lower()] if g.get("mon") else int(g["m"])
    day = int(g["d"]) if g.get("d") else None
    if not 1 <= month <= 12 or (day is not None and not 1 <= day <= 31):
        return None
    return int(g["y"]), month, day


def dates_in(text: str) -> list[tuple[Date, int]]:
    """Every date written in a text, with its offset (a month alone has day None)."""
    out: list[tuple[Date, int]] = []
    taken: list[range] = []
    for form in _DATE_FORMS:
        for m in form.finditer(text):
            if any(m.start() in r for r in taken):
                continue
            d = _date_of(m)
            if d:
                out.append((d, m.start()))
                taken.append(range(m.start(), m.end()))
    return out


def as_date(value: Any) -> Date | None:
    """A value that is a date (or a month), in any of the forms above, else None."""
    if not isinstance(value, str):
        return None
    found = dates_in(value.strip())
    if len(found) == 1 and found[0][1] == 0:
        return found[0][0]
    return None


def statements(text: str, value: Any) -> list[str]:
    """The sentences of `text` that state `value` (not negated); empty when none does."""
    if isinstance(value, bool):
        return []
    if isinstance(value, dict):
        leaves = _leaves(value)
        found = [statements(text, v) for v in leaves]
        return [s for f in found for s in f] if leaves and all(found) else []
    d = as_date(value)
    if d is not None:
        return [_sentence(text, pos) for found, pos in dates_in(text) if found == d and not _negated(text[:pos])]
    n = value_number(value)
    if n is not None:
        return [_sentence(text, pos) for x, pos in numbers_in(text) if x == n and not _negated(text[:pos])]
    if isinstance(value, str):
        phrase = _norm_phrase(value)
        if not phrase:
            return []
        hay = _norm_phrase(text)
        return [_sentence(hay, m.start()) for m in re.finditer(r"(?<!\w)" + re.escape(phrase) + r"(?!\w)", hay)
                if not _negated(hay[: m.start()])]
    return []


def _sentence(text: str, pos: int) -> str:
    """The sentence around offset `pos` (split on . ! ? and line breaks; decimals stay whole)."""
    starts = [m.end() for m in re.finditer(r"[!?\n]|\.(?!\d)", text[:pos])]
    start = starts[-1] if starts else 0
    m = re.search(r"[!?\n]|\.(?!\d)", text[pos:])
    end = pos + m.end() if m else len(text)
    return text[start:end].strip()


def states(text: str, value: Any) -> bool:
    """True when `text` states `value` (and does not negate it)."""
    return bool(statements(text, value))


def _leaves(v: Any) -> list[Any]:
    if isinstance(v, dict):
        return [x for item in v.values() for x in _leaves(item)]
    if isinstance(v, list):
        return [x for item in v for x in _leaves(item)]
    return [v]
