import { HOUSE_CRASH_API } from '@openlobby/contracts';
import { CRASH_MAX_STAKE } from '@openlobby/house-games/crash';
import type { DbOrTx } from '../../db/client.ts';
import { insertGame } from './crash.repo.ts';

/** The house crash game's catalogue code; it is one of the house vendor's (Lobby Originals, RNG). */
export const CRASH_GAME_CODE = 'rocket-crash';

/** The page a launched crash game opens, or null for another game. */
export const crashPageOf = (gameCode: string): string | null =>
  gameCode === CRASH_GAME_CODE ? HOUSE_CRASH_API.page : null;

/** Betting time and the pause on the crash point: bustabit's rhythm. */
const BETTING_MS = 6_000;
const PAUSE_MS = 3_000;

/**
 * A brand's crash game: stakes 1 to 1,000 of the currency (within the engine's 10^8 minor units),
 * chips 1, 5, 10, 50, 100. Its chain is built when it is first played.
 */
export async function seedBrandCrash(db: DbOrTx, brandId: number, currencyDecimals: number) {
  const unit = 10n ** BigInt(currencyDecimals);
  const max = 1_000n * unit;
  await insertGame(db, {
    brandId,
    gameCode: CRASH_GAME_CODE,
    bettingMs: BETTING_MS,
    pauseMs: PAUSE_MS,
    minStakeMinor: unit,
    maxStakeMinor: max > BigInt(CRASH_MAX_STAKE) ? BigInt(CRASH_MAX_STAKE) : max,
    chipsMinor: [1, 5, 10, 50, 100].map((c) => c * Number(unit)),
  });
}
