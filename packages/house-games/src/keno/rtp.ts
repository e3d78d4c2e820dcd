/**
 * The declared return to player of each pick count, exactKenoRtp rounded to 4 decimals: computed from
 * the hypergeometric distribution of hits, not sampled. Every row sits within 94.7–95.3 %; a unit test
 * keeps each within 0.00005 of the exact figure, so changing the paytable means changing this.
 */
export const KENO_RTP: Readonly<Record<number, number>> = {
  1: 0.95,
  2: 0.9509,
  3: 0.9505,
  4: 0.9493,
  5: 0.9499,
  6: 0.9478,
  7: 0.9489,
  8: 0.9496,
  9: 0.9527,
  10: 0.9512,
};
