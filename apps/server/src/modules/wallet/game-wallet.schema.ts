import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { xid8 } from '../bets/bets.schema.ts';
import { members } from '../identity/identity.schema.ts';
import { brandIdColumn, createdAtColumn } from '../system/system.schema.ts';

/**
 * The seamless wallet's record of every vendor call it accepted (debit, credit, rollback), keyed by
 * the vendor's transaction id: a replay answers the stored result, another payload under the same id
 * is a duplicate. It also remembers a rollback that came before its bet, so the late bet is refused,
 * and credits of zero (a lost round) that move no money. Kept at least 4 months (DESIGN.md).
 */
export const seamlessTransactions = pgTable(
  'seamless_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The brand (brands.id); no foreign keys here, like the ledger's (migration 0025). */
    brandId: integer('brand_id').notNull(),
    vendorCode: text('vendor_code').notNull(),
    txId: text('tx_id').notNull(),
    kind: text('kind').notNull(),
    roundId: text('round_id').notNull(),
    memberId: integer('member_id').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    /** A rollback's target: the debit it cancels. */
    refTxId: text('ref_tx_id'),
    requestHash: text('request_hash').notNull(),
    /** The ledger entry, when money moved. */
    entryId: bigint('entry_id', { mode: 'number' }),
    balanceAfterMinor: bigint('balance_after_minor', { mode: 'bigint' }).notNull(),
    createdAt: createdAtColumn(),
    /** The writing transaction: the bets consumer reads records in commit order by it. */
    xid: xid8('xid')
      .notNull()
      .default(sql`pg_current_xact_id()`),
  },
  (t) => [
    // the bets consumer's read: records past its cursor, below the oldest transaction in flight
    index('seamless_transactions_commit_idx').on(t.xid, t.id),
    // Each index leads with the column its one query pins (a call's id, a round, a rollback's
    // target), so a plan cached before the table has statistics can only take the right one.
    uniqueIndex('seamless_transactions_tx_key').on(t.txId, t.brandId, t.vendorCode),
    index('seamless_transactions_round_idx').on(t.roundId, t.brandId, t.vendorCode),
    // Only rollbacks name a target: debits and credits, nearly every row, stay out of this index.
    index('seamless_transactions_ref_idx')
      .on(t.refTxId, t.brandId, t.vendorCode)
      .where(sql`${t.refTxId} is not null`),
    check('seamless_transactions_kind', sql`${t.kind} in ('DEBIT', 'CREDIT', 'ROLLBACK')`),
    check('seamless_transactions_amount', sql`${t.amountMinor} >= 0`),
  ],
);

/**
 * Moves of money between our ledger and an external vendor's own wallet. Written before the vendor
 * is asked, so a move whose answer never came stays PENDING until the reconciliation job asks the
 * vendor again with the same transfer id and then completes or reverses it.
 */
export const vendorTransfers = pgTable(
  'vendor_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: brandIdColumn(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    vendorCode: text('vendor_code').notNull(),
    direction: text('direction').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    /** Our id of the move, the vendor's idempotency key. */
    transferId: text('transfer_id').notNull(),
    status: text('status').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAtColumn(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('vendor_transfers_transfer_key').on(t.brandId, t.vendorCode, t.transferId),
    index('vendor_transfers_pending_idx')
      .on(t.status, t.createdAt)
      .where(sql`${t.status} = 'PENDING'`),
    index('vendor_transfers_member_idx').on(t.memberId, t.vendorCode, t.status),
    check('vendor_transfers_direction', sql`${t.direction} in ('IN', 'OUT')`),
    check('vendor_transfers_status', sql`${t.status} in ('PENDING', 'DONE', 'FAILED')`),
    check('vendor_transfers_amount', sql`${t.amountMinor} > 0`),
  ],
);
