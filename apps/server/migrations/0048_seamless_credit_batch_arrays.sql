-- seamless_credit_batch (migration 0045) takes its calls as one array per field instead of a JSON
-- array of objects: the caller sends each field once per call and no key names, the function reads
-- the batch with one unnest instead of parsing it four times, and a call can no longer carry what
-- the batch does not take (an op, a win bound, a session): credits without them by construction.
-- What it answers and writes is unchanged; so are the checks it makes and the locks it takes.
DROP FUNCTION seamless_credit_batch(jsonb, timestamptz);--> statement-breakpoint
CREATE FUNCTION seamless_credit_batch(
  p_brand_ids integer[], p_vendor_codes text[], p_tx_ids text[], p_round_ids text[], p_member_ids integer[],
  p_game_codes text[], p_node_ids integer[], p_amounts bigint[], p_hashes text[], p_mains bigint[],
  p_houses bigint[], p_created_at timestamptz)
RETURNS TABLE (ord integer, status text, balance_minor text, entry_id bigint, replayed boolean)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_calls integer := coalesce(cardinality(p_tx_ids), 0);
  v_locked integer;
BEGIN
  IF array_ndims(p_tx_ids) > 1
     OR coalesce(cardinality(p_brand_ids), 0) <> v_calls OR coalesce(cardinality(p_vendor_codes), 0) <> v_calls
     OR coalesce(cardinality(p_round_ids), 0) <> v_calls OR coalesce(cardinality(p_member_ids), 0) <> v_calls
     OR coalesce(cardinality(p_game_codes), 0) <> v_calls OR coalesce(cardinality(p_node_ids), 0) <> v_calls
     OR coalesce(cardinality(p_amounts), 0) <> v_calls OR coalesce(cardinality(p_hashes), 0) <> v_calls
     OR coalesce(cardinality(p_mains), 0) <> v_calls OR coalesce(cardinality(p_houses), 0) <> v_calls THEN
    RAISE EXCEPTION 'seamless_credit_batch takes one array per field, each of one length' USING ERRCODE = 'OL001';
  END IF;
  IF (SELECT bool_or(a IS NULL OR a < 0) FROM unnest(p_amounts) a)
     OR (SELECT count(*) <> count(DISTINCT (b, v, t)) FROM unnest(p_brand_ids, p_vendor_codes, p_tx_ids) u(b, v, t)) THEN
    RAISE EXCEPTION 'seamless_credit_batch takes distinct credits of no negative amount' USING ERRCODE = 'OL001';
  END IF;
  -- Every main account of the batch, locked in ascending id order; each must be the main account of
  -- the call's member in the call's brand (one account named for two members fails), and each house
  -- account a brand account of it.
  SELECT count(*) INTO v_locked FROM (
    SELECT 1 FROM ledger_accounts a
      JOIN (SELECT DISTINCT u.id, u.brand_id, u.member_id FROM unnest(p_mains, p_brand_ids, p_member_ids) u(id, brand_id, member_id)) m
        ON m.id = a.id AND m.brand_id = a.brand_id AND m.member_id = a.member_id AND a.kind = 'MAIN'
      ORDER BY a.id FOR UPDATE OF a) locked;
  IF v_locked <> (SELECT count(DISTINCT (m, b, p)) FROM unnest(p_mains, p_brand_ids, p_member_ids) u(m, b, p))
     OR v_locked <> (SELECT count(DISTINCT m) FROM unnest(p_mains) m)
     OR EXISTS (SELECT 1 FROM (SELECT DISTINCT h.id, h.brand_id FROM unnest(p_houses, p_brand_ids) h(id, brand_id)) h
                WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts a
                                  WHERE a.id = h.id AND a.brand_id = h.brand_id AND a.member_id IS NULL)) THEN
    RAISE EXCEPTION 'a seamless call names an account that is not its member''s or its brand''s' USING ERRCODE = 'OL001';
  END IF;
  -- One statement from here, its snapshot taken with the locks held: the balances it reads are the
  -- latest, and no other writer moves them before it ends.
  RETURN QUERY
  WITH c AS (
    SELECT u."brandId", u."vendorCode", u."txId", u."roundId", u."memberId", u."gameCode", u."nodeId", u.amount,
      u.hash, u.main, u.house, u.ord::integer AS n
    FROM unnest(p_brand_ids, p_vendor_codes, p_tx_ids, p_round_ids, p_member_ids, p_game_codes, p_node_ids,
                p_amounts, p_hashes, p_mains, p_houses)
      WITH ORDINALITY AS u("brandId", "vendorCode", "txId", "roundId", "memberId", "gameCode", "nodeId", amount,
                           hash, main, house, ord)
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
