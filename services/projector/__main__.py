"""Run the projector: `python -m services.projector`."""
import asyncio

from shared.telemetry import configure

from .app import build_app
from .settings import ProjectorSettings

if __name__ == "__main__":
    settings = ProjectorSettings()
    configure("projector", settings)
    asyncio.run(build_app(settings).run())
