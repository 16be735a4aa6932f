"""shared.logreader.Latest: what a process saw last per subject, as a guess to append against."""
from __future__ import annotations

from contracts.slot import SlotState
from shared.logreader import slots_seen
from shared.predicates import predicates_seen


def test_an_unseen_subject_is_guessed_empty_at_sequence_zero() -> None:
    assert slots_seen().guess("s_1") == (SlotState(), 0)
    assert predicates_seen().guess("subj") == (frozenset(), 0)


def test_a_newer_sighting_replaces_an_older_one_and_never_the_reverse() -> None:
    seen = predicates_seen()
    seen.saw("subj", frozenset({"a", "b"}), 7)
    seen.saw("subj", frozenset({"a"}), 5)  # a read that started before the append it races with
    assert seen.guess("subj") == (frozenset({"a", "b"}), 7)
    seen.saw("subj", frozenset({"a", "b", "c"}), 9)
    assert seen.guess("subj") == (frozenset({"a", "b", "c"}), 9)


def test_it_keeps_the_most_recently_used_subjects_within_its_size() -> None:
    seen = predicates_seen(size=2)
    seen.saw("x", frozenset({"1"}), 1)
    seen.saw("y", frozenset({"2"}), 2)
    seen.guess("x")  # used: kept
    seen.saw("z", frozenset({"3"}), 3)
    assert seen.guess("y") is None  # pushed out: read again (it was guessed empty before)
    assert seen.guess("x") == (frozenset({"1"}), 1) and seen.guess("z") == (frozenset({"3"}), 3)


def test_a_subject_pushed_out_is_read_again_not_guessed_empty() -> None:
    """Guessed empty, a slot pushed out would be decided on nothing, its append refused, and
    decided again: it gets no guess (the caller reads), while a subject never seen still does."""
    seen = slots_seen(size=2)
    for i in range(50):
        seen.saw(f"s_{i}", SlotState(counter=i), i + 1)
    assert all(seen.guess(f"s_{i}") is None for i in range(48))
    assert seen.guess("s_49") == (SlotState(counter=49), 50)
    fresh = [f"new_{i}" for i in range(1000)]
    assert sum(seen.guess(k) == (SlotState(), 0) for k in fresh) >= 990  # 48 bits of 8 Mi set
    seen.saw("s_3", SlotState(counter=99), 120)  # read again: remembered as any other
    assert seen.guess("s_3") == (SlotState(counter=99), 120)


def test_a_full_filter_only_costs_reads() -> None:
    seen = predicates_seen(size=1)
    seen._gone = bytearray(1)  # 8 bits: every subject pushed out soon covers them all
    for i in range(200):
        seen.saw(f"x{i}", frozenset({str(i)}), i + 1)
    assert all(seen.guess(f"never-{i}") is None for i in range(20))  # no guess: a read, never a wrong one


def test_where_unseen_slots_may_hold_older_events_there_is_no_guess_only_a_read() -> None:
    seen = slots_seen()
    seen.unseen = False  # a log from before the slot event kinds
    assert seen.guess("s_1") is None
    seen.saw("s_1", SlotState(counter=3), 12)
    assert seen.guess("s_1") == (SlotState(counter=3), 12)
