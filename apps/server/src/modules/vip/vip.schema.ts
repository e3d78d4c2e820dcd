import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { brandIdColumn, createdAtColumn } from '../system/system.schema.ts';

/**
 * A brand's VIP levels (issue 17). A member reaches a level when both their total credited
 * deposits and their settled valid turnover reach its thresholds; the level pays a daily rebate
 * on the day's turnover and sets the member's withdrawal limits. Level 0 has no row.
 */
export const vipLevels = pgTable(
  'vip_levels',
  {
    id: serial('id').primaryKey(),
    brandId: brandIdColumn(),
    level: integer('level').notNull(),
    name: text('name').notNull(),
    depositThresholdMinor: bigint('deposit_threshold_minor', { mode: 'bigint' }).notNull(),
    turnoverThresholdMinor: bigint('turnover_threshold_minor', { mode: 'bigint' }).notNull(),
    rebateBps: integer('rebate_bps').notNull().default(0),
    withdrawalDailyCount: integer('withdrawal_daily_count').notNull(),
    withdrawalDailyAmountMinor: bigint('withdrawal_daily_amount_minor', { mode: 'bigint' }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('vip_levels_brand_level_key').on(t.brandId, t.level),
    check('vip_levels_level', sql`${t.level} between 1 and 20`),
    check('vip_levels_thresholds', sql`${t.depositThresholdMinor} >= 0 and ${t.turnoverThresholdMinor} >= 0`),
    check('vip_levels_rebate', sql`${t.rebateBps} between 0 and 1000`),
    check('vip_levels_count', sql`${t.withdrawalDailyCount} >= 1`),
  ],
);

/**
 * A member's running totals towards VIP, kept by the VIP consumer, and the highest level those
 * totals have reached (`reachedLevel`): the member's level is raised only when this rises, so an
 * operator's downgrade holds until the member earns a higher level.
 */
export const vipProgress = pgTable('vip_progress', {
  memberId: integer('member_id').primaryKey(),
  brandId: brandIdColumn(),
  depositMinor: bigint('deposit_minor', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  turnoverMinor: bigint('turnover_minor', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  reachedLevel: integer('reached_level').notNull().default(0),
});

/** The valid turnover a bet has counted (a re-settled bet counts its difference, once). */
export const vipBetTurnover = pgTable('vip_bet_turnover', {
  betId: bigint('bet_id', { mode: 'number' }).primaryKey(),
  brandId: brandIdColumn(),
  resultVersion: integer('result_version').notNull(),
  turnoverMinor: bigint('turnover_minor', { mode: 'bigint' }).notNull(),
});

/** A day's rebate paid to a member: one per member and brand day. */
export const vipRebates = pgTable(
  'vip_rebates',
  {
    brandId: brandIdColumn(),
    memberId: integer('member_id').notNull(),
    day: date('day').notNull(),
    level: integer('level').notNull(),
    turnoverMinor: bigint('turnover_minor', { mode: 'bigint' }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    /** The wagering the rebate asks (amount × the rebate multiplier), as bonus details shows it. */
    turnoverRequiredMinor: bigint('turnover_required_minor', { mode: 'bigint' }).notNull(),
    entryId: bigint('entry_id', { mode: 'number' }).notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.day] }),
    check('vip_rebates_positive', sql`${t.amountMinor} > 0`),
  ],
);
