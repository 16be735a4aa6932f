-- Issue 14: reads that cost what they return, not the size of their scope.
-- reviews.list: the proposals held for a person, oldest first, without reading every proposal of the scope.
CREATE INDEX IF NOT EXISTS proposals_waiting ON proposals (scope, received_at, proposal_id)
    WHERE status = 'quarantined' AND NOT final;
