import type { TCard } from './cards.ts';
import type { THandCategory } from './evaluate.ts';

/**
 * The table's rules for one hand, all money in whole minor units. rakeBps is the rake in basis points
 * of each pot (500 = 5 %), rakeCapMinor the most rake one hand pays; button is the index in the seat
 * list of the seat holding the dealer button.
 */
export type THoldemConfig = {
  smallBlindMinor: number;
  bigBlindMinor: number;
  rakeBps: number;
  rakeCapMinor: number;
  button: number;
};

/** A seat dealt into the hand, listed clockwise; the server keeps which player sits where. */
export type THoldemSeatIn = { stackMinor: number };

export type THoldemStreet = 'PREFLOP' | 'FLOP' | 'TURN' | 'RIVER' | 'SHOWDOWN';

/**
 * One seat during the hand. stackMinor is what it still has behind; committedMinor what it has put in
 * the pot over the whole hand, streetMinor over the current street. actedAtMinor is the street's bet
 * to call when the seat last chose an action (null: not yet this street) — it decides whether a later
 * raise reopens the betting to it.
 */
export type THoldemSeat = {
  stackMinor: number;
  committedMinor: number;
  streetMinor: number;
  holeCards: readonly [TCard, TCard];
  folded: boolean;
  allIn: boolean;
  actedAtMinor: number | null;
};

export type THoldemActionType = 'FOLD' | 'CHECK' | 'CALL' | 'BET' | 'RAISE' | 'ALL_IN' | 'TIMEOUT';

/**
 * What a seat does. BET opens a street's betting, RAISE raises a bet; both name the seat's whole bet
 * for the street (toMinor), not the chips added. ALL_IN puts in the whole stack, whatever that makes it.
 * TIMEOUT is sent by the server when the seat's clock runs out or it is disconnected: it checks when it
 * may and folds otherwise.
 */
export type THoldemAction =
  { type: 'FOLD' | 'CHECK' | 'CALL' | 'ALL_IN' | 'TIMEOUT' } | { type: 'BET' | 'RAISE'; toMinor: number };

/** An action as played, for the hand history: what the seat chose and the chips it added. */
export type THoldemLogEntry = {
  seat: number;
  street: THoldemStreet;
  type: Exclude<THoldemActionType, 'TIMEOUT'> | 'SMALL_BLIND' | 'BIG_BLIND';
  addedMinor: number;
  toMinor: number;
  /** The server's TIMEOUT (clock or disconnection) chose this check or fold. */
  timedOut: boolean;
};

/** One pot of the showdown: its chips after rake, the seats that could win it, and who did. */
export type THoldemPot = {
  amountMinor: number;
  rakeMinor: number;
  eligible: number[];
  winners: number[];
  /** Chips each winner took from this pot, by seat, odd chips included. */
  shares: Record<number, number>;
};

/** The hand's end: the pots, what was given back uncalled, and the hands shown at a showdown. */
export type THoldemResult = {
  pots: THoldemPot[];
  rakeMinor: number;
  uncalled: { seat: number; amountMinor: number } | null;
  shown: { seat: number; category: THandCategory; value: number }[];
};

/**
 * A hand in play. Immutable: act() returns a new state. runout holds the five board cards as dealt
 * at the start (after the burns); board shows the ones turned so far. The state is the server's: it
 * holds every seat's hole cards and the unturned board, so a player is only ever sent a view of it.
 */
export type THoldemState = {
  config: THoldemConfig;
  seats: readonly THoldemSeat[];
  initialStacks: readonly number[];
  street: THoldemStreet;
  board: readonly TCard[];
  runout: readonly TCard[];
  /** The seat whose turn it is; null once the hand is over. */
  toAct: number | null;
  /** The street's bet to call: the most any seat must have in on this street. */
  betMinor: number;
  /** The size of the last full bet or raise on this street: a raise must add at least this much. */
  lastRaiseMinor: number;
  smallBlind: number;
  bigBlind: number;
  log: readonly THoldemLogEntry[];
  result: THoldemResult | null;
};

/** What the seat to act may do now, with the amounts that bound a bet or raise. */
export type THoldemLegalActions = {
  seat: number;
  actions: THoldemActionType[];
  /** Chips a call adds (0 when the seat may check). */
  callMinor: number;
  /** Smallest and largest `toMinor` of a BET or RAISE, when one is allowed. */
  minToMinor: number | null;
  maxToMinor: number | null;
};

/** Per seat: what the hand won or lost, and the rake the server books as its own ledger entry. */
export type THoldemSettlement = {
  seats: { seat: number; initialMinor: number; finalMinor: number; netMinor: number }[];
  rakeMinor: number;
};
