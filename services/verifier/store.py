"""The verifier's reads: the proposal, its evidence and its slot, straight from the log."""
from __future__ import annotations

from contracts.sources import SourceRecorded
from domain.model import Source


def as_source(evt: SourceRecorded | None) -> Source | None:
    if evt is None:
        return None
    return Source(evt.source_id, evt.scope, evt.kind, evt.speaker, evt.text, evt.captured_at, evt.authority, evt.key_id)
