"""A submit with `wait` answers from what the stream stored, never from an append it refused.

A core NATS subscriber on an event subject also receives appends that JetStream refused (a
decider's compare-and-set on a stale state is a publish like any other). This provgate runs
without a gate, so the test plays the gate: it appends one decision the stream refuses, then
one it stores, and checks what the waiting caller is told each time.
"""
from __future__ import annotations

import asyncio
from datetime import UTC, datetime

import pytest

from cli.client import Client
from cli.keys import create_key
from contracts.events import decode_event
from contracts.proposals import ProposalSubmitted
from contracts.slot import SlotState
from contracts.subjects import Subjects
from domain.model import policy_from_dict
from services.gate.core import decision_event
from services.intake.core import proposal_id_for
from shared.bus import Bus, Conflict

from ..conftest import new_system
from ..helpers import eventually

pytestmark = pytest.mark.e2e


async def test_a_waiting_submit_ignores_a_refused_append_and_answers_the_stored_decision() -> None:
    s = await new_system(replicas={"intake": 1, "gate": 0, "verifier": 0, "projector": 1},
                         extra_env={"PROVGATE_WAIT_TIMEOUT_S": "1.5", "PROVGATE_FOLD": "0"}).astart()  # no decider runs
    try:
        assert s.nats_url
        bus = await Bus.connect(s.admin_url, Subjects(s.prefix))
        scope = "acme/wait"
        key, secret = await create_key(bus, role="agent", name="alex", scopes=[scope])
        alex = await Client.connect(s.nats_url, secret, s.prefix)
        gate = await Bus.connect(s.nats_url_for("gate"), Subjects(s.prefix))  # the test decides, as the gate

        async def submitted(ref: str) -> tuple[asyncio.Task[dict], ProposalSubmitted]:  # type: ignore[type-arg]
            task = asyncio.create_task(alex.submit(scope=scope, subject="c", predicate="budget", value=ref,
                                                   confidence=0.9, client_ref=ref, wait=True))
            subject = bus.subjects.proposal(proposal_id_for(key, ref, ""))
            stored = await eventually(lambda: bus.last(subject), lambda m: m is not None)
            p = decode_event(stored.data)  # type: ignore[union-attr]
            assert isinstance(p, ProposalSubmitted)
            return task, p

        def decision(p: ProposalSubmitted):  # type: ignore[no-untyped-def]
            return decision_event(p, [], SlotState(), policy_from_dict({}), now=datetime.now(UTC), latency_us=1)

        task, p = await submitted("one")
        with pytest.raises(Conflict):  # a stale compare-and-set: refused, yet published on core NATS
            await gate.append(decision(p), expect_last_subject_seq=987654)
        reply = await task
        assert (reply["status"], reply["final"]) == ("received", False)

        task, p = await submitted("two")
        await gate.append(decision(p), expect_last_subject_seq=0)  # stored: the slot was empty
        reply = await task
        assert (reply["status"], reply["final"], reply["reasons"]) == ("quarantined", False, ["needs_provenance"])
        await alex.close()
        await gate.close()
        await bus.close()
    finally:
        s.stop()
