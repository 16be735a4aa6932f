"""Erasure without breaking the log (issue 16): record, erase, replay.

A speaker's words are sealed in the log from the start (never in the clear in the stream's bytes);
`provgate erase` destroys their key: the views show `[erased]`, the facts that stood only on their
words are withdrawn with reason `erased`, a replay of the log gives the same views (`verify`), and
another speaker's facts are untouched.
"""
from __future__ import annotations

import asyncio
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import psycopg
import pytest
from psycopg.rows import dict_row

from cli.replay import differences, live_snapshot, replay
from cli.runtime import System
from shared.bus import Bus
from shared.checksum import view_checksums
from shared.keyring import Keyring

from ..conftest import new_system
from ..helpers import eventually, rand
from .test_cli import provgate

pytestmark = pytest.mark.e2e


@pytest.fixture(scope="module")
def system() -> Iterator[System]:
    """A provgate of its own: the test replays the whole log and compares every view, which on the
    session's instance, late in the suite, would mean replaying every other test's events too.
    Two intakes, each with its gate in-process (the default fold), racing as they would in a
    deployment: two gate consumers on one durable, two erasure consumers."""
    s = new_system(replicas={"intake": 2, "projector": 1}).start()
    yield s
    s.stop()


async def stream_bytes(bus: Bus, stream: str, first: int = 1) -> bytes:
    """Every message of a stream from `first` on, subjects, headers and data, as one blob."""
    info = await bus.js.stream_info(stream)
    out = bytearray()
    for seq in range(max(first, int(info.state.first_seq or 1)), int(info.state.last_seq or 0) + 1):
        try:
            # the key store by sequence through the leader: the operator may direct-get it only by subject
            m = await bus.js.get_msg(stream, seq, direct=stream != bus.subjects.keys_stream)
        except Exception:  # noqa: BLE001 - a deleted message (the key store) has no bytes left to show
            continue
        out += (m.subject or "").encode() + repr(m.headers).encode() + (m.data or b"")
    return bytes(out)


def disk_bytes(system: System) -> bytes | None:
    """The embedded nats-server's JetStream files (None on servers this test did not start)."""
    root = system.home / "nats" / "jetstream"
    if not root.is_dir():
        return None
    return b"".join(p.read_bytes() for p in sorted(Path(root).rglob("*")) if p.is_file())


def rows(system: System, query: str, *args: object) -> list[dict]:  # type: ignore[type-arg]
    assert system.database_url
    with psycopg.connect(system.database_url, row_factory=dict_row) as c:
        return c.execute(query, args).fetchall()  # type: ignore[arg-type]


async def chat_and_agent(system: System, bus: Bus, scope: str) -> tuple[Any, Any, Any]:
    """A channel's key with its client, and an agent's client, in `scope`."""
    from cli.client import Client
    from cli.keys import create_key

    assert system.nats_url
    chat_key, chat_secret = await create_key(bus, role="channel", name="chat", scopes=[scope])
    _, agent_secret = await create_key(bus, role="agent", name="alex", scopes=[scope])
    chat = await Client.connect(system.nats_url, chat_secret, system.prefix)
    alex = await Client.connect(system.nats_url, agent_secret, system.prefix)
    return chat_key, chat, alex


async def test_a_speaker_is_erased_and_a_replay_shows_the_same(system: System, api, bus: Bus, scope: str) -> None:  # type: ignore[no-untyped-def]
    tag = "".join(chr(ord("a") + int(c, 16)) for c in uuid.uuid4().hex[:8])  # letters only
    x, y = f"customer-{tag}", f"finance-{tag}"
    words_x = f"Our budget is $18,000. The project is called Zephyr{tag}."
    words_y = f"We need 240 seats. Our office is in Acme{tag}."
    chat, alex = await api("channel", "chat"), await api("agent", "alex")
    start = (await bus.js.stream_info(bus.subjects.stream)).state.last_seq + 1
    sx = await chat.record_source(scope=scope, kind="utterance", speaker=x, captured_at="2026-10-01T09:00:00Z", text=words_x)
    sy = await chat.record_source(scope=scope, kind="utterance", speaker=y, captured_at="2026-10-02T09:00:00Z", text=words_y)
    subject = f"customer:acme-{tag}"
    budget = await alex.submit(scope=scope, subject=subject, predicate="budget", value="18000", confidence=0.9,
                               evidence=[sx["source_id"]], wait=True)
    heads = await alex.submit(scope=scope, subject=subject, predicate="seats", value=240, confidence=0.9,
                              evidence=[sy["source_id"]], wait=True)
    assert budget["status"] == "accepted" and heads["status"] == "accepted", (budget["reasons"], heads["reasons"])
    # and a claim the rules cannot tell, on the same speaker's words: it waits for a reviewer
    sq = await chat.record_source(scope=scope, kind="utterance", speaker=x, captured_at="2026-10-03T09:00:00Z",
                                  text=f"Thanks for the call, Quixote{tag}. Our marketing budget is $18,000.")
    held = await alex.submit(scope=scope, subject=f"customer:beta-{tag}", predicate="budget", value=18000,
                             confidence=0.9, evidence=[sq["source_id"]], wait=True)
    assert (held["status"], held["reasons"]) == ("quarantined", ["needs_review"]), held

    # sealed from the start: neither the words, the speaker nor the value is in the log's bytes
    secrets_ = [f"Zephyr{tag}".encode(), x.encode(), b"n:18000", b'"18000"', f"Acme{tag}".encode(),
                f"Quixote{tag}".encode(), b"marketing budget"]
    raw = await stream_bytes(bus, bus.subjects.stream, start)
    assert raw and not [s for s in secrets_ if s in raw]
    # ... and the views read them in the clear
    got = await alex.call(alex.subjects.facts_get, {"scope": scope, "subject": subject})
    assert {f["predicate"]: f["value"] for f in got["facts"]} == {"budget": "18000", "seats": 240}
    before = await alex.call(alex.subjects.facts_explain, {"scope": scope, "fact_id": budget["fact_id"]})
    assert words_x in str(before)
    key_id = rows(system, "SELECT sealed_by FROM sources WHERE source_id = %s", sx["source_id"])[0]["sealed_by"]
    key_b64 = (await Keyring(bus)._last(bus.subjects.data_key(key_id)))[0]["key"]  # type: ignore[index]

    done = provgate(system, "erase", "--scope", scope, "--speaker", x, "--yes")
    assert done.returncode == 0, done.stdout + done.stderr
    print(done.stdout)  # the report quotes it
    assert "2 source(s) and 2 value(s) unreadable, 2 fact point(s) or waiting proposal(s) withdrawn" in done.stdout

    # the views: [erased] in place of the words and the value; the fact withdrawn with its reason
    src = rows(system, "SELECT text, speaker FROM sources WHERE source_id = ANY(%s) ORDER BY text",
               [sx["source_id"], sy["source_id"]])
    assert [(r["text"], r["speaker"]) for r in src] == [(words_y, y), ("[erased]", "[erased]")]
    # the claim that waited is refused, `erased`, with nothing of the words left for a reviewer
    waited = rows(system, "SELECT status, final, reasons, closest_sentence, closest_why FROM proposals"
                          " WHERE proposal_id = %s", held["proposal_id"])[0]
    assert waited == {"status": "rejected", "final": True, "reasons": ["needs_review", "erased"],
                      "closest_sentence": "[erased]", "closest_why": "[erased]"}, waited
    reviewer = await api("reviewer", "dana")
    assert await reviewer.reviews(scope=scope) == []
    prop = rows(system, "SELECT value, withdrawn_reason FROM proposals WHERE proposal_id = %s", budget["proposal_id"])[0]
    assert prop == {"value": "[erased]", "withdrawn_reason": "erased"}
    got = await alex.call(alex.subjects.facts_get, {"scope": scope, "subject": subject})
    assert {f["predicate"]: f["value"] for f in got["facts"]} == {"seats": 240}  # the other speaker's, unchanged
    after = await alex.call(alex.subjects.facts_explain, {"scope": scope, "fact_id": heads["fact_id"]})
    assert words_y in str(after)
    gone = await alex.call(alex.subjects.facts_explain, {"scope": scope, "fact_id": budget["fact_id"]})
    assert (gone["fact"]["status"], gone["fact"]["withdrawn_reason"], gone["fact"]["value"]) == ("withdrawn", "erased", "[erased]")
    assert [s["text"] for s in gone["sources"]] == ["[erased]"] and words_x not in str(gone)
    journal = await alex.call(alex.subjects.journal_list, {"scope": scope})
    assert {e["proposal_id"]: (e["value"], e["withdrawn_reason"]) for e in journal["entries"]}[budget["proposal_id"]] == (
        "[erased]", "erased")
    erased_fact = rows(system, "SELECT value, retired_at FROM facts WHERE proposal_id = %s", budget["proposal_id"])
    assert erased_fact and all(r["value"] == "[erased]" and r["retired_at"] is not None for r in erased_fact)

    # the log: still nothing in the clear; the key is gone from the key store and from its files
    raw = await stream_bytes(bus, bus.subjects.stream, start)
    assert not [s for s in secrets_ if s in raw]
    assert await Keyring(bus).get(key_id) is None
    assert key_b64.encode() not in await stream_bytes(bus, bus.subjects.keys_stream)
    disk = disk_bytes(system)
    if disk is not None:  # the embedded server's files: the key's message was overwritten (secure erase)
        assert key_b64.encode() not in disk

    # the gate no longer sees the erased value as current: a new budget is simply accepted
    sz = await chat.record_source(scope=scope, kind="utterance", speaker=y, captured_at="2026-10-05T09:00:00Z",
                                  text="Our budget is $15,000.")
    new = await alex.submit(scope=scope, subject=subject, predicate="budget", value="15000", confidence=0.9,
                            evidence=[sz["source_id"]], wait=True)
    assert new["status"] == "accepted" and "contradicts_current" not in new["reasons"], new

    # a second erasure finds nothing; the same speaker's new words get a new key and are readable
    again = provgate(system, "erase", "--scope", scope, "--speaker", x, "--yes")
    assert again.returncode == 1 and "nothing to erase" in again.stdout + again.stderr
    s_new = await chat.record_source(scope=scope, kind="utterance", speaker=x, captured_at="2026-10-06T09:00:00Z",
                                     text="We also like blue.")

    async def text_of() -> list[dict]:  # type: ignore[type-arg]
        return rows(system, "SELECT text, sealed_by FROM sources WHERE source_id = %s", s_new["source_id"])

    fresh = await eventually(text_of, lambda r: bool(r))
    assert fresh[0]["text"] == "We also like blue." and fresh[0]["sealed_by"] != key_id

    # replay the whole log into fresh views: identical to the live ones, table by table
    last = (await bus.js.stream_info(bus.subjects.stream)).state.last_seq

    async def position() -> int:
        return live_snapshot(system.database_url)[0]  # type: ignore[arg-type]

    await eventually(position, lambda p: p >= last, timeout=30)
    pos, live = live_snapshot(system.database_url)  # type: ignore[arg-type]
    schema = f"erase_{uuid.uuid4().hex[:8]}"
    assert await replay(system.admin_url, system.database_url, system.prefix, schema, until_seq=pos) == pos  # type: ignore[arg-type]
    assert differences(live, view_checksums(system.database_url, schema)) == []  # type: ignore[arg-type]
    replayed = rows(system, f"SELECT text FROM {schema}.sources WHERE source_id = %s", sx["source_id"])  # noqa: S608 - a test's own schema name
    assert replayed == [{"text": "[erased]"}]


async def test_erase_refuses_a_blank_or_unknown_speaker_and_changes_nothing(system: System, bus: Bus, scope: str) -> None:
    before = (await bus.js.stream_info(bus.subjects.stream)).state.last_seq
    blank = provgate(system, "erase", "--scope", scope, "--speaker", " ", "--yes")
    unknown = provgate(system, "erase", "--scope", scope, "--speaker", rand("nobody-"), "--yes")
    assert blank.returncode == 2 and unknown.returncode == 1, (blank.stdout, unknown.stdout)
    assert "nothing to erase" in unknown.stdout + unknown.stderr
    assert (await bus.js.stream_info(bus.subjects.stream)).state.last_seq == before


async def test_a_source_cited_before_it_exists_still_seals_later_values_under_its_speaker(
        system: System, bus: Bus, scope: str) -> None:
    """An agent cites a source id before it is recorded (ids derived from a client_ref can be
    predicted): intake must not remember it as unknown, or every later value citing it would be
    sealed under the scope's key, and the speaker's erasure would leave those values readable.
    Two erasures of the speaker racing: both finish, the second finds nothing left, views agree."""
    from services.intake.core import source_id_for

    chat_key, chat, alex = await chat_and_agent(system, bus, scope)
    speaker = rand("early-")
    try:
        # with two intakes, the early citation and the recording often reach different instances
        later = None
        for i in range(12):
            sid = source_id_for(chat_key, f"early-{i}", "")
            early = await alex.submit(scope=scope, subject=f"customer:early{i}", predicate="budget", value=18000,
                                      confidence=0.9, evidence=[sid], wait=True)
            assert early["status"] == "rejected" and "unknown_evidence" in early["reasons"], early
            recorded = await chat.record_source(scope=scope, kind="utterance", speaker=speaker,
                                                text="Our budget is $18,000.", client_ref=f"early-{i}")
            assert recorded["source_id"] == sid
            later = await alex.submit(scope=scope, subject=f"customer:early{i}", predicate="budget", value=18000,
                                      confidence=0.9, evidence=[sid], wait=True)
            assert later["status"] == "accepted", later
            sealed = rows(system, "SELECT p.sealed_with, s.sealed_by FROM proposals p, sources s"
                                  " WHERE p.proposal_id = %s AND s.source_id = %s", later["proposal_id"], sid)[0]
            assert sealed["sealed_with"] == [sealed["sealed_by"]], (i, sealed)  # the speaker's key, not the scope's
        assert later is not None

        first, second = await asyncio.gather(*(asyncio.to_thread(
            provgate, system, "erase", "--scope", scope, "--speaker", speaker, "--yes") for _ in range(2)))
        outs = sorted((r.returncode, r.stdout + r.stderr) for r in (first, second))
        assert outs[0][0] == 0, outs  # one (or both, if they overlapped) erased it
        assert all(code == 0 or "nothing to erase" in out for code, out in outs), outs
        gone = rows(system, "SELECT value, withdrawn_reason FROM proposals WHERE proposal_id = %s", later["proposal_id"])
        assert gone == [{"value": "[erased]", "withdrawn_reason": "erased"}]
        got = await alex.call(alex.subjects.facts_get, {"scope": scope, "subject": "customer:early11"})
        assert got["facts"] == [], got
    finally:
        await chat.close()
        await alex.close()


async def test_a_source_recorded_while_the_proposal_citing_it_is_stored_grounds_nothing_that_outlives_its_speaker(
        system: System, bus: Bus, scope: str) -> None:
    """A channel records a source in a batch while an agent submits, in a batch with wait, a proposal citing its
    predicted id. Intake seals the value under the keys of the sources it finds in the log when it stores the
    proposal; when the source lands just after, the gate (and the verifier) must not ground the value on it, or
    the value, sealed under the scope's key, would outlive the speaker's erasure. Found by a worst-client audit:
    5 to 17 of 60 such values stayed readable in the journal and the proposals view after the erasure.
    Whichever way each race goes, no accepted value survives it."""
    from services.intake.core import source_id_for

    chat_key, chat, alex = await chat_and_agent(system, bus, scope)
    speaker = rand("racer-")
    outcomes: dict[str, list[str]] = {}
    try:
        for i in range(40):
            ref, subject = f"race-{i}", f"customer:race{i}"
            sid = source_id_for(chat_key, ref, "")

            async def record(ref: str = ref, delay: float = (i % 20) * 0.0003) -> None:
                await asyncio.sleep(delay)
                await chat.call(chat.subjects.sources_record_batch, {"sources": [
                    {"scope": scope, "kind": "utterance", "speaker": speaker, "text": "Our budget is $18,000.",
                     "client_ref": ref}]})

            async def propose(sid: str = sid, subject: str = subject, ref: str = ref) -> dict:  # type: ignore[type-arg]
                return await alex.call(alex.subjects.proposals_submit_batch, {"proposals": [
                    {"scope": scope, "subject": subject, "predicate": "budget", "value": 18000, "confidence": 0.9,
                     "evidence": [sid], "client_ref": ref}], "wait": True})

            _, reply = await asyncio.gather(record(), propose())
            r = reply["results"][0]
            outcomes.setdefault(r["status"], []).append(r["proposal_id"])
        assert set(outcomes) <= {"accepted", "rejected", "quarantined"}, outcomes

        done = provgate(system, "erase", "--scope", scope, "--speaker", speaker, "--yes")
        assert done.returncode == 0, done.stdout + done.stderr
        for pid in outcomes.get("accepted", []):

            async def value_of(pid: str = pid) -> list[dict]:  # type: ignore[type-arg]
                return rows(system, "SELECT value FROM proposals WHERE proposal_id = %s", pid)

            await eventually(value_of, lambda v: v == [{"value": "[erased]"}], timeout=20)
        journal = {e["proposal_id"]: e["value"] for e in
                   (await alex.call(alex.subjects.journal_list, {"scope": scope, "limit": 500}))["entries"]}
        assert all(journal.get(pid) == "[erased]" for pid in outcomes.get("accepted", [])), (outcomes, journal)
        for i in range(40):
            got = await alex.call(alex.subjects.facts_get, {"scope": scope, "subject": f"customer:race{i}"})
            assert got["facts"] == [], (i, got)
    finally:
        await chat.close()
        await alex.close()


async def test_the_rules_verifiers_reason_never_quotes_the_value_an_erasure_must_take(
        system: System, bus: Bus, scope: str) -> None:
    """A verdict's reason is not sealed. The rules verifier wrote the proposal's value into it ("None of the cited
    sources asserts the claim (the value Zephyr..."), so after the speaker's erasure the value still read in
    journal.list, proposals.get and the log's bytes (a worst-client audit). Its reasons now name no value."""
    chat_key, chat, alex = await chat_and_agent(system, bus, scope)
    secret = "Zephyr" + "".join(chr(ord("a") + int(c, 16)) for c in uuid.uuid4().hex[:8])
    speaker = rand("quoted-")
    try:
        s = await chat.record_source(scope=scope, kind="utterance", speaker=speaker, captured_at="2026-10-01T09:00:00Z",
                                     text=f"We talked about the weather and {secret}.")
        r = await alex.submit(scope=scope, subject="customer:acme", predicate="project_name", value=secret,
                              confidence=0.9, evidence=[s["source_id"]], wait=True)
        assert r["final"] and r["status"] == "rejected" and r["verdict"]["by"] == "rules", r
        assert secret not in r["verdict"]["reason"], r
        first = (await bus.js.stream_info(bus.subjects.stream)).state.first_seq or 1
        done = provgate(system, "erase", "--scope", scope, "--speaker", speaker, "--yes")
        assert done.returncode == 0, done.stdout + done.stderr

        async def journal() -> list[dict]:  # type: ignore[type-arg]
            return (await alex.call(alex.subjects.journal_list, {"scope": scope}))["entries"]  # type: ignore[no-any-return]

        entries = await eventually(journal, lambda es: bool(es) and es[0]["value"] == "[erased]", timeout=20)
        after = await alex.call(alex.subjects.proposals_get, {"proposal_id": r["proposal_id"]})
        assert secret not in str(entries) and secret not in str(after), (entries, after)
        assert secret.encode() not in await stream_bytes(bus, bus.subjects.stream, first)
    finally:
        await chat.close()
        await alex.close()
