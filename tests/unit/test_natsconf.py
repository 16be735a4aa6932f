"""The NATS accounts config is rendered by one function: deploy/ ships its default rendering."""
from __future__ import annotations

import json
import os
import stat
from pathlib import Path

import nkeys
import pytest

from contracts.keys import KeyCreated
from services.auth import core
from shared.natsconf import NatsSecrets, client_permissions, key_id_of, render_accounts, service_permissions

DEPLOY = Path(__file__).resolve().parents[2] / "deploy" / "nats" / "accounts.conf"


def test_deploy_accounts_conf_is_the_default_rendering() -> None:
    assert DEPLOY.read_text() == render_accounts(), "run: python -m shared.natsconf > deploy/nats/accounts.conf"


def test_nobody_may_delete_purge_or_shrink_the_log_but_the_owner_may_update_it() -> None:
    perms = service_permissions()
    for user, p in perms.items():
        pub = [s for s, _ in p["pub"]]
        assert not any(x in s for s in pub for x in ("STREAM.DELETE", "STREAM.PURGE")), user
        # deleting a message: only the operator, only in the key store (`provgate erase`, issue 16)
        deletes = [s for s in pub if "MSG.DELETE" in s]
        assert deletes == (["$JS.API.STREAM.MSG.DELETE.PROVGATE_KEYS"] if user == "admin" else []), user
        assert not any(s in ("$JS.API.>", ">", "$JS.>") for s in pub), user
        assert ("$JS.API.STREAM.UPDATE.PROVGATE" in pub) == (user == "owner"), user
        assert any("CONSUMER.DELETE" in s for s in pub) == (user == "owner"), user


def test_only_intake_adds_to_the_key_store_and_only_the_operator_erases() -> None:
    """Issue 16: intake makes speakers' keys, the deciders and the projector only read them, the
    operator alone deletes one (erasure) or asks for an erasure; nobody purges the key store."""
    perms = service_permissions()
    for user, p in perms.items():
        pub = [s for s, _ in p["pub"]]
        writes = [s for s in pub if s.startswith("provgate.ks.")]
        assert writes == {"intake": ["provgate.ks.>"], "owner": ["provgate.ks.seal"]}.get(user, []), user
        assert any(s.startswith("provgate.evt.erase") for s in pub) == (user == "admin"), user
        assert not any("PURGE" in s for s in pub), user


def test_a_rendering_for_another_prefix_and_durable_names_them() -> None:
    text = render_accounts("acme.pg", {"gate": "g2"})
    assert '"acme.pg.evt.slot.>"' in text and "$JS.API.CONSUMER.MSG.NEXT.ACME_PG.g2" in text
    assert "provgate.evt" not in text and '"provgate.v1' not in text


def test_a_key_connection_may_send_its_roles_requests_and_read_only_its_inbox() -> None:
    agent = client_permissions("agent", "k_1")
    assert "provgate.v1.reviews.decide" not in agent["pub"]["allow"]
    assert "provgate.v1.proposals.submit" in agent["pub"]["allow"]
    assert agent["sub"]["allow"] == ["_INBOX.k_1.>"]
    assert "provgate.v1.reviews.decide" in client_permissions("reviewer", "k_1")["pub"]["allow"]
    assert key_id_of("pgk_x").startswith("k_") and len(key_id_of("pgk_x")) == 18


def test_secrets_are_made_once_owner_only_and_reused(tmp_path: Path) -> None:
    f = tmp_path / "secrets" / "nats.json"
    a = NatsSecrets.load_or_create(f)
    assert stat.S_IMODE(f.stat().st_mode) == 0o600 and stat.S_IMODE(f.parent.stat().st_mode) == 0o700
    b = NatsSecrets.load_or_create(f)
    assert a == b and a.issuer.startswith("A") and set(json.loads(f.read_text())["passwords"]) >= {"admin", "owner"}


SERVER = core.Signer(nkeys.encode_seed(os.urandom(32), nkeys.PREFIX_BYTE_SERVER).decode())


def _request(token: str) -> str:
    """An authorization request as the server signs it (with its own N... key)."""
    claims = {"aud": "nats-authorization-request", "sub": "A",
              "nats": {"user_nkey": "UABC", "server_id": {"id": "NSERVER"}, "connect_opts": {"auth_token": token},
                       "client_info": {"host": "127.0.0.1", "id": 7}, "type": "authorization_request", "version": 2}}
    return SERVER.encode(claims, 1000)


def test_a_request_not_signed_by_a_server_key_is_not_answered() -> None:
    good = _request("pgk_x")
    assert core.Request.of(good).token == "pgk_x"
    head, payload, sig = good.split(".")
    forged = core._b64(json.dumps({**core.claims_of(good), "nats": {"user_nkey": "UEVIL"}}).encode())
    for bad in (f"{head}.{forged}.{sig}", f"{head}.{payload}.{core._b64(bytes(64))}"):
        with pytest.raises(ValueError):
            core.Request.of(bad)
    account_signed = core.Signer(NatsSecrets.new().issuer_seed).encode(core.claims_of(good), 1000)
    with pytest.raises(ValueError):
        core.Request.of(account_signed)


def test_the_callout_grants_a_known_key_its_role_and_refuses_anything_else() -> None:
    signer = core.Signer(NatsSecrets.new().issuer_seed)
    key = KeyCreated(event_id="ek_1", occurred_at="2026-01-01T00:00:00Z", correlation_id="c", scope="acme/x",
                     key_id="k_1", name="alex", role="agent", scopes=("acme/x",), secret_hash="h" * 64)
    resp, err = core.answer(signer, core.Request.of(_request("pgk_x")), key, "provgate", 60, now=1000)
    assert err is None
    r = core.claims_of(resp)
    assert (r["iss"], r["sub"], r["aud"]) == (signer.public_key, "UABC", "NSERVER")
    user = core.claims_of(r["nats"]["jwt"])
    assert (user["aud"], user["sub"], user["exp"]) == ("CLIENTS", "UABC", 1060)
    assert user["nats"]["sub"]["allow"] == ["_INBOX.k_1.>"]
    for token, k in (("", key), ("pgk_x", None)):
        resp, err = core.answer(signer, core.Request.of(_request(token)), k, "provgate", 60)
        assert err and "jwt" not in core.claims_of(resp)["nats"] and core.claims_of(resp)["nats"]["error"] == err


def test_a_reply_subject_across_the_account_import_names_spans_by_its_template() -> None:
    from shared.telemetry import destination_name, destination_template

    assert destination_template("_R_.hQYDAY.fOfXej") == "_R_.>" == destination_name("_R_.hQYDAY.fOfXej")
    assert destination_name("_INBOX.k_0123456789abcdef.x.y") == "_INBOX.>"
