CREATE TABLE "bonuses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"promotion_id" integer NOT NULL,
	"period_key" text DEFAULT '' NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"turnover_multiplier" integer NOT NULL,
	"turnover_required_minor" bigint NOT NULL,
	"bets_at_issue_minor" bigint NOT NULL,
	"entry_id" bigint NOT NULL,
	"cancel_entry_id" bigint,
	"cancelled_minor" bigint,
	"status" text DEFAULT 'ISSUED' NOT NULL,
	"issued_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonuses_status" CHECK ("bonuses"."status" in ('ISSUED','CANCELLED','COMPLETED')),
	CONSTRAINT "bonuses_amount" CHECK ("bonuses"."amount_minor" > 0),
	CONSTRAINT "bonuses_turnover" CHECK ("bonuses"."turnover_required_minor" = "bonuses"."amount_minor" * "bonuses"."turnover_multiplier" and "bonuses"."turnover_multiplier" >= 0),
	CONSTRAINT "bonuses_cancel" CHECK (("bonuses"."status" = 'CANCELLED') = ("bonuses"."cancelled_minor" is not null))
);
--> statement-breakpoint
CREATE TABLE "promotion_application_images" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "promotion_application_images_position" CHECK ("promotion_application_images"."position" between 0 and 2),
	CONSTRAINT "promotion_application_images_type" CHECK ("promotion_application_images"."content_type" in ('image/png','image/jpeg')),
	CONSTRAINT "promotion_application_images_size" CHECK (octet_length("promotion_application_images"."bytes") between 1 and 5242880)
);
--> statement-breakpoint
CREATE TABLE "promotion_applications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"promotion_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"remark" varchar(140) NOT NULL,
	"status" text DEFAULT 'APPLYING' NOT NULL,
	"reason" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_applications_status" CHECK ("promotion_applications"."status" in ('APPLYING','REJECTED','PASSED'))
);
--> statement-breakpoint
CREATE TABLE "promotion_participations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"promotion_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"state" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_participations_state" CHECK ("promotion_participations"."state" in ('JOIN','CLAIM','APPLYING','CLOSED','REJECTED','ISSUED','CLAIMED','IN_PROGRESS','SIGNED','COMING_SOON'))
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"announcement_id" integer,
	"category" text NOT NULL,
	"kind" text NOT NULL,
	"title" jsonb NOT NULL,
	"rule" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"state" text DEFAULT 'DRAFT' NOT NULL,
	"server_seed" text,
	"server_seed_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_kind" CHECK ("promotions"."kind" in ('DEPOSIT_MATCH','FIRST_DEPOSIT','RELOAD','CASHBACK','BIRTHDAY','MANUAL','RAFFLE')),
	CONSTRAINT "promotions_category" CHECK ("promotions"."category" in ('NEWBIE','DAILY','RNG','SPORTS','LIVE','VIP')),
	CONSTRAINT "promotions_state" CHECK ("promotions"."state" in ('DRAFT','ACTIVE','CLOSED')),
	CONSTRAINT "promotions_window" CHECK ("promotions"."ends_at" is null or "promotions"."ends_at" > "promotions"."starts_at"),
	CONSTRAINT "promotions_rule_kind" CHECK ("promotions"."rule"->>'kind' = "promotions"."kind"),
	CONSTRAINT "promotions_raffle_seed" CHECK (("promotions"."kind" = 'RAFFLE') = ("promotions"."server_seed" is not null))
);
--> statement-breakpoint
ALTER TABLE "bonuses" ADD CONSTRAINT "bonuses_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonuses" ADD CONSTRAINT "bonuses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonuses" ADD CONSTRAINT "bonuses_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_application_images" ADD CONSTRAINT "promotion_application_images_application_id_promotion_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."promotion_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_applications" ADD CONSTRAINT "promotion_applications_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_applications" ADD CONSTRAINT "promotion_applications_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_applications" ADD CONSTRAINT "promotion_applications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_participations" ADD CONSTRAINT "promotion_participations_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_participations" ADD CONSTRAINT "promotion_participations_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_participations" ADD CONSTRAINT "promotion_participations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonuses_key" ON "bonuses" USING btree ("promotion_id","member_id","period_key");--> statement-breakpoint
CREATE UNIQUE INDEX "bonuses_entry_key" ON "bonuses" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "bonuses_member_idx" ON "bonuses" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_application_images_key" ON "promotion_application_images" USING btree ("application_id","position");--> statement-breakpoint
CREATE INDEX "promotion_applications_queue_idx" ON "promotion_applications" USING btree ("brand_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_applications_open_key" ON "promotion_applications" USING btree ("promotion_id","member_id") WHERE "promotion_applications"."status" = 'APPLYING';--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_participations_key" ON "promotion_participations" USING btree ("promotion_id","member_id");--> statement-breakpoint
CREATE INDEX "promotion_participations_member_idx" ON "promotion_participations" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "promotions_brand_idx" ON "promotions" USING btree ("brand_id","state");