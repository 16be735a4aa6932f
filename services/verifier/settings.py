"""Verifier settings: which backend judges, its time limit, and the consumer's tuning."""
from __future__ import annotations

from pydantic import Field

from domain.model import Policy, policy_from_dict
from shared.policyfile import load_policy_mapping
from shared.settings import Settings


class VerifierSettings(Settings):
    backend: str = Field(default="rules", pattern="^(rules|llm)$")
    verdict_timeout_s: float = 10.0
    durable: str = "verifier"
    batch_size: int = 16
    ack_wait_s: float = 60.0
    max_deliver: int = 20
    occ_attempts: int = 50
    # quarantines a reviewer decides, not the verifier: contradictions between sourced statements
    reviewer_reasons: frozenset[str] = frozenset({"contradicts_current"})

    def policy(self) -> Policy:
        return policy_from_dict(load_policy_mapping(self.policy_file))
