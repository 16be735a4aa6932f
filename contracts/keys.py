"""Key events: who may call provgate. Only a hash of a key's secret is ever stored."""
from __future__ import annotations

from typing import Literal

from .common import Role
from .envelope import EventBase


class KeyCreated(EventBase):
    type: Literal["key.created"] = "key.created"
    version: Literal[1] = 1
    key_id: str
    name: str
    role: Role
    scopes: tuple[str, ...]
    secret_hash: str
