import { describe, expect, it } from 'vitest';
import { type TCrashBet, settleCrashBet, settleCrashRound } from './bet.ts';
import { crashElapsedAt, crashMultiplierAt } from './curve.ts';

const bet = (autoCashOutHundredths: number, stakeMinor = 1_000, manual?: number): TCrashBet => ({
  stakeMinor,
  autoCashOutHundredths,
  ...(manual === undefined ? {} : { manualCashOutHundredths: manual }),
});

describe('settleCrashBet', () => {
  it.each<[TCrashBet, number, number, number]>([
    [bet(200), 250, 200, 2_000],
    [bet(200), 200, 200, 2_000], // a crash at exactly the target pays
    [bet(200), 199, 0, 0],
    [bet(101), 100, 0, 0], // 1.00 × beats every target
    [bet(1_000, 1_000, 150), 300, 150, 1_500], // cashed out by hand before the auto target
    [bet(120, 1_000, 150), 300, 120, 1_200], // the auto target came first
    [bet(250, 333), 999, 250, 832], // 333 × 2.5 = 832.5 floors to 832
  ])('%o against a crash at %i cashes out at %i and wins %i', (b, point, cashedOutAt, winMinor) => {
    expect(settleCrashBet(b, point)).toEqual({ cashedOutAt, winMinor, houseMinor: b.stakeMinor - winMinor });
  });

  it.each<[string, TCrashBet, number]>([
    ['a zero stake', bet(200, 0), 300],
    ['a stake above 10^8', bet(200, 100_000_001), 300],
    ['a fractional stake', bet(200, 1.5), 300],
    ['a target of 1.00 ×', bet(100), 300],
    ['a target above the cap', bet(100_000_001), 300],
    ['a fractional target', bet(150.5), 300],
    ['a manual cash-out past the crash', bet(1_000, 10, 301), 300],
    ['a crash point below 1.00 ×', bet(200), 99],
    ['a manual cash-out below 1.01 ×', bet(1_000, 10, 100), 300],
    ['a fractional crash point', bet(200), 250.5],
  ])('throws a RangeError for %s', (_, b, point) => {
    expect(() => settleCrashBet(b, point)).toThrow(RangeError);
  });

  it('says what is wrong with a refused bet or crash point', () => {
    expect(() => settleCrashBet(bet(200, 0), 300)).toThrow(
      'a crash stake is a whole number of 1…100000000 minor units, got 0',
    );
    expect(() => settleCrashBet(bet(100), 300)).toThrow(
      'an auto cash-out is a whole number of 101…100000000 hundredths, got 100',
    );
    expect(() => settleCrashBet(bet(1_000, 10, 100), 300)).toThrow(
      'a manual cash-out is a whole number of 101…100000000 hundredths, got 100',
    );
    expect(() => settleCrashBet(bet(200), 99)).toThrow(
      'a crash point is a whole number of 100…100000000 hundredths',
    );
    expect(() => settleCrashBet(bet(1_000, 10, 301), 300)).toThrow(
      'a manual cash-out at 301 is past the crash at 300',
    );
  });

  it('takes the smallest and largest stake and target, and a crash point at the cap', () => {
    expect(settleCrashBet(bet(101, 1), 101)).toEqual({ cashedOutAt: 101, winMinor: 1, houseMinor: 0 });
    expect(settleCrashBet(bet(100_000_000, 100_000_000), 100_000_000)).toEqual({
      cashedOutAt: 100_000_000,
      winMinor: 100_000_000_000_000,
      houseMinor: 100_000_000 - 100_000_000_000_000,
    });
  });

  it('pays a manual cash-out pressed at the very multiplier the game crashed at', () => {
    expect(settleCrashBet(bet(1_000, 100, 250), 250)).toEqual({
      cashedOutAt: 250,
      winMinor: 250,
      houseMinor: -150,
    });
  });
});

describe('settleCrashRound', () => {
  it('settles every bet against the one crash point: stakes = wins + house result', () => {
    const round = settleCrashRound([bet(150, 100), bet(300, 200), bet(1_000, 50, 240)], 250);
    expect(round.bets.map((b) => b.winMinor)).toEqual([150, 0, 120]);
    expect(round).toMatchObject({ stakeMinor: 350, winMinor: 270, houseMinor: 80 });
  });
});

describe('the multiplier curve m(t) = e^(0.00006 t)', () => {
  it.each([
    [0, 100],
    [11_553, 200], // ln 2 / 0.00006 = 11,552.45 ms
    [38_377, 1_000], // ln 10 / 0.00006 = 38,376.17 ms
    [1_000, 106],
  ])('shows %i ms as %i hundredths', (ms, hundredths) => {
    expect(crashMultiplierAt(ms)).toBe(hundredths);
  });

  it('inverts: the curve first shows m at crashElapsedAt(m), not a millisecond before', () => {
    for (let m = 100; m <= 100_000; m += m < 1_000 ? 1 : 97) {
      const t = crashElapsedAt(m);
      expect(crashMultiplierAt(t), `m = ${m}`).toBeGreaterThanOrEqual(m);
      if (t > 0) expect(crashMultiplierAt(t - 1), `m = ${m}`).toBeLessThan(m);
    }
    expect(crashElapsedAt(200)).toBe(11_553);
  });

  it('refuses a negative time and a multiplier below 1.00 ×', () => {
    expect(() => crashMultiplierAt(-1)).toThrow(new RangeError('elapsed time is ≥ 0 ms, got -1'));
    expect(() => crashMultiplierAt(Number.NaN)).toThrow(RangeError);
    expect(() => crashElapsedAt(99)).toThrow(new RangeError('a multiplier is ≥ 100 hundredths, got 99'));
  });
});
