import { evaluateHand } from './evaluate.ts';
import { awardPot, buildPots, rakePots } from './pots.ts';
import type { THoldemSeat, THoldemState, THoldemStreet } from './types.ts';

const NEXT_STREET: Record<'PREFLOP' | 'FLOP' | 'TURN', THoldemStreet> = {
  PREFLOP: 'FLOP',
  FLOP: 'TURN',
  TURN: 'RIVER',
};
const BOARD_SIZE: Record<THoldemStreet, number> = { PREFLOP: 0, FLOP: 3, TURN: 4, RIVER: 5, SHOWDOWN: 5 };

/** Whether a seat can still choose actions: in the hand and with chips behind. */
export function canAct(seat: THoldemSeat): boolean {
  return !seat.folded && !seat.allIn;
}

/**
 * Whether the seat still owes an action on this street: it has not acted yet, or a bet since leaves
 * it short of the bet to call. A lone seat with chips that has matched every other seat owes nothing:
 * nobody is left to bet against.
 */
function owesAction(state: THoldemState, index: number): boolean {
  const seat = state.seats[index]!;
  if (!canAct(seat)) return false;
  const others = state.seats.filter((other, i) => i !== index && !other.folded);
  if (!others.some(canAct)) return seat.streetMinor < Math.max(0, ...others.map((o) => o.streetMinor));
  return seat.actedAtMinor === null || seat.streetMinor < state.betMinor;
}

/** The first seat clockwise after `from` that owes an action, or null when the street is done. */
export function nextToAct(state: THoldemState, from: number): number | null {
  const count = state.seats.length;
  for (let step = 1; step <= count; step++) {
    const seat = (from + step) % count;
    if (owesAction(state, seat)) return seat;
  }
  return null;
}

/**
 * Moves the hand on after an action by `from` (or after the blinds): the next seat to act, else the
 * next street, else the showdown. When one seat is left it takes the pot unseen; when fewer than two
 * seats can still bet the rest of the board is turned without betting.
 */
export function proceed(state: THoldemState, from: number): THoldemState {
  if (state.seats.filter((seat) => !seat.folded).length === 1) return finish(state);
  const next = nextToAct(state, from);
  if (next !== null) return { ...state, toAct: next };
  if (state.street === 'RIVER') return finish({ ...state, street: 'SHOWDOWN' });
  const street = NEXT_STREET[state.street as keyof typeof NEXT_STREET];
  const seats = state.seats.map((seat) => ({ ...seat, streetMinor: 0, actedAtMinor: null }));
  const moved: THoldemState = {
    ...state,
    street,
    seats,
    board: state.runout.slice(0, BOARD_SIZE[street]),
    betMinor: 0,
    lastRaiseMinor: state.config.bigBlindMinor,
    toAct: null,
  };
  // after the flop the first seat left of the button that can act speaks first
  return proceed(moved, state.config.button);
}

/** Ends the hand: pots built, raked when the flop was seen, each awarded, uncalled chips returned. */
function finish(state: THoldemState): THoldemState {
  const contested = state.seats.filter((seat) => !seat.folded).length > 1;
  const board = contested ? state.runout : state.board;
  const values = state.seats.map((seat) =>
    contested && !seat.folded ? evaluateHand([...seat.holeCards, ...board]).value : null,
  );
  const { pots, uncalled } = buildPots(state.seats);
  const rakes = rakePots(pots, state.config.rakeBps, state.config.rakeCapMinor, board.length >= 3);
  const awarded = pots.map((pot, i) => awardPot(pot, rakes[i]!, values, state.config.button));
  const seats = state.seats.map((seat, i) => {
    const won = awarded.reduce((sum, pot) => sum + (pot.shares[i] ?? 0), 0);
    const returned = uncalled?.seat === i ? uncalled.amountMinor : 0;
    return { ...seat, stackMinor: seat.stackMinor + won + returned };
  });
  const shown = contested
    ? state.seats.flatMap((seat, i) => {
        if (seat.folded) return [];
        const hand = evaluateHand([...seat.holeCards, ...board]);
        return [{ seat: i, category: hand.category, value: hand.value }];
      })
    : [];
  return {
    ...state,
    seats,
    board,
    street: contested ? 'SHOWDOWN' : state.street,
    toAct: null,
    result: { pots: awarded, rakeMinor: rakes.reduce((a, b) => a + b, 0), uncalled, shown },
  };
}
