"""Verifier settings: which backend judges, its time limit, the model endpoint, and the consumer's tuning."""
from __future__ import annotations

from pydantic import Field, SecretStr, model_validator

from domain.model import Policy, policy_from_dict
from shared.policyfile import load_policy_mapping
from shared.settings import DeciderSettings


class VerifierSettings(DeciderSettings):
    backend: str = Field(default="rules", pattern="^(rules|llm)$")
    verdict_timeout_s: float = Field(default=10.0, gt=0)
    # the `llm` backend: any OpenAI-compatible chat endpoint (POST {llm_url}/chat/completions),
    # e.g. a local Ollama at http://127.0.0.1:11434/v1 or vLLM at http://127.0.0.1:8000/v1
    llm_url: str = "http://127.0.0.1:11434/v1"
    llm_model: str = ""
    llm_api_key: SecretStr | None = None  # sent as a Bearer token when set
    durable: str = "verifier"
    ack_wait_s: float = 60.0
    # quarantines a reviewer decides, not the verifier: contradictions between sourced statements
    reviewer_reasons: frozenset[str] = frozenset({"contradicts_current", "needs_review"})

    @model_validator(mode="after")
    def _llm_configured(self) -> VerifierSettings:
        if self.backend == "llm":
            if not self.llm_model.strip():
                raise ValueError("PROVGATE_LLM_MODEL is required with PROVGATE_BACKEND=llm")
            if not self.llm_url.startswith(("http://", "https://")):
                raise ValueError("PROVGATE_LLM_URL must be an http(s) URL")
        key = self.llm_api_key.get_secret_value() if self.llm_api_key else ""
        if self.env != "development" and "CHANGE_ME" in key:
            raise ValueError("placeholder value in PROVGATE_LLM_API_KEY")
        return self

    def policy(self) -> Policy:
        return policy_from_dict(load_policy_mapping(self.policy_file))

    def model_calls_per_minute(self) -> float:
        """`[quotas] model_calls_per_minute` of the policy file: model calls per proposing key (issue 12)."""
        return float((load_policy_mapping(self.policy_file).get("quotas") or {}).get("model_calls_per_minute", 30))
