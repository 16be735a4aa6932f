"""provgate's contracts: every request, reply and event as a pydantic model, versioned.

Nothing here does I/O. `decode_event` is the one way bytes from the log become events; it
applies the upcasters so readers only ever see the latest shape of each event type.
"""
