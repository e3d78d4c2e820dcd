import type { FastifyInstance } from 'fastify';
import type { Database, Db } from './db/client.ts';
import type { MoneyEvents } from './lib/money-events.ts';
import { startRoundLeader } from './lib/round-leader.ts';
import { createCrashCore } from './modules/crash/crash-core.ts';
import type { CrashEvents } from './modules/crash/crash-events.ts';
import { createCrashPlay } from './modules/crash/crash-play.service.ts';
import { createCrashRounds } from './modules/crash/crash-rounds.ts';
import * as repo from './modules/crash/crash.repo.ts';
import { crashRoutes } from './modules/crash/crash.routes.ts';
import type { GamesService } from './modules/games/games.service.ts';
import type { GameSessions } from './modules/house/game-sessions.ts';
import type { IdentityService } from './modules/identity/identity.service.ts';
import type { Ledger } from './modules/ledger/ledger.service.ts';
import type { SystemService } from './modules/system/system.service.ts';
import type { SeamlessWallet } from './modules/wallet/seamless.service.ts';

export { crashPageOf } from './modules/crash/crash-catalogue.ts';

/** The advisory lock whose holder runs every crash game's clock (the live tables have their own). */
export const CRASH_LEADER_LOCK_KEY = 7_270_020;

/**
 * The house crash game (issue 19) wired together: the player's calls, the rounds' clock (run by
 * the process that leads, started by `startCrashLeader`), the crash events every process hears.
 */
export function createCrash(d: {
  db: Db;
  ledger: Ledger;
  seamless: SeamlessWallet;
  events: MoneyEvents;
  crashEvents: CrashEvents;
  system: SystemService;
  games: GamesService;
  identity: Pick<IdentityService, 'findMember'>;
  clock: () => Date;
  chainLength?: number;
}) {
  const deps = {
    db: d.db,
    ledger: d.ledger,
    seamless: d.seamless,
    events: d.events,
    crashEvents: d.crashEvents,
    brandById: (id: number, tx?: Parameters<SystemService['brandById']>[1]) => d.system.brandById(id, tx),
    gameName: async (brand: Parameters<GamesService['findGame']>[0], nodeId: number, language: string) =>
      (await d.games.findGame(brand, nodeId, undefined, d.system.languageFor(brand, language)))?.game.name ??
      '',
    accountOf: async (brandId: number, memberId: number) =>
      (await d.identity.findMember(brandId, memberId))?.account ?? null,
    now: d.clock,
    ...(d.chainLength !== undefined && { chainLength: d.chainLength }),
  };
  const core = createCrashCore(deps);
  return { play: createCrashPlay(deps, core), rounds: createCrashRounds(deps, core), events: d.crashEvents };
}
export type Crash = ReturnType<typeof createCrash>;

export async function registerCrash(app: FastifyInstance, crash: Crash, d: { gameSessions: GameSessions }) {
  await app.register(crashRoutes, { play: crash.play, gameSessions: d.gameSessions });
}

/** Runs the crash games' clock in this process whenever it holds their leader lock; stopped when the app closes. */
export function startCrashLeader(
  app: FastifyInstance,
  crash: Crash,
  database: Pick<Database, 'db' | 'tryLeaderLock'>,
) {
  const leader = startRoundLeader<repo.TCrashGameRow>({
    lockKey: CRASH_LEADER_LOCK_KEY,
    what: 'crash games',
    tryLeaderLock: database.tryLeaderLock,
    advance: (game) => crash.rounds.advance(game),
    findItems: () => repo.findGamesToRun(database.db),
    log: app.log,
  });
  app.addHook('onClose', async () => leader.stop());
  return leader;
}
