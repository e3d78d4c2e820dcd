import type { TFeedResult, TFeedScore } from '@openlobby/contracts';
import {
  discreteNormal,
  handicapProbabilities,
  totalProbabilities,
  type TDistribution,
} from '../distribution.ts';
import type { TPricedMarket } from '../quote.ts';
import type { Rng } from '../rng.ts';
import type { TSportModel, TStepOutcome } from './sport-model.ts';

const QUARTER = 12;
const REGULATION = 48;
const OVERTIME = 5;
/** The variance of one team's points in one minute: the game's margin sd is sqrt(2·48·v) ≈ 12. */
const POINTS_VARIANCE_PER_MINUTE = 1.5;

/** Each side's expected points per minute. */
export type TBasketballRates = { homePerMinute: number; awayPerMinute: number };

/**
 * The normal margin/total model: with n minutes left, the final margin is N(margin now + n·(rh −
 * ra), 2·n·v) and the total N(total now + n·(rh + ra), same variance), rounded to whole points.
 */
export function basketballDistributions(
  rates: TBasketballRates,
  state: { home: number; away: number; minutesLeft: number },
): { margin: TDistribution; total: TDistribution } {
  const n = Math.max(0, state.minutesLeft);
  const sd = Math.sqrt(2 * n * POINTS_VARIANCE_PER_MINUTE);
  return {
    margin: discreteNormal(state.home - state.away + n * (rates.homePerMinute - rates.awayPerMinute), sd),
    total: discreteNormal(state.home + state.away + n * (rates.homePerMinute + rates.awayPerMinute), sd),
  };
}

/** The x.5 line nearest a mean, so a line never pushes. */
export const halfPointLine = (mean: number) => Math.round(mean - 0.5) + 0.5;

/** A game of one-minute steps, quarters of 12, five-minute overtimes until someone leads. */
export function createBasketballModel(rates: TBasketballRates, rng: Rng): TSportModel {
  let minute = 0;
  let home = 0;
  let away = 0;
  let endsAt = REGULATION;
  const meanMargin = REGULATION * (rates.homePerMinute - rates.awayPerMinute);
  const ahLine = halfPointLine(-meanMargin);
  const ouLine = halfPointLine(REGULATION * (rates.homePerMinute + rates.awayPerMinute));
  const points = (perMinute: number) => {
    // Box–Muller: a normal minute of points, never negative.
    const z = Math.sqrt(-2 * Math.log(1 - rng.next())) * Math.cos(2 * Math.PI * rng.next());
    return Math.max(0, Math.round(perMinute + z * Math.sqrt(POINTS_VARIANCE_PER_MINUTE)));
  };

  return {
    stepSimMs: 150_000,
    markets(): TPricedMarket[] {
      const { margin, total } = basketballDistributions(rates, { home, away, minutesLeft: endsAt - minute });
      // A tie after regulation goes to overtime, an even contest: half the tie mass to each.
      let homeWin = 0;
      let tie = 0;
      for (const [d, p] of margin) {
        if (d > 0) homeWin += p;
        else if (d === 0) tie += p;
      }
      const ah = handicapProbabilities(margin, ahLine);
      const ou = totalProbabilities(total, ouLine);
      return [
        {
          kind: 'MONEYLINE',
          selections: [
            { code: 'HOME', p: homeWin + tie / 2 },
            { code: 'AWAY', p: 1 - homeWin - tie / 2 },
          ],
        },
        {
          kind: 'AH',
          line: ahLine,
          selections: [
            { code: 'HOME', p: ah.home },
            { code: 'AWAY', p: ah.away },
          ],
        },
        {
          kind: 'OU',
          line: ouLine,
          selections: [
            { code: 'OVER', p: ou.over },
            { code: 'UNDER', p: ou.under },
          ],
        },
      ];
    },
    step(): TStepOutcome {
      minute += 1;
      home += points(rates.homePerMinute);
      away += points(rates.awayPerMinute);
      if (minute >= endsAt) {
        if (home !== away) return 'END';
        endsAt += OVERTIME;
        return 'BREAK';
      }
      return minute % QUARTER === 0 ? 'BREAK' : 'POINT';
    },
    score: (): TFeedScore => ({
      home,
      away,
      period:
        minute < REGULATION
          ? Math.floor(minute / QUARTER) + 1
          : 5 + Math.floor((minute - REGULATION) / OVERTIME),
      minute,
    }),
    result: (): TFeedResult => ({ status: 'FINISHED', home, away }),
    // Scoring reviewed after the end: a basket HOME was denied, a free throw AWAY should not have had.
    correction: (): TFeedResult => ({ status: 'FINISHED', home: home + 2, away: Math.max(0, away - 1) }),
  };
}
