/**
 * A fish the page swims and the engine pays: `multiplier` times the bullet cost when a shot kills it.
 * sizePx is its drawn length and speedPxPerS how fast it crosses the 1280-pixel-wide sea; both are
 * for the page only and never touch money.
 */
export type TFishSpecies = {
  id: TFishSpeciesId;
  multiplier: number;
  sizePx: number;
  speedPxPerS: number;
};

export type TFishSpeciesId =
  | 'clownfish'
  | 'sardine'
  | 'pufferfish'
  | 'angelfish'
  | 'lionfish'
  | 'turtle'
  | 'ray'
  | 'shark'
  | 'whale'
  | 'golden-dragon';

/** The ten species from 2 × to 300 ×: the bigger the prize, the bigger and slower the fish. */
export const FISH_SPECIES: readonly TFishSpecies[] = [
  { id: 'clownfish', multiplier: 2, sizePx: 40, speedPxPerS: 180 },
  { id: 'sardine', multiplier: 3, sizePx: 48, speedPxPerS: 170 },
  { id: 'pufferfish', multiplier: 5, sizePx: 60, speedPxPerS: 140 },
  { id: 'angelfish', multiplier: 8, sizePx: 72, speedPxPerS: 130 },
  { id: 'lionfish', multiplier: 12, sizePx: 84, speedPxPerS: 115 },
  { id: 'turtle', multiplier: 20, sizePx: 110, speedPxPerS: 90 },
  { id: 'ray', multiplier: 40, sizePx: 140, speedPxPerS: 80 },
  { id: 'shark', multiplier: 80, sizePx: 200, speedPxPerS: 70 },
  { id: 'whale', multiplier: 150, sizePx: 280, speedPxPerS: 45 },
  { id: 'golden-dragon', multiplier: 300, sizePx: 320, speedPxPerS: 35 },
];

/** The species by id; throws a RangeError for an id the game has no fish of. */
export function getFishSpecies(id: string): TFishSpecies {
  const species = FISH_SPECIES.find((s) => s.id === id);
  if (species === undefined) throw new RangeError(`no fish species ${id}`);
  return species;
}

/**
 * The bullet costs a player may fire, in minor units: the cost is the shot's stake. The largest, 10^6,
 * keeps the top win (300 × 10^6) and any session's totals far below 2^53.
 */
export const FISH_BULLET_COSTS: readonly number[] = [
  1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000, 1_000_000,
];
