"""Issue 12: keys have a lifecycle (revoke, rotate), and one key's quota never slows another key.

On a provgate of its own whose intake allows 20 requests a second per key (burst 20).
"""
from __future__ import annotations

import asyncio
from collections.abc import Iterator

import pytest

from cli.client import ApiError, Client
from cli.keys import KeyError_, create_key, revoke_key, rotate_key
from cli.runtime import System
from services.intake.core import secret_hash
from shared.bus import Bus

from ..conftest import KeyMaker, new_system
from ..helpers import eventually

pytestmark = pytest.mark.e2e


@pytest.fixture(scope="module")
def system() -> Iterator[System]:
    s = new_system(service_env={"intake": {"PROVGATE_QUOTA_REQUESTS_PER_SECOND": "20", "PROVGATE_KEY_CACHE_S": "1"}})
    s.start()
    yield s
    s.stop()


async def code_of(call: object) -> str | None:
    try:
        await call  # type: ignore[misc]
    except ApiError as e:
        return e.code
    return None


async def test_a_revoked_key_is_refused_within_the_key_cache_and_its_decisions_stay_attributed(
        system: System, bus: Bus, scope: str) -> None:
    evt, secret = await create_key(bus, role="agent", name="alex", scopes=[scope])
    alex = await Client.connect(system.nats_url, secret, system.prefix)
    try:
        r = await alex.submit(scope=scope, subject="customer:acme", predicate="budget", value=5, confidence=0.9, wait=True)
        assert r["final"]
        await revoke_key(bus, secret_hash=secret_hash(secret), reason="laptop lost")
        # bounded: intake's key cache lives 1 s here (5 s by default)
        await eventually(lambda: code_of(alex.journal(scope=scope)), until=lambda c: c == "unauthenticated", timeout=5)
        with pytest.raises(KeyError_):  # a second revocation is refused: the key is revoked already
            await revoke_key(bus, secret_hash=secret_hash(secret), reason="again")
    finally:
        await alex.close()
    with pytest.raises(Exception):  # noqa: B017 - and no new connection is let in with it
        await Client.connect(system.nats_url, secret, system.prefix, allow_reconnect=False, max_reconnect_attempts=0,
                             connect_timeout=3)
    _, reviewer_secret = await create_key(bus, role="reviewer", name="dana", scopes=[scope])
    dana = await Client.connect(system.nats_url, reviewer_secret, system.prefix)
    try:
        (entry,) = await dana.journal(scope=scope)
        assert entry["proposed_by"] == "alex" and entry["proposal_id"] == r["proposal_id"]
    finally:
        await dana.close()


async def test_a_rotated_key_works_at_once_and_the_old_one_stops(system: System, bus: Bus, scope: str) -> None:
    old, old_secret = await create_key(bus, role="channel", name="chat", scopes=[scope])
    new, new_secret = await rotate_key(bus, secret_hash=secret_hash(old_secret))
    assert (new.name, new.role, new.scopes, new.rotated_from) == ("chat", "channel", (scope,), old.key_id)
    chat = await Client.connect(system.nats_url, new_secret, system.prefix)
    try:
        s = await chat.record_source(scope=scope, kind="utterance", text="Our budget is $7,000.")
        assert s["authority"] == "channel"
        await eventually(lambda: code_of(chat.as_key(old_secret).journal(scope=scope)),
                         until=lambda c: c == "unauthenticated", timeout=5)
    finally:
        await chat.close()


async def test_one_key_over_its_quota_is_rate_limited_while_another_keys_traffic_flows(
        api: KeyMaker, bus: Bus, scope: str) -> None:
    greedy, calm = await api("agent"), await api("agent")

    async def proposals_in_log() -> int:
        info = await bus.js.stream_info(bus.subjects.stream, subjects_filter=bus.subjects.all_proposals)
        return len(info.state.subjects or {})

    before = await proposals_in_log()
    codes = await asyncio.gather(*(code_of(greedy.submit(scope=scope, subject=f"s:{i}", predicate="p", value=i,
                                                          confidence=0.9)) for i in range(60)))
    limited = codes.count("rate_limited")
    assert limited >= 20 and set(codes) <= {None, "rate_limited"}, codes
    # nothing was recorded for the refused ones
    assert await proposals_in_log() - before == codes.count(None)
    # the other key is not touched by the first key's quota
    assert await code_of(calm.journal(scope=scope)) is None
    r = await calm.submit(scope=scope, subject="s:calm", predicate="p", value=1, confidence=0.9)
    assert r["status"] == "received"
