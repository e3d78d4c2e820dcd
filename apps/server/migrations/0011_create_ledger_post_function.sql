-- One journal entry in one statement, so a post costs one round trip and, outside a caller's
-- transaction, commits on its own (the deferred balance trigger of 0008 still runs at commit).
-- The same rules as before: member accounts locked FOR UPDATE in ascending id order, accounts of
-- one brand and one currency, no member balance below zero (the CHECK stays the last guard), one
-- entry per (brand, idempotency key). Callers' bugs raise SQLSTATE OL001; the caller compares the
-- stored request hash to tell a replay from a clash.
CREATE FUNCTION ledger_entry_result(
  p_status text, p_entry bigint, p_hash text, p_brand_id integer, p_member_id integer, p_snapshot boolean
) RETURNS jsonb LANGUAGE sql VOLATILE AS $$
  SELECT jsonb_build_object(
    'status', p_status,
    'entryId', p_entry,
    'requestHash', p_hash,
    'balances', (
      SELECT coalesce(jsonb_agg(jsonb_build_array(account_id, balance_after_minor::text) ORDER BY id), '[]'::jsonb)
      FROM postings WHERE entry_id = p_entry AND balance_after_minor IS NOT NULL),
    'accounts', CASE WHEN p_snapshot AND p_member_id IS NOT NULL THEN (
      SELECT coalesce(jsonb_agg(jsonb_build_object(
        'accountId', id, 'kind', kind, 'vendorCode', vendor_code, 'currency', currency,
        'balanceMinor', balance_minor::text) ORDER BY id), '[]'::jsonb)
      FROM ledger_accounts WHERE brand_id = p_brand_id AND member_id = p_member_id) END)
$$;--> statement-breakpoint
CREATE FUNCTION ledger_post(
  p_brand_id integer,
  p_kind text,
  p_key text,
  p_hash text,
  p_member_id integer,
  p_reference text,
  p_memo jsonb,
  p_created_at timestamptz,
  p_accounts bigint[],
  p_amounts bigint[],
  p_snapshot boolean
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_found integer;
  v_foreign integer;
  v_currencies integer;
  v_overdrawn boolean;
  v_entry bigint;
  v_hash text;
BEGIN
  -- Brand accounts are read, never locked: every bet shares them.
  PERFORM 1 FROM ledger_accounts
    WHERE id = ANY (p_accounts) AND member_id IS NOT NULL
    ORDER BY id
    FOR UPDATE;
  -- A new statement: under READ COMMITTED it sees the balances as of the locks, even after a wait.
  SELECT count(*), count(*) FILTER (WHERE a.brand_id <> p_brand_id), count(DISTINCT a.currency),
         coalesce(bool_or(a.balance_minor + v.amount < 0), false)
    INTO v_found, v_foreign, v_currencies, v_overdrawn
    FROM unnest(p_accounts, p_amounts) AS v(id, amount)
    JOIN ledger_accounts a ON a.id = v.id;
  IF v_found <> cardinality(p_accounts) THEN
    RAISE EXCEPTION 'an account of the entry does not exist' USING ERRCODE = 'OL001';
  END IF;
  IF v_foreign > 0 THEN
    RAISE EXCEPTION 'an account of the entry belongs to another brand than the entry' USING ERRCODE = 'OL001';
  END IF;
  IF v_currencies > 1 THEN
    RAISE EXCEPTION 'an entry cannot mix currencies' USING ERRCODE = 'OL001';
  END IF;

  -- An overdraft writes nothing; but a retry of an entry that went through answers its result.
  IF v_overdrawn THEN
    SELECT id, request_hash INTO v_entry, v_hash
      FROM journal_entries WHERE brand_id = p_brand_id AND idempotency_key = p_key;
    IF v_entry IS NULL THEN
      RETURN jsonb_build_object('status', 'INSUFFICIENT');
    END IF;
    RETURN ledger_entry_result('REPLAY', v_entry, v_hash, p_brand_id, p_member_id, p_snapshot);
  END IF;

  INSERT INTO journal_entries (brand_id, kind, idempotency_key, request_hash, member_id, reference, memo, created_at)
    VALUES (p_brand_id, p_kind, p_key, p_hash, p_member_id, p_reference, p_memo, p_created_at)
    ON CONFLICT (brand_id, idempotency_key) DO NOTHING
    RETURNING id INTO v_entry;
  IF v_entry IS NULL THEN
    -- Under READ COMMITTED the clashing entry is committed and visible to this new statement.
    SELECT id, request_hash INTO v_entry, v_hash
      FROM journal_entries WHERE brand_id = p_brand_id AND idempotency_key = p_key;
    IF v_entry IS NULL THEN
      RAISE EXCEPTION 'idempotency key % clashed with an invisible entry', p_key USING ERRCODE = 'OL001';
    END IF;
    RETURN ledger_entry_result('REPLAY', v_entry, v_hash, p_brand_id, p_member_id, p_snapshot);
  END IF;

  WITH v AS (
    SELECT * FROM unnest(p_accounts, p_amounts) WITH ORDINALITY AS v(account_id, amount_minor, ord)
  ), moved AS (
    UPDATE ledger_accounts a SET balance_minor = a.balance_minor + v.amount_minor
      FROM v WHERE a.id = v.account_id AND a.member_id IS NOT NULL
      RETURNING a.id, a.balance_minor
  )
  INSERT INTO postings (entry_id, account_id, amount_minor, balance_after_minor, created_at)
    SELECT v_entry, v.account_id, v.amount_minor, moved.balance_minor, p_created_at
    FROM v LEFT JOIN moved ON moved.id = v.account_id
    ORDER BY v.ord;
  RETURN ledger_entry_result('POSTED', v_entry, p_hash, p_brand_id, p_member_id, p_snapshot);
END;
$$;
