"""Every service answers `<prefix>.int.health.<service>` and `<prefix>.int.metrics.<service>` on
core NATS (all instances reply): `provgate status` and `provgate ops` read them."""
from __future__ import annotations

import asyncio
import os
import time
from collections.abc import Awaitable, Callable, Mapping
from typing import Any, Protocol

from faststream import FastStream
from faststream.nats import NatsBroker

from contracts.subjects import Subjects

from .loop import COALESCE_STATUS
from .metrics import Metrics
from .settings import Settings

Probe = Callable[[], Awaitable[dict[str, Any]]]


def add_health(broker: NatsBroker, subjects: Subjects, service: str, instance: str, probe: Probe | None = None,
               metrics: Metrics | None = None) -> None:
    started = time.time()

    def who() -> dict[str, Any]:
        return {"service": service, "instance": instance or str(os.getpid()), "pid": os.getpid(),
                "uptime_s": round(time.time() - started, 1),
                **COALESCE_STATUS}  # whether nats-py's flusher patch applies here (shared.loop)

    @broker.subscriber(subjects.health(service), title=f"{service}/health", include_in_schema=False)
    async def on_health() -> dict[str, Any]:
        extra = await probe() if probe else {}
        return {"ok": True, **who(), **extra}

    if metrics is not None:
        @broker.subscriber(subjects.metrics(service), title=f"{service}/metrics", include_in_schema=False)
        async def on_metrics() -> dict[str, Any]:
            extra = await probe() if probe else {}
            return {"ok": True, **who(), **extra, **await metrics.snapshot()}


def connections(state: Mapping[str, Any], metrics: Metrics | None = None, extra: Probe | None = None) -> Probe:
    """The usual probe: is the bus connected, does PostgreSQL answer (if the service has a pool),
    the lag of its durable consumers, and whatever `extra` adds. `state` is filled at startup."""

    async def probe() -> dict[str, Any]:
        out: dict[str, Any] = {}
        bus = state.get("bus")
        out["nats"] = bool(bus is not None and bus.nc.is_connected)
        pool = state.get("pool")
        if pool is not None:
            out["db"] = await _ping(pool)
        if metrics is not None:
            lag = await metrics.lag()
            if lag:
                out["lag"] = lag
        if extra is not None:
            out.update(await extra())
        return out

    return probe


async def _ping(pool: Any) -> bool:
    try:
        async with asyncio.timeout(1.0), pool.connection() as conn:
            await conn.execute("SELECT 1")
        return True
    except Exception:  # noqa: BLE001 - any failure is "not reachable"
        return False


class Hosted(Protocol):
    """A service object FastStream hosts: connected by `start`, consuming after `serve`, closed by
    `stop`; `state` and `metrics` are what its health and metrics replies report."""

    @property
    def state(self) -> Mapping[str, Any]: ...
    @property
    def metrics(self) -> Metrics: ...

    async def start(self) -> None: ...
    async def serve(self) -> None: ...
    async def stop(self) -> None: ...


def host(service: Hosted, name: str, settings: Settings) -> tuple[FastStream, NatsBroker]:
    """The FastStream app of a consuming service (gate, verifier): its lifecycle and its health and
    metrics replies on a broker of its own login; the caller adds what the AsyncAPI document says."""
    from .bus import server_list  # noqa: PLC0415 - bus imports telemetry, which imports this module's peers
    from .telemetry import broker_middlewares  # noqa: PLC0415

    subjects = settings.subjects
    broker = NatsBroker(server_list(settings.nats_url), logger=None, middlewares=broker_middlewares(subjects))
    app = FastStream(broker, logger=None)
    app.on_startup(service.start)
    app.after_startup(service.serve)
    app.on_shutdown(service.stop)
    add_health(broker, subjects, name, settings.instance, connections(service.state, service.metrics), service.metrics)
    return app, broker
