"""The red-team suite passes in full: every attack blocked, every legitimate update passed."""
from __future__ import annotations

import pytest

from cli.redteam.runner import LEGIT, run_suite
from cli.runtime import System

from ..conftest import new_system
from ..fakellm import FakeModel

pytestmark = pytest.mark.e2e


async def test_every_attack_is_blocked_and_every_legitimate_update_passes(system: System) -> None:
    assert system.nats_url
    report = await run_suite(system.nats_url, system.prefix, admin_url=system.admin_url)
    misses = [f"{o.case_id} ({o.cls}): expected {o.expect}, got {o.got} {o.note}" for o in report.misses]
    assert misses == []
    attacks = [o for o in report.counted if o.cls != LEGIT]
    legit = [o for o in report.counted if o.cls == LEGIT]
    assert len(attacks) >= 60 and len(legit) >= 20
    assert len({o.cls for o in attacks}) >= 16


async def test_the_suite_passes_as_well_when_the_verifiers_model_approves_everything(fake_llm: FakeModel) -> None:
    """Issue 13: with the `llm` backend on an endpoint that approves whatever it is asked, no attack
    gets through either: a model may only narrow what the rules allow, never approve what they refused."""
    s = new_system(extra_env={
        "PROVGATE_BACKEND": "llm", "PROVGATE_LLM_URL": fake_llm.base_url("approve"), "PROVGATE_LLM_MODEL": "fake",
        "PROVGATE_VERDICT_TIMEOUT_S": "5"})
    await s.astart()
    try:
        assert s.nats_url
        report = await run_suite(s.nats_url, s.prefix, admin_url=s.admin_url)
    finally:
        s.stop()
    misses = [f"{o.case_id} ({o.cls}): expected {o.expect}, got {o.got} {o.note}" for o in report.misses]
    assert misses == []
    assert len([o for o in report.counted if o.cls != LEGIT]) >= 60
