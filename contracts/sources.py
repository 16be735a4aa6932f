"""Source events: what a person said, what a document shows. Sources are immutable."""
from __future__ import annotations

from datetime import datetime
from typing import Literal

from .common import Role, SourceKind
from .envelope import EventBase


class SourceRecorded(EventBase):
    type: Literal["source.recorded"] = "source.recorded"
    version: Literal[1] = 1
    source_id: str
    kind: SourceKind
    speaker: str | None = None
    text: str
    captured_at: datetime
    authority: Role  # the recording key's role, never the payload's claim
    recorded_by: str  # the recording key's name
    key_id: str
    client_ref: str | None = None
    # v1.2 (issue 16, erasure): the id of the data subject's key in the key store that `text` and
    # `speaker` are sealed under (AES-256-GCM, base64); None in events written before sealing
    sealed_by: str | None = None
