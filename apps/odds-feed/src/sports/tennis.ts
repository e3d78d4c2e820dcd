import type { TFeedResult, TFeedScore } from '@openlobby/contracts';
import type { Rng } from '../rng.ts';
import type { TSportModel, TStepOutcome } from './sport-model.ts';
import { homeWinsMatch, type TServe, type TTennisState } from './tennis-probability.ts';

const POINT_NAMES = ['0', '15', '30', '40'];

/** A best-of-three match, one point per step; the score and prices are published after each game. */
export function createTennisModel(serve: TServe, rng: Rng): TSportModel {
  const s: TTennisState = {
    sets: [0, 0],
    games: [0, 0],
    points: [0, 0],
    homeServes: rng.chance(0.5),
    tiebreak: false,
    tiebreakFirstHome: false,
  };
  const finishedSets: string[] = [];
  const side = (home: boolean) => (home ? 0 : 1);

  const winGame = (homeWon: boolean): TStepOutcome => {
    s.games[side(homeWon)] += 1;
    s.points = [0, 0];
    s.homeServes = s.tiebreak ? !s.tiebreakFirstHome : !s.homeServes;
    const [a, b] = s.games;
    const setOver = s.tiebreak || (a >= 6 && a - b >= 2) || (b >= 6 && b - a >= 2);
    s.tiebreak = false;
    if (!setOver) {
      if (a === 6 && b === 6) {
        s.tiebreak = true;
        s.tiebreakFirstHome = s.homeServes;
      }
      return 'POINT';
    }
    finishedSets.push(`${a}-${b}`);
    s.sets[side(homeWon)] += 1;
    s.games = [0, 0];
    return s.sets[0] === 2 || s.sets[1] === 2 ? 'END' : 'BREAK';
  };

  const pointServer = () => {
    if (!s.tiebreak) return s.homeServes;
    const n = s.points[0] + s.points[1];
    return n === 0
      ? s.tiebreakFirstHome
      : Math.floor((n - 1) / 2) % 2 === 0
        ? !s.tiebreakFirstHome
        : s.tiebreakFirstHome;
  };

  const pointText = () => {
    const [a, b] = s.points;
    if (s.tiebreak) return `${a}-${b}`;
    if (a >= 3 && b >= 3) return a === b ? '40-40' : a > b ? 'A-40' : '40-A';
    return `${POINT_NAMES[a]}-${POINT_NAMES[b]}`;
  };

  return {
    stepSimMs: 45_000,
    markets: () => {
      const p = homeWinsMatch(serve, s);
      return [
        {
          kind: 'MONEYLINE',
          selections: [
            { code: 'HOME', p },
            { code: 'AWAY', p: 1 - p },
          ],
        },
      ];
    },
    step(): TStepOutcome {
      const homeServing = pointServer();
      const homeWon = rng.chance(homeServing ? serve.pa : 1 - serve.pb);
      s.points[side(homeWon)] += 1;
      const [a, b] = s.points;
      const target = s.tiebreak ? 7 : 4;
      const won = (x: number, y: number) => x >= target && x - y >= 2;
      if (won(a, b)) return winGame(true);
      if (won(b, a)) return winGame(false);
      return 'QUIET';
    },
    score: (): TFeedScore => ({
      home: s.sets[0],
      away: s.sets[1],
      period: finishedSets.length + 1,
      minute: 0,
      detail: [...finishedSets, `${s.games[0]}-${s.games[1]}`, `(${pointText()})`].join(' '),
    }),
    result: (): TFeedResult => ({ status: 'FINISHED', home: s.sets[0], away: s.sets[1] }),
    correction: () => null,
  };
}
