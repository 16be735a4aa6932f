"""Categorical values (batch 104, red-team pass 36b).

A category (a support tier, a plan, a cloud provider, a channel, a time zone) is grounded only where the source gives it
plainly as the subject's own current value. Each class is a general rule, with attacks (accepted before it) and
controls (statements that still ground): a comment after a category value set off by a comma, for a predicate outside
the lexicon ("AWS, via a reseller", "Gold, complimentary"; `_category_comment`), a habit, a default, a recommendation
or a rank after the value ("email, usually", "CET, by default", "aisle seat, window second", "微信，其次是邮件";
`_HABIT_OR_RANK_AFTER`, `_ZH_HABIT_OR_RANK_AFTER`), a trial, a pilot or an evaluation after the value or in brackets
after the label ("Salesforce in pilot", "CRM system (pilot): ..."; `_STAGE_AFTER`, `_STAGE_BRACKET`), a label in the
plural ("Preferred channels: email, Slack"; `_PLURAL_LABEL`), and a higher tier or a likeness glued to the value
("Gold+", "Gold-level"; `_GLUED_AFTER`).
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.builders import verdict


# a comment after a category value, set off by a comma (predicates outside the lexicon)
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("Cloud provider: AWS, via a reseller.", "cloud_provider", "AWS", "unclear"),
    ("Our support tier is Gold, complimentary.", "support_tier", "Gold", "unclear"),
    ("Cloud provider: AWS, mid-migration.", "cloud_provider", "AWS", "unclear"),
    ("Cloud provider：阿里云，通过代理商。", "cloud_provider", "阿里云", "unclear"),
    ("Our CRM system is Salesforce, by the way.", "crm_system", "Salesforce", "asserted"),
    ("Cloud provider: AWS, with Azure for backups.", "cloud_provider", "AWS", "asserted"),
    ("Our ERP is SAP, we run it company-wide.", "erp", "SAP", "asserted"),
])
def test_category_comment(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# a habit, a default, a recommendation or a rank after the value (listed predicates too)
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("Preferred channel: email, usually.", "preferred_channel", "email", "unclear"),
    ("Our timezone is CET, by default.", "timezone", "CET", "unclear"),
    ("I prefer an aisle seat, window second.", "seat_preference", "aisle", "unclear"),
    ("We prefer email, failing that phone.", "preferred_channel", "email", "unclear"),
    ("请用微信联系我们，其次是邮件。", "preferred_channel", "微信", "unclear"),
    ("We prefer email.", "preferred_channel", "email", "asserted"),
    ("I prefer an aisle seat.", "seat_preference", "aisle", "asserted"),
    ("请用微信联系我们。", "preferred_channel", "微信", "asserted"),
])
def test_habit_or_rank_after(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# a trial, a pilot or an evaluation after the value, or in brackets after the label
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("Our CRM system is Salesforce in pilot.", "crm_system", "Salesforce", "unclear"),
    ("We prefer Slack, on a trial basis.", "preferred_channel", "Slack", "unclear"),
    ("Our SSO provider is Okta, being evaluated.", "sso_provider", "Okta", "unclear"),
    ("CRM system (pilot): Salesforce", "crm_system", "Salesforce", "unclear"),
    ("Our CRM system is Salesforce.", "crm_system", "Salesforce", "asserted"),
    ("CRM system: Salesforce", "crm_system", "Salesforce", "asserted"),
])
def test_stage_after(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# a label in the plural: the value is one of several
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("Preferred channels: email, Slack.", "preferred_channel", "Slack", "unclear"),
    ("Data regions: EU, US", "data_region", "US", "unclear"),
    ("Cloud providers: AWS", "cloud_provider", "AWS", "unclear"),
    ("Preferred channels in order: email, Slack, Teams.", "preferred_channel", "Teams", "unclear"),
    ("Data region: EU", "data_region", "EU", "asserted"),
    ("Languages: English, German", "languages", "German", "asserted"),
])
def test_plural_label(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# a higher tier or a likeness glued to the value
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("Our support tier is Gold+.", "support_tier", "Gold", "unclear"),
    ("Plan: Pro (+)", "plan", "Pro", "unclear"),
    ("Our support tier is Gold-level.", "support_tier", "Gold", "unclear"),
    ("Our support tier is Gold.", "support_tier", "Gold", "asserted"),
    ("We're a Berlin-based company.", "hq_city", "Berlin", "asserted"),
    ("Our timezone is UTC+2.", "timezone", "UTC+2", "asserted"),
])
def test_glued_after(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected
