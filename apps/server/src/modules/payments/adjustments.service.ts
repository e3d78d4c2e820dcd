import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { fromMinor, type TBalanceAdjustment, type TMemberAdjustResult } from '@openlobby/contracts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Ledger } from '../ledger/ledger.service.ts';
import type { TBrand } from '../system/system.service.ts';
import { amountInMinor, type WalletService } from '../wallet/wallet.service.ts';
import { balanceAdjustments } from './payments.schema.ts';
import { findPaymentSettings } from './payment-settings.ts';

type TRow = typeof balanceAdjustments.$inferSelect;

export type AdjustmentDeps = {
  db: Db;
  ledger: Ledger;
  wallet: WalletService;
  /** Inside a transaction, pass it: on PGlite a look-up through the database handle would wait for it. */
  brandById: (id: number, tx?: DbOrTx) => Promise<TBrand>;
  /** Identity: a member of the brand by id (the list shows their account). */
  findMember: (brandId: number, id: number) => Promise<{ account: string } | undefined>;
  now?: () => Date;
};

/**
 * Operators' balance adjustments with maker and checker: at or below the brand's threshold one
 * posts at once; above it (or always, when the brand's threshold is null) it waits as PENDING until
 * another operator approves it (its ledger entry posted then, once, under the row's lock) or anyone
 * with the permission rejects it. The maker never approves their own. Every adjustment is a row.
 */
export function createAdjustmentService(d: AdjustmentDeps) {
  const now = d.now ?? (() => new Date());

  const lockRow = async (tx: Tx, id: number) =>
    (await tx.select().from(balanceAdjustments).where(eq(balanceAdjustments.id, id)).for('update'))[0];
  const rowByKey = async (db: DbOrTx, memberId: number, key: string) =>
    (
      await db
        .select()
        .from(balanceAdjustments)
        .where(and(eq(balanceAdjustments.memberId, memberId), eq(balanceAdjustments.idempotencyKey, key)))
    )[0];

  async function mainBalance(tx: Tx, brand: TBrand, memberId: number) {
    const account = await d.ledger.memberAccount(tx, {
      brandId: brand.id,
      memberId,
      kind: 'MAIN',
      currency: brand.currencyCode,
    });
    return fromMinor(await d.ledger.balanceOf(account, tx), brand.currencyDecimals);
  }

  /** Posts a pending row's ledger entry (keyed as a direct adjustment, so it applies once) and marks it POSTED. */
  async function post(tx: Tx, brand: TBrand, row: TRow, by: { decidedBy: string }) {
    const posted = await d.wallet.adjust(tx, {
      brand,
      memberId: row.memberId,
      direction: row.direction,
      amount: fromMinor(row.amountMinor, brand.currencyDecimals),
      reason: row.reason,
      operator: row.requestedBy,
      key: row.idempotencyKey,
      approvedBy: by.decidedBy,
    });
    await tx
      .update(balanceAdjustments)
      .set({
        status: 'POSTED',
        entryId: posted.entryId,
        decidedBy: by.decidedBy,
        decidedAt: now(),
      })
      .where(eq(balanceAdjustments.id, row.id));
    return posted;
  }

  const audit = (row: TRow, brand: TBrand, balance: number, status = row.status) => ({
    adjustmentId: row.id,
    status,
    direction: row.direction,
    amount: fromMinor(row.amountMinor, brand.currencyDecimals),
    memberId: row.memberId,
    requestedBy: row.requestedBy,
    balance,
  });

  /**
   * A maker's adjustment inside the caller's transaction: POSTED at once at or below the brand's
   * threshold, else PENDING with nothing moved. A repeated key answers the same adjustment
   * (replayed); the same key with other details is DUPLICATE_TRANSACTION.
   */
  async function request(
    tx: Tx,
    a: {
      brand: TBrand;
      memberId: number;
      direction: 'credit' | 'debit';
      amount: number;
      reason: string;
      operator: string;
      key: string;
    },
  ) {
    const amountMinor = amountInMinor(a.brand, a.amount);
    const result = (row: TRow, replayed: boolean, balance: number, before: number) => {
      const value: TMemberAdjustResult = {
        adjustmentId: row.id,
        status: row.status,
        entryId: row.entryId,
        replayed,
        balance,
      };
      return { ...value, before: { balance: before }, after: audit(row, a.brand, balance) };
    };
    const existing = await rowByKey(tx, a.memberId, a.key);
    if (existing) {
      if (existing.amountMinor !== amountMinor || existing.direction !== a.direction)
        throw new AppError('DUPLICATE_TRANSACTION', 'This request was already made with different details.');
      const balance = await mainBalance(tx, a.brand, a.memberId);
      return result(existing, true, balance, balance);
    }
    const threshold = (await findPaymentSettings(tx, a.brand)).adjustmentCheckerAbove;
    const needsChecker = threshold === null || amountMinor > amountInMinorOrZero(a.brand, threshold);
    const values = {
      brandId: a.brand.id,
      memberId: a.memberId,
      direction: a.direction,
      amountMinor,
      reason: a.reason,
      idempotencyKey: a.key,
      requestedBy: a.operator,
    };
    if (needsChecker) {
      // A debit the wallet cannot cover now is refused now (and checked again when approved).
      if (
        a.direction === 'debit' &&
        amountInMinor(a.brand, a.amount) > toMinorOf(a.brand, await mainBalance(tx, a.brand, a.memberId))
      )
        throw new AppError('INSUFFICIENT_BALANCE', 'The amount is above the available balance.');
      const [row] = await tx
        .insert(balanceAdjustments)
        .values({ ...values, status: 'PENDING' })
        .onConflictDoNothing()
        .returning();
      const balance = await mainBalance(tx, a.brand, a.memberId);
      // The same key committed first by a parallel request: answered as a replay.
      if (!row) return result((await rowByKey(tx, a.memberId, a.key))!, true, balance, balance);
      return result(row, false, balance, balance);
    }
    const posted = await d.wallet.adjust(tx, { ...a, key: a.key });
    const [row] = await tx
      .insert(balanceAdjustments)
      .values({ ...values, status: 'POSTED', entryId: posted.entryId })
      .onConflictDoNothing()
      .returning();
    const stored = row ?? (await rowByKey(tx, a.memberId, a.key))!;
    return result(stored, posted.replayed || !row, posted.after.balance, posted.before.balance);
  }

  /** Locks a pending adjustment (else NOT_FOUND / OPERATION_NOT_ALLOWED). */
  async function pending(tx: Tx, id: number) {
    const row = await lockRow(tx, id);
    if (!row) throw new AppError('NOT_FOUND', 'No such adjustment.');
    if (row.status !== 'PENDING')
      throw new AppError('OPERATION_NOT_ALLOWED', `This adjustment is ${row.status.toLowerCase()}.`);
    return row;
  }

  /**
   * The checker posts a pending adjustment: under the row's lock, so parallel approvals post once
   * (the others find it POSTED). The maker is refused (ADJUSTMENT_SELF_APPROVAL).
   */
  async function approve(tx: Tx, id: number, by: string) {
    const row = await pending(tx, id);
    if (row.requestedBy === by)
      throw new AppError('ADJUSTMENT_SELF_APPROVAL', 'A second operator must approve this adjustment.');
    const brand = await d.brandById(row.brandId, tx);
    const posted = await post(tx, brand, row, { decidedBy: by });
    return {
      before: { status: 'PENDING', balance: posted.before.balance },
      after: { ...audit(row, brand, posted.after.balance, 'POSTED'), entryId: posted.entryId, decidedBy: by },
    };
  }

  /** Rejects a pending adjustment (its maker may withdraw it too); nothing moves. */
  async function reject(tx: Tx, id: number, by: string, reason: string) {
    const row = await pending(tx, id);
    await tx
      .update(balanceAdjustments)
      .set({ status: 'REJECTED', decidedBy: by, decidedAt: now(), rejectReason: reason })
      .where(eq(balanceAdjustments.id, id));
    const brand = await d.brandById(row.brandId, tx);
    return {
      before: { status: 'PENDING' },
      after: { ...audit(row, brand, await mainBalance(tx, brand, row.memberId), 'REJECTED'), decidedBy: by },
    };
  }

  /** Adjustments newest first (the back office's pending queue), with the brand's codes. */
  async function list(
    q: { brandId?: number; id?: number; status?: TRow['status']; page: number; pageSize: number },
    codes: Map<number, string>,
  ) {
    const filters: SQL[] = [];
    if (q.id !== undefined) filters.push(eq(balanceAdjustments.id, q.id));
    if (q.brandId !== undefined) filters.push(eq(balanceAdjustments.brandId, q.brandId));
    if (q.status) filters.push(eq(balanceAdjustments.status, q.status));
    const where = filters.length ? and(...filters) : undefined;
    const found = await d.db
      .select()
      .from(balanceAdjustments)
      .where(where)
      .orderBy(desc(balanceAdjustments.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize);
    const [total] = await d.db.select({ n: count() }).from(balanceAdjustments).where(where);
    const accounts = new Map<number, string>();
    for (const r of found)
      if (!accounts.has(r.memberId))
        accounts.set(r.memberId, (await d.findMember(r.brandId, r.memberId))?.account ?? '');
    const rows = found.map((a) => ({ a, account: accounts.get(a.memberId)! }));
    const brands = new Map<number, TBrand>();
    for (const id of new Set(rows.map((r) => r.a.brandId))) brands.set(id, await d.brandById(id));
    const items: TBalanceAdjustment[] = rows.map(({ a, account }) => {
      const brand = brands.get(a.brandId)!;
      return {
        id: a.id,
        brand: codes.get(a.brandId) ?? '',
        memberId: a.memberId,
        memberAccount: account,
        direction: a.direction,
        amount: fromMinor(a.amountMinor, brand.currencyDecimals),
        currency: brand.currencyCode,
        reason: a.reason,
        status: a.status,
        requestedBy: a.requestedBy,
        decidedBy: a.decidedBy,
        decidedAt: a.decidedAt?.toISOString() ?? null,
        rejectReason: a.rejectReason,
        entryId: a.entryId,
        createdAt: a.createdAt.toISOString(),
      };
    });
    return { items, page: q.page, pageSize: q.pageSize, total: total?.n ?? 0 };
  }

  /** One adjustment as listed (NOT_FOUND when there is none). */
  async function one(id: number, codes: Map<number, string>) {
    const [item] = (await list({ id, page: 1, pageSize: 1 }, codes)).items;
    if (!item) throw new AppError('NOT_FOUND', 'No such adjustment.');
    return item;
  }

  return { request, approve, reject, list, one };
}
export type AdjustmentService = ReturnType<typeof createAdjustmentService>;

/** A balance in major units back in minor units (0 stays 0). */
function toMinorOf(brand: TBrand, amount: number) {
  return amount === 0 ? 0n : amountInMinor(brand, amount);
}

/** The threshold in minor units (0 stays 0: every adjustment above nothing waits). */
function amountInMinorOrZero(brand: TBrand, amount: number) {
  return amount === 0 ? 0n : amountInMinor(brand, amount, 'adjustmentCheckerAbove');
}

/** Days during which an operator who adjusted a member's balance cannot decide their withdrawals. */
export const ADJUSTER_WITHDRAWAL_DAYS = 30;

/**
 * Whether the operator made or approved (or has pending) a balance adjustment of the member in the
 * last ADJUSTER_WITHDRAWAL_DAYS days; rejected ones do not count.
 */
export async function operatorAdjustedMember(db: DbOrTx, memberId: number, operator: string, at: Date) {
  const since = new Date(at.getTime() - ADJUSTER_WITHDRAWAL_DAYS * 86_400_000);
  const [row] = await db
    .select({ n: count() })
    .from(balanceAdjustments)
    .where(
      and(
        eq(balanceAdjustments.memberId, memberId),
        sql`${balanceAdjustments.status} <> 'REJECTED'`,
        sql`(${balanceAdjustments.requestedBy} = ${operator} or ${balanceAdjustments.decidedBy} = ${operator})`,
        sql`${balanceAdjustments.createdAt} >= ${since}`,
      ),
    );
  return (row?.n ?? 0) > 0;
}
