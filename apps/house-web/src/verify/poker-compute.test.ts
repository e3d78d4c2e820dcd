import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hmacFloatStream } from '@openlobby/house-games';
import { actHoldem, cardName, startHand } from '@openlobby/house-games/holdem';
import type { TPokerHandProof } from '@openlobby/contracts';
import { checkPokerHand } from './poker-compute.ts';

const hmac = (key: string, message: string) => createHmac('sha256', key).update(message).digest();
const seed = 'c0ffee'.repeat(10) + 'abcd';

/** A heads-up hand as a room plays and proves it: the button calls, both check it down. */
function provenHand(): TPokerHandProof {
  let state = startHand(
    { smallBlindMinor: 100, bigBlindMinor: 200, rakeBps: 500, rakeCapMinor: 600, button: 0 },
    [{ stackMinor: 10_000 }, { stackMinor: 8_000 }],
    hmacFloatStream(hmac, seed, 'HU-1', 7),
  );
  const log: TPokerHandProof['log'] = [
    { seatNo: 3, street: 'PREFLOP', type: 'SMALL_BLIND', added: 1, to: 1, timedOut: false },
    { seatNo: 5, street: 'PREFLOP', type: 'BIG_BLIND', added: 2, to: 2, timedOut: false },
  ];
  const seatNos = [3, 5];
  while (state.toAct !== null) {
    const seat = state.toAct;
    const type = state.betMinor > state.seats[seat]!.streetMinor ? 'CALL' : 'CHECK';
    log.push({ seatNo: seatNos[seat]!, street: state.street, type, added: 0, to: 0, timedOut: false });
    state = actHoldem(state, seat, { type });
  }
  return {
    handId: '00000000-0000-4000-8000-000000000001',
    roomCode: 'HU-1',
    handNo: 7,
    serverSeedHash: createHash('sha256').update(seed).digest('hex'),
    serverSeed: seed,
    seatNos,
    stacks: [100, 80],
    buttonIndex: 0,
    smallBlind: 1,
    bigBlind: 2,
    rakeBps: 500,
    rakeCap: 6,
    decimals: 2,
    board: state.runout.map(cardName),
    holeCards: state.seats.map((s) => s.holeCards.map(cardName)),
    log,
    result: {
      pots: [],
      rake: state.result!.rakeMinor / 100,
      shown: [],
      net: state.seats.map((s, i) => ({
        seatNo: seatNos[i]!,
        amount: (s.stackMinor - state.initialStacks[i]!) / 100,
      })),
    },
  };
}

describe('the Hold’em hand verifier', () => {
  it('recomputes a hand from its revealed seed: the seed’s hash, every card and each seat’s result match', async () => {
    const check = await checkPokerHand(provenHand());
    expect(check).toMatchObject({ seedMatches: true, cardsMatch: true, resultMatches: true });
    expect(check.board).toHaveLength(5);
    expect(check.net.reduce((sum, n) => sum + n.amount, 0)).toBeCloseTo(-0.2, 10);
  });

  it('finds a board card, a hole card or a result the room did not deal or pay', async () => {
    const proof = provenHand();
    const other = proof.board[0] === 'As' ? 'Ks' : 'As';
    expect((await checkPokerHand({ ...proof, board: [other, ...proof.board.slice(1)] })).cardsMatch).toBe(
      false,
    );
    const hole = proof.holeCards!.map((cards) => [...cards]);
    hole[1]![0] = hole[0]![0]!;
    expect((await checkPokerHand({ ...proof, holeCards: hole })).cardsMatch).toBe(false);
    const net = proof.result!.net.map((n, i) => (i === 0 ? { ...n, amount: n.amount + 1 } : n));
    expect((await checkPokerHand({ ...proof, result: { ...proof.result!, net } })).resultMatches).toBe(false);
    expect((await checkPokerHand({ ...proof, serverSeedHash: '0'.repeat(64) })).seedMatches).toBe(false);
  });
});
