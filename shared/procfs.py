"""Linux's /proc files read for their kB fields (`Name:   123 kB`)."""
from __future__ import annotations

from pathlib import Path


def kb_field(path: str | Path, name: str) -> int | None:
    """The field `name` of a /proc file such as /proc/meminfo or /proc/<pid>/smaps_rollup, in
    bytes; None when the file or the field is not there."""
    try:
        for line in Path(path).read_text().splitlines():
            if line.startswith(f"{name}:"):
                return int(line.split()[1]) * 1024
    except (OSError, IndexError, ValueError):
        pass
    return None
