"""How long the projector lets a batch gather (services/projector/pace.py)."""
from __future__ import annotations

from types import SimpleNamespace

from services.projector.pace import DECISION_LINGER_S, Pace
from shared.telemetry import TYPE_HEADER


def msg(kind: str) -> SimpleNamespace:
    return SimpleNamespace(headers={TYPE_HEADER: kind})


def test_a_quiet_log_is_applied_as_it_arrives_except_a_proposal_whose_decision_is_due() -> None:
    pace = Pace(busy_events_per_s=600, busy_linger_s=0.005)
    pace.took(3, now=10.0)  # 15 events/s over the window
    assert pace.linger([msg("proposal.decided")], now=10.01) == 0.0
    assert pace.linger([msg("proposal.decided"), msg("proposal.submitted")], now=10.01) == DECISION_LINGER_S
    assert pace.linger([], now=10.01) == 0.0


def test_a_busy_log_gathers_each_batch_and_stops_once_it_quietens() -> None:
    pace = Pace(busy_events_per_s=600, busy_linger_s=0.005, window_s=0.2)
    for i in range(20):  # 10 events every 10 ms: 1,000 a second
        pace.took(10, now=10.0 + i / 100)
    assert pace.rate(now=10.2) >= 600
    assert pace.linger([msg("proposal.decided")], now=10.2) == 0.005
    assert pace.linger([msg("proposal.submitted")], now=10.2) == 0.005
    # nothing taken for longer than the window: quiet again
    assert pace.rate(now=10.6) == 0
    assert pace.linger([msg("proposal.decided")], now=10.6) == 0.0


def test_the_rate_counts_only_the_window() -> None:
    pace = Pace(busy_events_per_s=600, busy_linger_s=0.005, window_s=0.2)
    pace.took(100, now=1.0)
    pace.took(20, now=1.15)
    assert pace.rate(now=1.19) == 120 / 0.2
    assert pace.rate(now=1.25) == 20 / 0.2  # the first batch is past the window


def test_no_busy_linger_when_it_is_switched_off() -> None:
    pace = Pace(busy_events_per_s=1, busy_linger_s=0.0)
    pace.took(1000, now=1.0)
    assert pace.linger([msg("proposal.decided")], now=1.0) == 0.0
