"""shared/cpus.py: which cores `provgate up` gives each process (pure), and that a child started
inside `running_on` gets them while the caller gets its own back."""
from __future__ import annotations

import os
import subprocess
import sys

import pytest

from shared.cpus import Placement, available, plan, process_on, running_on


@pytest.mark.parametrize(("cpus", "hot", "front", "rest"), [
    ([0, 1], 1, [{1}], {0}),  # this machine's shape: the front alone on the higher core
    ([0, 1, 2, 3], 1, [{3}], {0, 1, 2}),
    ([0, 1, 2, 3], 2, [{3}, {2}], {0, 1}),  # each intake process a core of its own
    ([5, 2, 7], 1, [{7}], {2, 5}),  # the cores a container was given, in any order
])
def test_each_hot_process_gets_a_core_and_the_rest_share_the_others(cpus: list[int], hot: int,
                                                                    front: list[set[int]], rest: set[int]) -> None:
    p = plan(cpus, hot)
    assert p is not None
    assert [set(p.of(i)) for i in range(hot)] == front and set(p.of(None)) == rest
    assert not set().union(*p.hot) & p.rest  # no core shared between a hot process and the rest


@pytest.mark.parametrize(("cpus", "hot", "mode"), [
    ([0], 1, "auto"),  # one core: nothing to separate
    ([0, 1], 2, "auto"),  # as many intake processes as cores: nothing left for the rest
    ([0, 1], 0, "auto"),  # no intake process here (e.g. intake=0 replicas)
    ([0, 1, 2, 3], 1, "off"),
    ([], 1, "auto"),  # cores that cannot be read (not Linux)
])
def test_nothing_is_placed_when_no_core_is_left_over_or_it_is_off(cpus: list[int], hot: int, mode: str) -> None:
    assert plan(cpus, hot, mode) is None


@pytest.mark.parametrize("mode", ["on", "AUTO", "", "1"])
def test_an_unknown_mode_is_a_clear_error(mode: str) -> None:
    with pytest.raises(ValueError, match="PROVGATE_CPUS must be one of auto, off"):
        plan([0, 1], 1, mode)


def test_describe_names_each_core() -> None:
    assert Placement(hot=(frozenset({3}), frozenset({2})), rest=frozenset({0, 1})).describe() == \
        "intake-0 on CPU 3, intake-1 on CPU 2; everything else on CPU 0,1"


@pytest.mark.skipif(len(available()) < 2, reason="needs two cores to tell a placement from none")
def test_a_child_started_inside_runs_on_those_cores_and_the_caller_gets_its_own_back() -> None:
    before = os.sched_getaffinity(0)
    one = frozenset({max(before)})
    with running_on(one):
        child = subprocess.run([sys.executable, "-c", "import os; print(sorted(os.sched_getaffinity(0)))"],
                               capture_output=True, text=True, check=True)
    assert child.stdout.strip() == str(sorted(one))
    assert os.sched_getaffinity(0) == before


def test_none_leaves_the_caller_as_it_is() -> None:
    before = os.sched_getaffinity(0) if available() else None
    with running_on(None):
        pass
    assert (os.sched_getaffinity(0) if available() else None) == before


@pytest.mark.skipif(len(available()) < 2, reason="needs two cores to tell a placement from none")
def test_process_on_moves_every_thread_and_gives_each_its_cores_back() -> None:
    import threading

    before = os.sched_getaffinity(0)
    one = frozenset({min(before)})
    seen: dict[str, set[int]] = {}
    release = threading.Event()

    def worker() -> None:
        release.wait(5)
        seen["worker"] = os.sched_getaffinity(0)

    t = threading.Thread(target=worker)
    t.start()  # started before: moved too
    with process_on(one):
        seen["main"] = os.sched_getaffinity(0)
        release.set()
        t.join(5)
    assert seen == {"main": set(one), "worker": set(one)}
    assert os.sched_getaffinity(0) == before
