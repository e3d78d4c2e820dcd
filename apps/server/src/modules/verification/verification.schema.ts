import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { brandIdColumn, brands, createdAtColumn } from '../system/system.schema.ts';

/**
 * SMS verification codes. Only a salted SHA-256 of the code is kept; a code is good once, until
 * expires_at, for fewer than five wrong guesses, and only while it is the newest of its
 * brand + mobile + purpose (issuing a new one sets used_at on the older ones).
 */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    brandId: brandIdColumn(),
    /** Normalised: spaces and dashes removed, optional leading +. */
    mobile: text('mobile').notNull(),
    purpose: text('purpose').notNull(),
    /** `sha256$<salt>$<hex digest of salt + code>`; never the code itself. */
    codeHash: text('code_hash').notNull(),
    /** Wrong guesses so far; the fifth burns the code. */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the code is consumed, burnt, superseded or could not be delivered. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    ip: text('ip'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('sms_codes_lookup_idx').on(t.brandId, t.mobile, t.purpose, t.createdAt),
    check('sms_codes_purpose', sql`${t.purpose} in ('login','register','resetPassword','secondStep')`),
    check('sms_codes_mobile_format', sql`${t.mobile} ~ '^\\+?[0-9]{6,15}$'`),
    check('sms_codes_attempts', sql`${t.attempts} between 0 and 5`),
    check('sms_codes_expiry', sql`${t.expiresAt} > ${t.createdAt}`),
  ],
);

/**
 * Every SMS the platform tried to send, whichever provider: the outbox provider's messages live
 * only here (development), a gateway's are recorded with its message id. The back office lists it.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    brandId: brandIdColumn(),
    mobile: text('mobile').notNull(),
    body: text('body').notNull(),
    provider: text('provider').notNull(),
    status: text('status').notNull(),
    providerMessageId: text('provider_message_id'),
    error: text('error'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('sms_outbox_brand_mobile_created_idx').on(t.brandId, t.mobile, t.createdAt),
    index('sms_outbox_brand_created_idx').on(t.brandId, t.createdAt),
    check('sms_outbox_status', sql`${t.status} in ('SENT','FAILED')`),
    check('sms_outbox_failed_has_error', sql`${t.status} = 'SENT' or ${t.error} is not null`),
    check('sms_outbox_body_length', sql`char_length(${t.body}) between 1 and 1600`),
  ],
);

/** E-mail kept by the mailer when no SMTP server is configured (development); brand optional. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'cascade' }),
    /** "to" is a reserved word in SQL, hence the column name. */
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('mail_outbox_to_created_idx').on(t.to, t.createdAt)],
);

/**
 * What each SMS budget has spent in its current window (an hour, or the brand's day). A send
 * counts itself here before it goes out, with a conditional upsert that never passes the budget,
 * so parallel sends cannot overshoot; all of a send's budgets are taken in one transaction, so a
 * send refused by one budget spends none. Old windows are pruned by a job.
 */
export const smsBudgetCounters = pgTable(
  'sms_budget_counters',
  {
    brandId: brandIdColumn(),
    /** The brand setting that sets the budget (TBudgetName). */
    budget: text('budget').notNull(),
    /** The mobile number (per-number budgets), the calling code (a country's), '' (the brand's). */
    scope: text('scope').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    windowEnd: timestamp('window_end', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.brandId, t.budget, t.scope, t.windowStart] }),
    index('sms_budget_counters_window_end_idx').on(t.windowEnd),
    check('sms_budget_counters_count', sql`${t.count} >= 0`),
    check('sms_budget_counters_window', sql`${t.windowEnd} > ${t.windowStart}`),
  ],
);

/**
 * Budgets that refused requests (SMS budgets, the trial-account cap): one row per brand, budget,
 * scope and window, counting the refusals, for the back office's notice. No personal data: a
 * per-number budget's trips are counted together, without the numbers.
 */
export const budgetTrips = pgTable(
  'budget_trips',
  {
    id: serial('id').primaryKey(),
    brandId: brandIdColumn(),
    budget: text('budget').notNull(),
    /** The calling code of a country's budget, else ''. */
    scope: text('scope').notNull().default(''),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    windowEnd: timestamp('window_end', { withTimezone: true }).notNull(),
    /** The budget when it last refused. */
    limit: integer('budget_limit').notNull(),
    refused: integer('refused').notNull().default(1),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('budget_trips_window_key').on(t.brandId, t.budget, t.scope, t.windowStart),
    index('budget_trips_last_at_idx').on(t.lastAt),
    check(
      'budget_trips_budget',
      sql`${t.budget} in ('smsPerNumberPerHour','smsPerNumberPerDay','smsCountries','smsHourlyQuota','smsDailyQuota','trialAccountsPerHour')`,
    ),
    check('budget_trips_refused', sql`${t.refused} >= 1`),
  ],
);
