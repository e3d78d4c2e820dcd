DROP INDEX "lottery_tickets_draw";--> statement-breakpoint
CREATE INDEX "lottery_tickets_draw_open" ON "lottery_tickets" USING btree ("draw_id","status","id");