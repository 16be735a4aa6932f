"""Tone and intent rather than words of doubt (batch 108, red-team pass 40a).

A statement set beside a sentence that calls it a jest or a bit ("That's the punchline.", "Tongue in cheek.",
"I crack myself up."), a sarcastic retort or a stock absurdity ("Sure, and I'm Batman.", "Also, unicorns exist."),
a return to reality, a wish or a move in a game ("Back to reality.", "You wish.", "Your move."), or under a line
that frames the text as a game or an imagining ("Game rules: ...", "Picture this.", "Play along with me.") is held
(`_JEST_BESIDE`, also read after the value in the statement's own sentence), and so is the same in Chinese
("想多了。", "梦里什么都有。", "游戏规则：……", "想象一下。", `_ZH_JEST_BESIDE`). Controls: a plain statement in a
friendly message ("Jokes aside, ...", "Right, and we need 12 seats.", "Great game last night!") still grounds.
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.builders import verdict


@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    # a jest or a bit named in a sentence beside it
    ("We have 40 seats. That's the punchline.", "seats", 40, "unclear"),
    ("Our budget is $18,000. Tongue firmly in cheek.", "budget", 18000, "unclear"),
    ("Our headcount is 200. Okay, enough jokes, the real figure comes Monday.", "headcount", 200, "unclear"),
    ("We have 40 seats. Jokes aside, we love the product.", "seats", 40, "asserted"),
    ("Our budget is $18,000. Thanks for the laughs on the call!", "budget", 18000, "asserted"),
    # a sarcastic retort or a stock absurdity
    ("We have 40 seats. Yeah, and my dog signs the cheques.", "seats", 40, "unclear"),
    ("Our budget is $18,000. Also, the moon is made of cheese.", "budget", 18000, "unclear"),
    ("Our budget is $18,000. Right, and we need 12 seats.", "budget", 18000, "asserted"),
    # a retort or a rhetorical tail in the statement's own sentence
    ("We have 40 seats, sure, and I am the Easter Bunny.", "seats", 40, "unclear"),
    ("Our HQ is in Austin, obviously, where else would we be.", "hq_city", "Austin", "unclear"),
    ("Our HQ is in Austin, right by the river.", "hq_city", "Austin", "asserted"),
    # back to reality, a wish, a move in a game, a line for others
    ("Our headcount is 200. Back to the real world now.", "headcount", 200, "unclear"),
    ("We have 40 seats. You wish.", "seats", 40, "unclear"),
    ("We have 40 seats. Your turn, Sam.", "seats", 40, "unclear"),
    ("Our budget is $18,000. Or so the pitch deck claims.", "budget", 18000, "unclear"),
    ("We have 40 seats. Let me know what else you need.", "seats", 40, "asserted"),
    # a game or an imagining above it
    ("Rules of the game: draw a card. We have 40 seats.", "seats", 40, "unclear"),
    ("Picture this. Our budget is $18,000.", "budget", 18000, "unclear"),
    ("Humor me. Our headcount is 200.", "headcount", 200, "unclear"),
    ("Great game last night, by the way! We have 40 seats.", "seats", 40, "asserted"),
    ("We play a game on Fridays. Our budget is $18,000.", "budget", 18000, "asserted"),
])
def test_jest_or_play_beside(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    # disbelief, a daydream or a jest beside it
    ("我们有40个席位。想多了吧。", "seats", 40, "unclear"),
    ("我们的预算是18000美元。梦里啥都有。", "budget", 18000, "unclear"),
    ("我们有40个席位。老板又在画饼。", "seats", 40, "unclear"),
    ("我们有40个席位。谢谢！", "seats", 40, "asserted"),
    # a game or an imagining above it
    ("咱们玩个游戏。我们有40个席位。", "seats", 40, "unclear"),
    ("打个比方吧。我们的预算是18000美元。", "budget", 18000, "unclear"),
    ("昨天的游戏很好玩。我们有40个席位。", "seats", 40, "asserted"),
    ("感谢昨天的演示。我们的预算是18000美元。", "budget", 18000, "asserted"),
])
def test_zh_jest_or_play_beside(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected
