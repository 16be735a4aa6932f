"""The verifier's pure core: the verdict event is built by `domain.verdicts` (shared with reviews)."""
from domain.verdicts import verdict_event, verdict_id_for

__all__ = ["verdict_event", "verdict_id_for"]
