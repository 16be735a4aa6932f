"""`--mix`: the load test's workload with weights of one's own, and bad weights refused before anything runs."""
from __future__ import annotations

from collections import Counter

import pytest

from loadtest.bench import parse
from loadtest.mix import DEFAULT_WEIGHTS, Workload, parse_weights


def test_named_kinds_get_their_weights_and_every_other_kind_none() -> None:
    w = parse_weights(" new=3, restate=1 ")
    assert w == {**dict.fromkeys(DEFAULT_WEIGHTS, 0.0), "new": 3.0, "restate": 1.0}
    ops = Workload("mix/fleet", seed=7, weights=w)
    kinds = Counter(ops._pick_kind() for _ in range(400))  # drawn; a restate needs a known slot to become one
    assert set(kinds) == {"new", "restate"} and kinds["new"] > 2 * kinds["restate"] > 0


def test_only_new_slots_never_touch_a_known_one() -> None:
    ops = Workload("mix/fleet", seed=3, weights=parse_weights("new=1"))
    slots = [ops.next().slot for _ in range(200)]
    assert len({(s.subject, s.predicate) for s in slots}) == 200


@pytest.mark.parametrize("text", ["bogus=1", "new", "new=x", "new=-1", "new=nan", "new=inf", "new=0", "new=0,restate=0"])
def test_bad_weights_are_refused_with_a_clear_error(text: str) -> None:
    with pytest.raises(ValueError, match="--mix"):
        parse_weights(text)


def test_the_bench_refuses_a_bad_mix_before_it_starts_anything(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as e:
        parse(["--mix", "new=1,restat=1"])
    assert e.value.code == 2 and "restat=1" in capsys.readouterr().err
    assert parse([]).weights is None and parse(["--mix", "update=2"]).weights["update"] == 2.0
