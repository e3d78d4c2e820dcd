import { hmacFloatStream, type TFloatSource, type THmac } from '../provably-fair.ts';

/** Pockets of a European wheel: 0 and 1–36. */
export const ROULETTE_POCKETS = 37;

/**
 * The pockets clockwise round a European (single-zero) wheel, from 0. Only the animation reads it:
 * the spin draws the number itself, so the order decides no money.
 */
export const ROULETTE_WHEEL_ORDER: readonly number[] = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
];

/** The red numbers; the other numbers of 1–36 are black and 0 is green. */
export const ROULETTE_RED_NUMBERS: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);

export type TRouletteColour = 'RED' | 'BLACK' | 'GREEN';

export function colourOf(pocket: number): TRouletteColour {
  if (pocket === 0) return 'GREEN';
  return ROULETTE_RED_NUMBERS.has(pocket) ? 'RED' : 'BLACK';
}

/** Where a number sits round the wheel (0 at index 0), for the animation to stop the ball there. */
export function wheelIndexOf(pocket: number): number {
  const index = ROULETTE_WHEEL_ORDER.indexOf(pocket);
  if (index < 0) throw new RangeError(`no pocket ${pocket} on a European wheel`);
  return index;
}

/**
 * One spin from one float: the winning number is floor(f × 37), 0–36. The float is a 32-bit
 * fraction, so the product is exact in a double and a browser verifier lands on the same number.
 */
export function spinRoulette(floats: TFloatSource): number {
  const float = floats.next();
  if (!(float >= 0 && float < 1)) throw new RangeError(`a float must lie in [0, 1), got ${float}`);
  return Math.floor(float * ROULETTE_POCKETS);
}

/** HMAC blocks a spin needs: 1 (it reads one float). */
export const ROULETTE_SPIN_BLOCKS = 1;

/** Recomputes a spin from revealed seeds: the first float of the nonce's stream. */
export function verifyRouletteSpin(
  hmac: THmac,
  serverSeed: string,
  clientSeed: string,
  nonce: number,
): number {
  return spinRoulette(hmacFloatStream(hmac, serverSeed, clientSeed, nonce));
}
