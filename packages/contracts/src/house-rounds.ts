import { z } from 'zod';
import { ZFairSeeds } from './house.ts';

/**
 * The house's single-player games besides the slot (issue 19): keno and the fishing shooter. Each
 * ticket and each shot is one provably fair round on the player's seed pair (the slot's: one pair
 * and one nonce sequence for all the house's single-player games), paid through the seamless wallet.
 * The calls carry the launch token (`Authorization`), as the slot's do; the seed calls
 * (HOUSE_API.clientSeed, rotateSeed, roundProof) serve every game.
 */
export const HOUSE_ROUNDS_API = {
  /** game_url `${page}?lang=EN#token=…` (free play: `&fun=1`). */
  kenoPage: '/house/keno/',
  fishPage: '/house/fish/',
  kenoState: '/house/api/keno/state',
  kenoPlay: '/house/api/keno/play',
  kenoRounds: '/house/api/keno/rounds',
  fishState: '/house/api/fish/state',
  fishShot: '/house/api/fish/shot',
  fishShots: '/house/api/fish/shots',
} as const;

/** The part of every house game's state about money and fairness. Amounts in major units. */
const ZHouseGameState = z.object({
  gameName: z.string(),
  currency: z.string(),
  decimals: z.number().int(),
  /** Free play: a demo balance that is not money. */
  freePlay: z.boolean(),
  balance: z.number(),
  seeds: ZFairSeeds,
});

/** A round's proof, as every house round carries it. */
const ZRoundSeeds = z.object({
  roundId: z.string(),
  at: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  /** Present once the seed pair was rotated. */
  serverSeed: z.string().nullable(),
});

export const ZHouseRoundsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});

/* ------------------------------------------------------------------------------------- keno */

export const KENO_BOARD = { numbers: 80, drawn: 20, maxPicks: 10 } as const;

export const ZKenoState = ZHouseGameState.extend({
  /** Stakes a ticket may carry, smallest first. */
  stakeLevels: z.array(z.number()),
  /** Multipliers (the stake included) by pick count, then by hits: paytable['5'][4] = 16. */
  paytable: z.record(z.string(), z.array(z.number())),
  /** The exact return to player of each pick count. */
  rtp: z.record(z.string(), z.number()),
});
export type TKenoState = z.infer<typeof ZKenoState>;

/** A ticket: 1–10 distinct numbers of 1…80. requestId makes a retried ticket answer the first round. */
export const ZKenoPlayRequest = z.object({
  picks: z
    .array(z.number().int().min(1).max(KENO_BOARD.numbers))
    .min(1)
    .max(KENO_BOARD.maxPicks)
    .refine((p) => new Set(p).size === p.length, 'each number once'),
  stake: z.number().positive().max(1_000_000),
  requestId: z.string().uuid(),
});
export type TKenoPlayRequest = z.infer<typeof ZKenoPlayRequest>;

export const ZKenoRound = ZRoundSeeds.extend({
  stake: z.number(),
  win: z.number(),
  picks: z.array(z.number().int()),
  /** The 20 numbers in the order they came out. */
  drawn: z.array(z.number().int()),
  hits: z.array(z.number().int()),
  multiplier: z.number(),
});
export type TKenoRound = z.infer<typeof ZKenoRound>;

export const ZKenoPlayResult = z.object({ round: ZKenoRound, balance: z.number(), seeds: ZFairSeeds });
export type TKenoPlayResult = z.infer<typeof ZKenoPlayResult>;
export const ZKenoRounds = z.object({ items: z.array(ZKenoRound), total: z.number().int() });

/* ------------------------------------------------------------------------------------- fish */

export const FISH_SPECIES_IDS = [
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
] as const;
export type TFishSpeciesCode = (typeof FISH_SPECIES_IDS)[number];

export const ZFishState = ZHouseGameState.extend({
  /** Bullet costs the cannon offers, smallest first: a bullet's cost is its shot's stake. */
  bulletCosts: z.array(z.number()),
  /** The sea's fish: what a kill pays (× the bullet cost), drawn length and speed for the page. */
  species: z.array(
    z.object({
      id: z.enum(FISH_SPECIES_IDS),
      multiplier: z.number().int(),
      sizePx: z.number(),
      speedPxPerS: z.number(),
    }),
  ),
  /** Every shot's declared return to player, whatever the fish and the cost. */
  rtp: z.number(),
});
export type TFishState = z.infer<typeof ZFishState>;

/** A bullet that hit a fish of a species (the page decides the hit; the server decides the kill). */
export const ZFishShotRequest = z.object({
  speciesId: z.enum(FISH_SPECIES_IDS),
  bulletCost: z.number().positive().max(1_000_000),
  requestId: z.string().uuid(),
});
export type TFishShotRequest = z.infer<typeof ZFishShotRequest>;

export const ZFishShot = ZRoundSeeds.extend({
  speciesId: z.enum(FISH_SPECIES_IDS),
  bulletCost: z.number(),
  multiplier: z.number().int(),
  killed: z.boolean(),
  win: z.number(),
});
export type TFishShot = z.infer<typeof ZFishShot>;

export const ZFishShotResult = z.object({ shot: ZFishShot, balance: z.number(), seeds: ZFairSeeds });
export type TFishShotResult = z.infer<typeof ZFishShotResult>;
export const ZFishShots = z.object({ items: z.array(ZFishShot), total: z.number().int() });
