CREATE TABLE "budget_trips" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"budget" text NOT NULL,
	"scope" text DEFAULT '' NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"window_end" timestamp with time zone NOT NULL,
	"budget_limit" integer NOT NULL,
	"refused" integer DEFAULT 1 NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "budget_trips_budget" CHECK ("budget_trips"."budget" in ('smsPerNumberPerHour','smsPerNumberPerDay','smsCountries','smsHourlyQuota','smsDailyQuota','trialAccountsPerHour')),
	CONSTRAINT "budget_trips_refused" CHECK ("budget_trips"."refused" >= 1)
);
--> statement-breakpoint
CREATE TABLE "sms_budget_counters" (
	"brand_id" integer NOT NULL,
	"budget" text NOT NULL,
	"scope" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"window_end" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "sms_budget_counters_brand_id_budget_scope_window_start_pk" PRIMARY KEY("brand_id","budget","scope","window_start"),
	CONSTRAINT "sms_budget_counters_count" CHECK ("sms_budget_counters"."count" >= 0),
	CONSTRAINT "sms_budget_counters_window" CHECK ("sms_budget_counters"."window_end" > "sms_budget_counters"."window_start")
);
--> statement-breakpoint
ALTER TABLE "budget_trips" ADD CONSTRAINT "budget_trips_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_budget_counters" ADD CONSTRAINT "sms_budget_counters_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "budget_trips_window_key" ON "budget_trips" USING btree ("brand_id","budget","scope","window_start");--> statement-breakpoint
CREATE INDEX "budget_trips_last_at_idx" ON "budget_trips" USING btree ("last_at");--> statement-breakpoint
CREATE INDEX "sms_budget_counters_window_end_idx" ON "sms_budget_counters" USING btree ("window_end");--> statement-breakpoint
CREATE INDEX "members_brand_trial_created_idx" ON "members" USING btree ("brand_id","created_at") WHERE "members"."type" = 4;