"""Key events: who may call provgate. Only a hash of a key's secret is ever stored."""
from __future__ import annotations

from typing import Literal

from .common import Role
from .envelope import EventBase


class KeyCreated(EventBase):
    """A key made for a holder: role and exact scopes. `rotated_from` names the key it replaces."""

    type: Literal["key.created"] = "key.created"
    version: Literal[1] = 1
    key_id: str
    name: str
    role: Role
    scopes: tuple[str, ...]
    secret_hash: str
    rotated_from: str | None = None  # added in v1.1: the key id this one replaces (a rotation)


class KeyRevoked(EventBase):
    """A key withdrawn (issue 12), appended on the key's own subject after its `key.created`, so the
    last event there says it no longer authenticates. A rotation is a new key for the same holder
    (`provgate keys rotate`) and this event on the old one, naming its successor."""

    type: Literal["key.revoked"] = "key.revoked"
    version: Literal[1] = 1
    key_id: str
    secret_hash: str
    reason: str = ""
    revoked_by: str = "operator"
    replaced_by: str | None = None  # the key id of its rotation, if it was rotated
