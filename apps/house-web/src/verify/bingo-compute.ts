import type { TTableRoundProof } from '@openlobby/contracts';
import { computeBlocks, floatsFromBlocks, type THmacAsync } from '@openlobby/house-games';
import {
  BINGO_CARD_FLOATS,
  BINGO_DRAW_BLOCKS,
  bingoCompletions,
  dealBingoCard,
  drawBingoOrder,
  type TBingoCompletions,
} from '@openlobby/house-games/bingo';

/**
 * The verifier's arithmetic for a bingo round, independent of the server (its table rules in
 * apps/server/src/modules/tables/table-bingo.ts): the draw from the round's stream, and every card
 * again from its own stream, whose client seed is `${clientSeed}:${key}`. No DOM here.
 */

/** HMAC blocks one card reads (24 numbers, 8 a block). */
export const BINGO_CARD_BLOCKS = Math.ceil(BINGO_CARD_FLOATS / 8);

type TSeeds = { serverSeed: string; clientSeed: string; nonce: number };
type TSign = (message: string) => Promise<Uint8Array>;

const hmacOf =
  (sign: TSign): THmacAsync =>
  (_key, message) =>
    sign(message);

/** The round's 75 balls in the order drawn, and the blocks read for them. */
export async function drawBingoRound(sign: TSign, seeds: TSeeds) {
  const blocks = await computeBlocks(
    hmacOf(sign),
    seeds.serverSeed,
    seeds.clientSeed,
    seeds.nonce,
    BINGO_DRAW_BLOCKS,
  );
  return { balls: drawBingoOrder(floatsFromBlocks(blocks)), blocks };
}

/** The card a key deals in the round. */
export async function dealBingoRoundCard(sign: TSign, seeds: TSeeds, key: string): Promise<number[]> {
  const blocks = await computeBlocks(
    hmacOf(sign),
    seeds.serverSeed,
    `${seeds.clientSeed}:${key}`,
    seeds.nonce,
    BINGO_CARD_BLOCKS,
  );
  return dealBingoCard(floatsFromBlocks(blocks));
}

export type TBingoCardCheck = {
  player: string;
  key: string;
  recorded: readonly number[];
  dealt: number[];
  matches: boolean;
  /** When the dealt card completed each pattern against the computed draw. */
  completions: TBingoCompletions;
};

/**
 * Deals every card of the proof again and checks it against the recorded one, and when each
 * completed its patterns against the computed draw; the first full house of the round is the
 * earliest of them.
 */
export async function checkBingoCards(
  sign: TSign,
  proof: Pick<TTableRoundProof, 'clientSeed' | 'nonce' | 'cards'> & { serverSeed: string },
  balls: readonly number[],
): Promise<{ cards: TBingoCardCheck[]; firstFullHouse: number | null }> {
  const cards = await Promise.all(
    (proof.cards ?? []).map(async (c) => {
      const dealt = await dealBingoRoundCard(sign, proof, c.key);
      return {
        player: c.player,
        key: c.key,
        recorded: c.card,
        dealt,
        matches: dealt.length === c.card.length && dealt.every((n, i) => n === c.card[i]),
        completions: bingoCompletions(dealt, balls),
      };
    }),
  );
  const full = cards.map((c) => c.completions.FULL_HOUSE);
  return { cards, firstFullHouse: full.length > 0 ? Math.min(...full) : null };
}
