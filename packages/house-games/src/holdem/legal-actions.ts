import { canAct } from './flow.ts';
import type { THoldemActionType, THoldemLegalActions, THoldemState } from './types.ts';

/**
 * Whether the seat may raise: it has not acted on this street, or the bet has grown by at least a
 * full raise since it last did. An all-in for less than a full raise therefore does not reopen the
 * betting to seats that already acted, while short all-ins that add up to a full raise do.
 */
function hasRaiseRights(state: THoldemState, seat: number): boolean {
  const acted = state.seats[seat]!.actedAtMinor;
  return acted === null || state.betMinor - acted >= state.lastRaiseMinor;
}

/**
 * What the seat to act may do. FOLD and TIMEOUT are always open; CHECK when nothing is owed, CALL when
 * something is. BET (no bet yet on the street) or RAISE needs raise rights, another seat that can
 * still answer, and chips for at least the minimum: the bet plus the last full raise, the big blind
 * when there was none. ALL_IN is open when it is a call, or when a raise would be allowed (then an
 * all-in below the minimum is a short all-in). Throws a RangeError once the hand is over.
 */
export function legalActions(state: THoldemState): THoldemLegalActions {
  if (state.toAct === null) throw new RangeError('the hand is over: nobody is to act');
  const index = state.toAct;
  const seat = state.seats[index]!;
  const owed = state.betMinor - seat.streetMinor;
  const callMinor = Math.min(owed, seat.stackMinor);
  const maxTo = seat.streetMinor + seat.stackMinor;
  const minTo = state.betMinor + state.lastRaiseMinor;
  const answerable = state.seats.some((other, i) => i !== index && canAct(other));
  const mayRaise = hasRaiseRights(state, index) && answerable && maxTo > state.betMinor;
  const actions: THoldemActionType[] = ['FOLD', 'TIMEOUT'];
  actions.push(owed > 0 ? 'CALL' : 'CHECK');
  const opensFull = mayRaise && maxTo >= minTo;
  if (opensFull) actions.push(state.betMinor === 0 ? 'BET' : 'RAISE');
  if (mayRaise || seat.stackMinor <= owed) actions.push('ALL_IN');
  return {
    seat: index,
    actions,
    callMinor: Math.max(0, callMinor),
    minToMinor: opensFull ? minTo : null,
    maxToMinor: opensFull ? maxTo : null,
  };
}
