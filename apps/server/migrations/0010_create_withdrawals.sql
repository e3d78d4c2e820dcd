CREATE TABLE "payment_settings" (
	"brand_id" integer PRIMARY KEY NOT NULL,
	"withdrawal_min_minor" bigint NOT NULL,
	"withdrawal_max_minor" bigint NOT NULL,
	"withdrawal_daily_count" integer NOT NULL,
	"auto_receive_minutes" integer NOT NULL,
	"turnover_percent" integer NOT NULL,
	CONSTRAINT "payment_settings_limits" CHECK ("payment_settings"."withdrawal_min_minor" > 0 and "payment_settings"."withdrawal_max_minor" >= "payment_settings"."withdrawal_min_minor"),
	CONSTRAINT "payment_settings_counts" CHECK ("payment_settings"."withdrawal_daily_count" > 0 and "payment_settings"."auto_receive_minutes" > 0),
	CONSTRAINT "payment_settings_turnover" CHECK ("payment_settings"."turnover_percent" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_name" text NOT NULL,
	"account_number" text NOT NULL,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_accounts_kind" CHECK ("payout_accounts"."kind" in ('BANK', 'EWALLET'))
);
--> statement-breakpoint
CREATE TABLE "withdrawal_proofs" (
	"id" serial PRIMARY KEY NOT NULL,
	"withdrawal_id" bigint NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawal_proofs_type" CHECK ("withdrawal_proofs"."content_type" in ('image/png', 'image/jpeg')),
	CONSTRAINT "withdrawal_proofs_size" CHECK (octet_length("withdrawal_proofs"."bytes") <= 5242880)
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"account" text NOT NULL,
	"payout_account_id" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"request_key" text NOT NULL,
	"reference" text NOT NULL,
	"payout_reference" text,
	"paid_at" timestamp with time zone,
	"remark" text,
	"reason" text,
	"decided_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawals_amount_positive" CHECK ("withdrawals"."amount_minor" > 0),
	CONSTRAINT "withdrawals_status" CHECK ("withdrawals"."status" in ('PENDING','APPROVED','PAID','RECEIVED','DISPUTED','FULLY_PAID','AUTO_RECEIVED','REJECTED','REFUNDED'))
);
--> statement-breakpoint
ALTER TABLE "payment_settings" ADD CONSTRAINT "payment_settings_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_proofs" ADD CONSTRAINT "withdrawal_proofs_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_payout_account_id_payout_accounts_id_fk" FOREIGN KEY ("payout_account_id") REFERENCES "public"."payout_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_accounts_member_idx" ON "payout_accounts" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_member_number_key" ON "payout_accounts" USING btree ("member_id","kind","account_number") WHERE "payout_accounts"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "withdrawal_proofs_withdrawal_idx" ON "withdrawal_proofs" USING btree ("withdrawal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_request_key" ON "withdrawals" USING btree ("brand_id","request_key");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_reference_key" ON "withdrawals" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "withdrawals_queue_idx" ON "withdrawals" USING btree ("brand_id","status","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_member_idx" ON "withdrawals" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_paid_idx" ON "withdrawals" USING btree ("paid_at") WHERE "withdrawals"."status" = 'PAID';