CREATE TABLE "balance_adjustments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"direction" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"reason" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text NOT NULL,
	"requested_by" text NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"reject_reason" text,
	"entry_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "balance_adjustments_status" CHECK ("balance_adjustments"."status" in ('PENDING', 'POSTED', 'REJECTED')),
	CONSTRAINT "balance_adjustments_direction" CHECK ("balance_adjustments"."direction" in ('credit', 'debit')),
	CONSTRAINT "balance_adjustments_amount" CHECK ("balance_adjustments"."amount_minor" > 0),
	CONSTRAINT "balance_adjustments_posted_has_entry" CHECK (("balance_adjustments"."status" = 'POSTED') = ("balance_adjustments"."entry_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "payment_settings" ADD COLUMN "adjustment_checker_above_minor" bigint DEFAULT 1000000;--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "balance_adjustments_member_key" ON "balance_adjustments" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "balance_adjustments_status_idx" ON "balance_adjustments" USING btree ("status","brand_id");--> statement-breakpoint
CREATE INDEX "balance_adjustments_member_idx" ON "balance_adjustments" USING btree ("member_id","created_at");--> statement-breakpoint
ALTER TABLE "payment_settings" ADD CONSTRAINT "payment_settings_adjustment_checker" CHECK ("payment_settings"."adjustment_checker_above_minor" is null or "payment_settings"."adjustment_checker_above_minor" >= 0);