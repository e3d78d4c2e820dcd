/**
 * The bingo card's declared return to player, exactBingoRtp rounded to 4 decimals (0.95341…): fixed
 * prizes 0.9034 (line 0.6497, four corners 0.1851, full house 0.0686) and the first-full-house pot's
 * 5 % of sales. The fixed part is computed exactly (BigInt inclusion–exclusion over the patterns' cell
 * sets, see exact-rtp.ts), not sampled; the pot returns its share by construction, less the flooring
 * of shares (under one minor unit per winning card and round). The simulation test only confirms it.
 */
export const BINGO_RTP = 0.9534;

/** The fixed prizes' part of BINGO_RTP, which the simulation measures. */
export const BINGO_FIXED_RTP = 0.9034;
