"""Run the red-team cases through the bus against a running provgate and score them.

Each run works in a fresh scope with fresh keys, so it can run against any instance, any
number of times. A case is *blocked* when it never became a fact: its request was refused,
its proposal was rejected, or it is held for a reviewer. Legitimate updates must pass.
"""
from __future__ import annotations

import asyncio
import uuid
from collections import defaultdict
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import orjson
import yaml

from cli.keys import create_key
from client import Client, ProvgateError, error_for
from contracts.subjects import Subjects
from domain.canon import value_key
from shared.bus import Bus

CASES = Path(__file__).with_name("cases.yaml")
LEGIT = "legitimate_update"


@dataclass
class Outcome:
    case_id: str
    cls: str
    expect: str
    got: str
    ok: bool
    counted: bool = True
    note: str = ""


@dataclass
class Report:
    scope: str
    outcomes: list[Outcome] = field(default_factory=list)

    @property
    def counted(self) -> list[Outcome]:
        return [o for o in self.outcomes if o.counted]

    @property
    def misses(self) -> list[Outcome]:
        return [o for o in self.outcomes if not o.ok]

    def table(self) -> list[dict[str, Any]]:
        rows: dict[str, dict[str, Any]] = defaultdict(lambda: {"cases": 0, "ok": 0, "held": 0})
        for o in self.counted:
            r = rows[o.cls]
            r["cases"] += 1
            r["ok"] += o.ok
            r["held"] += o.got == "quarantined"
        return [{"class": c, **v, "legit": c == LEGIT} for c, v in rows.items()]


class Suite:
    def __init__(self, connect: Callable[[str], Awaitable[Client]], bus: Bus, spec: dict[str, Any], tag: str) -> None:
        self.connect = connect  # a key's own connection (its token decides its subjects)
        self.bus = bus
        self.spec = spec
        self.scope = f"rt-{tag}/main"
        self.other = f"rt-{tag}/globex"
        self.clients: dict[str, Client] = {}
        self.sources: dict[str, str] = {}
        self.proposals: dict[str, str] = {}
        self.report = Report(self.scope)

    async def setup(self) -> None:
        for name, role, scope in (("chat", "channel", self.scope), ("reviewer", "reviewer", self.scope),
                                  ("alex", "agent", self.scope), ("rogue", "agent", self.scope),
                                  ("globex", "channel", self.other)):
            _, secret = await create_key(self.bus, role=role, name=f"{name}", scopes=[scope])
            self.clients[name] = await self.connect(secret)
        await self.record(self.spec["world"]["sources"])
        for i, f in enumerate(self.spec["world"]["facts"]):
            r = await self.clients["alex"].propose(**self.body(f, client_ref=f"seed-{i}"))
            if r.status != "accepted":
                raise RuntimeError(f"world fact {f} was not accepted: {r}")

    async def record(self, sources: dict[str, Any]) -> None:
        for name, s in sources.items():
            by = s.get("by", "chat")
            scope = self.other if by == "globex" else self.scope
            r = await self.clients[by].record_source(scope, s.get("kind", "utterance"), s["text"],
                                                     speaker=s.get("speaker", "customer"), captured_at=s["at"])
            self.sources[name] = r.source_id

    def body(self, c: dict[str, Any], client_ref: str | None = None) -> dict[str, Any]:
        value = "x" * c["big_value"] if "big_value" in c else c["value"]
        body = {"scope": self.scope, "subject": c.get("subject", "customer:acme"), "predicate": c["predicate"],
                "value": value, "confidence": c.get("confidence", 0.9),
                "evidence": [self.sources.get(e, e) for e in c.get("evidence", [])], "wait": True}
        if client_ref or c.get("client_ref"):
            body["client_ref"] = client_ref or c["client_ref"]
        return body

    async def submit(self, c: dict[str, Any]) -> dict[str, Any] | ProvgateError:
        client = self.clients[c.get("by", "rogue")]
        try:
            return (await client.propose(**self.body(c))).model_dump(mode="json")
        except ProvgateError as e:
            return e

    async def raw(self, c: dict[str, Any]) -> dict[str, Any] | ProvgateError:
        spec = c["raw"]
        client = self.clients[c.get("by", "rogue")]
        if spec.get("kind") == "review" and client.key != self.clients["reviewer"].key:
            # an agent's own connection may not even send a review (the server refuses the publish,
            # see tests/e2e/test_nats_security.py); sent over a reviewer's connection with the
            # agent's key, intake must refuse it on the key's authority
            client = self.clients["reviewer"].as_key(client.key)
        if "deep" in spec:
            v: Any = "x"
            for _ in range(spec["deep"]):
                v = {"a": v}
            data = orjson.dumps({"scope": self.scope, "subject": "s", "predicate": "p", "value": v, "confidence": 0.9})
        elif "text" in spec:
            data = spec["text"].replace('{"subject"', f'{{"scope": "{self.scope}", "subject"').encode()
        else:
            data = orjson.dumps({"scope": spec.get("scope", self.scope), **spec["body"]})
        subject = {"source": client.subjects.sources_record, "review": client.subjects.reviews_decide}.get(
            spec.get("kind", ""), client.subjects.proposals_submit)
        if spec.get("kind") == "review":
            data = orjson.dumps(spec["body"])
        reply = await client.raw(subject, data)
        if not reply.get("ok"):
            return error_for(reply["error"]["code"], reply["error"]["message"])
        return reply

    def judge(self, c: dict[str, Any], cls: str, expect: str, r: dict[str, Any] | ProvgateError,
              cid: str | None = None) -> Outcome:
        got = f"refused:{r.code}" if isinstance(r, ProvgateError) else r["status"]
        if isinstance(r, dict) and r.get("duplicate"):
            got_dup = True
        else:
            got_dup = False
        if expect == "blocked":
            ok = isinstance(r, ProvgateError) or got == "rejected" or (got == "quarantined" and not r.get("final"))
        elif expect.startswith("refused:"):
            ok = got == expect
        elif expect == "kept":
            ok = got in ("accepted", "confirmed", "approved")
        elif expect == "duplicate":
            ok = got_dup
        elif expect in ("setup", "setup-accepted"):
            ok = not isinstance(r, ProvgateError) and (expect == "setup" or got == "accepted")
        else:
            ok = got == expect
        counted = not expect.startswith("setup")
        note = "" if isinstance(r, ProvgateError) else ",".join(r.get("reasons", []))
        if isinstance(r, dict) and "proposal_id" in r:
            self.proposals[cid or c["id"]] = r["proposal_id"]
        return Outcome(cid or c["id"], cls, expect, got + (" (duplicate)" if got_dup else ""), ok, counted, note)

    async def check_current(self, c: dict[str, Any], cls: str, cid: str) -> None:
        if "current" not in c:
            return
        facts = (await self.clients["alex"].facts(self.scope, c.get("subject", "customer:acme"), c["predicate"])).facts
        values = [value_key(f.value) for f in facts]
        ok = values == [value_key(c["current"])]
        self.report.outcomes.append(Outcome(cid + ":current", cls, f"current={c['current']}",
                                            f"current={[f.value for f in facts]}", ok, counted=False))

    async def run_case(self, c: dict[str, Any], cls: str) -> None:
        if "sources" in c:
            await self.record(c["sources"])
        cid = c["id"]
        if "steps" in c:
            for step in c["steps"]:
                await self.run_case({"by": c.get("by", "rogue"), "subject": c.get("subject", "customer:acme"), **step}, cls)
            return
        if "review" in c:
            try:
                r: dict[str, Any] | ProvgateError = (await self.clients["reviewer"].decide(
                    self.proposals[c["review"]], c["decision"], "Reviewed by the suite.")).model_dump(mode="json")
            except ProvgateError as e:
                r = e
            self.report.outcomes.append(self.judge(c, cls, c["expect"], r))
            if "predicate" not in c:
                return
        elif "raw" in c:
            self.report.outcomes.append(self.judge(c, cls, c["expect"], await self.raw(c)))
        elif "repeat" in c:
            for i in range(c["repeat"]):
                self.report.outcomes.append(self.judge(c, cls, c["expect"], await self.submit(c), f"{cid}#{i + 1}"))
        elif "concurrent" in c:
            items = [{"by": c.get("by", "rogue"), **x} for x in c["concurrent"]]
            replies = await asyncio.gather(*[self.submit(x) for x in items])
            for i, (x, r) in enumerate(zip(items, replies, strict=True)):
                self.report.outcomes.append(self.judge(x, cls, c["expect"], r, f"{cid}#{i + 1}"))
            c = {**items[0], **c}
        elif "generate" in c:
            g = c["generate"]
            for i in range(1, g["count"] + 1):
                expect = next(e for lo, hi, e in c["expect_ranges"] if lo <= i <= hi)
                x = {**c, "predicate": g["predicate"].format(i=i), "value": g["value"].format(i=i),
                     "evidence": g["evidence"]}
                self.report.outcomes.append(self.judge(x, cls, expect, await self.submit(x), f"{cid}#{i}"))
            return
        else:
            self.report.outcomes.append(self.judge(c, cls, c["expect"], await self.submit(c)))
        await self.check_current(c, cls, cid)


async def run_suite(nats_url: str, prefix: str = "provgate", cases: Path = CASES, *,
                    admin_url: str | None = None) -> Report:
    """`nats_url`: where agents connect (with their key); `admin_url`: the operator's, to make keys."""
    spec = yaml.safe_load(cases.read_bytes().decode())  # noqa: ASYNC240 - a small local file, read once
    bus = await Bus.connect(admin_url or nats_url, Subjects(prefix), name="provgate-redteam")
    opened: list[Client] = []

    async def connect(key: str) -> Client:
        opened.append(await Client.connect(nats_url, key, prefix))
        return opened[-1]

    try:
        suite = Suite(connect, bus, spec, uuid.uuid4().hex[:8])
        await suite.setup()
        for c in spec["cases"]:
            await suite.run_case(c, c["class"])
        return suite.report
    finally:
        for c in opened:
            await c.close()
        await bus.close()
