CREATE TABLE "house_table_bets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"round_id" uuid NOT NULL,
	"table_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"member_id" integer,
	"game_session_id" bigint NOT NULL,
	"vendor_code" text NOT NULL,
	"node_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"stakes" jsonb NOT NULL,
	"staked_minor" bigint NOT NULL,
	"returned_minor" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "house_table_bets_amounts" CHECK ("house_table_bets"."staked_minor" > 0 and coalesce("house_table_bets"."returned_minor", 0) >= 0),
	CONSTRAINT "house_table_bets_settled" CHECK (("house_table_bets"."returned_minor" is null) = ("house_table_bets"."settled_at" is null))
);
--> statement-breakpoint
CREATE TABLE "house_table_epochs" (
	"id" serial PRIMARY KEY NOT NULL,
	"table_id" integer NOT NULL,
	"number" integer NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"revealed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "house_table_rounds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"table_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"epoch_id" integer NOT NULL,
	"number" integer NOT NULL,
	"nonce" integer NOT NULL,
	"phase" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"next_at" timestamp with time zone NOT NULL,
	"result" jsonb,
	"settled_at" timestamp with time zone,
	CONSTRAINT "house_table_rounds_phase" CHECK ("house_table_rounds"."phase" in ('BETTING', 'RESULT')),
	CONSTRAINT "house_table_rounds_result" CHECK (("house_table_rounds"."phase" = 'RESULT') = ("house_table_rounds"."result" is not null) and ("house_table_rounds"."result" is null) = ("house_table_rounds"."settled_at" is null))
);
--> statement-breakpoint
CREATE TABLE "house_tables" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"game" text NOT NULL,
	"game_code" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"betting_ms" integer NOT NULL,
	"result_ms" integer NOT NULL,
	"limits" jsonb NOT NULL,
	"chips_minor" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "house_tables_game" CHECK ("house_tables"."game" in ('BACCARAT', 'ROULETTE')),
	CONSTRAINT "house_tables_times" CHECK ("house_tables"."betting_ms" >= 1000 and "house_tables"."result_ms" >= 500)
);
--> statement-breakpoint
ALTER TABLE "house_table_bets" ADD CONSTRAINT "house_table_bets_round_id_house_table_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."house_table_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_table_bets" ADD CONSTRAINT "house_table_bets_table_id_house_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."house_tables"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_table_bets" ADD CONSTRAINT "house_table_bets_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_table_bets" ADD CONSTRAINT "house_table_bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_table_bets" ADD CONSTRAINT "house_table_bets_game_session_id_game_sessions_id_fk" FOREIGN KEY ("game_session_id") REFERENCES "public"."game_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_table_epochs" ADD CONSTRAINT "house_table_epochs_table_id_house_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."house_tables"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_table_rounds" ADD CONSTRAINT "house_table_rounds_table_id_house_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."house_tables"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_table_rounds" ADD CONSTRAINT "house_table_rounds_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_table_rounds" ADD CONSTRAINT "house_table_rounds_epoch_id_house_table_epochs_id_fk" FOREIGN KEY ("epoch_id") REFERENCES "public"."house_table_epochs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_tables" ADD CONSTRAINT "house_tables_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "house_table_bets_request_key" ON "house_table_bets" USING btree ("game_session_id","request_id");--> statement-breakpoint
CREATE INDEX "house_table_bets_round_idx" ON "house_table_bets" USING btree ("round_id");--> statement-breakpoint
CREATE INDEX "house_table_bets_member_idx" ON "house_table_bets" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "house_table_bets_session_idx" ON "house_table_bets" USING btree ("game_session_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "house_table_epochs_number_key" ON "house_table_epochs" USING btree ("table_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "house_table_epochs_current_key" ON "house_table_epochs" USING btree ("table_id") WHERE "house_table_epochs"."revealed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "house_table_rounds_number_key" ON "house_table_rounds" USING btree ("table_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "house_table_rounds_nonce_key" ON "house_table_rounds" USING btree ("epoch_id","nonce");--> statement-breakpoint
CREATE UNIQUE INDEX "house_tables_code_key" ON "house_tables" USING btree ("brand_id","code");--> statement-breakpoint
CREATE INDEX "house_tables_game_idx" ON "house_tables" USING btree ("brand_id","game_code");