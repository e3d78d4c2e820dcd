ALTER TABLE "vendors" DROP CONSTRAINT "vendors_seamless_keys";--> statement-breakpoint
ALTER TABLE "vendors" DROP CONSTRAINT "vendors_max_win_multiple";--> statement-breakpoint
ALTER TABLE "brand_vendors" ADD COLUMN "seamless_key" text;--> statement-breakpoint
ALTER TABLE "brand_vendors" ADD COLUMN "seamless_previous_key" text;--> statement-breakpoint
ALTER TABLE "brand_vendors" ADD COLUMN "seamless_previous_key_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "brand_vendors" ADD COLUMN "seamless_key_created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "brand_vendors" ADD COLUMN "max_win_multiple" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
-- Hand-written: each brand row takes over its vendor's win bound and wallet key before the vendor's
-- columns go. Where the vendor has already called the wallet for that brand's players it holds the
-- key, so the brand keeps it (and a rotation under way) and no live call is refused; where it never
-- has, the brand gets a fresh random key (32 random bytes of two UUIDs v4, base64url, 43 characters)
-- that nobody has seen: the operator rotates it to hand the vendor that brand's own key.
UPDATE "brand_vendors" AS bv SET
  "max_win_multiple" = v."max_win_multiple",
  "seamless_key" = v."seamless_key",
  "seamless_previous_key" = v."seamless_previous_key",
  "seamless_previous_key_expires_at" = v."seamless_previous_key_expires_at",
  "seamless_key_created_at" = v."seamless_key_created_at"
FROM "vendors" AS v
WHERE v."id" = bv."vendor_id" AND v."seamless_key" IS NOT NULL AND EXISTS (
  SELECT 1 FROM "seamless_transactions" AS s WHERE s."vendor_code" = v."code" AND s."brand_id" = bv."brand_id"
);--> statement-breakpoint
UPDATE "brand_vendors" AS bv SET
  "max_win_multiple" = v."max_win_multiple",
  "seamless_key" = rtrim(translate(encode(decode(
    replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', ''), 'hex'),
    'base64'), '+/', '-_'), '='),
  "seamless_key_created_at" = now()
FROM "vendors" AS v
WHERE v."id" = bv."vendor_id" AND v."seamless_key" IS NOT NULL AND NOT EXISTS (
  SELECT 1 FROM "seamless_transactions" AS s WHERE s."vendor_code" = v."code" AND s."brand_id" = bv."brand_id"
);--> statement-breakpoint
UPDATE "brand_vendors" AS bv SET "max_win_multiple" = v."max_win_multiple"
FROM "vendors" AS v WHERE v."id" = bv."vendor_id" AND v."seamless_key" IS NULL;--> statement-breakpoint
ALTER TABLE "vendors" DROP COLUMN "seamless_key";--> statement-breakpoint
ALTER TABLE "vendors" DROP COLUMN "seamless_previous_key";--> statement-breakpoint
ALTER TABLE "vendors" DROP COLUMN "seamless_previous_key_expires_at";--> statement-breakpoint
ALTER TABLE "vendors" DROP COLUMN "seamless_key_created_at";--> statement-breakpoint
ALTER TABLE "vendors" DROP COLUMN "max_win_multiple";--> statement-breakpoint
ALTER TABLE "brand_vendors" ADD CONSTRAINT "brand_vendors_max_win_multiple" CHECK ("brand_vendors"."max_win_multiple" between 1 and 1000000);--> statement-breakpoint
ALTER TABLE "brand_vendors" ADD CONSTRAINT "brand_vendors_seamless_keys" CHECK (("brand_vendors"."seamless_key" is null or length("brand_vendors"."seamless_key") >= 43)
        and ("brand_vendors"."seamless_previous_key" is null or ("brand_vendors"."seamless_key" is not null and "brand_vendors"."seamless_previous_key_expires_at" is not null)));