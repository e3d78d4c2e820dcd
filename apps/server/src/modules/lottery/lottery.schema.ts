import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { members } from '../identity/identity.schema.ts';
import { brandIdColumn, createdAtColumn } from '../system/system.schema.ts';

/**
 * A brand's lottery game (issue 18): a series of draws on a schedule. The Vietnam lottery's games
 * are its regions' draws (Miền Bắc daily, the Central and South provinces on their weekdays) at
 * their time in Vietnam; the e-lottery's draw every `interval_seconds`. Odds are the engine's
 * defaults unless the brand's `odds` (bet type or market:selection → thousandths) override them.
 */
export const lotteryGames = pgTable(
  'lottery_games',
  {
    id: serial('id').primaryKey(),
    brandId: brandIdColumn(),
    code: text('code').notNull(),
    product: text('product').notNull(),
    region: text('region'),
    /** The game's name by language code (EN at least). */
    names: jsonb('names').$type<Partial<Record<string, string>>>().notNull(),
    /** Vietnam lottery: the weekdays it draws (0 Sunday … 6 Saturday) and the local time. */
    weekdays: smallint('weekdays').array(),
    drawTime: text('draw_time'),
    timeZone: text('time_zone').notNull().default('Asia/Ho_Chi_Minh'),
    /** E-lottery: seconds between draws (60, 180, 300). */
    intervalSeconds: integer('interval_seconds'),
    /** Betting closes this long before the draw. */
    closeBeforeSeconds: integer('close_before_seconds').notNull(),
    /** DRAWN: our engine draws from the seed; ENTERED: official results entered by two operators. */
    resultMode: text('result_mode').notNull().default('DRAWN'),
    odds: jsonb('odds').$type<Record<string, number>>().notNull().default({}),
    minStakeMinor: bigint('min_stake_minor', { mode: 'bigint' }).notNull(),
    maxStakeMinor: bigint('max_stake_minor', { mode: 'bigint' }).notNull(),
    /** The most the brand may lose on one number of one draw (lottery_exposure). */
    liabilityCapMinor: bigint('liability_cap_minor', { mode: 'bigint' }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('lottery_games_brand_code_key').on(t.brandId, t.code),
    check('lottery_games_product', sql`${t.product} in ('VN', 'ELOTT')`),
    check('lottery_games_result_mode', sql`${t.resultMode} in ('DRAWN', 'ENTERED')`),
    check(
      'lottery_games_schedule',
      sql`(${t.product} = 'VN' and ${t.drawTime} is not null and ${t.weekdays} is not null and ${t.region} is not null)
        or (${t.product} = 'ELOTT' and ${t.intervalSeconds} > 0)`,
    ),
    check(
      'lottery_games_stakes',
      sql`${t.minStakeMinor} > 0 and ${t.maxStakeMinor} >= ${t.minStakeMinor} and ${t.liabilityCapMinor} > 0`,
    ),
  ],
);

/**
 * One draw of a game. Its seed is made when the draw is created and only its SHA-256 is shown until
 * betting closes; the numbers are the engine's from that seed (or entered, for ENTERED games).
 * OPEN → CLOSED → DRAWN → SETTLED, or VOID (every ticket refunded) from any state before SETTLED.
 */
export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    id: serial('id').primaryKey(),
    brandId: brandIdColumn(),
    gameId: integer('game_id')
      .notNull()
      .references(() => lotteryGames.id),
    /** The Vietnam date of the draw (YYYY-MM-DD), or the e-lottery's period number. */
    drawKey: text('draw_key').notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    drawAt: timestamp('draw_at', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('OPEN'),
    seed: text('seed').notNull(),
    seedHash: text('seed_hash').notNull(),
    result: jsonb('result').$type<Record<string, unknown>>(),
    resultSource: text('result_source'),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    voidReason: text('void_reason'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('lottery_draws_game_key').on(t.gameId, t.drawKey),
    // The draw job's work: draws not yet settled, or voided and not yet refunded, by when they are due.
    index('lottery_draws_pending')
      .on(t.drawAt)
      .where(
        sql`${t.status} in ('OPEN', 'CLOSED', 'DRAWN') or (${t.status} = 'VOID' and ${t.settledAt} is null)`,
      ),
    index('lottery_draws_game_recent').on(t.gameId, t.drawAt),
    check('lottery_draws_status', sql`${t.status} in ('OPEN', 'CLOSED', 'DRAWN', 'SETTLED', 'VOID')`),
    check('lottery_draws_times', sql`${t.opensAt} <= ${t.closesAt} and ${t.closesAt} <= ${t.drawAt}`),
    check(
      'lottery_draws_result',
      sql`(${t.status} in ('DRAWN', 'SETTLED')) = (${t.result} is not null) or ${t.status} = 'VOID'`,
    ),
  ],
);

/**
 * A member's ticket on a draw: one bet line, its stake debited through the seamless wallet in the
 * ticket's own round (`lottery:<id>`), its win credited there when the draw settles, keyed by the
 * ticket, so a draw settled twice pays once; a void rolls the stake back.
 */
/**
 * Lanes settling one draw side by side, each the tickets of its members (`member_id % lanes`): a
 * database connection and a core each, never waiting for each other's wallets. Fixed here because
 * the settling index is built on it.
 */
export const SETTLE_LANES = 4;

export const lotteryTickets = pgTable(
  'lottery_tickets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: brandIdColumn(),
    drawId: integer('draw_id')
      .notNull()
      .references(() => lotteryDraws.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    requestId: uuid('request_id').notNull(),
    /** The catalogue game it was placed from: its seamless round's vendor, game and node. */
    vendorCode: text('vendor_code').notNull(),
    gameCode: text('game_code').notNull(),
    nodeId: integer('node_id').notNull(),
    betType: text('bet_type').notNull(),
    numbers: text('numbers').array().notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'bigint' }).notNull(),
    oddsMilli: integer('odds_milli').notNull(),
    /** The most the ticket can pay: what it counts against the draw's liability caps. */
    maxWinMinor: bigint('max_win_minor', { mode: 'bigint' }).notNull(),
    status: text('status').notNull().default('OPEN'),
    hits: integer('hits'),
    winMinor: bigint('win_minor', { mode: 'bigint' }),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('lottery_tickets_request_key').on(t.memberId, t.requestId),
    // A draw's tickets, the back office's totals, and the ones to settle: each settlement lane's
    // (its members') in id order, a batch starting after the last, reading none it settled and
    // none of the other lanes'. The outcome (status, hits, win) is in no index, so settling a
    // ticket is a HOT update that writes no index entry (the table's fillfactor leaves the room
    // on each page: migration 0047).
    index('lottery_tickets_settling').on(
      t.drawId,
      sql`(${t.memberId} % ${sql.raw(String(SETTLE_LANES))})`,
      t.id,
    ),
    index('lottery_tickets_member').on(t.memberId, t.id),
    check('lottery_tickets_stake', sql`${t.stakeMinor} > 0 and ${t.oddsMilli} > 0`),
    check('lottery_tickets_status', sql`${t.status} in ('OPEN', 'WON', 'LOST', 'VOID')`),
    check('lottery_tickets_win', sql`(${t.status} = 'OPEN') = (${t.winMinor} is null)`),
  ],
);

/**
 * The brand's exposure on one number of one open draw: the sum of the tickets' most-they-can-pay
 * on it. Raised in the ticket's transaction by one statement that refuses to pass the game's cap.
 */
export const lotteryExposure = pgTable(
  'lottery_exposure',
  {
    drawId: integer('draw_id')
      .notNull()
      .references(() => lotteryDraws.id),
    key: text('key').notNull(),
    liabilityMinor: bigint('liability_minor', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.drawId, t.key] }),
    check('lottery_exposure_positive', sql`${t.liabilityMinor} >= 0`),
  ],
);

/**
 * Official results an operator entered for an ENTERED game's draw: they apply only once a second
 * operator approves them (maker and checker); one pending entry per draw.
 */
export const lotteryResultEntries = pgTable(
  'lottery_result_entries',
  {
    id: serial('id').primaryKey(),
    brandId: brandIdColumn(),
    drawId: integer('draw_id')
      .notNull()
      .references(() => lotteryDraws.id),
    result: jsonb('result').$type<Record<string, unknown>>().notNull(),
    status: text('status').notNull().default('PENDING'),
    enteredBy: text('entered_by').notNull(),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    reason: text('reason').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('lottery_result_entries_pending')
      .on(t.drawId)
      .where(sql`${t.status} = 'PENDING'`),
    check('lottery_result_entries_status', sql`${t.status} in ('PENDING', 'APPROVED', 'REJECTED')`),
    check(
      'lottery_result_entries_two_people',
      sql`${t.decidedBy} is null or ${t.decidedBy} <> ${t.enteredBy}`,
    ),
  ],
);
