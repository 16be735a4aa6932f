"""shared.db.open_pool: commits wait for their WAL flush unless the writer can redo them from the log."""
from __future__ import annotations

import pytest

from cli.runtime import System
from shared.db import open_pool

pytestmark = pytest.mark.integration


@pytest.mark.parametrize(("durable", "expected"), [(True, "on"), (False, "off")])
async def test_only_a_pool_opened_for_redoable_writes_skips_the_flush(system: System, durable: bool,
                                                                      expected: str) -> None:
    assert system.database_url
    pool = await open_pool(system.database_url, durable_commits=durable)
    try:
        async with pool.connection() as conn:
            row = await (await conn.execute("SHOW synchronous_commit")).fetchone()
        assert row == {"synchronous_commit": expected}
    finally:
        await pool.close()
