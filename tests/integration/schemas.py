"""A fresh schema with every migration applied, for tests that fill tables of their own and read plans."""
from __future__ import annotations

import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import psycopg
from psycopg import sql
from psycopg.rows import dict_row

from cli.runtime import System
from shared.db import migrate


@contextmanager
def migrated_schema(system: System, prefix: str) -> Iterator[psycopg.Connection[Any]]:
    """An autocommit connection (rows as dicts) whose search path is a new migrated schema, dropped afterwards."""
    url = system.database_url
    assert url
    schema = f"{prefix}_{uuid.uuid4().hex[:8]}"
    migrate(url, schema=schema)
    try:
        with psycopg.connect(url, autocommit=True, row_factory=dict_row,
                             options=f"-c search_path={schema},public") as conn:
            yield conn
    finally:
        with psycopg.connect(url, autocommit=True) as c:
            c.execute(sql.SQL("DROP SCHEMA IF EXISTS {} CASCADE").format(sql.Identifier(schema)))
