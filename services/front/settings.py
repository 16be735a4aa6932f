"""The front's settings: intake's, plus the gate's own login for the decisions it appends."""
from __future__ import annotations

from services.gate.settings import GateSettings
from services.intake.settings import IntakeSettings


class FrontSettings(IntakeSettings):
    # PROVGATE_GATE_NATS_URL: the gate's user, which alone may append decisions; empty: nats_url
    # (one login for both, e.g. on a server provgate did not configure)
    gate_nats_url: str = ""

    def gate(self) -> GateSettings:
        """The gate half's settings: its login, the same prefix, policy and instance name."""
        return GateSettings(nats_url=self.gate_nats_url or self.nats_url, prefix=self.prefix,
                            policy_file=self.policy_file, instance=self.instance,
                            stream_replicas=self.stream_replicas)
