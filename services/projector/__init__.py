"""The projector: folds the event log into the PostgreSQL views, exactly once, in log order."""
