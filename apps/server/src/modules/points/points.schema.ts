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
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { brandIdColumn, createdAtColumn } from '../system/system.schema.ts';

/** Where points come from (spec §9) and where they go. */
export const POINT_SOURCES = [
  'LIVE',
  'LOTTERY',
  'CARD',
  'SLOTS',
  'SPORTS',
  'DEPOSIT',
  'REDEEM',
  'REDEEM_RETURN',
  'CONVERT',
] as const;
export type TPointSource = (typeof POINT_SOURCES)[number];

/** Redemption states (spec §4 redeem: in process, approved, rejected). */
export const REDEMPTION_STATES = ['IN_PROCESS', 'APPROVED', 'REJECTED'] as const;

/**
 * A brand's points rules. Earn rates are integers: points per `per_minor` minor units of valid
 * turnover (by the bets table's category codes) or of a deposit, rounded down. Conversion pays
 * `cash_minor_per_point_unit` minor units for every `point_unit` points; a conversion is a whole
 * multiple of `point_unit` and at least `min_convert_points`.
 */
export const pointConfigs = pgTable(
  'point_configs',
  {
    brandId: integer('brand_id').primaryKey(),
    /** { "RNG": 1, "LIVE": 1, ... }: points per `perMinor` of valid turnover. */
    betRates: jsonb('bet_rates').$type<Record<string, number>>().notNull().default({}),
    depositRate: integer('deposit_rate').notNull().default(0),
    perMinor: bigint('per_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`100`),
    pointUnit: bigint('point_unit', { mode: 'bigint' })
      .notNull()
      .default(sql`100`),
    cashMinorPerPointUnit: bigint('cash_minor_per_point_unit', { mode: 'bigint' })
      .notNull()
      .default(sql`100`),
    minConvertPoints: bigint('min_convert_points', { mode: 'bigint' })
      .notNull()
      .default(sql`100`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'point_configs_positive',
      sql`${t.perMinor} > 0 and ${t.pointUnit} > 0 and ${t.cashMinorPerPointUnit} >= 0`,
    ),
    check('point_configs_rates', sql`${t.depositRate} >= 0 and ${t.minConvertPoints} >= 0`),
  ],
);

/** A member's points balance: updated with its entry in one transaction, locked FOR UPDATE; never below zero. */
export const pointBalances = pgTable(
  'point_balances',
  {
    memberId: integer('member_id').primaryKey(),
    brandId: brandIdColumn(),
    points: bigint('points', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('point_balances_non_negative', sql`${t.points} >= 0`)],
);

/**
 * The points ledger: append-only, one row per change, keyed by what caused it (a bet and its result
 * version, a deposit's journal entry, a redemption, a conversion request), so a source counts once.
 */
export const pointEntries = pgTable(
  'point_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: brandIdColumn(),
    memberId: integer('member_id').notNull(),
    source: text('source').$type<TPointSource>().notNull(),
    /** Unique per brand: `bet:<id>:<version>`, `deposit:<entry>`, `redeem:<id>`, `convert:<member>:<request>`. */
    sourceKey: text('source_key').notNull(),
    points: bigint('points', { mode: 'bigint' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('point_entries_source_key').on(t.brandId, t.sourceKey),
    index('point_entries_member_idx').on(t.memberId, t.id),
    check('point_entries_non_zero', sql`${t.points} <> 0`),
    check('point_entries_balance', sql`${t.balanceAfter} >= 0`),
  ],
);

/** Points a bet has earned so far (its last applied result version): a correction earns the difference. */
export const pointBetAwards = pgTable(
  'point_bet_awards',
  {
    betId: bigint('bet_id', { mode: 'number' }).notNull(),
    brandId: brandIdColumn(),
    resultVersion: integer('result_version').notNull(),
    points: bigint('points', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.betId] })],
);

/** The rewards catalogue. */
export const pointRewards = pgTable(
  'point_rewards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: brandIdColumn(),
    name: jsonb('name').$type<Record<string, string>>().notNull(),
    /** A stored https URL; null: the site draws the generated SVG. */
    imageUrl: text('image_url'),
    costPoints: bigint('cost_points', { mode: 'bigint' }).notNull(),
    stock: integer('stock').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('point_rewards_brand_idx').on(t.brandId),
    check('point_rewards_cost', sql`${t.costPoints} > 0`),
    check('point_rewards_stock', sql`${t.stock} >= 0`),
  ],
);

/** A member's request for a reward: its points are taken at request and returned on rejection. */
export const pointRedemptions = pgTable(
  'point_redemptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: brandIdColumn(),
    memberId: integer('member_id').notNull(),
    rewardId: bigint('reward_id', { mode: 'number' }).notNull(),
    /** The client's request id: a retry answers the first redemption. */
    requestId: text('request_id').notNull(),
    points: bigint('points', { mode: 'bigint' }).notNull(),
    state: text('state').notNull().default('IN_PROCESS'),
    reason: text('reason'),
    decidedBy: integer('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('point_redemptions_request_key').on(t.memberId, t.requestId),
    index('point_redemptions_member_idx').on(t.memberId, t.id),
    index('point_redemptions_queue_idx').on(t.brandId, t.state, t.id),
    check('point_redemptions_state', sql`${t.state} in ('IN_PROCESS', 'APPROVED', 'REJECTED')`),
    check('point_redemptions_points', sql`${t.points} > 0`),
  ],
);
