/**
 * Tennis win probabilities from each player's chance of winning a point on serve (the classic
 * hierarchical model): point → game → tiebreak → set → match, memoised per state. `pa` is HOME's
 * serve point-win probability, `pb` AWAY's; every function answers for HOME.
 */
export type TServe = { pa: number; pb: number };

/** The server wins the game from points (s, r): deuce is p²/(p² + (1 − p)²). */
export function serverWinsGame(p: number, s: number, r: number): number {
  if (s >= 4 && s - r >= 2) return 1;
  if (r >= 4 && r - s >= 2) return 0;
  if (s >= 3 && r >= 3) {
    const deuce = (p * p) / (p * p + (1 - p) * (1 - p));
    if (s === r) return deuce;
    return s > r ? p + (1 - p) * deuce : p * deuce;
  }
  return p * serverWinsGame(p, s + 1, r) + (1 - p) * serverWinsGame(p, s, r + 1);
}

/** Who serves the tiebreak's point n (0-based): the first server once, then two each. */
const tiebreakServerIsHome = (firstHome: boolean, n: number) =>
  n === 0 ? firstHome : Math.floor((n - 1) / 2) % 2 === 0 ? !firstHome : firstHome;

/** HOME wins the tiebreak (first to 7 by two) from points (a, b). */
export function homeWinsTiebreak(serve: TServe, a: number, b: number, firstHome: boolean): number {
  if (a >= 7 && a - b >= 2) return 1;
  if (b >= 7 && b - a >= 2) return 0;
  if (a >= 6 && b >= 6 && a === b) {
    // Each later pair of points has one served by each: win both or lose both decides.
    const both = serve.pa * (1 - serve.pb);
    const neither = (1 - serve.pa) * serve.pb;
    return both / (both + neither);
  }
  const homeServes = tiebreakServerIsHome(firstHome, a + b);
  const p = homeServes ? serve.pa : 1 - serve.pb;
  return (
    p * homeWinsTiebreak(serve, a + 1, b, firstHome) + (1 - p) * homeWinsTiebreak(serve, a, b + 1, firstHome)
  );
}

const setMemo = new Map<string, number>();
/** HOME wins the set from games (a, b) with `homeServes` the next game; 6-6 is a tiebreak. */
export function homeWinsSet(serve: TServe, a: number, b: number, homeServes: boolean): number {
  if ((a >= 6 && a - b >= 2) || a === 7) return 1;
  if ((b >= 6 && b - a >= 2) || b === 7) return 0;
  if (a === 6 && b === 6) return homeWinsTiebreak(serve, 0, 0, homeServes);
  const key = `${serve.pa}|${serve.pb}|${a}|${b}|${homeServes}`;
  const known = setMemo.get(key);
  if (known !== undefined) return known;
  const game = homeServes ? serverWinsGame(serve.pa, 0, 0) : 1 - serverWinsGame(serve.pb, 0, 0);
  const p =
    game * homeWinsSet(serve, a + 1, b, !homeServes) + (1 - game) * homeWinsSet(serve, a, b + 1, !homeServes);
  if (setMemo.size > 50_000) setMemo.clear();
  setMemo.set(key, p);
  return p;
}

/** The live state of a best-of-three match. */
export type TTennisState = {
  sets: [number, number];
  games: [number, number];
  points: [number, number];
  homeServes: boolean;
  tiebreak: boolean;
  /** In a tiebreak: whether HOME served its first point. */
  tiebreakFirstHome: boolean;
};

/** HOME wins the set in progress, from the point score of the game or tiebreak being played. */
export function homeWinsCurrentSet(serve: TServe, s: TTennisState): number {
  if (s.tiebreak) return homeWinsTiebreak(serve, s.points[0], s.points[1], s.tiebreakFirstHome);
  const [a, b] = s.games;
  const game = s.homeServes
    ? serverWinsGame(serve.pa, s.points[0], s.points[1])
    : 1 - serverWinsGame(serve.pb, s.points[1], s.points[0]);
  return (
    game * homeWinsSet(serve, a + 1, b, !s.homeServes) +
    (1 - game) * homeWinsSet(serve, a, b + 1, !s.homeServes)
  );
}

/**
 * HOME wins the match (first to `setsToWin`). A later set's first server is not known yet (it
 * depends on the games played), so a fresh set is priced as the average of both servers.
 */
export function homeWinsMatch(serve: TServe, s: TTennisState, setsToWin = 2): number {
  const fresh = (homeWinsSet(serve, 0, 0, true) + homeWinsSet(serve, 0, 0, false)) / 2;
  const fromSets = (a: number, b: number): number => {
    if (a >= setsToWin) return 1;
    if (b >= setsToWin) return 0;
    return fresh * fromSets(a + 1, b) + (1 - fresh) * fromSets(a, b + 1);
  };
  const current = homeWinsCurrentSet(serve, s);
  return current * fromSets(s.sets[0] + 1, s.sets[1]) + (1 - current) * fromSets(s.sets[0], s.sets[1] + 1);
}
