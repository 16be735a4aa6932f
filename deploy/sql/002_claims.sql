-- Claims: statements a person really made (a channel or reviewer source states the value) whose
-- proposal was refused. Kept and shown, attributed to who said it, never as the fact.
ALTER TABLE proposals ADD COLUMN IF NOT EXISTS grounded_by text[] NOT NULL DEFAULT '{}';

CREATE TABLE IF NOT EXISTS claims (
    proposal_id    text PRIMARY KEY,
    scope          text NOT NULL,
    subject        text NOT NULL,
    predicate      text NOT NULL,
    subject_key    text NOT NULL,
    predicate_key  text NOT NULL,
    value          jsonb NOT NULL,
    sources        text[] NOT NULL,
    proposed_by    text NOT NULL,
    reasons        text[] NOT NULL,
    refused_at     timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS claims_lookup ON claims (scope, subject_key, predicate_key);
