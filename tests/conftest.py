"""Shared fixtures: one real provgate for the session (servers and all four services).

With PROVGATE_NATS_URL / PROVGATE_DATABASE_URL set, the session runs on those servers, under
its own subject prefix and in a fresh database; otherwise it starts embedded servers. Tests
isolate by random scopes and keys, never by teardown.
"""
from __future__ import annotations

import os
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from pathlib import Path

import pytest

from cli.client import Client
from cli.keys import create_key
from cli.runtime import System
from contracts.subjects import Subjects
from shared.bus import Bus
from shared.db import create_database

from .fakellm import FakeModel
from .helpers import rand

ROOT = Path(__file__).resolve().parents[1]


def new_system(**kw: object) -> System:
    """A System on the environment's servers (own prefix and database) or on embedded ones."""
    nats_url = os.environ.get("PROVGATE_NATS_URL") or None
    db_url = os.environ.get("PROVGATE_DATABASE_URL") or None
    tag = uuid.uuid4().hex[:8]
    prefix = f"pgt{tag}" if nats_url else "provgate"
    if db_url:
        db_url = create_database(db_url, f"provgate_t{tag}")
    # a test drives a few keys far harder than an agent would (10,000 events from one key): the
    # quotas are tested where a test sets them (test_keys_and_quotas.py), not tripped by accident
    kw["extra_env"] = {"PROVGATE_QUOTA_REQUESTS_PER_SECOND": "100000", **kw.get("extra_env", {})}  # type: ignore[dict-item]
    return System(home=ROOT / ".provgate-test" / tag, nats_url=nats_url, database_url=db_url, prefix=prefix, **kw)  # type: ignore[arg-type]


@pytest.fixture(scope="session")
def system() -> Iterator[System]:
    s = new_system().start()
    yield s
    s.stop()


@pytest.fixture
def scope() -> str:
    return f"t{uuid.uuid4().hex[:8]}/fleet"


@pytest.fixture
async def bus(system: System) -> AsyncIterator[Bus]:
    """The operator's bus (NATS user `admin`): keys, stream info, reads of the log."""
    b = await Bus.connect(system.admin_url, Subjects(system.prefix))
    yield b
    await b.close()


KeyMaker = Callable[..., Awaitable[Client]]


@pytest.fixture
async def api(system: System, bus: Bus, scope: str) -> AsyncIterator[KeyMaker]:
    """`await api("agent")` -> a client holding a fresh agent key for this test's scope, on a
    connection of its own made with that key (its token decides what the connection may send)."""
    assert system.nats_url
    made: list[Client] = []

    async def make(role: str, name: str | None = None, scopes: list[str] | None = None) -> Client:
        _, secret = await create_key(bus, role=role, name=name or rand(role + "-"), scopes=scopes or [scope])
        made.append(await Client.connect(system.nats_url, secret, system.prefix))
        return made[-1]

    yield make
    for c in made:
        await c.close()


@pytest.fixture(scope="session")
def fake_llm() -> Iterator[FakeModel]:
    """A fake OpenAI-compatible model on a real local port; tests pick its answer by URL or marker."""
    fake = FakeModel().start()
    yield fake
    fake.stop()
