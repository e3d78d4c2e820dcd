CREATE TABLE "lottery_draws" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"draw_key" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"result" jsonb,
	"result_source" text,
	"drawn_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"void_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_draws_status" CHECK ("lottery_draws"."status" in ('OPEN', 'CLOSED', 'DRAWN', 'SETTLED', 'VOID')),
	CONSTRAINT "lottery_draws_times" CHECK ("lottery_draws"."opens_at" <= "lottery_draws"."closes_at" and "lottery_draws"."closes_at" <= "lottery_draws"."draw_at"),
	CONSTRAINT "lottery_draws_result" CHECK (("lottery_draws"."status" in ('DRAWN', 'SETTLED')) = ("lottery_draws"."result" is not null) or "lottery_draws"."status" = 'VOID')
);
--> statement-breakpoint
CREATE TABLE "lottery_exposure" (
	"draw_id" integer NOT NULL,
	"key" text NOT NULL,
	"liability_minor" bigint NOT NULL,
	CONSTRAINT "lottery_exposure_draw_id_key_pk" PRIMARY KEY("draw_id","key"),
	CONSTRAINT "lottery_exposure_positive" CHECK ("lottery_exposure"."liability_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lottery_games" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"code" text NOT NULL,
	"product" text NOT NULL,
	"region" text,
	"names" jsonb NOT NULL,
	"weekdays" smallint[],
	"draw_time" text,
	"time_zone" text DEFAULT 'Asia/Ho_Chi_Minh' NOT NULL,
	"interval_seconds" integer,
	"close_before_seconds" integer NOT NULL,
	"result_mode" text DEFAULT 'DRAWN' NOT NULL,
	"odds" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"min_stake_minor" bigint NOT NULL,
	"max_stake_minor" bigint NOT NULL,
	"liability_cap_minor" bigint NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_games_product" CHECK ("lottery_games"."product" in ('VN', 'ELOTT')),
	CONSTRAINT "lottery_games_result_mode" CHECK ("lottery_games"."result_mode" in ('DRAWN', 'ENTERED')),
	CONSTRAINT "lottery_games_schedule" CHECK (("lottery_games"."product" = 'VN' and "lottery_games"."draw_time" is not null and "lottery_games"."weekdays" is not null and "lottery_games"."region" is not null)
        or ("lottery_games"."product" = 'ELOTT' and "lottery_games"."interval_seconds" > 0)),
	CONSTRAINT "lottery_games_stakes" CHECK ("lottery_games"."min_stake_minor" > 0 and "lottery_games"."max_stake_minor" >= "lottery_games"."min_stake_minor" and "lottery_games"."liability_cap_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "lottery_result_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"draw_id" integer NOT NULL,
	"result" jsonb NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"entered_by" text NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_result_entries_status" CHECK ("lottery_result_entries"."status" in ('PENDING', 'APPROVED', 'REJECTED')),
	CONSTRAINT "lottery_result_entries_two_people" CHECK ("lottery_result_entries"."decided_by" is null or "lottery_result_entries"."decided_by" <> "lottery_result_entries"."entered_by")
);
--> statement-breakpoint
CREATE TABLE "lottery_tickets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"draw_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"request_id" uuid NOT NULL,
	"vendor_code" text NOT NULL,
	"game_code" text NOT NULL,
	"node_id" integer NOT NULL,
	"bet_type" text NOT NULL,
	"numbers" text[] NOT NULL,
	"stake_minor" bigint NOT NULL,
	"odds_milli" integer NOT NULL,
	"max_win_minor" bigint NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"hits" integer,
	"win_minor" bigint,
	"placed_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "lottery_tickets_stake" CHECK ("lottery_tickets"."stake_minor" > 0 and "lottery_tickets"."odds_milli" > 0),
	CONSTRAINT "lottery_tickets_status" CHECK ("lottery_tickets"."status" in ('OPEN', 'WON', 'LOST', 'VOID')),
	CONSTRAINT "lottery_tickets_win" CHECK (("lottery_tickets"."status" = 'OPEN') = ("lottery_tickets"."win_minor" is null))
);
--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_game_id_lottery_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."lottery_games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_exposure" ADD CONSTRAINT "lottery_exposure_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_games" ADD CONSTRAINT "lottery_games_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_result_entries" ADD CONSTRAINT "lottery_result_entries_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_result_entries" ADD CONSTRAINT "lottery_result_entries_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_tickets" ADD CONSTRAINT "lottery_tickets_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_tickets" ADD CONSTRAINT "lottery_tickets_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_tickets" ADD CONSTRAINT "lottery_tickets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_draws_game_key" ON "lottery_draws" USING btree ("game_id","draw_key");--> statement-breakpoint
CREATE INDEX "lottery_draws_pending" ON "lottery_draws" USING btree ("draw_at") WHERE "lottery_draws"."status" in ('OPEN', 'CLOSED', 'DRAWN');--> statement-breakpoint
CREATE INDEX "lottery_draws_game_recent" ON "lottery_draws" USING btree ("game_id","draw_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_games_brand_code_key" ON "lottery_games" USING btree ("brand_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_result_entries_pending" ON "lottery_result_entries" USING btree ("draw_id") WHERE "lottery_result_entries"."status" = 'PENDING';--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_tickets_request_key" ON "lottery_tickets" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "lottery_tickets_draw" ON "lottery_tickets" USING btree ("draw_id","status");--> statement-breakpoint
CREATE INDEX "lottery_tickets_member" ON "lottery_tickets" USING btree ("member_id","id");