import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from '../identity/identity.schema.ts';
import { brandIdColumn, createdAtColumn } from '../system/system.schema.ts';

/**
 * A red-envelope rain (issue 17): between its start and end, each real member of the brand opens
 * one envelope. The pool and the count left go down with every open under the row's lock, and the
 * CHECKs keep them from going below zero whatever the code does. The server seed stays secret until
 * the rain ends; its SHA-256 is published from the start, so every draw can be replayed afterwards.
 */
export const envelopeRains = pgTable(
  'envelope_rains',
  {
    id: serial('id').primaryKey(),
    brandId: brandIdColumn(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    poolMinor: bigint('pool_minor', { mode: 'bigint' }).notNull(),
    count: integer('count').notNull(),
    minMinor: bigint('min_minor', { mode: 'bigint' }).notNull(),
    maxMinor: bigint('max_minor', { mode: 'bigint' }).notNull(),
    remainingMinor: bigint('remaining_minor', { mode: 'bigint' }).notNull(),
    remainingCount: integer('remaining_count').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    createdBy: text('created_by').notNull(),
    /** The operator's request id: a retried schedule makes one rain. */
    requestId: text('request_id').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('envelope_rains_request_key').on(t.brandId, t.requestId),
    index('envelope_rains_brand_window_idx').on(t.brandId, t.startsAt, t.endsAt),
    check('envelope_rains_window', sql`${t.endsAt} > ${t.startsAt}`),
    check('envelope_rains_bounds', sql`${t.minMinor} > 0 and ${t.maxMinor} >= ${t.minMinor}`),
    check(
      'envelope_rains_pool_fits',
      sql`${t.count} > 0 and ${t.poolMinor} between ${t.minMinor} * ${t.count} and ${t.maxMinor} * ${t.count}`,
    ),
    check('envelope_rains_remaining_minor', sql`${t.remainingMinor} between 0 and ${t.poolMinor}`),
    check('envelope_rains_remaining_count', sql`${t.remainingCount} between 0 and ${t.count}`),
  ],
);

/** One member's open of one rain (at most one: the unique key), with the ledger entry that paid it. */
export const envelopeOpens = pgTable(
  'envelope_opens',
  {
    id: serial('id').primaryKey(),
    rainId: integer('rain_id')
      .notNull()
      .references(() => envelopeRains.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** The envelope's place in the rain (0-based): the nonce of its draw. */
    nonce: integer('nonce').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    entryId: bigint('entry_id', { mode: 'number' }).notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('envelope_opens_rain_member_key').on(t.rainId, t.memberId),
    uniqueIndex('envelope_opens_rain_nonce_key').on(t.rainId, t.nonce),
    check('envelope_opens_amount', sql`${t.amountMinor} > 0`),
  ],
);
