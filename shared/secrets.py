"""Generated secrets kept owner-only: one file per secret (mode 0600) in a folder of mode 0700.

A secret is made on first use and read back on every later start, so a restart finds the same
passwords its servers and roles were given.
"""
from __future__ import annotations

import os
import secrets
import string
from pathlib import Path

ALPHABET = string.ascii_letters + string.digits


def new_password(length: int = 32) -> str:
    """Letters and digits, starting with a letter: safe unquoted in a URL, a conninfo string or a config."""
    return secrets.choice(string.ascii_letters) + "".join(secrets.choice(ALPHABET) for _ in range(length - 1))


def owner_only_dir(path: Path) -> Path:
    path.mkdir(parents=True, exist_ok=True)
    os.chmod(path, 0o700)
    return path


def kept_secret(folder: Path, name: str) -> str:
    """The secret `name` kept in `folder`, generated (and written mode 0600) on first use."""
    owner_only_dir(folder)
    f = folder / name
    if f.exists():
        os.chmod(f, 0o600)
        value = f.read_text().strip()
        if value:
            return value
    value = new_password()
    fd = os.open(f, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w") as out:
        out.write(value + "\n")
    return value
