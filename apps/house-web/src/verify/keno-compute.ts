import { floatsFromBlocks } from '@openlobby/house-games';
import {
  KENO_DRAW_BLOCKS,
  KENO_MAX_PICKS,
  KENO_NUMBERS,
  KENO_PAYTABLE,
  playKenoRound,
} from '@openlobby/house-games/keno';
import { hmacSigner, roundBlocks, sha256Hex, toHex } from './compute.ts';
import type { TGameRoundSeeds } from './game-round-compute.ts';

/**
 * The verifier's arithmetic for a keno ticket, independent of the server (apps/server/src/modules/
 * house/keno.service.ts): the round's stream is the slot's, HMAC-SHA256(serverSeed, `clientSeed:nonce`)
 * and its `:1`, `:2` blocks, computed here with WebCrypto; the engine draws 20 of 80 from its first
 * 20 floats and settles the ticket by the paytable. No DOM here.
 */

/** The picks of a link or the form, `3-17-42` (dashes, commas or spaces); null unless 1–10 distinct of 1–80. */
export function parseKenoPicks(text: string): number[] | null {
  const parts = text
    .trim()
    .split(/[\s,-]+/)
    .filter(Boolean);
  if (parts.length < 1 || parts.length > KENO_MAX_PICKS || !parts.every((p) => /^\d{1,2}$/.test(p)))
    return null;
  const picks = parts.map(Number);
  if (picks.some((n) => n < 1 || n > KENO_NUMBERS) || new Set(picks).size !== picks.length) return null;
  return picks;
}

export type TKenoVerifyOutput = {
  serverSeedHash: string;
  /** The HMAC blocks the draw read (hex), block 0 first. */
  blocksHex: string[];
  picks: number[];
  /** The 20 numbers in the order they came out. */
  drawn: number[];
  /** The picks that were drawn, in pick order. */
  hits: number[];
  /** The paytable's multiplier for this many hits on this many picks, the stake included. */
  multiplier: number;
  winMinor: number;
};

/** Recomputes a ticket: the draw from the round's blocks, then the engine's settlement of the picks. */
export async function verifyKenoRound(
  seeds: TGameRoundSeeds,
  picks: readonly number[],
): Promise<TKenoVerifyOutput> {
  const [serverSeedHash, sign] = await Promise.all([
    sha256Hex(seeds.serverSeed),
    hmacSigner(seeds.serverSeed),
  ]);
  const blocks = await roundBlocks(sign, seeds.clientSeed, seeds.nonce, 0, KENO_DRAW_BLOCKS);
  const round = playKenoRound(floatsFromBlocks(blocks), { picks, stakeMinor: seeds.stakeMinor });
  return {
    serverSeedHash,
    blocksHex: blocks.map(toHex),
    picks: [...picks],
    drawn: round.drawn,
    hits: round.hits,
    multiplier: round.multiplierMilli / 1000,
    winMinor: round.winMinor,
  };
}

/** The paytable row of a ticket of `picks` numbers, multipliers by hits (0 … picks). */
export const kenoPaytableRow = (picks: number): number[] => (KENO_PAYTABLE[picks] ?? []).map((m) => m / 1000);
