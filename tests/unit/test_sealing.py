"""Sealing (issue 16): what is sealed opens only under its key and in its own event."""
from __future__ import annotations

import pytest

from domain.canon import value_key
from shared.sealing import Unreadable, new_key, seal, speaker_digest, unseal, unwrap, wrap


def test_a_sealed_text_opens_under_its_key_and_only_in_its_own_event() -> None:
    key = new_key()
    blob = seal(key, "s_1\x1ftext", b"Our budget is $18,000.")
    assert b"18,000" not in blob.encode() and unseal(key, "s_1\x1ftext", blob) == b"Our budget is $18,000."
    with pytest.raises(Unreadable):
        unseal(key, "s_2\x1ftext", blob)  # moved into another event
    with pytest.raises(Unreadable):
        unseal(new_key(), "s_1\x1ftext", blob)  # another key (an erased one's replacement)
    with pytest.raises(Unreadable):
        unseal(key, "s_1\x1ftext", "not base64 at all!")


def test_a_value_key_is_wrapped_per_speaker() -> None:
    a, b, dek = new_key(), new_key(), new_key()
    wa = wrap(a, "dk_a", dek, "p_1")
    assert unwrap(a, "dk_a", wa, "p_1") == dek
    with pytest.raises(Unreadable):
        unwrap(b, "dk_a", wa, "p_1")
    with pytest.raises(Unreadable):
        unwrap(a, "dk_b", wa, "p_1")


def test_sealed_value_keys_compare_as_the_values_do_and_hide_them() -> None:
    s = new_key()
    assert value_key("18000", s) == value_key(18000, s) == value_key(" 18,000 ", s) != value_key(18001, s)
    assert value_key(18000, s).startswith("k:") and "18000" not in value_key(18000, s)
    assert value_key(18000, new_key()) != value_key(18000, s)  # keyed: another install's differ
    assert value_key(18000) == "n:18000"  # no seal: in the clear, as before
    assert value_key("x" * 500, s).startswith("k:")  # a long value's hashed key is sealed too


def test_a_speaker_digest_names_scope_and_speaker_together() -> None:
    assert speaker_digest("a", "b") != speaker_digest("a\x1fb", None) and speaker_digest("a", None) == speaker_digest("a", "")
