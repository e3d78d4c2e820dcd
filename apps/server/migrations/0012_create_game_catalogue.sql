CREATE TABLE "brand_games" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourite_games" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_plays" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"last_played_at" timestamp with time zone NOT NULL,
	"plays" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "game_plays_plays_positive" CHECK ("game_plays"."plays" > 0)
);
--> statement-breakpoint
CREATE TABLE "game_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"room_code" text NOT NULL,
	"name" jsonb NOT NULL,
	"min_bet_minor" bigint NOT NULL,
	"max_bet_minor" bigint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "game_rooms_name_en" CHECK (jsonb_typeof("game_rooms"."name" -> 'EN') = 'string'),
	CONSTRAINT "game_rooms_bets" CHECK ("game_rooms"."min_bet_minor" > 0 and "game_rooms"."max_bet_minor" >= "game_rooms"."min_bet_minor")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"game_code" text NOT NULL,
	"names" jsonb NOT NULL,
	"game_type" text NOT NULL,
	"free_play" boolean DEFAULT false NOT NULL,
	"has_rooms" boolean DEFAULT false NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"released_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "games_game_type" CHECK ("games"."game_type" in ('SC','VP','JP','TG','AC','BG')),
	CONSTRAINT "games_names_en" CHECK (jsonb_typeof("games"."names" -> 'EN') = 'string')
);
--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "integration" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "wallet_model" text DEFAULT 'SEAMLESS' NOT NULL;--> statement-breakpoint
ALTER TABLE "brand_games" ADD CONSTRAINT "brand_games_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_games" ADD CONSTRAINT "brand_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_games" ADD CONSTRAINT "favourite_games_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_games" ADD CONSTRAINT "favourite_games_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_games" ADD CONSTRAINT "favourite_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_plays" ADD CONSTRAINT "game_plays_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_plays" ADD CONSTRAINT "game_plays_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_plays" ADD CONSTRAINT "game_plays_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rooms" ADD CONSTRAINT "game_rooms_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brand_games_brand_game_key" ON "brand_games" USING btree ("brand_id","game_id");--> statement-breakpoint
CREATE INDEX "brand_games_game_idx" ON "brand_games" USING btree ("game_id");--> statement-breakpoint
CREATE UNIQUE INDEX "favourite_games_member_game_key" ON "favourite_games" USING btree ("member_id","game_id");--> statement-breakpoint
CREATE INDEX "favourite_games_game_idx" ON "favourite_games" USING btree ("game_id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_plays_member_game_key" ON "game_plays" USING btree ("member_id","game_id");--> statement-breakpoint
CREATE INDEX "game_plays_member_recent_idx" ON "game_plays" USING btree ("member_id","last_played_at");--> statement-breakpoint
CREATE INDEX "game_plays_brand_recent_idx" ON "game_plays" USING btree ("brand_id","last_played_at");--> statement-breakpoint
CREATE INDEX "game_plays_game_idx" ON "game_plays" USING btree ("game_id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_rooms_game_code_key" ON "game_rooms" USING btree ("game_id","room_code");--> statement-breakpoint
CREATE UNIQUE INDEX "games_vendor_code_key" ON "games" USING btree ("vendor_id","game_code");--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_wallet_model" CHECK ("vendors"."wallet_model" in ('SEAMLESS','TRANSFER'));