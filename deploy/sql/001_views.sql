-- provgate views: every row here is derived from the event log and can be rebuilt by replay.
-- Times come from events, never from the clock at projection time.

CREATE TABLE IF NOT EXISTS projector_position (
    consumer    text PRIMARY KEY,
    stream_seq  bigint NOT NULL
);

CREATE TABLE IF NOT EXISTS dead_letters (
    stream_seq  bigint PRIMARY KEY,
    subject     text NOT NULL,
    reason      text NOT NULL,
    data        bytea NOT NULL
);

CREATE TABLE IF NOT EXISTS keys (
    key_id       text PRIMARY KEY,
    name         text NOT NULL,
    role         text NOT NULL CHECK (role IN ('agent', 'channel', 'reviewer')),
    scopes       text[] NOT NULL,
    secret_hash  text NOT NULL UNIQUE,
    created_at   timestamptz NOT NULL
);

CREATE TABLE IF NOT EXISTS sources (
    source_id    text PRIMARY KEY,
    scope        text NOT NULL,
    kind         text NOT NULL,
    speaker      text,
    text         text NOT NULL,
    captured_at  timestamptz NOT NULL,
    authority    text NOT NULL,
    recorded_by  text NOT NULL,
    key_id       text NOT NULL,
    client_ref   text,
    recorded_at  timestamptz NOT NULL,
    stream_seq   bigint NOT NULL
);
CREATE INDEX IF NOT EXISTS sources_scope ON sources (scope, captured_at);

-- the journal: every proposal attempted, whatever became of it
CREATE TABLE IF NOT EXISTS proposals (
    proposal_id    text PRIMARY KEY,
    scope          text NOT NULL,
    slot_id        text NOT NULL,
    subject        text NOT NULL,
    predicate      text NOT NULL,
    subject_key    text NOT NULL,
    predicate_key  text NOT NULL,
    value          jsonb NOT NULL,
    confidence     double precision NOT NULL,
    evidence       text[] NOT NULL,
    valid_from     timestamptz,
    client_ref     text,
    proposed_by    text NOT NULL,
    key_id         text NOT NULL,
    role           text NOT NULL,
    received_at    timestamptz NOT NULL,
    status         text NOT NULL DEFAULT 'received',
    final          boolean NOT NULL DEFAULT false,
    reasons        text[] NOT NULL DEFAULT '{}',
    decision_id    text,
    decided_at     timestamptz,
    gate_latency_us integer,
    verdict_id     text,
    verdict_outcome text,
    verdict_reason text,
    verdict_by     text,
    verdict_at     timestamptz,
    fact_id        text,
    stream_seq     bigint NOT NULL
);
CREATE INDEX IF NOT EXISTS proposals_scope_subject ON proposals (scope, subject_key, received_at DESC);
CREATE INDEX IF NOT EXISTS proposals_scope_time ON proposals (scope, received_at DESC);

-- one point per accepted, confirmed or approved proposal on a slot's valid-time line
CREATE TABLE IF NOT EXISTS fact_points (
    proposal_id   text PRIMARY KEY,
    fact_id       text NOT NULL,
    slot_id       text NOT NULL,
    value_key     text NOT NULL,
    valid_from    timestamptz NOT NULL,
    authority     integer NOT NULL,
    seq_hint      integer NOT NULL,
    recorded_at   timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS fact_points_slot ON fact_points (slot_id);

-- bitemporal fact versions: valid time (valid_from/valid_to) and transaction time
-- (recorded_at/retired_at). A row is never deleted: when a version's valid interval changes,
-- the old row is retired and a new one recorded.
CREATE TABLE IF NOT EXISTS facts (
    row_id         bigserial PRIMARY KEY,
    fact_id        text NOT NULL,
    slot_id        text NOT NULL,
    scope          text NOT NULL,
    subject        text NOT NULL,
    predicate      text NOT NULL,
    subject_key    text NOT NULL,
    predicate_key  text NOT NULL,
    value          jsonb NOT NULL,
    value_key      text NOT NULL,
    valid_from     timestamptz NOT NULL,
    valid_to       timestamptz,
    superseded_by  text,
    recorded_at    timestamptz NOT NULL,
    retired_at     timestamptz,
    proposal_id    text NOT NULL,
    confirmations  text[] NOT NULL DEFAULT '{}'
);
-- at most one current value per single-valued slot, enforced by the database itself
CREATE UNIQUE INDEX IF NOT EXISTS facts_one_current ON facts (slot_id) WHERE retired_at IS NULL AND valid_to IS NULL;
CREATE UNIQUE INDEX IF NOT EXISTS facts_one_live_version ON facts (fact_id) WHERE retired_at IS NULL;
CREATE INDEX IF NOT EXISTS facts_lookup ON facts (scope, subject_key, predicate_key);
