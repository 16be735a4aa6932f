-- The delivery log (issue 16): which facts each read (facts.get, facts.history, facts.search) handed
-- to which key, for which tagged run. Filled from the read log (a stream with age and size
-- limits, not the event log) by the projector's `projector-reads` durable; not rebuilt by replay.
CREATE TABLE IF NOT EXISTS deliveries (
    read_id       text NOT NULL,          -- the delivery's id, or the search_id of a search
    fact_id       text NOT NULL,
    scope         text NOT NULL,
    via           text NOT NULL CHECK (via IN ('facts.get', 'facts.history', 'facts.search')),
    delivered_by  text NOT NULL,
    key_id        text NOT NULL,
    run_id        text,
    rank          integer NOT NULL,       -- the fact's place in the reply
    delivered_at  timestamptz NOT NULL,
    PRIMARY KEY (read_id, fact_id)
);
CREATE INDEX IF NOT EXISTS deliveries_fact ON deliveries (scope, fact_id, delivered_at);
CREATE INDEX IF NOT EXISTS deliveries_run ON deliveries (scope, run_id, delivered_at) WHERE run_id IS NOT NULL;

-- the projector fills it (insert only); the reader reads it (provgate_grants, 020)
INSERT INTO provgate_grants (tbl, updates) VALUES ('deliveries', NULL) ON CONFLICT (tbl) DO NOTHING;
