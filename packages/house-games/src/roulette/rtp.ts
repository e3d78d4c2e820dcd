/**
 * The declared return to player of every roulette bet: 36/37 = 0.972973 (house edge 1/37, 2.70 %).
 * exact-rtp.test.ts settles every valid selection against each of the 37 pockets and finds it so.
 */
export const ROULETTE_RTP = 36 / 37;
