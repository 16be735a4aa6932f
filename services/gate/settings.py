"""Gate settings: the base settings plus the consumer's tuning and the policy."""
from __future__ import annotations

from pydantic import Field

from domain.model import Policy, policy_from_dict
from shared.logreader import SLOTS_KEPT
from shared.policyfile import load_policy_mapping
from shared.settings import DeciderSettings


class GateSettings(DeciderSettings):
    durable: str = "gate"
    # issue 14's fold: a proposal whose Provgate-Decider header names another process (a front that
    # decides what it appends, services/front) is swept: decided here only if it is still undecided
    # this many seconds after it was appended (its front died between the two appends)
    # bounded: each such proposal holds one of the consumer's `capacity` places while it waits
    sweep_after_s: float = Field(default=1.0, ge=0.0, le=10.0)
    # the slots whose latest state the gate keeps in memory (about 2.2 KB each: 50,000 take about
    # 110 MB); a decision on one that is not kept reads it from the log first (one direct get)
    slot_cache: int = Field(default=SLOTS_KEPT, ge=100, le=10_000_000)

    def policy(self) -> Policy:
        return policy_from_dict(load_policy_mapping(self.policy_file))
