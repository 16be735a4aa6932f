"""A reply that fits the bus (v1.5): the words of long sources shortened, never an answer refused for them.

A read hands out facts with the words of the sources they stand on, and a source may hold 64 KiB: a
fact a reviewer approved on a long document split into sources, a subject whose facts each cite long
messages, a search whose hits do. Such a reply can be larger than what NATS carries (`max_payload`),
and it was refused whole, so nobody could read that fact at all. `fitted` keeps every field of the
reply and cuts the longest source texts to one common length, about the largest at which the reply fits;
each one cut keeps its first characters and says how long it was (`SourceView.truncated_from`), and
`sources.get` gives it whole. A reply that fits is sent as it is. Pure: no I/O.
"""
from __future__ import annotations

from typing import Any, TypeVar

import orjson
from pydantic import BaseModel

from .api import SourceView

M = TypeVar("M", bound=BaseModel)


def source_texts(obj: Any) -> list[str]:
    """The text of every source view in `obj`, wherever it is nested, in order."""
    if isinstance(obj, SourceView):
        return [obj.text]
    if isinstance(obj, BaseModel):
        return [t for name in type(obj).model_fields for t in source_texts(getattr(obj, name))]
    if isinstance(obj, list | tuple):
        return [t for item in obj for t in source_texts(item)]
    return []


def _capped(obj: Any, cap: int) -> Any:
    """`obj` with every source text longer than `cap` characters cut to its first `cap` (the same object
    where nothing changed)."""
    if isinstance(obj, SourceView):
        if len(obj.text) <= cap:
            return obj
        whole = obj.truncated_from if obj.truncated_from is not None else len(obj.text)
        return obj.model_copy(update={"text": obj.text[:cap], "truncated_from": whole})
    if isinstance(obj, BaseModel):
        changed = {}
        for name in type(obj).model_fields:
            value = getattr(obj, name)
            new = _capped(value, cap)
            if new is not value:
                changed[name] = new
        return obj.model_copy(update=changed) if changed else obj
    if isinstance(obj, list | tuple):
        items = [_capped(item, cap) for item in obj]
        if any(new is not old for new, old in zip(items, obj, strict=True)):
            return type(obj)(items)
        return obj
    return obj


def capped(reply: M, cap: int) -> M:
    """`reply` with every source text cut to at most `cap` characters."""
    out: M = _capped(reply, cap)
    return out


def _estimate(sizes: list[tuple[int, int]], base: int, limit: int) -> int:
    """The largest cap at which `base` plus each text's bytes in JSON, cut to `cap` characters (its bytes
    taken as proportional to its characters), stays within `limit`; exact for text without escapes."""
    lo, hi = 0, max((n for n, _ in sizes), default=0)
    while lo < hi:
        cap = (lo + hi + 1) // 2
        if base + sum(size * min(n, cap) // n for n, size in sizes if n) <= limit:
            lo = cap
        else:
            hi = cap - 1
    return lo


def fitted(reply: BaseModel, limit: int) -> bytes | None:
    """The reply's JSON in at most `limit` bytes: whole if it fits, else with its source texts cut to one
    common length, the largest that fits by an estimate (`_estimate`, from the reply with every text empty
    and each text's own size) and checked; None if it does not fit even with every source text empty (too
    many facts: ask for fewer). A reply is serialised three or four times, on a path only oversized replies
    take."""
    whole = reply.model_dump_json().encode()
    if len(whole) <= limit:
        return whole
    empty = capped(reply, 0).model_dump_json().encode()
    if len(empty) > limit:
        return None
    sizes = [(len(t), len(orjson.dumps(t)) - 2) for t in source_texts(reply)]
    cap = _estimate(sizes, len(empty), limit)
    for _ in range(8):
        out = capped(reply, cap).model_dump_json().encode()
        if len(out) <= limit:
            return out
        cap = cap * (limit - len(empty)) // (len(out) - len(empty)) - 1  # over by the estimate's error: less
        if cap <= 0:
            break
    return empty
