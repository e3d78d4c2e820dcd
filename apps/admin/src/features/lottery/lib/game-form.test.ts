import type { TAdminLotteryGame } from '@openlobby/contracts';
import { ZAdminLotteryGameUpdate } from '@openlobby/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { draftOf, inputOf, issueFields, overriddenKeys, refusedFields } from './game-form.ts';

const mb: TAdminLotteryGame = {
  id: 1,
  code: 'VN-MB',
  product: 'VN',
  region: 'NORTH',
  name: 'Miền Bắc',
  names: { EN: 'Miền Bắc' },
  weekdays: [0, 1, 2, 3, 4, 5, 6],
  drawTime: '18:15',
  timeZone: 'Asia/Ho_Chi_Minh',
  intervalSeconds: null,
  closeBeforeSeconds: 900,
  resultMode: 'DRAWN',
  odds: { LO2: 3.6, DE: 95 },
  defaultOdds: { LO2: 3.5, DE: 95 },
  minStake: 1,
  maxStake: 10_000,
  liabilityCap: 1_000_000,
  enabled: true,
};
const el: TAdminLotteryGame = {
  ...mb,
  id: 2,
  code: 'EL-1M',
  product: 'ELOTT',
  region: null,
  weekdays: null,
  drawTime: null,
  intervalSeconds: 60,
  closeBeforeSeconds: 10,
  odds: { 'SUM:BIG': 1.95 },
  defaultOdds: { 'SUM:BIG': 1.95 },
};

describe('the game edit form', () => {
  it('sends the game as it is, with a reason, as the contract takes it', () => {
    const input = inputOf(mb, { ...draftOf(mb), reason: ' tuning ' });
    expect(ZAdminLotteryGameUpdate.parse(input)).toMatchObject({
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      drawTime: '18:15',
      odds: { LO2: 3.6, DE: 95 },
      reason: 'tuning',
    });
  });

  it('sends no schedule for the e-lottery, which draws on its interval', () => {
    const input = inputOf(el, { ...draftOf(el), weekdays: ['1'], drawTime: '10:00', reason: 'x' });
    expect(input).not.toHaveProperty('weekdays');
    expect(input).not.toHaveProperty('drawTime');
    expect(ZAdminLotteryGameUpdate.safeParse(input).success).toBe(true);
  });

  it('sorts the weekdays ticked in any order', () => {
    const input = inputOf(mb, { ...draftOf(mb), weekdays: ['5', '1', '3'], reason: 'x' }) as {
      weekdays: number[];
    };
    expect(input.weekdays).toEqual([1, 3, 5]);
  });

  it('reads an emptied number as missing, so the schema refuses it instead of sending 0', () => {
    const checked = ZAdminLotteryGameUpdate.safeParse(
      inputOf(mb, { ...draftOf(mb), minStake: '', odds: { LO2: '', DE: 95 }, reason: 'x' }),
    );
    expect(checked.success).toBe(false);
    expect([...issueFields(checked.error!.issues)].sort()).toEqual(['minStake', 'odds.LO2']);
  });

  it.each([
    ['odds of exactly 1×', { odds: { LO2: 1, DE: 95 } }, 'odds.LO2'],
    ['odds finer than thousandths', { odds: { LO2: 3.5001, DE: 95 } }, 'odds.LO2'],
    ['a maximum below the minimum', { minStake: 10, maxStake: 5 }, 'maxStake'],
    ['a draw time of 24:00', { drawTime: '24:00' }, 'drawTime'],
    ['no weekday', { weekdays: [] }, 'weekdays'],
    ['no reason', { reason: '  ' }, 'reason'],
  ])('marks %s', (_what, patch, field) => {
    const checked = ZAdminLotteryGameUpdate.safeParse(inputOf(mb, { ...draftOf(mb), reason: 'x', ...patch }));
    expect(checked.success).toBe(false);
    expect(issueFields(checked.error!.issues).has(field)).toBe(true);
  });

  it('names the odds the brand set itself', () => {
    expect(overriddenKeys(mb)).toEqual(['LO2']);
    expect(overriddenKeys(el)).toEqual([]);
  });

  it('reads the fields the server refused, and nothing from other failures', () => {
    const refused = new ApiError('VALIDATION_FAILED', 'x', 400, [
      { field: 'body.odds.LO2', message: 'Not a bet of this game.' },
      { field: 'body.closeBeforeSeconds', message: 'Not below the interval.' },
    ]);
    expect([...refusedFields(refused)]).toEqual(['odds.LO2', 'closeBeforeSeconds']);
    expect(refusedFields(new ApiError('FORBIDDEN', 'x', 403)).size).toBe(0);
    expect(refusedFields(new Error('network')).size).toBe(0);
  });
});
