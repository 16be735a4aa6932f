-- Key lifecycle (issue 12): a rotated key names the key it replaces; a revocation is a row of its
-- own, so the keys view only ever grows (nothing is updated or deleted).
ALTER TABLE keys ADD COLUMN IF NOT EXISTS rotated_from text;

CREATE TABLE IF NOT EXISTS key_revocations (
    secret_hash  text PRIMARY KEY,
    key_id       text NOT NULL,
    reason       text NOT NULL,
    revoked_by   text NOT NULL,
    replaced_by  text,
    revoked_at   timestamptz NOT NULL
);
