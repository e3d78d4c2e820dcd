-- The spine of agents, engagement and reports (DESIGN.md "Bets, events and time", issue 16): one
-- bets table for every wager, daily rollups of settled figures, cursors for consumers that read
-- committed rows in commit order (seamless records carry their writer's xid8), the transfer
-- vendors' bet-history pull cursor, and the agent network as a closure table kept by a trigger.
CREATE TABLE "agent_tree" (
	"brand_id" integer NOT NULL,
	"ancestor_id" integer NOT NULL,
	"descendant_id" integer NOT NULL,
	"depth" smallint NOT NULL,
	CONSTRAINT "agent_tree_ancestor_id_descendant_id_pk" PRIMARY KEY("ancestor_id","descendant_id"),
	CONSTRAINT "agent_tree_depth" CHECK ("agent_tree"."depth" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bet_daily_rollups" (
	"brand_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	"category" text NOT NULL,
	"bet_count" integer DEFAULT 0 NOT NULL,
	"stake_minor" bigint DEFAULT 0 NOT NULL,
	"valid_turnover_minor" bigint DEFAULT 0 NOT NULL,
	"payout_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "bet_daily_rollups_member_id_day_category_pk" PRIMARY KEY("member_id","day","category")
);
--> statement-breakpoint
CREATE TABLE "bet_pull_cursors" (
	"brand_id" integer NOT NULL,
	"vendor_code" text NOT NULL,
	"pulled_to" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bet_pull_cursors_brand_id_vendor_code_pk" PRIMARY KEY("brand_id","vendor_code")
);
--> statement-breakpoint
CREATE TABLE "bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"vendor_code" text NOT NULL,
	"vendor_bet_id" text NOT NULL,
	"category" text NOT NULL,
	"game_code" text NOT NULL,
	"stake_minor" bigint DEFAULT 0 NOT NULL,
	"valid_turnover_minor" bigint DEFAULT 0 NOT NULL,
	"payout_minor" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"result_version" integer DEFAULT 0 NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"settled_day" date,
	"source" text NOT NULL,
	CONSTRAINT "bets_status" CHECK ("bets"."status" in ('OPEN', 'SETTLED', 'VOID')),
	CONSTRAINT "bets_source" CHECK ("bets"."source" in ('SEAMLESS', 'PULL')),
	CONSTRAINT "bets_amounts" CHECK ("bets"."stake_minor" >= 0 and "bets"."payout_minor" >= 0 and "bets"."valid_turnover_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "consumer_cursors" (
	"name" text PRIMARY KEY NOT NULL,
	"xid" "xid8" DEFAULT '0'::xid8 NOT NULL,
	"row_id" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seamless_transactions" ADD COLUMN "xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
CREATE INDEX "agent_tree_descendant_idx" ON "agent_tree" USING btree ("descendant_id","depth");--> statement-breakpoint
CREATE INDEX "bet_daily_rollups_brand_day_idx" ON "bet_daily_rollups" USING btree ("brand_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "bets_vendor_bet_key" ON "bets" USING btree ("vendor_bet_id","vendor_code","brand_id");--> statement-breakpoint
CREATE INDEX "bets_member_placed_idx" ON "bets" USING btree ("member_id","placed_at");--> statement-breakpoint
CREATE INDEX "seamless_transactions_commit_idx" ON "seamless_transactions" USING btree ("xid","id");--> statement-breakpoint
-- The closure of every member with its upline chain: a new member is its own row at depth 0 and
-- one row under each of its upline's ancestors; a member moved to another upline takes its whole
-- subtree along. A move under its own subtree would make a cycle and is refused.
CREATE FUNCTION agent_tree_follow_upline() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO agent_tree (brand_id, ancestor_id, descendant_id, depth)
      SELECT NEW.brand_id, NEW.id, NEW.id, 0
      UNION ALL
      SELECT NEW.brand_id, a.ancestor_id, NEW.id, a.depth + 1 FROM agent_tree a WHERE a.descendant_id = NEW.upline_id;
    RETURN NEW;
  END IF;
  IF NEW.upline_id IS NOT DISTINCT FROM OLD.upline_id THEN RETURN NEW; END IF;
  IF NEW.upline_id IS NOT NULL AND EXISTS (
       SELECT 1 FROM agent_tree s WHERE s.ancestor_id = NEW.id AND s.descendant_id = NEW.upline_id) THEN
    RAISE EXCEPTION 'member % cannot move under its own downline %', NEW.id, NEW.upline_id USING ERRCODE = 'OL003';
  END IF;
  DELETE FROM agent_tree t
    WHERE t.descendant_id IN (SELECT s.descendant_id FROM agent_tree s WHERE s.ancestor_id = NEW.id)
      AND t.ancestor_id IN (SELECT u.ancestor_id FROM agent_tree u WHERE u.descendant_id = NEW.id AND u.ancestor_id <> NEW.id);
  INSERT INTO agent_tree (brand_id, ancestor_id, descendant_id, depth)
    SELECT NEW.brand_id, up.ancestor_id, sub.descendant_id, up.depth + sub.depth + 1
    FROM agent_tree up CROSS JOIN agent_tree sub
    WHERE up.descendant_id = NEW.upline_id AND sub.ancestor_id = NEW.id;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER members_agent_tree AFTER INSERT OR UPDATE OF upline_id ON members
  FOR EACH ROW EXECUTE FUNCTION agent_tree_follow_upline();
--> statement-breakpoint
-- The members already there, walked once from the roots.
INSERT INTO agent_tree (brand_id, ancestor_id, descendant_id, depth)
  WITH RECURSIVE chain(brand_id, ancestor_id, descendant_id, depth) AS (
    SELECT m.brand_id, m.id, m.id, 0 FROM members m
    UNION ALL
    SELECT c.brand_id, c.ancestor_id, m.id, c.depth + 1
    FROM chain c JOIN members m ON m.upline_id = c.descendant_id
    WHERE c.depth < 64
  )
  SELECT brand_id, ancestor_id, descendant_id, depth FROM chain;
