CREATE TABLE "envelope_opens" (
	"id" serial PRIMARY KEY NOT NULL,
	"rain_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"nonce" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"entry_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "envelope_opens_amount" CHECK ("envelope_opens"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "envelope_rains" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"pool_minor" bigint NOT NULL,
	"count" integer NOT NULL,
	"min_minor" bigint NOT NULL,
	"max_minor" bigint NOT NULL,
	"remaining_minor" bigint NOT NULL,
	"remaining_count" integer NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "envelope_rains_window" CHECK ("envelope_rains"."ends_at" > "envelope_rains"."starts_at"),
	CONSTRAINT "envelope_rains_bounds" CHECK ("envelope_rains"."min_minor" > 0 and "envelope_rains"."max_minor" >= "envelope_rains"."min_minor"),
	CONSTRAINT "envelope_rains_pool_fits" CHECK ("envelope_rains"."count" > 0 and "envelope_rains"."pool_minor" between "envelope_rains"."min_minor" * "envelope_rains"."count" and "envelope_rains"."max_minor" * "envelope_rains"."count"),
	CONSTRAINT "envelope_rains_remaining_minor" CHECK ("envelope_rains"."remaining_minor" between 0 and "envelope_rains"."pool_minor"),
	CONSTRAINT "envelope_rains_remaining_count" CHECK ("envelope_rains"."remaining_count" between 0 and "envelope_rains"."count")
);
--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "replied_by" integer;--> statement-breakpoint
ALTER TABLE "envelope_opens" ADD CONSTRAINT "envelope_opens_rain_id_envelope_rains_id_fk" FOREIGN KEY ("rain_id") REFERENCES "public"."envelope_rains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envelope_opens" ADD CONSTRAINT "envelope_opens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envelope_rains" ADD CONSTRAINT "envelope_rains_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "envelope_opens_rain_member_key" ON "envelope_opens" USING btree ("rain_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "envelope_opens_rain_nonce_key" ON "envelope_opens" USING btree ("rain_id","nonce");--> statement-breakpoint
CREATE INDEX "envelope_rains_brand_window_idx" ON "envelope_rains" USING btree ("brand_id","starts_at","ends_at");--> statement-breakpoint
CREATE INDEX "feedback_brand_member_idx" ON "feedback" USING btree ("brand_id","member_id");--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_reply_whole" CHECK (("feedback"."reply" is null) = ("feedback"."replied_at" is null) and ("feedback"."reply" is null or char_length("feedback"."reply") between 1 and 2000));
