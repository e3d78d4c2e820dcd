import type { TTranslate } from '../../../lib/translator.ts';
import type { TAmountError } from './amount.ts';

type TContext = { decimals: number; min?: string; max?: string; available?: string };

/** The translated reason an amount is refused, with the limits filled in (already formatted). */
export const amountErrorText = (t: TTranslate, error: TAmountError, ctx: TContext): string => {
  if (error === 'decimals' && ctx.decimals <= 0) return t('wallet.amount.wholeOnly');
  if (error === 'max' && ctx.max === undefined) return t('wallet.amount.tooLarge');
  if (error === 'min' && ctx.min === undefined) return t('wallet.amount.positive');
  // "At most 1 decimal place" / "2 decimal places": the plural form follows the count.
  if (error === 'decimals') return t('wallet.amount.decimals', { count: ctx.decimals });
  return t(`wallet.amount.${error}`, ctx);
};
