CREATE TABLE "referral_rewards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"referrer_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"source_key" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"entry_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_rewards_positive" CHECK ("referral_rewards"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "referral_settings" (
	"brand_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"first_deposit_minor" bigint DEFAULT 0 NOT NULL,
	"turnover_share_bps" integer DEFAULT 0 NOT NULL,
	"turnover_multiplier" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_settings_amount" CHECK ("referral_settings"."first_deposit_minor" >= 0),
	CONSTRAINT "referral_settings_share" CHECK ("referral_settings"."turnover_share_bps" between 0 and 10000),
	CONSTRAINT "referral_settings_multiplier" CHECK ("referral_settings"."turnover_multiplier" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "vip_bet_turnover" (
	"bet_id" bigint PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"result_version" integer NOT NULL,
	"turnover_minor" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"level" integer NOT NULL,
	"name" text NOT NULL,
	"deposit_threshold_minor" bigint NOT NULL,
	"turnover_threshold_minor" bigint NOT NULL,
	"rebate_bps" integer DEFAULT 0 NOT NULL,
	"withdrawal_daily_count" integer NOT NULL,
	"withdrawal_daily_amount_minor" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_levels_level" CHECK ("vip_levels"."level" between 1 and 20),
	CONSTRAINT "vip_levels_thresholds" CHECK ("vip_levels"."deposit_threshold_minor" >= 0 and "vip_levels"."turnover_threshold_minor" >= 0),
	CONSTRAINT "vip_levels_rebate" CHECK ("vip_levels"."rebate_bps" between 0 and 1000),
	CONSTRAINT "vip_levels_count" CHECK ("vip_levels"."withdrawal_daily_count" >= 1)
);
--> statement-breakpoint
CREATE TABLE "vip_progress" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"deposit_minor" bigint DEFAULT 0 NOT NULL,
	"turnover_minor" bigint DEFAULT 0 NOT NULL,
	"reached_level" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_rebates" (
	"brand_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	"level" integer NOT NULL,
	"turnover_minor" bigint NOT NULL,
	"amount_minor" bigint NOT NULL,
	"entry_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_rebates_member_id_day_pk" PRIMARY KEY("member_id","day"),
	CONSTRAINT "vip_rebates_positive" CHECK ("vip_rebates"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_bet_turnover" ADD CONSTRAINT "vip_bet_turnover_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_levels" ADD CONSTRAINT "vip_levels_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_progress" ADD CONSTRAINT "vip_progress_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_rebates" ADD CONSTRAINT "vip_rebates_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referral_rewards_source_key" ON "referral_rewards" USING btree ("brand_id","source_key");--> statement-breakpoint
CREATE INDEX "referral_rewards_referrer_idx" ON "referral_rewards" USING btree ("referrer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_levels_brand_level_key" ON "vip_levels" USING btree ("brand_id","level");