CREATE TABLE "game_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"member_id" integer,
	"node_id" integer NOT NULL,
	"vendor_code" text NOT NULL,
	"game_code" text NOT NULL,
	"token_hash" text NOT NULL,
	"language" text NOT NULL,
	"fun_balance_minor" bigint,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_sessions_fun_or_member" CHECK (("game_sessions"."member_id" is null) = ("game_sessions"."fun_balance_minor" is not null)),
	CONSTRAINT "game_sessions_fun_balance" CHECK ("game_sessions"."fun_balance_minor" is null or "game_sessions"."fun_balance_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "house_rounds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"member_id" integer,
	"game_session_id" bigint NOT NULL,
	"game_code" text NOT NULL,
	"seed_id" bigint NOT NULL,
	"nonce" integer NOT NULL,
	"client_seed" text NOT NULL,
	"request_id" text NOT NULL,
	"bet_minor" bigint NOT NULL,
	"win_minor" bigint NOT NULL,
	"outcome" jsonb NOT NULL,
	"free_play" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "house_rounds_amounts" CHECK ("house_rounds"."bet_minor" > 0 and "house_rounds"."win_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "house_seeds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"member_id" integer,
	"game_session_id" bigint,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"next_nonce" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"revealed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "house_seeds_owner" CHECK (("house_seeds"."member_id" is null) <> ("house_seeds"."game_session_id" is null)),
	CONSTRAINT "house_seeds_revealed" CHECK ("house_seeds"."active" = ("house_seeds"."revealed_at" is null))
);
--> statement-breakpoint
CREATE TABLE "seamless_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"vendor_code" text NOT NULL,
	"tx_id" text NOT NULL,
	"kind" text NOT NULL,
	"round_id" text NOT NULL,
	"member_id" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"ref_tx_id" text,
	"request_hash" text NOT NULL,
	"entry_id" bigint,
	"balance_after_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seamless_transactions_kind" CHECK ("seamless_transactions"."kind" in ('DEBIT', 'CREDIT', 'ROLLBACK')),
	CONSTRAINT "seamless_transactions_amount" CHECK ("seamless_transactions"."amount_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vendor_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"vendor_code" text NOT NULL,
	"direction" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"transfer_id" text NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "vendor_transfers_direction" CHECK ("vendor_transfers"."direction" in ('IN', 'OUT')),
	CONSTRAINT "vendor_transfers_status" CHECK ("vendor_transfers"."status" in ('PENDING', 'DONE', 'FAILED')),
	CONSTRAINT "vendor_transfers_amount" CHECK ("vendor_transfers"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "journal_entries" DROP CONSTRAINT "journal_entries_kind";--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_rounds" ADD CONSTRAINT "house_rounds_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_rounds" ADD CONSTRAINT "house_rounds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_rounds" ADD CONSTRAINT "house_rounds_game_session_id_game_sessions_id_fk" FOREIGN KEY ("game_session_id") REFERENCES "public"."game_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_rounds" ADD CONSTRAINT "house_rounds_seed_id_house_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."house_seeds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_seeds" ADD CONSTRAINT "house_seeds_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_seeds" ADD CONSTRAINT "house_seeds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_seeds" ADD CONSTRAINT "house_seeds_game_session_id_game_sessions_id_fk" FOREIGN KEY ("game_session_id") REFERENCES "public"."game_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seamless_transactions" ADD CONSTRAINT "seamless_transactions_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seamless_transactions" ADD CONSTRAINT "seamless_transactions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_transfers" ADD CONSTRAINT "vendor_transfers_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_transfers" ADD CONSTRAINT "vendor_transfers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_sessions_token_key" ON "game_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "house_rounds_seed_nonce_key" ON "house_rounds" USING btree ("seed_id","nonce");--> statement-breakpoint
CREATE UNIQUE INDEX "house_rounds_request_key" ON "house_rounds" USING btree ("game_session_id","request_id");--> statement-breakpoint
CREATE INDEX "house_rounds_member_idx" ON "house_rounds" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "house_rounds_session_idx" ON "house_rounds" USING btree ("game_session_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "house_seeds_active_member_key" ON "house_seeds" USING btree ("member_id") WHERE "house_seeds"."active" and "house_seeds"."member_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "house_seeds_active_session_key" ON "house_seeds" USING btree ("game_session_id") WHERE "house_seeds"."active" and "house_seeds"."game_session_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "seamless_transactions_tx_key" ON "seamless_transactions" USING btree ("brand_id","vendor_code","tx_id");--> statement-breakpoint
CREATE INDEX "seamless_transactions_round_idx" ON "seamless_transactions" USING btree ("brand_id","vendor_code","round_id");--> statement-breakpoint
CREATE INDEX "seamless_transactions_ref_idx" ON "seamless_transactions" USING btree ("brand_id","vendor_code","ref_tx_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_transfers_transfer_key" ON "vendor_transfers" USING btree ("brand_id","vendor_code","transfer_id");--> statement-breakpoint
CREATE INDEX "vendor_transfers_pending_idx" ON "vendor_transfers" USING btree ("status","created_at") WHERE "vendor_transfers"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "vendor_transfers_member_idx" ON "vendor_transfers" USING btree ("member_id","vendor_code","status");--> statement-breakpoint
CREATE INDEX "journal_entries_reference_idx" ON "journal_entries" USING btree ("brand_id","reference");--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_kind" CHECK (("journal_entries"."kind" in ('DEPOSIT', 'WITHDRAWAL_HOLD', 'WITHDRAWAL_RELEASE', 'WITHDRAWAL_PAYOUT', 'TRANSFER_IN', 'TRANSFER_OUT', 'UPLINE_TRANSFER', 'DOWNLINE_TRANSFER', 'ADJUSTMENT', 'BET', 'WIN', 'ROLLBACK', 'BONUS', 'GAME_SETTLEMENT')));