"""Pure domain rules shared by the gate and the verifier: canonical keys, grounding, slot time.

Imports only `contracts` and the standard library; no clock, no ids drawn at random, no I/O.
"""
