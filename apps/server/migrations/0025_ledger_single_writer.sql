ALTER TABLE "journal_entries" DROP CONSTRAINT "journal_entries_brand_id_brands_id_fk";
--> statement-breakpoint
ALTER TABLE "journal_entries" DROP CONSTRAINT "journal_entries_member_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "postings" DROP CONSTRAINT "postings_entry_id_journal_entries_id_fk";
--> statement-breakpoint
ALTER TABLE "postings" DROP CONSTRAINT "postings_account_id_ledger_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "seamless_transactions" DROP CONSTRAINT "seamless_transactions_brand_id_brands_id_fk";
--> statement-breakpoint
ALTER TABLE "seamless_transactions" DROP CONSTRAINT "seamless_transactions_member_id_members_id_fk";
--> statement-breakpoint
DROP INDEX "journal_entries_reference_idx";--> statement-breakpoint
DROP INDEX "seamless_transactions_tx_key";--> statement-breakpoint
DROP INDEX "seamless_transactions_round_idx";--> statement-breakpoint
DROP INDEX "seamless_transactions_ref_idx";--> statement-breakpoint
ALTER TABLE "postings" DROP CONSTRAINT "postings_pkey";--> statement-breakpoint
CREATE INDEX "journal_entries_reference_idx" ON "journal_entries" USING btree ("reference","brand_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seamless_transactions_tx_key" ON "seamless_transactions" USING btree ("tx_id","brand_id","vendor_code");--> statement-breakpoint
CREATE INDEX "seamless_transactions_round_idx" ON "seamless_transactions" USING btree ("round_id","brand_id","vendor_code");--> statement-breakpoint
CREATE INDEX "seamless_transactions_ref_idx" ON "seamless_transactions" USING btree ("ref_tx_id","brand_id","vendor_code") WHERE "seamless_transactions"."ref_tx_id" is not null;
--> statement-breakpoint
-- The ledger's write path for speed (issue 13). What each guarantee rests on now:
-- * balanced entries: ledger_append, the one function that inserts entries and postings, refuses
--   postings that do not sum to zero, number fewer than two or name an account twice (a property
--   test and ledger:verify prove it), and a statement trigger refuses any other INSERT that leaves
--   an entry of its rows unbalanced. The deferred per-row triggers of 0008, each re-summing the
--   entry at commit, are gone.
-- * indexes: postings lose their primary key (no query reads a posting by id alone).
-- * references: no foreign keys on journal_entries and postings (each check locked the brand row,
--   the account row and the entry row FOR KEY SHARE); ledger_post checks the member accounts it
--   locks, the TypeScript writer resolves brand accounts by brand and currency, and ledger:verify
--   proves that every posting names an existing entry and account.
DROP TRIGGER "postings_balanced" ON "postings";--> statement-breakpoint
DROP TRIGGER "journal_entries_balanced" ON "journal_entries";--> statement-breakpoint
DROP FUNCTION ledger_entry_balanced();--> statement-breakpoint
CREATE FUNCTION ledger_postings_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bad record;
BEGIN
  SELECT n.entry_id, count(*) AS n, sum(n.amount_minor) AS total INTO bad
    FROM new_postings n GROUP BY n.entry_id
    HAVING count(*) < 2 OR sum(n.amount_minor) <> 0 OR count(DISTINCT n.account_id) <> count(*)
    LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'journal entry % is unbalanced: % postings summing to %', bad.entry_id, bad.n, bad.total
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- One statement writes all of an entry's postings: a set written over several statements is refused.
CREATE TRIGGER postings_balanced AFTER INSERT ON "postings" REFERENCING NEW TABLE AS new_postings
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_postings_balanced();--> statement-breakpoint
DROP FUNCTION ledger_post(integer, text, text, text, integer, text, jsonb, timestamptz, bigint[], bigint[], boolean);--> statement-breakpoint
DROP FUNCTION ledger_entry_result(text, bigint, text, integer, integer, boolean);--> statement-breakpoint
-- The balances of a stored entry's member accounts right after it: [[account id, "balance"], …].
CREATE FUNCTION ledger_entry_balances(p_entry bigint) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT coalesce(jsonb_agg(jsonb_build_array(account_id, balance_after_minor::text) ORDER BY id), '[]'::jsonb)
  FROM postings WHERE entry_id = p_entry AND balance_after_minor IS NOT NULL
$$;--> statement-breakpoint
-- A caller's bug, refused with SQLSTATE OL001 before anything is read or written: postings that
-- do not sum to zero, number fewer than two, lack an account or an amount, or name an account twice.
-- Answers true, so callers assign it (a plain expression, no query of its own).
CREATE FUNCTION ledger_check_postings(p_accounts bigint[], p_amounts bigint[]) RETURNS boolean
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  v_n integer := coalesce(cardinality(p_accounts), 0);
  v_sum numeric := 0;
  i integer;
  j integer;
BEGIN
  IF v_n < 2 OR cardinality(p_amounts) IS DISTINCT FROM v_n THEN
    RAISE EXCEPTION 'an entry has at least two postings, each with an amount' USING ERRCODE = 'OL001';
  END IF;
  FOR i IN 1..v_n LOOP
    IF p_accounts[i] IS NULL OR p_amounts[i] IS NULL OR p_amounts[i] = 0 THEN
      RAISE EXCEPTION 'a posting names an account and a non-zero amount' USING ERRCODE = 'OL001';
    END IF;
    FOR j IN 1..i - 1 LOOP
      IF p_accounts[j] = p_accounts[i] THEN
        RAISE EXCEPTION 'an entry names account % twice', p_accounts[i] USING ERRCODE = 'OL001';
      END IF;
    END LOOP;
    v_sum := v_sum + p_amounts[i];
  END LOOP;
  IF v_sum <> 0 THEN
    RAISE EXCEPTION 'the postings of an entry sum to %, not zero', v_sum USING ERRCODE = 'OL001';
  END IF;
  RETURN true;
END;
$$;--> statement-breakpoint
-- The one place entries and postings are written: checks the postings (above), then inserts the
-- entry and its postings with the member balances after it (null on brand accounts), and answers
-- the entry's id; null when the key is applied already (committed by another transaction), and then
-- nothing is written. Its callers have locked the member accounts and update their balances after.
CREATE FUNCTION ledger_append(
  p_brand_id integer, p_kind text, p_key text, p_hash text, p_member_id integer, p_reference text,
  p_memo jsonb, p_created_at timestamptz, p_accounts bigint[], p_amounts bigint[], p_after bigint[]
) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v_entry bigint;
  v_checked boolean;
BEGIN
  v_checked := ledger_check_postings(p_accounts, p_amounts);
  IF cardinality(p_after) IS DISTINCT FROM cardinality(p_accounts) THEN
    RAISE EXCEPTION 'a balance after (or null) for each posting' USING ERRCODE = 'OL001';
  END IF;
  -- One statement: the postings follow their entry, or nothing is written when the key is taken.
  WITH entry AS (
    INSERT INTO journal_entries (brand_id, kind, idempotency_key, request_hash, member_id, reference, memo, created_at)
      VALUES (p_brand_id, p_kind, p_key, p_hash, p_member_id, p_reference, p_memo, p_created_at)
      ON CONFLICT (brand_id, idempotency_key) DO NOTHING
      RETURNING id
  ), lines AS (
    INSERT INTO postings (entry_id, account_id, amount_minor, balance_after_minor, created_at)
      SELECT entry.id, v.a, v.m, v.b, p_created_at
      FROM entry, unnest(p_accounts, p_amounts, p_after) AS v(a, m, b)
  )
  SELECT entry.id INTO v_entry FROM entry;
  RETURN v_entry;
END;
$$;--> statement-breakpoint
-- {accounts: every account of the member as it stands now} with `p_snapshot`, else {accounts: null}.
CREATE FUNCTION ledger_member_accounts(p_brand_id integer, p_member_id integer, p_snapshot boolean)
RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN p_snapshot AND p_member_id IS NOT NULL THEN jsonb_build_object('accounts', (
    SELECT coalesce(jsonb_agg(jsonb_build_object(
      'accountId', id, 'kind', kind, 'vendorCode', vendor_code, 'currency', currency,
      'balanceMinor', balance_minor::text) ORDER BY id), '[]'::jsonb)
    FROM ledger_accounts WHERE brand_id = p_brand_id AND member_id = p_member_id))
  ELSE jsonb_build_object('accounts', NULL) END
$$;--> statement-breakpoint
-- A stored entry as ledger_post answers a replay: its id, request hash and member balances after it.
CREATE FUNCTION ledger_replay(p_brand_id integer, p_key text) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object('status', 'REPLAY', 'entryId', e.id, 'requestHash', e.request_hash,
    'balances', ledger_entry_balances(e.id))
  FROM journal_entries e WHERE e.brand_id = p_brand_id AND e.idempotency_key = p_key
$$;--> statement-breakpoint
-- The ledger's writer for the TypeScript ledger, any entry, in one statement (one round trip, its
-- own commit outside a transaction): applied at most once per (brand, key). Member accounts are
-- locked FOR UPDATE in ascending id order (brand accounts are never locked nor updated: their
-- balance is the sum of their postings). Answers {status, entryId, requestHash, balances,
-- accounts}: POSTED; REPLAY (the key was applied: the stored entry, nothing written; the caller
-- compares the hash to tell a retry from a clash); INSUFFICIENT (a member balance would go below
-- zero: nothing written). `snapshot` also answers every account of the entry's member as it stands
-- after it. A caller's bug raises SQLSTATE OL001. Each query here sees what committed before it,
-- even after a lock wait (READ COMMITTED). Few queries of its own: it is the ledger's hot path.
CREATE FUNCTION ledger_post(
  p_brand_id integer, p_kind text, p_key text, p_hash text, p_member_id integer, p_reference text,
  p_memo jsonb, p_created_at timestamptz, p_accounts bigint[], p_amounts bigint[], p_snapshot boolean
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_n integer := coalesce(cardinality(p_accounts), 0);
  v_checked boolean;
  v_ids bigint[];
  v_bals bigint[];
  v_brands integer[];
  v_after bigint[];
  v_balances jsonb := '[]'::jsonb;
  v_entry bigint;
  v_new bigint;
  v_result jsonb;
  i integer;
  j integer;
BEGIN
  v_checked := ledger_check_postings(p_accounts, p_amounts);
  SELECT array_agg(a.id), array_agg(a.balance_minor), array_agg(a.brand_id) INTO v_ids, v_bals, v_brands
    FROM (SELECT id, balance_minor, brand_id FROM ledger_accounts
          WHERE id = ANY (p_accounts) AND member_id IS NOT NULL ORDER BY id FOR UPDATE) a;
  v_after := array_fill(NULL::bigint, ARRAY[v_n]);
  FOR j IN 1..coalesce(cardinality(v_ids), 0) LOOP
    IF v_brands[j] <> p_brand_id THEN
      RAISE EXCEPTION 'account % belongs to another brand than the entry', v_ids[j] USING ERRCODE = 'OL001';
    END IF;
    i := array_position(p_accounts, v_ids[j]);
    v_new := v_bals[j] + p_amounts[i];
    IF v_new < 0 THEN
      -- A retry of an entry that went through answers its result, even when it would overdraw now.
      v_result := ledger_replay(p_brand_id, p_key);
      IF v_result IS NULL THEN
        RETURN jsonb_build_object('status', 'INSUFFICIENT');
      END IF;
      RETURN v_result || ledger_member_accounts(p_brand_id, p_member_id, p_snapshot);
    END IF;
    v_after[i] := v_new;
  END LOOP;
  -- The balances after, in the order of the postings (as a replay answers them).
  FOR i IN 1..v_n LOOP
    IF v_after[i] IS NOT NULL THEN
      v_balances := v_balances || jsonb_build_array(jsonb_build_array(p_accounts[i], v_after[i]::text));
    END IF;
  END LOOP;

  v_entry := ledger_append(p_brand_id, p_kind, p_key, p_hash, p_member_id, p_reference, p_memo, p_created_at,
                           p_accounts, p_amounts, v_after);
  IF v_entry IS NULL THEN
    -- The key is applied (by a retry's first attempt, or by another transaction that committed
    -- while we waited for the locks): its entry is the answer, and nothing is written here.
    v_result := ledger_replay(p_brand_id, p_key);
  ELSE
    FOR j IN 1..coalesce(cardinality(v_ids), 0) LOOP
      UPDATE ledger_accounts SET balance_minor = v_after[array_position(p_accounts, v_ids[j])] WHERE id = v_ids[j];
    END LOOP;
    v_result := jsonb_build_object('status', 'POSTED', 'entryId', v_entry, 'requestHash', p_hash, 'balances', v_balances);
  END IF;
  -- (A LANGUAGE sql function is parsed again at every call from here: only a snapshot pays for it.)
  IF NOT p_snapshot THEN
    RETURN v_result || '{"accounts": null}'::jsonb;
  END IF;
  RETURN v_result || ledger_member_accounts(p_brand_id, p_member_id, p_snapshot);
END;
$$;
--> statement-breakpoint
-- Identity's rule "login session S of member M is live and its member may play" (not revoked, not
-- expired, member active), for queries whose rows hang off a login session; liveLoginSql uses it.
CREATE FUNCTION login_session_live(p_session_id integer, p_member_id integer, p_at timestamptz)
RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (
    SELECT 1 FROM sessions s JOIN members m ON m.id = s.member_id
    WHERE s.id = p_session_id AND s.member_id = p_member_id
      AND s.revoked_at IS NULL AND s.expires_at > p_at AND m.status = 'A')
$$;--> statement-breakpoint
-- The house's rule for a vendor's debit: the token (its hash) is a live real-money launch of this
-- very game, of this vendor, for this member of this brand. PL/pgSQL, so its plan is kept per
-- connection (login_session_live is inlined into it); a LANGUAGE sql function called from
-- PL/pgSQL would be parsed again at every debit.
CREATE FUNCTION game_session_live_for(
  p_token_hash text, p_at timestamptz, p_brand_id integer, p_member_id integer, p_vendor_code text,
  p_node_id integer, p_game_code text
) RETURNS boolean LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN EXISTS (
    SELECT 1 FROM game_sessions g
    WHERE g.token_hash = p_token_hash AND g.expires_at > p_at
      AND g.brand_id = p_brand_id AND g.member_id = p_member_id AND g.vendor_code = p_vendor_code
      AND g.node_id = p_node_id AND g.game_code = p_game_code
      AND login_session_live(g.login_session_id, g.member_id, p_at));
END;
$$;--> statement-breakpoint
-- A batch of seamless-wallet calls (debit, credit, rollback) in one statement: the group commit of
-- the hot path. p_calls is a JSON array of {op, brandId, vendorCode, txId, refTxId, roundId,
-- memberId, gameCode, nodeId, amount, hash, maxWinMultiple, main, house, sessionTokenHash}; one
-- answer per call, in order: status OK (balance after, entry or null, replayed),
-- GAME_SESSION_INVALID (a debit naming a game session that is not its live launch; in-process
-- callers, which checked their own session, name none), DUPLICATE, ROUND_CLOSED, ROUND_NOT_FOUND,
-- WIN_LIMIT or INSUFFICIENT, none of which writes anything for its call. All the
-- batch's main accounts are locked first in ascending id order, so batches and other writers never
-- deadlock on them; every call of a member is serialised by that lock, its bet and the bet's
-- rollback (which may name another member) by an advisory lock on the bet's transaction id.
CREATE FUNCTION seamless_apply(p_calls jsonb, p_created_at timestamptz)
RETURNS TABLE (ord integer, status text, balance_minor text, entry_id bigint, replayed boolean)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  c record;
  seen record;
  bet record;
  v_locked integer;
  v_stake bigint;
  v_debits integer;
  v_in_play bigint;
  v_credited bigint;
  v_round text;
  v_signed bigint;
  v_kind text;
  v_balance bigint;
  v_entry bigint;
BEGIN
  -- Every main account of the batch, locked in ascending id order; each must be a member account
  -- of the call's brand (the callers resolve them so: anything else is a bug, and writes nothing).
  SELECT count(*) INTO v_locked FROM (
    SELECT 1 FROM ledger_accounts a
      JOIN (SELECT DISTINCT (x ->> 'main')::bigint AS id, (x ->> 'brandId')::integer AS brand_id, (x ->> 'memberId')::integer AS member_id
            FROM jsonb_array_elements(p_calls) x) m
        ON m.id = a.id AND m.brand_id = a.brand_id AND m.member_id = a.member_id AND a.kind = 'MAIN'
      ORDER BY a.id FOR UPDATE OF a) locked;
  IF v_locked <> (SELECT count(DISTINCT x ->> 'main') FROM jsonb_array_elements(p_calls) x) THEN
    RAISE EXCEPTION 'a seamless call names a main account that is not its member''s' USING ERRCODE = 'OL001';
  END IF;
  FOR c IN
    SELECT x.*, t.n::integer AS n
    FROM jsonb_array_elements(p_calls) WITH ORDINALITY AS t(j, n),
         jsonb_to_record(t.j) AS x(op text, "brandId" integer, "vendorCode" text, "txId" text, "refTxId" text,
           "roundId" text, "memberId" integer, "gameCode" text, "nodeId" integer, amount bigint, hash text,
           "maxWinMultiple" integer, main bigint, house bigint, "sessionTokenHash" text)
    ORDER BY t.n
  LOOP
    ord := c.n;
    replayed := false;
    entry_id := NULL;
    IF c.op = 'DEBIT' AND c."sessionTokenHash" IS NOT NULL AND NOT game_session_live_for(
         c."sessionTokenHash", p_created_at, c."brandId", c."memberId", c."vendorCode", c."nodeId", c."gameCode") THEN
      status := 'GAME_SESSION_INVALID'; balance_minor := NULL; RETURN NEXT; CONTINUE;
    END IF;
    PERFORM pg_advisory_xact_lock(hashtextextended(
      c."brandId" || ':' || c."vendorCode" || ':' || CASE WHEN c.op = 'ROLLBACK' THEN c."refTxId" ELSE c."txId" END, 7));
    SELECT s.request_hash, s.balance_after_minor, s.entry_id INTO seen
      FROM seamless_transactions s
      WHERE s.brand_id = c."brandId" AND s.vendor_code = c."vendorCode" AND s.tx_id = c."txId";
    IF FOUND THEN
      IF seen.request_hash = c.hash THEN
        status := 'OK'; balance_minor := seen.balance_after_minor::text; entry_id := seen.entry_id; replayed := true;
      ELSE
        status := 'DUPLICATE'; balance_minor := NULL;
      END IF;
      RETURN NEXT;
      CONTINUE;
    END IF;

    v_round := c."roundId";
    v_stake := c.amount;
    IF c.op = 'DEBIT' THEN
      IF EXISTS (SELECT 1 FROM seamless_transactions s
                 WHERE s.brand_id = c."brandId" AND s.vendor_code = c."vendorCode" AND s.ref_tx_id = c."txId") THEN
        status := 'ROUND_CLOSED'; balance_minor := NULL; RETURN NEXT; CONTINUE;
      END IF;
      v_kind := 'BET'; v_signed := -c.amount;
    ELSIF c.op = 'CREDIT' THEN
      SELECT count(*) FILTER (WHERE s.kind = 'DEBIT'),
             coalesce(sum(s.amount_minor) FILTER (WHERE s.kind = 'DEBIT' AND NOT EXISTS (
               SELECT 1 FROM seamless_transactions r WHERE r.brand_id = s.brand_id AND r.vendor_code = s.vendor_code
                 AND r.ref_tx_id = s.tx_id AND r.kind = 'ROLLBACK')), 0),
             coalesce(sum(s.amount_minor) FILTER (WHERE s.kind = 'CREDIT'), 0)
        INTO v_debits, v_in_play, v_credited
        FROM seamless_transactions s
        WHERE s.brand_id = c."brandId" AND s.vendor_code = c."vendorCode" AND s.round_id = c."roundId"
          AND s.member_id = c."memberId";
      IF v_debits = 0 THEN
        status := 'ROUND_NOT_FOUND'; balance_minor := NULL; RETURN NEXT; CONTINUE;
      END IF;
      IF c."maxWinMultiple" IS NOT NULL AND v_credited + c.amount > v_in_play * c."maxWinMultiple" THEN
        status := 'WIN_LIMIT'; balance_minor := NULL; RETURN NEXT; CONTINUE;
      END IF;
      v_kind := 'WIN'; v_signed := c.amount;
    ELSE
      SELECT s.kind, s.member_id, s.amount_minor, s.round_id INTO bet
        FROM seamless_transactions s
        WHERE s.brand_id = c."brandId" AND s.vendor_code = c."vendorCode" AND s.tx_id = c."refTxId";
      IF FOUND AND (bet.kind <> 'DEBIT' OR bet.member_id <> c."memberId") THEN
        status := 'ROUND_NOT_FOUND'; balance_minor := NULL; RETURN NEXT; CONTINUE;
      END IF;
      -- Nothing to return: the bet never came (this rollback closes it) or was rolled back already.
      v_stake := 0;
      IF FOUND AND NOT EXISTS (SELECT 1 FROM seamless_transactions s
                 WHERE s.brand_id = c."brandId" AND s.vendor_code = c."vendorCode" AND s.ref_tx_id = c."refTxId") THEN
        v_stake := bet.amount_minor;
        v_round := bet.round_id;
      END IF;
      IF v_stake > 0 AND c."maxWinMultiple" IS NOT NULL THEN
        SELECT coalesce(sum(s.amount_minor) FILTER (WHERE s.kind = 'DEBIT' AND NOT EXISTS (
                 SELECT 1 FROM seamless_transactions r WHERE r.brand_id = s.brand_id AND r.vendor_code = s.vendor_code
                   AND r.ref_tx_id = s.tx_id AND r.kind = 'ROLLBACK')), 0),
               coalesce(sum(s.amount_minor) FILTER (WHERE s.kind = 'CREDIT'), 0)
          INTO v_in_play, v_credited
          FROM seamless_transactions s
          WHERE s.brand_id = c."brandId" AND s.vendor_code = c."vendorCode" AND s.round_id = v_round
            AND s.member_id = c."memberId";
        IF v_credited > (v_in_play - v_stake) * c."maxWinMultiple" THEN
          status := 'WIN_LIMIT'; balance_minor := NULL; RETURN NEXT; CONTINUE;
        END IF;
      END IF;
      v_kind := 'ROLLBACK'; v_signed := v_stake;
    END IF;

    IF v_signed <> 0 THEN
      -- The main account is locked (above) and the key is new (its seamless record is not there,
      -- and both are written together): the balance moves, unless it would go below zero.
      UPDATE ledger_accounts a SET balance_minor = a.balance_minor + v_signed
        WHERE a.id = c.main AND a.balance_minor + v_signed >= 0
        RETURNING a.balance_minor INTO v_balance;
      IF NOT FOUND THEN
        status := 'INSUFFICIENT'; balance_minor := NULL; RETURN NEXT; CONTINUE;
      END IF;
      v_entry := ledger_append(c."brandId", v_kind, 'seamless:' || c."vendorCode" || ':' || c."txId", c.hash,
        c."memberId", c."vendorCode" || ':' || v_round,
        jsonb_build_object('vendorCode', c."vendorCode", 'gameCode', c."gameCode", 'nodeId', c."nodeId", 'roundId', v_round),
        p_created_at, ARRAY[c.main, c.house], ARRAY[v_signed, -v_signed], ARRAY[v_balance, NULL]);
      IF v_entry IS NULL THEN
        -- The ledger key is written only with its seamless record, under the locks taken above.
        RAISE EXCEPTION 'seamless transaction % has a ledger entry but no record', c."txId" USING ERRCODE = 'OL001';
      END IF;
    ELSE
      v_entry := NULL;
      SELECT a.balance_minor INTO v_balance FROM ledger_accounts a WHERE a.id = c.main;
    END IF;
    INSERT INTO seamless_transactions (brand_id, vendor_code, tx_id, kind, round_id, member_id, amount_minor,
        ref_tx_id, request_hash, entry_id, balance_after_minor, created_at)
      VALUES (c."brandId", c."vendorCode", c."txId", c.op, c."roundId", c."memberId", v_stake,
        CASE WHEN c.op = 'ROLLBACK' THEN c."refTxId" END, c.hash, v_entry, v_balance, p_created_at);
    status := 'OK'; balance_minor := v_balance::text; entry_id := v_entry;
    RETURN NEXT;
  END LOOP;
END;
$$;
