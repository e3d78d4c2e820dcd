import { floatsFromBlocks } from '@openlobby/house-games';
import {
  HOLDEM_DEAL_BLOCKS,
  actHoldem,
  cardName,
  startHand,
  type THoldemAction,
  type THoldemState,
} from '@openlobby/house-games/holdem';
import type { TPokerHandProof } from '@openlobby/contracts';
import { hmacSigner, roundBlocks, sha256Hex } from './compute.ts';

/** What the verifier found for a Hold'em hand: each check and the recomputed hand. */
export type TPokerCheck = {
  seedMatches: boolean;
  cardsMatch: boolean;
  /** The hand replayed from its log ends with every seat's stack as the room paid it. */
  resultMatches: boolean;
  board: string[];
  holeCards: string[][];
  /** Each seat's net in major units, as the replay ends it. */
  net: { seatNo: number; amount: number }[];
};

const toMinor = (major: number, decimals: number) => Math.round(major * 10 ** decimals);

/** An action of the hand's log as the engine takes it back (a timed-out move as the clock's TIMEOUT). */
function logAction(entry: TPokerHandProof['log'][number], decimals: number): THoldemAction | null {
  if (entry.type === 'SMALL_BLIND' || entry.type === 'BIG_BLIND') return null;
  if (entry.timedOut) return { type: 'TIMEOUT' };
  if (entry.type === 'BET' || entry.type === 'RAISE')
    return { type: entry.type, toMinor: toMinor(entry.to, decimals) };
  return { type: entry.type as 'FOLD' | 'CHECK' | 'CALL' | 'ALL_IN' };
}

/**
 * Replays a hand from its proof: deals it from the revealed seed (HMAC-SHA256 of "room:hand no:block")
 * with the same engine the room plays, compares the cards, then plays the logged actions and
 * compares every seat's result, the rake taken by the room's rule the proof states.
 */
export function replayHand(proof: TPokerHandProof, blocks: Uint8Array[]) {
  const decimals = proof.decimals;
  const bb = toMinor(proof.bigBlind, decimals);
  let state: THoldemState = startHand(
    {
      smallBlindMinor: toMinor(proof.smallBlind, decimals),
      bigBlindMinor: bb,
      rakeBps: proof.rakeBps,
      rakeCapMinor: toMinor(proof.rakeCap, decimals),
      button: proof.buttonIndex,
    },
    proof.stacks.map((s) => ({ stackMinor: toMinor(s, decimals) })),
    floatsFromBlocks(blocks),
  );
  const indexOf = (seatNo: number) => proof.seatNos.indexOf(seatNo);
  for (const entry of proof.log) {
    const action = logAction(entry, decimals);
    if (action && state.toAct === indexOf(entry.seatNo)) state = actHoldem(state, state.toAct, action);
  }
  return state;
}

export async function checkPokerHand(proof: TPokerHandProof): Promise<TPokerCheck> {
  const decimals = proof.decimals;
  const seed = proof.serverSeed!;
  const sign = await hmacSigner(seed);
  const blocks = await roundBlocks(sign, proof.roomCode, proof.handNo, 0, HOLDEM_DEAL_BLOCKS);
  const state = replayHand(proof, blocks);
  const board = state.runout.map(cardName);
  const holeCards = state.seats.map((s) => s.holeCards.map(cardName));
  const net = state.seats.map((s, i) => ({
    seatNo: proof.seatNos[i]!,
    amount: (s.stackMinor - state.initialStacks[i]!) / 10 ** decimals,
  }));
  const recorded = proof.result?.net ?? [];
  return {
    seedMatches: (await sha256Hex(seed)) === proof.serverSeedHash,
    cardsMatch:
      JSON.stringify(board) === JSON.stringify(proof.board) &&
      JSON.stringify(holeCards) === JSON.stringify(proof.holeCards),
    resultMatches:
      state.result !== null &&
      net.every(
        (n) => Math.abs(n.amount - (recorded.find((r) => r.seatNo === n.seatNo)?.amount ?? NaN)) < 1e-9,
      ),
    board,
    holeCards,
    net,
  };
}
