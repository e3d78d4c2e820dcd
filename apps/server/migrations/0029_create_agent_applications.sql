-- /join: members' applications to become agents, decided in the back office (issue 16).
CREATE TABLE "agent_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"contact" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"note" text,
	CONSTRAINT "agent_applications_status" CHECK ("agent_applications"."status" in ('PENDING', 'APPROVED', 'REJECTED'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "agent_applications_pending_key" ON "agent_applications" USING btree ("member_id") WHERE "agent_applications"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "agent_applications_brand_status_idx" ON "agent_applications" USING btree ("brand_id","status","submitted_at");--> statement-breakpoint
CREATE INDEX "agent_applications_member_idx" ON "agent_applications" USING btree ("member_id","submitted_at");