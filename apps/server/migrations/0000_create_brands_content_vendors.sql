CREATE TABLE "brand_domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"domain" text NOT NULL,
	"speed_ms" integer DEFAULT 0 NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	CONSTRAINT "brand_domains_lowercase" CHECK ("brand_domains"."domain" = lower("brand_domains"."domain"))
);
--> statement-breakpoint
CREATE TABLE "brand_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"public_key_spki" text NOT NULL,
	"private_key_pkcs8" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"resource_type" text NOT NULL,
	"url" text NOT NULL,
	"qr_code_url" text,
	"label_name_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"currency_code" text NOT NULL,
	"currency_symbol" text NOT NULL,
	"currency_decimals" integer NOT NULL,
	"time_zone" text NOT NULL,
	"default_language" text NOT NULL,
	"languages" text[] NOT NULL,
	"theme" jsonb NOT NULL,
	"flags" jsonb NOT NULL,
	"register_rules" jsonb NOT NULL,
	"whitelabel_tree" jsonb NOT NULL,
	"image_cdns" text[] NOT NULL,
	"launch_game_cdns" text[] NOT NULL,
	"esports_providers" text[] NOT NULL,
	"cockfight_providers" text[] NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"maintenance_message" text,
	"maintenance_until" timestamp with time zone,
	"restricted_countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"copyright" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brands_code_format" CHECK ("brands"."code" ~ '^[a-z0-9][a-z0-9-]{1,31}$'),
	CONSTRAINT "brands_default_language_enabled" CHECK ("brands"."default_language" = ANY("brands"."languages")),
	CONSTRAINT "brands_currency_decimals" CHECK ("brands"."currency_decimals" between 0 and 4)
);
--> statement-breakpoint
CREATE TABLE "device_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"type" text NOT NULL,
	"url" text NOT NULL,
	CONSTRAINT "device_links_type" CHECK ("device_links"."type" in ('IOS','MOBILECONFIG','Android','LINE','QQ'))
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"type" text NOT NULL,
	"execution" text DEFAULT 'B' NOT NULL,
	"platform" text DEFAULT 'W' NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"image_url" text,
	"link_url" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "announcements_type" CHECK ("announcements"."type" in ('B','PL','PU','PR','H')),
	CONSTRAINT "announcements_execution" CHECK ("announcements"."execution" in ('B','A')),
	CONSTRAINT "announcements_window" CHECK ("announcements"."ends_at" is null or "announcements"."ends_at" > "announcements"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "customer_service_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"cs_position" integer NOT NULL,
	"cs_type" text NOT NULL,
	"title" jsonb NOT NULL,
	"url" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "customer_service_type" CHECK ("customer_service_entries"."cs_type" in ('TELEGRAM','FACEBOOK','LIVECHAT','LINE'))
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"member_id" integer,
	"question_type" text NOT NULL,
	"content" varchar(140) NOT NULL,
	"language" text NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_content_length" CHECK (char_length("feedback"."content") between 1 and 140)
);
--> statement-breakpoint
CREATE TABLE "help_topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"tag" varchar(64) NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_vendors" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"account_type_id" integer NOT NULL,
	CONSTRAINT "vendors_category" CHECK ("vendors"."category" in ('LIVE','RNG','CONS','SPORTS','LOTT','FISH','ELOTT','PVP'))
);
--> statement-breakpoint
ALTER TABLE "brand_domains" ADD CONSTRAINT "brand_domains_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_keys" ADD CONSTRAINT "brand_keys_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_resources" ADD CONSTRAINT "brand_resources_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_links" ADD CONSTRAINT "device_links_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_service_entries" ADD CONSTRAINT "customer_service_entries_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_topics" ADD CONSTRAINT "help_topics_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_vendors" ADD CONSTRAINT "brand_vendors_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_vendors" ADD CONSTRAINT "brand_vendors_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brand_domains_domain_key" ON "brand_domains" USING btree ("domain");--> statement-breakpoint
CREATE INDEX "brand_domains_brand_idx" ON "brand_domains" USING btree ("brand_id");--> statement-breakpoint
CREATE UNIQUE INDEX "brand_keys_one_active" ON "brand_keys" USING btree ("brand_id") WHERE "brand_keys"."active";--> statement-breakpoint
CREATE INDEX "brand_resources_brand_idx" ON "brand_resources" USING btree ("brand_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_code_key" ON "brands" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "device_links_brand_type_key" ON "device_links" USING btree ("brand_id","type");--> statement-breakpoint
CREATE INDEX "announcements_brand_type_idx" ON "announcements" USING btree ("brand_id","type","execution");--> statement-breakpoint
CREATE INDEX "customer_service_brand_idx" ON "customer_service_entries" USING btree ("brand_id","cs_position");--> statement-breakpoint
CREATE INDEX "feedback_brand_created_idx" ON "feedback" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "help_topics_brand_tag_key" ON "help_topics" USING btree ("brand_id","tag");--> statement-breakpoint
CREATE UNIQUE INDEX "brand_vendors_brand_vendor_key" ON "brand_vendors" USING btree ("brand_id","vendor_id");--> statement-breakpoint
CREATE INDEX "brand_vendors_brand_sort_idx" ON "brand_vendors" USING btree ("brand_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_code_category_key" ON "vendors" USING btree ("code","category");