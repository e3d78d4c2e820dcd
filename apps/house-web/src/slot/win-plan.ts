/** What the win show makes of a spin or a round. Pure (no DOM), for the win show and the reels' sounds. */
import type { TSlotRound, TSlotSpin } from '@openlobby/contracts';
import type { SLOT_PAYTABLE } from '@openlobby/house-games';
import type { TWinTier } from '../shared/format.ts';
import { awardFor } from './motion.ts';

type TCell = TSlotSpin['scatter']['positions'][number];

/** The tiers that earn a celebration of their own (10× the bet and more). */
export function isBigWin(tier: TWinTier): boolean {
  return tier === 'big' || tier === 'mega' || tier === 'epic';
}

/** How many scatters have landed once reel `reel` (0-based) has stopped: at most one per reel. */
export function scattersLanded(grid: readonly (readonly string[])[], reel: number): number {
  return grid.slice(0, reel + 1).filter((column) => column.includes('scatter')).length;
}

/** The cells a spin's win lights up: every winning line's, and the scatters' when three or more pay. */
export function winCells(spin: TSlotSpin): TCell[] {
  const scatterPays = spin.scatter.count >= 3;
  return [...spin.lineWins.flatMap((w) => w.positions), ...(scatterPays ? spin.scatter.positions : [])];
}

/**
 * The free spins as announced when they start: the awards for 3, 4 and 5 scatters, the cap (what the
 * server awarded in all, retriggers included), the multiplier, and how many the base spin's
 * scatters award. The round's own figures win over the paytable's where the two could differ.
 */
export function freeSpinsStart(
  round: Pick<TSlotRound, 'base' | 'freeSpins' | 'freeSpinsAwarded'>,
  paytable: Pick<typeof SLOT_PAYTABLE, 'freeSpins' | 'freeSpinMultiplier'>,
): { awards: readonly [number, number, number]; cap: number; multiplier: number; total: number } {
  const awards = paytable.freeSpins;
  const cap = round.freeSpinsAwarded || round.freeSpins.length;
  const multiplier = round.freeSpins[0]?.multiplier ?? paytable.freeSpinMultiplier;
  const total = Math.min(cap, awardFor(round.base.scatter.count, awards) || round.freeSpins.length);
  return { awards, cap, multiplier, total };
}
