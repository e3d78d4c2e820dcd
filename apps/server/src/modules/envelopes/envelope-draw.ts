import { createHmac } from 'node:crypto';

/**
 * One envelope's amount, provably fair as the raffle's draw: HMAC-SHA256 keyed by the rain's server
 * seed (its SHA-256 published from the start) over `rain:member:nonce`, its first 52 bits picking a
 * point in the range the rest of the rain still allows. The range keeps every envelope left
 * between min and max and their sum exactly the pool left, so the last envelope takes the rest and
 * the pool never goes below zero. Anyone holding the revealed seed and the rain's history replays it.
 */
export function drawEnvelope(
  serverSeed: string,
  at: { rainId: number; memberId: number; nonce: number },
  left: { remainingMinor: bigint; remainingCount: number; minMinor: bigint; maxMinor: bigint },
): bigint {
  const others = BigInt(left.remainingCount - 1);
  const lo = maxOf(left.minMinor, left.remainingMinor - others * left.maxMinor);
  const hi = minOf(left.maxMinor, left.remainingMinor - others * left.minMinor);
  if (hi < lo) throw new Error('the rain left an impossible range');
  const digest = createHmac('sha256', serverSeed).update(`${at.rainId}:${at.memberId}:${at.nonce}`).digest();
  const roll = digest.readBigUInt64BE(0) >> 12n; // 52 bits, uniform
  return lo + ((hi - lo + 1n) * roll) / 2n ** 52n;
}

const maxOf = (a: bigint, b: bigint) => (a > b ? a : b);
const minOf = (a: bigint, b: bigint) => (a < b ? a : b);
