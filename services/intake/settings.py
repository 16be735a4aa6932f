"""Intake settings."""
from __future__ import annotations

from domain.model import Policy, policy_from_dict
from shared.policyfile import load_policy_mapping
from shared.settings import Settings


class IntakeSettings(Settings):
    queue: str = "intake"
    concurrency: int = 64  # requests in flight per subject and process
    pool_size: int = 8
    key_cache_s: float = 5.0
    embedder: str = "hash"  # must match the projector's

    def policy(self) -> Policy:
        return policy_from_dict(load_policy_mapping(self.policy_file))
