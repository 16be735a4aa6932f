"""Every service answers `<prefix>.int.health.<service>` on core NATS (all instances reply)."""
from __future__ import annotations

import os
import time
from collections.abc import Awaitable, Callable
from typing import Any

from faststream.nats import NatsBroker

from contracts.subjects import Subjects

Probe = Callable[[], Awaitable[dict[str, Any]]]


def add_health(broker: NatsBroker, subjects: Subjects, service: str, instance: str, probe: Probe | None = None) -> None:
    started = time.time()

    @broker.subscriber(subjects.health(service), title=f"{service}/health", include_in_schema=False)
    async def on_health() -> dict[str, Any]:
        extra = await probe() if probe else {}
        return {"ok": True, "service": service, "instance": instance or str(os.getpid()), "pid": os.getpid(),
                "uptime_s": round(time.time() - started, 1), **extra}
