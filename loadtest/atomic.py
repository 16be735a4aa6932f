"""What an atomic batch (ADR-50, nats-server 2.12+) costs against two appends (issue 14).

provgate appends a proposal, then its decision with a compare-and-set over the slot's events;
a process that dies between the two leaves a proposal for the sweeper. An atomic batch would
store both or neither, with the decision's compare-and-set checked inside it, and only the commit
is acknowledged: one acknowledgement instead of two, and no proposal ever without its decision.
This measures what that costs on the nats-server provgate runs (its own binary, file storage, no
authorization), in one run, alternating the variants:

  two       the proposal appended (acknowledged), then the decision (compare-and-set, acknowledged)
  atomic K  K proposals and their decisions in one atomic batch, published without replies,
            the commit acknowledged (K = 1 is one proposal with its decision)

`python -m loadtest.atomic [--pairs 4000] [--in-flight 50] [--rounds 3]` prints pairs per second and
the CPU microseconds per pair of nats-server and of this client. Payloads are the size of a
proposal and a decision event.
"""
from __future__ import annotations

import argparse
import asyncio
import os
import shutil
import statistics
import time
import uuid
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import nats
import orjson

from shared.embedded import EmbeddedNats

from .procstat import cpu_seconds

ROOT = Path(__file__).resolve().parents[1]
PROPOSAL = b"p" * 700  # about a proposal event's size
DECISION = b"d" * 2500  # about a decision event's, with its slot state


def cpu(pid: int) -> float:
    """Seconds of CPU `pid` has used (it is alive: procstat reads its /proc entry)."""
    seconds = cpu_seconds(pid)
    assert seconds is not None, pid
    return seconds


def acked(reply: Any) -> int:
    ack = orjson.loads(reply.data)
    if "error" in ack:
        raise RuntimeError(f"refused: {ack['error']}")
    return int(ack["seq"])


def slot_headers(slot: str) -> dict[str, str]:
    """The decision's compare-and-set: nothing on the slot's events yet (each pair has a new slot)."""
    return {"Nats-Expected-Last-Subject-Sequence": "0", "Nats-Expected-Last-Subject-Sequence-Subject": f"t.slot.{slot}.*"}


async def two_appends(nc: Any, k: int) -> None:
    for _ in range(k):
        pid, slot = uuid.uuid4().hex, uuid.uuid4().hex
        acked(await nc.request(f"t.prop.{pid}", PROPOSAL, timeout=10, headers={"Nats-Msg-Id": "ep" + pid}))
        acked(await nc.request(f"t.slot.{slot}.e", DECISION, timeout=10,
                               headers={"Nats-Msg-Id": "ed" + pid, **slot_headers(slot)}))


async def atomic_batch(nc: Any, k: int) -> None:
    batch, n = uuid.uuid4().hex[:16], 0
    for i in range(k):
        pid, slot = uuid.uuid4().hex, uuid.uuid4().hex
        n += 1
        await nc.publish(f"t.prop.{pid}", PROPOSAL,
                         headers={"Nats-Msg-Id": "ep" + pid, "Nats-Batch-Id": batch, "Nats-Batch-Sequence": str(n)})
        n += 1
        h = {"Nats-Msg-Id": "ed" + pid, "Nats-Batch-Id": batch, "Nats-Batch-Sequence": str(n), **slot_headers(slot)}
        if i < k - 1:
            await nc.publish(f"t.slot.{slot}.e", DECISION, headers=h)
        else:
            acked(await nc.request(f"t.slot.{slot}.e", DECISION, timeout=10, headers={**h, "Nats-Batch-Commit": "1"}))


async def measure(variant: Callable[[Any, int], Awaitable[None]], k: int, pairs: int, in_flight: int,
                  home: Path) -> tuple[float, float, float]:
    """(pairs per second, nats-server CPU us per pair, client CPU us per pair) on a fresh server."""
    shutil.rmtree(home, ignore_errors=True)
    server = EmbeddedNats(home).start()  # no config: no authorization, a server of this tool's own
    assert server.proc is not None
    try:
        nc = await nats.connect(server.url)
        config = {"name": "T", "subjects": ["t.>"], "storage": "file", "allow_atomic": True, "allow_direct": True}
        reply = await nc.request("$JS.API.STREAM.CREATE.T", orjson.dumps(config), timeout=10)
        if b'"error"' in reply.data:
            raise RuntimeError(reply.data.decode())
        await variant(nc, k)  # warm
        batches = max(1, pairs // k)
        gate = asyncio.Semaphore(max(1, in_flight // k))

        async def one() -> None:
            async with gate:
                await variant(nc, k)

        c0, s0, t0 = cpu(os.getpid()), cpu(server.proc.pid), time.perf_counter()
        await asyncio.gather(*(one() for _ in range(batches)))
        t1, c1, s1 = time.perf_counter(), cpu(os.getpid()), cpu(server.proc.pid)
        n = batches * k
        info = orjson.loads((await nc.request("$JS.API.STREAM.INFO.T", b"", timeout=10)).data)
        await nc.close()
        if info["state"]["messages"] != 2 * (n + k):  # every proposal and decision, the warm-up's too
            raise RuntimeError(f"{info['state']['messages']} messages stored, {2 * (n + k)} sent")
        return n / (t1 - t0), (s1 - s0) / n * 1e6, (c1 - c0) / n * 1e6
    finally:
        server.stop()
        shutil.rmtree(home, ignore_errors=True)


async def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--pairs", type=int, default=4000, help="proposal and decision pairs per measurement")
    ap.add_argument("--in-flight", type=int, default=50, help="pairs in flight at once")
    ap.add_argument("--rounds", type=int, default=3, help="rounds of every variant, alternating; medians")
    ap.add_argument("--sizes", default="1,10,50", help="pairs per atomic batch")
    a = ap.parse_args()
    variants: list[tuple[str, Callable[[Any, int], Awaitable[None]], int]] = [("two appends", two_appends, 1)]
    variants += [(f"atomic, {k} per batch", atomic_batch, k) for k in map(int, a.sizes.split(","))]
    seen: dict[str, list[tuple[float, float, float]]] = {name: [] for name, _, _ in variants}
    home = ROOT / ".provgate" / "bench-atomic"
    for r in range(a.rounds):
        for name, variant, k in variants:
            got = await measure(variant, k, a.pairs, a.in_flight, home)
            seen[name].append(got)
            print(f"round {r + 1}/{a.rounds} {name:22s} {got[0]:7.0f} pairs/s, nats-server {got[1]:7.1f} us, "
                  f"client {got[2]:6.1f} us per pair", flush=True)
    print("\n| variant | pairs/s | nats-server CPU us per pair | client CPU us per pair |\n|---|---|---|---|")
    for name, rows in seen.items():
        med = [statistics.median(x[i] for x in rows) for i in range(3)]
        print(f"| {name} | {med[0]:.0f} | {med[1]:.0f} | {med[2]:.0f} |")


if __name__ == "__main__":
    asyncio.run(main())
