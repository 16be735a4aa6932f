"""Context at a distance in long sources: a line far from the statement that points back at it (batch 99, red-team
pass 31b).

Each class is a general rule, with attacks (accepted before it) and controls (plain statements that still ground):
a later line naming the text above, unless it affirms it (`_ABOVE_POINTER`); "that", "those" and the like given to
another scope, period or party (`_BACK_SCOPED`); a change since (`_MOVED_ON_SINCE`); a word to drop it or keep it out
of the record (`_DROP_IT`); the same in Chinese (`_ZH_ABOVE_POINTER`, `_ZH_CHANGED_SINCE`, `_ZH_BELOW_LEAD`); a
bracketed mark over pasted words (`_ZH_QUOTE_HEAD`); a person's label opening the turn (`_TURN_LABEL`).
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.builders import verdict

_MAIL = "Hi Raj,\n{s}\nTraining is booked for Thursday.\n\n{c}\nDana"
_ZH_MAIL = "Raj，你好：\n{s}\n培训安排已发出。\n\n{c}\n李娜"


@pytest.mark.parametrize(("closing", "accepted"), [
    # the text above by name, not affirmed (`_ABOVE_POINTER`)
    ("The above was our position in the spring.", False),
    ("All the above is for the pilot.", False),
    ("Those figures cover our UK arm only.", False),
    ("The above is correct as of today.", True),
    ("The figures above replace the estimates we sent in May.", True),
    # "that", "those" given to another scope, period or party (`_BACK_SCOPED`)
    ("That's the figure for our Asia entity.", False),
    ("That reflects the pre-merger entity.", False),
    ("This is what we had back in 2022.", False),
    ("Those numbers belong to Globex.", False),
    ("Those were the Q1 numbers.", False),
    ("Mixed up the accounts, those are Initech's.", False),
    ("That's for the whole year.", True),
    ("It's higher than last year's.", True),
    ("This is Dana from Acme, by the way.", True),
    # a change since (`_MOVED_ON_SINCE`)
    ("We have since cut back.", False),
    ("Since then we've grown a lot.", False),
    ("It's been revised since.", False),
    ("Let me know if you need anything else.", True),
    # a word to drop it or keep it out of the record (`_DROP_IT`)
    ("Please disregard the above.", False),
    ("Hold off on logging any of this.", False),
    ("Disregard, sent too early.", False),
])
def test_a_closing_line_points_back(closing: str, accepted: bool) -> None:
    text = _MAIL.format(s="Our budget is $18,000.", c=closing)
    got = verdict(text, "budget", 18000)
    assert (got == "asserted") is accepted, (text, got)


@pytest.mark.parametrize(("text", "accepted"), [
    # a note on what stands above, unless it affirms it (`_ZH_ABOVE_POINTER`)
    (_ZH_MAIL.format(s="我们的预算是50000美元。", c="附言：上面的预算只是提议。"), False),
    (_ZH_MAIL.format(s="我们的预算是50000美元。", c="以上是合并前的情况。"), False),
    (_ZH_MAIL.format(s="我们的预算是50000美元。", c="以上为2023年的条款。"), False),
    (_ZH_MAIL.format(s="我们的预算是50000美元。", c="以上信息已确认。"), True),
    ("我们的预算是50000美元。\n以上。", True),
    # a change since (`_ZH_CHANGED_SINCE`)
    (_ZH_MAIL.format(s="我们的预算是50000美元。", c="后来我们又调整过。"), False),
    (_ZH_MAIL.format(s="我们的预算是50000美元。", c="有问题随时联系。"), True),
    # a heading making what follows options, a past record or another's (`_ZH_BELOW_LEAD`)
    ("以下为讨论中的条款：\n培训安排已发出。\n下次会议定在周四。\n我们的预算是50000美元。", False),
    ("以下是我们设想的方案：\n培训安排已发出。\n我们的预算是50000美元。", False),
    # a bracketed mark over pasted words (`_ZH_QUOTE_HEAD`)
    ("好的，收到。\n\n【引用】\n我们的预算是50000美元。", False),
    ("好的，收到。\n\n我们的预算是50000美元。", True),
])
def test_zh_line_points_back(text: str, accepted: bool) -> None:
    got = verdict(text, "budget", 50000)
    assert (got == "asserted") is accepted, (text, got)


@pytest.mark.parametrize(("text", "predicate", "value", "accepted"), [
    # a person's label opening the turn the statement stands in (`_TURN_LABEL`)
    ("Dana here.\nMy colleague Sam from Globex joins this thread.\nSam: Hi all! Our headcount is 700.", "headcount", 700,
     False),
    ("Notes\nKim Lee: Thanks. We have 240 seats.", "seats", 240, False),
    ("Customer: Hi! Our headcount is 700.", "headcount", 700, True),
    ("Update: we hired a lot. Our headcount is 700.", "headcount", 700, True),
    ("Requester: Dana Smith\nOur budget is $18,000.", "budget", 18000, True),
    # (`_DROP_IT`: a word to drop an earlier message is no word against this one)
    ("Please disregard my last message.\nOur budget is $18,000.", "budget", 18000, True),
])
def test_a_turn_label_or_an_earlier_message(text: str, predicate: str, value: Any, accepted: bool) -> None:
    got = verdict(text, predicate, value)
    assert (got == "asserted") is accepted, (text, got)
