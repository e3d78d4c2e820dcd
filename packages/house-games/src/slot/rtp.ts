/**
 * The slot's declared return to player: exactRtp() rounded to 4 decimals (0.96068…). It is computed
 * from the published strips and paytable, not sampled: base lines 0.5258, base scatters 0.0327, free
 * spins 0.4022 (a trigger every 52.4 rounds, 10.98 free spins each, 1.92 total bets per free spin).
 * A unit test keeps the two within 0.0005, so changing the strips or the paytable means changing this.
 */
export const SLOT_RTP = 0.9607;
