"""The front's settings: intake's, plus the gate's and the verifier's own logins for what they append."""
from __future__ import annotations

from pydantic import Field

from services.gate.settings import GateSettings
from services.intake.settings import IntakeSettings
from services.verifier.settings import VerifierSettings


class FrontSettings(IntakeSettings):
    # PROVGATE_GATE_NATS_URL / PROVGATE_VERIFIER_NATS_URL: the users that alone may append decisions
    # and verdicts; empty: nats_url (one login for all, e.g. on a server provgate did not configure)
    gate_nats_url: str = ""
    verifier_nats_url: str = ""
    # the halves' consumers see events this process has mostly decided or judged already (they ack them,
    # or sweep another decider's after the gate's `sweep_after_s`): they pull in bursts, every this many
    # seconds (shared/consumers.py `pace_s`); 0: continuously, as a gate or verifier service does
    halves_pace_s: float = Field(default=0.1, ge=0.0, le=1.0)

    def gate(self) -> GateSettings:
        """The gate half's settings: its login, the same prefix, policy and instance name."""
        return GateSettings(nats_url=self.gate_nats_url or self.nats_url, prefix=self.prefix,
                            policy_file=self.policy_file, instance=self.instance,
                            stream_replicas=self.stream_replicas, pace_s=self.halves_pace_s)

    def verifier(self) -> VerifierSettings:
        """The verifier half's settings, likewise (its backend from PROVGATE_BACKEND: the front
        judges in-process with the `rules` backend only; an `llm` verifier stays a service of its own)."""
        return VerifierSettings(nats_url=self.verifier_nats_url or self.nats_url, prefix=self.prefix,
                                policy_file=self.policy_file, instance=self.instance,
                                stream_replicas=self.stream_replicas, pace_s=self.halves_pace_s)
