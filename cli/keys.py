"""Key administration: a key is an event in the log; only the hash of its secret is stored."""
from __future__ import annotations

import hashlib
import secrets
import uuid
from datetime import UTC, datetime

from contracts.keys import KeyCreated
from shared.bus import Bus


async def create_key(bus: Bus, *, role: str, name: str, scopes: list[str]) -> tuple[KeyCreated, str]:
    """Make a key; returns the event and the secret, which exists nowhere else."""
    secret = "pgk_" + secrets.token_urlsafe(32)
    h = hashlib.sha256(secret.encode()).hexdigest()
    evt = KeyCreated(
        event_id="ek_" + h[:32], occurred_at=datetime.now(UTC), correlation_id=uuid.uuid4().hex,
        scope=scopes[0], key_id="k_" + h[:16], name=name, role=role, scopes=tuple(scopes), secret_hash=h,  # type: ignore[arg-type]
    )
    await bus.append(evt, expect_last_subject_seq=0)
    return evt, secret
