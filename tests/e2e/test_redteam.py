"""The red-team suite passes in full: every attack blocked, every legitimate update passed."""
from __future__ import annotations

import pytest

from cli.redteam.runner import LEGIT, run_suite
from cli.runtime import System

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
