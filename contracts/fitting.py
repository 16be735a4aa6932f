"""A reply that fits the bus (v1.5): the words of long sources shortened, never an answer refused for them.

A read hands out facts with the words of the sources they stand on, and a source may hold 64 KiB: a
fact a reviewer approved on a long document split into sources, a subject whose facts each cite long
messages, a search whose hits do. Such a reply can be larger than what NATS carries (`max_payload`),
and it was refused whole, so nobody could read that fact at all. `fitted` keeps every field of the
reply and cuts the longest source texts to one common length, the largest at which the reply fits;
each one cut keeps its first characters and says how long it was (`SourceView.truncated_from`), and
`sources.get` gives it whole. A reply that fits is sent as it is. Pure: no I/O.
"""
from __future__ import annotations

from typing import Any, TypeVar

from pydantic import BaseModel

from .api import SourceView

M = TypeVar("M", bound=BaseModel)


def source_texts(obj: Any) -> list[int]:
    """The length in characters of the text of every source view in `obj`, wherever it is nested."""
    if isinstance(obj, SourceView):
        return [len(obj.text)]
    if isinstance(obj, BaseModel):
        return [n for name in type(obj).model_fields for n in source_texts(getattr(obj, name))]
    if isinstance(obj, list | tuple):
        return [n for item in obj for n in source_texts(item)]
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


def fitted(reply: BaseModel, limit: int) -> bytes | None:
    """The reply's JSON in at most `limit` bytes: whole if it fits, else with its source texts cut to the
    longest common length that fits (found by bisection: a reply is serialised about 17 times, on a path
    only oversized replies take); None if it does not fit even with every source text empty (too many
    facts: ask for fewer)."""
    whole = reply.model_dump_json().encode()
    if len(whole) <= limit:
        return whole
    longest = max(source_texts(reply), default=0)
    lo, hi, best = 0, longest - 1, None
    while lo <= hi:
        cap = (lo + hi) // 2
        out = capped(reply, cap).model_dump_json().encode()
        if len(out) <= limit:
            best, lo = out, cap + 1
        else:
            hi = cap - 1
    return best
