"""Field types shared by requests and events: scopes, ids, times, fact values."""
from __future__ import annotations

import math
from datetime import UTC, datetime
from typing import Annotated, Any, Literal

from pydantic import AfterValidator, AwareDatetime, BeforeValidator, StringConstraints

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
# Times the views and every client can hold exactly (issue 11): after conversion to UTC, from the
# year 1000 up to, not including, the year 3000. Outside it, a time is refused at the contract.
TIME_MIN = datetime(1000, 1, 1, tzinfo=UTC)
TIME_MAX = datetime(3000, 1, 1, tzinfo=UTC)
# Numbers every JSON reader holds exactly (IEEE doubles, JavaScript's safe integers): larger ones
# would be silently rounded somewhere between a client, the log and the views.
MAX_SAFE_NUMBER = 2**53 - 1


def _in_range(dt: datetime) -> datetime:
    try:
        as_utc = dt.astimezone(UTC)
    except (OverflowError, ValueError):
        raise ValueError("time out of range: it must be from 1000-01-01 up to 3000-01-01 (UTC)") from None
    if not TIME_MIN <= as_utc < TIME_MAX:
        raise ValueError("time out of range: it must be from 1000-01-01 up to 3000-01-01 (UTC)")
    return dt


def _written_out(v: Any) -> Any:
    """A time is written out with its UTC offset ("2026-10-01T09:00:00Z"): a number, or a string of one,
    has none (pydantic would read it as seconds since 1970, `captured_at: 0` as 1970-01-01)."""
    if isinstance(v, datetime):
        return v
    if not isinstance(v, str) or _is_number(v):
        raise ValueError("a time is written as ISO 8601 with a UTC offset (e.g. 2026-10-01T09:00:00Z), not as a number")
    return v


def _is_number(text: str) -> bool:
    try:
        float(text)
    except ValueError:
        return False
    return True


Timestamp = Annotated[AwareDatetime, BeforeValidator(_written_out), AfterValidator(_in_range)]


MAX_DEPTH = 64  # nesting of a request's JSON; a value's own limit is tighter (MAX_VALUE_DEPTH)


def storable(v: Any, where: str = "body", depth: int = 0) -> None:
    """Issue 11: every string holds only what the views can store (no NUL, no lone surrogate) and
    every number survives a JSON round trip through any client exactly; nesting is bounded (a
    body nested a thousand levels deep once reached Python's recursion limit). Raises ValueError."""
    if depth > MAX_DEPTH:
        raise ValueError(f"{where} nests deeper than {MAX_DEPTH} levels")
    if isinstance(v, str):
        if "\x00" in v:
            raise ValueError(f"{where} contains a NUL character")
        if not v.isascii():
            try:
                v.encode("utf-8")  # fails on exactly the lone surrogates, at C speed
            except UnicodeEncodeError:
                raise ValueError(f"{where} contains a lone surrogate (not valid Unicode text)") from None
    elif isinstance(v, bool) or v is None:
        return
    elif isinstance(v, int | float):
        if isinstance(v, float) and not math.isfinite(v):
            raise ValueError(f"{where} contains NaN or infinity")
        if abs(v) > MAX_SAFE_NUMBER:
            raise ValueError(f"{where} contains a number larger than 2^53-1 in magnitude")
    elif isinstance(v, dict):
        for k, x in v.items():
            storable(k, where, depth + 1)
            storable(x, f"{where}.{k}" if depth < 3 and isinstance(k, str) and len(k) < 40 and k.isascii() else where,
                     depth + 1)
    elif isinstance(v, list | tuple):
        for x in v:
            storable(x, where, depth + 1)

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
    return dt.astimezone(UTC)
