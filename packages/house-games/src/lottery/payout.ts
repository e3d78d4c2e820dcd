/**
 * Money of the lottery lines: whole minor units in plain numbers, as the slot keeps them. Products are
 * taken in BigInt so no intermediate is rounded, and a win a double cannot hold exactly is refused
 * rather than paid approximately.
 */

/** A stake and odds the engines settle: a stake of ≥ 1 minor unit, odds of ≥ 1 thousandth, both whole. */
export function assertWager(stakeMinor: number, oddsMilli: number): void {
  if (!Number.isSafeInteger(stakeMinor) || stakeMinor < 1)
    throw new RangeError(`a stake is a whole number of minor units ≥ 1, got ${stakeMinor}`);
  if (!Number.isSafeInteger(oddsMilli) || oddsMilli < 1)
    throw new RangeError(`odds are a whole number of thousandths ≥ 1, got ${oddsMilli}`);
}

/** stake × odds × times / 1000, floored to a whole minor unit (the house keeps the fraction). */
export function payoutMinor(stakeMinor: number, oddsMilli: number, times: number): number {
  const win = (BigInt(stakeMinor) * BigInt(oddsMilli) * BigInt(times)) / 1000n;
  if (win > BigInt(Number.MAX_SAFE_INTEGER))
    throw new RangeError(`a win of ${win} minor units is beyond what the engines hold exactly`);
  return Number(win);
}
