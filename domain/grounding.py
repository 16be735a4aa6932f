"""Does a source's text state a value? (BRIEF rule 3: evidence must state what it supports.)

Numbers match as whole numbers after normalising currency, thousands separators and
multipliers, so "$18,000" states 18000 but not 1800. Strings match as normalised phrases on
word boundaries. A statement preceded by a negation ("not", "no longer", "never") does not
ground the value. Booleans are never grounded by text: they need a reviewer.
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
_PUNCT = re.compile(r"[^\w\s$€£¥%+.:/-]+")


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


def states(text: str, value: Any) -> bool:
    """True when `text` states `value` (and does not negate it)."""
    if isinstance(value, bool):
        return False
    if isinstance(value, dict):
        leaves = [v for v in _leaves(value)]
        return bool(leaves) and all(states(text, v) for v in leaves)
    n = value_number(value)
    if n is not None:
        return any(d == n and not _negated(text[:pos]) for d, pos in numbers_in(text))
    if isinstance(value, str):
        phrase = _norm_phrase(value)
        if not phrase:
            return False
        hay = _norm_phrase(text)
        for m in re.finditer(r"(?<!\w)" + re.escape(phrase) + r"(?!\w)", hay):
            if not _negated(hay[: m.start()]):
                return True
    return False


def _leaves(v: Any) -> list[Any]:
    if isinstance(v, dict):
        return [x for item in v.values() for x in _leaves(item)]
    if isinstance(v, list):
        return [x for item in v for x in _leaves(item)]
    return [v]
