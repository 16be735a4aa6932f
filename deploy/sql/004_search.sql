-- Semantic search: an embedding per proposal (a fact version's text), computed when the
-- proposal is projected, and the retrieval log (every search with the fact ids it returned).
ALTER TABLE proposals ADD COLUMN IF NOT EXISTS embedding vector(384);

CREATE TABLE IF NOT EXISTS retrievals (
    search_id    text PRIMARY KEY,
    scope        text NOT NULL,
    searched_by  text NOT NULL,
    text         text NOT NULL,
    fact_ids     text[] NOT NULL,
    scores       double precision[] NOT NULL,
    searched_at  timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS retrievals_scope ON retrievals (scope, searched_at);
