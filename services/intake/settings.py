"""Intake settings."""
from __future__ import annotations

from domain.model import Policy, policy_from_dict
from shared.policyfile import load_policy_mapping
from shared.settings import Settings

from .core import QuotaPolicy


class IntakeSettings(Settings):
    queue: str = "intake"
    concurrency: int = 64  # requests in flight per subject and process
    pending_limit: int = 1024  # requests waiting for a worker per subject and process; beyond: dropped
    max_waits: int = 10_000  # submits with `wait` waiting at once; beyond: answered at once, not final
    pool_size: int = 8
    key_cache_s: float = 5.0
    embedder: str = "hash"  # must match the projector's

    def policy(self) -> Policy:
        return policy_from_dict(load_policy_mapping(self.policy_file))

    # override the policy file's [quotas] (the load test's few channel keys record every source)
    quota_requests_per_second: float | None = None
    quota_write_bytes_per_second: float | None = None

    def quotas(self) -> QuotaPolicy:
        raw = load_policy_mapping(self.policy_file)
        q = dict(raw.get("quotas") or {})
        if self.quota_requests_per_second is not None:
            q["requests_per_second"] = q["burst_requests"] = self.quota_requests_per_second
        if self.quota_write_bytes_per_second is not None:
            q["write_bytes_per_second"] = q["burst_write_bytes"] = self.quota_write_bytes_per_second
        return QuotaPolicy.of({"quotas": q})
