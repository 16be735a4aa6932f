"""The front's settings: intake's, plus the gate's and the verifier's own logins for what they append."""
from __future__ import annotations

from services.gate.settings import GateSettings
from services.intake.settings import IntakeSettings
from services.verifier.settings import VerifierSettings


class FrontSettings(IntakeSettings):
    # PROVGATE_GATE_NATS_URL / PROVGATE_VERIFIER_NATS_URL: the users that alone may append decisions
    # and verdicts; empty: nats_url (one login for all, e.g. on a server provgate did not configure)
    gate_nats_url: str = ""
    verifier_nats_url: str = ""

    def gate(self) -> GateSettings:
        """The gate half's settings: its login, the same prefix, policy and instance name."""
        return GateSettings(nats_url=self.gate_nats_url or self.nats_url, prefix=self.prefix,
                            policy_file=self.policy_file, instance=self.instance,
                            stream_replicas=self.stream_replicas)

    def verifier(self) -> VerifierSettings:
        """The verifier half's settings, likewise (its backend from PROVGATE_BACKEND: the front
        judges in-process with the `rules` backend only; an `llm` verifier stays a service of its own)."""
        return VerifierSettings(nats_url=self.verifier_nats_url or self.nats_url, prefix=self.prefix,
                                policy_file=self.policy_file, instance=self.instance,
                                stream_replicas=self.stream_replicas)
