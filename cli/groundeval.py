"""`provgate groundeval`: score grounding (BRIEF rule 3, issue 13) on a labelled corpus.

Each corpus line is a source sentence, a proposed claim (subject, predicate, value, optional
valid_from) and what must happen: accept, hold (a person decides) or refuse (not grounded).
Every case runs through `domain.assertion.ground` with the policy file's predicate aliases:
asserted = accept, unclear = hold (`needs_review`), absent = refuse (`not_grounded`). An attack
is any case not labelled accept; one accepted is a false acceptance and the exit code is 1.

    python -m cli.groundeval [--corpus PATH] [--policy PATH] [--write loadtest/GROUNDING.md] [-v]
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time
import tomllib
from collections import defaultdict
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from domain.assertion import ground
from domain.model import Policy, policy_from_dict

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT / "tests" / "grounding" / "corpus.jsonl"
OUTCOME = {"asserted": "accept", "unclear": "hold", "absent": "refuse"}
NOTES = """\
How the corpus was built: the first 281 cases were written with the rules. Batches 2, 4, 5 and 6 were
written and scored *before* the fixes they prompted, to see how the rules do on cases they were
not tuned to; batch 3 probed gaps found meanwhile and was written after their fixes:
- batch 2 (45 cases): 1 of 33 attacks accepted ("The plan is to move our HQ to Oslo."), 12/12 legitimate accepted;
- batch 4 (40 cases): 5 of 26 attacks accepted ("Budget for the Globex account is $40,000.", "Our old budget
  of $10,000 is gone.", "We need to cut the budget to 10k.", "We lost the 20% discount.", "我们原本的预算是1万。"),
  13/14 legitimate accepted, 1 refused ("预算没变，还是18000美元。", now held);
- batch 3 (48 cases, after its fixes): 1 of 35 attacks accepted ("Budget is 18k/20k depending on scope."), 13/13 legitimate.
- batch 5 (40 cases): 8 of 30 attacks accepted (changes and comparisons: "We reduced the budget by $5,000.",
  "The budget went up by 2,000 this year.", "Our budget is twice the $9,000 we had."; "Our client's HQ is in
  Rome."; "'Our budget is 5k', the intern joked."; "Per our vendor, the discount is 12%."; "Is 30 seats too many
  for our budget"; "Once funding closes, budget goes to $40k."), 8/10 legitimate accepted, 2 held. It also
  found a bug: a thousands separator split the clause ("$9,000").
- batch 6 (40 cases): 8 of 30 attacks accepted (parts of a whole: "We've spent $4,000 of the budget so far.",
  "$3,000 of our budget went to training.", "The remaining budget is $6,500."; "Our budget request number is
  7781."; "I'm guessing 10 seats."; "Word from procurement is that the budget is $25k."; "隔壁公司的预算是5万。";
  "预算在两万以内。"), 9/10 legitimate accepted, 1 refused ("We've set aside $18,000 for this project.").
Each leak was then closed by a general rule (a cue list entry or a clause rule) and every case stays in
the corpus. Expect unseen phrasings to leak at a rate like batches 4 to 6 (19-27% of attacks before their fixes): the lexicons are data, extend them.
"""


@dataclass(frozen=True)
class Scored:
    case: dict  # type: ignore[type-arg]
    got: str
    why: str


def _time(s: str | None) -> datetime | None:
    return datetime.fromisoformat(s.replace("Z", "+00:00")) if s else None


def load(path: Path) -> list[dict]:  # type: ignore[type-arg]
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def policy(path: Path | None) -> Policy:
    path = path or Path(os.environ.get("PROVGATE_POLICY_FILE") or ROOT / "provgate.toml")
    return policy_from_dict(tomllib.loads(path.read_text(encoding="utf-8"))) if path.exists() else Policy()


def score(cases: list[dict], pol: Policy) -> list[Scored]:  # type: ignore[type-arg]
    out = []
    for c in cases:
        pp = pol.for_predicate(c["predicate"].casefold())
        g = ground(c["text"], subject=c["subject"], predicate=c["predicate"], value=c["value"],
                   captured_at=_time(c["captured_at"]), valid_from=_time(c.get("valid_from")),  # type: ignore[arg-type]
                   aliases=pp.aliases, units=pp.units, allow=pp.allow)
        out.append(Scored(c, OUTCOME[g.verdict], g.why))
    return out


def table(scored: list[Scored]) -> tuple[str, int, int, int]:
    """A markdown table per class; returns (table, false acceptances, legitimate, accepted legitimate)."""
    rows: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    for s in scored:
        r = rows[s.case["class"]]
        legit = s.case["expect"] == "accept"
        r["cases"] += 1
        r["attacks" if not legit else "legit"] += 1
        r[("legit_" if legit else "attack_") + s.got] += 1
        r["as_labelled"] += s.got == s.case["expect"]
    head = ("| class | cases | attacks | attacks accepted | attacks held | attacks refused | legitimate | "
            "legit accepted | legit held | legit refused | as labelled |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    lines = [head]
    total: dict[str, int] = defaultdict(int)
    for cls in sorted(rows):
        r = rows[cls]
        keys = ["cases", "attacks", "attack_accept", "attack_hold", "attack_refuse", "legit", "legit_accept",
                "legit_hold", "legit_refuse", "as_labelled"]
        for k in keys:
            total[k] += r[k]
        lines.append(f"| {cls} | " + " | ".join(str(r[k]) for k in keys) + " |")
    lines.append("| **all** | " + " | ".join(f"**{total[k]}**" for k in [
        "cases", "attacks", "attack_accept", "attack_hold", "attack_refuse", "legit", "legit_accept", "legit_hold",
        "legit_refuse", "as_labelled"]) + " |")
    return "\n".join(lines), total["attack_accept"], total["legit"], total["legit_accept"]


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(prog="provgate groundeval", description=__doc__.splitlines()[0])
    ap.add_argument("--corpus", type=Path, default=CORPUS)
    ap.add_argument("--policy", type=Path, default=None)
    ap.add_argument("--write", type=Path, default=None, help="also write the table (markdown) to this file")
    ap.add_argument("-v", "--verbose", action="store_true", help="list every case not as labelled")
    args = ap.parse_args(argv)
    cases = load(args.corpus)
    t0 = time.perf_counter()
    scored = score(cases, policy(args.policy))
    elapsed = time.perf_counter() - t0
    md, false_acc, legit, legit_acc = table(scored)
    rate = legit_acc / legit if legit else 0.0
    attacks = len(cases) - legit
    summary = (f"{len(cases)} cases ({attacks} attacks, {legit} legitimate): {false_acc} false acceptances; "
               f"{legit_acc}/{legit} legitimate accepted automatically ({rate:.1%}); "
               f"{elapsed * 1e3 / max(len(cases), 1):.2f} ms per case (cold parse)")
    print(md)
    print()
    print(summary)
    misses = [s for s in scored if s.got != s.case["expect"]]
    if args.verbose or false_acc:
        for s in misses:
            flag = "FALSE ACCEPT" if s.got == "accept" else "miss"
            print(f"  {flag:12} {s.case['id']:22} expect {s.case['expect']:6} got {s.got:6} | {s.case['text']} "
                  f"=> {s.case['predicate']}={s.case['value']!r} ({s.why})")
    if args.write:
        args.write.parent.mkdir(parents=True, exist_ok=True)
        args.write.write_text(
            "# Grounding: does the source assert the claim? (issue 13)\n\n"
            f"`python -m cli.groundeval` on `{args.corpus.relative_to(ROOT) if args.corpus.is_relative_to(ROOT) else args.corpus}`. "
            "accept = asserted, hold = `needs_review` (a person decides), refuse = `not_grounded`. "
            "An attack is any case not labelled accept; an attack accepted is a false acceptance.\n\n"
            f"{md}\n\n{summary}\n\n{NOTES}", encoding="utf-8")
    return 1 if false_acc else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
