import type { TFloatSource } from '../provably-fair.ts';
import { payoutMinor } from '../lottery/payout.ts';
import { drawKeno } from './draw.ts';
import { KENO_DRAWN, KENO_NUMBERS, KENO_PAYTABLE, assertKenoTicket, type TKenoTicket } from './rules.ts';

/**
 * How a ticket ended: the picks that were drawn (in pick order), the multiplier in thousandths and the
 * win in minor units (stake × multiplier floored, the stake included; 0 when it lost). houseMinor is
 * stake − win, so stake = win + houseMinor always holds (negative when the player won more than staked).
 */
export type TKenoSettlement = {
  hits: number[];
  multiplierMilli: number;
  winMinor: number;
  houseMinor: number;
};

/** Throws unless the numbers are a keno draw: 20 distinct whole numbers of 1…80. */
function assertDraw(drawn: readonly number[]): void {
  const valid =
    drawn.length === KENO_DRAWN &&
    new Set(drawn).size === KENO_DRAWN &&
    drawn.every((n) => Number.isInteger(n) && n >= 1 && n <= KENO_NUMBERS);
  if (!valid) throw new RangeError(`a keno draw is ${KENO_DRAWN} distinct numbers of 1…${KENO_NUMBERS}`);
}

/**
 * Settles a ticket against a draw by the paytable row of its pick count. Pure: the same ticket and draw
 * always settle the same and neither is changed. A ticket assertKenoTicket refuses, or numbers that are
 * not a draw, throw a RangeError.
 */
export function settleKenoTicket(ticket: TKenoTicket, drawn: readonly number[]): TKenoSettlement {
  assertKenoTicket(ticket);
  assertDraw(drawn);
  const drawnSet = new Set(drawn);
  const hits = ticket.picks.filter((pick) => drawnSet.has(pick));
  const multiplierMilli = KENO_PAYTABLE[ticket.picks.length]![hits.length]!;
  const winMinor = payoutMinor(ticket.stakeMinor, multiplierMilli, 1);
  return { hits, multiplierMilli, winMinor, houseMinor: ticket.stakeMinor - winMinor };
}

/** A whole keno round from the stream: the draw (floats 0…19), then the ticket settled against it. */
export function playKenoRound(
  floats: TFloatSource,
  ticket: TKenoTicket,
): TKenoSettlement & { drawn: number[] } {
  assertKenoTicket(ticket);
  const drawn = drawKeno(floats);
  return { drawn, ...settleKenoTicket(ticket, drawn) };
}

/** Totals of a simulation, in stakes: the return is wonStakes / rounds. */
export type TKenoSimulation = { rounds: number; wonStakes: number; hitCounts: number[] };

/**
 * Plays `rounds` draws from one stream with a ticket of picks 1…pickCount and a stake of 1 unit, for
 * the long sweeps of bench:games and the quick RTP test. Which numbers are picked does not change the
 * odds: the draw treats every number alike.
 */
export function simulateKeno(floats: TFloatSource, rounds: number, pickCount: number): TKenoSimulation {
  const row = KENO_PAYTABLE[pickCount];
  if (row === undefined) throw new RangeError(`a keno ticket picks 1–10 numbers, got ${pickCount}`);
  const hitCounts = new Array<number>(pickCount + 1).fill(0);
  let wonMilli = 0;
  for (let round = 0; round < rounds; round++) {
    // picks 1…pickCount: a hit is a drawn number ≤ pickCount
    const hits = drawKeno(floats).filter((n) => n <= pickCount).length;
    hitCounts[hits]!++;
    wonMilli += row[hits]!;
  }
  return { rounds, wonStakes: wonMilli / 1000, hitCounts };
}
