"""Read the policy file (TOML) named by settings; the rules themselves live in `domain`."""
from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

DEFAULT_POLICY = Path(__file__).resolve().parents[1] / "provgate.toml"


def load_policy_mapping(path: str | None) -> dict[str, Any]:
    p = Path(path) if path else DEFAULT_POLICY
    if not p.exists():
        if path:
            raise FileNotFoundError(f"policy file not found: {p}")
        return {}
    return tomllib.loads(p.read_text())
