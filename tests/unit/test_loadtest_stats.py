"""The load test's arithmetic and reports, without servers."""
from __future__ import annotations

from pathlib import Path

import pytest

from loadtest import report
from loadtest.bench import aggregate, headline
from loadtest.bykind import median_rows, table
from loadtest.mix import EXPECTED, Workload
from loadtest.stats import median, percentile, ratio, summary_ms


def test_nearest_rank_percentiles() -> None:
    v = list(range(1, 101))
    assert percentile(v, 50) == 50 and percentile(v, 99) == 99 and percentile(v, 100) == 100
    assert percentile([7.0], 99) == 7.0 and percentile([], 50) is None
    s = summary_ms([0.001, 0.002, 0.003, 0.004])
    assert s == {"n": 4, "p50": 2.0, "p95": 4.0, "p99": 4.0, "max": 4.0}
    assert median([3, None, 1, 2]) == 2 and median([1, 2]) == 1.5 and ratio(1, 0) is None


def test_the_workload_holds_a_slot_while_a_write_on_it_is_in_flight() -> None:
    w = Workload("s/fleet", seed=3)
    ops = [w.next() for _ in range(50)]
    # nothing known yet: everything starts a new slot (or cites a source that does not exist)
    assert {o.kind for o in ops} <= {"new", "unknown_ev"}
    for o in ops:
        w.finished(o, "accepted" if o.kind == "new" else "rejected", "s_" + o.proposal["client_ref"][-8:])
    new = sum(o.kind == "new" for o in ops)
    assert len(w.known) == new > 40 and not any(s.busy for s in w.known)
    later = [w.next() for _ in range(400)]
    assert set(EXPECTED) >= {o.kind for o in later} and len({o.kind for o in later}) >= 6
    writes = [o for o in later if o.kind in ("restate", "update")]
    assert len({id(o.slot) for o in writes}) == len(writes)  # never two writes on one slot at once
    assert all(o.slot.busy for o in writes)


def test_a_reweighted_workload_aims_its_new_kinds_at_the_slots_it_knows() -> None:
    w = Workload("s/fleet", seed=5, weights={"new": 1.0})
    for o in [w.next() for _ in range(30)]:
        assert o.kind == "new"
        w.finished(o, "accepted", "s_" + o.proposal["client_ref"][-8:])
    known = {id(s) for s in w.known}
    assert len(known) == 30
    w.reweight({"low_conf": 1.0})
    later = [w.next() for _ in range(100)]
    assert {o.kind for o in later} == {"low_conf"}
    assert {id(o.slot) for o in later} <= known and len({id(o.slot) for o in later}) > 10  # spread, not one hot slot
    rows = [{"row": "k", "achieved_per_s": a, "cpu_ms": {"intake": c}, "msgs": m} for a, c, m in ((100, 1.0, 5), (120, 3.0, 7))]
    med = median_rows([[rows[0]], [rows[1]]])
    assert med[0]["cpu_ms"]["intake"] == 2.0 and med[0]["msgs"] == 6 and "| k | 110 | 2.00 / 0.00" in table(med)


def _step(p50: float, achieved: float, lost: int = 0) -> dict:  # type: ignore[type-arg]
    lat = {"n": 10, "p50": p50, "p95": p50 * 2, "p99": p50 * 3, "max": p50 * 4}
    return {"offered_per_s": 500.0, "achieved_per_s": achieved, "visible_ms": lat, "decision_ms": lat, "lost": lost,
            "other_cores": 0.1, "cpu_cores": {"intake": 0.2}, "cpu_ms_per_proposal": 4.0, "cpu_ms_per_message": 0.2,
            "lag_max": {"gate": 1}, "events_per_proposal": 2.7, "unexpected_outcomes": 0}


def test_the_sweep_report_takes_medians_and_ratios(tmp_path: Path) -> None:
    steps = {"provgate": {"500": [_step(4, 490), _step(6, 480), _step(5, 500)], "max": [_step(50, 900)]},
             "baseline": {"500": [{**_step(1, 500), "lag_max": 1}] * 3, "max": [{**_step(20, 9000), "lag_max": 9}]}}
    table = aggregate(steps, ["500", "max"])
    assert table[0]["pg_visible_p50"] == 5 and table[0]["pg_achieved"] == 490 and table[0]["ratio_visible_p50"] == 5.0
    micro = {"decide": {"x": {"median_us": 1, "p99_us": 2}}, "decision_event": {"x": {"median_us": 3, "p99_us": 4}},
             "decide_all": {"median_us": 1.5, "p99_us": 3, "calls": 10}}
    res = {"steps": steps, "table": table, "micro": micro, "date": "d", "mode": "quick", "cpus": 2, "replicas": {},
           "args": {"rates": "500,max", "seconds": 1, "repeat": 3, "agents": 5, "depth": 1, "read_ratio": 0.25}}
    last = headline(res)
    assert last["p50_ms_at_500"] == 5 and last["max_proposals_per_s"] == 900 and last["lost"] == 0
    md = tmp_path / "RESULTS.md"
    md.write_text("# Results\n\nhand-written text\n")
    report.update_results_md(md, "quick", res, last)
    report.update_results_md(md, "quick", res, last)  # replaced, not appended twice
    text = md.read_text()
    assert "hand-written text" in text and text.count("<!-- bench:quick:begin -->") == 1 and "| 500 |" in text


def test_profile_without_py_spy_says_so_before_starting_anything(monkeypatch: pytest.MonkeyPatch,
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    from loadtest import bench
    from loadtest import profile as prof

    monkeypatch.setattr(prof, "py_spy", lambda: None)
    monkeypatch.setattr(bench.uvloop, "run", lambda *a, **k: pytest.fail("servers started without py-spy"))
    assert bench.main(["--profile", "--rate", "100", "--duration", "5", "--no-write"]) == 2
    assert "py-spy is not installed" in capsys.readouterr().err


@pytest.mark.parametrize("argv", [["--corpus", "--rounds", "0"], ["--rounds", "-1"]])
def test_microbench_refuses_rounds_it_cannot_time(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    from loadtest import microbench

    with pytest.raises(SystemExit) as e:
        microbench.main(argv)
    assert e.value.code == 2 and "--rounds must be at least 1" in capsys.readouterr().err
