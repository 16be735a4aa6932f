-- Issue 14, plans that stay good as tables grow: reviews.list reads the proposals of a scope that wait
-- for a person, oldest first. Without this it reads every proposal of the scope to find them. Its
-- condition names `status` and `final`, so an UPDATE that changes them is not a HOT update; the
-- projector writes a proposal decided in the batch of its decision (services/projector/batched.py),
-- so only a decision in a later batch and a verdict update the row. Measured in 3 interleaved pairs
-- at max: PostgreSQL CPU per proposal 0.78/0.71/0.74 ms with it, 0.69/0.67/0.79 without; replay
-- 8,140/7,756/8,357 events/s with it, 6,961/7,782/7,196 without.
CREATE INDEX IF NOT EXISTS proposals_waiting ON proposals (scope, received_at, proposal_id)
    WHERE status = 'quarantined' AND NOT final;
