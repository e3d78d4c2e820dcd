/**
 * Provably fair randomness. Before play the server commits to a secret server seed by publishing
 * serverSeedHash = hex(SHA-256(serverSeed)), the hash of the seed's UTF-8 text; the server seed is
 * a 64-hex-character string and is used as the HMAC key as that text (it is never hex-decoded).
 * Once it is revealed anyone can recompute every round of the seed pair from these rules:
 *
 * - block 0 = HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}`)
 * - block c ≥ 1 = HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:${c}`)
 * - each 32-byte block gives 8 floats in [0, 1), each from 4 consecutive bytes:
 *   b0/256 + b1/256² + b2/256³ + b3/256⁴
 *
 * The engines stay synchronous and never import node: modules, so the same code runs on the server
 * (node:crypto, see THmac) and in the browser (WebCrypto is async: precompute with computeBlocks).
 */

/** HMAC-SHA256 of the message's UTF-8 text keyed by the key's UTF-8 text; the server passes node:crypto's. */
export type THmac = (key: string, message: string) => Uint8Array;

/** The same HMAC for callers that only have an async one (WebCrypto in the browser). */
export type THmacAsync = (key: string, message: string) => Promise<Uint8Array>;

/** Where a round reads its randomness from, one float in [0, 1) per call. */
export type TFloatSource = { next(): number };

const FLOATS_PER_BLOCK = 8;
const BLOCK_BYTES = 32;

/** Thrown when a round needs more blocks than were precomputed: compute more and play it again. */
export class StreamExhausted extends Error {
  override readonly name = 'StreamExhausted';
  constructor(readonly blocksGiven: number) {
    super(`the round needs more than the ${blocksGiven} HMAC block(s) given`);
  }
}

/** The HMAC message of block `index`; block 0 keeps the plain `clientSeed:nonce` form. */
export function blockMessage(clientSeed: string, nonce: number, index: number): string {
  if (!Number.isSafeInteger(nonce) || nonce < 0)
    throw new RangeError(`a nonce is a whole number ≥ 0, got ${nonce}`);
  return index === 0 ? `${clientSeed}:${nonce}` : `${clientSeed}:${nonce}:${index}`;
}

/** Float `slot` (0…7) of a block: its 4 bytes as a big-endian fraction, exact in a double. */
export function floatOfBlock(block: Uint8Array, slot: number): number {
  if (block.length < BLOCK_BYTES) throw new RangeError(`an HMAC-SHA256 block has ${BLOCK_BYTES} bytes`);
  const i = slot * 4;
  return block[i]! / 256 + block[i + 1]! / 256 ** 2 + block[i + 2]! / 256 ** 3 + block[i + 3]! / 256 ** 4;
}

/** A float source over blocks fetched on demand, each once, as its first float is read. */
function streamOf(block: (index: number) => Uint8Array): TFloatSource {
  let position = 0;
  let current: Uint8Array = new Uint8Array(0);
  return {
    next() {
      const slot = position % FLOATS_PER_BLOCK;
      // slot 0: position is a whole multiple of 8, the index of the block it starts
      if (slot === 0) current = block(position / FLOATS_PER_BLOCK);
      position++;
      return floatOfBlock(current, slot);
    },
  };
}

/** Floats from precomputed blocks (block 0 first); throws StreamExhausted past the last one. */
export function floatsFromBlocks(blocks: readonly Uint8Array[]): TFloatSource {
  return streamOf((index) => {
    const block = blocks[index];
    if (block === undefined) throw new StreamExhausted(blocks.length);
    return block;
  });
}

/** The sync stream of one round: blocks are computed as the round needs them, without limit. */
export function hmacFloatStream(
  hmac: THmac,
  serverSeed: string,
  clientSeed: string,
  nonce: number,
): TFloatSource {
  return streamOf((index) => hmac(serverSeed, blockMessage(clientSeed, nonce, index)));
}

/** The first `count` blocks of a round, for callers with an async HMAC (then use floatsFromBlocks). */
export function computeBlocks(
  hmacAsync: THmacAsync,
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  count: number,
): Promise<Uint8Array[]> {
  return Promise.all(
    Array.from({ length: count }, (_, index) =>
      hmacAsync(serverSeed, blockMessage(clientSeed, nonce, index)),
    ),
  );
}
