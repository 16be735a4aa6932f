"""The contract's models: requests refuse what they should; every stored event version decodes."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from pydantic import ValidationError

from contracts.api import RecordSource, SubmitProposal
from contracts.events import decode_event
from contracts.upcast import LATEST

GOLDEN = Path(__file__).resolve().parents[1] / "contracts" / "golden"
OK = {"scope": "acme/fleet", "subject": "customer:acme", "predicate": "budget", "value": "18000", "confidence": 0.9}


@pytest.mark.parametrize("patch", [
    {"extra": True}, {"confidence": "0.9"}, {"confidence": float("nan")}, {"confidence": -0.1},
    {"value": None}, {"value": [1]}, {"value": {"a": {"b": None}}}, {"scope": "acme/*"}, {"scope": "acme/../x"},
    {"evidence": ["a/b"]}, {"evidence": ["s"] * 65}, {"valid_from": "2026-10-01T09:00:00"},  # naive time
])
def test_a_bad_submit_is_refused(patch: dict) -> None:  # type: ignore[type-arg]
    with pytest.raises(ValidationError):
        SubmitProposal.model_validate_json(json.dumps({**OK, **patch}))


def test_a_good_submit_keeps_the_value_type() -> None:
    assert SubmitProposal.model_validate_json(json.dumps({**OK, "value": 18000})).value == 18000
    assert SubmitProposal.model_validate_json(json.dumps({**OK, "value": True})).value is True
    assert SubmitProposal.model_validate_json(json.dumps({**OK, "confidence": 1})).confidence == 1


def test_a_value_nested_too_deep_is_refused() -> None:
    deep: dict = {"a": "x"}  # type: ignore[type-arg]
    for _ in range(20):
        deep = {"a": deep}
    with pytest.raises(ValidationError):
        SubmitProposal.model_validate_json(json.dumps({**OK, "value": deep}))


def test_a_source_text_is_bounded() -> None:
    with pytest.raises(ValidationError):
        RecordSource(scope="a/b", kind="utterance", text="x" * 65537)


def test_every_stored_event_version_has_a_golden_payload_that_decodes() -> None:
    files = sorted(GOLDEN.glob("*.json"))
    seen = {(json.loads(f.read_text())["type"], json.loads(f.read_text())["version"]) for f in files}
    assert {(t, 1) for t in LATEST} <= seen
    for f in files:
        evt = decode_event(f.read_bytes())
        assert evt.version == LATEST[evt.type]


def test_the_asyncapi_document_is_up_to_date() -> None:
    from cli.asyncapi import TARGET, render

    assert TARGET.read_text() == render(), "contracts/asyncapi.yaml is stale: run `make asyncapi`"
