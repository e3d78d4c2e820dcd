import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hmacFloatStream } from '@openlobby/house-games';
import { cardName, parseCards } from '@openlobby/house-games/holdem';
import { niuRank, stakeNiuniu, startNiuniuTable } from '@openlobby/house-games/niuniu';
import type { TNiuniuHandProof } from '@openlobby/contracts';
import { bullGroups, checkNiuniuHand, parseNiuniuHandId, readNiuniuHandId } from './niuniu-compute.ts';

const hmac = (key: string, message: string) => createHmac('sha256', key).update(message).digest();
const seed = 'b011'.repeat(16);
const handId = '00000000-0000-4000-8000-00000000001a';

/**
 * A hand as a room plays and proves it: three players stake 1, 2 and 3 × against the banker (dealt
 * last), with the room's server stream, 5 % commission and amounts in major units of two decimals.
 */
function provenHand(): TNiuniuHandProof & { serverSeed: string } {
  const stacks = [100, 80, 60, 150];
  const multiples = [1, 2, 3];
  let state = startNiuniuTable(
    { baseMinor: 100, commissionBps: 500 },
    stacks.map((s) => s * 100),
    hmacFloatStream(hmac, seed, 'NN-FUN', 12),
  );
  multiples.forEach((m, i) => (state = stakeNiuniu(state, i, m)));
  return {
    handId,
    roomCode: 'NN-FUN',
    handNo: 12,
    serverSeedHash: createHash('sha256').update(seed).digest('hex'),
    serverSeed: seed,
    seatNos: [2, 3, 4, 1],
    stacks,
    baseBet: 1,
    commissionBps: 500,
    decimals: 2,
    multiples,
    hands: state.hands.map((cards) => cards.map(cardName)),
    net: state.result!.seats.map((s) => s.netMinor / 100),
    commission: state.result!.commissionMinor / 100,
  };
}

describe('the Niu-Niu hand verifier', () => {
  it('deals and settles a hand again from its revealed seed: the hash, every card, each net and the commission match', async () => {
    const proof = provenHand();
    const check = await checkNiuniuHand(proof);
    expect(check).toMatchObject({
      seedMatches: true,
      cardsMatch: true,
      netsMatch: true,
      commissionMatches: true,
    });
    expect(check.seats.map((s) => s.cards)).toEqual(proof.hands);
    expect(check.seats.map((s) => s.banker)).toEqual([false, false, false, true]);
    expect(check.seats.map((s) => s.net)).toEqual(proof.net);
    // every chip the hand moved is in a seat's net or the room's commission
    const moved = check.seats.reduce((sum, s) => sum + Math.round(s.net! * 100), 0);
    expect(moved + Math.round(check.commission! * 100)).toBe(0);
  });

  it('says a tampered net, commission or card does not match, and only that part', async () => {
    const proof = provenHand();
    const net = proof.net!.with(1, proof.net![1]! + 0.01);
    const netCheck = await checkNiuniuHand({ ...proof, net });
    expect(netCheck).toMatchObject({ netsMatch: false, cardsMatch: true, commissionMatches: true });
    expect(netCheck.seats.map((s) => s.netMatches)).toEqual([true, false, true, true]);

    const commission = await checkNiuniuHand({ ...proof, commission: proof.commission! + 0.05 });
    expect(commission).toMatchObject({ commissionMatches: false, netsMatch: true });

    // the banker's first card swapped for one of the first player's
    const hands = proof.hands!.map((cards) => [...cards]);
    hands[3]![0] = hands[0]![0]!;
    const cardCheck = await checkNiuniuHand({ ...proof, hands });
    expect(cardCheck).toMatchObject({ cardsMatch: false, netsMatch: true });
    expect(cardCheck.seats.map((s) => s.cardsMatch)).toEqual([true, true, true, false]);
  });

  it('catches a seed that does not hash to the hash shown at the deal', async () => {
    const proof = provenHand();
    expect((await checkNiuniuHand({ ...proof, serverSeedHash: '0'.repeat(64) })).seedMatches).toBe(false);
    // another seed deals other cards: the hash fails, and so do the cards
    const other = await checkNiuniuHand({ ...proof, serverSeed: 'f00d'.repeat(16) });
    expect(other).toMatchObject({ seedMatches: false, cardsMatch: false });
  });

  it('does not match a hand settled by rules the engine does not play (a multiple the stack cannot cover)', async () => {
    const proof = provenHand();
    const check = await checkNiuniuHand({ ...proof, stacks: proof.stacks.with(2, 5) });
    expect(check).toMatchObject({ cardsMatch: true, netsMatch: false, commissionMatches: false });
    expect(check.seats.every((s) => s.net === null)).toBe(true);
  });

  it('splits a bull hand into three cards summing to a multiple of 10 and the two points', async () => {
    const check = await checkNiuniuHand(provenHand());
    const points = (name: string) => (name[0] === 'A' ? 1 : 'TJQK'.includes(name[0]!) ? 10 : Number(name[0]));
    for (const seat of check.seats.filter((s) => s.bull)) {
      expect(seat.bull!.three.reduce((sum, c) => sum + points(c), 0) % 10).toBe(0);
      expect([...seat.bull!.three, ...seat.bull!.two].sort()).toEqual([...seat.cards].sort());
    }
    // no three of A, A, 2, 4, 9 sum to 10, 20 or 30
    expect(bullGroups(parseCards('Ac Ad 2c 4c 9c'))).toBeNull();
    const groups = bullGroups(parseCards('2c 3c 9d 5c Th'))!;
    expect(groups.three.map(cardName)).toEqual(['2c', '3c', '5c']);
    expect(groups.two.map((c) => Math.min(niuRank(c), 10))).toEqual([9, 10]);
  });

  it('reads the hand id from the address or a pasted text, and nothing else', () => {
    expect(readNiuniuHandId(`?niuniuHand=${handId}&lang=TH`)).toBe(handId);
    expect(readNiuniuHandId('?niuniuHand=12;drop')).toBeNull();
    expect(parseNiuniuHandId(`  ${handId.toUpperCase()} \n`)).toBe(handId);
    expect(parseNiuniuHandId('not-a-hand')).toBeNull();
  });
});
