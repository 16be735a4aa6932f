"""The fast path of `fold.py` for a whole batch: the same row changes, one statement per kind.

Each event is applied by `fold.apply` itself, on a `Recorder` that stands for the connection:
a plain INSERT or UPDATE is not sent at once but kept with the others of the same SQL, and
each kind goes out as one `executemany` (pipelined, prepared) when the batch is flushed. So the
statements and their parameters stay those of `store.py`, whichever path applies an event.

Keeping statements of one kind together moves a statement ahead of others of the batch, which
is only allowed when the two cannot see each other. Every event names the entities its
statements may touch (`TAGS`: its proposal, its slot, its source...), every statement the tables
its SQL names; two statements that share a (table, entity) pair keep their log order (the later
one starts a new group at the end instead of joining its kind's group). So a decision's UPDATE
of a proposal follows that proposal's INSERT, a fact INSERT...SELECT follows the proposal rows
and retirements of its slot, a verdict's case UPDATE follows the case's INSERT. Anything the
recorder does not defer (a SELECT, say a `SlotCache` miss, or a statement with RETURNING) first
flushes everything pending, then runs on the connection; an event type without tags (one this
module does not know) is applied by `fold.apply` on the connection itself, after a flush, so log
order holds for it too.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import orjson
import psycopg
from pydantic import ValidationError

from contracts.events import decode_event
from contracts.facts import FactsSearched, PredicateOpened
from contracts.keys import KeyCreated, KeyRevoked
from contracts.proposals import ProposalDecided, ProposalSubmitted, VerdictRendered
from contracts.sources import SourceRecorded
from shared.embedders import Embedder

from . import fold, store

# what each event type's statements may touch, beyond the tables its SQL names; a type missing
# here is applied on the connection after a flush (a new event type needs nothing from this file)
TAGS: dict[type, Callable[[Any], tuple[Any, ...]]] = {
    SourceRecorded: lambda e: (e.source_id,),
    ProposalSubmitted: lambda e: (e.proposal_id, e.slot_id),
    ProposalDecided: lambda e: (e.proposal_id, e.slot_id, e.case_id, e.fact_id),
    VerdictRendered: lambda e: (e.proposal_id, e.slot_id, e.fact_id),
    KeyCreated: lambda e: (e.key_id, e.secret_hash),
    KeyRevoked: lambda e: (e.key_id, e.secret_hash),
    FactsSearched: lambda e: (e.search_id,),
    PredicateOpened: lambda e: (),  # no row: a new value's predicate (the cap) is the gate's, not a view's
}

_TABLES = re.compile(r"\b(?:INTO|UPDATE|FROM|JOIN)\s+([A-Za-z_][\w.]*)", re.IGNORECASE)
_DEFERRABLE = re.compile(r"\s*(INSERT|UPDATE)\b", re.IGNORECASE)
_RETURNING = re.compile(r"\bRETURNING\b", re.IGNORECASE)


class _Group:
    __slots__ = ("sql", "rows")

    def __init__(self, sql: str) -> None:
        self.sql = sql
        self.rows: list[Any] = []


_deferred: dict[str, tuple[str, ...] | None] = {}  # sql -> the tables it names; None: run at once


def _tables(sql: str) -> tuple[str, ...] | None:
    try:
        return _deferred[sql]
    except KeyError:
        kept = _DEFERRABLE.match(sql) and not _RETURNING.search(sql)
        t = _deferred[sql] = tuple(sorted({m.lower() for m in _TABLES.findall(sql)})) if kept else None
        return t


_DECIDED = len(store.DECIDED)
_DECISION_ID = -_DECIDED + store.DECIDED.index("decision_id")  # its place in a proposal row's parameters


class Recorder:
    """Stands for the connection while events are applied: plain writes are kept, grouped by SQL.

    A proposal's decision that comes while its row is still kept is written into that row (the same
    values `store.DECISION_UPDATE` sets, and only if it would set them: the row is undecided), so
    the row goes out decided, with no UPDATE after it. Nothing between the two can read the columns
    it fills: the first event after a proposal that is about it is its decision."""

    def __init__(self, conn: Any) -> None:
        self.conn = conn
        self.tags: frozenset[Any] = frozenset()  # the entities of the event being applied
        self._groups: list[_Group] = []
        self._last: dict[str, int] = {}  # sql -> index of its last group
        self._touched: dict[tuple[str, Any], int] = {}  # (table, entity) -> index of the last group touching it
        self._proposals: dict[str, tuple[_Group, int]] = {}  # proposal id -> its kept row

    async def execute(self, sql: str, params: Any = None) -> Any:
        if sql is store.DECISION_UPDATE and (kept := self._proposals.get(params[-1])) is not None:
            group, at = kept
            row = group.rows[at]
            if row[_DECISION_ID] is None:  # the UPDATE's own condition (decision_id IS NULL)
                group.rows[at] = (*row[:-_DECIDED], *params[:-1])
            return None
        tables = _tables(sql)
        if tables is None:
            await self.flush()
            return await self.conn.execute(sql, params)
        tags, touched = self.tags, self._touched
        i = self._last.get(sql)
        if i is not None and i < len(self._groups) - 1:  # (no group comes after the last one)
            for t in tables:
                for tag in tags:
                    if touched.get((t, tag), -1) > i:
                        i = None  # it must stay behind a statement of a later group: a new group at the end
                        break
                if i is None:
                    break
        if i is None:
            i = self._last[sql] = len(self._groups)
            self._groups.append(_Group(sql))
        g = self._groups[i]
        g.rows.append(params)
        if sql is store.PROPOSAL_INSERT:
            self._proposals[params[0]] = (g, len(g.rows) - 1)
        for t in tables:  # none of these was touched by a group after `i` (or `i` is the last)
            for tag in tags:
                touched[t, tag] = i
        return None

    async def flush(self) -> None:
        """Send what is kept, group by group (each in the order it was recorded): the rows of an
        INSERT ... VALUES as multi-row VALUES statements, any other kind with `executemany`."""
        groups, self._groups, self._last = self._groups, [], {}
        self._proposals.clear()
        self._touched.clear()
        for g in groups:
            if len(g.rows) == 1:
                await self.conn.execute(g.sql, g.rows[0])
                continue
            multi = _multi_row(g.sql)
            if multi is None:
                async with self.conn.cursor() as cur:
                    await cur.executemany(g.sql, g.rows)
                continue
            async with psycopg.AsyncRawCursor(self.conn) as raw:  # $n placeholders: no query parsing
                for k in range(0, len(g.rows), ROWS_PER_STATEMENT):
                    chunk = g.rows[k:k + ROWS_PER_STATEMENT]
                    await raw.execute(multi(len(chunk)), [p for row in chunk for p in row])


ROWS_PER_STATEMENT = 100  # a fixed size, so that a full statement is prepared once
_VALUES = re.compile(r"\bVALUES\s*\(", re.IGNORECASE)
_multi: dict[str, Callable[[int], str] | None] = {}


def _multi_row(sql: str) -> Callable[[int], str] | None:
    """For `INSERT ... VALUES (%s, ...) [ON CONFLICT ...]`, the same statement for n rows,
    with PostgreSQL's own $n placeholders (its VALUES tuple repeated: PostgreSQL applies the rows in
    order, each coerced to its columns as when alone); None for any other statement."""
    try:
        return _multi[sql]
    except KeyError:
        pass
    out = None
    m = _VALUES.search(sql)
    if m and sql.lstrip()[:6].upper() == "INSERT" and "%(" not in sql and "%%" not in sql:
        start = m.end() - 1
        depth, end = 0, -1
        for i in range(start, len(sql)):
            depth += {"(": 1, ")": -1}.get(sql[i], 0)
            if depth == 0:
                end = i + 1
                break
        head, row, tail = sql[:start], sql[start:end], sql[end:]
        if end > 0 and "%" not in head and "%" not in tail and (not tail.strip()
                                                                or tail.strip().upper().startswith("ON CONFLICT")):
            pieces = row.split("%s")
            width = len(pieces) - 1
            cache: dict[int, str] = {}

            def out(n: int) -> str:
                text = cache.get(n)
                if text is None:
                    rows = ("".join(p + (f"${r * width + j + 1}" if j < width else "") for j, p in enumerate(pieces))
                            for r in range(n))
                    text = cache[n] = head + ", ".join(rows) + tail
                return text
    _multi[sql] = out
    return out


FLUSH_EVERY = 100  # events: at most so many are kept before their statements go out


class Batch:
    """One batch's fast path: `apply_item` for each message in log order, then `flush` (before the
    position is moved, in the same transaction)."""

    def __init__(self, conn: Any, cache: store.SlotCache, embed: Embedder, keys: Any = None) -> None:
        self.conn = conn
        self.rec = Recorder(conn)
        self.cache = cache
        self.embed = embed
        self.extra = () if keys is None else (keys,)  # the key ring, for a `fold.apply` that takes one
        self.kept = 0  # events recorded since the last flush

    async def apply_item(self, item: fold.Item) -> tuple[Any, str | None]:
        """As `fold.apply_item`: (event, None), or (None, reason) for a message that could not be
        decoded (recorded as a dead letter)."""
        rec = self.rec
        self.kept += 1
        if self.kept > FLUSH_EVERY:  # send what is kept: PostgreSQL works on it while the rest is read
            await self.flush()
        try:
            evt = decode_event(item.data)
        except (ValidationError, orjson.JSONDecodeError, ValueError) as e:
            reason = fold.reason_of(e)
            rec.tags = frozenset((item.seq,))
            await store.dead_letter(rec, item.seq, item.subject, reason, item.data)  # type: ignore[arg-type]
            return None, reason
        tags = TAGS.get(type(evt))
        if tags is None:
            await rec.flush()
            await fold.apply(self.conn, evt, item.seq, self.cache, self.embed, *self.extra)
        else:
            rec.tags = frozenset(tags(evt)) - {None}
            await fold.apply(rec, evt, item.seq, self.cache, self.embed, *self.extra)
        return evt, None

    async def flush(self) -> None:
        self.kept = 0
        await self.rec.flush()


async def apply_items(conn: Any, items: list[fold.Item], cache: store.SlotCache, embed: Embedder,
                      keys: Any = None) -> list[tuple[Any, str | None]]:
    """The batch's row changes, in the caller's transaction: (event, reason) per item, as `fold.apply_item`."""
    batch = Batch(conn, cache, embed, keys)
    out = [await batch.apply_item(item) for item in items]
    await batch.flush()
    return out
