import type { TFeedResult, TFeedScore } from '@openlobby/contracts';
import {
  addMass,
  handicapProbabilities,
  poissonPmf,
  totalProbabilities,
  type TDistribution,
} from '../distribution.ts';
import type { TPricedMarket } from '../quote.ts';
import type { Rng } from '../rng.ts';
import type { TSportModel, TStepOutcome } from './sport-model.ts';

const MINUTES = 90;
const MAX_REMAINING_GOALS = 12;
const CS_MAX = 4;
/** The totals every match is offered on, the quarter lines split between their neighbours. */
export const FOOTBALL_OU_LINES = [1.5, 2.25, 2.5, 2.75, 3.5];
/** A dangerous attack: the chance per minute the markets are suspended without a goal. */
const DANGER_PER_MINUTE = 0.04;

/** Expected goals of each side over a whole match. */
export type TFootballRates = { lambdaHome: number; lambdaAway: number };

/**
 * The final score's distribution from the score now and the minutes left: each side's remaining
 * goals are Poisson with its rate scaled by the time left (independent sides). Every football
 * market is read from this one grid, so 1X2, AH, OU, BTTS and CS agree with each other.
 */
export function finalScoreGrid(rates: TFootballRates, minute: number, home: number, away: number) {
  const left = Math.max(0, MINUTES - minute) / MINUTES;
  const ph = poissonPmf(rates.lambdaHome * left, MAX_REMAINING_GOALS);
  const pa = poissonPmf(rates.lambdaAway * left, MAX_REMAINING_GOALS);
  const cells: { home: number; away: number; p: number }[] = [];
  ph.forEach((p1, i) => pa.forEach((p2, j) => cells.push({ home: home + i, away: away + j, p: p1 * p2 })));
  return cells;
}

/**
 * The handicap given to HOME that makes the two sides closest to even, in quarter steps within
 * ±2.5, so the lines either side of it stay within the sportsbook's ±2.75.
 */
export function mainHandicapLine(diff: TDistribution): number {
  let best = 0;
  let bestGap = Infinity;
  for (let quarter = -10; quarter <= 10; quarter++) {
    const line = quarter / 4;
    const gap = Math.abs(handicapProbabilities(diff, line).home - 0.5);
    if (gap < bestGap - 1e-12) [best, bestGap] = [line, gap];
  }
  return best;
}

/** The football markets priced from the grid; `ahLines` are fixed before kick-off. */
export function priceFootball(
  rates: TFootballRates,
  state: { minute: number; home: number; away: number },
  ahLines: number[],
): TPricedMarket[] {
  const cells = finalScoreGrid(rates, state.minute, state.home, state.away);
  const diff: TDistribution = new Map();
  const total: TDistribution = new Map();
  let homeWin = 0;
  let draw = 0;
  let btts = 0;
  const correct = new Map<string, number>();
  for (const c of cells) {
    addMass(diff, c.home - c.away, c.p);
    addMass(total, c.home + c.away, c.p);
    if (c.home > c.away) homeWin += c.p;
    else if (c.home === c.away) draw += c.p;
    if (c.home > 0 && c.away > 0) btts += c.p;
    const code = c.home <= CS_MAX && c.away <= CS_MAX ? `${c.home}-${c.away}` : 'OTHER';
    correct.set(code, (correct.get(code) ?? 0) + c.p);
  }
  const markets: TPricedMarket[] = [
    {
      kind: '1X2',
      selections: [
        { code: 'HOME', p: homeWin },
        { code: 'DRAW', p: draw },
        { code: 'AWAY', p: 1 - homeWin - draw },
      ],
    },
  ];
  for (const line of ahLines) {
    const ah = handicapProbabilities(diff, line);
    markets.push({
      kind: 'AH',
      line,
      selections: [
        { code: 'HOME', p: ah.home },
        { code: 'AWAY', p: ah.away },
      ],
    });
  }
  for (const line of FOOTBALL_OU_LINES) {
    const ou = totalProbabilities(total, line);
    markets.push({
      kind: 'OU',
      line,
      selections: [
        { code: 'OVER', p: ou.over },
        { code: 'UNDER', p: ou.under },
      ],
    });
  }
  markets.push({
    kind: 'BTTS',
    selections: [
      { code: 'YES', p: btts },
      { code: 'NO', p: 1 - btts },
    ],
  });
  const csCodes: string[] = [];
  for (let h = 0; h <= CS_MAX; h++) for (let a = 0; a <= CS_MAX; a++) csCodes.push(`${h}-${a}`);
  csCodes.push('OTHER');
  markets.push({ kind: 'CS', selections: csCodes.map((code) => ({ code, p: correct.get(code) ?? 0 })) });
  return markets;
}

/** A match of 90 one-minute steps: goals arrive at each side's Poisson rate, the half at 45. */
export function createFootballModel(rates: TFootballRates, rng: Rng): TSportModel {
  let minute = 0;
  let home = 0;
  let away = 0;
  const prematchDiff: TDistribution = new Map();
  for (const c of finalScoreGrid(rates, 0, 0, 0)) addMass(prematchDiff, c.home - c.away, c.p);
  const main = mainHandicapLine(prematchDiff);
  const ahLines = [main - 0.25, main, main + 0.25];
  const goalChance = (lambda: number) => 1 - Math.exp(-lambda / MINUTES);
  const result = (): TFeedResult => ({ status: 'FINISHED', home, away });

  return {
    stepSimMs: 60_000,
    markets: () => priceFootball(rates, { minute, home, away }, ahLines),
    step(): TStepOutcome {
      minute += 1;
      const homeScores = rng.chance(goalChance(rates.lambdaHome));
      const awayScores = rng.chance(goalChance(rates.lambdaAway));
      if (homeScores) home += 1;
      if (awayScores) away += 1;
      if (minute >= MINUTES) return 'END';
      if (homeScores || awayScores) return 'GOAL';
      if (minute === MINUTES / 2) return 'BREAK';
      return rng.chance(DANGER_PER_MINUTE) ? 'DANGER' : 'TICK';
    },
    score: (): TFeedScore => ({ home, away, period: minute <= MINUTES / 2 ? 1 : 2, minute }),
    result,
    correction() {
      // A goal taken back on review; a goalless match gets a late goal it was wrongly denied.
      if (home + away === 0) return { status: 'FINISHED', home: 1, away: 0 };
      const fromHome = away === 0 || (home > 0 && rng.chance(0.5));
      return { status: 'FINISHED', home: fromHome ? home - 1 : home, away: fromHome ? away : away - 1 };
    },
  };
}
