"""Intake settings."""
from __future__ import annotations

from shared.settings import Settings


class IntakeSettings(Settings):
    queue: str = "intake"
    pool_size: int = 8
    key_cache_s: float = 5.0
