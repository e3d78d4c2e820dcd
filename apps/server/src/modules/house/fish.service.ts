import {
  fromMinor,
  type TFishShot,
  type TFishShotRequest,
  type TFishShotResult,
  type TFishState,
} from '@openlobby/contracts';
import { FISH_BULLET_COSTS, FISH_RTP, FISH_SPECIES, fireFishShot } from '@openlobby/house-games/fish';
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
import { HOUSE_FISH_GAME_CODE } from './house-vendor.ts';

/** Bullet costs the cannon offers, in cents of a 2-decimal currency: 0.10 to 10. */
const BULLET_COSTS_CENTS = [10, 20, 50, 100, 200, 500, 1_000];

/** The bullet costs in the brand's minor units, those the engine takes. */
export function fishBulletCostsMinor(decimals: number): bigint[] {
  return levelsMinor(BULLET_COSTS_CENTS, decimals).filter((c) => FISH_BULLET_COSTS.includes(Number(c)));
}

/** What a shot's round stores: the engine's result (the species, the cost, killed or not). */
type TFishOutcome = { speciesId: TFishShot['speciesId']; killed: boolean; floatsUsed: number };

/** A stored shot as the page and the verifier see it. */
export function fishShotView(p: TPlayedRound, decimals: number): TFishShot {
  const o = p.row.outcome as unknown as TFishOutcome;
  return {
    ...roundSeedsView(p),
    speciesId: o.speciesId,
    bulletCost: fromMinor(p.row.betMinor, decimals),
    multiplier: FISH_SPECIES.find((f) => f.id === o.speciesId)!.multiplier,
    killed: o.killed,
    win: fromMinor(p.row.winMinor, decimals),
  };
}

/**
 * The house fishing shooter: the page decides which fish a bullet hit (as the fish swim on it); each
 * hit is one round whose stake is the bullet's cost and whose floats decide the kill, with chance
 * 96 / (100 × the species' multiplier), so every shot returns 96 % whatever it aims at.
 */
export function createFishService(rounds: HouseRounds) {
  async function getState(s: repo.TGameSessionRow): Promise<TFishState> {
    assertLaunchOf(s, HOUSE_FISH_GAME_CODE);
    const { brand, state } = await rounds.baseState(s);
    const dec = brand.currencyDecimals;
    return {
      ...state,
      bulletCosts: fishBulletCostsMinor(dec).map((c) => fromMinor(c, dec)),
      species: FISH_SPECIES.map((f) => ({ ...f })),
      rtp: FISH_RTP,
    };
  }

  /** One shot; a retried request id answers its round. INSUFFICIENT_BALANCE writes nothing. */
  async function shoot(s: repo.TGameSessionRow, req: TFishShotRequest): Promise<TFishShotResult> {
    assertLaunchOf(s, HOUSE_FISH_GAME_CODE);
    const brand = await rounds.brandOf(s);
    const costMinor = amountInMinor(brand, req.bulletCost, 'bulletCost');
    if (!fishBulletCostsMinor(brand.currencyDecimals).includes(costMinor))
      throw new AppError('VALIDATION_FAILED', 'Choose one of the offered bullet costs.', [
        { field: 'bulletCost', message: 'notOffered' },
      ]);
    const r = await rounds.playRound(s, {
      requestId: req.requestId,
      stakeMinor: costMinor,
      play: (floats) => {
        const shot = fireFishShot(floats, { speciesId: req.speciesId, bulletCostMinor: Number(costMinor) });
        const outcome: TFishOutcome = {
          speciesId: req.speciesId,
          killed: shot.killed,
          floatsUsed: shot.floatsUsed,
        };
        return { winMinor: BigInt(shot.winMinor), outcome };
      },
    });
    return { shot: fishShotView(r.played, brand.currencyDecimals), balance: r.balance, seeds: r.seeds };
  }

  async function findShots(s: repo.TGameSessionRow, q: { page: number; pageSize: number }) {
    assertLaunchOf(s, HOUSE_FISH_GAME_CODE);
    const { brand, items, total } = await rounds.findRounds(s, q);
    return { items: items.map((p) => fishShotView(p, brand.currencyDecimals)), total };
  }

  return { getState, shoot, findShots };
}
export type FishService = ReturnType<typeof createFishService>;
