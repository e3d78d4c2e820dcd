import { ApiError, NetworkError } from '../shared/api.ts';
import type { TKey, TTranslate } from '../shared/i18n.ts';
import { LotteryApiError } from '../lottery-shared/api.ts';

/** A spot kind's name: 'PLAYER' → "Player", 'SPLIT' → "Split". */
export function spotName(t: TTranslate, kind: string): string {
  const key = `tables.spot.${kind}` as TKey;
  const text = t(key);
  return text === key ? kind : text;
}

const PROBLEM_KEYS: Readonly<Record<string, TKey>> = {
  aboveMax: 'tables.error.aboveMax',
  belowMin: 'tables.error.belowMin',
  notOnTable: 'tables.error.notOnTable',
  selection: 'tables.error.selection',
  price: 'tables.error.price',
};

const CODE_KEYS: Readonly<Record<string, TKey>> = {
  ROUND_CLOSED: 'tables.error.ROUND_CLOSED',
  INSUFFICIENT_BALANCE: 'tables.error.INSUFFICIENT_BALANCE',
  GAME_SESSION_INVALID: 'tables.error.GAME_SESSION_INVALID',
  NOT_LOGGED_IN: 'tables.error.GAME_SESSION_INVALID',
  NOT_FOUND: 'tables.error.NOT_FOUND',
};

/**
 * What to tell the player about a failed call, in their language: the server's code, or for
 * VALIDATION_FAILED the stake rule it names ('aboveMax:PLAYER' → "Player: above the table's maximum").
 */
export function errorText(t: TTranslate, error: unknown): string {
  if (error instanceof NetworkError) return t('tables.error.network');
  if (error instanceof LotteryApiError && error.errorCode === 'VALIDATION_FAILED') {
    for (const { message } of error.problems) {
      const [rule = '', kind = ''] = message.split(':');
      const key = PROBLEM_KEYS[rule];
      if (key) return t(key, { spot: spotName(t, kind) });
    }
  }
  if (error instanceof ApiError) {
    const key = CODE_KEYS[error.errorCode];
    return key ? t(key) : t('tables.error.other', { code: error.errorCode });
  }
  return t('tables.error.other', { code: 'CLIENT' });
}
