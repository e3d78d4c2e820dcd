import { fromMinor, type TPaymentSettings, type TPaymentSettingsRequest } from '@openlobby/contracts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TBrand } from '../system/system.service.ts';
import { amountInMinor } from '../wallet/wallet.service.ts';
import * as repo from './withdrawals.repo.ts';

/** A brand without its own rules withdraws with these (major units); no daily amount or transfer limit. */
export const DEFAULT_PAYMENT_SETTINGS: TPaymentSettings = {
  withdrawalMin: 100,
  withdrawalMax: 50_000,
  withdrawalDailyCount: 5,
  withdrawalDailyAmount: null,
  autoReceiveMinutes: 30,
  turnoverPercent: 100,
  transferDailyCount: null,
  adjustmentCheckerAbove: 10_000,
};

/**
 * A brand's payment settings in major units, or the defaults when it has none. A function of its
 * own, not a method of the withdrawal service, because the wallet's transfers (built before it),
 * adjustments and the programme bonuses read the limits and the turnover percent too.
 */
export async function findPaymentSettings(
  db: DbOrTx,
  brand: Pick<TBrand, 'id' | 'currencyDecimals'>,
): Promise<TPaymentSettings> {
  const row = await repo.findSettings(db, brand.id);
  if (!row) return DEFAULT_PAYMENT_SETTINGS;
  const dec = brand.currencyDecimals;
  return {
    withdrawalMin: fromMinor(row.withdrawalMinMinor, dec),
    withdrawalMax: fromMinor(row.withdrawalMaxMinor, dec),
    withdrawalDailyCount: row.withdrawalDailyCount,
    withdrawalDailyAmount:
      row.withdrawalDailyAmountMinor === null ? null : fromMinor(row.withdrawalDailyAmountMinor, dec),
    autoReceiveMinutes: row.autoReceiveMinutes,
    turnoverPercent: row.turnoverPercent,
    transferDailyCount: row.transferDailyCount,
    adjustmentCheckerAbove:
      row.adjustmentCheckerAboveMinor === null ? null : fromMinor(row.adjustmentCheckerAboveMinor, dec),
  };
}

/**
 * Saves a brand's rules inside the operator's transaction; a daily limit the request leaves out
 * keeps its stored value. Answers the rules before and after, for the audit row.
 */
export async function savePaymentSettings(tx: Tx, brand: TBrand, input: TPaymentSettingsRequest) {
  const before = await findPaymentSettings(tx, brand);
  const s: TPaymentSettings = {
    ...input,
    withdrawalDailyAmount:
      input.withdrawalDailyAmount === undefined ? before.withdrawalDailyAmount : input.withdrawalDailyAmount,
    transferDailyCount:
      input.transferDailyCount === undefined ? before.transferDailyCount : input.transferDailyCount,
    adjustmentCheckerAbove:
      input.adjustmentCheckerAbove === undefined
        ? before.adjustmentCheckerAbove
        : input.adjustmentCheckerAbove,
  };
  if (s.withdrawalMax < s.withdrawalMin)
    throw new AppError('VALIDATION_FAILED', 'The maximum must not be below the minimum.', [
      { field: 'withdrawalMax', message: 'belowMin' },
    ]);
  if (s.withdrawalDailyAmount !== null && s.withdrawalDailyAmount < s.withdrawalMin)
    throw new AppError('VALIDATION_FAILED', 'The daily amount must not be below the minimum.', [
      { field: 'withdrawalDailyAmount', message: 'belowMin' },
    ]);
  await repo.upsertSettings(tx, {
    brandId: brand.id,
    withdrawalMinMinor: amountInMinor(brand, s.withdrawalMin, 'withdrawalMin'),
    withdrawalMaxMinor: amountInMinor(brand, s.withdrawalMax, 'withdrawalMax'),
    withdrawalDailyCount: s.withdrawalDailyCount,
    withdrawalDailyAmountMinor:
      s.withdrawalDailyAmount === null
        ? null
        : amountInMinor(brand, s.withdrawalDailyAmount, 'withdrawalDailyAmount'),
    autoReceiveMinutes: s.autoReceiveMinutes,
    turnoverPercent: s.turnoverPercent,
    transferDailyCount: s.transferDailyCount,
    // Zero means "every adjustment needs a checker"; amountInMinor refuses zero, so it is written as is.
    adjustmentCheckerAboveMinor:
      s.adjustmentCheckerAbove === null
        ? null
        : s.adjustmentCheckerAbove === 0
          ? 0n
          : amountInMinor(brand, s.adjustmentCheckerAbove, 'adjustmentCheckerAbove'),
  });
  return { before, after: s };
}
