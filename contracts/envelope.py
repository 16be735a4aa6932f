"""The envelope every event carries, and the base classes of requests, replies and events."""
from __future__ import annotations

from datetime import datetime
from typing import Any

from pydantic import BaseModel, ConfigDict, model_validator

from .common import storable


class Request(BaseModel):
    """Requests forbid unknown fields: a typo is an error, not a silently ignored option.

    Every string anywhere in a request (object keys and nested values included) must be storable
    text, and every number exactly representable (`common.storable`): checked on the raw input,
    before any field is built, so a refused request never reaches the log (issue 11).
    """

    model_config = ConfigDict(extra="forbid", frozen=True, str_strip_whitespace=False)

    @model_validator(mode="before")
    @classmethod
    def _storable(cls, data: Any) -> Any:
        storable(data)
        return data


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
