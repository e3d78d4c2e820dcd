import { proceed } from './flow.ts';
import { legalActions } from './legal-actions.ts';
import type { THoldemAction, THoldemLogEntry, THoldemSeat, THoldemState } from './types.ts';

/** The state after `seat` puts its street bet up to `toMinor` (or its whole stack, if less). */
function putIn(state: THoldemState, index: number, toMinor: number): { seat: THoldemSeat; added: number } {
  const seat = state.seats[index]!;
  const added = Math.min(toMinor - seat.streetMinor, seat.stackMinor);
  return {
    added,
    seat: {
      ...seat,
      stackMinor: seat.stackMinor - added,
      streetMinor: seat.streetMinor + added,
      committedMinor: seat.committedMinor + added,
      allIn: seat.stackMinor === added,
    },
  };
}

/**
 * Plays one action of the seat to act and returns the new state; the given state is left as it was.
 * Throws a RangeError for an action the seat may not take now (out of turn, after the hand, a check
 * facing a bet, a raise below the minimum or above the stack, a re-raise the betting was not reopened
 * for): the server shows legalActions() first, so this guards against a bug or a forged request.
 */
export function act(state: THoldemState, seat: number, action: THoldemAction): THoldemState {
  if (state.toAct === null) throw new RangeError('the hand is over');
  if (seat !== state.toAct)
    throw new RangeError(`seat ${seat} acted out of turn: seat ${state.toAct} is to act`);
  const legal = legalActions(state);
  if (!legal.actions.includes(action.type))
    throw new RangeError(`seat ${seat} may not ${action.type} now (may: ${legal.actions.join(', ')})`);
  const timedOut = action.type === 'TIMEOUT';
  const type: THoldemLogEntry['type'] =
    action.type === 'TIMEOUT' ? (legal.actions.includes('CHECK') ? 'CHECK' : 'FOLD') : action.type;
  const current = state.seats[seat]!;
  let target = current.streetMinor;
  if (type === 'CALL') target = state.betMinor;
  if (type === 'ALL_IN') target = current.streetMinor + current.stackMinor;
  if (action.type === 'BET' || action.type === 'RAISE') {
    const to = action.toMinor;
    if (!Number.isSafeInteger(to) || to < legal.minToMinor! || to > legal.maxToMinor!)
      throw new RangeError(
        `a ${action.type} goes to a whole amount from ${legal.minToMinor} to ${legal.maxToMinor}, got ${to}`,
      );
    target = to;
  }
  const { seat: moved, added } = putIn(state, seat, target);
  const raisedBy = moved.streetMinor - state.betMinor;
  // only a full raise moves the minimum raise; a short all-in raises the bet but not the increment
  const lastRaiseMinor = raisedBy >= state.lastRaiseMinor ? raisedBy : state.lastRaiseMinor;
  const betMinor = Math.max(state.betMinor, moved.streetMinor);
  const after: THoldemSeat = { ...moved, folded: type === 'FOLD', actedAtMinor: betMinor };
  const entry: THoldemLogEntry = {
    seat,
    street: state.street,
    type,
    addedMinor: added,
    toMinor: after.streetMinor,
    timedOut,
  };
  const seats = state.seats.map((s, i) => (i === seat ? after : s));
  return proceed({ ...state, seats, betMinor, lastRaiseMinor, log: [...state.log, entry] }, seat);
}

/** The server's clock ran out for the seat, or it is disconnected: check if it may, fold otherwise. */
export function timeout(state: THoldemState, seat: number): THoldemState {
  return act(state, seat, { type: 'TIMEOUT' });
}

/** Whether the hand is over and settlement() may be read. */
export function isHandOver(state: THoldemState): boolean {
  return state.result !== null;
}
