import { createHash, createHmac, randomBytes } from 'node:crypto';
import { CRASH_HOUSE_EDGE_BP, crashPoint } from '@openlobby/house-games/crash';

/** Games in a chain: at a round every 20 s or so, a million games last about seven months. */
export const CRASH_CHAIN_LENGTH = 1_000_000;
/** A stored hash every this many games: a game's hash is at most this many hashes away. */
export const CRASH_CHECKPOINT_EVERY = 1_000;

export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');
export const hmacSha256 = (key: string, message: string) =>
  new Uint8Array(createHmac('sha256', key).update(message).digest());

/**
 * A new chain from a fresh secret seed: h_length = seed, h_i = SHA-256(h_{i+1}) down to h_0, the
 * terminal hash published before game 1. Only every CRASH_CHECKPOINT_EVERY-th hash is kept
 * (checkpoints[k] = h_{k × every}): building it is `length` hashes once (a million in about a
 * second), in slices of a checkpoint between which the process answers its other calls.
 */
export async function newCrashChain(
  length = CRASH_CHAIN_LENGTH,
  every = Math.min(CRASH_CHECKPOINT_EVERY, length),
) {
  if (length % every !== 0) throw new RangeError('a chain is a whole number of checkpoints long');
  const seed = randomBytes(32).toString('hex');
  const checkpoints = new Array<string>(length / every + 1);
  let h = seed;
  checkpoints[length / every] = h;
  for (let i = length - 1; i >= 0; i--) {
    h = sha256Hex(h);
    if (i % every === 0) {
      checkpoints[i / every] = h;
      // a checkpoint's worth at a time, so the process answers its calls meanwhile
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }
  return {
    seed,
    terminalHash: checkpoints[0]!,
    salt: randomBytes(16).toString('hex'),
    length,
    checkpointEvery: every,
    checkpoints,
    edgeBp: CRASH_HOUSE_EDGE_BP,
  };
}

export type TChainRow = {
  length: number;
  checkpointEvery: number;
  checkpoints: string[];
  salt: string;
  edgeBp: number;
};

/** Game `number`'s hash h_number: from the next checkpoint above it, hashed down (at most `every` times). */
export function gameHashOf(chain: TChainRow, number: number): string {
  if (!Number.isSafeInteger(number) || number < 1 || number > chain.length)
    throw new RangeError(`a game of this chain is 1…${chain.length}, got ${number}`);
  const k = Math.ceil(number / chain.checkpointEvery);
  let h = chain.checkpoints[k]!;
  for (let i = k * chain.checkpointEvery; i > number; i--) h = sha256Hex(h);
  return h;
}

/** A game's crash point in hundredths, from its hash and the chain's salt and edge. */
export const crashPointOf = (chain: TChainRow, hash: string) =>
  crashPoint(hmacSha256, hash, chain.salt, chain.edgeBp);
