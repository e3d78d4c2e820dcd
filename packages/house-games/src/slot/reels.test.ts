import { describe, expect, it } from 'vitest';
import { SLOT_LINES } from './lines.ts';
import { SLOT_PAYTABLE } from './paytable.ts';
import { SLOT_REELS } from './reels.ts';
import { SCATTER, SLOT_SYMBOLS, WILD } from './symbols.ts';

const reelSets = Object.entries(SLOT_REELS);
const ids = new Set<string>(SLOT_SYMBOLS.map((s) => s.id));

describe('the slot definition', () => {
  it('has 20 distinct lines of 5 rows in 0…2', () => {
    expect(SLOT_LINES).toHaveLength(20);
    expect(new Set(SLOT_LINES.map((l) => l.join())).size).toBe(20);
    for (const line of SLOT_LINES) expect(line.every((row) => row >= 0 && row <= 2)).toBe(true);
  });

  it('has 4 high and 5 low symbols, each with a name, a colour and line pays', () => {
    expect(SLOT_SYMBOLS.filter((s) => s.kind === 'high')).toHaveLength(4);
    expect(SLOT_SYMBOLS.filter((s) => s.kind === 'low')).toHaveLength(5);
    for (const symbol of SLOT_SYMBOLS) {
      expect(symbol.colour).toMatch(/^#[0-9a-f]{6}$/);
      const pays = (SLOT_PAYTABLE.lines as Record<string, readonly number[]>)[symbol.id];
      if (symbol.kind === 'high' || symbol.kind === 'low') expect(pays).toBeDefined();
      else expect(pays).toBeUndefined();
    }
  });

  it.each(reelSets)('puts only known symbols on the %s strips, on 5 reels', (_, reels) => {
    expect(reels).toHaveLength(5);
    for (const strip of reels) for (const symbol of strip) expect(ids.has(symbol)).toBe(true);
  });

  it.each(reelSets)('puts wilds only on reels 2, 3 and 4 of the %s strips', (_, reels) => {
    expect(reels.map((strip) => strip.includes(WILD))).toEqual([false, true, true, true, false]);
  });

  it.each(reelSets)('shows at most one scatter per reel on the %s strips', (_, reels) => {
    for (const strip of reels) {
      strip.forEach((_, stop) => {
        const window = [0, 1, 2].map((row) => strip[(stop + row) % strip.length]);
        expect(window.filter((s) => s === SCATTER).length).toBeLessThanOrEqual(1);
      });
    }
  });
});
