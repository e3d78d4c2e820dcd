import { NIUNIU_GAME_CODE } from '@openlobby/contracts';
import type { TFloatSource } from '@openlobby/house-games';
import { isHandOver, startHand, timeoutHoldem, type THoldemState } from '@openlobby/house-games/holdem';
import { isNiuniuTableOver, startNiuniuTable, timeoutNiuniu } from '@openlobby/house-games/niuniu';
import { handOutcome, nextDeal, type TRoomSeat, type TSeatOutcome } from './holdem-room.ts';
import { isNiuniuState, nextNiuniuDeal, niuniuMinimumStack, niuniuOutcome } from './niuniu-room.ts';
import type { THandRow, TRoomRow } from './rooms.repo.ts';
import type { THandSeat, THandState } from './rooms.schema.ts';

/**
 * What differs between the card rooms' games (Hold'em, Niu-Niu) at the points the room's life
 * meets the engine: the deal, the clock, the end and its money. Everything else — seats, buy-ins,
 * the lock, the leader's clock, events — is the rooms' own and the same for both.
 */

export const isNiuniuRoom = (room: Pick<TRoomRow, 'gameCode'>) => room.gameCode === NIUNIU_GAME_CODE;

export type THoldemHandRow = Omit<THandRow, 'state'> & { state: THoldemState };

/** The hand as Hold'em's: a Niu-Niu hand where Hold'em's is expected is a bug, not a player's error. */
export function holdemHand(hand: THandRow): THoldemHandRow {
  if (isNiuniuState(hand.state)) throw new Error(`hand ${hand.id} is Niu-Niu's, not Hold'em's`);
  return hand as THoldemHandRow;
}

/** The fewest chips a seat is dealt in with, and below which it stands up after a hand. */
export const playableStackMinor = (room: TRoomRow) =>
  isNiuniuRoom(room) ? niuniuMinimumStack(room.bigBlindMinor) : 1;

/**
 * The next hand's seats in the engine's order, its first state and the seat that now holds the
 * button (Hold'em) or the bank (Niu-Niu); null when fewer than two seats are ready.
 */
export function dealFor(
  room: TRoomRow,
  seats: TRoomSeat[],
  stream: TFloatSource,
): { seats: TRoomSeat[]; state: THandState; buttonSeatNo: number } | null {
  if (isNiuniuRoom(room)) {
    const next = nextNiuniuDeal(seats, room.buttonSeatNo, room.bigBlindMinor);
    if (!next) return null;
    const config = { baseMinor: room.bigBlindMinor, commissionBps: room.rakeBps };
    const state = startNiuniuTable(
      config,
      next.seats.map((s) => s.stackMinor),
      stream,
    );
    return { seats: next.seats, state, buttonSeatNo: next.bankerSeatNo };
  }
  const next = nextDeal(seats, room.buttonSeatNo);
  if (!next) return null;
  const state = startHand(
    {
      smallBlindMinor: room.smallBlindMinor,
      bigBlindMinor: room.bigBlindMinor,
      rakeBps: room.rakeBps,
      rakeCapMinor: room.rakeCapMinor,
      button: next.button,
    },
    next.seats.map((s) => ({ stackMinor: s.stackMinor })),
    stream,
  );
  return { seats: next.seats, state, buttonSeatNo: next.seats[next.button]!.seatNo };
}

export const isOver = (state: THandState) =>
  isNiuniuState(state) ? isNiuniuTableOver(state) : isHandOver(state);

/** The seats the clock waits for: Hold'em's seat to act; Niu-Niu's players yet to stake. */
export function onTheClock(state: THandState): number[] {
  if (isNiuniuState(state))
    return state.result ? [] : state.multiples.flatMap((m, i) => (m === null ? [i] : []));
  return state.toAct === null ? [] : [state.toAct];
}

/** Moves leave the clock as it was: Niu-Niu's players all stake under one clock. */
export const clockRunsOn = (state: THandState) => isNiuniuState(state);

/** The state once the clock runs out on those seats (Hold'em checks or folds; Niu-Niu stakes 1 ×). */
export const timedOut = (state: THandState): THandState =>
  isNiuniuState(state) ? timeoutNiuniu(state) : timeoutHoldem(state, state.toAct!);

/** What a finished hand settles for each seat, and the rake (Niu-Niu: the commission). */
export const outcomeOf = (
  state: THandState,
  seats: readonly THandSeat[],
): { seats: TSeatOutcome[]; rakeMinor: number } =>
  isNiuniuState(state) ? niuniuOutcome(state, seats) : handOutcome(state, seats);
