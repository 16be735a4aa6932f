"""Sampling profiles of the services under load, with py-spy (`pip install py-spy`, in the `bench` extra).

`record(pids, seconds)` runs `py-spy record --format raw` on every process at once; `top()`
folds the collapsed stacks into the frames with the most samples: *self* (the frame was on top
of the stack) and *total* (anywhere in the stack). Idle time (a thread blocked in a system
call such as the event loop's epoll wait) is not sampled by py-spy unless `--idle` is given, so
the percentages are shares of the time each process was on the CPU or runnable.
"""
from __future__ import annotations

import shutil
import subprocess
import sys
from collections import Counter
from pathlib import Path
from typing import Any

# frames that are only plumbing: counted, but hidden from the "total" table
_PLUMBING = ("runpy", "asyncio/runners.py", "asyncio/base_events.py", "asyncio/events.py", "threading.py",
             "__main__.py", "<module>")


def py_spy() -> str | None:
    cand = Path(sys.executable).parent / "py-spy"
    return str(cand) if cand.exists() else shutil.which("py-spy")


def start(pids: dict[str, int], seconds: float, out_dir: Path, rate: int = 100) -> dict[str, subprocess.Popen[bytes]]:
    """Start two py-spy per process (all running samples, and `<name>.gil`: only samples holding the
    GIL, i.e. Python code on the CPU, without time in system calls); they stop after `seconds`."""
    exe = py_spy()
    if exe is None:
        raise RuntimeError("py-spy is not installed: pip install py-spy (or make bench)")
    out_dir.mkdir(parents=True, exist_ok=True)
    procs = {}
    for name, pid in pids.items():
        for key, extra in ((name, []), (f"{name}.gil", ["--gil"])):
            procs[key] = subprocess.Popen(
                [exe, "record", "-p", str(pid), "-d", str(int(seconds)), "-r", str(rate), "-f", "raw",
                 "--nonblocking", *extra, "-o", str(out_dir / f"{key}.raw")],
                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    return procs


def finish(procs: dict[str, subprocess.Popen[bytes]], out_dir: Path, timeout: float = 60.0) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for name, p in procs.items():
        try:
            _, err = p.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            p.kill()
            _, err = p.communicate()
        raw = out_dir / f"{name}.raw"
        out[name] = top(raw.read_text()) if raw.exists() else {"error": (err or b"").decode()[-500:]}
    return out


# where a sample's innermost frame lives -> a cost category (first match wins)
CATEGORIES = (
    ("faststream/", "FastStream + fast_depends + anyio (framework per message)"),
    ("fast_depends/", "FastStream + fast_depends + anyio (framework per message)"),
    ("anyio/", "FastStream + fast_depends + anyio (framework per message)"),
    ("threading.py", "thread pool hand-off"),
    ("queue.py", "thread pool hand-off"),
    ("pydantic", "pydantic (validate / dump)"),
    ("nats/", "nats-py client"),
    ("psycopg", "psycopg"),
    ("structlog/", "logging (structlog)"),
    ("logging/", "logging (structlog)"),
    ("opentelemetry/", "tracing (opentelemetry)"),
    ("json/", "stdlib json"),
    ("selector_events.py:1057", "socket send (asyncio transport write)"),
    ("selectors.py", "event loop: epoll"),
    ("asyncio/", "event loop: asyncio"),
    ("services/", "provgate: services, domain, contracts, shared"),
    ("domain/", "provgate: services, domain, contracts, shared"),
    ("contracts/", "provgate: services, domain, contracts, shared"),
    ("shared/", "provgate: services, domain, contracts, shared"),
)


def category(frame: str) -> str:
    for needle, name in CATEGORIES:
        if needle in frame:
            return name
    return "other (stdlib: uuid, re, hashlib, ...)"


def _short(frame: str) -> str:
    # "func (path/to/file.py:123)" -> "func (file.py:123)" keeping one folder of context
    if " (" not in frame:
        return frame
    fn, loc = frame.split(" (", 1)
    parts = loc.rstrip(")").split("/")
    return f"{fn} ({'/'.join(parts[-2:])})"


def top(raw: str, n: int = 15) -> dict[str, Any]:
    """Fold py-spy's raw (collapsed) stacks: the frames with most self and most total samples."""
    self_c: Counter[str] = Counter()
    total_c: Counter[str] = Counter()
    cat_c: Counter[str] = Counter()
    samples = 0
    for line in raw.splitlines():
        if not line.strip():
            continue
        stack, _, cnt = line.rpartition(" ")
        k = int(cnt)
        samples += k
        cat_c[category(stack.rsplit(";", 1)[-1])] += k
        frames = [_short(f) for f in stack.split(";")]
        self_c[frames[-1]] += k
        for f in set(frames):
            total_c[f] += k

    def pct(c: int) -> float:
        return round(100 * c / samples, 1) if samples else 0.0

    shown_total = [(f, c) for f, c in total_c.most_common() if not any(p in f for p in _PLUMBING)
                   and not f.startswith("process ") and not f.startswith("thread ")]
    return {"samples": samples,
            "categories": [[pct(c), f] for f, c in cat_c.most_common()],
            "self": [[pct(c), f] for f, c in self_c.most_common(n)],
            "total": [[pct(c), f] for f, c in shown_total[:n]]}
