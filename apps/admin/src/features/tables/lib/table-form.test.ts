import { ZAdminTableUpdate, type TAdminTable } from '@openlobby/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { chipsOf, draftOf, inputOf, issueFields, refusedFields, spotsOf } from './table-form.ts';

const table: TAdminTable = {
  id: 1,
  code: 'BAC-A',
  name: 'Baccarat A',
  game: 'BACCARAT',
  active: true,
  bettingSeconds: 15,
  resultSeconds: 9,
  limits: {
    TIE: { min: 1, max: 500 },
    PLAYER: { min: 1, max: 5000 },
    BANKER: { min: 1, max: 5000 },
    PLAYER_PAIR: { min: 1, max: 500 },
    BANKER_PAIR: { min: 1, max: 500 },
  },
  chips: [1, 5, 10],
  round: null,
  playersToday: 0,
  stakedToday: 0,
};
const check = (patch: Partial<ReturnType<typeof draftOf>>) =>
  ZAdminTableUpdate.safeParse(inputOf({ ...draftOf(table), reason: 'ok', ...patch }));

describe('the table form', () => {
  it('lists the spots in the layout’s order and sends the table as it is', () => {
    expect(spotsOf(table)).toEqual(['PLAYER', 'BANKER', 'TIE', 'PLAYER_PAIR', 'BANKER_PAIR']);
    const sent = check({});
    expect(sent.success && sent.data).toMatchObject({ chips: [1, 5, 10], bettingSeconds: 15, reason: 'ok' });
  });

  it('reads chips split by commas or spaces', () => {
    expect(chipsOf('1, 5 10,,50')).toEqual([1, 5, 10, 50]);
    expect(chipsOf('1, five')).toEqual([1, Number.NaN]);
  });

  it('points at the spot whose least stake is above its most, and at chips out of order', () => {
    const limits = { ...draftOf(table).limits, TIE: { min: 50, max: 10 } };
    const bad = check({ limits, chips: '10, 5', bettingSeconds: '' });
    expect(bad.success).toBe(false);
    expect(issueFields(bad.error!.issues)).toEqual(new Set(['limits.TIE', 'chips', 'bettingSeconds']));
  });

  it('reads the fields the server refused', () => {
    const refused = new ApiError('VALIDATION_FAILED', 'x', 400, [
      { field: 'body.limits.TIE.min', message: 'More decimals than the currency.' },
      { field: 'body.chips.1', message: 'More decimals than the currency.' },
    ]);
    expect(refusedFields(refused)).toEqual(new Set(['limits.TIE', 'chips']));
    expect(refusedFields(new Error('x'))).toEqual(new Set());
  });
});
