"""Write the AsyncAPI document of all four services to contracts/asyncapi.yaml (`make asyncapi`)."""
from __future__ import annotations

import sys
from pathlib import Path

import yaml
from faststream.specification import AsyncAPI

ROOT = Path(__file__).resolve().parents[1]
TARGET = ROOT / "contracts" / "asyncapi.yaml"


def render() -> str:
    """Build each service's app (nothing connects) and document their brokers together."""
    from services.gate.app import build_app as gate
    from services.gate.settings import GateSettings
    from services.intake.app import build_app as intake
    from services.intake.settings import IntakeSettings
    from services.projector.app import build_app as projector
    from services.projector.settings import ProjectorSettings
    from services.verifier.app import build_app as verifier
    from services.verifier.settings import VerifierSettings

    env = {"nats_url": "nats://localhost:4222", "database_url": "postgresql://localhost/provgate", "prefix": "provgate"}
    apps = [intake(IntakeSettings(**env)), gate(GateSettings(**env)), verifier(VerifierSettings(**env)),
            projector(ProjectorSettings(**env))]
    spec = AsyncAPI(*[b for a in apps for b in getattr(a, "documented", [a.broker])], title="provgate", version="1",  # type: ignore[misc]
                    description="The provenance gate: public provgate.v1.* request-reply subjects and the "
                                "internal event log consumers.")
    # FastStream orders channels by set iteration (hash-seeded): sort, so the file is stable
    doc = yaml.safe_load(spec.to_specification().to_yaml())
    return yaml.safe_dump(doc, sort_keys=True, allow_unicode=True, width=110)


def main() -> None:
    text = render()
    if "--check" in sys.argv:
        if not TARGET.exists() or TARGET.read_text() != text:
            print("contracts/asyncapi.yaml is stale: run `make asyncapi`", file=sys.stderr)
            sys.exit(1)
        return
    TARGET.write_text(text)
    print(f"wrote {TARGET.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
