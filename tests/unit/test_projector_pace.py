"""How long the projector lets a batch gather (services/projector/pace.py)."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from services.projector.pace import DECISION_LINGER_S, MAX_DECISION_LINGER_S, Pace
from shared.bus import VERDICT_DUE_HEADER
from shared.telemetry import PROPOSAL_HEADER, TYPE_HEADER


def msg(kind: str, proposal_id: str | None = None, **extra: str) -> SimpleNamespace:
    headers = {TYPE_HEADER: kind, **extra}
    if proposal_id is not None:
        headers[PROPOSAL_HEADER] = proposal_id
    return SimpleNamespace(headers=headers)


def test_a_quiet_log_is_applied_as_it_arrives_except_a_proposal_whose_decision_is_due() -> None:
    pace = Pace(busy_events_per_s=600, busy_linger_s=0.005)
    pace.took(3, now=10.0)  # 15 events/s over the window
    assert pace.linger([msg("proposal.decided")], now=10.01) == 0.0
    assert pace.linger([msg("proposal.decided"), msg("proposal.submitted")], now=10.01) == DECISION_LINGER_S
    assert pace.linger([], now=10.01) == 0.0


def test_a_proposal_waits_for_its_decision_whatever_comes_between() -> None:
    """The predicate a new value opens on its subject is appended between the proposal and its
    decision, and other agents' events interleave: the batch still waits for the decision (when it
    waited only while the batch ended with a proposal, 56 % of proposals were applied apart from
    their decisions at 100/s), and stops waiting once it has it."""
    pace = Pace(busy_events_per_s=600, busy_linger_s=0.005)
    batch = [msg("proposal.submitted", "p_a")]
    assert pace.linger(batch, now=10.0) == DECISION_LINGER_S
    batch.append(msg("subject.predicate_opened"))
    assert pace.linger(batch, now=10.0005) == DECISION_LINGER_S
    batch.append(msg("source.recorded"))
    batch.append(msg("proposal.decided", "p_other"))  # another batch's proposal: nothing to wait for here
    assert pace.linger(batch, now=10.0008) == DECISION_LINGER_S
    batch.append(msg("proposal.decided", "p_a"))
    assert pace.linger(batch, now=10.001) == 0.0


def test_each_proposal_gets_its_own_window_within_a_cap() -> None:
    pace = Pace(busy_events_per_s=600, busy_linger_s=0.005)
    batch = [msg("proposal.submitted", "p_a")]
    assert pace.linger(batch, now=10.0) == DECISION_LINGER_S
    batch.append(msg("proposal.submitted", "p_b"))  # 1.5 ms later: its decision is due 2 ms after it
    assert pace.linger(batch, now=10.0015) == pytest.approx(0.0015 + DECISION_LINGER_S)
    batch.append(msg("proposal.decided", "p_a"))
    assert pace.linger(batch, now=10.0018) == pytest.approx(0.0015 + DECISION_LINGER_S)
    batch.append(msg("proposal.submitted", "p_c"))  # the batch never waits longer than the cap
    assert pace.linger(batch, now=10.003) == MAX_DECISION_LINGER_S
    batch.extend([msg("proposal.decided", "p_b"), msg("proposal.decided", "p_c")])
    assert pace.linger(batch, now=10.0031) == 0.0
    # the next batch (a new list) starts afresh
    assert pace.linger([msg("proposal.decided", "p_c")], now=10.01) == 0.0
    assert pace.linger([msg("proposal.submitted", "p_d")], now=10.02) == DECISION_LINGER_S


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


def test_a_quarantine_judged_right_behind_it_waits_for_its_verdict() -> None:
    pace = Pace(busy_events_per_s=600, busy_linger_s=0.005)
    batch = [msg("proposal.submitted", "p_a"), msg("proposal.decided", "p_a", **{VERDICT_DUE_HEADER: "1"})]
    assert pace.linger(batch, now=10.0) == DECISION_LINGER_S
    batch.append(msg("verdict.rendered", "p_a"))
    assert pace.linger(batch, now=10.0005) == 0.0
    # a quarantine nobody judges in-process (a reviewer's, or an LLM verifier's): no wait for a verdict
    assert pace.linger([msg("proposal.submitted", "p_b"), msg("proposal.decided", "p_b")], now=10.01) == 0.0
    # the verdict is waited for from the decision's arrival, within the batch's cap
    batch = [msg("proposal.submitted", "p_c")]
    assert pace.linger(batch, now=10.02) == DECISION_LINGER_S
    batch.append(msg("proposal.decided", "p_c", **{VERDICT_DUE_HEADER: "1"}))
    assert pace.linger(batch, now=10.0215) == pytest.approx(0.0015 + DECISION_LINGER_S)
