import { createHmac } from 'node:crypto';
import {
  ROULETTE_EPOCH_SPINS,
  type TTableGame,
  type TTableResult,
  type TTableSpot,
} from '@openlobby/contracts';
import { hmacFloatStream } from '@openlobby/house-games';
import {
  BACCARAT_RTP,
  dealShoeHand,
  findBaccaratLimitProblems,
  isBaccaratBetKind,
  isShoeOver,
  openShoe,
  settleBaccaratHand,
  type TBaccaratBetKind,
  type TBaccaratLimits,
} from '@openlobby/house-games/baccarat';
import {
  colourOf,
  findRouletteLimitProblems,
  findSelectionProblem,
  ROULETTE_RTP,
  settleRouletteSpin,
  spinRoulette,
  type TRouletteBet,
  type TRouletteLimits,
} from '@openlobby/house-games/roulette';
import {
  BINGO_RTP,
  bingoStakesProblem,
  dealStakeCards,
  drawBingoTable,
  settleBingoTable,
  type TBingoPlacement,
} from './table-bingo.ts';
import type { TStoredStake } from './tables.schema.ts';

const hmac = (key: string, message: string) => createHmac('sha256', key).update(message).digest();

/** Spins of one roulette epoch (the contracts', so the verifier page says the same). */
export const ROULETTE_EPOCH_ROUNDS = ROULETTE_EPOCH_SPINS;

export type TEpochSeed = { serverSeed: string; clientSeed: string; number: number };
type TLimits = Record<string, { minMinor: number; maxMinor: number }>;

/**
 * What a live table's game decides, pure: which stakes it takes, the round's result from the
 * epoch's seed and the round's nonce, and what each stake returns.
 */
export type TTableRules = {
  rtp: number;
  /** The first problem with a player's stakes on a round (earlier ones first, then the new ones), or null. */
  stakesProblem: (limits: TLimits, stakes: readonly TStoredStake[]) => string | null;
  /** The round's result, and whether it was the epoch's last (its seed is then revealed). */
  draw: (seed: TEpochSeed, nonce: number) => { result: TTableResult; epochOver: boolean };
  /** What each stake returns on the result (stake + win, the stake on a push, 0 on a loss). */
  returns: (result: TTableResult, stakes: readonly TStoredStake[]) => number[];
  /**
   * A game whose stakes are settled together (bingo's pots are shared by the first completers):
   * every placement's returns at once and the result completed with what was won. Used instead of
   * `returns` when present.
   */
  settleRound?: (
    result: TTableResult,
    placements: readonly TBingoPlacement[],
    decimals: number,
  ) => { result: TTableResult; returns: number[][] };
  /** A game that deals something at purchase (bingo's cards): the new stakes as they are stored. */
  dealStakes?: (
    seed: TEpochSeed,
    nonce: number,
    requestId: string,
    stakes: readonly TStoredStake[],
  ) => TStoredStake[];
};

const rouletteBet = (s: TStoredStake | (TTableSpot & { amountMinor: number })): TRouletteBet | null => {
  switch (s.kind) {
    case 'STRAIGHT':
    case 'SPLIT':
    case 'STREET':
    case 'CORNER':
    case 'SIX_LINE':
      return s.numbers ? { kind: s.kind, numbers: s.numbers, stakeMinor: s.amountMinor } : null;
    case 'DOZEN':
    case 'COLUMN':
      return s.index ? { kind: s.kind, index: s.index, stakeMinor: s.amountMinor } : null;
    case 'RED':
    case 'BLACK':
    case 'ODD':
    case 'EVEN':
    case 'LOW':
    case 'HIGH':
      return { kind: s.kind, stakeMinor: s.amountMinor };
    default:
      return null;
  }
};

const limitMessage = (p: { kind: string; code: 'BELOW_MIN' | 'ABOVE_MAX' }) =>
  `${p.code === 'BELOW_MIN' ? 'belowMin' : 'aboveMax'}:${p.kind}`;

const baccarat: TTableRules = {
  rtp: BACCARAT_RTP.BANKER,
  stakesProblem: (limits, stakes) => {
    const bets = [];
    for (const s of stakes) {
      if (!isBaccaratBetKind(s.kind) || s.numbers || s.index || !limits[s.kind])
        return `notOnTable:${s.kind}`;
      bets.push({ kind: s.kind, stakeMinor: s.amountMinor });
    }
    const problem = findBaccaratLimitProblems(limits as TBaccaratLimits, bets)[0];
    return problem ? limitMessage(problem) : null;
  },
  draw: (seed, nonce) => {
    // The epoch is one shoe, shuffled from nonce 0's stream; the round is its hand `nonce`.
    let shoe = openShoe(hmacFloatStream(hmac, seed.serverSeed, seed.clientSeed, 0));
    for (let hand = 0; ; hand++) {
      const dealt = dealShoeHand(shoe);
      shoe = dealt.shoe;
      if (hand < nonce) continue;
      const h = dealt.hand;
      return {
        result: {
          game: 'BACCARAT',
          player: h.player,
          banker: h.banker,
          playerTotal: h.playerTotal,
          bankerTotal: h.bankerTotal,
          winner: h.winner,
          playerPair: h.playerPair,
          bankerPair: h.bankerPair,
          shoe: seed.number,
          hand: nonce + 1,
        },
        epochOver: isShoeOver(shoe),
      };
    }
  },
  returns: (result, stakes) => {
    if (result.game !== 'BACCARAT') throw new Error('a baccarat table drew another game');
    const bets = stakes.map((s) => ({ kind: s.kind as TBaccaratBetKind, stakeMinor: s.amountMinor }));
    return settleBaccaratHand(result, bets).bets.map((b) => b.returnedMinor);
  },
};

const roulette: TTableRules = {
  rtp: ROULETTE_RTP,
  stakesProblem: (limits, stakes) => {
    const bets: TRouletteBet[] = [];
    for (const s of stakes) {
      const bet = rouletteBet(s);
      // A kind the table sets no limits for is a kind it does not take.
      if (!bet || !limits[s.kind]) return `notOnTable:${s.kind}`;
      const problem = findSelectionProblem(bet);
      if (problem) return `selection:${s.kind}`;
      bets.push(bet);
    }
    const problem = findRouletteLimitProblems(limits as TRouletteLimits, bets)[0];
    return problem ? limitMessage(problem) : null;
  },
  draw: (seed, nonce) => {
    const number = spinRoulette(hmacFloatStream(hmac, seed.serverSeed, seed.clientSeed, nonce));
    return {
      result: { game: 'ROULETTE', number, colour: colourOf(number) },
      epochOver: nonce + 1 >= ROULETTE_EPOCH_ROUNDS,
    };
  },
  returns: (result, stakes) => {
    if (result.game !== 'ROULETTE') throw new Error('a roulette table drew another game');
    const bets = stakes.map((s) => rouletteBet(s)!);
    return settleRouletteSpin(result.number, bets).bets.map((b) => b.returnedMinor);
  },
};

const bingo: TTableRules = {
  rtp: BINGO_RTP,
  stakesProblem: bingoStakesProblem,
  draw: drawBingoTable,
  returns: () => {
    throw new Error('a bingo round settles all its cards together (settleRound)');
  },
  settleRound: settleBingoTable,
  dealStakes: dealStakeCards,
};

export const TABLE_RULES: Record<TTableGame, TTableRules> = {
  BACCARAT: baccarat,
  ROULETTE: roulette,
  BINGO: bingo,
};
