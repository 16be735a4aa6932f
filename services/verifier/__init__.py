"""The verifier: renders one verdict on each quarantined proposal. Defaults to reject."""
