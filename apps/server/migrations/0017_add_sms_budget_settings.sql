-- SMS budgets and the trial-account cap (brand auth settings). Brands that exist get the defaults a
-- small brand would choose; any of these keys a brand already has is kept (the right side of || wins).
-- 10 codes per number per brand day, 60 SMS per brand per hour, SMS only to the country codes of
-- the brand's sign-up form (empty list), 30 trial accounts per hour.
UPDATE "brands"
SET "auth_settings" = '{"smsPerNumberPerDay":10,"smsHourlyQuota":60,"smsCountries":[],"trialAccountsPerHour":30}'::jsonb || "auth_settings";
