"""The envelope every event carries, and the base classes of requests, replies and events."""
from __future__ import annotations

from datetime import datetime

from pydantic import BaseModel, ConfigDict


class Request(BaseModel):
    """Requests forbid unknown fields: a typo is an error, not a silently ignored option."""

    model_config = ConfigDict(extra="forbid", frozen=True, str_strip_whitespace=False)


class Reply(BaseModel):
    model_config = ConfigDict(frozen=True)


class EventBase(BaseModel):
    """Events are frozen and ignore unknown fields, so producers can add optional fields first.

    `event_id` is the JetStream `Nats-Msg-Id` of the event (derived from `client_ref` when the
    caller gave one), which makes every publish idempotent inside the stream's dedupe window.
    """

    model_config = ConfigDict(extra="ignore", frozen=True)

    event_id: str
    occurred_at: datetime
    correlation_id: str
    causation_id: str | None = None
    scope: str
