"""Logging, tracing and metrics, set up once per process by `configure(service, settings)` (STYLE 18).

structlog renders JSON when stderr is not a terminal and readable lines when it is; the standard
library's loggers (psycopg, httpx ...) go through the same renderer, so a service's log is one
JSON object per line. Inside a span every line carries the trace and span ids; inside a handler
of a logged event, its event id and proposal id.

Traces follow one proposal across the four services with W3C trace context in NATS headers:
FastStream's `NatsTelemetryMiddleware` on intake's requests, and by hand where nats-py is used
directly (the bus's appends and direct gets, `shared.consumers.Consumer`, the projector's loop). Names and attributes follow the
OpenTelemetry messaging conventions of the schema FastStream uses (`<destination> <operation>`,
`messaging.system=nats`, `messaging.destination.name`, `messaging.operation`); span names use the
subject's template (`provgate.evt.slot.*`), never the id, so there are few distinct names.

Export is configured only by the standard `OTEL_*` environment variables: with neither
`OTEL_EXPORTER_OTLP_ENDPOINT` nor a per-signal endpoint set there is no exporter, and spans are
not recorded unless `OTEL_TRACES_SAMPLER` asks for it (their trace ids still reach the logs and the
headers); `OTEL_SDK_DISABLED=true` turns tracing and metrics off altogether.
"""
from __future__ import annotations

import atexit
import contextlib
import logging
import os
import random
import sys
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from contextlib import AbstractContextManager, nullcontext
from typing import Any

import orjson
import structlog
from faststream import BaseMiddleware
from faststream.nats.opentelemetry import NatsTelemetryMiddleware
from faststream.nats.opentelemetry.provider import (
    NatsBatchTelemetrySettingsProvider,
    NatsTelemetrySettingsProvider,
)
from faststream.opentelemetry import TelemetryMiddleware
from nats.aio.msg import Msg
from opentelemetry import baggage, metrics, propagate, trace
from opentelemetry.sdk.metrics import MeterProvider
from opentelemetry.sdk.metrics.export import (
    AggregationTemporality,
    Gauge,
    Histogram,
    HistogramDataPoint,
    Metric,
    MetricsData,
    NumberDataPoint,
    PeriodicExportingMetricReader,
    ResourceMetrics,
    ScopeMetrics,
    Sum,
)
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import BatchSpanProcessor
from opentelemetry.sdk.trace.sampling import ALWAYS_OFF
from opentelemetry.sdk.util.instrumentation import InstrumentationScope
from opentelemetry.trace import Link, Span, SpanKind
from opentelemetry.trace.propagation.tracecontext import TraceContextTextMapPropagator

from contracts.subjects import Subjects

from . import metrics as recorder
from .settings import Settings

PROPOSAL_HEADER = "Provgate-Proposal-Id"  # set on every event that concerns a proposal (logs, spans)
TYPE_HEADER = "Provgate-Type"  # every appended event's type, so a consumer can route or skip it undecoded
MAX_ATTRIBUTE_CHARS = 200  # longer strings are cut: spans carry codes and ids, never values

_provider: TracerProvider | None = None
_meter_provider: MeterProvider | None = None
_exporting: dict[str, bool] = {"traces": False, "metrics": False}
_recording = True  # False once `configure` finds that no span is recorded: span attributes are not built
_recorder_export: RecorderExport | None = None
_TRACER = trace.get_tracer("provgate")
_random = random.Random()  # span and trace ids of unrecorded spans (as the SDK's id generator: not secrets)


# ---------------------------------------------------------------------------- set-up
def _add_trace_ids(_: Any, __: str, event: dict[str, Any]) -> dict[str, Any]:
    ctx = trace.get_current_span().get_span_context()
    if ctx.is_valid:
        event.setdefault("trace_id", format(ctx.trace_id, "032x"))
        event.setdefault("span_id", format(ctx.span_id, "016x"))
    return event


def _otlp_exporter(signal: str) -> Any | None:
    """The OTLP exporter the standard environment variables ask for, or None.

    The exporters read endpoint, headers, timeout and compression from the same variables.
    """
    env = os.environ
    if env.get("OTEL_SDK_DISABLED", "").strip().lower() == "true":
        return None
    if env.get(f"OTEL_{signal.upper()}_EXPORTER", "otlp").strip().lower() == "none":
        return None
    if not (env.get("OTEL_EXPORTER_OTLP_ENDPOINT") or env.get(f"OTEL_EXPORTER_OTLP_{signal.upper()}_ENDPOINT")):
        return None
    protocol = (env.get(f"OTEL_EXPORTER_OTLP_{signal.upper()}_PROTOCOL")
                or env.get("OTEL_EXPORTER_OTLP_PROTOCOL") or "http/protobuf").strip().lower()
    kind = "trace" if signal == "traces" else "metric"
    exporter = "OTLPSpanExporter" if signal == "traces" else "OTLPMetricExporter"
    if protocol == "grpc":
        try:
            module = __import__(f"opentelemetry.exporter.otlp.proto.grpc.{kind}_exporter", fromlist=[exporter])
        except ImportError:
            logger("provgate.telemetry").warning(
                "otlp_grpc_unavailable", signal=signal,
                hint="pip install opentelemetry-exporter-otlp-proto-grpc, or set OTEL_EXPORTER_OTLP_PROTOCOL=http/protobuf")
            return None
    else:
        module = __import__(f"opentelemetry.exporter.otlp.proto.http.{kind}_exporter", fromlist=[exporter])
    return getattr(module, exporter)()


def _orjson_dumps(obj: Any, default: Callable[[Any], Any] | None = None, **_: Any) -> bytes:
    """structlog's JSON serializer: orjson, any key type, anything it cannot encode by `default`."""
    return orjson.dumps(obj, default=default, option=orjson.OPT_NON_STR_KEYS)


def _configure_logging(service: str, settings: Settings) -> None:
    json_logs = settings.log_format == "json" or (settings.log_format == "auto" and not sys.stderr.isatty())
    level = getattr(logging, settings.log_level.upper(), logging.INFO)
    shared: list[Any] = [
        structlog.contextvars.merge_contextvars,
        structlog.processors.add_log_level,
        structlog.processors.TimeStamper(fmt="iso", utc=True),
        _add_trace_ids,
    ]
    renderer = structlog.processors.JSONRenderer() if json_logs else structlog.dev.ConsoleRenderer(colors=False)
    # the standard library's records (psycopg_pool, httpx ...) are rendered the same way
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(structlog.stdlib.ProcessorFormatter(
        foreign_pre_chain=[*shared, structlog.stdlib.add_logger_name],
        processors=[structlog.stdlib.ProcessorFormatter.remove_processors_meta,
                    structlog.processors.format_exc_info, renderer]))
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(level)
    # a service's own lines: JSON by orjson, each line one write of bytes (print's text and newline
    # were two system calls per line, and stdlib json a third of a decision's logging cost)
    out = getattr(sys.stderr, "buffer", None)
    own: tuple[Any, Any] = ((structlog.processors.JSONRenderer(serializer=_orjson_dumps),
                             structlog.BytesLoggerFactory(file=out)) if json_logs and out is not None
                            else (renderer, structlog.PrintLoggerFactory(file=sys.stderr)))
    structlog.configure(
        processors=[*shared, structlog.processors.format_exc_info, own[0]],
        wrapper_class=structlog.make_filtering_bound_logger(level),
        logger_factory=own[1],
        cache_logger_on_first_use=True,
    )
    structlog.contextvars.bind_contextvars(service=service, instance=settings.instance or None)


def configure(service: str, settings: Settings) -> TracerProvider:
    """Logs, the tracer provider and the meter provider of this process (once; later calls only relog)."""
    global _provider, _meter_provider, _recording
    _configure_logging(service, settings)
    if _provider is None:
        resource = Resource.create({
            "service.name": f"provgate-{service}", "service.namespace": "provgate",
            "service.instance.id": settings.instance or f"{service}-{os.getpid()}"})
        span_exporter = _otlp_exporter("traces")
        # sampler: OTEL_TRACES_SAMPLER, default parent-based on. With no exporter and no sampler
        # set, spans are not recorded (ALWAYS_OFF): their ids still reach the logs and the next
        # service's headers, and no CPU goes into spans nobody will read (about 10 % per service).
        unread = span_exporter is None and not os.environ.get("OTEL_TRACES_SAMPLER")
        _provider = TracerProvider(resource=resource, sampler=ALWAYS_OFF if unread else None)
        _recording = not unread
        if span_exporter is not None:
            _provider.add_span_processor(BatchSpanProcessor(span_exporter))  # OTEL_BSP_* tune it
            _exporting["traces"] = True
        trace.set_tracer_provider(_provider)
        readers = []
        if (metric_exporter := _otlp_exporter("metrics")) is not None:
            # FastStream's own instruments go through the SDK; provgate's are read from its recorder
            readers.append(PeriodicExportingMetricReader(metric_exporter))  # OTEL_METRIC_EXPORT_INTERVAL
            global _recorder_export
            _recorder_export = RecorderExport(_otlp_exporter("metrics"), resource).start()
            _exporting["metrics"] = True
        _meter_provider = MeterProvider(resource=resource, metric_readers=readers)
        metrics.set_meter_provider(_meter_provider)
        logger("provgate.telemetry").info("telemetry_configured", traces_exported=_exporting["traces"],
                                          metrics_exported=_exporting["metrics"])
    return _provider


# ---------------------------------------------------------------------------- metrics export
def recorder_metrics_data(resource: Resource, now_ns: int | None = None) -> MetricsData | None:
    """provgate's metrics, as read from the recorder (`shared.metrics`, every Metrics of this
    process), as OTLP data: cumulative histograms on the recorder's own bounds, cumulative sums,
    and the consumer lag last read as gauges. None when there is nothing yet."""
    now = now_ns or time.time_ns()
    out: list[Metric] = []
    lag: dict[str, dict[str, int]] = {}
    for m in sorted(recorder.REGISTRY, key=lambda m: m.service):
        for h in m.histograms.values():
            points = [HistogramDataPoint(
                attributes=dict(labels), start_time_unix_nano=m.started_ns, time_unix_nano=now, count=s.count,
                sum=s.sum, bucket_counts=list(s.buckets), explicit_bounds=recorder.BOUNDS_S, min=s.min, max=s.max)
                for labels, s in list(h.series.items())]
            if points:
                out.append(Metric(name=h.name, description=h.description, unit="s", data=Histogram(
                    data_points=points, aggregation_temporality=AggregationTemporality.CUMULATIVE)))
        for c in m.counters.values():
            numbers = [NumberDataPoint(attributes=dict(labels), start_time_unix_nano=m.started_ns, time_unix_nano=now,
                                       value=v) for labels, v in list(c.values.items())]
            if numbers:
                out.append(Metric(name=c.name, description=c.description, unit="", data=Sum(
                    data_points=numbers, aggregation_temporality=AggregationTemporality.CUMULATIVE, is_monotonic=True)))
        lag.update(m.last_lag())
    if lag:
        for gauge, (field, help_) in recorder.LAG_GAUGES.items():
            out.append(Metric(name=gauge, description=help_, unit="{message}", data=Gauge(data_points=[
                NumberDataPoint(attributes={"messaging.consumer.group.name": d}, start_time_unix_nano=now,
                                time_unix_nano=now, value=v.get(field, 0)) for d, v in sorted(lag.items())])))
    if not out:
        return None
    scope = InstrumentationScope("provgate")
    return MetricsData(resource_metrics=[ResourceMetrics(resource=resource, schema_url="", scope_metrics=[
        ScopeMetrics(scope=scope, metrics=out, schema_url="")])])


class RecorderExport:
    """Sends `recorder_metrics_data` to an OTLP exporter every `OTEL_METRIC_EXPORT_INTERVAL` ms
    (default 60 s, as the SDK's reader), from a daemon thread, and once more at exit."""

    def __init__(self, exporter: Any, resource: Resource) -> None:
        self.exporter = exporter
        self.resource = resource
        self.interval_s = float(os.environ.get("OTEL_METRIC_EXPORT_INTERVAL", "60000")) / 1000
        self._stop = threading.Event()
        self._lock = threading.Lock()

    def start(self) -> RecorderExport:
        threading.Thread(target=self._run, name="provgate-metrics-export", daemon=True).start()
        atexit.register(self.shutdown)
        return self

    def _run(self) -> None:
        while not self._stop.wait(self.interval_s):
            self.export_once()

    def export_once(self) -> None:
        with self._lock:
            try:
                for m in list(recorder.REGISTRY):
                    m.refresh_lag()
                data = recorder_metrics_data(self.resource)
                if data is not None:
                    self.exporter.export(data)
            except Exception:  # noqa: BLE001 - an export that fails is retried at the next interval
                logger("provgate.telemetry").warning("metrics_export_failed", exc_info=True)

    def shutdown(self) -> None:
        if not self._stop.is_set():
            self._stop.set()
            self.export_once()
            self.exporter.shutdown()


def logger(name: str = "provgate") -> Any:
    return structlog.get_logger(name)


def tracer() -> trace.Tracer:
    """provgate's tracer (a proxy until `configure` installs the provider, then the SDK's)."""
    return _TRACER


def inner_span(name: str | Callable[[], str], *, kind: SpanKind = SpanKind.INTERNAL,
               attributes: Callable[[], dict[str, Any]] | None = None) -> AbstractContextManager[Span]:
    """A span inside the one a message or request is handled in (a decision, an append, a read),
    made current; name and attributes are built only when it is recorded.

    When this process records no span (`configure`: no exporter, no sampler asked for), none is
    made: the handler's own span stays current, so its trace id still reaches the log lines and
    the headers of the appends, and the CPU of a span nobody reads is saved (start, ids, context
    switch: 6-10 % of the gate's samples under load, py-spy)."""
    if not _recording:
        return nullcontext(trace.get_current_span())
    return _TRACER.start_as_current_span(name() if callable(name) else name, kind=kind,
                                         attributes=attributes() if attributes else None,
                                         record_exception=False, set_status_on_exception=False)


def recording() -> bool:
    """Whether this process records spans (False once `configure` found nobody would read them)."""
    return _recording


# ---------------------------------------------------------------------------- naming
def destination_template(subject: str) -> str:
    """`provgate.evt.src.s_1f..` -> `provgate.evt.src.*`, `provgate.evt.slot.9a..q` ->
    `provgate.evt.slot.*.q`: a span name of bounded cardinality."""
    parts = subject.split(".")
    if len(parts) >= 4 and parts[-3] == "evt":
        return ".".join(parts[:-1]) + ".*"
    if len(parts) >= 5 and parts[-4] == "evt" and parts[-3] == "slot":  # a slot event, by kind
        return ".".join(parts[:-2]) + ".*." + parts[-1]
    if parts[0] in ("_INBOX", "_R_"):
        # a request's reply subject (`_R_.`: as the server rewrites it across the CLIENTS account's import)
        return parts[0] + ".>"
    return subject


def destination_name(subject: str) -> str:
    """The subject as a span attribute. A key's subject ends in the hash of the key's secret, so
    it is named by its template instead: a trace store is no place to look keys up."""
    parts = subject.split(".")
    if len(parts) >= 4 and parts[-3] == "evt" and parts[-2] == "key":
        return destination_template(subject)
    if parts[0] in ("_INBOX", "_R_"):
        return parts[0] + ".>"
    return subject


def _destination(subject: str) -> dict[str, Any]:
    return {"messaging.system": "nats", "messaging.destination.name": destination_name(subject),
            "messaging.destination.template": destination_template(subject)}


def messaging_attributes(subject: str, operation: str, **extra: Any) -> dict[str, Any]:
    """`messaging.*` attributes of a span on `subject` (FastStream sets `messaging.operation` on
    its own spans, after their start; here it is known up front)."""
    attrs: dict[str, Any] = {**_destination(subject), "messaging.operation": operation}
    attrs.update({k: v for k, v in extra.items() if v is not None})
    return attrs


def _short(v: Any) -> Any:
    if isinstance(v, str) and len(v) > MAX_ATTRIBUTE_CHARS:
        return v[:MAX_ATTRIBUTE_CHARS] + "..."
    return v


def annotate(span: Any, evt: Any, *, message: bool = False, extra: dict[str, Any] | None = None) -> None:
    """Put `event_attributes(evt)` (and `extra`) on `span`, only if it is recorded: a span nobody
    records is not worth the 7 µs of building them, once per event appended, decided or applied."""
    if span is not None and _recording and span.is_recording():
        span.set_attributes({**event_attributes(evt, message=message), **(extra or {})})


def event_attributes(evt: Any, *, message: bool = False) -> dict[str, Any]:
    """What a span says about an event: its scope, proposal, slot, outcome and reason codes (with
    `message`, also its type and id, for the spans of the message itself).

    Never a value, a source text or a key: codes and ids only (strings cut at 200 characters).
    Empty when this process records no span (nothing would read them).
    """
    if not _recording:
        return {}
    fields: tuple[tuple[str, str], ...] = (("scope", "provgate.scope"), ("proposal_id", "provgate.proposal_id"), ("slot_id", "provgate.slot_id"),
              ("outcome", "provgate.outcome"), ("by", "provgate.decided_by"))
    if message:
        fields += (("type", "provgate.event.type"), ("event_id", "messaging.message.id"))
    attrs: dict[str, Any] = {}
    for attr, key in fields:
        v = getattr(evt, attr, None)
        if v is not None and not isinstance(v, Mapping):
            attrs[key] = _short(str(v))
    reasons = getattr(evt, "reasons", None)
    if reasons:
        attrs["provgate.reasons"] = [_short(str(getattr(r, "value", r))) for r in reasons]
    return attrs


# ---------------------------------------------------------------------------- by hand
# OpenTelemetry's default propagators (W3C trace context, then baggage): with them, `inject_context`
# writes the headers itself; with any other choice (`OTEL_PROPAGATORS`) the configured ones do
_DEFAULT_PROPAGATION = os.environ.get("OTEL_PROPAGATORS", "tracecontext,baggage").replace(" ", "") \
    in ("tracecontext,baggage", "baggage,tracecontext")


_TRACE_CONTEXT = TraceContextTextMapPropagator()


def inject_context(headers: dict[str, str]) -> None:
    """`propagate.inject(headers)`: the current span's W3C `traceparent` (and `tracestate`), written
    directly when the propagators are the default ones and there is no baggage to carry (the
    propagator chain was about 3 % of the folded front's CPU under load, one call per append)."""
    if not _DEFAULT_PROPAGATION or baggage.get_all():
        propagate.inject(headers)
        return
    ctx = trace.get_current_span().get_span_context()
    if ctx.is_valid:
        headers["traceparent"] = f"00-{ctx.trace_id:032x}-{ctx.span_id:016x}-{ctx.trace_flags:02x}"
        if ctx.trace_state:
            headers["tracestate"] = ctx.trace_state.to_header()


def caller_context(headers: Mapping[str, str] | None) -> Any:
    """A client's trace context: its `traceparent` (and `tracestate`) only. Its `baggage` is not taken: a
    request's context goes on into the headers of the events it appends, and a client's baggage (up to 8 KiB
    of its own key=value pairs) would ride into the log with each of them."""
    return _TRACE_CONTEXT.extract(dict(headers or {}))


def incoming_context(headers: Mapping[str, str] | None) -> Any:
    """The trace context a message's producer left in its headers (empty if none)."""
    return propagate.extract(dict(headers or {}))


def producer_link(headers: Mapping[str, str] | None) -> list[Link]:
    """A link to the span that produced a message read back later (a direct get)."""
    if not headers or "traceparent" not in headers:
        return []
    ctx = trace.get_current_span(propagate.extract(dict(headers))).get_span_context()
    return [Link(ctx)] if ctx.is_valid else []


def unrecorded_span(headers: Mapping[str, str] | None) -> Span:
    """What a handler's span is when this process records none: a span context only, in the trace
    the message's `traceparent` names (a new trace if it names none), with a span id of its own,
    so the handler's log lines and the headers of what it appends carry the trace on. Made without
    the SDK's sampler, propagators and context (a few percent of every service's samples)."""
    tp = (headers or {}).get("traceparent", "")
    trace_id = 0
    if len(tp) == 55 and tp[2] == "-" and tp[35] == "-" and tp[52] == "-":
        with contextlib.suppress(ValueError):
            trace_id = int(tp[3:35], 16)
    return trace.NonRecordingSpan(trace.SpanContext(trace_id or _random.getrandbits(128), _random.getrandbits(64),
                                                    is_remote=False))


def consumer_span(subject: str, headers: Mapping[str, str] | None, *, consumer: str, seq: int) -> Span:
    """A `<template> process` span, child of the message's producer, for loops outside FastStream.

    Started, not made current, and not ended: the caller ends it when the effect is visible.
    """
    if not _recording:
        return unrecorded_span(headers)
    h = headers or {}
    return tracer().start_span(
        f"{destination_template(subject)} process", context=incoming_context(headers), kind=SpanKind.CONSUMER,
        attributes=messaging_attributes(subject, "process", **{
            "messaging.consumer.group.name": consumer, "provgate.stream.sequence": seq,
            "messaging.message.id": h.get("Nats-Msg-Id"), "provgate.event.type": h.get(TYPE_HEADER),
            "provgate.proposal_id": h.get(PROPOSAL_HEADER)}))


def event_ids(headers: Mapping[str, str] | None) -> dict[str, str]:
    """The ids an event's headers carry, as log context: its id, its type, its proposal."""
    h = headers or {}
    return {k: h[name] for k, name in (("event_id", "Nats-Msg-Id"), ("event_type", TYPE_HEADER),
                                       ("proposal_id", PROPOSAL_HEADER)) if h.get(name)}


# ---------------------------------------------------------------------------- FastStream
class _ConsumeProvider(NatsTelemetrySettingsProvider):
    """FastStream's NATS attributes, with subject templates as names and the event's own ids."""

    def get_consume_destination_name(self, msg: Any) -> str:
        return destination_template(msg.raw_message.subject)

    def get_consume_attrs_from_message(self, msg: Any) -> dict[str, Any]:
        raw = msg.raw_message
        headers = msg.headers or {}
        attrs = super().get_consume_attrs_from_message(msg)
        attrs.update(_destination(raw.subject))
        attrs["messaging.destination_publish.name"] = destination_name(raw.subject)
        if headers.get("Nats-Msg-Id"):
            attrs["messaging.message.id"] = headers["Nats-Msg-Id"]
        if headers.get(TYPE_HEADER):
            attrs["provgate.event.type"] = headers[TYPE_HEADER]
        if headers.get(PROPOSAL_HEADER):
            attrs["provgate.proposal_id"] = headers[PROPOSAL_HEADER]
        if raw.reply and raw.reply.startswith("$JS.ACK."):
            md = raw.metadata
            attrs["messaging.consumer.group.name"] = md.consumer
            attrs["provgate.stream.sequence"] = md.sequence.stream
            attrs["provgate.delivery_count"] = md.num_delivered
        return {k: v for k, v in attrs.items() if v is not None}

    def get_publish_destination_name(self, cmd: Any) -> str:
        return destination_template(cmd.destination)

    def get_publish_attrs_from_cmd(self, cmd: Any) -> dict[str, Any]:
        attrs = super().get_publish_attrs_from_cmd(cmd)
        attrs.update(_destination(cmd.destination))
        return {k: v for k, v in attrs.items() if v is not None}


class BrokerTelemetry(NatsTelemetryMiddleware):
    """FastStream's NATS telemetry middleware; health and metrics requests are not traced."""

    def __init__(self, subjects: Subjects) -> None:
        internal = f"{subjects.prefix}.int."

        def provider(msg: Any) -> Any:
            if isinstance(msg, Msg):
                return None if msg.subject.startswith(internal) else _ConsumeProvider()
            if isinstance(msg, Sequence):
                return NatsBatchTelemetrySettingsProvider()
            return _ConsumeProvider() if msg is None else None

        TelemetryMiddleware.__init__(self, settings_provider_factory=provider, include_messages_counters=True)


class LogContext(BaseMiddleware):
    """Each consumed event's ids on every log line its handler writes, and nothing left after it."""

    async def consume_scope(self, call_next: Any, msg: Any) -> Any:
        before = structlog.contextvars.get_contextvars()
        structlog.contextvars.bind_contextvars(**event_ids(msg.headers))
        try:
            return await call_next(msg)
        finally:
            structlog.contextvars.clear_contextvars()
            structlog.contextvars.bind_contextvars(**before)


def broker_middlewares(subjects: Subjects) -> list[Any]:
    """Outermost first: the span, then the log context, so the handler's lines carry both."""
    return [BrokerTelemetry(subjects), LogContext]
