"""Load test: N agents over the real bus, beside the bare NATS + PostgreSQL baseline (issue 7)."""
