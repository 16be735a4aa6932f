"""Least privilege in PostgreSQL (issue 12): the projector adds rows and moves a few columns, the
read side only reads, history is never deleted, and every login needs its password."""
from __future__ import annotations

import stat
import uuid
from urllib.parse import urlsplit

import psycopg
import pytest
from psycopg import errors

from cli.runtime import System, warn_unseparated
from shared.db import DatabaseUrls, provision, with_database, with_login

pytestmark = pytest.mark.integration


def roles(system: System) -> tuple[str, str]:
    assert system.db is not None
    if not system.db.separated:
        pytest.skip("the database user may not create roles: roles are not separated on this server")
    return system.db.projector, system.db.reader


def refused(url: str, statement: str, params: tuple[object, ...] = ()) -> None:
    with psycopg.connect(url) as c, pytest.raises(errors.InsufficientPrivilege):
        c.execute(statement, params)


def test_the_projector_may_not_delete_truncate_or_rewrite_history(system: System) -> None:
    projector, _ = roles(system)
    refused(projector, "DELETE FROM proposals")
    refused(projector, "TRUNCATE facts")
    refused(projector, "UPDATE facts SET value = '1'::jsonb")
    refused(projector, "UPDATE proposals SET value = '1'::jsonb, scope = 'x'")
    refused(projector, "DELETE FROM keys")
    refused(projector, "CREATE TABLE public.mine (x int)")
    with psycopg.connect(projector) as c:  # what it does need: add rows, retire versions, move its position
        c.execute("UPDATE facts SET retired_at = retired_at WHERE false")
        c.execute("UPDATE proposals SET status = status, verdict_at = verdict_at WHERE false")
        c.execute("UPDATE cases SET resolution = resolution WHERE false")
        c.execute("SELECT stream_seq FROM projector_position FOR UPDATE")
        c.execute("INSERT INTO dead_letters (stream_seq, subject, reason, data) VALUES (-1, 'x', 'x', '')")
        # issue 16: it may erase words in the views (a function that writes nothing but [erased])
        c.execute("SELECT provgate_erase_rows('public', '{}'::text[], '{}'::text[], '{}'::text[])")
        c.rollback()


def test_the_read_side_only_reads(system: System) -> None:
    _, reader = roles(system)
    refused(reader, "INSERT INTO dead_letters (stream_seq, subject, reason, data) VALUES (-1, 'x', 'x', '')")
    refused(reader, "UPDATE proposals SET status = status WHERE false")
    refused(reader, "UPDATE projector_position SET stream_seq = 0")
    refused(reader, "DELETE FROM facts WHERE false")
    refused(reader, "TRUNCATE claims")
    refused(reader, "SELECT provgate_erase_rows('public', '{}'::text[], '{}'::text[], '{}'::text[])")
    with psycopg.connect(reader) as c:
        for t in ("facts", "proposals", "sources", "claims", "cases", "keys", "retrievals", "projector_position"):
            c.execute(f"SELECT count(*) FROM {t}").fetchone()  # noqa: S608 - fixed table names


def test_a_delete_granted_by_mistake_is_still_refused_to_a_service(system: System) -> None:
    projector, _ = roles(system)
    assert system.database_url
    user = urlsplit(projector).username
    with psycopg.connect(system.database_url, autocommit=True) as owner:
        owner.execute(f'GRANT DELETE, TRUNCATE ON dead_letters TO "{user}"')
    try:
        refused(projector, "DELETE FROM dead_letters WHERE false")
        refused(projector, "TRUNCATE dead_letters")
    finally:
        with psycopg.connect(system.database_url, autocommit=True) as owner:
            owner.execute(f'REVOKE DELETE, TRUNCATE ON dead_letters FROM "{user}"')


def test_the_services_really_connect_as_their_roles(system: System) -> None:
    projector, reader = roles(system)
    assert system.database_url
    assert system.env("projector", 0)["PROVGATE_DATABASE_URL"] == projector
    assert system.env("intake", 0)["PROVGATE_DATABASE_URL"] == reader
    assert "PROVGATE_DATABASE_URL" not in system.env("gate", 0)
    assert "PROVGATE_DATABASE_URL" not in system.env("verifier", 0)
    with psycopg.connect(system.database_url) as c:
        users = {r[0] for r in c.execute(
            "SELECT DISTINCT usename FROM pg_stat_activity WHERE datname = current_database()")}
    assert {urlsplit(projector).username, urlsplit(reader).username} <= users


def test_a_wrong_password_is_refused(system: System) -> None:
    if system._pg is None:
        pytest.skip("an external server's authentication is its operator's")
    assert system.database_url and system.db
    with pytest.raises(psycopg.OperationalError, match="password authentication failed"):
        psycopg.connect(with_login(system.database_url, "postgres", "not-the-password"))
    for url in (system.db.projector, system.db.reader):
        user = urlsplit(url).username or ""
        with pytest.raises(psycopg.OperationalError, match="password authentication failed"):
            psycopg.connect(with_login(url, user, "not-the-password"))
    hba = [line.split() for line in (system._pg.pgdata / "pg_hba.conf").read_text().splitlines()
           if line.strip() and not line.startswith("#")]
    assert hba and all(line[-1] == "scram-sha-256" for line in hba)


def test_generated_passwords_are_kept_owner_only_and_reused(system: System) -> None:
    roles(system)
    assert system.database_url and system.db
    folder = system.secret_dir
    assert stat.S_IMODE(folder.stat().st_mode) == 0o700
    files = list(folder.iterdir())
    assert files and all(stat.S_IMODE(f.stat().st_mode) == 0o600 for f in files)
    again = provision(system.database_url, folder)  # what `provgate migrate` and a restart do
    assert again == system.db
    with psycopg.connect(again.reader) as c:
        assert c.execute("SELECT 1").fetchone() == (1,)


def test_without_createrole_every_service_shares_the_owner_url_and_is_warned(
        system: System, capsys: pytest.CaptureFixture[str]) -> None:
    if system._pg is None:
        pytest.skip("needs the embedded server's superuser to make a user without CREATEROLE")
    assert system.database_url
    user, password, db = f"plain_{uuid.uuid4().hex[:8]}", "plainpw1", f"plain_{uuid.uuid4().hex[:8]}"
    with psycopg.connect(system._pg.url, autocommit=True) as su:
        su.execute(f"CREATE ROLE {user} LOGIN CREATEDB PASSWORD '{password}'")
        su.execute(f"CREATE DATABASE {db} OWNER {user}")
        with psycopg.connect(with_database(system._pg.url, db), autocommit=True) as c:
            c.execute("CREATE EXTENSION IF NOT EXISTS vector")  # an extension only a superuser may create
    try:
        owner = with_database(with_login(system._pg.url, user, password), db)
        plain = System(home=system.home / "plain", database_url=owner)
        plain.db = provision(owner, plain.secret_dir)
        assert plain.db == DatabaseUrls(owner, owner, owner, separated=False)
        assert plain.service_database_url("projector") == plain.service_database_url("intake") == owner
        warn_unseparated(owner)
        err = capsys.readouterr().err
        assert "NOT separated" in err and password not in err
    finally:
        with psycopg.connect(system._pg.url, autocommit=True) as su:
            su.execute(f"DROP DATABASE IF EXISTS {db}")
            su.execute(f"DROP ROLE IF EXISTS {user}")
