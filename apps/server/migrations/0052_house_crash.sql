CREATE TABLE "house_crash_bets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"round_id" uuid NOT NULL,
	"game_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"member_id" integer,
	"game_session_id" bigint NOT NULL,
	"vendor_code" text NOT NULL,
	"node_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"stake_minor" bigint NOT NULL,
	"auto_cash_out" integer,
	"cashed_out_at" integer,
	"returned_minor" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "house_crash_bets_stake" CHECK ("house_crash_bets"."stake_minor" > 0 and coalesce("house_crash_bets"."returned_minor", 0) >= 0),
	CONSTRAINT "house_crash_bets_auto" CHECK ("house_crash_bets"."auto_cash_out" is null or "house_crash_bets"."auto_cash_out" between 101 and 100000000),
	CONSTRAINT "house_crash_bets_settled" CHECK (("house_crash_bets"."returned_minor" is null) = ("house_crash_bets"."settled_at" is null) and ("house_crash_bets"."cashed_out_at" is null or "house_crash_bets"."returned_minor" is not null))
);
--> statement-breakpoint
CREATE TABLE "house_crash_chains" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"seed" text NOT NULL,
	"terminal_hash" text NOT NULL,
	"salt" text NOT NULL,
	"length" integer NOT NULL,
	"checkpoint_every" integer NOT NULL,
	"checkpoints" jsonb NOT NULL,
	"edge_bp" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "house_crash_chains_length" CHECK ("house_crash_chains"."length" > 0 and "house_crash_chains"."length" % "house_crash_chains"."checkpoint_every" = 0)
);
--> statement-breakpoint
CREATE TABLE "house_crash_games" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"game_code" text NOT NULL,
	"betting_ms" integer NOT NULL,
	"pause_ms" integer NOT NULL,
	"min_stake_minor" bigint NOT NULL,
	"max_stake_minor" bigint NOT NULL,
	"chips_minor" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "house_crash_games_times" CHECK ("house_crash_games"."betting_ms" >= 1000 and "house_crash_games"."pause_ms" >= 500),
	CONSTRAINT "house_crash_games_limits" CHECK ("house_crash_games"."min_stake_minor" > 0 and "house_crash_games"."max_stake_minor" >= "house_crash_games"."min_stake_minor" and "house_crash_games"."max_stake_minor" <= 100000000)
);
--> statement-breakpoint
CREATE TABLE "house_crash_rounds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"chain_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"number" integer NOT NULL,
	"phase" text NOT NULL,
	"hash" text NOT NULL,
	"crash_point" integer NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"crashes_at" timestamp with time zone NOT NULL,
	"next_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	CONSTRAINT "house_crash_rounds_phase" CHECK ("house_crash_rounds"."phase" in ('BETTING', 'RUNNING', 'CRASHED')),
	CONSTRAINT "house_crash_rounds_point" CHECK ("house_crash_rounds"."crash_point" between 100 and 100000000),
	CONSTRAINT "house_crash_rounds_settled" CHECK (("house_crash_rounds"."phase" = 'CRASHED') = ("house_crash_rounds"."settled_at" is not null) and ("house_crash_rounds"."settled_at" is null) = ("house_crash_rounds"."next_at" is null))
);
--> statement-breakpoint
ALTER TABLE "house_crash_bets" ADD CONSTRAINT "house_crash_bets_round_id_house_crash_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."house_crash_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_crash_bets" ADD CONSTRAINT "house_crash_bets_game_id_house_crash_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."house_crash_games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_crash_bets" ADD CONSTRAINT "house_crash_bets_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_crash_bets" ADD CONSTRAINT "house_crash_bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_crash_bets" ADD CONSTRAINT "house_crash_bets_game_session_id_game_sessions_id_fk" FOREIGN KEY ("game_session_id") REFERENCES "public"."game_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_crash_chains" ADD CONSTRAINT "house_crash_chains_game_id_house_crash_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."house_crash_games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_crash_games" ADD CONSTRAINT "house_crash_games_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_crash_rounds" ADD CONSTRAINT "house_crash_rounds_game_id_house_crash_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."house_crash_games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_crash_rounds" ADD CONSTRAINT "house_crash_rounds_chain_id_house_crash_chains_id_fk" FOREIGN KEY ("chain_id") REFERENCES "public"."house_crash_chains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_crash_rounds" ADD CONSTRAINT "house_crash_rounds_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "house_crash_bets_one_key" ON "house_crash_bets" USING btree ("round_id","game_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "house_crash_bets_member_key" ON "house_crash_bets" USING btree ("round_id","member_id") WHERE "house_crash_bets"."member_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "house_crash_bets_request_key" ON "house_crash_bets" USING btree ("game_session_id","request_id");--> statement-breakpoint
CREATE INDEX "house_crash_bets_member_idx" ON "house_crash_bets" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "house_crash_chains_game_key" ON "house_crash_chains" USING btree ("game_id");--> statement-breakpoint
CREATE UNIQUE INDEX "house_crash_games_code_key" ON "house_crash_games" USING btree ("brand_id","game_code");--> statement-breakpoint
CREATE UNIQUE INDEX "house_crash_rounds_number_key" ON "house_crash_rounds" USING btree ("chain_id","number");--> statement-breakpoint
CREATE INDEX "house_crash_rounds_game_idx" ON "house_crash_rounds" USING btree ("game_id","number");