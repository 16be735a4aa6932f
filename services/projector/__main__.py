"""Run the projector: `python -m services.projector`."""
from shared.loop import run
from shared.telemetry import configure

from .app import build_app
from .settings import ProjectorSettings

if __name__ == "__main__":
    settings = ProjectorSettings()
    configure("projector", settings)
    run(build_app(settings).run())
