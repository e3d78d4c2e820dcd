import { fromMinor, toMinor, type TMemberWallet } from '@openlobby/contracts';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Ledger } from '../ledger/ledger.service.ts';
import type { TBrand } from '../system/system.service.ts';

/** How many main-wallet entries the back office's member view lists. */
const RECENT_ENTRIES = 50;

/** Minor units of an amount in the brand's currency; VALIDATION_FAILED when it is too precise. */
export function amountInMinor(
  brand: Pick<TBrand, 'currencyDecimals'>,
  amount: number,
  field = 'amount',
): bigint {
  const minor = toMinor(amount, brand.currencyDecimals);
  if (minor === null || minor <= 0n)
    throw new AppError('VALIDATION_FAILED', `The amount allows at most ${brand.currencyDecimals} decimals.`, [
      { field, message: 'tooPrecise' },
    ]);
  return minor;
}

/**
 * Members' money on top of the ledger: their wallets as people see them (major units in the brand's
 * currency) and the moves of money the platform offers. Every move is one ledger entry.
 */
export function createWalletService({ ledger }: { ledger: Ledger }) {
  const mainAccount = (tx: Tx, brand: TBrand, memberId: number) =>
    ledger.memberAccount(tx, {
      brandId: brand.id,
      memberId,
      kind: 'MAIN',
      currency: brand.currencyCode,
    });

  /** Every account of the member and the latest entries of the main wallet. */
  async function memberWallet(brand: TBrand, memberId: number): Promise<TMemberWallet> {
    const d = brand.currencyDecimals;
    const accounts = await ledger.memberBalances(brand.id, memberId);
    const main = accounts.find((a) => a.kind === 'MAIN');
    const entries = main
      ? (await ledger.findPostings(main.accountId, { page: 1, pageSize: RECENT_ENTRIES })).items
      : [];
    return {
      currency: brand.currencyCode,
      decimals: d,
      accounts: accounts.map((a) => ({
        kind: a.kind as 'MAIN' | 'VENDOR' | 'HELD',
        vendorCode: a.vendorCode,
        balance: fromMinor(a.balanceMinor, d),
      })),
      entries: entries.map((e) => ({
        entryId: e.entryId,
        at: e.createdAt.toISOString(),
        kind: e.kind,
        amount: fromMinor(e.amountMinor, d),
        balanceAfter: fromMinor(e.balanceAfterMinor ?? 0n, d),
        reference: e.reference,
        memo: (e.memo as Record<string, unknown> | null) ?? null,
      })),
    };
  }

  /**
   * An operator's manual adjustment inside the caller's transaction: the member's main wallet
   * against the brand's adjustments account, with the reason and the operator in the memo. A debit
   * never takes the wallet below zero (INSUFFICIENT_BALANCE); a repeated key applies once.
   */
  async function adjust(
    tx: Tx,
    a: {
      brand: TBrand;
      memberId: number;
      direction: 'credit' | 'debit';
      amount: number;
      reason: string;
      operator: string;
      key: string;
      /** The second operator who approved it (maker and checker), when one had to. */
      approvedBy?: string;
    },
  ) {
    const amountMinor = amountInMinor(a.brand, a.amount);
    const member = await mainAccount(tx, a.brand, a.memberId);
    const house = await ledger.brandAccount(tx, {
      brandId: a.brand.id,
      kind: 'ADJUSTMENTS',
      currency: a.brand.currencyCode,
    });
    const signed = a.direction === 'credit' ? amountMinor : -amountMinor;
    const before = await ledger.balanceOf(member, tx);
    const result = await ledger.post(
      {
        brandId: a.brand.id,
        kind: 'ADJUSTMENT',
        idempotencyKey: `adjust:${a.memberId}:${a.key}`,
        payload: { direction: a.direction, amountMinor: amountMinor.toString(), reason: a.reason },
        memberId: a.memberId,
        reference: a.operator,
        memo: { reason: a.reason, operator: a.operator, ...(a.approvedBy && { approvedBy: a.approvedBy }) },
        postings: [
          { accountId: member, amountMinor: signed },
          { accountId: house, amountMinor: -signed },
        ],
      },
      tx,
    );
    const after = result.balances.get(member) ?? before;
    const d = a.brand.currencyDecimals;
    return {
      entryId: result.entryId,
      replayed: result.replayed,
      before: { balance: fromMinor(result.replayed ? after : before, d) },
      after: {
        balance: fromMinor(after, d),
        direction: a.direction,
        amount: a.amount,
        entryId: result.entryId,
      },
    };
  }

  return { memberWallet, adjust };
}
export type WalletService = ReturnType<typeof createWalletService>;
