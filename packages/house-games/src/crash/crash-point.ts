import type { THmac } from '../provably-fair.ts';

/** 2^52: the game's 52 random bits give an integer h of 0…E − 1. */
export const CRASH_E = 2 ** 52;

/** The house edge in basis points (100 = 1 %): every cash-out target returns 99 %. */
export const CRASH_HOUSE_EDGE_BP = 100;

/**
 * The highest crash point shown and paid, in hundredths (1,000,000.00 ×). The formula can give up to
 * 99 × 2^52 hundredths, more than a double holds exactly; a game reaches this cap with chance
 * 0.99 × 10^-6, and since no cash-out target may exceed it (CRASH_MAX_TARGET) no bet's odds change.
 */
export const CRASH_MAX_POINT = 100_000_000;

/**
 * The 52 bits of a game: HMAC-SHA256 keyed by the game hash's hex text over the public salt's text
 * (the salt, e.g. a future block hash, is published after the chain's terminal hash, so the operator
 * cannot have picked a chain to suit it); the first 13 hex digits of the digest, read as an integer.
 */
export function crashBits(hmac: THmac, gameHash: string, salt: string): number {
  const digest = hmac(gameHash, salt);
  // bytes 0…5 are 48 bits; the high half of byte 6 makes 52
  let bits = 0;
  for (let i = 0; i < 6; i++) bits = bits * 256 + digest[i]!;
  return bits * 16 + (digest[6]! >> 4);
}

/**
 * The crash point in hundredths from the 52 bits h (0 ≤ h < 2^52) and the edge in basis points:
 * floor((10,000 − edge) × E / (100 × (E − h))), at least 100 (1.00 ×, an instant crash) and at most
 * CRASH_MAX_POINT, computed in BigInt so nothing is rounded. The point is ≥ k hundredths (k > 100)
 * exactly when E − h ≤ (10,000 − edge) × E / (100k), for floor((10,000 − edge) × E / (100k)) of the E
 * values of h: P(point ≥ k) = (1 − edge) × 100 / k less a part of 1/E, so a cash-out at k returns
 * 1 − edge. The point is 1.00 ×, where no target (≥ 1.01 ×) wins, for 1 − 0.99 / 1.01 = 1.98 % of
 * games with a 1 % edge: the 1 % whose formula falls below 1.00 and the 0.98 % that floor to 1.00.
 */
export function crashPointOfBits(h: number, edgeBp: number = CRASH_HOUSE_EDGE_BP): number {
  if (!Number.isSafeInteger(h) || h < 0 || h >= CRASH_E)
    throw new RangeError(`crash bits are a whole number of 0…2^52 − 1, got ${h}`);
  if (!Number.isSafeInteger(edgeBp) || edgeBp < 0 || edgeBp >= 10_000)
    throw new RangeError(`a house edge is 0…9,999 basis points, got ${edgeBp}`);
  const e = BigInt(CRASH_E);
  const point = (BigInt(10_000 - edgeBp) * e) / (100n * (e - BigInt(h)));
  if (point < 100n) return 100;
  return point > BigInt(CRASH_MAX_POINT) ? CRASH_MAX_POINT : Number(point);
}

/** The crash point in hundredths of a game hash under the salt: crashPointOfBits(crashBits(…)). */
export function crashPoint(
  hmac: THmac,
  gameHash: string,
  salt: string,
  edgeBp = CRASH_HOUSE_EDGE_BP,
): number {
  return crashPointOfBits(crashBits(hmac, gameHash, salt), edgeBp);
}

/**
 * How many of the 2^52 values of h give a crash point of at least `target` hundredths (101 …
 * CRASH_MAX_POINT): floor((10,000 − edge) × E / (100 × target)), the closed form the RTP rests on.
 */
export function crashWaysAtLeast(target: number, edgeBp = CRASH_HOUSE_EDGE_BP): bigint {
  if (!Number.isSafeInteger(target) || target <= 100 || target > CRASH_MAX_POINT)
    throw new RangeError(`a target is a whole number of 101…${CRASH_MAX_POINT} hundredths, got ${target}`);
  return (BigInt(10_000 - edgeBp) * BigInt(CRASH_E)) / (100n * BigInt(target));
}

/**
 * The exact return of cashing out at `target` hundredths: target / 100 × P(point ≥ target). It is
 * 1 − edge less at most target / (100 × 2^52): 0.99 for every target to within 2.3 × 10^-10 at the cap.
 */
export function exactCrashRtp(target: number, edgeBp = CRASH_HOUSE_EDGE_BP): number {
  const ways = crashWaysAtLeast(target, edgeBp);
  const scale = 10n ** 18n;
  return Number((ways * BigInt(target) * scale) / (100n * BigInt(CRASH_E))) / Number(scale);
}
