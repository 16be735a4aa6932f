"""What every JetStream consumer shares: the event decoder and the poison-message policy."""
from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import orjson
from faststream import Context, ExceptionMiddleware
from faststream.exceptions import NackMessage
from pydantic import ValidationError

from contracts.upcast import upcast

from . import logreader
from .bus import Bus, Conflict
from .telemetry import logger

log = logger("provgate.consumers")


async def event_decoder(msg: Any) -> Any:
    """Bytes from the log -> the dict of the latest event version (upcast before validation)."""
    return upcast(orjson.loads(msg.body))


def reject_invalid_events() -> ExceptionMiddleware:
    """An event that cannot be decoded will never decode: terminate it instead of redelivering.

    (The projector records such events in `dead_letters`; it reads the whole log.)
    """
    mw = ExceptionMiddleware()

    async def poison(exc: Exception, message: Any = Context("message")) -> None:
        log.error("event_rejected", reason=str(exc)[:500], subject=getattr(message, "subject", None))
        await message.reject()

    mw.add_handler(ValidationError)(poison)
    mw.add_handler(orjson.JSONDecodeError)(poison)
    return mw


async def append_or_retry_later(bus: Bus, slot_id: str, build: Callable[[Any], Awaitable[Any]], attempts: int) -> Any:
    """`logreader.append_to_slot`, or a nak with a delay when the slot kept moving: the message is
    delivered again later and decided against the state then (never dropped, never forced)."""
    try:
        return await logreader.append_to_slot(bus, slot_id, build, attempts)
    except Conflict:
        raise NackMessage(delay=0.2) from None
