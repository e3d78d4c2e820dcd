import { fromMinor, type TAdminDeposit } from '@openlobby/contracts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { dayIn, startOfDay } from '../../lib/zoned-time.ts';
import type { TBrand } from '../system/system.service.ts';
import * as repo from './payments.repo.ts';

/**
 * What the back office and the member's funds page read of deposits: the finance queue, a member's
 * figures of today, and the dashboard's money figures. Reads only; the deposit service moves money.
 */
export function createDepositFigures(d: {
  db: Db;
  brandById: (id: number, tx?: DbOrTx) => Promise<TBrand>;
  now: () => Date;
}) {
  const { now } = d;

  async function findQueue(
    q: { brandId?: number; status?: string; q?: string; page: number; pageSize: number },
    codes: Map<number, string>,
  ) {
    const page = await repo.findDepositQueue(d.db, q);
    const items: TAdminDeposit[] = [];
    for (const i of page.items) {
      const brand = await d.brandById(i.deposit.brandId);
      items.push({
        id: i.deposit.id,
        brand: codes.get(i.deposit.brandId) ?? '',
        reference: i.deposit.reference,
        memberId: i.deposit.memberId,
        account: i.deposit.account,
        channel: i.channel,
        gateway: i.gateway,
        amount: fromMinor(i.deposit.amountMinor, brand.currencyDecimals),
        currency: i.deposit.currency,
        payerName: i.deposit.payerName,
        status: i.deposit.status as TAdminDeposit['status'],
        gatewayRef: i.deposit.gatewayRef,
        createdAt: i.deposit.createdAt.toISOString(),
        decidedAt: i.deposit.decidedAt?.toISOString() ?? null,
        decidedBy: i.deposit.decidedBy,
        reason: i.deposit.reason,
      });
    }
    return { items, page: q.page, pageSize: q.pageSize, total: page.total };
  }

  /** Today's approved deposits and the pending count, for consolidated funds. */
  async function memberFigures(brand: TBrand, memberId: number) {
    const since = startOfDay(brand.timeZone, dayIn(brand.timeZone, now()));
    const f = await repo.memberDepositFigures(d.db, memberId, since);
    return { pending: f.pending, todayApproved: fromMinor(f.approvedMinor, brand.currencyDecimals) };
  }

  /**
   * Money figures of the dashboard by currency: today's approved deposits and paid withdrawals,
   * what waits for finance, and 14 days of deposits. `decimals` gives each currency's decimals.
   */
  async function dashboardFigures(decimals: Map<string, number>) {
    const at = now();
    const dayStart = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
    const since = new Date(dayStart.getTime() - 13 * 86_400_000);
    const f = await repo.findMoneyFigures(d.db, { dayStart, since });
    const currencies = [...new Set([...decimals.keys(), ...f.deposited.map((r) => r.currency)])].sort();
    return currencies.map((currency) => {
      const dec = decimals.get(currency) ?? 2;
      const dep = f.deposited.find((r) => r.currency === currency);
      const wd = f.withdrawn.find((r) => r.currency === currency);
      const depositsMinor = BigInt(dep?.total ?? '0');
      const withdrawnMinor = BigInt(wd?.total ?? '0');
      return {
        currency,
        depositsToday: fromMinor(depositsMinor, dec),
        depositCountToday: dep?.n ?? 0,
        withdrawalsPaidToday: fromMinor(withdrawnMinor, dec),
        withdrawalCountToday: wd?.n ?? 0,
        netToday: fromMinor(depositsMinor - withdrawnMinor, dec),
        pendingDeposits: dep?.pending ?? 0,
        pendingWithdrawals: wd?.pending ?? 0,
        depositsByDay: Array.from({ length: 14 }, (_, i) => {
          const day = new Date(since.getTime() + i * 86_400_000).toISOString().slice(0, 10);
          const row = f.byDay.find((r) => r.currency === currency && r.day === day);
          return { day, amount: fromMinor(BigInt(row?.total ?? '0'), dec) };
        }),
      };
    });
  }

  return { findQueue, memberFigures, dashboardFigures };
}
