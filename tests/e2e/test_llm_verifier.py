"""The `llm` verifier backend end to end: its own provgate with PROVGATE_BACKEND=llm, a fake model.

The fake model is a real HTTP server; it answers per scope (its marker), so the tests here share
one System and still choose the model's answer each.
"""
from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from cli.runtime import System

from ..conftest import KeyMaker, new_system
from ..fakellm import FakeModel
from ..helpers import eventually

pytestmark = pytest.mark.e2e


@pytest.fixture(scope="module")
def system(fake_llm: FakeModel) -> Iterator[System]:
    """This module's own provgate, its verifier on the llm backend (overrides the session's)."""
    s = new_system(extra_env={
        "PROVGATE_BACKEND": "llm", "PROVGATE_LLM_URL": fake_llm.url + "/v1", "PROVGATE_LLM_MODEL": "fake",
        "PROVGATE_LLM_API_KEY": "sk-e2e", "PROVGATE_VERDICT_TIMEOUT_S": "5",
    }).start()
    yield s
    s.stop()


async def held_update(api: KeyMaker, scope: str) -> tuple[Any, dict[str, Any]]:
    """Slack is current; a newer chat message asks for "e-mail", which the rules do not match to the
    value "email" (not_grounded): held, and the verifier judges it."""
    chat, alex = await api("channel"), await api("agent")
    first = await chat.record_source(scope=scope, kind="utterance", speaker="customer",
                                     text="Our channel is Slack.", captured_at="2026-01-01T00:00:00Z")
    r1 = await alex.submit(scope=scope, subject="inv:1", predicate="channel", value="Slack", confidence=0.9,
                           evidence=[first["source_id"]], wait=True)
    assert r1["status"] == "accepted", r1
    said = await chat.record_source(scope=scope, kind="utterance", speaker="customer",
                                    text="Please write to us by e-mail instead.", captured_at="2026-02-01T00:00:00Z")
    r2 = await alex.submit(scope=scope, subject="inv:1", predicate="channel", value="email", confidence=0.9,
                           evidence=[said["source_id"]])
    return alex, r2


async def test_a_model_that_approves_everything_cannot_approve_what_the_rules_refuse(
        api: KeyMaker, fake_llm: FakeModel, scope: str) -> None:
    """Issue 11, finding 8: with an endpoint that approves everything, a proposal whose evidence did
    not state the value was approved. A model may only narrow: it is not even asked."""
    fake_llm.route(scope, "approve")
    alex, r = await held_update(api, scope)
    done = await eventually(lambda: alex.proposal(r["proposal_id"]), until=lambda x: x["final"])
    assert done["status"] == "rejected", done
    assert done["verdict"]["by"] == "llm" and done["verdict"]["outcome"] == "rejected"
    assert fake_llm.calls(scope) == 0
    facts = await alex.facts(scope=scope, subject="inv:1")
    assert [f["value"] for f in facts] == ["Slack"]


async def test_an_unsourced_claim_is_rejected_without_asking_the_model(api: KeyMaker, fake_llm: FakeModel,
                                                                         scope: str) -> None:
    fake_llm.route(scope, "approve")
    rogue = await api("agent")
    r = await rogue.submit(scope=scope, subject="customer:acme", predicate="budget", value=1800, confidence=0.99,
                           evidence=[])
    done = await eventually(lambda: rogue.proposal(r["proposal_id"]), until=lambda x: x["final"])
    assert done["status"] == "rejected" and done["verdict"]["by"] == "llm"
    assert done["reasons"][:2] == ["needs_provenance", "verifier_rejected"]
    assert fake_llm.calls(scope) == 0
