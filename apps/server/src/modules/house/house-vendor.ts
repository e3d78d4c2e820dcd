import { HOUSE_ROUNDS_API } from '@openlobby/contracts';

/** The house vendor's code in the catalogue: our own studio, played through the seamless wallet. */
export const HOUSE_VENDOR_CODE = 'OLH';
/** The house slot's game code: the 5-reel, 20-line video slot of @openlobby/house-games. */
export const HOUSE_SLOT_GAME_CODE = 'gem-rush-20';

/**
 * The house's keno (CONS) and fishing shooter (FISH): each in a vendor of its own category, since a
 * bet's category is its vendor's (bets.repo.ts) and a demo vendor code lives in one category only.
 */
export const HOUSE_KENO_VENDOR_CODE = 'OLK';
export const HOUSE_KENO_GAME_CODE = 'lucky-keno-80';
export const HOUSE_FISH_VENDOR_CODE = 'OLF';
export const HOUSE_FISH_GAME_CODE = 'reef-hunter';

const PAGE_OF_GAME: Record<string, string> = {
  [HOUSE_KENO_GAME_CODE]: HOUSE_ROUNDS_API.kenoPage,
  [HOUSE_FISH_GAME_CODE]: HOUSE_ROUNDS_API.fishPage,
};

/** The page a launched house single-player game opens (keno, fishing), or null for another game. */
export function houseGamePageOf(gameCode: string): string | null {
  return PAGE_OF_GAME[gameCode] ?? null;
}
