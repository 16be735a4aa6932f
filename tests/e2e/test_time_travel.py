"""Bitemporal reads: valid time (as_of) and transaction time (known_at), together or apart."""
from __future__ import annotations

from datetime import UTC, datetime

import pytest

pytestmark = pytest.mark.e2e


def now() -> str:
    return datetime.now(UTC).isoformat().replace("+00:00", "Z")


async def test_as_of_and_known_at_answer_what_was_true_and_what_was_recorded(api, scope: str) -> None:  # type: ignore[no-untyped-def]
    chat, alex = await api("channel"), await api("agent")

    async def propose(value: int, text: str, valid: str) -> dict:  # type: ignore[type-arg]
        s = await chat.record_source(scope=scope, kind="utterance", speaker="customer", text=text, captured_at=valid)
        r = await alex.submit(scope=scope, subject="c", predicate="budget", value=value, confidence=0.9,
                              evidence=[s["source_id"]], wait=True)
        assert r["status"] == "accepted", r
        return r

    t_a = now()
    await propose(18000, "Budget is $18,000.", "2026-01-01T00:00:00Z")
    t_b = now()
    await propose(14000, "Budget is now $14,000.", "2026-03-01T00:00:00Z")
    t_c = now()
    await propose(16000, "In February the budget was $16,000.", "2026-02-01T00:00:00Z")  # arrives out of order
    t_d = now()

    async def values(**when: str) -> list[object]:
        return [f["value"] for f in await alex.facts(scope=scope, subject="c", predicate="budget", **when)]

    matrix = [
        ({}, [14000]),
        ({"as_of": "2025-12-01T00:00:00Z"}, []),
        ({"as_of": "2026-01-15T00:00:00Z"}, [18000]),
        ({"as_of": "2026-02-15T00:00:00Z"}, [16000]),
        ({"as_of": "2026-03-15T00:00:00Z"}, [14000]),
        ({"known_at": t_a}, []),
        ({"known_at": t_b}, [18000]),
        ({"known_at": t_c}, [14000]),
        ({"known_at": t_d}, [14000]),
        ({"as_of": "2026-02-15T00:00:00Z", "known_at": t_c}, [18000]),  # before the February value was known
        ({"as_of": "2026-02-15T00:00:00Z", "known_at": t_d}, [16000]),
        ({"as_of": "2026-03-15T00:00:00Z", "known_at": t_b}, [18000]),  # then, 18000 had no end
    ]
    got = [(when, await values(**when)) for when, _ in matrix]
    assert got == matrix

    history = await alex.history(scope=scope, subject="c", predicate="budget")
    assert [(h["value"], h["valid_from"][:10], (h["valid_to"] or "")[:10]) for h in history] == [
        (18000, "2026-01-01", "2026-02-01"), (16000, "2026-02-01", "2026-03-01"), (14000, "2026-03-01", "")]
    assert [h["superseded_by"] for h in history[:2]] == [history[1]["fact_id"], history[2]["fact_id"]]
    assert all(h["provenance"]["decision_id"] and h["recorded_at"] for h in history)
