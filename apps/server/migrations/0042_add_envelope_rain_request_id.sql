ALTER TABLE "envelope_rains" ADD COLUMN "request_id" text NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "envelope_rains_request_key" ON "envelope_rains" USING btree ("brand_id","request_id");