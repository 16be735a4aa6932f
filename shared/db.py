"""PostgreSQL: a psycopg 3 async pool, the numbered SQL migrations in `deploy/sql/`, and the
services' roles (`provision`: the projector writes the views, the read side only reads)."""
from __future__ import annotations

import contextlib
import re
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import quote, urlsplit, urlunsplit

import psycopg
import psycopg.conninfo
import psycopg.errors
import psycopg.sql
from psycopg.rows import dict_row
from psycopg_pool import AsyncConnectionPool

from shared.secrets import kept_secret

MIGRATIONS = Path(__file__).resolve().parents[1] / "deploy" / "sql"


async def open_pool(url: str, *, min_size: int = 1, max_size: int = 8, name: str = "provgate",
                    durable_commits: bool = True, autocommit: bool = False) -> AsyncConnectionPool:
    """`durable_commits=False`: a commit returns before its WAL is flushed (synchronous_commit off).
    Only for writes that can be made again from the log (the projector's): a crash of PostgreSQL
    may lose the last few commits, never corrupt them. `autocommit`: each statement is its own
    transaction, for a pool that only reads (intake's): at PostgreSQL's READ COMMITTED every
    statement sees its own snapshot either way, and a read saves the BEGIN and COMMIT round trips."""
    kwargs: dict[str, object] = {"row_factory": dict_row, "autocommit": autocommit}
    if not durable_commits:
        kwargs["options"] = "-c synchronous_commit=off"
    pool = AsyncConnectionPool(url, min_size=min_size, max_size=max_size, open=False, name=name, kwargs=kwargs)
    await pool.open(wait=True, timeout=30)
    return pool


@asynccontextmanager
async def pipelined_transaction(conn: psycopg.AsyncConnection[Any]) -> AsyncIterator[None]:
    """One transaction, sent as one round trip: BEGIN, whatever the block executes without reading
    a result back, and COMMIT leave in one pipeline and are answered at its one Sync. `conn` must be
    in autocommit mode: psycopg's own `transaction()` syncs the pipeline where it begins and where
    it ends (three round trips more). An error in any statement fails the rest (the pipeline is
    aborted up to the Sync) and is raised at the end of the block; the transaction is then rolled
    back, as it is when the block raises."""
    try:
        async with conn.pipeline():
            await conn.execute("BEGIN")
            yield
            await conn.execute("COMMIT")
    except BaseException:
        if not conn.closed and conn.info.transaction_status != psycopg.pq.TransactionStatus.IDLE:
            with contextlib.suppress(Exception):
                await conn.execute("ROLLBACK")
        raise


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
    return with_database(admin_url, name)


def with_database(url: str, name: str) -> str:
    """`url` naming another database on the same server, in the same form (URL or key=value)."""
    if "://" in url:  # keep the URL form, so it reads the same everywhere it is printed
        parts = urlsplit(url)
        return urlunsplit((parts.scheme, parts.netloc, "/" + name, parts.query, parts.fragment))
    return psycopg.conninfo.make_conninfo(url, dbname=name)


# ------------------------------------------------------------------ service roles (least privilege)
SERVICE_ROLES = ("projector", "reader")


@dataclass(frozen=True)
class DatabaseUrls:
    """The owner's URL (migrations, replay, verify, the operator) and one per service role.

    `separated` is False when the owner may not create roles: then every URL is the owner's."""

    owner: str
    projector: str
    reader: str
    separated: bool


def role_name(database: str, role: str) -> str:
    """Roles are cluster-wide, so each database gets its own, named after it."""
    return f"{database[:48]}_{role}"


def with_login(url: str, user: str, password: str) -> str:
    """`url` with another user and password, in the same form (URL or key=value)."""
    if "://" in url:
        parts = urlsplit(url)
        host = parts.netloc.rpartition("@")[2]
        netloc = f"{quote(user, safe='')}:{quote(password, safe='')}@{host}"
        return urlunsplit((parts.scheme, netloc, parts.path, parts.query, parts.fragment))
    return psycopg.conninfo.make_conninfo(url, user=user, password=password)


def redact(url: str) -> str:
    """`url` with its password replaced, for logs and messages."""
    if "://" in url:
        parts = urlsplit(url)
        creds, at, host = parts.netloc.rpartition("@")
        if at and ":" in creds:
            creds = creds.split(":", 1)[0] + ":***"
        return urlunsplit((parts.scheme, f"{creds}{at}{host}", parts.path, parts.query, parts.fragment))
    info = psycopg.conninfo.conninfo_to_dict(url)
    if "password" in info:
        info["password"] = "***"
    return psycopg.conninfo.make_conninfo(**info)  # type: ignore[arg-type]


def scram_verifier(conn: psycopg.Connection[Any], user: str, password: str) -> str:
    """The password as the server stores it (SCRAM-SHA-256), made here by libpq: the plain text
    never reaches the server, so it cannot show up in its logs or in pg_stat_activity."""
    return conn.pgconn.encrypt_password(password.encode(), user.encode(), b"scram-sha-256").decode()


def provision(owner_url: str, secret_dir: Path) -> DatabaseUrls:
    """Migrate, then create or refresh the service roles and their grants; idempotent.

    The roles' passwords are generated once and kept in `secret_dir` (0700, files 0600); every run
    sets them again, so the folder and the server always agree. Without the right to create roles
    (CREATEROLE or superuser), every service gets the owner's URL: `separated` says so."""
    migrate(owner_url)
    with psycopg.connect(owner_url, autocommit=True) as conn:
        database, may = conn.execute(
            "SELECT current_database(), rolsuper OR rolcreaterole FROM pg_roles WHERE rolname = current_user").fetchone()  # type: ignore[misc]
        if not may:
            conn.execute("SELECT provgate_grant_services('public', NULL, NULL)")
            return DatabaseUrls(owner_url, owner_url, owner_url, separated=False)
        names = {r: role_name(database, r) for r in SERVICE_ROLES}
        urls = {}
        try:
            for role, name in names.items():
                password = kept_secret(secret_dir, f"postgres-{name}")
                exists = conn.execute("SELECT 1 FROM pg_roles WHERE rolname = %s", (name,)).fetchone()
                verb = "ALTER" if exists else "CREATE"
                conn.execute(psycopg.sql.SQL(
                    verb + " ROLE {} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS PASSWORD {}"
                ).format(psycopg.sql.Identifier(name), psycopg.sql.Literal(scram_verifier(conn, name, password))))
                urls[role] = with_login(owner_url, name, password)
        except psycopg.errors.InsufficientPrivilege:  # a role of that name made by someone else
            conn.execute("SELECT provgate_grant_services('public', NULL, NULL)")
            return DatabaseUrls(owner_url, owner_url, owner_url, separated=False)
        conn.execute("SELECT provgate_grant_services('public', %s, %s)", (names["reader"], names["projector"]))
        # issue 16: the scrub that writes nothing but [erased] (deploy/sql/060), the projector's only way to erase
        conn.execute(psycopg.sql.SQL("GRANT EXECUTE ON FUNCTION provgate_erase_rows(text, text[], text[], text[]) TO {}")
                     .format(psycopg.sql.Identifier(names["projector"])))
    return DatabaseUrls(owner_url, urls["projector"], urls["reader"], separated=True)
