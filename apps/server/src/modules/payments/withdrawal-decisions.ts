import type { DbOrTx, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Ledger } from '../ledger/ledger.service.ts';
import { ADJUSTER_WITHDRAWAL_DAYS, operatorAdjustedMember } from './adjustments.service.ts';
import { DEFAULT_PAYMENT_SETTINGS } from './payment-settings.ts';
import { createWithdrawalSteps } from './withdrawal-steps.ts';
import * as repo from './withdrawals.repo.ts';

/** What the back office's audit row keeps of a decision: the move and the money it concerns. */
const audit = (r: { before: repo.TWithdrawalRow; after: repo.TWithdrawalRow }) => ({
  before: { status: r.before.status },
  after: {
    status: r.after.status,
    amountMinor: r.after.amountMinor.toString(),
    payoutReference: r.after.payoutReference,
  },
  brandId: r.after.brandId,
  memberId: r.after.memberId,
});

/**
 * The finance operators' side of withdrawals: approve, reject, pay out and refund a disputed
 * payout, each inside the back office's audited transaction, and the scheduler's forced receipt.
 * Approve and pay refuse an operator who adjusted the member's balance lately (four eyes).
 */
export function createWithdrawalDecisions(d: { ledger: Ledger; now: () => Date }) {
  const { post, move } = createWithdrawalSteps(d.ledger);

  /**
   * WITHDRAWAL_ADJUSTER_CONFLICT when the deciding operator adjusted the member's balance (made,
   * approved or has pending an adjustment) in the last 30 days: another operator decides.
   */
  async function refuseAdjuster(tx: Tx, id: number, by: string) {
    const w = await repo.findWithdrawal(tx, id);
    if (w && (await operatorAdjustedMember(tx, w.memberId, by, d.now())))
      throw new AppError(
        'WITHDRAWAL_ADJUSTER_CONFLICT',
        'You adjusted this member’s balance recently: another operator must decide this withdrawal.',
        { days: ADJUSTER_WITHDRAWAL_DAYS },
      );
  }

  async function approve(tx: Tx, id: number, by: string) {
    await refuseAdjuster(tx, id, by);
    return audit(await move(tx, id, ['PENDING'], { status: 'APPROVED', decidedBy: by }));
  }

  /** Rejects a request not yet paid; the held funds go back to the main wallet. */
  async function reject(tx: Tx, id: number, by: string, reason: string) {
    const r = await move(tx, id, ['PENDING', 'APPROVED'], { status: 'REJECTED', decidedBy: by, reason });
    await post(tx, r.after, 'WITHDRAWAL_RELEASE', `withdrawal-release:${id}`, 'HELD', 'MAIN');
    return audit(r);
  }

  /**
   * Records the payout and its reference: held → the brand's payouts. A disputed payout paid again
   * only gets its new reference (the money left with the first payout).
   */
  async function payout(tx: Tx, id: number, by: string, reference: string) {
    await refuseAdjuster(tx, id, by);
    const r = await move(tx, id, ['APPROVED', 'DISPUTED'], {
      status: 'PAID',
      decidedBy: by,
      payoutReference: reference,
      paidAt: d.now(),
    });
    if (r.before.status === 'APPROVED')
      await post(tx, r.after, 'WITHDRAWAL_PAYOUT', `withdrawal-payout:${id}`, 'HELD', 'PAYOUTS');
    return audit(r);
  }

  /** A disputed payout that never arrived: the money goes back to the member's main wallet. */
  async function refund(tx: Tx, id: number, by: string, reason: string) {
    const r = await move(tx, id, ['DISPUTED'], { status: 'REFUNDED', decidedBy: by, reason });
    await post(tx, r.after, 'WITHDRAWAL_RELEASE', `withdrawal-refund:${id}`, 'PAYOUTS', 'MAIN');
    return audit(r);
  }

  /**
   * Paid withdrawals left unconfirmed past their brand's minutes count as received (forced). Runs
   * inside the scheduler's transaction and only through it.
   */
  async function autoReceive(tx: DbOrTx) {
    let moved = 0;
    for (const brandId of await repo.findBrandsWithPaid(tx)) {
      const minutes =
        (await repo.findSettings(tx, brandId))?.autoReceiveMinutes ??
        DEFAULT_PAYMENT_SETTINGS.autoReceiveMinutes;
      const due = await repo.findUnconfirmedPaid(tx, brandId, new Date(d.now().getTime() - minutes * 60_000));
      for (const { id } of due)
        if (
          await repo.moveWithdrawal(tx, id, ['PAID'], { status: 'AUTO_RECEIVED', decidedBy: 'auto-receive' })
        )
          moved++;
    }
    return moved;
  }

  return { approve, reject, payout, refund, autoReceive };
}
