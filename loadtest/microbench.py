"""The gate's pure decision timed in-process: `domain.rules.decide`, and the whole decision event.

No I/O: what is left of a gate decision once the bus round trips are taken away. Each case is
timed call by call with `perf_counter_ns` (median and p99 in microseconds); the cases follow the
load mix (a new sourced value, a restatement, an update, an unsourced claim, an ungrounded
number) on a slot that already holds some history.

`--corpus` times `ground` and `decide` on each case of tests/grounding/corpus.jsonl instead, every
text-keyed cache cleared before each call (under load each proposal cites a source of its own);
`--dump PATH` writes every case's full `Grounding` and `Decision`, to check that a change to
grounding changes no result:

    python -m loadtest.microbench --corpus --rounds 3 [--dump /tmp/results.tsv]
"""
from __future__ import annotations

import time
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from functools import partial
from pathlib import Path
from typing import Any

from contracts.events import decode_event, encode_event
from contracts.proposals import ProposalSubmitted
from contracts.slot import SlotState
from domain.canon import canon_text, slot_id
from domain.model import Policy, Source
from domain.rules import after_decision, decide
from services.gate.core import decision_event
from services.projector.core import PointRow, desired_versions, plan

from .stats import percentile

T0 = datetime(2026, 1, 1, tzinfo=UTC)


def _source(i: int, value: int, authority: str = "channel") -> Source:
    return Source(source_id=f"s_{i:032x}", scope="bench/fleet", kind="utterance", speaker="customer",
                  text=f"The customer of account:7 says the budget is ${value:,} from now on.",
                  captured_at=T0 + timedelta(hours=i), authority=authority, key_id="k_chat")


def _proposal(i: int, value: Any, evidence: tuple[str, ...], confidence: float = 0.9) -> ProposalSubmitted:
    sk, pk = canon_text("account:7"), canon_text("budget")
    return ProposalSubmitted(
        event_id=f"ep_{i:032x}", occurred_at=T0 + timedelta(days=30), correlation_id="c", scope="bench/fleet",
        proposal_id=f"p_{i:032x}", slot_id=slot_id("bench/fleet", sk, pk), subject="account:7", predicate="budget",
        subject_key=sk, predicate_key=pk, value=value, confidence=confidence, evidence=evidence,
        proposed_by="agent-1", key_id="k_agent", role="agent")


def _history(policy: Policy, n: int = 8) -> tuple[SlotState, list[Source]]:
    """A slot after `n` accepted updates, built through the real transitions."""
    state, sources = SlotState(), []
    for i in range(n):
        s = _source(i, 18000 + 100 * i)
        sources.append(s)
        p = _proposal(1000 + i, str(18000 + 100 * i), (s.source_id,))
        d = decide(p, [s], state, policy)
        state, _ = after_decision(state, p, d)
    return state, sources


def cases(policy: Policy) -> dict[str, tuple[ProposalSubmitted, list[Source | None], SlotState]]:
    state, sources = _history(policy)
    last = sources[-1]
    newer = _source(99, 25000)
    fresh = _source(98, 18000)
    value_now = 18000 + 100 * (len(sources) - 1)
    return {
        "new_value": (_proposal(1, "18000", (fresh.source_id,)), [fresh], SlotState()),
        "restate": (_proposal(2, value_now, (last.source_id,)), [last], state),
        "update": (_proposal(3, "25000", (newer.source_id,)), [newer], state),
        "unsourced": (_proposal(4, 99999, ()), [], state),
        "ungrounded": (_proposal(5, 1800, (last.source_id,)), [last], state),
    }


def _time(fn: Callable[[], Any], n: int) -> dict[str, float]:
    for _ in range(min(200, n)):
        fn()
    samples = []
    for _ in range(n):
        t = time.perf_counter_ns()
        fn()
        samples.append(time.perf_counter_ns() - t)
    samples.sort()
    return {"median_us": round((percentile(samples, 50) or 0) / 1000, 2),
            "p99_us": round((percentile(samples, 99) or 0) / 1000, 2), "calls": n}


def run(calls: int = 20_000, policy: Policy | None = None) -> dict[str, Any]:
    """`decide` per case and over the mix; also the full event (decide + state + pydantic + JSON)."""
    policy = policy or Policy()
    cs = cases(policy)
    out: dict[str, Any] = {"decide": {}, "decision_event": {}}
    per_case = max(1, calls // len(cs))
    for name, (p, ev, st) in cs.items():
        out["decide"][name] = _time(lambda p=p, ev=ev, st=st: decide(p, ev, st, policy), per_case)
        out["decision_event"][name] = _time(
            lambda p=p, ev=ev, st=st: encode_event(decision_event(p, ev, st, policy, now=T0, latency_us=0)),
            max(1, per_case // 4))
    items = list(cs.values())
    i = 0

    def mixed() -> None:
        nonlocal i
        p, ev, st = items[i % len(items)]
        i += 1
        decide(p, ev, st, policy)

    out["decide_all"] = _time(mixed, calls)
    # every service reads a slot's state by decoding its last event: the cost grows with the slot
    for name, n in (("decode_slot_event_8_points", 8), ("decode_slot_event_64_points", 64)):
        st, srcs = _history(policy, n)
        data = encode_event(decision_event(_proposal(7, "1", ()), [], st, policy, now=T0, latency_us=0))
        out[name] = {**_time(lambda data=data: decode_event(data), max(1, calls // 10)), "bytes": len(data)}
    # the projector keeps every point of a slot, not the snapshot's 64: a decision that adds one plans
    # the slot's fact rows again over all of them (half restatements, half updates here)
    for n in (8, 64, 300):
        pts = [PointRow(f"p{i}", f"f{i}", str(i // 2), T0 + timedelta(hours=i), i) for i in range(n)]
        live = {v.fact_id: v for v in desired_versions(pts[:-1])}
        out[f"projector_plan_{n}_points"] = _time(lambda pts=pts, live=live: plan(pts, live), max(1, calls // 20))
    return out


# ---------------------------------------------------------------- grounding over the labelled corpus

# caches keyed by the parameters of the claim (lexicons, predicate, subject), which repeat under load;
# every other cache of domain.assertion is keyed by a source's text and cleared before each call,
# because under load each proposal cites a source of its own. (Until 2026-12-03 the lexicon files'
# parse, `_lexicon`, and the common words built from it, `_common`, were cleared too: each call then
# parsed en.toml again, about 7 ms that no service pays, and that was most of what --corpus reported.)
_WARM = frozenset({"_lang", "_lexicon", "_common", "_english", "_predicate_defaults", "_segmenter", "_pred",
                   "_subject_names"})


def _text_caches() -> list[Any]:
    from domain import assertion

    return [f for name, f in vars(assertion).items() if hasattr(f, "cache_clear") and name not in _WARM]


def corpus_cases(policy: Policy, path: str | None = None) -> list[tuple[dict[str, Any], ProposalSubmitted, Source]]:
    """Each case of tests/grounding/corpus.jsonl as `cli.groundeval` scores it, with the proposal
    and the source `decide` sees for it (an agent citing one channel source)."""

    from cli.groundeval import CORPUS, _time, load

    out = []
    for i, c in enumerate(load(Path(path) if path else CORPUS)):
        src = Source(source_id=f"s_{i:032x}", scope="bench/fleet", kind="utterance", speaker="customer",
                     text=c["text"], captured_at=_time(c["captured_at"]), authority="channel",  # type: ignore[arg-type]
                     key_id="k_chat")
        sk, pk = canon_text(c["subject"]), canon_text(c["predicate"])
        p = ProposalSubmitted(
            event_id=f"ep_{i:032x}", occurred_at=src.captured_at + timedelta(minutes=1), correlation_id="c",
            scope="bench/fleet", proposal_id=f"p_{i:032x}", slot_id=slot_id("bench/fleet", sk, pk),
            subject=c["subject"], predicate=c["predicate"], subject_key=sk, predicate_key=pk, value=c["value"],
            confidence=0.9, evidence=(src.source_id,), proposed_by="agent-1", key_id="k_agent", role="agent",
            valid_from=_time(c.get("valid_from")))
        out.append((c, p, src))
    return out


def _ground_args(c: dict[str, Any], policy: Policy) -> dict[str, Any]:
    """`ground`'s arguments for a corpus case, as `cli.groundeval` passes them."""
    from cli.groundeval import _time

    pp = policy.for_predicate(c["predicate"].casefold())
    return {"subject": c["subject"], "predicate": c["predicate"], "value": c["value"],
            "captured_at": _time(c["captured_at"]), "valid_from": _time(c.get("valid_from")),
            "aliases": pp.aliases, "units": pp.units, "allow": pp.allow}


def _ground_case(c: dict[str, Any], policy: Policy) -> Any:
    from domain.assertion import ground

    return ground(c["text"], **_ground_args(c, policy))


def _cold(fn: Callable[[], Any], caches: list[Any]) -> tuple[int, int]:
    """One call after clearing `caches`: (wall ns, CPU ns of this thread; the CPU time is less
    disturbed by other processes on a shared machine)."""
    for f in caches:
        f.cache_clear()
    t, c = time.perf_counter_ns(), time.thread_time_ns()
    fn()
    return time.perf_counter_ns() - t, time.thread_time_ns() - c


def _us(samples: list[int]) -> dict[str, float]:
    samples = sorted(samples)
    return {"median_us": round((percentile(samples, 50) or 0) / 1000, 1),
            "p99_us": round((percentile(samples, 99) or 0) / 1000, 1),
            "mean_us": round(sum(samples) / len(samples) / 1000, 1)}


def corpus(policy: Policy, rounds: int = 3, path: str | None = None) -> dict[str, Any]:
    """µs per `ground` and per `decide` call over the corpus, every text-keyed cache cleared before
    each call (a source seen for the first time); `rounds` passes over the corpus, after one warm-up."""
    cases = corpus_cases(policy, path)
    caches = _text_caches()
    out: dict[str, Any] = {}
    from domain.assertion import ground

    args = {c["id"]: _ground_args(c, policy) for c, _, _ in cases}  # built outside the timed calls
    for name, call in (("ground", lambda c, p, s: ground(c["text"], **args[c["id"]])),
                       ("decide", lambda c, p, s: decide(p, [s], SlotState(), policy))):
        for c, p, s in cases:  # warm-up: lexicons, predicates, pysbd
            call(c, p, s)
        timed = [_cold(partial(call, c, p, s), caches) for _ in range(rounds) for c, p, s in cases]
        out[name] = {**_us([w for w, _ in timed]), "cpu": _us([c for _, c in timed]), "calls": len(timed)}
    return out


def dump(policy: Policy, path: str | None = None) -> str:
    """Every corpus case's full `Grounding` and `decide` outcome, one line each, to compare runs."""
    lines = []
    caches = _text_caches()
    for c, p, s in corpus_cases(policy, path):
        for f in caches:
            f.cache_clear()
        g = _ground_case(c, policy)
        d = decide(p, [s], SlotState(), policy)
        lines.append(f"{c['id']}\t{g!r}\t{d!r}")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    import argparse
    import json

    from cli.groundeval import policy as policy_file

    ap = argparse.ArgumentParser(prog="python -m loadtest.microbench", description=__doc__.splitlines()[0])
    ap.add_argument("--corpus", action="store_true", help="µs per ground/decide call over the grounding corpus")
    ap.add_argument("--rounds", type=int, default=3,
                    help="passes over the corpus (--corpus); 0 with --dump: the dump alone, nothing timed")
    ap.add_argument("--dump", default=None, help="write every corpus case's full result to this file")
    ap.add_argument("--calls", type=int, default=20_000, help="calls of the load-mix cases (without --corpus)")
    args = ap.parse_args(argv)
    pol = policy_file(None)
    if args.rounds < 0 or (args.rounds == 0 and not args.dump):
        ap.error("--rounds must be at least 1 (0 only with --dump: the dump alone)")
    if args.dump:
        Path(args.dump).write_text(dump(pol), encoding="utf-8")
        if args.rounds == 0:
            print(json.dumps({"dumped": args.dump}))
            return 0
    result = corpus(pol, args.rounds) if args.corpus else run(args.calls, pol)
    print(json.dumps(result, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
