-- Issue 16: the decision's `closest_why` quotes a source's words too ("a later sentence corrects it
-- (...)"): the scrub writes `[erased]` there as well. Still nothing but `[erased]`.
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
