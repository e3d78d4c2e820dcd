import type { THoldemSettlement, THoldemState } from './types.ts';

/**
 * What the finished hand means for the ledger: each seat's final stack and net (final − initial), and
 * the rake, which the server books as its own entry. The nets and the rake always sum to zero: the
 * hand moves chips between seats and to the rake, and makes none. Throws a RangeError before the end.
 */
export function settlement(state: THoldemState): THoldemSettlement {
  if (state.result === null) throw new RangeError('the hand is not over yet');
  return {
    seats: state.seats.map((seat, i) => ({
      seat: i,
      initialMinor: state.initialStacks[i]!,
      finalMinor: seat.stackMinor,
      netMinor: seat.stackMinor - state.initialStacks[i]!,
    })),
    rakeMinor: state.result.rakeMinor,
  };
}
