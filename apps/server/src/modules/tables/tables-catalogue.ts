import { BINGO_SPOTS, HOUSE_TABLES_API, type TTableGame } from '@openlobby/contracts';
import { BACCARAT_BET_KINDS } from '@openlobby/house-games/baccarat';
import { ROULETTE_BET_KINDS } from '@openlobby/house-games/roulette';
import type { DbOrTx } from '../../db/client.ts';
import { houseTables } from './tables.schema.ts';

/** The house's live casino in the catalogue: its own tables, played through the seamless wallet. */
export const LIVE_VENDOR_CODE = 'OLV';
export const LIVE_BACCARAT_GAME_CODE = 'live-baccarat';
export const LIVE_ROULETTE_GAME_CODE = 'live-roulette';
/** The house's bingo hall (CONS): a room of shared 75-ball draws, run as a live table. */
export const BINGO_VENDOR_CODE = 'OLB';
export const BINGO_GAME_CODE = 'bingo-75';

const GAME_OF_CODE: Record<string, TTableGame> = {
  [LIVE_BACCARAT_GAME_CODE]: 'BACCARAT',
  [LIVE_ROULETTE_GAME_CODE]: 'ROULETTE',
  [BINGO_GAME_CODE]: 'BINGO',
};
const CODE_OF_GAME = Object.fromEntries(Object.entries(GAME_OF_CODE).map(([code, game]) => [game, code]));

const PAGE_OF_GAME: Record<TTableGame, string> = {
  BACCARAT: HOUSE_TABLES_API.baccaratPage,
  ROULETTE: HOUSE_TABLES_API.roulettePage,
  BINGO: HOUSE_TABLES_API.bingoPage,
};

/** The page a launched live game opens, or null for another game. */
export function tablePageOf(gameCode: string): string | null {
  const game = GAME_OF_CODE[gameCode];
  return game ? PAGE_OF_GAME[game] : null;
}

/**
 * Betting and result times of the demo tables: a real live table's rhythm. A bingo room sells its
 * cards for 20 s and then calls the balls (up to 75, about a quarter second each).
 */
const BETTING_MS: Record<TTableGame, number> = { BACCARAT: 15_000, ROULETTE: 15_000, BINGO: 20_000 };
const RESULT_MS: Record<TTableGame, number> = { BACCARAT: 9_000, ROULETTE: 8_000, BINGO: 25_000 };

/** A bingo card's price in the demo (1 of the currency) and the most cards a player buys a round. */
const BINGO_CARD_PRICE = 1;
const BINGO_MAX_CARDS = 12;

/**
 * A table's limits: every spot 1 to 5,000 of the currency a round, side bets (tie, pairs, straight
 * numbers) to 500; chips 1, 5, 10, 50, 100, 500. A bingo room's one spot, CARD, has the card price
 * as its minimum and the price of the most cards a player may hold as its maximum.
 */
export function defaultTable(game: TTableGame, currencyDecimals: number) {
  const unit = 10 ** currencyDecimals;
  const side = new Set(['TIE', 'PLAYER_PAIR', 'BANKER_PAIR', 'STRAIGHT', 'SPLIT']);
  const times = {
    game,
    gameCode: CODE_OF_GAME[game]!,
    bettingMs: BETTING_MS[game],
    resultMs: RESULT_MS[game],
  };
  if (game === 'BINGO') {
    const price = BINGO_CARD_PRICE * unit;
    return {
      ...times,
      limits: Object.fromEntries(
        BINGO_SPOTS.map((k) => [k, { minMinor: price, maxMinor: BINGO_MAX_CARDS * price }]),
      ),
      chipsMinor: [price],
    };
  }
  const kinds: readonly string[] = game === 'BACCARAT' ? BACCARAT_BET_KINDS : ROULETTE_BET_KINDS;
  return {
    ...times,
    limits: Object.fromEntries(
      kinds.map((k) => [k, { minMinor: unit, maxMinor: (side.has(k) ? 500 : 5_000) * unit }]),
    ),
    chipsMinor: [1, 5, 10, 50, 100, 500].map((c) => c * unit),
  };
}

/** A brand's demo tables: two baccarat shoes, a roulette wheel and a bingo room. */
export async function seedBrandTables(db: DbOrTx, brandId: number, currencyDecimals: number) {
  await db
    .insert(houseTables)
    .values([
      { brandId, code: 'BAC-A', name: 'Baccarat A', ...defaultTable('BACCARAT', currencyDecimals) },
      { brandId, code: 'BAC-B', name: 'Baccarat B', ...defaultTable('BACCARAT', currencyDecimals) },
      { brandId, code: 'ROU-1', name: 'Roulette', ...defaultTable('ROULETTE', currencyDecimals) },
      { brandId, code: 'BINGO-1', name: 'Bingo Hall', ...defaultTable('BINGO', currencyDecimals) },
    ])
    .onConflictDoNothing();
}
