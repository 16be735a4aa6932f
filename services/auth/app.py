"""The auth callout service: decides which key a NATS connection is, or refuses it.

Every connection that is not a PROVGATE user (services, operator) reaches the server's auth
callout; nats-server asks this service on `$SYS.REQ.USER.AUTH` (queue group `auth`, so any
number of instances). The connection's token is a provgate key: its key is read from the log
(the same `key.created` event intake authenticates requests with; a revoked or unknown key is
None), and the answer places the connection in the CLIENTS account with its role's request
subjects and one inbox of its own (core.py). FastStream hosts the process and its health.
"""
from __future__ import annotations

import asyncio
from typing import Any

from faststream import FastStream
from faststream.nats import NatsBroker
from nats.aio.msg import Msg

from shared import logreader
from shared.bus import Bus, server_list
from shared.health import add_health, connections
from shared.telemetry import logger

from . import core
from .settings import AuthSettings

log = logger("provgate.auth")
CALLOUT_SUBJECT = "$SYS.REQ.USER.AUTH"
LOOKUP_TIMEOUT_S = 1.5  # the server waits auth_timeout (2 s by default) for an answer


def build_app(settings: AuthSettings) -> FastStream:
    subjects = settings.subjects
    seed = settings.auth_issuer_seed.get_secret_value()
    if not seed:
        raise SystemExit("PROVGATE_AUTH_ISSUER_SEED is not set: the auth service signs with the callout issuer's key")
    signer = core.Signer(seed)
    broker = NatsBroker(server_list(settings.nats_url), logger=None)
    app = FastStream(broker, logger=None)
    state: dict[str, Any] = {}
    add_health(broker, subjects, "auth", settings.instance, connections(state))

    async def on_request(msg: Msg) -> None:
        bus: Bus = state["bus"]
        try:
            req = core.Request.of(msg.data.decode())
        except (ValueError, UnicodeDecodeError) as e:
            log.warning("auth.bad_request", error=str(e))
            return  # nothing to answer to: the server times the connection out
        key = None
        if req.token:
            try:
                key = await asyncio.wait_for(logreader.key(bus, core.secret_hash(req.token)), LOOKUP_TIMEOUT_S)
            except Exception as e:  # noqa: BLE001 - fail closed: the connection is refused
                log.warning("auth.lookup_failed", client=req.client, error=type(e).__name__)
        response, error = core.answer(signer, req, key, subjects.prefix, settings.auth_ttl_s)
        if error:
            log.info("auth.refused", client=req.client, reason=error)
        else:
            assert key is not None
            log.info("auth.granted", client=req.client, key_id=key.key_id, role=key.role)
        await msg.respond(response.encode())

    @app.on_startup
    async def connect() -> None:
        bus = await Bus.connect(settings.nats_url, subjects, name="provgate-auth",
                                leader_reads=settings.stream_replicas > 1)
        state["bus"] = bus
        state["sub"] = await bus.nc.subscribe(CALLOUT_SUBJECT, queue="auth", cb=on_request)

    @app.on_shutdown
    async def close() -> None:
        bus = state.get("bus")
        if bus is not None:
            await bus.close()

    return app
