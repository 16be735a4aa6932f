"""Subject events: the predicates a subject holds facts for (the policy caps their number)."""
from __future__ import annotations

from typing import Literal

from .envelope import EventBase


class PredicateOpened(EventBase):
    """A subject gained a predicate with a fact; carries the subject's whole predicate set after it."""

    type: Literal["subject.predicate_opened"] = "subject.predicate_opened"
    version: Literal[1] = 1
    subject_id: str
    subject_key: str
    predicate_key: str
    predicates: tuple[str, ...]


class FactsSearched(EventBase):
    """A search over the facts of a scope and what it returned (the retrieval log)."""

    type: Literal["facts.searched"] = "facts.searched"
    version: Literal[1] = 1
    search_id: str
    searched_by: str
    key_id: str
    text: str
    fact_ids: tuple[str, ...]
    scores: tuple[float, ...]
