CREATE TABLE "mission_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"mission_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"period_key" text NOT NULL,
	"progress" bigint NOT NULL,
	"amount_minor" bigint NOT NULL,
	"turnover_required_minor" bigint NOT NULL,
	"entry_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mission_claims_amount" CHECK ("mission_claims"."amount_minor" > 0 and "mission_claims"."turnover_required_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mission_deposit_days" (
	"brand_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	"deposit_count" integer DEFAULT 0 NOT NULL,
	"deposit_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "mission_deposit_days_member_id_day_pk" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
CREATE TABLE "missions" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"period" text NOT NULL,
	"goal" text NOT NULL,
	"target" bigint NOT NULL,
	"reward_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"turnover_multiplier" integer NOT NULL,
	"state" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "missions_period" CHECK ("missions"."period" in ('DAILY', 'WEEKLY')),
	CONSTRAINT "missions_goal" CHECK ("missions"."goal" in ('BET_AMOUNT', 'BET_COUNT', 'DEPOSIT_AMOUNT', 'DEPOSIT_COUNT', 'LOGIN_DAYS')),
	CONSTRAINT "missions_state" CHECK ("missions"."state" in ('ACTIVE', 'CLOSED')),
	CONSTRAINT "missions_closed" CHECK (("missions"."state" = 'CLOSED') = ("missions"."closed_at" is not null)),
	CONSTRAINT "missions_amounts" CHECK ("missions"."target" > 0 and "missions"."reward_minor" > 0 and "missions"."turnover_multiplier" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "mission_claims" ADD CONSTRAINT "mission_claims_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_claims" ADD CONSTRAINT "mission_claims_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_claims" ADD CONSTRAINT "mission_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mission_claims_key" ON "mission_claims" USING btree ("mission_id","member_id","period_key");--> statement-breakpoint
CREATE UNIQUE INDEX "mission_claims_entry_key" ON "mission_claims" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "mission_claims_brand_idx" ON "mission_claims" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE INDEX "mission_deposit_days_brand_day_idx" ON "mission_deposit_days" USING btree ("brand_id","day");--> statement-breakpoint
CREATE INDEX "missions_brand_idx" ON "missions" USING btree ("brand_id","state");