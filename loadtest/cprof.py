"""Where each service's CPU went, from `PROVGATE_CPROFILE=<folder>` runs: `python -m loadtest.cprof <folder> [N]`.

Every service started with `PROVGATE_CPROFILE` set writes `<service>-<pid>.prof` at exit
(shared/loop.py), profiled by CPU time. This prints, per file, the total CPU seconds and the N
functions with the most cumulative and the most own time. cProfile adds a fixed cost to every
Python call, so shares of many small calls read high; compare runs made the same way.
"""
from __future__ import annotations

import io
import pstats
import sys
from pathlib import Path


def report(path: Path, n: int) -> str:
    st = pstats.Stats(str(path))
    out = io.StringIO()
    st.stream = out  # type: ignore[attr-defined]
    total = st.total_tt  # type: ignore[attr-defined]
    out.write(f"===== {path.name}: {total:.2f} CPU s in Python frames\n")
    for key in ("cumulative", "tottime"):
        st.sort_stats(key).print_stats(n)
    return out.getvalue()


def main() -> None:
    folder = Path(sys.argv[1])
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 40
    for path in sorted(folder.glob("*.prof")):
        print(report(path, n))


if __name__ == "__main__":
    main()
