"""Canonical keys (BRIEF rule 7, issue 3): a look-alike never opens a second slot or value.

Subjects, predicates and string values are compared after Unicode NFKC, case folding and
whitespace collapsing; numbers, whether sent as JSON numbers or as "$18,000"-style strings,
compare as exact decimals.
"""
from __future__ import annotations

import hashlib
import hmac
import json
import re
import unicodedata
from collections.abc import Iterable
from decimal import Decimal, InvalidOperation
from functools import lru_cache
from typing import Any

_WS = re.compile(r"\s+")
_CURRENCY = "$€£¥"
_NUMBER_STRING = re.compile(
    r"^(?P<sign>[+-])?\s*(?P<cur>[" + _CURRENCY + r"])?\s*(?P<num>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)"
    r"\s*(?P<mult>k|m|thousand|million)?\s*(?P<code>usd|eur|gbp|dollars?|euros?)?$",
    re.IGNORECASE,
)
DOLLARS = frozenset({"usd", "cad", "aud", "nzd", "sgd", "hkd", "mxn"})
# what a currency mark written with a number may mean (ISO codes): two marks agree when their sets
# meet ("$" any dollar, "usd" only the US one, "¥" yen or yuan). Grounding checks a source's number
# against a claim's with it (domain/assertion.py), and a value's comparison key carries it.
CURRENCIES: dict[str, frozenset[str]] = {
    "$": DOLLARS, "dollar": DOLLARS, "dollars": DOLLARS, "bucks": DOLLARS, "刀": DOLLARS,
    "us$": frozenset({"usd"}), "usd": frozenset({"usd"}), "美元": frozenset({"usd"}), "美金": frozenset({"usd"}),
    "c$": frozenset({"cad"}), "cad": frozenset({"cad"}), "a$": frozenset({"aud"}), "aud": frozenset({"aud"}),
    "s$": frozenset({"sgd"}), "nz$": frozenset({"nzd"}), "hk$": frozenset({"hkd"}), "mx$": frozenset({"mxn"}),
    "€": frozenset({"eur"}), "eur": frozenset({"eur"}), "euro": frozenset({"eur"}), "euros": frozenset({"eur"}),
    "欧元": frozenset({"eur"}),
    "£": frozenset({"gbp"}), "gbp": frozenset({"gbp"}), "pound": frozenset({"gbp"}), "pounds": frozenset({"gbp"}),
    "quid": frozenset({"gbp"}), "英镑": frozenset({"gbp"}),
    "¥": frozenset({"jpy", "cny"}), "jpy": frozenset({"jpy"}), "yen": frozenset({"jpy"}), "日元": frozenset({"jpy"}),
    "cny": frozenset({"cny"}), "rmb": frozenset({"cny"}), "yuan": frozenset({"cny"}), "元": frozenset({"cny"}),
    "块": frozenset({"cny"}), "人民币": frozenset({"cny"}),
    "chf": frozenset({"chf"}), "inr": frozenset({"inr"}), "₹": frozenset({"inr"}), "rupees": frozenset({"inr"}),
}
_MULT = {"k": 1000, "thousand": 1000, "m": 1_000_000, "million": 1_000_000}


SHORT_CACHED = 64  # strings up to this long are canonicalised and parsed once (values, names: asked many times a decision)


def canon_text(s: str) -> str:
    """NFKC, case-folded, whitespace collapsed and trimmed."""
    return _canon_short(s) if len(s) <= SHORT_CACHED else _canon(s)


def _canon(s: str) -> str:
    return _WS.sub(" ", unicodedata.normalize("NFKC", s).casefold()).strip()


_canon_short = lru_cache(maxsize=8192)(_canon)


def slot_id(scope: str, subject_key: str, predicate_key: str) -> str:
    raw = "\x1f".join((scope, subject_key, predicate_key)).encode()
    return hashlib.sha256(raw).hexdigest()[:32]


def subject_id(scope: str, subject_key: str) -> str:
    return hashlib.sha256("\x1f".join((scope, subject_key)).encode()).hexdigest()[:32]


def _decimal_text(d: Decimal) -> str:
    d = d.normalize()
    text = format(d, "f")
    return "0" if text in ("-0", "+0") else text


def parse_number(s: str) -> Decimal | None:
    """'18000', '$18,000', '18k', '18,000 USD' -> Decimal; anything else -> None."""
    return _parse_short(s) if len(s) <= SHORT_CACHED else _parse_number(s)


def _parse_number(s: str) -> Decimal | None:
    m = _NUMBER_STRING.match(canon_text(s))
    if not m:
        return None
    try:
        d = Decimal(m.group("num").replace(",", ""))
    except InvalidOperation:
        return None
    if m.group("mult"):
        d *= _MULT[m.group("mult").lower()]
    if m.group("sign") == "-":
        d = -d
    return d


_parse_short = lru_cache(maxsize=8192)(_parse_number)  # a Decimal is immutable: one may be shared


def _keyed_currency(s: str) -> str | None:
    """The currency a numeric string names, for its comparison key: "€18,000" is not "$18,000". A
    dollar and a bare number add none, so the facts recorded before currencies were keyed (n:18000)
    compare as they did."""
    m = _NUMBER_STRING.match(canon_text(s))
    mark = m and (m.group("cur") or m.group("code"))
    meant = CURRENCIES.get(mark.lower(), frozenset()) if mark else frozenset()
    return "/".join(sorted(meant)) if meant and not meant & DOLLARS else None


def value_number(value: Any) -> Decimal | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int | float):
        return Decimal(str(value))
    if isinstance(value, str):
        return parse_number(value)
    return None


MAX_KEY_CHARS = 120  # longer comparison keys are hashed: every slot event carries its points' keys


def value_key(value: Any, seal: bytes = b"") -> str:
    """The comparison key of a fact value: equal keys mean the same value.

    With `seal` (the install's secret, issue 16) the key is sealed: keyed, so equal values still
    compare equal, but the log no longer shows the value in it (`n:5000` would).

    A long value's key is a hash of its canonical form (`h:`), so a slot's state, which every slot
    event carries, stays small whatever the values (issue 11: 4 KB values once grew it past NATS's
    max payload and wedged the slot)."""
    key = _value_key(value)
    if len(key) > MAX_KEY_CHARS:
        key = "h:" + hashlib.sha256(key.encode("utf-8", "surrogatepass")).hexdigest()
    return sealed_value_key(seal, key)


def money_key(value: Any, currency: str, seal: bytes = b"") -> str:
    """The comparison key of a bare number that its source gives in another currency than the
    dollar (`currency`, a key part: "eur", "cny/jpy"): 18000 grounded by "18000 euros" keys as
    n:18000:eur, as "€18,000" does, not as the dollars a bare number keys as."""
    n = value_number(value)
    if n is None:
        raise ValueError("not a number")
    return sealed_value_key(seal, f"n:{_decimal_text(n)}:{currency}")


def sealed_value_key(seal: bytes, key: str) -> str:
    """`key` sealed with the install's secret (`k:`); unchanged without one. Idempotent."""
    if not seal or key.startswith("k:"):
        return key
    return "k:" + hmac.new(seal, key.encode("utf-8", "surrogatepass"), hashlib.sha256).hexdigest()[:40]


def _value_key(value: Any) -> str:
    if isinstance(value, bool):
        return "b:" + ("true" if value else "false")
    n = value_number(value)
    if n is not None:
        cur = _keyed_currency(value) if isinstance(value, str) else None
        return "n:" + _decimal_text(n) + (f":{cur}" if cur else "")
    if isinstance(value, str):
        return "s:" + canon_text(value)
    return "o:" + json.dumps(_canon_obj(value), sort_keys=True, ensure_ascii=False, separators=(",", ":"))


def _canon_obj(v: Any) -> Any:
    if isinstance(v, dict):
        return {canon_text(k): _canon_obj(x) for k, x in v.items()}
    if isinstance(v, list):
        return [_canon_obj(x) for x in v]
    if isinstance(v, str):
        return canon_text(v)
    return v


def value_size(value: Any) -> int:
    """Bytes of the value as UTF-8 JSON, the unit of the 4096-byte limit."""
    return len(json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode())


def is_empty(value: Any) -> bool:
    """Blank strings, empty objects and objects whose leaves are all blank carry nothing."""
    if isinstance(value, str):
        return canon_text(value) == ""
    if isinstance(value, dict):
        return all(is_empty(v) for v in value.values())
    if isinstance(value, list):
        return all(is_empty(v) for v in value)
    return False


def words_pattern(words: Iterable[str]) -> str:
    """A regex matching, at any place, the longest of `words` that starts there: what
    `"|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))` matches, written as a trie
    ("a(?:b(?:c)?|d)" for a, ab, abc, ad), so each place tries one branch per character instead of
    every word (4x faster for the prefilters that scan each sentence for any of some 200 cue words)."""
    trie: dict[str, Any] = {}
    for w in words:
        node = trie
        for ch in w:
            node = node.setdefault(ch, {})
        node[""] = {}  # a word ends here

    def branch(node: dict[str, Any]) -> str:
        alts = [re.escape(ch) + branch(sub) for ch, sub in sorted(node.items()) if ch]
        if not alts:
            return ""
        body = alts[0] if len(alts) == 1 else "(?:" + "|".join(alts) + ")"
        return f"(?:{body})?" if "" in node else body  # greedy: the longer word first, the shorter if it fails

    return branch(trie)
