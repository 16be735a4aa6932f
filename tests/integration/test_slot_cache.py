"""The gate's memory of slot states is bounded (`GateSettings.slot_cache`), and a slot it no longer
keeps is read from the log, not guessed empty: guessed empty, its decision would be made on nothing,
refused by the compare-and-set, and made again (the rules twice for one proposal)."""
from __future__ import annotations

import asyncio
import uuid
from collections import Counter
from datetime import timedelta
from typing import Any

import pytest

from contracts.events import decode_event
from contracts.proposals import ProposalDecided, ProposalSubmitted
from contracts.sources import SourceRecorded
from domain.canon import canon_text, slot_id
from domain.model import Policy
from services.gate import core
from services.gate.decider import Gate
from services.gate.settings import GateSettings
from shared import logreader
from shared.bus import Bus
from shared.keyring import Keyring
from shared.metrics import Decisions, Metrics
from tests.builders import T0

pytestmark = pytest.mark.integration


async def propose(bus: Bus, subject: str, source_id: str | None = None) -> tuple[ProposalSubmitted, str]:
    """A sealed proposal of budget 18,000 on `subject`, citing `source_id` (or a new source), in the log."""
    keys, pid = Keyring(bus), f"p_{uuid.uuid4().hex}"
    sealed_by: list[str] = []
    if source_id is None:
        source_id = f"s_{uuid.uuid4().hex}"
        src = await keys.seal_source(SourceRecorded(
            event_id="e" + source_id, occurred_at=T0, correlation_id="c", scope="t/cache", source_id=source_id,
            kind="utterance", speaker="customer", text="Our budget is $18,000 from now on.", captured_at=T0,
            authority="channel", recorded_by="chat", key_id="k_chat"))
        await bus.append(src)
        sealed_by = [src.sealed_by] if src.sealed_by else []
    else:  # as intake does: the value is wrapped under the key of the source it cites (else the gate ignores it)
        last = await bus.last(bus.subjects.source(source_id))
        cited = decode_event(last.data) if last is not None else None
        sealed_by = [cited.sealed_by] if isinstance(cited, SourceRecorded) and cited.sealed_by else []
    sk, pk = canon_text(subject), canon_text("budget")
    p = ProposalSubmitted(
        event_id="e" + pid, occurred_at=T0 + timedelta(days=1), correlation_id="c", scope="t/cache", proposal_id=pid,
        slot_id=slot_id("t/cache", sk, pk), subject=subject, predicate="budget", subject_key=sk, predicate_key=pk,
        value=18000, confidence=0.9, evidence=(source_id,), proposed_by="agent-1", key_id="k_agent", role="agent")
    p = await keys.seal_proposal(p, sealed_by)
    await bus.append(p)
    return p, source_id


async def test_a_slot_the_gate_no_longer_keeps_is_read_and_decided_once(log_bus: Bus,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    built: list[str] = []
    real = core.decision_event

    def counting(p: Any, *a: Any, **kw: Any) -> Any:
        built.append(p.proposal_id)
        return real(p, *a, **kw)

    monkeypatch.setattr(core, "decision_event", counting)
    metrics = Metrics("gate")
    gate = await Gate.open(log_bus, Policy(), Decisions(metrics, "provgate.gate.decision", "decide"), slot_cache=2)
    gate.slot_reads = metrics.counter("provgate.gate.slot_reads", "")
    assert gate.seen_slots.size == 2
    subjects = [f"account:{uuid.uuid4().hex[:6]}" for _ in range(3)]
    first, source_id = await propose(log_bus, subjects[0])
    assert (await gate.decide(first)).outcome == "accepted"  # type: ignore[union-attr]
    for subject in subjects[1:]:  # two more slots: the first one's state is pushed out
        p, _ = await propose(log_bus, subject)
        assert (await gate.decide(p)).outcome == "accepted"  # type: ignore[union-attr]
    again, _ = await propose(log_bus, subjects[0], source_id)  # the same value and source, restated
    built.clear()
    evt = await gate.decide(again)
    assert evt is not None and evt.outcome == "confirmed"  # decided on the slot's real state
    assert built == [again.proposal_id]  # once: no decision on a guessed empty slot, refused and redone
    assert dict(gate.slot_reads.values) == {(("why", "not_kept"),): 1}  # what tells an operator to raise the cache


def test_the_setting_bounds_it_and_refuses_nonsense() -> None:
    assert GateSettings().slot_cache == 50_000
    with pytest.raises(ValueError, match="slot_cache"):
        GateSettings(slot_cache=0)


async def test_gates_racing_with_tiny_caches_still_decide_each_proposal_once(log_bus: Bus) -> None:
    """Three gates, each keeping 2 slots, decide 24 proposals on 4 slots at once: their guesses are
    often stale or missing, and the compare-and-set still lets exactly one decision per proposal in."""
    gates = [await Gate.open(log_bus, Policy(), Decisions(Metrics("gate"), "provgate.gate.decision", "decide"),
                             slot_cache=2) for _ in range(3)]
    subjects = [f"account:{uuid.uuid4().hex[:6]}" for _ in range(4)]
    firsts = [await propose(log_bus, s) for s in subjects]
    proposals = [p for p, _ in firsts]
    for i in range(20):  # restatements of the first values, and their sources, across the four slots
        p, _ = await propose(log_bus, subjects[i % 4], firsts[i % 4][1])
        proposals.append(p)
    # every proposal is handed to every gate, all at once (as redeliveries and sweeps may do)
    await asyncio.gather(*(g.decide(p) for p in proposals for g in gates))
    decisions: Counter[str] = Counter()  # every decision the log holds on the four slots, by proposal
    for s in subjects:
        slot = slot_id("t/cache", canon_text(s), canon_text("budget"))
        seq = 1
        while (stored := await log_bus.next_on(log_bus.subjects.slot_events(slot), seq)) is not None:
            evt = decode_event(stored.data)
            if isinstance(evt, ProposalDecided):
                decisions[evt.proposal_id] += 1
            seq = stored.seq + 1
        state, _ = await logreader.slot_state(log_bus, slot)
        assert len(state.points) == 6 and len({pt.value_key for pt in state.points}) == 1  # one value, confirmed 5 times
    assert decisions == Counter({p.proposal_id: 1 for p in proposals})  # each decided, and once
