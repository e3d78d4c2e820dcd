import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { TLocalized } from '../content/content.schema.ts';
import { members } from '../identity/identity.schema.ts';
import { brandIdColumn, createdAtColumn } from '../system/system.schema.ts';

/**
 * A mission (issue 17): a goal over the brand's day or week, measured from real activity, and the
 * cash reward (with its wagering multiple) a member claims once per period when it is met. Amount
 * goals keep their target in minor units of the brand's currency; count goals a plain count.
 */
export const missions = pgTable(
  'missions',
  {
    id: serial('id').primaryKey(),
    brandId: brandIdColumn(),
    title: jsonb('title').$type<TLocalized>().notNull(),
    period: text('period').notNull(),
    goal: text('goal').notNull(),
    target: bigint('target', { mode: 'bigint' }).notNull(),
    rewardMinor: bigint('reward_minor', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    turnoverMultiplier: integer('turnover_multiplier').notNull(),
    state: text('state').notNull().default('ACTIVE'),
    createdAt: createdAtColumn(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('missions_brand_idx').on(t.brandId, t.state),
    check('missions_period', sql`${t.period} in ('DAILY', 'WEEKLY')`),
    check(
      'missions_goal',
      sql`${t.goal} in ('BET_AMOUNT', 'BET_COUNT', 'DEPOSIT_AMOUNT', 'DEPOSIT_COUNT', 'LOGIN_DAYS')`,
    ),
    check('missions_state', sql`${t.state} in ('ACTIVE', 'CLOSED')`),
    check('missions_closed', sql`(${t.state} = 'CLOSED') = (${t.closedAt} is not null)`),
    check(
      'missions_amounts',
      sql`${t.target} > 0 and ${t.rewardMinor} > 0 and ${t.turnoverMultiplier} between 0 and 100`,
    ),
  ],
);

/**
 * A reward claimed: one per (mission, member, period), the BONUS journal entry that paid it keyed
 * `mission:<mission>:<member>:<period>`, and the progress it was claimed at.
 */
export const missionClaims = pgTable(
  'mission_claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: brandIdColumn(),
    missionId: integer('mission_id')
      .notNull()
      .references(() => missions.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    periodKey: text('period_key').notNull(),
    progress: bigint('progress', { mode: 'bigint' }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    turnoverRequiredMinor: bigint('turnover_required_minor', { mode: 'bigint' }).notNull(),
    entryId: bigint('entry_id', { mode: 'number' }).notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('mission_claims_key').on(t.missionId, t.memberId, t.periodKey),
    uniqueIndex('mission_claims_entry_key').on(t.entryId),
    index('mission_claims_brand_idx').on(t.brandId, t.createdAt),
    check('mission_claims_amount', sql`${t.amountMinor} > 0 and ${t.turnoverRequiredMinor} >= 0`),
  ],
);

/**
 * Credited deposits per member and brand day, kept by the missions' consumer of DEPOSIT journal
 * entries (bets have their own rollup, bet_daily_rollups): missions and their leaderboards read
 * these, never the ledger per request.
 */
export const missionDepositDays = pgTable(
  'mission_deposit_days',
  {
    brandId: integer('brand_id').notNull(),
    memberId: integer('member_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    depositCount: integer('deposit_count').notNull().default(0),
    depositMinor: bigint('deposit_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.day] }),
    index('mission_deposit_days_brand_day_idx').on(t.brandId, t.day),
  ],
);
