"""Fixtures the integration tests share."""
from __future__ import annotations

from collections.abc import Iterator

import pytest

from shared.embedded import EmbeddedNats


@pytest.fixture(scope="module")
def bare_nats(tmp_path_factory: pytest.TempPathFactory) -> Iterator[EmbeddedNats]:
    """A NATS of a test module's own, without users: the tests make streams and consumers of their
    own prefix and durables, which no user of provgate's server may."""
    srv = EmbeddedNats(tmp_path_factory.mktemp("nats")).start()
    yield srv
    srv.stop()
