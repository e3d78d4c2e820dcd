import type { TFeedResult, TFeedScore } from '@openlobby/contracts';
import type { TPricedMarket } from '../quote.ts';
import type { Rng } from '../rng.ts';
import type { TSportModel, TStepOutcome } from './sport-model.ts';

/** A draw (both cocks down, or the time runs out) is rare: priced about 8–9 with the margin. */
export const COCKFIGHT_DRAW_PROBABILITY = 0.105;
/**
 * Cockpits price wide: meron and wala about 1.75–2.10 and a draw about 8–9 cannot be quoted with
 * the 4–6 % of other sports, so a fight carries this margin (1/odds sums to about 1.14).
 */
export const COCKFIGHT_MARGIN = 0.14;
const FIGHT_STEPS = 3;

/** One fight, meron (the favoured corner) vs wala: no bets once it starts, three minutes long. */
export function createCockfightModel(meronShare: number, rng: Rng): TSportModel {
  const pMeron = (1 - COCKFIGHT_DRAW_PROBABILITY) * meronShare;
  const pWala = 1 - COCKFIGHT_DRAW_PROBABILITY - pMeron;
  let steps = 0;
  let fight: 'MERON' | 'WALA' | 'DRAW' | null = null;
  const resultOf = (winner: 'MERON' | 'WALA' | 'DRAW'): TFeedResult => ({
    status: 'FINISHED',
    home: winner === 'MERON' ? 1 : 0,
    away: winner === 'WALA' ? 1 : 0,
    fight: winner,
  });

  return {
    stepSimMs: 60_000,
    closedInPlay: true,
    markets: (): TPricedMarket[] => [
      {
        kind: 'FIGHT',
        selections: [
          { code: 'MERON', p: pMeron },
          { code: 'WALA', p: pWala },
          { code: 'DRAW', p: COCKFIGHT_DRAW_PROBABILITY },
        ],
      },
    ],
    step(): TStepOutcome {
      steps += 1;
      if (steps < FIGHT_STEPS) return 'QUIET';
      const draw = rng.next();
      fight = draw < pMeron ? 'MERON' : draw < pMeron + pWala ? 'WALA' : 'DRAW';
      return 'END';
    },
    score: (): TFeedScore => ({
      home: fight === 'MERON' ? 1 : 0,
      away: fight === 'WALA' ? 1 : 0,
      period: 1,
      minute: steps,
    }),
    result: () => resultOf(fight ?? 'DRAW'),
    // The referee's call reversed: a win becomes a draw, a draw goes to meron.
    correction: () => resultOf(fight === 'DRAW' ? 'MERON' : 'DRAW'),
  };
}
