"""Machine-made lines around a person's message (batch 100, red-team pass 32b).

Each class is one general rule (`_MACHINE_LINE`), with attacks (accepted before it) and controls (plain statements
that still ground): an out-of-office notice; a message not delivered, not sent or only scheduled; a read receipt on a
line of its own; a machine's provenance in brackets; a system's confirmation of an order or a request, or of a quote
sent; the same in Chinese. A writer's own words about resending an earlier message are no such line (`_RESENT`).
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.builders import verdict


@pytest.mark.parametrize(("text", "predicate", "value", "accepted"), [
    # an out-of-office notice
    ("Out of office until 14 Oct.\nOur budget is $18,000.", "budget", 18000, False),
    ("I am currently on annual leave until 3 November.\nOur HQ is in Berlin.", "hq_city", "Berlin", False),
    ("I'm back in the office today. Our budget is $18,000.", "budget", 18000, True),
    ("Our budget is $18,000.\n\nP.S. I'll be out of office next week, so please reach out to Lee.", "budget", 18000,
     True),
    # a message not delivered, not sent or only scheduled
    ("Mailer-Daemon: Delivery has failed to these recipients.\nWe have 40 seats.", "seats", 40, False),
    ("Message failed to send. Tap to retry.\nWe have 40 seats.", "seats", 40, False),
    ("Held for moderation.\nWe have 40 seats.", "seats", 40, False),
    ("Send later - Mon 9:00\nOur headcount is 250.", "headcount", 250, False),
    ("Scheduled message (will send Monday 9:00): Our budget is $20,000 from next quarter.", "budget", 20000, False),
    ("My first email failed to send, so here it is again. We have 40 seats.", "seats", 40, True),
    ("Resending since my first email bounced. We need 40 seats.", "seats", 40, True),
    # a read receipt on a line of its own
    ("Read 10:05\nOur budget is $18,000.", "budget", 18000, False),
    ("Our budget is $18,000.\nSeen by Dana 10:05", "budget", 18000, False),
    ("I read your note. Our HQ is in Berlin.", "hq_city", "Berlin", True),
    # a machine's provenance in brackets
    ("Headquarters: Austin, TX (auto-enriched)", "hq_city", "Austin", False),
    ("Renewal date: 2027-03-01 (auto-calculated)", "renewal_date", "2027-03-01", False),
    ("Headquarters: Austin, TX", "hq_city", "Austin", True),
    # a system's confirmation of an order or a request, or a quote sent
    ("Order #1234 confirmed: 40 seats.", "seats", 40, False),
    ("Your request has been received.\nBudget: $18,000", "budget", 18000, False),
    ("Quote Q-1042 has been sent to Dana Smith. Discount: 15%. Expires in 30 days.", "discount", 15, False),
    ("Thanks for the order confirmation. We need 40 seats.", "seats", 40, True),
])
def test_machine_line_beside_the_statement(text: str, predicate: str, value: Any, accepted: bool) -> None:
    got = verdict(text, predicate, value)
    assert (got == "asserted") is accepted, (text, got)


@pytest.mark.parametrize(("text", "predicate", "value", "accepted"), [
    # a bounce, a failed or scheduled send
    ("邮件退信通知\n我们的预算是18000美元。", "budget", 18000, False),
    ("消息发送失败，点击重试。\n我们有40个席位。", "seats", 40, False),
    ("定时发送：明天9:00\n我们有40个席位。", "seats", 40, False),
    ("收到退信了，我再发一遍。我们的预算是20000美元。", "budget", 20000, True),
    # a read receipt
    ("我们的预算是18000美元。\n已读", "budget", 18000, False),
    ("已经读了你的邮件。我们有60个席位。", "seats", 60, True),
    # an out-of-office notice
    ("我正在出差，邮件回复会延迟。\n我们有40个席位。", "seats", 40, False),
    ("我们有40个席位。下周我出差，有事找李娜。", "seats", 40, True),
    # a machine's provenance in brackets
    ("会议纪要（AI生成）：我们的预算是18000美元。", "budget", 18000, False),
    ("会议纪要：我们的预算是18000美元。", "budget", 18000, True),
])
def test_zh_machine_line(text: str, predicate: str, value: Any, accepted: bool) -> None:
    got = verdict(text, predicate, value)
    assert (got == "asserted") is accepted, (text, got)
