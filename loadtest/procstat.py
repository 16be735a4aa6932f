"""CPU time and memory of processes, read straight from /proc (Linux only, no extra packages).

CPU is utime + stime of a process (fields 14 and 15 of /proc/<pid>/stat); a "tree" also adds
its live children and the CPU of children it already reaped (cutime + cstime), which is how
the PostgreSQL postmaster accounts for backends that come and go.
"""
from __future__ import annotations

import os
import re
import time
from dataclasses import dataclass, field
from pathlib import Path

from shared.procfs import kb_field

TICK = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100
PAGE = os.sysconf("SC_PAGE_SIZE") if hasattr(os, "sysconf") else 4096


def _stat_fields(pid: int) -> list[str] | None:
    try:
        raw = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    # the command name (field 2) may hold spaces and parentheses: split after its last ")"
    return raw[raw.rindex(")") + 2:].split()


def cpu_seconds(pid: int, *, reaped_children: bool = False) -> float | None:
    f = _stat_fields(pid)
    if f is None:
        return None
    # after the name: f[0] is field 3 (state); utime is field 14 -> f[11]
    ticks = int(f[11]) + int(f[12])
    if reaped_children:
        ticks += int(f[13]) + int(f[14])
    return ticks / TICK


def cpu_split(pid: int) -> tuple[float, float] | None:
    """(user, system) CPU seconds of one process."""
    f = _stat_fields(pid)
    if f is None:
        return None
    return int(f[11]) / TICK, int(f[12]) / TICK


def rss_bytes(pid: int) -> int | None:
    try:
        return int(Path(f"/proc/{pid}/statm").read_text().split()[1]) * PAGE
    except (OSError, IndexError, ValueError):
        return None


def children(pid: int) -> list[int]:
    """Direct children of `pid` (scans /proc once)."""
    out = []
    for d in os.listdir("/proc"):
        if not d.isdigit():
            continue
        f = _stat_fields(int(d))
        if f is not None and int(f[1]) == pid:
            out.append(int(d))
    return out


def tree_cpu_seconds(pid: int) -> float | None:
    own = cpu_seconds(pid, reaped_children=True)
    if own is None:
        return None
    return own + sum(cpu_seconds(c) or 0.0 for c in children(pid))


def pss_bytes(pid: int) -> int | None:
    """Proportional set size: a page shared by n processes counts 1/n in each (/proc/<pid>/smaps_rollup);
    the RSS when the kernel has no smaps_rollup."""
    pss = kb_field(f"/proc/{pid}/smaps_rollup", "Pss")
    return rss_bytes(pid) if pss is None else pss


def tree_memory_bytes(pid: int) -> int | None:
    """The memory of a process and its children, shared pages counted once: the sum of their PSS.
    Summed RSS, which the soaks reported before 2026-12-04 14:00, counted PostgreSQL's shared
    buffers once per backend: 1,539 MiB after two minutes at 500/s, where their PSS was 197 MiB."""
    own = pss_bytes(pid)
    if own is None:
        return None
    return own + sum(pss_bytes(c) or 0 for c in children(pid))


def postmaster_pid(pgdata: Path) -> int | None:
    try:
        return int((pgdata / "postmaster.pid").read_text().split()[0])
    except (OSError, IndexError, ValueError):
        return None


@dataclass
class Watched:
    name: str
    pid: int
    tree: bool = False  # add children (PostgreSQL backends)


@dataclass
class CpuSample:
    at: float
    cpu: dict[str, float | None]
    system: dict[str, float | None] = field(default_factory=dict)  # kernel-mode part (own process only)


@dataclass
class ProcSet:
    """The processes a benchmark watches: CPU per interval in cores, and RSS now."""

    procs: list[Watched] = field(default_factory=list)

    def add(self, name: str, pid: int | None, tree: bool = False) -> None:
        if pid:
            self.procs.append(Watched(name, pid, tree))

    def sample(self) -> CpuSample:
        cpu, system = {}, {}
        for w in self.procs:
            cpu[w.name] = tree_cpu_seconds(w.pid) if w.tree else cpu_seconds(w.pid)
            split = None if w.tree else cpu_split(w.pid)
            system[w.name] = None if split is None else split[1]
        return CpuSample(time.monotonic(), cpu, system)

    @staticmethod
    def cores(a: CpuSample, b: CpuSample) -> dict[str, float | None]:
        """CPU used between two samples, in cores (1.0 = one core busy all the time)."""
        wall = max(b.at - a.at, 1e-9)
        out: dict[str, float | None] = {}
        for name, c0 in a.cpu.items():
            c1 = b.cpu.get(name)
            out[name] = None if c0 is None or c1 is None else round((c1 - c0) / wall, 3)
        return out

    @staticmethod
    def system_share(a: CpuSample, b: CpuSample) -> dict[str, float | None]:
        """Share of each process's own CPU spent in the kernel (system calls: sockets, wakeups)."""
        out: dict[str, float | None] = {}
        for name, s0 in a.system.items():
            s1, c0, c1 = b.system.get(name), a.cpu.get(name), b.cpu.get(name)
            if None in (s0, s1, c0, c1) or (c1 - c0) <= 0:  # type: ignore[operator]
                out[name] = None
            else:
                out[name] = round((s1 - s0) / (c1 - c0), 2)  # type: ignore[operator]
        return out

    def rss_mib(self) -> dict[str, float | None]:
        out: dict[str, float | None] = {}
        for w in self.procs:
            b = tree_memory_bytes(w.pid) if w.tree else rss_bytes(w.pid)
            out[w.name] = None if b is None else round(b / 2**20, 1)
        return out


def machine_cpu() -> tuple[float, float]:
    """(busy, stolen) CPU seconds of the whole machine since boot, from /proc/stat (all cores).

    Busy is user + nice + system + irq + softirq; stolen is what the hypervisor gave elsewhere."""
    f = Path("/proc/stat").read_text().splitlines()[0].split()[1:]
    user, nice, system, _idle, _iowait, irq, softirq, steal = (int(x) for x in f[:8])
    return (user + nice + system + irq + softirq) / TICK, steal / TICK


def load_average() -> float:
    try:
        return float(Path("/proc/loadavg").read_text().split()[0])
    except (OSError, ValueError, IndexError):
        return 0.0


def nats_messages(monitor_port: int | None) -> int | None:
    """Messages into plus out of a nats-server since it started (/varz `in_msgs` + `out_msgs` of
    its HTTP monitoring on 127.0.0.1): every client's publishes and deliveries, JetStream's API
    requests, acknowledgements and replies included. None without a monitoring port."""
    if not monitor_port:
        return None
    import json
    import urllib.request

    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{monitor_port}/varz", timeout=5) as r:  # noqa: S310
            v = json.loads(r.read())
    except (OSError, ValueError):
        return None
    return int(v.get("in_msgs", 0)) + int(v.get("out_msgs", 0))


def nats_messages_by_client(monitor_port: int | None) -> dict[str, int] | None:
    """Messages each client connection published plus was delivered, summed by connection name
    (/connz; `provgate-gate`, `provgate-intake`, the generator's agents ...), what is left of
    /varz's count under `(server)`: JetStream's own traffic (stored copies, API replies)."""
    if not monitor_port:
        return None
    import json
    import urllib.request

    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{monitor_port}/connz?limit=100000", timeout=5) as r:  # noqa: S310
            conns = json.loads(r.read()).get("connections") or []
    except (OSError, ValueError):
        return None
    out: dict[str, int] = {}
    for c in conns:
        name = re.sub(r"[-_][0-9a-f]{6,}$|[-_]\d+$", "", c.get("name") or "(unnamed)")
        out[name] = out.get(name, 0) + int(c.get("in_msgs", 0)) + int(c.get("out_msgs", 0))
    total = nats_messages(monitor_port)
    if total is not None:
        out["(server)"] = total - sum(out.values())
    return out
