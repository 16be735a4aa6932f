"""The front's halves: their own logins, and consumers that pull in bursts unless told otherwise."""
from __future__ import annotations

import pytest

from services.front.settings import FrontSettings


def test_the_halves_pull_in_bursts_by_default_and_continuously_when_set_to_0(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("PROVGATE_HALVES_PACE_S", raising=False)
    s = FrontSettings(nats_url="nats://a", gate_nats_url="nats://g", verifier_nats_url="")
    assert (s.gate().pace_s, s.verifier().pace_s) == (0.1, 0.1)
    assert (s.gate().nats_url, s.verifier().nats_url) == ("nats://g", "nats://a")
    monkeypatch.setenv("PROVGATE_HALVES_PACE_S", "0")
    s = FrontSettings(nats_url="nats://a")
    assert (s.gate().pace_s, s.verifier().pace_s) == (0.0, 0.0)


def test_a_pace_out_of_bounds_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PROVGATE_HALVES_PACE_S", "5")
    with pytest.raises(ValueError, match="halves_pace_s"):
        FrontSettings(nats_url="nats://a")
