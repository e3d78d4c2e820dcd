import type { THoldemPot, THoldemSeat } from './types.ts';

/** A pot before rake and showdown: its chips and the seats still in that may win it. */
export type TPotLayer = { amountMinor: number; eligible: number[] };

/**
 * Splits what the seats committed into the main pot and side pots. Each distinct commitment level
 * cuts a layer; every seat pays into a layer up to its own commitment, and only seats still in whose
 * commitment reaches the layer's top may win it. Neighbouring layers with the same eligible seats are
 * one pot. The part of the largest commitment nobody matched is the uncalled bet: it goes back to its
 * seat and is in no pot (so it is never raked).
 */
export function buildPots(seats: readonly THoldemSeat[]): {
  pots: TPotLayer[];
  uncalled: { seat: number; amountMinor: number } | null;
} {
  const committed = seats.map((seat) => seat.committedMinor);
  const byAmount = [...committed.keys()].sort((a, b) => committed[b]! - committed[a]!);
  const [top, second] = [byAmount[0]!, byAmount[1]!];
  const excess = committed[top]! - committed[second]!;
  const uncalled = excess > 0 ? { seat: top, amountMinor: excess } : null;
  const capped = committed.map((amount, seat) => (seat === top ? amount - excess : amount));
  const levels = [...new Set(capped.filter((amount) => amount > 0))].sort((a, b) => a - b);
  const pots: TPotLayer[] = [];
  let previous = 0;
  for (const level of levels) {
    const amountMinor = capped.reduce(
      (sum, amount) => sum + Math.min(amount, level) - Math.min(amount, previous),
      0,
    );
    const eligible = seats.flatMap((seat, i) => (!seat.folded && capped[i]! >= level ? [i] : []));
    const last = pots.at(-1);
    // a layer only folded seats reached, or with the same contenders as the one below, joins that one
    if (last && (eligible.length === 0 || sameSeats(last.eligible, eligible)))
      last.amountMinor += amountMinor;
    else pots.push({ amountMinor, eligible });
    previous = level;
  }
  return { pots, uncalled };
}

function sameSeats(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((seat, i) => seat === b[i]);
}

/**
 * The rake of each pot: floor(pot × rakeBps / 10,000), main pot first, until the hand's cap is used.
 * Nothing when the flop was not dealt ("no flop, no drop").
 */
export function rakePots(
  pots: readonly TPotLayer[],
  rakeBps: number,
  rakeCapMinor: number,
  sawFlop: boolean,
): number[] {
  let capLeft = sawFlop ? rakeCapMinor : 0;
  return pots.map((pot) => {
    const rake = Math.min(capLeft, Math.floor((pot.amountMinor * rakeBps) / 10_000));
    capLeft -= rake;
    return rake;
  });
}

/**
 * Shares a pot (after rake) among its winners: equal parts, and the odd chips one each to the winners
 * in seat order starting from the first seat left of the button.
 */
export function splitPot(
  amountMinor: number,
  winners: readonly number[],
  button: number,
  seatCount: number,
): Record<number, number> {
  const part = Math.floor(amountMinor / winners.length);
  let odd = amountMinor - part * winners.length;
  const shares: Record<number, number> = {};
  for (const seat of winners) shares[seat] = part;
  for (let step = 1; step <= seatCount && odd > 0; step++) {
    const seat = (button + step) % seatCount;
    if (winners.includes(seat)) {
      shares[seat]! += 1;
      odd--;
    }
  }
  return shares;
}

/** Awards a pot to the best of its eligible seats by hand value (`values` by seat). */
export function awardPot(
  layer: TPotLayer,
  rakeMinor: number,
  values: readonly (number | null)[],
  button: number,
): THoldemPot {
  const amountMinor = layer.amountMinor - rakeMinor;
  const best = Math.max(...layer.eligible.map((seat) => values[seat] ?? -1));
  const winners =
    layer.eligible.length === 1
      ? [...layer.eligible]
      : layer.eligible.filter((seat) => values[seat] === best);
  const shares = splitPot(amountMinor, winners, button, values.length);
  return { amountMinor, rakeMinor, eligible: [...layer.eligible], winners, shares };
}
