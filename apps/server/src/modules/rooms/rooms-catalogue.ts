import { HOLDEM_GAME_CODE, HOUSE_NIUNIU_API, HOUSE_ROOMS_API, NIUNIU_GAME_CODE } from '@openlobby/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { ROOMS_VENDOR_CODE } from './room-money.ts';
import { pokerRooms } from './rooms.schema.ts';

export { HOLDEM_GAME_CODE, NIUNIU_GAME_CODE, ROOMS_VENDOR_CODE };

/** The page a launched card-room game opens (the launch puts the room asked for in `room`), or null for another game. */
export function roomPageOf(gameCode: string): string | null {
  if (gameCode === HOLDEM_GAME_CODE) return HOUSE_ROOMS_API.holdemPage;
  return gameCode === NIUNIU_GAME_CODE ? HOUSE_NIUNIU_API.page : null;
}

/**
 * A brand's demo card rooms: Hold'em heads-up and six-handed money tables at two stake levels and a
 * free-play table with demo chips (blinds and buy-ins in whole units of the currency; 5 % rake
 * capped at three big blinds, a 20-second turn clock), and Niu-Niu money and free-play tables.
 */
export async function seedBrandRooms(db: DbOrTx, brandId: number, currencyDecimals: number) {
  const unit = 10 ** currencyDecimals;
  const room = (code: string, name: string, seatCount: number, sb: number, freePlay = false) => ({
    brandId,
    gameCode: HOLDEM_GAME_CODE,
    code,
    name,
    freePlay,
    seatCount,
    smallBlindMinor: sb * unit,
    bigBlindMinor: 2 * sb * unit,
    minBuyInMinor: 40 * sb * unit,
    maxBuyInMinor: 200 * sb * unit,
    rakeBps: 500,
    rakeCapMinor: 6 * sb * unit,
    turnMs: 20_000,
    pauseMs: 4_000,
  });
  // Niu-Niu: five seats, a base bet, buy-ins of 30 to 300 base bets (a 3 × stake needs 15), 5 %
  // commission on each win, a 12-second stake clock and the show left up for 6 seconds
  const niuniuRoom = (code: string, name: string, base: number, freePlay = false) => ({
    brandId,
    gameCode: NIUNIU_GAME_CODE,
    code,
    name,
    freePlay,
    seatCount: 5,
    smallBlindMinor: base * unit,
    bigBlindMinor: base * unit,
    minBuyInMinor: 30 * base * unit,
    maxBuyInMinor: 300 * base * unit,
    rakeBps: 500,
    rakeCapMinor: 0,
    turnMs: 12_000,
    pauseMs: 6_000,
  });
  await db
    .insert(pokerRooms)
    .values([
      room('HU-1', 'Heads-up 1/2', 2, 1),
      room('SIX-1', 'Six-max 1/2', 6, 1),
      room('SIX-5', 'Six-max 5/10', 6, 5),
      room('FUN-1', 'Play chips 1/2', 6, 1, true),
      niuniuRoom('NN-1', 'Niu-Niu base 1', 1),
      niuniuRoom('NN-5', 'Niu-Niu base 5', 5),
      niuniuRoom('NN-FUN', 'Niu-Niu play chips', 1, true),
    ])
    .onConflictDoNothing();
}
