import type { TFloatSource } from '../provably-fair.ts';
import { SHUFFLE_FLOATS, shuffleDeck, type TCard } from './cards.ts';
import { proceed } from './flow.ts';
import type { THoldemConfig, THoldemLogEntry, THoldemSeat, THoldemSeatIn, THoldemState } from './types.ts';

export const HOLDEM_MIN_SEATS = 2;
export const HOLDEM_MAX_SEATS = 9;
/** HMAC blocks one hand reads (51 floats, 8 to a block): what a browser verifier precomputes. */
export const HOLDEM_DEAL_BLOCKS = Math.ceil(SHUFFLE_FLOATS / 8);

function assertWhole(name: string, value: number, min: number, max = Number.MAX_SAFE_INTEGER): void {
  if (!Number.isSafeInteger(value) || value < min || value > max)
    throw new RangeError(`${name} must be a whole number from ${min} to ${max}, got ${value}`);
}

/** Refuses a table the engine cannot deal: the server validates first, so reaching this is a bug. */
function assertTable(config: THoldemConfig, seats: readonly THoldemSeatIn[]): void {
  if (seats.length < HOLDEM_MIN_SEATS || seats.length > HOLDEM_MAX_SEATS)
    throw new RangeError(`a hand has ${HOLDEM_MIN_SEATS} to ${HOLDEM_MAX_SEATS} seats, got ${seats.length}`);
  assertWhole('the big blind', config.bigBlindMinor, 1);
  assertWhole('the small blind', config.smallBlindMinor, 1, config.bigBlindMinor);
  assertWhole('the rake (basis points)', config.rakeBps, 0, 10_000);
  assertWhole('the rake cap', config.rakeCapMinor, 0);
  assertWhole('the button', config.button, 0, seats.length - 1);
  seats.forEach((seat, i) => assertWhole(`the stack of seat ${i}`, seat.stackMinor, 1));
  const total = seats.reduce((sum, seat) => sum + seat.stackMinor, 0);
  assertWhole('the chips on the table', total, 1);
}

/**
 * Where each card of the hand comes from in the shuffled deck (positions from 0), casino order: one
 * card at a time to each seat starting left of the button, twice round; then burn, flop (3), burn,
 * turn, burn, river. With n seats the k-th seat left of the button holds positions k and n + k, and
 * the board is positions 2n+1…2n+3, 2n+5 and 2n+7. Heads-up the button is the second seat dealt.
 */
export function dealPositions(
  seatCount: number,
  button: number,
): { hole: [number, number][]; board: number[] } {
  const hole: [number, number][] = Array.from({ length: seatCount }, (_, seat) => {
    const k = (seat - button - 1 + seatCount) % seatCount;
    return [k, seatCount + k];
  });
  const n2 = 2 * seatCount;
  return { hole, board: [n2 + 1, n2 + 2, n2 + 3, n2 + 5, n2 + 7] };
}

/**
 * The blinds' seats: left of the button small then big; heads-up the button posts the small blind
 * (so it acts first before the flop and last after it).
 */
export function blindSeats(seatCount: number, button: number): { small: number; big: number } {
  if (seatCount === 2) return { small: button, big: (button + 1) % 2 };
  return { small: (button + 1) % seatCount, big: (button + 2) % seatCount };
}

/** A blind posted: the whole blind, or the whole stack (all-in) when that is less. */
function post(seat: THoldemSeat, blind: number): THoldemSeat {
  const paid = Math.min(blind, seat.stackMinor);
  return {
    ...seat,
    stackMinor: seat.stackMinor - paid,
    streetMinor: paid,
    committedMinor: paid,
    allIn: paid === seat.stackMinor,
  };
}

/**
 * Deals a hand: shuffles the deck from the stream (shuffleDeck: 51 floats), deals the hole cards and
 * the runout in casino order, posts the blinds and gives the turn to the seat left of the big blind.
 * The bet to call before the flop is the big blind even when the big blind is all-in for less. The
 * seats are listed clockwise; every one is dealt in and needs at least one chip.
 */
export function startHand(
  config: THoldemConfig,
  seats: readonly THoldemSeatIn[],
  floats: TFloatSource,
): THoldemState {
  assertTable(config, seats);
  const deck = shuffleDeck(floats);
  const { hole, board } = dealPositions(seats.length, config.button);
  const { small, big } = blindSeats(seats.length, config.button);
  const dealt: THoldemSeat[] = seats.map((seat, i) => ({
    stackMinor: seat.stackMinor,
    committedMinor: 0,
    streetMinor: 0,
    holeCards: [deck[hole[i]![0]]!, deck[hole[i]![1]]!] as [TCard, TCard],
    folded: false,
    allIn: false,
    actedAtMinor: null,
  }));
  dealt[small] = post(dealt[small]!, config.smallBlindMinor);
  dealt[big] = post(dealt[big]!, config.bigBlindMinor);
  const blind = (seat: number, type: 'SMALL_BLIND' | 'BIG_BLIND'): THoldemLogEntry => ({
    seat,
    street: 'PREFLOP',
    type,
    addedMinor: dealt[seat]!.committedMinor,
    toMinor: dealt[seat]!.committedMinor,
    timedOut: false,
  });
  const state: THoldemState = {
    config: { ...config },
    seats: dealt,
    initialStacks: seats.map((seat) => seat.stackMinor),
    street: 'PREFLOP',
    board: [],
    runout: board.map((position) => deck[position]!),
    toAct: null,
    betMinor: config.bigBlindMinor,
    lastRaiseMinor: config.bigBlindMinor,
    smallBlind: small,
    bigBlind: big,
    log: [blind(small, 'SMALL_BLIND'), blind(big, 'BIG_BLIND')],
    result: null,
  };
  return proceed(state, big);
}
