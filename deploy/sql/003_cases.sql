-- Conflict cases: a sourced statement that contradicts the current value waits for a reviewer.
-- A case is opened by the gate's decision and resolved by a reviewer's verdict; never deleted.
CREATE TABLE IF NOT EXISTS cases (
    case_id        text PRIMARY KEY,
    scope          text NOT NULL,
    slot_id        text NOT NULL,
    challenger     text NOT NULL,   -- the proposal that contradicts the current value
    incumbent      text,            -- the proposal behind the current value at the time
    opened_at      timestamptz NOT NULL,
    status         text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'resolved')),
    resolution     text,
    winner         text,
    reviewer       text,
    reason         text,
    resolved_at    timestamptz
);
CREATE INDEX IF NOT EXISTS cases_scope ON cases (scope, status, opened_at);
