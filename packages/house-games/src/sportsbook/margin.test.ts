import { describe, expect, it } from 'vitest';
import { hasOverround, priceMarket } from './margin.ts';
import { MAX_ODDS_MILLI } from './vocabulary.ts';

describe('priceMarket, proportional margin', () => {
  it.each([
    // fair book, margin, offered odds worked by hand: 1 / (p × (1 + m)), rounded down
    [[0.5, 0.5], 500, [1904, 1904]], // 1 / 0.525 = 1.9047…
    [[0.45, 0.3, 0.25], 500, [2116, 3174, 3809]], // 1/0.4725, 1/0.315, 1/0.2625
    [[0.9, 0.1], 1000, [1010, 9090]], // 1/0.99, 1/0.11
    [[0.5, 0.5], 0, [2000, 2000]],
    [[2, 1, 1], 0, [2000, 4000, 4000]], // weights are scaled to sum to 1
  ])('prices %j at %i bps as %j', (probabilities, marginBps, offered) => {
    expect(priceMarket({ probabilities }, marginBps)).toEqual(offered);
  });

  it('takes a provider’s margin out before putting the brand’s in', () => {
    // 1.90/1.90 is a fair 50/50 with the provider's 5.3 %; 1.80/2.00 is 0.5263/0.4737 fair
    expect(priceMarket({ providerOddsMilli: [1900, 1900] }, 500)).toEqual([1904, 1904]);
    expect(priceMarket({ providerOddsMilli: [1800, 2000] }, 500)).toEqual([1809, 2010]);
  });

  it('sums, as implied probabilities, to at least 1 + margin: 500 bps → 1.05', () => {
    const offered = priceMarket({ probabilities: [0.45, 0.3, 0.25] }, 500);
    expect(hasOverround(offered, 500)).toBe(true);
    const implied = offered.reduce((sum, odds) => sum + 1000 / odds, 0);
    expect(implied).toBeGreaterThanOrEqual(1.05);
    expect(implied).toBeLessThan(1.051);
  });

  it('keeps the order: a likelier selection never gets longer odds', () => {
    const offered = priceMarket({ probabilities: [0.2, 0.35, 0.1, 0.35] }, 700);
    expect(offered[1]).toBe(offered[3]);
    expect(offered[1]! < offered[0]! && offered[0]! < offered[2]!).toBe(true);
  });

  it('cuts a long shot’s odds to the book’s maximum', () => {
    // weights 1 : 800 : 1199 of 2000 (exact in binary, unlike 0.0005): 2000.000 is past 1000.000
    expect(priceMarket({ probabilities: [1, 800, 1199] }, 0)).toEqual([MAX_ODDS_MILLI, 2500, 1668]);
  });

  it('takes a margin up to 50 % and a favourite priced at exactly 1.001', () => {
    expect(priceMarket({ probabilities: [0.5, 0.5] }, 5000)).toEqual([1333, 1333]);
    // weights 1000 : 1 of 1001: 1001/1000 is exactly 1.001, 1001/1 past the maximum
    expect(priceMarket({ probabilities: [1000, 1] }, 0)).toEqual([1001, MAX_ODDS_MILLI]);
  });

  it('refuses a favourite that cannot carry the margin above 1.001', () => {
    expect(() => priceMarket({ probabilities: [0.96, 0.04] }, 500)).toThrow(/1\.001/);
  });

  it('refuses fewer than two selections, a probability that is not positive, a bad margin or odds', () => {
    expect(() => priceMarket({ probabilities: [1] }, 0)).toThrow(/two selections/);
    expect(() => priceMarket({ probabilities: [0.5, 0] }, 500)).toThrow(/positive finite/);
    expect(() => priceMarket({ probabilities: [0.5, NaN] }, 500)).toThrow(/positive finite/);
    expect(() => priceMarket({ probabilities: [0.5, Infinity] }, 500)).toThrow(/positive finite/);
    expect(() => priceMarket({ probabilities: [0.5, -0.5] }, 500)).toThrow(/positive finite/);
    expect(() => priceMarket({ probabilities: [0.5, 0.5] }, -1)).toThrow(/basis points/);
    expect(() => priceMarket({ probabilities: [0.5, 0.5] }, 5001)).toThrow(RangeError);
    expect(() => priceMarket({ probabilities: [0.5, 0.5] }, 2.5)).toThrow(RangeError);
    expect(() => priceMarket({ providerOddsMilli: [1900, 1000] }, 500)).toThrow(RangeError);
  });
});

describe('hasOverround', () => {
  it('compares the implied sum with 1 + margin exactly', () => {
    expect(hasOverround([2000, 2000], 0)).toBe(true); // exactly 1
    expect(hasOverround([2001, 2000], 0)).toBe(false); // 0.99975
    expect(hasOverround([1904, 1904], 500)).toBe(true); // 1.05042
    expect(hasOverround([1905, 1905], 500)).toBe(false); // 1.04987
  });
});
