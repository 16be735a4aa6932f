-- Issue 16: a fact may stop being true without a successor: the proposal's valid_to, or its valid time
-- plus the predicate's time to live (policy). Stored from events only, so a replay gives the same
-- rows; whether it is still current is decided at read time (expires_at > the read's time).
ALTER TABLE fact_points ADD COLUMN IF NOT EXISTS expires_at timestamptz;
ALTER TABLE facts ADD COLUMN IF NOT EXISTS expires_at timestamptz;
ALTER TABLE proposals ADD COLUMN IF NOT EXISTS valid_to timestamptz;
