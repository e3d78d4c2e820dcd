DROP INDEX "lottery_tickets_draw";--> statement-breakpoint
CREATE INDEX "lottery_tickets_settling" ON "lottery_tickets" USING btree ("draw_id","status",("member_id" % 4),"id");