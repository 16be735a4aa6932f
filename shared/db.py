"""PostgreSQL: a psycopg 3 async pool and the numbered SQL migrations in `deploy/sql/`."""
from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import psycopg
import psycopg.conninfo
import psycopg.sql
from psycopg.rows import dict_row
from psycopg_pool import AsyncConnectionPool

MIGRATIONS = Path(__file__).resolve().parents[1] / "deploy" / "sql"


async def open_pool(url: str, *, min_size: int = 1, max_size: int = 8, name: str = "provgate",
                    durable_commits: bool = True) -> AsyncConnectionPool:
    """`durable_commits=False`: a commit returns before its WAL is flushed (synchronous_commit off).
    Only for writes that can be made again from the log (the projector's): a crash of PostgreSQL
    may lose the last few commits, never corrupt them."""
    kwargs: dict[str, object] = {"row_factory": dict_row, "autocommit": False}
    if not durable_commits:
        kwargs["options"] = "-c synchronous_commit=off"
    pool = AsyncConnectionPool(url, min_size=min_size, max_size=max_size, open=False, name=name, kwargs=kwargs)
    await pool.open(wait=True, timeout=30)
    return pool


def migration_files() -> list[Path]:
    files = sorted(p for p in MIGRATIONS.glob("*.sql") if re.match(r"^\d{3}_", p.name))
    return files


def migrate(url: str, schema: str | None = None) -> list[str]:
    """Apply every migration not yet applied, each in its own transaction; returns their names.

    With `schema`, the views are built in that schema (used by replay into a fresh schema).
    """
    applied: list[str] = []
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute("CREATE EXTENSION IF NOT EXISTS vector")
        if schema:
            conn.execute(psycopg.sql.SQL("CREATE SCHEMA IF NOT EXISTS {}").format(psycopg.sql.Identifier(schema)))
            conn.execute(psycopg.sql.SQL("SET search_path TO {}, public").format(psycopg.sql.Identifier(schema)))
        conn.execute("CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())")
        done = {r[0] for r in conn.execute("SELECT name FROM schema_migrations")}
        for f in migration_files():
            if f.name in done:
                continue
            with conn.transaction():
                conn.execute(f.read_text())
                conn.execute("INSERT INTO schema_migrations (name) VALUES (%s)", (f.name,))
            applied.append(f.name)
    return applied


def create_database(admin_url: str, name: str) -> str:
    """Create a database on the server of `admin_url`; returns its URL (tests use fresh ones)."""
    if not re.fullmatch(r"[a-z][a-z0-9_]{0,62}", name):
        raise ValueError(f"invalid database name {name!r}")
    with psycopg.connect(admin_url, autocommit=True) as conn:
        exists = conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", (name,)).fetchone()
        if not exists:
            conn.execute(psycopg.sql.SQL("CREATE DATABASE {}").format(psycopg.sql.Identifier(name)))
    if "://" in admin_url:  # keep the URL form, so it reads the same everywhere it is printed
        parts = urlsplit(admin_url)
        return urlunsplit((parts.scheme, parts.netloc, "/" + name, parts.query, parts.fragment))
    return psycopg.conninfo.make_conninfo(admin_url, dbname=name)
