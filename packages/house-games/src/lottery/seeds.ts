import { hmacFloatStream, type TFloatSource, type THmac } from '../provably-fair.ts';

/**
 * The nonce of every lottery draw. A draw is named by its key (the client seed), and each draw has a
 * server seed of its own, so the nonce never varies; the browser passes it to computeBlocks.
 */
export const LOTTERY_DRAW_NONCE = 0;

/**
 * The randomness of one draw: the provably fair stream with the draw's key as the client seed, for
 * example 'VN:SOUTH:HCM:2026-12-03' or 'ELOTT:1M:202612030815'. The server commits to the seed's hash
 * when betting opens and reveals the seed when it closes; anyone then recomputes the numbers with
 * computeBlocks(hmacAsync, serverSeed, drawKey, LOTTERY_DRAW_NONCE, blocks) and floatsFromBlocks.
 */
export function drawSource(hmac: THmac, serverSeed: string, drawKey: string): TFloatSource {
  if (drawKey.length === 0) throw new RangeError('a draw key names the draw; it cannot be empty');
  return hmacFloatStream(hmac, serverSeed, drawKey, LOTTERY_DRAW_NONCE);
}

/** HMAC blocks that hold `floats` floats, 8 to a block: what a browser precomputes for one draw. */
export function blocksFor(floats: number): number {
  return Math.ceil(floats / 8);
}
