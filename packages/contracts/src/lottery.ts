import { z } from 'zod';

/**
 * The house lottery (issue 18): the Vietnam lottery (xổ số, three regions) and the fast handicap
 * e-lottery, our own draw engine. Its pages are the house vendor's, served by the server and shown
 * in the /vnlottery (Vietnam lottery) or /game (e-lottery) frame; they call the `/house/api/lottery`
 * routes with the launch token of their page's URL, as the slot does. The latest numbers and the
 * Vietnam lottery's launch are the player site's own calls (spec §7, §3). Its paths, LOTTERY_API,
 * are in paths.ts, which the player site reads without zod.
 */

export const LOTTERY_PRODUCTS = ['VN', 'ELOTT'] as const;
export type TLotteryProduct = (typeof LOTTERY_PRODUCTS)[number];
export const VN_REGIONS = ['NORTH', 'CENTRAL', 'SOUTH'] as const;
export type TVnRegion = (typeof VN_REGIONS)[number];

/** The Vietnam lottery's bet types (lô, đề, 3 càng, xiên, đầu/đuôi). */
export const VN_BET_TYPES = [
  'LO2',
  'LO3',
  'DE',
  'BA_CANG',
  'XIEN2',
  'XIEN3',
  'XIEN4',
  'DAU',
  'DUOI',
] as const;
export type TVnBetType = (typeof VN_BET_TYPES)[number];

/** The e-lottery's handicap markets: per ball, on the sum, dragon against tiger. */
export const ELOTT_MARKETS = [
  'BALL_1',
  'BALL_2',
  'BALL_3',
  'BALL_4',
  'BALL_5',
  'SUM',
  'DRAGON_TIGER',
] as const;
export type TElottMarket = (typeof ELOTT_MARKETS)[number];
export const ELOTT_SELECTIONS = ['BIG', 'SMALL', 'ODD', 'EVEN', 'DRAGON', 'TIGER', 'TIE'] as const;
export type TElottSelection = (typeof ELOTT_SELECTIONS)[number];

/** A draw's life: betting open, closed for betting, numbers drawn, tickets paid; or voided. */
export const DRAW_STATUSES = ['OPEN', 'CLOSED', 'DRAWN', 'SETTLED', 'VOID'] as const;
export type TDrawStatus = (typeof DRAW_STATUSES)[number];
export const TICKET_STATUSES = ['OPEN', 'WON', 'LOST', 'VOID'] as const;
export type TTicketStatus = (typeof TICKET_STATUSES)[number];

/** A draw's result: the Vietnam lottery's prizes in their published order, or the e-lottery's balls. */
export const ZDrawResult = z.union([
  z.object({
    kind: z.literal('VN'),
    region: z.enum(VN_REGIONS),
    /** Prize codes DB (the special prize), G1 … G8, each with its numbers as digit strings. */
    prizes: z.array(z.object({ code: z.string(), numbers: z.array(z.string()) })),
  }),
  z.object({ kind: z.literal('ELOTT'), balls: z.array(z.number().int().min(0).max(9)) }),
]);
export type TDrawResult = z.infer<typeof ZDrawResult>;

export const ZDrawView = z.object({
  id: z.number().int(),
  gameCode: z.string(),
  /** The draw's name within its game: the Vietnam date (`2026-12-03`) or the e-lottery's number. */
  drawKey: z.string(),
  status: z.enum(DRAW_STATUSES),
  opensAt: z.string(),
  closesAt: z.string(),
  drawAt: z.string(),
  /** hex SHA-256 of the seed's text: published when betting opens. */
  seedHash: z.string(),
  /** The seed itself, once betting has closed; null before. */
  seed: z.string().nullable(),
  /** DRAWN by our engine from the seed, or ENTERED (official results, two operators). */
  resultSource: z.enum(['DRAWN', 'ENTERED']).nullable(),
  result: ZDrawResult.nullable(),
});
export type TDrawView = z.infer<typeof ZDrawView>;

export const ZLotteryGame = z.object({
  code: z.string(),
  product: z.enum(LOTTERY_PRODUCTS),
  region: z.enum(VN_REGIONS).nullable(),
  /** The game's name in the page's language (the province's for the Vietnam lottery). */
  name: z.string(),
  /** Stakes per line, in major units. */
  minStake: z.number(),
  maxStake: z.number(),
  /** Odds per bet type or market selection (`LO2`, `SUM:BIG`), as multipliers of the stake. */
  odds: z.record(z.string(), z.number()),
  /** The draw now open for betting, or the next one. */
  draw: ZDrawView.nullable(),
});
export type TLotteryGame = z.infer<typeof ZLotteryGame>;

export const ZLotteryGames = z.object({
  currency: z.string(),
  decimals: z.number().int(),
  balance: z.number(),
  games: z.array(ZLotteryGame),
});
export type TLotteryGames = z.infer<typeof ZLotteryGames>;

const ZDigits = z.string().regex(/^\d{1,3}$/, 'digits');

/** One ticket: a Vietnam lottery line or an e-lottery selection on an open draw. */
export const ZPlaceTicket = z.object({
  drawId: z.number().int().positive().max(2_147_483_647),
  /** A Vietnam bet type, or an e-lottery market. */
  betType: z.enum([...VN_BET_TYPES, ...ELOTT_MARKETS]),
  /** The chosen numbers (Vietnam lottery) or one selection (e-lottery). */
  numbers: z
    .array(z.union([ZDigits, z.enum(ELOTT_SELECTIONS)]))
    .min(1)
    .max(4),
  /** In major units. */
  stake: z.number().positive().max(1e9),
  requestId: z.string().uuid(),
});
export type TPlaceTicket = z.infer<typeof ZPlaceTicket>;

export const ZTicketView = z.object({
  id: z.number().int(),
  drawId: z.number().int(),
  gameCode: z.string(),
  drawKey: z.string(),
  betType: z.string(),
  numbers: z.array(z.string()),
  stake: z.number(),
  odds: z.number(),
  status: z.enum(TICKET_STATUSES),
  /** What the ticket paid (0 for a loss; the stake back for a void), once settled. */
  win: z.number().nullable(),
  hits: z.number().int().nullable(),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
});
export type TTicketView = z.infer<typeof ZTicketView>;

export const ZPlaceTicketResult = z.object({ ticket: ZTicketView, balance: z.number() });
export const ZTicketPage = z.object({ items: z.array(ZTicketView), total: z.number().int() });

export const ZResultsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const ZResultsPage = z.object({ items: z.array(ZDrawView), total: z.number().int() });
export const ZLotteryCodeParams = z.object({ code: z.string().regex(/^[A-Z0-9-]{2,32}$/) });
export const ZDrawIdParams = z.object({ drawId: z.coerce.number().int().positive().max(2_147_483_647) });

/** Latest numbers for the home page: each game's newest drawn result. */
export const ZLatestNumbers = z.array(
  z.object({
    gameCode: z.string(),
    name: z.string(),
    drawKey: z.string(),
    drawAt: z.string(),
    /** The headline numbers: the special prize (Vietnam lottery) or the balls (e-lottery). */
    numbers: z.array(z.string()),
  }),
);
export type TLatestNumbers = z.infer<typeof ZLatestNumbers>;

/** Spec §3: the Vietnam lottery launch payload. */
export const ZVnLaunchRequest = z.object({
  device: z.string().max(32).optional(),
  lottoArea: z.literal('VN'),
  lottoPrizeMode: z.literal('Elott'),
  launchMode: z.literal('LOTT'),
  language: z.string().max(8).optional(),
  lottoView: z.enum(['lobby', 'betting']).default('lobby'),
  lottoGameCode: z
    .string()
    .regex(/^[A-Z0-9-]{2,32}$/)
    .optional(),
});
export type TVnLaunchRequest = z.input<typeof ZVnLaunchRequest>;
export const ZVnLaunchResult = z.object({ gameUrl: z.string() });
