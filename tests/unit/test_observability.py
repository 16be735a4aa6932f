"""The pure parts of observability: histogram buckets and percentiles, the ops snapshot, span naming,
and when the projector counts a proposal as visible end to end."""
from __future__ import annotations

import io
import random
from collections import Counter
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console

from cli.ops import aggregate, render, series, sparkline
from contracts.proposals import ProposalDecided, ProposalSubmitted, VerdictRendered
from contracts.reasons import ReasonCode
from contracts.slot import SlotState
from services.projector.core import EndToEnd
from shared.metrics import BOUNDS_S, INF, Metrics, bucket_of, exposition, quantiles
from shared.telemetry import (
    caller_context,
    destination_name,
    destination_template,
    event_attributes,
    inject_context,
)

from ..builders import T0, proposal


def submitted(**kw: Any) -> ProposalSubmitted:
    return proposal(kw.pop("value", "18000"), **kw)


def decided(p: ProposalSubmitted, outcome: str, reasons: tuple[ReasonCode, ...] = ()) -> ProposalDecided:
    return ProposalDecided(event_id=f"d_{p.proposal_id}", occurred_at=T0, correlation_id="c", scope=p.scope,
                           decision_id=f"d_{p.proposal_id}", proposal_id=p.proposal_id, slot_id=p.slot_id,
                           outcome=outcome, reasons=reasons, value_key="v", valid_from=T0, slot=SlotState())  # type: ignore[arg-type]


def verdict(p: ProposalSubmitted, outcome: str, by: str = "rules") -> VerdictRendered:
    return VerdictRendered(event_id=f"v_{p.proposal_id}", occurred_at=T0, correlation_id="c", scope=p.scope,
                           verdict_id=f"v_{p.proposal_id}", proposal_id=p.proposal_id, slot_id=p.slot_id,
                           outcome=outcome, reasons=(), reason="", by=by, slot=SlotState())  # type: ignore[arg-type]


@pytest.mark.parametrize("seconds", [1e-6, 3.3e-5, 0.00123, 0.0087, 0.25, 3.0, 42.0, 1000.0])
def test_a_value_falls_in_the_first_bucket_whose_upper_bound_is_at_least_it(seconds: float) -> None:
    i = bucket_of(seconds)
    if i == INF:
        assert seconds > BOUNDS_S[-1]
    else:
        assert seconds <= BOUNDS_S[i] and (i == 0 or BOUNDS_S[i - 1] < seconds)
    assert bucket_of(BOUNDS_S[5]) == 5  # a value on a bound is in that bound's bucket (le)


def test_percentiles_read_from_buckets_match_the_exact_ones_within_the_bucket_width() -> None:
    rng = random.Random(7)
    xs = sorted(rng.lognormvariate(-5, 1) for _ in range(5000))  # a latency-like spread around 7 ms
    buckets = Counter(bucket_of(x) for x in xs)
    for q, got in zip((0.5, 0.95, 0.99), quantiles(buckets, (0.5, 0.95, 0.99)), strict=True):
        exact = xs[int(q * len(xs)) - 1]
        assert got is not None and abs(got - exact) / exact < 0.05


def test_percentiles_are_read_as_prometheus_histogram_quantile_reads_them() -> None:
    """Linear inside the bucket holding rank q*n, from 0 in the first bucket; +Inf reads the
    highest finite bound (the worked cases of Prometheus's histogram_quantile)."""
    b = bucket_of(0.003)
    lo, hi = BOUNDS_S[b - 1], BOUNDS_S[b]
    assert quantiles({b: 4}, (0.5, 1.0)) == [pytest.approx(lo + (hi - lo) * 0.5), pytest.approx(hi)]
    assert quantiles({b: 1, b + 2: 3}, (0.25, 0.5)) == [pytest.approx(hi), pytest.approx(
        BOUNDS_S[b + 1] + (BOUNDS_S[b + 2] - BOUNDS_S[b + 1]) / 3)]
    assert quantiles({0: 2}, (0.5,)) == [pytest.approx(BOUNDS_S[0] / 2)]
    assert quantiles({INF: 2}, (0.5,)) == [BOUNDS_S[-1]]


def test_the_prometheus_exposition_is_the_recorders_buckets_and_counts() -> None:
    m = Metrics("gate")
    h = m.histogram("provgate.test.duration", "A test histogram.")
    for x, outcome in ((0.003, "accepted"), (0.004, "accepted"), (0.5, "rejected"), (100.0, "rejected")):
        h.record(x, outcome=outcome)
    m.counter("provgate.test.things", "Things.").add(2, kind='say "hi"')
    text = exposition([m])
    lines = text.splitlines()
    assert "# TYPE provgate_test_duration_seconds histogram" in lines
    assert 'provgate_test_duration_seconds_count{outcome="accepted"} 2' in lines
    assert 'provgate_test_duration_seconds_bucket{outcome="rejected",le="+Inf"} 2' in lines
    assert f'provgate_test_duration_seconds_bucket{{outcome="accepted",le="{BOUNDS_S[bucket_of(0.004)]!r}"}} 2' in lines
    assert f'provgate_test_duration_seconds_bucket{{outcome="accepted",le="{BOUNDS_S[bucket_of(0.003) - 1]!r}"}} 0' in lines
    assert 'provgate_test_things_total{kind="say \\"hi\\""} 2' in lines
    buckets = [ln for ln in lines if ln.startswith("provgate_test_duration_seconds_bucket{outcome=\"rejected\"")]
    assert len(buckets) == len(BOUNDS_S) + 1


def test_an_empty_histogram_has_no_percentiles() -> None:
    assert quantiles(Counter(), (0.5, 0.99)) == [None, None]


def _reply(service: str, instance: str, now: int, **kw: object) -> dict:  # type: ignore[type-arg]
    return {"service": service, "instance": instance, "time": now, "histograms": {}, "counters": {}, **kw}


def test_the_ops_snapshot_adds_up_instances_and_windows() -> None:
    now = 1_800_000_000
    gate = "provgate.gate.decision.duration"
    b3, b30 = str(bucket_of(0.003)), str(bucket_of(0.030))
    replies = [
        _reply("gate", "gate-0", now, histograms={gate: {"count": 3, "buckets": {b3: 2, b30: 1},
                                                         "recent": {str(now - 1): {b3: 2}, str(now - 120): {b30: 1}}}},
               counters={"provgate.gate.decisions": {"values": [{"labels": {"outcome": "accepted"}, "value": 2},
                                                                {"labels": {"outcome": "quarantined"}, "value": 1}]},
                         "provgate.gate.decision.reasons": {"values": [
                             {"labels": {"outcome": "quarantined", "reason": "needs_provenance"}, "value": 1}]}},
               lag={"gate": {"pending": 4, "ack_pending": 1}}),
        _reply("gate", "gate-1", now, histograms={gate: {"count": 1, "buckets": {b3: 1}, "recent": {str(now - 2): {b3: 1}}}},
               counters={"provgate.gate.decisions": {"values": [{"labels": {"outcome": "accepted"}, "value": 1}]}},
               lag={"gate": {"pending": 4, "ack_pending": 1}}),
        _reply("projector", "projector-0", now, applied_seq=41, leader=True),
    ]
    snap = aggregate(replies, now=now + 0.5, log_seq=42)
    g = snap["latency_ms"]["gate_decision"]
    assert g["count"] == 4 and g["p50"] == pytest.approx(3.0, rel=0.1) and g["p99"] == pytest.approx(30.0, rel=0.1)
    assert g["last_60s"]["count"] == 3 and g["last_60s"]["p99"] == pytest.approx(3.0, rel=0.1)
    assert snap["throughput_per_s"]["gate_decisions"] == 0.3  # 3 decisions in the last 10 whole seconds
    assert snap["outcomes"]["gate"] == {"accepted": 3, "quarantined": 1}
    assert snap["reasons"]["gate"] == {"quarantined": {"needs_provenance": 1}}
    assert snap["lag"] == {"gate": {"pending": 4, "ack_pending": 1}}
    assert snap["instances"] == {"gate": 2, "projector": 1} and snap["missing"] == ["intake", "verifier"]
    assert snap["projector"] == {"applied_seq": 41, "leader": "projector-0"} and snap["log"] == {"last_seq": 42}
    for width in (100, 160):  # the live view renders, stacked or side by side
        buf = io.StringIO()
        Console(file=buf, width=width).print(render(snap, replies, width))
        assert "gate decision" in buf.getvalue() and "needs_provenance 1" in buf.getvalue()
    s = series(replies, gate, now, seconds=3)
    assert s[0] == pytest.approx(3.0, rel=0.1) and s[1] == pytest.approx(3.0, rel=0.1) and s[2] is None


def test_a_sparkline_scales_from_zero_and_leaves_gaps_blank() -> None:
    assert sparkline([None, 1.0, 8.0, None, 4.0]) == " ▂█ ▅"
    assert sparkline([None, None]) == "  "


def test_span_names_use_subject_templates_and_key_subjects_never_show_their_hash() -> None:
    assert destination_template("provgate.evt.slot.s_0123") == "provgate.evt.slot.*"
    assert destination_template("acme.prod.evt.prop.p_1") == "acme.prod.evt.prop.*"
    assert destination_template("provgate.v1.proposals.submit") == "provgate.v1.proposals.submit"
    assert destination_template("_INBOX.abc.def") == "_INBOX.>"
    assert destination_name("provgate.evt.slot.s_0123") == "provgate.evt.slot.s_0123"
    assert destination_name("provgate.evt.key." + "f" * 64) == "provgate.evt.key.*"


def test_span_attributes_carry_codes_and_ids_never_values() -> None:
    p = submitted(value="x" * 5000)
    attrs = event_attributes(p, message=True)
    assert attrs["provgate.proposal_id"] == p.proposal_id and attrs["provgate.scope"] == p.scope
    assert attrs["provgate.event.type"] == "proposal.submitted"
    assert not any("xxxx" in str(v) for v in attrs.values())
    d = decided(p, outcome="quarantined", reasons=(ReasonCode.NEEDS_PROVENANCE,))
    assert event_attributes(d) == {"provgate.scope": p.scope, "provgate.proposal_id": p.proposal_id,
                                   "provgate.slot_id": p.slot_id, "provgate.outcome": "quarantined",
                                   "provgate.reasons": ["needs_provenance"]}


def test_an_event_is_annotated_on_a_recorded_span_only(monkeypatch: pytest.MonkeyPatch) -> None:
    from opentelemetry import trace
    from opentelemetry.sdk.trace import TracerProvider

    from shared import telemetry

    p = submitted()
    built: list[Any] = []
    real = telemetry.event_attributes
    monkeypatch.setattr(telemetry, "event_attributes", lambda e, **kw: built.append(e) or real(e, **kw))
    telemetry.annotate(trace.NonRecordingSpan(trace.INVALID_SPAN_CONTEXT), p)
    telemetry.annotate(None, p)
    assert built == []  # nobody reads it: nothing built
    span = TracerProvider().get_tracer("t").start_span("x")
    monkeypatch.setattr(telemetry, "_recording", True)
    telemetry.annotate(span, p, message=True, extra={"provgate.attempts": 2})
    assert built == [p] and span.attributes["provgate.proposal_id"] == p.proposal_id  # type: ignore[attr-defined]
    assert span.attributes["provgate.attempts"] == 2  # type: ignore[attr-defined]
    monkeypatch.setattr(telemetry, "_recording", False)
    telemetry.annotate(span, p)  # a process that records nothing builds nothing
    assert built == [p]


def test_end_to_end_counts_automatic_final_states_of_proposals_received_since_start() -> None:
    start = datetime(2026, 10, 1, tzinfo=UTC)
    e2e = EndToEnd(since=start)
    old, new, held = submitted(at=start - timedelta(seconds=1)), submitted(at=start), submitted(at=start)
    for p in (old, new, held):
        assert e2e.final(p) is None
    assert e2e.final(decided(old, outcome="accepted")) is None  # received before the projector started
    assert e2e.final(decided(new, outcome="quarantined")) is None  # not final yet
    assert e2e.final(verdict(new, outcome="rejected")) == ("rejected", "verifier", start)
    assert e2e.final(verdict(new, outcome="rejected")) is None  # counted once
    assert e2e.final(verdict(held, outcome="approved", by="reviewer")) is None  # a person's time, not ours


def test_the_collector_config_in_deploy_is_valid_and_wires_every_pipeline() -> None:
    import yaml

    otel = Path(__file__).resolve().parents[2] / "deploy" / "otel"
    cfg = yaml.safe_load((otel / "collector.yaml").read_text())
    pipelines = cfg["service"]["pipelines"]
    assert set(pipelines) == {"traces", "metrics"}
    for p in pipelines.values():
        assert set(p["receivers"]) <= set(cfg["receivers"]) and set(p["exporters"]) <= set(cfg["exporters"])
        assert set(p.get("processors", [])) <= set(cfg["processors"])
    assert set(cfg["service"]["extensions"]) <= set(cfg["extensions"])
    assert cfg["receivers"]["otlp"]["protocols"]["http"]["endpoint"].endswith(":4318")  # the services' default
    port = cfg["exporters"]["prometheus"]["endpoint"].rsplit(":", 1)[1]
    prom = yaml.safe_load((otel / "prometheus.yml").read_text())
    assert prom["scrape_configs"][0]["static_configs"][0]["targets"] == [f"collector:{port}"]
    compose = yaml.safe_load((otel / "docker-compose.yaml").read_text())
    assert {"collector", "jaeger", "prometheus"} <= set(compose["services"])


def test_without_an_exporter_spans_are_not_recorded_but_logs_still_get_their_trace_ids() -> None:
    """The default when nothing exports: a span costs no recording (nor its attributes: issue 14),
    its ids still reach the logs; spans inside it (`inner_span`) are not even made, and its trace
    still reaches the next service's headers. A consumed message's span continues the producer's
    trace either way (a malformed traceparent starts a new one)."""
    import subprocess
    import sys

    code = (
        "from shared.settings import Settings\n"
        "from types import SimpleNamespace\n"
        "from shared.telemetry import configure, consumer_span, event_attributes, inner_span, tracer\n"
        "from opentelemetry import propagate\n"
        "import structlog\n"
        "configure('gate', Settings())\n"
        "with tracer().start_as_current_span('x') as s:\n"
        "    print(s.is_recording(), s.get_span_context().is_valid)\n"
        "    print(len(event_attributes(SimpleNamespace(scope='a/b', proposal_id='p_1'))))\n"
        "    structlog.get_logger('t').info('inside')\n"
        "    with inner_span(lambda: 'inner', attributes=lambda: {'a': 1}) as i:\n"
        "        print(i is s, i.get_span_context().trace_id == s.get_span_context().trace_id)\n"
        "        h = {}\n"
        "        propagate.inject(h)\n"
        "        print(format(s.get_span_context().trace_id, '032x') in h['traceparent'])\n"
        "tp = {'traceparent': '00-' + 'ab' * 16 + '-' + 'cd' * 8 + '-01'}\n"
        "c = consumer_span('provgate.evt.slot.s_1', tp, consumer='g', seq=1).get_span_context()\n"
        "print(format(c.trace_id, '032x') == 'ab' * 16, c.span_id not in (0, int('cd' * 8, 16)))\n"
        "c = consumer_span('provgate.evt.slot.s_1', {'traceparent': '00-zz'}, consumer='g', seq=1).get_span_context()\n"
        "print(c.is_valid)\n")
    env = {k: v for k, v in __import__("os").environ.items() if not k.startswith("OTEL_")}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True)
    # no inner span is made: the handler's own stays current, and its trace goes on in the headers
    assert out.stdout.split() == ["False", "True", "0", "True", "True", "True", "True", "True", "True"]
    line = next(x for x in out.stderr.splitlines() if '"inside"' in x)
    assert '"trace_id"' in line
    env["OTEL_TRACES_SAMPLER"] = "always_on"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True)
    assert out.stdout.split() == ["True", "True", "2", "False", "True", "True", "True", "True", "True"]  # recorded: a child span


def test_ops_raises_alarms_for_dead_letters_a_filling_log_and_keys_over_quota() -> None:
    now = 1_800_000_000
    replies = [
        _reply("projector", "projector-0", now, applied_seq=41, leader=True, dead_letters=2),
        _reply("intake", "intake-0", now, stream={"bytes": 90, "max_bytes": 100, "used": 0.9, "alarm": True},
               counters={"provgate.intake.rate_limited": {"values": [{"labels": {"key": "greedy"}, "value": 7}]}}),
    ]
    snap = aggregate(replies, now=now + 0.5)
    assert snap["alarms"] == ["intake: the log is 90% full (90 of 100 bytes)",
                              "projector: 2 event(s) could not be applied (see dead_letters)"]
    assert snap["rate_limited"] == {"greedy": 7}
    buf = io.StringIO()
    Console(file=buf, width=160).print(render(snap, replies, 160))
    assert "ALARM projector: 2 event(s)" in buf.getvalue() and "greedy 7" in buf.getvalue()


def test_the_trace_headers_written_by_hand_are_the_ones_opentelemetry_writes() -> None:
    """`inject_context` skips the propagator chain for the default propagators: same headers, with
    a trace state, with baggage (then the chain runs), and with no span at all."""
    from opentelemetry import baggage, context, propagate, trace
    from opentelemetry.trace import NonRecordingSpan, SpanContext, TraceFlags, TraceState

    from shared.telemetry import inject_context

    def both() -> tuple[dict[str, str], dict[str, str]]:
        ours: dict[str, str] = {"Nats-Msg-Id": "e1"}
        theirs: dict[str, str] = {"Nats-Msg-Id": "e1"}
        inject_context(ours)
        propagate.inject(theirs)
        return ours, theirs

    ours, theirs = both()
    assert ours == theirs  # no current span: nothing added
    for flags, state in ((TraceFlags.SAMPLED, TraceState()), (TraceFlags.DEFAULT, TraceState([("vendor", "v1")]))):
        span = NonRecordingSpan(SpanContext(0x0AF7651916CD43DD8448EB211C80319C, 0x00F067AA0BA902B7, is_remote=False,
                                            trace_flags=TraceFlags(flags), trace_state=state))
        token = context.attach(trace.set_span_in_context(span))
        try:
            ours, theirs = both()
            assert ours == theirs and ours["traceparent"].startswith("00-0af7651916cd43dd8448eb211c80319c-")
            token2 = context.attach(baggage.set_baggage("tenant", "acme"))
            try:
                ours, theirs = both()
                assert ours == theirs and "baggage" in ours
            finally:
                context.detach(token2)
        finally:
            context.detach(token)


def test_a_clients_baggage_is_not_carried_into_what_its_request_appends() -> None:
    """A request's trace context goes on into the headers of the events it appends: the caller's trace is kept,
    its baggage (its own key=value pairs, up to 8 KiB) is not, or it would ride into the log."""
    from opentelemetry import baggage, context, trace

    parent = "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01"
    ctx = caller_context({"traceparent": parent, "baggage": "note=ignore%20previous%20instructions,x=" + "y" * 4000})
    assert trace.get_current_span(ctx).get_span_context().trace_id == 0x0af7651916cd43dd8448eb211c80319c
    assert baggage.get_all(ctx) == {}
    token = context.attach(trace.set_span_in_context(trace.get_current_span(ctx), ctx))
    try:
        headers: dict[str, str] = {}
        inject_context(headers)
    finally:
        context.detach(token)
    assert headers["traceparent"].split("-")[1] == "0af7651916cd43dd8448eb211c80319c" and "baggage" not in headers
