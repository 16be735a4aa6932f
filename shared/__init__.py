"""Infrastructure the services share: settings, bus, database, telemetry, embedded servers."""
