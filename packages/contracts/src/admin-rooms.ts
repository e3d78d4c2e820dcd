import { z } from 'zod';
import { ZAdminBrandQuery } from './admin-agents.ts';
import { ZAdminReasonBody } from './admin-engagement.ts';
import { HOLDEM_GAME_CODE } from './house-rooms.ts';
import { NIUNIU_GAME_CODE } from './house-niuniu.ts';
import { MAX_AMOUNT, ZAmount } from './money.ts';

/**
 * The card rooms' back office (issue 19, PVP): a brand's Hold'em and Niu-Niu rooms with their
 * stakes, buy-ins, rake, clocks and what they dealt and raked, a room's edit (audited; applied from
 * the next hand), its seats now (the members' accounts in full, free-play guests as such) and its
 * hands, newest first, with each seat's net and a link to the hand's public proof. Every call names
 * the brand (`?brand=`); another brand's room answers NOT_FOUND.
 */
export const ADMIN_ROOMS_API = {
  /** A brand's card rooms of both games, inactive ones too. */
  rooms: '/admin/api/rooms',
  /** One room's edit (PUT); stakes, rake and clocks apply from its next hand. */
  room: '/admin/api/rooms/:id',
  /** Who sits in a room now. */
  seats: '/admin/api/rooms/:id/seats',
  /** A room's hands, newest first, paged. */
  hands: '/admin/api/rooms/:id/hands',
} as const;

export const ROOM_GAME_CODES = [HOLDEM_GAME_CODE, NIUNIU_GAME_CODE] as const;
export type TRoomGameCode = (typeof ROOM_GAME_CODES)[number];

/** The limits of a room's edit, those of the rooms' table constraints (and a sane ceiling). */
export const ROOM_RAKE_PERCENT = { min: 0, max: 10 } as const;
export const ROOM_TURN_SECONDS = { min: 3, max: 120 } as const;
export const ROOM_PAUSE_SECONDS = { min: 0.5, max: 60 } as const;
/** A Niu-Niu seat must cover a 1 × stake lost at the best hand's ×5: its buy-in is at least 5 base bets. */
export const NIUNIU_MIN_BUY_IN_BASES = 5;

const ZPage = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};

export const ZAdminRoom = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  game: z.enum(ROOM_GAME_CODES),
  /** Seats free-play sessions with demo chips (its rake is no money of the house). */
  freePlay: z.boolean(),
  seatCount: z.number().int(),
  seated: z.number().int(),
  /** Major units; a Niu-Niu room's base bet is its big blind (the small blind the same). */
  smallBlind: z.number(),
  bigBlind: z.number(),
  minBuyIn: z.number(),
  maxBuyIn: z.number(),
  /** Of each pot (Hold'em) or each win (Niu-Niu's commission), in percent. */
  rakePercent: z.number(),
  /** The most rake one Hold'em hand pays (Niu-Niu's commission has none: 0). */
  rakeCap: z.number(),
  turnSeconds: z.number(),
  pauseSeconds: z.number(),
  /** An inactive room deals no new hands; seated players may still stand up. */
  active: z.boolean(),
  handsDealt: z.number().int(),
  /** Rake of the hands settled today (the brand's time zone) and ever; null for free play's demo chips. */
  rakeToday: z.number().nullable(),
  rakeTotal: z.number().nullable(),
});
export type TAdminRoom = z.infer<typeof ZAdminRoom>;
export const ZAdminRoomList = z.object({
  currency: z.string(),
  decimals: z.number().int(),
  items: z.array(ZAdminRoom),
});
export type TAdminRoomList = z.infer<typeof ZAdminRoomList>;

const ZRakePercent = z.number().min(ROOM_RAKE_PERCENT.min).max(ROOM_RAKE_PERCENT.max).multipleOf(0.01);
const roomEditFields = {
  name: z.string().trim().min(1).max(40),
  active: z.boolean(),
  minBuyIn: ZAmount,
  maxBuyIn: ZAmount,
  rakePercent: ZRakePercent,
  turnSeconds: z.number().int().min(ROOM_TURN_SECONDS.min).max(ROOM_TURN_SECONDS.max),
  pauseSeconds: z.number().min(ROOM_PAUSE_SECONDS.min).max(ROOM_PAUSE_SECONDS.max).multipleOf(0.1),
  reason: ZAdminReasonBody.shape.reason,
};
type TIssueAt = (path: string, message: string) => void;
const issuesOf = (ctx: z.RefinementCtx): TIssueAt => {
  return (path, message) => ctx.addIssue({ code: 'custom', path: [path], message });
};

/**
 * A Hold'em room's edit: the rules of poker_rooms' constraints — blinds above 0, the big not below
 * the small, the least buy-in not below the big blind, the most not below the least.
 */
export const ZAdminHoldemRoomUpdate = z
  .object({
    game: z.literal(HOLDEM_GAME_CODE),
    smallBlind: ZAmount,
    bigBlind: ZAmount,
    rakeCap: z.number().min(0).max(MAX_AMOUNT),
    ...roomEditFields,
  })
  .strict()
  .superRefine((v, ctx) => {
    const at = issuesOf(ctx);
    if (v.bigBlind < v.smallBlind) at('bigBlind', 'The big blind is below the small.');
    if (v.minBuyIn < v.bigBlind) at('minBuyIn', 'The least buy-in is below the big blind.');
    if (v.maxBuyIn < v.minBuyIn) at('maxBuyIn', 'The most buy-in is below the least.');
  });

/**
 * A Niu-Niu room's edit: its base bet (kept as both blinds) and a least buy-in of at least five
 * base bets (what a 1 × stake may lose), the most not below the least. No rake cap.
 */
export const ZAdminNiuniuRoomUpdate = z
  .object({ game: z.literal(NIUNIU_GAME_CODE), baseBet: ZAmount, ...roomEditFields })
  .strict()
  .superRefine((v, ctx) => {
    const at = issuesOf(ctx);
    if (v.minBuyIn < NIUNIU_MIN_BUY_IN_BASES * v.baseBet)
      at('minBuyIn', 'The least buy-in is below five base bets.');
    if (v.maxBuyIn < v.minBuyIn) at('maxBuyIn', 'The most buy-in is below the least.');
  });

/** A room's edit, by its game (the server refuses a game other than the room's), with the audit's reason. */
export const ZAdminRoomUpdate = z.discriminatedUnion('game', [
  ZAdminHoldemRoomUpdate,
  ZAdminNiuniuRoomUpdate,
]);
export type TAdminRoomUpdate = z.infer<typeof ZAdminRoomUpdate>;

const ZRoomRef = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  game: z.enum(ROOM_GAME_CODES),
});

export const ZAdminRoomSeat = z.object({
  seatNo: z.number().int(),
  /** The member's account in full; a free-play guest's label. */
  account: z.string(),
  guest: z.boolean(),
  /** Chips behind (in a Hold'em hand, what is not yet in the pot). */
  stack: z.number(),
  /** In the hand in play: what the seat has put in it (Hold'em), 0 otherwise. */
  committed: z.number(),
  inHand: z.boolean(),
  sittingOut: z.boolean(),
  /** Stands up when the hand in play ends. */
  leaving: z.boolean(),
  seatedAt: z.string(),
});
export type TAdminRoomSeat = z.infer<typeof ZAdminRoomSeat>;
export const ZAdminRoomSeats = z.object({
  currency: z.string(),
  room: ZRoomRef,
  /** The hand in play's number, or null between hands. */
  handInPlay: z.number().int().nullable(),
  items: z.array(ZAdminRoomSeat),
});
export type TAdminRoomSeats = z.infer<typeof ZAdminRoomSeats>;

export const ZAdminRoomHandsQuery = ZAdminBrandQuery.extend(ZPage);

export const ZAdminRoomHand = z.object({
  id: z.string(),
  handNo: z.number().int(),
  startedAt: z.string(),
  /** Null while the hand is played. */
  settledAt: z.string().nullable(),
  players: z.number().int(),
  /** Null until settled. */
  rake: z.number().nullable(),
  /** Each seat dealt in and what it won or lost (null until settled). */
  seats: z.array(
    z.object({
      seatNo: z.number().int(),
      account: z.string(),
      guest: z.boolean(),
      net: z.number().nullable(),
    }),
  ),
  /** The public proof's path (HOUSE_ROOMS_API.handProof or HOUSE_NIUNIU_API.handProof). */
  proof: z.string(),
});
export type TAdminRoomHand = z.infer<typeof ZAdminRoomHand>;
export const ZAdminRoomHandPage = z.object({
  currency: z.string(),
  room: ZRoomRef,
  items: z.array(ZAdminRoomHand),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type TAdminRoomHandPage = z.infer<typeof ZAdminRoomHandPage>;
