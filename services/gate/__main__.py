"""Run the gate: `python -m services.gate`."""
from shared.loop import run
from shared.telemetry import configure

from .app import build_app
from .settings import GateSettings

if __name__ == "__main__":
    settings = GateSettings()
    configure("gate", settings)
    run(build_app(settings).run())
