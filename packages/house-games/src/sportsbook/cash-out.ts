import { assertStakeMinor, legFactor, productOf, type TFactor } from './payout.ts';
import { assertOddsMilli, type TOutcome } from './vocabulary.ts';

/** A bet as placed: its stake and each leg's odds when it was taken. */
export type TPlacedBet = { stakeMinor: bigint; legs: readonly { oddsMilli: number }[] };

/**
 * What the book pays now to close a bet early, in minor units, or null when it offers no cash-out.
 * `currentOdds[i]` is the book's price now for leg i (null while its market is suspended);
 * `settledLegs[i]` is leg i's outcome once its event is settled (null while open). The fair value
 * prices each open leg at its current odds: a leg taken at `placed` and now at `current` is worth
 * placed / current of its win, and a settled leg is worth its factor (legFactor). So a single is
 * stake × placed / current, a parlay stake × Π settled factors × Π placed / current over the open
 * legs; the book keeps `marginBps` of that, and the rest is rounded down once.
 *
 * No cash-out (null) when an open leg is suspended (no price to value it at), a leg has lost (the
 * bet is worth nothing), or no leg is open (the bet is settled, not cashed out). A half-lost leg
 * keeps the bet alive at half its value.
 */
export function cashOutValue(
  bet: TPlacedBet,
  currentOdds: readonly (number | null)[],
  settledLegs: readonly (TOutcome | null)[],
  marginBps: number,
): bigint | null {
  assertStakeMinor(bet.stakeMinor);
  const count = bet.legs.length;
  if (count === 0 || currentOdds.length !== count || settledLegs.length !== count)
    throw new RangeError(`a bet of ${count} legs needs a current price and a settlement per leg`);
  if (!Number.isSafeInteger(marginBps) || marginBps < 0 || marginBps > 10_000)
    throw new RangeError(`the cash-out margin is whole basis points from 0 to 10,000, got ${marginBps}`);
  const factors: TFactor[] = [];
  let hasOpenLeg = false;
  for (const [i, leg] of bet.legs.entries()) {
    const settled = settledLegs[i];
    if (settled === 'LOSE') return null;
    if (settled) {
      factors.push(legFactor(settled, leg.oddsMilli));
      continue;
    }
    const current = currentOdds[i] ?? null;
    if (current === null) return null;
    assertOddsMilli(leg.oddsMilli);
    assertOddsMilli(current);
    factors.push({ num: BigInt(leg.oddsMilli), den: BigInt(current) });
    hasOpenLeg = true;
  }
  if (!hasOpenLeg) return null;
  const value = productOf([...factors, { num: BigInt(10_000 - marginBps), den: 10_000n }]);
  return (bet.stakeMinor * value.num) / value.den;
}
