import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
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

/** Binary column (proof images); PGlite answers a Uint8Array, node-postgres a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export type TReceivingAccount = {
  bankName: string | null;
  accountName: string | null;
  accountNumber: string | null;
  address: string | null;
};

/**
 * The ways a brand takes deposits: a manual channel (the member pays to the receiving account and
 * finance approves) or a gateway (the member pays online and the gateway's signed call confirms):
 * `sandbox` is the built-in play-money gateway (development, test and brands in test mode only),
 * `hosted` a real payment gateway's hosted payment page (gateways/hosted-page.ts).
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
    /** A hosted gateway's merchant id: sent with every payment, checked in every notification. */
    merchantId: text('merchant_id'),
    /** A hosted gateway's API base URL (https); payments are created at `<base>/payments`. */
    apiBaseUrl: text('api_base_url'),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('payment_channels_brand_idx').on(t.brandId, t.sort),
    check('payment_channels_kind', sql`${t.kind} in ('BANK', 'EWALLET', 'CRYPTO')`),
    check('payment_channels_gateway', sql`${t.gateway} in ('manual', 'sandbox', 'hosted')`),
    check('payment_channels_limits', sql`${t.minMinor} > 0 and ${t.maxMinor} >= ${t.minMinor}`),
    check('payment_channels_gateway_secret', sql`${t.gateway} = 'manual' or ${t.secret} is not null`),
    check(
      'payment_channels_hosted_config',
      sql`${t.gateway} <> 'hosted' or (${t.merchantId} is not null and ${t.apiBaseUrl} is not null)`,
    ),
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
    /** The gateway's own transaction id: once it confirms (sandbox), or once it created the payment (hosted). */
    gatewayRef: text('gateway_ref'),
    /** A hosted gateway's payment page for this order, as the gateway answered its creation. */
    payUrl: text('pay_url'),
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

/**
 * A brand's withdrawal rules and its limit on transfers between members (one row per brand;
 * defaults apply without one). Daily limits count the brand's calendar day.
 */
export const paymentSettings = pgTable(
  'payment_settings',
  {
    brandId: brandIdColumn().primaryKey(),
    withdrawalMinMinor: bigint('withdrawal_min_minor', { mode: 'bigint' }).notNull(),
    withdrawalMaxMinor: bigint('withdrawal_max_minor', { mode: 'bigint' }).notNull(),
    withdrawalDailyCount: integer('withdrawal_daily_count').notNull(),
    /** The most one member may ask to withdraw per day, all requests together; null: no limit. */
    withdrawalDailyAmountMinor: bigint('withdrawal_daily_amount_minor', { mode: 'bigint' }),
    autoReceiveMinutes: integer('auto_receive_minutes').notNull(),
    /** Bets required per deposited amount, in percent (100 = one turnover). */
    turnoverPercent: integer('turnover_percent').notNull(),
    /** Transfers one member may make to other members (upline, downline) per day; null: no limit. */
    transferDailyCount: integer('transfer_daily_count'),
    /**
     * Operators' balance adjustments above this amount wait for a second operator (maker and
     * checker); null: every adjustment does. Rows made before the column: 10,000.00 (minor units).
     */
    adjustmentCheckerAboveMinor: bigint('adjustment_checker_above_minor', { mode: 'bigint' }).default(
      sql`1000000`,
    ),
  },
  (t) => [
    check(
      'payment_settings_limits',
      sql`${t.withdrawalMinMinor} > 0 and ${t.withdrawalMaxMinor} >= ${t.withdrawalMinMinor}`,
    ),
    check('payment_settings_counts', sql`${t.withdrawalDailyCount} > 0 and ${t.autoReceiveMinutes} > 0`),
    check('payment_settings_turnover', sql`${t.turnoverPercent} >= 0`),
    check(
      'payment_settings_daily_amount',
      sql`${t.withdrawalDailyAmountMinor} is null or ${t.withdrawalDailyAmountMinor} >= ${t.withdrawalMinMinor}`,
    ),
    check(
      'payment_settings_transfer_count',
      sql`${t.transferDailyCount} is null or ${t.transferDailyCount} > 0`,
    ),
    check(
      'payment_settings_adjustment_checker',
      sql`${t.adjustmentCheckerAboveMinor} is null or ${t.adjustmentCheckerAboveMinor} >= 0`,
    ),
  ],
);

/**
 * Operators' manual balance adjustments of a member's main wallet, one row each: POSTED at once
 * (at or below the brand's checker threshold) or PENDING until a second operator approves (POSTED,
 * with its ledger entry) or rejects it (REJECTED). `requested_by` and `decided_by` also keep an
 * operator from approving the withdrawals of a member whose balance they adjusted.
 */
export const balanceAdjustments = pgTable(
  'balance_adjustments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: brandIdColumn(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    direction: text('direction').$type<'credit' | 'debit'>().notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    reason: text('reason').notNull(),
    /** The maker's request key: a repeated request answers the same adjustment. */
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status').$type<'PENDING' | 'POSTED' | 'REJECTED'>().notNull(),
    requestedBy: text('requested_by').notNull(),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    rejectReason: text('reject_reason'),
    entryId: bigint('entry_id', { mode: 'number' }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('balance_adjustments_member_key').on(t.memberId, t.idempotencyKey),
    index('balance_adjustments_status_idx').on(t.status, t.brandId),
    index('balance_adjustments_member_idx').on(t.memberId, t.createdAt),
    check('balance_adjustments_status', sql`${t.status} in ('PENDING', 'POSTED', 'REJECTED')`),
    check('balance_adjustments_direction', sql`${t.direction} in ('credit', 'debit')`),
    check('balance_adjustments_amount', sql`${t.amountMinor} > 0`),
    check('balance_adjustments_posted_has_entry', sql`(${t.status} = 'POSTED') = (${t.entryId} is not null)`),
  ],
);

/**
 * Brands in test mode (a row while it is on): the sandbox gateway serves them in production too,
 * so their deposits are play money, and their withdrawals are refused (BRAND_TEST_MODE).
 */
export const paymentTestModes = pgTable('payment_test_modes', {
  brandId: brandIdColumn().primaryKey(),
  /** The operator who switched it on. */
  enabledBy: text('enabled_by').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Turnover still owed that moved with a transfer between members, as rows (history is never
 * edited): the sender's row takes it off (negative), the receiver's adds it (positive), both keyed
 * by the transfer's ledger entry, so a replayed transfer cannot move it twice.
 */
export const turnoverAdjustments = pgTable(
  'turnover_adjustments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: brandIdColumn(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** The transfer's journal entry. */
    entryId: bigint('entry_id', { mode: 'number' }).notNull(),
    /** Added to (positive) or taken from (negative) the member's turnover requirement. */
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('turnover_adjustments_entry_member_key').on(t.entryId, t.memberId),
    index('turnover_adjustments_member_idx').on(t.memberId),
    check('turnover_adjustments_nonzero', sql`${t.amountMinor} <> 0`),
  ],
);

/** Bank cards and e-wallets a member withdraws to. Removed ones are kept (withdrawals point at them). */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    id: serial('id').primaryKey(),
    brandId: brandIdColumn(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    kind: text('kind').notNull(),
    bankName: text('bank_name').notNull(),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('payout_accounts_member_idx').on(t.memberId),
    uniqueIndex('payout_accounts_member_number_key')
      .on(t.memberId, t.kind, t.accountNumber)
      .where(sql`${t.removedAt} is null`),
    check('payout_accounts_kind', sql`${t.kind} in ('BANK', 'EWALLET')`),
  ],
);

/**
 * A withdrawal: the funds move to the member's HELD account at request (one ledger entry), to the
 * brand's payouts at payout, or back to the main wallet at rejection. The status machine is in
 * withdrawal-requests.ts and withdrawal-decisions.ts (each step through withdrawal-steps.ts); every
 * move is a conditional update from the state it expects.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: brandIdColumn(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    account: text('account').notNull(),
    payoutAccountId: integer('payout_account_id')
      .notNull()
      .references(() => payoutAccounts.id),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull().default('PENDING'),
    requestKey: text('request_key').notNull(),
    reference: text('reference').notNull(),
    payoutReference: text('payout_reference'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    remark: text('remark'),
    reason: text('reason'),
    decidedBy: text('decided_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('withdrawals_request_key').on(t.brandId, t.requestKey),
    uniqueIndex('withdrawals_reference_key').on(t.reference),
    index('withdrawals_queue_idx').on(t.brandId, t.status, t.createdAt),
    index('withdrawals_member_idx').on(t.memberId, t.createdAt),
    index('withdrawals_paid_idx')
      .on(t.paidAt)
      .where(sql`${t.status} = 'PAID'`),
    check('withdrawals_amount_positive', sql`${t.amountMinor} > 0`),
    check(
      'withdrawals_status',
      sql`${t.status} in ('PENDING','APPROVED','PAID','RECEIVED','DISPUTED','FULLY_PAID','AUTO_RECEIVED','REJECTED','REFUNDED')`,
    ),
  ],
);

/** Proof images of a payout the member did not receive (png or jpg, under 5 MB, at most 3). */
export const withdrawalProofs = pgTable(
  'withdrawal_proofs',
  {
    id: serial('id').primaryKey(),
    withdrawalId: bigint('withdrawal_id', { mode: 'number' })
      .notNull()
      .references(() => withdrawals.id),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('withdrawal_proofs_withdrawal_idx').on(t.withdrawalId),
    check('withdrawal_proofs_type', sql`${t.contentType} in ('image/png', 'image/jpeg')`),
    check('withdrawal_proofs_size', sql`octet_length(${t.bytes}) <= 5242880`),
  ],
);
