"""The wire contract is a file in the repository (issue 11, finding 10), and it names everything the code answers."""
from __future__ import annotations

import re
from pathlib import Path

from contracts import errors
from contracts.reasons import ReasonCode
from contracts.subjects import Subjects

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "contract.md"


def test_the_readme_links_the_contract_in_the_repository() -> None:
    assert DOC.exists()
    assert "(docs/contract.md)" in (ROOT / "README.md").read_text()


def test_every_public_subject_is_documented() -> None:
    text = DOC.read_text()
    s = Subjects()
    public = [getattr(s, name) for name in dir(Subjects)
              if isinstance(getattr(Subjects, name), property) and getattr(s, name).startswith("provgate.v1.")]
    assert len(public) >= 9
    missing = [subject for subject in public if f"`{subject}`" not in text]
    assert not missing, f"subjects the contract does not document: {missing}"


def test_every_reason_code_and_error_code_is_documented() -> None:
    text = DOC.read_text()
    listed = set(re.findall(r"`([a-z_]+)`", text.split("## Reason codes", 1)[1].split("\n## ", 1)[0]))
    assert {r.value for r in ReasonCode} == listed
    codes = {c.code for c in vars(errors).values()
             if isinstance(c, type) and issubclass(c, errors.ProvgateError) and c is not errors.ProvgateError}
    assert all(f"`{code}`" in text for code in codes), codes
