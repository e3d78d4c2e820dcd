-- The ledger's writer becomes one prepared statement (issue 13, ledger.repo.ts POST_ENTRY_SQL): it
-- moves member balances first (the CHECK keeps each at or above zero), then inserts the entry and
-- its postings; a balance below zero, a key applied already or a caller's bug raise, and the raise
-- undoes the statement. Planned once per connection, it does in one executor pass what the
-- PL/pgSQL ledger_post did in six SPI calls.
-- * balanced entries: the statement checks its postings in SQL (at least two, each an account and a
--   non-zero amount, no account twice, summing to zero) and raises OL001 otherwise; seamless_apply's
--   ledger_append checks its own. The statement trigger that re-read every INSERT's postings is
--   gone: those two writers are the only code that inserts postings (a test reads the source for
--   any other), a property test drives the statement with arbitrary postings, and ledger:verify
--   proves every entry balanced.
DROP TRIGGER "postings_balanced" ON "postings";--> statement-breakpoint
DROP FUNCTION ledger_postings_balanced();--> statement-breakpoint
DROP FUNCTION ledger_post(integer, text, text, text, integer, text, jsonb, timestamptz, bigint[], bigint[], boolean);--> statement-breakpoint
DROP FUNCTION ledger_member_accounts(integer, integer, boolean);--> statement-breakpoint
DROP FUNCTION ledger_replay(integer, text);--> statement-breakpoint
-- Raises SQLSTATE p_code with p_message; answers boolean so a CASE in a statement can call it.
-- VOLATILE, so the planner never folds a call with constant arguments (it would raise at planning).
CREATE FUNCTION ledger_refuse(p_code text, p_message text) RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = p_code, MESSAGE = p_message;
END;
$$;
