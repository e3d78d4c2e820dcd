/**
 * Niu-Niu's declared figures, computed exactly by exactNiuniuWinMultiplier over every ordered pair of
 * disjoint hands (a unit test holds them to the computation within 5e-7):
 * - the multiplier a pairing pays on average, the winner's: 1.613683;
 * - the return per unit of base bet to each side at the default 5 % commission: 1 − 0.05 × E[M] / 2
 *   = 0.959658 (the room keeps 4.0342 % of a base bet per pairing, half from each side on average).
 */
export const NIUNIU_WIN_MULTIPLIER = 1.613683;
export const NIUNIU_RTP = 0.959658;
