/** Keno: 20 of 80 drawn, tickets of 1–10 picks, the paytable and its exact RTP. */
export {
  KENO_DRAWN,
  KENO_MAX_PICKS,
  KENO_MAX_STAKE,
  KENO_NUMBERS,
  KENO_PAYTABLE,
  assertKenoTicket,
  type TKenoTicket,
} from './rules.ts';
export { KENO_DRAW_BLOCKS, KENO_DRAW_FLOATS, drawKeno } from './draw.ts';
export {
  playKenoRound,
  settleKenoTicket,
  simulateKeno,
  type TKenoSettlement,
  type TKenoSimulation,
} from './settle.ts';
export { exactKenoRtp, kenoHitProbability, kenoHitWays } from './exact-rtp.ts';
export { KENO_RTP } from './rtp.ts';
