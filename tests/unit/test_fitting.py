"""A reply that fits the bus (contracts/fitting.py, v1.5): long sources' words shortened, nothing else."""
from __future__ import annotations

from datetime import UTC, datetime

import orjson
from hypothesis import given, settings
from hypothesis import strategies as st

from contracts.api import ClaimView, FactsReply, FactView, Provenance, SourceView
from contracts.fitting import capped, fitted, source_texts

AT = datetime(2026, 2, 1, tzinfo=UTC)


def source(i: int, text: str) -> SourceView:
    return SourceView(source_id=f"s_{i}", kind="utterance", speaker="customer", authority="channel", text=text,
                      captured_at=AT)


def fact(i: int, texts: list[str]) -> FactView:
    return FactView(fact_id=f"f_{i}", subject="acme", predicate=f"p{i}", value=i, valid_from=AT, valid_to=None,
                    recorded_at=AT, status="current", superseded_by=None,
                    provenance=Provenance(sources=[source(j, t) for j, t in enumerate(texts)], proposed_by="alex",
                                          proposal_id=f"p_{i}", decision_id=f"d_{i}", verdict_id=None))


def reply(texts: list[list[str]], claims: list[str] = ()) -> FactsReply:  # type: ignore[assignment]
    return FactsReply(facts=[fact(i, t) for i, t in enumerate(texts)],
                      claims=[ClaimView(proposal_id=f"p_c{i}", subject="acme", predicate="budget", value=1,
                                        reasons=["reviewer_rejected"], proposed_by="bo", refused_at=AT,
                                        sources=[source(100 + i, t)]) for i, t in enumerate(claims)])


def sources_of(r: FactsReply) -> list[SourceView]:
    return [s for f in r.facts for s in f.provenance.sources] + [s for c in r.claims for s in c.sources]


def test_a_reply_that_fits_is_not_touched() -> None:
    r = reply([["Our budget is $25,000 now."] * 3])
    whole = r.model_dump_json().encode()
    assert fitted(r, len(whole)) == whole
    assert capped(r, 1_000) is r  # nothing longer than the cap: the very same object


def test_long_sources_keep_their_first_words_and_say_how_long_they_were() -> None:
    long = "Our budget is $25,000 now. " + "We talked about the weather. " * 2_000
    r = reply([[long] * 20, ["short"]], claims=[long])
    whole = r.model_dump_json().encode()
    out = fitted(r, 200_000)
    assert out is not None and len(out) <= 200_000 < len(whole)
    got = FactsReply.model_validate(orjson.loads(out))
    assert [f.fact_id for f in got.facts] == [f.fact_id for f in r.facts]  # every fact, every source, in order
    assert [s.source_id for s in sources_of(got)] == [s.source_id for s in sources_of(r)]
    cut = [s for s in sources_of(got) if s.truncated_from is not None]
    assert len(cut) == 21 and all(s.truncated_from == len(long) and long.startswith(s.text) for s in cut)
    assert len({s.text for s in cut}) == 1 and len(cut[0].text) > 5_000  # one common length, as long as fits
    [short] = [s for s in sources_of(got) if s.truncated_from is None]
    assert short.text == "short"
    # the largest common length: one more character each no longer fits
    n = len(cut[0].text)
    assert len(capped(r, n + 1).model_dump_json().encode()) > 200_000


def test_text_that_takes_several_bytes_is_measured_as_sent() -> None:
    wide = "预算是两万美元。" * 4_000 + "\u2028" * 1_000  # three bytes each in UTF-8; U+2028 as sent by the JSON writer
    r = reply([[wide] * 6])
    out = fitted(r, 100_000)
    assert out is not None and len(out) <= 100_000
    assert all(s.truncated_from == len(wide) for s in sources_of(FactsReply.model_validate(orjson.loads(out))))


def test_a_reply_too_large_even_without_its_words_is_not_fitted() -> None:
    r = reply([["x"]] * 400)  # 400 facts: the fields alone exceed the limit
    assert fitted(r, 20_000) is None


def test_shortening_again_keeps_the_whole_length() -> None:
    r = reply([["a" * 5_000]])
    once = capped(r, 1_000)
    twice = capped(once, 10)
    [s] = sources_of(twice)
    assert s.text == "a" * 10 and s.truncated_from == 5_000


@settings(max_examples=60, deadline=None)
@given(st.lists(st.lists(st.text(max_size=3_000), min_size=1, max_size=4), min_size=1, max_size=6),
       st.integers(min_value=500, max_value=30_000))
def test_whatever_fits_is_within_the_limit_and_only_words_change(texts: list[list[str]], limit: int) -> None:
    r = reply(texts)
    out = fitted(r, limit)
    if out is None:  # not even with every text empty
        assert len(capped(r, 0).model_dump_json().encode()) > limit
        return
    assert len(out) <= limit
    got = FactsReply.model_validate(orjson.loads(out))
    if len(r.model_dump_json().encode()) <= limit:
        assert out == r.model_dump_json().encode()
    for before, after in zip(sources_of(r), sources_of(got), strict=True):
        assert before.model_dump(exclude={"text", "truncated_from"}) == after.model_dump(exclude={"text", "truncated_from"})
        assert before.text.startswith(after.text)
        assert after.truncated_from == (len(before.text) if after.text != before.text else None)
    assert source_texts(got) == [s.text for s in sources_of(got)]

