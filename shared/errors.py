"""The one place where exceptions become `{"ok": false, "error": ...}` replies (docs/contract.md)."""
from __future__ import annotations

from typing import Any

from opentelemetry import trace
from pydantic import ValidationError

from contracts.api import ErrorBody, ErrorReply


def error_reply(code: str, message: str) -> ErrorReply:
    """An error as one item of a batch's answer (the same shape as a whole reply's error)."""
    return ErrorReply(error=ErrorBody(code=code, message=message))


def error_body(code: str, message: str) -> dict[str, Any]:
    """A whole reply's error, noted on the request's span (if traced) by its code."""
    trace.get_current_span().set_attribute("provgate.error.code", code)
    return {"ok": False, "error": {"code": code, "message": message}}


def describe_invalid(e: ValidationError) -> str:
    parts = []
    for err in e.errors()[:3]:
        loc = ".".join(str(x) for x in err.get("loc", ()) if x != "body") or "body"
        parts.append(f"{loc}: {err.get('msg', 'invalid')}")
    return "; ".join(parts) + "."
