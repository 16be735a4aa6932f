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

-- Redefined, with every table added since, by later migrations (030_deliveries.sql): edit the newest.
CREATE OR REPLACE FUNCTION provgate_grant_services(target_schema text, reader text, projector text)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
    -- every view the projector fills; all of them are history or derived from it
    tables text[] := ARRAY['projector_position', 'dead_letters', 'keys', 'key_revocations', 'sources',
                           'proposals', 'fact_points', 'facts', 'claims', 'cases', 'retrievals'];
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
