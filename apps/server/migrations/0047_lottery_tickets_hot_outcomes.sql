-- Settling a ticket writes its outcome (status, hits, win, settled at) and nothing else. With the
-- outcome in no index, that update is HOT: the new row version goes on the same page and no index
-- gets an entry for it (four entries a ticket before). The settling index keeps the draw, lane and
-- id; the open ones are told by the row's status.
DROP INDEX "lottery_tickets_settling";--> statement-breakpoint
CREATE INDEX "lottery_tickets_settling" ON "lottery_tickets" USING btree ("draw_id",("member_id" % 4),"id");--> statement-breakpoint
-- Room on each page for its tickets' settled versions: a ticket is written once and settled once,
-- its settled version a little larger. Pages written before this keep their fill.
ALTER TABLE "lottery_tickets" SET (fillfactor = 50);--> statement-breakpoint
-- The draw job no longer asks the tickets whether a void draw has any left to refund: a void draw
-- is marked refunded (settled_at) when its last ticket is. Those voided before now whose tickets
-- are all refunded are marked so, at their last refund (or their draw time when they had none).
UPDATE "lottery_draws" d SET "settled_at" = coalesce(
    (SELECT max(t."settled_at") FROM "lottery_tickets" t WHERE t."draw_id" = d."id"), d."draw_at")
  WHERE d."status" = 'VOID' AND d."settled_at" IS NULL
    AND NOT EXISTS (SELECT 1 FROM "lottery_tickets" t WHERE t."draw_id" = d."id" AND t."status" = 'OPEN');--> statement-breakpoint
DROP INDEX "lottery_draws_pending";--> statement-breakpoint
CREATE INDEX "lottery_draws_pending" ON "lottery_draws" USING btree ("draw_at") WHERE "lottery_draws"."status" in ('OPEN', 'CLOSED', 'DRAWN') or ("lottery_draws"."status" = 'VOID' and "lottery_draws"."settled_at" is null);
