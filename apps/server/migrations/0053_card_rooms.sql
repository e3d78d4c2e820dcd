CREATE TABLE "poker_hands" (
	"id" uuid PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"hand_no" integer NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"seats" jsonb NOT NULL,
	"state" jsonb NOT NULL,
	"turn_ends_at" timestamp with time zone,
	"rake_minor" bigint,
	"started_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "poker_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"game_code" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"free_play" boolean NOT NULL,
	"seat_count" integer NOT NULL,
	"small_blind_minor" bigint NOT NULL,
	"big_blind_minor" bigint NOT NULL,
	"min_buy_in_minor" bigint NOT NULL,
	"max_buy_in_minor" bigint NOT NULL,
	"rake_bps" integer NOT NULL,
	"rake_cap_minor" bigint NOT NULL,
	"turn_ms" integer NOT NULL,
	"pause_ms" integer NOT NULL,
	"button_seat_no" integer DEFAULT -1 NOT NULL,
	"hands_dealt" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"last_hand_ended_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "poker_rooms_seats" CHECK ("poker_rooms"."seat_count" between 2 and 9),
	CONSTRAINT "poker_rooms_blinds" CHECK ("poker_rooms"."small_blind_minor" > 0 and "poker_rooms"."big_blind_minor" >= "poker_rooms"."small_blind_minor" and "poker_rooms"."min_buy_in_minor" >= "poker_rooms"."big_blind_minor" and "poker_rooms"."max_buy_in_minor" >= "poker_rooms"."min_buy_in_minor"),
	CONSTRAINT "poker_rooms_rake" CHECK ("poker_rooms"."rake_bps" between 0 and 1000 and "poker_rooms"."rake_cap_minor" >= 0),
	CONSTRAINT "poker_rooms_times" CHECK ("poker_rooms"."turn_ms" >= 3000 and "poker_rooms"."pause_ms" >= 500)
);
--> statement-breakpoint
CREATE TABLE "poker_seats" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"seat_no" integer NOT NULL,
	"sitting_id" uuid NOT NULL,
	"member_id" integer,
	"game_session_id" bigint,
	"account" text NOT NULL,
	"stack_minor" bigint NOT NULL,
	"sitting_out" boolean DEFAULT false NOT NULL,
	"missed_turns" integer DEFAULT 0 NOT NULL,
	"sat_out_at" timestamp with time zone,
	"leaving" boolean DEFAULT false NOT NULL,
	"seated_at" timestamp with time zone NOT NULL,
	"left_at" timestamp with time zone,
	CONSTRAINT "poker_seats_stack" CHECK ("poker_seats"."stack_minor" >= 0),
	CONSTRAINT "poker_seats_owner" CHECK (("poker_seats"."member_id" is null) <> ("poker_seats"."game_session_id" is null))
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind";--> statement-breakpoint
ALTER TABLE "bets" DROP CONSTRAINT "bets_source";--> statement-breakpoint
ALTER TABLE "poker_hands" ADD CONSTRAINT "poker_hands_room_id_poker_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."poker_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poker_rooms" ADD CONSTRAINT "poker_rooms_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poker_seats" ADD CONSTRAINT "poker_seats_room_id_poker_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."poker_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poker_seats" ADD CONSTRAINT "poker_seats_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poker_seats" ADD CONSTRAINT "poker_seats_game_session_id_game_sessions_id_fk" FOREIGN KEY ("game_session_id") REFERENCES "public"."game_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "poker_hands_no_key" ON "poker_hands" USING btree ("room_id","hand_no");--> statement-breakpoint
CREATE UNIQUE INDEX "poker_hands_in_play_key" ON "poker_hands" USING btree ("room_id") WHERE "poker_hands"."settled_at" is null;--> statement-breakpoint
CREATE INDEX "poker_hands_turn_idx" ON "poker_hands" USING btree ("turn_ends_at") WHERE "poker_hands"."settled_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "poker_rooms_code_key" ON "poker_rooms" USING btree ("brand_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "poker_seats_seat_key" ON "poker_seats" USING btree ("room_id","seat_no") WHERE "poker_seats"."left_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "poker_seats_sitting_key" ON "poker_seats" USING btree ("sitting_id");--> statement-breakpoint
CREATE UNIQUE INDEX "poker_seats_member_key" ON "poker_seats" USING btree ("room_id","member_id") WHERE "poker_seats"."left_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "poker_seats_session_key" ON "poker_seats" USING btree ("room_id","game_session_id") WHERE "poker_seats"."left_at" is null;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind" CHECK (("ledger_accounts"."kind" in ('MAIN', 'VENDOR', 'HELD', 'CASH_IN_TRANSIT', 'GAME_REVENUE', 'BONUS', 'COMMISSION', 'FEES', 'PAYOUTS', 'ADJUSTMENTS', 'TABLE_CHIPS')));--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_source" CHECK ("bets"."source" in ('SEAMLESS', 'PULL', 'HOUSE'));