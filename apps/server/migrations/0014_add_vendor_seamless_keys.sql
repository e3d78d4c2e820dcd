ALTER TABLE "vendors" ADD COLUMN "seamless_key" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "seamless_previous_key" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "seamless_previous_key_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "seamless_key_created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "max_win_multiple" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_seamless_code_key" ON "vendors" USING btree ("code") WHERE "vendors"."wallet_model" = 'SEAMLESS';--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_seamless_keys" CHECK (("vendors"."seamless_key" is null or length("vendors"."seamless_key") >= 43)
        and ("vendors"."seamless_previous_key" is null or ("vendors"."seamless_key" is not null and "vendors"."seamless_previous_key_expires_at" is not null))
        and ("vendors"."seamless_key" is null or ("vendors"."wallet_model" = 'SEAMLESS' and "vendors"."integration" is distinct from 'HOUSE')));--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_max_win_multiple" CHECK ("vendors"."max_win_multiple" between 1 and 1000000);