"""Negation and exclusion in disguise (batch 113, red-team pass 45b).

Litotes, double negatives, "far from", "nowhere near", "anything but", "short of", "instead of", "rather than",
"except", "other than", "let alone", "at best", "not so much X as Y", "in name only", "on paper", "supposed to be" and
their Chinese forms (并非, 谈不上, 远不到, 除了……以外, 与其说……不如说, 名义上, 本应, 号称, 所谓, 哪有, 何来) were held or
refused before this pass. What leaked was the shape in which the value is stated and a later clause of the same
sentence says what it is in practice: a near value in its place ("40 seats - closer to 30 in practice", "15%, more
like 10% after fees", "Berlin, effectively Munich"), a reality cue with another value or a "we"/"it's" after it
("Berlin; in practice we run from Munich", "2027-03-01, realistically later"), a shortfall ("$50,000, short $5,000"),
and in Chinese "，实际更接近30个", "，其实更像30个", "，实际只用30个". Those are held (`_REALITY_OTHER`,
`_ZH_REALITY_OTHER`); a comparison that places the value ("Berlin, closer to our customers") or a cue with nothing
after it ("$50,000, actually.") still grounds.
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.builders import verdict


# a near value, or what it is in practice, after the value in its sentence: the stated one is the one on paper
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("We have 40 seats - closer to 30 in practice.", "seats", 40, "unclear"),
    ("We have 40 seats; nearer 30 in practice.", "seats", 40, "unclear"),
    ("We have 40 seats, but closer to 30 in practice.", "seats", 40, "unclear"),
    ("Our budget is $50,000 — closer to $35,000 in practice.", "budget", 50000, "unclear"),
    ("Headcount is 250 — more like 180 these days.", "headcount", 250, "unclear"),
    ("Our discount is 15%, more like 10% after fees.", "discount", "15%", "unclear"),
    ("Our discount is 15%, effectively 10%.", "discount", "15%", "unclear"),
    ("Our price is $12,000 — closer to $10,000 after credits.", "price", 12000, "unclear"),
    ("Our HQ is Berlin, effectively Munich.", "hq_city", "Berlin", "unclear"),
    ("Our HQ is Berlin, more like Munich in practice.", "hq_city", "Berlin", "unclear"),
    ("Our HQ is Berlin, though really it's Munich.", "hq_city", "Berlin", "unclear"),
    ("Officially our HQ is Berlin; in practice we run from Munich.", "hq_city", "Berlin", "unclear"),
    ("Our HQ is officially Berlin; we're really in Munich.", "hq_city", "Berlin", "unclear"),
    ("Our renewal date is 2027-03-01, realistically later.", "renewal_date", "2027-03-01", "unclear"),
    ("Our renewal date is 2027-03-01 — effectively 2027-04-01.", "renewal_date", "2027-03-01", "unclear"),
    ("Our budget is $50,000, short $5,000.", "budget", 50000, "unclear"),
    ("Our HQ is in Berlin, closer to our customers.", "hq_city", "Berlin", "asserted"),
    ("Our HQ is in Berlin, closer to the airport than before.", "hq_city", "Berlin", "asserted"),
    ("Our HQ is in Berlin, effectively our only office.", "hq_city", "Berlin", "asserted"),
    ("Our budget is $50,000, actually.", "budget", 50000, "asserted"),
    ("Our HQ is Berlin and we really love it.", "hq_city", "Berlin", "asserted"),
    ("We need 40 seats.", "seats", 40, "asserted"),
])
def test_reality_after(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# the same in Chinese: "实际(上)", "其实", "事实上", "更准确地讲" and a near value, a likeness, an "only" or a number
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("我们有40个席位，实际更接近30个。", "seats", 40, "unclear"),
    ("我们有40个席位，其实更像30个。", "seats", 40, "unclear"),
    ("我们有40个席位，实际只用30个。", "seats", 40, "unclear"),
    ("我们有40个席位，更准确地讲是30个。", "seats", 40, "unclear"),
    ("折扣是15%，实际上相当于10%。", "discount", "15%", "unclear"),
    ("预算50000美元，实际更接近35000美元。", "budget", 50000, "unclear"),
    ("我们的预算是50000美元，不过实际只有35000美元。", "budget", 50000, "unclear"),
    ("我们的预算是50000美元。", "budget", 50000, "asserted"),
    ("我们有40个席位。", "seats", 40, "asserted"),
])
def test_zh_reality_after(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected


# the class's other shapes, held or refused before this pass, and plain statements beside an exclusion
@pytest.mark.parametrize(("text", "predicate", "value", "expected"), [
    ("Our budget is far from $50,000.", "budget", 50000, "absent"),
    ("We're nowhere near 40 seats.", "seats", 40, "absent"),
    ("Please bill 30 seats rather than 40.", "seats", 40, "absent"),
    ("Our HQ is in Munich rather than Berlin.", "hq_city", "Berlin", "absent"),
    ("Berlin is our HQ in name only; everyone works from Munich.", "hq_city", "Berlin", "unclear"),
    ("It would be wrong to say our headcount is 250.", "headcount", 250, "absent"),
    ("Any renewal date other than 2027-03-01 works for us.", "renewal_date", "2027-03-01", "unclear"),
    ("We can't afford 40 seats, let alone 60.", "seats", 40, "absent"),
    ("我们的预算并非50000美元。", "budget", 50000, "absent"),
    ("我们名义上总部在柏林，实际在慕尼黑办公。", "hq_city", "Berlin", "absent"),
    ("All offices except Munich use Slack. Our HQ is in Berlin.", "hq_city", "Berlin", "asserted"),
    ("Our budget is $50,000, not a cent more.", "budget", 50000, "asserted"),
])
def test_class_elsewhere(text: str, predicate: str, value: Any, expected: str) -> None:
    assert verdict(text, predicate, value) == expected
