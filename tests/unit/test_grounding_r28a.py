"""Time, validity and staleness (batch 96, red-team pass 28a).

Each class is a general rule, with attacks (accepted before it) and controls (statements that still ground): "as of"
or "截至" before an earlier time gives the value then, a snapshot (`_AS_OF_END`); an end of validity given as a date,
in either order ("valid to 2026-09-30", "expires 15 Sep", "有效期至...", "于2026年9月30日到期"; `_EXPIRY`,
`_ZH_EXPIRES_AFTER`, `_expires`), which is kept as the valid-to time when it is still to come; an offer's end at
a time the rules cannot date ("valid till end of month", "ends Friday"; `_UNDATED_END`); a validity that runs for a
span from an undated start ("valid for 30 days", "7天内有效"; `_VALID_SPAN`); an old date heading the sentence
("(Sent 2023-04-02) ..."; `_dated_head`); an undated start after the value ("..., effective after the move in
spring"; `_UNDATED_START`); a date field in the past tense ("Renewal date was ..."; `_DATE_WAS`); a fiscal year or a
month touching Chinese text ("FY27预算", "截至3月"; `_BARE_YEAR`, `_MONTH`); a proposal's valid time more than a
month before the capture when the text gives no time (`_VALID_FROM_BEFORE`).
"""
from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest

from domain.assertion import ground

AT = datetime(2026, 10, 1, 9, 0, tzinfo=UTC)


def grounded(text: str, predicate: str, value: Any, valid_from: datetime | None = None) -> Any:
    return ground(text, subject="customer:acme", predicate=predicate, value=value, captured_at=AT,
                  valid_from=valid_from)


def verdict(text: str, predicate: str, value: Any, valid_from: datetime | None = None) -> str:
    return grounded(text, predicate, value, valid_from).verdict


# "as of" / "as at" / "截至" before a time that has ended: the value then, not since then (`_AS_OF_END`)
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("Decision maker as of last year: Dana Smith.", "decision_maker", "Dana Smith", "unclear"),
    ("Budget as of last quarter: $18,000.", "budget", 18000, "unclear"),
    ("As of last month we have 40 seats.", "seats", 40, "unclear"),
    ("Budget as of March: $18,000.", "budget", 18000, "unclear"),
    ("截至3月，我们有40个座位。", "seats", 40, "unclear"),
    ("Seats as of today: 40.", "seats", 40, "asserted"),
    ("We have 40 seats.", "seats", 40, "asserted"),
])
def test_as_of_an_earlier_time_is_a_snapshot(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# an end of validity written as a date: expired before the capture is held; still to come, it is the valid-to time
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("Discount 15%, valid to 2026-09-30.", "discount", 15, "unclear"),
    ("Price: $900, expires 15 Sep.", "price", 900, "unclear"),
    ("15% discount, lapses 2026-09-30.", "discount", 15, "unclear"),
    ("折扣15%，有效期至2026年9月30日。", "discount", 15, "unclear"),
    ("折扣15%，于2026年9月30日到期。", "discount", 15, "unclear"),
    ("折扣15%，至9月30日止。", "discount", 15, "unclear"),
    ("Price: $900, expires 15 Dec.", "price", 900, "asserted"),
])
def test_an_expiry_date_ends_the_value(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


def test_an_expiry_still_to_come_is_the_valid_to_time() -> None:
    g = grounded("Price: $900, expires 15 Dec.", "price", 900)
    assert (g.verdict, g.valid_from, g.valid_to) == ("asserted", None, datetime(2026, 12, 16, tzinfo=UTC))


# an end the rules cannot date, and a span from a start they cannot date (`_UNDATED_END`, `_VALID_SPAN`)
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("Seats: 40 — valid till end of month.", "seats", 40, "unclear"),
    ("15% discount, valid for 30 days.", "discount", 15, "unclear"),
    ("Price $900, good for 10 business days.", "price", 900, "unclear"),
    ("报价900美元，7天内有效。", "price", 900, "unclear"),
    ("价格900美元，有效期30天。", "price", 900, "unclear"),
    ("Our price is $900.", "price", 900, "asserted"),
    ("我们的价格是900美元。", "price", 900, "asserted"),
])
def test_a_validity_the_rules_cannot_date_is_held(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# an old date heading the sentence as the record's own (`_dated_head`); a recent one stands
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("(Sent 2023-04-02) Our HQ is in Berlin.", "hq_city", "Berlin", "unclear"),
    ("2023-04-02 — Our HQ is in Berlin.", "hq_city", "Berlin", "unclear"),
    ("2024-03-12 09:14 — We have 40 seats.", "seats", 40, "unclear"),
    ("2023/04/02 — We have 40 seats.", "seats", 40, "unclear"),
    ("(Sent 2026-09-30) We have 40 seats.", "seats", 40, "asserted"),
])
def test_an_old_date_heading_the_sentence(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# an undated start after the value, past the clause; a date field in the past tense (`_UNDATED_START`, `_DATE_WAS`)
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("HQ: Munich, effective after the move in spring.", "hq_city", "Munich", "unclear"),
    ("Renewal date was 2026-03-01.", "renewal_date", "2026-03-01", "unclear"),
    ("Contract end was 2025-12-31.", "contract_end", "2025-12-31", "unclear"),
    ("Our HQ is in Munich.", "hq_city", "Munich", "asserted"),
    ("Our renewal date is 2027-03-01.", "renewal_date", "2027-03-01", "asserted"),
])
def test_an_undated_start_or_a_past_date_field(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# a fiscal year touching Chinese text is the year it is for (`_BARE_YEAR`): the valid time, or an earlier one
@pytest.mark.parametrize(("text", "valid", "expected"), [
    ("FY27预算：18000美元。", (datetime(2027, 1, 1, tzinfo=UTC), datetime(2028, 1, 1, tzinfo=UTC)), "asserted"),
    ("FY25预算：18000美元。", (datetime(2025, 1, 1, tzinfo=UTC), datetime(2026, 1, 1, tzinfo=UTC)), "unclear"),
])
def test_a_fiscal_year_in_chinese_text(text: str, valid: tuple[datetime, datetime], expected: str) -> None:
    g = grounded(text, "budget", 18000)
    assert (g.verdict, (g.valid_from, g.valid_to)) == (expected, valid)


# a proposal's valid time far from the capture, when the text gives no time of its own (`_VALID_FROM_BEFORE`)
@pytest.mark.parametrize(("text", "predicate", "value", "valid_from", "expected"), [
    ("We have 40 seats.", "seats", 40, datetime(2019, 1, 1, tzinfo=UTC), "unclear"),
    # a later valid time is the rules' to judge by role (refused from an agent, a reviewer's own): not grounding's
    ("Our discount is 15%.", "discount", 15, datetime(2027, 6, 1, tzinfo=UTC), "asserted"),
    ("We have 40 seats.", "seats", 40, datetime(2026, 9, 1, tzinfo=UTC), "asserted"),  # within the gate's 31 days
    ("我们有40个座位。", "seats", 40, datetime(2020, 1, 1, tzinfo=UTC), "unclear"),
    ("We have 40 seats.", "seats", 40, datetime(2026, 9, 30, tzinfo=UTC), "asserted"),
    ("In 2025 our budget was $18,000.", "budget", 18000, datetime(2025, 4, 1, tzinfo=UTC), "asserted"),
])
def test_a_valid_time_the_text_does_not_give(text: str, predicate: str, value: Any, valid_from: datetime,
                                             expected: str) -> None:
    assert verdict(text, predicate, value, valid_from) == expected
