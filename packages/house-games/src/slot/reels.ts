import type { TReelSet } from './slot-game.ts';

/** A strip written as whitespace-separated symbol ids, top to bottom. */
const strip = (text: string): string[] => text.trim().split(/\s+/);

/**
 * The reel strips, published so anyone can recompute the RTP. Wilds sit only on reels 2–4; no
 * symbol repeats next to itself, and two scatters (or two wilds) are at least 3 stops apart, so a
 * reel shows at most one scatter. Free spins use richer strips: more wilds, fewer fruit.
 */
export const SLOT_REELS: { base: TReelSet; free: TReelSet } = {
  base: [
    // reel 1: 32 stops
    strip(`
      grape lemon cherry sapphire melon emerald sapphire lemon emerald orange lemon grape
      melon lemon melon scatter melon diamond cherry grape orange melon cherry orange cherry
      grape sapphire ruby diamond ruby orange emerald
    `),
    // reel 2: 37 stops
    strip(`
      lemon wild melon diamond wild melon orange grape cherry grape ruby lemon sapphire wild
      lemon cherry scatter ruby orange melon cherry lemon grape orange melon grape wild orange
      sapphire emerald sapphire melon diamond emerald cherry scatter emerald
    `),
    // reel 3: 37 stops
    strip(`
      orange grape melon emerald grape ruby wild orange cherry emerald grape cherry lemon
      cherry sapphire lemon wild orange lemon emerald diamond wild scatter diamond melon
      sapphire orange ruby scatter grape melon sapphire cherry melon wild melon lemon
    `),
    // reel 4: 37 stops
    strip(`
      melon cherry orange melon cherry ruby sapphire orange scatter lemon grape lemon cherry
      melon ruby melon emerald scatter orange lemon wild orange cherry emerald grape wild
      sapphire diamond melon grape diamond wild sapphire lemon grape emerald wild
    `),
    // reel 5: 32 stops
    strip(`
      lemon diamond emerald ruby grape sapphire ruby grape melon cherry orange lemon cherry
      sapphire orange cherry melon grape melon scatter melon emerald orange grape emerald
      lemon orange diamond lemon melon cherry sapphire
    `),
  ],
  free: [
    // reel 1: 32 stops
    strip(`
      melon emerald ruby sapphire lemon melon orange grape melon orange diamond orange lemon
      ruby melon cherry sapphire grape melon emerald lemon orange grape cherry grape scatter
      lemon emerald diamond cherry sapphire cherry
    `),
    // reel 2: 31 stops
    strip(`
      melon wild lemon sapphire grape wild emerald lemon orange diamond wild cherry sapphire
      orange emerald ruby melon diamond grape cherry ruby scatter wild melon lemon wild
      sapphire emerald cherry grape orange
    `),
    // reel 3: 31 stops
    strip(`
      ruby cherry lemon sapphire lemon wild sapphire orange wild melon diamond scatter cherry
      sapphire orange melon emerald orange emerald melon ruby cherry emerald grape wild grape
      lemon wild diamond grape wild
    `),
    // reel 4: 31 stops
    strip(`
      lemon emerald ruby melon grape sapphire orange wild cherry lemon emerald sapphire grape
      wild orange diamond lemon wild emerald diamond cherry melon cherry wild grape scatter
      wild orange ruby sapphire melon
    `),
    // reel 5: 32 stops
    strip(`
      grape melon emerald melon lemon emerald ruby melon grape orange melon emerald sapphire
      cherry grape lemon cherry orange diamond cherry sapphire ruby melon orange sapphire
      grape cherry lemon scatter lemon diamond orange
    `),
  ],
};
