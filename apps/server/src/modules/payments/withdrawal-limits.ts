import { fromMinor, type TPaymentSettings } from '@openlobby/contracts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { dayIn, startOfDay } from '../../lib/zoned-time.ts';
import type { Ledger } from '../ledger/ledger.service.ts';
import type { TBrand } from '../system/system.service.ts';
import { amountInMinor } from '../wallet/wallet.service.ts';
import { findPaymentSettings } from './payment-settings.ts';
import * as repo from './withdrawals.repo.ts';
import { turnoverOwed } from './turnover.ts';

/**
 * The limits a member's withdrawal runs under: the brand's settings with their VIP level's daily
 * limits, the day's count and amount so far, and the turnover still owed. The checks take the
 * database or transaction to read through, because a request checks once before the payment
 * password is tried and decides again inside the transaction that holds the member's lock.
 */
export function createWithdrawalLimits(d: {
  db: Db;
  ledger: Ledger;
  /** VIP: the member's level's daily limits in place of the brand's (absent: the brand's apply). */
  memberSettings?: (brand: TBrand, memberId: number, s: TPaymentSettings) => Promise<TPaymentSettings>;
  now: () => Date;
}) {
  /** The rules a member's withdrawal runs under: the brand's, with their VIP level's limits. */
  async function memberSettingsOf(brand: TBrand, memberId: number) {
    const s = await findPaymentSettings(d.db, brand);
    return d.memberSettings ? d.memberSettings(brand, memberId, s) : s;
  }

  /** Bets still owed (see turnoverOwed): deposits × the brand's rate, with what transfers moved, less bets. */
  async function turnoverRemaining(brand: TBrand, memberId: number, percent: number, db: DbOrTx = d.db) {
    return turnoverOwed(db, d.ledger, { brandId: brand.id, memberId, percent });
  }

  /** TURNOVER_NOT_MET while bets are still owed. Decisive only in the transaction holding the member's lock. */
  async function checkTurnover(db: DbOrTx, brand: TBrand, memberId: number, s: TPaymentSettings) {
    const remaining = await turnoverRemaining(brand, memberId, s.turnoverPercent, db);
    if (remaining > 0n)
      throw new AppError('TURNOVER_NOT_MET', 'Bets have not reached the required turnover.', {
        remaining: fromMinor(remaining, brand.currencyDecimals),
      });
  }

  /** The member's withdrawals of the brand's day so far (see repo.sumMemberWithdrawalsSince). */
  async function usedToday(brand: TBrand, memberId: number, db: DbOrTx = d.db) {
    const since = startOfDay(brand.timeZone, dayIn(brand.timeZone, d.now()));
    return repo.sumMemberWithdrawalsSince(db, memberId, since);
  }

  /**
   * The day's count and amount with this request: WITHDRAWAL_LIMIT_REACHED or
   * WITHDRAWAL_AMOUNT_LIMIT_REACHED. Decisive only in the transaction holding the member's lock.
   */
  async function checkDailyLimits(
    db: DbOrTx,
    brand: TBrand,
    memberId: number,
    amountMinor: bigint,
    s: TPaymentSettings,
  ) {
    const used = await usedToday(brand, memberId, db);
    if (used.count >= s.withdrawalDailyCount)
      throw new AppError('WITHDRAWAL_LIMIT_REACHED', 'Today’s withdrawals are used up.', {
        limit: s.withdrawalDailyCount,
      });
    if (s.withdrawalDailyAmount === null) return;
    const limitMinor = amountInMinor(brand, s.withdrawalDailyAmount, 'withdrawalDailyAmount');
    if (used.amountMinor + amountMinor > limitMinor)
      throw new AppError('WITHDRAWAL_AMOUNT_LIMIT_REACHED', 'This would exceed today’s withdrawal amount.', {
        limit: s.withdrawalDailyAmount,
        remaining: fromMinor(
          limitMinor > used.amountMinor ? limitMinor - used.amountMinor : 0n,
          brand.currencyDecimals,
        ),
      });
  }

  return { memberSettingsOf, turnoverRemaining, checkTurnover, usedToday, checkDailyLimits };
}
export type WithdrawalLimits = ReturnType<typeof createWithdrawalLimits>;
