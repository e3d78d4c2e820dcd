import { SLOT_LINES } from './lines.ts';
import { SLOT_PAYTABLE } from './paytable.ts';
import { SLOT_REELS } from './reels.ts';
import type { TSlotGame } from './slot-game.ts';
import { SCATTER, WILD } from './symbols.ts';

/** This vendor's 5-reel, 3-row, 20-line slot, as the engine plays it. */
export const SLOT_GAME: TSlotGame = {
  wild: WILD,
  scatter: SCATTER,
  lines: SLOT_LINES,
  linePays: SLOT_PAYTABLE.lines,
  scatterPays: SLOT_PAYTABLE.scatter,
  freeSpinAwards: SLOT_PAYTABLE.freeSpins,
  freeSpinMultiplier: SLOT_PAYTABLE.freeSpinMultiplier,
  maxFreeSpins: SLOT_PAYTABLE.maxFreeSpins,
  reels: SLOT_REELS,
};
