import { z } from 'zod';

/**
 * The house crash game's calls (issue 19): one shared round for every player of a brand's crash
 * game, on the server's clock. The page calls them with the launch token (`Authorization`); the
 * socket takes it in the query; a game's proof is public (the verifier's).
 */
export const HOUSE_CRASH_API = {
  /** game_url `${page}?lang=EN#token=…` (free play: `&fun=1`). */
  page: '/house/crash/',
  /** The game as the player sees it: the round, own bet, balance, the chain's terminal hash, past games. */
  state: '/house/api/crash',
  /** POST: a bet on the round taking bets. */
  bet: '/house/api/crash/bets',
  /** POST: cash the player's bet out at the server's multiplier now. */
  cashOut: '/house/api/crash/cash-out',
  /** GET WebSocket `?token=…`: pushes TCrashEvent. */
  socket: '/house/api/crash/socket',
  /** Public: a game's proof by its round id or its hash (the hash and point once it crashed). */
  proof: '/house/api/crash-games/:game',
} as const;

/** A multiplier as shown and paid: 1.01 … 1,000,000.00 ×, in hundredths at most. */
const ZMultiplier = z
  .number()
  .min(1.01)
  .max(1_000_000)
  .refine((x) => Math.abs(x * 100 - Math.round(x * 100)) < 1e-6, 'at most two decimals');

export const ZCrashBetRequest = z.object({
  roundId: z.string().uuid(),
  stake: z.number().positive().max(1_000_000_000),
  /** Cash out automatically when the multiplier reaches this (absent: only by hand). */
  autoCashOut: ZMultiplier.optional(),
  /** A retried request answers the first bet and moves nothing. */
  requestId: z.string().uuid(),
});
export type TCrashBetRequest = z.infer<typeof ZCrashBetRequest>;

export const ZCrashCashOutRequest = z.object({ roundId: z.string().uuid() });
export type TCrashCashOutRequest = z.infer<typeof ZCrashCashOutRequest>;

/**
 * A round: BETTING until startsAt, RUNNING (the multiplier m(t) = e^(0.00006 t) from startsAt)
 * until it crashes, then CRASHED until the next opens at nextAt. The crash point, the game's hash
 * and the times that would give the point away are null until it crashed.
 */
export const ZCrashRound = z.object({
  id: z.string(),
  /** The game's number in its chain: its hash is the chain's entry at this index. */
  number: z.number().int(),
  phase: z.enum(['BETTING', 'RUNNING', 'CRASHED']),
  opensAt: z.string(),
  startsAt: z.string(),
  crashedAt: z.string().nullable(),
  nextAt: z.string().nullable(),
  crashPoint: z.number().nullable(),
  hash: z.string().nullable(),
  /** The previous game's hash (the chain's terminal hash for game 1): SHA-256 of this game's hash. */
  previousHash: z.string(),
  players: z.number().int(),
  staked: z.number(),
});
export type TCrashRound = z.infer<typeof ZCrashRound>;

/** A bet as everyone sees it: the player's name masked, the cash-out once made. */
export const ZCrashPlayerBet = z.object({
  player: z.string(),
  stake: z.number(),
  cashedOutAt: z.number().nullable(),
  win: z.number().nullable(),
});

export const ZCrashMyBet = z.object({
  roundId: z.string(),
  stake: z.number(),
  autoCashOut: z.number().nullable(),
  cashedOutAt: z.number().nullable(),
  /** Stake × cash-out (0 once lost); null while it rides. */
  returned: z.number().nullable(),
});
export type TCrashMyBet = z.infer<typeof ZCrashMyBet>;

export const ZCrashPastGame = z.object({
  roundId: z.string(),
  number: z.number().int(),
  crashPoint: z.number(),
  hash: z.string(),
});
export type TCrashPastGame = z.infer<typeof ZCrashPastGame>;

export const ZCrashState = z.object({
  gameName: z.string(),
  currency: z.string(),
  decimals: z.number().int(),
  freePlay: z.boolean(),
  balance: z.number(),
  /** The return of every cash-out target: 0.99 (a 1 % edge). */
  rtp: z.number(),
  limits: z.object({ minStake: z.number(), maxStake: z.number(), maxCashOut: z.number() }),
  chips: z.array(z.number()),
  fairness: z.object({
    terminalHash: z.string(),
    salt: z.string(),
    chainLength: z.number().int(),
  }),
  round: ZCrashRound.nullable(),
  bets: z.array(ZCrashPlayerBet),
  myBet: ZCrashMyBet.nullable(),
  /** The latest crashed games, newest first. */
  recent: z.array(ZCrashPastGame),
  serverTime: z.string(),
});
export type TCrashState = z.infer<typeof ZCrashState>;

export const ZCrashBetResult = z.object({ balance: z.number(), myBet: ZCrashMyBet });
export type TCrashBetResult = z.infer<typeof ZCrashBetResult>;

/** What the socket pushes: round changes, others' bets and cash-outs, the player's own settlement. */
export const ZCrashEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('round'), round: ZCrashRound }),
  z.object({
    type: z.literal('bet'),
    roundId: z.string(),
    player: z.string(),
    stake: z.number(),
    players: z.number().int(),
    staked: z.number(),
  }),
  z.object({
    type: z.literal('cashout'),
    roundId: z.string(),
    player: z.string(),
    cashedOutAt: z.number(),
    win: z.number(),
  }),
  z.object({
    type: z.literal('settled'),
    roundId: z.string(),
    returned: z.number(),
    balance: z.number(),
    cashedOutAt: z.number().nullable(),
  }),
]);
export type TCrashEvent = z.infer<typeof ZCrashEvent>;
export const ZCrashSocketMessage = z.union([z.object({ type: z.literal('ready') }), ZCrashEvent]);
export type TCrashSocketMessage = z.infer<typeof ZCrashSocketMessage>;

/** A game's proof: recompute the point from the hash and salt, hash it once to reach the previous. */
export const ZCrashProof = z.object({
  roundId: z.string(),
  number: z.number().int(),
  hash: z.string().nullable(),
  previousHash: z.string(),
  crashPoint: z.number().nullable(),
  terminalHash: z.string(),
  salt: z.string(),
  chainLength: z.number().int(),
  edgeBp: z.number().int(),
  crashedAt: z.string().nullable(),
});
export type TCrashProof = z.infer<typeof ZCrashProof>;
