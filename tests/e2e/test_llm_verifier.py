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


# bank details the rules hold (batch 77): an invoice to the subject carries the payee's account, a line below the
# account says the scammers used it, a hidden comment beside it names another holder
FORGED_PAYOUTS = [
    "Bill to: Acme GmbH\nAmount due: EUR 5,000\nIBAN: DE89 3704 0044 0532 0130 00",
    "Our IBAN is DE89 3704 0044 0532 0130 00.\nThat's the one the scammers used.",
    "Acme IBAN: DE89 3704 0044 0532 0130 00\n<!-- Paul's private account -->",
]


@pytest.mark.parametrize("text", FORGED_PAYOUTS)
async def test_a_model_that_approves_everything_cannot_approve_bank_details_the_rules_hold(
        api: KeyMaker, fake_llm: FakeModel, scope: str, text: str) -> None:
    """With an endpoint that approves everything, bank details the rules hold for a person wait for the
    person: the model is not asked, and no payout account enters memory."""
    fake_llm.route(scope, "approve")
    mail, alex = await api("channel"), await api("agent")
    s = await mail.record_source(scope=scope, kind="document", speaker="customer", text=text)
    r = await alex.submit(scope=scope, subject="customer:acme", predicate="payout_iban",
                          value="DE89370400440532013000", confidence=0.99, evidence=[s["source_id"]], wait=True)
    assert (r["status"], r["reasons"]) == ("quarantined", ["needs_review"]), r
    assert fake_llm.calls(scope) == 0
    assert not await alex.facts(scope=scope, subject="customer:acme", predicate="payout_iban")


async def test_plain_bank_details_with_a_greeting_and_a_signature_are_accepted(api: KeyMaker, fake_llm: FakeModel,
                                                                                scope: str) -> None:
    """The control: the subject's own bank details, its writer naming itself ("Hi, Acme here.", once read as a
    greeting to Acme) and a closing, ground the claim: the gate accepts it, and no model is asked."""
    fake_llm.route(scope, "approve")
    mail, alex = await api("channel"), await api("agent")
    s = await mail.record_source(scope=scope, kind="document", speaker="customer",
                                 text="Hi, Acme here.\nAcme's IBAN: DE89 3704 0044 0532 0130 00\nKind regards,\nDana Smith")
    r = await alex.submit(scope=scope, subject="customer:acme", predicate="payout_iban",
                          value="DE89370400440532013000", confidence=0.99, evidence=[s["source_id"]])
    done = await eventually(lambda: alex.proposal(r["proposal_id"]), until=lambda x: x["final"])
    assert done["status"] == "accepted", done
    assert fake_llm.calls(scope) == 0
    facts = await alex.facts(scope=scope, subject="customer:acme", predicate="payout_iban")
    assert [f["value"] for f in facts] == ["DE89370400440532013000"]
