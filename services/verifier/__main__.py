"""Run the verifier: `python -m services.verifier`."""
from shared.loop import run
from shared.telemetry import configure

from .app import build_app
from .settings import VerifierSettings

if __name__ == "__main__":
    settings = VerifierSettings()
    configure("verifier", settings)
    run(build_app(settings).run())
