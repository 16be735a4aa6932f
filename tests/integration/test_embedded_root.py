"""Issue 11 item 9: a newcomer who is root in a private home (/root, mode 0700) can start the
embedded PostgreSQL, and so can one on a machine with no `postgres` user."""
from __future__ import annotations

import os
import pwd
import shutil
import subprocess
import uuid
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest

from shared.embedded import EmbeddedPostgres, pg_install_dir

pytestmark = [pytest.mark.integration,
              pytest.mark.skipif(os.geteuid() != 0, reason="these cases exist only for root (PostgreSQL runs as another OS user)")]


def private_copy_of_the_wheel(home: Path) -> Path:
    """The pgserver wheel's tree as pip lays it out (pgserver/pginstall beside pgserver.libs), in a
    folder only root may enter, as a venv under /root is."""
    home.mkdir(mode=0o700)
    os.chmod(home, 0o700)
    src = pg_install_dir()
    site = home / ".venv" / "site-packages"
    shutil.copytree(src, site / "pgserver" / "pginstall", symlinks=True)
    libs = src.parent.parent / "pgserver.libs"
    if libs.is_dir():
        shutil.copytree(libs, site / "pgserver.libs", symlinks=True)
    return site / "pgserver" / "pginstall"


@pytest.fixture
def started() -> Iterator[list[EmbeddedPostgres]]:
    servers: list[EmbeddedPostgres] = []
    yield servers
    for pg in servers:
        pg.stop()
        if pg.data_dir.is_relative_to("/var/tmp"):  # the fallback data folder (the binaries' cache is shared)
            shutil.rmtree(pg.data_dir, ignore_errors=True)


def connects(pg: EmbeddedPostgres) -> None:
    with psycopg.connect(pg.url) as c:
        assert c.execute("SELECT current_user").fetchone() == ("postgres",)


def test_root_in_a_private_folder_starts_postgres_from_a_shared_copy(tmp_path: Path,
                                                                     started: list[EmbeddedPostgres]) -> None:
    home = tmp_path / "root-home"
    pginstall = private_copy_of_the_wheel(home)
    pg = EmbeddedPostgres(home / ".provgate" / "pg", pginstall=pginstall)
    started.append(pg)
    pg.start()
    connects(pg)
    assert not pg.bin.is_relative_to(home) and pg.bin.is_relative_to("/var/tmp")
    assert not pg.data_dir.is_relative_to(home)
    assert pg.secret_dir is not None and pg.secret_dir.is_relative_to(home)  # the password stays root's
    assert oct(home.stat().st_mode & 0o777) == "0o700"  # nothing of the user's home was opened up
    pg.stop()
    pg.start()  # a restart finds the same data and password
    connects(pg)


def test_a_missing_os_user_is_created(tmp_path: Path, started: list[EmbeddedPostgres],
                                      monkeypatch: pytest.MonkeyPatch) -> None:
    name = f"pgt{uuid.uuid4().hex[:8]}"
    with pytest.raises(KeyError):
        pwd.getpwnam(name)
    monkeypatch.setenv("PROVGATE_PG_OS_USER", name)
    try:
        pg = EmbeddedPostgres(tmp_path / "pg")
        started.append(pg)
        pg.start()
        connects(pg)
        user = pwd.getpwnam(name)
        assert user.pw_uid != 0 and user.pw_shell.endswith(("nologin", "false"))
        pid = pg.postmaster_pid()
        assert pid and os.stat(f"/proc/{pid}").st_uid == user.pw_uid
    finally:
        for pg in started:
            pg.stop()
        subprocess.run(["userdel", name], capture_output=True)
