import { HOUSE_TABLES_API, type TTableGame } from '@openlobby/contracts';
import { BACCARAT_BET_KINDS } from '@openlobby/house-games/baccarat';
import { ROULETTE_BET_KINDS } from '@openlobby/house-games/roulette';
import type { DbOrTx } from '../../db/client.ts';
import { houseTables } from './tables.schema.ts';

/** The house's live casino in the catalogue: its own tables, played through the seamless wallet. */
export const LIVE_VENDOR_CODE = 'OLV';
export const LIVE_BACCARAT_GAME_CODE = 'live-baccarat';
export const LIVE_ROULETTE_GAME_CODE = 'live-roulette';

const GAME_OF_CODE: Record<string, TTableGame> = {
  [LIVE_BACCARAT_GAME_CODE]: 'BACCARAT',
  [LIVE_ROULETTE_GAME_CODE]: 'ROULETTE',
};

/** The page a launched live game opens, or null for another game. */
export function tablePageOf(gameCode: string): string | null {
  const game = GAME_OF_CODE[gameCode];
  if (!game) return null;
  return game === 'BACCARAT' ? HOUSE_TABLES_API.baccaratPage : HOUSE_TABLES_API.roulettePage;
}

/** Betting and result times of the demo tables: a real live table's rhythm. */
const BETTING_MS = 15_000;
const RESULT_MS: Record<TTableGame, number> = { BACCARAT: 9_000, ROULETTE: 8_000 };

/**
 * A table's limits: every spot 1 to 5,000 of the currency a round, side bets (tie, pairs, straight
 * numbers) to 500; chips 1, 5, 10, 50, 100, 500.
 */
export function defaultTable(game: TTableGame, currencyDecimals: number) {
  const unit = 10 ** currencyDecimals;
  const side = new Set(['TIE', 'PLAYER_PAIR', 'BANKER_PAIR', 'STRAIGHT', 'SPLIT']);
  const kinds: readonly string[] = game === 'BACCARAT' ? BACCARAT_BET_KINDS : ROULETTE_BET_KINDS;
  return {
    game,
    gameCode: game === 'BACCARAT' ? LIVE_BACCARAT_GAME_CODE : LIVE_ROULETTE_GAME_CODE,
    bettingMs: BETTING_MS,
    resultMs: RESULT_MS[game],
    limits: Object.fromEntries(
      kinds.map((k) => [k, { minMinor: unit, maxMinor: (side.has(k) ? 500 : 5_000) * unit }]),
    ),
    chipsMinor: [1, 5, 10, 50, 100, 500].map((c) => c * unit),
  };
}

/** A brand's demo tables: two baccarat shoes and a roulette wheel. */
export async function seedBrandTables(db: DbOrTx, brandId: number, currencyDecimals: number) {
  await db
    .insert(houseTables)
    .values([
      { brandId, code: 'BAC-A', name: 'Baccarat A', ...defaultTable('BACCARAT', currencyDecimals) },
      { brandId, code: 'BAC-B', name: 'Baccarat B', ...defaultTable('BACCARAT', currencyDecimals) },
      { brandId, code: 'ROU-1', name: 'Roulette', ...defaultTable('ROULETTE', currencyDecimals) },
    ])
    .onConflictDoNothing();
}
