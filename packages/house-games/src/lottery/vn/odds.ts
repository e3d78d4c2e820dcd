import type { TVnBetType } from './bet-types.ts';
import type { TVnRegion } from './prize-table.ts';

/**
 * Odds in thousandths a brand starts from (it may set its own). Close to what Vietnamese books quote
 * (lô 1 ăn 3.5 in the North, đề 1 ăn 95, 3 càng 1 ăn 940, xiên 2 1 ăn 17) and set so every type
 * returns 93–95 % (exact-rtp.test.ts pins each figure and holds it in the 90–97 % band). The Centre and the
 * South share one prize table, so they share odds; lô pays more there because a sheet has 18 numbers.
 */
const NORTH: Readonly<Record<TVnBetType, number>> = {
  LO2: 3_500, // 27 chances: 94.5 %
  LO3: 41_000, // 23 chances: 94.3 %
  DE: 95_000, // 95 %
  BA_CANG: 940_000, // 94 %
  XIEN2: 17_000, // 93.3 %
  XIEN3: 76_000, // 93.5 %
  XIEN4: 350_000, // 93.4 %
  DAU: 9_500, // 95 %
  DUOI: 9_500, // 95 %
};

const CENTRAL_SOUTH: Readonly<Record<TVnBetType, number>> = {
  LO2: 5_250, // 18 chances: 94.5 %
  LO3: 55_500, // 17 chances: 94.4 %
  DE: 95_000,
  BA_CANG: 940_000,
  XIEN2: 36_000, // 94.0 %
  XIEN3: 240_000, // 93.9 %
  XIEN4: 1_700_000, // 94.4 %
  DAU: 9_500,
  DUOI: 9_500,
};

export const VN_DEFAULT_ODDS: Readonly<Record<TVnRegion, Readonly<Record<TVnBetType, number>>>> = {
  NORTH,
  CENTRAL: CENTRAL_SOUTH,
  SOUTH: CENTRAL_SOUTH,
};
