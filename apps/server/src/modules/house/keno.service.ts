import {
  fromMinor,
  type TKenoPlayRequest,
  type TKenoPlayResult,
  type TKenoRound,
  type TKenoState,
} from '@openlobby/contracts';
import { KENO_MAX_STAKE, KENO_PAYTABLE, KENO_RTP, playKenoRound } from '@openlobby/house-games/keno';
import { AppError } from '../../lib/app-error.ts';
import { amountInMinor } from '../wallet/wallet.service.ts';
import {
  assertLaunchOf,
  levelsMinor,
  roundSeedsView,
  type HouseRounds,
  type TPlayedRound,
} from './house-rounds.service.ts';
import type * as repo from './house.repo.ts';
import { HOUSE_KENO_GAME_CODE } from './house-vendor.ts';

/** Stakes a ticket may carry, in cents of a 2-decimal currency: 0.10 to 100. */
const STAKE_LEVELS_CENTS = [10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000];

/** The stake levels in the brand's minor units, those the engine takes. */
export function kenoStakeLevelsMinor(decimals: number): bigint[] {
  return levelsMinor(STAKE_LEVELS_CENTS, decimals).filter((l) => l <= BigInt(KENO_MAX_STAKE));
}

/** The engine's paytable (thousandths) as the page shows it: multipliers keyed by pick count. */
export const kenoPaytableView = (): Record<string, number[]> =>
  Object.fromEntries(Object.entries(KENO_PAYTABLE).map(([picks, row]) => [picks, row.map((m) => m / 1000)]));

/** What a ticket's round stores: the engine's settlement and the picks it settled. */
type TKenoOutcome = { picks: number[]; drawn: number[]; hits: number[]; multiplierMilli: number };

/** A stored keno round as the page and the verifier see it: major units, the seed pair's proof. */
export function kenoRoundView(p: TPlayedRound, decimals: number): TKenoRound {
  const o = p.row.outcome as unknown as TKenoOutcome;
  return {
    ...roundSeedsView(p),
    stake: fromMinor(p.row.betMinor, decimals),
    win: fromMinor(p.row.winMinor, decimals),
    picks: o.picks,
    drawn: o.drawn,
    hits: o.hits,
    multiplier: o.multiplierMilli / 1000,
  };
}

/** House keno: a ticket of 1–10 picks is one round; 20 of 80 drawn from the round's floats. */
export function createKenoService(rounds: HouseRounds) {
  async function getState(s: repo.TGameSessionRow): Promise<TKenoState> {
    assertLaunchOf(s, HOUSE_KENO_GAME_CODE);
    const { brand, state } = await rounds.baseState(s);
    const dec = brand.currencyDecimals;
    return {
      ...state,
      stakeLevels: kenoStakeLevelsMinor(dec).map((l) => fromMinor(l, dec)),
      paytable: kenoPaytableView(),
      rtp: Object.fromEntries(Object.entries(KENO_RTP)),
    };
  }

  /** One ticket; a retried request id answers its round. INSUFFICIENT_BALANCE writes nothing. */
  async function play(s: repo.TGameSessionRow, req: TKenoPlayRequest): Promise<TKenoPlayResult> {
    assertLaunchOf(s, HOUSE_KENO_GAME_CODE);
    const brand = await rounds.brandOf(s);
    const stakeMinor = amountInMinor(brand, req.stake, 'stake');
    if (!kenoStakeLevelsMinor(brand.currencyDecimals).includes(stakeMinor))
      throw new AppError('VALIDATION_FAILED', 'Choose one of the offered stakes.', [
        { field: 'stake', message: 'notOffered' },
      ]);
    const picks = [...req.picks];
    const r = await rounds.playRound(s, {
      requestId: req.requestId,
      stakeMinor,
      play: (floats) => {
        const settled = playKenoRound(floats, { picks, stakeMinor: Number(stakeMinor) });
        const outcome: TKenoOutcome = {
          picks,
          drawn: settled.drawn,
          hits: settled.hits,
          multiplierMilli: settled.multiplierMilli,
        };
        return { winMinor: BigInt(settled.winMinor), outcome };
      },
    });
    return { round: kenoRoundView(r.played, brand.currencyDecimals), balance: r.balance, seeds: r.seeds };
  }

  async function findRounds(s: repo.TGameSessionRow, q: { page: number; pageSize: number }) {
    assertLaunchOf(s, HOUSE_KENO_GAME_CODE);
    const { brand, items, total } = await rounds.findRounds(s, q);
    return { items: items.map((p) => kenoRoundView(p, brand.currencyDecimals)), total };
  }

  return { getState, play, findRounds };
}
export type KenoService = ReturnType<typeof createKenoService>;
