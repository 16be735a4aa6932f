"""The gate's CPU per decision, measured deterministically: `python -m loadtest.gateprof [N]`.

A sampling profile of the services under load (`make profile`) says where wall time goes on a
shared machine, where a process waiting for a core looks busy inside whatever it last called.
This measures the gate alone, in this process, against a real nats-server of its own: N sources
and N proposals (the load mix's "new" kind: a sealed source, a sealed proposal citing it) are
appended first, then each proposal is decided through `services.gate.decider.Gate.decide`, as
the gate's consumer would, under cProfile. It prints the CPU time per decision (process time,
so other processes on the machine do not count) and the functions that cost the most.
"""
from __future__ import annotations

import asyncio
import cProfile
import io
import logging
import pstats
import sys
import tempfile
import time
import uuid
from datetime import UTC, datetime, timedelta
from pathlib import Path

from contracts.events import decode_event
from contracts.proposals import ProposalSubmitted
from contracts.sources import SourceRecorded
from contracts.subjects import Subjects
from domain.canon import canon_text, slot_id
from domain.model import Policy
from services.gate.decider import Gate
from shared.bus import Bus
from shared.embedded import EmbeddedNats
from shared.keyring import Keyring
from shared.metrics import Decisions, Metrics

T0 = datetime(2026, 1, 1, tzinfo=UTC)


async def prepare(bus: Bus, n: int, *, proposals: bool = True) -> list[bytes]:
    """N sealed sources and N sealed proposals citing them, appended (the proposals only with
    `proposals`); the proposals' bytes."""
    keys = Keyring(bus)
    out = []
    for i in range(n):
        sid, pid = f"s_{uuid.uuid4().hex}", f"p_{uuid.uuid4().hex}"
        value = 100 * (50 + i)
        src = await keys.seal_source(SourceRecorded(
            event_id="e" + sid, occurred_at=T0, correlation_id="c", scope="bench/fleet", source_id=sid,
            kind="utterance", speaker="customer", text=f"Our budget is ${value:,} from now on.",
            captured_at=T0 + timedelta(seconds=i), authority="channel", recorded_by="chat", key_id="k_chat"))
        await bus.append(src)
        sk, pk = canon_text(f"account:{i}"), canon_text("budget")
        p = ProposalSubmitted(
            event_id="e" + pid, occurred_at=T0 + timedelta(days=1), correlation_id="c", scope="bench/fleet",
            proposal_id=pid, slot_id=slot_id("bench/fleet", sk, pk), subject=f"account:{i}", predicate="budget",
            subject_key=sk, predicate_key=pk, value=value, confidence=0.9, evidence=(sid,), proposed_by="agent-1",
            key_id="k_agent", role="agent")
        p = await keys.seal_proposal(p, [src.sealed_by] if src.sealed_by else [])
        if proposals:
            await bus.append(p)
        out.append(p.model_dump_json().encode())
    return out


async def main(n: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        nats = EmbeddedNats(Path(tmp)).start()
        try:
            bus = await Bus.connect(nats.url, Subjects("bench"))
            await bus.ensure_stream(update=True)
            proposals = await prepare(bus, n)
            gate = await Gate.open(bus, Policy(), Decisions(Metrics("gate"), "provgate.gate.decision", "decide"))
            logging.getLogger().setLevel(logging.WARNING)  # the per-decision log line is counted below, not printed
            prof = cProfile.Profile(time.process_time)  # CPU time: waiting for a core does not count
            cpu0, wall0 = time.process_time(), time.perf_counter()
            prof.enable()
            for data in proposals:
                p = decode_event(data)
                assert isinstance(p, ProposalSubmitted)
                evt = await gate.decide(p)
                assert evt is not None and evt.outcome == "accepted", evt
            prof.disable()
            cpu, wall = time.process_time() - cpu0, time.perf_counter() - wall0
            print(f"{n} decisions: CPU {1e3 * cpu / n:.3f} ms per decision (wall {1e3 * wall / n:.3f} ms; "
                  "cProfile adds its own overhead: compare runs, not absolutes)")
            s = io.StringIO()
            pstats.Stats(prof, stream=s).sort_stats("cumulative").print_stats(45)
            print(s.getvalue())
            s = io.StringIO()
            pstats.Stats(prof, stream=s).sort_stats("tottime").print_stats(30)
            print(s.getvalue())
            await bus.close()
        finally:
            nats.stop()


if __name__ == "__main__":
    asyncio.run(main(int(sys.argv[1]) if len(sys.argv) > 1 else 2000))
