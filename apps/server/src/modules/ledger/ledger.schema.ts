import { TRANSACTION_KINDS } from '@openlobby/contracts';
import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { xid8 } from '../bets/bets.schema.ts';
import { members } from '../identity/identity.schema.ts';
import { brandIdColumn, createdAtColumn } from '../system/system.schema.ts';

/** Accounts a member owns: the main wallet, one wallet per transfer-wallet vendor, funds held for withdrawals. */
export const MEMBER_ACCOUNT_KINDS = ['MAIN', 'VENDOR', 'HELD'] as const;
/** Accounts a brand owns. Their balance is derived from postings, never one row updated by every bet. */
export const BRAND_ACCOUNT_KINDS = [
  'CASH_IN_TRANSIT',
  'GAME_REVENUE',
  'BONUS',
  'COMMISSION',
  'FEES',
  'PAYOUTS',
  'ADJUSTMENTS',
  /** Every chip bought in at the brand's card rooms and not cashed out yet (issue 19). */
  'TABLE_CHIPS',
] as const;
/** What a journal entry records (the contracts' transaction kinds); the column's CHECK holds the same list. */
export const JOURNAL_KINDS = TRANSACTION_KINDS;

export type TMemberAccountKind = (typeof MEMBER_ACCOUNT_KINDS)[number];
export type TBrandAccountKind = (typeof BRAND_ACCOUNT_KINDS)[number];
export type TAccountKind = TMemberAccountKind | TBrandAccountKind;
export type TJournalKind = (typeof JOURNAL_KINDS)[number];

/** `column in ('A', 'B', …)` from a constant list, so the CHECK and the TypeScript type share one source. */
const inList = (column: AnyPgColumn, values: readonly string[]): SQL =>
  sql`(${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))}))`;

/**
 * Ledger accounts. Member accounts carry a cached balance (updated in the same transaction as their
 * postings, never below zero); brand accounts carry none, their balance is the sum of their postings.
 * One account per (brand, owner, kind, vendor).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: brandIdColumn(),
    /** The owning member; null for a brand account. */
    memberId: integer('member_id').references(() => members.id),
    kind: text('kind').$type<TAccountKind>().notNull(),
    /** The vendor of a VENDOR (transfer-wallet) account; null for every other kind. */
    vendorCode: text('vendor_code'),
    currency: text('currency').notNull(),
    /** Cached balance of a member account (= sum of its postings); null for brand accounts. */
    balanceMinor: bigint('balance_minor', { mode: 'bigint' }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_owner_key').on(
      t.brandId,
      sql`coalesce(${t.memberId}, 0)`,
      t.kind,
      sql`coalesce(${t.vendorCode}, '')`,
    ),
    index('ledger_accounts_member_idx').on(t.memberId),
    check('ledger_accounts_kind', inList(t.kind, [...MEMBER_ACCOUNT_KINDS, ...BRAND_ACCOUNT_KINDS])),
    check(
      'ledger_accounts_owner',
      sql`(${t.memberId} is not null) = ${inList(t.kind, MEMBER_ACCOUNT_KINDS)}`,
    ),
    check('ledger_accounts_vendor_code', sql`(${t.vendorCode} is not null) = (${t.kind} = 'VENDOR')`),
    check(
      'ledger_accounts_cached_balance',
      sql`(${t.balanceMinor} is not null) = (${t.memberId} is not null)`,
    ),
    check('ledger_accounts_balance_non_negative', sql`${t.balanceMinor} >= 0`),
  ],
);

/**
 * One change of balances: its postings sum to zero. Immutable (a correction is a new entry); a
 * trigger (migration 0008) refuses UPDATE, DELETE and TRUNCATE. The idempotency key makes a
 * repeated request apply at most once per brand; request_hash tells a replay from a clash.
 *
 * No foreign keys (migration 0025): the writers (the ledger statement, seamless_apply) take the
 * brand, member and accounts from rows they have resolved, and `ledger:verify` proves every reference. A
 * foreign key check here would KEY SHARE-lock the brand row on every bet of the brand.
 */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The brand (brands.id); no foreign key, see above. */
    brandId: integer('brand_id').notNull(),
    kind: text('kind').$type<TJournalKind>().notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of the canonical request (kind, member, payload). */
    requestHash: text('request_hash').notNull(),
    /** The member the entry concerns, for history queries; null for brand-only entries. */
    memberId: integer('member_id'),
    /** An outside reference: vendor transaction id, gateway order, payout reference. */
    reference: text('reference'),
    memo: jsonb('memo').$type<Record<string, unknown>>(),
    createdAt: createdAtColumn(),
    /** The writing transaction: consumers of money events read entries in commit order by it. */
    xid: xid8('xid')
      .notNull()
      .default(sql`pg_current_xact_id()`),
  },
  (t) => [
    uniqueIndex('journal_entries_idempotency_key').on(t.brandId, t.idempotencyKey),
    index('journal_entries_member_idx').on(t.memberId, t.createdAt),
    // A round's bet, wins and rollbacks share a reference (vendor:round): betting records join on it.
    // Led by the reference, not the brand, so no plan mistakes it for the key's index.
    index('journal_entries_reference_idx').on(t.reference, t.brandId),
    // The engagement consumers' read (points, inbox) of the kinds they react to, in commit order;
    // bets, wins and transfers (nearly every row) stay out of it.
    index('journal_entries_events_idx')
      .on(t.xid, t.id)
      .where(sql`${t.kind} in ('DEPOSIT', 'WITHDRAWAL_PAYOUT', 'BONUS')`),
    check('journal_entries_kind', inList(t.kind, JOURNAL_KINDS)),
  ],
);

/**
 * The lines of an entry: an amount on one account. The two writers (the ledger statement,
 * ledger.repo.ts, and ledger_append, migration 0025) refuse an entry whose postings do not sum to
 * zero, number fewer than two or name an account twice; no other code inserts postings (a test
 * reads the source for it) and ledger:verify finds any unbalanced entry. No foreign keys: see
 * journal_entries.
 */
export const postings = pgTable(
  'postings',
  {
    /**
     * Order of postings (an account's statement, its running balance); no primary key index: no
     * query finds a posting by its id alone, and every bet would pay for one (migration 0025).
     */
    id: bigserial('id', { mode: 'number' }).notNull(),
    entryId: bigint('entry_id', { mode: 'number' }).notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    /** A member account's balance right after this posting (statements); null on brand accounts. */
    balanceAfterMinor: bigint('balance_after_minor', { mode: 'bigint' }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('postings_account_idx').on(t.accountId, t.id),
    index('postings_entry_idx').on(t.entryId),
    check('postings_amount_non_zero', sql`${t.amountMinor} <> 0`),
  ],
);
