import { describe, expect, it } from 'vitest';
import type { TFloatSource } from '../provably-fair.ts';
import { FISH_BULLET_COSTS, FISH_SPECIES, getFishSpecies, type TFishSpeciesId } from './species.ts';
import { FISH_RTP, fireFishShot, uniformInt, type TFishShot } from './shot.ts';

const TWO_32 = 2 ** 32;
/** A stream that yields the floats k / 2^32 for the given whole k, as the provably fair stream does. */
const ofWholes = (ks: number[]): TFloatSource => {
  let i = 0;
  return { next: () => ks[i++]! / TWO_32 };
};
const limitOf = (n: number) => TWO_32 - (TWO_32 % n);

describe('the species', () => {
  it('holds 10 species from 2 × to 300 ×, each a whole multiplier, with distinct ids', () => {
    expect(FISH_SPECIES).toHaveLength(10);
    expect(FISH_SPECIES.map((s) => s.multiplier)).toEqual([2, 3, 5, 8, 12, 20, 40, 80, 150, 300]);
    expect(new Set(FISH_SPECIES.map((s) => s.id)).size).toBe(10);
    expect(() => getFishSpecies('kraken')).toThrow(new RangeError('no fish species kraken'));
  });

  it('finds each species by the id the page and the server send', () => {
    const ids = [
      'clownfish',
      'sardine',
      'pufferfish',
      'angelfish',
      'lionfish',
      'turtle',
      'ray',
      'shark',
      'whale',
      'golden-dragon',
    ];
    expect(FISH_SPECIES.map((s) => s.id)).toEqual(ids);
    expect(ids.map((id) => getFishSpecies(id).multiplier)).toEqual([2, 3, 5, 8, 12, 20, 40, 80, 150, 300]);
    expect(() => getFishSpecies('')).toThrow(RangeError);
  });
});

describe('the exact kill chance', () => {
  it.each(FISH_SPECIES.map((s) => [s.id, s.multiplier] as const))(
    '%s (%i ×): 96 of every 100M kept values kill, so a shot returns exactly 96 %%',
    (_, multiplier) => {
      const n = 100 * multiplier;
      const limit = limitOf(n);
      expect(limit % n).toBe(0);
      // each residue 0…n − 1 has limit / n kept k; 96 residues kill
      const kills = 96 * (limit / n);
      // return = multiplier × kills / limit = 96 / 100, compared in whole numbers
      expect(BigInt(multiplier) * BigInt(kills) * 100n).toBe(96n * BigInt(limit));
      expect((multiplier * kills) / limit).toBe(FISH_RTP);
    },
  );
});

describe('uniformInt', () => {
  it('reduces k mod n, keeps the last k below the limit and throws away the first at it', () => {
    const n = 30_000; // the golden dragon's 100 × 300
    const limit = limitOf(n);
    expect(uniformInt(ofWholes([12_345]), n)).toEqual({ value: 12_345, floatsUsed: 1 });
    expect(uniformInt(ofWholes([n + 7]), n)).toEqual({ value: 7, floatsUsed: 1 });
    expect(uniformInt(ofWholes([limit - 1]), n)).toEqual({ value: n - 1, floatsUsed: 1 });
    expect(uniformInt(ofWholes([limit, TWO_32 - 1, 5]), n)).toEqual({ value: 5, floatsUsed: 3 });
  });
});

describe('fireFishShot', () => {
  const shot = (speciesId: TFishSpeciesId, bulletCostMinor = 100): TFishShot => ({
    speciesId,
    bulletCostMinor,
  });

  it.each<[TFishShot, number, boolean, number]>([
    [shot('clownfish'), 0, true, 200],
    [shot('clownfish'), 95, true, 200], // u = 95 < 96 kills
    [shot('clownfish'), 96, false, 0],
    [shot('clownfish'), 200 + 50, true, 200], // 250 mod 200 = 50
    [shot('golden-dragon', 1_000), 95, true, 300_000],
    [shot('golden-dragon', 1_000), 29_999, false, 0],
    [shot('shark', 5), 8_000 * 3 + 10, true, 400],
  ])('%o with k = %i: killed %s, wins %i', (s, k, killed, winMinor) => {
    expect(fireFishShot(ofWholes([k]), s)).toEqual({
      ...s,
      killed,
      winMinor,
      houseMinor: s.bulletCostMinor - winMinor,
      floatsUsed: 1,
    });
  });

  it.each<[string, TFishShot]>([
    ['an unknown species', { speciesId: 'kraken' as TFishSpeciesId, bulletCostMinor: 100 }],
    ['a cost not on the list', shot('ray', 3)],
    ['a zero cost', shot('ray', 0)],
    ['a fractional cost', shot('ray', 1.5)],
    ['a cost above the largest', shot('ray', 2_000_000)],
  ])('throws a RangeError for %s', (_, s) => {
    expect(() => fireFishShot(ofWholes([0]), s)).toThrow(RangeError);
  });

  it('names the allowed bullet costs when refusing one', () => {
    expect(() => fireFishShot(ofWholes([0]), shot('ray', 3))).toThrow(
      new RangeError(
        'a bullet costs one of 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000, 20000, 50000, 100000, 1000000 minor units, got 3',
      ),
    );
  });

  it('documents whole, rising bullet costs from 1 to 10^6', () => {
    expect(FISH_BULLET_COSTS[0]).toBe(1);
    expect(FISH_BULLET_COSTS.at(-1)).toBe(1_000_000);
    FISH_BULLET_COSTS.slice(1).forEach((c, i) => expect(c).toBeGreaterThan(FISH_BULLET_COSTS[i]!));
  });
});
