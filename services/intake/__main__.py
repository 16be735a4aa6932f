"""Run intake: `python -m services.intake`."""
from shared.loop import run
from shared.telemetry import configure

from .app import build_app
from .settings import IntakeSettings

if __name__ == "__main__":
    settings = IntakeSettings()
    configure("intake", settings)
    run(build_app(settings).run())
