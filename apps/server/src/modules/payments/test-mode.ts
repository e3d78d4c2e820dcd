import type { TPaymentTestMode } from '@openlobby/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TBrand } from '../system/system.service.ts';
import * as repo from './payments.repo.ts';

/**
 * A brand's test mode: while on, the sandbox gateway serves the brand in production too, so its
 * deposits are play money, and its withdrawals are refused. Outside production the sandbox serves
 * every brand anyway; withdrawals are refused in test mode there too, so it behaves the same.
 */

/** Whether the brand is in test mode now (one primary-key read). */
export async function isTestMode(db: DbOrTx, brandId: number): Promise<boolean> {
  return Boolean(await repo.findTestMode(db, brandId));
}

/**
 * Refuses (BRAND_TEST_MODE) when the brand is in test mode: its members' balances may hold play
 * money from the sandbox gateway, which must never leave as a withdrawal. Withdrawal requests call
 * it before anything else is checked.
 */
export async function refuseInTestMode(db: DbOrTx, brand: Pick<TBrand, 'id'>): Promise<void> {
  if (await isTestMode(db, brand.id))
    throw new AppError('BRAND_TEST_MODE', 'This brand is in test mode: withdrawals are closed.');
}

const viewOf = (row: Awaited<ReturnType<typeof repo.findTestMode>>): TPaymentTestMode => ({
  on: Boolean(row),
  since: row?.enabledAt.toISOString() ?? null,
  by: row?.enabledBy ?? null,
});

/** The brand's test mode for the back office: on or off, since when and by whom. */
export async function findTestMode(db: DbOrTx, brand: Pick<TBrand, 'id'>): Promise<TPaymentTestMode> {
  return viewOf(await repo.findTestMode(db, brand.id));
}

/**
 * Switches test mode inside the caller's (audited) transaction; switching to the same state changes
 * nothing. With `keepWhilePlayMoney` (production) a brand that took sandbox deposits stays in test
 * mode: switching it off would make their play money withdrawable.
 */
export async function saveTestMode(
  tx: DbOrTx,
  brand: Pick<TBrand, 'id'>,
  change: { on: boolean; by: string; keepWhilePlayMoney: boolean },
) {
  const { on, by } = change;
  const before = await findTestMode(tx, brand);
  if (!on && before.on && change.keepWhilePlayMoney && (await repo.hasSandboxDeposits(tx, brand.id)))
    throw new AppError(
      'OPERATION_NOT_ALLOWED',
      'This brand took sandbox (play money) deposits: it stays in test mode. Take real money on another brand.',
    );
  if (on && !before.on) await repo.insertTestMode(tx, { brandId: brand.id, enabledBy: by });
  if (!on && before.on) await repo.deleteTestMode(tx, brand.id);
  return { before, after: await findTestMode(tx, brand) };
}
