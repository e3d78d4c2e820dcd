/** The house vendor's code in the catalogue: our own studio, played through the seamless wallet. */
export const HOUSE_VENDOR_CODE = 'OLH';
/** The house slot's game code: the 5-reel, 20-line video slot of @openlobby/house-games. */
export const HOUSE_SLOT_GAME_CODE = 'gem-rush-20';
