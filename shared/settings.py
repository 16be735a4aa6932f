"""Base settings for every service and the CLI: `PROVGATE_` environment variables.

Built once, in each `__main__` (or by a test), and passed down; never read at import time.
"""
from __future__ import annotations

from pydantic import Field, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from contracts.subjects import Subjects

DEV_NATS = "nats://127.0.0.1:4222"
DEV_DB = "postgresql://postgres@127.0.0.1:5432/provgate"


def whole_number(name: str, raw: str, minimum: int, maximum: int | None = None, *, what: str = "") -> int:
    """`raw`, the value of the setting `name`, as a whole number from `minimum` (to `maximum`); anything
    else is a ValueError that names the setting and what it must be (`what`, or its lower bound)."""
    try:
        value: int | None = int(raw)
    except ValueError:
        value = None
    if value is None or value < minimum or (maximum is not None and value > maximum):
        raise ValueError(f"{name} must be {what or f'a whole number of at least {minimum}'}, not {raw!r}")
    return value


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="PROVGATE_", extra="ignore")

    env: str = "development"
    nats_url: str = DEV_NATS
    database_url: str = DEV_DB
    prefix: str = "provgate"
    policy_file: str | None = None  # provgate.toml: per-predicate policy and limits

    # limits (docs/contract.md, "Limits"); the policy file may override the gate's
    stream_replicas: int = 1  # 3 on a 3-node JetStream cluster (deploy/)
    max_body_bytes: int = 65536
    wait_timeout_s: float = 5.0

    log_level: str = "info"
    log_format: str = Field(default="auto", pattern="^(auto|json|console)$")
    instance: str = ""  # set by the supervisor: which copy of a service this is

    @field_validator("nats_url", "database_url")
    @classmethod
    def _no_placeholder(cls, v: str) -> str:
        if "CHANGE_ME" in v:
            raise ValueError("placeholder value in a connection URL")
        return v

    @property
    def subjects(self) -> Subjects:
        return Subjects(self.prefix)


class DeciderSettings(Settings):
    """A service that decides on events from a durable consumer and appends to a slot (gate, verifier)."""

    durable: str
    capacity: int = 64  # events requested or being handled at once, per process (shared/consumers.py)
    ack_wait_s: float = 30.0
    give_up_after: int = 8  # deliveries before a recorded terminal outcome (backing off: about 20 s)
    occ_attempts: int = 50  # re-reads of a slot that moved on before giving up (then nak, retried)
    # 0: pull continuously (each event as it is stored); > 0: pull what is there every `pace_s` seconds,
    # in bursts (the front's halves, whose events are decided in-process already: shared/consumers.py)
    pace_s: float = Field(default=0.0, ge=0.0, le=1.0)
