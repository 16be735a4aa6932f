"""Start and supervise a whole provgate: servers (embedded or given), migrations, the stream, services.

`System` is what `provgate up`, `provgate demo` and the test fixtures all use, so the tests run
the same processes a user runs. Each service runs as its own process and is restarted if it
dies; stopping sends SIGTERM to all of them, then stops the embedded servers.
"""
from __future__ import annotations

import asyncio
import json
import os
import signal
import subprocess
import sys
import time
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any

import nats

from contracts.subjects import Subjects
from shared.bus import STREAM_MAX_BYTES, Bus
from shared.cpus import Placement, available, plan, running_on
from shared.db import DatabaseUrls, create_database, provision, redact
from shared.embedded import EmbeddedNats, EmbeddedPostgres
from shared.natsconf import USERS, NatsSecrets, render_accounts
from shared.procfs import kb_field
from shared.settings import whole_number

ROOT = Path(__file__).resolve().parents[1]
SERVICES = ("intake", "gate", "verifier", "projector")
# every process System runs: the auth callout first (no agent connects without it), then the services
PROCESSES = ("auth",) + SERVICES
INSTANCE_FILE = "instance.json"


@dataclass
class Instance:
    nats_url: str
    database_url: str
    prefix: str = "provgate"
    pid: int = 0
    # nats_url is the one agents connect to (their key as the token); the operator's commands use
    # admin (keys, status, ops, replay, verify), only `up` uses owner (the stream's config)
    nats_admin_url: str = ""
    nats_owner_url: str = ""

    @property
    def admin_url(self) -> str:
        return self.nats_admin_url or self.nats_url

    def save(self, home: Path) -> None:
        home.mkdir(parents=True, exist_ok=True)
        fd = os.open(home / INSTANCE_FILE, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)  # the owner's URL
        os.fchmod(fd, 0o600)
        with os.fdopen(fd, "w") as f:
            f.write(json.dumps(self.__dict__))

    @classmethod
    def find(cls, home: Path) -> Instance | None:
        """The running instance started by `provgate up` in this folder, if it is still alive."""
        f = home / INSTANCE_FILE
        if not f.exists():
            return None
        inst = cls(**json.loads(f.read_text()))
        try:
            os.kill(inst.pid, 0)
        except OSError:
            return None
        return inst


@dataclass
class Proc:
    service: str
    index: int
    popen: subprocess.Popen[bytes]
    restarts: int = 0


@dataclass
class System:
    home: Path
    nats_url: str | None = None
    database_url: str | None = None
    prefix: str = "provgate"
    replicas: dict[str, int] = field(default_factory=lambda: {s: 1 for s in SERVICES})
    extra_env: dict[str, str] = field(default_factory=dict)
    service_env: dict[str, dict[str, str]] = field(default_factory=dict)  # per service, over extra_env
    procs: list[Proc] = field(default_factory=list)
    _nats: EmbeddedNats | None = None
    nats_users: dict[str, str] = field(default_factory=dict)  # user -> URL with its password (embedded NATS)
    nats_secrets: NatsSecrets | None = None
    _pg: EmbeddedPostgres | None = None
    db: DatabaseUrls | None = None  # the owner's URL (= database_url) and each service role's

    @classmethod
    def from_env(cls, home: Path, **kw: Any) -> System:
        return cls(home=home, nats_url=os.environ.get("PROVGATE_NATS_URL") or None,
                   database_url=os.environ.get("PROVGATE_DATABASE_URL") or None, **kw)

    @property
    def secret_dir(self) -> Path:
        """Generated passwords (PostgreSQL's superuser, the service roles): mode 0700, files 0600."""
        return self.home / "secrets"

    # ---------------------------------------------------------------- servers
    def start_servers(self) -> None:
        asyncio.run(self.astart_servers())

    @cached_property
    def placement(self) -> Placement | None:
        """Which cores each process runs on (`PROVGATE_CPUS`, shared/cpus.py): each front (intake deciding
        in-process, the fold) on one of its own, everything else on the others; None: left to the
        scheduler. Unfolded, the deciding is spread over processes of their own and nothing is placed
        (measured only folded)."""
        hot = self.replicas.get("intake", 1) if self.fold and self.runs("intake") else 0
        return plan(available(), hot, self.env_value("PROVGATE_CPUS", "auto"))

    def cores(self, service: str, index: int = 0) -> frozenset[int] | None:
        """The cores a process of `service` (or "nats-server", "postgres") runs on; None: any."""
        if self.placement is None:
            return None
        return self.placement.of(index if service == "intake" else None)

    @cached_property
    def stream_settings(self) -> tuple[int, int]:
        """(replicas, max_bytes) of the event log, from PROVGATE_STREAM_REPLICAS (1) and
        PROVGATE_STREAM_MAX_BYTES (4 GiB); anything but whole numbers JetStream takes (1-5 replicas,
        1 MiB up to a signed 64-bit count of bytes) is a ValueError that names the variable (-1, "no
        limit" to JetStream, among them), before any server starts."""
        return (whole_number("PROVGATE_STREAM_REPLICAS", self.env_value("PROVGATE_STREAM_REPLICAS", "1"), 1, 5,
                             what="a whole number from 1 to 5"),
                whole_number("PROVGATE_STREAM_MAX_BYTES",
                             self.env_value("PROVGATE_STREAM_MAX_BYTES", str(STREAM_MAX_BYTES)), 2**20, 2**63 - 1,
                             what=f"a whole number of bytes from {2**20} to {2**63 - 1}"))

    async def astart_servers(self) -> None:
        _ = self.placement  # a PROVGATE_CPUS it does not know stops it here, before anything starts
        _ = self.stream_settings  # and so does a log limit that is not one
        if not self.nats_url:
            with running_on(self.cores("nats-server")):
                self._start_nats()
            if (msg := memory_warning(self.stream_settings[1], available_memory())) is not None:
                warn(msg)
        if not self.database_url:
            with running_on(self.cores("postgres")):
                self._pg = EmbeddedPostgres(self.home / "pg", secret_dir=self.secret_dir).start()
            self.database_url = create_database(self._pg.url, "provgate")
        self.db = provision(self.database_url, self.secret_dir)
        if not self.db.separated:
            warn_unseparated(self.database_url)
        await self._ensure_stream()

    def _start_nats(self) -> None:
        """The embedded nats-server with deploy/'s accounts and permissions (shared/natsconf.py),
        rendered for this prefix; passwords and the callout issuer's seed are made once and kept
        owner-only in the secrets folder."""
        self.nats_secrets = NatsSecrets.load_or_create(self.secret_dir / "nats.json")
        conf = self.home / "nats" / "provgate.conf"
        conf.parent.mkdir(parents=True, exist_ok=True)
        conf.write_text(render_accounts(self.prefix))
        self._nats = EmbeddedNats(self.home / "nats").start(conf, env=self.nats_secrets.server_env())
        self.nats_url = self._nats.url
        host = self.nats_url.removeprefix("nats://")
        self.nats_users = {u: f"nats://{u}:{self.nats_secrets.passwords[u]}@{host}" for u in USERS}

    def nats_url_for(self, user: str) -> str:
        """The URL one NATS user connects with; on a server provgate did not start, the URL as given."""
        assert self.nats_url
        return self.nats_users.get(user) or self.nats_url

    @property
    def admin_url(self) -> str:
        return self.nats_url_for("admin")

    def runs(self, service: str) -> bool:
        """auth runs where provgate holds the callout's key: its embedded server, or one given with
        PROVGATE_AUTH_ISSUER_SEED (e.g. deploy/'s cluster); an external server without it is not
        configured by provgate (deploy/README.md)."""
        if self.replicas.get(service, 1) <= 0 or (service in self.folded and self.fold):
            return False  # folded: it runs inside each intake process (services/front)
        return service != "auth" or bool(self.nats_secrets or "PROVGATE_AUTH_ISSUER_SEED" in self.env("auth", 0))

    async def _ensure_stream(self) -> None:
        assert self.nats_url
        bus = await Bus.connect(self.nats_url_for("owner"), Subjects(self.prefix))
        try:
            replicas, max_bytes = self.stream_settings
            await bus.ensure_stream(replicas, update=True, max_bytes=max_bytes)
        finally:
            await bus.close()

    # ---------------------------------------------------------------- services
    def env(self, service: str, index: int) -> dict[str, str]:
        assert self.nats_url and self.database_url
        env = dict(os.environ)
        env.update({
            "PROVGATE_NATS_URL": self.nats_url_for(service),
            "PROVGATE_PREFIX": self.prefix, "PROVGATE_INSTANCE": f"{service}-{index}",
            "PYTHONPATH": str(ROOT) + os.pathsep + env.get("PYTHONPATH", ""),
        })
        env.pop("PROVGATE_DATABASE_URL", None)  # the gate and the verifier have no database
        if db_url := self.service_database_url(service):
            env["PROVGATE_DATABASE_URL"] = db_url
        if service != "auth":
            env.pop("PROVGATE_AUTH_ISSUER_SEED", None)  # the callout's key goes to the auth service only
        elif self.nats_secrets:
            env["PROVGATE_AUTH_ISSUER_SEED"] = self.nats_secrets.issuer_seed
        env.setdefault("PROVGATE_LOG_FORMAT", "json")
        env.update(self.extra_env)
        env.update(self.service_env.get(service, {}))
        return env

    def service_database_url(self, service: str) -> str | None:
        """The projector writes as its role, intake reads as the reader; nobody else connects."""
        db = self.db or DatabaseUrls(*(3 * [self.database_url or ""]), separated=False)
        return {"projector": db.projector, "intake": db.reader}.get(service) or None

    @property
    def fold(self) -> bool:
        """Issue 14's fold, the default (PROVGATE_FOLD=0 turns it off): each intake process runs the
        gate and the rules verifier too, and decides (and judges) the proposals it stores right
        behind their append (services/front); no gate or rules verifier process of its own."""
        return self.env_value("PROVGATE_FOLD", "1") == "1"

    @property
    def folded(self) -> tuple[str, ...]:
        """The services a folded intake runs inside itself: the gate, and the verifier unless its
        backend is a model (an `llm` verifier stays a service of its own)."""
        backend = self.env_value("PROVGATE_BACKEND", "rules")
        return ("gate", "verifier") if backend == "rules" else ("gate",)

    def env_value(self, name: str, default: str) -> str:
        return self.extra_env.get(name, os.environ.get(name, default))

    def spawn(self, service: str, index: int) -> subprocess.Popen[bytes]:
        logs = self.home / "logs"
        logs.mkdir(parents=True, exist_ok=True)
        out = open(logs / f"{service}-{index}.log", "ab")  # noqa: SIM115 - owned by the child
        module = "front" if service == "intake" and self.fold else service
        env = self.env(service, index)
        if module == "front":  # the gate and verifier halves append with their own logins
            env["PROVGATE_GATE_NATS_URL"] = self.nats_url_for("gate")
            env["PROVGATE_VERIFIER_NATS_URL"] = self.nats_url_for("verifier")
        with running_on(self.cores(service, index)):
            return subprocess.Popen([sys.executable, "-m", f"services.{module}"], cwd=ROOT, env=env, stdin=subprocess.DEVNULL,
                                    stdout=out, stderr=subprocess.STDOUT, start_new_session=True)

    def start_services(self) -> None:
        for service in (s for s in PROCESSES if self.runs(s)):
            for i in range(self.replicas.get(service, 1)):
                self.procs.append(Proc(service, i, self.spawn(service, i)))

    def wait_ready(self, timeout: float = 60.0) -> None:
        asyncio.run(self.await_ready(timeout))

    async def await_ready(self, timeout: float = 60.0) -> None:
        assert self.nats_url
        subjects = Subjects(self.prefix)
        nc = await nats.connect(self.admin_url)
        deadline = time.monotonic() + timeout
        try:
            for service in (s for s in PROCESSES if self.runs(s)):
                while True:
                    dead = [p for p in self.procs if p.popen.poll() is not None]
                    if dead:
                        d = dead[0]
                        raise RuntimeError(f"{d.service} exited with {d.popen.returncode}; see "
                                           f"{self.home / 'logs' / f'{d.service}-{d.index}.log'}")
                    try:
                        await nc.request(subjects.health(service), b"", timeout=0.5)
                        break
                    except Exception:  # noqa: BLE001 - not up yet
                        if time.monotonic() > deadline:
                            raise TimeoutError(f"{service} did not become healthy") from None
                        await asyncio.sleep(0.05)
        finally:
            await nc.close()

    def supervise_once(self) -> list[str]:
        """Restart the embedded servers (same ports, data and credentials), then the services, that
        died; returns what was restarted."""
        restarted = []
        for name, server in (("nats-server", self._nats), ("postgres", self._pg)):
            if server is not None and not server.alive():
                with running_on(self.cores(name)):
                    server.restart()
                restarted.append(name)
        for p in self.procs:
            if p.popen.poll() is not None:
                p.restarts += 1
                p.popen = self.spawn(p.service, p.index)
                restarted.append(f"{p.service}-{p.index}")
        return restarted

    def stop_services(self, procs: list[Proc] | None = None) -> None:
        procs = self.procs if procs is None else procs
        for p in procs:
            if p.popen.poll() is None:
                p.popen.send_signal(signal.SIGTERM)
        deadline = time.monotonic() + 10
        for p in procs:
            try:
                p.popen.wait(max(0.1, deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                p.popen.kill()
                p.popen.wait()

    def start(self, timeout: float = 60.0) -> System:
        return asyncio.run(self.astart(timeout))

    async def astart(self, timeout: float = 60.0) -> System:
        """Servers, migrations, the stream, then every service, ready when this returns."""
        try:
            await self.astart_servers()
            self.start_services()
            await self.await_ready(timeout)
        except BaseException:
            self.stop()
            raise
        return self

    def stop(self) -> None:
        self.stop_services()
        if self._nats:
            self._nats.stop()
        if self._pg:
            self._pg.stop()

    def instance(self) -> Instance:
        assert self.nats_url and self.database_url
        return Instance(self.nats_url, self.database_url, self.prefix, os.getpid(),
                        nats_admin_url=self.nats_users.get("admin", ""), nats_owner_url=self.nats_users.get("owner", ""))

    def proc(self, service: str, index: int = 0) -> Proc:
        return next(p for p in self.procs if p.service == service and p.index == index)


def available_memory() -> int | None:
    """MemAvailable of /proc/meminfo in bytes; None where there is none."""
    return kb_field("/proc/meminfo", "MemAvailable")


def memory_warning(max_bytes: int, available: int | None) -> str | None:
    """What to say at start when the embedded nats-server may need more memory than the machine has.

    Each decision is a compare-and-set on its slot, for which nats-server reads the slot's latest
    event; once agents revisit old facts, every block of the log stays in its cache, and its RSS was
    about twice the log's size (loadtest/RESULTS.md, 2026-12-04). None: it fits, or nothing is known."""
    need = 2 * max_bytes
    if available is None or need <= available:
        return None
    gib = 1024**3
    return (f"WARNING: the event log may grow to {max_bytes / gib:.1f} GiB (PROVGATE_STREAM_MAX_BYTES), and the "
            f"embedded nats-server then holds about twice that in memory ({need / gib:.1f} GiB) once agents revisit "
            f"old facts; this machine has {available / gib:.1f} GiB available. Set PROVGATE_STREAM_MAX_BYTES lower, "
            "or give it more memory (README, \"Flood\").")


def warn(msg: str) -> None:
    """A warning of `provgate up`: in its log, and on stderr for whoever started it."""
    import logging

    logging.getLogger("provgate").warning(msg)
    print(msg, file=sys.stderr, flush=True)


def warn_unseparated(owner_url: str) -> None:
    """Said on every start: the services share one all-powerful database login."""
    warn(f"WARNING: the database user of {redact(owner_url)} may not create roles, so every service uses it:"
         " roles are NOT separated (the projector and intake could delete history). Give it CREATEROLE,"
         " or run `provgate migrate` as a user who has it.")
