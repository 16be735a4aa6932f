"""The projector's plan of a slot's fact rows: the constant-time path for a point that comes after
every other one gives what the full plan gives, whatever came before (hypothesis)."""
from __future__ import annotations

from datetime import UTC, datetime, timedelta

from hypothesis import given, settings
from hypothesis import strategies as st

from services.projector.core import PointRow, VersionRow, desired_versions, plan, plan_appended
from services.projector.store import SlotRows

T0 = datetime(2026, 1, 1, tzinfo=UTC)


def _apply(live: dict[str, VersionRow], retire: list[str], record: list[VersionRow]) -> None:
    """What `store.rebuild_versions` does to the cache's live rows."""
    for fid in retire:
        del live[fid]
    for v in record:
        live[v.fact_id] = v


# (value, days after the previous point: mostly later, sometimes earlier or the same, seq step
# (sometimes back: decision order and valid time disagree), expiry, a fact id of its own or reused)
steps = st.lists(st.tuples(st.sampled_from(["a", "b"]), st.integers(-3, 4), st.integers(-2, 3),
                           st.one_of(st.none(), st.integers(0, 40)), st.booleans()), max_size=30)


@settings(max_examples=400, deadline=None)
@given(steps)
def test_adding_points_one_by_one_plans_what_the_full_plan_does(seq) -> None:  # type: ignore[no-untyped-def]
    rows = SlotRows([], {})
    day = seq_hint = 0
    for i, (value, dd, ds, expiry, reuse) in enumerate(seq):
        day, seq_hint = day + dd, seq_hint + ds
        fact_id = f"f{i - 1}" if reuse and i else f"f{i}"
        p = PointRow(f"p{i}", fact_id, value, T0 + timedelta(days=day), seq_hint,
                     None if expiry is None else T0 + timedelta(days=expiry))
        before = dict(rows.live)
        got = rows.plan_with(p)
        assert got == plan(rows.points, before)  # the same rows retired and recorded, in the same order
        _apply(rows.live, *got)
        assert rows.live == {v.fact_id: v for v in desired_versions(rows.points)}


def test_the_constant_time_path_is_taken_for_restatements_and_updates_in_time_order() -> None:
    """Not only correct: taken (a control that the property above exercises it), and declined when
    the name of the current version would change."""
    live: dict[str, VersionRow] = {}
    a1 = PointRow("p1", "f1", "a", T0, 1)
    got = plan_appended(live, a1, None)
    assert got == ([], [VersionRow("f1", "p1", T0, None, None, ())])
    _apply(live, *got)
    a2 = PointRow("p2", "f2", "a", T0 + timedelta(days=1), 2, T0 + timedelta(days=9))
    got = plan_appended(live, a2, a1)
    assert got == (["f1"], [VersionRow("f1", "p1", T0, None, None, ("p2",))])  # p1 never expires: nor does it
    _apply(live, *got)
    b3 = PointRow("p3", "f3", "b", T0 + timedelta(days=2), 3)
    got = plan_appended(live, b3, a1)
    assert got == (["f1"], [VersionRow("f1", "p1", T0, T0 + timedelta(days=2), "f3", ("p2",)),
                            VersionRow("f3", "p3", T0 + timedelta(days=2), None, None, ())])
    _apply(live, *got)
    earlier_decided = PointRow("p4", "f4", "b", T0 + timedelta(days=3), 0)
    assert plan_appended(live, earlier_decided, b3) is None  # it would name the version: planned in full
    assert plan_appended(live, PointRow("p5", "f3", "a", T0 + timedelta(days=3), 5), b3) is None  # f3 is live
