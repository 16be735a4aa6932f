"""The load generator: N agents (one NATS connection each) driving provgate over the real bus.

Every proposal is timed with one clock (`time.perf_counter` in this process):

  t_submit   just before `proposals.submit` is sent (wait=false, with a client_ref)
  t_ack      intake's reply: the proposal is in the log
  t_decided  the gate's decision on the proposal arrives (first slot event for it)
  t_final    its final status arrives (the decision itself, or the verifier's verdict)
  t_visible  the projector announces (`<prefix>.int.projected`) a committed stream sequence at
             or past the final event's sequence: from then on the views show it

Slot events are read through an ordered push consumer on `<prefix>.evt.slot.>` (deliver new),
which gives each event's stream sequence; proposal ids are known before sending (derived from
the client_ref exactly as intake derives them), so an event that overtakes intake's reply is
still matched.

Two ways to drive it: `run_rate` (open loop: proposals dispatched at a fixed rate whatever the
replies do, so queueing shows as latency) and `run_closed` (as fast as possible: every agent
keeps `depth` proposals in flight, each waiting until its proposal is visible).
"""
from __future__ import annotations

import asyncio
import bisect
import contextlib
import heapq
import re
import time
import uuid
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import nats
import orjson
from nats.aio.client import Client as Nats
from nats.js.api import DeliverPolicy

from cli.keys import create_key
from client import Client
from contracts.api import SourceRecordedReply
from contracts.keys import KeyCreated
from contracts.subjects import Subjects
from services.intake.core import proposal_id_for
from shared.bus import Bus

from .mix import EXPECTED, Op, Workload
from .pacing import sampling, ticks
from .stats import summary_ms

now = time.perf_counter
_OUTCOME = re.compile(rb'"outcome":"([a-z]+)"')
CONSUMERS = ("gate", "verifier", "projector")


class Rec:
    """One proposal's timeline (seconds on the `now` clock)."""

    __slots__ = ("kind", "pid", "op", "source_id", "t_submit", "t_ack", "t_decided", "t_final", "t_visible",
                 "seq", "decision", "status", "error", "fut")

    def __init__(self, kind: str, pid: str, op: Op | None = None) -> None:
        self.kind, self.pid, self.op = kind, pid, op
        self.source_id: str | None = None
        self.t_submit = self.t_ack = self.t_decided = self.t_final = self.t_visible = 0.0
        self.seq = 0
        self.decision: str | None = None
        self.status: str | None = None
        self.error: str | None = None
        self.fut: asyncio.Future[None] | None = None


class Tracker:
    """Matches slot events and projector announcements to the proposals in flight."""

    def __init__(self, nc: Nats, subjects: Subjects) -> None:
        self.nc = nc
        self.subjects = subjects
        self.recs: dict[str, Rec] = {}
        self.outstanding = 0
        self.proj_seqs: list[int] = []
        self.proj_times: list[float] = []
        self.proj_max = 0
        self._waiting: list[tuple[int, str]] = []
        self.on_final: Callable[[Rec], None] | None = None
        self.foreign = 0  # slot events of proposals this generator did not send

    async def start(self) -> None:
        js = self.nc.jetstream()
        self._psub = await self.nc.subscribe(self.subjects.projected, cb=self._on_projected)
        self._ssub = await js.subscribe(self.subjects.all_slots, stream=self.subjects.stream, ordered_consumer=True,
                                        deliver_policy=DeliverPolicy.NEW, cb=self._on_slot_event)
        await self.nc.flush()

    async def stop(self) -> None:
        for s in (self._ssub, self._psub):
            with contextlib.suppress(Exception):
                await s.unsubscribe()

    def register(self, rec: Rec) -> None:
        self.recs[rec.pid] = rec
        self.outstanding += 1

    def forget(self, recs: list[Rec]) -> None:
        for r in recs:
            if self.recs.pop(r.pid, None) is not None and not r.t_visible:
                self.outstanding -= 1

    async def _on_projected(self, msg: Any) -> None:
        t = now()
        seq = int(orjson.loads(msg.data)["seq"])
        if seq <= self.proj_max:
            return
        self.proj_max = seq
        self.proj_seqs.append(seq)
        self.proj_times.append(t)
        if len(self.proj_seqs) > 200_000:
            del self.proj_seqs[:100_000], self.proj_times[:100_000]
        while self._waiting and self._waiting[0][0] <= seq:
            _, pid = heapq.heappop(self._waiting)
            rec = self.recs.get(pid)
            if rec is not None:
                self._visible(rec, t)

    async def _on_slot_event(self, msg: Any) -> None:
        t = now()
        h = msg.headers or {}
        eid = h.get("Nats-Msg-Id", "")
        rec = self.recs.get("p_" + eid[2:])
        if rec is None:
            self.foreign += 1
            return
        m = _OUTCOME.search(msg.data)
        outcome = m.group(1).decode() if m else "?"
        if h.get("Provgate-Type") == "proposal.decided":
            if rec.t_decided:
                return  # a redelivered copy
            rec.t_decided, rec.decision = t, outcome
            final = outcome != "quarantined"
        else:  # verdict.rendered
            final = True
        if not final or rec.t_final:
            return
        rec.t_final, rec.status = t, outcome
        rec.seq = msg.metadata.sequence.stream
        if self.on_final is not None:
            self.on_final(rec)
        if rec.seq <= self.proj_max:
            # the projector got there before this event reached us: the first announcement covering it
            i = bisect.bisect_left(self.proj_seqs, rec.seq)
            self._visible(rec, self.proj_times[i] if i < len(self.proj_times) else t)
        else:
            heapq.heappush(self._waiting, (rec.seq, rec.pid))

    def _visible(self, rec: Rec, t: float) -> None:
        if rec.t_visible:
            return
        rec.t_visible = t
        self.outstanding -= 1
        if rec.fut is not None and not rec.fut.done():
            rec.fut.set_result(None)


@dataclass
class Agent:
    nc: Nats
    client: Client  # the agent's own key
    channel: Client  # a capture channel's key, on the same connection
    key: KeyCreated


@dataclass
class Step:
    """What one load step sent and saw; `summary()` makes the report entry."""

    mode: str  # "rate" | "closed"
    target_rate: float | None
    seconds: float
    recs: list[Rec] = field(default_factory=list)
    reads: list[float] = field(default_factory=list)
    errors: Counter[str] = field(default_factory=Counter)
    t_start: float = 0.0
    t_load_end: float = 0.0
    t_end: float = 0.0
    dispatched: int = 0
    capped_s: float = 0.0
    lag_max: dict[str, int] = field(default_factory=dict)
    lag_at_end: dict[str, int] = field(default_factory=dict)
    stream_msgs: int = 0

    def summary(self) -> dict[str, Any]:
        recs = self.recs
        sent = [r for r in recs if r.t_submit]
        acked = [r for r in sent if r.t_ack]
        vis = [r for r in sent if r.t_visible]
        load_s = max(self.t_load_end - self.t_start, 1e-9)
        first = min((r.t_submit for r in sent), default=0.0)
        last_vis = max((r.t_visible for r in vis), default=0.0)
        kinds: dict[str, Counter[str]] = {}
        for r in sent:
            kinds.setdefault(r.kind, Counter())[r.status or "none"] += 1
        unexpected = sum(c for k, ctr in kinds.items() for st, c in ctr.items() if st != EXPECTED.get(k))
        return {
            "mode": self.mode,
            "target_per_s": self.target_rate,
            "load_s": round(load_s, 3),
            "proposals": len(sent),
            "offered_per_s": round(self.dispatched / load_s, 1),
            "capped_s": round(self.capped_s, 2),
            "acked_per_s": round(len(acked) / load_s, 1),
            "achieved_per_s": round(len(vis) / (last_vis - first), 1) if vis and last_vis > first else 0.0,
            "ack_ms": summary_ms(r.t_ack - r.t_submit for r in acked),
            "decision_ms": summary_ms(r.t_decided - r.t_submit for r in sent if r.t_decided),
            "final_ms": summary_ms(r.t_final - r.t_submit for r in sent if r.t_final),
            "visible_ms": summary_ms(r.t_visible - r.t_submit for r in vis),
            "read_ms": summary_ms(self.reads),
            "reads": len(self.reads),
            "not_visible": len(sent) - len(vis),
            "errors": dict(self.errors),
            "outcomes": {k: dict(v) for k, v in sorted(kinds.items())},
            "unexpected_outcomes": unexpected,
            "drain_s": round(self.t_end - self.t_load_end, 3),
            "lag_max": self.lag_max,
            "lag_at_load_end": self.lag_at_end,
            "stream_msgs": self.stream_msgs,
            "events_per_proposal": round(self.stream_msgs / len(sent), 2) if sent else None,
        }


class LoadGenerator:
    def __init__(self, nats_url: str, prefix: str = "provgate", *, agents: int = 50, channels: int = 5,
                 read_ratio: float = 0.25, timeout: float = 10.0, max_inflight: int = 2000, seed: int = 1,
                 wait: bool = False, admin_url: str | None = None, weights: dict[str, float] | None = None) -> None:
        self.nats_url = nats_url  # where agents connect, each with a key of its own
        self.admin_url = admin_url or nats_url  # the operator's: keys, and the tracker's view of the log
        self.subjects = Subjects(prefix)
        self.n_agents = agents
        self.n_channels = max(1, channels)
        self.read_ratio = read_ratio
        self.timeout = timeout
        self.max_inflight = max_inflight
        self.seed = seed
        self.weights = weights  # the workload's kinds (loadtest/mix.py); None: its default mix
        self.wait = wait  # submit with wait=true: intake replies once the decision is final and projected
        self.agents: list[Agent] = []
        self._conns: list[Nats] = []
        self._tasks: set[asyncio.Task[Any]] = set()

    # ------------------------------------------------------------ setup
    async def start(self) -> LoadGenerator:
        self.nc = await nats.connect(self.admin_url, name="loadtest-tracker")
        self.bus = Bus(self.nc, self.subjects)
        self.tracker = Tracker(self.nc, self.subjects)
        self.tracker.on_final = self._on_final
        await self.tracker.start()
        # one connection per agent, made with a key of its own (the connection's token); each
        # scope's keys then ride on it in the Provgate-Key header (an agent key's subjects cover a
        # channel's requests too)
        self._conns = []
        for i in range(self.n_agents):
            _, secret = await create_key(self.bus, role="agent", name=f"agent-{i}", scopes=["lt-connections/fleet"])
            self._conns.append((await Client.connect(self.nats_url, secret, self.subjects.prefix,
                                                     name=f"loadtest-agent-{i}")).nc)
        return self

    async def close(self) -> None:
        await self.tracker.stop()
        for c in self._conns:
            with contextlib.suppress(Exception):
                await c.close()
        with contextlib.suppress(Exception):
            await self.nc.close()

    async def new_scope(self, tag: str) -> str:
        """A fresh scope with its own keys: each step starts from empty slots."""
        scope = f"lt-{tag}/fleet"
        chans = []
        for i in range(self.n_channels):
            _, secret = await create_key(self.bus, role="channel", name=f"chat-{i}", scopes=[scope])
            chans.append(secret)
        self.agents = []
        for i, conn in enumerate(self._conns):
            evt, secret = await create_key(self.bus, role="agent", name=f"agent-{i}", scopes=[scope])
            # no retries: the load test counts every refusal and timeout as it happened
            cl = Client(conn, secret, self.subjects.prefix, self.timeout, retries=0)
            self.agents.append(Agent(conn, cl, cl.as_key(chans[i % len(chans)]), evt))
        self.workload = Workload(scope, seed=self.seed, weights=self.weights)
        self.seed += 1
        return scope

    # ------------------------------------------------------------ one proposal
    def _on_final(self, rec: Rec) -> None:
        if rec.op is not None:
            self.workload.finished(rec.op, rec.status, rec.source_id)
            rec.op = None

    async def _propose(self, agent: Agent, op: Op, step: Step, closed: bool) -> Rec | None:
        source_id = None
        if op.source is not None:
            try:
                source_id = (await agent.channel.record_source(**op.source)).source_id
            except Exception as e:  # noqa: BLE001 - counted, the proposal is not sent
                step.errors["source:" + type(e).__name__] += 1
                self.workload.finished(op, None, None)
                return None
            op.proposal["evidence"] = [source_id]
        rec = Rec(op.kind, proposal_id_for(agent.key, op.proposal["client_ref"], ""), op)
        rec.source_id = source_id
        if closed:
            rec.fut = asyncio.get_running_loop().create_future()
        self.tracker.register(rec)
        step.recs.append(rec)
        if self.wait:
            op.proposal["wait"] = True
        rec.t_submit = now()
        try:
            reply = await agent.client.propose(**op.proposal)
            rec.t_ack = now()
            if reply.proposal_id != rec.pid:
                step.errors["proposal_id_mismatch"] += 1
        except Exception as e:  # noqa: BLE001 - a timeout may still be journaled: the check tells
            rec.error = type(e).__name__
            step.errors["submit:" + rec.error] += 1
        return rec

    async def _propose_batch(self, agent: Agent, ops: list[Op], step: Step) -> list[Rec]:
        """`ops` in one `proposals.submit_batch` request (their sources recorded first, in one
        `sources.record_batch` request); one Rec per proposal, as `_propose` makes them, timed from
        the batch's send. An item refused in either reply counts as that proposal's error."""
        sourced = [(op, op.source) for op in ops if op.source is not None]
        failed: set[int] = set()
        if sourced:
            try:
                recorded = (await agent.channel.record_sources([body for _, body in sourced])).results
            except Exception as e:  # noqa: BLE001 - counted, none of these proposals is sent
                recorded = []
                step.errors["source_batch:" + type(e).__name__] += len(sourced)
            for i, (op, _) in enumerate(sourced):
                r = recorded[i] if i < len(recorded) else None
                if isinstance(r, SourceRecordedReply):
                    op.proposal["evidence"] = [r.source_id]
                    continue
                if r is not None:
                    step.errors["source_batch_item:" + r.error.code] += 1
                failed.add(id(op))
                self.workload.finished(op, None, None)
        ready = [op for op in ops if id(op) not in failed]
        recs = []
        for op in ready:
            rec = Rec(op.kind, proposal_id_for(agent.key, op.proposal["client_ref"], ""), op)
            rec.source_id = (op.proposal.get("evidence") or [None])[0] if op.source is not None else None
            rec.fut = asyncio.get_running_loop().create_future()
            self.tracker.register(rec)
            step.recs.append(rec)
            recs.append(rec)
        if not recs:
            return recs
        body = {"proposals": [{k: v for k, v in op.proposal.items() if k != "wait"} for op in ready], "wait": self.wait}
        t = now()
        for rec in recs:
            rec.t_submit = t
        try:
            reply = await agent.client.request(self.subjects.proposals_submit_batch, body)
            t_ack = now()
            for rec, item in zip(recs, reply.get("results", []), strict=False):
                if item.get("ok") is False:
                    rec.error = (item.get("error") or {}).get("code", "error")
                    step.errors["submit_batch_item:" + rec.error] += 1
                else:
                    rec.t_ack = t_ack
                    if item.get("proposal_id") != rec.pid:
                        step.errors["proposal_id_mismatch"] += 1
        except Exception as e:  # noqa: BLE001 - a timeout may still be journaled: the check tells
            for rec in recs:
                rec.error = type(e).__name__
            step.errors["submit_batch:" + type(e).__name__] += 1
        return recs

    async def _read(self, agent: Agent, step: Step) -> None:
        t = now()
        try:
            await agent.client.facts(**self.workload.read_target())
            step.reads.append(now() - t)
        except Exception as e:  # noqa: BLE001
            step.errors["read:" + type(e).__name__] += 1

    def _spawn(self, coro: Any) -> None:
        task = asyncio.ensure_future(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    # ------------------------------------------------------------ load shapes
    def in_flight(self) -> int:
        """Proposals not yet visible, plus requests not yet answered (a safety valve, not a metric)."""
        return self.tracker.outstanding + len(self._tasks)

    async def run_rate(self, rate: float, seconds: float, drain_timeout: float = 120.0) -> Step:
        """Open loop: `rate` proposals per second for `seconds`, then wait until all are visible.

        Proposals are dispatched on schedule whatever the replies do, so queueing shows up as
        latency. Only when `max_inflight` proposals are still not visible does dispatch pause
        (`capped_s`); it then resumes at the rate from that moment, without a burst to catch up,
        so an overloaded step shows an offered rate below its target.
        """
        step = Step("rate", rate, seconds)

        async def one(agent: Agent, op: Op) -> None:
            await self._propose(agent, op, step, closed=False)

        async with self._observe(step):
            step.t_start = now()
            n = 0
            read_credit = 0.0

            def capped(s: float) -> None:
                step.capped_s += s

            async for _ in ticks(rate, seconds, self.in_flight, self.max_inflight, capped):
                agent = self.agents[n % len(self.agents)]
                self._spawn(one(agent, self.workload.next()))
                n += 1
                read_credit += self.read_ratio
                while read_credit >= 1:
                    read_credit -= 1
                    self._spawn(self._read(self.agents[(n * 7) % len(self.agents)], step))
            step.dispatched = n
            step.t_load_end = now()
            step.lag_at_end = await self.consumer_lag()
            await self._drain(step, drain_timeout)
        return step

    async def run_closed(self, seconds: float, depth: int = 4, drain_timeout: float = 120.0) -> Step:
        """As fast as possible: every agent keeps `depth` proposals in flight until each is visible."""
        step = Step("closed", None, seconds)

        async def worker(agent: Agent, stop_at: float) -> None:
            reads = 0.0
            while now() < stop_at:
                rec = await self._propose(agent, self.workload.next(), step, closed=True)
                step.dispatched += 1
                if rec is not None and rec.fut is not None and rec.error is None:
                    with contextlib.suppress(TimeoutError):
                        await asyncio.wait_for(rec.fut, self.timeout)
                reads += self.read_ratio
                if reads >= 1:
                    reads -= 1
                    await self._read(agent, step)

        return await self._closed_loop(step, worker, seconds, depth, drain_timeout)

    async def _closed_loop(self, step: Step, worker: Callable[[Agent, float], Any], seconds: float, depth: int,
                           drain_timeout: float) -> Step:
        """Run `depth` workers per agent for `seconds`, then wait for what they sent to be visible."""
        async with self._observe(step):
            step.t_start = now()
            stop_at = step.t_start + seconds
            await asyncio.gather(*(worker(a, stop_at) for a in self.agents for _ in range(depth)))
            step.t_load_end = now()
            step.lag_at_end = await self.consumer_lag()
            await self._drain(step, drain_timeout)
        return step

    async def run_batched(self, seconds: float, batch: int, depth: int = 1, drain_timeout: float = 120.0) -> Step:
        """As `run_closed`, with `proposals.submit_batch`: every agent keeps `depth` requests of
        `batch` proposals in flight, each until all its proposals are visible."""
        step = Step("batched", None, seconds)

        async def worker(agent: Agent, stop_at: float) -> None:
            reads = 0.0
            while now() < stop_at:
                recs = await self._propose_batch(agent, [self.workload.next() for _ in range(batch)], step)
                step.dispatched += batch
                waits = [r.fut for r in recs if r.fut is not None and r.error is None]
                if waits:
                    with contextlib.suppress(TimeoutError):
                        await asyncio.wait_for(asyncio.gather(*waits), self.timeout)
                reads += self.read_ratio * batch
                while reads >= 1:
                    reads -= 1
                    await self._read(agent, step)

        return await self._closed_loop(step, worker, seconds, depth, drain_timeout)

    async def _drain(self, step: Step, timeout: float) -> None:
        """Wait (bounded) until every proposal sent is visible and every request has returned."""
        deadline = now() + timeout
        while now() < deadline and (self._tasks or self.tracker.outstanding > 0):
            await asyncio.sleep(0.05)
        step.t_end = now()
        for r in step.recs:  # never finished: release the slots they held
            if r.op is not None:
                self.workload.finished(r.op, None, r.source_id)
                r.op = None
        self.tracker.forget(step.recs)

    async def consumer_lag(self) -> dict[str, int]:
        """Messages each service's durable consumer has not yet acked (pending + in flight)."""
        out = {}
        for c in CONSUMERS:
            with contextlib.suppress(Exception):
                info = await self.bus.js.consumer_info(self.subjects.stream, c)
                out[c] = int(info.num_pending or 0) + int(info.num_ack_pending or 0)
        return out

    async def log_bytes(self) -> int:
        """The event log's size on nats-server: what its memory grows with (loadtest/RESULTS.md)."""
        return int((await self.bus.js.stream_info(self.subjects.stream)).state.bytes)

    async def log_mib(self) -> float:
        return round(await self.log_bytes() / 2**20, 1)

    @contextlib.asynccontextmanager
    async def _observe(self, step: Step) -> Any:
        """Sample consumer lag every second while the step runs; count the events it adds."""
        stream = self.subjects.stream
        first = (await self.bus.js.stream_info(stream)).state.last_seq

        async def lag() -> None:
            for c, n in (await self.consumer_lag()).items():
                step.lag_max[c] = max(step.lag_max.get(c, 0), n)

        try:
            async with sampling(lag):
                yield
        finally:
            step.stream_msgs = (await self.bus.js.stream_info(stream)).state.last_seq - first

def new_tag() -> str:
    return uuid.uuid4().hex[:8]
