"""Erasure (issue 16): a data subject's words made unreadable by destroying their key."""
from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict

from .envelope import EventBase


class ErasedPoint(BaseModel):
    """A fact point that stood only on the erased words: the gate takes it off its slot."""

    model_config = ConfigDict(frozen=True, extra="ignore")

    proposal_id: str
    slot_id: str


class SpeakerErased(EventBase):
    """`provgate erase --scope S --speaker X`: the speaker's keys are destroyed right after this
    event is appended. From it on, the views show `[erased]` for every text and value sealed only
    under these keys, and a replay, which can no longer open them, shows the same. The gate
    withdraws `points` from their slots (`points.withdrawn`, compare-and-set, like a decision).

    The speaker's name is not in the event: only the ids of the destroyed keys and the points."""

    type: Literal["speaker.erased"] = "speaker.erased"
    version: Literal[1] = 1
    erasure_id: str
    key_ids: tuple[str, ...]
    erased_by: str
    points: tuple[ErasedPoint, ...] = ()
