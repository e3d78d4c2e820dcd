import type { FastifyInstance } from 'fastify';
import { crashPageOf, createCrash, registerCrash, startCrashLeader } from './crash.ts';
import type { Database } from './db/client.ts';
import type { createServerEvents } from './events.ts';
import { houseGamePageOf } from './house.ts';
import { createLottery, lotteryPageOf, registerLottery } from './lottery.ts';
import type { BetsService } from './modules/bets/bets.service.ts';
import type { GamesService } from './modules/games/games.service.ts';
import type { LaunchService } from './modules/games/launch.service.ts';
import type { GameSessions } from './modules/house/game-sessions.ts';
import type { IdentityService } from './modules/identity/identity.service.ts';
import { createRooms, registerRooms, roomPageOf, startRoomsLeader } from './rooms.ts';
import { createTables, registerTables, startTablesLeader, tablePageOf } from './tables.ts';

type THouseBase = Parameters<typeof createLottery>[0];

/**
 * The house products that share rounds or draws (the lottery, the live tables, the card rooms, the
 * crash game) built on the same base (database, ledger, seamless wallet, money events, system,
 * clock); each product's clock starts on this process when it runs jobs (its leader lock decides
 * which process leads). `housePageOf` is the page a launched house game opens.
 */
export function createHouseProducts(
  app: FastifyInstance,
  d: {
    house: THouseBase;
    events: Awaited<ReturnType<typeof createServerEvents>>;
    games: GamesService;
    identity: Pick<IdentityService, 'findMember'>;
    bets: Pick<BetsService, 'bookHouseBets'>;
    database: Pick<Database, 'db' | 'tryLeaderLock'>;
    runJobs: boolean;
  },
) {
  const common = { ...d.house, games: d.games, identity: d.identity };
  const lottery = createLottery(d.house);
  const tables = createTables({ ...common, tableEvents: d.events.tableEvents });
  const rooms = createRooms({ ...common, roomEvents: d.events.roomEvents, bets: d.bets });
  const crash = createCrash({ ...common, crashEvents: d.events.crashEvents });
  if (d.runJobs) {
    startTablesLeader(app, tables, d.database);
    startRoomsLeader(app, rooms, d.database);
    startCrashLeader(app, crash, d.database);
  }
  const housePageOf = (gameCode: string, query: URLSearchParams) =>
    tablePageOf(gameCode) ??
    crashPageOf(gameCode) ??
    roomPageOf(gameCode) ??
    lotteryPageOf(gameCode, query) ??
    houseGamePageOf(gameCode);
  return { lottery, tables, rooms, crash, housePageOf };
}
export type HouseProducts = ReturnType<typeof createHouseProducts>;

/** The products' player calls, each with the launch token of its page. */
export async function registerHouseProducts(
  app: FastifyInstance,
  p: HouseProducts,
  d: { db: Database['db']; gameSessions: GameSessions; launcher: LaunchService },
) {
  await registerLottery(app, p.lottery, d);
  await registerTables(app, p.tables, { gameSessions: d.gameSessions });
  await registerRooms(app, p.rooms, { gameSessions: d.gameSessions });
  await registerCrash(app, p.crash, { gameSessions: d.gameSessions });
}
