/**
 * What the member agreed to when the price moves between the slip and the book: take ANY new price,
 * only a HIGHER (or equal) one, or NONE (ask again on any change).
 */
export const PRICE_POLICIES = ['ANY', 'HIGHER', 'NONE'] as const;
export type TPricePolicy = (typeof PRICE_POLICIES)[number];

/**
 * Whether the book takes a bet placed at `placedMilli` when its price is now `currentMilli`. An
 * accepted bet stands at the current price, never at the placed one: the book never pays more than it
 * offers now, and HIGHER only ever improves the member's odds. REJECT asks the member again.
 */
export function acceptPrice(
  policy: TPricePolicy,
  placedMilli: number,
  currentMilli: number,
): 'ACCEPT' | 'REJECT' {
  if (!PRICE_POLICIES.includes(policy)) throw new RangeError(`no odds-change policy ${policy}`);
  if (policy === 'ANY') return 'ACCEPT';
  const accepted = policy === 'HIGHER' ? currentMilli >= placedMilli : currentMilli === placedMilli;
  return accepted ? 'ACCEPT' : 'REJECT';
}
