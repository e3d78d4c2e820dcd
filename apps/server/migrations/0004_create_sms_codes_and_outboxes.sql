CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"mobile" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_codes_purpose" CHECK ("sms_codes"."purpose" in ('login','register','resetPassword','secondStep')),
	CONSTRAINT "sms_codes_mobile_format" CHECK ("sms_codes"."mobile" ~ '^\+?[0-9]{6,15}$'),
	CONSTRAINT "sms_codes_attempts" CHECK ("sms_codes"."attempts" between 0 and 5),
	CONSTRAINT "sms_codes_expiry" CHECK ("sms_codes"."expires_at" > "sms_codes"."created_at")
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"mobile" text NOT NULL,
	"body" text NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"provider_message_id" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_outbox_status" CHECK ("sms_outbox"."status" in ('SENT','FAILED')),
	CONSTRAINT "sms_outbox_failed_has_error" CHECK ("sms_outbox"."status" = 'SENT' or "sms_outbox"."error" is not null),
	CONSTRAINT "sms_outbox_body_length" CHECK (char_length("sms_outbox"."body") between 1 and 1600)
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_codes" ADD CONSTRAINT "sms_codes_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD CONSTRAINT "sms_outbox_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_to_created_idx" ON "mail_outbox" USING btree ("to_address","created_at");--> statement-breakpoint
CREATE INDEX "sms_codes_lookup_idx" ON "sms_codes" USING btree ("brand_id","mobile","purpose","created_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_brand_mobile_created_idx" ON "sms_outbox" USING btree ("brand_id","mobile","created_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_brand_created_idx" ON "sms_outbox" USING btree ("brand_id","created_at");