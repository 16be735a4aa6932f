"""Gate settings: the base settings plus the consumer's tuning and the policy."""
from __future__ import annotations

from domain.model import Policy, policy_from_dict
from shared.policyfile import load_policy_mapping
from shared.settings import DeciderSettings


class GateSettings(DeciderSettings):
    durable: str = "gate"
    # issue 14's fold: when intake decides in-process (services/front), the gate only sweeps up a
    # proposal still undecided this many seconds after it was appended (0: the gate decides all)
    sweep_after_s: float = 0.0

    def policy(self) -> Policy:
        return policy_from_dict(load_policy_mapping(self.policy_file))
