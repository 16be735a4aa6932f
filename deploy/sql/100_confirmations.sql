-- Issue 14: a version's confirmations as rows of their own. A restatement of the current value used to
-- retire the version's row and record a new one naming every confirmation before it: a fact restated
-- n times left n rows holding n(n-1)/2 ids (2,000 restatements: 2 million ids, 8.9 MB; 3,000: 17.8 MB),
-- and each restatement cost the projector more than the one before. Now a restatement adds one row
-- here and leaves the fact's row alone; the fact's row changes only when its valid interval, its
-- successor or its expiry does. Bitemporal as `facts` is: a confirmation that moves to another
-- version (an earlier decision renames a run, an erasure withdraws a point) is retired, never
-- deleted, and recorded again where it now belongs.
CREATE TABLE IF NOT EXISTS fact_confirmations (
    fact_id      text NOT NULL,
    proposal_id  text NOT NULL,
    slot_id      text NOT NULL,
    recorded_at  timestamptz NOT NULL,
    retired_at   timestamptz
);
CREATE UNIQUE INDEX IF NOT EXISTS fact_confirmations_live ON fact_confirmations (fact_id, proposal_id)
    WHERE retired_at IS NULL;
CREATE INDEX IF NOT EXISTS fact_confirmations_slot ON fact_confirmations (slot_id) WHERE retired_at IS NULL;

-- An install upgraded across this change: the live versions' confirmations move here (their rows keep
-- the old list in `facts.confirmations`, which nothing writes any more). A replay
-- (`provgate replay`) gives the views this shape throughout; until then `provgate verify`
-- finds the facts rows of such an install differ from a replay's.
INSERT INTO fact_confirmations (fact_id, proposal_id, slot_id, recorded_at)
SELECT f.fact_id, c.pid, f.slot_id, f.recorded_at
  FROM facts f CROSS JOIN LATERAL unnest(f.confirmations) AS c(pid)
 WHERE f.retired_at IS NULL
ON CONFLICT DO NOTHING;
COMMENT ON COLUMN facts.confirmations IS
    'confirmations of versions recorded before deploy/sql/100 only; since then: fact_confirmations';

INSERT INTO provgate_grants (tbl, updates) VALUES ('fact_confirmations', 'retired_at')
ON CONFLICT (tbl) DO UPDATE SET updates = EXCLUDED.updates;
