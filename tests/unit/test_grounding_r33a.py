"""Predicates outside the lexicon (batch 101, red-team pass 33a).

For a predicate the lexicon does not list, the rules cannot tell another value of the same kind by its shape. Each
class is a general rule, with attacks (accepted before it) and controls (statements that still ground): a short
sentence beside the claim that adds another value or gives one for a part, a place or a later year ("Oracle as
well.", "Also HubSpot.", "Odoo in Brazil.", "Oracle in 2027."; `_ALSO_ANOTHER`, `_NAME_FOR_PART`; "另外还有用友。",
"明年换用友。"; `_ZH_ALSO_ANOTHER`), a value asked for ("Data region: EU please", "Please."; `_PLEASE_AFTER`,
`_PLEASE_ALONE`), another value after it in the same Chinese sentence ("Salesforce，还有HubSpot"; `_ZH_AND_ANOTHER`),
a sentence that makes it hold for a while only or a test system's ("At least this week.", "Up for renewal.", "Test
tenant."; `_WHILE_ONLY`), and a header above it that names another party's record ("Lead record (Globex)";
`_RECORD_HEAD`).
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.builders import verdict


# another value beside it, for all, a part, a place or a later year (`_ALSO_ANOTHER`, `_NAME_FOR_PART`, `_ZH_ALSO_ANOTHER`)
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("Our ERP is SAP. Oracle as well.", "erp", "SAP", "unclear"),
    ("Our CRM system is Salesforce. Also HubSpot.", "crm_system", "Salesforce", "unclear"),
    ("ERP: SAP. As well as Oracle.", "erp", "SAP", "unclear"),
    ("Our ERP is SAP. Odoo, too.", "erp", "SAP", "unclear"),
    ("Our ERP is SAP. Oracle elsewhere.", "erp", "SAP", "unclear"),
    ("Our ERP is SAP. Odoo in Brazil.", "erp", "SAP", "unclear"),
    ("Our ERP is SAP. Dynamics 365 in Mexico.", "erp", "SAP", "unclear"),
    ("Our SSO provider is Okta. Ping in 2027.", "sso_provider", "Okta", "unclear"),
    ("ERP：SAP。另外还有用友。", "erp", "SAP", "unclear"),
    ("ERP：SAP。金蝶也在用。", "erp", "SAP", "unclear"),
    ("ERP：SAP。明年换用友。", "erp", "SAP", "unclear"),
    ("Our ERP is SAP.", "erp", "SAP", "asserted"),
    ("Our ERP is SAP. And thanks again.", "erp", "SAP", "asserted"),
    ("Our ERP is SAP. Also happy to share more.", "erp", "SAP", "asserted"),
    ("Our ERP is SAP. See you in Berlin.", "erp", "SAP", "asserted"),
    ("Our ERP is SAP. Thanks for everything.", "erp", "SAP", "asserted"),
    ("ERP：SAP。谢谢！", "erp", "SAP", "asserted"),
])
def test_another_value_beside(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# a value asked for, or another after it in the same Chinese sentence (`_PLEASE_AFTER`, `_PLEASE_ALONE`, `_ZH_AND_ANOTHER`)
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("Data region: EU please", "data_region", "EU", "unclear"),
    ("Payment terms: net 30, pls.", "payment_terms", "net 30", "unclear"),
    ("Support tier: Premium. Please.", "support_tier", "Premium", "unclear"),
    ("Cloud provider：AWS，麻烦了", "cloud_provider", "AWS", "unclear"),
    ("CRM system：Salesforce，还有HubSpot", "crm_system", "Salesforce", "unclear"),
    ("Data region: EU", "data_region", "EU", "asserted"),
    ("Aisle seat, please.", "seat_preference", "aisle", "asserted"),
    ("ERP：SAP，和财务系统打通了。", "erp", "SAP", "asserted"),
])
def test_asked_for_or_another_after(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# for a while only, up for change, or a test system's (`_WHILE_ONLY`)
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("Our ERP is SAP. At least this week.", "erp", "SAP", "unclear"),
    ("Our cloud provider is AWS.\nFor another month.", "cloud_provider", "AWS", "unclear"),
    ("Our ERP is SAP. Up for renewal.", "erp", "SAP", "unclear"),
    ("Our SSO provider is Okta. Ask me again in a month.", "sso_provider", "Okta", "unclear"),
    ("Our cloud provider is AWS. Test tenant.", "cloud_provider", "AWS", "unclear"),
    ("We have 40 seats. Any day now.", "seats", 40, "unclear"),
    ("Our ERP is SAP. Happy to share more.", "erp", "SAP", "asserted"),
    ("We have 40 seats. Thanks for asking.", "seats", 40, "asserted"),
])
def test_for_a_while_only(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# a header above it that names another party's record (`_RECORD_HEAD`)
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("Lead record (Globex)\nCRM system: Salesforce", "crm_system", "Salesforce", "unclear"),
    ("Vendor sheet - Contoso\nERP: SAP", "erp", "SAP", "unclear"),
    ("Globex lead record\nIndustry: logistics", "industry", "logistics", "unclear"),
    ("Account record (Acme)\nCRM system: Salesforce", "crm_system", "Salesforce", "asserted"),
    ("Signed order form\nSeats: 40", "seats", 40, "asserted"),
    ("Trip details\nFrom: Berlin\nTo: Munich\nMy travel date is 2026-11-12.", "travel_date", "2026-11-12", "asserted"),
])
def test_another_partys_record_head(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected
