"""The NATS server provgate starts is the secure setup (issue 12): no anonymous connection, an agent
can only send its role's requests and read its own replies, nobody can shrink or delete the log.

Runs on the embedded server with the rendered accounts config: the session's own when provgate
started it, else (PROVGATE_NATS_URL names a server provgate does not configure) a provgate of its
own with an embedded NATS, on the session's database server.
"""
from __future__ import annotations

import asyncio
import uuid
from collections.abc import Iterator
from pathlib import Path

import nats
import orjson
import pytest

from cli.client import ApiError, Client
from cli.keys import create_key
from cli.runtime import System
from contracts.subjects import Subjects
from shared.bus import Bus
from shared.db import create_database
from shared.natsconf import inbox_prefix

from ..helpers import eventually

pytestmark = pytest.mark.e2e
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def secured(system: System) -> Iterator[System]:
    if system.nats_users:
        yield system
        return
    assert system.database_url
    tag = uuid.uuid4().hex[:8]
    s = System(home=ROOT / ".provgate-test" / f"sec-{tag}", nats_url=None, prefix="provgate",
               database_url=create_database(system.database_url, f"provgate_s{tag}")).start()
    yield s
    s.stop()


class Errors:
    """The asynchronous errors the server sent one connection (nats-py's error callback)."""

    def __init__(self) -> None:
        self.seen: list[str] = []

    async def record(self, e: Exception) -> None:
        self.seen.append(str(e).lower())

    def has(self, op: str, subject: str) -> bool:
        what = "publish to" if op == "pub" else "subscription to"
        return any(f'permissions violation for {what} "{subject.lower()}"' in s for s in self.seen)


async def refused(nc: nats.aio.client.Client, errors: Errors, probes: list[tuple[str, str, bytes]]) -> None:
    """Each probe (pub or sub) is refused with a permissions violation; the connection stays open."""
    for op, subject, body in probes:
        if op == "pub":
            await nc.publish(subject, body, reply=nc.new_inbox())
        else:
            await nc.subscribe(subject)
    await nc.flush()
    await eventually(lambda: asyncio.sleep(0, errors), lambda e: all(e.has(o, s) for o, s, _ in probes), timeout=10)
    assert not nc.is_closed


async def test_a_connection_without_a_valid_key_is_refused(secured: System) -> None:
    assert secured.nats_url
    for kw in ({}, {"token": "pgk_not-a-key"}, {"user": "admin", "password": "wrong"}):
        with pytest.raises(Exception, match="(?i)authorization"):
            await nats.connect(secured.nats_url, allow_reconnect=False, max_reconnect_attempts=0, **kw)
    with pytest.raises(Exception, match="(?i)authorization"):
        await Client.connect(secured.nats_url, None, secured.prefix, allow_reconnect=False, max_reconnect_attempts=0)


async def test_an_agent_can_send_only_its_requests_and_read_only_its_replies(secured: System) -> None:
    assert secured.nats_url
    s = Subjects(secured.prefix)
    st = s.stream
    scope = f"sec{uuid.uuid4().hex[:6]}/fleet"
    admin = await Bus.connect(secured.admin_url, s)
    _, rogue_key = await create_key(admin, role="agent", name="rogue", scopes=[scope])
    victim_evt, victim_key = await create_key(admin, role="agent", name="victim", scopes=[scope])
    errors = Errors()
    rogue = await Client.connect(secured.nats_url, rogue_key, secured.prefix, error_cb=errors.record)
    victim = await Client.connect(secured.nats_url, victim_key, secured.prefix)
    try:
        before = await admin.js.stream_info(st)
        forged = orjson.dumps({"type": "proposal.decided", "scope": scope, "outcome": "accepted"})
        await refused(rogue.nc, errors, [
            ("pub", s.slot("forged"), forged),
            ("pub", s.key("0" * 64), orjson.dumps({"type": "key.created", "role": "reviewer", "scopes": [scope]})),
            ("pub", f"$JS.API.STREAM.INFO.{st}", b""),
            ("pub", f"$JS.API.STREAM.UPDATE.{st}", orjson.dumps({"name": st, "subjects": [s.events], "max_msgs": 100})),
            ("pub", f"$JS.API.STREAM.DELETE.{st}", b""),
            ("pub", f"$JS.API.STREAM.PURGE.{st}", b""),
            ("pub", f"$JS.API.CONSUMER.DELETE.{st}.gate", b""),
            ("pub", s.reviews_decide, orjson.dumps({"proposal_id": "p_x", "decision": "approve", "reason": "me"})),
            ("sub", ">", b""),
            ("sub", "_INBOX.>", b""),
            ("sub", inbox_prefix(victim_evt.key_id) + ".>", b""),  # another connection's replies
            ("sub", s.facts_get, b""),  # answering agents' reads
            ("sub", s.events, b""),
            # the key store (issue 16): no agent reads, adds, replaces or deletes a speaker's key
            ("pub", f"$JS.API.DIRECT.GET.{s.keys_stream}.{s.prefix}.ks.key.dk_x", b""),
            ("pub", f"$JS.API.STREAM.MSG.GET.{s.keys_stream}", orjson.dumps({"last_by_subj": s.value_seal})),
            ("pub", s.data_key("dk_forged"), orjson.dumps({"key": "AAAA"})),
            ("pub", f"$JS.API.STREAM.MSG.DELETE.{s.keys_stream}", orjson.dumps({"seq": 1})),
            ("pub", f"$JS.API.STREAM.PURGE.{s.keys_stream}", b""),
            ("pub", s.erasure("x_forged"), b"{}"),  # nor asks for an erasure
        ])
        # the client reports a refused request at once, as `forbidden`
        with pytest.raises(ApiError) as e:
            await rogue.decide(proposal_id="p_x", decision="approve", reason="me")
        assert e.value.code == "forbidden"
        # what it may do still works, for it and for the other agent
        assert await rogue.facts(scope=scope, subject="customer:acme") == []
        assert await victim.journal(scope=scope) == []
        after = await admin.js.stream_info(st)
        assert after.state.messages == before.state.messages and after.state.last_seq == before.state.last_seq
        assert after.config.max_msgs == before.config.max_msgs
        assert (await admin.js.consumer_info(st, "gate")).name == "gate"
    finally:
        await rogue.close()
        await victim.close()
        await admin.close()


async def test_the_operator_cannot_delete_purge_or_shrink_the_log(secured: System) -> None:
    s = Subjects(secured.prefix)
    st = s.stream
    errors = Errors()
    admin = await Bus.connect(secured.admin_url, s)
    nc = await nats.connect(secured.admin_url, error_cb=errors.record)
    try:
        before = await admin.js.stream_info(st)
        shrunk = orjson.dumps({"name": st, "subjects": [s.events], "max_msgs": 1, "storage": "file"})
        await refused(nc, errors, [
            ("pub", f"$JS.API.STREAM.UPDATE.{st}", shrunk),
            ("pub", f"$JS.API.STREAM.DELETE.{st}", b""),
            ("pub", f"$JS.API.STREAM.PURGE.{st}", b""),
            ("pub", f"$JS.API.STREAM.MSG.DELETE.{st}", orjson.dumps({"seq": 1})),
            ("pub", f"$JS.API.CONSUMER.DELETE.{st}.projector", b""),
            ("pub", s.proposals_submit, b"{}"),
            ("pub", s.slot("forged"), b"{}"),
        ])
        after = await admin.js.stream_info(st)
        assert after.config.max_msgs == before.config.max_msgs and after.state.first_seq == before.state.first_seq
        assert after.state.messages >= before.state.messages
        assert (await admin.js.consumer_info(st, "projector")).name == "projector"
    finally:
        await nc.close()
        await admin.close()


async def test_a_revoked_key_cannot_connect_again(secured: System) -> None:
    from cli.keys import revoke_key

    assert secured.nats_url
    admin = await Bus.connect(secured.admin_url, Subjects(secured.prefix))
    try:
        evt, secret = await create_key(admin, role="agent", name="leaver", scopes=["acme/leave"])
        c = await Client.connect(secured.nats_url, secret, secured.prefix)
        assert await c.facts(scope="acme/leave", subject="x") == []
        await c.close()
        await revoke_key(admin, secret_hash=evt.secret_hash, reason="left the team")
        with pytest.raises(Exception, match="(?i)authorization"):
            await Client.connect(secured.nats_url, secret, secured.prefix, allow_reconnect=False,
                                 max_reconnect_attempts=0)
    finally:
        await admin.close()


def test_the_secrets_are_owner_only(secured: System) -> None:
    import stat

    f = secured.secret_dir / "nats.json"
    assert stat.S_IMODE(f.stat().st_mode) == 0o600 and stat.S_IMODE(f.parent.stat().st_mode) == 0o700
    conf = (secured.home / "nats" / "provgate.conf").read_text()
    assert secured.nats_secrets is not None
    assert all(pw not in conf for pw in secured.nats_secrets.passwords.values())
    assert secured.nats_secrets.issuer_seed not in conf
