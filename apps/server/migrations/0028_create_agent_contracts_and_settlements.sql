-- Agents' contracts, their events, their settlements (one per contract and period) and freezes of
-- uplines that left a dividend unpaid (issue 16); AGENT_PAY joins the journal's kinds; bets get an
-- index by settle time for the hourly wage and the real-time salary.
CREATE TABLE "agent_contract_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"action" text NOT NULL,
	"actor" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"upline_id" integer,
	"kind" text NOT NULL,
	"category" text NOT NULL,
	"status" text NOT NULL,
	"terms" jsonb NOT NULL,
	"offered_by" text NOT NULL,
	"offered_at" timestamp with time zone NOT NULL,
	"signed_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"ended_reason" text,
	"settled_from" timestamp with time zone,
	CONSTRAINT "agent_contracts_kind" CHECK ("agent_contracts"."kind" in ('DIVIDEND', 'DAILY_WAGE', 'HOURLY_WAGE', 'REAL_TIME_SALARY')),
	CONSTRAINT "agent_contracts_status" CHECK ("agent_contracts"."status" in ('P', 'E', 'V', 'R', 'C'))
);
--> statement-breakpoint
CREATE TABLE "agent_freezes" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"settlement_id" bigint NOT NULL,
	"reason" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"lifted_at" timestamp with time zone,
	"lifted_by" text
);
--> statement-breakpoint
CREATE TABLE "agent_settlements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"upline_id" integer,
	"kind" text NOT NULL,
	"category" text NOT NULL,
	"period_key" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"bet_volume_minor" bigint NOT NULL,
	"net_loss_minor" bigint NOT NULL,
	"active_members" integer NOT NULL,
	"tier" integer,
	"amount_minor" bigint NOT NULL,
	"paid_minor" bigint NOT NULL,
	"debt_minor" bigint NOT NULL,
	"status" text NOT NULL,
	"entry_id" bigint,
	"settled_at" timestamp with time zone NOT NULL,
	CONSTRAINT "agent_settlements_status" CHECK ("agent_settlements"."status" in ('PAID', 'NOTHING_DUE', 'SHORTFALL')),
	CONSTRAINT "agent_settlements_amounts" CHECK ("agent_settlements"."amount_minor" >= 0 and "agent_settlements"."paid_minor" >= 0 and "agent_settlements"."debt_minor" >= 0 and "agent_settlements"."paid_minor" + "agent_settlements"."debt_minor" = "agent_settlements"."amount_minor")
);
--> statement-breakpoint
ALTER TABLE "journal_entries" DROP CONSTRAINT "journal_entries_kind";--> statement-breakpoint
CREATE INDEX "agent_contract_events_contract_idx" ON "agent_contract_events" USING btree ("contract_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_in_force_key" ON "agent_contracts" USING btree ("agent_id","kind","category") WHERE "agent_contracts"."status" = 'V';--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_offer_key" ON "agent_contracts" USING btree ("agent_id","kind","category") WHERE "agent_contracts"."status" in ('P', 'E');--> statement-breakpoint
CREATE INDEX "agent_contracts_upline_idx" ON "agent_contracts" USING btree ("upline_id","status");--> statement-breakpoint
CREATE INDEX "agent_contracts_brand_status_idx" ON "agent_contracts" USING btree ("brand_id","status","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_freezes_settlement_key" ON "agent_freezes" USING btree ("settlement_id");--> statement-breakpoint
CREATE INDEX "agent_freezes_member_idx" ON "agent_freezes" USING btree ("member_id") WHERE "agent_freezes"."active";--> statement-breakpoint
CREATE UNIQUE INDEX "agent_settlements_period_key" ON "agent_settlements" USING btree ("contract_id","period_key");--> statement-breakpoint
CREATE INDEX "agent_settlements_agent_idx" ON "agent_settlements" USING btree ("agent_id","settled_at");--> statement-breakpoint
CREATE INDEX "agent_settlements_upline_idx" ON "agent_settlements" USING btree ("upline_id","settled_at");--> statement-breakpoint
CREATE INDEX "bets_brand_settled_idx" ON "bets" USING btree ("brand_id","settled_at");--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_kind" CHECK (("journal_entries"."kind" in ('DEPOSIT', 'WITHDRAWAL_HOLD', 'WITHDRAWAL_RELEASE', 'WITHDRAWAL_PAYOUT', 'TRANSFER_IN', 'TRANSFER_OUT', 'UPLINE_TRANSFER', 'DOWNLINE_TRANSFER', 'ADJUSTMENT', 'BET', 'WIN', 'ROLLBACK', 'BONUS', 'GAME_SETTLEMENT', 'AGENT_PAY')));