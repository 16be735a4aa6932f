"""Intake with the gate's decision in the same process: issue 14's fold for a small machine."""
