"""Gate settings: the base settings plus the consumer's tuning and the policy."""
from __future__ import annotations

from domain.model import Policy, policy_from_dict
from shared.policyfile import load_policy_mapping
from shared.settings import Settings


class GateSettings(Settings):
    durable: str = "gate"
    capacity: int = 64  # proposals requested or being decided at once, per process (shared/pull.py)
    ack_wait_s: float = 30.0
    max_deliver: int = 20
    occ_attempts: int = 50  # re-reads of a slot that moved on before giving up (then nak, retried)

    def policy(self) -> Policy:
        return policy_from_dict(load_policy_mapping(self.policy_file))
