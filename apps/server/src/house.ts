import type { FastifyInstance } from 'fastify';
import type { Db } from './db/client.ts';
import type { MoneyEvents } from './lib/money-events.ts';
import type { GamesService } from './modules/games/games.service.ts';
import type { GameSessions } from './modules/house/game-sessions.ts';
import { houseRoutes } from './modules/house/house.routes.ts';
import { createSlotService } from './modules/house/slot.service.ts';
import type { Ledger } from './modules/ledger/ledger.service.ts';
import type { SystemService } from './modules/system/system.service.ts';
import type { SeamlessWallet } from './modules/wallet/seamless.service.ts';

/**
 * The house slot wired to its page's calls: rounds through the seamless wallet, the launched game's
 * name from the catalogue. The lottery, the other house product, is wired by lottery.ts.
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
  const slot = createSlotService({
    db: d.db,
    ledger: d.ledger,
    seamless: d.seamless,
    events: d.events,
    brandById: system.brandById,
    gameName: async (brand, nodeId, language) =>
      (await games.findGame(brand, nodeId, undefined, system.languageFor(brand, language)))?.game.name ?? '',
    now: d.clock,
  });
  await app.register(houseRoutes, { slot, gameSessions: d.gameSessions });
}
