CREATE TABLE "turnover_adjustments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"entry_id" bigint NOT NULL,
	"amount_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "turnover_adjustments_nonzero" CHECK ("turnover_adjustments"."amount_minor" <> 0)
);
--> statement-breakpoint
ALTER TABLE "game_sessions" ADD COLUMN "login_session_id" integer;--> statement-breakpoint
ALTER TABLE "turnover_adjustments" ADD CONSTRAINT "turnover_adjustments_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turnover_adjustments" ADD CONSTRAINT "turnover_adjustments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "turnover_adjustments_entry_member_key" ON "turnover_adjustments" USING btree ("entry_id","member_id");--> statement-breakpoint
CREATE INDEX "turnover_adjustments_member_idx" ON "turnover_adjustments" USING btree ("member_id");--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_login_session_id_sessions_id_fk" FOREIGN KEY ("login_session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;