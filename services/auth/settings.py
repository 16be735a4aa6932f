"""Auth settings: the base settings plus the callout issuer's key and how long a connection's grant lasts."""
from __future__ import annotations

from pydantic import SecretStr

from shared.settings import Settings


class AuthSettings(Settings):
    # the seed (S...) of the account nkey whose public key is the callout `issuer` in the server's
    # config (PROVGATE_NATS_AUTH_ISSUER there); only this service holds it
    auth_issuer_seed: SecretStr = SecretStr("")
    # a key's connection is granted for this long, then the server closes it and the client's
    # reconnect is checked again (a revoked key is refused then); 0: until it disconnects
    auth_ttl_s: int = 3600
