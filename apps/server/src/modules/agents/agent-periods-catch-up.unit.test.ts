import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_ENDED_PERIODS,
  PERIOD_KINDS,
  endedPeriods,
  nextPeriod,
  periodContaining,
  previousPeriod,
  type TPeriodKind,
} from './agent-periods.ts';

const at = (iso: string) => new Date(iso);

describe('endedPeriods', () => {
  it('pays yesterday when a server down over the brand midnight starts', () => {
    const ended = endedPeriods('DAILY', 'Asia/Bangkok', at('2026-11-29T16:50Z'), at('2026-11-29T17:10Z'));
    expect(ended.map((p) => p.key)).toEqual(['D2026-11-29']);
  });

  it('owes nothing on a restart within the same day', () => {
    expect(endedPeriods('DAILY', 'Asia/Bangkok', at('2026-11-29T17:10Z'), at('2026-11-30T16:59Z'))).toEqual(
      [],
    );
  });

  it('leaves out a period ending exactly at since and includes one ending exactly at now', () => {
    const boundary = at('2026-11-29T17:00Z');
    expect(
      endedPeriods('DAILY', 'Asia/Bangkok', boundary, at('2026-11-30T17:00Z')).map((p) => p.key),
    ).toEqual(['D2026-11-30']);
  });

  it('owes nothing when now is not after since', () => {
    const t = at('2026-11-30T10:00Z');
    expect(endedPeriods('FIVE_MINUTES', 'UTC', t, t)).toEqual([]);
    expect(endedPeriods('DAILY', 'UTC', t, at('2026-11-29T10:00Z'))).toEqual([]);
  });

  it.each<[TPeriodKind, number, string, string]>([
    // a server down from just after Bangkok midnight on the 28th to just after midnight on 1 December
    ['DAILY', 3, 'D2026-11-28', 'D2026-11-30'],
    ['HOURLY', 72, 'H2026-11-28T00', 'H2026-11-30T23'],
    ['FIVE_MINUTES', 864, 'F2026-11-27T17:00Z', 'F2026-11-30T16:55Z'],
    ['WEEKLY', 1, 'W2026-11-23', 'W2026-11-23'],
    ['SEMI_MONTHLY', 1, 'S2026-11-2', 'S2026-11-2'],
    ['MONTHLY', 1, 'M2026-11', 'M2026-11'],
  ])('catches up %s periods after a server down three days', (kind, count, first, last) => {
    const ended = endedPeriods(kind, 'Asia/Bangkok', at('2026-11-27T17:00:05Z'), at('2026-11-30T17:00:10Z'));
    expect(ended).toHaveLength(count);
    expect([ended[0]!.key, ended.at(-1)!.key]).toEqual([first, last]);
  });

  it('answers at most MAX_ENDED_PERIODS and carries on from the last one', () => {
    const since = at('2026-01-01T00:00Z');
    const now = at('2026-03-01T00:00Z'); // 59 days: 16,992 slots
    const first = endedPeriods('FIVE_MINUTES', 'UTC', since, now);
    expect(first).toHaveLength(MAX_ENDED_PERIODS);
    const rest = endedPeriods('FIVE_MINUTES', 'UTC', first.at(-1)!.end, now);
    expect(rest).toHaveLength(16_992 - MAX_ENDED_PERIODS);
    expect(rest[0]!.start).toEqual(first.at(-1)!.end);
    expect(rest.at(-1)!.end).toEqual(now);
  });
});

const ZONES = [
  'UTC',
  'Asia/Bangkok',
  'Asia/Shanghai',
  'Asia/Kathmandu',
  'America/Santiago',
  'America/St_Johns',
  'Europe/London',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
];
const kindArb = fc.constantFrom(...PERIOD_KINDS);
const zoneArb = fc.constantFrom(...ZONES);
const instantArb = fc.date({
  min: new Date('2000-01-01T00:00Z'),
  max: new Date('2040-12-31T00:00Z'),
  noInvalidDate: true,
});

describe('period properties', () => {
  it('contains the instant it was asked about and is found again from its start and last instant', () => {
    fc.assert(
      fc.property(kindArb, zoneArb, instantArb, (kind, zone, instant) => {
        const p = periodContaining(kind, zone, instant);
        expect(p.start.getTime()).toBeLessThanOrEqual(instant.getTime());
        expect(p.end.getTime()).toBeGreaterThan(instant.getTime());
        expect(periodContaining(kind, zone, p.start)).toEqual(p);
        expect(periodContaining(kind, zone, new Date(p.end.getTime() - 1))).toEqual(p);
      }),
    );
  });

  it('tiles time: the next period starts where one ends and keys sort in time order', () => {
    fc.assert(
      fc.property(kindArb, zoneArb, instantArb, (kind, zone, instant) => {
        const p = periodContaining(kind, zone, instant);
        const next = nextPeriod(p, zone);
        expect(next.start).toEqual(p.end);
        expect(previousPeriod(p, zone).end).toEqual(p.start);
        expect(previousPeriod(next, zone)).toEqual(p);
        expect(next.key > p.key).toBe(true);
      }),
    );
  });

  it('lists ended periods that tile (since, now] with no gap or overlap', () => {
    const spanArb = fc.integer({ min: 0, max: 40 * 86_400_000 });
    fc.assert(
      fc.property(kindArb, zoneArb, instantArb, spanArb, (kind, zone, since, span) => {
        // short periods get short spans, so the lists stay under MAX_ENDED_PERIODS and the run quick
        const shrink = kind === 'FIVE_MINUTES' ? 100 : kind === 'HOURLY' ? 20 : 1;
        const now = new Date(since.getTime() + Math.floor(span / shrink));
        const ended = endedPeriods(kind, zone, since, now);
        ended.forEach((p, i) => {
          expect(p.end.getTime()).toBeGreaterThan(since.getTime());
          expect(p.end.getTime()).toBeLessThanOrEqual(now.getTime());
          if (i > 0) expect(p.start).toEqual(ended[i - 1]!.end);
        });
        // nothing left out at either end
        const first = ended[0] ?? periodContaining(kind, zone, since);
        expect(first.start.getTime()).toBeLessThanOrEqual(since.getTime());
        const after = ended.length > 0 ? nextPeriod(ended.at(-1)!, zone) : first;
        expect(after.end.getTime()).toBeGreaterThan(now.getTime());
      }),
      { numRuns: 60 },
    );
  });
});
