-- Issue 13: a proposal held because no sentence asserts it keeps the sentence that came closest and
-- why it is not an assertion, for the reviewer who decides it.
ALTER TABLE proposals ADD COLUMN IF NOT EXISTS closest_sentence text;
ALTER TABLE proposals ADD COLUMN IF NOT EXISTS closest_why text;

-- the projector sets them with the decision (provgate_grants, 020)
UPDATE provgate_grants SET updates = updates || ', closest_sentence, closest_why' WHERE tbl = 'proposals'
    AND updates NOT LIKE '%closest_sentence%';
