/**
 * What the page reads out of a Niu-Niu hand, pure: each seat's stake as it stands, the chips that
 * move between the banker and the players once the cards are shown, the line a finished hand
 * leaves in the history, and the stake clock.
 */
import type { TNiuniuHand, TNiuniuHandSeat } from '@openlobby/contracts';

/** A seat's stake while the clock runs and after: the banker's, a choice made, or still to come. */
export type TStakeState =
  { kind: 'banker' } | { kind: 'staked'; multiple: number; timedOut: boolean } | { kind: 'choosing' };

export function stakeState(seat: TNiuniuHandSeat): TStakeState {
  if (seat.banker) return { kind: 'banker' };
  if (seat.multiple !== null) return { kind: 'staked', multiple: seat.multiple, timedOut: seat.timedOut };
  return { kind: 'choosing' };
}

/** One stack of chips moving across the table: a loser's stake to the banker, or the banker's pay to a winner. */
export type TChipFlight = { fromSeatNo: number; toSeatNo: number; amount: number };

/**
 * The chips of a shown hand, one flight per player with a net: from the banker to each winner,
 * from each loser to the banker (what the player's net says, commission already off it). A push
 * or a hand still being staked moves nothing.
 */
export function chipFlights(hand: TNiuniuHand): TChipFlight[] {
  if (hand.phase !== 'SHOWN') return [];
  return hand.seats.flatMap((seat) => {
    if (seat.banker || seat.net === null || seat.net === 0) return [];
    return seat.net > 0
      ? [{ fromSeatNo: hand.bankerSeatNo, toSeatNo: seat.seatNo, amount: seat.net }]
      : [{ fromSeatNo: seat.seatNo, toSeatNo: hand.bankerSeatNo, amount: -seat.net }];
  });
}

/** A finished hand as the history lists it, from the viewer's side. */
export type THistoryEntry = {
  handId: string;
  handNo: number;
  bankerSeatNo: number;
  /** The viewer's seat in the hand (null when they watched). */
  mine: { banker: boolean; category: TNiuniuHandSeat['category']; net: number } | null;
  /** The banker's hand. */
  bankerCategory: TNiuniuHandSeat['category'];
};

/** The history's line of a shown hand; null while it is staked. `mySeatNo` is the viewer's seat, if any. */
export function historyEntry(hand: TNiuniuHand, mySeatNo: number | null): THistoryEntry | null {
  if (hand.phase !== 'SHOWN') return null;
  const mine = hand.seats.find((s) => s.seatNo === mySeatNo);
  const banker = hand.seats.find((s) => s.banker);
  return {
    handId: hand.handId,
    handNo: hand.handNo,
    bankerSeatNo: hand.bankerSeatNo,
    mine: mine ? { banker: mine.banker, category: mine.category, net: mine.net ?? 0 } : null,
    bankerCategory: banker?.category ?? null,
  };
}

/** The history with a hand added: newest first, each hand once, at most `max` of them. */
export function addToHistory(
  history: readonly THistoryEntry[],
  entry: THistoryEntry | null,
  max = 12,
): THistoryEntry[] {
  if (!entry || history.some((e) => e.handId === entry.handId)) return [...history];
  return [entry, ...history].slice(0, max);
}

/**
 * The stake clock at `nowMs` (the server's time): whole seconds left, rounded up, and the share of
 * the clock left (1 → 0) for the ring; null when no clock runs.
 */
export function stakeClock(
  turnEndsAt: string | null,
  turnSeconds: number,
  nowMs: number,
): { seconds: number; left: number } | null {
  if (turnEndsAt === null) return null;
  const leftMs = Math.max(0, Date.parse(turnEndsAt) - nowMs);
  return {
    seconds: Math.ceil(leftMs / 1000),
    left: turnSeconds > 0 ? Math.min(1, leftMs / (turnSeconds * 1000)) : 0,
  };
}

/** A net with its sign, as the table writes it: "+38.00", "−30.00", "0.00". */
export function signedAmount(n: number, money: (n: number) => string): string {
  return `${n > 0 ? '+' : n < 0 ? '−' : ''}${money(Math.abs(n))}`;
}
