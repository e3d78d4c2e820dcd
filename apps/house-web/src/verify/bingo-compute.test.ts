import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hmacFloatStream } from '@openlobby/house-games';
import { dealBingoCard, drawBingoOrder } from '@openlobby/house-games/bingo';
import { checkBingoCards, dealBingoRoundCard, drawBingoRound } from './bingo-compute.ts';
import { hmacSigner } from './compute.ts';

const hmac = (key: string, message: string) => createHmac('sha256', key).update(message).digest();
const seeds = { serverSeed: 'f'.repeat(64), clientSeed: 'BINGO-1:7', nonce: 0 };

describe('the bingo verifier', () => {
  it('draws the order and deals each card as the table does, from WebCrypto blocks', async () => {
    const sign = await hmacSigner(seeds.serverSeed);
    const { balls } = await drawBingoRound(sign, seeds);
    expect(balls).toEqual(drawBingoOrder(hmacFloatStream(hmac, seeds.serverSeed, seeds.clientSeed, 0)));
    const card = await dealBingoRoundCard(sign, seeds, 'req:2');
    expect(card).toEqual(
      dealBingoCard(hmacFloatStream(hmac, seeds.serverSeed, `${seeds.clientSeed}:req:2`, 0)),
    );
  });

  it('flags a recorded card its key does not deal, and finds the round’s first full house', async () => {
    const sign = await hmacSigner(seeds.serverSeed);
    const { balls } = await drawBingoRound(sign, seeds);
    const good = await dealBingoRoundCard(sign, seeds, 'a:0');
    const other = await dealBingoRoundCard(sign, seeds, 'b:0');
    const { cards, firstFullHouse } = await checkBingoCards(
      sign,
      {
        ...seeds,
        cards: [
          { player: 'al***e', key: 'a:0', card: good },
          { player: 'Guest', key: 'b:0', card: good },
        ],
      },
      balls,
    );
    expect(cards.map((c) => c.matches)).toEqual([true, false]);
    expect(cards[1]!.dealt).toEqual(other);
    expect(firstFullHouse).toBe(Math.min(cards[0]!.completions.FULL_HOUSE, cards[1]!.completions.FULL_HOUSE));
  });
});
