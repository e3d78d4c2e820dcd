import { describe, expect, it } from 'vitest';
import { startOfDay } from '../../lib/zoned-time.ts';
import {
  endedPeriods,
  nextPeriod,
  periodContaining,
  previousPeriod,
  type TPeriod,
  type TPeriodKind,
} from './agent-periods.ts';

/** A period as [key, start, end] in ISO, so a table row reads like the expected figures. */
const row = (p: TPeriod) => [p.key, p.start.toISOString(), p.end.toISOString()];
/** Full ISO of a short one ('2026-11-29T17:00Z'), so tables stay narrow. */
const z = (short: string) => new Date(short).toISOString();
const at = (iso: string) => new Date(iso);

describe('periodContaining', () => {
  it.each<[TPeriodKind, string, string, string, string, string]>([
    // kind, zone, instant, key, start, end
    [
      'DAILY',
      'Asia/Bangkok',
      '2026-11-29T17:00:00Z',
      'D2026-11-30',
      '2026-11-29T17:00Z',
      '2026-11-30T17:00Z',
    ],
    [
      'DAILY',
      'Asia/Bangkok',
      '2026-11-29T16:59:59.999Z',
      'D2026-11-29',
      '2026-11-28T17:00Z',
      '2026-11-29T17:00Z',
    ],
    [
      'DAILY',
      'Asia/Shanghai',
      '2026-11-30T15:59:59Z',
      'D2026-11-30',
      '2026-11-29T16:00Z',
      '2026-11-30T16:00Z',
    ],
    [
      'DAILY',
      'Asia/Shanghai',
      '2026-11-30T16:00:00Z',
      'D2026-12-01',
      '2026-11-30T16:00Z',
      '2026-12-01T16:00Z',
    ],
    [
      'HOURLY',
      'Asia/Bangkok',
      '2026-11-30T10:05:00Z',
      'H2026-11-30T17',
      '2026-11-30T10:00Z',
      '2026-11-30T11:00Z',
    ],
    [
      'HOURLY',
      'Asia/Bangkok',
      '2026-11-29T17:00:00Z',
      'H2026-11-30T00',
      '2026-11-29T17:00Z',
      '2026-11-29T18:00Z',
    ],
    [
      'HOURLY',
      'Asia/Shanghai',
      '2026-11-30T15:30:00Z',
      'H2026-11-30T23',
      '2026-11-30T15:00Z',
      '2026-11-30T16:00Z',
    ],
    [
      'FIVE_MINUTES',
      'Asia/Bangkok',
      '2026-11-30T10:07:31Z',
      'F2026-11-30T10:05Z',
      '2026-11-30T10:05Z',
      '2026-11-30T10:10Z',
    ],
    [
      'FIVE_MINUTES',
      'Asia/Kathmandu',
      '2026-11-30T23:59:59Z',
      'F2026-11-30T23:55Z',
      '2026-11-30T23:55Z',
      '2026-12-01T00:00Z',
    ],
    // 2026-11-30 is a Monday; Sunday 2026-12-06 23:59 Bangkok is still its week
    [
      'WEEKLY',
      'Asia/Bangkok',
      '2026-12-06T16:59:59Z',
      'W2026-11-30',
      '2026-11-29T17:00Z',
      '2026-12-06T17:00Z',
    ],
    [
      'WEEKLY',
      'Asia/Bangkok',
      '2026-12-06T17:00:00Z',
      'W2026-12-07',
      '2026-12-06T17:00Z',
      '2026-12-13T17:00Z',
    ],
    [
      'WEEKLY',
      'Asia/Shanghai',
      '2026-12-31T12:00:00Z',
      'W2026-12-28',
      '2026-12-27T16:00Z',
      '2027-01-03T16:00Z',
    ],
    [
      'SEMI_MONTHLY',
      'Asia/Bangkok',
      '2026-11-15T16:59:59Z',
      'S2026-11-1',
      '2026-10-31T17:00Z',
      '2026-11-15T17:00Z',
    ],
    [
      'SEMI_MONTHLY',
      'Asia/Bangkok',
      '2026-11-15T17:00:00Z',
      'S2026-11-2',
      '2026-11-15T17:00Z',
      '2026-11-30T17:00Z',
    ],
    [
      'SEMI_MONTHLY',
      'Asia/Shanghai',
      '2028-02-29T12:00:00Z',
      'S2028-02-2',
      '2028-02-15T16:00Z',
      '2028-02-29T16:00Z',
    ],
    [
      'SEMI_MONTHLY',
      'Asia/Shanghai',
      '2027-02-28T12:00:00Z',
      'S2027-02-2',
      '2027-02-15T16:00Z',
      '2027-02-28T16:00Z',
    ],
    [
      'SEMI_MONTHLY',
      'Asia/Bangkok',
      '2026-12-31T16:00:00Z',
      'S2026-12-2',
      '2026-12-15T17:00Z',
      '2026-12-31T17:00Z',
    ],
    ['MONTHLY', 'Asia/Bangkok', '2028-02-10T00:00:00Z', 'M2028-02', '2028-01-31T17:00Z', '2028-02-29T17:00Z'],
    ['MONTHLY', 'Asia/Bangkok', '2026-12-31T16:59:59Z', 'M2026-12', '2026-11-30T17:00Z', '2026-12-31T17:00Z'],
    ['MONTHLY', 'Asia/Bangkok', '2026-12-31T17:00:00Z', 'M2027-01', '2026-12-31T17:00Z', '2027-01-31T17:00Z'],
    [
      'MONTHLY',
      'Asia/Shanghai',
      '2027-02-01T00:00:00Z',
      'M2027-02',
      '2027-01-31T16:00Z',
      '2027-02-28T16:00Z',
    ],
  ])('puts %s in %s at %s into %s', (kind, zone, instant, key, start, end) => {
    expect(row(periodContaining(kind, zone, at(instant)))).toEqual([key, z(start), z(end)]);
  });

  it('starts a day at 01:00 where the clocks skip midnight (Santiago 2026-09-06, 23 hours)', () => {
    expect(row(periodContaining('DAILY', 'America/Santiago', at('2026-09-06T12:00Z')))).toEqual([
      'D2026-09-06',
      '2026-09-06T04:00:00.000Z',
      '2026-09-07T03:00:00.000Z',
    ]);
    expect(row(periodContaining('DAILY', 'America/Santiago', at('2026-09-06T03:59:59Z')))).toEqual([
      'D2026-09-05',
      '2026-09-05T04:00:00.000Z',
      '2026-09-06T04:00:00.000Z',
    ]);
  });

  it('ends the week and month that contain the skipped midnight where the next day starts', () => {
    // Sunday 2026-09-06 is the last day of the week of Monday 2026-08-31
    expect(row(periodContaining('WEEKLY', 'America/Santiago', at('2026-09-06T12:00Z')))).toEqual([
      'W2026-08-31',
      '2026-08-31T04:00:00.000Z',
      '2026-09-07T03:00:00.000Z',
    ]);
    expect(row(periodContaining('MONTHLY', 'America/Santiago', at('2026-09-06T12:00Z')))).toEqual([
      'M2026-09',
      '2026-09-01T04:00:00.000Z',
      '2026-10-01T03:00:00.000Z',
    ]);
  });

  it('rejects an invalid date rather than inventing a period', () => {
    expect(() => periodContaining('DAILY', 'UTC', new Date(Number.NaN))).toThrow(RangeError);
  });
});

/** The hours of a local day, as endedPeriods lists them from its start to its end. */
const hoursOf = (zone: string, day: string, after: string) =>
  endedPeriods('HOURLY', zone, startOfDay(zone, day), startOfDay(zone, after));

describe('hours on days the clocks change', () => {
  it.each<[string, string, string, number, string[], string[]]>([
    // zone, day, next day, hours, first hour, last hour
    [
      'Europe/London',
      '2026-03-29',
      '2026-03-30',
      23,
      ['H2026-03-29T00', '2026-03-29T00:00:00.000Z', '2026-03-29T01:00:00.000Z'],
      ['H2026-03-29T22', '2026-03-29T22:00:00.000Z', '2026-03-29T23:00:00.000Z'],
    ],
    [
      'Europe/London',
      '2026-10-25',
      '2026-10-26',
      25,
      ['H2026-10-25T00', '2026-10-24T23:00:00.000Z', '2026-10-25T00:00:00.000Z'],
      ['H2026-10-25T24', '2026-10-25T23:00:00.000Z', '2026-10-26T00:00:00.000Z'],
    ],
    [
      'America/Santiago',
      '2026-09-06',
      '2026-09-07',
      23,
      ['H2026-09-06T00', '2026-09-06T04:00:00.000Z', '2026-09-06T05:00:00.000Z'],
      ['H2026-09-06T22', '2026-09-07T02:00:00.000Z', '2026-09-07T03:00:00.000Z'],
    ],
    [
      // Lord Howe springs forward half an hour: 23.5 hours, the last one 30 minutes long
      'Australia/Lord_Howe',
      '2026-10-04',
      '2026-10-05',
      24,
      ['H2026-10-04T00', '2026-10-03T13:30:00.000Z', '2026-10-03T14:30:00.000Z'],
      ['H2026-10-04T23', '2026-10-04T12:30:00.000Z', '2026-10-04T13:00:00.000Z'],
    ],
    [
      'Asia/Bangkok',
      '2026-11-30',
      '2026-12-01',
      24,
      ['H2026-11-30T00', '2026-11-29T17:00:00.000Z', '2026-11-29T18:00:00.000Z'],
      ['H2026-11-30T23', '2026-11-30T16:00:00.000Z', '2026-11-30T17:00:00.000Z'],
    ],
  ])('counts the hours of %s %s from its start to the next day', (zone, day, after, count, first, last) => {
    const hours = hoursOf(zone, day, after);
    expect(hours).toHaveLength(count);
    expect(row(hours[0]!)).toEqual(first);
    expect(row(hours.at(-1)!)).toEqual(last);
  });

  it('tells the two London 01:00s of 2026-10-25 apart', () => {
    expect(periodContaining('HOURLY', 'Europe/London', at('2026-10-25T00:30Z')).key).toBe('H2026-10-25T01');
    expect(periodContaining('HOURLY', 'Europe/London', at('2026-10-25T01:30Z')).key).toBe('H2026-10-25T02');
  });
});

describe('previousPeriod and nextPeriod', () => {
  it.each<[TPeriodKind, string, string, string]>([
    ['DAILY', '2028-03-01T05:00Z', 'D2028-02-29', 'D2028-03-02'],
    ['SEMI_MONTHLY', '2028-03-01T05:00Z', 'S2028-02-2', 'S2028-03-2'],
    ['MONTHLY', '2027-01-15T05:00Z', 'M2026-12', 'M2027-02'],
    ['WEEKLY', '2027-01-01T05:00Z', 'W2026-12-21', 'W2027-01-04'],
    ['HOURLY', '2026-11-29T17:30Z', 'H2026-11-29T23', 'H2026-11-30T01'],
    ['FIVE_MINUTES', '2026-11-29T17:00Z', 'F2026-11-29T16:55Z', 'F2026-11-29T17:05Z'],
  ])('steps %s back and forward from %s', (kind, instant, before, after) => {
    const period = periodContaining(kind, 'Asia/Bangkok', at(instant));
    expect(previousPeriod(period, 'Asia/Bangkok').key).toBe(before);
    expect(nextPeriod(period, 'Asia/Bangkok').key).toBe(after);
  });
});
