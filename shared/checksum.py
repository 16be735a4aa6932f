"""Checksums of the views, table by table, to prove two builds of them are identical.

The retrieval log (`retrievals`) is not among them: it is built from the read log, a stream with
age and size limits (issue 12), which a replay cannot be expected to hold in full. Rows are
compared by content in a fixed order; surrogate keys (bigserial `row_id`) are left
out, since they number rows in insertion order, which a rebuild need not share.
"""
from __future__ import annotations

import psycopg
from psycopg import sql

VIEWS: dict[str, tuple[str, ...]] = {
    "keys": ("key_id",),
    "key_revocations": ("secret_hash",),
    "sources": ("source_id",),
    "proposals": ("proposal_id",),
    "fact_points": ("proposal_id",),
    "facts": ("fact_id", "recorded_at", "valid_from"),
    "fact_confirmations": ("fact_id", "proposal_id", "recorded_at"),
    "dead_letters": ("stream_seq",),
    "claims": ("proposal_id",),
    "cases": ("case_id",),
    "erasures": ("erasure_id",),
}
SKIP_COLUMNS = {"row_id"}


def view_checksums(url: str, schema: str = "public", conn: psycopg.Connection | None = None) -> dict[str, tuple[int, str]]:
    """{table: (row count, md5 of its rows in key order)}; on `conn` when given (one snapshot)."""
    if conn is None:
        with psycopg.connect(url) as c:
            return view_checksums(url, schema, c)
    return {table: _table_checksum(conn, schema, table, order) for table, order in VIEWS.items()}


def columns(conn: psycopg.Connection, schema: str, table: str) -> list[str]:
    """A view table's columns, in their order."""
    return [r[0] for r in conn.execute(
        "SELECT column_name FROM information_schema.columns WHERE table_schema = %s AND table_name = %s"
        " ORDER BY ordinal_position", (schema, table))]


def _table_checksum(conn: psycopg.Connection, schema: str, table: str, order: tuple[str, ...]) -> tuple[int, str]:
    cols = [c for c in columns(conn, schema, table) if c not in SKIP_COLUMNS]
    q = sql.SQL("SELECT count(*), coalesce(md5(string_agg(row_text, E'\\n' ORDER BY {order})), '') FROM ("
                "SELECT ({cols})::text AS row_text, {order} FROM {schema}.{table}) t").format(
        order=sql.SQL(", ").join(sql.Identifier(c) for c in order),
        cols=sql.SQL(", ").join(sql.Identifier(c) for c in cols),
        schema=sql.Identifier(schema), table=sql.Identifier(table))
    n, digest = conn.execute(q).fetchone()  # type: ignore[misc]
    return int(n), str(digest)
