CREATE TABLE "point_balances" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"points" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_balances_non_negative" CHECK ("point_balances"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "point_bet_awards" (
	"bet_id" bigint NOT NULL,
	"brand_id" integer NOT NULL,
	"result_version" integer NOT NULL,
	"points" bigint NOT NULL,
	CONSTRAINT "point_bet_awards_bet_id_pk" PRIMARY KEY("bet_id")
);
--> statement-breakpoint
CREATE TABLE "point_configs" (
	"brand_id" integer PRIMARY KEY NOT NULL,
	"bet_rates" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"deposit_rate" integer DEFAULT 0 NOT NULL,
	"per_minor" bigint DEFAULT 100 NOT NULL,
	"point_unit" bigint DEFAULT 100 NOT NULL,
	"cash_minor_per_point_unit" bigint DEFAULT 100 NOT NULL,
	"min_convert_points" bigint DEFAULT 100 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_configs_positive" CHECK ("point_configs"."per_minor" > 0 and "point_configs"."point_unit" > 0 and "point_configs"."cash_minor_per_point_unit" >= 0),
	CONSTRAINT "point_configs_rates" CHECK ("point_configs"."deposit_rate" >= 0 and "point_configs"."min_convert_points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "point_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"source" text NOT NULL,
	"source_key" text NOT NULL,
	"points" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_entries_non_zero" CHECK ("point_entries"."points" <> 0),
	CONSTRAINT "point_entries_balance" CHECK ("point_entries"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "point_redemptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"reward_id" bigint NOT NULL,
	"request_id" text NOT NULL,
	"points" bigint NOT NULL,
	"state" text DEFAULT 'IN_PROCESS' NOT NULL,
	"reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_redemptions_state" CHECK ("point_redemptions"."state" in ('IN_PROCESS', 'APPROVED', 'REJECTED')),
	CONSTRAINT "point_redemptions_points" CHECK ("point_redemptions"."points" > 0)
);
--> statement-breakpoint
CREATE TABLE "point_rewards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"image_url" text,
	"cost_points" bigint NOT NULL,
	"stock" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_rewards_cost" CHECK ("point_rewards"."cost_points" > 0),
	CONSTRAINT "point_rewards_stock" CHECK ("point_rewards"."stock" >= 0)
);
--> statement-breakpoint
ALTER TABLE "point_balances" ADD CONSTRAINT "point_balances_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_bet_awards" ADD CONSTRAINT "point_bet_awards_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_entries" ADD CONSTRAINT "point_entries_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_redemptions" ADD CONSTRAINT "point_redemptions_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_rewards" ADD CONSTRAINT "point_rewards_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "point_entries_source_key" ON "point_entries" USING btree ("brand_id","source_key");--> statement-breakpoint
CREATE INDEX "point_entries_member_idx" ON "point_entries" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "point_redemptions_request_key" ON "point_redemptions" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "point_redemptions_member_idx" ON "point_redemptions" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "point_redemptions_queue_idx" ON "point_redemptions" USING btree ("brand_id","state","id");--> statement-breakpoint
CREATE INDEX "point_rewards_brand_idx" ON "point_rewards" USING btree ("brand_id");