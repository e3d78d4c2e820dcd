/** The first wait before reconnecting a socket; it doubles after each failed try, up to the maximum. */
export const RECONNECT_MIN_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

/** The wait before reconnect try number `attempt` (0-based): 1 s, 2 s, 4 s … at most 30 s. */
export const reconnectDelay = (attempt: number): number =>
  Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** Math.min(attempt, 30));
