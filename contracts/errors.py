"""One exception class per error code of the wire contract (docs/contract.md, "Errors").

Services raise these; a single broker middleware turns them into
`{"ok": false, "error": {"code", "message"}}`. Handlers never build error dicts.
"""


class ProvgateError(Exception):
    code = "internal"

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class Unauthenticated(ProvgateError):
    code = "unauthenticated"


class Forbidden(ProvgateError):
    code = "forbidden"


class InvalidRequest(ProvgateError):
    code = "invalid_request"


class NotFound(ProvgateError):
    code = "not_found"


class Unavailable(ProvgateError):
    code = "unavailable"


class Conflict(ProvgateError):
    """A request that contradicts what was already decided (e.g. a second review of one case)."""

    code = "conflict"


class RateLimited(ProvgateError):
    """Added in v1.1 (issue 12): the key went over its quota (requests or bytes per second, set in
    the policy file). Nothing was recorded; slow down and try again. Other keys are not affected."""

    code = "rate_limited"
