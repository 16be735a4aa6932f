"""`provgate import --keep-authority` checks the file against this install's own records (cli/transfer.py)."""
from __future__ import annotations

from datetime import UTC, datetime

import orjson

from cli.transfer import differing, dumps

AT = datetime(2026, 10, 1, 9, tzinfo=UTC)
SOURCE = {"record": "source", "source_id": "s_1", "kind": "utterance", "speaker": None, "text": "Our budget is $18,000.",
          "captured_at": AT, "authority": "channel", "recorded_by": "chat", "client_ref": None, "recorded_at": AT}
DECISION = {"record": "decision", "proposal_id": "p_1", "status": "accepted", "final": True, "reasons": ["new_value"]}
OWN = [{"record": "header", "scope": "a/b"}, SOURCE, DECISION]


def as_read(r: dict) -> dict:  # type: ignore[type-arg]
    """A record as read back from the file (written as `provgate export` writes it)."""
    return orjson.loads(dumps([r]))  # type: ignore[no-any-return]


def test_an_export_as_this_install_holds_it_passes() -> None:
    assert differing([as_read(SOURCE), as_read(DECISION)], OWN) is None
    assert differing([as_read(SOURCE)], OWN) is None  # a part of the scope: every record it has is checked


def test_a_changed_missing_or_unknown_record_is_named() -> None:
    assert differing([{**as_read(SOURCE), "authority": "reviewer"}], OWN) == \
        "source s_1 differs from this install's (authority)"
    assert differing([{**as_read(SOURCE), "text": "Our budget is $99,999."}], OWN) == \
        "source s_1 differs from this install's (text)"
    assert differing([{**as_read(SOURCE), "source_id": "s_2"}], OWN) == "source s_2 is not in this install's scope"
    assert differing([{**as_read(DECISION), "status": "approved"}], OWN) == "decision p_1 differs from this install's (status)"
    assert differing([{**as_read(SOURCE), "extra": 1}], OWN) == "source s_1 differs from this install's (extra)"
    assert differing([{"record": "verdict", "proposal_id": "p_1"}], OWN) == "a record of an unknown kind ('verdict')"
    assert differing([as_read(SOURCE)], [{"record": "header"}]) == "source s_1 is not in this install's scope"
