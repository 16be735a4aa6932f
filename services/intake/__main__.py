"""Run intake: `python -m services.intake`."""
import asyncio

from shared.telemetry import configure

from .app import build_app
from .settings import IntakeSettings

if __name__ == "__main__":
    settings = IntakeSettings()
    configure("intake", settings)
    asyncio.run(build_app(settings).run())
