"""Service URLs carry their role's login in the form they were given; messages never show a password."""
from __future__ import annotations

import psycopg.conninfo

from shared.db import redact, role_name, with_login


def test_a_service_url_keeps_the_owners_host_database_and_options() -> None:
    url = "postgresql://owner:secret@db.internal:6432/provgate?sslmode=require"
    assert with_login(url, "provgate_reader", "pw") == "postgresql://provgate_reader:pw@db.internal:6432/provgate?sslmode=require"
    assert with_login("postgresql://db.internal/provgate", "r", "p") == "postgresql://r:p@db.internal/provgate"
    kv = psycopg.conninfo.conninfo_to_dict(with_login("host=db.internal dbname=provgate user=owner", "r", "p"))
    assert kv == {"host": "db.internal", "dbname": "provgate", "user": "r", "password": "p"}


def test_a_redacted_url_shows_the_user_but_never_the_password() -> None:
    assert redact("postgresql://owner:secret@db:5432/provgate") == "postgresql://owner:***@db:5432/provgate"
    assert redact("postgresql://owner@db/provgate") == "postgresql://owner@db/provgate"
    assert "secret" not in redact("host=db user=owner password=secret")


def test_role_names_are_per_database_and_fit_postgresql_identifiers() -> None:
    assert role_name("provgate", "reader") == "provgate_reader"
    assert len(role_name("x" * 63, "projector")) <= 63
