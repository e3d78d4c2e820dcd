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
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from '../identity/identity.schema.ts';
import { brandIdColumn, createdAtColumn } from '../system/system.schema.ts';

export type TReceivingAccount = {
  bankName: string | null;
  accountName: string | null;
  accountNumber: string | null;
  address: string | null;
};

/**
 * The ways a brand takes deposits: a manual channel (the member pays to the receiving account and
 * finance approves) or a gateway (the member pays online and the gateway's signed call confirms).
 */
export const paymentChannels = pgTable(
  'payment_channels',
  {
    id: serial('id').primaryKey(),
    brandId: brandIdColumn(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    gateway: text('gateway').notNull(),
    minMinor: bigint('min_minor', { mode: 'bigint' }).notNull(),
    maxMinor: bigint('max_minor', { mode: 'bigint' }).notNull(),
    receiving: jsonb('receiving').$type<TReceivingAccount>(),
    /** The key the gateway signs its notifications with (HMAC-SHA256); never shown after it is set. */
    secret: text('secret'),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('payment_channels_brand_idx').on(t.brandId, t.sort),
    check('payment_channels_kind', sql`${t.kind} in ('BANK', 'EWALLET', 'CRYPTO')`),
    check('payment_channels_gateway', sql`${t.gateway} in ('manual', 'sandbox')`),
    check('payment_channels_limits', sql`${t.minMinor} > 0 and ${t.maxMinor} >= ${t.minMinor}`),
    check('payment_channels_gateway_secret', sql`${t.gateway} = 'manual' or ${t.secret} is not null`),
  ],
);

/**
 * A member's deposit request. It stays PENDING until finance approves it or its gateway confirms
 * it; approval writes the ledger entry (entry_id) in the same transaction as the status change.
 */
export const deposits = pgTable(
  'deposits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: brandIdColumn(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** The member's account name, kept with the request for the back office's search (names never change). */
    account: text('account').notNull(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => paymentChannels.id),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull().default('PENDING'),
    /** The member's request id, namespaced by member: a retried request finds its first answer. */
    requestKey: text('request_key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** The order number shown to the member and sent to gateways. */
    reference: text('reference').notNull(),
    payerName: text('payer_name'),
    /** The gateway's own transaction id, once it confirms. */
    gatewayRef: text('gateway_ref'),
    entryId: bigint('entry_id', { mode: 'number' }),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    reason: text('reason'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('deposits_request_key').on(t.brandId, t.requestKey),
    uniqueIndex('deposits_reference_key').on(t.reference),
    uniqueIndex('deposits_gateway_ref_key')
      .on(t.channelId, t.gatewayRef)
      .where(sql`${t.gatewayRef} is not null`),
    index('deposits_queue_idx').on(t.brandId, t.status, t.createdAt),
    index('deposits_member_idx').on(t.memberId, t.createdAt),
    index('deposits_account_idx').on(t.brandId, t.account),
    check('deposits_amount_positive', sql`${t.amountMinor} > 0`),
    check('deposits_status', sql`${t.status} in ('PENDING', 'APPROVED', 'REJECTED', 'EXPIRED')`),
    check('deposits_approved_has_entry', sql`(${t.status} = 'APPROVED') = (${t.entryId} is not null)`),
  ],
);
