import { floatsFromBlocks, type TFloatSource } from '@openlobby/house-games';
import { cardName, type TCard } from '@openlobby/house-games/holdem';
import {
  NIUNIU_DEAL_BLOCKS,
  dealNiuniu,
  evaluateNiuniu,
  niuRank,
  stakeNiuniu,
  startNiuniuTable,
  type TNiuniuCategory,
  type TNiuniuTableResult,
} from '@openlobby/house-games/niuniu';
import type { TNiuniuHandProof } from '@openlobby/contracts';
import { hmacSigner, roundBlocks, sha256Hex } from './compute.ts';

/** The hand asked for: `?niuniuHand=<uuid>`, or null. */
export function readNiuniuHandId(search: string): string | null {
  return parseNiuniuHandId(new URLSearchParams(search).get('niuniuHand') ?? '');
}

/** A hand id as typed or pasted (spaces around it dropped), or null when it is not one. */
export function parseNiuniuHandId(text: string): string | null {
  const id = text.trim();
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id) ? id.toLowerCase() : null;
}

/** One seat of the hand dealt and settled again, beside what the room recorded for it. */
export type TNiuniuSeatCheck = {
  seatNo: number;
  /** The banker is dealt last: the last seat of the proof's dealing order. */
  banker: boolean;
  /** The five cards dealt again from the seed, in the order dealt. */
  cards: string[];
  recordedCards: string[] | null;
  cardsMatch: boolean;
  category: TNiuniuCategory;
  handMultiplier: number;
  /** The three cards summing to a multiple of 10 and the two that give the points; null without a bull. */
  bull: { three: string[]; two: string[] } | null;
  /** The player's stake as a multiple of the base bet (the banker: null). */
  multiple: number | null;
  /** The player's duel went to the player (the banker, or a hand the engine cannot settle: null). */
  won: boolean | null;
  /** The seat's net in major units as the engine settles it; null when it cannot. */
  net: number | null;
  recordedNet: number | null;
  netMatches: boolean;
};

/** What the verifier found for a Niu-Niu hand: each part's verdict and the recomputed hand. */
export type TNiuniuCheck = {
  seedMatches: boolean;
  /** Every hand's five cards are the ones dealt again. */
  cardsMatch: boolean;
  /** Every seat's net is the one settled again. */
  netsMatch: boolean;
  commissionMatches: boolean;
  seats: TNiuniuSeatCheck[];
  /** The commission as the engine settles it (major units); null when it cannot. */
  commission: number | null;
  recordedCommission: number | null;
  bankerShort: boolean;
};

const toMinor = (major: number, decimals: number) => Math.round(major * 10 ** decimals);

/** The categories a bull makes: the specials are read from the whole hand, never split. */
const isBullCategory = (category: TNiuniuCategory) => category === 'NIU_NIU' || category.startsWith('BULL_');

/**
 * The hand split the way players read it: the first three cards in dealing order whose points
 * (A = 1, 10/J/Q/K = 10) sum to a multiple of 10, and the other two. Any such three leave the same
 * points, so the first found is as good as any.
 */
export function bullGroups(cards: readonly TCard[]): { three: TCard[]; two: TCard[] } | null {
  const points = cards.map((card) => Math.min(niuRank(card), 10));
  for (let a = 0; a < 5; a++)
    for (let b = a + 1; b < 5; b++)
      for (let c = b + 1; c < 5; c++)
        if ((points[a]! + points[b]! + points[c]!) % 10 === 0)
          return {
            three: [cards[a]!, cards[b]!, cards[c]!],
            two: cards.filter((_, i) => i !== a && i !== b && i !== c),
          };
  return null;
}

/**
 * Settles the hand again with the table engine the room plays: the proof's stacks and base bet
 * (minor = major × 10^decimals) and commission, then each player's multiple in dealing order; the
 * last stake shows and settles the hand. Null when the proof states a hand the engine refuses (a
 * stack below the cover, a multiple it may not stake): such a hand was not played by these rules.
 */
export function settleNiuniuHand(proof: TNiuniuHandProof, floats: TFloatSource): TNiuniuTableResult | null {
  const players = proof.seatNos.length - 1;
  if (proof.multiples?.length !== players || proof.stacks.length !== proof.seatNos.length) return null;
  try {
    let state = startNiuniuTable(
      { baseMinor: toMinor(proof.baseBet, proof.decimals), commissionBps: proof.commissionBps },
      proof.stacks.map((stack) => toMinor(stack, proof.decimals)),
      floats,
    );
    proof.multiples.forEach((multiple, index) => (state = stakeNiuniu(state, index, multiple)));
    return state.result;
  } catch {
    return null;
  }
}

const sameCards = (a: readonly string[], b: readonly string[] | undefined) =>
  b !== undefined && a.length === b.length && a.every((card, i) => card === b[i]);

/**
 * Recomputes a shown hand from its proof: the seed against its hash, the deal from the hand's
 * stream (HMAC-SHA256 of "room code:hand no:block", as the room's handStream) with dealNiuniu, and
 * the settlement with the table engine; then compares every hand's cards, each seat's net and the
 * commission with what the room recorded. Amounts are compared in minor units, as the room pays them.
 */
export async function checkNiuniuHand(
  proof: TNiuniuHandProof & { serverSeed: string },
): Promise<TNiuniuCheck> {
  const sign = await hmacSigner(proof.serverSeed);
  const blocks = await roundBlocks(sign, proof.roomCode, proof.handNo, 0, NIUNIU_DEAL_BLOCKS);
  const seedMatches = (await sha256Hex(proof.serverSeed)) === proof.serverSeedHash.toLowerCase();
  const deal = dealNiuniu(floatsFromBlocks(blocks), proof.seatNos.length - 1);
  const hands = [...deal.players, deal.banker];
  const result = settleNiuniuHand(proof, floatsFromBlocks(blocks));
  const major = (minor: number) => minor / 10 ** proof.decimals;
  const sameAmount = (minor: number | undefined, recorded: number | undefined) =>
    minor !== undefined && recorded !== undefined && minor === toMinor(recorded, proof.decimals);

  const seats = proof.seatNos.map((seatNo, i): TNiuniuSeatCheck => {
    const dealt = hands[i]!;
    const read = evaluateNiuniu(dealt);
    const groups = isBullCategory(read.category) ? bullGroups(dealt) : null;
    const cards = dealt.map(cardName);
    const settled = result?.seats[i];
    const recordedNet = proof.net?.[i] ?? null;
    return {
      seatNo,
      banker: i === hands.length - 1,
      cards,
      recordedCards: proof.hands?.[i] ?? null,
      cardsMatch: sameCards(cards, proof.hands?.[i]),
      category: read.category,
      handMultiplier: read.multiplier,
      bull: groups && { three: groups.three.map(cardName), two: groups.two.map(cardName) },
      multiple: proof.multiples?.[i] ?? null,
      won: settled?.won ?? null,
      net: settled ? major(settled.netMinor) : null,
      recordedNet,
      netMatches: sameAmount(settled?.netMinor, recordedNet ?? undefined),
    };
  });
  return {
    seedMatches,
    cardsMatch: proof.hands?.length === seats.length && seats.every((s) => s.cardsMatch),
    netsMatch: proof.net?.length === seats.length && seats.every((s) => s.netMatches),
    commissionMatches: sameAmount(result?.commissionMinor, proof.commission ?? undefined),
    seats,
    commission: result ? major(result.commissionMinor) : null,
    recordedCommission: proof.commission,
    bankerShort: result?.bankerShort ?? false,
  };
}
