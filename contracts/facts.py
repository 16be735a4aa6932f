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
    run_id: str | None = None  # added with issue 16: the agent's run the search served (a delivery)


class FactsDelivered(EventBase):
    """A read (facts.get or facts.history) handed these facts to a key, maybe for a tagged run: the
    delivery log (issue 16). In the read log, which forgets by age and size, like searches."""

    type: Literal["facts.delivered"] = "facts.delivered"
    version: Literal[1] = 1
    delivery_id: str
    via: str  # the public subject's short name: "facts.get" | "facts.history"
    delivered_by: str
    key_id: str
    run_id: str | None = None
    fact_ids: tuple[str, ...]
