import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { hmacFloatStream } from '@openlobby/house-games';
import type { Tx } from '../../db/client.ts';
import type { TBrand } from '../system/system.service.ts';
import { handSeatOf, type TRoomSeat } from './holdem-room.ts';
import {
  clockRunsOn,
  dealFor,
  isOver,
  onTheClock,
  outcomeOf,
  playableStackMinor,
  timedOut,
} from './room-games.ts';
import type { RoomMoney } from './room-money.ts';
import type { THandState } from './rooms.schema.ts';
import * as repo from './rooms.repo.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const hmac = (key: string, message: string) => createHmac('sha256', key).update(message).digest();

/** Turns in a row a seat lets its clock run out before it is sat out (dealt no more hands). */
export const MISSED_TURNS_TO_SIT_OUT = 2;
/** How long a seat may sit out before it is stood up and its stack cashed out. */
export const SIT_OUT_LIMIT_MS = 5 * 60_000;

/** The hand's stream: HMAC-SHA256(server seed, "room code:hand no:block"), as the verifier replays it. */
export const handStream = (serverSeed: string, roomCode: string, handNo: number) =>
  hmacFloatStream(hmac, serverSeed, roomCode, handNo);

export const seatOf = (row: repo.TSeatRow): TRoomSeat => ({
  seatNo: row.seatNo,
  sittingId: row.sittingId,
  memberId: row.memberId,
  gameSessionId: row.gameSessionId,
  account: row.account,
  stackMinor: row.stackMinor,
  sittingOut: row.sittingOut,
  leaving: row.leaving,
});

/**
 * A hand's life inside the room's lock (the caller holds it: lockRoom): dealing, the clock's
 * timeouts, the end with its money, and standing up. Every function answers whether it changed
 * the room, so the caller bumps its version and tells the players once.
 */
export function createRoomHands(d: {
  money: RoomMoney;
  brandById: (id: number, tx?: Tx) => Promise<TBrand>;
  now: () => Date;
}) {
  const brandOf = (id: number, tx: Tx) => d.brandById(id, tx);
  /** Deals the next hand when two or more seats are ready; answers the hand, or null. */
  async function deal(tx: Tx, room: repo.TRoomRow, seats: repo.TSeatRow[]) {
    const handNo = room.handsDealt + 1;
    const serverSeed = randomBytes(32).toString('hex');
    const next = dealFor(room, seats.map(seatOf), handStream(serverSeed, room.code, handNo));
    if (!next) return null;
    const { state } = next;
    const at = d.now();
    const hand = {
      id: randomUUID(),
      roomId: room.id,
      handNo,
      serverSeed,
      serverSeedHash: sha256(serverSeed),
      seats: next.seats.map(handSeatOf),
      state,
      turnEndsAt: onTheClock(state).length === 0 ? null : new Date(at.getTime() + room.turnMs),
      startedAt: at,
    };
    await repo.insertHand(tx, hand);
    await repo.bumpRoom(tx, room.id, { handsDealt: handNo, buttonSeatNo: next.buttonSeatNo });
    // a Hold'em hand whose blinds put everyone all in is over at the deal
    if (isOver(state)) await finish(tx, room, { ...hand, rakeMinor: null, settledAt: null }, state);
    return hand;
  }

  /** Saves a move of the hand: its state, the next clock, and the end when it is over. */
  async function saveMove(tx: Tx, room: repo.TRoomRow, hand: repo.THandRow, state: THandState) {
    if (isOver(state)) return finish(tx, room, hand, state);
    await repo.updateHand(tx, hand.id, {
      state,
      // Hold'em's clock starts again for the next seat to act; Niu-Niu's one clock runs on
      turnEndsAt: clockRunsOn(state) ? hand.turnEndsAt : new Date(d.now().getTime() + room.turnMs),
    });
  }

  /**
   * The clock ran out (or the seat is gone): the engine plays the seats it waited for (Hold'em
   * checks when it may and folds otherwise; Niu-Niu stakes 1 ×). Missing turns in a row sits a
   * seat out.
   */
  async function timeOut(tx: Tx, room: repo.TRoomRow, hand: repo.THandRow) {
    const waitedFor = onTheClock(hand.state);
    if (waitedFor.length === 0) return;
    const seats = await repo.findSeats(tx, room.id);
    for (const index of waitedFor) {
      const row = seats.find((s) => s.sittingId === hand.seats[index]!.sittingId);
      if (!row) continue;
      const missed = row.missedTurns + 1;
      const sitsOut = !row.sittingOut && missed >= MISSED_TURNS_TO_SIT_OUT;
      await repo.updateSeat(tx, row.id, {
        missedTurns: missed,
        ...(sitsOut && { sittingOut: true, satOutAt: d.now() }),
      });
    }
    await saveMove(tx, room, hand, timedOut(hand.state));
  }

  /**
   * The hand is over: stacks back to the seats, the rake and the members' bets booked, the seed
   * revealed (it is kept on the row; the proof call shows it once settled), leavers stood up.
   */
  async function finish(tx: Tx, room: repo.TRoomRow, hand: repo.THandRow, state: THandState) {
    const brand = await brandOf(room.brandId, tx);
    const outcome = outcomeOf(state, hand.seats);
    const endedAt = d.now();
    await repo.updateHand(tx, hand.id, {
      state,
      turnEndsAt: null,
      rakeMinor: outcome.rakeMinor,
      settledAt: endedAt,
    });
    const seats = await repo.findSeats(tx, room.id);
    for (const o of outcome.seats) {
      const row = seats.find((s) => s.sittingId === o.seat.sittingId);
      if (row) await repo.updateSeat(tx, row.id, { stackMinor: o.finalMinor });
    }
    if (!room.freePlay)
      await d.money.settleHand(tx, brand, {
        handId: hand.id,
        gameCode: room.gameCode,
        startedAt: hand.startedAt,
        endedAt,
        rakeMinor: outcome.rakeMinor,
        seats: outcome.seats,
      });
    await repo.bumpRoom(tx, room.id, { lastHandEndedAt: endedAt });
    for (const row of await repo.findSeats(tx, room.id))
      if (row.leaving || row.stackMinor < playableStackMinor(room)) await standUp(tx, room, row, brand);
  }

  /** Stands a seat up between hands and cashes its stack out. */
  async function standUp(tx: Tx, room: repo.TRoomRow, row: repo.TSeatRow, brand?: TBrand) {
    if (!room.freePlay && row.memberId !== null)
      await d.money.cashOut(tx, brand ?? (await brandOf(room.brandId, tx)), {
        memberId: row.memberId,
        sittingId: row.sittingId,
        roomCode: room.code,
        amountMinor: row.stackMinor,
      });
    await repo.standSeatUp(tx, row.id, d.now());
  }

  return {
    deal,
    saveMove,
    timeOut,
    standUp,
  };
}
export type RoomHands = ReturnType<typeof createRoomHands>;
