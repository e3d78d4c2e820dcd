/**
 * The multiplier the game page animates, m(t) = e^(0.00006 t) with t in milliseconds since the start:
 * 2 × after 11.55 s, 10 × after 38.4 s, 100 × after 76.8 s. It only paces the show; money is settled
 * on the crash point and the targets in hundredths, never on this curve's floats.
 */
export const CRASH_GROWTH_PER_MS = 0.00006;

/** The multiplier shown t ms after the start, in hundredths, floored (100 at t = 0). */
export function crashMultiplierAt(elapsedMs: number): number {
  if (!(elapsedMs >= 0)) throw new RangeError(`elapsed time is ≥ 0 ms, got ${elapsedMs}`);
  // the float is nudged up by a part in 10^12 so that exact products such as m(t(2.00)) floor to 200
  return Math.floor(100 * Math.exp(CRASH_GROWTH_PER_MS * elapsedMs) * (1 + 1e-12));
}

/** The first moment, in ms, at which the curve shows `hundredths`: ln(m) / 0.00006, rounded up. */
export function crashElapsedAt(hundredths: number): number {
  if (!(hundredths >= 100)) throw new RangeError(`a multiplier is ≥ 100 hundredths, got ${hundredths}`);
  return Math.ceil(Math.log(hundredths / 100) / CRASH_GROWTH_PER_MS);
}
