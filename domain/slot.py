"""The valid-time line of a fact slot (BRIEF rules 5-7).

A slot's points are its accepted, confirmed and approved proposals. Sorted by valid time,
consecutive points with the same value form one *version* (a fact): its first point names it,
the later ones are confirmations. The current value is the last version: the newest valid
time wins, never the last decision made, so out-of-order arrivals and late approvals land in
history at their valid times instead of overwriting a newer value.
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Generic, Protocol, TypeVar

from contracts.slot import Pending, Point, SlotState

MAX_POINTS = 64  # points kept in the snapshot; older ones only matter to history (projector)
MAX_RING = 256  # recent proposal ids remembered for redelivery checks


class PointLike(Protocol):
    @property
    def fact_id(self) -> str: ...
    @property
    def value_key(self) -> str: ...
    @property
    def valid_from(self) -> datetime: ...
    @property
    def seq_hint(self) -> int: ...


P = TypeVar("P", bound=PointLike)


@dataclass(frozen=True)
class Version(Generic[P]):
    first: P
    points: tuple[P, ...]
    valid_to: datetime | None
    superseded_by: str | None
    # issue 16: when the version stops being true without a successor: the latest expiry of its points,
    # or never if any of them has none (a restatement without an end renews it for good)
    expires_at: datetime | None = None
    named: P | None = None  # the point that names it (`fact_id`); found once, by `versions`

    @property
    def fact_id(self) -> str:
        """A version is named by its earliest-decided point, so ids stay stable when an
        earlier-valid restatement merges into it later."""
        return (self.named or _earliest(self.points)).fact_id


def _order(p: PointLike) -> tuple[datetime, int]:
    return p.valid_from, p.seq_hint


def _decided(p: PointLike) -> int:
    return p.seq_hint


def _earliest(run: list[P] | tuple[P, ...]) -> P:
    return min(run, key=_decided) if len(run) > 1 else run[0]


def ordered(points: list[P] | tuple[P, ...]) -> list[P]:
    return sorted(points, key=_order)


def versions(points: list[P] | tuple[P, ...]) -> list[Version[P]]:
    """Group time-ordered points into versions; each version ends where the next begins.
    (One pass, each run's name found once: the gate and the projector call this per decision,
    on slots of up to `MAX_POINTS` and, in the projector, all of a slot's points.)"""
    runs: list[list[P]] = []
    run: list[P] = []
    for p in ordered(points):
        if run and run[-1].value_key == p.value_key:
            run.append(p)
        else:
            run = [p]
            runs.append(run)
    names = [_earliest(r) for r in runs]
    last = len(runs) - 1
    return [Version(first=run[0], points=tuple(run),
                    valid_to=runs[i + 1][0].valid_from if i < last else None,
                    superseded_by=names[i + 1].fact_id if i < last else None,
                    expires_at=_expiry(run), named=names[i])
            for i, run in enumerate(runs)]


def _expiry(run: list[P]) -> datetime | None:
    ends = [getattr(p, "expires_at", None) for p in run]
    return None if None in ends else max(ends)  # type: ignore[type-var]  # none are None here


def head(state: SlotState) -> Point | None:
    """The newest point by valid time: its value is the slot's current value."""
    pts = ordered(state.points)
    return pts[-1] if pts else None


def current_fact_id(state: SlotState) -> str | None:
    vs = versions(state.points)
    return vs[-1].fact_id if vs else None


def placement(state: SlotState, point: Point) -> tuple[str | None, bool]:
    """Where a new point would land: (fact id of its version, whether that version is current)."""
    vs = versions(list(state.points) + [point])
    for i, v in enumerate(vs):
        if any(p.proposal_id == point.proposal_id for p in v.points):
            return v.fact_id, i == len(vs) - 1
    raise AssertionError("point not placed")


def neighbour_before(state: SlotState, point: Point) -> Point | None:
    earlier = [p for p in ordered(state.points) if (p.valid_from, p.seq_hint) < (point.valid_from, point.seq_hint)]
    return earlier[-1] if earlier else None


def neighbour_after(state: SlotState, point: Point) -> Point | None:
    later = [p for p in ordered(state.points) if (p.valid_from, p.seq_hint) > (point.valid_from, point.seq_hint)]
    return later[0] if later else None


def _ring(items: tuple[str, ...], item: str) -> tuple[str, ...]:
    return (items + (item,))[-MAX_RING:]


def with_point(state: SlotState, point: Point) -> SlotState:
    pts = ordered(list(state.points) + [point])[-MAX_POINTS:]
    return state.model_copy(update={"points": tuple(pts)})


def with_pending(state: SlotState, pending: Pending) -> SlotState:
    return state.model_copy(update={"pending": state.pending + (pending,)})


def without_pending(state: SlotState, proposal_id: str) -> SlotState:
    return state.model_copy(update={"pending": tuple(p for p in state.pending if p.proposal_id != proposal_id)})


def decided(state: SlotState, proposal_id: str) -> SlotState:
    return state.model_copy(update={"decided": _ring(state.decided, proposal_id), "counter": state.counter + 1})


def judged(state: SlotState, proposal_id: str) -> SlotState:
    return state.model_copy(update={"verdicts": _ring(state.verdicts, proposal_id), "counter": state.counter + 1})


def pending_of(state: SlotState, proposal_id: str) -> Pending | None:
    return next((p for p in state.pending if p.proposal_id == proposal_id), None)


def without_points(state: SlotState, proposal_ids: frozenset[str] | set[str]) -> SlotState:
    """The slot with these points taken off its time line, and these proposals no longer waiting
    (issue 16: the words they stood on were erased)."""
    return state.model_copy(update={"points": tuple(p for p in state.points if p.proposal_id not in proposal_ids),
                                    "pending": tuple(p for p in state.pending if p.proposal_id not in proposal_ids),
                                    "counter": state.counter + 1})
