"""Issue 11, whole-pipeline fuzzing: generated requests on every public subject, through the real servers.

Hypothesis draws one request per example, from what the run has made so far (sources to cite,
proposals and conflict cases to decide), and sends it as raw JSON bytes made with Python's
`json` (so `\\ud800` escapes, NaN and Infinity tokens and integers of any size reach the server).
The requests mix valid ones of every role (sources, proposals citing them, reads, reviews) with
hostile ones: text of every Unicode category, NUL, lone surrogates, bidi controls, tag and
zero-width characters; extreme numbers; times of any year, offset, naive or garbage; nested,
deep and oversized bodies and values; missing, unknown and mistyped fields; no key, a forged
key, a key of another scope or of the wrong role.

Each request is either refused with a contract code (`unavailable` is a bug: nothing here takes a
server down) and appends nothing to the log nor to the read log, or takes effect: a source is in
the log, a search is in the read log and then in `retrievals` with finite scores, a proposal
reaches a final status or an explicit hold (`quarantined` for a reviewer), an accepted fact is in
its subject's history, and a read appends nothing. After the run, the projector stands at the end
of the log, no dead letter was added, and a replay of the log equals the live views.

Hypothesis drives synchronous functions, so the requests run on an event loop and NATS
connections of their own, made the way conftest's `bus` and `api` make theirs.
`PROVGATE_FUZZ_EXAMPLES` (default 300) sets the number of requests; `PROVGATE_FUZZ_SEED` a seed.
The three server bugs it found (a body nested 969-1024 levels deep answered `unavailable`; a
refused `reviews.decide` appended an event; a search text without a word gave NaN scores) are
fixed, and their inputs are generated like any other.
"""
from __future__ import annotations

import asyncio
import json
import math
import os
import time
import uuid
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta, timezone
from typing import Any, TypeVar

import psycopg
import pytest
from hypothesis import HealthCheck, given, seed, settings
from hypothesis import strategies as st
from nats.errors import TimeoutError as NatsTimeout

from cli.client import ApiError, Client
from cli.keys import create_key
from cli.replay import differences, live_snapshot, replay
from cli.runtime import System
from contracts.subjects import Subjects
from shared.bus import Bus
from shared.checksum import view_checksums

from ..helpers import rand

pytestmark = pytest.mark.e2e

T = TypeVar("T")

EXAMPLES = int(os.environ.get("PROVGATE_FUZZ_EXAMPLES", "300"))
SEED = os.environ.get("PROVGATE_FUZZ_SEED")
# the contract's refusals; `unavailable` is not among them: here it can only mean a bug
REFUSALS = {"unauthenticated", "forbidden", "invalid_request", "not_found", "conflict", "rate_limited"}
FINAL = {"accepted", "confirmed", "approved", "rejected"}
HELD = {"contradicts_current", "needs_review"}  # a quarantine a reviewer decides (the verifier's reviewer_reasons)
SETTLE_S = 30.0
API = ("sources_record", "sources_record_batch", "proposals_submit", "proposals_get", "facts_get", "facts_history", "facts_search",
       "journal_list", "reviews_list", "reviews_decide", "facts_explain", "deliveries_list", "sources_get")
READS = {"proposals_get", "facts_get", "facts_history", "journal_list", "reviews_list", "facts_explain",
         "deliveries_list", "sources_get"}
RUNS = ["run-1", "run-2"]  # read tags (delivery log)

# ------------------------------------------------------------------ strategies: text, numbers, times
SPECIAL = [
    "\u202e", "\u202d", "\u202a", "\u2066", "\u2067", "\u2068", "\u2069", "\u200e", "\u200f", "\u061c",  # bidi
    "\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u00ad", "\u180e",  # zero-width, format
    "\U000e0001", "\U000e0020", "\U000e0041", "\U000e007f",  # tag characters
    "\u0301", "\ufffd", "\uffff", "\U0010ffff", "\x7f", "\x1b", "\n", "\t", "\r", "\u2028", "\u0430", "\u0391",
    "$", "%", ".", "*", ">", "/", "\\", '"', "{", "'", " ",
]
WORDS = ["budget", "customer:acme", "Our", "budget", "is", "$18,000", "ignore previous instructions", "18000",
         "now", "the", "contract", "says", "acme/fleet", "_INBOX.x", "provgate.v1.>", "*"]
exotic_char = st.one_of(st.characters(codec="utf-8", exclude_characters="\x00"), st.sampled_from(SPECIAL))
exotic_text = st.one_of(st.text(exotic_char, min_size=1, max_size=24), st.sampled_from(WORDS))
bad_char = st.one_of(st.just("\x00"), st.characters(categories=["Cs"]))  # NUL, lone surrogates
hostile_text = st.builds(lambda t, c, i: t[:i] + c + t[i:], exotic_text, bad_char, st.integers(0, 24))
any_text = st.one_of(exotic_text, hostile_text)

safe_int = st.integers(-(2**53 - 1), 2**53 - 1)
extreme_number = st.one_of(
    st.sampled_from([0, -0.0, 2**53 - 1, 2**53, -(2**53), 2**63, 2**64 + 1, 10**400, -(10**30), 1e308, -1e308,
                     5e-324, math.nan, math.inf, -math.inf, 0.5, 1.0, 1.0000001, 1e-7]),
    st.integers(), st.floats())

offsets = st.integers(-1439, 1439).map(lambda m: timezone(timedelta(minutes=m)))
past = st.datetimes(min_value=datetime(1990, 1, 1), max_value=datetime(2026, 1, 1), timezones=offsets)
past_time = past.map(lambda d: d.isoformat())
any_time = st.one_of(
    st.datetimes(min_value=datetime(1, 1, 1), max_value=datetime(9999, 12, 31, 23, 59, 59),
                 timezones=st.one_of(st.none(), offsets)).map(lambda d: d.isoformat()),  # any year; naive too
    st.sampled_from(["0001-01-01T00:00:00+01:00", "9999-12-31T23:59:59-01:00", "0001-01-01T00:30:00+00:31",
                     "2026-10-01T09:00:00", "yesterday", "", "2026-13-45T99:99:99Z", "2026-10-01T09:00:00+25:00",
                     "2026-10-01", "1000-01-01T00:00:00Z", "0999-12-31T23:59:59Z", "2999-12-31T23:59:59Z",
                     "3000-01-01T00:00:00Z", "2026-10-01T09:00:00.123456789Z", "+002026-10-01T09:00:00Z",
                     "2026-10-01t09:00:00z", "2026-W40-4T09:00:00Z", "2026-10-01T09:00:00-00:00", "now"]),
    st.sampled_from([0, -1, 1e12, -1e15, 2**53 - 1, 1e308, 253402300800, 32503680000, -62135596800]),
    past_time,
)


def deep_dict(n: int) -> Any:
    v: Any = "v"
    for _ in range(n):
        v = {"a": v}
    return v


json_any = st.recursive(
    st.one_of(st.none(), st.booleans(), extreme_number, any_text),
    lambda c: st.one_of(st.lists(c, max_size=4), st.dictionaries(any_text, c, max_size=4)), max_leaves=10)
hostile_field = st.one_of(
    json_any, any_time, extreme_number,
    st.integers(4000, 70_000).map(lambda n: "x" * n),  # values, texts and ids past their limits
    st.integers(14, 120).map(deep_dict),  # values may nest 16 levels
    st.lists(any_text, min_size=60, max_size=70),  # evidence lists past 64
)
# storable fact values (the gate may still refuse them: oversized, invisible characters, ...)
fact_value = st.one_of(
    safe_int, exotic_text, st.booleans(), st.floats(-(2**53 - 1), 2**53 - 1),
    st.dictionaries(exotic_text, st.recursive(st.one_of(safe_int, exotic_text, st.booleans()),
                                              lambda c: st.one_of(st.lists(c, max_size=3),
                                                                  st.dictionaries(exotic_text, c, max_size=3)),
                                              max_leaves=6), min_size=1, max_size=4),
    st.integers(3000, 5000).map(lambda n: "y" * n),
)
FIELDS = ["scope", "kind", "speaker", "text", "captured_at", "client_ref", "subject", "predicate", "value",
          "confidence", "evidence", "valid_from", "wait", "proposal_id", "as_of", "known_at", "limit", "decision",
          "case_id", "resolution", "winner", "reason"]
TIME_FIELDS = ["captured_at", "valid_from", "as_of", "known_at"]
SUBJECTS = ["customer:acme", "customer:beta", "Customer:ACME ", "customer:\u0430cme", "customer:gamma"]
PREDICATES = ["budget", "budget", "languages", "manufacture_date", "role", "owner"]
REFS = ["ref-1", "ref-2", "ref-3"]  # repeated client_refs: idempotent repeats


nesting = st.integers(2, 100_000)


def garbage_bodies(scope: str) -> st.SearchStrategy[bytes]:
    return st.one_of(
        st.sampled_from([b"", b"{", b"null", b"[]", b"42", b'"x"', b"true", b"{}", b"\xff\xfe", b'{"scope": "\xff"}',
                         b"\xef\xbb\xbf{}", b"{} trailing", b'{"a":1,"a":2}', b"NaN", b"[NaN]", b"-Infinity",
                         b'{"scope": "' + scope.encode() + b'", "scope": 1}', b"\xc0\x80", b"\xed\xa0\x80"]),
        # nesting, to far past any parser's depth (969-1024 levels once hit Python's recursion limit)
        nesting.map(lambda n: b"[" * n + b"]" * n),
        nesting.map(lambda n: b'{"a":' * n + b"1" + b"}" * n),
        st.binary(max_size=64),
        st.integers(64 * 1024 - 200, 400_000).map(  # bodies beyond 64 KiB
            lambda n: json.dumps({"scope": scope, "kind": "note", "text": "z" * n}).encode()),
    )


def encode(body: Any, ascii_only: bool) -> bytes:
    """Python's json: NaN/Infinity as raw tokens, integers of any size, lone surrogates as `\\ud800`
    escapes, or (not ascii_only) as the invalid UTF-8 bytes they would be."""
    return json.dumps(body, ensure_ascii=ascii_only).encode("utf-8", "surrogatepass")


# ------------------------------------------------------------------ the run's state and requests
@dataclass
class Req:
    api: str  # attribute of Subjects
    sender: str  # a client name of the Rig, or "nokey" / "forged"
    body: bytes
    valid: bool  # generated as a valid request (it may still be refused, e.g. a decided proposal)
    meta: dict[str, Any] = field(default_factory=dict)

    def __repr__(self) -> str:
        shown = self.body if len(self.body) <= 400 else self.body[:300] + b"..." + self.body[-40:]
        return f"Req({self.api}, sender={self.sender}, {len(self.body)} bytes, body={shown!r})"


@dataclass
class State:
    sources: list[tuple[str, int, str]] = field(default_factory=list)  # (source_id, number stated, role)
    proposals: dict[str, str] = field(default_factory=dict)  # proposal_id -> last status seen
    facts: list[str] = field(default_factory=list)  # fact ids seen in replies (explain)
    cases: dict[str, tuple[str, str | None]] = field(default_factory=dict)  # case_id -> (challenger, incumbent)
    counts: dict[str, int] = field(default_factory=dict)  # outcome tallies, for the report


def pick(draw: st.DrawFn, items: list[T], default: T) -> T:
    """One of the run's items (or `default` while there are none). Always the same draw, whatever the
    state: hypothesis must see one shape of choices for one choice sequence."""
    i = draw(st.integers(0, 1 << 16))
    return items[i % len(items)] if items else default


@st.composite
def valid_request(draw: st.DrawFn, scope: str, s: State) -> Req:
    api = draw(st.sampled_from(API + ("sources_record", "proposals_submit", "proposals_submit")))
    known = list(s.proposals)
    meta: dict[str, Any] = {}
    body: dict[str, Any]
    sender = draw(st.sampled_from(["agent", "channel", "reviewer"]))

    def maybe(key: str, strategy: st.SearchStrategy[Any]) -> None:
        if draw(st.booleans()):
            body[key] = draw(strategy)

    def source() -> tuple[dict[str, Any], int]:
        n = draw(st.integers(1, 10**7))
        kind = draw(st.sampled_from(["utterance", "document", "observation", "note"]))
        text = draw(st.one_of(st.just(f"Our budget is ${n:,}."), st.just(f"The budget of customer:acme is {n}."),
                              st.text(exotic_char, min_size=1, max_size=200)))
        one = {"scope": scope, "kind": "note" if sender == "agent" else kind, "text": text}
        for key, strategy in (("speaker", exotic_text), ("captured_at", past_time),
                              ("client_ref", st.one_of(st.sampled_from(REFS), exotic_text))):
            if draw(st.booleans()):
                one[key] = draw(strategy)
        return one, n

    if api == "sources_record":
        body, meta["n"] = source()
    elif api == "sources_record_batch":  # v1.4: a few sources, one of them perhaps refused on its own
        items = [source() for _ in range(draw(st.integers(1, 4)))]
        if draw(st.booleans()):
            bad = draw(st.sampled_from([{"kind": "rumour"}, {"text": ""}, {"scope": scope + "-other"},
                                        {"kind": "utterance"}, {"captured_at": "2999-01-01T00:00:00Z"}]))
            items.insert(draw(st.integers(0, len(items))), ({**items[0][0], **bad}, 0))
        body = {"sources": [b for b, _ in items]}
        meta["n"] = [n for _, n in items]
    elif api == "proposals_submit":
        # every part drawn whatever the state (see `pick`), then put together: a plain sourced claim
        # (a budget stated by a cited source: the pipeline's good path), or anything storable
        cited = [c for c in (pick(draw, s.sources, None) for _ in range(draw(st.integers(0, 2)))) if c]
        plain, use_cited, value = draw(st.booleans()), draw(st.booleans()), draw(fact_value)
        subject = draw(st.one_of(st.sampled_from(SUBJECTS), exotic_text))
        predicate = draw(st.one_of(st.sampled_from(PREDICATES), exotic_text))
        confidence = draw(st.one_of(st.just(0.9), st.floats(0, 1)))
        unknown = draw(st.lists(st.sampled_from(["s_unknown", "s_" + "1" * 32]), max_size=1))
        with_evidence = draw(st.booleans())
        if plain and cited:
            body = {"scope": scope, "subject": SUBJECTS[len(subject) % 2], "predicate": "budget",
                    "value": cited[0][1], "confidence": 0.9, "evidence": [cited[0][0]]}
        else:
            body = {"scope": scope, "subject": subject, "predicate": predicate,
                    "value": cited[0][1] if cited and use_cited else value, "confidence": confidence}
            if with_evidence or cited:
                body["evidence"] = [c[0] for c in cited] + unknown
        maybe("valid_from", past_time)
        maybe("client_ref", st.one_of(st.sampled_from(REFS), exotic_text))
        maybe("wait", st.booleans())
    elif api == "proposals_get":
        other = draw(st.from_regex(r"[A-Za-z0-9_-]{1,80}", fullmatch=True))
        body = {"proposal_id": pick(draw, known, other) if draw(st.booleans()) else other}
    elif api == "facts_get":
        body = {"scope": scope, "subject": draw(st.one_of(st.sampled_from(SUBJECTS), exotic_text))}
        maybe("predicate", st.sampled_from(PREDICATES))
        maybe("as_of", past_time)
        maybe("known_at", st.one_of(past_time, st.just(datetime.now(UTC).isoformat())))
        maybe("run_id", st.one_of(st.sampled_from(RUNS), exotic_text))
    elif api == "facts_history":
        body = {"scope": scope, "subject": draw(st.one_of(st.sampled_from(SUBJECTS), exotic_text)),
                "predicate": draw(st.one_of(st.sampled_from(PREDICATES), exotic_text))}
        maybe("run_id", st.one_of(st.sampled_from(RUNS), exotic_text))
        maybe("limit", st.integers(1, 1000))  # v1.5: a page, after a version seen
        maybe("after", st.one_of(st.just(pick(draw, s.facts, "f_" + "0" * 32)), exotic_text))
    elif api == "sources_get":  # v1.5
        other = draw(st.from_regex(r"[A-Za-z0-9_-]{1,80}", fullmatch=True))
        body = {"scope": scope, "source_id": pick(draw, [x[0] for x in s.sources], other) if draw(st.booleans()) else other}
    elif api == "facts_explain":
        other = draw(st.from_regex(r"[A-Za-z0-9_-]{1,80}", fullmatch=True))
        body = {"scope": scope, "fact_id": pick(draw, s.facts, other) if draw(st.booleans()) else other}
    elif api == "deliveries_list":
        body = {"scope": scope}
        maybe("run_id", st.one_of(st.sampled_from(RUNS), exotic_text))
    elif api == "facts_search":
        body = {"scope": scope, "text": draw(st.one_of(exotic_text, st.text(exotic_char, min_size=1, max_size=2000)))}
        maybe("limit", st.integers(1, 50))
    elif api == "journal_list":
        body = {"scope": scope}
        maybe("subject", st.one_of(st.sampled_from(SUBJECTS), exotic_text))
        maybe("limit", st.integers(1, 500))
    elif api == "reviews_list":
        sender = "reviewer"
        body = {"scope": scope}
        maybe("limit", st.integers(1, 500))
    else:  # reviews_decide: a held proposal, or a conflict case seen in facts.get or reviews.list
        sender = "reviewer"
        reason = draw(exotic_text)
        case_id = pick(draw, sorted(s.cases), None)
        resolution = draw(st.sampled_from(["contradiction", "temporal_change", "dismissed"]))
        name_winner, incumbent_wins = draw(st.booleans()), draw(st.booleans())
        held = [p for p, status in s.proposals.items() if status == "quarantined"]
        pid = pick(draw, held, pick(draw, known, "p_" + "0" * 32))
        decision, case_form = draw(st.sampled_from(["approve", "reject"])), draw(st.booleans())
        if case_id is not None and case_form:
            challenger, incumbent = s.cases[case_id]
            body = {"case_id": case_id, "resolution": resolution, "reason": reason}
            if resolution != "dismissed" or name_winner:
                body["winner"] = incumbent if incumbent and incumbent_wins else challenger
        else:
            body = {"proposal_id": pid, "decision": decision, "reason": reason}
    return Req(api, sender, encode(body, draw(st.booleans())), True, meta)


@st.composite
def request(draw: st.DrawFn, scope: str, s: State) -> Req:
    """A valid request (about half), or one made hostile: its body mutated, its key wrong, or garbage."""
    kind = draw(st.sampled_from(["valid"] * 6 + ["mutated"] * 3 + ["key", "garbage"]))
    req = draw(valid_request(scope, s))
    if kind == "valid":
        return req
    if kind == "key":
        wrong = ["nokey", "forged", "outsider"] + (["agent", "channel"] if req.api.startswith("reviews") else [])
        sender = draw(st.sampled_from(wrong))
        forged = draw(st.one_of(st.just("pgk_" + "A" * 43), st.just(" "), st.just("pgk_" + "x" * 8000),
                                st.text(st.characters(min_codepoint=0x21, max_codepoint=0x7e), min_size=1, max_size=80)))
        return Req(req.api, sender, req.body, False, {"key": forged})
    if kind == "garbage":
        return Req(req.api, req.sender, draw(garbage_bodies(scope)), False)
    body = json.loads(req.body.decode("utf-8", "surrogatepass"))
    for _ in range(draw(st.integers(1, 3))):
        op = draw(st.sampled_from(["set", "set", "time", "drop", "add", "key"]))
        if op == "set" and body:
            body[draw(st.sampled_from(sorted(body)))] = draw(hostile_field)
        elif op == "time":
            body[draw(st.sampled_from(TIME_FIELDS))] = draw(any_time)
        elif op == "drop" and body:
            del body[draw(st.sampled_from(sorted(body)))]
        elif op == "add":
            body[draw(st.sampled_from(FIELDS))] = draw(hostile_field)
        elif op == "key":
            body[draw(any_text)] = draw(json_any)
    if draw(st.integers(0, 9)) == 0:
        body = draw(st.sampled_from([[body], {"body": body}, json.dumps(body)]))
    return Req(req.api, req.sender, encode(body, draw(st.booleans())), False)


# ------------------------------------------------------------------ the rig: own loop, own connections
class Rig:
    """An event loop and NATS connections of the fuzzer's own, made as conftest's `bus` and `api`."""

    def __init__(self, system: System) -> None:
        assert system.nats_url and system.database_url
        self.system = system
        self.loop = asyncio.new_event_loop()
        self.scope = f"fz{uuid.uuid4().hex[:8]}/fleet"
        self.state = State()
        self.clients: dict[str, Client] = {}
        self.run(self._open())

    def run(self, coro: Awaitable[T]) -> T:
        return self.loop.run_until_complete(coro)  # type: ignore[arg-type]

    async def _open(self) -> None:
        system = self.system
        self.bus = await Bus.connect(system.admin_url, Subjects(system.prefix))
        for name, role, scopes in (("agent", "agent", [self.scope]), ("channel", "channel", [self.scope]),
                                   ("reviewer", "reviewer", [self.scope]), ("watcher", "agent", [self.scope]),
                                   ("outsider", "reviewer", [self.scope + "-other"])):
            _, secret = await create_key(self.bus, role=role, name=rand(name + "-"), scopes=scopes)
            self.clients[name] = await Client.connect(system.nats_url, secret, system.prefix)  # type: ignore[arg-type]

    async def quiet(self) -> None:
        """Wait (with a deadline) until the log stops growing and the projector has applied all of
        it: what earlier tests left in flight must not be counted against a refused request."""
        async def end_and_applied() -> tuple[int, int]:
            _, last = await self.end_of_log()
            msg = await self.bus.nc.request(self.bus.subjects.health("projector"), b"", timeout=2)
            return last, int(json.loads(msg.data)["applied_seq"])

        since: dict[int, float] = {}

        def still(x: tuple[int, int]) -> bool:  # applied to its end, which has not moved for half a second
            first = since.setdefault(x[0], time.monotonic())
            return x[0] == x[1] and time.monotonic() - first >= 0.5

        await self.until(end_and_applied, still, "the log at rest before the run")

    def close(self) -> None:
        async def shut() -> None:
            for c in self.clients.values():
                await c.close()
            await self.bus.close()
        try:
            self.run(shut())
        finally:
            self.loop.close()

    async def end_of_log(self) -> tuple[int, int]:
        info = await self.bus.js.stream_info(self.bus.subjects.stream)
        return int(info.state.messages), int(info.state.last_seq)

    async def end_of_reads(self) -> int:
        """The read log's last sequence (searches are recorded there, issue 12; it drops its oldest)."""
        return int((await self.bus.js.stream_info(self.bus.subjects.reads_stream)).state.last_seq)

    def retrieval(self, search_id: str) -> Any:
        with psycopg.connect(self.system.database_url) as c:  # type: ignore[arg-type]
            return c.execute("SELECT fact_ids, scores FROM retrievals WHERE search_id = %s", (search_id,)).fetchone()

    async def appended(self, after: int, upto: int) -> list[str]:
        out = []
        for seq in range(after + 1, upto + 1):
            m = await self.bus.js.get_msg(self.bus.subjects.stream, seq)
            out.append(f"{seq} {m.subject} {(m.data or b'')[:300]!r}")
        return out

    async def send(self, req: Req) -> dict[str, Any]:
        client = self.clients["agent" if req.sender in ("nokey", "forged") else req.sender]
        if req.sender == "nokey":
            client = client.as_key(None)
        elif req.sender == "forged":  # a key nobody made: random, blank, huge or any printable text
            client = client.as_key(req.meta.get("key") or "pgk_" + uuid.uuid4().hex)
        subject = getattr(client.subjects, req.api)
        try:
            return await client.raw(subject, req.body)
        except ApiError as e:  # the NATS server refused the publish: this key's connection may not send it
            return {"ok": False, "error": {"code": e.code, "message": e.message}, "refused_by": "nats"}
        except NatsTimeout:
            raise AssertionError(f"no reply within {client.timeout}s to {req!r}") from None

    async def until(self, fetch: Callable[[], Awaitable[T]], ok: Callable[[T], bool], what: str) -> T:
        deadline = time.monotonic() + SETTLE_S
        while True:
            value = await fetch()
            if ok(value):
                return value
            if time.monotonic() > deadline:
                raise AssertionError(f"{what}: not within {SETTLE_S}s; last: {value!r}")
            await asyncio.sleep(0.02)

    async def settle(self, pid: str) -> dict[str, Any]:
        """Poll proposals.get until the proposal is final or explicitly held for a reviewer."""
        watcher = self.clients["watcher"]
        r = await self.until(lambda: watcher.raw(watcher.subjects.proposals_get, json.dumps({"proposal_id": pid}).encode()),
                             settled, f"proposal {pid} final or held")
        self.state.proposals[pid] = r["status"]
        return r

    async def step(self, req: Req) -> None:
        """Send one request and check its outcome (see the module docstring)."""
        (count, last), reads = await self.end_of_log(), await self.end_of_reads()
        reply = await self.send(req)
        (after, after_last), reads_after = await self.end_of_log(), await self.end_of_reads()
        tally = self.state.counts
        tally["sent valid" if req.valid else "sent hostile"] = tally.get("sent valid" if req.valid else "sent hostile", 0) + 1
        assert isinstance(reply, dict) and isinstance(reply.get("ok"), bool), (req, reply)
        if not reply["ok"]:
            err = reply.get("error") or {}
            code = err.get("code")
            tally[f"refused {code}"] = tally.get(f"refused {code}", 0) + 1
            assert code in REFUSALS, f"{req!r} -> {reply!r}"
            assert isinstance(err.get("message"), str) and err["message"], f"{req!r} -> {reply!r}"
            assert after == count, (f"a refused request appended {after - count} event(s): {req!r} -> {reply!r}; "
                                    f"{await self.appended(last, after_last)}")
            assert reads_after == reads, f"a refused request was recorded in the read log: {req!r} -> {reply!r}"
            return
        tally[f"ok {req.api}"] = tally.get(f"ok {req.api}", 0) + 1
        body = json.loads(req.body.decode("utf-8", "surrogatepass"))
        if req.api in READS:
            assert after == count, f"a read appended: {req!r} -> {reply!r}; {await self.appended(last, after_last)}"
        if req.api == "sources_record":
            stored = await self.bus.last(self.bus.subjects.source(reply["source_id"]))
            assert stored is not None, f"recorded source not in the log: {req!r} -> {reply!r}"
            if req.valid and reply["authority"] != "agent" and not reply.get("duplicate"):
                self.state.sources.append((reply["source_id"], req.meta["n"], reply["authority"]))
        elif req.api == "sources_record_batch":  # each item refused alone or recorded; nothing else appended
            results = reply["results"]
            assert len(results) == len(body["sources"]), f"{req!r} -> {reply!r}"
            for r, n in zip(results, req.meta.get("n") or [0] * len(results), strict=True):
                if not r["ok"]:
                    assert r["error"]["code"] in REFUSALS and r["error"]["message"], f"{req!r} -> {reply!r}"
                    continue
                stored = await self.bus.last(self.bus.subjects.source(r["source_id"]))
                assert stored is not None, f"recorded source not in the log: {req!r} -> {r!r}"
                if req.valid and r["authority"] != "agent" and not r.get("duplicate") and n:
                    self.state.sources.append((r["source_id"], n, r["authority"]))
            new = {r["source_id"] for r in results if r["ok"] and not r.get("duplicate")}
            assert after - count == len(new), (f"{len(new)} new source(s) recorded, {after - count} event(s) "
                                               f"appended: {req!r} -> {reply!r}")
        elif req.api == "facts_search":  # recorded in the read log, then in `retrievals`, with its scores
            assert after == count, f"a search appended to the event log: {req!r} -> {reply!r}"
            assert reads_after == reads + 1, f"search not in the read log: {req!r} -> {reply!r}"
            scores = [f["score"] for f in reply["facts"]]
            assert all(isinstance(x, float | int) and math.isfinite(x) for x in scores), f"{req!r} -> {reply!r}"
            row = await self.until(lambda: asyncio.to_thread(self.retrieval, reply["search_id"]), bool,
                                   f"search {reply['search_id']} in retrievals")
            assert list(row[0]) == [f["fact_id"] for f in reply["facts"]], (req, reply, row)
        elif req.api in ("proposals_submit", "reviews_decide"):
            pid = reply["proposal_id"]
            r = await self.settle(pid)
            outcome = f"{req.api} -> {r['status']} {','.join(r.get('reasons', []))}"
            tally[outcome] = tally.get(outcome, 0) + 1
            if req.api == "reviews_decide":  # a case's resolution decides its other proposal too
                for other, status in list(self.state.proposals.items()):
                    if status == "quarantined":
                        await self.settle(other)
            if r["status"] in ("accepted", "approved") and r.get("fact_id") and req.api == "proposals_submit" \
                    and not reply.get("duplicate"):  # a repeated client_ref names the first proposal
                history = self.clients["watcher"]
                h = await self.until(
                    lambda: history.raw(history.subjects.facts_history, json.dumps(
                        {"scope": self.scope, "subject": body["subject"], "predicate": body["predicate"]}).encode()),
                    lambda x: x.get("ok") and r["fact_id"] in [f["fact_id"] for f in x["facts"]],
                    f"fact {r['fact_id']} of {pid} in its history")
                assert h["ok"]
        elif req.api == "reviews_list":
            for item in reply["items"]:
                if item.get("case_id"):
                    incumbents = [c["proposal_id"] for c in item.get("current", [])]
                    self.state.cases[item["case_id"]] = (item["proposal_id"], incumbents[0] if incumbents else None)
        elif req.api == "facts_history":  # a page holds at most `limit` versions and says where the next starts
            facts = reply["facts"]
            assert "limit" in body or reply["next_after"] is None, f"{req!r} -> {reply!r}"
            assert len(facts) <= body.get("limit", len(facts)), f"{req!r} -> {reply!r}"
            assert reply["next_after"] in (None, facts[-1]["fact_id"] if facts else None), f"{req!r} -> {reply!r}"
        elif req.api == "sources_get":  # one source whole, the one asked for
            assert reply["source"]["source_id"] == body["source_id"] and reply["source"]["truncated_from"] is None, (
                f"{req!r} -> {reply!r}")
        elif req.api == "facts_get":
            for case in reply.get("cases", []):
                self.state.cases[case["case_id"]] = (case["challenger"], case.get("incumbent"))
            self.state.facts.extend(f["fact_id"] for f in reply.get("facts", [])[:3])


def settled(r: dict[str, Any]) -> bool:
    if not r.get("ok"):
        return False
    return r["status"] in FINAL or (r["status"] == "quarantined" and bool(HELD.intersection(r.get("reasons", []))))


def dead_letters_after(database_url: str, seq: int) -> list[Any]:
    with psycopg.connect(database_url) as c:
        return c.execute("SELECT stream_seq, reason FROM dead_letters WHERE stream_seq > %s", (seq,)).fetchall()


# ------------------------------------------------------------------ the test
@pytest.mark.timeout(120 + EXAMPLES // 2)
def test_every_generated_request_is_refused_cleanly_or_takes_effect_and_the_log_replays_to_the_live_views(
        system: System) -> None:
    rig = Rig(system)
    try:
        rig.run(rig.quiet())
        _, start = rig.run(rig.end_of_log())

        @settings(max_examples=EXAMPLES, deadline=None, database=None, print_blob=True,
                  suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                         HealthCheck.large_base_example, HealthCheck.filter_too_much])
        @given(data=st.data())
        def one_request(data: st.DataObject) -> None:
            rig.run(rig.step(data.draw(request(rig.scope, rig.state), label="request")))

        if SEED is not None:
            one_request = seed(int(SEED))(one_request)
        one_request()

        # every proposal of the run is final or held; the projector stands at the end of the log
        for pid in list(rig.state.proposals):
            rig.run(rig.settle(pid))
        _, end = rig.run(rig.end_of_log())

        async def applied() -> int:
            msg = await rig.bus.nc.request(rig.bus.subjects.health("projector"), b"", timeout=2)
            return int(json.loads(msg.data)["applied_seq"])

        rig.run(rig.until(applied, lambda seq: seq == end, f"projector at the end of the log ({end})"))
        dead = dead_letters_after(system.database_url, start)  # type: ignore[arg-type]
        assert not dead, f"dead letters: {dead!r}; events: {[rig.run(rig.appended(seq - 1, seq)) for seq, _ in dead]}"

        # a replay of the log equals the live views
        pos, live = live_snapshot(system.database_url)  # type: ignore[arg-type]
        schema = f"fuzz_{uuid.uuid4().hex[:8]}"
        try:
            assert rig.run(replay(system.admin_url, system.database_url, system.prefix, schema, until_seq=pos)) == pos  # type: ignore[arg-type]
            assert differences(live, view_checksums(system.database_url, schema)) == []  # type: ignore[arg-type]
        finally:
            with psycopg.connect(system.database_url, autocommit=True) as c:  # type: ignore[arg-type]
                c.execute(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE')
        print("fuzz outcomes:", *(f"{n:6d}  {k}" for k, n in sorted(rig.state.counts.items())), sep="\n")
        assert sum(n for k, n in rig.state.counts.items() if k.startswith("ok")) >= EXAMPLES // 5, rig.state.counts
    finally:
        rig.close()
