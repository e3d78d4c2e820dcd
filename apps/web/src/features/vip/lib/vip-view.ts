/**
 * How the VIP page reads the server's figures. Rates come in basis points (30 = 0.30 %), progress
 * is a whole percent, and a threshold of 0 counts as met.
 */

/** A rate in basis points as a ratio for formatPercent (30 → 0.003). */
export const rebateRatio = (bps: number): number => bps / 10_000;

/** The decimals a rate needs to be written exactly: 100 bps → 1 %, 50 → 0.5 %, 30 → 0.3 %, 25 → 0.25 %. */
export const rebateDecimals = (bps: number): number => (bps % 100 === 0 ? 0 : bps % 10 === 0 ? 1 : 2);

/** Whole-percent progress of `have` towards `need` (0–100); the server's rule for its own `percent`. */
export const partOf = (have: number, need: number): number =>
  need <= 0 ? 100 : Math.floor((Math.min(have, need) * 100) / need);

/** A level's medal colours: [light, dark, crown]; level 0 is the starter's steel, then one per rank. */
const TIERS: [string, string, string][] = [
  ['#c7ceda', '#5d6675', '#aab4c4'],
  ['#f1f4f9', '#8d97a8', '#dfe5ee'],
  ['#ffe08a', '#c7860a', '#ffd24d'],
  ['#d9fbff', '#3aa8c1', '#a8ecf7'],
  ['#d8c8ff', '#6a3fd6', '#b59cff'],
  ['#ffc2cf', '#c2183f', '#ff7a95'],
  ['#5b5b66', '#111116', '#ffcc33'],
];

/** The colours of a level's medal: ranks above the palette keep the last (black and gold). */
export const tierOf = (level: number): [string, string, string] =>
  TIERS[Math.min(Math.max(level, 0), TIERS.length - 1)]!;
