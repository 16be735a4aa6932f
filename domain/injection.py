"""Instruction-like text (BRIEF rules 4 and 8): a proposal that addresses the verifier or future readers.

A fact states something about the world; text that tells whoever reads it what to do
("approve this", "pre-verified", "ignore previous instructions", "note to the verifier",
"system: ...") is an attempt to steer a judge, so it is refused before any model sees it.
The patterns are deliberately phrase-level, not word-level: "approved", "verified", "ignore
the noise" or "security docs mention prompt injection" state facts and stay allowed.
"""
from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator
from typing import Any

# zero-width and formatting characters that split a phrase without showing (U+200B..U+200F,
# U+202A..U+202E, U+2060..U+2064, U+FEFF, soft hyphen)
_INVISIBLE = re.compile("[\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]")
_SPACES = re.compile(r"[^\S\n]+")

_READER = (r"(?:verifier|verification model|reviewer|validator|moderator|judge|gate|model|llm|ai|assistant|"
           r"language model|agents?|readers?|bot)")
_PATTERNS = [  # each pattern needs one of its trigger words (see _RULES)
    # overriding what came before
    r"\b(?:ignore|disregard|forget)\b(?:\s+\w+){0,3}\s+(?:instructions?|prompts?|rules|guidelines|"
    r"directions|messages|context|checks|policy|policies)\b",
    r"\bnew\s+instructions?\b",
    r"\b(?:bypass|circumvent|disable)\s+(?:the\s+|all\s+|any\s+)?(?:gate|verifier|verification|rules|checks|filters?)\b",
    r"\bjailbreak",
    r"\bdo anything now\b",
    # telling the judge the outcome
    r"\b(?:approve|whitelist)\s+(?:this|it|me|immediately|automatically|without\b)",
    r"\b(?:approve|accept|store|save)\s+(?:this|the)\s+(?:proposal|fact|value|claim|entry|record)\b",
    r"\bauto[\s_-]?(?:approve|accept)",
    r"\b(?:must|should|shall|has\s+to|needs\s+to)\s+be\s+(?:approved|accepted|trusted|verified|stored|saved)\b",
    r"\bpre[\s_-]?(?:verified|approved|validated|vetted|cleared|authori[sz]ed)\b",
    r"\balready\s+(?:been\s+)?(?:verified|approved|validated|vetted)\b",
    r"\b(?:verified|approved|validated)\s+by\s+(?:the\s+)?(?:admin|administrator|system|verifier|reviewer|operator|"
    r"security|management)\b",
    r"\bthis\s+(?:fact|value|claim|proposal|statement|entry|record)\s+(?:is|has\s+been)\s+(?:already\s+)?"
    r"(?:verified|approved|confirmed|trusted|authoritative|true)\b",
    r"\b(?:treat|mark|consider|record|flag)\s+(?:this|it)\s+as\s+(?:verified|approved|trusted|true|fact|authoritative)\b",
    r"\bverdict\W{0,3}\s*(?:is|:|=)\s*\W{0,3}approve",
    r"\b(?:respond|reply|answer|output|return)\s+(?:only\s+)?(?:with\s+)?\W{0,2}(?:approve|approved|\{|json|the\s+verdict)",
    # addressing the judge or future readers
    r"\bnote\s+(?:to|for)\s+(?:the\s+|any\s+|all\s+|future\s+)?" + _READER + r"\b",
    r"\b(?:dear|attention|hey|hello|hi)\W{0,2}\s*(?:the\s+)?" + _READER + r"\b",
    r"\b(?:to|for)\s+(?:the\s+|any\s+)?(?:verifier|validator|llm|ai\s+model|language\s+model)\b",
    r"\b(?:the\s+)?(?:verifier|validator|llm|ai|assistant)\s+(?:must|should|shall|will|needs\s+to|has\s+to|is\s+to)\b",
    r"\bfuture\s+(?:readers?|agents?|models?|assistants?|reviewers?)\b",
    r"\b(?:whoever|anyone|any\s+(?:agent|ai|model|llm|assistant))\s+(?:reads|reading|processing|sees)\s+this\b",
    r"\bif\s+you\s+are\s+(?:an?\s+)?(?:ai|llm|language\s+model|agent|assistant|verifier|bot)\b",
    r"\byou\s+are\s+now\b",
    r"\bsystem\s+prompt\b",
    # role markers and chat-template tokens
    r"(?:^|[\n\r.;!?>\])}\"'`|])\s*(?:system|assistant|developer)\s*:",
    r"[\[<{]\s*/?\s*(?:system|inst|sys|assistant)\s*[\]>}]",
    r"<\|\s*(?:im_start|im_end|system|endoftext|eot_id|start_header_id)",
    r"#{2,}\s*(?:instruction|system|response)",
    # persistence and standing orders, fake markup, overrides of the checks themselves
    r"<\s*/?\s*(?:verdict|evidence|instructions?)\s*>",
    r"\[\s*(?:memory_persist|system note)\s*\]",
    r"\b(?:verifier|verification model|judge|gate)\s*[:,]",
    r"\banswer\s+(?:accept|approve|approved|yes)\b",
    r"\bset\s+approved\s*=\s*true\b",
    r"\b(?:always|must|should)\s+(?:be\s+)?(?:approve|accept|set\s+approved|mark\s+(?:it\s+)?(?:as\s+)?verified)",
    r"\b(?:do\s+not|don't|never)\s+(?:verify|check|question|review)\s+(?:this|it)\b",
    r"\bregardless\s+of\s+(?:any\s+)?(?:conflicts?|evidence|prior\s+facts?|sources?)\b",
    r"\b(?:skip|bypass|waive)\s+(?:the\s+)?(?:approval|confirmation|verification|review|2fa|mfa)\b",
    r"\bfrom\s+now\s+on,?\s+(?:always|never|you)\b",
    r"\bremember\s+(?:this|that)\s+as\s+(?:a\s+)?(?:system|standing)\s+(?:directive|rule|instruction)\b",
    r"\bprovenance\s+override\b",
]
# Words one of which every match of the pattern at the same index must contain (after
# normalising). Most text holds none of them, so most patterns are never run: a substring test
# is far cheaper than one regex alternation tried at every position.
_TRIGGERS = [
    "ignore disregard forget",
    "instruction",
    "bypass circumvent disable",
    "jailbreak",
    "anything",
    "approve whitelist",
    "approve accept store save",
    "approve accept",
    "approved accepted trusted verified stored saved",
    "verified approved validated vetted cleared authori",
    "already",
    "verified approved validated",
    "verified approved confirmed trusted authoritative true",
    "treat mark consider record flag",
    "verdict",
    "respond reply answer output return",
    "note",
    "verifier verification reviewer validator moderator judge gate model llm ai assistant agent reader bot",
    "verifier validator llm model",
    "verifier validator llm ai assistant",
    "future",
    "whoever anyone any",
    "you",
    "you",
    "prompt",
    "system assistant developer",
    "sys inst assistant",
    "<|",
    "##",
    "verdict evidence instruction",
    "memory_persist system",
    "verifier verification judge gate",
    "answer",
    "approved",
    "approve accept verified",
    "verify check question review",
    "regardless",
    "skip bypass waive",
    "now",
    "remember",
    "provenance",
]
assert len(_TRIGGERS) == len(_PATTERNS)
_RULES = [(tuple(t.split()), re.compile(p, re.IGNORECASE)) for t, p in zip(_TRIGGERS, _PATTERNS, strict=True)]
_BY_WORD: dict[str, list[re.Pattern[str]]] = {}
for _words, _rx in _RULES:
    for _w in _words:
        _BY_WORD.setdefault(_w, []).append(_rx)
# any trigger word at all: most texts hold none, and then no pattern is a candidate (one search
# instead of a substring test per word)
_ANY_TRIGGER = re.compile("|".join(re.escape(w) for w in sorted(_BY_WORD, key=len, reverse=True)))





def _normalise(text: str) -> str:
    """NFKC (full-width and look-alike forms), case-folded, invisible characters removed; line
    breaks are kept because a role marker ("system:") counts at the start of a line."""
    return _SPACES.sub(" ", _INVISIBLE.sub("", unicodedata.normalize("NFKC", text)).casefold()).strip()


def instruction_like(text: str) -> bool:
    """True when `text` addresses the verifier or future readers instead of stating a fact (BRIEF rule 4)."""
    t = _normalise(text)
    if _ANY_TRIGGER.search(t) is None:
        return False
    candidates = {rx for w, rxs in _BY_WORD.items() if w in t for rx in rxs}
    return any(rx.search(t) for rx in candidates)


def texts_in(value: Any) -> Iterator[str]:
    """Every string in a fact value: strings, object keys and nested leaves."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for k, v in value.items():
            yield str(k)
            yield from texts_in(v)
    elif isinstance(value, list):
        for v in value:
            yield from texts_in(v)


def value_instruction_like(value: Any) -> bool:
    """True when any string in a fact value is instruction-like."""
    return any(instruction_like(t) for t in texts_in(value))
