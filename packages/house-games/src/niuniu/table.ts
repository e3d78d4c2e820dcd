import type { TCard } from '../holdem/cards.ts';
import type { TFloatSource } from '../provably-fair.ts';
import { dealNiuniu, NIUNIU_MAX_PLAYERS } from './deal.ts';
import { evaluateNiuniu, NIUNIU_MAX_MULTIPLIER, type TNiuniuCategory } from './hand.ts';
import { NIUNIU_MAX_BASE_BET_MINOR } from './settle.ts';

/**
 * A hand of Niu-Niu at a table of players (the card rooms' game, issue 19): one seat banks, the
 * others stake a multiple of the room's base bet against it, then every hand is shown and settled.
 * Immutable: every move answers a new state. Seats are known by their index in dealing order — the
 * players first, the banker last — which is the order dealNiuniu deals in.
 */

/** The multiples of the base bet a player may stake. */
export const NIUNIU_TABLE_MULTIPLES = [1, 2, 3] as const;
/** The most a table seats: the deal's players and the banker. */
export const NIUNIU_TABLE_SEATS = NIUNIU_MAX_PLAYERS + 1;

export type TNiuniuTableConfig = { baseMinor: number; commissionBps: number };

/** One seat's part of a settled hand. */
export type TNiuniuSeatResult = {
  category: TNiuniuCategory;
  /** What the hand pays when it wins (×1…×5). */
  handMultiplier: number;
  /** The player's duel against the banker went to the player; null for the banker. */
  won: boolean | null;
  /**
   * The chips the seat's duels moved before commission: the player's one duel, the banker's every
   * duel. It is the seat's bet (stake) for the betting record, as in an even-money bet.
   */
  stakeMinor: number;
  /** What the seat won (> 0) or lost (< 0), commission taken. */
  netMinor: number;
  finalMinor: number;
};

export type TNiuniuTableResult = {
  seats: TNiuniuSeatResult[];
  commissionMinor: number;
  /** The banker could not cover every win: each winner was paid pro rata. */
  bankerShort: boolean;
};

export type TNiuniuTableState = {
  game: 'NIUNIU';
  config: TNiuniuTableConfig;
  /** The stacks dealt in, players first, the banker last. */
  initialStacks: number[];
  /** Each seat's five cards, in the same order. */
  hands: TCard[][];
  /** Each player's multiple of the base bet (null until chosen); the banker has none. */
  multiples: (number | null)[];
  /** The player's clock ran out: it staked 1 ×. */
  timedOut: boolean[];
  result: TNiuniuTableResult | null;
};

/** The chips a player needs to stake `multiple` ×: the worst case, a ×5 hand of the banker's. */
export const coverFor = (config: TNiuniuTableConfig, multiple: number) =>
  NIUNIU_MAX_MULTIPLIER * multiple * config.baseMinor;

const playerCount = (state: TNiuniuTableState) => state.hands.length - 1;

/**
 * Deals a hand: `stacks` in dealing order, the banker's last; every seat covers at least a 1 × stake
 * (5 × the base bet), so any seat may bank or play.
 */
export function startNiuniuTable(
  config: TNiuniuTableConfig,
  stacks: readonly number[],
  floats: TFloatSource,
): TNiuniuTableState {
  const { baseMinor, commissionBps } = config;
  if (!Number.isSafeInteger(baseMinor) || baseMinor < 1 || baseMinor > NIUNIU_MAX_BASE_BET_MINOR)
    throw new RangeError(`the base bet is 1 to ${NIUNIU_MAX_BASE_BET_MINOR} minor units, got ${baseMinor}`);
  if (!Number.isSafeInteger(commissionBps) || commissionBps < 0 || commissionBps > 10_000)
    throw new RangeError(`the commission is whole basis points from 0 to 10,000, got ${commissionBps}`);
  if (stacks.length < 2 || stacks.length > NIUNIU_TABLE_SEATS)
    throw new RangeError(`a Niu-Niu hand seats 2 to ${NIUNIU_TABLE_SEATS}, got ${stacks.length}`);
  for (const stack of stacks)
    if (!Number.isSafeInteger(stack) || stack < coverFor(config, 1))
      throw new RangeError(
        `every seat dealt in covers 5 × the base bet (${coverFor(config, 1)}), got ${stack}`,
      );
  const deal = dealNiuniu(floats, stacks.length - 1);
  return {
    game: 'NIUNIU',
    config: { baseMinor, commissionBps },
    initialStacks: [...stacks],
    hands: [...deal.players, deal.banker],
    multiples: deal.players.map(() => null),
    timedOut: deal.players.map(() => false),
    result: null,
  };
}

export const isNiuniuTableOver = (state: TNiuniuTableState) => state.result !== null;

/** The multiples player `index` may still choose: those its stack covers; none once chosen or shown. */
export function multiplesFor(state: TNiuniuTableState, index: number): number[] {
  if (state.result || index < 0 || index >= playerCount(state) || state.multiples[index] !== null) return [];
  const stack = state.initialStacks[index]!;
  return NIUNIU_TABLE_MULTIPLES.filter((m) => coverFor(state.config, m) <= stack);
}

/** Player `index` stakes `multiple` ×; when every player has, the hand is shown and settled. */
export function stakeNiuniu(state: TNiuniuTableState, index: number, multiple: number): TNiuniuTableState {
  if (state.result) throw new RangeError('the hand is over');
  if (index === playerCount(state)) throw new RangeError('the banker stakes nothing');
  if (index < 0 || index > playerCount(state)) throw new RangeError(`no seat ${index} in the hand`);
  if (state.multiples[index] !== null) throw new RangeError('the stake is already chosen');
  if (!multiplesFor(state, index).includes(multiple))
    throw new RangeError(
      `seat ${index} may stake ${multiplesFor(state, index).join(', ')} ×, not ${multiple}`,
    );
  const multiples = state.multiples.with(index, multiple);
  const next = { ...state, multiples };
  return multiples.every((m) => m !== null) ? settle(next) : next;
}

/** The stake clock ran out: every player yet to choose stakes 1 ×, and the hand is shown. */
export function timeoutNiuniu(state: TNiuniuTableState): TNiuniuTableState {
  if (state.result) throw new RangeError('the hand is over');
  return settle({
    ...state,
    multiples: state.multiples.map((m) => m ?? 1),
    timedOut: state.multiples.map((m, i) => m === null || state.timedOut[i]!),
  });
}

const commissionOf = (grossMinor: number, bps: number) => Math.floor((grossMinor * bps) / 10_000);

/**
 * Each player against the banker: the greater hand wins the winner's multiplier × the player's
 * stake (one deck: hands never tie). The banker first collects from the players it beat, less
 * commission; if that and its stack fall short of the wins it owes, each winner is paid pro rata
 * (rounded down) and the banker ends at zero or the rounding's few units. Nets and commission sum
 * to zero; no stack goes below zero (a player's stake is covered by its multiple's rule).
 */
function settle(state: TNiuniuTableState): TNiuniuTableState {
  const { baseMinor, commissionBps } = state.config;
  const n = playerCount(state);
  const read = state.hands.map((cards) => evaluateNiuniu(cards));
  const banker = read[n]!;
  const duels = state.multiples.map((m, i) => {
    const won = read[i]!.score > banker.score;
    return { won, grossMinor: (won ? read[i]! : banker).multiplier * m! * baseMinor };
  });
  const collected = duels.reduce(
    (sum, d) => (d.won ? sum : sum + d.grossMinor - commissionOf(d.grossMinor, commissionBps)),
    0,
  );
  const owed = duels.reduce((sum, d) => (d.won ? sum + d.grossMinor : sum), 0);
  const available = state.initialStacks[n]! + collected;
  const bankerShort = owed > available;
  // the product may pass 2^53: BigInt keeps the pro rata share exact
  const paid = (gross: number) =>
    bankerShort ? Number((BigInt(gross) * BigInt(available)) / BigInt(owed)) : gross;
  let commissionMinor = 0;
  let bankerNet = 0;
  let bankerStake = 0;
  const seats: TNiuniuSeatResult[] = duels.map((d, i) => {
    const gross = d.won ? paid(d.grossMinor) : d.grossMinor;
    const commission = commissionOf(gross, commissionBps);
    commissionMinor += commission;
    bankerStake += gross;
    bankerNet += d.won ? -gross : gross - commission;
    const netMinor = d.won ? gross - commission : -gross;
    return {
      category: read[i]!.category,
      handMultiplier: read[i]!.multiplier,
      won: d.won,
      stakeMinor: gross,
      netMinor,
      finalMinor: state.initialStacks[i]! + netMinor,
    };
  });
  seats.push({
    category: banker.category,
    handMultiplier: banker.multiplier,
    won: null,
    stakeMinor: bankerStake,
    netMinor: bankerNet,
    finalMinor: state.initialStacks[n]! + bankerNet,
  });
  return { ...state, result: { seats, commissionMinor, bankerShort } };
}
