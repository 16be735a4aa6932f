"""`provgate`: run the system, make keys, read facts and the journal, run the demo."""
from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import sys
import time
from pathlib import Path
from typing import Annotated, Any

import typer
from pydantic import TypeAdapter, ValidationError
from rich.console import Console
from rich.table import Table

from contracts.common import Scope
from contracts.subjects import Subjects

from .runtime import SERVICES, Instance, System

app = typer.Typer(help="provgate: the provenance gate in front of agent memory.", no_args_is_help=True,
                  add_completion=False)
keys_app = typer.Typer(help="Make and list keys (roles: agent, channel, reviewer).", no_args_is_help=True)
app.add_typer(keys_app, name="keys")
review_app = typer.Typer(help="What waits for a reviewer, and deciding it (needs a reviewer key).",
                         no_args_is_help=True)
app.add_typer(review_app, name="review")
KeyOpt = Annotated[str, typer.Option("--key", envvar="PROVGATE_KEY", help="a reviewer key (or PROVGATE_KEY)")]
console = Console(width=None if sys.stdout.isatty() else 120)


def home() -> Path:
    return Path(os.environ.get("PROVGATE_HOME", ".provgate")).resolve()


def target() -> Instance:
    """The running instance in this folder, else the servers named by the environment."""
    inst = Instance.find(home())
    if inst:
        return inst
    nats_url, db_url = os.environ.get("PROVGATE_NATS_URL"), os.environ.get("PROVGATE_DATABASE_URL")
    if nats_url and db_url:
        # agents' URL; the operator's commands use PROVGATE_NATS_ADMIN_URL when it is set (deploy/)
        return Instance(nats_url, db_url, os.environ.get("PROVGATE_PREFIX", "provgate"),
                        nats_admin_url=os.environ.get("PROVGATE_NATS_ADMIN_URL", ""))
    console.print("[red]No running provgate here.[/red] Start one with `provgate up`, or set "
                  "PROVGATE_NATS_URL and PROVGATE_DATABASE_URL.")
    raise typer.Exit(2)


@app.command()
def up(gates: Annotated[int, typer.Option(help="gate instances (more than one: the gate runs as a service of its own)")] = 1) -> None:
    """Start everything in the foreground; Ctrl-C stops it all."""
    if Instance.find(home()):
        console.print(f"[red]provgate is already running from {home()}[/red]")
        raise typer.Exit(1)
    system = System.from_env(home(), prefix=os.environ.get("PROVGATE_PREFIX", "provgate"))
    system.replicas["gate"] = gates
    if gates != 1 and system.fold:  # gate instances of their own: intake, the gate and the verifier unfolded
        if os.environ.get("PROVGATE_FOLD") == "1":
            console.print("[red]--gates needs the gate as a service of its own: not with PROVGATE_FOLD=1[/red]")
            raise typer.Exit(2)
        system.extra_env["PROVGATE_FOLD"] = "0"
    stopping = False

    def on_signal(*_: Any) -> None:
        nonlocal stopping
        stopping = True

    signal.signal(signal.SIGINT, on_signal)
    signal.signal(signal.SIGTERM, on_signal)
    system.start()
    inst = system.instance()
    inst.save(home())
    # db: the read-only role's URL (never the owner's or the superuser's password); the CLI finds
    # the owner's in .provgate/instance.json (mode 0600)
    print(f"provgate ready nats={inst.nats_url} db={system.service_database_url('intake')}", flush=True)
    placed = system.placement
    print(f"cores: {placed.describe() if placed else 'left to the scheduler (PROVGATE_CPUS)'}", flush=True)
    try:
        while not stopping:
            for name in system.supervise_once():
                print(f"restarted {name}", flush=True)
            time.sleep(0.5)
    finally:
        (home() / "instance.json").unlink(missing_ok=True)
        system.stop()
        print("provgate stopped", flush=True)


@app.command()
def demo() -> None:
    """Run the seeds' story through the real services (starting them if none is running)."""
    from .demo import run_demo

    inst = Instance.find(home())
    system = None
    if inst is None:
        console.print("starting provgate (embedded NATS and PostgreSQL unless PROVGATE_*_URL are set) ...")
        system = System.from_env(home() / "demo", prefix=os.environ.get("PROVGATE_PREFIX", "provgate")).start()
        inst = system.instance()
    try:
        asyncio.run(run_demo(inst.nats_url, inst.prefix, console, admin_url=inst.admin_url))
    finally:
        if system:
            system.stop()


@app.command()
def redteam() -> None:
    """Run the adversarial suite through the bus (starting a temporary provgate if none runs); non-zero on any miss."""
    from .redteam.runner import run_suite

    inst = Instance.find(home())
    system = None
    if inst is None and not (os.environ.get("PROVGATE_NATS_URL") and os.environ.get("PROVGATE_DATABASE_URL")):
        console.print("no running provgate here: starting a temporary one ...")
        system = System.from_env(home() / "redteam", prefix=os.environ.get("PROVGATE_PREFIX", "provgate")).start()
        inst = system.instance()
    try:
        at = inst or target()
        report = asyncio.run(run_suite(at.nats_url, at.prefix, admin_url=at.admin_url))
    finally:
        if system:
            system.stop()
    t = Table(title=f"red team, scope {report.scope}")
    for c in ("class", "cases", "blocked", "passed", "held for review"):
        t.add_column(c)
    for r in report.table():
        t.add_row(r["class"], str(r["cases"]), "" if r["legit"] else f"{r['ok']}/{r['cases']}",
                  f"{r['ok']}/{r['cases']}" if r["legit"] else "", str(r["held"]) if r["held"] else "")
    attacks = [o for o in report.counted if o.cls != "legitimate_update"]
    legit = [o for o in report.counted if o.cls == "legitimate_update"]
    t.add_row("[bold]all attacks[/bold]", str(len(attacks)), f"{sum(o.ok for o in attacks)}/{len(attacks)}", "", "")
    t.add_row("[bold]all legitimate[/bold]", str(len(legit)), "", f"{sum(o.ok for o in legit)}/{len(legit)}", "")
    console.print(t)
    for o in report.misses:
        console.print(f"[red]MISS[/red] {o.case_id} ({o.cls}): expected {o.expect}, got {o.got} {o.note}")
    if report.misses:
        raise typer.Exit(1)


@app.command(context_settings={"allow_extra_args": True, "ignore_unknown_options": True})
def groundeval(ctx: typer.Context) -> None:
    """Score grounding on its labelled corpus (issue 13); exit 1 on any false acceptance."""
    from .groundeval import main as run_groundeval

    raise typer.Exit(run_groundeval(ctx.args))


def _progress(p: Any) -> None:
    print(f"replay: {p.applied}/{p.total} events, {p.rate:,.0f} events/s, eta {p.eta_s:,.1f} s", flush=True)


def _checksum_table(title: str, sums: dict[str, tuple[int, str]], other: dict[str, tuple[int, str]] | None = None) -> Table:
    t = Table(title=title)
    for c in ("view", "rows", "md5") + (("replay md5", "same") if other else ()):
        t.add_column(c)
    for view, (n, digest) in sums.items():
        row = [view, str(n), digest[:12]]
        if other:
            row += [other[view][1][:12], "yes" if other[view] == (n, digest) else "[red]NO[/red]"]
        t.add_row(*row)
    return t


@app.command()
def replay(
    until: Annotated[str | None, typer.Option(help="stop at a stream sequence (number) or a time (ISO 8601)")] = None,
    schema: Annotated[str | None, typer.Option(help="schema to build into (default replay_<time>)")] = None,
) -> None:
    """Rebuild every view from the first event of the log, then swap it in (or, with --until,
    leave the state as it stood then in a schema you can query)."""
    from datetime import datetime

    from .replay import replay as run_replay
    from .replay import swap_in

    inst = target()
    until_seq = int(until) if until and until.isdigit() else None
    until_time = datetime.fromisoformat(until.replace("Z", "+00:00")) if until and until_seq is None else None
    name = schema or f"replay_{int(time.time())}"
    from shared.loop import run as run_loop

    last = run_loop(run_replay(inst.admin_url, inst.database_url, inst.prefix, name, until_seq=until_seq,
                               until_time=until_time, progress=_progress), service=False)
    from shared.checksum import view_checksums

    console.print(_checksum_table(f"views rebuilt from the log up to event {last}, schema {name}",
                                  view_checksums(inst.database_url, name)))
    if until is None:
        swap_in(inst.database_url, name)
        console.print(f"swapped in: the live views are now the replay of events 1..{last} "
                      f"(the projector carries on from there); schema {name} kept for comparison")
    else:
        console.print(f"query it with: SET search_path TO {name}, public;")


@app.command()
def verify() -> None:
    """Compare the live views with a fresh replay of the log, table by table; non-zero on a difference."""
    import uuid

    import psycopg
    from psycopg import sql

    from shared.checksum import view_checksums
    from shared.loop import run as run_loop

    from .replay import differences, live_snapshot
    from .replay import replay as run_replay

    inst = target()
    pos, live = live_snapshot(inst.database_url)
    name = f"verify_{uuid.uuid4().hex[:8]}"
    try:
        run_loop(run_replay(inst.admin_url, inst.database_url, inst.prefix, name, until_seq=pos, progress=_progress),
                 service=False)
        fresh = view_checksums(inst.database_url, name)
    finally:
        with psycopg.connect(inst.database_url, autocommit=True) as c:
            c.execute(sql.SQL("DROP SCHEMA IF EXISTS {} CASCADE").format(sql.Identifier(name)))
    console.print(_checksum_table(f"live views at event {pos} against a replay of events 1..{pos}", live, fresh))
    diff = differences(live, fresh)
    if diff:
        console.print(f"[red]differ: {', '.join(diff)}[/red]")
        raise typer.Exit(1)
    console.print("[green]identical[/green]")


def _reviewer(key: str) -> Any:
    from client import Client

    inst = target()
    return inst, (lambda: Client.connect(inst.nats_url, key, inst.prefix))


def _call(key: str, fn: Any) -> Any:
    from client import ProvgateError

    _, connect = _reviewer(key)

    async def go() -> Any:
        c = await connect()
        try:
            return await fn(c)
        finally:
            await c.close()

    try:
        return asyncio.run(go())
    except ProvgateError as e:
        console.print(f"[red]{e.code}[/red]: {e.message}")
        raise typer.Exit(1) from None


def _sources(side: Any) -> str:
    return "\n".join(f"{s.speaker or s.kind} ({s.authority}): \"{s.text}\"" for s in side.sources) or "no source"


@review_app.command("list")
def review_list(scope: str, key: KeyOpt, limit: int = 50) -> None:
    """What waits, oldest first: the proposed value beside the current one, each with its sources."""
    items = _call(key, lambda c: c.reviews(scope, limit))
    t = Table(title=f"waiting for a reviewer in {scope} (oldest first)")
    t.add_column("proposal / case", no_wrap=True, min_width=36)  # ids are copied from here: never cut them
    for col in ("slot", "proposed", "current", "why held"):
        t.add_column(col, overflow="fold")
    for i in items:
        cur = "\n".join(f"{c.value}\n{_sources(c)}" for c in i.current) or "-"
        t.add_row(f"{i.proposal_id}\n{i.case_id or ''}", f"{i.subject}\n{i.predicate}",
                  f"{i.proposed.value} (by {i.proposed.proposed_by})\n{_sources(i.proposed)}", cur,
                  ", ".join(i.reasons))
    console.print(t)
    if not items:
        console.print("nothing waits")


@review_app.command("decide")
def review_decide(proposal_id: str, decision: Annotated[str, typer.Argument(help="approve | reject")],
                  reason: Annotated[str, typer.Option(help="one sentence, journaled with your name")], key: KeyOpt) -> None:
    """Approve or reject a quarantined proposal."""
    r = _call(key, lambda c: c.decide(proposal_id, decision, reason))
    console.print(f"{r.proposal_id}: {r.status}" + (f" (fact {r.fact_id})" if r.fact_id else ""))


@review_app.command("resolve")
def review_resolve(case_id: str, resolution: Annotated[str, typer.Argument(help="contradiction | temporal_change | dismissed")],
                   reason: Annotated[str, typer.Option(help="one sentence, journaled with your name")], key: KeyOpt,
                   winner: Annotated[str | None, typer.Option(help="the proposal that wins")] = None) -> None:
    """Resolve a conflict case."""
    r = _call(key, lambda c: c.resolve(case_id, resolution, reason, winner=winner))
    console.print(f"{case_id}: {resolution}; proposal {r.proposal_id} {r.status}")


@app.command("console")
def console_cmd(
    key: KeyOpt,
    scope: Annotated[str, typer.Option(help="the scope to show first (any the key holds)")] = "",
    port: Annotated[int, typer.Option(help="the HTTP port")] = 8766,
    host: Annotated[str, typer.Option(help="the address to listen on")] = "127.0.0.1",
) -> None:
    """The console: a local web page of a scope's ledger (refusals first, with provenance), a subject as of a
    time, and what waits for a reviewer with forms to decide it (deciding needs a reviewer key)."""
    from .console import serve

    inst = target()
    serve(inst.nats_url, key, inst.prefix, scope, host=host, port=port)


@app.command()
def mcp(
    http: Annotated[bool, typer.Option("--http", help="serve streamable HTTP instead of stdio")] = False,
    port: Annotated[int, typer.Option(help="the HTTP port (with --http)")] = 8765,
    host: Annotated[str, typer.Option(help="the HTTP address (with --http)")] = "127.0.0.1",
    config: Annotated[Path | None, typer.Option(help="TOML with key, nats_url, prefix (default ~/.config/provgate/mcp.toml)")] = None,
) -> None:
    """provgate's tools for agent hosts over MCP (stdio, or --http); the key from PROVGATE_KEY or the config file."""
    from .mcp_server import serve

    serve(http=http, host=host, port=port, config=config)


@app.command(context_settings={"allow_extra_args": True, "ignore_unknown_options": True}, add_help_option=False)
def bench(ctx: typer.Context) -> None:
    """The load test: a rate sweep, provgate beside the bare NATS + PostgreSQL baseline (loadtest/)."""
    from loadtest.bench import main as bench_main

    raise typer.Exit(bench_main(list(ctx.args)))


@keys_app.command("create")
def keys_create(
    role: Annotated[str, typer.Option(help="agent | channel | reviewer")],
    name: Annotated[str, typer.Option(help="who holds the key")],
    scope: Annotated[list[str], typer.Option(help="a scope the key may use (repeat for more)")],
) -> None:
    """Make a key. The secret is printed once, alone on the last line; only its hash is stored."""
    from shared.bus import Bus

    from .keys import create_key

    if role not in ("agent", "channel", "reviewer"):
        console.print("[red]--role must be agent, channel or reviewer[/red]")
        raise typer.Exit(2)
    try:
        scopes = [TypeAdapter(Scope).validate_python(s) for s in scope]
    except ValidationError:
        console.print("[red]a scope is letters, digits and _.:- in /-separated parts, e.g. acme/fleet[/red]")
        raise typer.Exit(2) from None
    inst = target()

    async def go() -> Any:
        bus = await Bus.connect(inst.admin_url, Subjects(inst.prefix))
        try:
            return await create_key(bus, role=role, name=name, scopes=scopes)
        finally:
            await bus.close()

    evt, secret = asyncio.run(go())
    print(f"key {evt.key_id} role={evt.role} name={evt.name} scopes={','.join(evt.scopes)}")
    print(secret)


@keys_app.command("list")
def keys_list() -> None:
    """List keys (never their secrets), revoked ones with when and why."""
    import psycopg

    inst = target()
    t = Table("key", "name", "role", "scopes", "created", "revoked")
    with psycopg.connect(inst.database_url) as conn:
        for r in conn.execute(
                "SELECT k.key_id, k.name, k.role, k.scopes, k.created_at, r.revoked_at, r.reason, r.replaced_by"
                " FROM keys k LEFT JOIN key_revocations r ON r.secret_hash = k.secret_hash ORDER BY k.created_at"):
            revoked = "" if r[5] is None else f"{r[5].isoformat(timespec='seconds')} {r[6]}" + (
                f" (rotated to {r[7]})" if r[7] else "")
            t.add_row(r[0], r[1], r[2], ", ".join(r[3]), r[4].isoformat(timespec="seconds"), revoked)
    console.print(t)


def _key_hash(inst: Instance, key_id: str) -> str:
    import psycopg

    with psycopg.connect(inst.database_url) as conn:
        row = conn.execute("SELECT secret_hash FROM keys WHERE key_id = %s", (key_id,)).fetchone()
    if row is None:
        console.print(f"[red]no key {key_id}[/red] (`provgate keys list` shows them)")
        raise typer.Exit(2)
    return str(row[0])


def _key_change(fn: Any) -> Any:
    from shared.bus import Bus

    from .keys import KeyError_

    inst = target()

    async def go() -> Any:
        bus = await Bus.connect(inst.admin_url, Subjects(inst.prefix))
        try:
            return await fn(bus, inst)
        finally:
            await bus.close()

    try:
        return asyncio.run(go())
    except KeyError_ as e:
        typer.echo(str(e), err=True)  # (unwrapped: one line an operator can search for)
        raise typer.Exit(1) from None


@keys_app.command("revoke")
def keys_revoke(key_id: str, reason: Annotated[str, typer.Option(help="why, kept with the key")]) -> None:
    """Revoke a key: its next call is `unauthenticated` (within intake's 5 s key cache); the decisions
    it took part in keep its name."""
    from .keys import revoke_key

    evt = _key_change(lambda bus, inst: revoke_key(bus, secret_hash=_key_hash(inst, key_id), reason=reason))
    print(f"revoked {evt.key_id}: {evt.reason}")


@keys_app.command("rotate")
def keys_rotate(key_id: str, reason: Annotated[str, typer.Option(help="why, kept with the old key")] = "rotated") -> None:
    """A new key for the same holder, role and scopes; the old one is revoked. The new secret is
    printed once, alone on the last line."""
    from .keys import rotate_key

    evt, secret = _key_change(lambda bus, inst: rotate_key(bus, secret_hash=_key_hash(inst, key_id), reason=reason))
    print(f"key {evt.key_id} role={evt.role} name={evt.name} scopes={','.join(evt.scopes)} replaces {key_id}")
    print(secret)


@app.command()
def facts(
    scope: str, subject: str,
    predicate: Annotated[str | None, typer.Option(help="one predicate only")] = None,
    as_of: Annotated[str | None, typer.Option("--as-of", help="valid time (ISO 8601)")] = None,
    known_at: Annotated[str | None, typer.Option("--known-at", help="transaction time (ISO 8601)")] = None,
    history: Annotated[bool, typer.Option("--history", help="every version of --predicate")] = False,
) -> None:
    """Print the facts of a subject (current, as of a time, or the whole history)."""
    from datetime import datetime

    import psycopg
    from psycopg.rows import dict_row

    from domain.canon import canon_text

    inst = target()

    def parse(s: str | None) -> datetime | None:
        return datetime.fromisoformat(s.replace("Z", "+00:00")) if s else None

    async def go() -> list[dict[str, Any]]:
        from services.intake import store

        async with await psycopg.AsyncConnection.connect(inst.database_url, row_factory=dict_row) as conn:
            if history:
                if not predicate:
                    raise typer.BadParameter("--history needs --predicate")
                return await store.history(conn, scope, canon_text(subject), canon_text(predicate))
            return await store.facts(conn, scope, canon_text(subject), canon_text(predicate) if predicate else None,
                                     parse(as_of), parse(known_at))

    rows = asyncio.run(go())
    t = Table("predicate", "value", "valid from", "valid to", "recorded", "fact", "proposed by", "superseded by")
    for r in rows:
        t.add_row(r["predicate"], str(r["value"]), r["valid_from"].isoformat(timespec="seconds"),
                  r["valid_to"].isoformat(timespec="seconds") if r["valid_to"] else "",
                  r["recorded_at"].isoformat(timespec="seconds"), r["fact_id"], r["proposed_by"], r["superseded_by"] or "")
    console.print(t)


@app.command()
def journal(
    scope: str,
    subject: Annotated[str | None, typer.Option(help="one subject only")] = None,
    limit: int = 50,
) -> None:
    """Print the journal: every proposal attempted, refusals first, then newest first."""
    import psycopg
    from psycopg.rows import dict_row

    from domain.canon import canon_text

    inst = target()

    async def go() -> list[dict[str, Any]]:
        from services.intake import store

        async with await psycopg.AsyncConnection.connect(inst.database_url, row_factory=dict_row) as conn:
            return await store.journal(conn, scope, canon_text(subject) if subject else None, limit)

    t = Table("status", "subject", "predicate", "value", "by", "reasons", "verdict", "received")
    for r in asyncio.run(go()):
        t.add_row(r["status"], r["subject"], r["predicate"], str(r["value"]), r["proposed_by"], ", ".join(r["reasons"]),
                  f"{r['verdict_by']}: {r['verdict_reason']}" if r["verdict_outcome"] else "",
                  r["received_at"].isoformat(timespec="seconds"))
    console.print(t)


@app.command()
def explain(scope: str, fact_id: str) -> None:
    """Print the chain behind a fact: sources, proposal, decision, verdict, cases, versions, deliveries."""
    from .explain import explain as read
    from .explain import render

    found = asyncio.run(read(target().database_url, scope, fact_id))
    if found is None:
        print(f"no fact {fact_id} in scope {scope}")
        raise typer.Exit(1)
    print(render(found))


@app.command()
def erase(scope: Annotated[str, typer.Option("--scope", help="the scope the speaker's words were recorded in")],
          speaker: Annotated[str, typer.Option("--speaker", help="the speaker, as the sources name them")],
          yes: Annotated[bool, typer.Option("--yes", help="do not ask for confirmation")] = False) -> None:
    """Erase a speaker's words for good (issue 16): their key is destroyed, the views show [erased],
    and facts that stood only on their words are withdrawn. Irreversible; the log stays append-only."""
    from shared.bus import Bus

    from .erase import EraseError
    from .erase import erase as run

    if not speaker.strip():
        console.print("[red]--speaker must name a speaker[/red]")
        raise typer.Exit(2)
    if not yes and not typer.confirm(f"Erase every word of {speaker!r} in scope {scope!r}? This cannot be undone."):
        raise typer.Exit(1)
    inst = target()

    async def go() -> Any:
        bus = await Bus.connect(inst.admin_url, Subjects(inst.prefix))
        try:
            return await run(bus, inst.database_url, scope=scope, speaker=speaker, say=lambda m: print(m, flush=True))
        finally:
            await bus.close()

    try:
        done = asyncio.run(go())
    except EraseError as e:
        typer.echo(str(e), err=True)  # (unwrapped: one line an operator can search for)
        raise typer.Exit(1) from None
    print(f"erased {speaker!r} in {scope}: {done.sources} source(s) and {done.proposals} value(s) unreadable, "
          f"{len(done.withdrawn)} fact point(s) or waiting proposal(s) withdrawn (erasure {done.erasure_id}, key {done.key_id} destroyed)")


@app.command()
def export(scope: str, out: Annotated[Path | None, typer.Option("--out", help="file to write (default: stdout)")] = None) -> None:
    """Write a scope's sources, proposals (the journal), decisions, cases and facts as JSONL, header first."""
    from .transfer import dumps, export_scope

    data = dumps(asyncio.run(export_scope(target().database_url, scope)))
    if out is None:
        sys.stdout.buffer.write(data)
    else:
        out.write_bytes(data)


@app.command("import")
def import_cmd(file: Path, scope: Annotated[str, typer.Option("--scope", help="the scope to import into")],
               keep_authority: Annotated[bool, typer.Option(
                   "--keep-authority", help="keep the file's roles and its reviewers' decisions: an export of this "
                                            "install only, every record checked against its own; by default a "
                                            "channel's authority at most, and what the gate holds waits for a "
                                            "person")] = False) -> None:
    """Re-gate an export into a scope through the public API (keys made for the import), never around the gate."""
    from .transfer import import_file

    inst = target()
    try:
        r = asyncio.run(import_file(file, scope, inst.nats_url, inst.admin_url, inst.prefix,
                                    keep_authority=keep_authority, database_url=inst.database_url))
    except ValueError as e:  # not an export, another version, or (--keep-authority) not this install's as it is
        typer.echo(str(e), err=True)  # (unwrapped: one line an operator can search for)
        raise typer.Exit(1) from None
    print(f"imported into {scope}: {r.sources} sources, {r.proposals} proposals "
          f"({', '.join(f'{k} {v}' for k, v in sorted(r.statuses.items()))}); {r.redecided} decided again by the import's "
          f"reviewer key; the import is source {r.manifest_source}")
    if r.capped:
        print(f"{r.capped} records the file says a reviewer made were imported with a channel's authority "
              "(--keep-authority keeps them for an export of this install)")
    for k in r.keys:
        print(f"key {k}")
    for d in r.differs:
        print(f"outcome differs: {d}")


@app.command("migrate")
def migrate_cmd() -> None:
    """Apply the SQL migrations in deploy/sql, then create or refresh the service roles and grants."""
    from shared.db import migrate, provision, redact

    from .runtime import warn_unseparated

    url = os.environ.get("PROVGATE_DATABASE_URL") or target().database_url
    done = migrate(url)
    console.print(f"applied: {', '.join(done) if done else 'nothing (up to date)'}")
    secrets = home() / "secrets"
    db = provision(url, secrets)
    if not db.separated:
        warn_unseparated(url)
        return
    console.print(f"projector: {redact(db.projector)}\nreader:    {redact(db.reader)}\n"
                  f"(their passwords are in {secrets}, mode 0600)", soft_wrap=True)


@app.command()
def status() -> None:
    """Ask every service instance for its health: connections, consumer lag, last event applied."""
    import nats

    from .ops import gather, status_table

    inst = target()

    async def go() -> list[dict[str, Any]]:
        import orjson

        nc = await nats.connect(inst.admin_url)
        try:
            rows = await gather(nc, Subjects(inst.prefix), "health")
            # the auth callout: while it does not answer, no agent can connect
            with contextlib.suppress(Exception):
                rows.append(orjson.loads((await nc.request(Subjects(inst.prefix).health("auth"), b"", timeout=0.5)).data))
            return rows
        finally:
            await nc.close()

    rows = asyncio.run(go())
    console.print(status_table(rows))
    expected = set(SERVICES) | ({"auth"} if inst.nats_admin_url else set())  # provgate up started auth
    missing = expected - {r["service"] for r in rows}
    if missing:
        console.print(f"[red]not answering: {', '.join(sorted(missing))}[/red]")
        raise typer.Exit(1)


@app.command()
def ops(as_json: Annotated[bool, typer.Option("--json", help="print one snapshot as JSON and exit")] = False) -> None:
    """Live gate, verdict and end-to-end latency (p50/p95/p99), throughput and consumer lag, every second."""
    from .ops import live, snapshot

    inst = target()
    if as_json:
        import orjson

        snap, _ = asyncio.run(snapshot(inst.admin_url, inst.prefix))
        sys.stdout.write(orjson.dumps(snap, option=orjson.OPT_INDENT_2).decode() + "\n")
        return
    try:
        asyncio.run(live(inst.admin_url, inst.prefix, console))
    except KeyboardInterrupt:
        pass


def main() -> None:
    sys.exit(app())
