"""Gate settings: the base settings plus the consumer's tuning and the policy."""
from __future__ import annotations

from domain.model import Policy, policy_from_dict
from shared.policyfile import load_policy_mapping
from shared.settings import DeciderSettings


class GateSettings(DeciderSettings):
    durable: str = "gate"

    def policy(self) -> Policy:
        return policy_from_dict(load_policy_mapping(self.policy_file))
