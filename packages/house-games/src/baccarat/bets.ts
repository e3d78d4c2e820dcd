/** The bets a Punto Banco table takes. */
export const BACCARAT_BET_KINDS = ['PLAYER', 'BANKER', 'TIE', 'PLAYER_PAIR', 'BANKER_PAIR'] as const;

export type TBaccaratBetKind = (typeof BACCARAT_BET_KINDS)[number];

/** A bet: its kind and its stake in minor units. */
export type TBaccaratBet = { kind: TBaccaratBetKind; stakeMinor: number };

/**
 * What a winning bet wins per unit staked, as an exact ratio (the stake comes back on top). BANKER
 * is even money less 5 % commission: 19/20. The win is floored to a whole minor unit.
 */
export const BACCARAT_PAYOUTS: Readonly<Record<TBaccaratBetKind, { num: number; den: number }>> = {
  PLAYER: { num: 1, den: 1 },
  BANKER: { num: 19, den: 20 },
  TIE: { num: 8, den: 1 },
  PLAYER_PAIR: { num: 11, den: 1 },
  BANKER_PAIR: { num: 11, den: 1 },
};

/**
 * The largest stake of one bet the engine takes, in minor units (10^12). stake × 20 stays far below
 * 2^53, so every product the settlement takes is exact in a plain number. Table limits sit below it.
 */
export const BACCARAT_MAX_STAKE = 1_000_000_000_000;

/** Whether the kind is one of the table's bets (a bet from outside passes here first). */
export function isBaccaratBetKind(kind: string): kind is TBaccaratBetKind {
  return (BACCARAT_BET_KINDS as readonly string[]).includes(kind);
}

/** Throws a RangeError for a bet the engine cannot take: unknown kind, or a stake not whole in 1…max. */
export function assertBaccaratBet(bet: TBaccaratBet): void {
  if (!isBaccaratBetKind(bet.kind)) throw new RangeError(`no baccarat bet ${String(bet.kind)}`);
  const stake = bet.stakeMinor;
  if (!Number.isSafeInteger(stake) || stake < 1 || stake > BACCARAT_MAX_STAKE)
    throw new RangeError(`a stake is a whole number of minor units in 1…${BACCARAT_MAX_STAKE}, got ${stake}`);
}
