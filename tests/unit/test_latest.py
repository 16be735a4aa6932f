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
    assert seen.guess("y") == (frozenset(), 0)
    assert seen.guess("x") == (frozenset({"1"}), 1) and seen.guess("z") == (frozenset({"3"}), 3)


def test_where_unseen_slots_may_hold_older_events_there_is_no_guess_only_a_read() -> None:
    seen = slots_seen()
    seen.unseen = False  # a log from before the slot event kinds
    assert seen.guess("s_1") is None
    seen.saw("s_1", SlotState(counter=3), 12)
    assert seen.guess("s_1") == (SlotState(counter=3), 12)
