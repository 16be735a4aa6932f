-- Issue 14: the projector moves its stored position in the same transaction as a batch's rows, and
-- only from where it committed last. This statement fails (SQLSTATE PV001) when the position is not
-- there, which rolls the whole batch back; nothing is read back, so a batch's BEGIN, rows, position
-- and COMMIT go to the server as one pipelined round trip. It runs with the caller's rights
-- (SECURITY INVOKER): it can do nothing the projector's role could not do by itself.
CREATE OR REPLACE FUNCTION provgate_advance_position(for_consumer text, from_seq bigint, to_seq bigint)
RETURNS void LANGUAGE plpgsql SECURITY INVOKER AS $$
BEGIN
    UPDATE projector_position SET stream_seq = to_seq WHERE consumer = for_consumer AND stream_seq = from_seq;
    IF NOT FOUND THEN
        RAISE EXCEPTION 'projector position of % is not %: the views moved (lost commits, or a replay swapped in)',
            for_consumer, from_seq USING ERRCODE = 'PV001';
    END IF;
END $$;
