"""The client's retries and idempotency, on a stand-in for the NATS connection (no servers; each test
runs its calls in a loop of its own)."""
from __future__ import annotations

import asyncio
from typing import Any

import orjson
import pytest
from nats.errors import NoRespondersError
from nats.errors import TimeoutError as NatsTimeout

import client
from client import Client
from contracts.api import ProposalStatusReply


class Msg:
    def __init__(self, body: dict[str, Any]) -> None:
        self.data = orjson.dumps(body)


class FakeNats:
    """Answers each request with the next scripted outcome: a reply body or an exception."""

    def __init__(self, *script: Any) -> None:
        self.script = list(script)
        self.sent: list[tuple[str, dict[str, Any], dict[str, str]]] = []

    async def request(self, subject: str, body: bytes, timeout: float, headers: dict[str, str]) -> Msg:
        self.sent.append((subject, orjson.loads(body), headers))
        step = self.script.pop(0)
        if isinstance(step, BaseException):
            raise step
        return Msg(step)


def err(code: str) -> dict[str, Any]:
    return {"ok": False, "error": {"code": code, "message": f"{code}."}}


ACCEPTED = {"ok": True, "proposal_id": "p_1", "status": "accepted", "final": True, "reasons": ["new_value"],
            "verdict": None, "fact_id": "f_1"}


def make(*script: Any, retries: int = 2) -> tuple[Client, FakeNats]:
    nc = FakeNats(*script)
    return Client(nc, "pgk_test", "provgate", timeout=0.1, retries=retries, backoff=0.0), nc  # type: ignore[arg-type]


def test_a_proposal_retried_after_a_timeout_carries_the_same_generated_client_ref() -> None:
    async def go() -> None:
        c, nc = make(NatsTimeout(), ACCEPTED)
        r = await c.propose("acme/fleet", "customer:acme", "budget", "18000", confidence=0.9, evidence=["s_1"], wait=True)
        assert isinstance(r, ProposalStatusReply)
        assert r.status == "accepted" and r.fact_id == "f_1"
        refs = [body["client_ref"] for _, body, _ in nc.sent]
        assert len(refs) == 2 and refs[0] == refs[1] and refs[0].startswith("pgc-prop-")
        assert all(h["Provgate-Key"] == "pgk_test" for _, _, h in nc.sent)

    asyncio.run(go())


def test_a_client_ref_given_by_the_caller_is_sent_as_given() -> None:
    async def go() -> None:
        c, nc = make({"ok": True, "source_id": "s_1", "authority": "channel"})
        r = await c.record_source("acme/fleet", "utterance", "Our budget is $18,000.", client_ref="chat-1")
        assert r.source_id == "s_1" and nc.sent[0][1]["client_ref"] == "chat-1"

    asyncio.run(go())


@pytest.mark.parametrize("first", [err("unavailable"), err("rate_limited"), NoRespondersError()])
def test_unavailable_rate_limited_and_no_responders_are_retried(first: Any) -> None:
    async def go() -> None:
        c, nc = make(first, ACCEPTED)
        assert (await c.proposal("p_1")).status == "accepted" and len(nc.sent) == 2

    asyncio.run(go())


@pytest.mark.parametrize(("code", "cls"), [
    ("invalid_request", client.InvalidRequest), ("forbidden", client.Forbidden), ("not_found", client.NotFound),
    ("unauthenticated", client.Unauthenticated), ("conflict", client.Conflict)])
def test_refusals_are_raised_as_their_code_and_never_retried(code: str, cls: type[Exception]) -> None:
    async def go() -> None:
        c, nc = make(err(code), ACCEPTED)
        with pytest.raises(cls) as e:
            await c.facts("acme/fleet", "customer:acme")
        assert e.value.code == code and len(nc.sent) == 1  # type: ignore[attr-defined]

    asyncio.run(go())


def test_retries_are_bounded_and_the_last_error_is_raised() -> None:
    async def go() -> None:
        c, nc = make(err("unavailable"), err("unavailable"), err("unavailable"), ACCEPTED, retries=2)
        with pytest.raises(client.Unavailable):
            await c.journal("acme/fleet")
        assert len(nc.sent) == 3

    asyncio.run(go())


def test_a_decision_is_not_resent_after_a_timeout() -> None:
    async def go() -> None:
        c, nc = make(NatsTimeout(), ACCEPTED)
        with pytest.raises(client.RequestTimeout):
            await c.decide("p_1", "approve", "Checked the contract.")
        assert len(nc.sent) == 1

    asyncio.run(go())


def test_the_key_id_and_inbox_follow_the_contract() -> None:
    async def go() -> None:
        assert client.key_id_of("pgk_x").startswith("k_") and len(client.key_id_of("pgk_x")) == 18
        assert client.inbox_of("pgk_x") == "_INBOX." + client.key_id_of("pgk_x")


    asyncio.run(go())