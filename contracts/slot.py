"""The state of one fact slot (scope, subject, predicate), as carried in every slot event.

Each decision on a slot is appended to the slot's own subject with an expected-last-sequence
check, and carries the slot's state after it, so a deciding service loads the state with one
direct get of the last message on that subject. The transitions live in `domain/slot.py`.
"""
from __future__ import annotations

from datetime import datetime

from pydantic import BaseModel, ConfigDict


class Point(BaseModel):
    """An accepted, confirmed or approved proposal: one point on the slot's valid-time line."""

    model_config = ConfigDict(frozen=True, extra="ignore")

    proposal_id: str
    fact_id: str
    value_key: str
    valid_from: datetime
    authority: int
    seq_hint: int = 0  # order of decision, breaks ties between equal valid times
    precedence: int = 0  # rank of the strongest grounding source kind under the predicate's policy
    expires_at: datetime | None = None  # v1.1 (issue 16): the proposal's valid_to, or valid_from + the predicate's TTL


class Pending(BaseModel):
    """A quarantined proposal that still waits for the verifier or a reviewer."""

    model_config = ConfigDict(frozen=True, extra="ignore")

    proposal_id: str
    value_key: str
    valid_from: datetime
    authority: int
    precedence: int = 0
    expires_at: datetime | None = None


class SlotState(BaseModel):
    model_config = ConfigDict(frozen=True, extra="ignore")

    points: tuple[Point, ...] = ()
    pending: tuple[Pending, ...] = ()
    decided: tuple[str, ...] = ()  # recent proposal ids with a final or quarantine decision
    verdicts: tuple[str, ...] = ()  # recent proposal ids that got a verdict or review
    counter: int = 0
