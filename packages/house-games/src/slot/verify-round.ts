import {
  StreamExhausted,
  computeBlocks,
  floatsFromBlocks,
  hmacFloatStream,
  type THmac,
  type THmacAsync,
} from '../provably-fair.ts';
import { SLOT_MAX_BLOCKS, playSlotRound } from './play-slot-round.ts';
import type { TSlotRound } from './types.ts';

/**
 * The round a seed pair and nonce give, with a sync HMAC: how the server plays a round (passing
 * node:crypto's HMAC) and how anyone with the revealed server seed checks it.
 */
export function verifySlotRound(
  hmac: THmac,
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  totalBet: number,
): TSlotRound {
  return playSlotRound(hmacFloatStream(hmac, serverSeed, clientSeed, nonce), totalBet);
}

/**
 * The same with an async HMAC (WebCrypto in the verifier page). Most rounds fit in the first block;
 * when one wins free spins it runs out, and is played again over every block a round can need.
 */
export async function verifySlotRoundAsync(
  hmacAsync: THmacAsync,
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  totalBet: number,
): Promise<TSlotRound> {
  try {
    return playSlotRound(
      floatsFromBlocks(await computeBlocks(hmacAsync, serverSeed, clientSeed, nonce, 1)),
      totalBet,
    );
  } catch (error) {
    if (!(error instanceof StreamExhausted)) throw error;
  }
  const blocks = await computeBlocks(hmacAsync, serverSeed, clientSeed, nonce, SLOT_MAX_BLOCKS);
  return playSlotRound(floatsFromBlocks(blocks), totalBet);
}
