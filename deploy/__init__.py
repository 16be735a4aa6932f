"""How to run provgate as a cluster: NATS configs (nats/), SQL migrations (sql/), the loopback launcher."""
