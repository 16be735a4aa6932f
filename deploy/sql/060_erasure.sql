-- Issue 16: erasure by key destruction. Sources' text and speaker and proposals' values are sealed in
-- the log under their speakers' keys (shared/keyring.py); these columns say under which, so an
-- erasure can find what it made unreadable. An erasure scrubs the views to `[erased]` and withdraws
-- the points that stood only on the erased words; a replay, which can no longer open them, gives the
-- same rows.
ALTER TABLE sources ADD COLUMN IF NOT EXISTS sealed_by text;
ALTER TABLE proposals ADD COLUMN IF NOT EXISTS sealed_with text[];
ALTER TABLE proposals ADD COLUMN IF NOT EXISTS withdrawn_reason text;
ALTER TABLE proposals ADD COLUMN IF NOT EXISTS withdrawn_at timestamptz;
ALTER TABLE fact_points ADD COLUMN IF NOT EXISTS withdrawn_at timestamptz;
CREATE INDEX IF NOT EXISTS sources_sealed_by ON sources (sealed_by) WHERE sealed_by IS NOT NULL;
CREATE INDEX IF NOT EXISTS proposals_sealed_with ON proposals USING gin (sealed_with);

CREATE TABLE IF NOT EXISTS erasures (
    erasure_id  text PRIMARY KEY,
    scope       text NOT NULL,
    key_ids     text[] NOT NULL,
    erased_by   text NOT NULL,
    withdrawn   text[] NOT NULL,
    erased_at   timestamptz NOT NULL,
    stream_seq  bigint NOT NULL
);

-- The projector moves only the withdrawal columns itself; the scrub goes through a function that can
-- write nothing but `[erased]` (the projector may erase words in the views, never rewrite them).
-- `shared.db.provision` grants the projector's role EXECUTE on it, after provgate_grant_services.
INSERT INTO provgate_grants (tbl, updates) VALUES
    ('erasures', NULL),
    ('proposals', 'status, final, reasons, decision_id, decided_at, gate_latency_us, fact_id, grounded_by,'
                  ' verdict_id, verdict_outcome, verdict_reason, verdict_by, verdict_at, closest_sentence, closest_why,'
                  ' withdrawn_reason, withdrawn_at'),
    ('fact_points', 'withdrawn_at')
ON CONFLICT (tbl) DO UPDATE SET updates = EXCLUDED.updates;

CREATE OR REPLACE FUNCTION provgate_erase_rows(target_schema text, source_keys text[], proposal_ids text[],
                                               embeddings text[])
RETURNS void LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
BEGIN
    EXECUTE format('UPDATE %I.sources SET text = ''[erased]'','
                   ' speaker = CASE WHEN speaker IS NULL THEN NULL ELSE ''[erased]'' END'
                   ' WHERE sealed_by = ANY($1) AND text IS DISTINCT FROM ''[erased]''', target_schema)
        USING source_keys;
    EXECUTE format('UPDATE %I.proposals p SET value = ''"[erased]"''::jsonb, embedding = e.emb::vector,'
                   ' closest_sentence = CASE WHEN p.closest_sentence IS NULL THEN NULL ELSE ''[erased]'' END,'
                   ' closest_why = CASE WHEN p.closest_why IS NULL THEN NULL ELSE ''[erased]'' END'
                   ' FROM unnest($1::text[], $2::text[]) AS e(pid, emb) WHERE p.proposal_id = e.pid', target_schema)
        USING proposal_ids, embeddings;
    EXECUTE format('UPDATE %I.facts SET value = ''"[erased]"''::jsonb WHERE proposal_id = ANY($1)', target_schema)
        USING proposal_ids;
    EXECUTE format('UPDATE %I.claims SET value = ''"[erased]"''::jsonb WHERE proposal_id = ANY($1)', target_schema)
        USING proposal_ids;
END $$;
REVOKE ALL ON FUNCTION provgate_erase_rows(text, text[], text[], text[]) FROM PUBLIC;
