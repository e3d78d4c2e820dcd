import { describe, expect, it } from 'vitest';
import { freezeReasonOf, isDayRange, settlementReasonOf } from './settlements.ts';

const base = { betVolume: 100, netLoss: 50, tier: 1 } as const;

describe('settlementReasonOf', () => {
  it('says nothing of a paid settlement', () => {
    expect(settlementReasonOf({ ...base, status: 'PAID', kind: 'DAILY_WAGE' })).toBeNull();
  });
  it('tells a payer short of funds, and a dividend upline frozen for it', () => {
    expect(settlementReasonOf({ ...base, status: 'SHORTFALL', kind: 'DAILY_WAGE' })).toBe('shortfall');
    expect(settlementReasonOf({ ...base, status: 'SHORTFALL', kind: 'DIVIDEND' })).toBe('shortfallFrozen');
  });
  it('tells why nothing was due', () => {
    const nothing = { status: 'NOTHING_DUE' } as const;
    expect(settlementReasonOf({ ...base, ...nothing, kind: 'DIVIDEND', netLoss: -5 })).toBe('noNetLoss');
    expect(settlementReasonOf({ ...base, ...nothing, kind: 'HOURLY_WAGE', betVolume: 0 })).toBe('noBets');
    expect(settlementReasonOf({ ...base, ...nothing, kind: 'DAILY_WAGE', tier: null })).toBe('noTier');
    expect(settlementReasonOf({ ...base, ...nothing, kind: 'REAL_TIME_SALARY', tier: null })).toBe('zero');
  });
});

describe('freezeReasonOf', () => {
  it('splits the code from the period', () => {
    expect(freezeReasonOf('DIVIDEND_UNPAID:W2026-11-30')).toEqual({
      code: 'DIVIDEND_UNPAID',
      period: 'W2026-11-30',
    });
    expect(freezeReasonOf('OTHER')).toEqual({ code: 'OTHER', period: '' });
  });
});

describe('settlement days', () => {
  it('takes only ordered, valid days', () => {
    expect(isDayRange('2026-11-01', '2026-11-30')).toBe(true);
    expect(isDayRange('2026-11-30', '2026-11-01')).toBe(false);
    expect(isDayRange('2026-13-45', '2026-14-01')).toBe(false);
    expect(isDayRange('2026-11-3', '')).toBe(false);
  });
  it('leaves a day out for the brand to choose', () => {
    expect(isDayRange('', '')).toBe(true);
    expect(isDayRange('', '2026-11-01')).toBe(true);
    expect(isDayRange('2026-11-01', '')).toBe(true);
  });
});
