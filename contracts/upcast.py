"""Upcasters: older event versions are upgraded at decode, so handlers see only the latest shape.

Keyed by (type, version) of the stored event; each maps a dict of that version to the next one.
A v1 golden payload of every type stays in tests/contracts/golden/ forever.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

UPCASTERS: dict[tuple[str, int], Callable[[dict[str, Any]], dict[str, Any]]] = {}

LATEST: dict[str, int] = {
    "key.created": 1,
    "key.revoked": 1,
    "source.recorded": 1,
    "proposal.submitted": 1,
    "proposal.decided": 1,
    "verdict.rendered": 1,
    "subject.predicate_opened": 1,
    "facts.searched": 1,
    "facts.delivered": 1,
}


def upcast(raw: dict[str, Any]) -> dict[str, Any]:
    t, v = raw.get("type"), raw.get("version", 1)
    while isinstance(t, str) and isinstance(v, int) and (t, v) in UPCASTERS:
        raw = UPCASTERS[(t, v)](raw)
        v = raw["version"]
    return raw
