import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** PostgreSQL's 64-bit transaction id: what a commit-order cursor compares (see commit-order.ts). */
export const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

/**
 * One row per wager, whoever hosts the game (DESIGN.md "Bets, events and time"): seamless rounds
 * (the house slot among them) by the bets consumer, transfer-wallet vendors by the pull of their bet
 * history. Its money is in the ledger; this is the record every report reads (the betting record,
 * profit and loss, team figures, wages and dividends). A later credit or rollback changes the
 * outcome and counts up `result_version`; the money of each change is its own ledger entry.
 */
export const bets = pgTable(
  'bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: integer('brand_id').notNull(),
    memberId: integer('member_id').notNull(),
    vendorCode: text('vendor_code').notNull(),
    /** The vendor's id of the bet: its bet id, or for a seamless round `<round>/<member>`. */
    vendorBetId: text('vendor_bet_id').notNull(),
    /** The spec's category code (LIVE, RNG, …), the game's vendor's. */
    category: text('category').notNull(),
    gameCode: text('game_code').notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** The stake that counts for turnover, wages and dividends: a settled bet's stake, else 0. */
    validTurnoverMinor: bigint('valid_turnover_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    payoutMinor: bigint('payout_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    status: text('status').notNull(),
    resultVersion: integer('result_version').notNull().default(0),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** The brand-local day it first settled on: the day reports and periods count it in. */
    settledDay: date('settled_day', { mode: 'string' }),
    source: text('source').notNull(),
    /**
     * The transaction that last wrote the row (insert or update, see saveBets): consumers of bet
     * outcomes (points, missions, VIP) read bets in commit order by it (lib/commit-order.ts).
     */
    xid: xid8('xid')
      .notNull()
      .default(sql`pg_current_xact_id()`),
  },
  (t) => [
    uniqueIndex('bets_vendor_bet_key').on(t.vendorBetId, t.vendorCode, t.brandId),
    // a member's betting record, newest first, by the time a bet was placed
    index('bets_member_placed_idx').on(t.memberId, t.placedAt),
    // the real-time salary's 5-minute slots and the hourly wage's hours: a brand's bets by settle time
    index('bets_brand_settled_idx').on(t.brandId, t.settledAt),
    // the bet consumers' read: rows past their cursor, below the oldest transaction in flight
    index('bets_commit_idx').on(t.xid, t.id),
    check('bets_status', sql`${t.status} in ('OPEN', 'SETTLED', 'VOID')`),
    check('bets_source', sql`${t.source} in ('SEAMLESS', 'PULL', 'HOUSE')`),
    check(
      'bets_amounts',
      sql`${t.stakeMinor} >= 0 and ${t.payoutMinor} >= 0 and ${t.validTurnoverMinor} >= 0`,
    ),
  ],
);

/**
 * Settled figures per brand day, member and category, kept by whoever writes bets in the same
 * transaction (the consumer, the pull): reports over a million bets read these, never the bets.
 * Each change of a bet adds its difference on the day the change settled.
 */
export const betDailyRollups = pgTable(
  'bet_daily_rollups',
  {
    brandId: integer('brand_id').notNull(),
    memberId: integer('member_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    category: text('category').notNull(),
    betCount: integer('bet_count').notNull().default(0),
    stakeMinor: bigint('stake_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    validTurnoverMinor: bigint('valid_turnover_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    payoutMinor: bigint('payout_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.day, t.category] }),
    index('bet_daily_rollups_brand_day_idx').on(t.brandId, t.day),
  ],
);

/**
 * Where each consumer of committed rows has read to: the last (transaction id, row id) it applied.
 * Its effects and this row commit together, so nothing is applied twice or skipped.
 */
export const consumerCursors = pgTable('consumer_cursors', {
  name: text('name').primaryKey(),
  xid: xid8('xid')
    .notNull()
    .default(sql`'0'::xid8`),
  rowId: bigint('row_id', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The transfer-wallet vendors' bet-history pull: per brand and vendor, the settle time up to which
 * every page has been read. The next pull starts a little before it, since a vendor may publish a
 * bet late; the bet id keeps each bet once.
 */
export const betPullCursors = pgTable(
  'bet_pull_cursors',
  {
    brandId: integer('brand_id').notNull(),
    vendorCode: text('vendor_code').notNull(),
    pulledTo: timestamp('pulled_to', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.vendorCode] })],
);

/**
 * The agent network as a closure table: one row per (ancestor, descendant) pair at every depth,
 * depth 0 for a member itself. A team is one index range (`ancestor_id`), an upline chain another
 * (`descendant_id`), so no report walks the tree recursively. Kept by a trigger on members.
 */
export const agentTree = pgTable(
  'agent_tree',
  {
    brandId: integer('brand_id').notNull(),
    ancestorId: integer('ancestor_id').notNull(),
    descendantId: integer('descendant_id').notNull(),
    depth: smallint('depth').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ancestorId, t.descendantId] }),
    index('agent_tree_descendant_idx').on(t.descendantId, t.depth),
    check('agent_tree_depth', sql`${t.depth} >= 0`),
  ],
);
