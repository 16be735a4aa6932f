"""The adversarial suite: cases in `cases.yaml`, run through the bus by `provgate redteam`."""
