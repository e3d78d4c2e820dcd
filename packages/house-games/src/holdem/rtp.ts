/**
 * Hold'em is played between the seats: every chip a seat wins another seat lost, so before the rake
 * the players' return is exactly 1 whatever the play (the property tests check nets + rake = 0 on
 * every hand). The house's only take is the rake — rakeBps of each pot, capped per hand, and nothing
 * when no flop is dealt — so the players' aggregate return is 1 − rake / chips bet, set by the table's
 * rake settings and how often hands see a flop, not by the engine. There is no single-player
 * simulation to bench.
 */
export const HOLDEM_RTP_BEFORE_RAKE = 1;
