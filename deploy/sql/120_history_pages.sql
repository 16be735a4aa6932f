-- v1.5, facts.history in pages: the live versions of one fact in the order a history reads them, so a
-- page after a version (`after`, `limit`) reads only its own rows, however many versions the fact has.
CREATE INDEX IF NOT EXISTS facts_history ON facts (scope, subject_key, predicate_key, valid_from, row_id)
    WHERE retired_at IS NULL;
