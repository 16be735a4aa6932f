"""The key store (issue 16): each data subject's key, in a stream of its own, apart from the log.

`<STREAM>_KEYS` holds one message per key (`<prefix>.ks.key.<key_id>`), one index message per
(scope, speaker) naming their current key (`<prefix>.ks.idx.<digest>`), and the install's secret
for sealed value keys (`<prefix>.ks.seal`). Intake creates keys; the gate, the verifier and the
projector read them; only `provgate erase` (the operator) deletes them, message by message with
JetStream's secure erase (the stored bytes are overwritten). Its backups are not the log's:
see docs/erasure.md.

Keys are cached for `ttl_s` (5 s): an erasure reaches every service within that time. A key found
missing stays missing (key ids are never reused). `erased` holds key ids a reader must treat as
gone whatever the store says: the projector fills it from `speaker.erased` events, so the live
views and a replay (which finds the keys deleted) agree.
"""
from __future__ import annotations

import asyncio
import base64
import time
import uuid
from dataclasses import dataclass
from typing import Any

import orjson
from nats.js.errors import APIError, NotFoundError

from contracts.proposals import ProposalDecided, ProposalSubmitted
from contracts.sources import SourceRecorded

from .sealing import ERASED, Unreadable, new_key, seal, speaker_digest, unseal, unwrap, wrap

WRONG_LAST_SEQUENCE = 10071
SEQUENCE_NOT_FOUND = 10043  # a message deleted meanwhile


def _b64(b: bytes) -> str:
    return base64.urlsafe_b64encode(b).decode()


@dataclass
class _Entry:
    value: Any
    until: float


class Keyring:
    def __init__(self, bus: Any, ttl_s: float = 5.0) -> None:
        self.bus = bus
        self.s = bus.subjects
        self.ttl_s = ttl_s
        self._keys: dict[str, _Entry] = {}
        self._speakers: dict[str, _Entry] = {}
        self._secret: bytes | None = None
        self.erased: set[str] = set()

    # ------------------------------------------------------------------ store access
    async def _last(self, subject: str) -> tuple[dict[str, Any], int] | None:
        try:
            m = await self.bus.js.get_last_msg(self.s.keys_stream, subject, direct=not self.bus.leader_reads)
        except NotFoundError:
            return None
        return orjson.loads(m.data or b"{}"), int(m.seq)

    async def _put(self, subject: str, body: dict[str, Any], expect: int) -> bool:
        """Write a key store message if the subject is still at `expect` (False: someone else wrote)."""
        try:
            await self.bus.js.publish(subject, orjson.dumps(body), stream=self.s.keys_stream, timeout=5,
                                      headers={"Nats-Expected-Last-Subject-Sequence": str(expect)})
        except APIError as e:
            if e.err_code == WRONG_LAST_SEQUENCE:
                return False
            raise
        return True

    async def get(self, key_id: str) -> bytes | None:
        """A key by id (None: erased, or never existed)."""
        if key_id in self.erased:
            return None
        hit = self._keys.get(key_id)
        now = time.monotonic()
        if hit is not None and (hit.value is None or hit.until > now):
            return hit.value  # type: ignore[no-any-return,unused-ignore]
        found = await self._last(self.s.data_key(key_id))
        key = base64.urlsafe_b64decode(found[0]["key"]) if found else None
        self._keys[key_id] = _Entry(key, now + self.ttl_s)
        if len(self._keys) > 100_000:
            self._keys.clear()
        return key

    async def current(self, scope: str, speaker: str | None) -> tuple[str | None, int]:
        """The (scope, speaker)'s current key id, and the index's sequence (0: never had one)."""
        found = await self._last(self.s.speaker_index(speaker_digest(scope, speaker)))
        return (found[0].get("key_id"), found[1]) if found else (None, 0)

    async def for_speaker(self, scope: str, speaker: str | None) -> tuple[str, bytes]:
        """The key to seal a (scope, speaker)'s words under, made the first time (or after an erasure)."""
        d = speaker_digest(scope, speaker)
        hit = self._speakers.get(d)
        if hit is not None and hit.until > time.monotonic():
            return hit.value  # type: ignore[no-any-return,unused-ignore]
        for _ in range(5):
            key_id, seq = await self.current(scope, speaker)
            key = await self.get(key_id) if key_id else None
            if key_id is None or key is None:
                key_id, key = "dk_" + uuid.uuid4().hex, new_key()
                await self._put(self.s.data_key(key_id), {"key": _b64(key)}, 0)
                self._keys[key_id] = _Entry(key, time.monotonic() + self.ttl_s)
                if not await self._put(self.s.speaker_index(d), {"key_id": key_id}, seq):
                    continue  # another intake made one first: use theirs (this one stays unused)
            self._speakers[d] = _Entry((key_id, key), time.monotonic() + self.ttl_s)
            return key_id, key
        raise RuntimeError("the key store index kept changing")

    async def value_secret(self, create: bool = False, wait_s: float = 30.0) -> bytes:
        """The install's secret for sealed value keys. The operator makes it with the streams
        (`ensure_value_seal`); a service waits for it (or, with `create`, makes it)."""
        deadline = time.monotonic() + wait_s
        while self._secret is None:
            found = await self._last(self.s.value_seal)
            if found is not None:
                self._secret = base64.urlsafe_b64decode(found[0]["key"])
            elif create:
                await self._put(self.s.value_seal, {"key": _b64(new_key())}, 0)
            elif time.monotonic() > deadline:
                raise RuntimeError(f"no value seal in the key store ({self.s.keys_stream}): start the operator's "
                                   "`provgate up`/`migrate` first")
            else:
                await asyncio.sleep(0.2)
        return self._secret

    def forget(self, key_ids: tuple[str, ...] | list[str]) -> None:
        """Treat these keys as gone from now on (an erasure seen in the log)."""
        self.erased.update(key_ids)
        for k in key_ids:
            self._keys.pop(k, None)
        self._speakers.clear()

    async def destroy(self, key_id: str) -> bool:
        """Delete a key's message with secure erase (the operator's `provgate erase`)."""
        found = await self._last(self.s.data_key(key_id))
        self.forget([key_id])
        return found is not None and await self._delete(found[1])

    async def drop_index(self, scope: str, speaker: str) -> None:
        found = await self._last(self.s.speaker_index(speaker_digest(scope, speaker)))
        if found is not None:
            await self._delete(found[1])

    async def _delete(self, seq: int) -> bool:
        """Delete one key store message (no_erase unset: overwritten on disk); False if it was gone
        already (two erasures of one speaker at once: the other one deleted it first)."""
        try:
            await self.bus.js.delete_msg(self.s.keys_stream, seq)
        except APIError as e:
            if e.err_code == SEQUENCE_NOT_FOUND:
                return False
            raise
        return True

    # ------------------------------------------------------------------ sealing events
    async def seal_source(self, evt: SourceRecorded) -> SourceRecorded:
        key_id, key = await self.for_speaker(evt.scope, evt.speaker)
        return evt.model_copy(update={
            "text": seal(key, evt.source_id + "\x1ftext", evt.text.encode("utf-8", "surrogatepass")),
            "speaker": None if evt.speaker is None else seal(key, evt.source_id + "\x1fspeaker", evt.speaker.encode()),
            "sealed_by": key_id})

    async def seal_proposal(self, evt: ProposalSubmitted, speaker_keys: list[str]) -> ProposalSubmitted:
        """The value sealed under a key of its own, wrapped under each of `speaker_keys` (the
        speakers its evidence cites; the scope's own key when it cites none)."""
        dek = new_key()
        wraps = {}
        for k in sorted(set(speaker_keys)):
            key = await self.get(k)
            if key is not None:
                wraps[k] = wrap(key, k, dek, evt.proposal_id)
        if not wraps:
            k, key = await self.for_speaker(evt.scope, None)
            wraps[k] = wrap(key, k, dek, evt.proposal_id)
        return evt.model_copy(update={"value": seal(dek, evt.proposal_id, orjson.dumps(evt.value)), "sealed_by": wraps})

    async def _dek(self, proposal_id: str, wraps: dict[str, str]) -> bytes | None:
        for k in sorted(wraps):
            key = await self.get(k)
            if key is not None:
                try:
                    return unwrap(key, k, wraps[k], proposal_id)
                except Unreadable:
                    continue
        return None

    async def seal_closest(self, evt: ProposalDecided, wraps: dict[str, str] | None) -> ProposalDecided:
        """The decision's closest sentence and why it is not an assertion (both quote a source's
        words) sealed like the proposal's value."""
        if not wraps or (evt.closest is None and evt.closest_why is None):
            return evt
        dek = await self._dek(evt.proposal_id, wraps)

        def sealed(text: str | None, field: str) -> str | None:
            if text is None:
                return None
            return ERASED if dek is None else seal(dek, f"{evt.proposal_id}\x1f{field}", text.encode("utf-8", "surrogatepass"))

        return evt.model_copy(update={"closest": sealed(evt.closest, "closest"),
                                      "closest_why": sealed(evt.closest_why, "closest_why"), "sealed_by": wraps})

    # ------------------------------------------------------------------ revealing events
    async def reveal(self, evt: Any) -> Any:
        """The event with its sealed fields opened, or `[erased]` where the key is gone."""
        if isinstance(evt, SourceRecorded) and evt.sealed_by:
            key = await self.get(evt.sealed_by)
            text, speaker = ERASED, (None if evt.speaker is None else ERASED)
            if key is not None:
                try:
                    text = unseal(key, evt.source_id + "\x1ftext", evt.text).decode("utf-8", "surrogatepass")
                    if evt.speaker is not None:
                        speaker = unseal(key, evt.source_id + "\x1fspeaker", evt.speaker).decode()
                except Unreadable:
                    text, speaker = ERASED, (None if evt.speaker is None else ERASED)
            return evt.model_copy(update={"text": text, "speaker": speaker})
        if isinstance(evt, ProposalSubmitted) and evt.sealed_by:
            dek = await self._dek(evt.proposal_id, evt.sealed_by)
            value: Any = ERASED
            if dek is not None:
                try:
                    value = orjson.loads(unseal(dek, evt.proposal_id, evt.value))
                except (Unreadable, orjson.JSONDecodeError, TypeError):
                    value = ERASED
            return evt.model_copy(update={"value": value})
        if isinstance(evt, ProposalDecided) and evt.sealed_by and (evt.closest is not None or evt.closest_why is not None):
            dek = await self._dek(evt.proposal_id, evt.sealed_by)

            def opened(blob: str | None, field: str) -> str | None:
                if blob is None:
                    return None
                if dek is None:
                    return ERASED
                try:
                    return unseal(dek, f"{evt.proposal_id}\x1f{field}", blob).decode("utf-8", "surrogatepass")
                except Unreadable:
                    return ERASED

            return evt.model_copy(update={"closest": opened(evt.closest, "closest"),
                                          "closest_why": opened(evt.closest_why, "closest_why")})
        return evt
