"""Run intake with the gate in-process: `python -m services.front` (PROVGATE_FOLD=1)."""
from shared.loop import run
from shared.telemetry import configure

from .app import build_app
from .settings import FrontSettings

if __name__ == "__main__":
    settings = FrontSettings()
    configure("intake", settings)
    run(build_app(settings).run())
