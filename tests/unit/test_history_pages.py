"""facts.history in pages (v1.5): the pure part (services/intake/core.py); tests/e2e/test_read_fit.py reads pages."""
from __future__ import annotations

from datetime import UTC, datetime

import pytest

from contracts.api import MAX_HISTORY_WHOLE
from contracts.errors import InvalidRequest
from services.intake.core import history_reply, history_rows

AT = datetime(2026, 2, 1, tzinfo=UTC)


def version_row(i: int) -> dict:  # type: ignore[type-arg]
    return {"fact_id": f"f_{i}", "subject": "acme", "predicate": "budget", "value": i, "valid_from": AT,
            "valid_to": None, "expires_at": None, "recorded_at": AT, "retired_at": None, "expired": False,
            "superseded_by": None, "proposal_id": f"p_{i}", "proposed_by": "alex", "decision_id": f"d_{i}",
            "verdict_id": None, "evidence": [], "withdrawn_reason": None}


def test_a_history_page_says_where_the_next_one_starts() -> None:
    assert history_rows(3) == 4  # one more than the page: whether more follow
    page = history_reply([version_row(i) for i in range(4)], {}, 3)
    assert [f.fact_id for f in page.facts] == ["f_0", "f_1", "f_2"] and page.next_after == "f_2"
    last = history_reply([version_row(i) for i in range(3)], {}, 3)
    assert [f.fact_id for f in last.facts] == ["f_0", "f_1", "f_2"] and last.next_after is None


def test_a_history_too_long_for_one_reply_is_refused_without_a_limit_and_read_in_pages_with_one() -> None:
    n = history_rows(None)
    assert n == MAX_HISTORY_WHOLE + 1
    whole = history_reply([version_row(i) for i in range(MAX_HISTORY_WHOLE)], {}, None)
    assert len(whole.facts) == MAX_HISTORY_WHOLE and whole.next_after is None
    with pytest.raises(InvalidRequest, match="read it in pages"):
        history_reply([version_row(i) for i in range(n)], {}, None)
