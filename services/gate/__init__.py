"""The gate: decides every proposal (accept / confirm / quarantine / reject) with reason codes."""
