"""contracts.subjects: slot events by kind (issue 14), so the verifier's consumer gets quarantines only."""
from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from contracts.proposals import ProposalDecided, VerdictRendered
from contracts.slot import SlotState
from contracts.subjects import Subjects
from shared.telemetry import destination_template

S = Subjects("acme")
T = datetime(2026, 1, 1, tzinfo=UTC)


def decided(outcome: str) -> ProposalDecided:
    return ProposalDecided(event_id="d_1", occurred_at=T, correlation_id="c", scope="a/f", decision_id="d_1",
                           proposal_id="p_1", slot_id="9a", outcome=outcome, reasons=(), value_key="k:1",  # type: ignore[arg-type]
                           valid_from=T, authority=1, latency_us=1, slot=SlotState())


def verdict() -> Any:
    fields = {"event_id": "v_1", "occurred_at": T, "correlation_id": "c", "scope": "a/f", "verdict_id": "v_1",
              "proposal_id": "p_1", "slot_id": "9a", "outcome": "rejected", "reasons": (), "reason": "no",
              "by": "rules", "decided_by": "rules", "latency_us": 1, "slot": SlotState()}
    return VerdictRendered.model_validate({k: v for k, v in fields.items() if k in VerdictRendered.model_fields})


def test_a_quarantine_goes_to_the_verifiers_subject_and_every_other_slot_event_beside_it() -> None:
    assert S.for_event(decided("quarantined")) == "acme.evt.slot.9a.q"
    for outcome in ("accepted", "confirmed", "rejected"):
        assert S.for_event(decided(outcome)) == "acme.evt.slot.9a.e"
    assert S.for_event(verdict()) == "acme.evt.slot.9a.e"


def test_a_slot_is_compared_over_all_its_kinds_and_nothing_else_is() -> None:
    assert S.compare_over(decided("accepted")) == S.compare_over(verdict()) == "acme.evt.slot.9a.*"
    assert S.slot_events("9a") == "acme.evt.slot.9a.*" and S.slot_before_kinds("9a") == "acme.evt.slot.9a"

    class Other:
        type = "proposal.submitted"

    assert S.compare_over(Other()) is None


def test_the_verifier_reads_quarantines_and_the_old_layout_only() -> None:
    q, old = S.quarantine_filters()
    assert (q, old) == ("acme.evt.slot.*.q", "acme.evt.slot.*")  # `*` is one token: `e` events never match


def test_span_names_keep_the_kind_and_drop_the_id() -> None:
    assert destination_template("acme.evt.slot.9a.q") == "acme.evt.slot.*.q"
    assert destination_template("acme.evt.slot.9a.e") == "acme.evt.slot.*.e"
    assert destination_template("acme.evt.slot.9a") == "acme.evt.slot.*"
