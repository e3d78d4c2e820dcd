import type { TCrashRound } from '@openlobby/contracts';
import { CRASH_GROWTH_PER_MS, crashMultiplierAt } from '@openlobby/house-games/crash';

/** Where the round stands for the page at a moment of the server's clock. */
export type TCrashView =
  | { phase: 'BETTING'; seconds: number; left: number }
  | { phase: 'RUNNING'; elapsedMs: number; hundredths: number }
  | { phase: 'CRASHED'; elapsedMs: number; hundredths: number }
  | { phase: 'WAITING' };

/**
 * The round at `now` (the server's time, the page's clock corrected by the skew): BETTING until
 * startsAt, then RUNNING on the same curve the server pays by, until the crash event says where it
 * stopped; WAITING between a crash's pause and the next round. The server decides every cash-out:
 * the page only shows the same instants.
 */
export function crashViewAt(round: TCrashRound | null, now: number): TCrashView {
  if (!round) return { phase: 'WAITING' };
  const opens = Date.parse(round.opensAt);
  const starts = Date.parse(round.startsAt);
  if (round.phase === 'CRASHED') {
    const crashed = round.crashedAt ? Date.parse(round.crashedAt) : starts;
    if (round.nextAt && now >= Date.parse(round.nextAt)) return { phase: 'WAITING' };
    return {
      phase: 'CRASHED',
      elapsedMs: Math.max(0, crashed - starts),
      hundredths: Math.round((round.crashPoint ?? 1) * 100),
    };
  }
  if (now < starts) {
    const span = starts - opens;
    return {
      phase: 'BETTING',
      seconds: Math.ceil((starts - now) / 1000),
      left: span > 0 ? Math.min(1, Math.max(0, (starts - now) / span)) : 0,
    };
  }
  const elapsedMs = now - starts;
  return { phase: 'RUNNING', elapsedMs, hundredths: crashMultiplierAt(elapsedMs) };
}

/** The curve's value as a float (for drawing only), m(t) = e^(0.00006 t). */
export const curveAt = (elapsedMs: number) => Math.exp(CRASH_GROWTH_PER_MS * Math.max(0, elapsedMs));

/**
 * The graph's axes for a run `elapsedMs` long at `multiplier`: at least 10 s and 2 ×, growing ahead
 * of the rocket so it keeps a fifth of the width and height to fly into.
 */
export function graphScale(elapsedMs: number, multiplier: number): { maxMs: number; maxX: number } {
  return { maxMs: Math.max(10_000, elapsedMs * 1.2), maxX: Math.max(2, 1 + (multiplier - 1) * 1.25) };
}

/** A multiplier in hundredths as read: 234 → "2.34×". */
export const formatMultiplier = (hundredths: number) => `${(hundredths / 100).toFixed(2)}×`;

/**
 * The auto cash-out the player typed: a multiplier of 1.01 … 1,000,000 with at most two decimals
 * ("2", "2.5", "2,50"), or null for an empty field; 'invalid' otherwise.
 */
export function parseAutoCashOut(text: string): number | null | 'invalid' {
  const clean = text.trim().replace(',', '.').replace(/[x×]$/i, '');
  if (clean === '') return null;
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return 'invalid';
  const value = Number(clean);
  return value >= 1.01 && value <= 1_000_000 ? value : 'invalid';
}

/** A stake the player typed, in major units with at most `decimals` decimals; null when it is not one. */
export function parseStake(text: string, decimals: number): number | null {
  const clean = text.trim().replace(',', '.');
  const pattern = decimals > 0 ? new RegExp(`^\\d+(\\.\\d{1,${decimals}})?$`) : /^\d+$/;
  if (!pattern.test(clean)) return null;
  const value = Number(clean);
  return value > 0 ? value : null;
}

/** The win of a stake cashed out at `hundredths`: stake × multiplier, floored to the currency's decimals. */
export function winOf(stake: number, hundredths: number, decimals: number): number {
  const unit = 10 ** decimals;
  return Math.floor((Math.round(stake * unit) * hundredths) / 100) / unit;
}
