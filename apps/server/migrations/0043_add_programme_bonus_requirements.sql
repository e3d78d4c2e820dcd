-- Bonus details shows every programme bonus with its wagering requirement, so referral rewards and
-- VIP rebates keep the requirement they were paid with, as mission claims do. Rows paid before
-- this: a referral reward at the brand's multiplier now set (the one it was most likely paid at), a
-- VIP rebate at its fixed multiplier of 1.
ALTER TABLE "referral_rewards" ADD COLUMN "turnover_required_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "referral_rewards" AS r
SET "turnover_required_minor" = r."amount_minor" * coalesce(
  (SELECT s."turnover_multiplier" FROM "referral_settings" s WHERE s."brand_id" = r."brand_id"), 0);--> statement-breakpoint
ALTER TABLE "referral_rewards" ALTER COLUMN "turnover_required_minor" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "vip_rebates" ADD COLUMN "turnover_required_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "vip_rebates" SET "turnover_required_minor" = "amount_minor";--> statement-breakpoint
ALTER TABLE "vip_rebates" ALTER COLUMN "turnover_required_minor" DROP DEFAULT;
