import { describe, expect, it } from 'vitest';
import type { TTableRound } from '@openlobby/contracts';
import { backoffDelay, roundClock, skewOf } from './clock.ts';

const T0 = Date.parse('2026-12-03T12:00:00.000Z');
const iso = (ms: number) => new Date(T0 + ms).toISOString();
const round = (phase: TTableRound['phase']): TTableRound => ({
  id: 'r1',
  number: 1,
  phase,
  opensAt: iso(0),
  closesAt: iso(15_000),
  nextAt: iso(24_000),
  serverSeedHash: 'h',
  result: null,
  players: 0,
  staked: 0,
});

describe('the server clock', () => {
  it('reads the skew from serverTime against the middle of the round trip', () => {
    expect(skewOf(iso(5_000), T0, T0 + 200)).toBe(4_900);
    expect(skewOf(iso(0), T0 + 1_000, T0 + 1_000)).toBe(-1_000);
    expect(skewOf('not a time', T0, T0)).toBe(0);
  });
});

describe('roundClock', () => {
  it('counts the betting seconds down, rounded up, with the share of the time left', () => {
    expect(roundClock(round('BETTING'), T0)).toEqual({ phase: 'BETTING', seconds: 15, left: 1 });
    expect(roundClock(round('BETTING'), T0 + 7_500)).toEqual({ phase: 'BETTING', seconds: 8, left: 0.5 });
    expect(roundClock(round('BETTING'), T0 + 14_999).seconds).toBe(1);
  });

  it('closes at closesAt even before the result arrives, then shows the result until nextAt', () => {
    expect(roundClock(round('BETTING'), T0 + 15_000).phase).toBe('CLOSING');
    expect(roundClock(round('RESULT'), T0 + 16_000).phase).toBe('RESULT');
    expect(roundClock(round('RESULT'), T0 + 24_000).phase).toBe('WAITING');
    expect(roundClock(null, T0).phase).toBe('WAITING');
  });

  it('uses the server time it is given, not the device clock (a device 10 s behind still closes on time)', () => {
    const skew = skewOf(iso(10_000), T0, T0);
    expect(roundClock(round('BETTING'), T0 + 5_000 + skew).phase).toBe('CLOSING');
  });
});

describe('backoffDelay', () => {
  it('doubles from half a second up to ten, with jitter', () => {
    expect([0, 1, 2, 3, 10].map((n) => backoffDelay(n, () => 0))).toEqual([500, 1_000, 2_000, 4_000, 10_000]);
    expect(backoffDelay(0, () => 1)).toBe(600);
  });
});
