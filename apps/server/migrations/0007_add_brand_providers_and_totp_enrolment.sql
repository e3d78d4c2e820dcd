ALTER TABLE "brands" ADD COLUMN "provider_settings" jsonb DEFAULT '{"sms":{"mode":"platform","url":null,"token":null,"signature":""},"mail":{"fromName":null,"fromAddress":null}}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "totp_pending_secret" text;--> statement-breakpoint
-- The agent network's pay features join the feature flags, on for existing brands.
UPDATE "brands" SET "flags" = "flags" || '{"dividend":true,"salary":true,"dailySalary":true,"hourSalary":true}'::jsonb;
