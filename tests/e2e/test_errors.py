"""Every error code of the contract, and that a refused request changes nothing."""
from __future__ import annotations

import orjson
import pytest

from cli.client import ApiError, Client
from cli.runtime import System
from shared.bus import Bus

pytestmark = pytest.mark.e2e


async def stream_messages(bus: Bus) -> int:
    return int((await bus.js.stream_info(bus.subjects.stream)).state.messages)


async def expect(code: str, call) -> ApiError:  # type: ignore[no-untyped-def]
    with pytest.raises(ApiError) as e:
        await call
    assert e.value.code == code, e.value
    assert e.value.message.endswith(".") or e.value.message, "a message a person can read"
    return e.value


async def test_a_request_without_a_key_is_unauthenticated(system: System, api, scope: str) -> None:  # type: ignore[no-untyped-def]
    """On a connection made with a valid key (no other connects: tests/e2e/test_nats_security.py),
    intake still authenticates each request by its own Provgate-Key header."""
    alex = await api("agent")
    await expect("unauthenticated", alex.as_key(None).journal(scope=scope))
    await expect("unauthenticated", alex.as_key("pgk_not-a-key").facts(scope=scope, subject="x"))


async def test_a_key_used_on_another_scope_is_forbidden(api, scope: str) -> None:  # type: ignore[no-untyped-def]
    chat = await api("channel")
    await expect("forbidden", chat.record_source(scope=scope + "x", kind="utterance", text="hi"))
    await expect("forbidden", chat.submit(scope="other/fleet", subject="s", predicate="p", value="v", confidence=0.9))
    await expect("forbidden", chat.facts(scope=scope.split("/")[0], subject="s"))  # a prefix is not the scope


async def test_an_agent_may_record_only_notes(api, scope: str) -> None:  # type: ignore[no-untyped-def]
    alex = await api("agent")
    await expect("forbidden", alex.record_source(scope=scope, kind="utterance", speaker="customer", text="x"))
    ok = await alex.record_source(scope=scope, kind="note", text="my own note")
    assert ok["authority"] == "agent"


@pytest.mark.parametrize("body", [
    {"subject": "s", "predicate": "p", "value": "v", "confidence": 0.9, "extra": 1},  # unknown field
    {"subject": "s", "predicate": "p", "value": "v", "confidence": "0.9"},  # confidence as a string
    {"subject": "s", "predicate": "p", "value": "v", "confidence": 1.5},
    {"subject": "s", "predicate": "p", "value": None, "confidence": 0.9},
    {"subject": "s", "predicate": "p", "value": {"a": None}, "confidence": 0.9},
    {"subject": "s", "predicate": "p", "value": ["a"], "confidence": 0.9},
    {"subject": "s", "value": "v", "confidence": 0.9},  # predicate missing
    {"subject": "   ", "predicate": "p", "value": "v", "confidence": 0.9},  # blank after normalising
    {"subject": "s", "predicate": "p", "value": "v", "confidence": 0.9, "evidence": ["../../globex/s_1"]},
    {"subject": "s", "predicate": "p", "value": "v", "confidence": 0.9, "valid_from": "yesterday"},
])
async def test_a_malformed_proposal_is_invalid_and_changes_nothing(api, bus: Bus, scope: str, body: dict) -> None:  # type: ignore[no-untyped-def,type-arg]
    alex = await api("agent")
    before = await stream_messages(bus)
    await expect("invalid_request", alex.submit(scope=scope, **body))
    assert await stream_messages(bus) == before
    assert await alex.journal(scope=scope) == []


async def test_a_body_that_is_not_json_or_too_large_is_invalid(api, bus: Bus, scope: str) -> None:  # type: ignore[no-untyped-def]
    alex = await api("agent")
    before = await stream_messages(bus)
    r = await alex.raw(alex.subjects.proposals_submit, b"{not json")
    assert r["ok"] is False and r["error"]["code"] == "invalid_request"
    big = orjson.dumps({"scope": scope, "kind": "note", "text": "x" * 70_000})
    r = await alex.raw(alex.subjects.sources_record, big)
    assert r["ok"] is False and r["error"]["code"] == "invalid_request"
    assert await stream_messages(bus) == before


async def test_an_unknown_or_foreign_proposal_is_not_found(api, scope: str) -> None:  # type: ignore[no-untyped-def]
    alex = await api("agent")
    await expect("not_found", alex.proposal("p_doesnotexist"))
    other = await api("agent", scopes=[scope + "-other"])
    mine = await alex.submit(scope=scope, subject="s", predicate="p", value="v", confidence=0.9)
    await expect("not_found", other.proposal(mine["proposal_id"]))


async def test_reads_fail_as_unavailable_when_the_database_is_gone(tmp_path) -> None:  # type: ignore[no-untyped-def]
    import psycopg

    from cli.keys import create_key
    from contracts.subjects import Subjects

    from ..conftest import new_system

    s = await new_system().astart()
    try:
        assert s.nats_url and s.database_url
        b = await Bus.connect(s.admin_url, Subjects(s.prefix))
        _, secret = await create_key(b, role="agent", name="a", scopes=["acme/x"])
        await b.close()
        dbname = psycopg.conninfo.conninfo_to_dict(s.database_url)["dbname"]
        admin = psycopg.conninfo.make_conninfo(s.database_url, dbname="postgres")
        with psycopg.connect(admin, autocommit=True) as c:
            c.execute(psycopg.sql.SQL("DROP DATABASE {} WITH (FORCE)").format(psycopg.sql.Identifier(dbname)))
        c2 = await Client.connect(s.nats_url, secret, s.prefix)
        try:
            await expect("unavailable", c2.journal(scope="acme/x"))
        finally:
            await c2.close()
    finally:
        s.stop()
