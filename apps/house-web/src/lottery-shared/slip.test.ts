import { describe, expect, it } from 'vitest';
import {
  addToSlip,
  checkStake,
  lineKey,
  lineMaxWinMinor,
  oddsMilliOf,
  slipTotals,
  type TSlipLine,
} from './slip.ts';

const vnLine = (betType: string, numbers: string[], stakeMinor: number, oddsMilli: number): TSlipLine => ({
  key: lineKey(7, betType, numbers),
  gameCode: 'VN-MB',
  gameName: 'Miền Bắc',
  drawId: 7,
  drawKey: '2026-12-03',
  region: 'NORTH',
  betType,
  numbers,
  stakeMinor,
  oddsMilli,
});

describe('lineMaxWinMinor', () => {
  it('pays a North lô 2 at most 27 times (every prize of the sheet)', () => {
    expect(lineMaxWinMinor(vnLine('LO2', ['27'], 10_00, 3_500))).toBe(27 * 35_00);
  });

  it('pays a lô 2 in the South at most 18 times', () => {
    expect(lineMaxWinMinor({ ...vnLine('LO2', ['27'], 10_00, 5_250), region: 'SOUTH' })).toBe(18 * 52_50);
  });

  it('pays đề and xiên once', () => {
    expect(lineMaxWinMinor(vnLine('DE', ['05'], 10_00, 95_000))).toBe(950_00);
    expect(lineMaxWinMinor(vnLine('XIEN2', ['12', '34'], 10_00, 17_000))).toBe(170_00);
  });

  it('pays an e-lottery pick stake × odds, floored to a minor unit', () => {
    expect(lineMaxWinMinor({ ...vnLine('SUM', ['BIG'], 3, 1_950), region: null })).toBe(5);
  });
});

describe('slipTotals', () => {
  it('adds the stakes and every line’s most it can win', () => {
    const lines = [vnLine('LO2', ['27'], 10_00, 3_500), vnLine('DE', ['05'], 5_00, 95_000)];
    expect(slipTotals(lines)).toEqual({ lines: 2, stakeMinor: 15_00, maxWinMinor: 27 * 35_00 + 475_00 });
  });

  it('is nothing for an empty slip', () => {
    expect(slipTotals([])).toEqual({ lines: 0, stakeMinor: 0, maxWinMinor: 0 });
  });
});

describe('addToSlip', () => {
  it('appends new lines and gives a line already there its new stake in its place', () => {
    const a = vnLine('LO2', ['27'], 10_00, 3_500);
    const b = vnLine('DE', ['05'], 10_00, 95_000);
    const slip = addToSlip([a, b], [{ ...a, stakeMinor: 20_00 }, vnLine('LO2', ['28'], 10_00, 3_500)]);
    expect(slip.map((l) => [l.numbers[0], l.stakeMinor])).toEqual([
      ['27', 20_00],
      ['05', 10_00],
      ['28', 10_00],
    ]);
  });
});

describe('oddsMilliOf', () => {
  it('turns the games call’s multipliers back into whole thousandths', () => {
    expect([oddsMilliOf(3.5), oddsMilliOf(1.95), oddsMilliOf(0.1 + 0.2), oddsMilliOf(940)]).toEqual([
      3_500, 1_950, 300, 940_000,
    ]);
  });
});

describe('checkStake', () => {
  it('reads a stake in major units into minor units, a comma as the decimal point', () => {
    expect(checkStake('10', 2, 1, 10_000)).toEqual({ ok: true, minor: 10_00 });
    expect(checkStake(' 2,5 ', 2, 1, 10_000)).toEqual({ ok: true, minor: 2_50 });
    expect(checkStake('7.50', 0, 1, 10_000)).toEqual({ ok: false, problem: 'decimals' });
    expect(checkStake('7.00', 0, 1, 10_000)).toEqual({ ok: true, minor: 7 });
  });

  it('refuses nothing typed, a non-number and more decimals than the currency has', () => {
    expect(checkStake('', 2, 1, 100)).toEqual({ ok: false, problem: 'empty' });
    expect(checkStake('1e3', 2, 1, 100)).toEqual({ ok: false, problem: 'format' });
    expect(checkStake('-5', 2, 1, 100)).toEqual({ ok: false, problem: 'format' });
    expect(checkStake('1.005', 2, 1, 100)).toEqual({ ok: false, problem: 'decimals' });
  });

  it('holds the stake within the game’s limits, both ends included', () => {
    expect(checkStake('0.99', 2, 1, 100)).toEqual({ ok: false, problem: 'min' });
    expect(checkStake('1', 2, 1, 100)).toEqual({ ok: true, minor: 1_00 });
    expect(checkStake('100', 2, 1, 100)).toEqual({ ok: true, minor: 100_00 });
    expect(checkStake('100.01', 2, 1, 100)).toEqual({ ok: false, problem: 'max' });
    expect(checkStake('0', 2, 0, 100)).toEqual({ ok: false, problem: 'min' });
  });
});
