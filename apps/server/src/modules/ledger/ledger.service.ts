import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import * as history from './ledger-history.repo.ts';
import * as repo from './ledger.repo.ts';
import {
  LedgerError,
  checkIdempotencyKey,
  checkPostings,
  pgErrorOf,
  requestHash,
  withRetries,
  type TPostingInput,
} from './ledger-rules.ts';
import {
  BRAND_ACCOUNT_KINDS,
  MEMBER_ACCOUNT_KINDS,
  type TBrandAccountKind,
  type TJournalKind,
  type TMemberAccountKind,
} from './ledger.schema.ts';

const insufficient = () => new AppError('INSUFFICIENT_BALANCE', 'The amount is above the available balance.');

export type TPostRequest = {
  brandId: number;
  kind: TJournalKind;
  /** Unique per brand: a vendor transaction id, a request key, a period key. Namespace client keys by member. */
  idempotencyKey: string;
  /** What the caller was asked to do; its fingerprint tells a replay (same) from a clash (different). */
  payload: unknown;
  /** The member the entry concerns (history); part of the fingerprint. */
  memberId?: number | null;
  reference?: string | null;
  memo?: Record<string, unknown> | null;
  /** Signed minor units, bigint; at least two, summing to zero, each account once. */
  postings: TPostingInput[];
};

export type TPostResult = {
  entryId: number;
  /** True when the key was already applied with the same request: nothing was written now. */
  replayed: boolean;
  /** Each member account of the entry and its balance right after the entry. */
  balances: Map<number, bigint>;
};

export type TLedgerVerify = {
  ok: boolean;
  entries: number;
  postings: number;
  accounts: number;
  problems: string[];
};

/**
 * The ledger: the only writer of money. Every change of a balance is one journal entry whose
 * postings sum to zero, written in one READ COMMITTED transaction with the cached balances of the
 * member accounts it touches (locked in ascending id order), applied at most once per idempotency key.
 */
export function createLedger({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  /**
   * Account ids by owner, kind and vendor. An account is never deleted nor re-keyed (a trigger
   * guards it), so a committed id stays right forever; only ids read outside a transaction (so
   * known to be committed) are kept.
   */
  const accountIds = new Map<string, { id: number; currency: string }>();
  /**
   * The brand and currency of accounts by id, for the checks of `post`; kept, like `accountIds`,
   * only for accounts read outside a transaction.
   */
  const accountOwners = new Map<number, { brandId: number; currency: string }>();

  /** The id of a member's account, created (balance 0) on first use. */
  async function memberAccount(
    tx: DbOrTx,
    a: {
      brandId: number;
      memberId: number;
      kind: TMemberAccountKind;
      vendorCode?: string | null;
      currency: string;
    },
  ): Promise<number> {
    if (!MEMBER_ACCOUNT_KINDS.includes(a.kind))
      throw new LedgerError(`${a.kind} is not a member account kind`);
    const vendorCode = a.vendorCode ?? null;
    if ((a.kind === 'VENDOR') !== (vendorCode !== null))
      throw new LedgerError('a vendor code goes with a VENDOR account, and only with it');
    return getOrCreate(
      tx,
      { brandId: a.brandId, memberId: a.memberId, kind: a.kind, vendorCode },
      a.currency,
    );
  }

  /**
   * Many members' accounts of one kind (not VENDOR) at once, by member id, created on first use:
   * one query for those not cached, outside any transaction, so every id it answers is kept. In a
   * transaction (`tx`), those not cached are found or created one by one in it instead: a caller
   * there warms the cache beforehand, and this is its rare path.
   */
  async function memberAccounts(
    a: {
      brandId: number;
      memberIds: readonly number[];
      kind: Exclude<TMemberAccountKind, 'VENDOR'>;
      currency: string;
    },
    tx?: Tx,
  ): Promise<Map<number, number>> {
    const key = (memberId: number) => `${a.brandId}:${memberId}:${a.kind}:`;
    const missing = tx ? [] : [...new Set(a.memberIds)].filter((m) => !accountIds.has(key(m)));
    if (missing.length > 0)
      for (const row of await repo.findMemberAccountIds(db, a.brandId, a.kind, missing)) {
        accountIds.set(key(row.memberId), row);
        accountOwners.set(row.id, { brandId: a.brandId, currency: row.currency });
      }
    const ids = new Map<number, number>();
    for (const memberId of a.memberIds) {
      if (ids.has(memberId)) continue;
      // a cached account answers without an await: a settlement asks for thousands at once
      const cached = accountIds.get(key(memberId));
      ids.set(
        memberId,
        cached && cached.currency === a.currency
          ? cached.id
          : await memberAccount(tx ?? db, { ...a, memberId, vendorCode: null }),
      );
    }
    return ids;
  }

  /** The id of a brand account (no cached balance: derived from postings), created on first use. */
  async function brandAccount(
    tx: DbOrTx,
    a: { brandId: number; kind: TBrandAccountKind; currency: string },
  ): Promise<number> {
    if (!BRAND_ACCOUNT_KINDS.includes(a.kind)) throw new LedgerError(`${a.kind} is not a brand account kind`);
    return getOrCreate(
      tx,
      { brandId: a.brandId, memberId: null, kind: a.kind, vendorCode: null },
      a.currency,
    );
  }

  async function getOrCreate(tx: DbOrTx, key: repo.TAccountKey, currency: string): Promise<number> {
    const cacheKey = `${key.brandId}:${key.memberId ?? ''}:${key.kind}:${key.vendorCode ?? ''}`;
    let row = accountIds.get(cacheKey) ?? (await repo.findAccountByKey(tx, key));
    if (!row) {
      await repo.insertAccount(tx, { ...key, currency });
      row = await repo.findAccountByKey(tx, key);
    }
    if (!row) throw new LedgerError(`ledger account ${JSON.stringify(key)} could not be created`);
    if (tx === db) {
      accountIds.set(cacheKey, row);
      accountOwners.set(row.id, { brandId: key.brandId, currency: row.currency });
    }
    if (row.currency !== currency)
      throw new LedgerError(`ledger account ${row.id} holds ${row.currency}, not ${currency}`);
    return row.id;
  }

  /**
   * Refuses an entry naming an account that does not exist, is another brand's or holds another
   * currency than the others. The database function checks only the member accounts it locks:
   * these checks are the writer's, and `verify` proves them over the whole ledger.
   */
  async function checkAccounts(brandId: number, lines: readonly TPostingInput[], tx?: Tx) {
    const currencies = new Set<string>();
    for (const { accountId } of lines) {
      let owner = accountOwners.get(accountId);
      if (!owner) {
        const row = await repo.findAccount(tx ?? db, accountId);
        if (!row) throw new LedgerError('an account of the entry does not exist');
        owner = { brandId: row.brandId, currency: row.currency };
        if (!tx) accountOwners.set(accountId, owner);
      }
      if (owner.brandId !== brandId)
        throw new LedgerError('an account of the entry belongs to another brand than the entry');
      currencies.add(owner.currency);
    }
    if (currencies.size > 1) throw new LedgerError('an entry cannot mix currencies');
  }

  /**
   * Applies one entry, or answers the first result when its key was applied with the same request.
   * Throws DUPLICATE_TRANSACTION (same key, other request) or INSUFFICIENT_BALANCE (a member
   * balance would go below zero), writing nothing. Without `tx` it is one statement that commits
   * by itself (retried on serialization failures and deadlocks); with the caller's `tx` (READ
   * COMMITTED) it joins it and the caller owns commit and retries. `bare` (with `tx`) skips the
   * savepoint that keeps the caller's transaction usable after a refusal or a replay: for a caller
   * that has ruled both out under its own locks, so either is a bug that must undo everything.
   */
  async function post(req: TPostRequest, tx?: Tx, opts: { bare?: boolean } = {}): Promise<TPostResult> {
    checkIdempotencyKey(req.idempotencyKey);
    checkPostings(req.postings);
    await checkAccounts(req.brandId, req.postings, tx);
    const hash = requestHash({ kind: req.kind, memberId: req.memberId, payload: req.payload });
    const write = (t: DbOrTx) =>
      repo.postEntry(
        t,
        {
          brandId: req.brandId,
          kind: req.kind,
          idempotencyKey: req.idempotencyKey,
          requestHash: hash,
          memberId: req.memberId ?? null,
          reference: req.reference ?? null,
          memo: req.memo ?? null,
          createdAt: now(),
          accountIds: req.postings.map((p) => p.accountId),
          amounts: req.postings.map((p) => p.amountMinor),
        },
        t === db ? 'alone' : opts.bare ? 'bare' : 'savepoint',
      );
    let posted: repo.TPostedEntry;
    try {
      posted = tx ? await write(tx) : await withRetries(() => write(db));
    } catch (err) {
      const pg = pgErrorOf(err);
      if (pg?.code === repo.LEDGER_BUG_SQLSTATE) throw new LedgerError(pg.message);
      throw err;
    }
    if (posted.status === 'INSUFFICIENT') throw insufficient();
    if (posted.status === 'REPLAY' && posted.requestHash !== hash)
      throw new AppError('DUPLICATE_TRANSACTION', 'This request was already made with different details.');
    return {
      entryId: posted.entryId,
      replayed: posted.status === 'REPLAY',
      balances: posted.balances,
    };
  }

  /** An account's balance: the cached one of a member account, the postings' sum of a brand account. */
  async function balanceOf(accountId: number, tx: DbOrTx = db): Promise<bigint> {
    const account = await repo.findAccount(tx, accountId);
    if (!account) throw new AppError('NOT_FOUND');
    return account.balanceMinor ?? repo.sumPostings(tx, accountId);
  }

  /** Every account of a member (main, vendor wallets, held) with its balance. */
  async function memberBalances(brandId: number, memberId: number, tx: DbOrTx = db) {
    const rows = await repo.findMemberAccounts(tx, brandId, memberId);
    return rows.map((r) => ({ ...r, balanceMinor: r.balanceMinor ?? 0n }));
  }

  /** A statement page: an account's postings with their entry, newest first; `to` is exclusive. */
  async function findPostings(
    accountId: number,
    q: { from?: Date; to?: Date; page: number; pageSize: number },
    tx: DbOrTx = db,
  ) {
    const { items, total } = await repo.findPostingsPage(tx, accountId, q);
    return { items, page: q.page, pageSize: q.pageSize, total };
  }

  /**
   * Proves the ledger from its rows, in one snapshot: every entry balanced with two or more postings
   * in one brand and currency; every posting's entry and account, every entry's brand and member there; every member balance equal to its postings' sum, never negative, and
   * each posting's balance-after the running sum; every brand and currency summing to zero; no
   * idempotency key twice in a brand.
   */
  async function verify(): Promise<TLedgerVerify> {
    return db.transaction(
      async (tx) => {
        const problems: string[] = [];
        for (const r of await repo.findUnbalancedEntries(tx))
          problems.push(`entry ${r.id}: ${r.n} postings summing to ${r.total}`);
        for (const r of await repo.findDanglingReferences(tx))
          problems.push(`${r.what} ${r.id} names ${r.ref}, which does not exist`);
        for (const r of await repo.findCrossingEntries(tx))
          problems.push(`entry ${r.id}: ${r.currencies} currencies, ${r.foreign} postings on another brand`);
        for (const r of await repo.findBalanceMismatches(tx))
          problems.push(`account ${r.id}: cached balance ${r.cached}, postings sum to ${r.total}`);
        for (const r of await repo.findStatementMismatches(tx))
          problems.push(
            `posting ${r.id} (account ${r.account_id}): balance after ${r.stored ?? 'null'}, running sum ${r.running}`,
          );
        for (const r of await repo.findNonZeroTotals(tx))
          problems.push(`brand ${r.brand_id} ${r.currency}: all postings sum to ${r.total}`);
        for (const r of await repo.findRepeatedKeys(tx))
          problems.push(`brand ${r.brand_id}: idempotency key ${r.idempotency_key} applied ${r.n} times`);
        const counts = await repo.countLedger(tx);
        return { ok: problems.length === 0, ...counts, problems };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  }

  return {
    /** The database itself: account look-ups through it (not a transaction) are cached. */
    db,
    /** The ledger's clock: when an entry is written. */
    now,
    memberAccount,
    memberAccounts,
    brandAccount,
    post,
    balanceOf,
    memberBalances,
    /** Locks member accounts in the caller's transaction (ascending id) and answers their balances. */
    lockMemberAccounts: (tx: Tx, ids: readonly number[]) => repo.lockMemberAccounts(tx, ids),
    findPostings,
    verify,
    /** A member's statement across their accounts, newest first. */
    findMemberPostings: (q: history.TMemberPostingsQuery) => history.findMemberPostings(db, q),
    /** An entry's legs in one member's accounts (undefined: not theirs). */
    findMemberEntry: (brandId: number, memberId: number, entryId: number) =>
      history.findMemberEntry(db, brandId, memberId, entryId),
    /** A member's bets with their wins and rollbacks. */
    /**
     * For a daily limit (decisive in the caller's transaction, after its lock): the member's entries
     * of some kinds since a moment, and whether the request's key is applied already (a replay,
     * which counts once).
     */
    countMemberEntriesSince: (tx: DbOrTx, q: Parameters<typeof history.countMemberEntriesSince>[1]) =>
      history.countMemberEntriesSince(tx, q),
    /** All-time main-wallet sums by journal kind. */
    sumMainByKind: (brandId: number, memberId: number, tx: DbOrTx = db) =>
      history.sumMainPostingsByKind(tx, brandId, memberId),
    /** Main-wallet sums by journal kind and brand-local day. */
    sumMainByKindAndDay: (q: Parameters<typeof history.sumMainPostingsByKindAndDay>[1]) =>
      history.sumMainPostingsByKindAndDay(db, q),
    /** A brand's biggest WIN entries since a moment (the winners board), biggest first. */
    findTopWins: (q: Parameters<typeof history.findTopWins>[1]) => history.findTopWins(db, q),
    /** Runs `work` in a READ COMMITTED transaction, again on serialization failures and deadlocks. */
    inTransaction: <T>(work: (tx: Tx) => Promise<T>) =>
      withRetries(() => db.transaction(work, { isolationLevel: 'read committed' })),
    /** Runs a caller's transaction that posts, again on serialization failures and deadlocks. */
    retrying: withRetries,
  };
}
export type Ledger = ReturnType<typeof createLedger>;
