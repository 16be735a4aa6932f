"""Intake's memory of which key seals each source's words (what a proposal citing it is sealed under):
bounded, the least recently used out, never all at once (which sent every proposal back to the log
for its sources' seals until it refilled)."""
from __future__ import annotations

import pytest

import services.intake.app as intake_app
from services.intake.app import Intake
from services.intake.settings import IntakeSettings


def test_the_least_recently_used_seal_goes_first(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(intake_app, "MAX_SEALS", 3)
    intake = Intake(IntakeSettings())
    for i in range(3):
        intake.remember_seal(f"s_{i}", "acme/fleet", f"k_{i}")
    intake.remember_seal("s_0", "acme/fleet", "k_0")  # seen again: now the most recent
    intake.remember_seal("s_3", "acme/fleet", "k_3")
    assert list(intake.sealed_by) == ["s_2", "s_0", "s_3"]
    assert intake.sealed_by["s_0"] == ("acme/fleet", "k_0")
    for i in range(4, 10):
        intake.remember_seal(f"s_{i}", "other/fleet", None)
        assert len(intake.sealed_by) == 3  # never more, never emptied
