"""Run the auth callout service: `python -m services.auth`."""
from shared.loop import run
from shared.telemetry import configure

from .app import build_app
from .settings import AuthSettings

if __name__ == "__main__":
    settings = AuthSettings()
    configure("auth", settings)
    run(build_app(settings).run())
