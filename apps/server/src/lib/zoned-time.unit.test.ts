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

  it('starts a day at 01:00 where the clocks jump from midnight to 01:00', () => {
    // Santiago springs forward at 00:00 on 2026-09-06 (-04 → -03): the day begins at 04:00Z.
    expect(startOfDay('America/Santiago', '2026-09-06').toISOString()).toBe('2026-09-06T04:00:00.000Z');
    expect(dayIn('America/Santiago', startOfDay('America/Santiago', '2026-09-06'))).toBe('2026-09-06');
    // Havana springs forward at 00:00 on 2026-03-08 (-05 → -04).
    expect(startOfDay('America/Havana', '2026-03-08').toISOString()).toBe('2026-03-08T05:00:00.000Z');
  });

  it('starts a day after the hour repeated where the clocks fall back at midnight', () => {
    // Santiago falls back at 24:00 on 2026-04-04 (-03 → -04): 23:00–24:00 of the 4th happens twice.
    expect(startOfDay('America/Santiago', '2026-04-05').toISOString()).toBe('2026-04-05T04:00:00.000Z');
    expect(dayIn('America/Santiago', new Date('2026-04-05T03:59:59Z'))).toBe('2026-04-04');
  });

  it('leaves a day the zone skipped empty and the days around it whole', () => {
    // Samoa went from -10 to +14 at the end of 2011-12-29: the 30th never happened there.
    const day = (d: string) => [
      startOfDay('Pacific/Apia', d).toISOString(),
      startOfDay('Pacific/Apia', nextDay(d)).toISOString(),
    ];
    expect(day('2011-12-29')).toEqual(['2011-12-29T10:00:00.000Z', '2011-12-30T10:00:00.000Z']);
    expect(day('2011-12-30')).toEqual(['2011-12-30T10:00:00.000Z', '2011-12-30T10:00:00.000Z']);
    expect(day('2011-12-31')).toEqual(['2011-12-30T10:00:00.000Z', '2011-12-31T10:00:00.000Z']);
  });

  it('keeps midnight where the clocks change at 02:00', () => {
    // New York: forward at 02:00 on 2026-03-08, back at 02:00 on 2026-11-01.
    expect(startOfDay('America/New_York', '2026-03-08').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfDay('America/New_York', '2026-03-09').toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(startOfDay('America/New_York', '2026-11-01').toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(startOfDay('America/New_York', '2026-11-02').toISOString()).toBe('2026-11-02T05:00:00.000Z');
  });

  it('is the first instant of its day in every zone of the year', () => {
    for (const zone of [
      'America/Santiago',
      'America/Havana',
      'Europe/London',
      'Australia/Lord_Howe',
      'Asia/Tehran',
    ]) {
      for (let day = '2026-01-01'; day < '2027-01-01'; day = nextDay(day)) {
        const start = startOfDay(zone, day).getTime();
        expect(dayIn(zone, new Date(start)), `${zone} ${day}`).toBe(day);
        expect(dayIn(zone, new Date(start - 1000)), `${zone} ${day}`).not.toBe(day);
      }
    }
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
