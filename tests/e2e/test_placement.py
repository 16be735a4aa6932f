"""`provgate up` runs each intake process on a core of its own and everything else it starts on the
other cores (shared/cpus.py), and keeps that after the supervisor restarts a process. Checked on the
running processes themselves: every thread of each, and every PostgreSQL backend the services opened."""
from __future__ import annotations

import os
import signal
import time

import psycopg
import pytest

from cli.runtime import System
from shared.cpus import available

from ..conftest import new_system

pytestmark = pytest.mark.e2e


def cores_of(pid: int) -> set[frozenset[int]]:
    """The cores of every thread of `pid` (one set when all its threads agree)."""
    return {frozenset(os.sched_getaffinity(int(t))) for t in os.listdir(f"/proc/{pid}/task")}


def backends(system: System) -> list[int]:
    with psycopg.connect(system.database_url or "", autocommit=True) as c:
        return [r[0] for r in c.execute("SELECT pid FROM pg_stat_activity WHERE pid <> pg_backend_pid()")]


def test_each_intake_process_has_a_core_of_its_own(system: System) -> None:
    placement = system.placement
    if len(available()) < 2:
        assert placement is None
        return
    assert placement is not None, "two cores or more, PROVGATE_CPUS unset: the front gets a core of its own"
    front = system.proc("intake")
    others = [p for p in system.procs if p.service != "intake"]
    assert cores_of(front.popen.pid) == {placement.of(0)}
    assert others, "the auth callout and the projector run beside the front"
    for p in others:
        assert cores_of(p.popen.pid) == {placement.rest}, p.service
    if system._nats is not None and system._nats.proc is not None:
        assert cores_of(system._nats.proc.pid) == {placement.rest}
    if system._pg is not None:
        pids = [system._pg.postmaster_pid() or 0, *backends(system)]
        assert len(pids) > 2, "the projector's and intake's pools hold backends"
        for pid in pids:
            assert cores_of(pid) == {placement.rest}, pid


@pytest.mark.parametrize("env", [{"PROVGATE_CPUS": "off"}, {"PROVGATE_FOLD": "0"}], ids=["cpus-off", "unfolded"])
def test_off_or_unfolded_leaves_every_process_to_the_scheduler(env: dict[str, str]) -> None:
    s = new_system(extra_env=env).start()
    try:
        everything = {frozenset(available())}
        assert s.placement is None
        for p in s.procs:
            assert cores_of(p.popen.pid) == everything, p.service
        if s._nats is not None and s._nats.proc is not None:
            assert cores_of(s._nats.proc.pid) == everything
    finally:
        s.stop()


def test_an_unknown_cpus_mode_stops_up_before_anything_starts() -> None:
    s = new_system(extra_env={"PROVGATE_CPUS": "fast"})
    with pytest.raises(ValueError, match="PROVGATE_CPUS must be one of auto, off, not 'fast'"):
        s.start()
    assert not s.procs and s._nats is None and s._pg is None


@pytest.mark.skipif(len(available()) < 2, reason="needs two cores to place anything")
def test_a_restarted_front_gets_its_core_back() -> None:
    s = new_system().start()
    try:
        placement = s.placement
        assert placement is not None
        front = s.proc("intake")
        os.kill(front.popen.pid, signal.SIGKILL)
        deadline = time.monotonic() + 30
        while "intake-0" not in s.supervise_once():
            assert time.monotonic() < deadline, "the supervisor did not restart the front"
            time.sleep(0.05)
        assert cores_of(s.proc("intake").popen.pid) == {placement.of(0)}
    finally:
        s.stop()
