"""The union of every event in the log, discriminated on `type`, and the one decoder."""
from __future__ import annotations

from typing import Annotated

import orjson
from pydantic import Field, TypeAdapter

from .erasure import SpeakerErased
from .facts import FactsDelivered, FactsSearched, PredicateOpened
from .keys import KeyCreated, KeyRevoked
from .proposals import PointsWithdrawn, ProposalDecided, ProposalSubmitted, VerdictRendered
from .sources import SourceRecorded
from .upcast import upcast

Event = Annotated[
    KeyCreated | KeyRevoked | SourceRecorded | ProposalSubmitted | ProposalDecided | VerdictRendered | PredicateOpened | FactsSearched
    | FactsDelivered | SpeakerErased | PointsWithdrawn,
    Field(discriminator="type"),
]
SlotEvent = Annotated[ProposalDecided | VerdictRendered | PointsWithdrawn, Field(discriminator="type")]
_adapter: TypeAdapter[Event] = TypeAdapter(Event)


def decode_event(data: bytes | str) -> Event:
    """Bytes from the log to the latest version of the event (raises on anything else)."""
    return _adapter.validate_python(upcast(orjson.loads(data)))


def encode_event(evt: object) -> bytes:
    return evt.model_dump_json().encode()  # type: ignore[attr-defined]
