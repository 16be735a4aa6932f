"""Threads among the subject's own people that disagree, correct or react (batch 107, red-team pass 39b).

A value the thread does not leave standing is held; a plain statement nobody disputes still grounds. Each class is a
general rule, with attacks (accepted before it) and controls: a line saying the thread is reopened, unresolved or
disputed ("Reopened by Sam", "Status changed: Resolved → Open", "话题已重新打开", "有异议"; `_THREAD_OPEN`), a negative
reaction or vote ("✖️ Sam", "[reaction: thumbs down]", "[踩] 李娜", "投票：同意1，反对3"; `_NEG_REACTION`), this message
said deleted or recalled ("That message has been removed", "该消息已被删除"; `_REPLY_GONE`), someone asked to confirm it
("cc @Sam to verify", "@李娜 确认下", "请再核实一下"; `_CONFIRM_MENTION`), the value before an edit in Chinese
("原为52个，已修改"; `_ZH_BEFORE_EDIT`), and a labelled reply, reply-all or override below it giving another number
("Sam: it's 52 though", "Reply all: we have 52 now.", "李娜：是52个"; `_LABELLED_REPLY`, `_REPLY_LABEL`,
`_CORRECTING_REPLY`).
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.builders import verdict


# the thread is reopened, unresolved or disputed
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("We have 40 seats.\nReopened by Sam Ortiz", "seats", 40, "unclear"),
    ("Our discount is 15%.\nStatus changed: Resolved → Open", "discount", 15, "unclear"),
    ("Our headcount is 120.\nMarked unresolved", "headcount", 120, "unclear"),
    ("我们有40个座位。\n话题已重新打开", "seats", 40, "unclear"),
    ("我们有40个座位。\n有异议", "seats", 40, "unclear"),
    ("We have 40 seats.\nResolved ✅", "seats", 40, "asserted"),
    ("We have 40 seats.\nWe reopened our Denver office last month.", "seats", 40, "asserted"),
])
def test_thread_open(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# a negative reaction or vote on the message
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("We have 40 seats.\n✖️ Sam", "seats", 40, "unclear"),
    ("Our budget is $18,000.\n[reaction: thumbs down]", "budget", 18000, "unclear"),
    ("We have 40 seats.\nThumbs down from Sam", "seats", 40, "unclear"),
    ("我们有40个座位。\n[踩] 李娜", "seats", 40, "unclear"),
    ("我们团队有12人。\n投票：同意1，反对3", "team_size", 12, "unclear"),
    ("我们有40个座位。\n李娜：-1", "seats", 40, "unclear"),
    ("Our team size is 12.\nSam reacted with 👍", "team_size", 12, "asserted"),
    ("我们团队有12人。\n👍 李娜、赵磊", "team_size", 12, "asserted"),
])
def test_negative_reaction(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# this message said deleted or recalled; another's message recalled or a reply deleted leaves the value standing
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("Our budget is $18,000.\nThat message has been removed", "budget", 18000, "unclear"),
    ("我们团队有12人。\n该消息已被删除", "team_size", 12, "unclear"),
    ("我们的预算是18000元。\n这条被撤回了", "budget", 18000, "unclear"),
    ("我们有40个席位。\n张伟撤回了一条消息", "seats", 40, "asserted"),
    ("We have 40 seats.\nA reply was removed", "seats", 40, "asserted"),
])
def test_this_message_gone(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# someone is asked to confirm it
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("We have 40 seats.\ncc @Sam to verify", "seats", 40, "unclear"),
    ("Our discount is 15%.\n@Maria double-check this", "discount", 15, "unclear"),
    ("我们有40个座位。\n@李娜 确认下", "seats", 40, "unclear"),
    ("我们有40个座位。\n请再核实一下", "seats", 40, "unclear"),
    ("We have 40 seats.\nConfirmed by @Sam", "seats", 40, "asserted"),
    ("我们有40个座位。\n@李娜 知悉", "seats", 40, "asserted"),
])
def test_confirm_mention(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# the value before an edit, in Chinese
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("我们有40个座位。\n原为52个，已修改", "seats", 40, "unclear"),
    ("我们团队有12人。\n修改前：14人", "team_size", 12, "unclear"),
    ("我们有40个座位。（已编辑）", "seats", 40, "asserted"),
])
def test_zh_before_edit(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# a labelled reply, reply-all or override below it giving another number
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("We have 40 seats.\nReply all: we have 52 now.", "seats", 40, "unclear"),
    ("Our budget is $18,000.\nSam Ortiz: it's $25,000 though", "budget", 18000, "unclear"),
    ("Our headcount is 120.\nManager override: 135", "headcount", 120, "unclear"),
    ("We have 40 seats.\nRaj: 52 per finance", "seats", 40, "unclear"),
    ("我们有40个座位。\n李娜：是52个", "seats", 40, "unclear"),
    ("我们团队有12人。\n（有人回复：14人）", "team_size", 12, "unclear"),
    ("We have 40 seats.\nNew hires: 3", "seats", 40, "asserted"),
    ("Seats: 40\nAssigned: 25", "seats", 40, "asserted"),
    ("我们的预算是18000美元。\n补充：这个预算覆盖12个月。", "budget", 18000, "asserted"),
])
def test_labelled_reply(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected
