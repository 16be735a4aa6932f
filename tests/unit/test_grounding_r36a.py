"""Identifier and contact values read beside what makes them another's or not what they look (batch 104, red-team
pass 36a).

Each class is a general rule, with attacks (accepted before it) and controls (statements that still ground): a
signature above the statement, after a sign-off line, naming another organisation ("Hi John,\\n...\\n--\\nMaria, Vendor
Ltd\\nMy email: ..."), and a Chinese signature ("此致\\n李四（Globex公司）"; `_signature_parties`, `_ZH_SIGN_OFF`,
`_ZH_SIGNED_ORG`); a look-alike address, in mixed scripts or punycode, or with an invisible character inside its word
(`_LOOKALIKE_SCRIPT`, `_PUNYCODE`, `_HIDDEN_IN_WORD`); a forward's subject line above an identifier ("Fwd:",
"转发："; `_FORWARD_LINE`); a shared inbox or line (`_SHARED_CONTACT`); a dial string glued to a phone number
("1234567,,204", ";ext=204"; `_DIAL_SUFFIX`); an address whose domain names the organisation that signs above it
("Regards,\nMaria\nVendor Ltd\nWebsite: vendor.com"; `_ADDRESS_VALUE` in `_a_party`).
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.builders import verdict


# a signature above the statement, after a sign-off line, that names another organisation (`_signature_parties`)
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("Hi John,\nattached is the quote.\n--\nMaria, Vendor Ltd\nMy email: sales@vendor.com", "email",
     "sales@vendor.com", "unclear"),
    ("Hi John,\nthanks.\n--\nMaria Lopez, Globex Inc.\nMy phone: +49 30 1234567", "phone", "+49 30 1234567",
     "unclear"),
    ("Hi John,\nthanks.\n--\nJohn Doe, Acme Inc.\nMy email: john@acme.com", "email", "john@acme.com", "asserted"),
    ("Hi,\nmy email is john@acme.com.\nBest,\nJohn", "email", "john@acme.com", "asserted"),
])
def test_signature_above(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# a Chinese signature naming another organisation by its company word (`_ZH_SIGNED_ORG`, `_ZH_SIGN_OFF`)
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("我的邮箱是zhang@acme.com。\n此致\n李四（Globex公司）", "email", "zhang@acme.com", "unclear"),
    ("我的邮箱是zhang@acme.com\n——\n李四\nGlobex有限公司", "email", "zhang@acme.com", "unclear"),
    ("我的邮箱是zhang@acme.com。\n此致\n张三", "email", "zhang@acme.com", "asserted"),
    ("收款账户：DE89 3704 0044 0532 0130 00\n户名：Acme有限公司", "payout_iban", "DE89 3704 0044 0532 0130 00",
     "asserted"),
])
def test_zh_signature(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# a look-alike address: Latin mixed with Cyrillic or Greek letters, punycode, an invisible character inside its word
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("Our website is \u0430cme.com.", "website", "\u0430cme.com", "unclear"),
    ("Email: j\u043ehn@acme.com", "email", "j\u043ehn@acme.com", "unclear"),
    ("Our website is xn--cme-8cd.com.", "website", "xn--cme-8cd.com", "unclear"),
    ("My email is john@ac\u200dme.com.", "email", "john@acme.com", "unclear"),
    ("我的邮箱是zhang@ac\u200bme.com。", "email", "zhang@acme.com", "unclear"),
    ("My email is m\u00fcller@acme.de.", "email", "m\u00fcller@acme.de", "asserted"),
    ("Our HQ is in Berlin.\u200d", "hq_city", "Berlin", "asserted"),
    ("My email is john@acme.com.", "email", "john@acme.com", "asserted"),
])
def test_lookalike(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# a forward's subject line above an identifier (`_FORWARD_LINE`); a reply's is no forward, nor one above a budget
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("Fwd: contact details\n\nMy email is dana@acme.com.", "email", "dana@acme.com", "unclear"),
    ("Fwd: Re: onboarding\nOur contact email is dana@acme.com.", "contact_email", "dana@acme.com", "unclear"),
    ("转发：联系方式\n我的邮箱是zhang@acme.com。", "email", "zhang@acme.com", "unclear"),
    ("Re: contact details\n\nMy email is dana@acme.com.", "email", "dana@acme.com", "asserted"),
    ("回复：联系方式\n我的邮箱是zhang@acme.com。", "email", "zhang@acme.com", "asserted"),
    ("Fwd: Budget\nOur budget is $18,000.", "budget", 18000, "asserted"),
])
def test_forwarded_identifier(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# a shared inbox or line: not one person's own (`_SHARED_CONTACT`)
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("My email is team@acme.com, shared with the whole team.", "email", "team@acme.com", "unclear"),
    ("My phone number is +49 30 1234567. It's the shared office line.", "phone", "+49 30 1234567", "unclear"),
    ("我的邮箱是zhang@acme.com，这是我们部门的公共邮箱。", "email", "zhang@acme.com", "unclear"),
    ("My email is john@acme.com, the one I check daily.", "email", "john@acme.com", "asserted"),
    ("大家好，我的邮箱是zhang@acme.com。", "email", "zhang@acme.com", "asserted"),
])
def test_shared_contact(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# a dial string glued to a phone number (`_DIAL_SUFFIX`); an extension in a clause of its own is the number's
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("Phone: +49 30 1234567,,204", "phone", "+49 30 1234567", "unclear"),
    ("Phone: +49 30 1234567;ext=204", "phone", "+49 30 1234567", "unclear"),
    ("My phone number is +49 30 1234567,,204.", "phone", "+49 30 1234567", "unclear"),
    ("Our phone is +49 30 1234567, ext. 12.", "phone", "+49 30 1234567", "asserted"),
    ("Phone: +49 30 1234567; email: bob@acme.com.", "phone", "+49 30 1234567", "asserted"),
])
def test_dial_suffix(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# an address's domain words name a party: the organisation signing above it is another's (`_ADDRESS_VALUE`)
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("Hi,\nhere is the update.\nRegards,\nMaria\nVendor Ltd\nWebsite: vendor.com", "website", "vendor.com", "unclear"),
    ("Maria\nVendor Ltd\nWebsite: vendor.com", "website", "vendor.com", "unclear"),
    ("Hi,\nhere is the update.\nRegards,\nMaria\nAcme Ltd\nWebsite: acme.com", "website", "acme.com", "asserted"),
    ("Our website is acme.com.", "website", "acme.com", "asserted"),
])
def test_address_names_party(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected
