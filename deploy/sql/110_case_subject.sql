-- Issue 14, plans that stay good as tables grow: facts.get reads the conflict cases of a subject (and
-- predicate). It found them through every proposal the subject ever had (proposals_scope_subject, then
-- cases_challenger for each), so a read of a subject cost more with every proposal made about it, most
-- of which never opened a case. A case now carries its challenger's subject and predicate keys and is
-- found by them; the projector fills them as it opens the case (services/projector/store.py).
ALTER TABLE cases ADD COLUMN IF NOT EXISTS subject_key text;
ALTER TABLE cases ADD COLUMN IF NOT EXISTS predicate_key text;
UPDATE cases c SET subject_key = p.subject_key, predicate_key = p.predicate_key
    FROM proposals p WHERE p.proposal_id = c.challenger AND c.subject_key IS NULL;
CREATE INDEX IF NOT EXISTS cases_subject ON cases (scope, subject_key, predicate_key);
