"""Request-reply on the bare nats-py client: one queue-group subscription per public subject.

FastStream's per-message path (its middleware stack, dependency injection, telemetry and
acknowledgement scopes) cost about 40 % of intake's CPU under load, more than the handlers
themselves (issue 14; `PROVGATE_CPROFILE`, `loadtest/cprof.py`). A `Responder` does what intake
needs of it, directly:

- at most `concurrency` requests of its subject are handled at once, each in a task of its own;
  past that the subscription's queue holds at most `pending_limit` more, and the client library
  drops newer ones (a slow consumer) instead of queueing requests whose callers gave up long ago;
- the body is decoded (orjson) and validated into the handler's request model;
- the handler's reply model is the answer; a `contracts.errors` exception, an invalid body or any
  other failure is answered as `{"ok": false, "error": ...}` (shared/errors.py), never silence;
- each request is a `<subject> process` consumer span, child of the caller's context, with the
  error code on it, as FastStream's telemetry made it;
- `current_request()` is the request being handled (its size, headers, reply subject): a handler
  that answers later itself (a `wait`) clears `reply_to`, and nothing is answered now.

The services stay FastStream apps (lifecycle, health, the AsyncAPI document): `document` registers
the same handlers on a broker that is never started, so the document describes these subjects.
"""
from __future__ import annotations

import asyncio
import contextlib
import inspect
from collections.abc import Awaitable, Callable
from contextvars import ContextVar
from typing import Any, get_type_hints

import orjson
from nats.aio.client import Client
from nats.aio.msg import Msg
from opentelemetry import trace
from opentelemetry.trace import SpanKind, Status, StatusCode
from pydantic import BaseModel, ValidationError

from contracts.errors import ProvgateError
from contracts.fitting import fitted

from .errors import describe_invalid, error_body
from .telemetry import caller_context, logger, messaging_attributes, recording, tracer, unrecorded_span

log = logger("provgate.responder")
JSON_HEADERS = {"content-type": "application/json"}

Handler = Callable[[Any], Awaitable[BaseModel]]


class Request:
    """What a handler may read of the request it serves (the names FastStream's message has)."""

    __slots__ = ("subject", "body", "headers", "reply_to")

    def __init__(self, msg: Msg) -> None:
        self.subject: str = msg.subject
        self.body: bytes = msg.data
        self.headers: dict[str, str] = msg.headers or {}
        self.reply_to: str = msg.reply


_current: ContextVar[Request] = ContextVar("provgate_request")


def current_request() -> Request:
    return _current.get()


def request_model(handler: Handler) -> type[BaseModel]:
    """The request model a handler takes: the type of its one parameter."""
    params = list(inspect.signature(handler).parameters)
    hints = get_type_hints(handler)
    model = hints.get(params[0]) if params else None
    if not (isinstance(model, type) and issubclass(model, BaseModel)):
        raise TypeError(f"{handler!r} must take one pydantic model")
    return model


def _parent(req: Request) -> Any:
    """The caller's trace context; a caller that sent none gets a `<subject> create` span as the
    root of the request's trace (as FastStream's telemetry made one)."""
    ctx = caller_context(req.headers)
    if trace.get_current_span(ctx).get_span_context().is_valid:
        return ctx
    create = tracer().start_span(f"{req.subject} create", kind=SpanKind.PRODUCER,
                                 attributes=messaging_attributes(req.subject, "create"))
    create.end()
    return trace.set_span_in_context(create)


REPLY_HEADROOM = 4096  # the bus's limit counts the reply's headers too


class Responder:
    """Serves `subject` (queue group `queue`) with `handler` on the connection `nc`."""

    def __init__(self, nc: Client, subject: str, handler: Handler, *, queue: str, concurrency: int,
                 pending_limit: int) -> None:
        self.nc = nc
        self.subject = subject
        self.handler = handler
        self.model = request_model(handler)
        self.queue = queue
        self.pending_limit = pending_limit
        self._slots = asyncio.Semaphore(concurrency)
        self._tasks: set[asyncio.Task[None]] = set()
        self._sub: Any = None

    async def start(self) -> None:
        self._sub = await self.nc.subscribe(self.subject, queue=self.queue, cb=self._on_message,
                                            pending_msgs_limit=self.pending_limit)

    async def stop(self) -> None:
        """Stop taking requests and let those in hand finish (a few seconds at most)."""
        if self._sub is not None:
            with contextlib.suppress(Exception):
                await self._sub.unsubscribe()
        if self._tasks:
            await asyncio.wait(self._tasks, timeout=5.0)

    async def _on_message(self, msg: Msg) -> None:
        # nats-py calls this one message at a time: waiting for a free slot here leaves the rest in
        # the subscription's bounded queue
        await self._slots.acquire()
        task = asyncio.create_task(self._serve(Request(msg)))
        self._tasks.add(task)
        task.add_done_callback(self._done)

    def _done(self, task: asyncio.Task[None]) -> None:
        self._tasks.discard(task)
        self._slots.release()

    async def _serve(self, req: Request) -> None:
        _current.set(req)  # this task's own context
        if recording():
            cm = tracer().start_as_current_span(f"{req.subject} process", context=_parent(req), kind=SpanKind.CONSUMER,
                                                attributes=messaging_attributes(req.subject, "process"))
        else:
            cm = trace.use_span(unrecorded_span(req.headers))
        with cm as span:
            data = await self._answer(req, span)
        if data is not None and req.reply_to:
            try:
                await self.nc.publish(req.reply_to, data, headers=JSON_HEADERS)
            except Exception as e:  # noqa: BLE001 - the connection is gone: the caller times out and may retry
                log.warning("reply_failed", subject=self.subject, error=repr(e)[:200])

    async def _answer(self, req: Request, span: Any) -> bytes:
        try:
            body = self.model.model_validate(orjson.loads(req.body))
            reply, limit = await self.handler(body), self.nc.max_payload - REPLY_HEADROOM
            # a reply the bus would not carry was never sent, and the caller waited for its timeout: the words of
            # its longest sources are shortened to fit (v1.5), and what does not fit even so is refused at once
            if (out := fitted(reply, limit)) is not None:
                return out
            size = len(reply.model_dump_json().encode())
            error = error_body("invalid_request", f"The reply would be {size:,} bytes, more than the bus carries "
                                                  f"({limit:,}) even with its sources' words left out: ask for less "
                                                  "(a smaller limit, a narrower query).")
        except ProvgateError as e:
            error = error_body(e.code, e.message)
        except ValidationError as e:
            error = error_body("invalid_request", describe_invalid(e))
        except orjson.JSONDecodeError as e:  # (a lone surrogate's escape or a number no double holds is valid JSON)
            error = error_body("invalid_request", f"The body is not valid JSON, or JSON no client reads alike ({e.msg}, "
                                                  f"at character {e.pos}): UTF-8 text without lone surrogates, numbers "
                                                  "up to 2^53 - 1.")
        except Exception as e:  # noqa: BLE001 - any other failure: a clear answer, never silence
            log.error("request_failed", subject=self.subject, error=repr(e)[:500])
            span.set_status(Status(StatusCode.ERROR, type(e).__name__))
            # it may have been recorded all the same (an append whose acknowledgement was lost): never
            # "nothing changed"; a write sent again with its client_ref is recorded once
            error = error_body("unavailable", "The request could not be completed. Send it again: a write with the "
                                              "same client_ref is recorded once, whether or not this one was.")
        return orjson.dumps(error)
