import { createHmac } from 'node:crypto';
import { BINGO_RESULT_WINS, fromMinor, type TBingoResultView, type TTableResult } from '@openlobby/contracts';
import { hmacFloatStream } from '@openlobby/house-games';
import {
  BINGO_PATTERN_NAMES,
  BINGO_RTP,
  dealBingoCard,
  drawBingoOrder,
  settleBingoRound,
  type TBingoRoundResult,
} from '@openlobby/house-games/bingo';
import { maskedName } from './table-views.ts';
import type { TTableBetRow } from './tables.repo.ts';
import type { TStoredStake } from './tables.schema.ts';

const hmac = (key: string, message: string) => createHmac('sha256', key).update(message).digest();

type TEpochSeed = { serverSeed: string; clientSeed: string; number: number };
type TLimits = Record<string, { minMinor: number; maxMinor: number }>;

/**
 * The ball after which no fixed prize pays (the full house's last tier, ball 60): the page calls at
 * least this far, and further when a pot is won later.
 */
const LAST_FIXED_BALL = 60;

/** A bingo card's key within its round: the purchase's request id and the card's place in it. */
export const bingoCardKey = (requestId: string, index: number) => `${requestId}:${index}`;

/**
 * The card of `key` in the round: dealt from the epoch's server seed with the client seed
 * `${clientSeed}:${key}` and the round's nonce. The player chose the request id and the seed was
 * committed before, so neither side could choose the card, and the verifier deals it again.
 */
export function dealTableCard(
  seed: Pick<TEpochSeed, 'serverSeed' | 'clientSeed'>,
  nonce: number,
  key: string,
) {
  return dealBingoCard(hmacFloatStream(hmac, seed.serverSeed, `${seed.clientSeed}:${key}`, nonce));
}

/** The round's 75-ball order, from the epoch's seeds and the round's nonce (its own stream). */
export function drawTableOrder(seed: Pick<TEpochSeed, 'serverSeed' | 'clientSeed'>, nonce: number) {
  return drawBingoOrder(hmacFloatStream(hmac, seed.serverSeed, seed.clientSeed, nonce));
}

/**
 * Which stakes a bingo table takes: cards only, each at the table's card price (its CARD limit's
 * minimum), and no more of them in one round than its CARD maximum allows.
 */
export function bingoStakesProblem(limits: TLimits, stakes: readonly TStoredStake[]): string | null {
  const card = limits.CARD;
  for (const s of stakes) {
    if (s.kind !== 'CARD' || s.numbers || s.index || !card) return `notOnTable:${s.kind}`;
    if (s.amountMinor !== card.minMinor) return 'price:CARD';
  }
  const total = stakes.reduce((sum, s) => sum + s.amountMinor, 0);
  return card && total > card.maxMinor ? 'aboveMax:CARD' : null;
}

/** The stakes with their cards dealt (a placement's new stakes, keyed by its request id). */
export function dealStakeCards(
  seed: TEpochSeed,
  nonce: number,
  requestId: string,
  stakes: readonly TStoredStake[],
): TStoredStake[] {
  return stakes.map((s, i) => ({ ...s, card: dealTableCard(seed, nonce, bingoCardKey(requestId, i)) }));
}

/** A round's placements as the settlement sees them: its cards, its player's masked name, free play or not. */
export type TBingoPlacement = { stakes: readonly TStoredStake[]; player: string; freePlay: boolean };

type TFlatCard = { placement: number; stake: number; priceMinor: number; card: number[] };

/**
 * Settles a drawn round: members' cards and free play's apart (free play's demo chips never share a
 * pot with money), each group by the engine's settleBingoRound against the one draw. Answers what
 * each stake returns, per placement, and the result with its wins and pots for the page.
 */
export function settleBingoTable(
  result: TTableResult,
  placements: readonly TBingoPlacement[],
  decimals: number,
): { result: TBingoResultView; returns: number[][] } {
  if (result.game !== 'BINGO') throw new Error('a bingo table drew another game');
  const returns = placements.map((p) => p.stakes.map(() => 0));
  const wins: (TBingoResultView['wins'][number] & { order: number })[] = [];
  const pots: TBingoResultView['pots'] = [];
  let lastBall = LAST_FIXED_BALL;
  const major = (minor: number) => fromMinor(BigInt(minor), decimals);
  for (const freePlay of [false, true]) {
    const cards: TFlatCard[] = placements.flatMap((p, placement) =>
      p.freePlay !== freePlay
        ? []
        : p.stakes.map((s, stake) => ({ placement, stake, priceMinor: s.amountMinor, card: s.card! })),
    );
    if (cards.length === 0) continue;
    const settled: TBingoRoundResult = settleBingoRound(
      cards.map((c) => ({ card: c.card, priceMinor: c.priceMinor })),
      result.balls,
    );
    settled.cards.forEach((r, i) => {
      const c = cards[i]!;
      returns[c.placement]![c.stake] = r.winMinor;
      for (const pattern of BINGO_PATTERN_NAMES) {
        const pool = settled.pools.find((p) => p.pattern === pattern && p.winners.includes(i));
        const fixedMinor = Math.floor((c.priceMinor * r.prizesMilli[pattern]) / 1000);
        const winMinor = fixedMinor + (pool?.shareMinor ?? 0);
        if (winMinor > 0)
          wins.push({
            player: placements[c.placement]!.player,
            pattern,
            ball: r.completions[pattern],
            win: major(winMinor),
            order: wins.length,
          });
      }
    });
    for (const p of settled.pools) {
      lastBall = Math.max(lastBall, p.firstBall);
      pots.push({
        pattern: p.pattern,
        pot: major(p.potMinor),
        firstBall: p.firstBall,
        winners: p.winners.length,
        share: major(p.shareMinor),
        ...(freePlay ? { freePlay: true } : {}),
      });
    }
  }
  wins.sort((a, b) => a.ball - b.ball || a.order - b.order);
  return {
    result: {
      ...result,
      cards: placements.reduce((sum, p) => sum + p.stakes.length, 0),
      lastBall,
      wins: wins.slice(0, BINGO_RESULT_WINS).map(({ order: _, ...w }) => w),
      pots,
    },
    returns,
  };
}

/** Bingo's draw: the 75-ball order; every round is its own epoch, so its seed is revealed at its close. */
export function drawBingoTable(
  seed: TEpochSeed,
  nonce: number,
): { result: TTableResult; epochOver: boolean } {
  return {
    result: {
      game: 'BINGO',
      balls: drawTableOrder(seed, nonce),
      cards: 0,
      lastBall: LAST_FIXED_BALL,
      wins: [],
      pots: [],
    },
    epochOver: true,
  };
}

/** A drawn round's cards for its proof: each with its key (the verifier deals it again) and masked player. */
export async function bingoProofCards(
  bets: readonly TTableBetRow[],
  accountOf: (brandId: number, memberId: number) => Promise<string | null>,
) {
  const cards = await Promise.all(
    bets.map(async (b) => {
      const player = maskedName(b.memberId === null ? null : await accountOf(b.brandId, b.memberId));
      return b.stakes.map((s, i) => ({ player, key: bingoCardKey(b.requestId, i), card: s.card ?? [] }));
    }),
  );
  return cards.flat();
}

export { BINGO_RTP };
