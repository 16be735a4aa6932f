"""The contract's error codes as exceptions (docs/contract.md, "Errors"): one class per code.

The classes are those of `contracts/errors.py`, so a service and a client name a refusal the
same way; this module adds the client's own failures (a reply that never came) and the mapping
from a reply's `code` to its class.
"""
from __future__ import annotations

from contracts.errors import (
    Conflict,
    Forbidden,
    InvalidRequest,
    NotFound,
    ProvgateError,
    RateLimited,
    Unauthenticated,
    Unavailable,
)

__all__ = ["Conflict", "Forbidden", "InvalidRequest", "NotFound", "ProvgateError", "RateLimited", "RequestTimeout",
           "Unauthenticated", "Unavailable", "error_for"]


class RequestTimeout(ProvgateError, TimeoutError):
    """No reply within the client's timeout (after its retries). The request may still have been
    recorded: a write retried with the same `client_ref` returns the first result."""

    code = "timeout"


_BY_CODE: dict[str, type[ProvgateError]] = {c.code: c for c in (
    Unauthenticated, Forbidden, InvalidRequest, NotFound, Conflict, Unavailable, RateLimited)}

# Safe to send again: `rate_limited` records nothing, and `unavailable` never answers a request whose
# effect intake knows was recorded; when the log lost an append's acknowledgement it cannot know, and
# the write sent again with its client_ref (this client always gives one) is recorded once.
RETRYABLE = (Unavailable, RateLimited)


def error_for(code: str, message: str) -> ProvgateError:
    """The exception for an error reply; an unknown code keeps its name on a plain ProvgateError."""
    cls = _BY_CODE.get(code)
    if cls is not None:
        return cls(message)
    err = ProvgateError(message)
    err.code = code
    return err
