-- Least privilege (issue 12). The tables belong to the owner (migrations, replay, verify); the
-- projector may only add rows and move the few columns a later event changes; the read side may
-- only read. History is never deleted: no service role holds DELETE or TRUNCATE, and a trigger
-- refuses both to anyone but the table's owner (a replay's swap truncates as the owner).
--
-- The roles and their passwords are made by `shared.db.provision` (passwords cannot live here);
-- it then calls provgate_grant_services, on every `provgate migrate` and every start, so the
-- grants are refreshed for tables that later migrations add. Role names are parameters because
-- they are derived from the database's name (roles are cluster-wide).

CREATE OR REPLACE FUNCTION provgate_refuse_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF NOT pg_has_role(current_user, (SELECT relowner FROM pg_class WHERE oid = TG_RELID), 'USAGE') THEN
        RAISE EXCEPTION 'provgate keeps history: % on % is refused to %', TG_OP, TG_TABLE_NAME, current_user
            USING ERRCODE = 'insufficient_privilege';
    END IF;
    RETURN NULL;
END $$;

-- The grants are driven by a table: a migration that adds a view the projector fills, or a column a
-- later event changes, adds or updates a row here (030, 040), never the function.
CREATE TABLE IF NOT EXISTS provgate_grants (
    tbl      text PRIMARY KEY,
    updates  text   -- the columns the projector may UPDATE (NULL: insert only)
);
INSERT INTO provgate_grants (tbl, updates) VALUES
    ('projector_position', 'stream_seq'), ('dead_letters', NULL), ('keys', NULL), ('key_revocations', NULL),
    ('sources', NULL),
    ('proposals', 'status, final, reasons, decision_id, decided_at, gate_latency_us, fact_id, grounded_by,'
                  ' verdict_id, verdict_outcome, verdict_reason, verdict_by, verdict_at'),
    ('fact_points', NULL), ('facts', 'retired_at'), ('claims', NULL),
    ('cases', 'status, resolution, winner, reviewer, reason, resolved_at'), ('retrievals', NULL)
ON CONFLICT (tbl) DO UPDATE SET updates = EXCLUDED.updates;

CREATE OR REPLACE FUNCTION provgate_grant_services(target_schema text, reader text, projector text)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
    g record;
BEGIN
    FOR g IN SELECT tbl FROM provgate_grants LOOP
        CONTINUE WHEN to_regclass(format('%I.%I', target_schema, g.tbl)) IS NULL;
        EXECUTE format('CREATE OR REPLACE TRIGGER provgate_keep_history BEFORE DELETE OR TRUNCATE ON %I.%I'
                       ' FOR EACH STATEMENT EXECUTE FUNCTION %I.provgate_refuse_delete()', target_schema, g.tbl,
                       target_schema);
    END LOOP;
    IF reader IS NULL OR projector IS NULL THEN
        RETURN;
    END IF;
    -- start from nothing, so a privilege taken out of provgate_grants is taken away on the next run
    EXECUTE format('REVOKE ALL ON ALL TABLES IN SCHEMA %I FROM %I, %I', target_schema, reader, projector);
    EXECUTE format('REVOKE ALL ON ALL SEQUENCES IN SCHEMA %I FROM %I, %I', target_schema, reader, projector);
    EXECUTE format('GRANT USAGE ON SCHEMA %I TO %I, %I', target_schema, reader, projector);
    FOR g IN SELECT tbl, updates FROM provgate_grants LOOP
        CONTINUE WHEN to_regclass(format('%I.%I', target_schema, g.tbl)) IS NULL;
        EXECUTE format('GRANT SELECT ON %I.%I TO %I', target_schema, g.tbl, reader);
        EXECUTE format('GRANT SELECT, INSERT ON %I.%I TO %I', target_schema, g.tbl, projector);
        IF g.updates IS NOT NULL THEN
            EXECUTE format('GRANT UPDATE (%s) ON %I.%I TO %I', g.updates, target_schema, g.tbl, projector);
        END IF;
    END LOOP;
    IF to_regclass(format('%I.facts_row_id_seq', target_schema)) IS NOT NULL THEN
        EXECUTE format('GRANT USAGE ON SEQUENCE %I.facts_row_id_seq TO %I', target_schema, projector);
    END IF;
END $$;
