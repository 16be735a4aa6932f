"""NATS accounts, users and subject permissions: rendered from one function, used everywhere.

`render_accounts()` with the defaults is `deploy/nats/accounts.conf` (a unit test keeps them
equal); `provgate up` (cli/runtime.py) renders it for its own prefix and durables into its home
and starts the embedded nats-server with it, so the default install runs the same permissions
as deploy/. `client_permissions()` is what the auth callout (services/auth) gives an agent's,
a channel's or a reviewer's connection.

Secrets are never in the rendered text: nats-server reads an undefined `$VAR` from its
environment, so passwords are `$PROVGATE_NATS_<USER>_PASSWORD` and the callout's issuer (an
account public nkey) is `$PROVGATE_NATS_AUTH_ISSUER`. `NatsSecrets` makes and keeps them.
"""
from __future__ import annotations

import json
import os
import secrets
import string
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import nkeys

from contracts.subjects import Subjects

# users of the PROVGATE account, all of which bypass the auth callout (they log in by password)
USERS = ("intake", "gate", "verifier", "projector", "auth", "admin", "owner")
DURABLES = {"gate": "gate", "verifier": "verifier", "projector": "projector"}
SERVICE_ACCOUNT = "PROVGATE"
CLIENT_ACCOUNT = "CLIENTS"
ISSUER_VAR = "PROVGATE_NATS_AUTH_ISSUER"
# what each role of key may request; everything else (log subjects, $JS.API, other inboxes) is refused
_EVERY_ROLE = ("sources_record", "sources_record_batch", "proposals_submit", "proposals_submit_batch", "proposals_get",
               "facts_get", "facts_history", "facts_search", "journal_list", "facts_explain", "deliveries_list",
               "sources_get")
ROLE_REQUESTS = {
    "agent": _EVERY_ROLE,
    "channel": _EVERY_ROLE,
    "reviewer": (*_EVERY_ROLE, "reviews_decide", "reviews_list"),
}


def password_var(user: str) -> str:
    return f"PROVGATE_NATS_{user.upper()}_PASSWORD"


def inbox_prefix(key_id: str) -> str:
    """The only inbox a key's connection may subscribe to: `_INBOX.<key_id>` (nats-py `inbox_prefix=`).

    key_id is `k_` + the first 16 hex digits of the SHA-256 of the secret (cli/keys.py), so a
    client computes it from its own secret; knowing another key's id does not let anyone read
    that key's replies, since no other connection is allowed that prefix.
    """
    return f"_INBOX.{key_id}"


def key_id_of(secret: str) -> str:
    import hashlib

    return "k_" + hashlib.sha256(secret.encode()).hexdigest()[:16]


def client_permissions(role: str, key_id: str, prefix: str = "provgate") -> dict[str, Any]:
    """The `pub`/`sub` claims of a key's connection (nats-io/jwt Permissions)."""
    s = Subjects(prefix)
    return {"pub": {"allow": [getattr(s, r) for r in ROLE_REQUESTS[role]]},
            "sub": {"allow": [inbox_prefix(key_id) + ".>"]}}


def service_permissions(prefix: str = "provgate", durables: dict[str, str] | None = None) -> dict[str, dict[str, Any]]:
    """Each PROVGATE user's allow lists, as (subject, comment) pairs, plus allow_responses."""
    p, st = prefix, Subjects(prefix).stream
    d = {**DURABLES, **(durables or {})}
    js, direct = "$JS.API", f"$JS.API.DIRECT.GET.{st}"

    rd = Subjects(prefix).reads_stream
    ks = Subjects(prefix).keys_stream  # the key store (issue 16, shared/keyring.py)
    ksget = f"$JS.API.DIRECT.GET.{ks}.{p}.ks"
    read_keys = [(f"{ksget}.key.>", "data subjects' keys, to open sealed words (the key store)"),
                 (f"{ksget}.seal", "the install's value-key seal"),
                 (f"{js}.STREAM.MSG.GET.{ks}", "the same through the leader on a replicated stream")]

    def consumer(durable: str, what: str, st: str = st) -> list[tuple[str, str]]:
        return [(f"{js}.CONSUMER.INFO.{st}.{durable}", f"its durable pull consumer `{durable}` ({what}): look up,"),
                (f"{js}.CONSUMER.CREATE.{st}.{durable}.>", "create (the filter is the last tokens),"),
                (f"{js}.CONSUMER.MSG.NEXT.{st}.{durable}", "pull,"),
                (f"$JS.ACK.{st}.{durable}.>", "ack/nak")]

    info = (f"{js}.STREAM.INFO.{st}", "the stream exists (creating and changing it is the operator's)")
    leader = (f"{js}.STREAM.MSG.GET.{st}", "latest state through the stream leader (a replicated stream)")
    return {
        "intake": {
            "pub": [(f"{p}.evt.src.>", "source.recorded"), (f"{p}.evt.prop.>", "proposal.submitted"),
                    (f"{p}.evt.slot.>", "verdict.rendered by a reviewer (reviews.decide), compare-and-set"),
                    (f"{p}.evt.subj.>", "subject.predicate_opened, when a reviewer approves a new predicate"),
                    (f"{p}.rd.>", "facts.searched and facts.delivered, in the read log (a stream of its own, with limits)"), info, leader,
                    (f"{direct}.{p}.evt.key.>", "keys (authentication), by direct get on a single replica"),
                    (f"{direct}.{p}.evt.src.>", "sources"), (f"{direct}.{p}.evt.prop.>", "proposals"),
                    (f"{direct}.{p}.evt.slot.>", "slots"), (f"{direct}.{p}.evt.subj.>", "subjects"),
                    (direct, "a submit with `wait` reads its slot's events in order (subject in the body)"),
                    (f"{p}.ks.>", "a new speaker's key and the index naming it, compare-and-set (the key store)"),
                    (f"{ksget}.>", "read the key store"), read_keys[2]],
            "sub": [(f"{p}.v1.> intake", "the public API, only in the queue group `intake`"),
                    (f"{p}.evt.slot.>", "a submit with `wait` is woken by its slot's appends (core NATS)"),
                    (f"{p}.int.projected", "how far the projector has committed"),
                    (f"{p}.int.health.intake", ""), (f"{p}.int.metrics.intake", ""),
                    ("_INBOX.>", "replies to its own JetStream requests")],
            "responses": True,
        },
        "gate": {
            "pub": [(f"{p}.evt.slot.>", "proposal.decided, compare-and-set over the slot's events"),
                    (f"{p}.evt.subj.>", "subject.predicate_opened (the predicate cap), compare-and-set"), info,
                    *consumer(d["gate"], f"filter {p}.evt.prop.*"),
                    *consumer(d["gate"] + "-erasures", f"filter {p}.evt.erase.*: the points an erasure withdraws"),
                    (leader[0], "cited sources, the slot's and the subject's state"),
                    (f"{direct}.{p}.evt.src.>", "the same, by direct get on a single replica"),
                    (f"{direct}.{p}.evt.slot.>", ""), (f"{direct}.{p}.evt.subj.>", ""), *read_keys],
            "sub": [(f"{p}.int.health.gate", ""), (f"{p}.int.metrics.gate", ""), ("_INBOX.>", "")],
            "responses": True,
        },
        "verifier": {
            "pub": [(f"{p}.evt.slot.>", "verdict.rendered, compare-and-set over the slot's events"),
                    (f"{p}.evt.subj.>", "subject.predicate_opened when it approves a new predicate"), info,
                    *consumer(d["verifier"], f"filters {p}.evt.slot.*.q (quarantines) and {p}.evt.slot.* (a log "
                                             "from before the slot event kinds)"),
                    (f"{js}.CONSUMER.CREATE.{st}.{d['verifier']}", "create it with several filters (none in the subject)"),
                    (leader[0], "the quarantined proposal, its sources, the slot's state"),
                    (f"{direct}.{p}.evt.prop.>", "the same, by direct get on a single replica"),
                    (f"{direct}.{p}.evt.src.>", ""), (f"{direct}.{p}.evt.slot.>", ""), (f"{direct}.{p}.evt.subj.>", ""),
                    *read_keys],
            "sub": [(f"{p}.int.health.verifier", ""), (f"{p}.int.metrics.verifier", ""), ("_INBOX.>", "")],
            "responses": True,
        },
        "projector": {
            "pub": [(f"{p}.int.projected", "announces the last committed stream sequence (core NATS)"), info,
                    *consumer(d["projector"], f"filter {p}.evt.>"),
                    *consumer(d["projector"] + "-reads", f"filter {p}.rd.>, the read log", rd),
                    (leader[0], "a message by sequence (fills gaps left by a dead projector)"),
                    (direct, "the same, by direct get on a single replica"), *read_keys[::2]],
            "sub": [(f"{p}.int.health.projector", ""), (f"{p}.int.metrics.projector", ""), ("_INBOX.>", "")],
            "responses": True,
        },
        "auth": {
            "pub": [(f"{direct}.{p}.evt.key.>", "the key a connection presents, by direct get on a single replica"),
                    (leader[0], "the same through the leader on a replicated stream")],
            "sub": [("$SYS.REQ.USER.AUTH", "the server's auth callout requests (answered once, allow_responses)"),
                    (f"{p}.int.health.auth", ""), ("_INBOX.>", "")],
            "responses": True,
        },
        # the operator: keys, status, ops, replay and verify. It may create the stream but not
        # change, purge or delete it, nor delete messages (the stream also has deny_delete/purge).
        "admin": {
            "pub": [(f"{p}.evt.key.>", "key.created (and revocations)"),
                    (f"{p}.evt.erase.>", "`provgate erase`: speaker.erased (the gate withdraws its points)"),
                    (f"{js}.STREAM.INFO.{ks}", "the key store"), (f"{js}.STREAM.CREATE.{ks}", ""),
                    (f"{js}.STREAM.MSG.DELETE.{ks}", "`provgate erase` destroys keys (secure erase)"),
                    (f"{js}.STREAM.MSG.GET.{ks}", ""), (f"{ksget}.>", ""),
                    (f"{p}.int.health.>", "`provgate status`, readiness checks"),
                    (f"{p}.int.metrics.>", "`provgate ops`"),
                    (f"{js}.INFO", ""), (f"{js}.STREAM.NAMES", ""), (f"{js}.STREAM.LIST", ""),
                    info[:1] + ("",), (f"{js}.STREAM.CREATE.{st}", "create it, never update it"),
                    (f"{js}.STREAM.INFO.{rd}", "the read log"), (f"{js}.STREAM.CREATE.{rd}", ""),
                    (f"{js}.STREAM.MSG.GET.{rd}", "read it (it is not replayed)"), (f"$JS.API.DIRECT.GET.{rd}", ""),
                    (f"$JS.API.DIRECT.GET.{rd}.>", ""),
                    (leader[0], ""), (direct, ""), (f"{direct}.>", ""),
                    (f"{js}.CONSUMER.NAMES.{st}", ""), (f"{js}.CONSUMER.LIST.{st}", ""),
                    (f"{js}.CONSUMER.INFO.{st}.*", "inspect the durables"),
                    (f"{js}.CONSUMER.CREATE.{st}", "`provgate replay` / `verify`: an ephemeral consumer"),
                    (f"{js}.CONSUMER.CREATE.{st}.>", ""), (f"{js}.CONSUMER.MSG.NEXT.{st}.*", ""),
                    (f"$JS.FC.{st}.>", "flow control of an ordered consumer (the load test's tracker)")],
            "sub": [("_INBOX.>", ""), (f"{p}.int.projected", "how far the projector has committed (read only)"),
                    (f"{p}.evt.>", "watch appends as they happen (read only; what a consumer reads anyway)")],
            "responses": False,
        },
        # the stream's owner: only `provgate up` / the deploy launcher bringing the stream's config
        # up to date (ensure_stream(update=True)), and resetting a durable by hand; its password is
        # only in the 0600 secrets file
        "owner": {
            "pub": [(f"{js}.INFO", ""), info[:1] + ("",), (f"{js}.STREAM.CREATE.{st}", ""),
                    (f"{js}.STREAM.UPDATE.{st}", "change the stream's config (replicas, subjects)"),
                    (f"{js}.STREAM.INFO.{rd}", "the read log, likewise"), (f"{js}.STREAM.CREATE.{rd}", ""),
                    (f"{js}.STREAM.UPDATE.{rd}", ""),
                    (f"{js}.STREAM.INFO.{ks}", "the key store, likewise"), (f"{js}.STREAM.CREATE.{ks}", ""),
                    (f"{js}.STREAM.UPDATE.{ks}", ""), (f"{p}.ks.seal", "the install's value-key seal, made once"),
                    (f"{ksget}.seal", ""), (f"{js}.STREAM.MSG.GET.{ks}", ""),
                    (f"{js}.CONSUMER.DELETE.{st}.*", "reset a durable: its consumer redelivers the whole log")],
            "sub": [("_INBOX.>", "")],
            "responses": False,
        },
    }


HEADER = """\
# provgate: NATS accounts, users and subject permissions. Included by node1..3.conf and single.conf.
#
# GENERATED by shared/natsconf.py render_accounts() (prefix {prefix!r}, stream {stream}, durables
# {durables}); `provgate up` renders the same for its own prefix into .provgate/. Do not edit by
# hand: change the function, then `python -m shared.natsconf > deploy/nats/accounts.conf`.
#
# Accounts:
#   PROVGATE  the services, the operator and the event stream (JetStream is enabled here only).
#             Each user has an allow list; anything not listed is a "Permissions Violation".
#   CLIENTS   agents, channels and reviewers. No user is configured: every connection that is not
#             a PROVGATE user goes to the auth callout (the `auth` service), which looks up the
#             provgate key presented as the connection token and places the connection here with
#             the requests of its key's role and one private inbox (`_INBOX.<key_id>.>`), or
#             refuses it. They reach intake only through the service import of `{prefix}.v1.>`.
#
# Passwords: `$PROVGATE_NATS_<USER>_PASSWORD` from the server's environment (letters and digits
# starting with a letter, or a bcrypt hash). The callout's issuer: `${issuer}`, the public nkey
# (A...) of the account key the auth service signs with (its seed: PROVGATE_AUTH_ISSUER_SEED,
# given to the auth service only). Subjects starting with `$` stay quoted.
"""


def _q(s: str) -> str:
    return '"' + s + '"'


def _list(items: list[tuple[str, str]], indent: str) -> str:
    width = max(len(_q(s)) for s, _ in items) + 1
    lines = []
    for s, note in items:
        lines.append(f"{indent}{(_q(s) + ',').ljust(width)}  # {note}" if note else f"{indent}{_q(s)},")
    return "\n".join(lines)


def render_accounts(prefix: str = "provgate", durables: dict[str, str] | None = None) -> str:
    """The accounts, users, permissions and auth callout block (deploy/nats/accounts.conf)."""
    d = {**DURABLES, **(durables or {})}
    st = Subjects(prefix).stream
    out = [HEADER.format(prefix=prefix, stream=st, durables=", ".join(f"{k}={v}" for k, v in d.items()),
                         issuer=ISSUER_VAR)]
    for user, perms in service_permissions(prefix, d).items():
        out.append(f"{user.upper()}_PERMS = {{\n  publish: {{\n    allow: [\n{_list(perms['pub'], '      ')}\n    ]\n  }}\n"
                   f"  subscribe: {{\n    allow: [\n{_list(perms['sub'], '      ')}\n    ]\n  }}\n"
                   + ("  allow_responses: true\n" if perms["responses"] else "") + "}\n")
    users = "\n".join(f"      {{ user: {u}, password: ${password_var(u)}, permissions: ${u.upper()}_PERMS }}" for u in USERS)
    out.append(f"""accounts {{
  {SERVICE_ACCOUNT} {{
    jetstream: enabled
    users: [
{users}
    ]
    exports: [
      {{ service: "{prefix}.v1.>" }}
    ]
  }}
  {CLIENT_ACCOUNT} {{
    # no users: the auth callout places each key's connection here
    imports: [
      {{ service: {{ account: {SERVICE_ACCOUNT}, subject: "{prefix}.v1.>" }} }}
    ]
  }}
}}

authorization {{
  auth_callout {{
    issuer: ${ISSUER_VAR}
    account: {SERVICE_ACCOUNT}
    auth_users: [ {", ".join(USERS)} ]
  }}
}}
""")
    return "\n".join(out)


# ------------------------------------------------------------------------------------------- secrets
def new_password() -> str:
    """Letters and digits, starting with a letter: parsed as a plain string token by nats-server."""
    alphabet = string.ascii_letters + string.digits
    return secrets.choice(string.ascii_letters) + "".join(secrets.choice(alphabet) for _ in range(31))


def new_account_seed() -> str:
    return nkeys.encode_seed(os.urandom(32), nkeys.PREFIX_BYTE_ACCOUNT).decode()


def public_key(seed: str) -> str:
    return nkeys.from_seed(seed.encode()).public_key.decode()


@dataclass
class NatsSecrets:
    """Every user's password and the callout issuer's seed; kept owner-only (0600) and reused."""

    passwords: dict[str, str] = field(default_factory=dict)
    issuer_seed: str = ""

    @classmethod
    def new(cls) -> NatsSecrets:
        return cls({u: new_password() for u in USERS}, new_account_seed())

    @classmethod
    def load_or_create(cls, path: Path) -> NatsSecrets:
        if path.exists():
            raw = json.loads(path.read_text())
            s = cls(raw.get("passwords", {}), raw.get("issuer_seed", ""))
            missing = [u for u in USERS if u not in s.passwords]
            if not missing and s.issuer_seed:
                return s
            for u in missing:
                s.passwords[u] = new_password()
            s.issuer_seed = s.issuer_seed or new_account_seed()
        else:
            s = cls.new()
        s.save(path)
        return s

    def save(self, path: Path) -> None:
        write_private(path, json.dumps(asdict(self), indent=2))

    @property
    def issuer(self) -> str:
        return public_key(self.issuer_seed)

    def server_env(self) -> dict[str, str]:
        """What the rendered config reads from nats-server's environment."""
        env = {password_var(u): pw for u, pw in self.passwords.items()}
        env[ISSUER_VAR] = self.issuer
        return env


def write_private(path: Path, text: str) -> None:
    """Write a file only its owner may read (0600), in a folder only its owner may enter (0700)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    os.chmod(path.parent, 0o700)
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w") as f:
        f.write(text)
    os.chmod(path, 0o600)


if __name__ == "__main__":
    import sys

    sys.stdout.write(render_accounts())
