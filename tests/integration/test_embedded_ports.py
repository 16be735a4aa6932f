"""The embedded nats-server's optional HTTP ports: monitoring (/varz) and Go's profiler (/debug/pprof),
each opened only when its environment variable asks for it, and only on 127.0.0.1."""
from __future__ import annotations

import urllib.request
from pathlib import Path

import pytest

from shared.embedded import EmbeddedNats, env_port, free_port

pytestmark = pytest.mark.integration


def get(port: int, path: str) -> bytes:
    with urllib.request.urlopen(f"http://127.0.0.1:{port}{path}", timeout=10) as r:  # noqa: S310 - a local test server
        return r.read()


def test_the_profiler_and_the_monitor_open_only_when_asked(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("PROVGATE_NATS_MONITOR_PORT", raising=False)
    monkeypatch.delenv("PROVGATE_NATS_PROF_PORT", raising=False)
    quiet = EmbeddedNats(tmp_path / "quiet").start()
    try:
        assert quiet.monitor_port is None and quiet.prof_port is None
    finally:
        quiet.stop()

    monkeypatch.setenv("PROVGATE_NATS_MONITOR_PORT", "0")
    monkeypatch.setenv("PROVGATE_NATS_PROF_PORT", "0")
    srv = EmbeddedNats(tmp_path / "asked").start()
    try:
        assert srv.monitor_port and srv.prof_port and srv.prof_port != srv.monitor_port
        assert b'"server_id"' in get(srv.monitor_port, "/varz")
        # the heap profile in text: what an operator reads to see where nats-server's memory goes
        heap = get(srv.prof_port, "/debug/pprof/heap?debug=1").decode()
        assert heap.startswith("heap profile:") and "# HeapInuse = " in heap
    finally:
        srv.stop()


@pytest.mark.parametrize("bad", ["x", "-1", "65536", "80.5", ""])
def test_a_port_that_is_not_one_is_refused_naming_the_variable(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                               bad: str) -> None:
    monkeypatch.delenv("PROVGATE_NATS_MONITOR_PORT", raising=False)
    monkeypatch.setenv("PROVGATE_NATS_PROF_PORT", bad)
    srv = EmbeddedNats(tmp_path / "bad")
    with pytest.raises(ValueError, match="PROVGATE_NATS_PROF_PORT must be a port number"):
        srv.start()
    assert srv.proc is None  # nothing started


def test_a_free_port_is_never_one_already_taken(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PROVGATE_NATS_PROF_PORT", "0")
    taken = {free_port() for _ in range(3)}
    for _ in range(20):
        assert env_port("PROVGATE_NATS_PROF_PORT", taken=set(taken)) not in taken
    monkeypatch.setenv("PROVGATE_NATS_PROF_PORT", "6061")
    assert env_port("PROVGATE_NATS_PROF_PORT", taken=set()) == 6061
