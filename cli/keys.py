"""Key administration: a key is an event in the log; only the hash of its secret is stored.

A key's lifecycle is events on its own subject: `key.created`, then at most one `key.revoked`
(a rotation is a new key naming the old one, and the old one revoked naming the new one)."""
from __future__ import annotations

import hashlib
import secrets
import uuid
from datetime import UTC, datetime

from contracts.keys import KeyCreated, KeyRevoked
from shared import logreader
from shared.bus import Bus


async def create_key(bus: Bus, *, role: str, name: str, scopes: list[str],
                     rotated_from: str | None = None) -> tuple[KeyCreated, str]:
    """Make a key; returns the event and the secret, which exists nowhere else."""
    secret = "pgk_" + secrets.token_urlsafe(32)
    h = hashlib.sha256(secret.encode()).hexdigest()
    evt = KeyCreated(
        event_id="ek_" + h[:32], occurred_at=datetime.now(UTC), correlation_id=uuid.uuid4().hex,
        scope=scopes[0], key_id="k_" + h[:16], name=name, role=role, scopes=tuple(scopes), secret_hash=h,  # type: ignore[arg-type]
        rotated_from=rotated_from,
    )
    await bus.append(evt, expect_last_subject_seq=0)
    return evt, secret


class KeyError_(Exception):
    """A key that cannot be revoked or rotated (unknown, or revoked already)."""


async def revoke_key(bus: Bus, *, secret_hash: str, reason: str, by: str = "operator",
                     replaced_by: str | None = None) -> KeyRevoked:
    """Revoke a key (issue 12): a `key.revoked` on its own subject, appended only if its
    `key.created` is still the last event there (a second revocation is refused). Intake refuses the
    key within its key cache's lifetime (`PROVGATE_KEY_CACHE_S`, 5 s); past decisions keep it."""
    found = await logreader.key_with_seq(bus, secret_hash)
    if found is None or not isinstance(found[0], KeyCreated):
        raise KeyError_("no such key, or it is revoked already")
    key, seq = found
    evt = KeyRevoked(event_id="ekr_" + secret_hash[:32], occurred_at=datetime.now(UTC), correlation_id=uuid.uuid4().hex,
                     scope=key.scope, key_id=key.key_id, secret_hash=secret_hash, reason=reason, revoked_by=by,
                     replaced_by=replaced_by)
    await bus.append(evt, expect_last_subject_seq=seq)
    return evt


async def rotate_key(bus: Bus, *, secret_hash: str, reason: str = "rotated", by: str = "operator") -> tuple[KeyCreated, str]:
    """A new key with the old one's holder, role and scopes, then the old one revoked, naming it."""
    found = await logreader.key_with_seq(bus, secret_hash)
    if found is None or not isinstance(found[0], KeyCreated):
        raise KeyError_("no such key, or it is revoked already")
    old = found[0]
    new, secret = await create_key(bus, role=old.role, name=old.name, scopes=list(old.scopes), rotated_from=old.key_id)
    await revoke_key(bus, secret_hash=secret_hash, reason=reason, by=by, replaced_by=new.key_id)
    return new, secret
