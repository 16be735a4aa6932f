"""Fixtures the integration tests share."""
from __future__ import annotations

import uuid
from collections.abc import AsyncIterator, Iterator

import pytest

from contracts.subjects import Subjects
from shared.bus import Bus
from shared.embedded import EmbeddedNats


@pytest.fixture(scope="module")
def bare_nats(tmp_path_factory: pytest.TempPathFactory) -> Iterator[EmbeddedNats]:
    """A NATS of a test module's own, without users: the tests make streams and consumers of their
    own prefix and durables, which no user of provgate's server may."""
    srv = EmbeddedNats(tmp_path_factory.mktemp("nats")).start()
    yield srv
    srv.stop()


@pytest.fixture
async def log_bus(bare_nats: EmbeddedNats) -> AsyncIterator[Bus]:
    """A bus on `bare_nats` under a prefix of the test's own, its log, read log, key store and
    value seal made (as the operator makes them)."""
    b = await Bus.connect(bare_nats.url, Subjects(f"t{uuid.uuid4().hex[:8]}"))
    await b.ensure_stream(update=True, max_bytes=64 * 1024**2)
    yield b
    await b.close()
