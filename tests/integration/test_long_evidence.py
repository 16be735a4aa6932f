"""A decision citing long sources is made on a worker thread, the event loop serving meanwhile.

Reading a long source can take up to about a second of CPU (domain/assertion.py bounds it); the
gate and the rules verifier then decide off the loop, which in the folded front also answers
every request. Which thread decided is what is checked here, not how long anything took.
"""
from __future__ import annotations

import threading
import uuid
from datetime import timedelta
from typing import Any

import pytest

from contracts.proposals import ProposalSubmitted
from contracts.slot import SlotState
from contracts.sources import SourceRecorded
from domain import rules
from domain.canon import canon_text, slot_id
from domain.model import Policy, Source
from services.gate import core
from services.gate.decider import Gate
from shared.bus import Bus
from shared.keyring import Keyring
from shared.metrics import Decisions, Metrics
from tests.builders import T0

pytestmark = pytest.mark.integration
FILLER = "We spoke about the weather and the roads. " * 500  # 21 KiB of prose, past rules.LONG_EVIDENCE


async def cited(bus: Bus, text: str) -> ProposalSubmitted:
    """A sealed proposal of budget 18,000, citing one sealed source of `text`, both in the log."""
    keys, sid, pid = Keyring(bus), f"s_{uuid.uuid4().hex}", f"p_{uuid.uuid4().hex}"
    src = await keys.seal_source(SourceRecorded(
        event_id="e" + sid, occurred_at=T0, correlation_id="c", scope="t/long", source_id=sid, kind="utterance",
        speaker="customer", text=text, captured_at=T0, authority="channel", recorded_by="chat", key_id="k_chat"))
    await bus.append(src)
    subject = f"account:{uuid.uuid4().hex[:6]}"
    sk, pk = canon_text(subject), canon_text("budget")
    p = ProposalSubmitted(
        event_id="e" + pid, occurred_at=T0 + timedelta(days=1), correlation_id="c", scope="t/long", proposal_id=pid,
        slot_id=slot_id("t/long", sk, pk), subject=subject, predicate="budget", subject_key=sk, predicate_key=pk,
        value=18000, confidence=0.9, evidence=(sid,), proposed_by="agent-1", key_id="k_agent", role="agent")
    p = await keys.seal_proposal(p, [src.sealed_by] if src.sealed_by else [])
    await bus.append(p)
    return p


async def test_the_gate_reads_long_evidence_off_the_event_loop(log_bus: Bus, monkeypatch: pytest.MonkeyPatch) -> None:
    threads: list[str] = []
    real = core.decision_event

    def recording(*a: Any, **kw: Any) -> Any:
        threads.append(threading.current_thread().name)
        return real(*a, **kw)

    monkeypatch.setattr(core, "decision_event", recording)
    gate = await Gate.open(log_bus, Policy(), Decisions(Metrics("gate"), "provgate.gate.decision", "decide"))
    loop_thread = threading.current_thread().name
    short = await gate.decide(await cited(log_bus, "Our budget is $18,000 from now on."))
    assert short is not None and short.outcome == "accepted" and set(threads) == {loop_thread}
    threads.clear()
    long = await gate.decide(await cited(log_bus, FILLER + "Our budget is $18,000 from now on."))
    assert long is not None and long.outcome == "accepted", long  # read as any source within the bounds
    assert threads and loop_thread not in threads


async def test_the_rules_verifier_reads_long_evidence_off_the_event_loop(monkeypatch: pytest.MonkeyPatch) -> None:
    from services.verifier.app import VerifierService
    from services.verifier.settings import VerifierSettings
    from tests.builders import proposal, source

    threads: list[str] = []
    real = rules.judge

    def recording(*a: Any, **kw: Any) -> Any:
        threads.append(threading.current_thread().name)
        return real(*a, **kw)

    monkeypatch.setattr("services.verifier.app.judge", recording)
    service = VerifierService(VerifierSettings(nats_url=""))
    service.policy = Policy()
    for text, off in (("Our budget is $18,000.", False), (FILLER + "Our budget is $18,000.", True)):
        s: Source = source(text)
        j = await service.rules_backend(proposal(18000, [s]), [s], SlotState())
        assert j.outcome == "approved", j
        assert (threads.pop() != threading.current_thread().name) is off
