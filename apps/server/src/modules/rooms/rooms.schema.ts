import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { THoldemState } from '@openlobby/house-games/holdem';
import type { TNiuniuTableState } from '@openlobby/house-games/niuniu';
import { members } from '../identity/identity.schema.ts';
import { gameSessions } from '../house/house.schema.ts';
import { brandIdColumn, createdAtColumn } from '../system/system.schema.ts';

/**
 * A card room of the house (issue 19, PVP): a table of its game (`game_code`: a no-limit Hold'em
 * table, or a Niu-Niu table with a rotating banker) with its stakes, buy-in range, rake and turn
 * clock. Free-play rooms seat free-play sessions with demo chips; money rooms seat members with
 * chips bought from their main wallet. Never both. A Niu-Niu room's base bet is its big blind (the
 * small blind the same), its commission on each win the rake's basis points.
 */
export const pokerRooms = pgTable(
  'poker_rooms',
  {
    id: serial('id').primaryKey(),
    brandId: brandIdColumn(),
    /** The catalogue game that launches it. */
    gameCode: text('game_code').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    freePlay: boolean('free_play').notNull(),
    seatCount: integer('seat_count').notNull(),
    smallBlindMinor: bigint('small_blind_minor', { mode: 'number' }).notNull(),
    bigBlindMinor: bigint('big_blind_minor', { mode: 'number' }).notNull(),
    minBuyInMinor: bigint('min_buy_in_minor', { mode: 'number' }).notNull(),
    maxBuyInMinor: bigint('max_buy_in_minor', { mode: 'number' }).notNull(),
    /** Rake in basis points of each pot, and the most one hand pays. */
    rakeBps: integer('rake_bps').notNull(),
    rakeCapMinor: bigint('rake_cap_minor', { mode: 'number' }).notNull(),
    turnMs: integer('turn_ms').notNull(),
    /** The pause between a hand's end and the next deal (the showdown stays on screen). */
    pauseMs: integer('pause_ms').notNull(),
    /** Where the button goes next: the seat number after which it moves. */
    buttonSeatNo: integer('button_seat_no').notNull().default(-1),
    handsDealt: integer('hands_dealt').notNull().default(0),
    /** Bumped by every change of seats or hand: pages drop events older than their view. */
    version: integer('version').notNull().default(0),
    /** When the last hand ended (the next deal waits pauseMs after it). */
    lastHandEndedAt: timestamp('last_hand_ended_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('poker_rooms_code_key').on(t.brandId, t.code),
    check('poker_rooms_seats', sql`${t.seatCount} between 2 and 9`),
    check(
      'poker_rooms_blinds',
      sql`${t.smallBlindMinor} > 0 and ${t.bigBlindMinor} >= ${t.smallBlindMinor} and ${t.minBuyInMinor} >= ${t.bigBlindMinor} and ${t.maxBuyInMinor} >= ${t.minBuyInMinor}`,
    ),
    check('poker_rooms_rake', sql`${t.rakeBps} between 0 and 1000 and ${t.rakeCapMinor} >= 0`),
    check('poker_rooms_times', sql`${t.turnMs} >= 3000 and ${t.pauseMs} >= 500`),
  ],
);

/**
 * A player seated in a room: a member (money room) or a free-play session, the chips in front of
 * them between hands (during a hand the hand's state holds what is in play), and the sitting's id,
 * which keys its buy-in and cash-out entries.
 */
export const pokerSeats = pgTable(
  'poker_seats',
  {
    id: serial('id').primaryKey(),
    roomId: integer('room_id')
      .notNull()
      .references(() => pokerRooms.id),
    seatNo: integer('seat_no').notNull(),
    sittingId: uuid('sitting_id').notNull(),
    memberId: integer('member_id').references(() => members.id),
    gameSessionId: bigint('game_session_id', { mode: 'number' }).references(() => gameSessions.id),
    account: text('account').notNull(),
    stackMinor: bigint('stack_minor', { mode: 'number' }).notNull(),
    /** Sits out (dealt no hands) after missing turns; stands up when it leaves or idles too long. */
    sittingOut: boolean('sitting_out').notNull().default(false),
    missedTurns: integer('missed_turns').notNull().default(0),
    /** Since when it sits out: after SIT_OUT_LIMIT_MS it is stood up. */
    satOutAt: timestamp('sat_out_at', { withTimezone: true }),
    /** Asked to leave during a hand: stands up and cashes out when the hand ends. */
    leaving: boolean('leaving').notNull().default(false),
    seatedAt: timestamp('seated_at', { withTimezone: true }).notNull(),
    /**
     * When it stood up (its stack cashed out). The row stays: the sitting's id keeps a retried or
     * replayed seating request from ever buying in again.
     */
    leftAt: timestamp('left_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('poker_seats_seat_key')
      .on(t.roomId, t.seatNo)
      .where(sql`${t.leftAt} is null`),
    uniqueIndex('poker_seats_sitting_key').on(t.sittingId),
    uniqueIndex('poker_seats_member_key')
      .on(t.roomId, t.memberId)
      .where(sql`${t.leftAt} is null`),
    uniqueIndex('poker_seats_session_key')
      .on(t.roomId, t.gameSessionId)
      .where(sql`${t.leftAt} is null`),
    check('poker_seats_stack', sql`${t.stackMinor} >= 0`),
    check('poker_seats_owner', sql`(${t.memberId} is null) <> (${t.gameSessionId} is null)`),
  ],
);

/** A hand's engine state: Hold'em's, or Niu-Niu's (which names its game). */
export type THandState = THoldemState | TNiuniuTableState;

/** A seat dealt into a hand, in the engine's order (index 0 first after the button … the button). */
export type THandSeat = {
  seatNo: number;
  sittingId: string;
  memberId: number | null;
  gameSessionId: number | null;
  account: string;
};

/**
 * One hand: its seed (hash shown at the deal, the seed revealed at the end), the engine's state
 * after every action, the seat on the clock and when its turn ends. At most one hand per room is in
 * play (settled_at null).
 */
export const pokerHands = pgTable(
  'poker_hands',
  {
    id: uuid('id').primaryKey(),
    roomId: integer('room_id')
      .notNull()
      .references(() => pokerRooms.id),
    handNo: integer('hand_no').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    seats: jsonb('seats').$type<THandSeat[]>().notNull(),
    state: jsonb('state').$type<THandState>().notNull(),
    turnEndsAt: timestamp('turn_ends_at', { withTimezone: true }),
    rakeMinor: bigint('rake_minor', { mode: 'number' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('poker_hands_no_key').on(t.roomId, t.handNo),
    uniqueIndex('poker_hands_in_play_key')
      .on(t.roomId)
      .where(sql`${t.settledAt} is null`),
    index('poker_hands_turn_idx')
      .on(t.turnEndsAt)
      .where(sql`${t.settledAt} is null`),
  ],
);
