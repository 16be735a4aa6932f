"""The closed set of reason codes, shared by the gate, the verifier, the journal and replies."""
from enum import StrEnum


class ReasonCode(StrEnum):
    """Why a proposal ended where it did. Values are stable: they are stored in the log."""

    # cheap checks, in the order the gate runs them (domain/rules.py documents the order)
    EMPTY = "empty"
    OVERSIZED = "oversized"
    TOO_MANY_PREDICATES = "too_many_predicates"
    BELOW_CONFIDENCE_FLOOR = "below_confidence_floor"
    INVISIBLE_CHARACTERS = "invisible_characters"
    CONFUSABLE_IDENTIFIER = "confusable_identifier"
    INSTRUCTION_LIKE = "instruction_like"
    PROTECTED_PREDICATE = "protected_predicate"
    # evidence
    UNKNOWN_EVIDENCE = "unknown_evidence"
    SELF_EVIDENCE = "self_evidence"
    NEEDS_PROVENANCE = "needs_provenance"
    NOT_GROUNDED = "not_grounded"
    # slot
    CONTRADICTS_CURRENT = "contradicts_current"
    SUPERSEDES_CURRENT = "supersedes_current"
    OLDER_THAN_CURRENT = "older_than_current"
    RESTATES_CURRENT = "restates_current"
    NEW_VALUE = "new_value"
    # verifier and reviewer
    VERIFIER_APPROVED = "verifier_approved"
    VERIFIER_REJECTED = "verifier_rejected"
    VERIFIER_TIMEOUT = "verifier_timeout"
    VERIFIER_ERROR = "verifier_error"
    VERIFIER_UNPARSEABLE = "verifier_unparseable"
    REVIEWER_APPROVED = "reviewer_approved"
    REVIEWER_REJECTED = "reviewer_rejected"
    # bounds and failures (issue 11)
    VALID_TIME_UNSUPPORTED = "valid_time_unsupported"  # valid_from later than the newest evidence allows
    TOO_MANY_PENDING = "too_many_pending"  # the slot already holds the most proposals waiting for a decision
    RETRIES_EXHAUSTED = "retries_exhausted"  # it could not be decided after every retry: refused, recorded
    RATE_LIMITED = "rate_limited"  # its key went over a quota (e.g. model calls per minute): refused
    # grounding (issue 13)
    ERASED = "erased"  # v1.2 (issue 16): the words it stood on were erased; withdrawn, or refused while it waited
    NEEDS_REVIEW = "needs_review"  # a source comes close to asserting the claim, but the rules cannot tell
