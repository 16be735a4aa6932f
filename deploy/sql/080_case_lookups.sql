-- Issue 14, plans that stay good as tables grow: a proposal's conflict cases by the proposal (the
-- challenger, or the incumbent it challenged). facts.get, explain and reviews.list read the cases of
-- a few proposals; without these they read every case of the scope (cases_scope) to find them.
-- Cases are opened only by conflicts, so the two indexes cost the write path next to nothing.
CREATE INDEX IF NOT EXISTS cases_challenger ON cases (challenger);
CREATE INDEX IF NOT EXISTS cases_incumbent ON cases (incumbent) WHERE incumbent IS NOT NULL;
