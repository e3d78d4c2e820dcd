import { AppError } from '../../lib/app-error.ts';
import type { MoneyEvents } from '../../lib/money-events.ts';
import type { Tx } from '../../db/client.ts';
import type { TPostingInput } from '../ledger/ledger-rules.ts';
import type { Ledger } from '../ledger/ledger.service.ts';
import type { TBrand } from '../system/system.service.ts';
import * as repo from './vendor-transfers.repo.ts';
import { VendorRefusedError, type VendorWallets } from './vendor-wallets.ts';

/** A move younger than this is still in its request's hands; the job leaves it alone. */
export const RECONCILE_AFTER_MS = 10_000;

export type TVendorMoveDeps = {
  ledger: Ledger;
  vendorWallets: VendorWallets;
  events: MoneyEvents;
  brandById: (id: number) => Promise<TBrand>;
  now: () => Date;
};

type TMoveStatus = 'DONE' | 'FAILED' | 'PENDING';

const failed = (message: string) => new AppError('VENDOR_TRANSFER_FAILED', message);

/**
 * Moves between the main wallet and an external vendor's own wallet (a transfer wallet, DESIGN.md
 * "Games"). Each move is recorded PENDING before the vendor is asked, with the same transfer id on
 * every retry, and settled under two locks — the move's row and the member's vendor account — so
 * one move of a member at a vendor is settled at a time, by a request or by the reconciliation job:
 * DONE books it, a refusal reverses it, no answer leaves it PENDING for the job. The ledger's vendor
 * account follows the vendor's balance at each settled move; the difference is the games' result.
 */
export function createVendorTransferService(d: TVendorMoveDeps) {
  const { ledger } = d;

  async function accountsOf(brand: TBrand, memberId: number, vendorCode: string) {
    const currency = brand.currencyCode;
    return {
      main: await ledger.memberAccount(ledger.db, { brandId: brand.id, memberId, kind: 'MAIN', currency }),
      vendor: await ledger.memberAccount(ledger.db, {
        brandId: brand.id,
        memberId,
        kind: 'VENDOR',
        vendorCode,
        currency,
      }),
      house: await ledger.brandAccount(ledger.db, { brandId: brand.id, kind: 'GAME_REVENUE', currency }),
    };
  }

  const playerOf = (brand: TBrand, memberId: number, vendorCode: string) => ({
    brandCode: brand.code,
    vendorCode,
    memberId,
    currency: brand.currencyCode,
  });

  async function adapterOf(brand: TBrand, vendorCode: string) {
    const adapter = await d.vendorWallets.adapterFor(brand, vendorCode);
    if (!adapter) throw new AppError('NOT_FOUND', 'This game vendor has no wallet to transfer to.');
    return adapter;
  }

  /** Whether a vendor keeps a wallet of its own (money is transferred to it). */
  const isTransferWallet = async (brand: TBrand, vendorCode: string) =>
    (await d.vendorWallets.adapterFor(brand, vendorCode)) !== undefined;

  /**
   * Main → vendor: the money leaves the main wallet and the move is recorded in one transaction,
   * then the vendor is asked. A retried request finds its move and settles it the same way.
   */
  async function moveIn(
    brand: TBrand,
    memberId: number,
    vendorCode: string,
    amountMinor: bigint,
    key: string,
  ) {
    await adapterOf(brand, vendorCode);
    const acc = await accountsOf(brand, memberId, vendorCode);
    const started = await ledger.inTransaction(async (tx) => {
      const posted = await ledger.post(
        {
          brandId: brand.id,
          kind: 'TRANSFER_IN',
          idempotencyKey: key,
          payload: { vendorCode, amountMinor: amountMinor.toString() },
          memberId,
          reference: vendorCode,
          postings: [
            { accountId: acc.main, amountMinor: -amountMinor },
            { accountId: acc.vendor, amountMinor },
          ],
        },
        tx,
      );
      const row = await repo.insertPending(tx, {
        brandId: brand.id,
        memberId,
        vendorCode,
        direction: 'IN',
        amountMinor,
        transferId: key,
        createdAt: d.now(),
      });
      return { replayed: posted.replayed, row };
    });
    const fresh = !started.replayed && started.row.attempts === 0;
    return answer(await settle(brand, started.row, fresh), started.replayed, started.row.id);
  }

  /**
   * Vendor → main. Earlier moves still pending are settled first (the vendor's balance must be
   * known); `amountMinor` null takes everything the vendor holds for the member.
   */
  async function moveOut(
    brand: TBrand,
    memberId: number,
    vendorCode: string,
    amountMinor: bigint | null,
    key: string,
  ) {
    const adapter = await adapterOf(brand, vendorCode);
    for (const row of await repo.findMemberPending(ledger.db, memberId, vendorCode))
      if (row.transferId !== key) await settle(brand, row);
    const amount =
      amountMinor ?? (await adapter.balance(playerOf(brand, memberId, vendorCode)).catch(() => 0n));
    if (amount <= 0n) return { moved: 0n, replayed: false };
    const startedAt = d.now();
    const row = await repo.insertPending(ledger.db, {
      brandId: brand.id,
      memberId,
      vendorCode,
      direction: 'OUT',
      amountMinor: amount,
      transferId: key,
      createdAt: startedAt,
    });
    if (row.amountMinor !== amount && amountMinor !== null)
      throw new AppError('DUPLICATE_TRANSACTION', 'This request was already made with different details.');
    const replayed = row.status !== 'PENDING';
    // Recorded by this call (not a retry's earlier record): the vendor's first answer is current.
    const fresh = row.createdAt.getTime() === startedAt.getTime();
    return { moved: row.amountMinor, ...(await answer(await settle(brand, row, fresh), replayed, row.id)) };
  }

  async function answer(status: TMoveStatus, replayed: boolean, transferId: number) {
    if (status === 'DONE') return { replayed };
    if (status === 'PENDING')
      throw failed('The game wallet has not confirmed the transfer yet; it will be settled automatically.');
    const move = await repo.findTransfer(ledger.db, transferId);
    if (move?.lastError === 'INSUFFICIENT_FUNDS')
      throw new AppError('INSUFFICIENT_BALANCE', 'The game wallet holds less than that.');
    if (move?.lastError === 'BUSY')
      throw new AppError(
        'TRANSFER_IN_PROGRESS',
        'Another transfer with this game wallet is being confirmed.',
      );
    throw failed('The game wallet did not take the transfer.');
  }

  /** Asks the vendor about a pending move (again, with its transfer id) and books the answer. */
  async function settle(brand: TBrand, row: repo.TVendorTransferRow, fresh = false): Promise<TMoveStatus> {
    if (row.status !== 'PENDING') return row.status as TMoveStatus;
    const acc = await accountsOf(brand, row.memberId, row.vendorCode);
    const adapter = await adapterOf(brand, row.vendorCode);
    const player = playerOf(brand, row.memberId, row.vendorCode);
    // A first answer's balance is current; a transaction retried after a deadlock asks again, and
    // the vendor then answers the balance of back then, so only the first run may trust it.
    let firstRun = fresh;
    const status = await ledger.inTransaction(async (tx): Promise<TMoveStatus> => {
      const trustAnswer = firstRun;
      firstRun = false;
      const move = await repo.lockTransfer(tx, row.id);
      if (move.status !== 'PENDING') return move.status as TMoveStatus;
      // Both wallets, in id order like every post, so a move being booked and a move starting never
      // wait on each other in opposite orders.
      const mirror = (await ledger.lockMemberAccounts(tx, [acc.main, acc.vendor])).get(acc.vendor)!;
      const others = await repo.hasOtherPending(tx, {
        memberId: move.memberId,
        vendorCode: move.vendorCode,
        exceptId: move.id,
      });
      // A move out must know the vendor's balance, which a move still in flight leaves open; but one
      // already sent may have happened, so it is asked again whatever else is pending.
      if (move.direction === 'OUT' && others && move.attempts === 0) {
        await repo.settleTransfer(tx, move.id, { status: 'FAILED', lastError: 'BUSY', settledAt: d.now() });
        return 'FAILED';
      }
      let answered: { balanceMinor: bigint };
      try {
        answered = await adapter.transfer({
          ...player,
          direction: move.direction as 'IN' | 'OUT',
          amountMinor: move.amountMinor,
          transferId: move.transferId,
        });
      } catch (err) {
        if (!(err instanceof VendorRefusedError)) {
          await repo.noteAttempt(tx, move.id, (err as Error).message);
          return 'PENDING';
        }
        if (move.direction === 'IN') await reverseIn(tx, brand, move, acc);
        await repo.settleTransfer(tx, move.id, { status: 'FAILED', lastError: err.code, settledAt: d.now() });
        return 'FAILED';
      }
      // The vendor's balance now (games may have moved it); unknown while another move is in flight.
      // A first answer carries it; a repeated transfer id answers the balance of back then.
      const vendorNow = others
        ? null
        : move.attempts === 0 && trustAnswer
          ? answered.balanceMinor
          : await adapter.balance(player).catch(() => null);
      await book(tx, brand, move, acc, mirror, vendorNow);
      await repo.settleTransfer(tx, move.id, { status: 'DONE', lastError: null, settledAt: d.now() });
      return 'DONE';
    });
    if (status !== 'PENDING') d.events.publish({ brandId: brand.id, memberId: row.memberId });
    return status;
  }

  async function reverseIn(
    tx: Tx,
    brand: TBrand,
    move: repo.TVendorTransferRow,
    acc: Awaited<ReturnType<typeof accountsOf>>,
  ) {
    await ledger.post(
      {
        brandId: brand.id,
        kind: 'TRANSFER_OUT',
        idempotencyKey: `${move.transferId}:reversal`,
        payload: { reverses: move.transferId },
        memberId: move.memberId,
        reference: move.vendorCode,
        memo: { reversal: true },
        postings: [
          { accountId: acc.vendor, amountMinor: -move.amountMinor },
          { accountId: acc.main, amountMinor: move.amountMinor },
        ],
      },
      tx,
    );
  }

  /**
   * Books a move the vendor applied. Out: the main wallet gets the amount and the vendor account
   * ends at the vendor's balance, the games' result against game revenue. In (already booked when
   * it started): only the games' result, when the vendor's balance is known.
   */
  async function book(
    tx: Tx,
    brand: TBrand,
    move: repo.TVendorTransferRow,
    acc: Awaited<ReturnType<typeof accountsOf>>,
    mirror: bigint,
    vendorNow: bigint | null,
  ) {
    const lines = (pairs: [number, bigint][]): TPostingInput[] =>
      pairs
        .filter(([, amount]) => amount !== 0n)
        .map(([accountId, amountMinor]) => ({ accountId, amountMinor }));
    const base = { brandId: brand.id, memberId: move.memberId, reference: move.vendorCode };
    if (move.direction === 'OUT') {
      const target = vendorNow ?? (mirror >= move.amountMinor ? mirror - move.amountMinor : 0n);
      const vendorDelta = target - mirror;
      await ledger.post(
        {
          ...base,
          kind: 'TRANSFER_OUT',
          idempotencyKey: move.transferId,
          payload: { vendorCode: move.vendorCode, amountMinor: move.amountMinor.toString() },
          memo:
            vendorDelta === -move.amountMinor
              ? null
              : { gamesResult: (vendorDelta + move.amountMinor).toString() },
          postings: lines([
            [acc.main, move.amountMinor],
            [acc.vendor, vendorDelta],
            [acc.house, -(move.amountMinor + vendorDelta)],
          ]),
        },
        tx,
      );
    } else if (vendorNow !== null && vendorNow !== mirror) {
      await ledger.post(
        {
          ...base,
          kind: 'GAME_SETTLEMENT',
          idempotencyKey: `${move.transferId}:settle`,
          payload: { vendorNow: vendorNow.toString(), mirror: mirror.toString() },
          postings: lines([
            [acc.vendor, vendorNow - mirror],
            [acc.house, mirror - vendorNow],
          ]),
        },
        tx,
      );
    }
  }

  /** The reconciliation job: settles moves left pending by an answer that never came. */
  async function reconcile(limit = 100) {
    const rows = await repo.findPending(ledger.db, new Date(d.now().getTime() - RECONCILE_AFTER_MS), limit);
    const tally = { DONE: 0, FAILED: 0, PENDING: 0 };
    for (const row of rows) tally[await settle(await d.brandById(row.brandId), row)] += 1;
    return rows.length ? tally : null;
  }

  return { isTransferWallet, moveIn, moveOut, reconcile };
}
export type VendorTransferService = ReturnType<typeof createVendorTransferService>;
