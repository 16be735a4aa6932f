"""The gate's consumer and the processes that decide what they append (issue 14's fold).

A proposal names its decider in the `Provgate-Decider` header. The gate of that same process
asks `settle` and acks on its word, without a read; when `settle` has nothing or says the
in-process decision failed, it decides the proposal as any gate would. A proposal naming
another decider is only swept up: decided here once it is `sweep_after_s` old, if that decider
has not decided it by then, and never decided twice.
"""
from __future__ import annotations

import time
import uuid

import pytest

from contracts.events import decode_event
from contracts.proposals import ProposalSubmitted
from domain.canon import subject_id
from domain.model import Policy
from loadtest.gateprof import prepare
from services.gate.app import GateService
from services.gate.settings import GateSettings
from shared import logreader
from shared.bus import DECIDER_HEADER, Bus

from ..helpers import eventually, settle_from

pytestmark = pytest.mark.integration




async def unstored(log_bus: Bus, n: int) -> list[ProposalSubmitted]:
    """`n` sealed proposals citing sealed sources (the sources are in the log, the proposals not)."""
    out = [decode_event(data) for data in await prepare(log_bus, n, proposals=False)]
    assert all(isinstance(p, ProposalSubmitted) for p in out)
    return out  # type: ignore[return-value]


async def decisions_on(log_bus: Bus, p: ProposalSubmitted) -> list[str]:
    """The proposal ids of every decision stored on `p`'s slot."""
    out, seq = [], 1
    while (m := await log_bus.next_on(log_bus.subjects.slot_events(p.slot_id), seq)) is not None:
        out.append(decode_event(m.data).proposal_id)  # type: ignore[union-attr]
        seq = m.seq + 1
    return out


async def test_the_gate_acks_on_its_own_deciders_word_and_decides_what_it_could_not(log_bus: Bus) -> None:
    answers: dict[str, bool] = {}
    settle = settle_from(answers)
    settings = GateSettings(nats_url="", prefix=log_bus.subjects.prefix, durable="g" + uuid.uuid4().hex[:6])
    gate = GateService(settings, bus=log_bus, decider="me", settle=settle)
    await gate.start()
    # the proposals `prepare` appended carry no decider: the gate decides them as they come
    plain = [decode_event(d) for d in await prepare(log_bus, 3)]  # appended, naming no decider
    trusted, failed, forgotten = await unstored(log_bus, 3)
    answers[trusted.proposal_id] = True  # "decided here": acked on that word, nothing read or appended
    answers[failed.proposal_id] = False  # the in-process decision failed: the gate decides it
    for p in (trusted, failed, forgotten):  # `forgotten`: settle has nothing on it (the process restarted)
        await log_bus.append(p, headers={DECIDER_HEADER: "me"})
    await gate.serve()
    try:
        for q in plain:
            assert isinstance(q, ProposalSubmitted)
            await eventually(lambda q=q: decisions_on(log_bus, q), lambda d, q=q: q.proposal_id in d)
        for p in (failed, forgotten):
            await eventually(lambda p=p: decisions_on(log_bus, p), lambda d, p=p: p.proposal_id in d)
        await eventually(lambda: log_bus.js.consumer_info(log_bus.subjects.stream, settings.durable),
                         lambda i: i.num_pending == 0 and i.num_ack_pending == 0)
        assert trusted.proposal_id not in await decisions_on(log_bus, trusted)  # its word was taken
    finally:
        await gate.stop()


async def test_a_proposal_recorded_here_before_it_arrives_is_acked_on_arrival_and_not_asked_about(
        log_bus: Bus) -> None:
    asked: list[str] = []
    settings = GateSettings(nats_url="", prefix=log_bus.subjects.prefix, durable="g" + uuid.uuid4().hex[:6])

    def settle(proposal_id: str) -> None:
        asked.append(proposal_id)  # nothing known here: the gate decides it
        return None

    gate = GateService(settings, bus=log_bus, decider="me", settle=settle)
    await gate.start()
    done, pending = await unstored(log_bus, 2)
    gate.recorded = lambda pid: pid == done.proposal_id  # recorded already; `pending` not (yet)
    for p in (done, pending):
        await log_bus.append(p, headers={DECIDER_HEADER: "me"})
    await gate.serve()
    try:
        await eventually(lambda: decisions_on(log_bus, pending), lambda d: pending.proposal_id in d)
        await eventually(lambda: log_bus.js.consumer_info(log_bus.subjects.stream, settings.durable),
                         lambda i: i.num_pending == 0 and i.num_ack_pending == 0)
        assert asked == [pending.proposal_id]  # `done` was acked on arrival, without waiting on `settle`
        assert await decisions_on(log_bus, done) == []  # and nothing was read or appended for it
    finally:
        await gate.stop()


async def test_a_proposal_another_process_decides_is_swept_up_after_the_sweep_time_and_once(log_bus: Bus) -> None:
    settings = GateSettings(nats_url="", prefix=log_bus.subjects.prefix, durable="g" + uuid.uuid4().hex[:6],
                            sweep_after_s=0.5)
    decider = GateService(settings, bus=log_bus, decider="them")  # the other process's decider, not consuming
    await decider.start()
    sweeper = GateService(settings, bus=log_bus, decider="me")
    await sweeper.start()
    await sweeper.serve()
    try:
        left, done = await unstored(log_bus, 2)
        # both name "them": "them" never decides `left` (it died), and decides `done` itself at once
        t0 = time.monotonic()
        for p in (left, done):
            await log_bus.append(p, headers={DECIDER_HEADER: "them"})
        assert await decider.gate.decide(done) is not None
        await eventually(lambda: decisions_on(log_bus, left), lambda d: left.proposal_id in d)
        assert time.monotonic() - t0 >= 0.45  # it waited for "them" first
        await eventually(lambda: log_bus.js.consumer_info(log_bus.subjects.stream, settings.durable),
                         lambda i: i.num_pending == 0 and i.num_ack_pending == 0)
        assert (await decisions_on(log_bus, done)).count(done.proposal_id) == 1  # swept up, not decided again
        state, _ = await logreader.slot_state(log_bus, done.slot_id)
        assert done.proposal_id in state.decided
    finally:
        await sweeper.stop()
        await decider.stop()


async def test_a_decision_waits_for_its_proposals_append_and_is_never_appended_without_it(log_bus: Bus) -> None:
    """services/front works a decision out while the proposal's append waits for its
    acknowledgement (`stored`): nothing is appended before the proposal is stored, nothing at
    all when it is not (a repeated client_ref, a failed append), and the error is the append's."""
    import asyncio

    from services.gate.decider import Gate
    from shared.bus import Conflict
    from shared.metrics import Decisions, Metrics

    gate = await Gate.open(log_bus, Policy(), Decisions(Metrics("gate"), "provgate.gate.decision", "decide"))
    kept, refused = await unstored(log_bus, 2)
    for p in (kept, refused):
        stored: asyncio.Future[int] = asyncio.get_running_loop().create_future()
        deciding = asyncio.create_task(gate.decide(p, stored=stored))
        await asyncio.sleep(0.2)  # the decision is worked out, then held at `stored`
        assert not deciding.done() and await decisions_on(log_bus, p) == []
        subject = subject_id(p.scope, p.subject_key)
        assert (await logreader.subject_predicates(log_bus, subject))[0] == frozenset()  # no predicate opened yet
        if p is kept:
            stored.set_result(await log_bus.append(p))
            evt = await deciding
            assert evt is not None and await decisions_on(log_bus, p) == [p.proposal_id]
        else:
            stored.set_exception(Conflict("the same client_ref, stored before"))
            with pytest.raises(Conflict):
                await deciding
            assert await decisions_on(log_bus, p) == []
