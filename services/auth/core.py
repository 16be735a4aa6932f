"""The auth callout's decision, pure: a connection's request claims and its key -> the server's answer.

nats-server (2.10+, config mode) sends every connection that is not one of the PROVGATE users to
`$SYS.REQ.USER.AUTH` as an authorization request JWT; the answer is an authorization response
JWT signed by the issuer account key named in the config. It either carries a user JWT (same
issuer, subject = the user nkey the server generated for this connection, audience = the
account to place it in) with the connection's permissions, or an error, and the connection is
refused. Claim names follow nats-io/jwt v2 (`nats.user_nkey`, `nats.connect_opts.auth_token`,
`nats.server_id.id`; `type`/`version` 2). JWTs are `ed25519-nkey`: base64url (unpadded) header
and claims, signed with the nkey.
"""
from __future__ import annotations

import base64
import hashlib
import json
import time
from dataclasses import dataclass
from typing import Any

import nkeys
from nacl.exceptions import BadSignatureError
from nacl.signing import VerifyKey

from contracts.keys import KeyCreated
from shared.natsconf import CLIENT_ACCOUNT, client_permissions

HEADER = {"typ": "JWT", "alg": "ed25519-nkey"}


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def _unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def claims_of(token: str) -> dict[str, Any]:
    """The claims of a JWT, unverified."""
    parts = token.strip().split(".")
    if len(parts) != 3:
        raise ValueError("not a JWT")
    out = json.loads(_unb64(parts[1]))
    if not isinstance(out, dict):
        raise ValueError("JWT claims are not an object")
    return out


def verified_request(token: str) -> dict[str, Any]:
    """The claims of the server's authorization request, after checking that a server key (N...)
    signed it. Only the server publishes `$SYS.REQ.USER.AUTH` (no PROVGATE user may); this
    also holds if a permission ever let someone else."""
    claims = claims_of(token)
    issuer = str(claims.get("iss") or "")
    if not issuer.startswith("N") or claims.get("aud") != "nats-authorization-request":
        raise ValueError("not a server's authorization request")
    raw = base64.b32decode(issuer + "=" * (-len(issuer) % 8))
    head, _, sig = token.strip().rpartition(".")
    try:
        VerifyKey(raw[1:33]).verify(head.encode(), _unb64(sig))
    except BadSignatureError:
        raise ValueError("the authorization request's signature does not verify") from None
    return claims


class Signer:
    """An account nkey that signs JWTs (the callout's issuer)."""

    def __init__(self, seed: str) -> None:
        self._kp = nkeys.from_seed(seed.encode())
        self.public_key: str = self._kp.public_key.decode()

    def encode(self, claims: dict[str, Any], now: int) -> str:
        body = {**claims, "iat": now, "iss": self.public_key}
        body["jti"] = base64.b32encode(hashlib.sha256(json.dumps(body, sort_keys=True).encode()).digest()).decode().rstrip("=")
        signing_input = f"{_b64(json.dumps(HEADER).encode())}.{_b64(json.dumps(body).encode())}"
        return f"{signing_input}.{_b64(self._kp.sign(signing_input.encode()))}"


@dataclass(frozen=True)
class Request:
    user_nkey: str  # the nkey the server made for this connection: the subject of both answers
    server_id: str  # the audience of the response
    token: str  # what the client sent as its connection token: its provgate key, or nothing
    client: str  # host and connection id, for the log

    @classmethod
    def of(cls, jwt: str) -> Request:
        c = verified_request(jwt)
        n = c.get("nats") or {}
        info = n.get("client_info") or {}
        return cls(user_nkey=str(n.get("user_nkey") or ""), server_id=str((n.get("server_id") or {}).get("id") or ""),
                   token=str((n.get("connect_opts") or {}).get("auth_token") or ""),
                   client=f"{info.get('host', '?')}#{info.get('id', '?')} {info.get('name') or ''}".strip())


def user_claims(req: Request, key: KeyCreated, prefix: str, ttl_s: int, now: int) -> dict[str, Any]:
    """The connection of one key: its role's requests, its own inbox, nothing else."""
    claims: dict[str, Any] = {
        "sub": req.user_nkey, "aud": CLIENT_ACCOUNT, "name": f"{key.role}:{key.name}:{key.key_id}",
        "nats": {**client_permissions(key.role, key.key_id, prefix), "subs": -1, "data": -1, "payload": -1,
                 "type": "user", "version": 2},
    }
    if ttl_s > 0:
        claims["exp"] = now + ttl_s
    return claims


def answer(signer: Signer, req: Request, key: KeyCreated | None, prefix: str, ttl_s: int,
           now: int | None = None) -> tuple[str, str | None]:
    """The signed authorization response, and the reason when the connection is refused.

    `key` is the key the connection's token names (None: no token, an unknown key, or a revoked
    one): refused. A key's role decides its subjects; authority over scopes stays with intake,
    which still checks the `Provgate-Key` header of every request.
    """
    t = int(time.time()) if now is None else now
    error: str | None = None
    if not req.token:
        error = "no credentials: connect with a provgate key as the token"
    elif key is None:
        error = "unknown or revoked key"
    nats: dict[str, Any] = {"type": "authorization_response", "version": 2}
    if error is None:
        assert key is not None
        nats["jwt"] = signer.encode(user_claims(req, key, prefix, ttl_s, t), t)
    else:
        nats["error"] = error
    return signer.encode({"sub": req.user_nkey, "aud": req.server_id, "nats": nats}, t), error


def secret_hash(secret: str) -> str:
    """As intake stores it (services/intake/core.py): the key's subject is its secret's SHA-256."""
    return hashlib.sha256(secret.encode()).hexdigest()
