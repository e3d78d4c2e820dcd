import type { TPlacedStake, TTableGame, TTableSpot, TTableStake } from '@openlobby/contracts';

/** One chip put down on a spot, before the player confirms: the undo list is these, newest last. */
export type TChipPlacement = { spot: TTableSpot; amount: number };

/** The table's limits as the contract sends them: per kind, major units. */
export type TLimits = Readonly<Record<string, { min: number; max: number }>>;

/** A spot's identity on the layout: 'PLAYER', 'STRAIGHT:17', 'SPLIT:17-20', 'DOZEN:2'. */
export function spotKey(spot: TTableSpot): string {
  if (spot.numbers) return `${spot.kind}:${[...spot.numbers].sort((a, b) => a - b).join('-')}`;
  if (spot.index) return `${spot.kind}:${spot.index}`;
  return spot.kind;
}

/** Sums in major units without binary drift (2 decimals at most matter; 6 kept). */
export const addMoney = (a: number, b: number) => Math.round((a + b) * 1e6) / 1e6;

/**
 * The stakes a list of chips makes: one stake per spot, its chips summed, in the order the spots
 * were first played (what POST …/bets takes).
 */
export function stakesOf(chips: readonly TChipPlacement[]): TTableStake[] {
  const bySpot = new Map<string, TTableStake>();
  for (const { spot, amount } of chips) {
    const key = spotKey(spot);
    const stake = bySpot.get(key);
    if (stake) stake.amount = addMoney(stake.amount, amount);
    else bySpot.set(key, { ...spot, ...(spot.numbers ? { numbers: [...spot.numbers] } : {}), amount });
  }
  return [...bySpot.values()];
}

/** The chips of earlier stakes, for a rebet: one placement per stake. */
export function chipsOf(stakes: readonly TTableStake[]): TChipPlacement[] {
  return stakes.map(({ amount, ...spot }) => ({ spot, amount }));
}

export const totalOf = (stakes: readonly { amount: number }[]) =>
  stakes.reduce((sum, s) => addMoney(sum, s.amount), 0);

/** Stake per spot key, confirmed and not yet, for drawing chips on the layout. */
export type TSpotAmounts = Map<string, { placed: number; pending: number }>;

export function amountsBySpot(placed: readonly TTableStake[], pending: readonly TTableStake[]): TSpotAmounts {
  const map: TSpotAmounts = new Map();
  const entry = (key: string) => {
    let e = map.get(key);
    if (!e) map.set(key, (e = { placed: 0, pending: 0 }));
    return e;
  };
  for (const s of placed) entry(spotKey(s)).placed = addMoney(entry(spotKey(s)).placed, s.amount);
  for (const s of pending) entry(spotKey(s)).pending = addMoney(entry(spotKey(s)).pending, s.amount);
  return map;
}

/** Why stakes break the limits, as the server words it: 'aboveMax:PLAYER', 'belowMin:TIE'. */
export type TLimitProblem = { code: 'aboveMax' | 'belowMin'; kind: string; limit: number };

/**
 * The first problem the server would find with the player's stakes on the round (those placed
 * already, then the new ones), or null. The same rule as the engines': each stake reaches its
 * kind's minimum; the stakes summed stay within the kind's maximum, per kind at baccarat and per
 * position (selection) at roulette, where two straights on two numbers are two positions.
 */
export function limitProblem(
  game: TTableGame,
  limits: TLimits,
  placed: readonly TTableStake[],
  pending: readonly TTableStake[],
): TLimitProblem | null {
  const groupOf = (s: TTableStake) => (game === 'BACCARAT' ? s.kind : spotKey(s));
  const totals = new Map<string, number>();
  for (const s of placed) totals.set(groupOf(s), addMoney(totals.get(groupOf(s)) ?? 0, s.amount));
  for (const s of pending) {
    const limit = limits[s.kind];
    if (!limit) continue;
    if (s.amount < limit.min) return { code: 'belowMin', kind: s.kind, limit: limit.min };
    const total = addMoney(totals.get(groupOf(s)) ?? 0, s.amount);
    totals.set(groupOf(s), total);
    if (total > limit.max) return { code: 'aboveMax', kind: s.kind, limit: limit.max };
  }
  return null;
}

/**
 * What one more chip on a spot would do: null when it fits, else the problem (the chip is then
 * refused before anything is sent, so the player learns the maximum at once).
 */
export function chipProblem(
  game: TTableGame,
  limits: TLimits,
  placed: readonly TTableStake[],
  chips: readonly TChipPlacement[],
  next: TChipPlacement,
): TLimitProblem | null {
  const problem = limitProblem(game, limits, placed, stakesOf([...chips, next]));
  return problem?.code === 'aboveMax' ? problem : null;
}

/** A placed stake without its return, to rebet it. */
export const withoutReturn = ({ returned: _returned, ...stake }: TPlacedStake): TTableStake => stake;
