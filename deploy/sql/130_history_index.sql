-- A slot's live versions by an index of their own, and facts.history's pages by one that is not partial.
-- The projector reads a slot's live versions (WHERE slot_id = $1 AND retired_at IS NULL) and retires some
-- (... AND fact_id = ANY($2)); no index held live rows by slot, so each read took every live row of the
-- table and filtered it (a bitmap over facts_one_live_version): a cost that grows with the views. 120's
-- partial history index (WHERE retired_at IS NULL) made it worse, and `provgate replay` fell from about
-- 14,000 to 1,800 events/s on 100,000 events. A history page still reads its own range by the new index
-- (retired versions, one per changed version, are skipped by the filter).
CREATE INDEX IF NOT EXISTS facts_slot_live ON facts (slot_id) WHERE retired_at IS NULL;
DROP INDEX IF EXISTS facts_history;
CREATE INDEX IF NOT EXISTS facts_history_pages ON facts (scope, subject_key, predicate_key, valid_from, row_id);
