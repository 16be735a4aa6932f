"""The CLI a reviewer and an operator use, run as a user runs it."""
from __future__ import annotations

import os
import subprocess
import sys

import pytest

from cli.runtime import ROOT, System

from .test_cases import case_of, conflict

pytestmark = pytest.mark.e2e


def provgate(system: System, *args: str, key: str | None = None) -> subprocess.CompletedProcess[str]:
    assert system.nats_url and system.database_url
    env = os.environ | {"PROVGATE_NATS_URL": system.nats_url, "PROVGATE_NATS_ADMIN_URL": system.admin_url,
                        "PROVGATE_DATABASE_URL": system.database_url,
                        "PROVGATE_PREFIX": system.prefix, "PROVGATE_HOME": str(ROOT / ".provgate-test" / "cli"),
                        "COLUMNS": "200"}
    if key:
        env["PROVGATE_KEY"] = key
    return subprocess.run([sys.executable, "-m", "cli", *args], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=60)


async def test_a_reviewer_lists_and_resolves_a_case_from_the_cli(system: System, api, scope: str) -> None:  # type: ignore[no-untyped-def]
    reviewer, alex, first, held = await conflict(api, scope)
    listed = provgate(system, "review", "list", scope, key=reviewer.key)
    assert listed.returncode == 0, listed.stderr
    assert "$25,000" in listed.stdout and "$20,000" in listed.stdout and case_of(held["proposal_id"]) in listed.stdout
    done = provgate(system, "review", "resolve", case_of(held["proposal_id"]), "temporal_change",
                    "--winner", held["proposal_id"], "--reason", "The budget grew.", key=reviewer.key)
    assert done.returncode == 0, done.stderr + done.stdout
    assert "approved" in done.stdout
    denied = provgate(system, "review", "list", scope, key=alex.key)
    assert denied.returncode == 1 and "forbidden" in denied.stdout


async def test_keys_create_prints_the_secret_alone_on_its_last_line(system: System, scope: str) -> None:
    out = provgate(system, "keys", "create", "--role", "agent", "--name", "alex", "--scope", scope)
    assert out.returncode == 0, out.stderr
    last = out.stdout.strip().splitlines()[-1]
    assert last.startswith("pgk_") and " " not in last
    bad = provgate(system, "keys", "create", "--role", "admin", "--name", "x", "--scope", scope)
    assert bad.returncode == 2


async def test_the_operator_reads_facts_and_journal_from_the_cli(system: System, api, scope: str) -> None:  # type: ignore[no-untyped-def]
    await conflict(api, scope)
    facts = provgate(system, "facts", scope, "c", "--predicate", "budget", "--history")
    assert facts.returncode == 0 and "20000" in facts.stdout
    journal = provgate(system, "journal", scope)
    assert journal.returncode == 0 and "quarantined" in journal.stdout
    status = provgate(system, "status")
    assert status.returncode == 0 and all(s in status.stdout for s in ("intake", "gate", "verifier", "projector"))
