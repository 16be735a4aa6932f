"""The load test's memory figure for a process tree (PostgreSQL's postmaster and backends): pages the
processes share count once, as PSS, where summed RSS counted them once per process."""
from __future__ import annotations

import mmap
import os
import signal
import time

import pytest

from loadtest import procstat

pytestmark = pytest.mark.skipif(not os.path.exists(f"/proc/{os.getpid()}/smaps_rollup"), reason="needs Linux smaps_rollup")

SHARED = 64 * 2**20


def test_a_tree_counts_the_pages_its_processes_share_once() -> None:
    # a parent and two children that share 64 MiB of touched memory, like a postmaster's shared buffers
    parent_r, child_w = os.pipe()
    pid = os.fork()
    if pid == 0:  # the tree's root: map and touch the shared pages, fork two children, wait
        try:
            buf = mmap.mmap(-1, SHARED, flags=mmap.MAP_SHARED)
            for i in range(0, SHARED, mmap.PAGESIZE):
                buf[i] = 1
            for _ in range(2):
                if os.fork() == 0:
                    for i in range(0, SHARED, mmap.PAGESIZE):  # each child maps every page too
                        _ = buf[i]
                    time.sleep(60)
                    os._exit(0)
            time.sleep(0.3)
            os.write(child_w, b"ready")
            time.sleep(60)
        finally:
            os._exit(0)
    try:
        os.read(parent_r, 5)
        kids = procstat.children(pid)
        assert len(kids) == 2
        summed_rss = sum(procstat.rss_bytes(p) or 0 for p in [pid, *kids])
        tree = procstat.tree_memory_bytes(pid)
        assert tree is not None
        assert summed_rss >= 2.8 * SHARED  # RSS counts the shared pages in each of the three
        # once, not three times (beside it each process's own, copied-on-write interpreter)
        assert SHARED <= tree <= summed_rss - 1.5 * SHARED, (tree / 2**20, summed_rss / 2**20)
    finally:
        for p in procstat.children(pid):
            os.kill(p, signal.SIGKILL)
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        os.close(parent_r)
        os.close(child_w)
