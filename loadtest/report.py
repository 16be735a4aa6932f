"""Reports: the PNG chart (matplotlib, optional `bench` extra) and generated sections of RESULTS.md.

RESULTS.md keeps hand-written text; each mode owns one block between
`<!-- bench:<mode>:begin -->` and `<!-- bench:<mode>:end -->`, replaced on every run of that mode.
"""
from __future__ import annotations

import re
from pathlib import Path
from typing import Any


def f1(x: Any) -> str:
    if x is None:
        return "-"
    if isinstance(x, float) and x >= 100:
        return f"{x:.0f}"
    return f"{x:.1f}" if isinstance(x, float) else str(x)


def f2(x: Any) -> str:
    return "-" if x is None else f"{x:.2f}"


def quad(row: dict[str, Any], key: str) -> str:
    return " / ".join(f1(row.get(f"{key}_{q}")) for q in ("p50", "p95", "p99", "max"))


# ------------------------------------------------------------------ chart
def chart(res: dict[str, Any], png: Path) -> bool:
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return False
    rows = res["table"]
    xs = list(range(len(rows)))
    labels = [r["rate"] for r in rows]
    fig, (ax, bx) = plt.subplots(1, 2, figsize=(13, 5))
    series = (("pg_decision", "provgate submit→decision", "tab:blue", "-"),
              ("pg_visible", "provgate submit→visible", "tab:orange", "-"),
              ("base_visible", "baseline publish→commit", "tab:green", "-"))
    for key, name, color, _ in series:
        for q, style, mark in (("p50", "-", "o"), ("p99", "--", "^")):
            ys = [r.get(f"{key}_{q}") for r in rows]
            if any(y is not None for y in ys):
                ax.plot(xs, [y if y is not None else float("nan") for y in ys], style, marker=mark, color=color,
                        label=f"{name} {q}")
    ax.set_yscale("log")
    ax.set_xticks(xs, labels)
    ax.set_xlabel("offered rate (proposals/s; 'max' = closed loop)")
    ax.set_ylabel("latency, ms (log)")
    ax.set_title("Latency percentiles vs rate (medians of repeats)")
    ax.grid(True, which="both", alpha=0.3)
    ax.legend(fontsize=7)
    w = 0.38
    pg = [r.get("pg_achieved") or 0 for r in rows]
    base = [r.get("base_achieved") or 0 for r in rows]
    bx.bar([x - w / 2 for x in xs], pg, w, label="provgate (proposals/s visible)", color="tab:orange")
    bx.bar([x + w / 2 for x in xs], base, w, label="baseline (messages/s committed)", color="tab:green")
    bx.set_yscale("log")
    bx.set_xticks(xs, labels)
    bx.set_xlabel("offered rate")
    bx.set_ylabel("achieved per second (log)")
    bx.set_title("Achieved throughput")
    bx.grid(True, which="both", axis="y", alpha=0.3)
    bx.legend(fontsize=8)
    fig.suptitle(f"provgate vs bare NATS+PostgreSQL, {res.get('date', '')} ({res.get('mode')}), "
                 f"{res.get('cpus')} CPUs, shared machine")
    fig.tight_layout()
    png.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(png, dpi=110)
    plt.close(fig)
    return True


# ------------------------------------------------------------------ RESULTS.md
def sweep_md(res: dict[str, Any], last: dict[str, Any]) -> str:
    a = res["args"]
    out = [f"Run {res['date']} ({res['mode']}): rates {a['rates']}, {a['seconds']:g} s per step, "
           f"{a['repeat']} repeat(s), {a['agents']} agents (max step: {a['depth']} in flight each), "
           f"{a['read_ratio']} reads per proposal; {res['cpus']} CPUs; replicas {res['replicas']}; "
           f"cores: {res.get('cores') or 'left to the scheduler'}. "
           f"Figures are medians over the repeats (max: the largest seen). Results: `{last.get('results', '-')}`"
           + (f", chart `{last['chart']}`." if last.get("chart") else "."), "",
           "| rate | provgate offered → achieved /s | decision p50 / p95 / p99 / max ms "
           "| visible p50 / p95 / p99 / max ms | baseline achieved /s | baseline commit p50 / p95 / p99 / max ms "
           "| visible vs baseline p50 / p99 | throughput vs baseline | CPU ms per item (provgate / baseline) "
           "| NATS msgs per item (provgate / baseline) | lost |",
           "|---|---|---|---|---|---|---|---|---|---|---|"]
    for r in res["table"]:
        runs = "" if r["repeats"] in (0, a["repeat"]) else f" ({r['repeats']} of {a['repeat']} runs)"
        out.append(
            f"| {r['rate']}{runs} "
            f"| {f1(r.get('pg_offered'))} → {f1(r.get('pg_achieved'))} "
            f"({f1(r.get('pg_achieved_min'))}–{f1(r.get('pg_achieved_max'))}) | {quad(r, 'pg_decision')} "
            f"| {quad(r, 'pg_visible')} | {f1(r.get('base_achieved'))} | {quad(r, 'base_visible')} "
            f"| {f1(r.get('ratio_visible_p50'))}× / {f1(r.get('ratio_visible_p99'))}× "
            f"| {r.get('ratio_achieved', '-')}× "
            f"| {f1(r.get('pg_cpu_ms_per_proposal'))} / {f1(r.get('base_cpu_ms_per_message'))} "
            f"| {f1(r.get('pg_nats_msgs_per_proposal'))} / {f1(r.get('base_nats_msgs_per_message'))} "
            f"| {r.get('pg_lost', 0)} / {r.get('base_lost', 0)} |")
    out += ["", "NATS msgs per item: messages into plus out of the step's nats-server (`in_msgs` + `out_msgs` of its"
            " /varz monitoring endpoint, after minus before the step) ÷ proposals (baseline: ÷ messages). provgate's"
            " count includes the load generator's own traffic on that server: source records, reads, its slot-event"
            " consumer and lag sampling. `max batch N`: closed loop with N proposals per"
            " `proposals.submit_batch` request."]
    out += ["", "CPU per process in cores (median over repeats; 2.0 = both cores), consumer lag (max pending + unacked),"
            " other = CPU used on the machine by processes outside this benchmark:", ""]
    names = list(res["table"][0].get("pg_cpu", {})) if res["table"] else []
    out.append("| rate | " + " | ".join(names) + " | other | lag max (gate / verifier / projector) | baseline consumer "
               "| baseline lag max |")
    out.append("|---" * (len(names) + 5) + "|")
    for r in res["table"]:
        cpu = r.get("pg_cpu", {})
        lag = r.get("pg_lag_max", {})
        out.append(f"| {r['rate']} | " + " | ".join(f2(cpu.get(n)) for n in names)
                   + f" | {f2(r.get('pg_other_cores'))} | {lag.get('gate', '-')} / {lag.get('verifier', '-')} / "
                   f"{lag.get('projector', '-')} | {f2((r.get('base_cpu') or {}).get('baseline-consumer'))} "
                   f"| {r.get('base_lag_max', '-')} |")
    out += ["", "CPU milliseconds per proposal, per process (cores × wall time of the step ÷ proposals; median over"
            " repeats). For the baseline, the same per message is in the first table:", ""]
    out.append("| rate | " + " | ".join(names) + " | total without generator |")
    out.append("|---" * (len(names) + 2) + "|")
    for r in res["table"]:
        ms = r.get("pg_cpu_ms") or {}
        if not ms:
            continue
        total = sum(v or 0 for k, v in ms.items() if k not in ("generator", "baseline-consumer"))
        out.append(f"| {r['rate']} | " + " | ".join(f"{ms.get(n):.2f}" if ms.get(n) is not None else "-"
                                                     for n in names) + f" | {total:.2f} |")
    errs = [(r["rate"], r.get("pg_errors")) for r in res["table"] if r.get("pg_errors")]
    if errs:
        out += ["", "Failed requests at the client (all repeats summed; a submit that timed out may still have been"
                " journaled, which the exactly-once check counts; a failed source record means its proposal was"
                " never sent): " + "; ".join(f"{lb}/s: " + ", ".join(f"{k} {n}" for k, n in sorted(e.items()))
                                            for lb, e in errs) + "."]
    skipped = res.get("skipped") or []
    if isinstance(skipped, dict):  # results files of the first runs
        skipped = [f"{k}/s: {v}" for k, v in skipped.items()]
    if skipped:
        out += ["", "Skipped provgate steps: " + "; ".join(skipped) + "."]
    m = res["micro"]
    out += ["", "Gate micro-benchmark (in-process, no I/O; µs per call, median / p99):", "",
            "| case | `decide` | decision event (decide + slot state + pydantic + JSON) |", "|---|---|---|"]
    for case, d in m["decide"].items():
        e = m["decision_event"][case]
        out.append(f"| {case} | {d['median_us']} / {d['p99_us']} | {e['median_us']} / {e['p99_us']} |")
    out.append(f"| mix of all ({m['decide_all']['calls']} calls) | {m['decide_all']['median_us']} / "
               f"{m['decide_all']['p99_us']} | |")
    for k in ("decode_slot_event_8_points", "decode_slot_event_64_points"):
        if k in m:
            out.append(f"| `decode_event` of a slot event, {k.split('_')[3]} points ({m[k]['bytes']} bytes) "
                       f"| {m[k]['median_us']} / {m[k]['p99_us']} | |")
    for k in ("projector_plan_8_points", "projector_plan_64_points", "projector_plan_300_points"):
        if k in m:
            out.append(f"| the projector's plan of a slot's fact rows, {k.split('_')[2]} points "
                       f"| {m[k]['median_us']} / {m[k]['p99_us']} | |")
    out += ["", "Last line: `" + _json(last) + "`"]
    return "\n".join(out)


def soak_md(res: dict[str, Any], last: dict[str, Any]) -> str:
    s = res["summary"]
    out = [f"Run {res['date']}: {res['rate']:g} proposals/s offered for {res['duration_s']:g} s; achieved "
           f"{s['achieved_per_s']}/s, {s['proposals']} proposals, lost {s['lost']}. Results: "
           f"`{last.get('results', '-')}`.", "",
           "| window (from s) | proposals submitted | decision p50 / p99 ms | visible p50 / p99 ms |",
           "|---|---|---|---|"]
    for w in res["windows"]:
        d, v = w["decision_ms"], w["visible_ms"]
        out.append(f"| {w['window']} ({w['from_s']}) | {w['proposals']} | {f1(d['p50'])} / {f1(d['p99'])} "
                   f"| {f1(v['p50'])} / {f1(v['p99'])} |")
    first, final = res["samples"][0]["rss_mib"], res["samples"][-1]["rss_mib"]
    # until 2026-12-04 a process tree's figure was its summed RSS: PostgreSQL's shared buffers once per backend
    how = res.get("memory", "RSS; postgres: summed RSS of its processes, shared buffers counted once per backend")
    out += ["", f"Memory ({how}):", "",
            "| process | at start MiB | at end MiB | growth MiB |", "|---|---|---|---|"]
    for k in first:
        out.append(f"| {k} | {f1(first[k])} | {f1(final.get(k))} | {f1(res['rss_growth_mib'].get(k))} |")
    out += ["", "Last line: `" + _json(last) + "`"]
    return "\n".join(out)


def profile_md(res: dict[str, Any], last: dict[str, Any]) -> str:
    s = res["summary"]
    out = [f"Run {res['date']}: py-spy (100 Hz, raw stacks) on every service while {res['rate']:g} proposals/s "
           f"were offered (achieved {s['achieved_per_s']}/s). Shares are of the samples in which the process was "
           f"running (py-spy skips idle threads). Results: `{last.get('results', '-')}`.", ""]
    profiles = res["profiles"]
    cats = sorted({c for p in profiles.values() for _, c in p.get("categories", [])})
    if cats:
        names = list(profiles)
        out += ["Self time by category, % of each process's samples (`.gil`: only samples holding the GIL, i.e."
                " Python running on the CPU; the others include time in system calls and runnable-but-waiting):",
                "", "| category | " + " | ".join(names) + " |", "|---" * (len(names) + 1) + "|"]
        for c in sorted(cats, key=lambda c: -sum(dict((f, x) for x, f in p.get("categories", [])).get(c, 0)
                                                  for p in profiles.values())):
            out.append(f"| {c} | " + " | ".join(
                f"{dict((f, x) for x, f in profiles[n].get('categories', [])).get(c, 0):.1f}" for n in names) + " |")
        out.append("")
    for name, p in profiles.items():
        if "error" in p:
            out.append(f"- {name}: py-spy failed: {p['error']}")
            continue
        out += [f"**{name}** ({p['samples']} samples). Top self: "
                + "; ".join(f"{pc}% {f}" for pc, f in p["self"][:8]) + ".",
                "Top inclusive: " + "; ".join(f"{pc}% {f}" for pc, f in p["total"][:12]) + ".", ""]
    return "\n".join(out)


def _json(d: dict[str, Any]) -> str:
    import json

    return json.dumps(d, default=str)


def update_results_md(path: Path, mode: str, res: dict[str, Any], last: dict[str, Any]) -> None:
    body = soak_md(res, last) if mode == "soak" else profile_md(res, last) if mode == "profile" \
        else sweep_md(res, last)
    begin, end = f"<!-- bench:{mode}:begin -->", f"<!-- bench:{mode}:end -->"
    block = f"{begin}\n{body}\n{end}"
    text = path.read_text() if path.exists() else "# Load test results\n"
    if begin in text and end in text:
        text = re.sub(re.escape(begin) + ".*?" + re.escape(end), lambda _: block, text, flags=re.S)
    else:
        text = text.rstrip("\n") + f"\n\n## Generated: {mode}\n\n{block}\n"
    path.write_text(text)
