"""Opening predicates on one subject from one gate (issue 14: fewer messages per proposal).

Proposals on different predicates of one subject are decided concurrently (their slots differ),
and each accepted first value opens its predicate on the subject, compare-and-set over the
subject's set. Within one process those openings take turns: each builds on the set the one
before appended, so none loses the compare-and-set to its own process and reads the set again.
Across processes the compare-and-set still decides (the three-gate race in tests/e2e).
"""
from __future__ import annotations

import asyncio
import uuid
from datetime import timedelta
from typing import Any

import pytest

from contracts.events import decode_event
from contracts.facts import PredicateOpened
from contracts.proposals import ProposalSubmitted
from contracts.sources import SourceRecorded
from domain.canon import canon_text, slot_id, subject_id
from domain.model import Policy
from services.gate.decider import Gate
from shared import logreader
from shared.bus import Bus, Conflict
from shared.keyring import Keyring
from shared.metrics import Decisions, Metrics
from tests.builders import T0

pytestmark = pytest.mark.integration
SCOPE = "t/preds"
# each sentence states its predicate's value plainly (accepted by the default policy's rules)
STATED = {"budget": ("Our budget is $18,000.", 18000), "seats": ("We need 12 seats.", 12),
          "city": ("Our city is Berlin.", "Berlin"), "team size": ("Our team size is 40.", 40),
          "plan": ("Our plan is Enterprise.", "Enterprise"), "region": ("Our region is EMEA.", "EMEA")}


class Counting(Bus):
    """The real bus, counting the appends the server refused as conflicts."""

    conflicts = 0

    async def append(self, evt: Any, **kw: Any) -> int:
        try:
            return await super().append(evt, **kw)
        except Conflict:
            self.conflicts += 1
            raise


async def one_subject(bus: Bus, subject: str) -> list[ProposalSubmitted]:
    """A sealed proposal for each predicate of STATED on `subject`, each citing its own source."""
    keys, out = Keyring(bus), []
    for predicate, (text, value) in STATED.items():
        sid, pid = f"s_{uuid.uuid4().hex}", f"p_{uuid.uuid4().hex}"
        src = await keys.seal_source(SourceRecorded(
            event_id="e" + sid, occurred_at=T0, correlation_id="c", scope=SCOPE, source_id=sid, kind="utterance",
            speaker="customer", text=text, captured_at=T0, authority="channel", recorded_by="chat", key_id="k_chat"))
        await bus.append(src)
        sk, pk = canon_text(subject), canon_text(predicate)
        p = ProposalSubmitted(
            event_id="e" + pid, occurred_at=T0 + timedelta(days=1), correlation_id="c", scope=SCOPE, proposal_id=pid,
            slot_id=slot_id(SCOPE, sk, pk), subject=subject, predicate=predicate, subject_key=sk, predicate_key=pk,
            value=value, confidence=0.9, evidence=(sid,), proposed_by="agent-1", key_id="k_agent", role="agent")
        p = await keys.seal_proposal(p, [src.sealed_by] if src.sealed_by else [])
        await bus.append(p)
        out.append(p)
    return out


async def test_one_gate_opens_a_subjects_predicates_concurrently_without_losing_to_itself(log_bus: Bus) -> None:
    subject = f"account:{uuid.uuid4().hex[:6]}"
    proposals = await one_subject(log_bus, subject)
    bus = Counting(log_bus.nc, log_bus.subjects)
    gate = await Gate.open(bus, Policy(), Decisions(Metrics("gate"), "provgate.gate.decision", "decide"))
    decided = await asyncio.gather(*(gate.decide(p) for p in proposals))
    assert [d.outcome if d else None for d in decided] == ["accepted"] * len(STATED)
    assert bus.conflicts == 0
    sid = subject_id(SCOPE, canon_text(subject))
    preds, _ = await logreader.subject_predicates(log_bus, sid)
    assert preds == {canon_text(p) for p in STATED}
    # one opening per predicate on the subject, each set one larger than the last
    sizes, seq = [], 1
    while (m := await log_bus.next_on(log_bus.subjects.subject(sid), seq)) is not None:
        evt = decode_event(m.data)
        assert isinstance(evt, PredicateOpened)
        sizes.append(len(evt.predicates))
        seq = m.seq + 1
    assert sizes == list(range(1, len(STATED) + 1))
