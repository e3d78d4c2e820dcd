import { z } from 'zod';

/**
 * The house's live tables (issue 19): baccarat and roulette with shared rounds. Every player at a
 * table bets on the same round under one countdown; the round's result is drawn by the table's
 * leader process from a committed seed and pushed to every player's socket, on any process.
 * The calls carry the launch token (`Authorization`), as the slot's do.
 */
export const HOUSE_TABLES_API = {
  /** game_url `${page}?lang=EN#token=…` (free play: `&fun=1`). */
  baccaratPage: '/house/baccarat/',
  roulettePage: '/house/roulette/',
  bingoPage: '/house/bingo/',
  /** The launched game's tables, each with its round and latest results. */
  tables: '/house/api/tables',
  /** One table as the player sees it: round, own bets, balance, results, limits. */
  table: '/house/api/tables/:tableId',
  /** POST: bets on the open round. */
  bet: '/house/api/tables/:tableId/bets',
  /** GET WebSocket `?token=…`: pushes TTableEvent for the table. */
  socket: '/house/api/tables/:tableId/socket',
  /** The player's own settled bets at the launched game's tables. */
  history: '/house/api/tables/history',
  /** Public: a round's seeds, the server seed once its epoch is over. */
  roundProof: '/house/api/table-rounds/:roundId',
} as const;

/** Spins of one roulette seed epoch: its server seed is revealed after the last of them. */
export const ROULETTE_EPOCH_SPINS = 100;

export const TABLE_GAMES = ['BACCARAT', 'ROULETTE', 'BINGO'] as const;
export type TTableGame = (typeof TABLE_GAMES)[number];

export const BACCARAT_SPOTS = ['PLAYER', 'BANKER', 'TIE', 'PLAYER_PAIR', 'BANKER_PAIR'] as const;
export const ROULETTE_SPOT_KINDS = [
  'STRAIGHT',
  'SPLIT',
  'STREET',
  'CORNER',
  'SIX_LINE',
  'DOZEN',
  'COLUMN',
  'RED',
  'BLACK',
  'ODD',
  'EVEN',
  'LOW',
  'HIGH',
] as const;

/** Bingo's one spot: a card, bought at the table's card price (its CARD limit's minimum). */
export const BINGO_SPOTS = ['CARD'] as const;
export const BINGO_PATTERNS = ['LINE', 'FOUR_CORNERS', 'FULL_HOUSE'] as const;

/**
 * One chip stack on the layout. Baccarat: kind only. Roulette: inside bets name their numbers,
 * dozens and columns their index (1–3); the engine checks that the numbers form the bet.
 */
export const ZTableSpot = z.object({
  kind: z.enum([...BACCARAT_SPOTS, ...ROULETTE_SPOT_KINDS, ...BINGO_SPOTS]),
  numbers: z.array(z.number().int().min(0).max(36)).min(1).max(6).optional(),
  index: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
});
export type TTableSpot = z.infer<typeof ZTableSpot>;

export const ZTableStake = ZTableSpot.extend({ amount: z.number().positive().max(1_000_000_000) });
export type TTableStake = z.infer<typeof ZTableStake>;

export const ZTableBetRequest = z.object({
  roundId: z.string().uuid(),
  stakes: z.array(ZTableStake).min(1).max(40),
  /** A retried request answers the first placement. */
  requestId: z.string().uuid(),
});
export type TTableBetRequest = z.infer<typeof ZTableBetRequest>;

export const ZCard = z.object({ rank: z.number().int().min(1).max(13), suit: z.enum(['S', 'H', 'D', 'C']) });
export type TCardView = z.infer<typeof ZCard>;

export const ZBaccaratResult = z.object({
  game: z.literal('BACCARAT'),
  player: z.array(ZCard),
  banker: z.array(ZCard),
  playerTotal: z.number().int(),
  bankerTotal: z.number().int(),
  winner: z.enum(['PLAYER', 'BANKER', 'TIE']),
  playerPair: z.boolean(),
  bankerPair: z.boolean(),
  /** The hand's place in its shoe (1 = the first hand); a new shoe restarts the roads. */
  shoe: z.number().int(),
  hand: z.number().int(),
});
export const ZRouletteResult = z.object({
  game: z.literal('ROULETTE'),
  number: z.number().int().min(0).max(36),
  colour: z.enum(['RED', 'BLACK', 'GREEN']),
});
/**
 * A bingo round: the order of all 75 balls (decided at the close), how many cards were in play,
 * the ball after which nothing more could pay (the page calls the balls up to it), what was won
 * (masked players, at most BINGO_RESULT_WINS, the earliest first) and how each pot was shared.
 */
export const ZBingoResult = z.object({
  game: z.literal('BINGO'),
  balls: z.array(z.number().int().min(1).max(75)).length(75),
  cards: z.number().int(),
  lastBall: z.number().int().min(1).max(75),
  wins: z.array(
    z.object({
      player: z.string(),
      pattern: z.enum(BINGO_PATTERNS),
      ball: z.number().int(),
      /** Major units the card won on the pattern (a pot's share included). */
      win: z.number(),
    }),
  ),
  pots: z.array(
    z.object({
      pattern: z.enum(BINGO_PATTERNS),
      pot: z.number(),
      firstBall: z.number().int(),
      winners: z.number().int(),
      share: z.number(),
      /** Free play's cards share a pot of their own demo chips, apart from the members'. */
      freePlay: z.boolean().optional(),
    }),
  ),
});
export type TBingoResultView = z.infer<typeof ZBingoResult>;
/** Wins a bingo result lists at most. */
export const BINGO_RESULT_WINS = 40;

export const ZTableResult = z.discriminatedUnion('game', [ZBaccaratResult, ZRouletteResult, ZBingoResult]);
export type TTableResult = z.infer<typeof ZTableResult>;
export type TBaccaratResultView = z.infer<typeof ZBaccaratResult>;

/** A round: BETTING until closesAt, then RESULT (drawn and paid) until the next round opens at nextAt. */
export const ZTableRound = z.object({
  id: z.string(),
  number: z.number().int(),
  phase: z.enum(['BETTING', 'RESULT']),
  opensAt: z.string(),
  closesAt: z.string(),
  nextAt: z.string(),
  /** SHA-256 of the epoch's server seed, committed before its first round. */
  serverSeedHash: z.string(),
  result: ZTableResult.nullable(),
  /** Players with bets in it and their total stake, major units. */
  players: z.number().int(),
  staked: z.number(),
});
export type TTableRound = z.infer<typeof ZTableRound>;

/** Minimum and maximum stake per spot kind in one round, major units. */
export const ZTableLimits = z.record(z.string(), z.object({ min: z.number(), max: z.number() }));

export const ZTableSummary = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  game: z.enum(TABLE_GAMES),
  round: ZTableRound.nullable(),
  /** The latest results, newest last (the baccarat roads are drawn from them). */
  results: z.array(ZTableResult),
  limits: ZTableLimits,
  /** Chip values the table offers, major units. */
  chips: z.array(z.number()),
});
export type TTableSummary = z.infer<typeof ZTableSummary>;

export const ZPlacedStake = ZTableStake.extend({
  returned: z.number().nullable(),
  /** Bingo: the card bought, 25 cells row by row (the free centre 0), dealt at purchase. */
  card: z.array(z.number().int().min(0).max(75)).length(25).optional(),
});
export type TPlacedStake = z.infer<typeof ZPlacedStake>;

export const ZTableState = z.object({
  gameName: z.string(),
  currency: z.string(),
  decimals: z.number().int(),
  freePlay: z.boolean(),
  balance: z.number(),
  rtp: z.number(),
  table: ZTableSummary,
  /** The player's stakes on the current round. */
  myStakes: z.array(ZPlacedStake),
  serverTime: z.string(),
});
export type TTableState = z.infer<typeof ZTableState>;

export const ZTableList = z.object({ gameName: z.string(), tables: z.array(ZTableSummary) });
export type TTableList = z.infer<typeof ZTableList>;

export const ZTableBetResult = z.object({
  balance: z.number(),
  myStakes: z.array(ZPlacedStake),
});
export type TTableBetResult = z.infer<typeof ZTableBetResult>;

/** What a table's socket pushes. `bet` is another player's (or the player's own) placement. */
export const ZTableEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('round'), tableId: z.number().int(), round: ZTableRound }),
  z.object({
    type: z.literal('bet'),
    tableId: z.number().int(),
    roundId: z.string(),
    /** A display name (the account masked), never the account itself. */
    player: z.string(),
    stakes: z.array(ZTableStake),
    players: z.number().int(),
    staked: z.number(),
  }),
  z.object({
    type: z.literal('settled'),
    tableId: z.number().int(),
    roundId: z.string(),
    /** The player's own return on the round (0: lost or no bet) and balance after it. */
    returned: z.number(),
    balance: z.number(),
  }),
]);
export type TTableEvent = z.infer<typeof ZTableEvent>;

export const ZTableHistoryQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export const ZTableHistoryItem = z.object({
  roundId: z.string(),
  tableName: z.string(),
  number: z.number().int(),
  at: z.string(),
  stakes: z.array(ZPlacedStake),
  staked: z.number(),
  returned: z.number(),
  result: ZTableResult,
});
export const ZTableHistory = z.object({ items: z.array(ZTableHistoryItem), total: z.number().int() });
export type TTableHistory = z.infer<typeof ZTableHistory>;

export const ZTableRoundProof = z.object({
  roundId: z.string(),
  game: z.enum(TABLE_GAMES),
  number: z.number().int(),
  serverSeedHash: z.string(),
  /** The epoch's public client seed (the table's code and epoch) and this round's nonce. */
  clientSeed: z.string(),
  nonce: z.number().int(),
  /** Baccarat: the hand's index in its shoe (0 = first hand). */
  handIndex: z.number().int().nullable(),
  /**
   * Bingo: every card in play, each dealt from the seeds with the client seed
   * `${clientSeed}:${key}` (key = the purchase's request id and the card's place in it).
   */
  cards: z
    .array(z.object({ player: z.string(), key: z.string(), card: z.array(z.number().int()) }))
    .optional(),
  serverSeed: z.string().nullable(),
  result: ZTableResult.nullable(),
});
export type TTableRoundProof = z.infer<typeof ZTableRoundProof>;

/** What the socket sends: `ready` once it has joined the table (events from then on reach it), then events. */
export const ZTableSocketMessage = z.union([z.object({ type: z.literal('ready') }), ZTableEvent]);
export type TTableSocketMessage = z.infer<typeof ZTableSocketMessage>;
