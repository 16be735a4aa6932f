"""Sealing for erasure by key destruction (crypto-shredding, issue 16). Pure: no I/O.

A data subject (a speaker within a scope) has a key of their own. What they said (a source's
text and speaker) is sealed under it; a proposal's value under a key of its own, wrapped under
the key of each speaker its evidence cites. Destroying a speaker's key makes all of it
unreadable for good, in the log and in every copy of the log, while the log stays append-only.

AES-256-GCM with a random 96-bit nonce; the associated data binds each sealed field to its event
(a sealed text moved into another event does not open). Sealed fields are base64 (URL-safe, no
padding) of nonce || ciphertext || tag.
"""
from __future__ import annotations

import base64
import hashlib
import os

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

ERASED = "[erased]"  # what views and replays show in place of unreadable words
KEY_BYTES = 32


class Unreadable(Exception):
    """A sealed field whose key is gone (erased) or that does not open under it."""


def new_key() -> bytes:
    return os.urandom(KEY_BYTES)


def _b64(b: bytes) -> str:
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def _unb64(s: str) -> bytes:
    return base64.urlsafe_b64decode(s + "=" * (-len(s) % 4))


def seal(key: bytes, aad: str, data: bytes) -> str:
    nonce = os.urandom(12)
    return _b64(nonce + AESGCM(key).encrypt(nonce, data, aad.encode()))


def unseal(key: bytes, aad: str, blob: str) -> bytes:
    try:
        raw = _unb64(blob)
        return AESGCM(key).decrypt(raw[:12], raw[12:], aad.encode())
    except (InvalidTag, ValueError) as e:
        raise Unreadable("does not open under its key") from e


def wrap(key: bytes, key_id: str, dek: bytes, aad: str) -> str:
    """`dek` sealed under the speaker key `key_id` (the associated data names both)."""
    return seal(key, f"{aad}\x1f{key_id}", dek)


def unwrap(key: bytes, key_id: str, wrapped: str, aad: str) -> bytes:
    return unseal(key, f"{aad}\x1f{key_id}", wrapped)


def speaker_digest(scope: str, speaker: str | None) -> str:
    """The key store's name for a (scope, speaker); a source with no speaker belongs to its scope."""
    return hashlib.sha256("\x1f".join((scope, speaker or "")).encode("utf-8", "surrogatepass")).hexdigest()[:40]
