ALTER TABLE "login_challenges" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "login_challenges" ADD COLUMN "password_expired" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;