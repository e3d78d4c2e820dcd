import { describe, expect, it } from 'vitest';
import {
  addDays,
  canShiftForward,
  daysBetween,
  isIsoDay,
  lastDays,
  MAX_RANGE_DAYS,
  shiftRange,
  todayIso,
  withFrom,
  withTo,
} from './date-range.ts';

const TODAY = '2026-03-15';

describe('date range arithmetic', () => {
  it('adds days across months, leap days and daylight saving changes', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysBetween('2026-01-01', '2026-04-03')).toBe(92);
  });

  it('reads today in local time and checks calendar days', () => {
    expect(todayIso(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(isIsoDay('2026-02-29')).toBe(false);
    expect(isIsoDay('2028-02-29')).toBe(true);
    expect(isIsoDay('15/03/2026')).toBe(false);
  });

  it('opens on the last days up to today', () => {
    expect(lastDays(7, TODAY)).toEqual({ from: '2026-03-09', to: TODAY });
  });
});

describe('shiftRange', () => {
  const week = lastDays(7, TODAY);

  it('moves the window back by 7 or 30 days, keeping its length', () => {
    expect(shiftRange(week, -7, TODAY)).toEqual({ from: '2026-03-02', to: '2026-03-08' });
    expect(shiftRange(week, -30, TODAY)).toEqual({ from: '2026-02-07', to: '2026-02-13' });
  });

  it('moves it forward again, but never past today', () => {
    const back = shiftRange(shiftRange(week, -30, TODAY), -7, TODAY);
    expect(shiftRange(back, 7, TODAY)).toEqual({ from: '2026-02-07', to: '2026-02-13' });
    expect(shiftRange(back, 30, TODAY)).toEqual({ from: '2026-03-02', to: '2026-03-08' });
    expect(shiftRange(shiftRange(week, -7, TODAY), 30, TODAY)).toEqual(week);
    expect(shiftRange(week, 7, TODAY)).toEqual(week);
  });

  it('offers forward shifts only when the window ends before today', () => {
    expect(canShiftForward(week, TODAY)).toBe(false);
    expect(canShiftForward(shiftRange(week, -7, TODAY), TODAY)).toBe(true);
  });
});

describe('editing one end', () => {
  const week = lastDays(7, TODAY);

  it('keeps the window at most 92 days by moving the other end', () => {
    const from = withFrom(week, '2025-01-01', TODAY);
    expect(from).toEqual({ from: '2025-01-01', to: addDays('2025-01-01', MAX_RANGE_DAYS) });
    const to = withTo({ from: '2025-01-01', to: '2025-01-31' }, '2026-03-01', TODAY);
    expect(to).toEqual({ from: addDays('2026-03-01', -MAX_RANGE_DAYS), to: '2026-03-01' });
    expect(daysBetween(to.from, to.to)).toBe(MAX_RANGE_DAYS);
  });

  it('keeps from ≤ to and nothing after today', () => {
    expect(withFrom(week, '2026-03-20', TODAY)).toEqual({ from: TODAY, to: TODAY });
    expect(withTo(week, '2026-03-01', TODAY)).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(withTo(week, '2027-01-01', TODAY)).toEqual(week);
  });

  it('ignores a cleared or malformed field', () => {
    expect(withFrom(week, '', TODAY)).toBe(week);
    expect(withTo(week, '2026-02-30', TODAY)).toBe(week);
  });
});

describe('todayIso in a time zone', () => {
  // 16:05 UTC on 21 November is already the 22nd in Shanghai and still the 21st in New York.
  const now = new Date('2026-11-21T16:05:00Z');
  it.each([
    ['Asia/Shanghai', '2026-11-22'],
    ['Asia/Bangkok', '2026-11-21'],
    ['America/New_York', '2026-11-21'],
    ['UTC', '2026-11-21'],
  ])('is the date in %s', (zone, day) => expect(todayIso(now, zone)).toBe(day));
});
