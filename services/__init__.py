"""The four provgate services: intake -> gate -> verifier -> projector."""
