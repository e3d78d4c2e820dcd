import {
  fromMinor,
  ZTransactionKind,
  type TDateRangeQuery,
  type TBetRecord,
  type TProfitLoss,
  type TTransaction,
} from '@openlobby/contracts';
import { AppError } from '../../lib/app-error.ts';
import { nextDay, startOfDay } from '../../lib/zoned-time.ts';
import type { BetsService } from '../bets/bets.service.ts';
import type { Ledger } from '../ledger/ledger.service.ts';
import type { TBrand } from '../system/system.service.ts';

type TKind = TTransaction['kind'];

/** Which wallet a posting is in, as the member reads it. */
const walletName = (p: { accountKind: string; vendorCode: string | null }) =>
  p.accountKind === 'VENDOR' ? p.vendorCode! : p.accountKind;

/** The instants that bound a brand-local date range, the end exclusive. */
const rangeOf = (brand: TBrand, q: Pick<TDateRangeQuery, 'from' | 'to'>) => ({
  from: startOfDay(brand.timeZone, q.from),
  to: startOfDay(brand.timeZone, nextDay(q.to)),
});

/** The member's view of their ledger: statements, one entry's detail, profit and loss, bonuses. */
export function createHistoryService({
  ledger,
  bets,
  gameLabel = async (_brand, _vendorCode, gameCode) => ({ game: gameCode, vendor: null }),
}: {
  ledger: Ledger;
  /** The bets spine: the betting record reads it. */
  bets: Pick<BetsService, 'findMemberBets'>;
  /** The catalogue's names of a vendor and its game code in a language (the games module knows). */
  gameLabel?: (
    brand: TBrand,
    vendorCode: string,
    gameCode: string,
    language: string,
  ) => Promise<{ game: string; vendor: string | null }>;
}) {
  async function findTransactions(
    brand: TBrand,
    memberId: number,
    q: TDateRangeQuery & { kind?: TKind },
    kinds?: readonly TKind[],
  ) {
    const page = await ledger.findMemberPostings({
      brandId: brand.id,
      memberId,
      ...rangeOf(brand, q),
      kinds: q.kind ? [q.kind] : kinds,
      page: q.page,
      pageSize: q.pageSize,
    });
    const d = brand.currencyDecimals;
    return {
      items: page.items.map((p): TTransaction => ({
        id: p.entryId,
        at: p.createdAt.toISOString(),
        kind: ZTransactionKind.parse(p.kind),
        wallet: walletName(p),
        amount: fromMinor(p.amountMinor, d),
        balanceAfter: fromMinor(p.balanceAfterMinor ?? 0n, d),
        reference: p.reference,
      })),
      page: q.page,
      pageSize: q.pageSize,
      total: page.total,
    };
  }

  /** One entry with its legs in the member's wallets; another member's entry is NOT_FOUND. */
  async function getTransaction(brand: TBrand, memberId: number, entryId: number) {
    const legs = await ledger.findMemberEntry(brand.id, memberId, entryId);
    if (!legs) throw new AppError('NOT_FOUND', 'No such transaction.');
    const [first] = legs;
    const d = brand.currencyDecimals;
    return {
      id: first!.entryId,
      at: first!.createdAt.toISOString(),
      kind: ZTransactionKind.parse(first!.kind),
      reference: first!.reference,
      memo: (first!.memo as Record<string, unknown> | null) ?? null,
      legs: legs.map((l) => ({
        wallet: walletName(l),
        amount: fromMinor(l.amountMinor, d),
        balanceAfter: fromMinor(l.balanceAfterMinor ?? 0n, d),
      })),
    };
  }

  /** Profit and loss over brand-local days: bets out of, wins and bonuses into the main wallet. */
  async function getProfitLoss(
    brand: TBrand,
    memberId: number,
    q: Pick<TDateRangeQuery, 'from' | 'to'>,
  ): Promise<TProfitLoss> {
    const rows = await ledger.sumMainByKindAndDay({
      brandId: brand.id,
      memberId,
      ...rangeOf(brand, q),
      timeZone: brand.timeZone,
    });
    const d = brand.currencyDecimals;
    const total = (kind: string, day?: string) =>
      rows.filter((r) => r.kind === kind && (!day || r.day === day)).reduce((t, r) => t + r.totalMinor, 0n);
    // Bets and withdrawals leave the wallet (negative sums); they are shown as positive figures.
    const figures = (day?: string) => {
      const bets = -total('BET', day) - total('ROLLBACK', day);
      const wins = total('WIN', day);
      const bonuses = total('BONUS', day);
      return { bets, wins, bonuses, profit: wins + bonuses - bets };
    };
    const t = figures();
    const days = [...new Set(rows.map((r) => r.day))].map((day) => {
      const f = figures(day);
      return {
        day,
        bets: fromMinor(f.bets, d),
        wins: fromMinor(f.wins, d),
        bonuses: fromMinor(f.bonuses, d),
        profit: fromMinor(f.profit, d),
      };
    });
    return {
      currency: brand.currencyCode,
      totals: {
        deposits: fromMinor(total('DEPOSIT'), d),
        withdrawals: fromMinor(-total('WITHDRAWAL_HOLD') - total('WITHDRAWAL_RELEASE'), d),
        bets: fromMinor(t.bets, d),
        wins: fromMinor(t.wins, d),
        bonuses: fromMinor(t.bonuses, d),
        profit: fromMinor(t.profit, d),
      },
      days,
    };
  }

  /** The betting record: the member's bets (the bets table, every vendor), with the range's totals. */
  async function findBets(
    brand: TBrand,
    memberId: number,
    q: Pick<TDateRangeQuery, 'from' | 'to' | 'page' | 'pageSize'> & { vendorCode?: string },
    language: string = brand.defaultLanguage,
  ) {
    const d = brand.currencyDecimals;
    const found = await bets.findMemberBets({
      brandId: brand.id,
      memberId,
      ...rangeOf(brand, q),
      vendorCode: q.vendorCode,
      page: q.page,
      pageSize: q.pageSize,
    });
    const labels = await Promise.all(
      found.items.map((b) => gameLabel(brand, b.vendorCode, b.gameCode, language)),
    );
    const items = found.items.map((b, i) => {
      const status: TBetRecord['status'] = b.status === 'VOID' ? 'ROLLED_BACK' : b.status;
      return {
        id: b.id,
        // a seamless round's bet id is `<round>/<member>`: the member reads the vendor's round id
        reference:
          b.source === 'SEAMLESS' ? b.vendorBetId.slice(0, b.vendorBetId.lastIndexOf('/')) : b.vendorBetId,
        vendorCode: b.vendorCode,
        vendorName: labels[i]?.vendor ?? null,
        game: labels[i]?.game ?? null,
        placedAt: b.placedAt.toISOString(),
        settledAt: b.settledAt?.toISOString() ?? null,
        betAmount: fromMinor(b.stakeMinor, d),
        winAmount: fromMinor(b.payoutMinor, d),
        profit: status === 'SETTLED' ? fromMinor(b.payoutMinor - b.stakeMinor, d) : 0,
        status,
      };
    });
    return {
      items,
      page: q.page,
      pageSize: q.pageSize,
      total: found.total,
      totals: {
        betAmount: fromMinor(found.totals.stakeMinor, d),
        winAmount: fromMinor(found.totals.payoutMinor, d),
        profit: fromMinor(found.totals.profitMinor, d),
      },
    };
  }

  return { findTransactions, getTransaction, getProfitLoss, findBets };
}
export type HistoryService = ReturnType<typeof createHistoryService>;
