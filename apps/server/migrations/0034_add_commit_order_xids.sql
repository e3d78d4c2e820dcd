ALTER TABLE "journal_entries" ADD COLUMN "xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
CREATE INDEX "journal_entries_events_idx" ON "journal_entries" USING btree ("xid","id") WHERE "journal_entries"."kind" in ('DEPOSIT', 'WITHDRAWAL_PAYOUT', 'BONUS');--> statement-breakpoint
CREATE INDEX "bets_commit_idx" ON "bets" USING btree ("xid","id");