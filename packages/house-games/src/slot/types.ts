/** A cell of the window: [reel, row], both 0-based. */
export type TCell = [reel: number, row: number];

/** A paying line: `line` indexes SLOT_LINES; `positions` are the cells of its run; `win` is in minor units. */
export type TLineWin = { line: number; symbol: string; count: number; win: number; positions: TCell[] };

/** The scatters on the screen, wherever they are, and what they paid in minor units. */
export type TScatterWin = { count: number; win: number; positions: TCell[] };

/** One spin of the reels; wins already include the multiplier (1 in the base game). */
export type TSlotSpin = {
  stops: number[];
  /** [reel][row] symbol ids. */
  grid: string[][];
  lineWins: TLineWin[];
  scatter: TScatterWin;
  multiplier: number;
  win: number;
};

/** One round: the paid spin and the free spins it won, all played with the same bet. */
export type TSlotRound = {
  base: TSlotSpin;
  freeSpins: TSlotSpin[];
  /** Free spins won in all, retriggers included, after the cap; equals freeSpins.length. */
  freeSpinsAwarded: number;
  /** Minor units: the base spin's win plus every free spin's. */
  totalWin: number;
  /** Floats read from the stream: 5 per spin. */
  floatsUsed: number;
};
