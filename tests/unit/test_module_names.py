"""No module of ours binds a top-level name twice: in domain/assertion.py (7,000 lines of patterns) a second
`_CHANGED_SINCE` once silently replaced the first, and a check read the wrong pattern without any error."""
from __future__ import annotations

import ast
from collections import Counter
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
MODULES = sorted(p for d in ("domain", "contracts", "shared", "services", "client", "cli") for p in (ROOT / d).rglob("*.py"))


def bound_twice(path: Path) -> list[str]:
    names: Counter[str] = Counter()
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Assign):
            names.update(t.id for t in node.targets if isinstance(t, ast.Name))
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names[node.target.id] += 1
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names[node.name] += 1
    return sorted(n for n, k in names.items() if k > 1)


@pytest.mark.parametrize("path", MODULES, ids=lambda p: str(p.relative_to(ROOT)))
def test_no_top_level_name_is_bound_twice(path: Path) -> None:
    assert bound_twice(path) == []


def test_the_check_finds_a_name_bound_twice(tmp_path: Path) -> None:
    twice = tmp_path / "m.py"
    twice.write_text("import re\n_A = re.compile('a')\ndef f(): pass\n_A = re.compile('b')\n", encoding="utf-8")
    assert bound_twice(twice) == ["_A"]
