CREATE TABLE "deposits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"account" text NOT NULL,
	"channel_id" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"request_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"reference" text NOT NULL,
	"payer_name" text,
	"gateway_ref" text,
	"entry_id" bigint,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposits_amount_positive" CHECK ("deposits"."amount_minor" > 0),
	CONSTRAINT "deposits_status" CHECK ("deposits"."status" in ('PENDING', 'APPROVED', 'REJECTED', 'EXPIRED')),
	CONSTRAINT "deposits_approved_has_entry" CHECK (("deposits"."status" = 'APPROVED') = ("deposits"."entry_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "payment_channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"gateway" text NOT NULL,
	"min_minor" bigint NOT NULL,
	"max_minor" bigint NOT NULL,
	"receiving" jsonb,
	"secret" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_channels_kind" CHECK ("payment_channels"."kind" in ('BANK', 'EWALLET', 'CRYPTO')),
	CONSTRAINT "payment_channels_gateway" CHECK ("payment_channels"."gateway" in ('manual', 'sandbox')),
	CONSTRAINT "payment_channels_limits" CHECK ("payment_channels"."min_minor" > 0 and "payment_channels"."max_minor" >= "payment_channels"."min_minor"),
	CONSTRAINT "payment_channels_gateway_secret" CHECK ("payment_channels"."gateway" = 'manual' or "payment_channels"."secret" is not null)
);
--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_channel_id_payment_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."payment_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_channels" ADD CONSTRAINT "payment_channels_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_request_key" ON "deposits" USING btree ("brand_id","request_key");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_reference_key" ON "deposits" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_gateway_ref_key" ON "deposits" USING btree ("channel_id","gateway_ref") WHERE "deposits"."gateway_ref" is not null;--> statement-breakpoint
CREATE INDEX "deposits_queue_idx" ON "deposits" USING btree ("brand_id","status","created_at");--> statement-breakpoint
CREATE INDEX "deposits_member_idx" ON "deposits" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "deposits_account_idx" ON "deposits" USING btree ("brand_id","account");--> statement-breakpoint
CREATE INDEX "payment_channels_brand_idx" ON "payment_channels" USING btree ("brand_id","sort");