import { z } from 'zod';

/**
 * The house vendor's own calls (DESIGN.md "Games"): its game pages are served by the server and
 * shown in the /game frame; they call these with the launch token of their game_url
 * (`Authorization: <launch token>`). The verifier is public.
 */
export const HOUSE_API = {
  /**
   * The slot's page; game_url is `${slotPage}?lang=EN#token=…` (free play: `&fun=1` in the query).
   * The launch token is in the fragment, which browsers never send to a server.
   */
  slotPage: '/house/slot/',
  /** The public verifier page: `?serverSeed=…&clientSeed=…&nonce=…&bet=…`. */
  verifyPage: '/house/verify/',
  slotState: '/house/api/slot/state',
  slotSpin: '/house/api/slot/spin',
  slotRounds: '/house/api/slot/rounds',
  clientSeed: '/house/api/fair/client-seed',
  rotateSeed: '/house/api/fair/rotate',
  /** Public: one round's seeds once its server seed is revealed (for the verifier's links). */
  roundProof: '/house/api/rounds/:roundId',
} as const;

/** The provably fair state of a player's seed pair (the server seed itself stays secret). */
export const ZFairSeeds = z.object({
  /** hex SHA-256 of the current server seed's text, shown before any round uses it. */
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The nonce the next round will use (0, 1, 2, … per seed pair). */
  nextNonce: z.number().int(),
});
export type TFairSeeds = z.infer<typeof ZFairSeeds>;

/** A client seed the player chooses: printable, 1–64 characters. */
export const ZClientSeedRequest = z.object({
  clientSeed: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[\x21-\x7e]+$/, 'printable characters without spaces'),
});

/** Rotating reveals the old server seed (so its rounds can be verified) and commits to a new one. */
export const ZRotateSeedResult = z.object({
  revealed: z.object({
    serverSeed: z.string(),
    serverSeedHash: z.string(),
    clientSeed: z.string(),
    /** Rounds played with it: nonces 0 … roundsPlayed − 1. */
    roundsPlayed: z.number().int(),
  }),
  next: ZFairSeeds,
});
export type TRotateSeedResult = z.infer<typeof ZRotateSeedResult>;

const ZCell = z.tuple([z.number().int(), z.number().int()]);

/** One spin of the reels, as the engine (@openlobby/house-games) plays it; amounts in major units. */
export const ZSlotSpin = z.object({
  stops: z.array(z.number().int()),
  /** [reel][row] symbol ids. */
  grid: z.array(z.array(z.string())),
  lineWins: z.array(
    z.object({
      line: z.number().int(),
      symbol: z.string(),
      count: z.number().int(),
      win: z.number(),
      positions: z.array(ZCell),
    }),
  ),
  scatter: z.object({ count: z.number().int(), win: z.number(), positions: z.array(ZCell) }),
  multiplier: z.number(),
  win: z.number(),
});
export type TSlotSpin = z.infer<typeof ZSlotSpin>;

/** One round: the base spin and the free spins it triggered, with the proof of its randomness. */
export const ZSlotRound = z.object({
  roundId: z.string(),
  at: z.string(),
  bet: z.number(),
  win: z.number(),
  base: ZSlotSpin,
  freeSpins: z.array(ZSlotSpin),
  freeSpinsAwarded: z.number().int(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  /** Present once the seed pair was rotated. */
  serverSeed: z.string().nullable(),
});
export type TSlotRound = z.infer<typeof ZSlotRound>;

/** GET state: what the page needs to draw itself. Amounts in major units of the brand's currency. */
export const ZSlotState = z.object({
  gameName: z.string(),
  currency: z.string(),
  decimals: z.number().int(),
  /** Free play: a demo balance that is not money. */
  freePlay: z.boolean(),
  balance: z.number(),
  /** Allowed total bets, smallest first. */
  betLevels: z.array(z.number()),
  /** The declared return to player, e.g. 0.9612. */
  rtp: z.number(),
  seeds: ZFairSeeds,
});
export type TSlotState = z.infer<typeof ZSlotState>;

/** POST spin: requestId makes a retried spin answer the first round. */
export const ZSlotSpinRequest = z.object({
  bet: z.number().positive().max(1_000_000),
  requestId: z.string().uuid(),
});
export const ZSlotSpinResult = z.object({
  round: ZSlotRound,
  balance: z.number(),
  seeds: ZFairSeeds,
});
export type TSlotSpinResult = z.infer<typeof ZSlotSpinResult>;

export const ZSlotRoundsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export const ZSlotRounds = z.object({
  items: z.array(ZSlotRound),
  total: z.number().int(),
});

/** GET round proof (public): enough to recompute the round in the verifier. */
export const ZRoundProof = z.object({
  roundId: z.string(),
  bet: z.number(),
  win: z.number(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  /** Null while the seed pair is still in use: the player must rotate it first. */
  serverSeed: z.string().nullable(),
  /** The house game the round was played in: the verifier recomputes it by this. */
  gameCode: z.string(),
  /** What the player chose, for games whose result depends on it: keno's picks, the fish shot at. */
  picks: z.array(z.number().int()).optional(),
  speciesId: z.string().optional(),
});

/* ---------------------------------------------------------------- seamless wallet (vendors → us) */

/**
 * The seamless wallet's server-to-server API for vendors whose games keep no wallet (DESIGN.md
 * "Games"). Each call is POST JSON signed `X-Wallet-Signature: t=<unix>,v1=<hex HMAC-SHA256 of
 * "t.body">` with the vendor's wallet key. Amounts are minor units as decimal strings.
 */
export const SEAMLESS_API = {
  balance: '/gw/seamless/:vendor/balance',
  debit: '/gw/seamless/:vendor/debit',
  credit: '/gw/seamless/:vendor/credit',
  rollback: '/gw/seamless/:vendor/rollback',
} as const;
export const SEAMLESS_SIGNATURE_HEADER = 'x-wallet-signature';

const ZMinorString = z.string().regex(/^\d{1,15}$/, 'minor units as a decimal string');
const ZVendorId = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[\x21-\x7e]+$/, 'printable characters');

export const ZSeamlessPlayer = z.object({
  /** The brand's code (merchant). */
  brand: z.string().min(1).max(32),
  /** The member's account name in that brand. */
  player: z.string().min(1).max(64),
  currency: z.string().regex(/^[A-Z]{3}$/),
});
const ZSeamlessRound = ZSeamlessPlayer.extend({
  txId: ZVendorId,
  roundId: ZVendorId,
  gameCode: z.string().min(1).max(64),
});
/** A stake: needs the game session token of the launch (a live one). */
export const ZSeamlessDebit = ZSeamlessRound.extend({
  amount: ZMinorString,
  sessionToken: z.string().min(16).max(128),
});
/** A round's win (0 closes a lost round); accepted after the game session ended. */
export const ZSeamlessCredit = ZSeamlessRound.extend({ amount: ZMinorString });
/** Cancels the debit `refTxId`; arriving before it, it is recorded and the late debit refused. */
export const ZSeamlessRollback = ZSeamlessRound.extend({ refTxId: ZVendorId });
export const ZSeamlessResult = z.object({
  balance: ZMinorString,
  currency: z.string(),
  /** True when this transaction id was seen before: the stored result, nothing applied now. */
  replayed: z.boolean(),
});
export type TSeamlessResult = z.infer<typeof ZSeamlessResult>;
