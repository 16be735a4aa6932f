"""Plain values the rules work on: a resolved source, a policy, a decision."""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import datetime

from contracts.common import AUTHORITY_RANK
from contracts.reasons import ReasonCode
from contracts.sources import SourceRecorded


@dataclass(frozen=True, slots=True)
class Source:
    """A source as the log recorded it; `authority` is the recording key's role."""

    source_id: str
    scope: str
    kind: str
    speaker: str | None
    text: str
    captured_at: datetime
    authority: str
    key_id: str
    sealed_by: str | None = None  # the key its speaker's words are sealed under (issue 16)

    @property
    def rank(self) -> int:
        return AUTHORITY_RANK[self.authority]

    @classmethod
    def of(cls, evt: SourceRecorded | None) -> Source | None:
        """The source a `source.recorded` event recorded (None for an id that resolved to nothing)."""
        if evt is None:
            return None
        return cls(evt.source_id, evt.scope, evt.kind, evt.speaker, evt.text, evt.captured_at, evt.authority,
                   evt.key_id, evt.sealed_by)


def sealed_with(evidence: list[Source | None], scope: str, wraps: dict[str, str] | None) -> list[Source | None]:
    """The proposal's evidence a decision may rest on: a source of its scope whose speaker's key does not wrap the
    proposal's value counts as not found. Intake wraps the value under the keys of the sources it finds in the log
    when it stores the proposal; a source recorded after that (a batch still on its way) would ground a value that
    outlives its speaker's erasure. The agent sends the proposal again once the source is recorded. A proposal
    stored before values were sealed (`wraps` None) rests on what it cites."""
    if wraps is None:
        return evidence
    return [None if s is not None and s.scope == scope and s.sealed_by and s.sealed_by not in wraps else s
            for s in evidence]


def fold_predicate(key: str) -> str:
    """A predicate's words as they name it, whatever the separators and plurals: "settlement_tools",
    "Settlement-Tool" and "settlement tool" fold alike."""
    from .canon import canon_text

    words = [w for w in re.split(r"[\s_\-./:]+", canon_text(key)) if w]
    return "_".join(w[:-1] if len(w) > 3 and w.endswith("s") and not w.endswith("ss") else w for w in words)


_VERSION_TAIL = re.compile(r"_(?:v\d+|new|old|updated|latest|current|final|copy|tmp|temp|alt|bis)$")  # not "_2": a series


def predicate_skeleton(key: str) -> str:
    """What a predicate's spelling leaves once separators, case, plurals and a version tail are gone:
    "seat_preference", "seatPreference", "Seat-Preferences" and "seat_preference_v2" are one."""
    folded = fold_predicate(key)
    while (shorter := _VERSION_TAIL.sub("", folded)) != folded and shorter:
        folded = shorter
    return folded.replace("_", "")


@dataclass(frozen=True)
class PredicatePolicy:
    cardinality: str = "one"
    # source kinds from strongest to weakest; a kind not listed ranks below all listed ones
    precedence: tuple[str, ...] = ()
    protected: bool = False  # only a reviewer may set it
    ttl_days: float | None = None  # issue 16: a fact of this predicate stops being true this long after its valid_from
    # grounding (issue 13), added to the built-in defaults in domain/lexicon/predicates.toml:
    aliases: tuple[str, ...] = ()  # words that name the predicate in a source, in any language
    units: tuple[str, ...] = ()  # what a number for it may count ("seats", "$", "美元")
    allow: tuple[str, ...] = ()  # moods that still assert it: "plan", "wish", "reported"

    def rank(self, kind: str) -> int:
        """Higher is stronger; kinds not listed rank below every listed one."""
        return len(self.precedence) - self.precedence.index(kind) if kind in self.precedence else 0


@dataclass(frozen=True)
class Policy:
    confidence_floor: float = 0.5
    max_value_bytes: int = 4096
    max_predicates_per_subject: int = 64
    predicates: dict[str, PredicatePolicy] = field(default_factory=dict)
    # issue 11: a slot holds at most this many proposals waiting for the verifier or a reviewer
    max_pending_per_slot: int = 16
    # issue 11: roles that may set a valid time later than their newest evidence (everyone else's
    # valid_from must not be later than the newest cited source's captured_at, or the receipt)
    valid_time_free_roles: tuple[str, ...] = ("reviewer",)
    # issue 16: the install's secret that value comparison keys are sealed with (set by the
    # services from the key store, never in the policy file); empty: keys in the clear
    value_seal: bytes = field(default=b"", repr=False)
    # the protected predicates' folded names (`protects`), worked out once, not on every decision
    protected_folds: frozenset[str] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "protected_folds", frozenset(
            fold_predicate(name) for name, cfg in self.predicates.items() if cfg.protected))

    def for_predicate(self, predicate_key: str) -> PredicatePolicy:
        return self.predicates.get(predicate_key, PredicatePolicy())

    def protects(self, predicate_key: str) -> bool:
        """Whether only a reviewer may set this predicate: a protected one under any spelling that
        names it ("settlement tool", "settlement-tool", "Settlement_Tools"), not only its exact key."""
        return self.for_predicate(predicate_key).protected or (
            bool(self.protected_folds) and fold_predicate(predicate_key) in self.protected_folds)


@dataclass(frozen=True)
class Decision:
    outcome: str  # accepted | confirmed | quarantined | rejected
    reasons: tuple[ReasonCode, ...]
    value_key: str
    valid_from: datetime
    authority: int = -1
    fact_id: str | None = None
    current: bool = False
    grounded_by: tuple[str, ...] = ()
    precedence: int = 0
    # issue 13: for a proposal no sentence asserts, the sentence that came closest and why it is
    # not an assertion ("a question states nothing"), so a reviewer sees what to decide on
    closest: str | None = None
    closest_why: str | None = None
    expires_at: datetime | None = None  # issue 16: when the fact stops being true (valid_to, or the TTL)


@dataclass(frozen=True)
class Judgement:
    outcome: str  # approved | rejected
    reasons: tuple[ReasonCode, ...]
    reason: str


def policy_from_dict(raw: dict) -> Policy:
    """Build the policy from the parsed `provgate.toml` (see that file for the fields)."""
    from .canon import canon_text

    limits = raw.get("limits", {})
    preds = {}
    for name, cfg in (raw.get("predicates") or {}).items():
        preds[canon_text(name)] = PredicatePolicy(
            cardinality=cfg.get("cardinality", "one"),
            precedence=tuple(cfg.get("precedence", ())),
            protected=bool(cfg.get("protected", False)),
            ttl_days=float(cfg["ttl_days"]) if cfg.get("ttl_days") is not None else None,
            aliases=tuple(str(a) for a in cfg.get("aliases", ())),
            units=tuple(str(u) for u in cfg.get("units", ())),
            allow=tuple(str(a) for a in cfg.get("allow", ())),
        )
    return Policy(
        confidence_floor=float(limits.get("confidence_floor", 0.5)),
        max_value_bytes=int(limits.get("max_value_bytes", 4096)),
        max_predicates_per_subject=int(limits.get("max_predicates_per_subject", 64)),
        max_pending_per_slot=int(limits.get("max_pending_per_slot", 16)),
        valid_time_free_roles=tuple((raw.get("valid_time") or {}).get("free_roles", ("reviewer",))),
        predicates=preds,
    )
