import { describe, expect, it } from 'vitest';
import { isMarketOffered } from './markets.ts';

describe('isMarketOffered', () => {
  it('offers football’s five markets and no others', () => {
    expect(isMarketOffered('FOOTBALL', { kind: '1X2' })).toBe(true);
    expect(isMarketOffered('FOOTBALL', { kind: 'BTTS' })).toBe(true);
    expect(isMarketOffered('FOOTBALL', { kind: 'CS' })).toBe(true);
    expect(isMarketOffered('FOOTBALL', { kind: 'MONEYLINE' })).toBe(false);
    expect(isMarketOffered('FOOTBALL', { kind: 'FIGHT' })).toBe(false);
  });

  it('takes football handicaps in quarter steps from −2.75 to +2.75', () => {
    for (const line of [-2.75, -0.25, 0, 0.75, 2.75])
      expect(isMarketOffered('FOOTBALL', { kind: 'AH', line })).toBe(true);
    for (const line of [-3, 3, 0.1, undefined])
      expect(isMarketOffered('FOOTBALL', { kind: 'AH', line })).toBe(false);
    expect(isMarketOffered('FOOTBALL', { kind: 'OU', line: 2.25 })).toBe(true);
    expect(isMarketOffered('FOOTBALL', { kind: 'OU', line: 0 })).toBe(false);
  });

  it('takes basketball lines in half and whole points only', () => {
    expect(isMarketOffered('BASKETBALL', { kind: 'AH', line: -7.5 })).toBe(true);
    expect(isMarketOffered('BASKETBALL', { kind: 'AH', line: -8 })).toBe(true);
    expect(isMarketOffered('BASKETBALL', { kind: 'AH', line: -7.25 })).toBe(false);
    expect(isMarketOffered('BASKETBALL', { kind: 'OU', line: 215.5 })).toBe(true);
    expect(isMarketOffered('BASKETBALL', { kind: 'MONEYLINE' })).toBe(true);
  });

  it('takes e-sports maps as whole map numbers and half-map totals', () => {
    expect(isMarketOffered('ESPORTS', { kind: 'MAP_WINNER', line: 3 })).toBe(true);
    expect(isMarketOffered('ESPORTS', { kind: 'MAP_WINNER', line: 0 })).toBe(false);
    expect(isMarketOffered('ESPORTS', { kind: 'MAP_WINNER', line: 1.5 })).toBe(false);
    expect(isMarketOffered('ESPORTS', { kind: 'TOTAL_MAPS', line: 2.5 })).toBe(true);
    expect(isMarketOffered('ESPORTS', { kind: 'MONEYLINE' })).toBe(true);
    expect(isMarketOffered('ESPORTS', { kind: 'AH', line: -1.5 })).toBe(true);
    expect(isMarketOffered('ESPORTS', { kind: 'AH', line: -4.5 })).toBe(true);
    expect(isMarketOffered('ESPORTS', { kind: 'AH', line: -5 })).toBe(false);
    expect(isMarketOffered('ESPORTS', { kind: '1X2' })).toBe(false);
  });

  it('takes tennis set lines in half steps within their range', () => {
    expect(isMarketOffered('TENNIS', { kind: 'MONEYLINE' })).toBe(true);
    expect(isMarketOffered('TENNIS', { kind: 'OU', line: 2.5 })).toBe(true);
    expect(isMarketOffered('TENNIS', { kind: 'AH', line: -1.5 })).toBe(true);
    expect(isMarketOffered('TENNIS', { kind: 'AH', line: -2.5 })).toBe(true);
    expect(isMarketOffered('TENNIS', { kind: 'AH', line: -3 })).toBe(false);
    expect(isMarketOffered('TENNIS', { kind: 'AH', line: 1.25 })).toBe(false);
    expect(isMarketOffered('TENNIS', { kind: 'BTTS' })).toBe(false);
  });

  it('offers a cockfight only as FIGHT, without a line', () => {
    expect(isMarketOffered('COCKFIGHT', { kind: 'FIGHT' })).toBe(true);
    expect(isMarketOffered('COCKFIGHT', { kind: 'FIGHT', line: 1 })).toBe(false);
    expect(isMarketOffered('COCKFIGHT', { kind: '1X2' })).toBe(false);
  });
});
