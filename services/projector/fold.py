"""Apply events to the views: the one path of the live projector and of replay (`cli/replay.py`).

The fast path applies a whole batch in one pipelined transaction, the statements of a kind sent
together (`batched.py`, on this very `apply`). When that fails for anything
but a lost connection, the batch is applied again one event at a time, each in a savepoint: an
event the views cannot take (a value PostgreSQL refuses, a bug an odd event sets off) is recorded
in `dead_letters` with its reason, in the same transaction, and the events after it go on
(issue 11: no single event stops the projection). The reason is derived from the event and the
database alone, never from the clock or the connection, so a replay of the log records exactly
the same rows and `provgate verify` still holds.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import orjson
import psycopg
from pydantic import ValidationError

from contracts.erasure import SpeakerErased
from contracts.events import decode_event
from contracts.facts import FactsSearched
from contracts.keys import KeyCreated, KeyRevoked
from contracts.proposals import PointsWithdrawn, ProposalDecided, ProposalSubmitted, VerdictRendered
from contracts.sources import SourceRecorded
from domain.embedding import fact_text, hash_embed, hash_embed_literal
from shared.embedders import Embedder, vector_literal
from shared.keyring import Keyring
from shared.sealing import ERASED

from . import store

# a database that went away, or a statement cancelled: the batch is tried again, nothing recorded
TRANSIENT = (psycopg.OperationalError, psycopg.InterfaceError)


@dataclass(frozen=True)
class Item:
    """One message of the log, as the projector reads it."""

    seq: int
    subject: str
    data: bytes
    headers: dict[str, str] | None = None


async def apply(conn: Any, evt: Any, seq: int, cache: store.SlotCache, embed: Embedder = hash_embed,
                keys: Keyring | None = None) -> None:
    """One decoded event's row changes (BRIEF: the views are a fold of the log).

    With `keys`, sealed words are opened first (issue 16), and `[erased]` stands where their key
    is gone: erased per the log (`keys.erased`), or no longer in the key store (a replay)."""
    if keys is not None:
        if isinstance(evt, SpeakerErased):
            keys.forget(evt.key_ids)
        evt = await keys.reveal(evt)
    if isinstance(evt, SpeakerErased):
        await store.erase(conn, evt, seq, lambda subject, predicate: embedding_literal(embed, fact_text(subject, predicate, ERASED)))
    elif isinstance(evt, PointsWithdrawn):
        await store.withdraw(conn, evt, cache)
    elif isinstance(evt, KeyCreated):
        await store.insert_key(conn, evt)
    elif isinstance(evt, KeyRevoked):
        await store.revoke_key(conn, evt)
    elif isinstance(evt, SourceRecorded):
        await store.insert_source(conn, evt, seq)
    elif isinstance(evt, ProposalSubmitted):
        await store.insert_proposal(conn, evt, seq, embedding_literal(embed, fact_text(evt.subject, evt.predicate, evt.value)))
    elif isinstance(evt, ProposalDecided):
        await store.record_decision(conn, evt, cache)
    elif isinstance(evt, VerdictRendered):
        await store.record_verdict(conn, evt, cache)
    elif isinstance(evt, FactsSearched):
        await store.log_search(conn, evt)


def embedding_literal(embed: Embedder, text: str) -> str:
    """pgvector's text form of `embed(text)`; the hash embedder's straight from its few non-zero
    dimensions (the same characters, a third of the time)."""
    return hash_embed_literal(text) if embed is hash_embed else vector_literal(embed(text))


def reason_of(e: BaseException) -> str:
    """Why an event could not be applied, in words that depend only on the event and the database."""
    text = str(e).strip().splitlines()[0] if str(e).strip() else ""
    state = getattr(e, "sqlstate", None)
    return (f"{type(e).__name__} ({state}): {text}" if state else f"{type(e).__name__}: {text}")[:500]


async def apply_item(conn: Any, item: Item, cache: store.SlotCache, embed: Embedder,
                     keys: Keyring | None = None) -> tuple[Any, str | None]:
    """Decode and apply one message: (event, None), or (None, reason) when it could not be decoded
    and was recorded as a dead letter instead."""
    try:
        evt = decode_event(item.data)
    except (ValidationError, orjson.JSONDecodeError, ValueError) as e:
        reason = reason_of(e)
        await store.dead_letter(conn, item.seq, item.subject, reason, item.data)
        return None, reason
    await apply(conn, evt, item.seq, cache, embed, keys)
    return evt, None


async def apply_guarded(conn: Any, item: Item, cache: store.SlotCache, embed: Embedder,
                        keys: Keyring | None = None) -> tuple[Any, str | None]:
    """`apply_item` in a savepoint: (event, None), or (None, reason) when the views refused it and
    it was recorded as a dead letter. A lost connection is raised (the batch is tried again)."""
    try:
        async with conn.transaction():
            return await apply_item(conn, item, cache, embed, keys)
    except TRANSIENT:
        raise
    except Exception as e:  # noqa: BLE001 - whatever this event sets off, it must not stop the log
        cache.clear()  # it may hold rows of the savepoint that was rolled back
        reason = reason_of(e)
        await store.dead_letter(conn, item.seq, item.subject, reason, item.data)
        return None, reason
