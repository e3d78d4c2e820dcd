import { z } from 'zod';

/**
 * The house's card rooms (issue 19, PVP): no-limit Texas Hold'em played between players at real
 * tables. A player buys chips in (moved from the main wallet to the table), plays hands under a turn
 * clock, and takes what is left back when leaving; the house takes a rake from each pot. Every hand
 * is dealt from a fresh server seed whose hash is shown when the hand starts and which is revealed
 * when it ends. The calls carry the launch token (`Authorization`), as the slot's do.
 */
export const HOUSE_ROOMS_API = {
  /** game_url `${page}?lang=EN#token=…` (`&room=HE-1` when launched into a room; free play `&fun=1`). */
  holdemPage: '/house/holdem/',
  /** The launched game's rooms with their seats. */
  rooms: '/house/api/rooms',
  /** One room as the player sees it: seats, the hand in play, the player's own cards and choices. */
  room: '/house/api/rooms/:roomId',
  /** POST: take a seat with a buy-in. */
  sit: '/house/api/rooms/:roomId/sit',
  /** POST: act in the hand (fold, check, call, bet, raise, all-in). */
  act: '/house/api/rooms/:roomId/act',
  /** POST: stand up (at once between hands, after the hand otherwise) and cash the stack out. */
  leave: '/house/api/rooms/:roomId/leave',
  /** POST: back from sitting out (dealt in again from the next hand). */
  back: '/house/api/rooms/:roomId/back',
  /** GET WebSocket `?token=…`: pushes TPokerRoomEvent for the room. */
  socket: '/house/api/rooms/:roomId/socket',
  /** Public: a finished hand's seed, deck and actions. */
  handProof: '/house/api/room-hands/:handId',
} as const;

/** The game code of the house's Hold'em rooms. */
export const HOLDEM_GAME_CODE = 'holdem';

export const HOLDEM_ACTIONS = ['FOLD', 'CHECK', 'CALL', 'BET', 'RAISE', 'ALL_IN'] as const;
export type THoldemActionName = (typeof HOLDEM_ACTIONS)[number];

export const ZPokerRoomParams = z.object({ roomId: z.coerce.number().int().positive().max(2_147_483_647) });

export const ZPokerSitRequest = z.object({
  seatNo: z.number().int().min(0).max(8),
  buyIn: z.number().positive().max(1_000_000_000),
  requestId: z.string().uuid(),
});
export type TPokerSitRequest = z.infer<typeof ZPokerSitRequest>;

export const ZPokerActRequest = z.object({
  handId: z.string().uuid(),
  action: z.enum(HOLDEM_ACTIONS),
  /** BET and RAISE: the seat's whole bet for the street, in major units. */
  to: z.number().positive().max(1_000_000_000).optional(),
});
export type TPokerActRequest = z.infer<typeof ZPokerActRequest>;

/** Cards by their two-letter names ('As', 'Td'); the back of a card is not sent at all. */
const ZCardName = z.string().regex(/^[2-9TJQKA][cdhs]$/);

export const ZPokerSeat = z.object({
  seatNo: z.number().int(),
  /** Masked account, or the player's own in full. */
  player: z.string(),
  stack: z.number(),
  /** The seat is the viewer's. */
  mine: z.boolean(),
  sittingOut: z.boolean(),
  /** Leaves when the hand in play ends. */
  leaving: z.boolean(),
  /** In the hand in play: chips in this street and the whole hand, folded, all in. */
  inHand: z.boolean(),
  streetBet: z.number(),
  committed: z.number(),
  folded: z.boolean(),
  allIn: z.boolean(),
  /** Shown at a showdown (everyone's), or the viewer's own during the hand. */
  cards: z.array(ZCardName).optional(),
});
export type TPokerSeat = z.infer<typeof ZPokerSeat>;

export const ZPokerLogEntry = z.object({
  seatNo: z.number().int(),
  street: z.enum(['PREFLOP', 'FLOP', 'TURN', 'RIVER', 'SHOWDOWN']),
  type: z.string(),
  added: z.number(),
  to: z.number(),
  timedOut: z.boolean(),
});

export const ZPokerHandResult = z.object({
  pots: z.array(z.object({ amount: z.number(), winners: z.array(z.number().int()) })),
  rake: z.number(),
  shown: z.array(z.object({ seatNo: z.number().int(), category: z.string() })),
  /** What each seat dealt in won or lost in the hand, by seat number. */
  net: z.array(z.object({ seatNo: z.number().int(), amount: z.number() })),
});
export type TPokerHandResult = z.infer<typeof ZPokerHandResult>;

export const ZPokerHand = z.object({
  handId: z.string().uuid(),
  handNo: z.number().int(),
  street: z.enum(['PREFLOP', 'FLOP', 'TURN', 'RIVER', 'SHOWDOWN']),
  board: z.array(ZCardName),
  pot: z.number(),
  buttonSeatNo: z.number().int(),
  /** The seat to act and when its clock runs out; null once the hand is over. */
  toActSeatNo: z.number().int().nullable(),
  turnEndsAt: z.string().nullable(),
  serverSeedHash: z.string(),
  log: z.array(ZPokerLogEntry),
  result: ZPokerHandResult.nullable(),
  /** The viewer's choices when it is the viewer's turn (amounts in major units). */
  choices: z
    .object({
      actions: z.array(z.enum(HOLDEM_ACTIONS)),
      call: z.number(),
      minTo: z.number().nullable(),
      maxTo: z.number().nullable(),
    })
    .nullable(),
});
export type TPokerHand = z.infer<typeof ZPokerHand>;

export const ZPokerRoomSummary = z.object({
  roomId: z.number().int(),
  code: z.string(),
  name: z.string(),
  freePlay: z.boolean(),
  smallBlind: z.number(),
  bigBlind: z.number(),
  minBuyIn: z.number(),
  maxBuyIn: z.number(),
  seatCount: z.number().int(),
  seated: z.number().int(),
});
export type TPokerRoomSummary = z.infer<typeof ZPokerRoomSummary>;

export const ZPokerRooms = z.object({
  gameName: z.string(),
  currency: z.string(),
  decimals: z.number().int(),
  freePlay: z.boolean(),
  balance: z.number(),
  rooms: z.array(ZPokerRoomSummary),
});
export type TPokerRooms = z.infer<typeof ZPokerRooms>;

export const ZPokerRoomView = z.object({
  game: z.literal('HOLDEM'),
  room: ZPokerRoomSummary.extend({
    turnSeconds: z.number().int(),
    rakePercent: z.number(),
    rakeCap: z.number(),
  }),
  currency: z.string(),
  decimals: z.number().int(),
  /** The player's wallet (main balance, or the demo balance in free play), chips at the table apart. */
  balance: z.number(),
  seats: z.array(ZPokerSeat),
  hand: ZPokerHand.nullable(),
  /** When the next hand is dealt, if two or more players are ready. */
  nextHandAt: z.string().nullable(),
  serverTime: z.string(),
});
export type TPokerRoomView = z.infer<typeof ZPokerRoomView>;

/** What the socket pushes: something changed in the room (the page then reads its view). */
export const ZPokerRoomEvent = z.object({
  type: z.enum(['SEATS', 'HAND', 'ACTION', 'HAND_END']),
  roomId: z.number().int(),
  /** Bumped by every change: a page drops an event older than the view it has. */
  version: z.number().int(),
});
export type TPokerRoomEvent = z.infer<typeof ZPokerRoomEvent>;

export const ZPokerHandProof = z.object({
  handId: z.string().uuid(),
  roomCode: z.string(),
  handNo: z.number().int(),
  serverSeedHash: z.string(),
  /** Revealed once the hand is over (null while it is played). */
  serverSeed: z.string().nullable(),
  /** The stacks dealt in, seat numbers in dealing order (the button first), and the config. */
  seatNos: z.array(z.number().int()),
  stacks: z.array(z.number()),
  buttonIndex: z.number().int(),
  smallBlind: z.number(),
  bigBlind: z.number(),
  /** The rake: basis points of each pot, and the most one hand pays (major units). */
  rakeBps: z.number().int(),
  rakeCap: z.number(),
  decimals: z.number().int(),
  board: z.array(ZCardName),
  holeCards: z.array(z.array(ZCardName)).nullable(),
  log: z.array(ZPokerLogEntry),
  result: ZPokerHandResult.nullable(),
});
export type TPokerHandProof = z.infer<typeof ZPokerHandProof>;
