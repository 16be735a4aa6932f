"""`cli.transfer.batches`: an import's sources cut into `sources.record_batch` requests intake takes."""
from __future__ import annotations

import orjson

from cli.transfer import BATCH_BYTES, batches


def item(i: int, size: int = 10) -> tuple[str, dict[str, str]]:
    return f"s_{i}", {"scope": "a/b", "kind": "document", "text": "x" * size, "client_ref": f"import:s_{i}"}


def test_batches_keep_the_order_and_hold_at_most_100_items() -> None:
    items = [item(i) for i in range(250)]
    cut = batches(items)
    assert [len(b) for b in cut] == [100, 100, 50]
    assert [x for b in cut for x in b] == items


def test_batches_stay_under_the_request_limit_and_a_source_too_large_to_share_goes_alone() -> None:
    items = [item(0), item(1, 60_000), item(2, 20_000), item(3, 20_000), item(4, 20_000), item(5)]
    cut = batches(items)
    assert [[i for i, _ in b] for b in cut] == [["s_0"], ["s_1"], ["s_2", "s_3"], ["s_4", "s_5"]]
    for b in cut:
        assert len(b) == 1 or len(orjson.dumps({"sources": [x for _, x in b]})) <= BATCH_BYTES + 64


def test_no_sources_no_batches() -> None:
    assert batches([]) == []
