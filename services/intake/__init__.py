"""Intake: the public request-reply surface (`provgate.v1.*`), authenticated by key."""
