import type { TPaymentSettings } from '@openlobby/contracts';
import type { DbOrTx } from '../../db/client.ts';
import type { TBrand } from '../system/system.service.ts';
import { findPaymentSettings, savePaymentSettings } from './payment-settings.ts';
import { createWithdrawalDecisions } from './withdrawal-decisions.ts';
import { createWithdrawalFigures } from './withdrawal-figures.ts';
import { createWithdrawalLimits } from './withdrawal-limits.ts';
import { createWithdrawalRequests, type WithdrawalRequestDeps } from './withdrawal-requests.ts';

export type WithdrawalDeps = WithdrawalRequestDeps & {
  brandById: (id: number) => Promise<TBrand>;
  /** VIP: the member's level's daily limits in place of the brand's (absent: the brand's apply). */
  memberSettings?: (brand: TBrand, memberId: number, s: TPaymentSettings) => Promise<TPaymentSettings>;
  now?: () => Date;
};

/**
 * Withdrawals: the amount is held at request (main → held, one ledger entry), then either released
 * (rejected) or paid out (held → the brand's payouts) with the operator's payout reference; the member
 * then confirms receipt or disputes it with proof. Each step is a conditional move from the state it
 * expects on a locked row, with its ledger entry in the same transaction (withdrawal-steps.ts).
 *
 * Put together here from its parts, so that the routes, the back office and the scheduler keep one
 * door: the member's requests (withdrawal-requests.ts) under the limits (withdrawal-limits.ts), the
 * operators' decisions (withdrawal-decisions.ts), the reads (withdrawal-figures.ts) and the brand's
 * settings (payment-settings.ts).
 */
export function createWithdrawalService(d: WithdrawalDeps) {
  const now = d.now ?? (() => new Date());
  const limits = createWithdrawalLimits({
    db: d.db,
    ledger: d.ledger,
    memberSettings: d.memberSettings,
    now,
  });
  const figures = createWithdrawalFigures({ db: d.db, brandById: d.brandById, now });
  const requests = createWithdrawalRequests({ ...d, now, limits, views: figures.views });
  const decisions = createWithdrawalDecisions({ ledger: d.ledger, now });

  return {
    settingsOf: (brand: TBrand, db: DbOrTx = d.db) => findPaymentSettings(db, brand),
    saveSettings: savePaymentSettings,
    getInfo: requests.getInfo,
    memberFigures: figures.memberFigures,
    addPayoutAccount: requests.addPayoutAccount,
    request: requests.request,
    approve: decisions.approve,
    reject: decisions.reject,
    payout: decisions.payout,
    refund: decisions.refund,
    confirm: requests.confirm,
    autoReceive: decisions.autoReceive,
    findMemberWithdrawals: figures.findMemberWithdrawals,
    findQueue: figures.findQueue,
    getProof: figures.getProof,
  };
}
export type WithdrawalService = ReturnType<typeof createWithdrawalService>;
