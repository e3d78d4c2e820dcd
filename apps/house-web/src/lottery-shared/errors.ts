import { ApiError, NetworkError } from '../shared/api.ts';
import { isKey, type TKey, type TTranslate } from '../shared/i18n.ts';
import type { TStakeProblem } from './slip.ts';
import { LotteryApiError } from './api.ts';

/**
 * The words for a refused ticket or a failed call (pure). The server sends codes and English; the
 * page says it in the player's language: each code has a key `lot.error.<CODE>`, and a
 * VALIDATION_FAILED names the engine's problem (LOTTERY_WRONG_DIGIT_COUNT …) or the stake's.
 */

/** The key of a stake the server refused (`outOfRange`, `tooPrecise`), or of one the page refuses. */
const STAKE_KEYS: Readonly<Record<string, TKey>> = {
  outOfRange: 'lot.error.stakeRange',
  tooPrecise: 'lot.stake.decimals',
};

/** The i18n key that says why a call failed; null when no key says it (the caller shows a generic text). */
export function errorKeyOf(error: unknown): TKey | null {
  if (error instanceof NetworkError) return 'error.network';
  if (!(error instanceof ApiError)) return null;
  if (error.errorCode === 'BAD_ANSWER') return 'error.badAnswer';
  if (error.errorCode === 'VALIDATION_FAILED' && error instanceof LotteryApiError) {
    for (const problem of error.problems) {
      const field = problem.field.replace(/^body\./, '');
      const engineKey = `lot.error.${problem.message}`;
      if (/^LOTTERY_[A-Z_]+$/.test(problem.message) && isKey(engineKey)) return engineKey;
      if (field === 'stake') return STAKE_KEYS[problem.message] ?? 'lot.error.stakeRange';
    }
  }
  const key = `lot.error.${error.errorCode}`;
  return isKey(key) ? key : null;
}

/** The sentence for a failed call; English pages may show the server's own words when no key fits. */
export function errorText(error: unknown, t: TTranslate, english: boolean): string {
  const key = errorKeyOf(error);
  if (key) return t(key);
  if (english && error instanceof ApiError && error.message) return error.message;
  return t('error.generic');
}

/** The sentence for a stake the page refuses before sending it. */
export function stakeProblemText(
  problem: TStakeProblem,
  t: TTranslate,
  limits: { min: string; max: string },
): string {
  switch (problem) {
    case 'empty':
    case 'format':
      return t('lot.stake.enter');
    case 'decimals':
      return t('lot.stake.decimals');
    case 'min':
      return t('lot.stake.min', { min: limits.min });
    case 'max':
      return t('lot.stake.max', { max: limits.max });
  }
}
