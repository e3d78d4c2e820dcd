import {
  actHoldem,
  cardName,
  holdemSettlement,
  legalActions,
  type THoldemAction,
  type THoldemState,
} from '@openlobby/house-games/holdem';
import type { THoldemActionName } from '@openlobby/contracts';
import type { THandSeat } from './rooms.schema.ts';

/**
 * The room's side of a Hold'em hand, pure: who is dealt in and where the button goes, what the hand
 * means for each sitting when it ends (stacks, bets, rake), and the hand as one viewer may see it.
 * The engine (packages/house-games/src/holdem) knows seats only by their index in the hand.
 */

/** A seat as the room has it between hands. */
export type TRoomSeat = {
  seatNo: number;
  sittingId: string;
  memberId: number | null;
  gameSessionId: number | null;
  account: string;
  stackMinor: number;
  sittingOut: boolean;
  leaving: boolean;
};

/**
 * The seats dealt into the next hand, clockwise (by seat number) from the one after the button,
 * and the button's index among them: the button moves to the next dealt seat after the last
 * hand's. A seat sitting out, leaving or with no chips is not dealt in. Null when fewer than two are.
 */
export function nextDeal(
  seats: readonly TRoomSeat[],
  lastButtonSeatNo: number,
): { seats: TRoomSeat[]; button: number } | null {
  const ready = seats
    .filter((s) => !s.sittingOut && !s.leaving && s.stackMinor > 0)
    .toSorted((a, b) => a.seatNo - b.seatNo);
  if (ready.length < 2) return null;
  const after = ready.findIndex((s) => s.seatNo > lastButtonSeatNo);
  return { seats: ready, button: after === -1 ? 0 : after };
}

export const handSeatOf = (s: TRoomSeat): THandSeat => ({
  seatNo: s.seatNo,
  sittingId: s.sittingId,
  memberId: s.memberId,
  gameSessionId: s.gameSessionId,
  account: s.account,
});

/** An action in major-unit terms turned into the engine's; BET and RAISE need `toMinor`. */
export function engineAction(type: string, toMinor: number | null): THoldemAction {
  if (type === 'BET' || type === 'RAISE') {
    if (toMinor === null) throw new RangeError(`${type} needs the amount to bet to`);
    return { type, toMinor };
  }
  if (type === 'FOLD' || type === 'CHECK' || type === 'CALL' || type === 'ALL_IN') return { type };
  throw new RangeError(`no action ${type}`);
}

/** The engine's move, or a RangeError saying why the seat may not make it. */
export function applyAction(state: THoldemState, seatIndex: number, action: THoldemAction): THoldemState {
  return actHoldem(state, seatIndex, action);
}

/** One sitting's part in a finished hand: its new stack and, when it put chips in, its bet. */
export type TSeatOutcome = {
  seat: THandSeat;
  finalMinor: number;
  /** Chips the seat put in over the hand: the bet's stake. */
  committedMinor: number;
  /** What came back to it from the pots (stake included): the bet's payout. */
  payoutMinor: number;
  netMinor: number;
};

/**
 * What a finished hand settles: each seat's final stack, stake and payout, and the rake. The
 * stakes equal the payouts plus the rake (the engine makes no chips), which the property tests pin.
 */
export function handOutcome(
  state: THoldemState,
  seats: readonly THandSeat[],
): { seats: TSeatOutcome[]; rakeMinor: number } {
  const s = holdemSettlement(state);
  return {
    rakeMinor: s.rakeMinor,
    seats: s.seats.map((x) => {
      const committedMinor = state.seats[x.seat]!.committedMinor;
      return {
        seat: seats[x.seat]!,
        finalMinor: x.finalMinor,
        committedMinor,
        payoutMinor: committedMinor + x.netMinor,
        netMinor: x.netMinor,
      };
    }),
  };
}

/** The chips in the middle: everything committed and not yet handed back. */
export function potMinor(state: THoldemState): number {
  if (state.result) return 0;
  return state.seats.reduce((sum, seat) => sum + seat.committedMinor, 0);
}

/** The viewer's choices when the engine says it is their turn, else null. */
export function choicesOf(state: THoldemState, viewerIndex: number) {
  if (state.toAct === null || state.toAct !== viewerIndex) return null;
  const legal = legalActions(state);
  return {
    actions: legal.actions.filter((a): a is THoldemActionName => a !== 'TIMEOUT'),
    callMinor: legal.callMinor,
    minToMinor: legal.minToMinor,
    maxToMinor: legal.maxToMinor,
  };
}

/**
 * The hole cards a viewer may see: their own during the hand, and at a showdown every hand shown
 * (a seat that folded or won uncontested keeps its cards hidden).
 */
export function visibleCards(
  state: THoldemState,
  index: number,
  viewerIndex: number | null,
): string[] | undefined {
  const shown = state.result?.shown.some((s) => s.seat === index) ?? false;
  if (index !== viewerIndex && !shown) return undefined;
  return state.seats[index]!.holeCards.map(cardName);
}

/** Every hand's category shown at the showdown, by seat index. */
export function shownCategories(state: THoldemState): { seat: number; category: string }[] {
  return state.result?.shown.map((s) => ({ seat: s.seat, category: s.category })) ?? [];
}
