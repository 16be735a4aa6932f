"""The one place where exceptions become `{"ok": false, "error": ...}` replies (docs/contract.md)."""
from __future__ import annotations

from typing import Any

import orjson
from faststream import ExceptionMiddleware
from opentelemetry import trace
from opentelemetry.trace import Status, StatusCode
from pydantic import ValidationError

from contracts.api import ErrorBody, ErrorReply
from contracts.errors import ProvgateError

from .telemetry import logger

log = logger("provgate.errors")


def error_reply(code: str, message: str) -> ErrorReply:
    """An error as one item of a batch's answer (the same shape as a whole reply's error)."""
    return ErrorReply(error=ErrorBody(code=code, message=message))


def _body(code: str, message: str) -> dict[str, Any]:
    trace.get_current_span().set_attribute("provgate.error.code", code)  # the request's span, if traced
    return {"ok": False, "error": {"code": code, "message": message}}


def describe_invalid(e: ValidationError) -> str:
    parts = []
    for err in e.errors()[:3]:
        loc = ".".join(str(x) for x in err.get("loc", ()) if x != "body") or "body"
        parts.append(f"{loc}: {err.get('msg', 'invalid')}")
    return "; ".join(parts) + "."


def error_middleware() -> ExceptionMiddleware:
    mw = ExceptionMiddleware()

    @mw.add_handler(ProvgateError, publish=True)
    def provgate_error(exc: ProvgateError) -> dict[str, Any]:
        return _body(exc.code, exc.message)

    @mw.add_handler(ValidationError, publish=True)
    def validation_error(exc: ValidationError) -> dict[str, Any]:
        return _body("invalid_request", describe_invalid(exc))

    @mw.add_handler(orjson.JSONDecodeError, publish=True)
    def json_error(exc: orjson.JSONDecodeError) -> dict[str, Any]:
        return _body("invalid_request", "The body is not valid JSON.")

    @mw.add_handler(Exception, publish=True)
    def unexpected(exc: Exception) -> dict[str, Any]:
        log.error("request_failed", error=repr(exc))
        trace.get_current_span().set_status(Status(StatusCode.ERROR, type(exc).__name__))
        return _body("unavailable", "The request could not be completed; it changed nothing, try again.")

    return mw
