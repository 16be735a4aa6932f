"""The event log's settings at `provgate up`: a limit that is not one stops it before anything starts, and
an embedded nats-server that may need more memory than the machine has is said so at start (RESULTS.md,
2026-12-04: each decision's compare-and-set keeps the block with its slot's latest event in nats-server's cache)."""
from __future__ import annotations

import os

import pytest

from cli import runtime
from cli.runtime import memory_warning
from shared.settings import whole_number

from ..conftest import new_system

pytestmark = pytest.mark.e2e


@pytest.mark.parametrize(("name", "value"), [
    ("PROVGATE_STREAM_MAX_BYTES", "-1"),  # "no limit" to JetStream: the log could fill the disk
    ("PROVGATE_STREAM_MAX_BYTES", "4GiB"),
    ("PROVGATE_STREAM_MAX_BYTES", "1000"),  # below 1 MiB: no event would fit for long
    ("PROVGATE_STREAM_MAX_BYTES", ""),
    ("PROVGATE_STREAM_MAX_BYTES", "99999999999999999999999"),  # past int64: JetStream refused it after start
    ("PROVGATE_STREAM_REPLICAS", "0"),
    ("PROVGATE_STREAM_REPLICAS", "one"),
    ("PROVGATE_STREAM_REPLICAS", "6"),  # JetStream's most is 5
])
def test_a_log_setting_that_is_not_one_stops_up_before_anything_starts(name: str, value: str) -> None:
    s = new_system(extra_env={name: value})
    with pytest.raises(ValueError, match=f"{name} must be a whole number"):
        s.start()
    assert not s.procs and s._nats is None and s._pg is None


@pytest.mark.skipif(bool(os.environ.get("PROVGATE_NATS_URL")), reason="only the embedded nats-server is warned about")
def test_up_says_when_the_embedded_nats_server_may_outgrow_the_machines_memory(
        monkeypatch: pytest.MonkeyPatch, capfd: pytest.CaptureFixture[str]) -> None:
    # the machine's memory cannot be made small on demand: its reading can
    monkeypatch.setattr(runtime, "available_memory", lambda: 100 * 2**20)
    s = new_system(extra_env={"PROVGATE_STREAM_MAX_BYTES": str(64 * 2**20)})
    try:
        s.start_servers()
        assert s._nats is not None and s._nats.alive()
    finally:
        s.stop()
    err = capfd.readouterr().err
    assert "WARNING: the event log may grow to 0.1 GiB (PROVGATE_STREAM_MAX_BYTES)" in err
    assert "(0.1 GiB)" in err and "this machine has 0.1 GiB available" in err

    monkeypatch.setattr(runtime, "available_memory", lambda: 129 * 2**20)  # twice the log fits
    s = new_system(extra_env={"PROVGATE_STREAM_MAX_BYTES": str(64 * 2**20)})
    try:
        s.start_servers()
    finally:
        s.stop()
    assert "event log may grow" not in capfd.readouterr().err


def test_the_warning_is_about_twice_the_limit_and_silent_when_unknown() -> None:
    gib = 2**30
    assert memory_warning(4 * gib, 24 * gib) is None
    assert memory_warning(4 * gib, 8 * gib) is None  # exactly twice fits
    assert memory_warning(4 * gib, None) is None
    msg = memory_warning(4 * gib, 6 * gib)
    assert msg is not None and "4.0 GiB" in msg and "8.0 GiB" in msg and "6.0 GiB available" in msg
    assert whole_number("X", " 42 ", 1) == 42
    with pytest.raises(ValueError, match="X must be a whole number of at least 1, not '0'"):
        whole_number("X", "0", 1)
    with pytest.raises(ValueError, match="X must be between, not '11'"):
        whole_number("X", "11", 1, 10, what="between")
