/** European roulette (single zero): the spin, the layout's bets and their settlement, limits and RTP. */
export {
  ROULETTE_POCKETS,
  ROULETTE_RED_NUMBERS,
  ROULETTE_SPIN_BLOCKS,
  ROULETTE_WHEEL_ORDER,
  colourOf,
  spinRoulette,
  verifyRouletteSpin,
  wheelIndexOf,
  type TRouletteColour,
} from './wheel.ts';
export { isAdjacent, isPocket, layoutCell, type TLayoutCell } from './layout.ts';
export {
  ROULETTE_BET_KINDS,
  ROULETTE_EVEN_KINDS,
  ROULETTE_INSIDE_KINDS,
  ROULETTE_MAX_STAKE,
  ROULETTE_PAYOUTS,
  ROULETTE_THIRD_KINDS,
  assertRouletteBet,
  coveredNumbers,
  findSelectionProblem,
  type TRouletteBet,
  type TRouletteBetKind,
  type TRouletteEvenKind,
  type TRouletteInsideKind,
  type TRouletteSelection,
  type TRouletteThirdKind,
} from './bets.ts';
export { allRouletteSelections } from './selections.ts';
export { settleRouletteSpin, type TRouletteBetResult, type TRouletteSettlement } from './settle.ts';
export { findRouletteLimitProblems, type TRouletteLimits } from './limits.ts';
export { exactRouletteRtp } from './exact-rtp.ts';
export { ROULETTE_RTP } from './rtp.ts';
export { simulateRoulette, type TRouletteSimulation } from './simulate.ts';
