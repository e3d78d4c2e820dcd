import type { TRunPays } from './slot-game.ts';
import type { TSlotSymbolId } from './symbols.ts';

/** The symbols that pay on a line: the jewels and the fruit (the wild substitutes, the scatter pays anywhere). */
type TLineSymbol = Exclude<TSlotSymbolId, 'wild' | 'scatter'>;

export type TSlotPaytable = {
  readonly lines: Readonly<Record<TLineSymbol, TRunPays>>;
  readonly scatter: TRunPays;
  readonly freeSpins: TRunPays;
  readonly freeSpinMultiplier: number;
  readonly maxFreeSpins: number;
};

/**
 * What the slot pays, as the game's help screen shows it. Pays are whole numbers so every win is a
 * whole number of minor units: line pays multiply the line bet (total bet / 20), scatter pays the
 * total bet, and free-spin wins are then multiplied by freeSpinMultiplier. Typed rather than `as const`
 * so mutation testing reaches the table (Stryker leaves `as const` literals alone); paytable.test.ts
 * pins every figure by the wins the engine pays.
 */
export const SLOT_PAYTABLE: TSlotPaytable = {
  /** Pays for a run of 3, 4 and 5 from reel 1 on a line, wilds substituting; the wild has no pay of its own. */
  lines: {
    diamond: [25, 100, 400],
    ruby: [20, 75, 250],
    emerald: [15, 50, 150],
    sapphire: [12, 40, 120],
    cherry: [8, 25, 80],
    lemon: [6, 20, 60],
    orange: [5, 15, 50],
    grape: [4, 12, 40],
    melon: [3, 8, 30],
  },
  /** Pays for 3, 4 and 5 scatters anywhere on the screen. */
  scatter: [1, 10, 50],
  /** Free spins for 3, 4 and 5 scatters, in the base game or again during free spins. */
  freeSpins: [10, 12, 15],
  freeSpinMultiplier: 2,
  /** Free spins per round in all, retriggers included, so a round reads at most 5 × 51 floats. */
  maxFreeSpins: 50,
};
