"""The projector's pure core: which fact-version rows a slot's points call for.

A slot's versions are a function of its points (domain/slot.py). Given the rows that are
live now, `plan` says which to retire and which to record, so a version whose valid interval
changed keeps its old row (retired, transaction time ends) beside the new one.
"""
from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

from contracts.proposals import FINAL_STATUSES, ProposalDecided, ProposalSubmitted, VerdictRendered
from domain.slot import versions


@dataclass(frozen=True)
class PointRow:
    proposal_id: str
    fact_id: str
    value_key: str
    valid_from: datetime
    seq_hint: int
    expires_at: datetime | None = None


@dataclass(frozen=True)
class VersionRow:
    fact_id: str
    proposal_id: str  # the point that names the version
    valid_from: datetime
    valid_to: datetime | None
    superseded_by: str | None
    confirmations: tuple[str, ...]
    expires_at: datetime | None = None  # issue 16: when it stops being true without a successor


def desired_versions(points: list[PointRow]) -> list[VersionRow]:
    out = []
    for v in versions(points):
        named = v.named or v.first  # (`versions` always names it)
        out.append(VersionRow(
            fact_id=named.fact_id,
            proposal_id=named.proposal_id,
            valid_from=v.first.valid_from,
            valid_to=v.valid_to,
            superseded_by=v.superseded_by,
            confirmations=tuple(p.proposal_id for p in v.points if p.proposal_id != named.proposal_id),
            expires_at=v.expires_at,
        ))
    return out


def plan(points: list[PointRow], live: dict[str, VersionRow]) -> tuple[list[str], list[VersionRow]]:
    """(fact ids whose live row to retire, versions to record) so the live rows equal the desired ones."""
    want = {v.fact_id: v for v in desired_versions(points)}
    retire = [fid for fid, row in live.items() if want.get(fid) != row]
    record = [v for fid, v in want.items() if live.get(fid) != v]
    return retire, record


def plan_appended(live: dict[str, VersionRow], new: PointRow, named: PointRow | None) -> tuple[list[str], list[VersionRow]] | None:
    """`plan` after `new` was added to a slot whose live rows were planned without it, in constant
    time, when `new` comes after every other point in (valid time, decision order): only the current
    version changes, and its run gains `new` or ends where `new` begins. `named`: the point that names
    the current version. None where this does not apply (the caller plans in full): the run's name
    would change (an earlier decision), or `new`'s fact id is live already.

    (`plan` is linear in the slot's points, and the projector keeps all of them: on a fact restated
    thousands of times, each restatement cost more than the one before.)"""
    if new.fact_id in live:
        return None
    fresh = VersionRow(new.fact_id, new.proposal_id, new.valid_from, None, None, (), new.expires_at)
    if not live:
        return [], [fresh]
    current = next((v for v in reversed(live.values()) if v.valid_to is None), None)
    if current is None or named is None:
        return None
    if named.value_key != new.value_key:  # a new value: the current version ends where it begins
        return [current.fact_id], [replace(current, valid_to=new.valid_from, superseded_by=new.fact_id), fresh]
    if new.seq_hint < named.seq_hint:
        return None  # decided earlier than the point that names the version: the name changes
    expires = None if current.expires_at is None or new.expires_at is None else max(current.expires_at, new.expires_at)
    return [current.fact_id], [replace(current, confirmations=(*current.confirmations, new.proposal_id),
                                       expires_at=expires)]


class EndToEnd:
    """Which applied events make a proposal final, and when that proposal was received.

    The end-to-end latency (request received -> final state visible in the views) is the commit
    time of such an event minus the `occurred_at` of its `proposal.submitted`. Only proposals
    received after `since` (the projector's start) count, so a catch-up after a restart or a
    replay reports nothing instead of hours; and only automatic paths (the gate, the verifier):
    a reviewer's decision measures a person. Bounded: the oldest pending proposals are dropped.
    """

    def __init__(self, since: datetime, size: int = 100_000) -> None:
        self.since = since
        self.size = size
        self._received: OrderedDict[str, datetime] = OrderedDict()

    def final(self, evt: Any) -> tuple[str, str, datetime] | None:
        """(outcome, path, received_at) if `evt` makes a tracked proposal final, else None."""
        if isinstance(evt, ProposalSubmitted):
            if evt.occurred_at >= self.since:
                self._received[evt.proposal_id] = evt.occurred_at
                if len(self._received) > self.size:
                    self._received.popitem(last=False)
            return None
        if isinstance(evt, ProposalDecided) and evt.outcome in FINAL_STATUSES:
            path = "gate"
        elif isinstance(evt, VerdictRendered) and evt.by != "reviewer":
            path = "verifier"
        elif isinstance(evt, VerdictRendered):
            self._received.pop(evt.proposal_id, None)
            return None
        else:
            return None
        received = self._received.pop(evt.proposal_id, None)
        return (evt.outcome, path, received) if received is not None else None
