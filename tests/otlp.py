"""An in-process OTLP/HTTP receiver: what a collector would get from the services, decoded.

It runs `http.server` in a thread on a real local port and accepts the protobuf POSTs of the
OTLP/HTTP exporters (`/v1/traces`, `/v1/metrics`), so a System whose services have
`OTEL_EXPORTER_OTLP_ENDPOINT` pointing at it exports exactly as it would to a collector.
"""
from __future__ import annotations

import gzip
import threading
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from opentelemetry.proto.collector.metrics.v1.metrics_service_pb2 import (
    ExportMetricsServiceRequest,
    ExportMetricsServiceResponse,
)
from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import (
    ExportTraceServiceRequest,
    ExportTraceServiceResponse,
)
from opentelemetry.proto.common.v1.common_pb2 import AnyValue

KINDS = {0: "unspecified", 1: "internal", 2: "server", 3: "client", 4: "producer", 5: "consumer"}


def _value(v: AnyValue) -> Any:
    which = v.WhichOneof("value")
    if which == "array_value":
        return [_value(x) for x in v.array_value.values]
    if which == "kvlist_value":
        return {kv.key: _value(kv.value) for kv in v.kvlist_value.values}
    return getattr(v, which) if which else None


@dataclass(frozen=True)
class SpanRecord:
    service: str
    name: str
    kind: str
    trace_id: str
    span_id: str
    parent_id: str
    attributes: dict[str, Any]
    links: tuple[tuple[str, str], ...]  # (trace id, span id)
    status: int
    start_ns: int
    end_ns: int


class OtlpReceiver:
    def __init__(self) -> None:
        self.spans: list[SpanRecord] = []
        self.metric_names: set[str] = set()
        self.metric_points: list[tuple[str, dict[str, Any], Any]] = []  # (metric, attributes, value)
        self._lock = threading.Lock()
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:  # noqa: N802 - http.server's name
                body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
                if self.headers.get("Content-Encoding") == "gzip":
                    body = gzip.decompress(body)
                if self.path == "/v1/traces":
                    receiver._traces(body)
                    reply = ExportTraceServiceResponse().SerializeToString()
                elif self.path == "/v1/metrics":
                    receiver._metrics(body)
                    reply = ExportMetricsServiceResponse().SerializeToString()
                else:
                    self.send_response(404)
                    self.end_headers()
                    return
                self.send_response(200)
                self.send_header("Content-Type", "application/x-protobuf")
                self.send_header("Content-Length", str(len(reply)))
                self.end_headers()
                self.wfile.write(reply)

            def log_message(self, *_: Any) -> None:
                pass

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self._server.server_address[1]}"

    def start(self) -> OtlpReceiver:
        threading.Thread(target=self._server.serve_forever, daemon=True).start()
        return self

    def stop(self) -> None:
        self._server.shutdown()
        self._server.server_close()

    def _traces(self, body: bytes) -> None:
        req = ExportTraceServiceRequest.FromString(body)
        out = []
        for rs in req.resource_spans:
            res = {kv.key: _value(kv.value) for kv in rs.resource.attributes}
            for ss in rs.scope_spans:
                for s in ss.spans:
                    out.append(SpanRecord(
                        service=str(res.get("service.name", "")), name=s.name, kind=KINDS.get(s.kind, str(s.kind)),
                        trace_id=s.trace_id.hex(), span_id=s.span_id.hex(), parent_id=s.parent_span_id.hex(),
                        attributes={kv.key: _value(kv.value) for kv in s.attributes},
                        links=tuple((lk.trace_id.hex(), lk.span_id.hex()) for lk in s.links),
                        status=s.status.code, start_ns=s.start_time_unix_nano, end_ns=s.end_time_unix_nano))
        with self._lock:
            self.spans.extend(out)

    def _metrics(self, body: bytes) -> None:
        req = ExportMetricsServiceRequest.FromString(body)
        points = []
        for rm in req.resource_metrics:
            for sm in rm.scope_metrics:
                for m in sm.metrics:
                    kind = m.WhichOneof("data")
                    for p in getattr(m, kind).data_points:
                        attrs = {kv.key: _value(kv.value) for kv in p.attributes}
                        value = p.count if kind in ("histogram", "exponential_histogram") else (
                            p.as_int if p.WhichOneof("value") == "as_int" else p.as_double)
                        points.append((m.name, attrs, value))
        with self._lock:
            self.metric_names.update(n for n, _, _ in points)
            self.metric_points.extend(points)

    def trace(self, trace_id: str) -> list[SpanRecord]:
        with self._lock:
            return [s for s in self.spans if s.trace_id == trace_id]

    def find(self, **attributes: Any) -> list[SpanRecord]:
        with self._lock:
            return [s for s in self.spans if all(s.attributes.get(k) == v for k, v in attributes.items())]
