import { describe, expect, it } from 'vitest';
import type { TCrashRound } from '@openlobby/contracts';
import { crashViewAt, formatMultiplier, graphScale, parseAutoCashOut, parseStake, winOf } from './phase.ts';

const T0 = Date.UTC(2026, 11, 4, 12, 0, 0);
const round = (over: Partial<TCrashRound> = {}): TCrashRound => ({
  id: 'r',
  number: 7,
  phase: 'BETTING',
  opensAt: new Date(T0).toISOString(),
  startsAt: new Date(T0 + 6_000).toISOString(),
  crashedAt: null,
  nextAt: null,
  crashPoint: null,
  hash: null,
  previousHash: 'a'.repeat(64),
  players: 0,
  staked: 0,
  ...over,
});

describe('the round at a moment of the server’s clock', () => {
  it('counts the betting down, then runs on the curve the server pays by', () => {
    expect(crashViewAt(round(), T0 + 1_500)).toEqual({ phase: 'BETTING', seconds: 5, left: 0.75 });
    expect(crashViewAt(round(), T0 + 6_000)).toEqual({ phase: 'RUNNING', elapsedMs: 0, hundredths: 100 });
    // 2.00 × after 11,553 ms, as the engine's crashElapsedAt(200)
    expect(crashViewAt(round({ phase: 'RUNNING' }), T0 + 6_000 + 11_553)).toMatchObject({ hundredths: 200 });
  });

  it('shows the crash point until the next round is due, then waits', () => {
    const crashed = round({
      phase: 'CRASHED',
      crashPoint: 2.34,
      crashedAt: new Date(T0 + 20_000).toISOString(),
      nextAt: new Date(T0 + 23_000).toISOString(),
    });
    expect(crashViewAt(crashed, T0 + 21_000)).toEqual({
      phase: 'CRASHED',
      elapsedMs: 14_000,
      hundredths: 234,
    });
    expect(crashViewAt(crashed, T0 + 23_000)).toEqual({ phase: 'WAITING' });
    expect(crashViewAt(null, T0)).toEqual({ phase: 'WAITING' });
  });
});

describe('the page’s inputs', () => {
  it('reads an auto cash-out of 1.01 × to 1,000,000 × with two decimals at most', () => {
    expect(parseAutoCashOut('')).toBeNull();
    expect(parseAutoCashOut('2')).toBe(2);
    expect(parseAutoCashOut('2,5×')).toBe(2.5);
    expect(parseAutoCashOut('1.01')).toBe(1.01);
    for (const bad of ['1', '1.005', 'abc', '-2', '1000000.01'])
      expect(parseAutoCashOut(bad)).toBe('invalid');
  });

  it('reads a stake in the currency’s decimals', () => {
    expect(parseStake('10', 2)).toBe(10);
    expect(parseStake('0,25', 2)).toBe(0.25);
    expect(parseStake('1.005', 2)).toBeNull();
    expect(parseStake('5.5', 0)).toBeNull();
    expect(parseStake('0', 2)).toBeNull();
  });

  it('shows wins floored like the server’s and multipliers to the hundredth', () => {
    expect(winOf(10, 150, 2)).toBe(15);
    expect(winOf(0.33, 333, 2)).toBe(1.09);
    expect(formatMultiplier(100)).toBe('1.00×');
    expect(formatMultiplier(12_345)).toBe('123.45×');
  });

  it('keeps room ahead of the rocket on both axes', () => {
    expect(graphScale(0, 1)).toEqual({ maxMs: 10_000, maxX: 2 });
    const { maxMs, maxX } = graphScale(40_000, 11);
    expect(maxMs).toBe(48_000);
    expect(maxX).toBe(13.5);
  });
});
