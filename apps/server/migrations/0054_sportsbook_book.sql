CREATE TABLE "sb_bet_legs" (
	"bet_id" uuid NOT NULL,
	"leg_no" smallint NOT NULL,
	"event_id" text NOT NULL,
	"market_id" text NOT NULL,
	"kind" text NOT NULL,
	"line" double precision,
	"selection" text NOT NULL,
	"odds_milli" integer NOT NULL,
	"outcome" text,
	CONSTRAINT "sb_bet_legs_bet_id_leg_no_pk" PRIMARY KEY("bet_id","leg_no")
);
--> statement-breakpoint
CREATE TABLE "sb_bets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"kind" text NOT NULL,
	"stake_minor" bigint NOT NULL,
	"potential_payout_minor" bigint NOT NULL,
	"status" text NOT NULL,
	"payout_minor" bigint,
	"settled_key" text,
	"vendor_code" text NOT NULL,
	"game_code" text NOT NULL,
	"node_id" integer NOT NULL,
	"in_play" boolean NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "sb_bets_kind" CHECK ("sb_bets"."kind" in ('SINGLE', 'PARLAY')),
	CONSTRAINT "sb_bets_status" CHECK ("sb_bets"."status" in ('OPEN', 'SETTLED', 'CASHED_OUT')),
	CONSTRAINT "sb_bets_money" CHECK ("sb_bets"."stake_minor" > 0 and "sb_bets"."potential_payout_minor" >= "sb_bets"."stake_minor")
);
--> statement-breakpoint
CREATE TABLE "sb_brand_settings" (
	"brand_id" integer PRIMARY KEY NOT NULL,
	"margin_bps" integer NOT NULL,
	"min_stake_minor" bigint NOT NULL,
	"max_stake_minor" bigint NOT NULL,
	"max_payout_minor" bigint NOT NULL,
	"in_play_delay_ms" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sb_brand_settings_margin" CHECK ("sb_brand_settings"."margin_bps" between 0 and 5000),
	CONSTRAINT "sb_brand_settings_limits" CHECK ("sb_brand_settings"."min_stake_minor" >= 1 and "sb_brand_settings"."max_stake_minor" >= "sb_brand_settings"."min_stake_minor" and "sb_brand_settings"."max_payout_minor" >= "sb_brand_settings"."max_stake_minor"),
	CONSTRAINT "sb_brand_settings_delay" CHECK ("sb_brand_settings"."in_play_delay_ms" between 0 and 30000)
);
--> statement-breakpoint
CREATE TABLE "sb_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"sport" text NOT NULL,
	"title" text,
	"competition" text NOT NULL,
	"home" text NOT NULL,
	"away" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"best_of" smallint,
	"score" jsonb,
	"operator_suspended" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sb_feed_cursor" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"last_seq" bigint NOT NULL,
	"snapshot_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sb_feed_cursor_one_row" CHECK ("sb_feed_cursor"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "sb_markets" (
	"market_id" text PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"kind" text NOT NULL,
	"line" double precision,
	"status" text NOT NULL,
	"version" integer NOT NULL,
	"selections" jsonb NOT NULL,
	"operator_suspended" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sb_markets_status" CHECK ("sb_markets"."status" in ('OPEN', 'SUSPENDED', 'CLOSED'))
);
--> statement-breakpoint
CREATE TABLE "sb_results" (
	"event_id" text NOT NULL,
	"result_version" integer NOT NULL,
	"result" jsonb NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sb_results_event_id_result_version_pk" PRIMARY KEY("event_id","result_version"),
	CONSTRAINT "sb_results_version" CHECK ("sb_results"."result_version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "sb_settlements" (
	"bet_id" uuid NOT NULL,
	"result_key" text NOT NULL,
	"payout_minor" bigint NOT NULL,
	"delta_minor" bigint NOT NULL,
	"recovered_minor" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sb_settlements_bet_id_result_key_pk" PRIMARY KEY("bet_id","result_key")
);
--> statement-breakpoint
ALTER TABLE "sb_bet_legs" ADD CONSTRAINT "sb_bet_legs_bet_id_sb_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."sb_bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sb_bet_legs" ADD CONSTRAINT "sb_bet_legs_event_id_sb_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sb_events"("event_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sb_bets" ADD CONSTRAINT "sb_bets_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sb_bets" ADD CONSTRAINT "sb_bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sb_brand_settings" ADD CONSTRAINT "sb_brand_settings_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sb_markets" ADD CONSTRAINT "sb_markets_event_id_sb_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sb_events"("event_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sb_results" ADD CONSTRAINT "sb_results_event_id_sb_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sb_events"("event_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sb_settlements" ADD CONSTRAINT "sb_settlements_bet_id_sb_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."sb_bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sb_bet_legs_event_idx" ON "sb_bet_legs" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sb_bets_request_key" ON "sb_bets" USING btree ("brand_id","member_id","request_id");--> statement-breakpoint
CREATE INDEX "sb_bets_member_idx" ON "sb_bets" USING btree ("member_id","placed_at");--> statement-breakpoint
CREATE INDEX "sb_bets_open_idx" ON "sb_bets" USING btree ("id") WHERE "sb_bets"."status" = 'OPEN';--> statement-breakpoint
CREATE INDEX "sb_events_sport_start_idx" ON "sb_events" USING btree ("sport","starts_at");--> statement-breakpoint
CREATE INDEX "sb_markets_event_idx" ON "sb_markets" USING btree ("event_id");