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

-- The grants of 020, with `deliveries` among the projector's tables (insert only) and the reader's
-- (select only). Migrations run once each, so the function is defined again here, whole, for
-- databases that applied 020 before this table existed; this is now its current definition.
CREATE OR REPLACE FUNCTION provgate_grant_services(target_schema text, reader text, projector text)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
    -- every view the projector fills; all of them are history or derived from it
    tables text[] := ARRAY['projector_position', 'dead_letters', 'keys', 'key_revocations', 'sources',
                           'proposals', 'fact_points', 'facts', 'claims', 'cases', 'retrievals', 'deliveries'];
    -- the only columns a later event changes (services/projector/store.py)
    updates text[][] := ARRAY[
        ['projector_position', 'stream_seq'],
        ['facts', 'retired_at'],
        ['proposals', 'status, final, reasons, decision_id, decided_at, gate_latency_us, fact_id, grounded_by,'
                      ' verdict_id, verdict_outcome, verdict_reason, verdict_by, verdict_at'],
        ['cases', 'status, resolution, winner, reviewer, reason, resolved_at']];
    t text;
    i int;
BEGIN
    FOREACH t IN ARRAY tables LOOP
        CONTINUE WHEN to_regclass(format('%I.%I', target_schema, t)) IS NULL;
        EXECUTE format('CREATE OR REPLACE TRIGGER provgate_keep_history BEFORE DELETE OR TRUNCATE ON %I.%I'
                       ' FOR EACH STATEMENT EXECUTE FUNCTION %I.provgate_refuse_delete()', target_schema, t, target_schema);
    END LOOP;
    IF reader IS NULL OR projector IS NULL THEN
        RETURN;
    END IF;
    -- start from nothing, so a privilege taken out of this function is taken away on the next run
    EXECUTE format('REVOKE ALL ON ALL TABLES IN SCHEMA %I FROM %I, %I', target_schema, reader, projector);
    EXECUTE format('REVOKE ALL ON ALL SEQUENCES IN SCHEMA %I FROM %I, %I', target_schema, reader, projector);
    EXECUTE format('GRANT USAGE ON SCHEMA %I TO %I, %I', target_schema, reader, projector);
    FOREACH t IN ARRAY tables LOOP
        CONTINUE WHEN to_regclass(format('%I.%I', target_schema, t)) IS NULL;
        EXECUTE format('GRANT SELECT ON %I.%I TO %I', target_schema, t, reader);
        EXECUTE format('GRANT SELECT, INSERT ON %I.%I TO %I', target_schema, t, projector);
    END LOOP;
    FOR i IN 1 .. array_length(updates, 1) LOOP
        CONTINUE WHEN to_regclass(format('%I.%I', target_schema, updates[i][1])) IS NULL;
        EXECUTE format('GRANT UPDATE (%s) ON %I.%I TO %I', updates[i][2], target_schema, updates[i][1], projector);
    END LOOP;
    IF to_regclass(format('%I.facts_row_id_seq', target_schema)) IS NOT NULL THEN
        EXECUTE format('GRANT USAGE ON SEQUENCE %I.facts_row_id_seq TO %I', target_schema, projector);
    END IF;
END $$;
