import type { FastifyInstance } from 'fastify';
import type { Database, Db } from './db/client.ts';
import type { MoneyEvents } from './lib/money-events.ts';
import type { GamesService } from './modules/games/games.service.ts';
import type { GameSessions } from './modules/house/game-sessions.ts';
import type { IdentityService } from './modules/identity/identity.service.ts';
import type { Ledger } from './modules/ledger/ledger.service.ts';
import type { Audited } from './modules/admin/audited.ts';
import type { SystemService } from './modules/system/system.service.ts';
import type { TableEvents } from './modules/tables/table-events.ts';
import { startTableLeader } from './modules/tables/table-leader.ts';
import { createTablePlay } from './modules/tables/table-play.service.ts';
import { createTableRounds } from './modules/tables/table-rounds.ts';
import { adminTablesRoutes } from './modules/tables/tables-admin.routes.ts';
import { createTablesAdmin } from './modules/tables/tables-admin.service.ts';
import * as repo from './modules/tables/tables.repo.ts';
import { tablesRoutes } from './modules/tables/tables.routes.ts';
import type { SeamlessWallet } from './modules/wallet/seamless.service.ts';

export { tablePageOf } from './modules/tables/tables-catalogue.ts';

/**
 * The house's live tables (issue 19) wired together: the player's calls, the rounds' clock (run by
 * the process that leads, started by `startLeader`), the table events every process hears.
 */
export function createTables(d: {
  db: Db;
  ledger: Ledger;
  seamless: SeamlessWallet;
  events: MoneyEvents;
  tableEvents: TableEvents;
  system: SystemService;
  games: GamesService;
  identity: Pick<IdentityService, 'findMember'>;
  clock: () => Date;
}) {
  const deps = {
    db: d.db,
    ledger: d.ledger,
    seamless: d.seamless,
    events: d.events,
    tableEvents: d.tableEvents,
    brandById: (id: number, tx?: Parameters<SystemService['brandById']>[1]) => d.system.brandById(id, tx),
    gameName: async (brand: Parameters<GamesService['findGame']>[0], nodeId: number, language: string) =>
      (await d.games.findGame(brand, nodeId, undefined, d.system.languageFor(brand, language)))?.game.name ??
      '',
    accountOf: async (brandId: number, memberId: number) =>
      (await d.identity.findMember(brandId, memberId))?.account ?? null,
    now: d.clock,
  };
  const play = createTablePlay(deps);
  const rounds = createTableRounds(deps);
  return { play, rounds, events: d.tableEvents };
}
export type Tables = ReturnType<typeof createTables>;

export async function registerTables(
  app: FastifyInstance,
  tables: Tables,
  d: { gameSessions: GameSessions },
) {
  await app.register(tablesRoutes, { play: tables.play, gameSessions: d.gameSessions });
}

/**
 * The live tables' back office (issue 19): tables, their edit (audited), rounds and placements.
 * Changes reach the rounds through the table's row, which the leader reads at every step.
 */
export async function registerTablesAdmin(
  app: FastifyInstance,
  _tables: Tables,
  d: {
    db: Db;
    audited: Audited;
    system: SystemService;
    identity: Pick<IdentityService, 'findMember'>;
    clock: () => Date;
  },
) {
  const tablesAdmin = createTablesAdmin({
    db: d.db,
    now: d.clock,
    accountOf: async (brandId, memberId) => (await d.identity.findMember(brandId, memberId))?.account ?? null,
  });
  await app.register(adminTablesRoutes, { audited: d.audited, system: d.system, tablesAdmin });
}

/** Runs the tables' clock in this process whenever it holds the leader lock; stopped when the app closes. */
export function startTablesLeader(
  app: FastifyInstance,
  tables: Tables,
  database: Pick<Database, 'db' | 'tryLeaderLock'>,
) {
  const leader = startTableLeader({
    tryLeaderLock: database.tryLeaderLock,
    rounds: tables.rounds,
    findTables: () => repo.findTablesToRun(database.db),
    log: app.log,
  });
  app.addHook('onClose', async () => leader.stop());
  return leader;
}
