import type { TEsportsTitle, TFeedResult, TFeedScore } from '@openlobby/contracts';
import type { TPricedMarket } from '../quote.ts';
import type { Rng } from '../rng.ts';
import type { TSportModel, TStepOutcome } from './sport-model.ts';

/**
 * How a map is won per title, as "first to N" of its scoring unit: rounds in CS2 (MR12) and
 * VALORANT, and for the MOBAs the feed counts objectives (towers, dragons, barons), first to 7.
 */
export const ESPORTS_MAP_RULES: Record<TEsportsTitle, { firstTo: number; stepSimMs: number }> = {
  CS2: { firstTo: 13, stepSimMs: 110_000 },
  VALORANT: { firstTo: 13, stepSimMs: 100_000 },
  DOTA2: { firstTo: 7, stepSimMs: 300_000 },
  LOL: { firstTo: 7, stepSimMs: 270_000 },
};
const MAPS_TO_WIN = 2;
const BEST_OF = 3;

/** HOME wins the map (first to n) from units (a, b) with unit-win probability r. */
export function homeWinsMap(r: number, n: number, a: number, b: number): number {
  if (a >= n) return 1;
  if (b >= n) return 0;
  // Negative binomial: HOME needs n − a more before AWAY gets n − b more.
  const need = n - a;
  const spare = n - b;
  let p = 0;
  for (let lost = 0; lost < spare; lost++) p += binomial(need - 1 + lost, lost) * r ** need * (1 - r) ** lost;
  return p;
}
const binomial = (n: number, k: number) => {
  let c = 1;
  for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i;
  return c;
};

/** HOME wins a best-of-three from maps (a, b) given the map in play and a fresh map's probability. */
export function homeWinsSeries(maps: [number, number], current: number, fresh: number): number {
  const from = (a: number, b: number): number =>
    a >= MAPS_TO_WIN ? 1 : b >= MAPS_TO_WIN ? 0 : fresh * from(a + 1, b) + (1 - fresh) * from(a, b + 1);
  return current * from(maps[0] + 1, maps[1]) + (1 - current) * from(maps[0], maps[1] + 1);
}

/**
 * A best-of-three series, one scoring unit per step, a break between maps. Priced from the
 * map-win probability: the series (MONEYLINE), each map (MAP_WINNER, `line` = map number, a
 * later map priced as a fresh one) and whether it goes the distance (TOTAL_MAPS 2.5).
 */
export function createEsportsModel(title: TEsportsTitle, unitWin: number, rng: Rng): TSportModel {
  const { firstTo, stepSimMs } = ESPORTS_MAP_RULES[title];
  const maps: [number, number] = [0, 0];
  const winners: ('HOME' | 'AWAY')[] = [];
  const played: string[] = [];
  let units: [number, number] = [0, 0];
  let betweenMaps = false;
  const fresh = homeWinsMap(unitWin, firstTo, 0, 0);
  const over = () => maps[0] >= MAPS_TO_WIN || maps[1] >= MAPS_TO_WIN;

  return {
    stepSimMs,
    markets(): TPricedMarket[] {
      const current = betweenMaps ? fresh : homeWinsMap(unitWin, firstTo, units[0], units[1]);
      const series = homeWinsSeries(maps, current, fresh);
      const mapNo = winners.length + 1;
      // The decider is played unless one side takes both of the first two maps.
      const [a, b] = maps;
      const decider =
        a === 1 && b === 1 ? 1 : a + b === 1 ? (a === 1 ? 1 - current : current) : 2 * fresh * (1 - fresh);
      const decided = a + b === 0 ? current * (1 - fresh) + (1 - current) * fresh : decider;
      const markets: TPricedMarket[] = [
        {
          kind: 'MONEYLINE',
          selections: [
            { code: 'HOME', p: series },
            { code: 'AWAY', p: 1 - series },
          ],
        },
        {
          kind: 'TOTAL_MAPS',
          line: 2.5,
          selections: [
            { code: 'OVER', p: decided },
            { code: 'UNDER', p: 1 - decided },
          ],
        },
      ];
      for (let map = mapNo; map <= BEST_OF; map++) {
        const p = map === mapNo ? current : fresh;
        markets.push({
          kind: 'MAP_WINNER',
          line: map,
          selections: [
            { code: 'HOME', p },
            { code: 'AWAY', p: 1 - p },
          ],
        });
      }
      return markets;
    },
    step(): TStepOutcome {
      if (betweenMaps) {
        betweenMaps = false;
        units = [0, 0];
        return 'TICK';
      }
      const homeWon = rng.chance(unitWin);
      units[homeWon ? 0 : 1] += 1;
      if (units[0] < firstTo && units[1] < firstTo) return 'POINT';
      const mapWinner = units[0] >= firstTo ? 'HOME' : 'AWAY';
      winners.push(mapWinner);
      played.push(`${units[0]}-${units[1]}`);
      maps[mapWinner === 'HOME' ? 0 : 1] += 1;
      if (over()) return 'END';
      betweenMaps = true;
      return 'BREAK';
    },
    score: (): TFeedScore => ({
      home: maps[0],
      away: maps[1],
      period: Math.min(BEST_OF, winners.length + (betweenMaps ? 0 : 1)),
      minute: 0,
      detail: [...played, ...(betweenMaps || over() ? [] : [`${units[0]}-${units[1]}`])].join(' '),
    }),
    result: (): TFeedResult => ({ status: 'FINISHED', home: maps[0], away: maps[1], maps: [...winners] }),
    correction: () => null,
  };
}
