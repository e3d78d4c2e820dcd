import type { TSlotLine } from './lines.ts';

/** Pays (or free-spin awards) for a run or scatter count of 3, 4 and 5. */
export type TRunPays = readonly [three: number, four: number, five: number];

/** Reel strips, one per reel: a cyclic list of symbol ids. */
export type TReelSet = readonly (readonly string[])[];

/**
 * Everything that makes a slot. The engine and exactRtp read only this, so tests can check them on
 * small made-up games as well as on this vendor's slot (SLOT_GAME).
 */
export type TSlotGame = {
  wild: string;
  scatter: string;
  lines: readonly TSlotLine[];
  /** Line pays in multiples of the line bet; a symbol without an entry (the scatter) never pays on a line. */
  linePays: Readonly<Partial<Record<string, TRunPays>>>;
  /** Scatter pays in multiples of the total bet, wherever the scatters land. */
  scatterPays: TRunPays;
  /** Free spins awarded for 3, 4 and 5 scatters, in the base game and again (retrigger) in free spins. */
  freeSpinAwards: TRunPays;
  /** Every free-spin win is multiplied by this. */
  freeSpinMultiplier: number;
  /** Free spins one round can hold in all, retriggers included: bounds the stream a round reads. */
  maxFreeSpins: number;
  reels: { base: TReelSet; free: TReelSet };
};

/** What a count of 3, 4 or 5 gets from a pay row: nothing below 3, the five-pay above 5. */
export function runPay(pays: TRunPays, count: number): number {
  return count < 3 ? 0 : pays[Math.min(count, 5) - 3]!;
}
