import type { TBaccaratBetKind } from './bets.ts';

/**
 * The declared return to player of each bet: exactBaccaratRtp() (a full enumeration of the first
 * hand of an 8-deck shoe, exact integer counts) rounded to 4 decimals. BANKER 0.98942, PLAYER
 * 0.98765, TIE at 8:1 0.85641, each pair at 11:1 12 × 31/415 = 0.89639. A test holds the two
 * within 0.00005, so changing a payout means changing this.
 */
export const BACCARAT_RTP: Readonly<Record<TBaccaratBetKind, number>> = {
  PLAYER: 0.9876,
  BANKER: 0.9894,
  TIE: 0.8564,
  PLAYER_PAIR: 0.8964,
  BANKER_PAIR: 0.8964,
};
