import { StreamExhausted, floatOfBlock, floatsFromBlocks } from '@openlobby/house-games';
import {
  FISH_RTP_DENOMINATOR,
  FISH_SPECIES,
  fireFishShot,
  type TFishSpeciesId,
} from '@openlobby/house-games/fish';
import { hmacSigner, roundBlocks, sha256Hex, toHex } from './compute.ts';
import type { TGameRoundSeeds } from './game-round-compute.ts';

/**
 * The verifier's arithmetic for a fishing shot, independent of the server (apps/server/src/modules/
 * house/fish.service.ts): the page decides which fish a bullet hit, the round's stream (the slot's
 * HMAC-SHA256 blocks, computed here with WebCrypto) decides the kill through the engine's
 * fireFishShot. No DOM here.
 */

/** The most blocks a shot may read: a float is thrown away with a chance under 7 × 10^-6. */
const FISH_MAX_BLOCKS = 4;

/** The species id of a link or the form, or null for a fish the game has none of. */
export function parseFishSpecies(text: string): TFishSpeciesId | null {
  return FISH_SPECIES.find((s) => s.id === text.trim())?.id ?? null;
}

export type TFishVerifyOutput = {
  serverSeedHash: string;
  blocksHex: string[];
  speciesId: TFishSpeciesId;
  multiplier: number;
  killed: boolean;
  winMinor: number;
  /** The number u drawn uniform on 0 … max (100 × multiplier − 1); the fish is caught when u < 96. */
  roll: { value: number; max: number };
};

/**
 * Recomputes a shot: the engine fires it on the round's floats (one block; a further block only in
 * the rare case uniformInt throws a float away), and the roll it decided on is read back from the
 * last float it used, for the page to show.
 */
export async function verifyFishShot(
  seeds: TGameRoundSeeds,
  speciesId: TFishSpeciesId,
): Promise<TFishVerifyOutput> {
  const [serverSeedHash, sign] = await Promise.all([
    sha256Hex(seeds.serverSeed),
    hmacSigner(seeds.serverSeed),
  ]);
  const blocks = await roundBlocks(sign, seeds.clientSeed, seeds.nonce, 0, 1);
  for (;;) {
    try {
      const shot = fireFishShot(floatsFromBlocks(blocks), { speciesId, bulletCostMinor: seeds.stakeMinor });
      const multiplier = FISH_SPECIES.find((s) => s.id === speciesId)!.multiplier;
      const n = FISH_RTP_DENOMINATOR * multiplier;
      const last = shot.floatsUsed - 1;
      const k = Math.floor(floatOfBlock(blocks[Math.floor(last / 8)]!, last % 8) * 2 ** 32);
      return {
        serverSeedHash,
        blocksHex: blocks.slice(0, Math.ceil(shot.floatsUsed / 8)).map(toHex),
        speciesId,
        multiplier,
        killed: shot.killed,
        winMinor: shot.winMinor,
        roll: { value: k % n, max: n - 1 },
      };
    } catch (error) {
      if (!(error instanceof StreamExhausted) || blocks.length >= FISH_MAX_BLOCKS) throw error;
      blocks.push(
        ...(await roundBlocks(sign, seeds.clientSeed, seeds.nonce, blocks.length, blocks.length + 1)),
      );
    }
  }
}
