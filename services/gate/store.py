"""The gate's reads and writes: slot state and sources from the log, decisions appended to it."""
from __future__ import annotations

from contracts.sources import SourceRecorded
from domain.model import Source


def as_source(evt: SourceRecorded | None) -> Source | None:
    if evt is None:
        return None
    return Source(
        source_id=evt.source_id,
        scope=evt.scope,
        kind=evt.kind,
        speaker=evt.speaker,
        text=evt.text,
        captured_at=evt.captured_at,
        authority=evt.authority,
        key_id=evt.key_id,
    )
