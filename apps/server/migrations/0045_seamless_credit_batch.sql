-- Many credits in a few statements: a house product paying a whole batch of rounds at once (the
-- lottery's tickets of a draw). Each call answers as seamless_apply's CREDIT does (OK with the
-- balance after and the entry or null, a replay, DUPLICATE, ROUND_NOT_FOUND; a refusal writes
-- nothing for its call), and writes what it writes: the member's main balance, a WIN entry of two
-- postings (+amount on the main account, -amount on the house account) when money moves, and the
-- seamless record. seamless_apply runs five statements a call; this runs the same work as set
-- operations over the batch, so a batch of 1,000 costs what a few calls cost there.
-- It takes only what the in-process callers send: credits without a win bound or a game session,
-- each transaction id once; anything else is the caller's bug (OL001). It locks the batch's main
-- accounts in ascending id order, as seamless_apply does. It takes no lock per call id: its callers
-- hold their rounds (the lottery its tickets, locked for update), so no other call names these ids
-- meanwhile; were one to, the unique key on the id fails this batch, and nothing of it is written.
CREATE FUNCTION seamless_credit_batch(p_calls jsonb, p_created_at timestamptz)
RETURNS TABLE (ord integer, status text, balance_minor text, entry_id bigint, replayed boolean)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_locked integer;
BEGIN
  IF (SELECT bool_or(x ->> 'op' <> 'CREDIT' OR x ->> 'maxWinMultiple' IS NOT NULL
                  OR x ->> 'sessionTokenHash' IS NOT NULL OR (x ->> 'amount')::bigint < 0)
             OR count(*) <> count(DISTINCT (x ->> 'brandId', x ->> 'vendorCode', x ->> 'txId'))
      FROM jsonb_array_elements(p_calls) x) THEN
    RAISE EXCEPTION 'seamless_credit_batch takes distinct credits without a win bound or session' USING ERRCODE = 'OL001';
  END IF;
  -- Every main account of the batch, locked in ascending id order; each must be a member account
  -- of the call's brand, and each house account a brand account of it.
  SELECT count(*) INTO v_locked FROM (
    SELECT 1 FROM ledger_accounts a
      JOIN (SELECT DISTINCT (x ->> 'main')::bigint AS id, (x ->> 'brandId')::integer AS brand_id, (x ->> 'memberId')::integer AS member_id
            FROM jsonb_array_elements(p_calls) x) m
        ON m.id = a.id AND m.brand_id = a.brand_id AND m.member_id = a.member_id AND a.kind = 'MAIN'
      ORDER BY a.id FOR UPDATE OF a) locked;
  IF v_locked <> (SELECT count(DISTINCT x ->> 'main') FROM jsonb_array_elements(p_calls) x)
     OR EXISTS (SELECT 1 FROM (SELECT DISTINCT (x ->> 'house')::bigint AS id, (x ->> 'brandId')::integer AS brand_id
                               FROM jsonb_array_elements(p_calls) x) h
                WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts a
                                  WHERE a.id = h.id AND a.brand_id = h.brand_id AND a.member_id IS NULL)) THEN
    RAISE EXCEPTION 'a seamless call names an account that is not its member''s or its brand''s' USING ERRCODE = 'OL001';
  END IF;
  -- One statement from here, its snapshot taken with the locks held: the balances it reads are the
  -- latest, and no other writer moves them before it ends.
  RETURN QUERY
  WITH c AS (
    SELECT x.*, t.n::integer AS n
    FROM jsonb_array_elements(p_calls) WITH ORDINALITY AS t(j, n),
         jsonb_to_record(t.j) AS x("brandId" integer, "vendorCode" text, "txId" text, "roundId" text,
           "memberId" integer, "gameCode" text, "nodeId" integer, amount bigint, hash text, main bigint, house bigint)
  ), seen AS (
    SELECT c.n, s.request_hash, s.balance_after_minor, s.entry_id
    FROM c JOIN seamless_transactions s
      ON s.tx_id = c."txId" AND s.brand_id = c."brandId" AND s.vendor_code = c."vendorCode"
  ), fresh AS (
    -- The calls to apply, each with its main balance after it (the member's earlier calls in the
    -- batch counted) and, when money moves, its entry's id taken here: the inserts below need no
    -- join back to what they wrote. A ledger key already taken fails the entry's insert (unique):
    -- the key is written only with its seamless record, so that is a bug, and nothing is written.
    SELECT c.*, a.balance_minor + sum(c.amount) OVER (PARTITION BY c.main ORDER BY c.n) AS after,
      CASE WHEN c.amount > 0 THEN nextval(pg_get_serial_sequence('journal_entries', 'id')) END AS entry
    FROM c JOIN ledger_accounts a ON a.id = c.main
    WHERE NOT EXISTS (SELECT 1 FROM seen WHERE seen.n = c.n)
      AND EXISTS (SELECT 1 FROM seamless_transactions s
                  WHERE s.round_id = c."roundId" AND s.brand_id = c."brandId" AND s.vendor_code = c."vendorCode"
                    AND s.member_id = c."memberId" AND s.kind = 'DEBIT')
  ), entries AS (
    INSERT INTO journal_entries (id, brand_id, kind, idempotency_key, request_hash, member_id, reference, memo, created_at)
    SELECT f.entry, f."brandId", 'WIN', 'seamless:' || f."vendorCode" || ':' || f."txId", f.hash, f."memberId",
      f."vendorCode" || ':' || f."roundId",
      jsonb_build_object('vendorCode', f."vendorCode", 'gameCode', f."gameCode", 'nodeId', f."nodeId", 'roundId', f."roundId"),
      p_created_at
    FROM fresh f WHERE f.entry IS NOT NULL
  ), lines AS (
    INSERT INTO postings (entry_id, account_id, amount_minor, balance_after_minor, created_at)
    SELECT f.entry, v.a, v.m, v.b, p_created_at
    FROM fresh f, LATERAL (VALUES (f.main, f.amount, f.after), (f.house, -f.amount, NULL::bigint)) AS v(a, m, b)
    WHERE f.entry IS NOT NULL
  ), moved AS (
    UPDATE ledger_accounts a SET balance_minor = a.balance_minor + t.total
    FROM (SELECT f.main, sum(f.amount) AS total FROM fresh f GROUP BY f.main) t
    WHERE a.id = t.main AND t.total <> 0
  ), records AS (
    INSERT INTO seamless_transactions (brand_id, vendor_code, tx_id, kind, round_id, member_id, amount_minor,
        ref_tx_id, request_hash, entry_id, balance_after_minor, created_at)
    SELECT f."brandId", f."vendorCode", f."txId", 'CREDIT', f."roundId", f."memberId", f.amount,
      NULL, f.hash, f.entry, f.after, p_created_at
    FROM fresh f
  )
  SELECT c.n,
    CASE
      WHEN s.n IS NOT NULL THEN CASE WHEN s.request_hash = c.hash THEN 'OK' ELSE 'DUPLICATE' END
      WHEN f.n IS NULL THEN 'ROUND_NOT_FOUND'
      ELSE 'OK'
    END,
    CASE
      WHEN s.n IS NOT NULL THEN CASE WHEN s.request_hash = c.hash THEN s.balance_after_minor::text END
      ELSE f.after::text
    END,
    CASE WHEN s.n IS NOT NULL THEN CASE WHEN s.request_hash = c.hash THEN s.entry_id END ELSE f.entry END,
    s.n IS NOT NULL AND s.request_hash = c.hash
  FROM c
    LEFT JOIN seen s ON s.n = c.n
    LEFT JOIN fresh f ON f.n = c.n
  ORDER BY c.n;
END;
$$;
