CREATE TABLE "payment_test_modes" (
	"brand_id" integer PRIMARY KEY NOT NULL,
	"enabled_by" text NOT NULL,
	"enabled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_channels" DROP CONSTRAINT "payment_channels_gateway";--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "pay_url" text;--> statement-breakpoint
ALTER TABLE "payment_channels" ADD COLUMN "merchant_id" text;--> statement-breakpoint
ALTER TABLE "payment_channels" ADD COLUMN "api_base_url" text;--> statement-breakpoint
ALTER TABLE "payment_test_modes" ADD CONSTRAINT "payment_test_modes_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_channels" ADD CONSTRAINT "payment_channels_hosted_config" CHECK ("payment_channels"."gateway" <> 'hosted' or ("payment_channels"."merchant_id" is not null and "payment_channels"."api_base_url" is not null));--> statement-breakpoint
ALTER TABLE "payment_channels" ADD CONSTRAINT "payment_channels_gateway" CHECK ("payment_channels"."gateway" in ('manual', 'sandbox', 'hosted'));