import {
  fromMinor,
  type TAdminWithdrawal,
  type TPayoutAccount,
  type TWithdrawal,
} from '@openlobby/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { dayIn, nextDay, startOfDay } from '../../lib/zoned-time.ts';
import type { TBrand } from '../system/system.service.ts';
import { findPaymentSettings } from './payment-settings.ts';
import * as repo from './withdrawals.repo.ts';

const mask = (n: string) => (n.length <= 4 ? n : `${'•'.repeat(Math.min(8, n.length - 4))}${n.slice(-4)}`);

/** A payout account as its member and the back office see it: never the full number. */
export const accountView = (a: repo.TPayoutAccountRow): TPayoutAccount => ({
  id: a.id,
  kind: a.kind as TPayoutAccount['kind'],
  bankName: a.bankName,
  accountName: a.accountName,
  accountNumber: mask(a.accountNumber),
});

/**
 * What the member's history, the funds page and the back office read of withdrawals: the views of
 * rows, a member's figures of today, the finance queue and proof images. Reads only; the requests
 * and the decisions move money.
 */
export function createWithdrawalFigures(d: {
  db: Db;
  brandById: (id: number) => Promise<TBrand>;
  now: () => Date;
}) {
  /** The rows as members read them; accounts, proofs and the brand's settings read once for all. */
  async function views(rows: repo.TWithdrawalRow[], brand: TBrand): Promise<TWithdrawal[]> {
    const [accounts, proofs, s] = await Promise.all([
      repo.findPayoutAccountsByIds(d.db, [...new Set(rows.map((r) => r.payoutAccountId))]),
      repo.findProofIds(
        d.db,
        rows.map((r) => r.id),
      ),
      findPaymentSettings(d.db, brand),
    ]);
    const accountOf = new Map(accounts.map((a) => [a.id, accountView(a)]));
    return rows.map((r) => ({
      id: r.id,
      reference: r.reference,
      amount: fromMinor(r.amountMinor, brand.currencyDecimals),
      status: r.status as TWithdrawal['status'],
      account: accountOf.get(r.payoutAccountId)!,
      createdAt: r.createdAt.toISOString(),
      paidAt: r.paidAt?.toISOString() ?? null,
      payoutReference: r.payoutReference,
      autoReceiveAt:
        r.status === 'PAID' && r.paidAt
          ? new Date(r.paidAt.getTime() + s.autoReceiveMinutes * 60_000).toISOString()
          : null,
      remark: r.remark,
      proofIds: proofs.filter((p) => p.withdrawalId === r.id).map((p) => p.id),
      reason: r.reason,
    }));
  }

  /** Today's withdrawals (the brand's day; rejected and refunded ones aside) and those waiting for finance. */
  async function memberFigures(brand: TBrand, memberId: number) {
    const since = startOfDay(brand.timeZone, dayIn(brand.timeZone, d.now()));
    const f = await repo.memberWithdrawalFigures(d.db, memberId, since);
    return { pending: f.pending, today: fromMinor(f.todayMinor, brand.currencyDecimals) };
  }

  async function findMemberWithdrawals(
    brand: TBrand,
    memberId: number,
    q: { from: string; to: string; page: number; pageSize: number },
  ) {
    const page = await repo.findMemberWithdrawals(d.db, {
      memberId,
      from: startOfDay(brand.timeZone, q.from),
      to: startOfDay(brand.timeZone, nextDay(q.to)),
      page: q.page,
      pageSize: q.pageSize,
    });
    return { items: await views(page.items, brand), page: q.page, pageSize: q.pageSize, total: page.total };
  }

  async function findQueue(
    q: { brandId?: number; status?: string; q?: string; page: number; pageSize: number },
    codes: Map<number, string>,
  ) {
    const page = await repo.findWithdrawalQueue(d.db, q);
    // The views of each brand's rows in one go (accounts, proofs and settings read once per brand).
    const viewOf = new Map<number, TWithdrawal>();
    for (const brandId of new Set(page.items.map((r) => r.brandId))) {
      const rows = page.items.filter((r) => r.brandId === brandId);
      (await views(rows, await d.brandById(brandId))).forEach((v) => viewOf.set(v.id, v));
    }
    const items: TAdminWithdrawal[] = page.items.map((row) => ({
      ...viewOf.get(row.id)!,
      brand: codes.get(row.brandId) ?? '',
      memberId: row.memberId,
      memberAccount: row.account,
      currency: row.currency,
      decidedBy: row.decidedBy,
    }));
    return { items, page: q.page, pageSize: q.pageSize, total: page.total };
  }

  /** A proof image, for its member or the back office. */
  async function getProof(withdrawalId: number, proofId: number, memberId?: number) {
    const w = await repo.findWithdrawal(d.db, withdrawalId);
    const proof =
      w && (memberId === undefined || w.memberId === memberId)
        ? await repo.findProof(d.db, withdrawalId, proofId)
        : undefined;
    if (!proof) throw new AppError('NOT_FOUND', 'No such proof.');
    return proof;
  }

  return { views, memberFigures, findMemberWithdrawals, findQueue, getProof };
}
