import type { TTableRound } from '@openlobby/contracts';

/**
 * How far the server's clock is ahead of the device's, in ms, from an answer's serverTime and the
 * request's round trip (the server read its clock about halfway through it).
 */
export function skewOf(serverTime: string, sentAt: number, receivedAt: number): number {
  const server = Date.parse(serverTime);
  if (Number.isNaN(server)) return 0;
  return Math.round(server - (sentAt + receivedAt) / 2);
}

/** Where a round stands for the page: taking bets, closed and waiting for its result, or showing it. */
export type TRoundPhase = 'BETTING' | 'CLOSING' | 'RESULT' | 'WAITING';

export type TRoundClock = {
  phase: TRoundPhase;
  /** Whole seconds left to bet, rounded up (0 once closed). */
  seconds: number;
  /** The part of the betting time left, 1 → 0, for the countdown ring. */
  left: number;
};

/**
 * The round's clock at `now` (the server's time): BETTING until closesAt, then CLOSING until the
 * result arrives, RESULT until nextAt, then WAITING for the next round's event. The server decides
 * (a bet after the close is refused); the page only counts down to the same instants.
 */
export function roundClock(round: TTableRound | null, now: number): TRoundClock {
  if (!round) return { phase: 'WAITING', seconds: 0, left: 0 };
  const opens = Date.parse(round.opensAt);
  const closes = Date.parse(round.closesAt);
  const next = Date.parse(round.nextAt);
  if (round.phase === 'BETTING' && now < closes) {
    const span = closes - opens;
    return {
      phase: 'BETTING',
      seconds: Math.max(0, Math.ceil((closes - now) / 1000)),
      left: span > 0 ? Math.min(1, Math.max(0, (closes - now) / span)) : 0,
    };
  }
  if (round.phase === 'BETTING') return { phase: 'CLOSING', seconds: 0, left: 0 };
  return { phase: now < next ? 'RESULT' : 'WAITING', seconds: 0, left: 0 };
}

/** Reconnect delays: 0.5 s, 1 s, 2 s … capped at 10 s, with up to 20 % jitter from `random`. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(10_000, 500 * 2 ** Math.max(0, attempt));
  return Math.round(base * (1 + 0.2 * random()));
}
