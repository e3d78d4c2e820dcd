import { MAX_WIN_MULTIPLE_RANGE } from '@openlobby/contracts';

export type TMaxWinCheck = { ok: true; value: number } | { ok: false; issue: 'required' | 'range' };

/** The max win multiple field's value, checked as the server will: a whole number in range. */
export function checkMaxWinMultiple(draft: number | string): TMaxWinCheck {
  if (draft === '' || draft === null || draft === undefined) return { ok: false, issue: 'required' };
  const value = typeof draft === 'number' ? draft : Number(String(draft).replace(/,/g, ''));
  if (!Number.isInteger(value) || value < MAX_WIN_MULTIPLE_RANGE.min || value > MAX_WIN_MULTIPLE_RANGE.max)
    return { ok: false, issue: 'range' };
  return { ok: true, value };
}
