"""Cheap content screens run before any evidence is looked at (BRIEF rule 4, issue 3).

- invisible characters: zero-width and joiner characters, bidirectional controls, Unicode tag
  characters and other format controls hide text from a reader but not from a model;
- confusable identifiers: a subject or predicate mixing scripts ("seat_prеference" with a
  Cyrillic е) would open a look-alike slot beside the real one;
- instruction-like text: a value that speaks to the verifier or to future readers ("approve
  this", "pre-verified", "ignore previous instructions") is not a fact, whatever its evidence.
These screens only ever refuse; none of them can admit a proposal.
"""
from __future__ import annotations

import re
import unicodedata
from typing import Any

_INVISIBLE_RANGES = (
    (0x200B, 0x200F),  # zero-width space, joiners, LRM/RLM
    (0x202A, 0x202E),  # bidi embeddings and overrides
    (0x2060, 0x206F),  # word joiner, invisible operators, bidi isolates
    (0xFE00, 0xFE0F),  # variation selectors
    (0xE0000, 0xE007F),  # tag characters
    (0xE0100, 0xE01EF),  # variation selectors supplement
)
_ALLOWED_CONTROLS = {"\n", "\t", "\r"}


def invisible(text: str) -> bool:
    """True when the text holds characters a reader cannot see (or control characters)."""
    for ch in text:
        o = ord(ch)
        if ch == "\ufeff" or any(lo <= o <= hi for lo, hi in _INVISIBLE_RANGES):
            return True
        cat = unicodedata.category(ch)
        if cat == "Cc" and ch not in _ALLOWED_CONTROLS:
            return True
        if cat == "Cf":  # any other format control (soft hyphen, etc.)
            return True
        if cat in ("Cs", "Co", "Cn"):  # surrogates, private use, unassigned
            return True
    return False


def _script(ch: str) -> str | None:
    if not ch.isalpha():
        return None
    name = unicodedata.name(ch, "")
    for script in ("LATIN", "CYRILLIC", "GREEK", "ARMENIAN", "HEBREW", "ARABIC", "CJK", "HIRAGANA", "KATAKANA",
                   "HANGUL", "DEVANAGARI", "THAI", "GEORGIAN", "CHEROKEE"):
        if name.startswith(script) or f" {script} " in f" {name} ":
            return script
    return name.split(" ")[0] or None


_CJK = {"CJK", "HIRAGANA", "KATAKANA"}


def mixed_script(text: str) -> bool:
    """True when one word mixes letters of different scripts (a look-alike identifier)."""
    for word in re.findall(r"\w+", unicodedata.normalize("NFKC", text)):
        scripts = {s for s in map(_script, word) if s}
        if scripts <= _CJK:
            continue
        if len(scripts) > 1:
            return True
    return False


_INSTRUCTION = [
    r"\bignore (all |any |the )?(previous|prior|above|earlier|preceding) (instructions?|rules?|context|messages?|results? of the check)",
    r"\bdisregard (all |any |the )?(previous|prior|above|earlier) ",
    r"\b(pre-?verified|pre-?approved|already (been )?(verified|approved|validated))\b",
    r"\b(approve|accept|whitelist|allow) (this|it|the (proposal|claim|fact|update|write))\b",
    r"\b(always|must|should) (be )?(approve|accept|set approved|mark (it )?(as )?verified)",
    r"\b(note|message|instruction)s? (to|for) (the )?(verifier|verification model|reviewer|judge|model|assistant|ai|llm|gate|future readers?)\b",
    r"\b(verifier|verification model|judge|gate)\s*[:,]",
    r"\banswer (accept|approve|yes|approved)\b",
    r"\bset approved\s*=\s*true\b",
    r"(^|\n|\s)(system|assistant|developer)\s*:",
    r"<\s*/?\s*(system|instructions?|verdict|evidence|im_start|im_end)\s*>",
    r"\[\s*(system|inst|memory_persist|system note)\s*\]",
    r"\byou (are|must) now\b",
    r"\bnew instructions?\s*:",
    r"\b(do not|don't|never) (verify|check|question|review) (this|it)\b",
    r"\bregardless of (any )?(conflicts?|evidence|prior facts?|sources?)\b",
    r"\b(skip|bypass|waive) (the )?(approval|confirmation|verification|review|2fa|mfa)\b",
    r"\bfrom now on,? (always|never|you)\b",
    r"\bremember (this|that) as (a )?(system|standing) (directive|rule|instruction)\b",
    r"\bprovenance override\b",
]
_INSTRUCTION_RE = re.compile("|".join(f"(?:{p})" for p in _INSTRUCTION), re.IGNORECASE)


def instruction_like(text: str) -> bool:
    """True when text addresses the verifier, a model or future readers instead of stating a fact."""
    flat = unicodedata.normalize("NFKC", text)
    return bool(_INSTRUCTION_RE.search(flat))


def strings_in(value: Any) -> list[str]:
    """Every string in a value, object keys included."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for k, v in value.items() for s in [k, *strings_in(v)]]
    if isinstance(value, list):
        return [s for v in value for s in strings_in(v)]
    return []
