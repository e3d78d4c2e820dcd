/** Timing helpers shared by the reels, the win show and the overlays. Pure (no DOM). */

export const easeOutQuad = (u: number) => 1 - (1 - u) * (1 - u);
export const easeOutCubic = (u: number) => 1 - (1 - u) ** 3;
export const easeInOutSine = (u: number) => -(Math.cos(Math.PI * u) - 1) / 2;

/** A reel's landing bounce: a dip below the stop and back, as a share of a cell, for u in 0…1. */
export function bounceOffset(u: number, amplitude: number): number {
  if (u <= 0 || u >= 1) return 0;
  return amplitude * Math.sin(Math.PI * u) * (1 - u * 0.6);
}

/**
 * The value a win counter shows `elapsed` ms into a roll-up of `duration` ms from `from` to `to`,
 * rounded down to the currency's decimals so it never shows more than the win.
 */
export function rollValue(
  from: number,
  to: number,
  elapsed: number,
  duration: number,
  decimals: number,
): number {
  if (duration <= 0 || elapsed >= duration) return to;
  const u = easeOutCubic(Math.max(0, elapsed) / duration);
  const scale = 10 ** decimals;
  return Math.floor((from + (to - from) * u) * scale + 1e-6) / scale;
}

/** How long a win counter rolls: longer for bigger wins (as multiples of the bet), within bounds. */
export function rollDuration(win: number, bet: number, reduced: boolean): number {
  if (win <= 0) return 0;
  const m = bet > 0 ? win / bet : 1;
  const ms = 500 + Math.log2(1 + m) * 450;
  return Math.round(Math.min(reduced ? 800 : 6000, ms));
}

/** Free spins a scatter count awards, from the pays for 3, 4 and 5 (none below 3). */
export function awardFor(count: number, awards: readonly [number, number, number]): number {
  return count < 3 ? 0 : awards[Math.min(count, 5) - 3]!;
}

/**
 * Which reels should "tease" (spin longer with a glow) because two scatters already landed on the
 * reels before them and a third could still come.
 */
export function anticipationReels(grid: readonly (readonly string[])[], scatter: string): boolean[] {
  let seen = 0;
  return grid.map((column) => {
    const tease = seen >= 2;
    if (column.includes(scatter)) seen++;
    return tease;
  });
}
