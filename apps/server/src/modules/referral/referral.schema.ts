import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { brandIdColumn, createdAtColumn } from '../system/system.schema.ts';

/**
 * A brand's referral rewards (issue 17): a fixed bonus to the referrer when a referred member's
 * first deposit is credited, and a share in basis points of that member's settled valid turnover.
 * No row: the programme pays nothing.
 */
export const referralSettings = pgTable(
  'referral_settings',
  {
    brandId: integer('brand_id').primaryKey(),
    enabled: boolean('enabled').notNull().default(false),
    firstDepositMinor: bigint('first_deposit_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    turnoverShareBps: integer('turnover_share_bps').notNull().default(0),
    /** The bonus's wagering requirement as a multiple of its amount (0 = none). */
    turnoverMultiplier: integer('turnover_multiplier').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('referral_settings_amount', sql`${t.firstDepositMinor} >= 0`),
    check('referral_settings_share', sql`${t.turnoverShareBps} between 0 and 10000`),
    check('referral_settings_multiplier', sql`${t.turnoverMultiplier} between 0 and 100`),
  ],
);

/**
 * One reward paid to a referrer, keyed by its source (`deposit:<member>` for the first deposit,
 * `bet:<id>` for a bet's share): the unique key makes a replay or a racing run pay once, beside the
 * ledger entry's own idempotency key.
 */
export const referralRewards = pgTable(
  'referral_rewards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: brandIdColumn(),
    referrerId: integer('referrer_id').notNull(),
    memberId: integer('member_id').notNull(),
    sourceKey: text('source_key').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    /** The wagering the reward asks (amount × the multiplier then set), as bonus details shows it. */
    turnoverRequiredMinor: bigint('turnover_required_minor', { mode: 'bigint' }).notNull(),
    entryId: bigint('entry_id', { mode: 'number' }).notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('referral_rewards_source_key').on(t.brandId, t.sourceKey),
    index('referral_rewards_referrer_idx').on(t.referrerId),
    check('referral_rewards_positive', sql`${t.amountMinor} > 0`),
  ],
);
