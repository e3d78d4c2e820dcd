import { z } from 'zod';
import { ZPokerRoomSummary, ZPokerRoomView, ZPokerSeat } from './house-rooms.ts';

/**
 * The house's Niu-Niu rooms (issue 19, PVP): the card rooms' second game, played between players
 * with a banker that rotates round the table. Seats, buy-ins, standing up, sitting back in and the
 * socket are the card rooms' calls (HOUSE_ROOMS_API); a Niu-Niu room answers them with
 * TNiuniuRoomView. Each hand: the banker is the next seat round the table; every other player sees
 * four of their five cards and stakes 1, 2 or 3 × the room's base bet against the banker under one
 * clock (1 × when it runs out); then all five cards of every hand are shown and each player is
 * settled against the banker at the winning hand's multiplier (×1 to ×5), less the room's
 * commission on each win. A player may stake m × only with chips for the worst case (5 × m × base);
 * a banker short of chips pays the winners pro rata and keeps nothing more.
 */
export const HOUSE_NIUNIU_API = {
  /** game_url `${page}?lang=EN#token=…` (`&room=NN-1` when launched into a room; free play `&fun=1`). */
  page: '/house/niuniu/',
  /** POST: the player's stake for the hand in play (a multiple of the base bet). */
  stake: '/house/api/rooms/:roomId/stake',
  /** Public: a finished hand's seed, cards, stakes and settlement. */
  handProof: '/house/api/niuniu-hands/:handId',
} as const;

/** The game code of the house's Niu-Niu rooms. */
export const NIUNIU_GAME_CODE = 'niuniu';
/** The multiples of the base bet a player may stake. */
export const NIUNIU_STAKE_MULTIPLES = [1, 2, 3] as const;

export const ZNiuniuStakeRequest = z.object({
  handId: z.string().uuid(),
  multiple: z.number().int().min(1).max(NIUNIU_STAKE_MULTIPLES.length),
});
export type TNiuniuStakeRequest = z.infer<typeof ZNiuniuStakeRequest>;

const ZCardName = z.string().regex(/^[2-9TJQKA][cdhs]$/);

export const NIUNIU_HAND_CATEGORIES = [
  'NO_BULL',
  'BULL_1',
  'BULL_2',
  'BULL_3',
  'BULL_4',
  'BULL_5',
  'BULL_6',
  'BULL_7',
  'BULL_8',
  'BULL_9',
  'NIU_NIU',
  'GOLDEN_BULL',
  'BOMB',
  'FIVE_SMALL',
] as const;

/** One seat dealt into the hand as the viewer sees it. */
export const ZNiuniuHandSeat = z.object({
  seatNo: z.number().int(),
  banker: z.boolean(),
  /** The player's stake as a multiple of the base bet: null until chosen (and always for the banker). */
  multiple: z.number().int().nullable(),
  /** The clock ran out before the player chose: staked 1 ×. */
  timedOut: z.boolean(),
  /** The viewer's own first four cards while stakes are chosen; every hand's five once shown. */
  cards: z.array(ZCardName).optional(),
  /** Once shown: the hand's category, what it pays when it wins, and the seat's net for the hand. */
  category: z.enum(NIUNIU_HAND_CATEGORIES).nullable(),
  handMultiplier: z.number().int().nullable(),
  /** Against the banker (the banker's: over every player), commission taken. */
  net: z.number().nullable(),
  /** The player's duel went to them (the banker: null). */
  won: z.boolean().nullable(),
});
export type TNiuniuHandSeat = z.infer<typeof ZNiuniuHandSeat>;

export const ZNiuniuHand = z.object({
  handId: z.string().uuid(),
  handNo: z.number().int(),
  /** STAKE: players choose their stakes under the clock; SHOWN: the cards are shown and settled. */
  phase: z.enum(['STAKE', 'SHOWN']),
  baseBet: z.number(),
  bankerSeatNo: z.number().int(),
  /** When the stake clock runs out; null once shown. */
  turnEndsAt: z.string().nullable(),
  serverSeedHash: z.string(),
  seats: z.array(ZNiuniuHandSeat),
  /** What the room kept of the wins (0 until shown). */
  commission: z.number(),
  /** The banker could not cover every win: the winners were paid pro rata. */
  bankerShort: z.boolean(),
  /** The viewer's choice while it is theirs to make: the multiples their chips cover. */
  choices: z.object({ multiples: z.array(z.number().int()) }).nullable(),
});
export type TNiuniuHand = z.infer<typeof ZNiuniuHand>;

export const ZNiuniuRoomView = z.object({
  game: z.literal('NIUNIU'),
  room: ZPokerRoomSummary.extend({
    baseBet: z.number(),
    turnSeconds: z.number().int(),
    commissionPercent: z.number(),
  }),
  currency: z.string(),
  decimals: z.number().int(),
  /** The player's wallet (main balance, or the demo balance in free play), chips at the table apart. */
  balance: z.number(),
  /** The room's seats (the Hold'em-only fields streetBet, committed, folded, allIn are 0/false). */
  seats: z.array(ZPokerSeat),
  hand: ZNiuniuHand.nullable(),
  /** When the next hand is dealt, if two or more players are ready. */
  nextHandAt: z.string().nullable(),
  serverTime: z.string(),
});
export type TNiuniuRoomView = z.infer<typeof ZNiuniuRoomView>;

export const ZNiuniuHandProof = z.object({
  handId: z.string().uuid(),
  roomCode: z.string(),
  handNo: z.number().int(),
  serverSeedHash: z.string(),
  /** Revealed once the hand is shown (null while stakes are chosen). */
  serverSeed: z.string().nullable(),
  /** Seat numbers in dealing order: the players from the banker's left, the banker last. */
  seatNos: z.array(z.number().int()),
  /** The stacks dealt in, in the same order (major units). */
  stacks: z.array(z.number()),
  baseBet: z.number(),
  commissionBps: z.number().int(),
  decimals: z.number().int(),
  /** The players' multiples (the banker has none); null while stakes are chosen. */
  multiples: z.array(z.number().int()).nullable(),
  /** Every hand's five cards in dealing order, once shown. */
  hands: z.array(z.array(ZCardName)).nullable(),
  /** Each seat's net in dealing order, and the commission, once shown. */
  net: z.array(z.number()).nullable(),
  commission: z.number().nullable(),
});
export type TNiuniuHandProof = z.infer<typeof ZNiuniuHandProof>;

/** What the card rooms' calls answer: the room as its game shows it. */
export const ZRoomView = z.discriminatedUnion('game', [ZPokerRoomView, ZNiuniuRoomView]);
export type TRoomView = z.infer<typeof ZRoomView>;
