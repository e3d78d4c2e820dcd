import { z } from 'zod';
import { ZAdminBrandQuery } from './admin-agents.ts';
import { ZAdminReasonBody } from './admin-engagement.ts';
import { DRAW_STATUSES, LOTTERY_PRODUCTS, VN_REGIONS, ZDrawResult, ZTicketView } from './lottery.ts';
import { toMinor, ZAmount } from './money.ts';

/**
 * The house lottery's back office (issue 18): a brand's games (schedule, odds, limits, how results
 * come), their draws with ticket totals, the liability per number of a draw, voiding, official
 * results entered by one operator and approved by another, and a member's tickets. Every call names
 * the brand (`?brand=`); an id of another brand answers NOT_FOUND.
 */
export const ADMIN_LOTTERY_API = {
  /** A brand's lottery games, disabled ones too. */
  games: '/admin/api/lottery/games',
  /** One game's edit (PUT): schedule, odds, stakes, liability cap, result mode, enabled. */
  game: '/admin/api/lottery/games/:id',
  /** A game's draws, newest first, paged, each with its tickets' count and totals. */
  draws: '/admin/api/lottery/games/:id/draws',
  /** A draw's liability per number (lottery_exposure), largest first, against the game's cap. */
  exposure: '/admin/api/lottery/draws/:id/exposure',
  /** Voids a draw not yet settled (POST); the draw job refunds its tickets. */
  drawVoid: '/admin/api/lottery/draws/:id/void',
  /** Official results of a closed draw of an ENTERED game (POST): a pending entry for a second operator. */
  drawResults: '/admin/api/lottery/draws/:id/results',
  /** Entered results, pending first by default (GET). */
  results: '/admin/api/lottery/results',
  /** Closed draws of ENTERED games past their draw time with no pending entry: what awaits results. */
  awaitingResults: '/admin/api/lottery/results/awaiting',
  /** Approves (the draw takes the result) or rejects an entry (POST); never by the operator who entered it. */
  resultDecide: '/admin/api/lottery/results/:id/decide',
  /** A member's tickets by account, newest first, paged. */
  tickets: '/admin/api/lottery/tickets',
} as const;

export const LOTTERY_RESULT_MODES = ['DRAWN', 'ENTERED'] as const;
export type TLotteryResultMode = (typeof LOTTERY_RESULT_MODES)[number];
export const LOTTERY_ENTRY_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type TLotteryEntryStatus = (typeof LOTTERY_ENTRY_STATUSES)[number];

/** The most and least a game's odds may pay, as multipliers of the stake. */
export const LOTTERY_ODDS_ABOVE = 1;
export const LOTTERY_ODDS_MAX = 100_000;

const ZPage = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};
const ZReason = ZAdminReasonBody.shape.reason;

export const ZAdminLotteryGame = z.object({
  id: z.number().int(),
  code: z.string(),
  product: z.enum(LOTTERY_PRODUCTS),
  region: z.enum(VN_REGIONS).nullable(),
  /** The name in English (else the code); `names` holds every language the game has. */
  name: z.string(),
  names: z.record(z.string(), z.string().optional()),
  /** Vietnam lottery: weekdays (0 Sunday … 6 Saturday) and local time (HH:MM) of the draw. */
  weekdays: z.array(z.number().int()).nullable(),
  drawTime: z.string().nullable(),
  timeZone: z.string(),
  /** E-lottery: seconds between draws. */
  intervalSeconds: z.number().int().nullable(),
  closeBeforeSeconds: z.number().int(),
  resultMode: z.enum(LOTTERY_RESULT_MODES),
  /** What the game pays per bet type or `market:selection`: the brand's own odds over the engine's. */
  odds: z.record(z.string(), z.number()),
  /** The engine's odds, for the same keys. */
  defaultOdds: z.record(z.string(), z.number()),
  /** Stakes per line and the most the brand may lose on one number of one draw, in major units. */
  minStake: z.number(),
  maxStake: z.number(),
  liabilityCap: z.number(),
  enabled: z.boolean(),
});
export type TAdminLotteryGame = z.infer<typeof ZAdminLotteryGame>;
export const ZAdminLotteryGameList = z.object({
  currency: z.string(),
  decimals: z.number().int(),
  items: z.array(ZAdminLotteryGame),
});
export type TAdminLotteryGameList = z.infer<typeof ZAdminLotteryGameList>;

/** Odds as multipliers: above 1.000×, in thousandths (how they are kept). */
export const ZLotteryOdds = z
  .number()
  .gt(LOTTERY_ODDS_ABOVE)
  .max(LOTTERY_ODDS_MAX)
  .refine((v) => toMinor(v, 3) !== null, { message: 'At most three decimals.' });

/**
 * A game's edit. The schedule fields are the product's (weekdays and draw time for the Vietnam
 * lottery, none for the e-lottery, whose interval numbers its draws and so stays as seeded); odds
 * name the game's own keys, and one equal to the engine's is not kept (the game follows the engine).
 */
export const ZAdminLotteryGameUpdate = z
  .object({
    weekdays: z
      .array(z.number().int().min(0).max(6))
      .min(1)
      .max(7)
      .refine((days) => new Set(days).size === days.length, { message: 'A weekday twice.' })
      .optional(),
    drawTime: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM')
      .optional(),
    /** Betting closes this long before the draw (below the e-lottery's interval, checked by the server). */
    closeBeforeSeconds: z.number().int().min(0).max(86_399),
    resultMode: z.enum(LOTTERY_RESULT_MODES),
    odds: z.record(z.string().regex(/^[A-Z0-9_]{1,16}(:[A-Z]{1,8})?$/), ZLotteryOdds),
    minStake: ZAmount,
    maxStake: ZAmount,
    liabilityCap: ZAmount,
    enabled: z.boolean(),
    reason: ZReason,
  })
  .strict()
  .refine((g) => g.maxStake >= g.minStake, {
    message: 'The most a line may stake is below the least.',
    path: ['maxStake'],
  });
export type TAdminLotteryGameUpdate = z.infer<typeof ZAdminLotteryGameUpdate>;

export const ZAdminLotteryDrawsQuery = ZAdminBrandQuery.extend({
  status: z.enum(DRAW_STATUSES).optional(),
  ...ZPage,
});

export const ZAdminLotteryDraw = z.object({
  id: z.number().int(),
  drawKey: z.string(),
  status: z.enum(DRAW_STATUSES),
  opensAt: z.string(),
  closesAt: z.string(),
  drawAt: z.string(),
  seedHash: z.string(),
  /** The seed once betting has closed; null while it is open, for operators too. */
  seed: z.string().nullable(),
  result: ZDrawResult.nullable(),
  resultSource: z.enum(LOTTERY_RESULT_MODES).nullable(),
  drawnAt: z.string().nullable(),
  settledAt: z.string().nullable(),
  voidReason: z.string().nullable(),
  /** Its tickets, what they staked, and what they won (a void's refunds not counted). */
  tickets: z.number().int(),
  stakes: z.number(),
  wins: z.number(),
});
export type TAdminLotteryDraw = z.infer<typeof ZAdminLotteryDraw>;
export const ZAdminLotteryDrawPage = z.object({
  currency: z.string(),
  game: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  items: z.array(ZAdminLotteryDraw),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type TAdminLotteryDrawPage = z.infer<typeof ZAdminLotteryDrawPage>;

export const ZAdminLotteryExposureQuery = ZAdminBrandQuery.extend({
  page: ZPage.page,
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export const ZAdminLotteryExposure = z.object({
  currency: z.string(),
  drawId: z.number().int(),
  gameCode: z.string(),
  drawKey: z.string(),
  status: z.enum(DRAW_STATUSES),
  /** The game's cap on one number: a bet that would take a number above it is refused. */
  cap: z.number(),
  /** Per key (`DE:05`, `LO2:27`, `SUM:BIG`): the most the brand could lose on it. */
  items: z.array(z.object({ key: z.string(), liability: z.number() })),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type TAdminLotteryExposure = z.infer<typeof ZAdminLotteryExposure>;

/**
 * Official results as an operator types them: a Vietnam sheet's prizes (the region is the game's)
 * or the e-lottery's balls. The server checks the sheet against the region's prize table.
 */
export const ZAdminLotterySheet = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('VN'),
    prizes: z
      .array(
        z.object({
          code: z.string().regex(/^(DB|G[1-8])$/),
          numbers: z.array(z.string().regex(/^\d{1,6}$/)).max(10),
        }),
      )
      .max(9),
  }),
  z.object({ kind: z.literal('ELOTT'), balls: z.array(z.number().int().min(0).max(9)).max(10) }),
]);
export type TAdminLotterySheet = z.infer<typeof ZAdminLotterySheet>;
export const ZAdminLotteryResultEnter = z.object({ result: ZAdminLotterySheet, reason: ZReason }).strict();
export type TAdminLotteryResultEnter = z.infer<typeof ZAdminLotteryResultEnter>;

/** What a draw's sheet asks for: each prize's count of numbers and their digits, or the balls. */
export const ZLotterySheetTemplate = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('VN'),
    prizes: z.array(z.object({ code: z.string(), count: z.number().int(), digits: z.number().int() })),
  }),
  z.object({ kind: z.literal('ELOTT'), balls: z.number().int() }),
]);
export type TLotterySheetTemplate = z.infer<typeof ZLotterySheetTemplate>;

/** The draw an entry or an awaiting sheet is for. */
const ZDrawOf = {
  drawId: z.number().int(),
  gameCode: z.string(),
  gameName: z.string(),
  product: z.enum(LOTTERY_PRODUCTS),
  region: z.enum(VN_REGIONS).nullable(),
  drawKey: z.string(),
  drawAt: z.string(),
};

export const ZAdminLotteryAwaiting = z.object({
  items: z.array(
    z.object({
      ...ZDrawOf,
      /** When the draw job voids it (every ticket refunded) if no result is approved by then. */
      voidsAt: z.string(),
      sheet: ZLotterySheetTemplate,
    }),
  ),
});
export type TAdminLotteryAwaiting = z.infer<typeof ZAdminLotteryAwaiting>;

export const ZAdminLotteryResultsQuery = ZAdminBrandQuery.extend({
  status: z.enum(LOTTERY_ENTRY_STATUSES).default('PENDING'),
  ...ZPage,
});
export const ZAdminLotteryResultEntry = z.object({
  id: z.number().int(),
  ...ZDrawOf,
  /** The draw's state now: an entry of a draw no longer CLOSED (voided) can only be rejected. */
  drawStatus: z.enum(DRAW_STATUSES),
  result: ZDrawResult,
  status: z.enum(LOTTERY_ENTRY_STATUSES),
  enteredBy: z.string(),
  /** The maker's reason (the checker's is in the audit). */
  reason: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TAdminLotteryResultEntry = z.infer<typeof ZAdminLotteryResultEntry>;
export const ZAdminLotteryResultPage = z.object({
  items: z.array(ZAdminLotteryResultEntry),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type TAdminLotteryResultPage = z.infer<typeof ZAdminLotteryResultPage>;
export const ZAdminLotteryResultDecide = z
  .object({ decision: z.enum(['APPROVE', 'REJECT']), reason: ZReason })
  .strict();
export type TAdminLotteryResultDecide = z.infer<typeof ZAdminLotteryResultDecide>;

export const ZAdminLotteryTicketsQuery = ZAdminBrandQuery.extend({
  account: z.string().trim().min(1).max(32),
  ...ZPage,
});
export const ZAdminLotteryTicketPage = z.object({
  currency: z.string(),
  account: z.string(),
  items: z.array(ZTicketView),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type TAdminLotteryTicketPage = z.infer<typeof ZAdminLotteryTicketPage>;
