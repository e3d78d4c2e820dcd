import type { FastifyInstance } from 'fastify';
import type { Db } from './db/client.ts';
import type { MoneyEvents } from './lib/money-events.ts';
import type { GamesService } from './modules/games/games.service.ts';
import type { GameSessions } from './modules/house/game-sessions.ts';
import { createFishService } from './modules/house/fish.service.ts';
import { houseGamesRoutes } from './modules/house/house-games.routes.ts';
import { createHouseRounds } from './modules/house/house-rounds.service.ts';
import { houseRoutes } from './modules/house/house.routes.ts';
import { createKenoService } from './modules/house/keno.service.ts';
import { createSlotService } from './modules/house/slot.service.ts';
import type { Ledger } from './modules/ledger/ledger.service.ts';
export { houseGamePageOf } from './modules/house/house-vendor.ts';
import type { SystemService } from './modules/system/system.service.ts';
import type { SeamlessWallet } from './modules/wallet/seamless.service.ts';

/**
 * The house's single-player games (the slot, keno, the fishing shooter) wired to their pages' calls:
 * rounds through the seamless wallet, the launched game's name from the catalogue. The lottery and
 * the live tables are wired by lottery.ts and tables.ts.
 */
export async function registerHouseSlot(
  app: FastifyInstance,
  d: {
    db: Db;
    ledger: Ledger;
    seamless: SeamlessWallet;
    events: MoneyEvents;
    system: SystemService;
    games: GamesService;
    gameSessions: GameSessions;
    clock: () => Date;
  },
) {
  const { system, games } = d;
  const rounds = createHouseRounds({
    db: d.db,
    ledger: d.ledger,
    seamless: d.seamless,
    events: d.events,
    brandById: system.brandById,
    gameName: async (brand, nodeId, language) =>
      (await games.findGame(brand, nodeId, undefined, system.languageFor(brand, language)))?.game.name ?? '',
    now: d.clock,
  });
  const slot = createSlotService(rounds);
  await app.register(houseRoutes, { rounds, slot, gameSessions: d.gameSessions });
  await app.register(houseGamesRoutes, {
    keno: createKenoService(rounds),
    fish: createFishService(rounds),
    gameSessions: d.gameSessions,
  });
}
