"""Where `provgate up` runs its processes: each deciding process on a core of its own.

The front (intake with the gate and the rules verifier folded in) is one Python thread, and on a
small machine it is the process that saturates first. Left to the scheduler, it got at most 0.8
of a core on this 2-core machine while a quarter of the machine stood idle: every append it writes
wakes nats-server, PostgreSQL or the projector, the kernel places a woken task beside the task that
woke it, and the front then waits behind it on its own core (`/proc/<pid>/schedstat`: 0.22 of its
time ready to run and waiting). Giving it more priority changed nothing; giving it a core that the
servers and the other services do not run on did (`loadtest/RESULTS.md`, 2026-12-03 21:45: the most
it decides a second, and its latency at 500/s).

`PROVGATE_CPUS`: `auto` (the default) gives each front (an intake process with the gate and the rules
verifier folded in, `provgate up`'s default) one core and runs everything else
`provgate up` starts (the embedded nats-server and PostgreSQL, the projector, the auth callout, any
service of its own) on the cores left; when the machine has no core left over, or cannot set a
process's cores (not Linux), or the services run unfolded (`PROVGATE_FOLD=0`, `--gates N`: the deciding
is then spread over processes of their own, and no placement was measured for it), nothing is placed.
`off` leaves every process to the scheduler.
Servers given by URL are not started here and are not placed.

`plan` is pure; `running_on` sets the calling thread's cores while a child is started, so the child
inherits them from its first instruction (nats-server sizes its Go runtime to the cores it has, and
every PostgreSQL backend inherits the postmaster's), and restores them after.
"""
from __future__ import annotations

import os
from collections.abc import Iterable, Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass

MODES = ("auto", "off")


@dataclass(frozen=True)
class Placement:
    """The core of each hot process, by its index, and the cores of every other process."""

    hot: tuple[frozenset[int], ...]
    rest: frozenset[int]

    def of(self, hot_index: int | None) -> frozenset[int]:
        """The cores of hot process `hot_index`, or of any other process (None)."""
        return self.rest if hot_index is None else self.hot[hot_index]

    def describe(self) -> str:
        hot = ", ".join(f"intake-{i} on CPU {min(c)}" for i, c in enumerate(self.hot))
        return f"{hot}; everything else on CPU {','.join(map(str, sorted(self.rest)))}"


def plan(available: Iterable[int], hot: int, mode: str = "auto") -> Placement | None:
    """Each of `hot` processes on one core of `available` (the highest-numbered: the lowest tend
    to take the machine's interrupts), the rest on the others; None when not placed."""
    if mode not in MODES:
        raise ValueError(f"PROVGATE_CPUS must be one of {', '.join(MODES)}, not {mode!r}")
    cpus = sorted(set(available))
    if mode == "off" or hot < 1 or len(cpus) <= hot:
        return None
    return Placement(hot=tuple(frozenset({c}) for c in reversed(cpus[-hot:])), rest=frozenset(cpus[:-hot]))


def available() -> frozenset[int]:
    """The cores this process may run on (empty where they cannot be read or set)."""
    if not hasattr(os, "sched_getaffinity") or not hasattr(os, "sched_setaffinity"):
        return frozenset()
    return frozenset(os.sched_getaffinity(0))


@contextmanager
def running_on(cpus: frozenset[int] | None) -> Iterator[None]:
    """Within: the calling thread (and every process it starts) runs on `cpus`; None: as it is."""
    if not cpus:
        yield
        return
    before = os.sched_getaffinity(0)
    os.sched_setaffinity(0, cpus)
    try:
        yield
    finally:
        os.sched_setaffinity(0, before)


@contextmanager
def process_on(cpus: frozenset[int] | None) -> Iterator[None]:
    """Within: every thread of this process runs on `cpus` (threads started meanwhile inherit them),
    each given back the cores it had after; None: as it is. The bench runs its load generator so
    during provgate's steps, on the cores `provgate up` left to everything but the front."""
    if not cpus:
        yield
        return
    before: dict[int, set[int]] = {}
    for tid in _threads():
        try:
            before[tid] = os.sched_getaffinity(tid)
            os.sched_setaffinity(tid, cpus)
        except (ProcessLookupError, OSError):  # a thread that ended meanwhile
            before.pop(tid, None)
    try:
        yield
    finally:
        for tid in _threads():
            with suppress(ProcessLookupError, OSError):
                os.sched_setaffinity(tid, before.get(tid) or before.get(os.getpid()) or available())


def _threads() -> list[int]:
    try:
        return [int(t) for t in os.listdir("/proc/self/task")]
    except OSError:
        return [os.getpid()]
