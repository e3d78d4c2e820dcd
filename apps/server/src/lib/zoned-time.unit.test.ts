import { describe, expect, it } from 'vitest';
import { dayIn, nextDay, startOfDay } from './zoned-time.ts';

describe('zoned days', () => {
  it('starts a Bangkok day at 17:00 UTC the day before', () => {
    expect(startOfDay('Asia/Bangkok', '2026-11-21').toISOString()).toBe('2026-11-20T17:00:00.000Z');
  });

  it('follows daylight saving time', () => {
    expect(startOfDay('Europe/Berlin', '2026-07-01').toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(startOfDay('Europe/Berlin', '2026-12-01').toISOString()).toBe('2026-11-30T23:00:00.000Z');
  });

  it('tells the local day of an instant', () => {
    expect(dayIn('Asia/Shanghai', new Date('2026-11-21T16:30:00Z'))).toBe('2026-11-22');
    expect(dayIn('UTC', new Date('2026-11-21T16:30:00Z'))).toBe('2026-11-21');
  });

  it('steps to the next day across month and year ends', () => {
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
  });
});
