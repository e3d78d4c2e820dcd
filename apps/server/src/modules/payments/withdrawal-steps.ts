import type { TWithdrawal } from '@openlobby/contracts';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Ledger } from '../ledger/ledger.service.ts';
import * as repo from './withdrawals.repo.ts';

type TStatus = TWithdrawal['status'];
type TPlace = 'MAIN' | 'HELD' | 'PAYOUTS';

/**
 * The two moves every step of a withdrawal is made of, shared by the member's side (the hold, the
 * answer after a payout) and the operator's (approve, reject, pay, refund): a conditional move
 * from the state the step expects on the locked row, and the step's ledger entry in the same
 * transaction. Stateless: each side builds its own from the ledger.
 */
export function createWithdrawalSteps(ledger: Ledger) {
  /** One ledger entry of a withdrawal between two of the member's accounts, or the brand's payouts. */
  async function post(
    tx: Tx,
    w: repo.TWithdrawalRow,
    kind: 'WITHDRAWAL_HOLD' | 'WITHDRAWAL_RELEASE' | 'WITHDRAWAL_PAYOUT',
    key: string,
    from: TPlace,
    to: TPlace,
  ) {
    const account = (k: TPlace) =>
      k === 'PAYOUTS'
        ? ledger.brandAccount(tx, { brandId: w.brandId, kind: 'PAYOUTS', currency: w.currency })
        : ledger.memberAccount(tx, {
            brandId: w.brandId,
            memberId: w.memberId,
            kind: k,
            currency: w.currency,
          });
    const [a, b] = [await account(from), await account(to)];
    await ledger.post(
      {
        brandId: w.brandId,
        kind,
        idempotencyKey: key,
        payload: { withdrawal: w.id, amountMinor: w.amountMinor.toString() },
        memberId: w.memberId,
        reference: w.reference,
        postings: [
          { accountId: a, amountMinor: -w.amountMinor },
          { accountId: b, amountMinor: w.amountMinor },
        ],
      },
      tx,
    );
  }

  /** Locks the withdrawal and moves it from one of `from` (else OPERATION_NOT_ALLOWED). */
  async function move(
    tx: Tx,
    id: number,
    from: readonly TStatus[],
    patch: Parameters<typeof repo.moveWithdrawal>[3],
  ) {
    const current = await repo.lockWithdrawal(tx, id);
    if (!current) throw new AppError('NOT_FOUND', 'No such withdrawal.');
    if (!from.includes(current.status as TStatus))
      throw new AppError('OPERATION_NOT_ALLOWED', `This withdrawal is ${current.status.toLowerCase()}.`);
    const moved = await repo.moveWithdrawal(tx, id, from, patch);
    return { before: current, after: moved! };
  }

  return { post, move };
}
