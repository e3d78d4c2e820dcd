/**
 * One uniform digit 0–9 from one float of the stream: floor(float × 10). The float is a 32-bit
 * fraction, so the product is exact in a double and the browser's verifier lands on the same digit.
 */
export function digitOf(float: number): number {
  if (!(float >= 0 && float < 1)) throw new RangeError(`a float must lie in [0, 1), got ${float}`);
  return Math.floor(float * 10);
}
