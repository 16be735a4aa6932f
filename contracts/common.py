"""Field types shared by requests and events: scopes, ids, times, fact values."""
from __future__ import annotations

import math
from datetime import datetime
from typing import Annotated, Any, Literal

from pydantic import AfterValidator, AwareDatetime, StringConstraints

ROLES = ("agent", "channel", "reviewer")
Role = Literal["agent", "channel", "reviewer"]
# Authority of what a key records; higher outranks lower. Never taken from a payload.
AUTHORITY_RANK = {"agent": 0, "channel": 1, "reviewer": 2}

SourceKind = Literal["utterance", "document", "observation", "note"]

# A scope is matched exactly; wildcards and path tricks are not valid scope text.
Scope = Annotated[
    str,
    StringConstraints(min_length=1, max_length=128, pattern=r"^[A-Za-z0-9][A-Za-z0-9_.:-]*(/[A-Za-z0-9][A-Za-z0-9_.:-]*)*$"),
]
# Ids are opaque tokens (never paths): they end up as NATS subject tokens.
OpaqueId = Annotated[str, StringConstraints(min_length=1, max_length=80, pattern=r"^[A-Za-z0-9_-]+$")]
ClientRef = Annotated[str, StringConstraints(min_length=1, max_length=200)]
Name = Annotated[str, StringConstraints(min_length=1, max_length=64, pattern=r"^[A-Za-z0-9][A-Za-z0-9_.-]*$")]
Timestamp = AwareDatetime

MAX_VALUE_DEPTH = 16


def _check_value(v: Any, depth: int = 0) -> None:
    if depth > MAX_VALUE_DEPTH:
        raise ValueError(f"value nests deeper than {MAX_VALUE_DEPTH} levels")
    if v is None:
        raise ValueError("value must not be or contain null")
    if isinstance(v, float) and not math.isfinite(v):
        raise ValueError("value must not contain NaN or infinity")
    if isinstance(v, dict):
        for k, x in v.items():
            if not isinstance(k, str):
                raise ValueError("object keys must be strings")
            _check_value(x, depth + 1)
    elif isinstance(v, list):
        if depth == 0:
            raise ValueError("value must be a string, number, boolean or object")
        for x in v:
            _check_value(x, depth + 1)


def _value(v: Any) -> Any:
    _check_value(v)
    return v


# JSON string, number, boolean or null-free object (lists only inside objects).
FactValue = Annotated[
    str | bool | int | float | dict[str, Any],
    AfterValidator(_value),
]


def utc(dt: datetime) -> datetime:
    """Wire times are always UTC with a Z suffix when serialised."""
    from datetime import UTC

    return dt.astimezone(UTC)
