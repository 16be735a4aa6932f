"""provgate's Python client: `Client.connect(url, key, prefix)`, then typed calls
(`record_source`, `propose`, `facts`, `history`, `search`, `journal`, `proposal`; for reviewer keys
`reviews`, `decide`, `resolve`). Errors are the contract's codes as exceptions (`client.errors`)."""
from .client import Client, Denials, inbox_of, key_id_of, new_client_ref
from .errors import (
    Conflict,
    Forbidden,
    InvalidRequest,
    NotFound,
    ProvgateError,
    RateLimited,
    RequestTimeout,
    Unauthenticated,
    Unavailable,
    error_for,
)

__all__ = ["Client", "Conflict", "Denials", "Forbidden", "InvalidRequest", "NotFound", "ProvgateError", "RateLimited",
           "RequestTimeout", "Unauthenticated", "Unavailable", "error_for", "inbox_of", "key_id_of", "new_client_ref"]
