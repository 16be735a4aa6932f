"""Opening a predicate on a subject, on the log, with compare-and-set (the predicate cap).

The cap itself is the caller's rule (`admit`); this only makes the read-check-append atomic
against other deciders: the subject's predicate set is appended only if no one else changed
it since it was read. Within one process the openings of a subject take turns (`_OPENING`): the
next builds on the set the last appended (`latest`) instead of losing the compare-and-set to its
own process and reading the set again (at the bench's maximum half the openings did).
"""
from __future__ import annotations

import uuid
from collections.abc import Callable
from datetime import UTC, datetime

from contracts.facts import PredicateOpened

from . import logreader
from .bus import Bus
from .consumers import KeyedLocks

_OPENING = KeyedLocks()  # one opening per subject at a time in this process (gate and verifier alike)


async def open_predicate(
    bus: Bus, *, scope: str, subject_id: str, subject_key: str, predicate_key: str,
    admit: Callable[[frozenset[str]], bool], correlation_id: str, attempts: int = 50,
    latest: logreader.Latest | None = None,
) -> bool:
    """True when the subject holds (or now holds) the predicate; False when `admit` refuses.

    `latest` (see `predicates_seen`) saves the read: a subject's predicate set only ever grows, so
    a guess that holds the predicate is the answer, and one that does not is checked by the append.
    """
    refused = False

    async def build(preds: frozenset[str]) -> PredicateOpened | None:
        nonlocal refused
        if predicate_key in preds:
            return None
        if not admit(preds):
            refused = True
            return None
        return PredicateOpened(
            event_id="po_" + uuid.uuid5(uuid.NAMESPACE_URL, f"{subject_id}/{predicate_key}").hex,
            occurred_at=datetime.now(UTC), correlation_id=correlation_id, scope=scope, subject_id=subject_id,
            subject_key=subject_key, predicate_key=predicate_key, predicates=tuple(sorted(preds | {predicate_key})),
        )

    async with _OPENING.hold(subject_id):
        await logreader.append_when_unchanged(bus, lambda: logreader.subject_predicates(bus, subject_id), build,
                                              attempts, subject_id, latest=latest)
    return not refused


def predicates_seen(size: int = 10_000) -> logreader.Latest:
    """A `Latest` of subjects' predicate sets (keyed by subject id)."""
    return logreader.Latest(frozenset(), lambda evt: frozenset(evt.predicates), size)
