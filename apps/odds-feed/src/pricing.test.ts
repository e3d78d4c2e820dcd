import { describe, expect, it } from 'vitest';
import {
  addMass,
  handicapProbabilities,
  meanOf,
  totalProbabilities,
  type TDistribution,
} from './distribution.ts';
import { quoteSelections, type TPricedMarket } from './quote.ts';
import { createRng } from './rng.ts';
import { basketballDistributions, createBasketballModel } from './sports/basketball.ts';
import { COCKFIGHT_MARGIN, createCockfightModel } from './sports/cockfight.ts';
import { homeWinsMap, homeWinsSeries } from './sports/esports.ts';
import { finalScoreGrid, mainHandicapLine, priceFootball } from './sports/football.ts';
import { homeWinsMatch, homeWinsSet } from './sports/tennis-probability.ts';

const rates = { lambdaHome: 1.8, lambdaAway: 1.0 };
const kickOff = { minute: 0, home: 0, away: 0 };
const implied = (priced: TPricedMarket, margin: number) =>
  (quoteSelections(priced, margin) ?? []).reduce((sum, s) => sum + 1000 / s.oddsMilli, 0);
const market = (markets: TPricedMarket[], kind: string, line?: number) =>
  markets.find((m) => m.kind === kind && m.line === line) as TPricedMarket;
const p = (m: TPricedMarket, code: string) => m.selections.find((s) => s.code === code)?.p ?? 0;

describe('football prices (one Poisson grid)', () => {
  const markets = priceFootball(rates, kickOff, [-0.75, -0.5, -0.25]);

  it('quotes 1X2 with 1/odds summing to 1 + the margin', () => {
    expect(implied(market(markets, '1X2'), 0.05)).toBeCloseTo(1.05, 2);
    expect(p(market(markets, '1X2'), 'HOME')).toBeGreaterThan(p(market(markets, '1X2'), 'AWAY'));
  });

  it('has correct-score probabilities summing to 1 and quotes them with the margin', () => {
    const cs = market(markets, 'CS');
    expect(cs.selections).toHaveLength(26);
    expect(cs.selections.reduce((s, x) => s + x.p, 0)).toBeCloseTo(1, 9);
    expect(implied(cs, 0.05)).toBeGreaterThan(1.04);
    expect(implied(cs, 0.05)).toBeLessThan(1.06);
  });

  it('agrees across markets: 1X2 HOME equals the AH 0 HOME share once draws are refunded, CS sums to 1X2', () => {
    const x = market(markets, '1X2');
    const ah0 = handicapProbabilities(diffOf(), 0);
    expect(ah0.home).toBeCloseTo(p(x, 'HOME') / (p(x, 'HOME') + p(x, 'AWAY')), 9);
    const cs = market(markets, 'CS');
    const csDraws = cs.selections.filter((s) => /^(\d)-\1$/.test(s.code)).reduce((sum, s) => sum + s.p, 0);
    expect(csDraws).toBeLessThanOrEqual(p(x, 'DRAW'));
    expect(p(x, 'DRAW') - csDraws).toBeLessThan(0.01);
  });

  it('puts the main Asian handicap where the sides are even, about minus the expected goal difference', () => {
    const line = mainHandicapLine(diffOf());
    expect(Math.abs(line + (rates.lambdaHome - rates.lambdaAway))).toBeLessThanOrEqual(0.5);
    const ah = handicapProbabilities(diffOf(), line);
    expect(Math.abs(ah.home - 0.5)).toBeLessThan(0.08);
  });

  it('prices quarter lines between their half lines and each line two-way to 1', () => {
    const diff = diffOf();
    for (const line of [-1, -0.75, -0.5, -0.25, 0, 0.25]) {
      const ah = handicapProbabilities(diff, line);
      expect(ah.home + ah.away).toBeCloseTo(1, 9);
    }
    const [lo, q, hi] = [-1, -0.75, -0.5].map((l) => handicapProbabilities(diff, l).home);
    expect(q).toBeGreaterThan(lo as number);
    expect(q).toBeLessThan(hi as number);
  });

  it('balances over/under nearest the expected total of goals', () => {
    const total: TDistribution = new Map();
    for (const c of finalScoreGrid(rates, 0, 0, 0)) addMass(total, c.home + c.away, c.p);
    expect(meanOf(total)).toBeCloseTo(2.8, 1);
    const lines = [1.5, 2.25, 2.5, 2.75, 3.5];
    const balanced = lines.reduce((best, l) =>
      Math.abs(totalProbabilities(total, l).over - 0.5) < Math.abs(totalProbabilities(total, best).over - 0.5)
        ? l
        : best,
    );
    expect(Math.abs(balanced - meanOf(total))).toBeLessThanOrEqual(0.6);
    const over = lines.map((l) => p(market(markets, 'OU', l), 'OVER'));
    expect([...over].sort((a, b) => b - a)).toEqual(over);
  });

  it('moves in play: a late lead makes the leader short and the passed correct scores disappear', () => {
    const late = priceFootball(rates, { minute: 80, home: 0, away: 1 }, [-0.5]);
    expect(p(market(late, '1X2'), 'AWAY')).toBeGreaterThan(0.7);
    const offered = quoteSelections(market(late, 'CS'), 0.05)?.map((s) => s.code) ?? [];
    expect(offered).not.toContain('0-0');
    expect(offered).toContain('0-1');
    expect(quoteSelections(market(late, 'OU', 1.5), 0.05)).not.toBeNull();
    expect(
      quoteSelections(market(priceFootball(rates, { minute: 70, home: 2, away: 1 }, []), 'OU', 2.5), 0.05),
    ).toBeNull();
  });
});

function diffOf(): TDistribution {
  const diff: TDistribution = new Map();
  for (const c of finalScoreGrid(rates, 0, 0, 0)) addMass(diff, c.home - c.away, c.p);
  return diff;
}

describe('basketball prices (normal margin and total)', () => {
  const model = createBasketballModel({ homePerMinute: 2.4, awayPerMinute: 2.2 }, createRng(1));
  const markets = model.markets();

  it('sets the handicap and total lines at x.5 around the model means', () => {
    const ah = market(markets, 'AH', markets.find((m) => m.kind === 'AH')?.line);
    const ou = market(markets, 'OU', markets.find((m) => m.kind === 'OU')?.line);
    expect(ah.line).toBe(-9.5);
    expect(ou.line).toBe(220.5);
    expect(Math.abs(p(ah, 'HOME') - 0.5)).toBeLessThan(0.05);
    expect(Math.abs(p(ou, 'OVER') - 0.5)).toBeLessThan(0.05);
    expect(implied(market(markets, 'MONEYLINE'), 0.05)).toBeCloseTo(1.05, 2);
  });

  it('narrows as time runs out', () => {
    const early = basketballDistributions(
      { homePerMinute: 2.3, awayPerMinute: 2.3 },
      { home: 50, away: 48, minutesLeft: 24 },
    );
    const late = basketballDistributions(
      { homePerMinute: 2.3, awayPerMinute: 2.3 },
      { home: 100, away: 98, minutesLeft: 1 },
    );
    const homeAhead = (d: TDistribution) => [...d].filter(([v]) => v > 0).reduce((s, [, q]) => s + q, 0);
    expect(homeAhead(late.margin)).toBeGreaterThan(homeAhead(early.margin));
  });
});

describe('tennis, e-sports and cockfight prices', () => {
  it('prices tennis from the serve point-win probability: equal servers are even, a better server the favourite', () => {
    const fresh = {
      sets: [0, 0],
      games: [0, 0],
      points: [0, 0],
      homeServes: true,
      tiebreak: false,
      tiebreakFirstHome: true,
    } as const;
    const state = {
      ...fresh,
      sets: [0, 0] as [number, number],
      games: [0, 0] as [number, number],
      points: [0, 0] as [number, number],
    };
    expect(homeWinsSet({ pa: 0.64, pb: 0.64 }, 0, 0, true)).toBeCloseTo(0.5, 1);
    expect(homeWinsMatch({ pa: 0.64, pb: 0.64 }, state)).toBeCloseTo(0.5, 1);
    expect(homeWinsMatch({ pa: 0.68, pb: 0.6 }, state)).toBeGreaterThan(0.75);
    expect(homeWinsMatch({ pa: 0.64, pb: 0.64 }, { ...state, sets: [1, 0] })).toBeGreaterThan(0.7);
  });

  it('prices an e-sports series from the map-win probability', () => {
    expect(homeWinsMap(0.5, 13, 0, 0)).toBeCloseTo(0.5, 9);
    expect(homeWinsMap(0.5, 13, 12, 0)).toBeGreaterThan(0.99);
    const map = homeWinsMap(0.55, 13, 0, 0);
    expect(homeWinsSeries([0, 0], map, map)).toBeCloseTo(map * map * (3 - 2 * map), 9);
  });

  it('quotes a cockfight meron and wala about 1.75–2.10 and the draw about 8–9', () => {
    for (const share of [0.5, 0.515, 0.53]) {
      const fight = quoteSelections(
        createCockfightModel(share, createRng(2)).markets()[0] as TPricedMarket,
        COCKFIGHT_MARGIN,
      );
      const odds = Object.fromEntries((fight ?? []).map((s) => [s.code, s.oddsMilli / 1000]));
      for (const side of ['MERON', 'WALA']) {
        expect(odds[side]).toBeGreaterThanOrEqual(1.75);
        expect(odds[side]).toBeLessThanOrEqual(2.1);
      }
      expect(odds.DRAW).toBeGreaterThanOrEqual(8);
      expect(odds.DRAW).toBeLessThanOrEqual(9);
    }
  });
});
