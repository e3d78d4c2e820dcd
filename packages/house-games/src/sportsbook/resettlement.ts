/**
 * What a re-settlement moves (a corrected result, a late void): the new payout less the one already
 * paid, in minor units. Positive credits the member, negative debits; zero books nothing. The book
 * pays the delta rather than reversing and re-paying, so the ledger holds one adjustment and applying
 * the old payout then the delta always equals applying the new payout.
 */
export function resettlementDelta(oldPayoutMinor: bigint, newPayoutMinor: bigint): bigint {
  for (const payout of [oldPayoutMinor, newPayoutMinor])
    if (typeof payout !== 'bigint' || payout < 0n)
      throw new RangeError(`a payout is a bigint of minor units from 0, got ${String(payout)}`);
  return newPayoutMinor - oldPayoutMinor;
}
