"""What speech-to-text and OCR leave in a source: a spoken self-correction with no listed marker (batch 98, red-team
pass 30b).

Each class is a general rule, with attacks (accepted before it) and controls (plain statements that still ground):
after the value, the speaker's asides or an "it's", then another value of the same kind ending the sentence
(`_RESTATED_AFTER`, `_ZH_RESTATED_AFTER`); a later sentence that is only "it's", "in" or asides and another name
(`_RESTATED_LATER`); a transcriber's or recogniser's note of doubt in Chinese (zh.toml hedge words).
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.builders import verdict


@pytest.mark.parametrize(("text", "predicate", "value", "accepted"), [
    # asides, then another value of the same kind ending the sentence (`_RESTATED_AFTER`)
    ("Customer: Our HQ is in Dublin, hang on, Cork.", "hq_city", "Dublin", False),
    ("Our head office is Dublin, I keep saying Dublin, it's Cork.", "hq_city", "Dublin", False),
    ("Our renewal date is 2027-03-01, hold on, 2027-04-01.", "renewal_date", "2027-03-01", False),
    ("Our renewal date is March 1, 2027, hang on, April 1, 2027.", "renewal_date", "2027-03-01", False),
    ("Our decision maker is Dana Kim, I misspoke, Raj Patel.", "decision_maker", "Dana Kim", False),
    ("Our budget is $18,000, it's $25,000.", "budget", 18000, False),
    ("Our HQ is in Dublin, what was I saying: in Cork.", "hq_city", "Dublin", False),
    ("Our HQ is in Munich, Bavaria, Germany.", "hq_city", "Munich", True),
    ("Our HQ is in Paris, Île-de-France.", "hq_city", "Paris", True),
    ("Our budget is $18,000, up from $15,000 last year.", "budget", 18000, True),
    ("Our HQ is in Munich, thanks, Dana", "hq_city", "Munich", True),
    ("Customer: Our HQ is in Munich, Germany.", "hq_city", "Munich", True),
    # in Chinese: a bare "是" and another name ending the sentence (`_ZH_RESTATED_AFTER`)
    ("客户：我们总部在柏林，是慕尼黑。", "hq_city", "柏林", False),
    ("电话：+49 30 1234567，是我们总机。", "phone", "+49 30 1234567", True),
    # a later sentence of "it's", "in" or asides and another name (`_RESTATED_LATER`)
    ("Our HQ is in Dublin. I keep saying Dublin. It's Cork.", "hq_city", "Dublin", False),
    ("Our HQ is in Dublin.\nHang on, Cork.", "hq_city", "Dublin", False),
    ("Our decision maker is Dana Kim. Hang on, it's Raj Patel.", "decision_maker", "Dana Kim", False),
    ("Our HQ is in Munich. Thanks, Dana.", "hq_city", "Munich", True),
    ("Our HQ is in Munich. Warm greetings from Bavaria, Dana", "hq_city", "Munich", True),
    ("Our HQ is in Munich. It's lovely.", "hq_city", "Munich", True),
    # a transcriber's or a recogniser's note of doubt in Chinese (zh.toml)
    ("客户：我们有四十个席位。【转写置信度低】", "seats", 40, False),
    ("客户：我们的预算是18000美元。【此段转写存疑】", "budget", 18000, False),
    ("客户：我们有四十个席位。", "seats", 40, True),
])
def test_spoken_self_correction(text: str, predicate: str, value: Any, accepted: bool) -> None:
    got = verdict(text, predicate, value)
    assert (got == "asserted") is accepted, (text, got)
