"""Run intake with the gate's decision in-process: `python -m services.front` (PROVGATE_FOLD=1)."""
from services.intake.settings import IntakeSettings
from shared.loop import run
from shared.telemetry import configure

from .app import build_app

if __name__ == "__main__":
    settings = IntakeSettings()
    configure("intake", settings)
    run(build_app(settings).run())
