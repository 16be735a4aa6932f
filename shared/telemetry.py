"""Logging and tracing, set up once per process by `configure(service, settings)`.

structlog renders JSON when stderr is not a terminal and readable lines when it is; every
line carries the service name and, inside a span, the trace and span ids.
"""
from __future__ import annotations

import logging
import sys
from typing import Any

import structlog
from opentelemetry import trace
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import TracerProvider

from .settings import Settings

_provider: TracerProvider | None = None


def _add_trace_ids(_: Any, __: str, event: dict[str, Any]) -> dict[str, Any]:
    ctx = trace.get_current_span().get_span_context()
    if ctx.is_valid:
        event.setdefault("trace_id", format(ctx.trace_id, "032x"))
        event.setdefault("span_id", format(ctx.span_id, "016x"))
    return event


def configure(service: str, settings: Settings) -> TracerProvider:
    global _provider
    json_logs = settings.log_format == "json" or (settings.log_format == "auto" and not sys.stderr.isatty())
    level = getattr(logging, settings.log_level.upper(), logging.INFO)
    logging.basicConfig(level=level, stream=sys.stderr, format="%(message)s")
    structlog.configure(
        processors=[
            structlog.contextvars.merge_contextvars,
            structlog.processors.add_log_level,
            structlog.processors.TimeStamper(fmt="iso", utc=True),
            _add_trace_ids,
            structlog.processors.format_exc_info,
            structlog.processors.JSONRenderer() if json_logs else structlog.dev.ConsoleRenderer(colors=False),
        ],
        wrapper_class=structlog.make_filtering_bound_logger(level),
        logger_factory=structlog.PrintLoggerFactory(file=sys.stderr),
        cache_logger_on_first_use=True,
    )
    structlog.contextvars.bind_contextvars(service=service, instance=settings.instance or None)
    if _provider is None:
        _provider = TracerProvider(resource=Resource.create({"service.name": f"provgate-{service}"}))
        trace.set_tracer_provider(_provider)
    return _provider


def logger(name: str = "provgate") -> Any:
    return structlog.get_logger(name)
